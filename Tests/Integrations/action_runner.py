"""Runs action.yml's composite steps the way the GitHub Actions runner does, enough to test
formc's Action without a runner (none is available to CI here).

What it does, after GitHub's docs ("Metadata syntax for GitHub Actions", "Workflow commands",
"Contexts"): the inputs are the given values over the defaults in action.yml (an unknown
input is an error, as a typo in a workflow is a warning there); each `run:` step runs with
`bash --noprofile --norc -eo pipefail FILE` (the `shell: bash` template) in the workspace,
its `env:` evaluated, GITHUB_OUTPUT a fresh file per step whose `name=value` lines become
`steps.ID.outputs.name`, and GITHUB_PATH a file whose lines are put before PATH for the
steps after it. The first step that fails ends the action with its status. `uses:` steps
are not run (actions/cache is the only one; a cache hit is what a test makes by installing
first), but their `with:` values are evaluated so that a wrong expression there fails too.

Expressions: only `${{ inputs.X }}`, `${{ steps.ID.outputs.X }}`, `${{ runner.os|arch|temp }}`
and `${{ github.action_path|workspace }}` are known; anything else raises, so action.yml
cannot use something this runner would get wrong unnoticed. A `run:` text may hold no
expression at all: the runner splices them into the script's text, where an input's value
would be shell code.
"""
import dataclasses
import os
import pathlib
import re
import subprocess

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


@dataclasses.dataclass
class ActionResult:
    """What one run of the action left: its status, the steps' output, the action's outputs,
    the folders it added to PATH and the ids of the steps that ran."""

    status: int
    stdout: str
    stderr: str
    outputs: dict
    github_path: list
    steps_run: list


def run_action(workspace, runner_temp, inputs=None, env=None):
    """Runs action.yml in `workspace` (the repository under test) with `runner_temp` as
    RUNNER_TEMP. `inputs` overrides action.yml's defaults; `env` adds to the environment."""
    action = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
    assert action["runs"]["using"] == "composite"
    declared = action.get("inputs", {})
    unknown = set(inputs or {}) - set(declared)
    assert not unknown, f"inputs action.yml does not declare: {sorted(unknown)}"
    values = {name: str(spec.get("default", "")) for name, spec in declared.items()}
    values.update({name: str(value) for name, value in (inputs or {}).items()})

    workspace = pathlib.Path(workspace)
    runner_temp = pathlib.Path(runner_temp)
    contexts = {
        "inputs": values,
        "steps": {},
        "runner": {"os": "Linux", "arch": "X64", "temp": str(runner_temp)},
        "github": {"action_path": str(ROOT), "workspace": str(workspace)},
    }
    path_file = runner_temp / "github_path"
    path_file.write_text("", encoding="utf-8")
    base_env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", str(runner_temp)),
        "LANG": "C.UTF-8",
        "GITHUB_ACTIONS": "true",
        "GITHUB_ACTION_PATH": str(ROOT),
        "GITHUB_WORKSPACE": str(workspace),
        "GITHUB_PATH": str(path_file),
        "RUNNER_TEMP": str(runner_temp),
        "RUNNER_OS": "Linux",
        "RUNNER_ARCH": "X64",
    }
    base_env.update(env or {})

    stdout, stderr, ran = [], [], []
    status = 0
    for index, step in enumerate(action["runs"]["steps"]):
        step_id = step.get("id", f"step{index}")
        if "uses" in step:
            for value in (step.get("with") or {}).values():
                evaluate(str(value), contexts)
            continue
        assert step.get("shell") == "bash", f"step {step_id}: only shell: bash is emulated"
        assert "if" not in step, f"step {step_id}: an if: on a run step is not emulated"
        assert not EXPRESSION.search(step["run"]), f"step {step_id}: an expression in run: becomes shell code"
        output_file = runner_temp / f"github_output_{step_id}"
        output_file.write_text("", encoding="utf-8")
        script = runner_temp / f"step_{step_id}.sh"
        script.write_text(step["run"], encoding="utf-8")
        step_env = dict(base_env)
        added = [line for line in path_file.read_text(encoding="utf-8").splitlines() if line]
        step_env["PATH"] = os.pathsep.join(list(reversed(added)) + [base_env["PATH"]])
        step_env["GITHUB_OUTPUT"] = str(output_file)
        for name, value in (step.get("env") or {}).items():
            step_env[name] = evaluate(str(value), contexts)
        process = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
            cwd=workspace, env=step_env, capture_output=True, text=True, timeout=300)
        ran.append(step_id)
        stdout.append(process.stdout)
        stderr.append(process.stderr)
        contexts["steps"][step_id] = {"outputs": read_outputs(output_file)}
        if process.returncode != 0:
            status = process.returncode
            break

    outputs = {name: evaluate(str(spec["value"]), contexts) for name, spec in action.get("outputs", {}).items()}
    github_path = [line for line in path_file.read_text(encoding="utf-8").splitlines() if line]
    return ActionResult(status, "".join(stdout), "".join(stderr), outputs, github_path, ran)


def evaluate(text, contexts):
    """`text` with each `${{ ... }}` replaced by its value; a step or output not set is ''."""

    def value(match):
        parts = match.group(1).split(".")
        if len(parts) == 2 and parts[0] in ("inputs", "runner", "github"):
            if parts[1] not in contexts[parts[0]]:
                raise AssertionError(f"unknown expression {match.group(0)}")
            return contexts[parts[0]][parts[1]]
        if len(parts) == 4 and parts[0] == "steps" and parts[2] == "outputs":
            return contexts["steps"].get(parts[1], {"outputs": {}})["outputs"].get(parts[3], "")
        raise AssertionError(f"expression this runner does not know: {match.group(0)}")

    return EXPRESSION.sub(value, text)


def read_outputs(path):
    """A GITHUB_OUTPUT file's values: `name=value` lines and `name<<DELIMITER` blocks."""
    outputs = {}
    lines = pathlib.Path(path).read_text(encoding="utf-8").splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            end = lines.index(delimiter, index + 1)
            outputs[name] = "\n".join(lines[index + 1:end])
            index = end + 1
            continue
        name, _, text = line.partition("=")
        outputs[name] = text
        index += 1
    return outputs
