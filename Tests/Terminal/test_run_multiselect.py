"""Issue 49: a multi-select in `formc run`. Full screen, it is a chain field whose checklist
shows under it while it has focus (the app's input view): Left and Right move among the
options, Space ticks or unticks the one under the cursor, and the field shows the chosen
options' labels, in the options' order. `contains` and `.count` conditions follow each tick;
a submit checks `required` and `maxCount`. The line mode lists the options and takes numbers
or names separated by commas, `-` for none. The answer is an array of option values in the
options' order. Expected values are written by hand."""
import json
import subprocess

from conftest import FORMC

SPEC = """form: Extras
fields:
  - id: extras
    kind: multiSelect
    label: Extras
    help: Up to two.
    placeholder: None yet
    options:
      - {value: breakfast, label: Breakfast}
      - {value: parking, label: Parking}
      - {value: spa, label: 温泉 Onsen}
    maxCount: 2
    required: true
  - {id: plate, label: Car plate, visibleWhen: "extras contains 'parking'"}
  - {id: both, kind: toggle, label: Both, visibleWhen: "extras.count >= 2"}
"""
CTRL_D, SPACE, TAB = "\x04", " ", "\t"
RIGHT, LEFT, HOME, END, DOWN = "\x1b[C", "\x1b[D", "\x1b[H", "\x1b[F", "\x1b[B"


def write_spec(tmp_path):
    spec = tmp_path / "Extras.form.yaml"
    spec.write_text(SPEC, encoding="utf-8")
    return spec


def start(terminal, tmp_path):
    spec, out = write_spec(tmp_path), tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'], cols=60, rows=20)
    term.wait_for("Tab next")
    return term, out


def rows(term):
    """The checklist's rows under the field, as drawn: `[x] Breakfast`."""
    return [line.strip() for line in term.text().splitlines() if line.strip()[:4] in ("[x] ", "[ ] ")]


def cursor_row(term):
    """The checklist row drawn in reverse video: the one the cursor is on."""
    for y, line in enumerate(term.screen.display):
        if line.strip()[:4] in ("[x] ", "[ ] "):
            row = term.screen.buffer[y]
            shown = "".join(row[x].data for x in range(term.screen.columns) if row[x].reverse).strip()
            if shown:
                return shown
    return None


def test_left_right_and_space_tick_options_and_conditions_follow(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    assert term.line_with("› Extras*") is not None, term.text()
    assert rows(term) == ["[ ] Breakfast", "[ ] Parking", "[ ] 温泉 Onsen"]
    assert cursor_row(term) == "[ ] Breakfast"
    assert "Car plate" not in term.text() and "Both" not in term.text()
    # A required multi-select with none chosen refuses the submit.
    term.send(CTRL_D)
    assert term.line_with("⚠ required") is not None, term.text()
    term.send(SPACE)
    assert rows(term)[0] == "[x] Breakfast"
    assert "Breakfast" in term.line_with("› Extras*")
    assert "⚠ required" not in term.text()       # a change clears the field's problem
    term.send(RIGHT)
    assert cursor_row(term) == "[ ] Parking"
    term.send(SPACE)                              # contains 'parking' and .count >= 2 both hold
    assert term.line_with("› Extras*").rstrip().endswith("Breakfast, Parking"), term.text()
    assert term.line_with("Car plate") is not None and term.line_with("Both") is not None, term.text()
    term.send(END)
    assert cursor_row(term) == "[ ] 温泉 Onsen"   # a wide label, drawn whole
    term.send(RIGHT)                              # held at the last option
    term.send(SPACE)
    assert "Breakfast, Parking, 温泉 Onsen" in term.line_with("› Extras*")
    term.send(CTRL_D)                             # three is more than maxCount 2
    assert term.line_with("⚠ choose at most 2 options") is not None, term.text()
    term.send(HOME)
    term.send(SPACE)                              # Breakfast out: Parking and the onsen
    assert rows(term) == ["[ ] Breakfast", "[x] Parking", "[x] 温泉 Onsen"]
    term.send(LEFT)                               # held at the first option
    assert cursor_row(term) == "[ ] Breakfast"
    term.send(RIGHT)
    term.send(SPACE)                              # Parking out: the plate goes, the toggle goes
    assert term.line_with("Car plate") is None and term.line_with("Both") is None, term.text()
    term.send(SPACE)                              # and back
    term.send(TAB)                                # Tab leaves it for the plate; its list goes
    assert term.line_with("› Car plate") is not None, term.text()
    assert rows(term) == [], term.text()
    assert term.line_with("Extras*").rstrip().endswith("Parking, 温泉 Onsen"), term.text()
    term.send("AB 12")
    term.send(CTRL_D)
    term.wait_raw(rb"EXIT=0")
    text = out.read_text(encoding="utf-8")
    # In the options' order, whatever the order they were ticked in.
    assert json.loads(text) == {"extras": ["parking", "spa"], "plate": "AB 12", "both": False}


def test_an_empty_field_shows_its_placeholder_and_its_list_only_while_focused(terminal, tmp_path):
    spec, out = tmp_path / "Named.form.yaml", tmp_path / "out.json"
    spec.write_text(SPEC.replace("fields:\n", "fields:\n  - {id: name, label: Name}\n", 1), encoding="utf-8")
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'], cols=60, rows=20)
    term.wait_for("Tab next")
    assert term.line_with("Extras*").rstrip().endswith("None yet"), term.text()
    assert rows(term) == []                       # the checklist is the focused field's
    term.send(TAB)
    assert term.line_with("› Extras*") is not None, term.text()
    assert rows(term) == ["[ ] Breakfast", "[ ] Parking", "[ ] 温泉 Onsen"]
    term.send("x")                                # x ticks too, as Space does
    assert rows(term)[0] == "[x] Breakfast"


def run_piped(tmp_path, answers):
    spec = write_spec(tmp_path)
    return subprocess.run([FORMC, "run", str(spec)], input=answers.encode(), capture_output=True, timeout=10)


def test_line_mode_takes_numbers_and_names_and_refuses_what_the_checks_refuse(tmp_path):
    # One that is no option, three (more than 2), then Parking by name and
    # 3 by number; the plate; the toggle (two are chosen).
    result = run_piped(tmp_path, "9\n1, 2, 3\nparking, 3\nAB 12\ny\n")
    prompts = result.stderr.decode()
    assert result.returncode == 0, prompts
    assert "  Up to two.\n  1) Breakfast\n  2) Parking\n  3) 温泉 Onsen\n" in prompts
    assert "Extras* (numbers or names, separated by commas; - for none) [none]: " in prompts
    assert "  ⚠ required\n" not in prompts
    assert "  ⚠ '9' is none of the options; type a number from 1 to 3\n" in prompts
    assert "  ⚠ choose at most 2 options\n" in prompts
    assert json.loads(result.stdout) == {"extras": ["parking", "spa"], "plate": "AB 12", "both": True}


def test_line_mode_keeps_the_choice_on_an_empty_line_and_asks_no_plate_without_parking(tmp_path):
    spec = tmp_path / "Default.form.yaml"
    spec.write_text(SPEC.replace("    required: true\n", "    default: [spa, breakfast]\n"), encoding="utf-8")
    result = subprocess.run([FORMC, "run", str(spec)], input=b"\n\n", capture_output=True, timeout=10)
    prompts = result.stderr.decode()
    assert result.returncode == 0, prompts
    assert "Extras (numbers or names, separated by commas; - for none) [1, 3]: " in prompts
    assert "Car plate" not in prompts
    assert json.loads(result.stdout) == {"extras": ["breakfast", "spa"], "both": False}


def test_check_answers_takes_an_array_of_options_once_each(tmp_path):
    spec = write_spec(tmp_path)

    def check(answers):
        result = subprocess.run([FORMC, "check-answers", str(spec), "-"], input=json.dumps(answers).encode(),
                                capture_output=True, timeout=10)
        return result.returncode, json.loads(result.stdout)

    assert check({"extras": ["spa"]}) == (0, {"errors": [], "valid": True})
    for wrong, message in [("spa", "expects a list of options"), ([7], "expects a list of options"),
                           (["sauna"], "lists 'sauna', which is none of the options"),
                           (["spa", "spa"], "lists 'spa' twice"),
                           (["spa", "parking", "breakfast"], "choose at most 2 options"), ([], "required"),
                           (None, "required")]:
        status, verdict = check({"extras": wrong, "plate": "", "both": False})
        assert status == 1, wrong
        assert verdict["errors"] == [{"field": "extras", "message": message}], (wrong, verdict)


def test_a_long_checklist_shows_a_window_around_its_cursor(terminal, tmp_path):
    # Twenty options on a 20-row screen: 8 rows at a time, the cursor's among them, and a
    # line that says how many more follow; End shows the last ones, marked as cut above.
    spec, out = tmp_path / "Long.form.yaml", tmp_path / "out.json"
    options = ", ".join(f"o{n:02d}" for n in range(20))
    spec.write_text(f"form: Long\nfields:\n  - {{id: pick, kind: multiSelect, label: Pick, options: [{options}]}}\n",
                    encoding="utf-8")
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'], cols=60, rows=20)
    term.wait_for("Tab next")
    assert rows(term) == [f"[ ] o{n:02d}" for n in range(8)], term.text()
    assert term.line_with("… 12 more") is not None, term.text()
    term.send(END)
    term.send(SPACE)
    assert cursor_row(term) == "[x] o19", term.text()
    assert term.line_with("[x] o19") is not None and term.line_with("… 12 more") is None, term.text()
    assert term.line_with("… [ ] o12") is not None, term.text()   # the first row shown, cut above
    assert term.line_with("[ ] o11") is None, term.text()
    term.send(CTRL_D)
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {"pick": ["o19"]}
