#!/usr/bin/env python3
"""Benchmark: `formc lint` over 1,000 small specs in one call.

Writes 1,000 specs (each a variation of a ten-field form with an inline picker source)
into a temporary folder, runs the release build of formc on the folder three times, and
reports the user+system CPU seconds of the best run and per spec, and the median wall-clock
time. With --shared-data every spec also has a cascading picker over one data file, a copy
of Examples/data/provinces.plist (34 provinces and their cities, as the Profile example
names it): what a run pays per spec for a data file they all share.
Build first: `swift build -c release`.
Usage: python3 Tests/Benchmarks/lint_many.py [path/to/formc] [--shared-data]
Tests/Benchmarks/run imports `measure` (and build_many.py `spec` and `write_specs`) from here.
"""
import os, resource, shutil, statistics, subprocess, sys, tempfile, time

KINDS = ["text", "email", "phone", "number", "secure", "url", "date", "multiline", "decimal", "text"]
PROVINCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Examples", "data", "provinces.plist")

def spec(index, shared_data=False):
    lines = [f"form: Form{index}", "toolbar: {previousNext: true, done: true, title: placeholder}",
             "sources:", "  sizes:", "    options: [S, M, L, XL]"]
    if shared_data:
        lines += ["  regions:", "    file: data/provinces.plist", "    levels: [province, city]", "    label: name",
                  "    children: cities"]
    lines += ["fields:"]
    for number, kind in enumerate(KINDS):
        lines += [f"  - id: field{number}", f"    kind: {kind}", f"    label: Field {number} of form {index}",
                  f"    placeholder: Enter field {number}"]
        if kind == "date":
            lines += ["    format: yyyy-MM-dd", "    min: 1900-01-01", "    max: today"]
        if kind == "text":
            lines += ["    validation: {minLength: 1, maxLength: 40, pattern: '^[A-Za-z ]+$'}"]
    lines += ["  - id: size", "    kind: picker", "    source: sizes", "    default: M"]
    if shared_data:
        lines += ["  - id: city", "    kind: picker", "    source: regions"]
    return "\n".join(lines) + "\n"

def write_specs(directory, count, shared_data=False):
    """Writes `count` specs into `directory` (and data/provinces.plist with --shared-data)."""
    if shared_data:
        os.makedirs(os.path.join(directory, "data"), exist_ok=True)
        shutil.copyfile(PROVINCES, os.path.join(directory, "data", "provinces.plist"))
    for index in range(count):
        with open(os.path.join(directory, f"spec{index:04}.form.yaml"), "w") as handle:
            handle.write(spec(index, shared_data))

def measure(formc, runs=3, shared_data=False):
    """Lints the 1,000 specs `runs` times; returns (best CPU seconds, median wall seconds)."""
    with tempfile.TemporaryDirectory() as directory:
        write_specs(directory, 1000, shared_data)
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
    arguments = [argument for argument in sys.argv[1:] if argument != "--shared-data"]
    shared_data = "--shared-data" in sys.argv[1:]
    formc = arguments[0] if arguments else ".build/release/formc"
    if not os.path.exists(formc):
        sys.exit(f"{formc} not found: run `swift build -c release` first")
    best, wall = measure(formc, shared_data=shared_data)
    what = "specs sharing provinces.plist" if shared_data else "specs"
    print(f"lint of 1000 {what}: {best:.3f} s CPU (best of 3), {best:.3f} ms per spec; {wall:.3f} s wall (median)")

if __name__ == "__main__":
    main()
