import FormcIR

/// The Swift emitter: one self-contained Swift file per form, rendered from the Mustache
/// templates in `Templates/` (bundled into formc), any of which a user can override by name.
///
/// The file holds a platform-neutral core (the field enum with the focus chain, the values
/// struct with `validate()`, the picker data, date helpers) that compiles anywhere
/// Foundation does, and UIKit and SwiftUI parts inside `#if canImport(...)`. Output depends
/// only on the form and formc's version: the same spec gives the same bytes on every run.
package struct SwiftEmitter: Sendable {
    /// Template sources by name (`Form.swift`, `Core`, `UIKit`…) that replace the bundled ones.
    package var overrides: [String: String]

    package init(overrides: [String: String] = [:]) {
        self.overrides = overrides
    }

    /// The names of the templates formc renders; an override directory may hold any of them.
    package static var templateNames: [String] { BundledTemplates.all.keys.sorted() }

    /// `MustacheLimits.standard`, with room for large forms: the output may also grow by 8 KiB
    /// per field (formc's own templates write about 860 bytes per field) and, per option at
    /// any level of a source, by 128 bytes plus twice its text (label, value and icon: the
    /// templates write the text once with about 40 bytes of Swift around it). So a
    /// 100,000-field form or a million-option source can be emitted, while a template that
    /// multiplies its output is stopped in proportion to the spec as it renders. Options are
    /// not counted like fields because a data file holds up to a million: at 8 KiB each, a
    /// 100-byte template over a 10 MB file was allowed 4 GiB and peaked at 8 GB.
    package static func limits(for form: Form) -> MustacheLimits {
        var limits = MustacheLimits.standard
        limits.outputBytes +=
            form.fields.count * (8 << 10)
            + form.sources.reduce(0) { $0 + optionAllowance($1.options) }
        return limits
    }

    /// What the options may add to the output, at every level of a cascading source.
    private static func optionAllowance(_ options: [Option]) -> Int {
        var bytes = 0
        var pending = options[...]
        var nested: [[Option]] = []
        while true {
            while let option = pending.popFirst() {
                bytes += 128 + 2 * (option.label.utf8.count + option.value.utf8.count + (option.icon?.utf8.count ?? 0))
                if !option.children.isEmpty { nested.append(option.children) }
            }
            guard let next = nested.popLast() else { return bytes }
            pending = next[...]
        }
    }

    /// The file name formc writes the form to: `ProfileForm.swift` for `form: Profile`.
    package static func fileName(for form: Form) -> String { SwiftNames(form).fileName }

    /// Renders the form. Throws `MustacheError` (with the template's name, line and column)
    /// when a template, bundled or overriding, does not parse, or when rendering passes one
    /// of the bounds of `limits(for:)` (nesting depth, output size, work).
    package func emit(_ form: Form, formcVersion: String) throws(MustacheError) -> String {
        String(decoding: try emitBytes(form, formcVersion: formcVersion), as: UTF8.self)
    }

    /// `emit`'s output as the UTF-8 bytes of the file, without a String copy of it.
    package func emitBytes(_ form: Form, formcVersion: String) throws(MustacheError) -> [UInt8] {
        let sources = BundledTemplates.all.merging(overrides) { _, override in override }
        guard let main = sources["Form.swift"] else {
            throw MustacheError(message: "no template named 'Form.swift'", line: 1, column: 1, template: "Form.swift")
        }
        let renderer = MustacheRenderer(partials: { sources[$0] }, escape: { $0 }, limits: Self.limits(for: form))
        let template = try MustacheTemplate(main, name: "Form.swift")
        // The context is freed at the end of this statement, before the output is joined.
        let output = try renderer.renderOutput(template, SwiftContext.build(form, formcVersion: formcVersion))
        return output.joined()
    }
}
