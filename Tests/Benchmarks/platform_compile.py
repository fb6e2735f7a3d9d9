#!/usr/bin/env python3
"""Benchmark: what the UIKit and SwiftUI parts of the generated Swift cost per form.

generated_compile.py measures the platform-neutral part only, since Linux has neither UIKit
nor SwiftUI. Here both parts are compiled against the interface stubs the tests type-check
them with (Tests/Fixtures/Stubs, built as modules named UIKit and SwiftUI), so every
`#if canImport(UIKit)` / `#if canImport(SwiftUI)` block of the generated files and of FormcKit
is compiled. For 10 and 50 distinct forms in one module (Examples/Profile.form.yaml renamed
Profile1, Profile2…) it measures `swiftc -typecheck -wmo` and `swiftc -c -O -wmo` (no link:
the stubs have no implementation), with FormcKit built once beforehand as a module (the
plugin's way, `--runtime module`), for this checkout and, with --baseline-root, for another
checkout of formc (its own `.build/debug/formc` and `Sources/FormcKit`), such as the last
commit whose files still carried their own UIKit controller and SwiftUI view.

Per form is the slope between the two counts, so FormcKit's own cost does not count.
Usage: python3 Tests/Benchmarks/platform_compile.py [--counts 10,50] [--runs 3] [--baseline-root DIR]
"""
import argparse, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generated_compile import ROOT, timed, write_forms  # noqa: E402


def build_stubs(directory):
    """The interface stubs as the modules UIKit and SwiftUI (SwiftUI imports UIKit's)."""
    for module in ("UIKit", "SwiftUI"):
        subprocess.run(["swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module,
                        os.path.join(ROOT, "Tests", "Fixtures", "Stubs", f"{module}.swift"), "-I", directory,
                        "-emit-module-path", os.path.join(directory, f"{module}.swiftmodule")], check=True)


def build_kit(root, directory, stubs):
    """`root`'s FormcKit as a module, its UIKit and SwiftUI parts compiled against the stubs."""
    folder = os.path.join(root, "Sources", "FormcKit")
    sources = sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift"))
    subprocess.run(["swiftc", "-swift-version", "6", "-wmo", "-parse-as-library", "-module-name", "FormcKit",
                    "-I", stubs, "-emit-module", "-emit-module-path", os.path.join(directory, "FormcKit.swiftmodule")]
                   + sources, check=True)


def formc_of(root):
    for build in ("release", "debug"):
        path = os.path.join(root, ".build", build, "formc")
        if os.path.exists(path):
            return path
    sys.exit(f"no formc built in {root} (`swift build --product formc` there)")


def measure(name, root, work, stubs, counts, runs):
    kit = os.path.join(work, f"kit-{name}")
    os.makedirs(kit)
    build_kit(root, kit, stubs)
    results = {}
    for count in counts:
        folder = write_forms(formc_of(root), os.path.join(work, f"{name}-{count}"), count, "module")
        files = [os.path.join(folder, f"Profile{index}Form.swift") for index in range(1, count + 1)]
        base = ["swiftc", "-swift-version", "6", "-wmo", "-parse-as-library", "-module-name", "App",
                "-I", kit, "-I", stubs]
        typecheck = timed(base + ["-typecheck"] + files, runs)
        optimised = timed(base + ["-c", "-O"] + files + ["-o", os.path.join(folder, "app.o")], runs)
        lines = sum(open(path, encoding="utf-8").read().count("\n") for path in files) // count
        results[count] = (typecheck, optimised, lines)
        print(f"{name:8} {count:3} forms: typecheck {typecheck:7.3f} s, -c -O {optimised:7.3f} s, "
              f"{lines} lines a form", flush=True)
    return results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--counts", default="10,50")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--baseline-root", help="another formc checkout, with formc built in it")
    options = parser.parse_args()
    counts = sorted(int(count) for count in options.counts.split(","))
    if len(counts) != 2:
        sys.exit("--counts takes two numbers: the per-form figure is the slope between them")
    variants = [("current", ROOT)] + ([("baseline", options.baseline_root)] if options.baseline_root else [])
    with tempfile.TemporaryDirectory(dir="/dev/shm" if os.path.isdir("/dev/shm") else None) as work:
        stubs = os.path.join(work, "stubs")
        os.makedirs(stubs)
        build_stubs(stubs)
        slopes = {}
        for name, root in variants:
            results = measure(name, root, work, stubs, counts, options.runs)
            low, high = results[counts[0]], results[counts[1]]
            slopes[name] = [(high[i] - low[i]) / (counts[1] - counts[0]) for i in range(2)] + [high[2]]
        print(f"\nper form, UIKit and SwiftUI parts included (slope {counts[0]} → {counts[1]} forms):")
        print("| | typecheck s | -c -O s | lines |")
        print("|---|---:|---:|---:|")
        for name, slope in slopes.items():
            print(f"| {name} | {slope[0]:.4f} | {slope[1]:.4f} | {slope[2]} |")


if __name__ == "__main__":
    main()
