"""The JSON-RPC layer and the lifecycle, through raw bytes on `formc lsp`'s standard input:
malformed input gets the JSON-RPC error and the server answers what comes after."""
import json
import subprocess

import pytest

from .support import FORMC


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def request(id, method, params=None):
    message = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return frame(message)


def notification(method, params=None):
    return frame({"jsonrpc": "2.0", "method": method, **({"params": params} if params is not None else {})})


INITIALIZE = request(1, "initialize", {"capabilities": {}})
SHUTDOWN_EXIT = request(99, "shutdown") + notification("exit")


def serve(stdin):
    """Runs `formc lsp` on `stdin` to its end; returns the exit status and the messages sent."""
    run = subprocess.run([FORMC, "lsp"], input=stdin, capture_output=True, timeout=30)
    messages = []
    rest = run.stdout
    while rest:
        header, separator, rest = rest.partition(b"\r\n\r\n")
        assert separator and header.startswith(b"Content-Length: "), header
        length = int(header.split(b": ")[1])
        messages.append(json.loads(rest[:length]))
        rest = rest[length:]
    assert run.stderr == b""
    return run.returncode, messages


def error(id, code):
    return lambda message: message.get("id") == id and message.get("error", {}).get("code") == code


def test_shutdown_then_exit_ends_with_status_0():
    status, messages = serve(INITIALIZE + notification("initialized", {}) + SHUTDOWN_EXIT)
    assert status == 0
    assert messages[0]["id"] == 1 and messages[0]["result"]["serverInfo"]["name"] == "formc"
    assert messages[1] == {"jsonrpc": "2.0", "id": 99, "result": None}


def test_exit_without_shutdown_ends_with_status_1():
    assert serve(INITIALIZE + notification("exit"))[0] == 1


def test_the_end_of_input_ends_the_server():
    assert serve(INITIALIZE)[0] == 1
    assert serve(b"")[0] == 1
    assert serve(INITIALIZE + request(2, "shutdown"))[0] == 0


@pytest.mark.parametrize("offered, chosen", [
    (None, "utf-16"),
    (["utf-16"], "utf-16"),
    (["utf-32", "utf-16"], "utf-32"),
    (["utf-16", "utf-32", "utf-8"], "utf-8"),
    (["latin-1"], "utf-16"),
])
def test_position_encoding_negotiation(offered, chosen):
    capabilities = {"general": {"positionEncodings": offered}} if offered else {}
    _, messages = serve(request(1, "initialize", {"capabilities": capabilities}) + SHUTDOWN_EXIT)
    result = messages[0]["result"]
    assert result["capabilities"]["positionEncoding"] == chosen
    assert result["capabilities"]["textDocumentSync"] == {"openClose": True, "change": 2}
    assert result["capabilities"]["documentSymbolProvider"] is True


def test_garbage_gets_json_rpc_errors_and_the_server_answers_after_it():
    stdin = b"".join([
        request(0, "textDocument/documentSymbol", {"textDocument": {"uri": "file:///a"}}),  # before initialize
        notification("textDocument/didOpen", {}),          # a notification before initialize: dropped
        INITIALIZE,
        b"Content-Length: abc\r\n\r\n{garbage}",            # a header that is no number
        request(2, "no/such/method"),
        b"Content-Length: 5\r\n\r\n{bad}",                  # not JSON
        b"Content-Type: x\r\n\r\n",                          # no Content-Length
        request(3, "textDocument/documentSymbol", {"textDocument": {"uri": "file:///a"}}),
        frame([1, 2]),                                       # not an object
        frame({"jsonrpc": "1.0", "id": 4, "method": "shutdown"}),
        frame({"jsonrpc": "2.0", "id": {"x": 1}, "method": "shutdown"}),
        frame({"jsonrpc": "2.0", "id": 5, "method": 7}),
        frame({"jsonrpc": "2.0", "id": 6, "method": "textDocument/documentSymbol", "params": 3}),
        notification("no/such/notification"),               # ignored
        notification("$/cancelRequest", {"id": 2}),          # ignored
        frame({"jsonrpc": "2.0", "id": 7, "result": None}),  # a response: ignored
        request(8, "initialize", {"capabilities": {}}),     # a second initialize
        request(9, "textDocument/documentSymbol", {}),      # params without the document
        request(10, "shutdown"),
        request(11, "textDocument/documentSymbol", {"textDocument": {"uri": "file:///a"}}),
        notification("exit"),
    ])
    status, messages = serve(stdin)
    assert status == 0
    expected = [
        error(0, -32002),
        lambda message: message.get("id") == 1 and "result" in message,
        error(None, -32700),
        error(2, -32601),
        error(None, -32700),
        error(None, -32700),
        lambda message: message == {"jsonrpc": "2.0", "id": 3, "result": []},
        error(None, -32600),
        error(4, -32600),
        error(None, -32600),
        error(5, -32600),
        error(6, -32600),
        error(8, -32600),
        error(9, -32602),
        lambda message: message == {"jsonrpc": "2.0", "id": 10, "result": None},
        error(11, -32600),
    ]
    assert len(messages) == len(expected), messages
    for check, message in zip(expected, messages):
        assert check(message), message


def test_a_header_over_the_limit_is_skipped():
    stdin = INITIALIZE + b"X-Long: " + b"a" * 20000 + b"\r\n\r\n" + request(2, "shutdown") + notification("exit")
    status, messages = serve(stdin)
    assert [message.get("id") for message in messages] == [1, None, 2]
    assert messages[1]["error"]["code"] == -32700
    assert status == 0


@pytest.mark.parametrize("bad", [
    b"Content-Length: 4\n\n{}  ",    # lines broken by LF alone: no CRLFCRLF of its own
    b"X" * 20000,                      # a header over the limit that never ends by itself
    b"garbage without a line break",
], ids=["lf-only", "long", "no-line-break"])
def test_a_malformed_header_does_not_swallow_the_message_after_it(bad):
    # The first CRLFCRLF is the next message's: that message is read, not skipped with the bad one.
    status, messages = serve(INITIALIZE + bad + request(2, "no/such/method") + SHUTDOWN_EXIT)
    assert [(message.get("id"), message.get("error", {}).get("code")) for message in messages] == [
        (1, None), (None, -32700), (2, -32601), (99, None)]
    assert status == 0


def test_a_body_cut_short_by_the_end_of_input_ends_the_server_quietly():
    status, messages = serve(INITIALIZE + b"Content-Length: 100\r\n\r\n{\"jsonrpc\"")
    assert status == 1 and len(messages) == 1


def test_help():
    run = subprocess.run([FORMC, "lsp", "--help"], capture_output=True, timeout=30)
    assert run.returncode == 0 and run.stdout.startswith(b"USAGE: formc lsp")
    run = subprocess.run([FORMC, "lsp", "--tcp"], capture_output=True, timeout=30)
    assert run.returncode == 2 and b"lsp takes no arguments, found '--tcp'" in run.stderr
    # --stdio, which editor clients add, is the transport anyway: the server runs (and ends
    # with the empty input, without shutdown: 1).
    run = subprocess.run([FORMC, "lsp", "--stdio"], input=b"", capture_output=True, timeout=30)
    assert run.returncode == 1 and run.stderr == b""


def test_initialize_advertises_the_features():
    _, messages = serve(INITIALIZE + SHUTDOWN_EXIT)
    capabilities = messages[0]["result"]["capabilities"]
    assert capabilities["completionProvider"] == {"triggerCharacters": [":", " ", "{", "[", ","]}
    assert capabilities["hoverProvider"] is True
    assert capabilities["definitionProvider"] is True
    assert capabilities["referencesProvider"] is True
    assert capabilities["codeActionProvider"] == {"codeActionKinds": ["quickfix"]}
    # LSP 3.17: `prepareProvider` only for a client that says it sends prepareRename.
    assert capabilities["renameProvider"] is True
    prepares = {"textDocument": {"rename": {"prepareSupport": True}}}
    _, messages = serve(request(1, "initialize", {"capabilities": prepares}) + SHUTDOWN_EXIT)
    assert messages[0]["result"]["capabilities"]["renameProvider"] == {"prepareProvider": True}


def test_feature_requests_with_malformed_params_get_invalid_params():
    spec = "file:///tmp/params.form.yaml"
    at = {"line": 2, "character": 8}
    valid = {"textDocument": {"uri": spec}, "position": at}
    stdin = b"".join([
        INITIALIZE,
        notification("textDocument/didOpen", {"textDocument": {
            "uri": spec, "languageId": "yaml", "version": 1, "text": "form: P\nfields:\n  - id: name\n"}}),
        request(2, "textDocument/hover", {}),
        request(3, "textDocument/hover", {"textDocument": {"uri": spec}}),
        request(4, "textDocument/completion", {"textDocument": {"uri": 7}, "position": at}),
        request(5, "textDocument/definition", {"textDocument": {"uri": spec}, "position": {"line": -1, "character": 0}}),
        request(6, "textDocument/references", {**valid, "context": {"includeDeclaration": "yes"}}),
        request(7, "textDocument/codeAction", {"textDocument": {"uri": spec}, "context": {"diagnostics": []}}),
        request(8, "textDocument/codeAction", {"textDocument": {"uri": spec}, "context": {"diagnostics": []},
                                               "range": {"start": at, "end": {"line": 0, "character": 0}}}),
        request(9, "textDocument/codeAction", {"textDocument": {"uri": spec}, "context": {"diagnostics": {}},
                                               "range": {"start": at, "end": at}}),
        # Malformed for a document that is not open: still an error, not an empty answer.
        request(10, "textDocument/hover", {"textDocument": {"uri": "file:///tmp/other.form.yaml"}}),
        # The server still answers: the field 'name' under the cursor, and an unknown document.
        request(11, "textDocument/references", {**valid, "context": {"includeDeclaration": True}}),
        request(12, "textDocument/hover", {"textDocument": {"uri": "file:///tmp/other.form.yaml"}, "position": at}),
        SHUTDOWN_EXIT,
    ])
    status, messages = serve(stdin)
    assert status == 0
    answers = {message["id"]: message for message in messages if "id" in message}
    for id in range(2, 11):
        assert answers[id]["error"]["code"] == -32602, answers[id]
    # Each error says which member is wrong.
    said = {id: answers[id]["error"]["message"] for id in range(2, 11)}
    assert said == {2: "textDocument.uri is missing", 3: "position is missing or malformed",
                    4: "textDocument.uri is missing", 5: "position is missing or malformed",
                    6: "context.includeDeclaration must be a boolean", 7: "range is missing or malformed",
                    8: "range is missing or malformed", 9: "context.diagnostics must be an array",
                    10: "position is missing or malformed"}
    name = {"start": {"line": 2, "character": 8}, "end": {"line": 2, "character": 12}}
    assert answers[11]["result"] == [{"uri": spec, "range": name}]
    assert answers[12]["result"] is None
    assert answers[99]["result"] is None


def test_rename_params_and_documents_it_does_not_serve():
    spec = "file:///tmp/rename.form.yaml"
    at = {"line": 2, "character": 8}
    stdin = b"".join([
        INITIALIZE,
        notification("textDocument/didOpen", {"textDocument": {
            "uri": spec, "languageId": "yaml", "version": 1, "text": "form: P\nfields:\n  - id: name\n"}}),
        request(2, "textDocument/rename", {"textDocument": {"uri": spec}, "position": at}),
        request(3, "textDocument/rename", {"textDocument": {"uri": spec}, "position": at, "newName": 7}),
        request(4, "textDocument/prepareRename", {"textDocument": {"uri": spec}}),
        # Not an open spec: null for both.
        request(5, "textDocument/rename", {"textDocument": {"uri": "file:///tmp/other.form.yaml"}, "position": at,
                                           "newName": "x"}),
        request(6, "textDocument/prepareRename", {"textDocument": {"uri": "file:///tmp/other.form.yaml"},
                                                  "position": at}),
        request(7, "textDocument/rename", {"textDocument": {"uri": spec}, "position": at, "newName": "full"}),
        SHUTDOWN_EXIT,
    ])
    status, messages = serve(stdin)
    assert status == 0
    answers = {message["id"]: message for message in messages if "id" in message}
    assert answers[2]["error"] == {"code": -32602, "message": "newName is missing or not a string"}
    assert answers[3]["error"] == {"code": -32602, "message": "newName is missing or not a string"}
    assert answers[4]["error"] == {"code": -32602, "message": "position is missing or malformed"}
    assert answers[5]["result"] is None and answers[6]["result"] is None
    name = {"start": {"line": 2, "character": 8}, "end": {"line": 2, "character": 12}}
    assert answers[7]["result"] == {"changes": {spec: [{"range": name, "newText": "full"}]}}


def test_shutdown_and_exit_with_null_params_end_with_status_0():
    # Issue 29, item 4: clients that send `"params": null` (metals, mcpls) quit at once.
    null_quit = frame({"jsonrpc": "2.0", "id": 99, "method": "shutdown", "params": None}) + frame(
        {"jsonrpc": "2.0", "method": "exit", "params": None})
    status, messages = serve(INITIALIZE + notification("initialized", {}) + null_quit)
    assert status == 0
    assert messages[-1] == {"jsonrpc": "2.0", "id": 99, "result": None}
