"""textDocument/documentSymbol: sections (Namespace) holding their fields (Field), and the
last good outline kept while the YAML is broken."""
import pytest
from lsprotocol import types

from .support import EXAMPLES, open_document, published

pytestmark = pytest.mark.asyncio


def span(start_line, start_character, end_line, end_character):
    return types.Range(start=types.Position(line=start_line, character=start_character),
                       end=types.Position(line=end_line, character=end_character))


async def symbols(client, uri):
    return await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri)))


async def test_sections_and_fields_of_signup(client):
    uri = open_document(client, EXAMPLES / "Signup.form.yaml")
    account, about = await symbols(client, uri)
    assert (account.name, account.kind, about.name) == ("Account", types.SymbolKind.Namespace, "About you")
    assert [field.name for field in account.children] == ["email", "username", "password", "confirmPassword", "accountType"]
    assert [field.name for field in about.children] == ["firstName", "lastName", "mobile", "gender", "bio",
                                                         "referralCode", "newsletter"]
    assert all(field.kind == types.SymbolKind.Field for field in account.children + about.children)
    # '  - title: Account' on line 25 (0-based): the section starts at 'title', named at 'Account'.
    assert account.selection_range == span(25, 11, 25, 18)
    # accountType runs from its 'id' key (line 61) to the end of 'disabled: true' (line 66),
    # which ends the section too.
    account_type = account.children[-1]
    assert account_type.range == span(61, 8, 66, 22)
    assert account_type.selection_range == span(61, 12, 61, 23)
    assert account_type.detail == "text"
    assert account.range == span(25, 4, 66, 22)
    newsletter = about.children[-1]
    assert newsletter.range == span(105, 8, 109, 19)
    assert newsletter.selection_range == span(105, 12, 105, 22)


async def test_fields_outside_sections_form_one_section(client):
    uri = open_document(client, EXAMPLES / "Profile.form.yaml")
    (section,) = await symbols(client, uri)
    assert section.name == "fields"
    assert [field.name for field in section.children] == ["name", "email", "phone", "birthday", "city"]
    assert section.children[-1].range == span(54, 4, 59, 32)


@pytest.mark.parametrize("name", sorted(path.name for path in EXAMPLES.glob("*.form.yaml")))
async def test_every_example_has_an_outline_of_its_fields(client, name):
    text = (EXAMPLES / name).read_text(encoding="utf-8")
    uri = open_document(client, EXAMPLES / name)
    outline = await symbols(client, uri)
    ids = [field.name for section in outline for field in section.children]
    # Each field's id, as written after '- id: ' or '{id: ' in the spec, in order.
    written = [line.split("id:", 1)[1].split(",")[0].strip(" }") for line in text.splitlines()
               if line.lstrip().startswith(("- id:", "- {id:"))]
    assert ids == written and ids
    lines = text.splitlines()
    point = lambda position: (position.line, position.character)
    for section in outline:
        for field in section.children:
            # A field lies inside its section, and its name inside its range.
            assert point(section.range.start) <= point(field.range.start) <= point(field.range.end) <= point(section.range.end)
            assert point(field.range.start) <= point(field.selection_range.start)
            selected = lines[field.selection_range.start.line][field.selection_range.start.character:field.selection_range.end.character]
            assert selected == field.name


async def test_a_yaml_error_keeps_the_last_good_outline(client, tmp_path):
    text = "form: Keep\nfields:\n  - id: first\n  - id: second\n"
    uri = open_document(client, tmp_path / "keep.form.yaml", text)
    await published(client, uri, version=1)
    before = await symbols(client, uri)
    assert [field.name for field in before[0].children] == ["first", "second"]
    # An unclosed flow sequence: a YAML error (FC001) and no new outline.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text + "order: [first\n")]))
    (error,) = await published(client, uri, version=2)
    assert error.code == "FC001"
    assert await symbols(client, uri) == before
    # Fixed, with a third field: the outline follows again.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text + "  - id: third\n")]))
    assert await published(client, uri, version=3) == []
    after = await symbols(client, uri)
    assert [field.name for field in after[0].children] == ["first", "second", "third"]


async def test_a_document_that_is_not_open_has_no_outline(client, tmp_path):
    assert await symbols(client, (tmp_path / "closed.form.yaml").as_uri()) == []


async def test_a_quoted_name_is_selected_without_its_quotes(client, tmp_path):
    # 0-based: the title `"About you"` on line 2 is at characters 12..21, between its quotes
    # at 11 and 21; `'home'` on line 4 at 13..17. With an escape (`'it''s'`) the columns
    # inside are not exact: the whole scalar, 11..18, is selected.
    text = ("form: F\nsections:\n  - title: \"About you\"\n    fields:\n      - id: 'home'\n"
            "      - {id: plain}\n  - title: 'it''s'\n    fields: [{id: x}]\n")
    uri = open_document(client, tmp_path / "q.form.yaml", text)
    about, other = await symbols(client, uri)
    assert about.selection_range == span(2, 12, 2, 21)
    home, plain = about.children
    assert (home.name, home.selection_range) == ("home", span(4, 13, 4, 17))
    assert plain.selection_range == span(5, 13, 5, 18)
    assert (other.name, other.selection_range) == ("it's", span(6, 11, 6, 18))
