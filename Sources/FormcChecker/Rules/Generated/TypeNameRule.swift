import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC502: a `swiftPrefix` that is not a Swift identifier, or a generated type name that
/// FormcKit or the SDK already owns (`GeneratedTypeNames`).
struct TypeNameRule: CheckerRule {
    static let description = RuleDescription(
        .unusableTypeName,
        explanation: """
            The generated file declares its types under one stem, the spec's `swiftPrefix` \
            followed by the form's name (`swiftPrefix: Acme` with `form: Signup` gives \
            `AcmeSignupField`, `AcmeSignupFormView`…). The prefix is written into the names as \
            it is, so it must be able to start a Swift identifier: a letter or `_`, then \
            letters, digits and `_`. And no name may be one that FormcKit declares (the \
            generated file is compiled in FormcKit's module when `FormcKit.swift` sits beside \
            it: "invalid redeclaration") or an SDK type the declaration would shadow in the \
            app's module (`form: Text` declares `TextField`, SwiftUI's text field). Change the \
            prefix, or the form's name.
            """,
        triggering: [
            "form: F\nswiftPrefix: ↓2fa\nfields:\n  - id: a\n",
            "form: F\nswiftPrefix: ↓Acme-\nfields:\n  - id: a\n",
            "form: ↓Text\nfields:\n  - id: a\n",
            "form: Spaced\nswiftPrefix: ↓Formc\nfields:\n  - id: a\n"
        ],
        nonTriggering: [
            "form: Text\nswiftPrefix: My\nfields:\n  - id: a\n",
            "form: Signup\nswiftPrefix: _Acme2\nfields:\n  - id: a\n",
            "form: Formc\nfields:\n  - id: a\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        let prefix = context.ast.swiftPrefix
        if let prefix, !GeneratedTypeNames.isIdentifierPrefix(prefix.value) {
            let shown = InertText.line(prefix.value, atLineStart: false)
            return [
                context.diagnostic(
                    .unusableTypeName,
                    "swiftPrefix '\(shown)' is not the start of a Swift identifier: it takes a letter or '_', "
                        + "then letters, digits and '_'", at: prefix.position)
            ]
        }
        let stem = GeneratedTypeNames.stem(formName: context.form.name, prefix: prefix?.value)
        // The first name taken is enough: a new prefix or form name fixes them all.
        for name in GeneratedTypeNames.all(stem: stem) {
            guard let owner = GeneratedTypeNames.owner(of: name) else { continue }
            let at = prefix?.position ?? context.ast.form?.position ?? context.ast.rootPosition
            let fix = prefix == nil ? "set a swiftPrefix or rename the form" : "choose another swiftPrefix"
            return [
                context.diagnostic(
                    .unusableTypeName,
                    "the generated code would declare '\(name)', which is \(owner); \(fix)", at: at)
            ]
        }
        return []
    }
}
