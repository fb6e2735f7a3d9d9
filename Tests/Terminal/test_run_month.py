"""Issue 49: a month of a year (`kind: monthYear`) in `formc run`: Examples/Payment.form.yaml's
card expiry, format MM/yy, `min: today`, required. It is typed or stepped as a date is (Space
takes this month, Up and Down step the month or, after Right, the year, never before this
month) and answers its text (`"05/45"`). A text that is no month fails with `expected a month
like MM/yy`, a month before this one with `earliest is <this month>`: compared by month, so
this month itself is valid. "This month" is worked out here from Python's clock."""
import datetime
import json
import subprocess

from conftest import EXAMPLES, FORMC

PAYMENT = str(EXAMPLES / "Payment.form.yaml")
TAB, SPACE, CTRL_D, CTRL_U = "\t", " ", "\x04", "\x15"
UP, DOWN, RIGHT, LEFT = "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D"
CARD = "4242424242424242"


def month(year, number):
    """MM/yy of the month `number` (may run past 12 or below 1) of `year`."""
    year, index = divmod(year * 12 + number - 1, 12)
    return f"{index + 1:02d}/{year % 100:02d}"


TODAY = datetime.date.today()
THIS = month(TODAY.year, TODAY.month)
LAST = month(TODAY.year, TODAY.month - 1)
NEXT = month(TODAY.year, TODAY.month + 1)


def start(terminal, tmp_path):
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {PAYMENT} > {out}; echo EXIT=$?'],
                    cols=80, rows=24)
    term.wait_for("Tab next")
    for key in ["Ann", TAB, CARD, TAB]:
        term.send(key)
    assert term.line_with("› Expires*") is not None, term.text()
    return term, out


def expiry(term):
    line = term.line_with("Expires*")
    assert line is not None, term.text()
    return line.split("*", 1)[1].strip()


def submit(term, out):
    term.send(CTRL_D)
    term.wait_raw(rb"EXIT=0")
    return json.loads(out.read_text(encoding="utf-8"))


def test_a_month_is_stepped_by_month_and_year_never_before_this_month(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    # Empty until chosen; the hint offers this month (min: today) and names the month part.
    assert expiry(term) == ""
    assert term.line_with(f"    Space takes {THIS} · ↑↓ change month · ←→ another part · or type MM/yy") \
        is not None, term.text()
    term.send(SPACE)
    assert expiry(term) == THIS
    term.send(UP)
    assert expiry(term) == NEXT
    term.send(DOWN)
    assert expiry(term) == THIS
    term.send(DOWN)                          # held at this month
    assert expiry(term) == THIS
    term.send(RIGHT)
    assert term.line_with("↑↓ change year") is not None, term.text()
    term.send(UP)
    assert expiry(term) == month(TODAY.year + 1, TODAY.month)
    term.send(LEFT)
    term.send(UP)
    assert expiry(term) == month(TODAY.year + 1, TODAY.month + 1)
    term.send(TAB)
    assert term.line_with("› Security code*") is not None, term.text()
    term.send("123")
    assert submit(term, out) == {"holder": "Ann", "number": CARD, "expiry": month(TODAY.year + 1, TODAY.month + 1),
                                 "cvc": "123"}


def test_a_typed_month_is_refused_when_it_is_no_month_or_before_this_one(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    term.send("13/30")
    term.send(TAB)
    assert term.line_with("› Expires*") is not None, term.text()
    assert term.line_with("⚠ expected a month like MM/yy") is not None, term.text()
    term.send(CTRL_U)
    term.send(LAST)
    term.send(TAB)
    assert term.line_with("› Expires*") is not None, term.text()
    assert term.line_with(f"⚠ earliest is {THIS}") is not None, term.text()
    term.send(CTRL_U)
    term.send(THIS)                          # compared by month: this month is not before today
    term.send(TAB)
    assert term.line_with("› Security code*") is not None, term.text()
    assert "⚠" not in term.text()
    term.send("1234")
    assert submit(term, out) == {"holder": "Ann", "number": CARD, "expiry": THIS, "cvc": "1234"}


def test_the_year_stops_where_two_digits_would_read_as_another_century(terminal, tmp_path):
    # MM/yy reads its two digits within 1950…2049: stepping on from 2049 wrote `xx/50`, which
    # read back as 1950, failed `earliest is` and sent the next step back to 1951.
    term, out = start(terminal, tmp_path)
    term.send(SPACE)
    term.send(RIGHT)
    for _ in range(2049 - TODAY.year + 4):
        term.send(UP, settle=0.1)
    term.pump(0.3)
    assert expiry(term) == month(2049, TODAY.month)
    term.send(TAB)
    assert term.line_with("› Security code*") is not None, term.text()
    term.send("123")
    assert submit(term, out)["expiry"] == month(2049, TODAY.month)


def test_line_mode_asks_the_month_in_its_format_and_answers_its_text(tmp_path):
    result = subprocess.run([FORMC, "run", PAYMENT], input=f"Ann\n{CARD}\n13/30\n{LAST}\n05/45\n123\n".encode(),
                            capture_output=True, timeout=10)
    prompts = result.stderr.decode()
    assert result.returncode == 0, prompts
    assert prompts.count("Expires* (MM/yy): ") == 3
    assert "  ⚠ expected a month like MM/yy\n" in prompts
    assert f"  ⚠ earliest is {THIS}\n" in prompts
    assert json.loads(result.stdout) == {"holder": "Ann", "number": CARD, "expiry": "05/45", "cvc": "123"}
