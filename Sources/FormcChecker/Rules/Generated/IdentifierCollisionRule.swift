import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC501: two field ids (or two source names) that become the same Swift identifier.
struct IdentifierCollisionRule: CheckerRule {
    static let description = RuleDescription(
        .identifierCollision,
        explanation: """
            The Swift emitter turns each field id into an enum case and a property \
            (`first-name` → `firstName`, `2fa` → `_2fa`, `class` → `` `class` ``, `next` → \
            `next_`) and each source name into a property. Two different names that map to the \
            same identifier would make the generated code fail to compile: rename one of them.
            """,
        triggering: ["form: F\nfields:\n  - id: first-name\n  - id: ↓first_name\n"],
        nonTriggering: ["form: F\nfields:\n  - id: first-name\n  - id: last_name\n  - id: class\n  - id: 2fa\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Each identifier's first field (its id and where it is written).
        var fields: [String: (String, SourcePosition)] = [:]
        fields.reserveCapacity(context.form.fields.count)
        context.forEachWritten { _, written in
            let name = SwiftIdentifier.bare(SwiftIdentifier.member(written.id.value))
            // One hash: the entry is made on the identifier's first sight, and read otherwise.
            let (other, position) = Self.entry(&fields[name, default: (written.id.value, written.id.position)])
            // The same id twice is FC101; only different ids collide here.
            guard other != written.id.value else { return }
            found.append(Self.collision(context, written.id, other: other, at: position, identifier: name))
        }
        var sources: [String: (String, SourcePosition)] = [:]
        for source in context.ast.sources {
            let name = SwiftIdentifier.bare(SwiftIdentifier.member(source.name.value))
            if let (other, position) = sources[name], other != source.name.value {
                found.append(Self.collision(context, source.name, other: other, at: position, identifier: name))
            } else {
                sources[name] = (source.name.value, source.name.position)
            }
        }
        return found
    }

    /// The value of a dictionary entry reached for writing: `dictionary[key, default: value]`
    /// passed here inserts `value` when the key is new, in the same lookup that finds it.
    private static func entry<Value>(_ value: inout Value) -> Value { value }

    private static func collision(
        _ context: CheckContext, _ name: Located<String>, other: String,
        at position: SourcePosition, identifier: String
    ) -> Diagnostic {
        context.diagnostic(
            .identifierCollision,
            "'\(name.value)' and '\(other)' both become the Swift identifier '\(identifier)'",
            at: name.position,
            notes: [DiagnosticNote("'\(other)' is here", at: context.location(position))])
    }
}
