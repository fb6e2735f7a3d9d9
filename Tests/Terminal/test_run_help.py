"""A field's `help:` and a section's `footer:` in `formc run`: the help is a dim line under its
field, cut to one line, shown whole when the field is focused (wrapped between words); the
footer is a line under the section's last field. The line mode prints the help (indented two
spaces) before asking the field, and the footer when the questions leave the section and at
the end. A paragraph written as a YAML block scalar (`>`, `|`) reads as one line of text, its
line breaks as spaces. The layout counts these lines, so a long form scrolls to keep the
focused field, and its whole help, in view. Expected screens are written by hand."""
import json
import subprocess

from conftest import FORMC

TAB, BACK_TAB, CTRL_D = "\t", "\x1b[Z", "\x04"
HELP = "Your full name as it is printed on your passport, with every middle name you have."
SPEC = f"""form: Help
sections:
  - title: Contact
    footer: >
      We never share
      your number.
    fields:
      - id: name
        label: Name
        help: {HELP}
      - id: phone
        kind: phone
        label: Phone
  - title: More
    footer: Thank you.
    fields:
      - id: note
        label: Note
        help: |
          First line.
          Second line.
"""


def screen_lines(term):
    return [line.rstrip() for line in term.screen.display]


def start(terminal, tmp_path, text, rows):
    spec = tmp_path / "help.form.yaml"
    spec.write_text(text, encoding="utf-8")
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'],
                    cols=60, rows=rows)
    term.wait_for("Tab next")
    return term, out, spec


def test_help_is_cut_to_a_line_and_shown_whole_when_focused_and_the_footer_follows_the_section(
        terminal, tmp_path):
    term, out, _ = start(terminal, tmp_path, SPEC, rows=16)
    # 60 columns: 56 for the help after its 4-cell indent; `with every` does not fit, so the
    # line breaks before `every`.
    assert screen_lines(term)[2:12] == [
        "Contact",
        "› Name",
        "    Your full name as it is printed on your passport, with",
        "    every middle name you have.",
        "  Phone",
        "We never share your number.",
        "More",
        "  Note",
        "    First line. Second line.",
        "Thank you.",
    ], term.text()
    term.send("Ann")
    term.send(TAB)
    # Not focused: one line, cut with `…` (the space before it dropped).
    assert screen_lines(term)[2:11] == [
        "Contact",
        "  Name   Ann",
        "    Your full name as it is printed on your passport, with…",
        "› Phone",
        "We never share your number.",
        "More",
        "  Note",
        "    First line. Second line.",
        "Thank you.",
    ], term.text()
    assert "?" not in term.text()            # no line break of the YAML drawn as `?`
    for key in ["555", TAB, "hi", CTRL_D]:
        term.send(key)
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {"name": "Ann", "phone": "555", "note": "hi"}


def test_line_mode_prints_the_help_before_the_field_and_the_footer_as_the_section_ends(tmp_path):
    spec = tmp_path / "help.form.yaml"
    spec.write_text(SPEC, encoding="utf-8")
    result = subprocess.run([FORMC, "run", str(spec)], input=b"Ann\n555\nhi\n", capture_output=True, timeout=10)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stderr.decode() == (
        "— Contact —\n"
        f"  {HELP}\n"
        "Name: \n"
        "Phone: \n"
        "  We never share your number.\n"
        "— More —\n"
        "  First line. Second line.\n"
        "Note: \n"
        "  Thank you.\n")
    assert json.loads(result.stdout) == {"name": "Ann", "phone": "555", "note": "hi"}


def test_forty_fields_with_help_scroll_to_keep_the_focused_field_and_its_help_in_view(terminal, tmp_path):
    lines = ["form: Many", "sections:"]
    for section in (0, 1):
        lines += [f"  - title: Part {section + 1}", f"    footer: End of part {section + 1}.", "    fields:"]
        for number in range(section * 20 + 1, section * 20 + 21):
            lines += [f"      - id: f{number}", f"        label: Field {number}",
                      f"        help: Help for field {number}, which explains what to type here and why it matters."]
    term, out, _ = start(terminal, tmp_path, "\n".join(lines) + "\n", rows=16)

    def assert_focused(number):
        shown = screen_lines(term)
        focused = [index for index, line in enumerate(shown) if line.startswith("› ")]
        assert len(focused) == 1 and shown[focused[0]] == f"› Field {number}", (number, term.text())
        row = focused[0]
        # The whole help under it, wrapped before `why` (`and why` does not fit in 56 cells),
        # then the part's footer under its last field; all above the bottom bar.
        below = [f"    Help for field {number}, which explains what to type here and", "    why it matters."]
        if number % 20 == 0:
            below.append(f"End of part {number // 20}.")
        assert shown[row + 1:row + 1 + len(below)] == below, (number, term.text())
        assert 2 <= row and row + len(below) < 15, (number, term.text())
        assert shown[0].startswith("Many  Tab next") and "[Done]" in shown[15], (number, term.text())

    assert_focused(1)
    for number in range(2, 41):
        term.send(TAB, settle=0.15)
        term.wait_line(f"› Field {number}", timeout=5)
        assert_focused(number)
    for number in range(39, 0, -1):
        term.send(BACK_TAB, settle=0.15)
        term.wait_line(f"› Field {number}", timeout=5)
        assert_focused(number)
    term.send(CTRL_D)
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {f"f{number}": "" for number in range(1, 41)}
