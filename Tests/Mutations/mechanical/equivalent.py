"""Mechanical mutants that cannot change what any user sees, with the reason: left out of the
score and listed in ../RESULTS.md. An entry matches a site by its file, operator, the text it
replaces and a snippet of its line that the site starts inside (so it still matches when the
line moves, and names one site of a line rather than every site with the same text). A performance-only
change (a capacity reserved, a search pruned) counts as equivalent: speed is measured by the
benchmarks, not by tests."""

EQUIVALENT = [
    dict(file="Sources/FormcDiagnostics/FixItApplication.swift", operator="relational", original="written.count >= 2",
         line_text="let quote = written.count >= 2 && written.first == written.last",
         reason="a quoted scalar of exactly two characters is empty (`\"\"`, `''`), and no check offers a fix-it "
                "for an empty value (a did-you-mean needs something written to be near)"),
    dict(file="Sources/FormcCore/FieldSplice.swift", operator="first/last", original="first",
         line_text="let list = loaded.documents.first?.root",
         reason="the guard's documents.count == 1 just before it: the first document is the last"),
    dict(file="Sources/FormcCore/FieldSplice.swift", operator="first/last", original="first",
         line_text="let node = items.first, node.mark.line == line",
         reason="the guard's items.count == 1 just before it: the first item is the last"),
    dict(file="Sources/FormcDriver/Commands/LintFix.swift", operator="constant", original="0",
         line_text="for _ in 0..<Self.maxPasses {",
         reason="a guard against fix-its that never settle: no spec here reaches it (chained fix-its settle "
                "in two passes), and nine passes guard as well as ten"),
    dict(file="Sources/FormcDriver/Commands/LintFix.swift", operator="constant", original="0",
         line_text="path: input.path, original: original, fixed: original, applied: 0, bytes: nil",
         reason="a refused spec's outcome: its count of applied fix-its is never read (the refusal is "
                "reported instead, and nothing is written)"),
    dict(file="Sources/FormcLSP/Features/FlowCursor.swift", operator="constant", original="0",
         line_text="private var keysBeforeCursor = 0",
         reason="markCursor sets it before anything reads it (it is read only while typedKeyPending, "
                "which markCursor sets too)"),
    dict(file="Sources/FormcYAML/ParserErrorExplainer.swift", operator="constant", original="0",
         line_text="guard colon >= 0, colon < text.count, text[colon] == \":\" else { return nil }",
         reason="a key over the limit needs its ':' past column 1024 (the length guard below), so a "
                "':' at index 0 is refused either way"),
    dict(file="Sources/FormcChecker/CheckContext.swift", operator="min/max", original="min(",
         line_text="for index in 0..<min(specs.count, fields.count)",
         reason="lowering makes one field of each field spec, so the two counts are always equal"),
    dict(file="Sources/FormcChecker/RuleCatalog.swift", operator="relational", original="$0.code.id < $1.code.id",
         line_text=".sorted { $0.code.id < $1.code.id }",
         reason="no two descriptions share a code (DiagnosticCodeListTests), so no two ids compare equal"),
    dict(file="Sources/FormcChecker/Rules/Dates/HourCycleRule.swift", operator="empty string", original='"a"',
         line_text='?? "a"',
         reason="this case is the one where markers is not empty: the fallback is never used"),
    dict(file="Sources/FormcChecker/Support/ConditionGraph.swift", operator="min/max", original="min()",
         line_text="components().sorted(by: { ($0.min() ?? 0) < ($1.min() ?? 0) })",
         reason="the order cycles are found in is never seen: every report (text, JSON, SARIF, GitHub, "
                "the editor) sorts diagnostics by place, and two cycles never share one"),
    dict(file="Sources/FormcDiagnostics/TextRenderer.swift", operator="boolean", original="false",
         line_text="DisplayWidth.of(InertText.line(String(character), atLineStart: false))",
         reason="one character at a time: the line-start breakers need two (`::` or `##[`), so both "
                "answers measure the same"),
    dict(file="Sources/FormcDriver/ArgumentParser.swift", operator="constant", original="1",
         line_text="max(1, a.count)",
         reason="`a` is always a known option (`--…`), never empty, so max(0, a.count) is a.count too"),
    dict(file="Sources/FormcFrontEnd/Decoding/KeySuggestion.swift", operator="constant", original="1",
         line_text="scalars.reduce(0) { $0 | (1 << UInt64($1.value % 64)) }",
         reason="the masks only prune candidates that cannot be close; with no pruning the same "
                "suggestion is found, more slowly"),
    dict(file="Sources/FormcFrontEnd/Files/ProjectRoot.swift", operator="empty string", original='"."',
         line_text='guard parent != path, let base = eventualPath(parent.isEmpty ? (path.hasPrefix("/") ? "/" : ".")',
         reason="eventualPath reads an empty path as '.' itself (its first lines)"),
    dict(file="Sources/FormcFrontEnd/Lowering/Lowering.swift", operator="constant", original="0",
         line_text="let fieldCount = ast.sections.reduce(0)",
         reason="the count only sizes reserveCapacity: one more slot reserved changes no result"),
    dict(file="Sources/FormcIR/Naming/SwiftIdentifier.swift", operator="relational", original="$0 <= 0x39",
         line_text="($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A)",
         reason="the fast path for ids already in lowerCamelCase: an id it turns away (one with a 9) takes "
                "the general path, which gives such an id back unchanged too"),
    dict(file="Sources/FormcLSP/JSONRPC/MessageReader.swift", operator="range end", original="90",
         line_text="private static func lowercase(_ byte: UInt8) -> UInt8 { (65...90).contains(byte)",
         reason="only 'Z' is left upper-case, and the one name it is compared with, content-length, has no z: "
                "a 'Z' in a header name fails to match either way"),
    dict(file="Sources/FormcLSP/JSONRPC/MessageReader.swift", operator="constant", original="0",
         line_text="if count < 0, errno == EINTR { continue }",
         reason="read(2) returning 0 (the end of input) leaves errno as it was, and formc lsp installs no "
                "signal handler that could have left EINTR there: the end is the end either way"),
    dict(file="Templates/Conditions.mustache", operator="constant", original="0",
         line_text="return Double((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0))",
         reason="Calendar.dateComponents(in:from:) fills every component, so the generated fallbacks are "
                "never used"),
    dict(file="Sources/FormcEmit/Mustache/MustacheRenderer.swift", operator="constant", original="8",
         line_text="result.reserveCapacity(bytes.count + indentation.utf8.count * 8)",
         reason="the count only sizes reserveCapacity"),
    dict(file="Sources/FormcTerminal/FormSession.swift", operator="constant", original="1",
         line_text="let component = components[min(dateComponent, components.count - 1)]",
         reason="dateComponent is only changed by stepping the focused date field, which keeps it within "
                "0...count-1, and is reset when the focus moves; a condition cannot move the focus off the "
                "field being edited (a field depending on itself is FC603), so min(_, count) is min(_, count - 1)"),
    dict(file="Sources/FormcTerminal/SignalExit.swift", operator="empty string", original='"formc.signal-exit"',
         line_text='"formc.signal-exit"',
         reason="the label of the private dispatch queue the signal handlers run on: for debuggers only, never "
                "on the screen, in the answers, a message, the exit status or the terminal"),
    dict(file="Sources/FormcYAML/TreeBuilder.swift", operator="constant", original="1",
         line_text="var end = Mark(line: 1, column: 1)",
         reason="walk's last call always reports the place past the last character, so the first value of "
                "end is never the answer"),
    dict(file="Sources/FormcDriver/Commands/SecretInput.swift", operator="empty string", original='"formc.secret-input"',
         line_text='DispatchQueue(label: "formc.secret-input")',
         reason="the label of the private dispatch queue the SIGCONT handler runs on: for debuggers only, never "
                "on the screen, in the answers, a message, the exit status or the terminal"),
    dict(file="Sources/FormcChecker/Rules/Dates/DateValueRules.swift", operator="where dropped",
         original="DateBound(value.value) != .today",
         line_text="where DateBound(value.value) != .today",
         reason="the words it skips, `today` and `now` (DateBound.relativeWords), hold no digit, so "
                "ISODateValue.normalized answers nil for them and the `guard ... else { continue }` right "
                "after skips them the same way"),
    dict(file="Sources/FormcDriver/Commands/RawPath.swift", operator="guard skipped",
         original='argument.unicodeScalars.contains("\\u{FFFD}")',
         line_text='guard argument.unicodeScalars.contains("\\u{FFFD}") else { return RawPath(argument) }',
         reason="a shortcut: an argument without U+FFFD was valid UTF-8, so its bytes are the raw argument's "
                "and the search below finds no argument whose bytes differ (`Array(argument.utf8) != raw`); it "
                "returns RawPath(argument) the same way, later"),
    dict(file="Sources/FormcCore/FieldSplice.swift", operator="constant", original="1",
         line_text="guard dash + 1 < bytes.count, bytes[dash] == UInt8(ascii: \"-\")",
         reason="a base is made only from a compile with no diagnostic, whose every item has a field after "
                "its `-`: an item's `-` is never the spec's last byte, so `dash + 1 < bytes.count` whenever "
                "`dash < bytes.count`"),
    dict(file="Sources/FormcDriver/Reporting/LintReport.swift", operator="guard skipped",
         original="!kept.isEmpty",
         line_text="guard !kept.isEmpty else { return nil }",
         reason="a spec with nothing kept is split into no diagnostics and none omitted, which every format "
                "(text, JSON, GitHub, SARIF) renders as nothing: the guard only skips the empty entry"),
    dict(file="Sources/FormcEmit/Mustache/MustacheParser.swift", operator="block emptied",
         original="if",
         line_text="if offset < countedUpTo { countedUpTo = 0; lineNumber = 1; scalarsBefore = 0 }",
         reason="a guard no parse reaches: locations are asked in the order of the source (a text's start "
                "before the tag after it, each tag after the last, an error at the tag being read), so no "
                "offset is ever before one counted; it is kept so that a later caller gets a right place"),
    dict(file="Sources/FormcEmit/Swift/SwiftContext.swift", operator="first/last", original="first",
         line_text="case .path(let values)?: initial = values.first.map(SwiftLiteral.string)",
         reason="a one-level picker's default list holds at most one value in a spec that compiles (a second "
                "is read as a child, which a one-level source has none of: FC212, an error), so first is last"),
    dict(file="Sources/FormcEmit/Swift/ConditionSwift.swift", operator="empty string", original='"false"',
         line_text='return "false"  // a value the field never holds',
         reason="the default of equals(_:_:) is reached only by a comparison with a value the field never "
                "holds (a toggle with text or a number, a text, number, picker or date with true or false, a date "
                "with a number), each an FC604 error, which no severity lowers: such a spec gets no Swift"),
    dict(file="Sources/FormcFrontEnd/Config/SpecGlob.swift", operator="guard skipped", original="!truncated",
         line_text="guard !truncated else { return }",
         reason="a walk that stopped at its limit is an error whose matches are dropped (ConfigResolver), and "
                "every listing after it has no entries left (its limit is at most 0): walking on finds nothing that is "
                "used; the guard only saves the work"),
    dict(file="Sources/FormcFrontEnd/DataSources/BinaryPlistBound.swift", operator="constant", original="0",
         line_text="if expanded[child] >= 0 {",
         reason="a count once known is at least 1 (each object counts itself), and an unknown one is -1: "
                "`>= 1` and `>= 0` agree on every value the array holds"),
    dict(file="Sources/FormcIR/Dates/DateFieldModel.swift", operator="guard skipped", original="!year.isEmpty",
         line_text="guard !year.isEmpty else { return true }",
         reason="a formatter of the format's year letters alone always writes a year for a date, and "
                "asciiDigits keeps what it does not turn into ASCII digits: the text is never empty"),
    dict(file="Sources/FormcIR/Naming/SwiftIdentifier.swift", operator="block emptied", original="if",
         line_text='if let first = raw.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),',
         reason="the fast path for an id already in lowerCamelCase ASCII: the general path gives such an id "
                "back unchanged too (one word; a lower-case lead is left as it is; no leading digit)"),
    dict(file="Sources/FormcLSP/Linting/ProjectLocator.swift", operator="block emptied", original="if",
         line_text="if let kept = read[path], kept.identity == identity { return kept.severities }",
         reason="a cache, by the file's policy: while the config's identity (device, inode, size, "
                "modification time to the nanosecond) is the same, its severities are kept; reading it again "
                "differs only if it became unreadable without changing (a chmod), which then drops them"),
    dict(file="Sources/FormcFrontEnd/Decoding/DecodeRecovery.swift", operator="relational",
         original="point <= (span.end.line, span.end.column)",
         line_text="point <= (span.end.line, span.end.column)",
         reason="span(of:) ends a span one column past its last character, where the value's delimiter "
                "stands (a line break, `,`, `]` or `}`); a decoding error is placed at a key or a value, never "
                "there, so `<` and `<=` agree on every error (a one-character value's error is at its start)"),
    dict(file="Sources/FormcKit/FormcVocabulary.swift", operator="guard skipped", original="text.contains(other)",
         line_text="guard text.contains(other) else { return text }",
         reason="a shortcut: the map after it changes only the other separator, so a text without one comes "
                "back the same"),
    dict(file="Sources/FormcTerminal/KeyDecoder.swift", operator="constant", original="4",
         line_text="let bytes = Array(bytes.prefix(4))",
         reason="a UTF-8 character is at most 4 bytes and only bytes[0..<length] (length at most 4, from the "
                "lead byte) are read: a fifth byte copied is never looked at (a copy's size is speed only)"),
    dict(file="Sources/FormcKit/FormcEditing.swift", operator="guard skipped", original="Field.formcForm.hasConditions",
         line_text="guard Field.formcForm.hasConditions else { return field?.",
         reason="a shortcut: in a form without conditions the live chain is the declared focus chain, in which "
                "the fields after and before each one are its `next` and `previous` (nil at the ends and off "
                "the chain), as the generator writes both from the one chain"),
    dict(file="Sources/FormcKit/FormcSystemDesign.swift", operator="case to default", original="let flag as Bool",
         line_text="case let flag as Bool: return flag",
         reason="a Boolean also casts to NSNumber (the next case), whose boolValue is the same Boolean, on "
                "Linux and on Apple's platforms (a plist's <true/> is an NSNumber there)"),
    dict(file="Sources/FormcTerminal/LineRunner.swift", operator="empty string",
         original='"there is nothing to choose from"',
         line_text='problem = "there is nothing to choose from"',
         reason="reached only for a picker whose source has no options at all (a level under a parent "
                "without children is not asked): FC206, an error, so `formc run` never shows such a form"),
    dict(file="Sources/FormcLSP/Features/LineShape.swift", operator="constant", original="0",
         line_text='case "#" where offset > 0 && content[offset - 1] == " ": return nil',
         reason="the content starts after the indentation and the list markers' spaces, so its first "
                "character is never a space: a `#` at offset 1 never follows one, and `offset > 1` agrees"),
]
