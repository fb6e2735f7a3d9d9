/// Fix-its against the text they were made for: writing a scalar fix-it in the style of the
/// scalar it replaces, and applying a set of fix-its to a file's text (`formc lint --fix`).
extension FixIt {
    /// This fix-it as a plain text edit of `source`, or nil when it cannot be made safely.
    ///
    /// A scalar fix-it looks at the characters it covers: in `'single'` quotes it replaces what
    /// is inside them and doubles any `'` of the value (YAML 1.2 §7.3.2); in `"double"` quotes
    /// it escapes `\` and `"` (§7.3.1); a plain scalar gets the value as it is when YAML reads
    /// it back as the same string, else the value in single quotes. A value holding one of
    /// `ControlCharacters` (`\u{7}`, a line break, U+FFFE) can be written only as an escape, which
    /// only a double-quoted scalar has: inside double quotes it is escaped (`\a`, `\n`,
    /// `\uFFFE`), and a plain or single-quoted scalar is replaced by a double-quoted one. Nil
    /// when the range is unknown (no end column, as over a block scalar) or does not fit its line.
    ///
    /// A text fix-it (`writesScalar` false) is returned as it is, unless it would write one of
    /// `ControlCharacters`: it lands in a scalar whose style it does not know, which might not
    /// hold it (the spec would no longer load), so it is dropped.
    public func resolved(in source: SourceText) -> FixIt? {
        let holdsControl = ControlCharacters.first(in: replacement) != nil
        guard writesScalar else { return holdsControl ? nil : self }
        guard let endColumn = location.endColumn,
            let range = source.range(line: location.line, column: location.column, endColumn: endColumn)
        else { return nil }
        var written = source.text[range]
        var fixIt = FixIt(at: location, replacement: replacement)
        // A node's place starts at its properties (`&anchor`, `!tag`, YAML 1.2 §6.9), which
        // the value does not replace: an alias elsewhere names the anchor.
        while let first = written.unicodeScalars.first, first == "&" || first == "!" {
            let property = written.unicodeScalars.prefix { $0 != " " && $0 != "\t" }
            let blanks = written.unicodeScalars.dropFirst(property.count).prefix { $0 == " " || $0 == "\t" }
            guard !blanks.isEmpty else { return nil }
            written = Substring(written.unicodeScalars.dropFirst(property.count + blanks.count))
            fixIt.location.column += property.count + blanks.count
        }
        let quote = written.count >= 2 && written.first == written.last ? written.first : nil
        if quote == "\"" || quote == "'" && !holdsControl {
            // Inside the quotes: the columns one past the opening and one before the closing.
            fixIt.location.column += 1
            fixIt.location.endColumn = endColumn - 1
            fixIt.replacement =
                quote == "'"
                ? replacement.replacingOccurrences(of: "'", with: "''") : YAMLDoubleQuoted.body(replacement)
            return fixIt
        }
        if holdsControl {
            fixIt.replacement = YAMLDoubleQuoted.scalar(replacement)
        } else if !Self.readsBackAsItself(replacement) {
            fixIt.replacement = "'" + replacement.replacingOccurrences(of: "'", with: "''") + "'"
        }
        return fixIt
    }

    /// Whether `value`, written as a plain scalar in a block or a flow collection, is read
    /// back as the same string by any YAML reader, not only formc (an editor's schema
    /// validation reads YAML 1.1's `yes` as a boolean): letters, digits and `_ - . / +` (a
    /// space between words), not starting with an indicator, and not a word YAML 1.1 or 1.2
    /// reads as a null, a boolean or a number. Wider than formc's own `BooleanSpelling` on
    /// purpose, and conservative: a value it refuses is quoted, which is never wrong.
    static func readsBackAsItself(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
            first.properties.isAlphabetic || first == "_" || ("0"..."9").contains(first), last != " "
        else { return false }
        let allowed = value.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-./+ ".unicodeScalars.contains(scalar)
        }
        guard allowed, !value.contains("  ") else { return false }
        switch value.lowercased() {
        case "null", "true", "false", "yes", "no", "on", "off", "y", "n", ".inf", ".nan": return false
        default: break
        }
        // A number in any of YAML's spellings starts with a digit or a sign or a dot: only a
        // leading digit can appear here, and such a value is quoted unless it has a letter.
        if ("0"..."9").contains(first) { return value.unicodeScalars.contains { $0.properties.isAlphabetic } }
        return true
    }
}

/// Applies fix-its to one file's text: what `formc lint --fix` writes and `--dry-run` shows.
public enum FixItApplication {
    /// `source`'s text with `fixIts` (those naming `source.path`) applied, and the fix-its
    /// applied, in the order of their positions.
    ///
    /// Each is first resolved (`FixIt.resolved(in:)`); one that cannot be, that names another
    /// file, or whose range overlaps one already taken (the earlier position wins; two
    /// insertions at one place count as overlapping), is left out, to be offered again when
    /// the text is linted anew. Ranges are 1-based lines and Unicode-scalar columns, as
    /// `SourceLocation` gives them.
    public static func apply(_ fixIts: [FixIt], to source: SourceText) -> (text: String, applied: [FixIt]) {
        let indexed = source.indexed()
        var edits: [(range: Range<String.Index>, fixIt: FixIt)] = []
        for fixIt in fixIts where fixIt.location.file == source.path {
            guard let resolved = fixIt.resolved(in: indexed) else { continue }
            let location = resolved.location
            guard
                let range = indexed.range(
                    line: location.line, column: location.column, endColumn: location.endColumn ?? location.column)
            else { continue }
            edits.append((range, resolved))
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        var kept: [(range: Range<String.Index>, fixIt: FixIt)] = []
        for edit in edits {
            if let previous = kept.last,
                edit.range.lowerBound < previous.range.upperBound
                    || edit.range.lowerBound == previous.range.lowerBound
            {
                continue
            }
            kept.append(edit)
        }
        var text = ""
        var cursor = indexed.text.startIndex
        for edit in kept {
            text += indexed.text[cursor..<edit.range.lowerBound]
            text += edit.fixIt.replacement
            cursor = edit.range.upperBound
        }
        text += indexed.text[cursor...]
        return (text, kept.map(\.fixIt))
    }
}
