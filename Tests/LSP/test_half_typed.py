"""A key half typed (issue 29, item 5): the YAML error is placed at the typing, and the last
good analysis is kept for the lines not edited: the other diagnostics stay on screen, moved
with their lines, and `next:` completion still offers the field ids. Positions by hand."""
import pytest
from lsprotocol import types

from .support import open_document, published

pytestmark = pytest.mark.asyncio

SPEC = (
    "form: F\n"                      # 0
    "fields:\n"                      # 1
    "  - id: email\n"                # 2
    "    kind: email\n"              # 3
    "  - id: birthday\n"             # 4
    "    kind: date\n"               # 5
    "    format: YYYY-MM-dd\n"       # 6  FC303 at character 12
    "  - id: phone\n"                # 7
    "    kind: phone\n"              # 8
)


def change(client, uri, version, text):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


def places(diagnostics):
    return sorted((d.code, d.range.start.line, d.range.start.character, d.range.end.character) for d in diagnostics)


async def test_a_half_typed_key_keeps_the_other_diagnostics_and_completion(client, tmp_path):
    text = SPEC
    uri = open_document(client, tmp_path / "f.form.yaml", text)
    # FC303 on 'YYYY' of line 7 (0-based 6), characters 12-16.
    assert places(await published(client, uri, version=1)) == [("FC303", 6, 12, 16)]

    # A key typed on a new line 5 (0-based 4), without its ':' yet; the lines below move down.
    typing = text.replace("    kind: email\n", "    kind: email\n    lab\n")
    change(client, uri, 2, typing)
    diagnostics = await published(client, uri, version=2)
    assert places(diagnostics) == [("FC001", 4, 4, 7), ("FC303", 7, 12, 16)]
    (error,) = [d for d in diagnostics if d.code == "FC001"]
    assert error.message.startswith("could not find expected ':' after 'lab'")

    # next: elsewhere still completes the field ids, from the last good analysis.
    with_next = typing.replace("    kind: phone\n", "    kind: phone\n    next: \n")
    change(client, uri, 3, with_next)
    await published(client, uri, version=3)
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=10, character=10)))
    items = result.items if isinstance(result, types.CompletionList) else result
    assert {item.label for item in items} == {"email", "birthday"}

    # The key finished: a fresh analysis, nothing carried.
    change(client, uri, 4, typing.replace("    lab\n", "    label: Email\n"))
    assert places(await published(client, uri, version=4)) == [("FC303", 7, 12, 16)]


async def test_a_diagnostic_on_the_edited_line_is_not_carried(client, tmp_path):
    uri = open_document(client, tmp_path / "g.form.yaml", SPEC)
    assert places(await published(client, uri, version=1)) == [("FC303", 6, 12, 16)]
    # Line 7 (0-based 6) itself becomes a half-typed key: its FC303 goes with it.
    change(client, uri, 2, SPEC.replace("    format: YYYY-MM-dd\n", "    format\n"))
    codes = [d.code for d in await published(client, uri, version=2)]
    assert "FC303" not in codes and "FC001" in codes
