"""The second variant of request handling whose headline case other files test: a batch of
several changes in one didChange, a request after didClose or for a document never opened,
a string request id, a cancel that comes after the answer. Raw JSON-RPC on `formc lsp`'s
standard input (test_protocol's helpers); each expected text, range and answer is worked out
by hand from LSP 3.17 and the spec texts below (0-based lines, UTF-16 characters)."""
from .test_protocol import INITIALIZE, SHUTDOWN_EXIT, notification, request, serve

URI = "file:///tmp/second-variants.form.yaml"


def opened(text, uri=URI, version=1):
    return notification("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "yaml", "version": version, "text": text}})


def changed(version, *changes, uri=URI):
    """A didChange: each change is ((line, character), (line, character), text), or a bare
    string for the whole text."""
    entries = [{"text": change} if isinstance(change, str) else
               {"range": rng(*change[0], *change[1]), "text": change[2]} for change in changes]
    return notification("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                   "contentChanges": entries})


def closed(uri=URI):
    return notification("textDocument/didClose", {"textDocument": {"uri": uri}})


def rng(line, character, end_line, end_character):
    return {"start": {"line": line, "character": character}, "end": {"line": end_line, "character": end_character}}


def at(id, method, line, character, uri=URI, **extra):
    return request(id, method, {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}, **extra})


def symbols(id, uri=URI):
    return request(id, "textDocument/documentSymbol", {"textDocument": {"uri": uri}})


def run(*messages):
    """Serves `messages` after initialize; returns the answers by id and the publications as
    (uri, version, diagnostics)."""
    status, sent = serve(INITIALIZE + b"".join(messages) + SHUTDOWN_EXIT)
    assert status == 0
    answers = {message["id"]: message for message in sent if "id" in message}
    published = [(message["params"]["uri"], message["params"].get("version"), message["params"]["diagnostics"])
                 for message in sent if message.get("method") == "textDocument/publishDiagnostics"]
    return answers, published


def diagnostics(published, version, uri=URI):
    (found,) = [entry[2] for entry in published if entry[0] == uri and entry[1] == version]
    return found


def field_names(answer):
    return [field["name"] for section in answer["result"] for field in section["children"]]


# Several changes in one didChange (LSP 3.17: each applies to the text the one before it left).

ABC = "form: B\nfields:\n  - id: a\n    next: b\n  - id: b\n"


def test_three_range_changes_in_one_batch_apply_in_order():
    # 1. 'b' of '  - id: b' (line 4) becomes 'c'.
    # 2. A field 'z' is inserted before line 2: 'next: b' moves to line 4, 'id: c' to line 5.
    # 3. 'b' of 'next: b', now on line 4, becomes 'c'. The text is then
    #    form: B / fields: / - id: z / - id: a / next: c / - id: c: a valid spec.
    answers, published = run(
        opened(ABC),
        changed(2, ((4, 8), (4, 9), "c"), ((2, 0), (2, 0), "  - id: z\n"), ((4, 10), (4, 11), "c")),
        at(2, "textDocument/definition", 4, 10),
        at(3, "textDocument/hover", 4, 10),
        symbols(4))
    assert diagnostics(published, 2) == []
    assert answers[2]["result"] == [{"uri": URI, "range": rng(5, 8, 5, 9)}]
    assert answers[3]["result"]["range"] == rng(4, 10, 4, 11)
    assert answers[3]["result"]["contents"]["value"].startswith("**field `c`**")
    assert field_names(answers[4]) == ["z", "a", "c"]


def test_a_whole_text_change_after_a_range_change_replaces_everything():
    # The range change would add 'kind: bogus' (an error); the whole text after it wins.
    answers, published = run(
        opened("form: M\nfields:\n  - id: a\n"),
        changed(2, ((2, 8), (2, 9), "a\n    kind: bogus"), "form: M\nfields:\n  - id: whole\n"),
        symbols(2))
    assert diagnostics(published, 2) == []
    assert field_names(answers[2]) == ["whole"]


def test_a_range_change_after_a_whole_text_change_counts_in_the_new_text():
    # 'text' on line 3 of the new text (characters 10 to 14) becomes 'bogus': one FC013 there.
    answers, published = run(
        opened("form: M\nfields:\n  - id: a\n"),
        changed(2, "form: M\nfields:\n  - id: x\n    kind: text\n", ((3, 10), (3, 14), "bogus")),
        symbols(2))
    (error,) = diagnostics(published, 2)
    assert error["code"] == "FC013" and error["message"].startswith("'bogus' is not a valid kind")
    assert error["range"] == rng(3, 10, 3, 15)
    assert field_names(answers[2]) == ["x"]


def test_a_range_change_after_an_emoji_deleted_in_the_same_batch_counts_utf16_units():
    # '  - {label: "' is 13 units; each U+1F600 is 2; 'bogus' starts at unit 33. The first
    # change deletes the first emoji (units 13 to 15), which moves 'bogus' to units 31 to 36,
    # where the second change makes it 'text'. The field id 'a' ends up at unit 22.
    text = 'form: E\nfields:\n  - {label: "\U0001F600\U0001F600", id: a, kind: bogus}\n'
    answers, published = run(
        opened(text),
        changed(2, ((2, 13), (2, 15), ""), ((2, 31), (2, 36), "text")),
        symbols(2))
    assert diagnostics(published, 2) == []
    (field,) = answers[2]["result"][0]["children"]
    assert field["selectionRange"] == rng(2, 22, 2, 23)


def test_a_malformed_change_in_a_batch_drops_the_whole_notification():
    # DocumentSync: malformed params are ignored. The second change's range ends before it
    # starts, so the first change ('a' -> 'b') is not applied either.
    answers, _ = run(
        opened("form: M\nfields:\n  - id: a\n"),
        changed(2, ((2, 8), (2, 9), "b"), ((2, 5), (2, 0), "x")),
        symbols(2))
    assert field_names(answers[2]) == ["a"]


# Documents that are not (or no longer) open: the empty answer (FeatureRequests.swift).

SPEC = "form: R\nfields:\n  - id: name\n    next: amount\n  - id: amount\n    kind: number\n"


def test_requests_after_did_close_get_the_empty_answers_and_a_reopen_is_served_afresh():
    answers, published = run(
        opened(SPEC),
        at(2, "textDocument/definition", 3, 12),
        closed(),
        at(3, "textDocument/definition", 3, 12),
        at(4, "textDocument/hover", 3, 12),
        at(5, "textDocument/completion", 3, 10),
        symbols(6),
        opened("form: R\nfields:\n  - id: other\n", version=7),
        symbols(8))
    assert answers[2]["result"] == [{"uri": URI, "range": rng(4, 8, 4, 14)}]
    assert [answers[id]["result"] for id in (3, 4, 5, 6)] == [[], None, [], []]
    # Closing clears the document's diagnostics (no version: the document is gone).
    assert (URI, None, []) in published
    assert field_names(answers[8]) == ["other"]


def test_did_change_for_a_document_never_opened_is_ignored():
    answers, published = run(
        changed(2, SPEC),
        at(2, "textDocument/hover", 3, 12),
        symbols(3))
    assert answers[2]["result"] is None and answers[3]["result"] == []
    assert published == []


# Ids, cancellation, optional params and positions.

def test_a_string_request_id_is_echoed_and_cancelling_it_after_its_answer_sends_nothing():
    answers, _ = run(
        opened(SPEC),
        at("go-1", "textDocument/definition", 3, 12),
        notification("$/cancelRequest", {"id": "go-1"}),
        at(3, "textDocument/definition", 3, 12))
    expected = [{"uri": URI, "range": rng(4, 8, 4, 14)}]
    assert answers["go-1"]["result"] == expected
    assert answers[3]["result"] == expected
    # The answers of initialize, go-1, 3 and shutdown, and nothing for the cancel.
    assert sorted(map(str, answers)) == ["1", "3", "99", "go-1"]


def test_references_without_a_context_leave_out_the_declaration():
    # From the id 'amount' (line 4): only 'next: amount' on line 3.
    answers, _ = run(opened(SPEC), at(2, "textDocument/references", 4, 9))
    assert answers[2]["result"] == [{"uri": URI, "range": rng(3, 10, 3, 16)}]


def test_a_character_past_the_end_of_its_line_is_the_end_of_the_line():
    # LSP 3.17 Position: the character defaults back to the line's length, just after
    # 'amount' in 'next: amount', which is still on the name.
    answers, _ = run(opened(SPEC), at(2, "textDocument/definition", 3, 999), at(3, "textDocument/hover", 3, 999))
    assert answers[2]["result"] == [{"uri": URI, "range": rng(4, 8, 4, 14)}]
    assert answers[3]["result"]["range"] == rng(3, 10, 3, 16)


def test_a_key_hover_needs_only_its_line_while_the_yaml_is_broken():
    # docs/editors.md: field hover and definition need the YAML to load; a key's hover does not.
    answers, published = run(
        opened(SPEC),
        changed(2, ((5, 16), (5, 16), "\norder: [name")),
        at(2, "textDocument/hover", 5, 6),
        at(3, "textDocument/definition", 3, 12),
        at(4, "textDocument/hover", 3, 12))
    assert [error["code"] for error in diagnostics(published, 2)] == ["FC001"]
    assert answers[2]["result"]["contents"]["value"].startswith("**`fields.kind`**")
    assert answers[2]["result"]["range"] == rng(5, 4, 5, 8)
    assert answers[3]["result"] == [] and answers[4]["result"] is None


def test_a_quick_fix_without_diagnostics_in_the_context_names_none():
    # 'YYYY' on line 4 (characters 12 to 16) is FC303; the request sends no diagnostics, so
    # the fix is offered for the line but names none (LSP: `diagnostics` is optional).
    text = "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: YYYY-MM-dd\n"
    answers, _ = run(opened(text), request(2, "textDocument/codeAction", {
        "textDocument": {"uri": URI}, "range": rng(4, 0, 4, 0), "context": {"diagnostics": []}}))
    (action,) = answers[2]["result"]
    assert action["title"] == "Replace with 'yyyy'" and "diagnostics" not in action
    assert action["edit"] == {"changes": {URI: [{"range": rng(4, 12, 4, 16), "newText": "yyyy"}]}}
