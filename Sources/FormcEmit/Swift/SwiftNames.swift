import FormcDiagnostics
import FormcIR

/// The Swift names of one form's generated types and members, from its `form:` name.
struct SwiftNames {
    /// `Profile` for `form: Profile`, `AcmeProfile` with `swiftPrefix: Acme`; every generated
    /// type name starts with it (`GeneratedTypeNames.stem`).
    let prefix: String

    init(formName: String, swiftPrefix: String? = nil) {
        prefix = GeneratedTypeNames.stem(formName: formName, prefix: swiftPrefix)
    }

    init(_ form: Form) { self.init(formName: form.name, swiftPrefix: form.swiftPrefix) }

    /// The prefix of FormcKit's types: a form of that name gets `Formc_`.
    static let runtimePrefix = GeneratedTypeNames.runtimePrefix

    var field: String { prefix + "Field" }
    var values: String { prefix + "Values" }
    var sources: String { prefix + "Sources" }
    var dates: String { prefix + "Dates" }
    var avoidance: String { prefix + "KeyboardAvoidance" }
    var controller: String { prefix + "FormController" }
    var editing: String { prefix + "Editing" }
    /// The SwiftUI view of the whole form, and the view of one of its rows.
    var formView: String { prefix + "FormView" }
    var fieldRow: String { prefix + "FieldRow" }
    /// `profileField(_:focus:editing:onSubmit:)`, the SwiftUI modifier.
    var fieldModifier: String { methodStem + "Field" }
    var toolbarModifier: String { methodStem + "KeyboardToolbar" }

    /// `profile` for `Profile`. A prefix that lowercasing cannot change (`表单`, `_123`)
    /// would make the method names equal to the type names, so those get `form` in front.
    private var methodStem: String {
        let lower = SwiftIdentifier.lowerCamel(prefix)
        return lower == prefix ? "form" + (prefix.hasPrefix("_") ? prefix : "_" + prefix) : lower
    }
    /// The file formc writes for this form.
    var fileName: String { prefix + "Form.swift" }

}

/// Text that goes into a `//` comment of generated code: no line breaks or control
/// characters, so a spec value can never end the comment and become code.
func commentSafe(_ text: String) -> String {
    // One line, controls shown as <U+XXXX>, `##[`/`##vso[` broken: a generated file is printed to
    // terminals and CI logs too (InertText says why).
    InertText.line(text, atLineStart: false)
}
