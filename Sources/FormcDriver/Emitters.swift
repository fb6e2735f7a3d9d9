import FormcCore
import FormcEmit
import FormcFrontEnd
import FormcIR

/// What each emitter makes of a form: the one switch over `OutputKind` (the emitters a
/// config's `emit:` and `compile --emit` name) that `formc compile` and `formc build` share.
/// A new emitter is a case of `OutputKind` and its lines here.
enum Emitters {
    /// The emitters, as `--emit` spells them, in the order usage messages list them.
    static let names = OutputKind.allCases.map(\.rawValue).sorted()

    /// "json or swift": the emitters for a message.
    static var namesText: String {
        names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
    }

    /// `form` as `kind`, handed to `sink` in pieces: JSON streams, so a large form's output is
    /// never held whole; Swift is rendered, then handed over at once.
    /// - Throws: `MustacheError` when a template cannot be rendered (with its own location).
    static func emit(
        _ kind: OutputKind, _ form: Form, templates: [String: String],
        to sink: ([UInt8]) -> Void
    ) throws(MustacheError) {
        switch kind {
        case .json: JSONEmitter.emit(form, to: sink)
        case .swift, .strings: sink(try bytes(kind, form, templates: templates))
        }
    }

    /// `form` as `kind`, whole. A String Catalog is a new one: `StringsOutput` updates a file.
    static func bytes(_ kind: OutputKind, _ form: Form, templates: [String: String]) throws(MustacheError) -> [UInt8] {
        switch kind {
        case .json: return JSONEmitter.emit(form)
        case .swift: return try SwiftEmitter(overrides: templates).emitBytes(form, formcVersion: Formc.version)
        case .strings:
            // A catalog made from nothing is always one: the update cannot fail.
            return (try? StringCatalog.update(nil, with: form)) ?? []
        }
    }

    /// The file an output gets when only its folder is named: `<spec>.json` from the spec's
    /// file name, `<Form>Form.swift` and `<Form>.xcstrings` from the form's name.
    static func defaultFileName(_ kind: OutputKind, form: Form, spec: String) -> String {
        switch kind {
        case .json: return ConfigResolver.jsonName(for: spec)
        case .swift: return SwiftEmitter.fileName(for: form)
        case .strings: return StringCatalog.fileName(for: form)
        }
    }

    /// Whether templates (`--templates DIR`, a config's `templates:`) shape this emitter's output.
    static func usesTemplates(_ kind: OutputKind) -> Bool {
        switch kind {
        case .json, .strings: return false
        case .swift: return true
        }
    }
}
