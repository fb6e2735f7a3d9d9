"""Renaming a field id or a source name (`textDocument/rename`, `textDocument/prepareRename`)
over Tests/Fixtures/Rename/Rename.form.yaml, which names its fields and sources in every way a
spec can: `order:`, `next:`, `source:`, conditions (double-quoted, and single-quoted after
`''` escapes), a rule's `check:` and `field:`. Every expected range is counted by hand from
that file (0-based lines and UTF-16 columns, the file being ASCII)."""
import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from .support import FIXTURES, open_document
from .test_features import apply_edits, document, lints_clean, opened, position, span

pytestmark = pytest.mark.asyncio

SPEC = FIXTURES / "Rename" / "Rename.form.yaml"
TEXT = SPEC.read_text(encoding="utf-8")
LINES = TEXT.split("\n")
# The form's String Catalog, one entry a line: line 3 is 'Rename.city.label', whose 'city' is
# at columns 12-16 (after four spaces, a quote and 'Rename.').
CATALOG = (FIXTURES / "Rename" / "Rename.xcstrings").read_text(encoding="utf-8")


async def rename(client, uri, line, character, new_name):
    """The edits of the answer, in the order given, or the refusal's (code, message)."""
    try:
        answer = await client.text_document_rename_async(types.RenameParams(
            text_document=document(uri), position=position(line, character), new_name=new_name))
    except JsonRpcException as refusal:
        return (refusal.code, refusal.message)
    assert list(answer.changes) in ([uri], [])
    return list(answer.changes.get(uri, []))


async def prepare(client, uri, line, character):
    return await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        text_document=document(uri), position=position(line, character)))


def edits(new_text, *ranges):
    return [types.TextEdit(range=each, new_text=new_text) for each in ranges]


# city: the `order:` item, country's `next:`, its `id:`, the condition of 'notes' (after the
# `''pro''` escapes), the rule's `check:` and `field:`.
CITY = [span(4, 17, 21), span(14, 56, 60), span(15, 13, 17), span(23, 85, 89), span(27, 11, 15), span(28, 11, 15)]


async def test_rename_a_field_everywhere_the_spec_names_it(client, tmp_path):
    uri = await opened(client, tmp_path / "Rename.form.yaml", TEXT)
    found = await rename(client, uri, 15, 14, "town")
    assert found == edits("town", *CITY)
    # From a reference ('city' after 'next:') the same edits.
    assert await rename(client, uri, 14, 57, "town") == found
    renamed = apply_edits(TEXT, found).split("\n")
    # The source's level 'city' and the display template's {city} are not the field.
    assert renamed[7] == "    levels: [country, city]"
    assert renamed[15].endswith("source: places, display: '{country} {city}'}")
    assert renamed[23] == "      - {id: notes, kind: multiline, label: Notes, visibleWhen: 'plan == ''pro'' and town isSet'}"
    assert lints_clean(tmp_path / "Renamed.form.yaml", apply_edits(TEXT, found))


async def test_rename_a_field_named_in_quoted_conditions_and_a_rule(client, tmp_path):
    uri = await opened(client, tmp_path / "Rename.form.yaml", TEXT)
    # plan: `order:`, the block `id:`, the single-quoted condition before `''pro''`, the rule.
    assert await rename(client, uri, 23, 66, "tier") == edits(
        "tier", span(4, 23, 27), span(19, 12, 16), span(23, 65, 69), span(26, 23, 27))
    # country: `order:`, `id:`, the section's double-quoted `visibleWhen:`; not the level.
    found = await rename(client, uri, 17, 20, "nation")
    assert found == edits("nation", span(4, 8, 15), span(14, 13, 20), span(17, 18, 25))
    assert lints_clean(tmp_path / "Renamed.form.yaml", apply_edits(TEXT, found))
    # confirm: its `id:`, a bare name in a rule's check, the rule's `field:`.
    assert await rename(client, uri, 26, 75, "agreed") == edits(
        "agreed", span(24, 13, 20), span(26, 12, 19), span(26, 74, 81))


async def test_rename_a_source(client, tmp_path):
    uri = await opened(client, tmp_path / "Rename.form.yaml", TEXT)
    # From its key under `sources:`: the key and the quoted `source: "plans"`, quotes kept.
    found = await rename(client, uri, 10, 4, "tiers")
    assert found == edits("tiers", span(10, 2, 7), span(22, 17, 22))
    assert apply_edits(TEXT, found).split("\n")[22] == '        source: "tiers"'
    # From a `source:` value.
    found = await rename(client, uri, 15, 56, "regions")
    assert found == edits("regions", span(6, 2, 8), span(15, 54, 60))
    assert lints_clean(tmp_path / "Renamed.form.yaml", apply_edits(TEXT, found))


async def test_prepare_rename_gives_the_name_and_its_range(client, tmp_path):
    uri = await opened(client, tmp_path / "Rename.form.yaml", TEXT)
    assert await prepare(client, uri, 4, 19) == types.PrepareRenamePlaceholder(
        range=span(4, 17, 21), placeholder="city")
    # Inside the quotes of `source: "plans"`: the name without them.
    assert await prepare(client, uri, 22, 18) == types.PrepareRenamePlaceholder(
        range=span(22, 17, 22), placeholder="plans")


async def test_prepare_rename_on_what_is_no_name_is_null(client, tmp_path):
    uri = await opened(client, tmp_path / "Rename.form.yaml", TEXT)
    assert await prepare(client, uri, 14, 23) is None, "the key 'kind'"
    assert await prepare(client, uri, 20, 16) is None, "the kind 'picker'"
    assert await prepare(client, uri, 15, 84) is None, "{city} in a display template"
    assert await prepare(client, uri, 7, 22) is None, "the level 'city'"
    assert await prepare(client, uri, 0, 5) is None, "a comment"


REQUEST_FAILED = -32803


async def test_a_name_that_is_taken_is_refused(client, tmp_path):
    uri = await opened(client, tmp_path / "Rename.form.yaml", TEXT)
    assert await rename(client, uri, 15, 14, "country") == (
        REQUEST_FAILED, "a field has the id 'country' already (line 15)")
    assert await rename(client, uri, 6, 4, "plans") == (
        REQUEST_FAILED, "a source is named 'plans' already (line 11)")
    # `Country` becomes the Swift identifier of the field `country` (FC501).
    assert await rename(client, uri, 15, 14, "Country") == (
        REQUEST_FAILED, "'Country' would become the Swift identifier 'country', as 'country' does (line 15): "
                        "the generated code would not compile (FC501)")


async def test_a_name_a_condition_could_not_read_is_refused(client, tmp_path):
    uri = await opened(client, tmp_path / "Rename.form.yaml", TEXT)
    shape = "a name starts with a letter or '_' and goes on with letters, digits, '_' or '-'"
    assert await rename(client, uri, 15, 14, "2nd") == (REQUEST_FAILED, f"'2nd' is not a valid field id: {shape}")
    assert await rename(client, uri, 15, 14, "my town") == (
        REQUEST_FAILED, f"'my town' is not a valid field id: {shape}")
    assert await rename(client, uri, 6, 4, "a.b") == (REQUEST_FAILED, f"'a.b' is not a valid source name: {shape}")
    assert await rename(client, uri, 15, 14, "and") == (
        REQUEST_FAILED, "'and' is not a valid field id: 'and' is a word of the condition language")
    assert await rename(client, uri, 15, 14, "null") == (
        REQUEST_FAILED, "'null' is not a valid field id: YAML reads it as null")


async def test_renaming_nothing_is_refused_with_the_reason(client, tmp_path):
    uri = await opened(client, tmp_path / "Rename.form.yaml", TEXT)
    assert await rename(client, uri, 14, 23, "x") == (
        REQUEST_FAILED, "put the cursor on a field id or a source name to rename it")
    # The same name: nothing to change.
    assert await rename(client, uri, 15, 14, "city") == []


async def test_a_name_that_cannot_be_placed_exactly_is_refused(client, tmp_path):
    # A double-quoted condition with an escape: its names are placed at the whole value.
    escaped = "\n".join(LINES[:23] + [
        '      - {id: notes, kind: multiline, label: Notes, visibleWhen: "plan == \\"pro\\" and city isSet"}'
    ] + LINES[24:])
    uri = await opened(client, tmp_path / "Escaped.form.yaml", escaped)
    assert await rename(client, uri, 15, 14, "town") == (
        REQUEST_FAILED, "'city' is also named on line 24, where its columns are not exact (escapes, or a value "
                        "over several lines): write that value on one line without escapes, or rename it by hand")
    # A condition that does not parse (FC601) may read it.
    broken = "\n".join(LINES[:17] + ['    visibleWhen: "country isSet and"'] + LINES[18:])
    uri = await opened(client, tmp_path / "Broken.form.yaml", broken)
    assert await rename(client, uri, 14, 14, "nation") == (
        REQUEST_FAILED, "the condition on line 18 does not parse (FC601), so which names it reads is not known: "
                        "fix it first")
    # Another field is renamed as usual.
    assert await rename(client, uri, 15, 14, "town") == edits("town", *CITY)


async def beside_its_catalog(client, tmp_path, catalog=CATALOG):
    """The spec opened from a folder that holds its catalog too; the URIs of both."""
    (tmp_path / "Rename.form.yaml").write_text(TEXT, encoding="utf-8")
    (tmp_path / "Rename.xcstrings").write_text(catalog, encoding="utf-8")
    uri = await opened(client, tmp_path / "Rename.form.yaml", TEXT)
    return uri, (tmp_path / "Rename.xcstrings").as_uri()


async def changes(client, uri, line, character, new_name):
    answer = await client.text_document_rename_async(types.RenameParams(
        text_document=document(uri), position=position(line, character), new_name=new_name))
    return {each: list(edits) for each, edits in answer.changes.items()}


async def test_rename_changes_the_keys_of_the_texts_in_the_catalog(client, tmp_path):
    uri, catalog = await beside_its_catalog(client, tmp_path)
    # The field's label and placeholder keep their translations under the new id; not the
    # field 'cityscape', the section's title, nor the app's own key 'city'.
    found = await changes(client, uri, 15, 14, "town")
    assert found == {uri: edits("town", *CITY), catalog: edits("town", span(3, 12, 16), span(4, 12, 16))}
    renamed = apply_edits(CATALOG, found[catalog]).split("\n")
    assert renamed[3].startswith('    "Rename.town.label" : ')
    assert renamed[4].startswith('    "Rename.town.placeholder" : ')
    assert renamed[5:] == CATALOG.split("\n")[5:]
    # A source's options, at every level.
    found = await changes(client, uri, 6, 4, "regions")
    assert found == {uri: edits("regions", span(6, 2, 8), span(15, 54, 60)),
                     catalog: edits("regions", span(7, 12, 18), span(8, 12, 18))}
    # A field with no entries there: the spec alone.
    found = await changes(client, uri, 19, 13, "tier")
    assert list(found) == [uri]


async def test_a_key_the_catalog_has_already_is_refused(client, tmp_path):
    uri, _ = await beside_its_catalog(client, tmp_path)
    assert await rename(client, uri, 15, 14, "cityscape") == (
        REQUEST_FAILED,
        "the String Catalog 'Rename.xcstrings' has an entry 'Rename.cityscape.label' already: remove it, or rename by hand")
    # A key written with an escape cannot be edited in place.
    escaped = CATALOG.replace('"Rename.country.label"', '"Rename.c\\u006Funtry.label"')
    folder = tmp_path / "escaped"
    folder.mkdir()
    uri, _ = await beside_its_catalog(client, folder, escaped)
    assert await rename(client, uri, 14, 14, "nation") == (
        REQUEST_FAILED,
        "the String Catalog 'Rename.xcstrings' writes the key 'Rename.country.label' with escapes (line 7): "
        "rename it there by hand")


async def test_the_catalog_as_the_editor_has_it_open(client, tmp_path):
    uri, catalog = await beside_its_catalog(client, tmp_path)
    # Unsaved in the editor: one line more at the top than on disk, so every key is a line lower.
    open_document(client, tmp_path / "Rename.xcstrings", "\n" + CATALOG)
    found = await changes(client, uri, 15, 14, "town")
    assert found[catalog] == edits("town", span(4, 12, 16), span(5, 12, 16))
