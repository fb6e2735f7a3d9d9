"""Cancelling with Escape (not a signal: a key the form reads), through a real pseudo-terminal."""
from conftest import EXAMPLES, assert_terminal_sane, shell_session


def test_escape_cancels_with_130_prints_nothing_and_restores_the_terminal(terminal, tmp_path):
    out = tmp_path / "out.json"
    term = terminal(shell_session(str(EXAMPLES / "Profile.form.yaml"), out))
    term.wait_for("Tab next")
    term.send("Ada")
    term.send("\x1b", settle=0.5)  # a lone ESC: the Escape key once nothing follows within 50 ms
    term.wait_raw(rb"EXIT=130")
    term.wait_raw(rb"speed.*", timeout=5)
    term.pump(0.5)
    assert out.read_bytes() == b""
    assert_terminal_sane(term.raw)
