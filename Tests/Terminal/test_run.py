"""`formc run` on a real pseudo-terminal: the cases that have broken well-known prompt libraries."""
import json
import os
import re
import signal
import subprocess
import time

from conftest import EXAMPLES, FORMC, ROOT, assert_terminal_sane, shell_session

PROFILE = str(EXAMPLES / "Profile.form.yaml")
PICKERS = str(EXAMPLES / "Pickers.form.yaml")
FIRST_FRAME = "Tab next"
SHIFT_TAB = "\x1b[Z"


def test_ctrl_c_cancels_with_130_prints_nothing_and_restores_the_terminal(terminal, tmp_path):
    out = tmp_path / "out.json"
    term = terminal(shell_session(PROFILE, out))
    term.wait_for(FIRST_FRAME)
    term.send("Ada")
    term.send("\x03")
    term.wait_raw(rb"EXIT=130")
    term.wait_raw(rb"speed.*", timeout=5)
    term.pump(0.5)
    assert out.read_bytes() == b""
    assert_terminal_sane(term.raw)


def test_sigterm_from_outside_exits_143_and_restores_the_terminal(terminal, tmp_path):
    out = tmp_path / "out.json"
    term = terminal(shell_session(PROFILE, out))
    term.wait_for(FIRST_FRAME)
    children = subprocess.run(["pgrep", "-P", str(term.child.pid)], capture_output=True, text=True).stdout.split()
    assert children, "formc is not running under the shell"
    for pid in children:
        os.kill(int(pid), signal.SIGTERM)
    term.wait_raw(rb"EXIT=143")
    term.wait_raw(rb"speed.*", timeout=5)
    term.pump(0.5)
    assert out.read_bytes() == b""
    assert_terminal_sane(term.raw)


def test_cjk_and_emoji_editing_moves_the_cursor_by_display_cells(terminal):
    term = terminal([FORMC, "run", PROFILE])
    term.wait_for(FIRST_FRAME)
    term.send("北京")
    term.send("\x7f")
    term.send("市")
    line = term.line_with("北市")
    assert line is not None, term.text()
    row = term.screen.display.index(line)
    # pyte gives a wide character two cells: the second is an empty placeholder.
    start = line.index("北")
    assert term.screen.cursor.y == row
    assert term.screen.cursor.x == start + 4, (term.screen.cursor.x, start)
    term.send("\x15")  # Ctrl-U
    term.send("a👍🏽b")
    assert term.screen.cursor.x == start + 4, "a (1) + thumbs up with skin tone (2) + b (1)"
    term.send("\x1b[D\x7f")  # Left, Backspace: removes the whole emoji, modifier included
    line = term.screen.display[row]
    assert line[start:start + 2] == "ab", term.text()
    assert term.screen.cursor.x == start + 1


def test_resizing_relayouts_with_each_label_once_and_values_kept(terminal):
    term = terminal([FORMC, "run", PROFILE])
    term.wait_for(FIRST_FRAME)
    term.send("Ada Lovelace")
    for cols in (40, 100, 80):
        term.resize(cols, 24)
        text = term.text()
        for label in ("Name*", "Email*", "Phone", "Birthday", "City"):
            assert len(re.findall(re.escape(label) + r"(?!\w)", text)) == 1, f"{label} at {cols} columns:\n{text}"
        assert "Ada Lovelace" in text, text


def test_escape_sequences_in_labels_are_drawn_inert(terminal, tmp_path):
    spec = tmp_path / "hostile.form.yaml"
    spec.write_text('form: Hostile\nfields:\n  - {id: a, label: "\\e[31mRed\\e]0;pwned\\a", placeholder: "\\e[2Jgone"}\n',
                    encoding="utf-8")
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {tmp_path}/out.json; echo EXIT=$?'])
    term.wait_for(FIRST_FRAME)
    assert "?[31mRed?]0;pwned?" in term.text(), term.text()
    assert term.screen.title == "", f"the window title changed to {term.screen.title!r}"
    term.send("x\r")
    term.wait_raw(rb"EXIT=0")
    answers = (tmp_path / "out.json").read_bytes()
    assert b"\x1b" not in answers
    assert json.loads(answers) == {"a": "x"}


def test_back_is_always_allowed_next_and_done_are_not(terminal):
    term = terminal([FORMC, "run", PROFILE])
    term.wait_for(FIRST_FRAME)
    term.send("Ada\t")
    assert term.wait_line("› Email") is not None, term.text()
    term.send("\t")
    assert term.wait_line("› Email") is not None, "Next left an invalid field"
    assert "⚠ required" in term.text()
    term.send("\x04")  # Ctrl-D
    assert term.wait_line("› Email") is not None, "Done submitted an invalid form"
    term.send(SHIFT_TAB)
    assert term.wait_line("› Name") is not None, "Shift-Tab must leave an invalid field"


def test_a_filter_without_matches_selects_nothing_and_keeps_focus(terminal):
    term = terminal([FORMC, "run", PICKERS])
    term.wait_for(FIRST_FRAME)
    term.send("zzzz")
    assert "(no match)" in term.text(), term.text()
    term.send("\r")
    assert term.child.isalive()
    assert term.wait_line("› Country") is not None, term.text()
    assert 'no option matches "zzzz"' in term.text()


def test_pick_a_country_a_date_a_province_and_a_city_as_a_person_would(terminal, tmp_path):
    out = tmp_path / "answers.json"
    term = terminal(shell_session(PICKERS, out))
    term.wait_for(FIRST_FRAME)
    term.send("jap")
    assert term.wait_line("› Japan") is not None, term.text()
    term.send("\r")                       # Japan; on to the date, which shows today
    assert term.wait_line("› Date of birth") is not None, term.text()
    term.send("\x15" + "2000-02-29\r")    # Ctrl-U, type the date, Enter
    assert term.wait_line("› Province and city") is not None, term.text()
    term.send("河北")                      # filter the provinces
    term.send("\r")                       # 河北省; on to the city column
    term.send("\x1b[B")                   # Down: 唐山市
    assert "河北省-唐山市" in term.text(), term.text()
    term.send("\r")                       # the last field's return action: done
    term.wait_raw(rb"EXIT=0")
    term.wait_raw(rb"speed.*", timeout=5)
    term.pump(0.5)
    assert json.loads(out.read_text(encoding="utf-8")) == {
        "birthday": "2000-02-29", "country": "jp", "region": {"city": "唐山市", "province": "河北省"}}
    assert_terminal_sane(term.raw)


def run_piped(spec, answers, timeout=10):
    started = time.time()
    result = subprocess.run([FORMC, "run", str(spec)], input=answers.encode(), capture_output=True, timeout=timeout)
    return result, time.time() - started


def test_line_mode_reads_piped_answers():
    result, _ = run_piped(PROFILE, "Ada\nada@example.com\n13800138000\n1990-05-01\n3\n2\n")
    assert result.returncode == 0, result.stderr.decode()
    assert b"\x1b" not in result.stdout
    assert json.loads(result.stdout) == {"birthday": "1990-05-01", "city": {"city": "唐山市", "province": "河北省"},
                                         "email": "ada@example.com", "name": "Ada", "phone": "13800138000"}


def test_line_mode_at_end_of_input_fails_fast_naming_the_field():
    result = subprocess.run([FORMC, "run", PROFILE], stdin=subprocess.DEVNULL, capture_output=True, timeout=10)
    assert result.returncode == 1
    assert result.stdout == b""
    assert b"input ended before 'name' was answered" in result.stderr
    started = time.time()
    subprocess.run([FORMC, "run", PROFILE], stdin=subprocess.DEVNULL, capture_output=True, timeout=10)
    assert time.time() - started < 1.0


def test_line_mode_reprompts_once_per_bad_number():
    result, _ = run_piped(EXAMPLES / "NumberPad.form.yaml", "12a\n1.5\n500\n012345\n")
    assert result.returncode == 0, result.stderr.decode()
    assert result.stderr.decode().count("⚠") == 2
    assert json.loads(result.stdout) == {"amount": "500", "pin": "012345"}


def test_colour_only_without_no_color(terminal):
    coloured = terminal([FORMC, "run", PROFILE])
    coloured.wait_for(FIRST_FRAME)
    assert b"\x1b[1m" in coloured.raw or b"\x1b[1;36m" in coloured.raw, "no SGR on a colour terminal"
    plain = terminal([FORMC, "run", PROFILE], env={"NO_COLOR": "1"})
    plain.wait_for(FIRST_FRAME)
    assert re.search(rb"\x1b\[[0-9;]*m", plain.raw) is None, "SGR sent despite NO_COLOR"


def test_a_tall_form_scrolls_to_the_focused_field_and_secure_text_shows_bullets(terminal, tmp_path):
    spec = tmp_path / "tall.form.yaml"
    fields = "".join(f"  - {{id: f{i}, label: 'Field {i}'}}\n" for i in range(60))
    spec.write_text("form: Tall\nfields:\n  - {id: pin, kind: secure, label: PIN}\n" + fields, encoding="utf-8")
    term = terminal([FORMC, "run", str(spec)])
    term.wait_for(FIRST_FRAME)
    term.send("s3cret")
    assert term.wait_line("••••••") is not None and "s3cret" not in term.text(), term.text()
    term.send("\t" * 45, settle=1.0)
    assert term.wait_line("› Field 44") is not None, term.text()
    assert term.line_with("PIN") is None, "the form did not scroll"


def test_term_dumb_selects_the_line_mode(terminal, tmp_path):
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {EXAMPLES / "NumberPad.form.yaml"} > {out}; echo EXIT=$?'],
                    env={"TERM": "dumb"})
    term.wait_raw(rb"Amount\*")
    assert b"\x1b[?1049h" not in term.raw, "TERM=dumb must not switch to the alternate screen"
    term.send("42\r")
    term.wait_raw(rb"PIN\*")
    term.send("123456\r")
    term.wait_raw(rb"EXIT=0")
    assert json.loads(out.read_text()) == {"amount": "42", "pin": "123456"}


def test_the_bottom_bar_disables_previous_on_the_first_field_and_next_on_the_last(terminal):
    term = terminal([FORMC, "run", PROFILE], env={"NO_COLOR": "1"})
    term.wait_for(FIRST_FRAME)
    bar = term.screen.display[-1]
    # An enabled button is in brackets, a disabled one is not (no colour needed to tell).
    assert bar.startswith(" ◀ Previous  [Next ▶] "), bar
    assert bar.rstrip().endswith("[Done]"), bar
    term.send("Ada\tada@example.com\t\t\t")  # name, email, phone, birthday: on to City, the last
    assert term.wait_line("› City") is not None, term.text()
    bar = term.screen.display[-1]
    assert bar.startswith("[◀ Previous]  Next ▶  "), bar
    assert bar.rstrip().endswith("[Done]"), bar


def test_a_submit_a_later_toggle_blocks_says_why_in_the_bottom_bar(terminal, tmp_path):
    """Issue 47, item 12: Enter on the last text field submits; a required toggle after it
    stops the submit, and the bottom bar says so (the message under the toggle alone went
    unnoticed), until the next key."""
    spec = tmp_path / "terms.form.yaml"
    spec.write_text(
        "form: Terms\nfields:\n  - {id: name, label: Name}\n"
        "  - {id: agree, kind: toggle, label: I agree, required: true}\n", encoding="utf-8")
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {spec} > {out}; echo EXIT=$?'])
    term.wait_for("Tab next")
    term.send("Ada\x04")
    term.wait_for("⚠ not submitted: I agree: must be switched on")
    term.send(" ")
    term.pump(0.3)
    assert "not submitted" not in term.text(), term.text()
    term.send("\x04")
    term.wait_raw(rb"EXIT=0")
