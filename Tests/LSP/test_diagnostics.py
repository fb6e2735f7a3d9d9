"""Diagnostics published by `formc lsp`: the same as `formc lint --format json`, with ranges
in the negotiated encoding, re-published on every change."""
import pathlib

import pytest
from lsprotocol import types

from .support import FIXTURES, lint_json, lsp_position, open_document, published

pytestmark = pytest.mark.asyncio

BROKEN = sorted((FIXTURES / "Broken").glob("*.form.yaml"))
# LSP carries a document as JSON text, which cannot hold this spec's invalid UTF-8 (its FC002
# is about bytes no editor would send): every other Broken spec is compared.
NOT_TEXT = {"cjk-encoding.form.yaml"}
SEVERITY = {"error": 1, "warning": 2, "note": 3}


@pytest.mark.parametrize("spec", [path for path in BROKEN if path.name not in NOT_TEXT], ids=lambda path: path.name)
async def test_broken_fixture_diagnostics_equal_lint(client, spec):
    uri = open_document(client, spec)
    own = await published(client, uri, version=1)
    expected = lint_json(spec)
    assert expected, "each Broken fixture has diagnostics"
    by_file = {}
    for entry in expected:
        by_file.setdefault(entry["file"], []).append(entry)
    for file, entries in by_file.items():
        path = pathlib.Path(file)
        got = own if path == spec else await published(client, path.as_uri())
        text = path.read_text(encoding="utf-8")
        assert len(got) == len(entries), file
        for diagnostic, entry in zip(got, entries):
            assert diagnostic.code == entry["code"]
            assert diagnostic.severity == SEVERITY[entry["severity"]]
            assert diagnostic.message == entry["message"]
            assert diagnostic.source == "formc"
            # No link while formc's repository address is unset (issue 47, item 2).
            assert diagnostic.code_description is None
            start = lsp_position(text, entry["line"], entry["column"])
            assert (diagnostic.range.start.line, diagnostic.range.start.character) == start, entry
            if entry.get("endColumn"):
                end = lsp_position(text, entry["line"], entry["endColumn"])
                assert (diagnostic.range.end.line, diagnostic.range.end.character) == end, entry
            else:
                assert diagnostic.range.end.line == start[0] and diagnostic.range.end.character >= start[1]
            notes = [note["message"] for note in entry["notes"]]
            assert [info.message for info in diagnostic.related_information or []] == notes
            for info, note in zip(diagnostic.related_information or [], entry["notes"]):
                if note.get("line"):
                    assert info.location.uri == pathlib.Path(note["file"]).as_uri()
                    note_text = pathlib.Path(note["file"]).read_text(encoding="utf-8")
                    assert (info.location.range.start.line, info.location.range.start.character) == \
                        lsp_position(note_text, note["line"], note["column"])


# An emoji (U+1F600) and a CJK Extension B character (U+20000) before the error on its line:
# 'bogus' is at code point 31 (0-based), UTF-16 unit 33, UTF-8 byte 37.
ASTRAL = 'form: Astral\nfields:\n  - {label: "\U0001F600\U00020000", id: a, kind: bogus}\n'
ASTRAL_START = {"utf-16": 33, "utf-8": 37, "utf-32": 31}


async def test_astral_characters_before_an_error(encoded_client, tmp_path):
    uri = open_document(encoded_client, tmp_path / "astral.form.yaml", ASTRAL)
    (diagnostic,) = await published(encoded_client, uri, version=1)
    assert diagnostic.code == "FC013"
    # No link while formc's repository address is unset: none rather than one that leads
    # nowhere (issue 47, item 2); hover on the code, or formc explain, says what it means.
    assert diagnostic.code_description is None
    start = ASTRAL_START[encoded_client.encoding]
    assert diagnostic.range == types.Range(start=types.Position(line=2, character=start),
                                           end=types.Position(line=2, character=start + 5))


async def test_astral_characters_in_an_incremental_change(encoded_client, tmp_path):
    """A change's range counts in the negotiated encoding: replacing 'bogus' (found above)
    by 'text' fixes the spec only if the range lands exactly on it."""
    uri = open_document(encoded_client, tmp_path / "astral.form.yaml", ASTRAL)
    await published(encoded_client, uri, version=1)
    start = ASTRAL_START[encoded_client.encoding]
    change(encoded_client, uri, 2, [((2, start), (2, start + 5), "text")])
    assert await published(encoded_client, uri, version=2) == []


# A LINE SEPARATOR (U+2028) inside a quoted scalar: libyaml counts it as a line break, LSP
# does not. 'bogus' on formc's line 6 is on LSP line 4 (0-based); the second one, on the line
# of the separator itself, is formc's 8:18 and LSP's 5:32.
SEPARATED = ('form: Sep\nfields:\n  - id: a\n    label: "x\u2028y"\n    kind: bogus\n'
             '  - {label: "p\u2028q", id: b, kind: bogus}\n')


async def test_line_separator_in_a_scalar_before_an_error(client, tmp_path):
    uri = open_document(client, tmp_path / "sep.form.yaml", SEPARATED)
    first, second = await published(client, uri, version=1)
    assert (first.code, second.code) == ("FC013", "FC013")
    assert first.range == types.Range(start=types.Position(line=4, character=10), end=types.Position(line=4, character=15))
    assert second.range == types.Range(start=types.Position(line=5, character=32), end=types.Position(line=5, character=37))


def change(client, uri, version, edits):
    """Sends one didChange with `edits`: ((line, character), (line, character), text), or a
    bare string for a whole-text change."""
    changes = []
    for edit in edits:
        if isinstance(edit, str):
            changes.append(types.TextDocumentContentChangeWholeDocument(text=edit))
        else:
            (start, end, text) = edit
            changes.append(types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=start[0], character=start[1]),
                                  end=types.Position(line=end[0], character=end[1])), text=text))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=changes))


async def test_incremental_changes_break_and_fix_a_spec(client, tmp_path):
    uri = open_document(client, tmp_path / "edit.form.yaml", "form: Edit\nfields:\n  - id: name\n    kind: text\n")
    assert await published(client, uri, version=1) == []
    # 'text' -> 'texts': one character inserted at the end of line 3 breaks the kind.
    change(client, uri, 2, [((3, 14), (3, 14), "s")])
    (broken,) = await published(client, uri, version=2)
    assert broken.code == "FC013" and broken.message.startswith("'texts' is not a valid kind")
    assert broken.range == types.Range(start=types.Position(line=3, character=10), end=types.Position(line=3, character=15))
    # Deleting it again fixes it.
    change(client, uri, 3, [((3, 14), (3, 15), "")])
    assert await published(client, uri, version=3) == []
    # Two edits in one change, the second counted in the text the first left: 'name' becomes
    # 'first', then 'first' becomes a second field of the same id.
    change(client, uri, 4, [((2, 8), (2, 12), "first"), ((2, 8), (2, 13), "name\n  - id: name")])
    (duplicate,) = await published(client, uri, version=4)
    assert duplicate.code == "FC101"
    assert duplicate.range.start == types.Position(line=3, character=8)


async def test_whole_text_change(client, tmp_path):
    uri = open_document(client, tmp_path / "whole.form.yaml", "form: Whole\nfields:\n  - id: a\n")
    assert await published(client, uri, version=1) == []
    change(client, uri, 2, ["form: Whole\nfields: [\n"])
    (error,) = await published(client, uri, version=2)
    assert error.code == "FC001"


async def test_keystrokes_coalesce_into_one_lint_of_the_last_text(client, tmp_path):
    text = "form: Keys\nfields:\n  - id: a\n    kind: t\n"
    uri = open_document(client, tmp_path / "keys.form.yaml", text)
    await published(client, uri, version=1)
    for number, letter in enumerate("ext", start=2):
        change(client, uri, number, [((3, 9 + number), (3, 9 + number), letter)])
    assert await published(client, uri, version=4) == []
    # Every publication is for a version that was sent, the last one for the last text.
    versions = [entry[1] for entry in client.published if entry[0] == uri]
    assert versions[-1] == 4 and versions == sorted(versions)


async def test_closing_a_document_clears_its_diagnostics(client, tmp_path):
    uri = open_document(client, tmp_path / "close.form.yaml", "form: Close\nfields:\n  - id: a\n    kind: bogus\n")
    assert len(await published(client, uri, version=1)) == 1
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert await published(client, uri, count=2) == []


@pytest.mark.parametrize("name, data, broken, fixed", [
    ("cities.csv", "label,value\nParis,paris\n", "label,value\nParis,paris,extra\n", "label,value\nLyon,lyon\n"),
    ("cities.json", '[{"label": "Paris", "value": "paris"}]', '[{"label": "Paris"', '["Lyon"]'),
])
async def test_a_changed_data_file_rechecks_the_spec(client, tmp_path, name, data, broken, fixed):
    data_file = tmp_path / "data" / name
    data_file.parent.mkdir()
    data_file.write_text(data)
    spec = tmp_path / "watch.form.yaml"
    text = (f"form: Watch\nsources:\n  cities:\n    file: data/{name}\n"
            "fields:\n  - id: city\n    kind: picker\n    source: cities\n")
    uri = open_document(client, spec, text)
    assert await published(client, uri, version=1) == []
    data_file.write_text(broken)
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=data_file.as_uri(), type=types.FileChangeType.Changed)]))
    (malformed,) = await published(client, uri, version=1, count=2)
    assert malformed.code == "FC205"
    assert malformed.message.startswith(f"'{data_file}' is not a valid {name.split('.')[1]} file")
    # At 'data/…' in 'file: data/…' (line 3, character 10).
    assert malformed.range.start == types.Position(line=3, character=10)
    data_file.write_text(fixed)
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=data_file.as_uri(), type=types.FileChangeType.Changed)]))
    assert await published(client, uri, version=1, count=3) == []


async def test_an_unrelated_file_change_does_not_recheck(client, tmp_path):
    uri = open_document(client, tmp_path / "quiet.form.yaml", "form: Quiet\nfields:\n  - id: a\n")
    await published(client, uri, version=1)
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=(tmp_path / "other.csv").as_uri(), type=types.FileChangeType.Changed)]))
    # A request after the notification is answered after it is handled: no publication came.
    await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert len([entry for entry in client.published if entry[0] == uri]) == 1


async def test_a_yaml_file_that_is_no_spec_is_not_linted(client, tmp_path):
    """Editors start the server for every YAML file; only *.form.yaml and *.form.yml are specs."""
    other = open_document(client, tmp_path / "compose.yaml", "services: [\n")
    spec = open_document(client, tmp_path / "real.form.yml", "form: Real\nfields: [\n")
    (error,) = await published(client, spec, version=1)
    assert error.code == "FC001"
    # Answered after everything the server wrote before it: no publication for the other file.
    assert await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=other))) == []
    assert not [entry for entry in client.published if entry[0] == other]


async def test_a_formc_yml_above_the_spec_sets_severities(client, tmp_path):
    """The nearest formc.yml at or above the spec's folder applies its lint.severity."""
    # Previous/Next on a one-field form: FC114, a warning unless a config says otherwise.
    text = "form: One\ntoolbar:\n  previousNext: true\nfields:\n  - id: a\n"
    plain = open_document(client, tmp_path / "plain" / "one.form.yaml", text)
    (warning,) = await published(client, plain, version=1)
    assert (warning.code, warning.severity) == ("FC114", types.DiagnosticSeverity.Warning)
    project = tmp_path / "project"
    (project / "Forms").mkdir(parents=True)
    (project / "formc.yml").write_text('specs: ["Forms/*.form.yaml"]\nlint:\n  severity:\n    FC114: error\n')
    raised = open_document(client, project / "Forms" / "one.form.yaml", text)
    (error,) = await published(client, raised, version=1)
    assert (error.code, error.severity) == ("FC114", types.DiagnosticSeverity.Error)


async def test_an_edited_formc_yml_is_read_again_at_the_next_lint(client, tmp_path):
    """The config is kept between keystrokes while its file is the same (issue 29, item 8), and
    read again once it changed, even without a file event from the editor."""
    text = "form: One\ntoolbar:\n  previousNext: true\nfields:\n  - id: a\n"
    (tmp_path / "formc.yml").write_text('specs: ["*.form.yaml"]\nlint:\n  severity:\n    FC114: error\n')
    uri = open_document(client, tmp_path / "one.form.yaml", text)
    (first,) = await published(client, uri, version=1)
    assert first.severity == types.DiagnosticSeverity.Error
    # A different size, so the file's identity changes whatever the clock's resolution.
    (tmp_path / "formc.yml").write_text('specs: ["*.form.yaml"]\nlint:\n  severity:\n    FC114: "off"\n')
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text + "\n")]))
    assert await published(client, uri, version=2) == []
