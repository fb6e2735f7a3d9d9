#!/usr/bin/env python3
"""Benchmark: `formc run` on large forms, to show its layout and the line form stay linear:
a frame lays out only what the window shows, so a keystroke costs about the same at 1,000
and at 100,000 fields, and start-up and the line form grow with the field count, not its
square. For each size: the time to the first frame, the median keystroke (Tab, and typing in
a field) through a pseudo-terminal, and the line form answering every field with an empty
line. Each field of the "conditions" form follows a toggle (one in ten fields); its line
form is run up to 10,000 fields only (see README.md: it is still quadratic).

Build first (`swift build -c release`).
Usage: python3 Tests/Benchmarks/run_large.py [sizes...]   (default 1000 10000 100000)"""
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

import pexpect

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import run_keystroke  # noqa: E402  (its FORMC, FRAME_END and key timing)


def plain(count):
    return ["form: Large", "fields:"] + [f"  - {{id: f{index}, label: 'Field {index}'}}" for index in range(count)]


def conditions(count):
    lines = ["form: Conditional", "fields:"]
    for index in range(count):
        if index % 10 == 0:
            lines.append(f"  - {{id: f{index}, kind: toggle, label: 'Toggle {index}'}}")
        else:
            lines.append(f"  - {{id: f{index}, label: 'Field {index}', visibleWhen: f{index - index % 10}}}")
    return lines


SHAPES = {"plain": plain, "conditions": conditions}


def write(directory, shape, count):
    path = pathlib.Path(directory) / f"{shape}{count}.form.yaml"
    path.write_text("\n".join(SHAPES[shape](count)) + "\n", encoding="utf-8")
    return str(path)


def terminal(spec):
    """Seconds to the first frame, then the median Tab and typing keystroke in ms."""
    started = time.perf_counter()
    child = pexpect.spawn(run_keystroke.FORMC, ["run", spec], dimensions=(40, 100),
                          env={"TERM": "xterm-256color", "PATH": os.environ.get("PATH", "")})
    child.expect_exact(run_keystroke.FRAME_END, timeout=600)
    first = time.perf_counter() - started
    run_keystroke.drain(child)
    tabbing, typing = [], []
    for _ in range(50):
        run_keystroke.timed(child, "\t", tabbing)
    for _ in range(50):
        run_keystroke.timed(child, "x", typing)
    child.kill(9)
    return first, statistics.median(tabbing), statistics.median(typing)


def line_form(spec, count):
    """Seconds for the line form to take an empty answer for every field."""
    started = time.perf_counter()
    run = subprocess.run([run_keystroke.FORMC, "run", spec], input=b"\n" * (count + 1), stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, check=False)
    if run.returncode != 0:
        sys.exit(f"the line form failed on {spec} (exit {run.returncode})")
    return time.perf_counter() - started


def measure(sizes, shapes=("plain", "conditions"), line_form_up_to=None):
    """Rows of (shape, fields, first frame s, Tab ms, typing ms, line form s); the line form
    is left out (None) above `line_form_up_to` fields when that is given."""
    rows = []
    with tempfile.TemporaryDirectory() as directory:
        for shape in shapes:
            for count in sizes:
                spec = write(directory, shape, count)
                first, tab, typing = terminal(spec)
                line = line_form(spec, count) if line_form_up_to is None or count <= line_form_up_to else None
                rows.append((shape, count, first, tab, typing, line))
    return rows


def print_rows(rows):
    print(f"{'form':<11} {'fields':>7} {'first frame':>12} {'Tab':>9} {'typing':>9} {'line form':>10}")
    for shape, count, first, tab, typing, line in rows:
        shown = f"{line:>8.2f} s" if line is not None else f"{'(not run)':>10}"
        print(f"{shape:<11} {count:>7} {first:>10.2f} s {tab:>6.2f} ms {typing:>6.2f} ms {shown}", flush=True)


def main():
    if not os.path.exists(run_keystroke.FORMC):
        sys.exit("run `swift build -c release` first")
    sizes = [int(argument) for argument in sys.argv[1:]] or [1_000, 10_000, 100_000]
    # Each answer that a condition reads works out only the fields it reaches
    # (`ConditionEvaluator.update`), so the line form runs at every size.
    print_rows(measure(sizes, ("plain",)) + measure(sizes, ("conditions",)))


if __name__ == "__main__":
    main()
