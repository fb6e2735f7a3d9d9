#!/usr/bin/env python3
"""Benchmark: a no-op `formc build` of 100 small specs against `formc lint` of the same.

Writes 100 specs (lint_many.py's, Swift output each; with --shared-data each also names one
copy of provinces.plist) and a formc.yml into a temporary folder, builds once so every output
is written, then measures, round by round, `formc lint` (the config's specs) and `formc build`
with nothing changed: median wall seconds, best user+system CPU seconds, and the ratio of the
two medians. A no-op build still compiles and checks every spec; what it may skip is
rendering outputs whose inputs are unchanged (docs/config.md, "formc build").
Build first: `swift build -c release`.
Usage: python3 Tests/Benchmarks/build_many.py [path/to/formc] [--shared-data] [--runs N]
"""
import argparse, os, resource, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_many  # noqa: E402

def timed(command, directory):
    """Runs `command` in `directory`; (wall seconds, CPU seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    result = subprocess.run(command, cwd=directory, capture_output=True, text=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

def measure(formc, count=100, runs=5, shared_data=False):
    """{name: (median wall, best CPU)} for lint and the no-op build."""
    formc = os.path.abspath(formc)
    with tempfile.TemporaryDirectory() as directory:
        lint_many.write_specs(directory, count, shared_data)
        with open(os.path.join(directory, "formc.yml"), "w") as handle:
            handle.write('output: Generated\nspecs:\n  - "*.form.yaml"\n')
        timed([formc, "build"], directory)
        samples = {"lint": [], "no-op build": []}
        for _ in range(runs):
            samples["lint"].append(timed([formc, "lint", "--quiet"], directory))
            samples["no-op build"].append(timed([formc, "build"], directory))
        return {name: (statistics.median(w for w, _ in rows), min(c for _, c in rows)) for name, rows in samples.items()}

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("formc", nargs="?", default=".build/release/formc")
    parser.add_argument("--shared-data", action="store_true")
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    if not os.path.exists(options.formc):
        sys.exit(f"{options.formc} not found: run `swift build -c release` first")
    results = measure(options.formc, runs=options.runs, shared_data=options.shared_data)
    for name, (wall, cpu) in results.items():
        print(f"{name:<12} of 100 specs: {wall:.3f} s wall (median of {options.runs}), {cpu:.3f} s CPU (best)")
    print(f"no-op build / lint: {results['no-op build'][0] / results['lint'][0]:.2f}x (wall medians)")

if __name__ == "__main__":
    main()
