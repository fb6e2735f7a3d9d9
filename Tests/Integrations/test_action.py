"""formc's GitHub Action (action.yml and scripts/action/), run on a scratch repository by
action_runner.py in place of a runner. The "release" is a local folder served as file://,
in the agreed layout: vVERSION/formc-VERSION-x86_64-unknown-linux-gnu.tar.gz holding
formc-VERSION/bin/formc (the release binary) and vVERSION/SHA256SUMS. Checked: a good spec
passes, a broken one gives its annotation and exit 1, the SARIF log validates against the
SARIF 2.1.0 schema, strict fails on a warning, an installed folder (a cache hit) is used
without a download, formc-path skips the install, and a tarball whose SHA-256 is not the
one SHA256SUMS gives is refused."""
import hashlib
import io
import json
import shutil
import tarfile

import jsonschema
import pytest

from action_runner import run_action
from integrations_support import ROOT, formc_binary, formc_version, scratch_repo  # noqa: F401 (fixtures)

SARIF_SCHEMA = ROOT.parent / "shared" / "conformance" / "sarif" / "sarif-schema-2.1.0.json"
TARBALL = "formc-{version}-x86_64-unknown-linux-gnu.tar.gz"
# Written by hand from the spec in conftest.py: 'emial' is at line 4, columns 11 to 16.
BROKEN_ANNOTATION = (
    "::error file=Forms/broken.form.yaml,line=4,col=11,endColumn=16,title=FC013::'emial' is not a valid kind; "
    "expected one of text, multiline, secure, email, url, phone, number, decimal, date, time, dateTime, picker, "
    "toggle, segmented, stepper, slider, rating, yesNo, monthYear, multiSelect; did you mean 'email'?")
WARNING_ANNOTATION = (
    "::warning file=Forms/warning.form.yaml,line=5,col=18,endColumn=24,title=FC801::'query' has a placeholder "
    "and no label: the placeholder disappears once the person types; give the field a label")


def make_release(folder, binary, version):
    """Writes folder/vVERSION/{TARBALL, SHA256SUMS} and returns `folder`. (gzip's fastest
    level: the binary is some 80 MB and the layout, not the size, is under test.)"""
    release = folder / f"v{version}"
    release.mkdir(parents=True)
    data = io.BytesIO()
    with tarfile.open(fileobj=data, mode="w:gz", compresslevel=1) as archive:
        for name in (f"formc-{version}", f"formc-{version}/bin"):
            info = tarfile.TarInfo(name)
            info.type, info.mode = tarfile.DIRTYPE, 0o755
            archive.addfile(info)
        archive.add(str(binary), arcname=f"formc-{version}/bin/formc")
    tarball = release / TARBALL.format(version=version)
    tarball.write_bytes(data.getvalue())
    digest = hashlib.sha256(data.getvalue()).hexdigest()
    zip_name = f"formc-{version}.artifactbundle.zip"
    (release / "SHA256SUMS").write_text(f"{'0' * 64}  {zip_name}\n{digest}  {tarball.name}\n", encoding="utf-8")
    return folder


def copy_of(release, folder):
    """A copy of the release folder, to spoil, and its vVERSION folder."""
    shutil.copytree(release, folder)
    return folder, folder / f"v{formc_version()}"


@pytest.fixture(scope="module")
def release(tmp_path_factory, formc_binary):
    return make_release(tmp_path_factory.mktemp("release"), formc_binary, formc_version())


@pytest.fixture
def runner_temp(tmp_path):
    folder = tmp_path / "runner-temp"
    folder.mkdir()
    return folder


def sarif_of(repo, result):
    """The SARIF log the run wrote, after checking it against the SARIF 2.1.0 schema."""
    if not SARIF_SCHEMA.is_file():
        pytest.skip(f"no SARIF schema at {SARIF_SCHEMA} (../shared)")
    assert result.outputs["sarif-file"] == "formc.sarif"
    log = json.loads((repo / "formc.sarif").read_text(encoding="utf-8"))
    jsonschema.validate(log, json.loads(SARIF_SCHEMA.read_text(encoding="utf-8")))
    return log


def test_good_spec_installs_formc_and_passes(scratch_repo, runner_temp, release):
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml", "base-url": release.as_uri()})
    assert result.status == 0, result.stdout + result.stderr
    installed = runner_temp / f"formc-{formc_version()}" / "bin" / "formc"
    assert result.github_path == [str(installed.parent)]
    assert result.outputs["formc-path"] == str(installed)
    assert f"formc {formc_version()}\n" in result.stdout
    assert "SHA-256 checked" in result.stdout
    assert "::error" not in result.stdout and "::warning" not in result.stdout
    assert result.outputs["exit-code"] == "0"
    assert sarif_of(scratch_repo, result)["runs"][0]["results"] == []


def test_broken_spec_annotates_and_fails(scratch_repo, runner_temp, release):
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms", "base-url": release.as_uri()})
    assert result.status == 1, result.stdout + result.stderr
    assert result.steps_run == ["resolve", "install", "lint"]
    assert BROKEN_ANNOTATION + "\n" in result.stdout
    assert WARNING_ANNOTATION + "\n" in result.stdout
    assert result.outputs["exit-code"] == "1"
    results = sarif_of(scratch_repo, result)["runs"][0]["results"]
    located = [(r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                r["locations"][0]["physicalLocation"]["region"]["startLine"],
                r["locations"][0]["physicalLocation"]["region"]["startColumn"]) for r in results]
    assert located == [("FC013", "error", "Forms/broken.form.yaml", 4, 11),
                       ("FC801", "warning", "Forms/warning.form.yaml", 5, 18)]


def test_strict_fails_on_a_warning(scratch_repo, runner_temp, release):
    inputs = {"paths": "Forms/good.form.yaml\nForms/warning.form.yaml", "base-url": release.as_uri()}
    lenient = run_action(scratch_repo, runner_temp, inputs)
    assert lenient.status == 0, lenient.stdout + lenient.stderr
    assert WARNING_ANNOTATION + "\n" in lenient.stdout
    strict = run_action(scratch_repo, runner_temp, dict(inputs, strict="true"))
    assert strict.status == 1 and strict.outputs["exit-code"] == "1"
    assert WARNING_ANNOTATION + "\n" in strict.stdout
    wrong = run_action(scratch_repo, runner_temp, dict(inputs, strict="yes"))
    assert wrong.status == 2 and "strict is 'yes'; expected true or false" in wrong.stdout


def test_a_path_that_does_not_exist_is_exit_2(scratch_repo, runner_temp, release):
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml Nowhere",
                                                    "base-url": release.as_uri()})
    assert result.status == 2 and result.outputs["exit-code"] == "2"
    assert "formc: error: 'Nowhere': no such file or directory" in result.stderr


def test_no_sarif_file_when_its_input_is_empty(scratch_repo, runner_temp, release):
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml", "sarif-file": "",
                                                    "base-url": release.as_uri()})
    assert result.status == 0
    assert result.outputs["sarif-file"] == ""
    assert not (scratch_repo / "formc.sarif").exists()


def test_an_installed_folder_is_used_without_a_download(scratch_repo, runner_temp, release):
    first = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml", "base-url": release.as_uri()})
    assert first.status == 0
    # What actions/cache restores on a hit: the folder, where nothing can be downloaded from.
    again = run_action(scratch_repo, runner_temp, {"paths": "Forms/broken.form.yaml",
                                                   "base-url": (runner_temp / "no-release-here").as_uri()})
    assert again.status == 1, again.stdout + again.stderr
    assert "restored from the cache" in again.stdout
    assert BROKEN_ANNOTATION + "\n" in again.stdout


def test_formc_path_skips_the_install(scratch_repo, runner_temp, formc_binary):
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms/broken.form.yaml", "formc-path": str(formc_binary),
                                                    "base-url": (runner_temp / "no-release-here").as_uri()})
    assert result.status == 1, result.stdout + result.stderr
    assert result.outputs["formc-path"] == str(formc_binary)
    assert not (runner_temp / f"formc-{formc_version()}").exists()
    assert BROKEN_ANNOTATION + "\n" in result.stdout


def test_the_version_input_picks_the_release(scratch_repo, runner_temp, tmp_path, formc_binary):
    other = make_release(tmp_path / "other-release", formc_binary, "9.8.7")
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml", "version": "v9.8.7",
                                                    "base-url": other.as_uri()})
    assert result.status == 0, result.stdout + result.stderr
    assert result.outputs["formc-path"] == str(runner_temp / "formc-9.8.7" / "bin" / "formc")
    refused = run_action(scratch_repo, runner_temp, {"version": "1.0/../../x", "base-url": other.as_uri()})
    assert refused.status == 2 and refused.steps_run == ["resolve"]
    assert "'1.0/../../x' is not a formc version" in refused.stdout


def test_a_bad_checksum_is_refused(scratch_repo, runner_temp, tmp_path, release):
    # What a corrupted or substituted download looks like: one byte more than SHA256SUMS hashed.
    bad, files = copy_of(release, tmp_path / "bad-release")
    tarball = files / TARBALL.format(version=formc_version())
    tarball.write_bytes(tarball.read_bytes() + b"\0")
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml", "base-url": bad.as_uri()})
    assert result.status == 1
    assert result.steps_run == ["resolve", "install"]
    assert "but SHA256SUMS says" in result.stdout and "not installed" in result.stdout
    assert result.github_path == []
    assert not (runner_temp / f"formc-{formc_version()}").exists()
    assert not list(runner_temp.glob("formc-download.*"))


def test_a_release_without_its_checksum_line_is_refused(scratch_repo, runner_temp, tmp_path, release):
    spoilt, files = copy_of(release, tmp_path / "no-line")
    sums = files / "SHA256SUMS"
    sums.write_text(sums.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml", "base-url": spoilt.as_uri()})
    assert result.status == 1
    assert "SHA256SUMS has no single SHA-256 line for" in result.stdout
    assert not (runner_temp / f"formc-{formc_version()}").exists()


def test_a_path_that_starts_with_a_dash_is_a_path_never_an_option(scratch_repo, runner_temp, release):
    # A folder named '-forms' is linted; '--fix' names a path that does not exist, and so does
    # not rewrite the broken spec (as an option it would apply the fix-it).
    (scratch_repo / "-forms").mkdir()
    (scratch_repo / "-forms" / "good.form.yaml").write_text("form: A\nfields:\n  - { id: a, kind: text, label: A }\n",
                                                            encoding="utf-8")
    dashed = run_action(scratch_repo, runner_temp, {"paths": "-forms", "base-url": release.as_uri()})
    assert dashed.status == 0, dashed.stdout + dashed.stderr
    broken = (scratch_repo / "Forms" / "broken.form.yaml").read_text(encoding="utf-8")
    fix = run_action(scratch_repo, runner_temp, {"paths": "--fix Forms/broken.form.yaml", "base-url": release.as_uri()})
    assert fix.status == 2, fix.stdout + fix.stderr
    assert "formc: error: '--fix': no such file or directory" in fix.stderr
    assert (scratch_repo / "Forms" / "broken.form.yaml").read_text(encoding="utf-8") == broken


def test_a_line_break_in_an_input_adds_no_output_path_or_workflow_command(scratch_repo, runner_temp, release,
                                                                          formc_binary):
    # sarif-file: its name is a GITHUB_OUTPUT line; with a break, 'exit-code=0' would be one too.
    sarif = run_action(scratch_repo, runner_temp, {"paths": "Forms/broken.form.yaml",
                                                   "sarif-file": "formc.sarif\nexit-code=0",
                                                   "base-url": release.as_uri()})
    assert sarif.status == 2, sarif.stdout + sarif.stderr
    assert "::error title=formc lint::sarif-file 'formc.sarif%0Aexit-code=0' holds a line break\n" in sarif.stdout
    assert sarif.outputs["exit-code"] == "" and sarif.outputs["sarif-file"] == ""
    assert sorted(p.name for p in scratch_repo.iterdir()) == [".git", "Forms"]
    # formc-path: its folder is a GITHUB_PATH line; with a break, '/tmp/evil' would be on PATH.
    path = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml",
                                                  "formc-path": f"{formc_binary}\n/tmp/evil"})
    assert path.status == 1 and path.steps_run == ["resolve", "install"]
    assert path.github_path == [] and path.outputs["formc-path"] == ""
    assert f"::error title=formc install::formc-path '{formc_binary}%0A/tmp/evil' holds a line break\n" in path.stdout
    # version: echoed in the error; its second line must not be a command of its own.
    version = run_action(scratch_repo, runner_temp, {"version": "1.0\n::warning::100%", "base-url": release.as_uri()})
    assert version.status == 2 and version.steps_run == ["resolve"]
    assert "::error title=formc::'1.0%0A::warning::100%25' is not a formc version (such as 0.1.0)\n" in version.stdout
    assert "\n::warning::" not in version.stdout


def test_a_sarif_file_that_is_a_folder_is_refused(scratch_repo, runner_temp, release):
    # mv would put the log in the folder under its temporary name, and the output name the folder.
    (scratch_repo / "reports").mkdir()
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml", "sarif-file": "reports",
                                                    "base-url": release.as_uri()})
    assert result.status == 2, result.stdout + result.stderr
    assert "::error title=formc lint::sarif-file 'reports' is a folder; name a file\n" in result.stdout
    assert list((scratch_repo / "reports").iterdir()) == []


def test_an_empty_base_url_is_the_releases_of_the_actions_own_repository(scratch_repo, runner_temp, tmp_path):
    """No placeholder address (issue 47, item 2): without base-url, releases come from the
    repository the runner took the action from, read from its checkout's path
    (RUNNER/_actions/ACCOUNT/REPO/REF). A curl on PATH that records what it was asked stands in
    for the network."""
    checkout = tmp_path / "_actions" / "acme" / "formc-fork" / "v0.1.0"
    checkout.parent.mkdir(parents=True)
    checkout.symlink_to(ROOT)
    fake = tmp_path / "bin"
    fake.mkdir()
    asked = tmp_path / "asked"
    (fake / "curl").write_text(f'#!/bin/sh\nfor a in "$@"; do last="$a"; done\necho "$last" >> {asked}\nexit 22\n')
    (fake / "curl").chmod(0o755)
    path = f"{fake}:/usr/bin:/bin"
    result = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml"},
                        env={"GITHUB_ACTION_PATH": str(checkout), "PATH": path})
    assert result.status == 1
    version = formc_version()
    expected = f"https://github.com/acme/formc-fork/releases/download/v{version}/" + TARBALL.format(version=version)
    assert asked.read_text().splitlines() == [expected]
    assert f"could not download {expected}" in result.stdout
    # Taken from the workflow's own repository (uses: ./): there is no account to read.
    local = run_action(scratch_repo, runner_temp, {"paths": "Forms/good.form.yaml"}, env={"PATH": path})
    assert local.status == 1
    assert "base-url is empty and the action was not taken from a repository" in local.stdout
    assert "OWNER" not in (ROOT / "action.yml").read_text()
