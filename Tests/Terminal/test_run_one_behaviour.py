"""Issue 45 in the full-screen form on a real pseudo-terminal: a blank required text, a year
typed with two digits, a date outside its bounds, and a field that reads a disabled one
behave as in the line mode, the generated core and the JSON (docs/spec-language.md §4.5)."""
from conftest import FORMC

FIRST_FRAME = "Tab next"


def write_spec(tmp_path, text):
    spec = tmp_path / "a.form.yaml"
    spec.write_text(text, encoding="utf-8")
    return str(spec)


def test_white_space_alone_does_not_fill_a_required_field(terminal, tmp_path):
    spec = write_spec(tmp_path, "form: F\nfields:\n  - {id: name, label: Name, required: true}\n")
    term = terminal([FORMC, "run", spec])
    term.wait_for(FIRST_FRAME)
    term.send("\u3000  ")
    term.send("\x04")  # Ctrl-D: submit
    term.wait_for("⚠ required")


def test_a_two_digit_year_is_no_date_and_an_early_day_names_the_bound(terminal, tmp_path):
    spec = write_spec(
        tmp_path,
        "form: F\nfields:\n  - {id: day, kind: date, format: dd.MM.yyyy, label: Day, min: 2020-01-01}\n",
    )
    term = terminal([FORMC, "run", spec])
    term.wait_for(FIRST_FRAME)
    term.send("05.01.24")
    term.send("\x04")
    term.wait_for("⚠ expected a date like dd.MM.yyyy")
    assert term.line_with("earliest") is None, term.text()
    term.send("\x7f" * 8 + "31.12.2019")
    term.send("\x04")
    term.wait_for("⚠ earliest is 01.01.2020")


def test_a_field_reading_a_disabled_one_reads_it_as_empty(terminal, tmp_path):
    spec = write_spec(
        tmp_path,
        "form: F\nfields:\n"
        "  - {id: away, kind: toggle, label: Away}\n"
        "  - {id: reason, label: Reason, default: sick, enabledWhen: away}\n"
        "  - {id: proof, label: Proof, visibleWhen: reason isSet}\n",
    )
    term = terminal([FORMC, "run", spec])
    term.wait_for(FIRST_FRAME)
    assert term.line_with("Proof") is None, term.text()
    term.send(" ")  # Away on: the reason is enabled and its 'sick' shows the proof
    term.wait_for("Proof")
    term.send(" ")  # off again: disabled, the reason reads as empty
    term.pump(0.5)
    assert term.line_with("Proof") is None, term.text()
    term.send("\x1b")
