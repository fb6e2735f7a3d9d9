"""Data files open in the editor (issue 29, item 2): their diagnostics are sent while they are
open and follow their unsaved text, closing one republishes what is still on disk, and a
spec's own diagnostics follow the data file's unsaved text. Positions written by hand."""
import pytest
from lsprotocol import types

from .support import open_document, published

pytestmark = pytest.mark.asyncio

BROKEN = "- {label: Paris, label: P}\n- Lyon\n"
FIXED = "- {label: Paris}\n- Lyon\n"
SPEC = ("form: W\nsources:\n  cities:\n    file: data/cities.yaml\n"
        "fields:\n  - id: city\n    kind: picker\n    source: cities\n    default: Lyon\n")


def change(client, uri, version, text):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


def close(client, uri):
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))


def codes(diagnostics):
    return [(d.code, d.range.start.line, d.range.start.character) for d in diagnostics]


async def test_an_open_data_files_diagnostics_follow_its_text_and_survive_closing(client, tmp_path):
    data = tmp_path / "data" / "cities.yaml"
    data.parent.mkdir()
    data.write_text(BROKEN)
    spec = open_document(client, tmp_path / "w.form.yaml", SPEC)
    data_uri = data.as_uri()
    # The second 'label' of line 1, column 18 (character 17); the spec's file: value.
    assert codes(await published(client, data_uri)) == [("FC004", 0, 17)]
    assert codes(await published(client, spec, version=1)) == [("FC205", 3, 10)]

    # Opened in the editor, it is still told what the spec finds there.
    open_document(client, data, BROKEN)
    assert codes(await published(client, data_uri, count=2)) == [("FC004", 0, 17)]
    # Fixed but not saved: the error goes, from the data file and from the spec.
    change(client, data_uri, 2, FIXED)
    assert await published(client, data_uri, count=3) == []
    assert await published(client, spec, version=1, count=3) == []
    # Broken again while open.
    change(client, data_uri, 3, BROKEN.replace("Paris", "Lille"))
    assert codes(await published(client, data_uri, count=4)) == [("FC004", 0, 17)]
    # Closed without saving: the file on disk still has the error, which stays on screen.
    close(client, data_uri)
    assert codes(await published(client, data_uri, count=5)) == [("FC004", 0, 17)]
    assert [entry[2] for entry in client.published if entry[0] == data_uri][-1] != []


async def test_a_spec_follows_the_unsaved_text_of_its_data_file(client, tmp_path):
    data = tmp_path / "data" / "cities.yaml"
    data.parent.mkdir()
    data.write_text("- Paris\n")
    spec = open_document(client, tmp_path / "w.form.yaml", SPEC)
    # 'Lyon' at line 9, column 14 (character 13): not among the file's values on disk.
    assert codes(await published(client, spec, version=1)) == [("FC212", 8, 13)]
    data_uri = open_document(client, data, "- Paris\n")
    # Its opening re-lints the spec (the same text as on disk): awaited, so that the change
    # below is not read in the same turn and linted together with it (a busy machine did).
    assert codes(await published(client, spec, version=1, count=2)) == [("FC212", 8, 13)]
    change(client, data_uri, 2, "- Paris\n- Lyon\n")
    assert await published(client, spec, version=1, count=3) == []
    close(client, data_uri)
    assert codes(await published(client, spec, version=1, count=4)) == [("FC212", 8, 13)]
    assert data.read_text() == "- Paris\n", "the server never writes the data file"
