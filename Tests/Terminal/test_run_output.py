"""Where the answers go: a standard output that cannot take them is found before the form
starts when it is closed, and a failed write is reported (exit 2), never a trap or silence;
answers that are not UTF-8 are refused, not repaired."""
import json
import signal
import subprocess

from conftest import EXAMPLES, FORMC, shell_session

PROFILE = str(EXAMPLES / "Profile.form.yaml")
ANSWERS = b"Ada\nada@example.com\n\n\n\n"
EXPECTED = {"birthday": None, "city": None, "email": "ada@example.com", "name": "Ada", "phone": ""}


def run_in_shell(redirections, answers=ANSWERS):
    return subprocess.run(["/bin/bash", "-c", f'exec "$FORMC" run {PROFILE} {redirections}'], input=answers,
                          capture_output=True, timeout=10, env={"FORMC": FORMC, "PATH": "/usr/bin:/bin"})


def test_a_closed_standard_output_is_refused_before_any_question():
    result = run_in_shell(">&-")
    assert result.returncode == 2
    assert result.stderr == (b"formc: error: standard output is closed, so the answers could not be printed; "
                             b"use --output FILE\n")


def test_a_standard_output_open_for_reading_is_refused_before_any_question(tmp_path):
    readable = tmp_path / "readable"
    readable.write_bytes(b"")
    result = run_in_shell(f"1<{readable}")
    assert result.returncode == 2
    assert result.stderr == (b"formc: error: standard output is open for reading only, so the answers could not "
                             b"be printed; use --output FILE\n")


def test_a_full_standard_output_is_reported_with_exit_2():
    with open("/dev/full", "wb") as full:  # writes fail with ENOSPC; the device is only written to
        result = subprocess.run([FORMC, "run", PROFILE], input=ANSWERS, stdout=full, stderr=subprocess.PIPE,
                                timeout=10)
    assert result.returncode == 2
    assert result.stderr.endswith(b"formc: error: cannot write the answers to standard output (No space left on "
                                  b"device); they were not saved: run again with --output FILE\n")


def test_a_closed_pipe_on_standard_output_is_reported_with_exit_2_when_sigpipe_is_ignored():
    process = subprocess.Popen([FORMC, "run", PROFILE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, preexec_fn=lambda: signal.signal(signal.SIGPIPE, signal.SIG_IGN))
    process.stdout.close()  # nobody reads the answers
    _, errors = process.communicate(ANSWERS, timeout=10)
    assert process.returncode == 2
    assert errors.endswith(b"formc: error: cannot write the answers to standard output (Broken pipe); "
                           b"they were not saved: run again with --output FILE\n")


def test_a_failed_write_after_the_full_screen_form_is_said_on_the_terminal(terminal, tmp_path):
    errors = tmp_path / "errors.log"
    term = terminal(shell_session(PROFILE, "/dev/full", f"2>{errors}"))
    term.wait_for("Tab next")
    term.send("Ada\tada@example.com\x04")
    term.wait_raw(rb"EXIT=2")
    assert b"cannot write the answers to standard output (No space left on device)" in term.raw
    assert errors.read_bytes() == b""


def test_line_mode_refuses_an_answer_that_is_not_utf8_and_asks_again():
    result = subprocess.run([FORMC, "run", PROFILE], input=b"\xffAda\n" + ANSWERS, capture_output=True, timeout=10)
    assert result.returncode == 0, result.stderr.decode(errors="replace")
    assert json.loads(result.stdout) == EXPECTED
    assert result.stderr.count("⚠ the answer is not valid UTF-8 text".encode()) == 1
