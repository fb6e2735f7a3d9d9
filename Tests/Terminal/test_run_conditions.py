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
    # The country picker shows its first row, DE, once focused: the VAT number appears.
    term.wait_for("VAT number")
    term.send("\x1b[Z\x1b[Z")  # back past the company name to the toggle
    term.send(" ")
    term.pump(0.5)
    assert term.line_with("Company name") is None, term.text()
    assert term.line_with("VAT number") is None, term.text()
    term.send("\x1b")
