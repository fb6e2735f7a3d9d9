"""Issue 49: ratings and yes/no questions in `formc run` (Examples/Stay.form.yaml). A rating of
stars from 1 is drawn `★★★☆☆  3 of 5`, a scale from 0 as its numbers with the chosen one in
reverse video; Right chooses the lowest first, then one more, Left one less, a digit that
star, Home and End the ends, Backspace or Delete no star. A yes/no question is ` Yes │ No `
with the answer in reverse video: Left or `y` yes, Right or `n` no, Backspace none. Both
answer `null` until someone chooses, so a required one refuses to be left; an answer of no
is not empty in a condition. The line mode asks `(1–5) [none]` and `(y/n) [none]`, `-` takes
the answer back. Expected values are written by hand."""
import json
import subprocess

from conftest import EXAMPLES, FORMC

STAY = str(EXAMPLES / "Stay.form.yaml")
TAB, CTRL_D = "\t", "\x04"
UP, DOWN, RIGHT, LEFT, HOME, END = "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1b[H", "\x1b[F"
BACKSPACE, DELETE = "\x7f", "\x1b[3~"
STARS, RECOMMEND, AGAIN = "How was your stay?", "How likely are you to recommend", "Would you stay with us again?"
WRONG = "What should we do better?"


def start(terminal, tmp_path, spec=STAY):
    # 120 columns: the longest label (36 cells) fits in a third, so values stand beside labels.
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'],
                    cols=120, rows=30)
    term.wait_for("Tab next")
    return term, out


def reversed_text(term, row_text):
    """The reverse-video characters of the screen line holding `row_text`, joined."""
    line = term.line_with(row_text)
    assert line is not None, term.text()
    row = term.screen.buffer[term.screen.display.index(line)]
    return "".join(row[x].data for x in range(term.screen.columns) if row[x].reverse).strip()


def stars(term):
    """What the stars' line shows after the label: `★★☆☆☆  2 of 5` or `☆☆☆☆☆  (none)`."""
    line = term.line_with(STARS)
    assert line is not None, term.text()
    return line.split("*", 1)[1].split("   ←→")[0].strip()


def submit(term, out):
    term.send(CTRL_D)
    term.wait_raw(rb"EXIT=0")
    text = out.read_text(encoding="utf-8")
    return json.loads(text), text


def run_piped(spec, answers):
    return subprocess.run([FORMC, "run", spec], input=answers.encode(), capture_output=True, timeout=10)


def test_stars_move_by_arrows_digits_and_ends_and_three_or_fewer_ask_what_went_wrong(terminal, tmp_path):
    term, _ = start(terminal, tmp_path)
    assert term.line_with(f"› {STARS}") is not None, term.text()
    assert stars(term) == "☆☆☆☆☆  (none)"
    assert WRONG not in term.text()          # null is not <= 3
    steps = [(LEFT, "☆☆☆☆☆  (none)", False),  # Left has no star to take away
             (RIGHT, "★☆☆☆☆  1 of 5", True),   # the first Right chooses the lowest star
             (RIGHT, "★★☆☆☆  2 of 5", True),
             (RIGHT, "★★★☆☆  3 of 5", True),
             (RIGHT, "★★★★☆  4 of 5", False),
             (LEFT, "★★★☆☆  3 of 5", True),
             ("5", "★★★★★  5 of 5", False),
             (RIGHT, "★★★★★  5 of 5", False),  # held at max
             ("0", "★★★★★  5 of 5", False),    # no star 0 on a scale from 1
             ("7", "★★★★★  5 of 5", False),
             (HOME, "★☆☆☆☆  1 of 5", True),
             (END, "★★★★★  5 of 5", False),
             (BACKSPACE, "☆☆☆☆☆  (none)", False),
             ("2", "★★☆☆☆  2 of 5", True),
             (DELETE, "☆☆☆☆☆  (none)", False),
             ("3", "★★★☆☆  3 of 5", True)]
    for key, shown, asks in steps:
        term.send(key)
        assert stars(term) == shown, (repr(key), term.text())
        assert (WRONG in term.text()) == asks, (repr(key), term.text())
        assert term.line_with(f"› {STARS}") is not None, term.text()
    # Up and Down leave it as they leave a toggle: the condition's field follows it.
    term.send(DOWN)
    assert term.line_with(f"› {RECOMMEND}") is not None, term.text()
    term.send(UP)
    assert term.line_with(f"› {STARS}") is not None, term.text()


def test_a_scale_from_zero_and_a_yes_no_question_answer_in_reverse_video(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    term.send("4")                           # no question about what went wrong
    term.send(DOWN)
    # Eleven numbers, none chosen; the first Right chooses 0 (the lowest), not 1.
    assert "0   1   2   3   4   5   6   7   8   9   10" in term.line_with(RECOMMEND)
    assert reversed_text(term, RECOMMEND) == ""
    for key, chosen in [(RIGHT, "0"), (RIGHT, "1"), (END, "10"), (LEFT, "9"), ("7", "7"), (HOME, "0"),
                        (DELETE, ""), ("0", "0"), (END, "10"), (BACKSPACE, ""), ("8", "8")]:
        term.send(key)
        assert reversed_text(term, RECOMMEND) == chosen, (repr(key), term.text())
    term.send(DOWN)
    assert term.line_with(f"› {AGAIN}") is not None, term.text()
    assert " Yes  │  No " in term.line_with(AGAIN)   # two segments, a space either side of each word
    assert reversed_text(term, AGAIN) == ""
    for key, answer in [(LEFT, "Yes"), (RIGHT, "No"), (BACKSPACE, ""), ("y", "Yes"), ("n", "No"), (DELETE, ""),
                        ("Y", "Yes"), ("N", "No")]:
        term.send(key)
        assert reversed_text(term, AGAIN) == answer, (repr(key), term.text())
    term.send(DOWN)
    assert term.line_with("› Email, if we may answer") is not None, term.text()
    term.send("ann@example.com")
    answers, text = submit(term, out)
    # 4 stars: `whatWentWrong` is hidden, so it has no key.
    assert answers == {"stars": 4, "recommend": 8, "again": False, "email": "ann@example.com"}
    assert '"again": false' in text and '"recommend": 8,' in text and '"stars": 4\n' in text, text


def test_an_unrated_required_rating_refuses_tab_and_submit_and_the_rest_answer_null(terminal, tmp_path):
    term, out = start(terminal, tmp_path)
    term.send(TAB)
    assert term.line_with(f"› {STARS}") is not None, term.text()
    assert term.line_with("⚠ required") is not None, term.text()
    for key in [DOWN, "\r"]:                 # Down and Enter are the same Next: refused too
        term.send(key)
        assert term.line_with(f"› {STARS}") is not None, (repr(key), term.text())
    term.send(CTRL_D)
    assert term.line_with("⚠ not submitted: How was your stay?: required") is not None, term.text()
    assert term.line_with(f"› {STARS}") is not None, term.text()
    term.send(LEFT)                          # no star to take away: still unrated, still refused
    term.send(TAB)
    assert term.line_with("⚠ required") is not None, term.text()
    term.send(RIGHT)                         # 1 star: the error goes, the question appears
    assert term.line_with("⚠ required") is None, term.text()
    for key in [TAB, TAB, TAB]:
        term.send(key)
    assert term.line_with(f"› {WRONG}") is not None, term.text()
    term.send("Noisy")
    answers, text = submit(term, out)
    assert answers == {"stars": 1, "recommend": None, "again": None, "whatWentWrong": "Noisy", "email": ""}
    assert '"again": null' in text and '"recommend": null' in text, text


def test_a_required_yes_no_refuses_to_be_left_and_no_is_not_empty_in_a_condition(terminal, tmp_path):
    spec = tmp_path / "smoke.form.yaml"
    spec.write_text("""form: Smoke
fields:
  - id: smoker
    kind: yesNo
    label: Do you smoke?
    required: true
  - id: perDay
    kind: number
    label: Cigarettes a day
    visibleWhen: smoker
  - id: note
    label: Anything to add?
    visibleWhen: not (smoker isEmpty)
  - id: mood
    kind: rating
    label: Mood
""", encoding="utf-8")
    term, out = start(terminal, tmp_path, str(spec))
    assert "Cigarettes a day" not in term.text() and "Anything to add?" not in term.text()
    term.send(TAB)
    assert term.line_with("› Do you smoke?") is not None, term.text()
    assert term.line_with("⚠ required") is not None, term.text()
    term.send(CTRL_D)
    assert term.line_with("⚠ not submitted: Do you smoke?: required") is not None, term.text()
    term.send("y")
    assert "Cigarettes a day" in term.text() and "Anything to add?" in term.text()
    assert term.line_with("⚠ required") is None, term.text()
    term.send("n")                           # no: not `smoker`, but not empty either
    assert "Cigarettes a day" not in term.text()
    assert "Anything to add?" in term.text()
    term.send(BACKSPACE)                     # no answer: empty again
    assert "Anything to add?" not in term.text()
    term.send(RIGHT)
    assert reversed_text(term, "Do you smoke?") == "No"
    term.send(TAB)
    assert term.line_with("› Anything to add?") is not None, term.text()
    term.send(TAB)
    assert term.line_with("› Mood") is not None, term.text()
    assert "☆☆☆☆☆  (none)" in term.line_with("Mood")
    answers, text = submit(term, out)
    assert answers == {"smoker": False, "note": "", "mood": None}
    assert '"mood": null' in text and '"smoker": false' in text, text


def test_line_mode_asks_stars_and_yes_no_refuses_what_they_cannot_hold(tmp_path):
    # Stars: empty (required) and 6 (out of range) refused, then 2: what went wrong is asked.
    # Recommend: 11 refused, 7. Again: maybe refused, y. What went wrong: a line. Email: empty.
    result = run_piped(STAY, "\n6\n2\n11\n7\nmaybe\ny\nBreakfast was cold\n\n")
    prompts = result.stderr.decode()
    assert result.returncode == 0, prompts
    assert prompts.count("How was your stay?* (1–5) [none]: ") == 3
    assert "  ⚠ required\n" in prompts
    assert "  ⚠ expects a number from 1 to 5 in steps of 1\n" in prompts
    assert prompts.count("How likely are you to recommend us? (0–10) [none]: ") == 2
    assert "  ⚠ expects a number from 0 to 10 in steps of 1\n" in prompts
    assert prompts.count("Would you stay with us again? (y/n) [none]: ") == 2
    assert "  ⚠ answer y or n\n" in prompts
    assert "What should we do better?: " in prompts
    assert json.loads(result.stdout) == {"stars": 2, "recommend": 7, "again": True,
                                         "whatWentWrong": "Breakfast was cold", "email": ""}
    # Four stars: the question about what went wrong is never asked, and has no key.
    result = run_piped(STAY, "4\n\nn\n\n")
    assert result.returncode == 0, result.stderr.decode()
    assert "What should we do better?" not in result.stderr.decode()
    assert json.loads(result.stdout) == {"stars": 4, "recommend": None, "again": False, "email": ""}


def test_line_mode_keeps_a_default_on_an_empty_line_and_a_dash_takes_it_back(tmp_path):
    spec = tmp_path / "defaults.form.yaml"
    spec.write_text("form: Defaults\nfields:\n  - {id: mood, kind: rating, label: Mood, default: 3}\n"
                    "  - {id: back, kind: yesNo, label: Coming back?, default: true}\n  - {id: note, label: Note}\n",
                    encoding="utf-8")
    kept = run_piped(str(spec), "\n\n\n")
    assert kept.returncode == 0, kept.stderr.decode()
    assert "Mood (1–5) [3]: " in kept.stderr.decode() and "Coming back? (y/n) [y]: " in kept.stderr.decode()
    assert json.loads(kept.stdout) == {"mood": 3, "back": True, "note": ""}
    cleared = run_piped(str(spec), "-\n-\n\n")
    assert cleared.returncode == 0, cleared.stderr.decode()
    assert json.loads(cleared.stdout) == {"mood": None, "back": None, "note": ""}
    assert b'"back": null' in cleared.stdout and b'"mood": null' in cleared.stdout


def test_a_scale_wider_than_a_narrow_screen_keeps_the_chosen_number_in_view(terminal, tmp_path):
    # 40 columns: labels stand above their values, and eleven numbers (44 cells) do not fit in
    # the 36 after the indent. The row was cut after 8, so End chose a 10 nobody saw.
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {STAY} > /dev/null; echo EXIT=$?'],
                    cols=40, rows=14)
    term.wait_for("Tab next")
    term.send("3")
    term.send(DOWN)
    assert term.line_with(f"› {RECOMMEND}") is not None, term.text()
    row = term.screen.display.index(term.line_with(f"› {RECOMMEND}")) + 1
    assert term.screen.display[row].startswith("     0   1   2"), term.text()
    term.send(END)
    assert reversed_text(term, "  9   10") == "10"
    assert term.screen.display[row].startswith("    … "), term.text()   # the first numbers give way
    term.send(LEFT)
    assert reversed_text(term, "  8   9") == "9"
    term.send(HOME)
    assert reversed_text(term, "     0   1") == "0"


def test_check_answers_takes_a_rating_written_as_a_float_and_refuses_one_off_its_scale():
    # Python's json writes 4.0 for a float: a whole number of stars all the same, as the
    # generated code decodes it (Int(exactly:)); 4.5 and 6 are no star the rating shows.
    def verdict(answers):
        result = subprocess.run([FORMC, "check-answers", STAY, "-"], input=json.dumps(answers).encode(),
                                capture_output=True, timeout=10)
        return result.returncode, json.loads(result.stdout)
    base = {"stars": 4.0, "recommend": None, "again": False, "email": ""}
    assert verdict(base) == (0, {"errors": [], "valid": True})
    status, answer = verdict(dict(base, stars=4.5))
    assert (status, answer["errors"]) == (1, [{"field": "stars", "message": "expects a number from 1 to 5 in steps of 1"}])
    status, answer = verdict(dict(base, stars=6))
    assert (status, answer["errors"]) == (1, [{"field": "stars", "message": "expects a number from 1 to 5 in steps of 1"}])
