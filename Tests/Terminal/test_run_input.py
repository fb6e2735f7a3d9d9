"""What a number field takes and which option a picker's filter chooses, typed on a real
pseudo-terminal (issue 45, items 4, 8 and 9). Expected values are written by hand."""
import json

from conftest import shell_session

PASTE_START = b"\x1b[200~"
PASTE_END = b"\x1b[201~"


def test_full_width_digits_are_typed_as_ascii_and_a_refused_character_is_named(terminal, tmp_path):
    spec = tmp_path / "order.form.yaml"
    spec.write_text(
        "form: Order\nfields:\n  - {id: qty, label: Quantity, kind: number}\n"
        "  - {id: price, label: Price, kind: decimal}\n", encoding="utf-8")
    out = tmp_path / "out.json"
    term = terminal(shell_session(spec, out))
    term.wait_for("Tab next")
    term.send("１２".encode("utf-8"))
    term.send("x")
    term.wait_for("⚠ 'x' cannot be typed in a number field")
    term.send("\t")
    assert "cannot be typed" not in term.text(), term.text()
    term.send_all(PASTE_START + "－１，５a".encode("utf-8") + PASTE_END)
    term.wait_for("⚠ 'a' cannot be typed in a decimal field")
    term.send("\x04")
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {"qty": "12", "price": -1.5}


def test_the_filter_chooses_a_label_starting_with_it_and_ignores_accents(terminal, tmp_path):
    spec = tmp_path / "trip.form.yaml"
    spec.write_text(
        "form: Trip\nfields:\n"
        "  - {id: often, label: How often, kind: picker, options: [Less than weekly, Weekly, Daily]}\n"
        "  - {id: city, label: City, kind: picker, options: [Zürich, Brasília, São Paulo]}\n", encoding="utf-8")
    out = tmp_path / "out.json"
    term = terminal(shell_session(spec, out))
    term.wait_for("Tab next")
    term.send("wee")
    assert term.wait_line("› How often  Weekly") is not None, term.text()
    term.send("\t")
    term.send("sao")
    term.send("\x04")
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {"often": "Weekly", "city": "São Paulo"}


def test_the_other_decimal_separator_is_written_as_the_forms_locale_writes_it(terminal, tmp_path):
    """Issue 48, item 8: under `locale: de_DE` a `.` typed in a decimal field is the comma the
    person meant (one and a half), shown as `1,5`; FormcKit's filter does the same with the
    device's locale. A second separator is still refused, and named."""
    spec = tmp_path / "price.form.yaml"
    spec.write_text(
        "form: Price\nlocale: de_DE\nfields:\n  - {id: price, label: Price, kind: decimal}\n", encoding="utf-8")
    out = tmp_path / "out.json"
    term = terminal(shell_session(spec, out))
    term.wait_for("Tab next")
    term.send("1.5")
    assert term.wait_line("› Price  1,5") is not None, term.text()
    term.send(",")
    term.wait_for("⚠ ',' cannot be typed in a decimal field")
    term.send("\x04")
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {"price": 1.5}
