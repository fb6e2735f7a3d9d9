#!/usr/bin/env python3
"""Line, region and function coverage of formc's sources per module, and the functions no test runs.

Branches are counted too when the compiler records any (swiftc 6.3 records none: see the
notes the report prints). Run by hand, not in CI:

    python3 Tests/Coverage/report.py                 # build, XCTest + pytest, report
    python3 Tests/Coverage/report.py --no-pytest     # XCTest only
    python3 Tests/Coverage/report.py --skip-tests    # report again from the last run's profiles
    python3 Tests/Coverage/report.py --json FILE     # the same numbers as JSON too

The working tree (uncommitted changes included, without .build, .git and .swiftpm) is copied
to a scratch folder ($TMPDIR/formc-coverage/formc, or --scratch DIR) that keeps its .build
between runs; ../shared is linked beside it so the conformance suites run. The working tree
is never built or modified. Exit status: 0 when the report was made and no test failed but
the one coverage itself breaks (EXPECTED_FAILURES), 1 otherwise, 2 on usage errors.
See README.md beside this file.
"""
import argparse
import json
import os
import re
import runpy
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
STEP_TIMEOUT = 1800
PYTEST_SUITES = ["Tests/Terminal", "Tests/Schema", "Tests/LSP"]
# Failures that instrumentation causes, not formc: they are reported but do not fail the run.
EXPECTED_FAILURES = {
    "OutputSafetyTests.testAWriteThatFailsHalfwayLeavesTheOldBytesAndNoTemporaryFile":
        "its `ulimit -f 8` also stops formc writing its profile, and the runtime's "
        "'LLVM Profile Error' lands in the stderr the test compares",
}


def toolchain_tool(name):
    """llvm-profdata, llvm-cov and swift-demangle of the toolchain that builds formc: a
    profile must be read by the LLVM that wrote it."""
    swift = shutil.which("swift")
    if swift is None:
        sys.exit("swift not found on PATH")
    path = os.path.join(os.path.dirname(os.path.realpath(swift)), name)
    if not os.path.exists(path):
        sys.exit(f"{name} not found beside swift ({path})")
    return path


def refresh_scratch(scratch):
    """The scratch copy of the working tree, as the mutation runners make theirs
    (Tests/Mutations/run.py's `refresh_scratch`: one home for what is copied and how);
    whether ../shared is linked beside it."""
    runner = runpy.run_path(os.path.join(REPO, "Tests", "Mutations", "run.py"))
    return runner["refresh_scratch"](scratch)


def test_environment(has_shared):
    env = dict(os.environ)
    # A recording run rewrites golden files; FORMC and FORMC_BINARY would point the tests at
    # another (uninstrumented) binary; a profile path of the caller's would scatter profiles.
    for name in ("FORMC_RECORD_GOLDEN", "FORMC_RECORD_DOCS", "FORMC", "FORMC_BINARY", "LLVM_PROFILE_FILE"):
        env.pop(name, None)
    if has_shared:
        env["FORMC_REQUIRE_SHARED"] = "1"
    return env


def run(command, cwd, env, log):
    """Exit status; the whole output goes to `log`, kept for reading after the run."""
    with open(log, "w", encoding="utf-8") as handle:
        try:
            return subprocess.run(["nice"] + command, cwd=cwd, env=env, stdout=handle, stderr=subprocess.STDOUT,
                                  timeout=STEP_TIMEOUT).returncode
        except subprocess.TimeoutExpired:
            handle.write(f"\ntimed out after {STEP_TIMEOUT} s\n")
            return 124


def tail(log, lines=30):
    with open(log, encoding="utf-8", errors="replace") as handle:
        return "".join(handle.readlines()[-lines:])


def build(scratch, env, work):
    """`swift test --enable-code-coverage` would build too, but a build error would then look
    like a test failure; the formc product is built instrumented as well, for pytest."""
    log = os.path.join(work, "build.log")
    if run(["swift", "build", "--build-tests", "--enable-code-coverage"], scratch, env, log) != 0:
        sys.exit(f"the scratch copy does not build (log: {log}):\n{tail(log)}")


def clear_profiles(folder):
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        if name.endswith((".profraw", ".profdata")):
            os.remove(os.path.join(folder, name))


def run_xctest(scratch, env, work, codecov):
    """The failed test cases. SwiftPM points LLVM_PROFILE_FILE at codecov/XCTest%m.%p.profraw,
    which the formc processes the tests start inherit: their runs count too."""
    clear_profiles(codecov)
    log = os.path.join(work, "xctest.log")
    status = run(["swift", "test", "--skip-build", "--enable-code-coverage", "--disable-swift-testing"], scratch, env, log)
    return failed_tests(log, status, r"Test Case '([^']+)' failed")


def run_pytest(scratch, env, work, profiles):
    """The failed tests. %p: one profile per formc process, none overwriting another."""
    clear_profiles(profiles)
    env = dict(env, LLVM_PROFILE_FILE=os.path.join(profiles, "formc-%p.profraw"),
               PYTHONPATH=os.pathsep.join(filter(None, [os.path.join(scratch, "Tests", "Coverage"), env.get("PYTHONPATH")])))
    log = os.path.join(work, "pytest.log")
    status = run([sys.executable, "-m", "pytest", "-q", "-p", "profile_env"] + PYTEST_SUITES, scratch, env, log)
    return failed_tests(log, status, r"^(?:FAILED|ERROR) (\S+)")


def failed_tests(log, status, pattern):
    """The test names `pattern` finds in the log; a failing run that names none (a crash, a
    timeout) is a failure of its own."""
    with open(log, encoding="utf-8", errors="replace") as handle:
        names = sorted(set(re.findall(pattern, handle.read(), re.MULTILINE)))
    if status != 0 and not names:
        names = [f"exit status {status}, no failed test named (log: {log})"]
    return names


def stray_profiles(scratch):
    """default.profraw files outside .build: a formc run whose environment lost
    LLVM_PROFILE_FILE (profile_env.py should prevent it). Removed, so a later run starts clean."""
    found = []
    for folder, folders, files in os.walk(scratch):
        folders[:] = [name for name in folders if name != ".build"]
        for name in files:
            if name.startswith("default") and name.endswith(".profraw"):
                found.append(os.path.relpath(os.path.join(folder, name), scratch))
                os.remove(os.path.join(folder, name))
    return found


def is_instrumented(binary):
    sections = subprocess.run([toolchain_tool("llvm-objdump"), "--section-headers", binary],
                              capture_output=True, text=True).stdout
    return "__llvm_prf_cnts" in sections


def merge_profiles(folders, output):
    """Merges every .profraw of `folders`; returns (profiles merged, warnings). A profile cut
    short (a process stopped while writing it) is skipped with a warning, not fatal."""
    inputs = [os.path.join(folder, name) for folder in folders if os.path.isdir(folder)
              for name in sorted(os.listdir(folder)) if name.endswith(".profraw")]
    if not inputs:
        sys.exit("no profiles to merge: run without --skip-tests first")
    listing = output + ".inputs"
    with open(listing, "w", encoding="utf-8") as handle:
        handle.write("\n".join(inputs) + "\n")
    done = subprocess.run([toolchain_tool("llvm-profdata"), "merge", "-sparse", "--failure-mode=all",
                           "--input-files", listing, "-o", output], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"llvm-profdata merge failed:\n{done.stderr}")
    return len(inputs), [line.removeprefix("warning: ") for line in done.stderr.splitlines() if line.strip()]


def export(profdata, objects):
    """llvm-cov's JSON: per-file summaries and per-function records. Functions the test
    bundle and formc both hold are read once; their counts already add up in the profile."""
    command = [toolchain_tool("llvm-cov"), "export", "-skip-expansions", "-instr-profile", profdata, objects[0]]
    for extra in objects[1:]:
        command += ["-object", extra]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"llvm-cov export failed:\n{done.stderr}")
    return json.loads(done.stdout)["data"][0]


def module_of(path, scratch):
    """'Sources/<Module>' or 'Plugins/<Plugin>' for a file of the scratch copy, else None."""
    parts = os.path.relpath(os.path.realpath(path), scratch).split(os.sep)
    if len(parts) >= 3 and parts[0] in ("Sources", "Plugins"):
        return f"{parts[0]}/{parts[1]}"
    return None


def counts(covered, count):
    return {"covered": covered, "count": count, "percent": round(100 * covered / count, 1) if count else None}


def summarize(data, scratch):
    """{module: {measure: counts}} over the files of Sources/ and Plugins/, and the TOTAL."""
    measures = ("lines", "regions", "branches", "functions")
    sums = {}
    for record in data["files"]:
        module = module_of(record["filename"], scratch)
        if module is None:
            continue
        entry = sums.setdefault(module, {measure: [0, 0] for measure in measures})
        for measure in measures:
            entry[measure][0] += record["summary"][measure]["covered"]
            entry[measure][1] += record["summary"][measure]["count"]
    total = {measure: [sum(entry[measure][i] for entry in sums.values()) for i in (0, 1)] for measure in measures}
    table = {module: {m: counts(*entry[m]) for m in measures} for module, entry in sorted(sums.items())}
    return table, {m: counts(*total[m]) for m in measures}


def demangle(names):
    """Readable names, module prefixes dropped. A private function's record name is
    'File.swift:$s…'; the prefix goes, the file is listed anyway."""
    mangled = [name.rsplit(":", 1)[-1] for name in names]
    done = subprocess.run([toolchain_tool("swift-demangle"), "--simplified", "--compact"],
                          input="\n".join(mangled) + "\n", capture_output=True, text=True)
    readable = done.stdout.splitlines()
    if done.returncode != 0 or len(readable) != len(names):
        return mangled
    # main.swift's closures live in its top-level code, which the simplified form leaves unnamed.
    return [name + "top-level code" if name.endswith(" in ") else name for name in readable]


def uncovered_functions(data, scratch):
    """{module: [(file, line, name)]} of the functions never entered, as llvm-cov counts
    them: records at one source position are one function, covered when any of them ran."""
    by_position = {}
    for record in data["functions"]:
        module = module_of(record["filenames"][0], scratch)
        if module is None or not record["regions"]:
            continue
        line, column = record["regions"][0][0], record["regions"][0][1]
        key = (module, os.path.relpath(os.path.realpath(record["filenames"][0]), scratch), line, column)
        name, ran = by_position.get(key, (record["name"], False))
        by_position[key] = (name, ran or record["count"] > 0)
    never = sorted((key, name) for key, (name, ran) in by_position.items() if not ran)
    names = demangle([name for _, name in never])
    result = {}
    for ((module, path, line, _), _), name in zip(never, names):
        # `a ?? b`, `a && b`, `a || b` and autoclosure arguments compile to implicit closures:
        # one never run is an operand never evaluated, more a branch than a function.
        implicit = name.startswith("implicit closure")
        result.setdefault(module, []).append({"file": path, "line": line, "name": name, "implicit": implicit})
    return result


def percent(entry):
    return "-" if entry["percent"] is None else f"{entry['percent']:.1f}%"


def print_table(table, total):
    measures = ["lines", "regions", "functions"]
    if total["branches"]["count"]:
        measures.insert(2, "branches")
    header = f"{'module':26}" + "".join(f"{m:^22}" for m in measures)
    print(header)
    print("-" * len(header))
    for module, entry in list(table.items()) + [("TOTAL", total)]:
        if module == "TOTAL":
            print("-" * len(header))
        cells = "".join(f"{entry[m]['covered']:>8}/{entry[m]['count']:<6}{percent(entry[m]):>7} " for m in measures)
        print(f"{module:26}{cells}")


def print_uncovered(uncovered, list_implicit):
    print("\nNever run (implicit closures: operands of ??, && and ||, autoclosure arguments)")
    for module, functions in sorted(uncovered.items()):
        implicit = sum(function["implicit"] for function in functions)
        print(f"\n{module}: functions and closures {len(functions) - implicit}, implicit closures {implicit}")
        for function in functions:
            if list_implicit or not function["implicit"]:
                print(f"  {function['file']}:{function['line']}  {function['name']}")


def notes(scratch, table, total, has_shared, with_pytest):
    """What the numbers leave out, so nobody reads them as more than they are."""
    said = []
    if not total["branches"]["count"]:
        said.append("branches: none recorded. swiftc's coverage mapping has no branch regions, so llvm-cov counts 0; "
                    "regions are the nearest measure (each arm of if/guard/switch/catch/?:, each loop body and each "
                    "right-hand side of ??/&&/|| is a region), but an `if` without else that is never false is not seen.")
    for folder in ("Sources", "Plugins"):
        root = os.path.join(scratch, folder)
        for name in sorted(os.listdir(root)) if os.path.isdir(root) else []:
            if f"{folder}/{name}" not in table:
                if folder == "Plugins":
                    why = "a build tool plugin, compiled for the plugin host, not into formc or the tests: not instrumented"
                elif os.path.exists(os.path.join(root, name, "module.modulemap")):
                    why = "a module map over a C library: nothing of it is compiled, nothing to count"
                else:
                    why = "not in the coverage data (no code compiled into formc or the tests)"
                said.append(f"{folder}/{name}: {why}.")
    said.append("a formc process that ends by a signal (_exit in SignalExit, SIGKILL, a re-raised fatal signal) "
                "writes no profile: what only such runs execute counts as not run.")
    if not has_shared:
        said.append("../shared was not found: the conformance suites skipped, and what only they run counts as not run.")
    if not with_pytest:
        said.append("--no-pytest: the terminal, schema and language-server tests did not count.")
    return said


def write_json(path, report):
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(report, handle, indent=2, ensure_ascii=False)
        handle.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scratch", default=os.path.join(tempfile.gettempdir(), "formc-coverage", "formc"),
                        help="the scratch copy (default: %(default)s); its .build is kept between runs")
    parser.add_argument("--with-pytest", dest="pytest", action="store_true", default=True,
                        help="count the pytest suites too (the default)")
    parser.add_argument("--no-pytest", dest="pytest", action="store_false", help="XCTest only")
    parser.add_argument("--skip-tests", "--no-build", dest="skip_tests", action="store_true",
                        help="no copy, build or tests: report again from the last run's profiles")
    parser.add_argument("--implicit-closures", action="store_true",
                        help="list the implicit closures never run too, not only their number")
    parser.add_argument("--json", help="write the numbers and the uncovered functions to this file")
    arguments = parser.parse_args()

    scratch = os.path.realpath(arguments.scratch)
    if scratch == os.path.realpath(REPO):
        print("the scratch copy cannot be the working tree", file=sys.stderr)
        return 2
    work = os.path.join(scratch, ".build", "coverage")
    products = os.path.join(scratch, ".build", "debug")
    codecov = os.path.join(products, "codecov")
    pytest_profiles = os.path.join(work, "pytest-profiles")
    objects = [os.path.join(products, "formcPackageTests.xctest"), os.path.join(products, "formc")]
    has_shared = os.path.isdir(os.path.join(os.path.dirname(scratch), "shared"))
    seconds, failures, warnings = {}, [], []
    started = time.time()

    if not arguments.skip_tests:
        has_shared = refresh_scratch(scratch)
        os.makedirs(work, exist_ok=True)
        env = test_environment(has_shared)
        print(f"scratch copy: {scratch}" + ("" if has_shared else "  (no ../shared: the conformance suites skip)"),
              flush=True)
        step = time.time()
        build(scratch, env, work)
        seconds["build"] = round(time.time() - step)
        print(f"build: {seconds['build']} s", flush=True)
        step = time.time()
        failures += [("xctest", name) for name in run_xctest(scratch, env, work, codecov)]
        seconds["xctest"] = round(time.time() - step)
        print(f"swift test: {seconds['xctest']} s", flush=True)
        if arguments.pytest:
            if not is_instrumented(objects[1]):
                sys.exit(f"{objects[1]} has no profile counters: the pytest runs would count nothing")
            step = time.time()
            failures += [("pytest", name) for name in run_pytest(scratch, env, work, pytest_profiles)]
            seconds["pytest"] = round(time.time() - step)
            print(f"pytest: {seconds['pytest']} s", flush=True)
        else:
            clear_profiles(pytest_profiles)
        warnings += [f"a profile written outside .build (its run's environment lost LLVM_PROFILE_FILE): {path}"
                     for path in stray_profiles(scratch)]

    step = time.time()
    profdata = os.path.join(work, "merged.profdata")
    profile_count, merge_warnings = merge_profiles([codecov, pytest_profiles], profdata)
    warnings += [f"skipped a profile cut short: {line}" for line in merge_warnings]
    data = export(profdata, objects)
    table, total = summarize(data, scratch)
    uncovered = uncovered_functions(data, scratch)
    seconds["report"] = round(time.time() - step)
    seconds["total"] = round(time.time() - started)
    with_pytest = any(name.endswith(".profraw") for name in os.listdir(pytest_profiles)) if os.path.isdir(pytest_profiles) else False

    print(f"\n{profile_count} profiles merged ({'XCTest and pytest' if with_pytest else 'XCTest only'})\n")
    print_table(table, total)
    print_uncovered(uncovered, arguments.implicit_closures)
    said = notes(scratch, table, total, has_shared, with_pytest)
    print("\nNotes:")
    for note in said:
        print(f"- {note}")
    for warning in warnings:
        print(f"warning: {warning}")
    unexpected = [(suite, name) for suite, name in failures if name not in EXPECTED_FAILURES]
    for suite, name in failures:
        why = EXPECTED_FAILURES.get(name)
        print(f"{'expected failure under coverage' if why else 'FAILED'} ({suite}): {name}" + (f": {why}" if why else ""))
    if seconds:
        print("\ntime: " + ", ".join(f"{step} {value} s" for step, value in seconds.items()))

    if arguments.json:
        write_json(arguments.json, {
            "scratch": scratch, "profiles": profile_count, "pytest_counted": with_pytest, "seconds": seconds,
            "modules": table, "total": total, "uncovered_functions": uncovered, "notes": said, "warnings": warnings,
            "test_failures": [{"suite": suite, "test": name, "expected_under_coverage": name in EXPECTED_FAILURES}
                              for suite, name in failures],
        })
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
