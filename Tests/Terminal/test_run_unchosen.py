"""Issue 48, item 1, in `formc run`: a date or picker field nobody chose for answers nothing, as
in the generated code. Leaving it (Tab, Enter) keeps it empty, so `required` fails; Up and Down
(the wheel) or typing choose; Space takes exactly what it suggests; a field the spec marks
`fillOnFocus: true` takes its suggestion as it takes focus. The line mode agrees: an empty line
answers nothing, except for a `fillOnFocus` field, which holds its suggestion as it is asked.
The bounds lie in the future, so the day suggested (today within min...max) is the minimum."""
import json
import subprocess

from conftest import FORMC

FIRST_FRAME = "Tab next"

SPEC = """form: Unchosen
fields:
  - {id: name, label: Name}
  - {id: day, kind: date, label: Day, required: true, format: yyyy-MM-dd, min: 2090-01-01, max: 2090-12-31}
  - id: country
    kind: picker
    label: Country
    required: true
    options: [{label: Andorra, value: ad}, {label: Brazil, value: br}]
  - {id: due, kind: date, label: Due, format: yyyy-MM-dd, min: 2090-01-01, max: 2090-12-31}
  - {id: size, kind: picker, label: Size, options: [S, M]}
  - {id: start, kind: date, label: Start, format: yyyy-MM-dd, min: 2091-05-05, max: 2091-12-31, fillOnFocus: true}
  - {id: plan, kind: picker, label: Plan, fillOnFocus: true, options: [Free, Pro]}
"""

TAB, ENTER, SPACE, DOWN, UP, CTRL_D, ESC = "\t", "\r", " ", "\x1b[B", "\x1b[A", "\x04", "\x1b"


def write_spec(tmp_path):
    spec = tmp_path / "unchosen.form.yaml"
    spec.write_text(SPEC, encoding="utf-8")
    return str(spec)


def start(terminal, tmp_path):
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {write_spec(tmp_path)} > {out}; echo EXIT=$?'],
                    cols=100, rows=40)
    term.wait_for(FIRST_FRAME)
    return term, out


def test_a_required_date_and_picker_nobody_chose_refuse_to_be_left(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    term.send(TAB)
    # The empty date suggests the first day it may hold; the text stays empty, so Tab (Next)
    # is refused: it holds nothing.
    assert "Space takes 2090-01-01" in term.text()
    term.send(TAB)
    assert "⚠ required" in term.text()
    term.send(SPACE)
    term.send(TAB)
    assert "Space takes Andorra" in term.text()
    term.send(TAB)
    assert "⚠ choose one of the options" in term.text()
    # Down moves the wheel: Brazil. Due and size are left untouched; start and plan are
    # filled as they take focus.
    for key in [DOWN, TAB, TAB, TAB, TAB, CTRL_D]:
        term.send(key)
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {
        "name": "", "day": "2090-01-01", "country": "br", "due": None, "size": None,
        "start": "2091-05-05", "plan": "Free"}


def test_up_steps_from_the_suggestion_space_takes_a_row_enter_leaves_one_empty(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    for key in [TAB, "2090-03-04", TAB, SPACE, TAB, UP, TAB, ENTER]:
        term.send(key)
    # Up stepped due a day on from the day it suggests; Enter left the size untouched, so it
    # holds nothing and focus moved on to start, which took its suggestion; plan, never
    # focused, holds nothing: it is filled on focus, not before.
    assert "Start     2091-05-05" in term.text()
    term.send(CTRL_D)
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {
        "name": "", "day": "2090-03-04", "country": "ad", "due": "2090-01-02", "size": None,
        "start": "2091-05-05", "plan": None}


def run_lines(tmp_path, lines):
    return subprocess.run([FORMC, "run", write_spec(tmp_path)], input=lines, capture_output=True, timeout=10)


def test_the_line_mode_answers_an_empty_line_only_for_a_field_filled_on_focus(tmp_path):
    # name, day (refused empty: required), day, country (refused empty), country, due, size,
    # start and plan: empty lines.
    result = run_lines(tmp_path, b"\n\n2090-03-04\n\n2\n\n\n\n\n")
    assert result.returncode == 0, result.stderr.decode()
    assert json.loads(result.stdout) == {
        "name": "", "day": "2090-03-04", "country": "br", "due": None, "size": None,
        "start": "2091-05-05", "plan": "Free"}
    prompts = result.stderr.decode()
    # What a field filled on focus holds is shown as its value; nothing is shown for the others.
    assert "Start (yyyy-MM-dd) [2091-05-05]: " in prompts
    assert "(number or name) [Free]: " in prompts
    assert "Due (yyyy-MM-dd): " in prompts
