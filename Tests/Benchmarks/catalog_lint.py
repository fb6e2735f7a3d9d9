#!/usr/bin/env python3
"""Benchmark: reading a large String Catalog (issue 44, item 6).

Writes a small spec with `locales:` and, beside it, its catalog `Cat.xcstrings` holding the
form's own texts and `--keys` more entries (1,000,000 by default: 11.9 MB, under the 16 MiB
bound on a catalog), then times `formc lint`, `formc compile --emit strings` (which reads the
catalog to update it) and `formc run --locale de` in line mode (which reads it for the texts),
each `--runs` times: median wall seconds and peak resident MiB (GNU time's %M).

`--shape` chooses the extra entries: `empty` (`"k000000":{}`, the smallest entry: most keys
per byte), `shuffled` (the same in random order, which no writer produces: the slowest to
read), `stale` (`"Cat.000000":{}`, each one a key under the form's name that the spec lacks,
so lint reports every one: FC703), `translated` (an entry with a German `stringUnit`, as
Xcode writes them; fewer keys fit under the bound) or `variations` (`--keys` plural cases in
the form's own entry, which lint reads whole). 1,000,000 empty keys hold 1,000,013 values,
over formc's bound of 1,000,000 (`Localization.maxCatalogValues`): lint stops at the first
value past it (FC705); `--keys 999000` stays under it.
Build first: `swift build -c release`.
Usage: python3 Tests/Benchmarks/catalog_lint.py [path/to/formc] [--keys N] [--shape S] [--runs N]
       python3 Tests/Benchmarks/catalog_lint.py --write DIR [--keys N] [--shape S]   (files only)
"""
import argparse, os, random, shutil, statistics, subprocess, sys, tempfile, time

SPEC = """form: Cat
sourceLanguage: en
locales: [de]
toolbar: {previousNext: false, done: false}
fields:
  - {id: name, label: Name}
"""

# The form's own texts, translated, so that lint has nothing to say about them.
OWN = ('"Cat.name.label":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Name"}},'
       '"en":{"stringUnit":{"state":"translated","value":"Name"}}}}')


def entry(index, shape):
    if shape in ("empty", "shuffled"):
        return f'"k{index:06}":{{}}'
    if shape == "stale":
        return f'"Cat.{index:06}":{{}}'
    return (f'"k{index:07}":{{"localizations":{{"de":{{"stringUnit":'
            f'{{"state":"translated","value":"Wert {index}"}}}}}}}}')


def write(directory, keys, shape):
    """Writes the spec and its catalog into `directory`; returns the catalog's size in bytes."""
    with open(os.path.join(directory, "Cat.form.yaml"), "w") as handle:
        handle.write(SPEC)
    path = os.path.join(directory, "Cat.xcstrings")
    with open(path, "w") as handle:
        handle.write('{"sourceLanguage":"en","version":"1.0","strings":{')
        if shape == "variations":
            cases = ",".join(f'"c{index}":{{"stringUnit":{{"state":"translated","value":"N"}}}}'
                             for index in range(keys))
            handle.write('"Cat.name.label":{"localizations":{"de":{"variations":{"plural":{' + cases + "}}}}}")
        else:
            handle.write(OWN)
            order = list(range(keys))
            if shape == "shuffled":
                random.Random(44).shuffle(order)
            for index in order:
                handle.write("," + entry(index, shape))
        handle.write("}}\n")
    return os.path.getsize(path)


def run_once(command, directory, stdin=None):
    """(wall seconds, peak MiB, exit status) of `command` run in `directory`."""
    report = os.path.join(directory, "time.txt")
    started = time.perf_counter()
    run = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report, *command], cwd=directory, input=stdin,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    elapsed = time.perf_counter() - started
    with open(report) as handle:
        peak = int(handle.read().strip().splitlines()[-1]) / 1024
    return elapsed, peak, run.returncode


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("formc", nargs="?", default=".build/release/formc")
    parser.add_argument("--keys", type=int, default=1_000_000)
    parser.add_argument("--shape", choices=["empty", "shuffled", "stale", "translated", "variations"], default="empty")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--write", metavar="DIR", help="only write the spec and catalog into DIR")
    arguments = parser.parse_args()
    if arguments.write:
        os.makedirs(arguments.write, exist_ok=True)
        size = write(arguments.write, arguments.keys, arguments.shape)
        print(f"wrote {arguments.write}/Cat.xcstrings: {arguments.keys} {arguments.shape} keys, {size / 1e6:.1f} MB")
        return
    formc = os.path.abspath(arguments.formc)
    if not os.path.exists(formc):
        sys.exit(f"{formc} not found: run `swift build -c release` first")
    # `--emit strings` updates the catalog in `out`, a copy of the one lint reads, put back
    # before each run (the update is laid out as Xcode writes it, and larger).
    commands = {
        "lint": ([formc, "lint", "--quiet", "Cat.form.yaml"], None),
        "compile --emit strings": ([formc, "compile", "--emit", "strings", "-o", "out", "Cat.form.yaml"], None),
        "run --locale de (line mode)": ([formc, "run", "--locale", "de", "Cat.form.yaml"], b"Ada\n"),
    }
    with tempfile.TemporaryDirectory() as directory:
        size = write(directory, arguments.keys, arguments.shape)
        os.makedirs(os.path.join(directory, "out"), exist_ok=True)
        print(f"catalog: {arguments.keys} {arguments.shape} keys, {size / 1e6:.1f} MB")
        def once(command, stdin):
            shutil.copyfile(os.path.join(directory, "Cat.xcstrings"), os.path.join(directory, "out", "Cat.xcstrings"))
            return run_once(command, directory, stdin)
        for name, (command, stdin) in commands.items():
            samples = [once(command, stdin) for _ in range(arguments.runs)]
            wall = statistics.median(sample[0] for sample in samples)
            peak = max(sample[1] for sample in samples)
            print(f"{name}: {wall:.2f} s (median of {arguments.runs}), peak {peak:.0f} MiB, "
                  f"exit {samples[-1][2]}")


if __name__ == "__main__":
    main()
