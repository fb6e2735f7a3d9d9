#!/usr/bin/env python3
"""`formc lsp` as you type: the time from a didChange written to the server to the
publishDiagnostics for that version, over 50 keystrokes (each waits for its diagnostics before
the next, as a typist slower than the server would); then the time from a request to its
answer on the same text: textDocument/completion at the value of the middle field's `kind: `
(which offers every kind), a hover on that `kind` key, and definition plus references on the
middle field's id (the two an editor sends together); and a completion as the first request
after a keystroke, which works out the new version's YAML tree. Each at every size of `--fields`
(default 200, 2,000 and 20,000 fields). Prints the median and the 90th percentile of each in
milliseconds. Issue 12's goal: a median under 20 ms for the diagnostics at 200 fields; issue
29's: under 100 ms at 20,000 fields.

Usage: python3 Tests/Benchmarks/lsp_latency.py [--formc PATH] [--fields N[,N...]] [--keystrokes N]
       [--completions N]
(default binary: .build/release/formc; build it with `swift build -c release`).
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def spec_text(fields):
    lines = ["form: Latency", "toolbar:", "  previousNext: true", "  done: true", "fields:"]
    for number in range(fields):
        lines += [f"  - id: field{number}", "    kind: text", f"    label: Field {number}", "    required: true"]
    return "\n".join(lines) + "\n"


class Server:
    def __init__(self, formc):
        self.process = subprocess.Popen([formc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit("formc lsp ended early")
            if line == b"\r\n":
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        return json.loads(self.process.stdout.read(length))

    def wait_for(self, test):
        while True:
            message = self.receive()
            if test(message):
                return message


def timed(server, request_id, method, params):
    """Milliseconds from sending a request to its answer, and the answer."""
    started = time.perf_counter()
    server.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
    answer = server.wait_for(lambda message: message.get("id") == request_id)
    return (time.perf_counter() - started) * 1000, answer


def measure(formc, fields=200, keystrokes=50, completions=50):
    """Milliseconds from each didChange to its publishDiagnostics, and from each request to
    its answer: {"diagnostics": [...], "completion": [...], "hover": [...],
    "definition + references": [...], "completion after a keystroke": [...]}."""
    server = Server(formc)
    with tempfile.TemporaryDirectory() as directory:
        uri = pathlib.Path(directory, "latency.form.yaml").as_uri()
        server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
        server.wait_for(lambda message: message.get("id") == 1)
        server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        text = spec_text(fields)
        server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
        server.wait_for(lambda message: message.get("method") == "textDocument/publishDiagnostics")
        # Type at the end of the label of the middle field, one character a change.
        line = 5 + 4 * (fields // 2) + 2
        column = len(f"    label: Field {fields // 2}")
        samples = []
        for number in range(keystrokes):
            version = number + 2
            position = {"line": line, "character": column + number}
            started = time.perf_counter()
            server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": position, "end": position}, "text": "abcdefghij"[number % 10]}]}})
            server.wait_for(lambda message: message.get("method") == "textDocument/publishDiagnostics"
                            and message["params"].get("version") == version)
            samples.append((time.perf_counter() - started) * 1000)
        # Completion of the middle field's kind, after 'kind: ' (the text is linted by now: this
        # is the request alone, over the document the last lint left).
        kind = {"line": 5 + 4 * (fields // 2) + 1, "character": len("    kind: ")}
        kind_key = {"line": kind["line"], "character": 5}
        field_id = {"line": 5 + 4 * (fields // 2), "character": len("  - id: field")}
        document = {"uri": uri}
        results = {"diagnostics": samples, "completion": [], "hover": [], "definition + references": []}
        request_id = 100
        for _ in range(completions):
            request_id += 1
            elapsed, answer = timed(server, request_id, "textDocument/completion",
                                    {"textDocument": document, "position": kind})
            results["completion"].append(elapsed)
            if not any(item["label"] == "number" for item in answer.get("result") or []):
                sys.exit(f"unexpected completion answer: {answer}")
            request_id += 1
            elapsed, answer = timed(server, request_id, "textDocument/hover",
                                    {"textDocument": document, "position": kind_key})
            results["hover"].append(elapsed)
            if "kind" not in json.dumps(answer.get("result")):
                sys.exit(f"unexpected hover answer: {answer}")
            request_id += 1
            first, answer = timed(server, request_id, "textDocument/definition",
                                  {"textDocument": document, "position": field_id})
            if not answer.get("result"):
                sys.exit(f"unexpected definition answer: {answer}")
            request_id += 1
            second, answer = timed(server, request_id, "textDocument/references", {
                "textDocument": document, "position": field_id, "context": {"includeDeclaration": True}})
            if not answer.get("result"):
                sys.exit(f"unexpected references answer: {answer}")
            results["definition + references"].append(first + second)
        # The first request of a new version: a keystroke (its diagnostics awaited), then a
        # completion, which works out that version's YAML tree first.
        results["completion after a keystroke"] = []
        for number in range(completions):
            version = keystrokes + 2 + number
            position = {"line": line, "character": column + keystrokes + number}
            server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": position, "end": position}, "text": "k"}]}})
            server.wait_for(lambda message: message.get("method") == "textDocument/publishDiagnostics"
                            and message["params"].get("version") == version)
            request_id += 1
            elapsed, answer = timed(server, request_id, "textDocument/completion",
                                    {"textDocument": document, "position": kind})
            if not any(item["label"] == "number" for item in answer.get("result") or []):
                sys.exit(f"unexpected completion answer: {answer}")
            results["completion after a keystroke"].append(elapsed)
        server.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        server.wait_for(lambda message: message.get("id") == 2)
        server.send({"jsonrpc": "2.0", "method": "exit"})
        server.process.wait(timeout=10)
    return results


def summary(samples):
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--formc", default=str(ROOT / ".build" / "release" / "formc"))
    parser.add_argument("--fields", default="200,2000,20000", help="spec sizes, comma-separated")
    parser.add_argument("--keystrokes", type=int, default=50)
    parser.add_argument("--completions", type=int, default=50, help="rounds of each request")
    options = parser.parse_args()
    if not os.path.exists(options.formc):
        sys.exit(f"no binary at {options.formc}: run `swift build -c release` first")
    for fields in (int(size) for size in options.fields.split(",")):
        results = measure(options.formc, fields, options.keystrokes, options.completions)
        for name, samples in results.items():
            median, p90 = summary(samples)
            what = "didChange to publishDiagnostics" if name == "diagnostics" else f"{name} request to answer"
            print(f"formc lsp, {what}, {fields} fields, {len(samples)} times: "
                  f"median {median:.2f} ms, p90 {p90:.2f} ms", flush=True)


if __name__ == "__main__":
    main()
