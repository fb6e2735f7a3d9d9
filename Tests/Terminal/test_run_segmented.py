"""Issue 49: a segmented control in `formc run` (Examples/Coffee.form.yaml). It shows every
option on one line with the chosen one in reverse video, is visited in its declared place
although it is out of the focus chain (as a toggle is), and is driven with Left and Right
(the first press chooses the first option) or Space; nothing is chosen until a key chooses,
so a required one refuses to be left empty. Expected answers are written by hand."""
import json

from conftest import EXAMPLES

COFFEE = str(EXAMPLES / "Coffee.form.yaml")
FIRST_FRAME = "Tab next"
TAB, SPACE, RIGHT, LEFT, CTRL_D = "\t", " ", "\x1b[C", "\x1b[D", "\x04"


def start(terminal, tmp_path):
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {COFFEE} > {out}; echo EXIT=$?'],
                    cols=100, rows=30)
    term.wait_for(FIRST_FRAME)
    return term, out


def reversed_text(term, row_text):
    """The reverse-video characters of the screen line holding `row_text`, joined."""
    line = term.line_with(row_text)
    assert line is not None, term.text()
    row = term.screen.buffer[term.screen.display.index(line)]
    return "".join(row[x].data for x in range(term.screen.columns) if row[x].reverse).strip()


def test_left_and_right_choose_a_segment_and_the_condition_follows(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    term.send("Ann")
    term.send(TAB)
    # The size's default, Medium, is the chosen segment; the extra shot is for a large one only.
    assert reversed_text(term, "Small") == "Medium"
    assert "Extra shot" not in term.text()
    term.send(RIGHT)
    assert reversed_text(term, "Small") == "Large"
    assert "Extra shot" in term.text()
    term.send(TAB)
    # The milk has no default: no segment is chosen; the first Right chooses None, the next Oat.
    assert reversed_text(term, "Oat") == ""
    term.send(RIGHT)
    assert reversed_text(term, "Oat") == "None"
    term.send(RIGHT)
    term.send(LEFT)
    term.send(RIGHT)
    assert reversed_text(term, "Oat") == "Oat"
    for key in [TAB, SPACE, TAB, "hot please", CTRL_D]:
        term.send(key)
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {
        "name": "Ann", "size": "l", "milk": "oat", "extraShot": True, "note": "hot please"}


def test_a_required_segmented_control_nobody_chose_refuses_to_be_left(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    for key in ["Ann", TAB, TAB, TAB]:
        term.send(key)
    assert "⚠ choose one of the options" in term.text()
    term.send(SPACE)
    assert reversed_text(term, "Oat") == "None"
    for key in [TAB, CTRL_D]:
        term.send(key)
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {"name": "Ann", "size": "m", "milk": "none", "note": ""}


def test_a_row_wider_than_the_screen_keeps_the_chosen_segment_in_view(terminal, tmp_path):
    spec = tmp_path / "wide.form.yaml"
    spec.write_text("form: Wide\nfields:\n  - id: size\n    kind: segmented\n    label: Size\n"
                    "    options: [Small, Medium, Large, Huge, Giant]\n    default: Giant\n  - id: note\n",
                    encoding="utf-8")
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > /dev/null; echo EXIT=$?'],
                    cols=40, rows=10)
    term.wait_for("Tab next")
    # The last segment, chosen by the default, is drawn; the first ones give way to "…".
    assert reversed_text(term, "Giant") == "Giant"
    assert "Small" not in term.text()
    for _ in range(4):
        term.send(LEFT)
    assert reversed_text(term, "Small") == "Small"
    term.send("\x1b")
    term.wait_raw(rb"EXIT=130")
