"""`formc lsp` under a real editor: Neovim's own LSP client (Debian 12's Neovim 0.7.2), set up
with docs/editors.md's recipe for 0.7 as it is written there, run headless on
neovim/formc_client.lua, one check per run. The positions, words and texts the checks expect
are written by hand in that script; each run also stops the client as :quit does and requires
formc to exit with status 0.

Without `nvim` these tests skip (`apt-get install neovim`, or `bash .ci/setup-tests`), unless
FORMC_REQUIRE_SHARED=1 (CI), where a missing Neovim fails them."""
import os
import pathlib
import re
import shutil
import subprocess

import pytest

from .support import FORMC, ROOT

SCRIPT = ROOT / "Tests" / "LSP" / "neovim" / "formc_client.lua"
NVIM = shutil.which("nvim")
# The comment that stands before the 0.7 recipe in docs/editors.md.
RECIPE_MARK = "<!-- Tests/LSP/test_neovim.py runs the next block"


def recipe():
    """The Lua block after RECIPE_MARK in docs/editors.md."""
    text = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
    assert RECIPE_MARK in text, "docs/editors.md lost the marked Neovim 0.7 recipe"
    match = re.search(r"```lua\n(.*?)```", text[text.index(RECIPE_MARK):], re.S)
    assert match, "no ```lua block after the mark in docs/editors.md"
    return match.group(1)


def run_neovim(check, folder):
    """Runs formc_client.lua's `check` in a headless Neovim with `folder` as the project root."""
    if NVIM is None:
        if os.environ.get("FORMC_REQUIRE_SHARED") == "1":
            pytest.fail("nvim not found, and FORMC_REQUIRE_SHARED=1: .ci/setup-tests installs Debian's neovim")
        pytest.skip("nvim not found: `apt-get install neovim` (or `bash .ci/setup-tests`) to run formc lsp under Neovim")
    (folder / "init.lua").write_text(recipe(), encoding="utf-8")
    environment = {
        # The recipe starts `formc lsp` from the PATH, as a user's does: the formc under test.
        "PATH": str(pathlib.Path(FORMC).parent) + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"),
        "LANG": "C.UTF-8",
        # Neovim's state, cache and LSP log go to the test's folder, not the user's home.
        "HOME": str(folder),
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_DATA_HOME": str(folder / "data"),
        "XDG_STATE_HOME": str(folder / "state"),
        "XDG_CACHE_HOME": str(folder / "cache"),
        "FORMC_NVIM_SETUP": str(folder / "init.lua"),
        "FORMC_NVIM_DIR": str(folder / "project"),
        "FORMC_NVIM_CHECK": check,
    }
    (folder / "project").mkdir()
    # The second -c runs only if the script did not end Neovim itself (it could not be read).
    run = subprocess.run(
        [NVIM, "--headless", "--clean", "-c", f"luafile {SCRIPT}", "-c", "cquit 2"],
        env=environment, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    output = run.stdout + run.stderr
    assert run.returncode == 0, f"Neovim exited with {run.returncode}:\n{output}"
    assert f"formc-nvim: ok {check}" in run.stdout, output


def test_diagnostics_are_where_neovim_shows_them(tmp_path):
    """FC104, FC102 and FC602 at their lines and byte columns, one after an emoji."""
    run_neovim("diagnostics", tmp_path)


def test_hover_on_a_key_and_on_a_misspelled_field_id(tmp_path):
    run_neovim("hover", tmp_path)


def test_completion_of_kind_in_a_block_mapping(tmp_path):
    """After typing `    kind: ` (a didChange), the 14 kinds."""
    run_neovim("block-completion", tmp_path)


def test_completion_of_kind_in_a_flow_mapping(tmp_path):
    """In `- {id: phone, kind: |}`, the 14 kinds."""
    run_neovim("flow-completion", tmp_path)


def test_rename_of_a_field_id_applied_by_neovim(tmp_path):
    """`name` → `fullName` from its `id:`: in order:, next:, id: and a condition, not the label."""
    run_neovim("rename", tmp_path)
