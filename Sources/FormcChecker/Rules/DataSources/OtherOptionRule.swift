import FormcDiagnostics
import FormcIR

/// FC217: an "Other" option (`other:`) the field's options cannot take. The option is added
/// after the options with the value `other`, which must then be that option's alone; and it
/// is one row of one list, which a cascading source (a list per level) has not.
struct OtherOptionRule: FieldRule {
    static let description = RuleDescription(
        .otherOption,
        explanation: """
            `other:` adds an "Other" option after the field's options, with the value `other`, \
            and a text field for what the person means, shown while it is chosen. An option \
            that already has the value `other` would be read as that choice too, and the text \
            field would show for it; a cascading source has a list per level, and "Other" \
            belongs to none of them. Rename the option's value, or use a flat source. The \
            option needs a label a person can read.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: size, kind: picker, options: [S, M, other], other: ↓Else}\n",
            "form: F\nfields:\n  - {id: size, kind: picker, options: [S, M], other: ↓''}\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - {id: size, kind: picker, options: [S, M], other: Else}\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        // Another field's own options with their "Other" option: naming them would answer
        // `other` with no text field to say what it means.
        if let source = field.written.source, source.value != field.id, let owner = context.form.field(source.value),
            owner.written.other != nil, owner.kind.takes(Language.fieldKeys.other.name),
            field.kind.entry.value.hasOptions
        {
            let copied = owner.written.source.flatMap { $0.value != owner.id ? $0.value : nil }
            let shared = copied.map { "; name '\($0)', which it copies" } ?? ""
            found.append(
                context.diagnostic(
                    .otherOption,
                    "source '\(source.value)' is the options of field '\(owner.id)' with its \"Other\" option, whose "
                        + "text field only '\(owner.id)' has\(shared)", at: source.position))
        }
        guard let other = field.written.other, field.kind.takes(Language.fieldKeys.other.name) else { return }
        if other.value.allSatisfy(\.isWhitespace) {
            found.append(
                context.diagnostic(
                    .otherOption, "the \"Other\" option needs a label a person can read", at: other.position))
            return
        }
        // A source that did not load has no options: its own diagnostic says why.
        guard let name = field.picker?.source, let source = context.form.source(name) else { return }
        if source.isCascading {
            found.append(
                context.diagnostic(
                    .otherOption,
                    "'\(Language.fieldKeys.other.name)' adds one option to one list, but the source has a list per "
                        + "level (\(source.levels.joined(separator: ", "))); use a flat source",
                    at: other.position))
        } else if source.options.filter({ $0.value == Option.otherValue }).count > 1 {
            found.append(
                context.diagnostic(
                    .otherOption,
                    "an option already has the value '\(Option.otherValue)', which the \"Other\" option takes; "
                        + "give that option another value",
                    at: other.position))
        }
    }
}
