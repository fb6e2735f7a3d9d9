"""What the answers mean when they come from real shells and terminals: a byte-order mark in
front of piped answers (Windows PowerShell 5.1), Enter sent as CR LF (VT100 newline mode),
dates in a locale with its own digits, and pickers whose labels are numerals or repeat."""
import json
import subprocess

from conftest import FORMC

FIRST_FRAME = "Tab next"

ARABIC_DATE = """form: Dates
locale: ar_EG
fields:
  - {id: day, kind: date, label: Day, format: yyyy-MM-dd, min: 2026-12-24, max: 2026-12-24}
  - {id: typed, kind: date, label: Typed, format: yyyy-MM-dd}
"""

PICKERS = """form: Pickers
sources:
  counts:
    options: ["3", "2", "1", "0"]
  towns:
    options:
      - {label: Springfield, value: il}
      - {label: Springfield, value: ma}
      - {label: Shelbyville, value: tn}
fields:
  - {id: count, kind: picker, source: counts, label: Count}
  - {id: town, kind: picker, source: towns, label: Town}
"""


def write_spec(tmp_path, text, name="a.form.yaml"):
    spec = tmp_path / name
    spec.write_text(text, encoding="utf-8")
    return str(spec)


def run_piped(spec, answers):
    return subprocess.run([FORMC, "run", spec], input=answers, capture_output=True, timeout=10)


def run_on_terminal(terminal, tmp_path, spec, keys):
    """Sends each string of `keys` as one write (one read for formc) and returns the answers."""
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'])
    term.wait_for(FIRST_FRAME)
    for key in keys:
        term.send(key)
    term.wait_raw(rb"EXIT=0")
    return json.loads(out.read_text(encoding="utf-8")), term


def test_a_byte_order_mark_in_front_of_piped_answers_is_dropped(tmp_path):
    spec = write_spec(tmp_path, "form: F\nfields:\n  - {id: user, required: true, validation: {pattern: '[a-z]+'}}\n")
    result = run_piped(spec, b"\xef\xbb\xbfada\r\n")
    assert result.returncode == 0, result.stderr.decode()
    assert json.loads(result.stdout) == {"user": "ada"}
    assert "⚠" not in result.stderr.decode()


def test_enter_sent_as_cr_lf_moves_one_field_and_inserts_one_line_break(terminal, tmp_path):
    spec = write_spec(tmp_path, "form: F\nfields:\n  - {id: a}\n  - {id: notes, kind: multiline}\n  - {id: b}\n")
    answers, _ = run_on_terminal(terminal, tmp_path, spec, ["x\r\n", "l1\r\nl2", "\t", "y", "\x04"])
    assert answers == {"a": "x", "notes": "l1\nl2", "b": "y"}


def test_an_arabic_egypt_date_answers_in_ascii_digits_stepped_or_typed(terminal, tmp_path):
    spec = write_spec(tmp_path, ARABIC_DATE)
    answers, term = run_on_terminal(terminal, tmp_path, spec, ["\x1b[A", "\t", "2026-12-24", "\x04"])
    assert answers == {"day": "2026-12-24", "typed": "2026-12-24"}
    piped = run_piped(spec, "\n٢٠٢٦-١٢-٢٤\n".encode())
    assert json.loads(piped.stdout) == {"day": None, "typed": "2026-12-24"}


def test_the_arrows_show_the_locales_digits(terminal, tmp_path):
    spec = write_spec(tmp_path, ARABIC_DATE)
    term = terminal([FORMC, "run", spec])
    term.wait_for(FIRST_FRAME)
    term.send("\x1b[A")
    assert "٢٠٢٦-١٢-٢٤" in term.text(), term.text()


def test_line_mode_takes_a_numeral_label_before_a_row_number_and_asks_again_when_ambiguous(tmp_path):
    spec = write_spec(tmp_path, PICKERS)
    result = run_piped(spec, b"1\nSpringfield\nma\n")
    assert result.returncode == 0, result.stderr.decode()
    assert json.loads(result.stdout) == {"count": "1", "town": "ma"}
    assert ('  ⚠ "Springfield" is the label of 2 options (1 and 2): answer with its number or its value'
            in result.stderr.decode())


def test_the_filter_refuses_an_ambiguous_label_until_a_row_is_chosen(terminal, tmp_path):
    spec = write_spec(tmp_path, PICKERS)
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'])
    term.wait_for(FIRST_FRAME)
    term.send("1\r")
    term.send("Springfield")
    assert '"Springfield" is the label of 2 options: choose one with ↑↓' in term.text(), term.text()
    term.send("\r")
    assert term.wait_line("› Town") is not None, term.text()
    assert '⚠ "Springfield" is the label of 2 options' in term.text(), term.text()
    term.send("\x1b[B\r")
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {"count": "1", "town": "ma"}
