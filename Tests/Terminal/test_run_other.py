"""Issue 49: an "Other" option (`other:`) in `formc run`. Choosing it shows the text field
`<id>Other` right after the field, required while it is shown; choosing another option hides
it, and its text is no answer then. Full screen and line mode, a picker and a multi-select.
Expected values are written by hand."""
import json
import subprocess

from conftest import FORMC

SPEC = """form: Survey
sources:
  channels:
    options: [{value: web, label: Web search}, {value: friend, label: A friend}]
fields:
  - {id: heard, kind: picker, label: Heard of us, source: channels, other: Somewhere else}
  - {id: topics, kind: multiSelect, label: Topics, options: [News, Offers], other: Another topic}
  - {id: again, kind: picker, label: Again, source: channels}
"""
CTRL_D, TAB, SPACE, END, CTRL_U = "\x04", "\t", " ", "\x1b[F", "\x15"


def write_spec(tmp_path):
    spec = tmp_path / "Survey.form.yaml"
    spec.write_text(SPEC, encoding="utf-8")
    return spec


def test_choosing_other_shows_its_required_text_field_and_another_choice_hides_it(terminal, tmp_path):
    spec, out = write_spec(tmp_path), tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'], cols=70, rows=24)
    term.wait_for("Tab next")
    assert "Somewhere else*" not in term.text()
    term.send("Somewhere")                         # the filter picks the "Other" option
    assert term.line_with("Somewhere else*") is not None, term.text()
    term.send(TAB)                                 # on to the text field it shows
    assert term.line_with("› Somewhere else*") is not None, term.text()
    term.send(CTRL_D)                              # required while shown
    assert term.line_with("⚠ required") is not None, term.text()
    term.send("a podcast")
    term.send(TAB)                                 # the multi-select: tick "Another topic"
    assert term.line_with("› Topics") is not None, term.text()
    term.send(END)
    term.send(SPACE)
    assert term.line_with("Another topic*") is not None, term.text()
    term.send(SPACE)                               # unticked: its field goes
    assert term.line_with("Another topic*") is None, term.text()
    term.send(CTRL_D)
    term.wait_raw(rb"EXIT=0")
    answers = json.loads(out.read_text(encoding="utf-8"))
    assert answers == {"heard": "other", "heardOther": "a podcast", "topics": [], "again": None}


def test_line_mode_asks_the_text_field_only_after_other(tmp_path):
    spec = write_spec(tmp_path)
    # Other (by number), then nothing for it (required), then the text; News and the other
    # topic, then its text; the last picker by name.
    result = subprocess.run([FORMC, "run", str(spec)], input="3\n\nradio\n1, 3\nknitting\nA friend\n".encode(),
                            capture_output=True, timeout=10)
    prompts = result.stderr.decode()
    assert result.returncode == 0, prompts
    assert "  3) Somewhere else\n" in prompts
    assert "Somewhere else*: " in prompts and "  ⚠ required\n" in prompts
    assert "Another topic*: " in prompts
    assert json.loads(result.stdout) == {"heard": "other", "heardOther": "radio", "topics": ["News", "other"],
                                         "topicsOther": "knitting", "again": "friend"}
    # Without "Other", its field is never asked and gives no answer.
    result = subprocess.run([FORMC, "run", str(spec)], input="1\n-\n2\n".encode(), capture_output=True, timeout=10)
    assert result.returncode == 0, result.stderr.decode()
    assert "Somewhere else*" not in result.stderr.decode()
    assert json.loads(result.stdout) == {"heard": "web", "topics": [], "again": "friend"}
