"""Drives the real formc binary through a pseudo-terminal (pexpect forks it with a pty as its
controlling terminal, so Ctrl-C is a real SIGINT and a window-size change a real SIGWINCH)
and reads the screen with pyte, a VT100 emulator. Build first: `swift build`."""
import os
import pathlib
import re
import select
import signal
import subprocess
import time

import pexpect
import pyte
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMC = os.environ.get("FORMC", str(ROOT / ".build" / "debug" / "formc"))
EXAMPLES = ROOT / "Examples"


class Terminal:
    """A pty running a command, with the screen it draws."""

    def __init__(self, argv, cols=80, rows=24, cwd=None, env=None):
        self.screen = pyte.Screen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.raw = b""
        environment = {"TERM": "xterm-256color", "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                       "LANG": "C.UTF-8", "FORMC": FORMC}
        environment.update(env or {})
        self.child = pexpect.spawn(argv[0], argv[1:], dimensions=(rows, cols), cwd=cwd or str(ROOT), env=environment)

    def pump(self, seconds=0.3):
        """Reads what arrives within `seconds` (or until the process ends)."""
        end = time.time() + seconds
        while time.time() < end:
            try:
                data = self.child.read_nonblocking(65536, timeout=0.05)
            except pexpect.TIMEOUT:
                continue
            except pexpect.EOF:
                break
            self.raw += data
            self.stream.feed(data)

    def wait_for(self, text, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            if text in self.text():
                return
            self.pump(0.1)
        raise AssertionError(f"{text!r} never appeared on the screen:\n{self.text()}")

    def wait_raw(self, pattern, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            match = re.search(pattern, self.raw)
            if match:
                return match
            self.pump(0.1)
        raise AssertionError(f"{pattern!r} never arrived; got {self.raw[-2000:]!r}")

    def send(self, keys, settle=0.3):
        self.child.send(keys)
        self.pump(settle)

    def send_all(self, data, timeout=60):
        """Writes all of `data` however long, reading the screen meanwhile: the terminal takes
        only a few KiB of input at a time, and formc must be able to draw while it reads."""
        fd = self.child.child_fd
        view = memoryview(data)
        end = time.time() + timeout
        os.set_blocking(fd, False)
        try:
            while view and time.time() < end:
                readable, writable, _ = select.select([fd], [fd], [], 0.1)
                if readable:
                    self.pump(0.01)
                if writable:
                    try:
                        view = view[os.write(fd, view[:4096]):]
                    except BlockingIOError:
                        pass
        finally:
            os.set_blocking(fd, True)
        assert not view, f"{len(view)} bytes could not be sent"
        self.pump(0.5)

    def text(self):
        return "\n".join(self.screen.display)

    def line_with(self, text):
        return next((line for line in self.screen.display if text in line), None)

    def wait_line(self, text, timeout=10):
        """The first screen line holding `text`, read until it appears or `timeout` passes
        (None then): a loaded machine may take longer than `send`'s settle time to draw."""
        end = time.time() + timeout
        while True:
            line = self.line_with(text)
            if line is not None or time.time() >= end:
                return line
            self.pump(0.1)

    def resize(self, cols, rows):
        self.screen.resize(rows, cols)
        self.child.setwinsize(rows, cols)
        self.pump(0.5)

    def close(self):
        if self.child.isalive():
            self.child.kill(signal.SIGKILL)


@pytest.fixture
def terminal():
    opened = []

    def open_terminal(argv, **options):
        term = Terminal(argv, **options)
        opened.append(term)
        return term

    yield open_terminal
    for term in opened:
        term.close()


@pytest.fixture(scope="session", autouse=True)
def built_formc():
    if not os.path.exists(FORMC):
        pytest.fail(f"{FORMC} not found: run `swift build` first")


def shell_session(spec, output, extra=""):
    """bash running formc on the pty, then printing its exit status and `stty -a` on the same
    terminal, so a test sees what formc left the terminal in."""
    return ["/bin/bash", "--norc", "--noprofile", "-c",
            f'"$FORMC" run {spec} > {output} {extra}; echo "EXIT=$?"; stty -a; sleep 0.2']


def is_formc(pid):
    try:
        return os.readlink(f"/proc/{pid}/exe") == os.path.realpath(FORMC)
    except OSError:
        return False


def formc_pids(shell_pid):
    """The formc processes a shell on the pty started (its children and grandchildren)."""
    found, parents = [], [str(shell_pid)]
    while parents:
        children = subprocess.run(["pgrep", "-P", ",".join(parents)], capture_output=True, text=True).stdout.split()
        found += [int(pid) for pid in children if is_formc(pid)]
        parents = children
    return found


def assert_terminal_sane(raw, full_screen=True):
    """The last `stty -a` in `raw` shows a cooked terminal; a full-screen form also left the
    cursor shown and the alternate screen."""
    settings = raw.decode("utf-8", "replace")
    words = set(re.split(r"[\s;]+", settings[settings.rfind("speed"):]))
    for flag in ("icanon", "echo", "isig"):
        assert flag in words and f"-{flag}" not in words, f"{flag} not restored:\n{settings}"
    if not full_screen:
        return
    last_hide = raw.rfind(b"\x1b[?25l")
    assert raw.rfind(b"\x1b[?25h") > last_hide, "the cursor was left hidden"
    assert raw.rfind(b"\x1b[?1049l") > last_hide, "the alternate screen was not left"


