#!/usr/bin/env python3
"""Mutation runner: plants each bug of catalogue.py, one at a time, in a scratch copy of the
repository, builds it, runs the tests named for it, and reports whether they caught it.

    python3 Tests/Mutations/run.py                 # every mutation (about 15 minutes)
    python3 Tests/Mutations/run.py --only ID,ID    # some of them
    python3 Tests/Mutations/run.py --check         # only check that every pattern still matches
    python3 Tests/Mutations/run.py --list          # list the catalogue

The scratch copy (default: $TMPDIR/formc-mutations/formc, or --scratch DIR) is refreshed from
the working tree on each run (uncommitted changes included) and keeps its .build between
mutations and runs, so each mutation costs an incremental build. ../shared is linked beside
it, so the conformance suites run there too. The working tree itself is never modified.

A mutation's pattern must occur exactly once in its file: a stale catalogue stops the run
before anything is built. A mutation that does not compile is an error in the catalogue, not
a caught bug. Exit status: 0 when every mutation ran, 1 when the catalogue is stale or a
mutation does not compile or the unmutated tests fail, 2 on usage errors.
See README.md beside this file.
"""
import argparse
import json
import os
import runpy
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
CATALOGUE = os.path.join(HERE, "catalogue.py")
TEST_TIMEOUT = 900


def load_catalogue():
    entries = runpy.run_path(CATALOGUE)["MUTATIONS"]
    ids = set()
    for entry in entries:
        for key in ("id", "file", "behaviour"):
            if not entry.get(key):
                sys.exit(f"catalogue: an entry has no '{key}': {entry}")
        if entry["id"] in ids:
            sys.exit(f"catalogue: '{entry['id']}' appears twice")
        ids.add(entry["id"])
        if "edits" not in entry:
            entry["edits"] = [{"pattern": entry.get("pattern"), "replacement": entry.get("replacement")}]
        for edit in entry["edits"]:
            if not edit.get("pattern") or edit.get("replacement") is None:
                sys.exit(f"catalogue: '{entry['id']}' needs a pattern and a replacement")
        if not entry.get("swift") and not entry.get("pytest"):
            sys.exit(f"catalogue: '{entry['id']}' names no tests (swift: a --filter regex, pytest: a -k expression)")
    return entries


def stale_entries(entries, root):
    """Entries whose pattern does not occur exactly once in their file under `root`."""
    problems = []
    for entry in entries:
        path = os.path.join(root, entry["file"])
        if not os.path.exists(path):
            problems.append(f"{entry['id']}: {entry['file']} does not exist")
            continue
        text = open(path, encoding="utf-8").read()
        for edit in entry["edits"]:
            count = text.count(edit["pattern"])
            if count != 1:
                problems.append(f"{entry['id']}: pattern found {count} times in {entry['file']}: {edit['pattern']!r}")
    return problems


def mutate(text, entry):
    for edit in entry["edits"]:
        text = text.replace(edit["pattern"], edit["replacement"], 1)
    return text


def refresh_scratch(scratch):
    """Copies the working tree (without .build and .git) over the scratch copy, keeping its
    .build; file times are kept, so unchanged files are not rebuilt."""
    os.makedirs(scratch, exist_ok=True)
    for name in os.listdir(scratch):
        if name == ".build":
            continue
        path = os.path.join(scratch, name)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)
    for name in os.listdir(REPO):
        if name in (".build", ".git", ".swiftpm"):
            continue
        source = os.path.join(REPO, name)
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(scratch, name), symlinks=True)
        else:
            shutil.copy2(source, os.path.join(scratch, name))
    shared = os.path.join(os.path.dirname(REPO), "shared")
    link = os.path.join(os.path.dirname(scratch), "shared")
    if os.path.isdir(shared) and not os.path.exists(link):
        os.symlink(shared, link)
    return os.path.isdir(link)


def run(command, cwd, env, timeout=TEST_TIMEOUT):
    """(exit status, output tail); a timeout counts as a failing run."""
    try:
        done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 124, f"timed out after {timeout} s"
    return done.returncode, (done.stdout + done.stderr).strip()


def embedded(entry):
    """Whether formc embeds a copy of the entry's file (`.ci/embed-templates`): the templates,
    and FormcKit, which formc writes as FormcKit.swift and the tests compile with the forms."""
    return entry["file"].startswith(("Templates/", "Sources/FormcKit/"))


def build(scratch, env, entry=None):
    if entry is not None and embedded(entry):
        status, output = run(["bash", ".ci/embed-templates"], scratch, env)
        if status != 0:
            return status, output
    return run(["swift", "build", "--build-tests"], scratch, env, timeout=1800)


def test(scratch, env, entry):
    """'caught' with the first failing suite, or 'survived'."""
    if entry.get("swift"):
        status, output = run(["swift", "test", "--skip-build", "--disable-swift-testing", "--filter", entry["swift"]], scratch, env)
        if status != 0:
            return "caught", "swift: " + first_failure(output)
    if entry.get("pytest"):
        status, output = run([sys.executable, "-m", "pytest", "-q", "-x", "Tests/Terminal", "Tests/LSP", "-k", entry["pytest"]], scratch, env)
        if status == 5:  # pytest: no test matched the -k expression
            return "survived", f"pytest: no test matches -k {entry['pytest']!r}"
        if status != 0:
            return "caught", "pytest: " + first_failure(output)
    return "survived", ""


def first_failure(output):
    """The first line naming a failure (an XCTest or compiler error, a failed pytest)."""
    for line in output.splitlines():
        if ": error: " in line or line.startswith("FAILED") or line.startswith("E ") or "timed out" in line:
            return line.strip()[:200]
    return output.splitlines()[-1][:200] if output else ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scratch", default=os.path.join(tempfile.gettempdir(), "formc-mutations", "formc"))
    parser.add_argument("--only", help="comma-separated mutation ids")
    parser.add_argument("--check", action="store_true", help="only check the catalogue against the working tree")
    parser.add_argument("--list", action="store_true", help="list the mutations")
    parser.add_argument("--results", help="write the results as JSON to this file")
    arguments = parser.parse_args()

    entries = load_catalogue()
    if arguments.list:
        for entry in entries:
            print(f"{entry['id']:44} {entry['file']}\n{'':44} {entry['behaviour']}")
        return 0
    problems = stale_entries(entries, REPO)
    if problems:
        print("The catalogue is stale (each pattern must occur exactly once in its file):", file=sys.stderr)
        for problem in problems:
            print("  " + problem, file=sys.stderr)
        return 1
    if arguments.check:
        print(f"{len(entries)} mutations, every pattern found exactly once")
        return 0
    if arguments.only:
        wanted = arguments.only.split(",")
        unknown = sorted(set(wanted) - {entry["id"] for entry in entries})
        if unknown:
            print(f"unknown mutation ids: {', '.join(unknown)}", file=sys.stderr)
            return 2
        entries = [entry for entry in entries if entry["id"] in wanted]

    scratch = os.path.abspath(arguments.scratch)
    if os.path.abspath(scratch) == os.path.abspath(REPO):
        print("the scratch copy cannot be the working tree", file=sys.stderr)
        return 2
    has_shared = refresh_scratch(scratch)
    env = dict(os.environ)
    env.pop("FORMC_RECORD_GOLDEN", None)
    env.pop("FORMC", None)
    if has_shared:
        env["FORMC_REQUIRE_SHARED"] = "1"
    else:
        print("warning: ../shared not found: the conformance suites skip, and what only they catch survives", file=sys.stderr)
    # Before the first build, a scratch copy made from another tree may hold another tree's
    # problems: the stale check runs on the copy too.
    problems = stale_entries(entries, scratch)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1

    print(f"scratch copy: {scratch}")
    started = time.time()
    status, output = build(scratch, env)
    if status != 0:
        print("the unmutated scratch copy does not build:\n" + output[-3000:], file=sys.stderr)
        return 1
    # The selected tests must pass unmutated, or a failure would prove nothing.
    filters = "|".join(sorted({entry["swift"] for entry in entries if entry.get("swift")}))
    keywords = " or ".join(f"({entry['pytest']})" for entry in entries if entry.get("pytest"))
    baseline = {"id": "baseline", "swift": filters, "pytest": keywords}
    verdict, detail = test(scratch, env, baseline)
    if verdict != "survived":
        print(f"the unmutated tests fail; fix them first: {detail}", file=sys.stderr)
        return 1
    print(f"baseline: build and selected tests pass ({time.time() - started:.0f} s)\n")

    results = []
    invalid = []
    for number, entry in enumerate(entries, 1):
        path = os.path.join(scratch, entry["file"])
        original = open(path, encoding="utf-8").read()
        started = time.time()
        try:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(mutate(original, entry))
            status, output = build(scratch, env, entry)
            if status != 0:
                verdict, detail = "does not compile", first_failure(output)
                invalid.append(entry["id"])
            else:
                verdict, detail = test(scratch, env, entry)
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
            if embedded(entry):
                run(["bash", ".ci/embed-templates"], scratch, env)
        seconds = time.time() - started
        results.append({"id": entry["id"], "verdict": verdict, "detail": detail, "seconds": round(seconds),
                        "behaviour": entry["behaviour"], "owner": entry.get("owner", "")})
        print(f"[{number:2}/{len(entries)}] {verdict:16} {entry['id']}  ({seconds:.0f} s)  {detail}", flush=True)

    caught = [r for r in results if r["verdict"] == "caught"]
    survived = [r for r in results if r["verdict"] == "survived"]
    ran = len(caught) + len(survived)
    print()
    print(f"score: {len(caught)}/{ran} caught ({100 * len(caught) / max(ran, 1):.0f}%), {len(survived)} survived"
          + (f", {len(invalid)} do not compile" if invalid else ""))
    for result in survived:
        owner = f" [{result['owner']}]" if result["owner"] else ""
        print(f"  survived: {result['id']}{owner}: {result['behaviour']}")
    for identifier in invalid:
        print(f"  does not compile (fix the catalogue): {identifier}")
    if arguments.results:
        with open(arguments.results, "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=2, ensure_ascii=False)
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
