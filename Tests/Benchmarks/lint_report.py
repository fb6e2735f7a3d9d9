#!/usr/bin/env python3
"""Benchmark: `formc lint`'s report of 40,000 diagnostics in one spec, text against json.

Writes one spec with 40,000 fields, each with an unknown key (so 40,000 FC010 errors, one
per line), and runs the release build of formc on it with `--max-diagnostics 0` (so the
per-spec limit of 200 does not hide the cost), once per format, best of three. Prints the
user+system CPU seconds of each format and their ratio. The text report quotes a source line
per diagnostic; before it looked each line up through an index built once per spec, it
scanned the file from the top for every one, and this spec took about 128 s in text against
1 s in json. Build first: `swift build -c release`.
Usage: python3 Tests/Benchmarks/lint_report.py [path/to/formc] [count]
"""
import os, resource, subprocess, sys, tempfile

def best_cpu(command):
    best = None
    for _ in range(3):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if result.returncode != 1:
            sys.exit(f"expected exit 1 (errors), got {result.returncode}:\n{result.stderr}")
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = cpu if best is None else min(best, cpu)
    return best

def main():
    formc = sys.argv[1] if len(sys.argv) > 1 else ".build/release/formc"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 40_000
    if not os.path.exists(formc):
        sys.exit(f"{formc} not found: run `swift build -c release` first")
    with tempfile.TemporaryDirectory() as directory:
        spec = os.path.join(directory, "many.form.yaml")
        with open(spec, "w") as handle:
            handle.write("form: Many\nfields:\n")
            handle.writelines(f"  - {{id: f{index}, bogus: {index}}}\n" for index in range(count))
        times = {}
        for format in ("text", "json"):
            times[format] = best_cpu([formc, "lint", "--max-diagnostics", "0", "--format", format, spec])
            print(f"{format:4} report of {count} diagnostics: {times[format]:.3f} s CPU (best of 3)")
        print(f"text / json: {times['text'] / max(times['json'], 1e-9):.2f}")

if __name__ == "__main__":
    main()
