#!/usr/bin/env python3
"""`formc lsp` as you type: the time from a didChange written to the server to the
publishDiagnostics for that version, on a 200-field spec, over 50 keystrokes (each waits for
its diagnostics before the next, as a typist slower than the server would); then the time
from a textDocument/completion request to its answer on the same spec (50 requests at the
value of the middle field's `kind: `, which offers every kind). Prints the median and the
90th percentile of each in milliseconds; issue 12's goal is a median under 20 ms for the
diagnostics.

Usage: python3 Tests/Benchmarks/lsp_latency.py [--formc PATH] [--fields N] [--keystrokes N]
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


def measure(formc, fields=200, keystrokes=50, completions=50):
    """Milliseconds from each didChange to its publishDiagnostics, and from each completion
    request to its answer."""
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
        completion_samples = []
        for number in range(completions):
            request_id = 100 + number
            started = time.perf_counter()
            server.send({"jsonrpc": "2.0", "id": request_id, "method": "textDocument/completion", "params": {
                "textDocument": {"uri": uri}, "position": kind}})
            answer = server.wait_for(lambda message: message.get("id") == request_id)
            completion_samples.append((time.perf_counter() - started) * 1000)
            if not any(item["label"] == "number" for item in answer.get("result") or []):
                sys.exit(f"unexpected completion answer: {answer}")
        server.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        server.wait_for(lambda message: message.get("id") == 2)
        server.send({"jsonrpc": "2.0", "method": "exit"})
        server.process.wait(timeout=10)
    return samples, completion_samples


def summary(samples):
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--formc", default=str(ROOT / ".build" / "release" / "formc"))
    parser.add_argument("--fields", type=int, default=200)
    parser.add_argument("--keystrokes", type=int, default=50)
    parser.add_argument("--completions", type=int, default=50)
    options = parser.parse_args()
    if not os.path.exists(options.formc):
        sys.exit(f"no binary at {options.formc}: run `swift build -c release` first")
    typing, completion = measure(options.formc, options.fields, options.keystrokes, options.completions)
    median, p90 = summary(typing)
    print(f"formc lsp, didChange to publishDiagnostics, {options.fields} fields, {options.keystrokes} keystrokes: "
          f"median {median:.2f} ms, p90 {p90:.2f} ms")
    median, p90 = summary(completion)
    print(f"formc lsp, completion request to answer, {options.fields} fields, {options.completions} requests: "
          f"median {median:.2f} ms, p90 {p90:.2f} ms")


if __name__ == "__main__":
    main()
