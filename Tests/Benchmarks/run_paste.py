#!/usr/bin/env python3
"""Benchmark: how long `formc run` takes to take a bracketed paste into a text field, from the
first byte written to the pty to the end of the frame that shows it, for pastes from 16 KiB
to 1 MiB. A paste keeps its first 64 KiB (the rest is only counted), so past that size the
time should grow with the bytes read, not with their square.

Build first (`swift build -c release`). Usage: python3 Tests/Benchmarks/run_paste.py"""
import os
import pathlib
import sys
import tempfile
import threading
import time

import pexpect

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMC = os.environ.get("FORMC", str(ROOT / ".build" / "release" / "formc"))
FRAME_END = b"\x1b[J"


def write_all(fd, data):
    while data:
        data = data[os.write(fd, data):]


def paste(child, size):
    """Writes one paste of `size` bytes, then the key Z, from a second thread while reading
    the screen (formc must be able to draw for the writes to go on); returns the seconds
    until the frame that shows the Z (drawn after the whole paste) has ended."""
    writer = threading.Thread(target=write_all, args=(child.child_fd, b"\x1b[200~" + b"x" * size + b"\x1b[201~Z"))
    started = time.perf_counter()
    writer.start()
    seen = b""
    while b"Z" not in seen or FRAME_END not in seen[seen.rfind(b"Z"):]:
        seen = seen[-(1 << 16):] + child.read_nonblocking(1 << 20, timeout=10)
    elapsed = time.perf_counter() - started
    writer.join()
    return elapsed


def main():
    if not os.path.exists(FORMC):
        sys.exit("run `swift build -c release` first")
    with tempfile.TemporaryDirectory() as directory:
        spec = pathlib.Path(directory) / "paste.form.yaml"
        spec.write_text("form: Paste\nfields:\n  - {id: a, kind: multiline, label: A}\n", encoding="utf-8")
        child = pexpect.spawn(FORMC, ["run", str(spec)], dimensions=(40, 100),
                              env={"TERM": "xterm-256color", "PATH": os.environ.get("PATH", "")})
        child.expect_exact(FRAME_END, timeout=10)
        print("formc run, bracketed paste into a multiline field to end of redraw (100x40 terminal):")
        for kib in (16, 64, 128, 256, 1024):
            seconds = paste(child, kib * 1024)
            print(f"{kib:>5} KiB paste   {seconds * 1000:8.1f} ms")
            child.send("\x15")  # Ctrl-U: empty the field again
            time.sleep(0.2)
            while True:
                try:
                    child.read_nonblocking(1 << 20, timeout=0.2)
                except pexpect.TIMEOUT:
                    break
        child.kill(9)


if __name__ == "__main__":
    main()
