"""The editor features of `formc lsp` end to end: completion, hover, go to definition, find
references and quick fixes, with positions in the negotiated encoding. Expected labels, texts
and ranges are written out by hand from the specs below."""
import pytest
from lsprotocol import types

from .support import lint_json, open_document, published, units

pytestmark = pytest.mark.asyncio

# 0-based LSP lines, as the tests count them.
SHOP_LINES = [
    "form: Shop  # FC112 is the no-way-out rule",   # 0
    "order: [name, amount, note, home]",            # 1
    "sources:",                                     # 2
    "  regions:",                                   # 3
    "    levels: [province, city]",                 # 4
    "    options:",                                 # 5
    "      - {label: A, children: [B]}",            # 6
    "fields:",                                      # 7
    "  - id: name",                                 # 8
    "    label: Name",                              # 9
    "    next: amount",                             # 10
    "  - id: amount",                               # 11
    "    kind: number",                             # 12
    "    visibleWhen: name isSet",                  # 13
    "  - id: note",                                 # 14
    "    kind: multiline",                          # 15
    "  - id: home",                                 # 16
    "    kind: picker",                             # 17
    "    source: regions",                          # 18
    '    display: "{province} {city}"',             # 19
    "rules:",                                       # 20
    "  - check: amount >= 1",                       # 21
    "    field: amount",                            # 22
    "    message: Too small",                       # 23
    "",                                             # 24: the empty last line
]
SHOP = "\n".join(SHOP_LINES)


def shop(replace=None):
    """SHOP with some lines replaced: {0-based line: new text}."""
    lines = list(SHOP_LINES)
    for number, text in (replace or {}).items():
        lines[number] = text
    return "\n".join(lines)


def position(line, character):
    return types.Position(line=line, character=character)


def span(line, start, end, end_line=None):
    return types.Range(start=position(line, start), end=position(line if end_line is None else end_line, end))


def document(uri):
    return types.TextDocumentIdentifier(uri=uri)


async def opened(client, path, text):
    """Opens `text` at `path` and waits until it is linted."""
    uri = open_document(client, path, text)
    await published(client, uri, version=1)
    return uri


async def complete(client, uri, line, character):
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=document(uri), position=position(line, character)))
    items = result.items if isinstance(result, types.CompletionList) else result
    return {item.label: item for item in items}


# Completion.

async def test_completion_of_a_top_level_key_on_an_empty_line(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", SHOP)
    items = await complete(client, uri, 24, 0)
    assert {"toolbar", "dismiss", "returnKey", "locale", "keyboardDistance", "sections"} <= set(items)
    # The keys the spec already has are not offered again.
    assert not {"form", "order", "sources", "fields", "rules"} & set(items)
    toolbar = items["toolbar"]
    assert toolbar.kind == types.CompletionItemKind.Property
    assert toolbar.text_edit == types.TextEdit(range=span(24, 0, 0), new_text="toolbar: ")
    assert toolbar.documentation.kind == types.MarkupKind.Markdown
    assert toolbar.documentation.value.startswith("**`toolbar`**")
    assert "The keyboard toolbar" in toolbar.documentation.value
    # A mapping's key opens the mapping on the next line.
    assert items["returnKey"].text_edit.new_text == "returnKey:\n  "


async def test_completion_of_kind_values(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", shop({12: "    kind: "}))
    items = await complete(client, uri, 12, 10)
    assert {"text", "number", "picker", "multiline", "date", "phone", "toggle"} <= set(items)
    assert all(item.kind == types.CompletionItemKind.EnumMember for item in items.values())
    # With a word typed, only what starts with it, and the edit replaces the typed word.
    uri = await opened(client, tmp_path / "typed.form.yaml", shop({12: "    kind: da"}))
    items = await complete(client, uri, 12, 12)
    assert set(items) == {"date", "dateTime"}
    assert items["dateTime"].text_edit == types.TextEdit(range=span(12, 10, 12), new_text="dateTime")


async def test_completion_of_field_ids_after_next(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", shop({10: "    next: "}))
    items = await complete(client, uri, 10, 10)
    # Every other field; not 'name', whose 'next' this is.
    assert set(items) == {"amount", "note", "home"}
    assert all(item.kind == types.CompletionItemKind.Field for item in items.values())
    assert items["note"].text_edit == types.TextEdit(range=span(10, 10, 10), new_text="note")


async def test_completion_of_source_names(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", shop({18: "    source: "}))
    items = await complete(client, uri, 18, 12)
    assert set(items) == {"regions"}
    assert items["regions"].kind == types.CompletionItemKind.Module


async def test_completion_of_levels_inside_a_display_placeholder(client, tmp_path):
    # The open quote is a YAML error: the server answers from the lines.
    uri = await opened(client, tmp_path / "shop.form.yaml", shop({19: '    display: "{'}))
    items = await complete(client, uri, 19, 15)
    assert {"province", "city"} <= set(items)
    assert items["province"].kind == types.CompletionItemKind.Variable
    assert items["province"].text_edit == types.TextEdit(range=span(19, 15, 15), new_text="province}")


# Completion in flow mappings, the style the examples write fields in. Each case is tried
# where the text loads (`kind: }`) and where the line is half typed (no `}` yet).
FLOW_LINES = [
    "form: Flow",                                     # 0
    "toolbar: {previousNext: true}",                  # 1
    "sources:",                                       # 2
    "  regions:",                                     # 3
    "    levels: [province, city]",                   # 4
    "    options:",                                   # 5
    "      - {label: A, children: [B]}",              # 6
    "order: [email, phone, home]",                    # 7
    "fields:",                                        # 8
    "  - {id: email, kind: email, next: phone}",      # 9
    "  - {id: phone, kind: phone, label: Phone}",     # 10
    "  - {id: home, kind: picker, source: regions}",  # 11
    "",                                               # 12
]
KINDS = {"text", "multiline", "secure", "email", "url", "phone", "number", "decimal", "date", "time",
         "dateTime", "picker", "toggle", "segmented", "stepper", "slider", "rating", "yesNo", "monthYear", "multiSelect"}


def flow(replace):
    lines = list(FLOW_LINES)
    for number, text in replace.items():
        lines[number] = text
    return "\n".join(lines)


async def test_flow_completion_of_kinds(client, tmp_path):
    uri = await opened(client, tmp_path / "loads.form.yaml", flow({10: "  - {id: phone, kind: }"}))
    items = await complete(client, uri, 10, 22)
    assert set(items) == KINDS
    assert items["toggle"].text_edit == types.TextEdit(range=span(10, 22, 22), new_text="toggle")
    uri = await opened(client, tmp_path / "typed.form.yaml", flow({10: "  - {id: phone, kind: ph"}))
    items = await complete(client, uri, 10, 24)
    assert set(items) == {"phone"}
    assert items["phone"].kind == types.CompletionItemKind.EnumMember
    assert items["phone"].text_edit == types.TextEdit(range=span(10, 22, 24), new_text="phone")


async def test_flow_completion_of_field_ids_after_next(client, tmp_path):
    uri = await opened(client, tmp_path / "loads.form.yaml", flow({9: "  - {id: email, kind: email, next: }"}))
    items = await complete(client, uri, 9, 35)
    # Every other field; not 'email', whose 'next' this is.
    assert set(items) == {"phone", "home"}
    assert items["home"].kind == types.CompletionItemKind.Field
    assert items["home"].text_edit == types.TextEdit(range=span(9, 35, 35), new_text="home")
    uri = await opened(client, tmp_path / "typed.form.yaml", flow({9: "  - {id: email, kind: email, next: h"}))
    items = await complete(client, uri, 9, 36)
    assert set(items) == {"home"}
    assert items["home"].text_edit == types.TextEdit(range=span(9, 35, 36), new_text="home")


async def test_flow_completion_of_source_names(client, tmp_path):
    uri = await opened(client, tmp_path / "loads.form.yaml", flow({11: "  - {id: home, kind: picker, source: }"}))
    items = await complete(client, uri, 11, 37)
    assert set(items) == {"regions"}
    assert items["regions"].kind == types.CompletionItemKind.Module
    uri = await opened(client, tmp_path / "typed.form.yaml", flow({11: "  - {id: home, kind: picker, source: re"}))
    items = await complete(client, uri, 11, 39)
    assert items["regions"].text_edit == types.TextEdit(range=span(11, 37, 39), new_text="regions")


async def test_flow_completion_of_keys_not_yet_written(client, tmp_path):
    uri = await opened(client, tmp_path / "loads.form.yaml", flow({10: "  - {id: phone, kind: phone, la}"}))
    items = await complete(client, uri, 10, 31)
    # `label` and `layout` start with 'la'; a key inserts no line break inside braces.
    assert set(items) == {"label", "layout"}
    assert items["layout"].kind == types.CompletionItemKind.Property
    assert items["layout"].text_edit == types.TextEdit(range=span(10, 29, 31), new_text="layout: ")
    uri = await opened(client, tmp_path / "typed.form.yaml", flow({10: "  - {id: phone, kind: phone, "}))
    items = await complete(client, uri, 10, 29)
    assert {"label", "placeholder", "required", "next", "validation"} <= set(items)
    # Not the keys it has, nor those of other kinds (dates, pickers).
    assert not {"id", "kind", "format", "source", "display"} & set(items)
    assert items["validation"].text_edit == types.TextEdit(range=span(10, 29, 29), new_text="validation: ")


async def test_flow_completion_in_a_mapping_and_a_list_after_a_key(client, tmp_path):
    uri = await opened(client, tmp_path / "toolbar.form.yaml", flow({1: "toolbar: {previousNext: true, "}))
    items = await complete(client, uri, 1, 30)
    assert set(items) == {"done", "title"}
    uri = await opened(client, tmp_path / "order.form.yaml", flow({7: "order: [email, ]"}))
    items = await complete(client, uri, 7, 15)
    assert set(items) == {"email", "phone", "home"}
    assert items["phone"].text_edit == types.TextEdit(range=span(7, 15, 15), new_text="phone")


# Hover.

async def hover(client, uri, line, character):
    return await client.text_document_hover_async(
        types.HoverParams(text_document=document(uri), position=position(line, character)))


async def test_hover_on_a_key(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", SHOP)
    shown = await hover(client, uri, 13, 6)
    assert shown.contents.kind == types.MarkupKind.Markdown
    assert shown.contents.value.startswith("**`fields.visibleWhen`**")
    assert "The field is shown, and in the focus chain, only while the condition" in shown.contents.value
    assert shown.range == span(13, 4, 15)


async def test_hover_on_a_code_in_a_comment(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", SHOP)
    shown = await hover(client, uri, 0, 16)
    assert shown.contents.value.startswith("FC112")
    assert "keyboard" in shown.contents.value and "Done" in shown.contents.value
    assert shown.range == span(0, 14, 19)


async def test_hover_on_a_field_shows_its_place_in_the_focus_chain(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", SHOP)
    shown = await hover(client, uri, 11, 10)
    assert shown.contents.value == ("**field `amount`** (`number`)\n\n"
                                    "Focus chain: `name` → **`amount`** → `note` (2 of 4)  \n"
                                    "No return key (`number` keyboard); the toolbar's Done ends editing")
    assert shown.range == span(11, 8, 14)
    # From a reference too: 'amount' in 'next: amount'.
    assert (await hover(client, uri, 10, 12)).range == span(10, 10, 16)


async def test_hover_on_nothing_is_null(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", SHOP)
    assert await hover(client, uri, 24, 0) is None


# Definition and references.

async def test_definition_from_next_to_the_id(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", SHOP)
    locations = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document(uri), position=position(10, 12)))
    assert locations == [types.Location(uri=uri, range=span(11, 8, 14))]
    # From 'regions' in 'source: regions' to its key under 'sources:'.
    locations = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document(uri), position=position(18, 14)))
    assert locations == [types.Location(uri=uri, range=span(3, 2, 9))]


async def references(client, uri, line, character, include):
    found = await client.text_document_references_async(types.ReferenceParams(
        text_document=document(uri), position=position(line, character),
        context=types.ReferenceContext(include_declaration=include)))
    return list(found)


async def test_references_of_a_field(client, tmp_path):
    uri = await opened(client, tmp_path / "shop.form.yaml", SHOP)
    expected = [span(1, 14, 20), span(10, 10, 16), span(11, 8, 14), span(21, 11, 17), span(22, 11, 17)]
    found = await references(client, uri, 22, 13, include=True)
    assert found == [types.Location(uri=uri, range=each) for each in expected]
    found = await references(client, uri, 22, 13, include=False)
    assert found == [types.Location(uri=uri, range=each) for each in expected if each != span(11, 8, 14)]


# Four emoji before 'b' on line 2: code point 26, UTF-16 unit 30, UTF-8 byte 38. The field 'b'
# is defined on line 3 after one emoji: 'b' at code point 21, UTF-16 unit 22, UTF-8 byte 24.
EMOJI_LINES = [
    "form: Emoji",
    "fields:",
    '  - {label: "\U0001F600\U0001F600\U0001F600\U0001F600", next: b, id: a}',
    '  - {label: "\U0001F389", id: b}',
    "",
]
NEXT_B = {"utf-16": 30, "utf-8": 38, "utf-32": 26}
ID_B = {"utf-16": 22, "utf-8": 24, "utf-32": 21}


async def test_definition_and_hover_after_emoji(encoded_client, tmp_path):
    encoding = encoded_client.encoding
    uri = await opened(encoded_client, tmp_path / "emoji.form.yaml", "\n".join(EMOJI_LINES))
    # The hand-counted offsets agree with the encodings' own counts of the text before 'b'.
    assert NEXT_B[encoding] == units(EMOJI_LINES[2][:26], encoding)
    assert ID_B[encoding] == units(EMOJI_LINES[3][:21], encoding)
    at_b = position(2, NEXT_B[encoding])
    locations = await encoded_client.text_document_definition_async(
        types.DefinitionParams(text_document=document(uri), position=at_b))
    assert locations == [types.Location(uri=uri, range=span(3, ID_B[encoding], ID_B[encoding] + 1))]
    shown = await encoded_client.text_document_hover_async(types.HoverParams(text_document=document(uri), position=at_b))
    assert shown.contents.value.startswith("**field `b`** (`text`)\n\nFocus chain: `a` → **`b`** → *end* (2 of 2)")
    assert shown.range == span(2, NEXT_B[encoding], NEXT_B[encoding] + 1)


# Quick fixes.

def apply_edits(text, edits):
    """Applies LSP TextEdits (UTF-16 positions, LF lines) to `text`, last first so earlier
    offsets stay valid."""
    lines = text.split("\n")

    def offset(pos):
        before = sum(len(line) + 1 for line in lines[:pos.line])
        line = lines[pos.line]
        # UTF-16 units to code points on this line.
        count = 0
        for index, char in enumerate(line):
            if count >= pos.character:
                return before + index
            count += 2 if ord(char) > 0xFFFF else 1
        return before + len(line)

    for edit in sorted(edits, key=lambda each: (each.range.start.line, each.range.start.character), reverse=True):
        start, end = offset(edit.range.start), offset(edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text


async def code_actions(client, uri, range, diagnostics):
    """The answer as a list (the client's converter gives some arrays as tuples)."""
    found = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=document(uri), range=range, context=types.CodeActionContext(diagnostics=diagnostics)))
    return found if found is None else list(found)


async def quick_fixes(client, uri, diagnostic):
    return await code_actions(client, uri, diagnostic.range, [diagnostic])


async def the_quick_fix(client, path, text, code):
    """Opens `text`, whose one diagnostic has `code`, and returns the one quick fix offered
    for it with its edits, after checking that the fix names that diagnostic."""
    uri = open_document(client, path, text)
    (diagnostic,) = await published(client, uri, version=1)
    assert diagnostic.code == code
    (action,) = await quick_fixes(client, uri, diagnostic)
    assert action.kind == types.CodeActionKind.QuickFix
    assert list(action.diagnostics) == [diagnostic]
    return action, list(action.edit.changes[uri])


def lints_clean(path, text):
    path.write_text(text, encoding="utf-8")
    return lint_json(path) == []


async def test_quick_fix_for_a_keyboard_with_no_way_out(client, tmp_path):
    text = "form: Pay\ntoolbar: false\nfields:\n  - id: amount\n    kind: number\n"
    action, edits = await the_quick_fix(client, tmp_path / "pay.form.yaml", text, "FC112")
    assert action.title == "Add Done to the keyboard toolbar"
    assert not action.is_preferred
    # 'false' after 'toolbar: ' becomes a mapping that keeps Previous/Next off.
    assert edits == [types.TextEdit(range=span(1, 9, 14), new_text="\n  previousNext: false\n  done: true")]
    fixed = apply_edits(text, edits)
    assert fixed == "form: Pay\ntoolbar: \n  previousNext: false\n  done: true\nfields:\n  - id: amount\n    kind: number\n"
    assert lints_clean(tmp_path / "pay.form.yaml", fixed)


async def test_quick_fix_of_a_fix_it_after_an_emoji(client, tmp_path):
    # A quoted emoji in the format before 'YYYY': code point 17, UTF-16 unit 18.
    text = "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: \"'\U0001F382' YYYY-MM-dd\"\n"
    action, edits = await the_quick_fix(client, tmp_path / "date.form.yaml", text, "FC303")
    assert (action.title, action.is_preferred) == ("Replace with 'yyyy'", True)
    assert edits == [types.TextEdit(range=span(4, 18, 22), new_text="yyyy")]
    fixed = apply_edits(text, edits)
    assert fixed == "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: \"'\U0001F382' yyyy-MM-dd\"\n"
    assert lints_clean(tmp_path / "date.form.yaml", fixed)


async def test_no_quick_fix_on_lines_without_diagnostics(client, tmp_path):
    uri = await opened(client, tmp_path / "date.form.yaml",
                       "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: YYYY-MM-dd\n")
    assert await code_actions(client, uri, span(0, 0, 0, end_line=3), []) == []


# Documents the features do not serve.

async def all_answers(client, uri):
    at = position(0, 0)
    return [
        await complete(client, uri, 0, 0),
        await client.text_document_hover_async(types.HoverParams(text_document=document(uri), position=at)),
        await client.text_document_definition_async(types.DefinitionParams(text_document=document(uri), position=at)),
        await references(client, uri, 0, 0, include=True),
        await code_actions(client, uri, span(0, 0, 0), []),
    ]


async def test_an_unknown_document_gets_empty_answers(client, tmp_path):
    assert await all_answers(client, (tmp_path / "never-opened.form.yaml").as_uri()) == [{}, None, [], [], []]


async def test_a_yaml_file_that_is_no_spec_gets_empty_answers(client, tmp_path):
    uri = open_document(client, tmp_path / "compose.yaml", "form: x\nfields:\n  - id: a\n")
    assert await all_answers(client, uri) == [{}, None, [], [], []]


async def test_features_follow_changes(client, tmp_path):
    """The answers are for the text as changed, not as opened."""
    uri = await opened(client, tmp_path / "shop.form.yaml", SHOP)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=span(11, 8, 14), text="total")]))
    locations = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document(uri), position=position(10, 12)))
    assert locations == []
    found = await references(client, uri, 11, 9, include=True)
    assert found == [types.Location(uri=uri, range=span(11, 8, 13))]
