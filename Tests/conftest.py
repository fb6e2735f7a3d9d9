"""What every pytest suite under Tests shares (Tests/Terminal, Tests/Schema, Tests/LSP, Tests/Integrations)."""
import os

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """With FORMC_REQUIRE_SHARED=1 (what .ci/run sets) a skipped test fails: CI must not pass
    having checked less than it says (../shared missing, Neovim missing for test_neovim.py)."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and os.environ.get("FORMC_REQUIRE_SHARED") == "1" and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        report.longrepr = f"skipped, but FORMC_REQUIRE_SHARED=1 turns skips into failures: {reason}"
