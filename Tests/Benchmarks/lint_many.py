#!/usr/bin/env python3
"""Benchmark: `formc lint` over 1,000 small specs in one call.

Writes 1,000 specs (each a variation of a ten-field form with an inline picker source)
into a temporary folder, runs the release build of formc on the folder three times, and
reports the user+system CPU seconds of the best run and per spec, and the median wall-clock
time. Build first: `swift build -c release`.
Usage: python3 Tests/Benchmarks/lint_many.py [path/to/formc]
Tests/Benchmarks/run imports `measure` from here.
"""
import os, resource, statistics, subprocess, sys, tempfile, time

KINDS = ["text", "email", "phone", "number", "secure", "url", "date", "multiline", "decimal", "text"]

def spec(index):
    lines = [f"form: Form{index}", "toolbar: {previousNext: true, done: true, title: placeholder}",
             "sources:", "  sizes:", "    options: [S, M, L, XL]", "fields:"]
    for number, kind in enumerate(KINDS):
        lines += [f"  - id: field{number}", f"    kind: {kind}", f"    label: Field {number} of form {index}",
                  f"    placeholder: Enter field {number}"]
        if kind == "date":
            lines += ["    format: yyyy-MM-dd", "    min: 1900-01-01", "    max: today"]
        if kind == "text":
            lines += ["    validation: {minLength: 1, maxLength: 40, pattern: '^[A-Za-z ]+$'}"]
    lines += ["  - id: size", "    kind: picker", "    source: sizes", "    default: M"]
    return "\n".join(lines) + "\n"

def measure(formc, runs=3):
    """Lints the 1,000 specs `runs` times; returns (best CPU seconds, median wall seconds)."""
    with tempfile.TemporaryDirectory() as directory:
        for index in range(1000):
            with open(os.path.join(directory, f"spec{index:04}.form.yaml"), "w") as handle:
                handle.write(spec(index))
        best = None
        walls = []
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.perf_counter()
            result = subprocess.run([formc, "lint", "--quiet", directory], capture_output=True, text=True)
            walls.append(time.perf_counter() - started)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if result.returncode != 0:
                sys.exit(f"lint failed ({result.returncode}):\n{result.stdout}{result.stderr}")
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            best = cpu if best is None else min(best, cpu)
        return best, statistics.median(walls)

def main():
    formc = sys.argv[1] if len(sys.argv) > 1 else ".build/release/formc"
    if not os.path.exists(formc):
        sys.exit(f"{formc} not found: run `swift build -c release` first")
    best, wall = measure(formc)
    print(f"lint of 1000 specs: {best:.3f} s CPU (best of 3), {best:.3f} ms per spec; {wall:.3f} s wall (median)")

if __name__ == "__main__":
    main()
