"""The runner's own machinery, on small cases: a test's child that outlives its test (a
mutant's formc looping after the test that ran it timed out) is ended before the next mutant,
not left to take the cores from every later one (Linux: prctl, /proc, as the runner is); and
FormcKit's generated copy is written again with its schemata, so tests that compile that copy
reach FormcKit's UIKit parts. A second or so:

    python3 -m pytest -q Tests/Mutations/mechanical/test_runner.py
"""
import os
import subprocess
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))


def alive(pid):
    """Whether `pid` runs (a zombie, dead but not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_a_stray_in_a_session_of_its_own_is_ended_after_its_parent_is_gone():
    # The runner's own process: it adopts strays, starts a shell that leaves a `sleep` in a new
    # session (out of reach of the shell's process group, as Foundation's Process leaves a
    # test's child) and exits, then reaps. It prints the sleep's pid, and whether it still ran
    # before the reaping and after.
    script = textwrap.dedent(f"""
        import os, subprocess, sys, time
        sys.path.insert(0, {HERE!r})
        import runpy
        runner = runpy.run_path(os.path.join({HERE!r}, "run.py"), run_name="runner")
        runner["adopt_strays"]()
        pid = int(subprocess.run(["sh", "-c", "setsid sleep 300 >/dev/null 2>&1 & echo $!"],
                                 capture_output=True, text=True).stdout)
        time.sleep(0.2)
        def alive(pid):
            try:
                with open(f"/proc/{{pid}}/stat") as handle:
                    return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
            except FileNotFoundError:
                return False
        before = alive(pid)
        runner["reap_strays"]()
        print(pid, before, alive(pid))
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    pid, before, after = done.stdout.split()
    assert (before, after) == ("True", "False")
    assert not alive(int(pid))


def test_formckits_generated_copy_carries_its_schemata(tmp_path):
    # A scratch copy in miniature: FormcKit with one file holding a site, the embed script, and
    # the templates' copy the schemata hook into. After `write`, the FormcKit.swift formc
    # writes (BundledRuntime) holds the site's schema and the switch, so the UIKit double's
    # scenarios, which compile that copy, reach FormcKit's UIKit parts.
    sys.path.insert(0, HERE)
    import schemata
    from sites import Site
    root = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
    (tmp_path / ".ci").mkdir()
    (tmp_path / ".ci" / "embed_templates.py").write_text(
        open(os.path.join(root, ".ci", "embed_templates.py"), encoding="utf-8").read(), encoding="utf-8")
    (tmp_path / "Templates").mkdir()
    kit = tmp_path / "Sources" / "FormcKit"
    kit.mkdir(parents=True)
    swift = tmp_path / "Sources" / "FormcEmit" / "Swift"
    swift.mkdir(parents=True)
    (swift / "BundledTemplates.swift").write_text(schemata.BUNDLED_LINE + "\n", encoding="utf-8")
    original = "let shown = a && b\n"
    site = Site(file="Sources/FormcKit/Parts.swift", line=1, operator="logical", start=12, end=18,
                original="a && b", schema="(__mut({ID}) ? (a || b) : (a && b))", mutated="a || b", id=7)
    schemata.write(str(tmp_path), {"Sources/FormcKit/Parts.swift": original}, [site], "/nowhere/control", 8)
    runtime = (swift / "BundledRuntime.swift").read_text(encoding="utf-8")
    assert '("Parts.swift", ####"""\nlet shown = (__mut(7) ? (a || b) : (a && b))\n' in runtime
    assert '("__Mutants.swift", ####"""' in runtime
    assert "nonisolated func __mut(_ id: Int) -> Bool {" in runtime
