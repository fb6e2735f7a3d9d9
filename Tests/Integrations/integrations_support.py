"""What the pre-commit and Action tests share: the release binary they install or put on
PATH (FORMC, by default .build/release/formc, which .ci/install-check's `make build` has
just made: these tests build nothing), formc's version as its one source gives it, the specs
of a scratch repository (a good one, a broken one and one with only a warning) and git
without the user's configuration. The fixtures are imported by the test modules (a
conftest.py here would be a second `conftest` module beside Tests/Terminal's, which its
tests import by that name)."""
import os
import pathlib
import re
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMC = pathlib.Path(os.environ.get("FORMC", str(ROOT / ".build" / "release" / "formc")))
VERSION_SOURCE = ROOT / "Sources" / "FormcCore" / "FormcVersion.swift"

GOOD = """form: Contact
fields:
  - id: email
    kind: email
    label: Email
"""
# 'emial' starts at column 11 of line 4: FC013 with the fix-it 'email'.
BROKEN = """form: Contact
fields:
  - id: email
    kind: emial
    label: Email
"""
# A placeholder without a label (line 5, column 18): FC801, a warning.
WARNING = """form: Search
fields:
  - id: query
    kind: text
    placeholder: Search
"""


def formc_version():
    """The version as Sources/FormcCore/FormcVersion.swift writes it (the agreed one place)."""
    match = re.search(r'static let current = "(.*)"', VERSION_SOURCE.read_text(encoding="utf-8"))
    assert match, f"no version in {VERSION_SOURCE}"
    return match.group(1)


def git(repo, *arguments):
    """Runs git in `repo` with a fixed identity and no user or system configuration."""
    env = dict(os.environ, GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1",
               GIT_AUTHOR_NAME="formc tests", GIT_AUTHOR_EMAIL="tests@formc.invalid",
               GIT_COMMITTER_NAME="formc tests", GIT_COMMITTER_EMAIL="tests@formc.invalid")
    return subprocess.run(["git", *arguments], cwd=repo, env=env, check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="session")
def formc_binary():
    if not (FORMC.is_file() and os.access(FORMC, os.X_OK)):
        pytest.skip(f"no formc at {FORMC}: run `make build` first (.ci/test runs these after .ci/install-check)")
    return FORMC


@pytest.fixture
def scratch_repo(tmp_path):
    """A new git repository with Forms/good.form.yaml, Forms/broken.form.yaml and
    Forms/warning.form.yaml written (not added)."""
    repo = tmp_path / "app"
    (repo / "Forms").mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    (repo / "Forms" / "good.form.yaml").write_text(GOOD, encoding="utf-8")
    (repo / "Forms" / "broken.form.yaml").write_text(BROKEN, encoding="utf-8")
    (repo / "Forms" / "warning.form.yaml").write_text(WARNING, encoding="utf-8")
    return repo
