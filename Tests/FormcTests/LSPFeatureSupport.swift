import Foundation
import FormcDiagnostics
import FormcLSP

/// A small spec the LSP feature tests share: a cascading source, `order:`, `next:`, a
/// condition and a rule, so every kind of name appears (line numbers in the tests are its).
enum LSPFeatureSpec {
    static let shop = """
        form: Shop
        order: [name, amount, note, home]
        sources:
          regions:
            levels: [province, city]
            options:
              - {label: A, children: [B]}
        fields:
          - id: name
            label: Name
            next: amount
          - id: amount
            kind: number
            visibleWhen: name isSet
          - id: note
            kind: multiline
          - id: home
            kind: picker
            source: regions
            display: "{province} {city}"
        rules:
          - check: amount >= 1
            field: amount
            message: Too small

        """

    static func document(_ text: String) -> SpecDocument {
        SpecDocument(text: text, path: "shop.form.yaml", baseDirectory: NSTemporaryDirectory())
    }

    /// `text` with 1-based `line` replaced by `replacement`.
    static func replacing(line: Int, of text: String = shop, with replacement: String) -> String {
        var lines = text.components(separatedBy: "\n")
        lines[line - 1] = replacement
        return lines.joined(separator: "\n")
    }

    /// `text` with `inserted` as a new line before 1-based `line`.
    static func inserting(_ inserted: String, before line: Int, of text: String = shop) -> String {
        var lines = text.components(separatedBy: "\n")
        lines.insert(inserted, at: line - 1)
        return lines.joined(separator: "\n")
    }
}

func pos(_ line: Int, _ column: Int) -> SourcePosition { .at(line, column) }

func span(_ line: Int, _ column: Int, _ endColumn: Int) -> TextRange {
    TextRange(line: line, column: column, endColumn: endColumn)
}
