import FormcDiagnostics
import FormcFrontEnd

/// FC016: a field id or a source name that holds a control character (`ControlCharacters`).
///
/// A name is written, read and compared by people: in `next:`, `order:` and conditions, in
/// the generated Swift, the answers' JSON keys and the String Catalog's keys. A character no
/// one sees (or one that moves the text around it) makes two names that look alike differ,
/// and YAML can write it only as an escape in double quotes, so no plain `next:` can name it.
/// A rule of the checker, not the decoder, so that the rest of the spec is still checked.
struct ControlCharacterNameRule: CheckerRule {
    static let description = RuleDescription(
        .controlCharacterInName,
        explanation: """
            A field id or a source name is a name that people write and read: in `next:`, \
            `order:` and conditions, in the generated Swift, in the answers and in the String \
            Catalog's keys. It may not hold a control character: a C0 control (tab and line \
            feed included), DEL, a C1 control, a bidirectional control, U+2028 or U+2029, the \
            byte-order mark U+FEFF, or a noncharacter such as U+FFFE. Such a character is \
            invisible or reorders the text around it, so two names that look the same could \
            differ, and YAML can write it only as an escape in double quotes (`"ab\\u0007cd"`). \
            Remove it from the name.
            """,
        triggering: [
            "form: F\nfields:\n  - id: ↓\"ab\\acd\"\n  - id: x\n",
            "form: F\nfields:\n  - id: ↓\"name\\u202E\"\n",
            "form: F\nsources:\n  ↓\"plans\\t\": {options: [free]}\nfields:\n  - {id: p, kind: picker, source: \"plans\\t\"}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: first name\n  - id: 名前\n  - id: \"e\\u0301mail\"\n  - id: \"👩\\u200D💻\"\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var reported: Set<SourcePosition> = []
        context.forEachWritten { _, written in
            guard let control = ControlCharacters.first(in: written.id.value) else { return }
            reported.insert(written.id.position)
            found.append(Self.diagnostic(context, "field id", written.id, control))
        }
        // A picker's own `options:` is a source named by its id, at the id: reported once.
        for source in context.ast.sources where !reported.contains(source.name.position) {
            guard let control = ControlCharacters.first(in: source.name.value) else { continue }
            found.append(Self.diagnostic(context, "source name", source.name, control))
        }
        return found
    }

    /// The name is the spec's own text, shown with its controls visible (`ab<U+0007>cd`).
    private static func diagnostic(
        _ context: CheckContext, _ noun: String, _ name: Located<String>, _ control: Unicode.Scalar
    ) -> Diagnostic {
        context.diagnostic(
            .controlCharacterInName,
            "\(noun) '\(ControlCharacters.shown(name.value))' holds a control character "
                + "(\(ControlCharacters.codePoint(control))), which a name may not hold: remove it", at: name.position)
    }
}
