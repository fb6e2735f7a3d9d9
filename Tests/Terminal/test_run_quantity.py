"""Issue 49: steppers and sliders in `formc run` (Examples/Booking.form.yaml). Full screen,
they are visited in place like toggles; Left/Right and `-`/`+` move one step, Page Up/Down
ten, Home/End to the ends, never past `min` or `max`; a stepper is drawn `[−] 3 [+]`, a slider
`min ━━━●─── max  value`. The line mode asks `Guests (1–8 by 1) [2]: ` and refuses a number the
control never stops at, as `formc check-answers` does. The answers are JSON numbers: whole
for whole ranges, reals like `0.15` without binary noise. Expected values are written by hand."""
import json
import re
import subprocess

from conftest import EXAMPLES, FORMC

BOOKING = str(EXAMPLES / "Booking.form.yaml")
FIRST_FRAME = "Tab next"
TAB, SPACE, DOWN, CTRL_D = "\t", " ", "\x1b[B", "\x04"
RIGHT, LEFT, HOME, END, PAGE_UP, PAGE_DOWN = "\x1b[C", "\x1b[D", "\x1b[H", "\x1b[F", "\x1b[5~", "\x1b[6~"
SLIDER = re.compile(r"(\S+) (━*)●(─*) (\S+)  (\S+)")
# Line mode: name, check-in (no later bound), then nights, guests, [extra bed], budget, tip, requests.
LINE_START = "Ann\n2099-01-01\n"


def start(terminal, tmp_path, spec=BOOKING):
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'],
                    cols=100, rows=30)
    term.wait_for(FIRST_FRAME)
    return term, out


def to_booking_steppers(term):
    """Name, then Space takes the check-in's suggested day (today, its `min`): focus on Nights."""
    for key in ["Ann", TAB, SPACE, TAB]:
        term.send(key)
    assert term.line_with("› Nights") is not None, term.text()


def slider(term, label):
    """(low end, thumb's place on the track, track's length, high end, value) of a slider's line."""
    line = term.line_with(label)
    assert line is not None, term.text()
    match = SLIDER.search(line)
    assert match, line
    low, filled, rest, high, value = match.groups()
    return low, len(filled), len(filled) + 1 + len(rest), high, value


def submit(term, out):
    term.send(CTRL_D)
    term.wait_raw(rb"EXIT=0")
    text = out.read_text(encoding="utf-8")
    return json.loads(text), text


def run_piped(spec, answers):
    return subprocess.run([FORMC, "run", spec], input=answers.encode(), capture_output=True, timeout=10)


def check_answers(answers):
    result = subprocess.run([FORMC, "check-answers", BOOKING, "-"], input=json.dumps(answers).encode(),
                            capture_output=True, timeout=10)
    return result.returncode, json.loads(result.stdout)


def test_steppers_start_at_their_defaults_move_by_one_and_stop_at_their_ends(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    # Nights and guests default to 2; the extra bed is for more than 2 guests only.
    assert "[−] 2 [+]" in term.line_with("Nights")
    assert "[−] 2 [+]" in term.line_with("Guests")
    assert "Extra bed" not in term.text()
    to_booking_steppers(term)
    for key in [RIGHT, RIGHT, "+", LEFT]:   # 3, 4, 5, 4
        term.send(key)
    assert "[−] 4 [+]" in term.line_with("Nights")
    term.send("-")
    assert "[−] 3 [+]" in term.line_with("Nights")
    term.send(DOWN)
    assert term.line_with("› Guests") is not None, term.text()
    term.send(RIGHT)
    assert "[−] 3 [+]" in term.line_with("Guests")
    assert term.wait_line("Extra bed") is not None, term.text()
    for _ in range(12):                     # far past max 8
        term.send(RIGHT, settle=0.05)
    term.pump(0.5)
    assert "[−] 8 [+]" in term.line_with("Guests")
    term.send(PAGE_DOWN)                    # 8 - 10 stops at min 1
    assert "[−] 1 [+]" in term.line_with("Guests")
    assert "Extra bed" not in term.text()
    term.send("+")
    term.send("+")                          # 3: the extra bed is back, focus stays on Guests
    assert term.line_with("› Guests") is not None, term.text()
    term.send(DOWN)
    assert term.line_with("› Extra bed") is not None, term.text()
    term.send(SPACE)
    answers, text = submit(term, out)
    assert answers == {"name": "Ann", "checkIn": answers["checkIn"], "nights": 3, "guests": 3, "extraBed": True,
                       "budget": 150, "tip": 0.1, "requests": "", "extras": []}
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", answers["checkIn"])
    # Whole ranges answer JSON integers.
    assert all(type(answers[key]) is int for key in ["nights", "guests", "budget"])
    assert '"nights": 3' in text and '"guests": 3' in text


def test_sliders_draw_their_track_and_move_by_steps_pages_and_ends(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    # 150 on 50…500 is 100/450 of the way: thumb at round(0.222 × 29) = 6 of a 30-cell track;
    # 0.1 on 0…0.3 is a third: round(9.67) = 10.
    assert slider(term, "Budget per night") == ("50", 6, 30, "500", "150")
    assert slider(term, "Tip for the staff") == ("0", 10, 30, "0.3", "0.1")
    to_booking_steppers(term)
    for key in [DOWN, DOWN]:                # Nights → Guests → Budget (guests 2: no extra bed)
        term.send(key)
    assert term.line_with("› Budget per night") is not None, term.text()
    term.send(PAGE_UP)                      # + 10 × 10
    assert slider(term, "Budget")[1:] == (13, 30, "500", "250")
    term.send(PAGE_DOWN)
    term.send(PAGE_DOWN)                    # 250 - 200 stops at 50
    assert slider(term, "Budget")[1:] == (0, 30, "500", "50")
    term.send(END)
    assert slider(term, "Budget")[1:] == (29, 30, "500", "500")
    term.send(LEFT)
    term.send(LEFT)
    assert slider(term, "Budget")[4] == "480"
    term.send(DOWN)
    for key in [RIGHT, RIGHT, RIGHT, RIGHT, RIGHT]:   # 0.15 … 0.3, then held at 0.3
        term.send(key, settle=0.1)
    term.pump(0.3)
    assert slider(term, "Tip")[1:] == (29, 30, "0.3", "0.3")
    term.send(HOME)
    assert slider(term, "Tip")[1:] == (0, 30, "0.3", "0")
    term.send(PAGE_UP)                      # 0 + 10 × 0.05 stops at 0.3
    assert slider(term, "Tip")[4] == "0.3"
    for key in [LEFT, "-", LEFT]:           # 0.25, 0.2, 0.15
        term.send(key)
    assert slider(term, "Tip")[4] == "0.15"
    answers, text = submit(term, out)
    assert answers["budget"] == 480 and type(answers["budget"]) is int
    assert type(answers["tip"]) is float and answers["tip"] == 0.15
    assert '"tip": 0.15\n' in text or '"tip": 0.15,' in text, text
    assert "0000" not in text and "e-" not in text, text


def test_a_continuous_slider_moves_by_hundredths_without_binary_noise(terminal, tmp_path):
    # Six hundredths added one by one are 0.060000000000000005 in binary; back six, 1e-17 or
    # so. Both were drawn and answered as such before formc tidied a continuous slider's moves.
    spec = tmp_path / "level.form.yaml"
    spec.write_text("form: Level\nfields:\n  - {id: level, kind: slider, label: Amount}\n  - id: note\n",
                    encoding="utf-8")
    term, out = start(terminal, tmp_path, str(spec))
    for _ in range(6):
        term.send(RIGHT, settle=0.1)
    term.pump(0.3)
    assert slider(term, "Amount")[4] == "0.06"
    for _ in range(4):
        term.send(LEFT, settle=0.1)
    term.pump(0.3)
    assert slider(term, "Amount")[4] == "0.02"
    answers, text = submit(term, out)
    assert answers == {"level": 0.02, "note": ""}
    assert "0000" not in text and "e-" not in text, text
    term2, out2 = start(terminal, tmp_path, str(spec))
    for key in [RIGHT] * 7 + [LEFT] * 7:
        term2.send(key, settle=0.1)
    term2.pump(0.3)
    assert slider(term2, "Amount")[4] == "0"
    answers, text = submit(term2, out2)
    assert answers == {"level": 0, "note": ""} and '"level": 0,' in text, text


def test_line_mode_asks_the_range_and_refuses_a_number_the_stepper_never_stops_at(tmp_path):
    # Nights: empty (keeps 2). Guests: 9 and 2.5 refused, then empty (keeps 2): no extra bed.
    # Budget: 155 refused, 300. Tip: 0.15. Requests and extras: empty.
    result = run_piped(BOOKING, LINE_START + "\n9\n2.5\n\n155\n300\n0.15\n\n\n")
    prompts = result.stderr.decode()
    assert result.returncode == 0, prompts
    assert "Nights (1–14 by 1) [2]: " in prompts
    assert prompts.count("Guests (1–8 by 1) [2]: ") == 3
    assert prompts.count("  ⚠ expects a number from 1 to 8 in steps of 1") == 2
    assert "  ⚠ expects a number from 50 to 500 in steps of 10" in prompts
    assert "Tip for the staff (0–0.3 by 0.05) [0.1]: " in prompts
    assert "Extra bed" not in prompts
    answers = json.loads(result.stdout)
    assert answers == {"name": "Ann", "checkIn": "2099-01-01", "nights": 2, "guests": 2, "budget": 300,
                       "tip": 0.15, "requests": "", "extras": []}
    assert type(answers["tip"]) is float and type(answers["guests"]) is int
    assert b"0000" not in result.stdout


def test_line_mode_keeps_the_stop_not_a_typed_hair_beside_it(tmp_path):
    # A billionth of a step is forgiven as binary noise, but the answer is the stop itself:
    # 2 guests (an int, so no extra bed is asked) and a tip of exactly 0.15. Before, formc
    # answered 2.0000000001 guests (a real for a whole-number stepper) and asked for an extra
    # bed because 2.0000000001 > 2.
    result = run_piped(BOOKING, LINE_START + "\n2.0000000001\n\n0.1500000001\n\n\n")
    prompts = result.stderr.decode()
    assert result.returncode == 0, prompts
    assert "Extra bed" not in prompts
    answers = json.loads(result.stdout)
    assert answers["guests"] == 2 and type(answers["guests"]) is int
    assert answers["tip"] == 0.15
    assert b"2.0000000001" not in result.stdout and b"0.1500000001" not in result.stdout


def test_accessible_on_a_terminal_asks_the_extra_bed_for_three_guests(terminal, tmp_path):
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run --accessible {BOOKING} > {out}; echo EXIT=$?'],
                    cols=100, rows=30)
    for prompt, line in [("Name on the booking*: ", "Ann"), ("Check-in* (yyyy-MM-dd): ", "2099-01-01"),
                         ("Nights (1–14 by 1) [2]: ", "4"), ("Guests (1–8 by 1) [2]: ", "3"),
                         ("Extra bed (y/n) [n]: ", "y"), ("Budget per night (50–500 by 10) [150]: ", ""),
                         ("Tip for the staff (0–0.3 by 0.05) [0.1]: ", "0.3"), ("Special requests: ", ""),
                         ("Extras (numbers or names, separated by commas; - for none) [none]: ", "")]:
        term.wait_for(prompt)
        term.send(line + "\r")
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text(encoding="utf-8")) == {
        "name": "Ann", "checkIn": "2099-01-01", "nights": 4, "guests": 3, "extraBed": True, "budget": 150,
        "tip": 0.3, "requests": "", "extras": []}


def test_check_answers_refuses_a_value_the_control_never_stops_at():
    good = {"name": "Ann", "checkIn": "2099-01-01", "nights": 3, "guests": 3, "extraBed": True,
            "budget": 480, "tip": 0.15, "requests": "", "extras": ["spa"]}
    assert check_answers(good) == (0, {"errors": [], "valid": True})
    status, verdict = check_answers(dict(good, guests=9, budget=155, tip=0.12, nights=2.5))
    assert status == 1
    assert verdict == {"valid": False, "errors": [
        {"field": "nights", "message": "expects a number from 1 to 14 in steps of 1"},
        {"field": "guests", "message": "expects a number from 1 to 8 in steps of 1"},
        {"field": "budget", "message": "expects a number from 50 to 500 in steps of 10"},
        {"field": "tip", "message": "expects a number from 0 to 0.3 in steps of 0.05"},
    ]}
    status, verdict = check_answers(dict(good, guests="3"))
    assert (status, verdict["errors"]) == (1, [{"field": "guests", "message": "expects a number"}])
    # A slider always holds a number: null is none it could answer (the app's decoding refuses it).
    status, verdict = check_answers(dict(good, budget=None))
    assert (status, verdict["errors"]) == (1, [{"field": "budget", "message": "expects a number"}])
