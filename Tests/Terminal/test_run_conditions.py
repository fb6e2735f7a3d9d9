"""`formc run` on a real pseudo-terminal with conditional fields (Examples/Account)."""
from conftest import EXAMPLES, FORMC

ACCOUNT = str(EXAMPLES / "Account.form.yaml")
FIRST_FRAME = "Tab next"


def test_turning_the_business_toggle_on_shows_the_company_fields_at_once(terminal):
    term = terminal([FORMC, "run", ACCOUNT])
    term.wait_for(FIRST_FRAME)
    assert term.line_with("Company name") is None, term.text()
    term.send("ada@example.com\t")
    term.send("pw\t")
    term.send("pw\t")
    term.send(" ")
    term.wait_for("Company name")
    assert term.line_with("VAT number") is None, "shown only for DE and FR"
    term.send("\t")
    term.send("Acme\t")
    # The country picker only suggests its first row once focused (issue 48): nothing is
    # chosen, so no VAT number; Space takes DE, and the VAT number appears.
    assert term.line_with("VAT number") is None, term.text()
    term.send(" ")
    term.wait_for("VAT number")
    term.send("\x1b[Z\x1b[Z")  # back past the company name to the toggle
    term.send(" ")
    term.pump(0.5)
    assert term.line_with("Company name") is None, term.text()
    assert term.line_with("VAT number") is None, term.text()
    term.send("\x1b")


def test_a_mismatched_confirmation_is_refused_with_the_specs_message(terminal):
    term = terminal([FORMC, "run", ACCOUNT])
    term.wait_for(FIRST_FRAME)
    term.send("ada@example.com\t")
    term.send("secret\t")
    term.send("secrets")
    term.send("\x04")  # Ctrl-D: submit
    term.wait_for("The passwords do not match.")
    lines = term.text().splitlines()
    confirm = next(i for i, line in enumerate(lines) if "› Confirm password" in line)
    assert "⚠ The passwords do not match." in lines[confirm + 1], term.text()
    # Fixed, the form submits and prints the answers.
    term.send("\x7f\x04")
    term.wait_for('"confirmPassword"')
    assert term.line_with("The passwords do not match.") is None, term.text()


def test_hong_kong_ends_the_home_selection_at_the_province(terminal):
    term = terminal([FORMC, "run", ACCOUNT])
    term.wait_for(FIRST_FRAME)
    term.send("ada@example.com\t")
    term.send("pw\t")
    term.send("pw\t")
    term.send("\t")  # past the business toggle, off
    term.wait_for("Province and city")
    term.send("香港")  # the filter names Hong Kong in the province column
    term.send("\r")  # Enter: the city column is skipped, the field is done
    term.send("\x04")
    term.wait_for('"home"')
    assert '"province" : "香港特别行政区"' in term.text() or '"province": "香港特别行政区"' in term.text(), term.text()
    assert '"city"' not in term.text(), term.text()


def test_enter_before_a_toggle_reaches_the_toggle_not_a_submit(terminal, tmp_path):
    # 'name' is the last chain field while 'business' is off (company hidden), so it takes the
    # last field's action (spec-language.md §8.4); the terminal visits the toggle after it too,
    # and Enter goes there, where the person can reveal the company field, rather than submit.
    spec = tmp_path / "t.form.yaml"
    spec.write_text(
        "form: T\nfields:\n  - {id: name, label: Name}\n  - {id: business, kind: toggle, label: Business}\n"
        "  - {id: company, label: Company, visibleWhen: business}\n",
        encoding="utf-8",
    )
    term = terminal([FORMC, "run", str(spec)])
    term.wait_for(FIRST_FRAME)
    term.send("Ada\r")
    term.wait_for("› Business")
    assert '"name"' not in term.text(), "submitted before the toggle: " + term.text()
    term.send(" ")
    term.wait_for("Company")
    term.send("\t")
    term.send("Acme\r")  # company is now the last field: Enter submits
    term.wait_for('"company"')
    assert '"business"' in term.text() and "Acme" in term.text(), term.text()
