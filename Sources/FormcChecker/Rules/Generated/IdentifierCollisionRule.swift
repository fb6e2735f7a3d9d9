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
        var fields: [String: (String, SourcePosition)] = [:]
        context.forEachField { field in
            let name = SwiftIdentifier.bare(SwiftIdentifier.member(field.id))
            if let (other, position) = fields[name] {
                // The same id twice is FC101; only different ids collide here.
                guard other != field.id else { return }
                found.append(Self.collision(context, field.written.id, other: other, at: position, identifier: name))
            } else {
                fields[name] = (field.id, field.written.id.position)
            }
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

    private static func collision(_ context: CheckContext, _ name: Located<String>, other: String,
                                  at position: SourcePosition, identifier: String) -> Diagnostic {
        context.diagnostic(.identifierCollision,
                           "'\(name.value)' and '\(other)' both become the Swift identifier '\(identifier)'",
                           at: name.position,
                           notes: [DiagnosticNote("'\(other)' is here", at: context.location(position))])
    }
}
