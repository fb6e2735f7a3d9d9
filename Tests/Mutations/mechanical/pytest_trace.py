"""A pytest plugin for the mechanical mutation run (loaded with `-p pytest_trace`).

Tracing (FORMC_MUTANT_TRACES set): before each test it points the schemata's control file at
a trace folder of that test's own, so every formc the test starts records the sites it
reaches there; after each test it records the outcome and duration.
Mutant runs (FORMC_MUTANT_LIMITS set): each test fails when it runs past its limit (a few
times its unmutated time), so a mutant that makes formc wait forever is killed in seconds.
Only the runner loads it, in the scratch copy."""
import hashlib
import json
import os
import signal

CONTROL = os.environ.get("FORMC_MUTANT_CONTROL", "")
TRACES = os.environ.get("FORMC_MUTANT_TRACES", "")
REPORT = os.environ.get("FORMC_MUTANT_REPORT", "")


def folder_for(nodeid):
    return os.path.join(TRACES, "py-" + hashlib.sha1(nodeid.encode()).hexdigest()[:16])


def pytest_runtest_setup(item):
    if not TRACES:
        return
    folder = folder_for(item.nodeid)
    os.makedirs(folder, exist_ok=True)
    with open(CONTROL, "w", encoding="utf-8") as handle:
        handle.write(f"mutant=-1\ntrace={folder}\n")


def pytest_runtest_logreport(report):
    if not REPORT:
        return
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        with open(REPORT, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"nodeid": report.nodeid, "outcome": report.outcome,
                                     "seconds": report.duration, "folder": folder_for(report.nodeid)}) + "\n")


class TestTooSlow(Exception):
    """A test ran far longer than it did unmutated: the mutant made it hang."""


def pytest_runtest_call(item):
    limits = os.environ.get("FORMC_MUTANT_LIMITS")
    if not limits:
        return
    seconds = json.load(open(limits, encoding="utf-8")).get(item.nodeid, 30)

    def expire(signum, frame):
        raise TestTooSlow(f"over {seconds:.0f} s (a hang)")

    signal.signal(signal.SIGALRM, expire)
    signal.alarm(max(1, int(seconds)))


def pytest_runtest_teardown(item):
    if os.environ.get("FORMC_MUTANT_LIMITS"):
        signal.alarm(0)
