import FormcDiagnostics
import FormcIR

/// The hover on a value (issue 47, item 8): what the word means where it stands, then what
/// `formc explain KEY` says of its key. A kind says what UIKit and SwiftUI give the field; a
/// source name says what the source holds; any other word of a key's vocabulary is named with
/// its key's documentation.
enum ValueHover {
    static func hover(_ document: SpecDocument, _ position: SourcePosition) -> Hover? {
        let line = Int(position.line)
        let scalars = document.lines.line(line)
        let column = min(max(Int(position.column) - 1, 0), scalars.count)
        let isWordScalar = { (scalar: Unicode.Scalar) in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "-"
                || scalar == "."
        }
        var start = column
        var end = column
        while start > 0, isWordScalar(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, isWordScalar(scalars[end]) { end += 1 }
        guard start < end else { return nil }
        let word = LineText.string(scalars[start..<end])
        let context = CursorLocator.locate(in: document, at: .at(line, end + 1))
        guard context.role == .value, case .key(let name)? = context.path.last,
            let found = LanguagePath.key(name, at: Array(context.path.dropLast()))
        else { return nil }
        let meaning: String
        if name == Language.fieldKeys.kind.name, found.scope.name == Language.field.name,
            let kind = FieldKind(rawValue: word)
        {
            meaning = Self.kind(kind)
        } else if name == Language.fieldKeys.source.name, found.scope.name == Language.field.name {
            guard let source = document.form?.source(word) else { return nil }
            meaning = Self.source(source)
        } else if let vocabulary = found.key.type.vocabulary, vocabulary.values.contains(word) {
            meaning = "one of the values of `\(name)`"
        } else {
            return nil
        }
        return Hover(
            markdown: "**`\(name): \(word)`**: \(meaning)\n\n---\n\n"
                + KeyDocumentation.markdown(found.key, in: found.scope),
            range: TextRange(line: line, column: start + 1, endColumn: end + 1))
    }

    /// What a field of `kind` is in UIKit and SwiftUI (spec-language.md §6), from the kind's
    /// entry (FormcIR/Kinds).
    static func kind(_ kind: FieldKind) -> String {
        var parts: [String] = []
        if let keyboard = kind.keyboardType {
            parts.append("keyboard `UIKeyboardType.\(keyboard.rawValue)`")
        }
        switch kind.inputView {
        case .datePicker(let mode)?: parts.append("input view `UIDatePicker` (mode `.\(mode.rawValue)`)")
        case .picker?: parts.append("input view `UIPickerView`")
        case .checklist?: parts.append("input view FormcKit's `FormcChecklist` (a checkmark per chosen option)")
        case nil: if kind.entry.keyboard == nil { parts.append("a `\(kind.entry.control.uikit)`, which takes no text") }
        }
        if kind.entry.textControl == .secure { parts.append("`isSecureTextEntry`") }
        if kind.canTakeFocus {
            parts.append(
                kind.hasReturnKey
                    ? (kind.returnInsertsLineBreak ? "its return key inserts a line break" : "a return key")
                    : "no return key: left through the toolbar's Previous/Next/Done")
            parts.append("in the focus chain")
        } else {
            parts.append("never in the focus chain")
        }
        return parts.joined(separator: "; ")
    }

    /// What a source holds: its levels, its first level's options, where they come from.
    static func source(_ source: DataSource) -> String {
        let count = source.options.count
        var text = "source `\(source.name)`: \(count) option\(count == 1 ? "" : "s")"
        if source.isCascading {
            text += " at its first level; levels " + source.levels.map { "`\($0)`" }.joined(separator: ", ")
        }
        // The path as the spec writes it; a data file's contents never reach the hover.
        text += source.file.map { ", from `\($0)`" } ?? ", written in the spec"
        return text
    }
}
