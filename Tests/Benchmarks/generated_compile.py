#!/usr/bin/env python3
"""Benchmark: what the generated Swift costs an app, against a hand-written focus chain.

For 1, 10 and 50 distinct forms in one module (Examples/Profile.form.yaml renamed Profile1,
Profile2…, each with its 34 provinces), measures the type-check time (`swiftc -typecheck
-wmo`), the optimised compile time (`swiftc -c -O -wmo`) and the stripped size of an
executable that uses every form, for:

  module   the thin files, with FormcKit built once as a module beforehand (the plugin's
           way: a package target that depends on the FormcKit product);
  source   the thin files with FormcKit.swift in the same module (`formc compile -o DIR`);
  small    `module` with Profile's provinces replaced by a 2×2 inline source: what the
           picker data costs;
  hand     a hand-written 5-field chain per form (an enum with next, previous, return key
           and a values struct): the floor;
  baseline (with --baseline FORMC) the same forms from another formc, such as the
           self-contained files of formc before FormcKit.

Per form is the slope between 10 and 50 forms, so fixed costs (FormcKit, the runtime
libraries) do not count; the ratios are to the hand-written chain. The UIKit and SwiftUI
parts are not compiled here (Linux has neither); they are `#if canImport` blocks.
Usage: python3 Tests/Benchmarks/generated_compile.py [--counts 1,10,50] [--runs 3] [--baseline FORMC]
"""
import argparse, os, re, shutil, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

HAND = """
public enum Hand{n}Field: String, CaseIterable, Hashable, Sendable {{
    case name, email, phone, birthday, city
    public static let focusChain: [Hand{n}Field] = [.name, .email, .phone, .birthday, .city]
    public var next: Hand{n}Field? {{
        switch self {{
        case .name: return .email
        case .email: return .phone
        case .phone: return .birthday
        case .birthday: return .city
        case .city: return nil
        }}
    }}
    public var previous: Hand{n}Field? {{
        switch self {{
        case .name: return nil
        case .email: return .name
        case .phone: return .email
        case .birthday: return .phone
        case .city: return .birthday
        }}
    }}
    public var returnKey: String {{ self == .city ? "done" : "next" }}
}}

public struct Hand{n}Values: Equatable, Sendable {{
    public var name = "", email = "", phone = ""
    public var birthday: Date?
    public var city: [String] = []
    public init() {{}}
}}
"""

def formc_binary():
    for build in ("release", "debug"):
        path = os.path.join(ROOT, ".build", build, "formc")
        if os.path.exists(path):
            return path
    sys.exit("build formc first (`swift build -c release`)")

SMALL = """sources:
  regions:
    levels: [province, city]
    options:
      - {label: A, children: [{label: A1}, {label: A2}]}
      - {label: B, children: [{label: B1}, {label: B2}]}
fields:"""

def write_forms(formc, directory, count, runtime, small=False):
    """Writes `count` renamed copies of Profile's spec and their Swift into `directory`."""
    os.makedirs(directory, exist_ok=True)
    spec_text = open(os.path.join(ROOT, "Examples", "Profile.form.yaml"), encoding="utf-8").read()
    if small:
        spec_text = re.sub(r"(?s)^sources:.*?^fields:", SMALL, spec_text, flags=re.M)
    data = os.path.join(directory, "data")
    if not os.path.exists(data):
        shutil.copytree(os.path.join(ROOT, "Examples", "data"), data)
    out = os.path.join(directory, "swift")
    os.makedirs(out, exist_ok=True)
    for index in range(1, count + 1):
        spec = os.path.join(directory, f"P{index}.form.yaml")
        with open(spec, "w", encoding="utf-8") as handle:
            handle.write(re.sub(r"(?m)^form: Profile$", f"form: Profile{index}", spec_text))
        arguments = [formc, "compile", spec, "--emit", "swift", "-o", out + "/"]
        if runtime is not None:
            arguments[5:5] = ["--runtime", runtime]
        subprocess.run(arguments, check=True, stderr=subprocess.DEVNULL)
    return out

def uses(kind, count):
    """A main.swift that touches every form, so nothing of it is dead code."""
    lines = ["import Foundation"]
    if kind == "module":
        lines.append("import FormcKit")
    for index in range(1, count + 1):
        if kind == "hand":
            lines.append(f"print(Hand{index}Field.focusChain.count, Hand{index}Field.name.next as Any, Hand{index}Values() == Hand{index}Values())")
        else:
            lines.append(f"print(Profile{index}Field.focusChain.count, Profile{index}Values().validate().count, "
                         f"Profile{index}Sources.columns(for: .city, path: []).count)")
    return "\n".join(lines) + "\n"

def timed(command, runs):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best

def sources_of(kind, folder, count):
    if kind == "hand":
        files = []
        for index in range(1, count + 1):
            path = os.path.join(folder, f"Hand{index}.swift")
            with open(path, "w") as handle:
                handle.write("import Foundation\n" + HAND.format(n=index))
            files.append(path)
        return files
    files = [os.path.join(folder, f"Profile{index}Form.swift") for index in range(1, count + 1)]
    if kind == "source":
        files.append(os.path.join(folder, "FormcKit.swift"))
    return files

def measure(kind, work, count, runs, formc, kit_dir):
    folder = os.path.join(work, f"{kind}-{count}")
    if kind == "hand":
        os.makedirs(folder, exist_ok=True)
    elif kind in ("module", "small"):
        folder = write_forms(formc, folder, count, "module", small=kind == "small")
    elif kind == "source":
        folder = write_forms(formc, folder, count, "source")
    else:  # baseline: another formc's own files
        folder = write_forms(kind_formc[kind], folder, count, None)
    files = sources_of(kind, folder, count)
    main = os.path.join(folder, "main.swift")
    with open(main, "w") as handle:
        handle.write(uses("module" if kind in ("module", "small") else kind, count))
    base = ["swiftc", "-swift-version", "6", "-wmo", "-module-name", "App"]
    extra = ["-I", kit_dir] if kind in ("module", "small") else []
    typecheck = timed(base + ["-typecheck"] + extra + files + [main], runs)
    objects = os.path.join(folder, "app.o")
    optimised = timed(base + ["-c", "-O", "-parse-as-library"] + extra + files + ["-o", objects], runs)
    binary = os.path.join(folder, "app")
    link = base + ["-O"] + extra + files + [main, "-o", binary]
    if kind in ("module", "small"):
        link += ["-L", kit_dir, "-lFormcKit"]
    subprocess.run(link, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["strip", binary], check=True)
    return typecheck, optimised, os.path.getsize(binary)

kind_formc = {}

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--counts", default="1,10,50")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--kinds", default="hand,module,small,source")
    parser.add_argument("--baseline", help="another formc binary: its self-contained files are measured too")
    options = parser.parse_args()
    counts = [int(c) for c in options.counts.split(",")]
    formc = formc_binary()
    kinds = options.kinds.split(",")
    if options.baseline:
        kind_formc["baseline"] = options.baseline
        kinds.append("baseline")
    with tempfile.TemporaryDirectory(dir="/dev/shm" if os.path.isdir("/dev/shm") else None) as work:
        # FormcKit once, as the FormcKit product would be built.
        kit_dir = os.path.join(work, "kit")
        os.makedirs(kit_dir)
        kit_sources = sorted(os.path.join(ROOT, "Sources", "FormcKit", f)
                             for f in os.listdir(os.path.join(ROOT, "Sources", "FormcKit")) if f.endswith(".swift"))
        start = time.perf_counter()
        subprocess.run(["swiftc", "-swift-version", "6", "-wmo", "-O", "-parse-as-library", "-module-name", "FormcKit",
                        "-emit-module", "-emit-module-path", os.path.join(kit_dir, "FormcKit.swiftmodule"),
                        "-emit-library", "-static", "-o", os.path.join(kit_dir, "libFormcKit.a")] + kit_sources,
                       check=True)
        print(f"FormcKit as a module, once: {time.perf_counter() - start:.2f} s (-O, {len(kit_sources)} files)")
        results = {}
        for kind in kinds:
            for count in counts:
                results[(kind, count)] = measure(kind, work, count, options.runs, formc, kit_dir)
                t, o, size = results[(kind, count)]
                print(f"{kind:9} {count:3} forms: typecheck {t:7.3f} s, -c -O {o:7.3f} s, stripped {size / 1024:8.1f} KB",
                      flush=True)
        low, high = min(c for c in counts if c > 1) if len(counts) > 1 else counts[0], max(counts)
        if high == low:
            return
        print(f"\nper form (slope {low} → {high} forms):")
        print(f"| | typecheck s | -c -O s | stripped KB | × hand (typecheck, -O, size) |")
        print(f"|---|---:|---:|---:|---|")
        hand = None
        for kind in sorted(kinds, key=lambda k: k != "hand"):
            a, b = results[(kind, low)], results[(kind, high)]
            slope = [(b[i] - a[i]) / (high - low) for i in range(3)]
            if kind == "hand":
                hand = slope
            ratio = ", ".join(f"{s / h:.1f}×" if h > 0 else "-" for s, h in zip(slope, hand))
            print(f"| {kind} | {slope[0]:.4f} | {slope[1]:.4f} | {slope[2] / 1024:.1f} | {ratio} |")

if __name__ == "__main__":
    main()
