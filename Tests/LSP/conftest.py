"""Starts the built `formc lsp` under a real LSP client (pytest-lsp, on pygls). Build first:
`swift build`. The helpers are in support.py (a package module: Tests/Terminal has a
conftest.py of its own, and both are collected in one pytest run)."""

import pytest
import pytest_lsp
from pytest_lsp import LanguageClient
from lsprotocol import types

from .support import CONFIG, capabilities


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    """A client that offers no position encodings: UTF-16, LSP's default."""
    await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities()))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG, params=["utf-16", "utf-8", "utf-32"])
async def encoded_client(lsp_client: LanguageClient, request):
    """A client that offers only `request.param`, which the server must then use."""
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities([request.param])))
    assert result.capabilities.position_encoding == request.param
    lsp_client.encoding = request.param
    yield
    await lsp_client.shutdown_session()


def pytest_terminal_summary(terminalreporter):
    """Names the language-server tests that skipped and why, even under -q: a run without
    Neovim says so instead of passing quietly with fewer checks."""
    for report in terminalreporter.stats.get("skipped", []):
        if "Tests/LSP/" in report.nodeid and isinstance(report.longrepr, tuple):
            terminalreporter.write_line(f"skipped {report.nodeid}: {report.longrepr[2]}", yellow=True)
