"""`formc run` on a terminal it cannot take: started in a background process group that no
shell controls (an orphaned group, as `formc run spec &` is once the script that started it
has ended), the terminal refuses the raw mode, and formc says so and exits instead of drawing
a form it cannot read keys for."""
import sys

from conftest import EXAMPLES, FORMC

PROFILE = str(EXAMPLES / "Profile.form.yaml")

# The pty's session leader: starts formc in a process group of its own whose only other
# member's parent has gone (so the group is orphaned), waits for formc to end and prints what
# it said and its status on the terminal.
ORPHAN = r'''
import os, subprocess, sys, time
formc, spec, err, status = sys.argv[1:5]
middle = os.fork()
if middle == 0:
    os.setpgid(0, 0)
    if os.fork() == 0:
        while os.getppid() == middle:
            time.sleep(0.01)
        with open(err, "wb") as stderr:
            code = subprocess.call([formc, "run", spec], stderr=stderr)
        with open(status, "w") as out:
            out.write(str(code))
        os._exit(0)
    os._exit(0)
os.waitpid(middle, 0)
end = time.time() + 15
while not os.path.exists(status) and time.time() < end:
    time.sleep(0.05)
time.sleep(0.1)
message = open(err).read().strip() if os.path.exists(err) else ""
code = open(status).read() if os.path.exists(status) else "none"
print("MESSAGE=" + message)
print("EXIT=" + code)
sys.stdout.flush()
time.sleep(0.5)
'''


def test_a_form_started_where_the_terminal_refuses_raw_mode_says_so_and_exits_2(terminal, tmp_path):
    err, status = tmp_path / "err.txt", tmp_path / "status.txt"
    term = terminal([sys.executable, "-c", ORPHAN, FORMC, PROFILE, str(err), str(status)])
    term.wait_raw(rb"EXIT=\S+", timeout=20)
    term.pump(0.3)
    assert b"EXIT=2\r\n" in term.raw, term.raw[-2000:]
    assert "cannot switch the terminal to raw mode" in err.read_text()
    assert b"Tab next" not in term.raw, "no form was drawn"

