"""Helpers of the language-server tests: the client that records every publishDiagnostics,
waiting for them, opening documents, and converting formc's positions (1-based line, 1-based
column in code points, lines broken as libyaml breaks them) to LSP's, written apart from the
Swift code."""
import asyncio
import json
import os
import pathlib
import subprocess
import time

from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMC = os.environ.get("FORMC", str(ROOT / ".build" / "debug" / "formc"))
FIXTURES = ROOT / "Tests" / "Fixtures"
EXAMPLES = ROOT / "Examples"


def make_client() -> LanguageClient:
    """pytest-lsp's client, which also keeps every publishDiagnostics with its version and
    arrival time (pytest-lsp's own keeps only the last list per URI)."""
    def publish_diagnostics(client: LanguageClient, params: types.PublishDiagnosticsParams):
        client.diagnostics[params.uri] = params.diagnostics
        client.published.append((params.uri, params.version, params.diagnostics, time.monotonic()))

    client = LanguageClient(converter_factory=default_converter)
    register_lsp_features(client, {**DEFAULT_CLIENT_FEATURES, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: publish_diagnostics})
    client.published = []
    return client


CONFIG = ClientServerConfig(server_command=[FORMC, "lsp"], client_factory=make_client)


def capabilities(encodings=None):
    general = types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None
    return types.ClientCapabilities(general=general)


async def published(client, uri, version=None, count=1, timeout=10.0):
    """Waits for the `count`-th publishDiagnostics on `uri` (with `version`, when given) and
    returns its diagnostics."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = [entry for entry in client.published if entry[0] == uri and (version is None or entry[1] == version)]
        if len(found) >= count:
            return list(found[count - 1][2])
        await asyncio.sleep(0.01)
    raise AssertionError(f"no diagnostics for {uri} version {version}: {client.published}")


def open_document(client, path, text=None, version=1):
    """Opens `path` (a pathlib.Path, which need not exist) with `text` or the file's own."""
    uri = path.as_uri()
    if text is None:
        text = path.read_text(encoding="utf-8")
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)))
    return uri


def libyaml_lines(text):
    """The text's lines as libyaml breaks them: LF, CR, CRLF, NEL, LS, PS; each with the
    offset (in code points) where it starts."""
    starts = [0]
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\r" and text[index + 1:index + 2] == "\n":
            index += 2
            starts.append(index)
            continue
        if char in "\n\r\x85\u2028\u2029":
            starts.append(index + 1)
        index += 1
    return starts


def units(text, encoding):
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-16":
        return len(text.encode("utf-16-le")) // 2
    return len(text)


def lsp_position(text, line, column, encoding="utf-16"):
    """formc's 1-based line and code-point column → LSP (line, character), through the
    code-point offset, with LSP's own line breaks (LF, CRLF, CR)."""
    offset = libyaml_lines(text)[line - 1] + column - 1
    before = text[:offset]
    lsp_line = 0
    line_start = 0
    index = 0
    while index < len(before):
        if before[index] == "\r" and before[index + 1:index + 2] == "\n":
            index += 2
            lsp_line += 1
            line_start = index
            continue
        if before[index] in "\r\n":
            lsp_line += 1
            line_start = index + 1
        index += 1
    return lsp_line, units(before[line_start:], encoding)


def lint_json(path):
    """`formc lint --format json` on `path` (absolute, as the server names it)."""
    run = subprocess.run([FORMC, "lint", "--format", "json", str(path)], capture_output=True, cwd=str(path.parent))
    return json.loads(run.stdout)
