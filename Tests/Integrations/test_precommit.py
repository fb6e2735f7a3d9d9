"""formc's pre-commit hooks (.pre-commit-hooks.yaml), run by the real pre-commit from PyPI on
scratch repositories: `pre-commit try-repo` with this repository (its working tree: try-repo
commits uncommitted changes to tracked files into a temporary clone), and a real `git commit`
through `pre-commit install`. The -system hooks run the release binary (FORMC) put on PATH;
the hooks that build formc themselves (language: swift) are the same hooks but for the
language, which a test checks, and their release build is not repeated here (docs/install.md
gives its measured time)."""
import os
import subprocess

import pytest
import yaml

from integrations_support import BROKEN, GOOD, ROOT, formc_binary, git, scratch_repo  # noqa: F401 (fixtures)

# Written by hand from the spec in integrations_support.py: 'emial' is at line 4, column 11.
BROKEN_LINE = (
    "Forms/broken.form.yaml:4:11: error: 'emial' is not a valid kind; expected one of text, multiline, secure, "
    "email, url, phone, number, decimal, date, time, dateTime, picker, toggle, segmented, stepper, slider, rating, yesNo, monthYear, multiSelect; did you mean 'email'? [FC013]")
CONFIG = """output: Generated
specs:
  - path: Forms/good.form.yaml
    emit: json
"""


@pytest.fixture
def hook_env(tmp_path, formc_binary):
    """The environment of a pre-commit run: formc (the release binary) first on PATH, a
    pre-commit cache of its own, git without the user's configuration. (A skip here, in a
    test's setup, is a failure under FORMC_REQUIRE_SHARED; one at import would not be.)"""
    pytest.importorskip("pre_commit", reason="pre-commit is not installed (.ci/setup-tests installs it)")
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    (bin_folder / "formc").symlink_to(formc_binary)
    return dict(os.environ, PATH=f"{bin_folder}{os.pathsep}{os.environ.get('PATH', '/usr/bin:/bin')}",
                PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"), PRE_COMMIT_COLOR="never",
                GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1",
                GIT_AUTHOR_NAME="formc tests", GIT_AUTHOR_EMAIL="tests@formc.invalid",
                GIT_COMMITTER_NAME="formc tests", GIT_COMMITTER_EMAIL="tests@formc.invalid")


def try_repo(repo, env, hook, *arguments):
    """`pre-commit try-repo ROOT HOOK ARGUMENTS` in `repo`: (status, output)."""
    process = subprocess.run(["python3", "-m", "pre_commit", "try-repo", str(ROOT), hook, *arguments],
                             cwd=repo, env=env, capture_output=True, text=True, timeout=300)
    return process.returncode, process.stdout + process.stderr


def test_every_hook_has_its_twin_that_builds_formc():
    hooks = {hook["id"]: hook for hook in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))}
    assert sorted(hooks) == ["formc-build", "formc-build-system", "formc-lint", "formc-lint-all",
                             "formc-lint-all-system", "formc-lint-system"]
    for name in ("formc-lint", "formc-lint-all", "formc-build"):
        built, system = dict(hooks[name]), dict(hooks[f"{name}-system"])
        assert (built.pop("language"), system.pop("language")) == ("swift", "system")
        built.pop("id"), system.pop("id"), built.pop("description"), system.pop("description")
        assert built == system


def test_lint_passes_a_good_spec(scratch_repo, hook_env):
    status, output = try_repo(scratch_repo, hook_env, "formc-lint-system", "--files", "Forms/good.form.yaml")
    assert status == 0, output
    assert "formc lint...." in output and "Passed" in output


def test_lint_fails_a_broken_spec_with_its_located_message(scratch_repo, hook_env):
    status, output = try_repo(scratch_repo, hook_env, "formc-lint-system",
                              "--files", "Forms/good.form.yaml", "Forms/broken.form.yaml")
    assert status == 1, output
    assert "- hook id: formc-lint-system" in output
    assert BROKEN_LINE + "\n" in output
    assert "1 error, 0 warnings in 2 specs" in output


def test_lint_takes_form_yml_specs_and_no_other_yaml(scratch_repo, hook_env):
    (scratch_repo / "Forms" / "other.form.yml").write_text(BROKEN, encoding="utf-8")
    (scratch_repo / "notes.yaml").write_text(BROKEN, encoding="utf-8")
    status, output = try_repo(scratch_repo, hook_env, "formc-lint-system", "--files", "notes.yaml")
    assert status == 0, output
    assert "(no files to check)Skipped" in output
    status, output = try_repo(scratch_repo, hook_env, "formc-lint-system", "--files", "Forms/other.form.yml")
    assert status == 1, output
    assert BROKEN_LINE.replace("broken.form.yaml", "other.form.yml") + "\n" in output


def test_a_commit_with_a_broken_spec_fails(scratch_repo, hook_env, tmp_path):
    # `pre-commit install` needs a repository at a revision; for the -system hook the
    # manifest is all it reads, so this one holds this working tree's manifest alone.
    hook_repo = tmp_path / "hooks"
    hook_repo.mkdir()
    (hook_repo / ".pre-commit-hooks.yaml").write_bytes((ROOT / ".pre-commit-hooks.yaml").read_bytes())
    git(hook_repo, "init", "-q", "-b", "main")
    git(hook_repo, "add", ".pre-commit-hooks.yaml")
    git(hook_repo, "commit", "-q", "-m", "hooks")
    revision = git(hook_repo, "rev-parse", "HEAD").strip()
    (scratch_repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {hook_repo}\n    rev: {revision}\n    hooks:\n      - id: formc-lint-system\n",
        encoding="utf-8")

    def run(*arguments):
        process = subprocess.run(arguments, cwd=scratch_repo, env=hook_env, capture_output=True, text=True, timeout=300)
        return process.returncode, process.stdout + process.stderr

    assert run("python3", "-m", "pre_commit", "install")[0] == 0
    assert run("git", "add", ".pre-commit-config.yaml", "Forms/broken.form.yaml")[0] == 0
    status, output = run("git", "commit", "-m", "a broken spec")
    assert status == 1, output
    assert BROKEN_LINE + "\n" in output
    assert run("git", "rev-parse", "--verify", "-q", "HEAD")[0] != 0, "the commit was made"

    # Fixed as the fix-it says, it commits; the broken spec left out of a commit is not read.
    (scratch_repo / "Forms" / "fixed.form.yaml").write_text(BROKEN.replace("emial", "email"), encoding="utf-8")
    assert run("git", "rm", "-q", "--cached", "Forms/broken.form.yaml")[0] == 0
    assert run("git", "add", "Forms/fixed.form.yaml")[0] == 0
    status, output = run("git", "commit", "-m", "a good spec")
    assert status == 0, output
    assert "formc lint" in output and "Passed" in output


def test_a_file_name_that_looks_like_an_option_is_a_spec(scratch_repo, hook_env):
    """Staged names reach formc after `--` (issue 44, item 4): `-q.form.yaml` was a usage
    error failing every commit, and `--root=r.form.yaml` widened the project root to where
    `r.form.yaml` leads (here `/`) instead of being linted."""
    (scratch_repo / "Forms" / "warning.form.yaml").unlink()
    (scratch_repo / "Forms" / "broken.form.yaml").unlink()
    (scratch_repo / "-q.form.yaml").write_text(GOOD, encoding="utf-8")
    (scratch_repo / "--root=r.form.yaml").write_text(BROKEN, encoding="utf-8")
    os.symlink("/", scratch_repo / "r.form.yaml")
    git(scratch_repo, "add", "-A")
    status, output = try_repo(scratch_repo, hook_env, "formc-lint-system", "--all-files")
    assert status == 1, output
    assert BROKEN_LINE.replace("Forms/broken.form.yaml", "--root=r.form.yaml") + "\n" in output
    assert "1 error, 0 warnings in 3 specs" in output
    assert "usage" not in output


PICKER = """form: Plan
fields:
  - id: plan
    kind: picker
    label: Plan
    source: plans
sources:
  plans:
    file: plans.csv
"""


def test_a_commit_that_changes_only_a_data_file_lints_the_spec_that_reads_it(scratch_repo, hook_env):
    """A duplicate value added to the CSV behind a picker, in a commit that changes no spec
    (issue 44, item 12): formc-lint sees no spec and skips; formc-lint-all lints every spec,
    so the FC207 the CSV now causes fails the commit."""
    for name in ("broken", "warning"):
        (scratch_repo / "Forms" / f"{name}.form.yaml").unlink()
    (scratch_repo / "Forms" / "plan.form.yaml").write_text(PICKER, encoding="utf-8")
    (scratch_repo / "Forms" / "plans.csv").write_text("label,value\nFree,free\nPro,pro\n", encoding="utf-8")
    git(scratch_repo, "add", "-A")
    git(scratch_repo, "commit", "-q", "-m", "a picker")
    for hook in ("formc-lint-system", "formc-lint-all-system"):
        status, output = try_repo(scratch_repo, hook_env, hook, "--files", "Forms/plans.csv")
        assert status == 0, output

    (scratch_repo / "Forms" / "plans.csv").write_text("label,value\nFree,free\nPro,free\n", encoding="utf-8")
    git(scratch_repo, "add", "Forms/plans.csv")
    status, output = try_repo(scratch_repo, hook_env, "formc-lint-system", "--files", "Forms/plans.csv")
    assert status == 0 and "(no files to check)Skipped" in output, output
    status, output = try_repo(scratch_repo, hook_env, "formc-lint-all-system", "--files", "Forms/plans.csv")
    assert status == 1, output
    assert "[FC207]" in output and "1 error, 0 warnings in 2 specs" in output, output
    status, output = try_repo(scratch_repo, hook_env, "formc-lint-all-system", "--files", "notes.txt")
    assert status == 0 and "(no files to check)Skipped" in output, output


@pytest.fixture
def built_repo(scratch_repo, hook_env):
    """The scratch repository with a formc.yml building Forms/good.form.yaml into
    Generated/good.json, built and committed, the build manifest git-ignored."""
    (scratch_repo / "Forms" / "broken.form.yaml").unlink()
    (scratch_repo / "formc.yml").write_text(CONFIG, encoding="utf-8")
    (scratch_repo / ".gitignore").write_text(".formc-build.json\n", encoding="utf-8")
    subprocess.run(["formc", "build"], cwd=scratch_repo, env=hook_env, check=True, capture_output=True)
    assert (scratch_repo / "Generated" / "good.json").is_file()
    git(scratch_repo, "add", "-A")
    git(scratch_repo, "commit", "-q", "-m", "generated")
    return scratch_repo


def test_build_passes_and_leaves_a_clean_tree_when_current(built_repo, hook_env):
    for _ in range(2):
        status, output = try_repo(built_repo, hook_env, "formc-build-system", "--all-files")
        assert status == 0, output
        assert "formc build (generated files are current)" in output and "Passed" in output
        assert git(built_repo, "status", "--porcelain") == ""
    assert (built_repo / ".formc-build.json").is_file()


def test_build_fails_when_a_staged_spec_changed_and_its_output_did_not(built_repo, hook_env):
    spec = built_repo / "Forms" / "good.form.yaml"
    spec.write_text(GOOD.replace("label: Email", "label: Email address"), encoding="utf-8")
    git(built_repo, "add", "Forms/good.form.yaml")
    status, output = try_repo(built_repo, hook_env, "formc-build-system")
    assert status == 1, output
    assert "- files were modified by this hook" in output
    assert "formc: 1 output, 1 written, 0 unchanged" in output
    assert git(built_repo, "status", "--porcelain") == "M  Forms/good.form.yaml\n M Generated/good.json\n"
    assert '"Email address"' in (built_repo / "Generated" / "good.json").read_text(encoding="utf-8")


def test_build_fails_when_a_generated_file_was_edited(built_repo, hook_env):
    output_file = built_repo / "Generated" / "good.json"
    output_file.write_text(output_file.read_text(encoding="utf-8").replace('"Email"', '"E-mail"'), encoding="utf-8")
    git(built_repo, "add", "Generated/good.json")
    status, output = try_repo(built_repo, hook_env, "formc-build-system")
    assert status == 1, output
    assert "- files were modified by this hook" in output


def test_build_fails_on_a_spec_with_an_error(built_repo, hook_env):
    (built_repo / "Forms" / "good.form.yaml").write_text(BROKEN, encoding="utf-8")
    git(built_repo, "add", "Forms/good.form.yaml")
    status, output = try_repo(built_repo, hook_env, "formc-build-system")
    assert status == 1, output
    assert "- exit code: 1" in output
    assert BROKEN_LINE.replace("broken.form.yaml", "good.form.yaml") + "\n" in output
