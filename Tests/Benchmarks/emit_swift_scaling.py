#!/usr/bin/env python3
"""Benchmark: `formc compile --emit swift` at growing field counts, to show it stays linear
(each chain field used to be looked up with a linear search: 1.8 s at 10,000 fields, 18.9 s
at 30,000, 235 s at 100,000). Prints the time per size and the time per 1,000 fields; a
linear emitter keeps the second column flat. Needs the release build (`swift build -c release`).
Usage: python3 Tests/Benchmarks/emit_swift_scaling.py [sizes...]   (default 1000 10000 30000 100000)
"""
import os, subprocess, sys, tempfile, time

KINDS = ["text", "email", "phone", "number", "secure", "url"]

def main():
    sizes = [int(arg) for arg in sys.argv[1:]] or [1_000, 10_000, 30_000, 100_000]
    formc = ".build/release/formc"
    if not os.path.exists(formc):
        sys.exit("run `swift build -c release` first")
    with tempfile.TemporaryDirectory() as directory:
        print(f"{'fields':>8} {'seconds':>8} {'s per 1k':>9} {'MB out':>7}")
        for fields in sizes:
            spec = os.path.join(directory, f"large{fields}.form.yaml")
            with open(spec, "w") as handle:
                handle.write("form: Large\nfields:\n")
                for index in range(fields):
                    handle.write(f"  - id: field{index}\n    kind: {KINDS[index % 6]}\n    label: Field {index}\n")
            start = time.perf_counter()
            run = subprocess.run([formc, "compile", spec, "--emit", "swift"], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, check=False)
            elapsed = time.perf_counter() - start
            if run.returncode != 0:
                sys.exit(f"formc failed at {fields} fields: {run.stderr.decode()[:300]}")
            print(f"{fields:>8} {elapsed:>8.2f} {elapsed / fields * 1000:>9.3f} {len(run.stdout) / 1e6:>7.1f}")

if __name__ == "__main__":
    main()
