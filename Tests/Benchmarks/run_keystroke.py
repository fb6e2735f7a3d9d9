#!/usr/bin/env python3
"""Benchmark: how long `formc run` takes to handle one keystroke and redraw, on a form of
200 fields and on a 250-option picker (the countries), measured end to end through a
pseudo-terminal: from writing a key to the end of the frame it causes.

Build first (`swift build -c release`). Usage: python3 Tests/Benchmarks/run_keystroke.py
Reports the median and 95th percentile per kind of keystroke."""
import os
import pathlib
import statistics
import sys
import tempfile
import time

import pexpect

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMC = str(ROOT / ".build" / "release" / "formc")
FRAME_END = b"\x1b[J"


def spec(directory):
    # A copy beside the spec: a data file must lie inside the spec's folder (FC213).
    countries = pathlib.Path(directory) / "countries.plist"
    countries.write_bytes((ROOT / "Examples" / "data" / "countries.plist").read_bytes())
    lines = ["form: Big", "sources:", "  countries:", "    file: countries.plist", "    label: name", "    value: icon",
             "fields:", "  - {id: country, kind: picker, source: countries, label: Country}"]
    for index in range(200):
        lines.append(f"  - {{id: field{index}, label: 'Field {index}', placeholder: 'value {index}'}}")
    path = pathlib.Path(directory) / "big.form.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def timed(child, key, samples):
    child.send(key)
    started = time.perf_counter()
    seen = b""
    while FRAME_END not in seen:
        seen += child.read_nonblocking(1 << 20, timeout=5)
    samples.append((time.perf_counter() - started) * 1000)


def drain(child):
    try:
        while True:
            child.read_nonblocking(1 << 20, timeout=0.2)
    except pexpect.TIMEOUT:
        pass


def report(name, samples):
    ordered = sorted(samples)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    print(f"{name:<34} median {statistics.median(ordered):6.2f} ms   p95 {p95:6.2f} ms   ({len(ordered)} keys)")


def measure():
    """The keystroke samples in ms, by kind of keystroke (the names `report` prints)."""
    with tempfile.TemporaryDirectory() as directory:
        child = pexpect.spawn(FORMC, ["run", str(spec(directory))], dimensions=(40, 100),
                              env={"TERM": "xterm-256color", "PATH": os.environ.get("PATH", "")})
        child.expect_exact(FRAME_END, timeout=10)
        drain(child)
        down, filtering, tabbing, typing = [], [], [], []
        for _ in range(100):
            timed(child, "\x1b[B", down)           # Down in the 250-row picker
        for _ in range(3):
            for key in "uni":
                timed(child, key, filtering)        # type-to-filter
            for _ in range(3):
                timed(child, "\x7f", filtering)
        timed(child, "\t", tabbing)
        for _ in range(150):
            timed(child, "\t", tabbing)             # Tab through the 200 fields (scrolls)
        for _ in range(100):
            timed(child, "x", typing)               # typing in a field far down the form
        child.kill(9)
    return {"Down in a 250-option picker": down, "type-to-filter in the picker": filtering,
            "Tab on a 200-field form": tabbing, "typing in field 150 of 200": typing}


def main():
    if not os.path.exists(FORMC):
        sys.exit("run `swift build -c release` first")
    samples = measure()
    print("formc run, keystroke to end of redraw (100x40 terminal, release build):")
    for name, taken in samples.items():
        report(name, taken)


if __name__ == "__main__":
    main()
