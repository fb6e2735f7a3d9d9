"""A bracketed paste is text for one field however long it is: never keys."""
import json

from conftest import assert_terminal_sane, shell_session

PASTE_START = b"\x1b[200~"
PASTE_END = b"\x1b[201~"


def test_a_200_kib_paste_with_keys_in_it_stays_in_its_field_cut_at_64_kib(terminal, tmp_path):
    spec = tmp_path / "two.form.yaml"
    spec.write_text("form: Two\nfields:\n  - {id: a, label: Alpha}\n  - {id: b, label: Beta}\n", encoding="utf-8")
    out = tmp_path / "out.json"
    # Tab, Enter and Ctrl-D inside the kept 64 KiB (a single-line field drops them), and
    # again after 72 KiB, past the limit, where they once moved on, typed and submitted.
    kept = b"a" * 10240 + b"\t\r\x04" + b"a" * (65536 - 10243)
    rest = b"b" * (72 * 1024 - 65536) + b"\tnext field\r\x04"
    rest += b"c" * (200 * 1024 - len(kept) - len(rest))
    assert len(kept) + len(rest) == 204800
    term = terminal(shell_session(spec, out))
    term.wait_for("Tab next")
    term.send_all(PASTE_START + kept + rest + PASTE_END)
    term.wait_for("⚠ paste too long: kept the first 64 KiB, dropped 136 KiB")
    assert term.wait_line("› Alpha") is not None, "the paste moved the focus:\n" + term.text()
    assert b"EXIT=" not in term.raw and out.read_bytes() == b"", "the paste submitted the form"
    term.send("\x04")  # Ctrl-D, typed: submits
    term.wait_raw(rb"EXIT=0")
    term.wait_raw(rb"speed.*", timeout=5)
    term.pump(0.5)
    assert json.loads(out.read_text(encoding="utf-8")) == {"a": "a" * 65533, "b": ""}
    assert_terminal_sane(term.raw)


def test_a_paste_into_a_multiline_field_keeps_its_line_breaks_and_the_message_goes_with_the_next_key(terminal, tmp_path):
    spec = tmp_path / "notes.form.yaml"
    spec.write_text("form: Notes\nfields:\n  - {id: notes, kind: multiline, label: Notes}\n", encoding="utf-8")
    out = tmp_path / "out.json"
    term = terminal(shell_session(spec, out))
    term.wait_for("Tab next")
    term.send_all(PASTE_START + b"one\r\ntwo\rthree" + b"x" * 70000 + PASTE_END)
    term.wait_for("dropped 5 KiB")
    term.send("!")
    assert "paste too long" not in term.text(), term.text()
    term.send("\x04")
    term.wait_raw(rb"EXIT=0")
    answer = json.loads(out.read_text(encoding="utf-8"))["notes"]
    assert answer == "one\ntwo\nthree" + "x" * (65536 - 14) + "!"


def test_option_and_ctrl_arrows_move_by_word_and_alt_backspace_deletes_one(terminal, tmp_path):
    """Issue 47, item 11: Option+← and Option+→ (ESC b, ESC f, as macOS Terminal sends them),
    Ctrl+←/→ (ESC [ 1 ; 5 D/C) and Alt+Backspace (ESC DEL) move and delete by word, as readline
    does; they once typed 'b' and 'f' into the field."""
    spec = tmp_path / "words.form.yaml"
    spec.write_text("form: Words\nfields:\n  - {id: a, label: Alpha}\n", encoding="utf-8")
    out = tmp_path / "out.json"
    term = terminal(shell_session(spec, out))
    term.wait_for("Tab next")
    term.send("one two three")
    # A word back (Option+←), a word back (Ctrl+←): before 'two'; type X there.
    term.send_all(b"\x1bb" + b"\x1b[1;5D" + b"X")
    # A word forward (Option+→): after 'Xtwo'; then Alt+Backspace deletes 'Xtwo'.
    term.send_all(b"\x1bf" + b"\x1b\x7f" + b"Y")
    term.send("\x04")
    term.wait_raw(rb"EXIT=0")
    term.pump(0.3)
    assert json.loads(out.read_text(encoding="utf-8")) == {"a": "one Y three"}
    assert_terminal_sane(term.raw)
