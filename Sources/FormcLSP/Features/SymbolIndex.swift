import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// A place where the spec names a field or a source.
package struct SymbolOccurrence: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case field, source
    }

    package enum Role: Hashable, Sendable {
        /// A field's `id:` value, a source's key under `sources:`.
        case definition
        /// `next:`, an `order:` item, a name in a condition, a rule's `field:`, `source:`.
        case reference
    }

    package var name: String
    package var kind: Kind
    package var role: Role
    /// The name's text, quotes left out (formc positions).
    package var range: TextRange
    /// Whether `range` holds exactly the name. Not so where a condition's columns are not
    /// exact (a double-quoted one with escapes, one folded over several lines: each name is
    /// placed at the whole value) or a name is written with escapes: navigation leaves such an
    /// occurrence out, and a rename, which could not edit it, is refused.
    package var isPlaced = true
}

/// Every place the decoded spec names a field or a source, from the located values of
/// `SpecAST` and its fields' `Field.written` (ids, `next`, `order`, `source`, rules'
/// `field`) and the located names of its conditions. The one list navigation, hover and
/// rename read. A `display:` template is not in it: its `{…}` name a source's levels (or
/// `label`, `value`), never a field or a source; nor are data files, which name neither.
enum SymbolIndex {
    /// The occurrences navigation answers with: those placed exactly, and every field's `id:`.
    static func occurrences(in ast: SpecAST, fields: [Field], lines: DocumentLines) -> [SymbolOccurrence] {
        placed(all(in: ast, fields: fields, lines: lines))
    }

    /// Of `all`, the occurrences navigation answers with (see `occurrences(in:fields:lines:)`).
    static func placed(_ all: [SymbolOccurrence]) -> [SymbolOccurrence] {
        all.filter(isPlaced)
    }

    /// Whether navigation answers with `occurrence`: placed exactly, or a field's `id:`.
    static func isPlaced(_ occurrence: SymbolOccurrence) -> Bool {
        occurrence.isPlaced || (occurrence.kind == .field && occurrence.role == .definition)
    }

    /// Every occurrence, those not placed exactly included (`SymbolOccurrence.isPlaced`), in
    /// the order the spec's parts are read (sources, order, sections, fields, rules).
    static func all(in ast: SpecAST, fields: [Field], lines: DocumentLines) -> [SymbolOccurrence] {
        var found: [SymbolOccurrence] = []
        func add(
            _ name: String, _ kind: SymbolOccurrence.Kind, _ role: SymbolOccurrence.Role, _ position: SourcePosition
        ) {
            let span = range(of: name, at: position, lines: lines)
            // In a double-quoted condition with an escape every name is placed at the whole
            // value, which names none of them: navigation answers nothing there rather than the
            // wrong field.
            found.append(
                SymbolOccurrence(name: name, kind: kind, role: role, range: span, isPlaced: lines.text(span) == name))
        }
        func add(_ condition: Condition?) {
            for reference in condition?.references ?? [] {
                let location = reference.location
                add(
                    reference.id, .field, .reference,
                    SourcePosition(
                        line: Int32(clamping: location.line), column: Int32(clamping: location.column),
                        endColumn: Int32(clamping: location.endColumn ?? 0)))
            }
        }
        let fieldIDs = Set(fields.map(\.written.id.position))
        // A picker's own `options:` is a source named after the picker, written nowhere as a
        // name: neither its definition nor the picker's `source` is an occurrence.
        var ownOptions = Set<SourcePosition>()
        for source in ast.sources {
            if fieldIDs.contains(source.name.position) {
                ownOptions.insert(source.position)
            } else {
                add(source.name.value, .source, .definition, source.name.position)
            }
        }
        if case .explicit(let items)? = ast.order?.value {
            for item in items { add(item.value, .field, .reference, item.position) }
        }
        for section in ast.sections {
            add(section.visibleWhen)
            add(section.enabledWhen)
        }
        for field in fields {
            let written = field.written
            add(written.id.value, .field, .definition, written.id.position)
            // The text field of an "Other" option is written nowhere but as its field's
            // `other:`, where its id is defined: nothing else of it is the spec's text.
            guard written.otherOf == nil else { continue }
            if let next = written.next { add(next.value, .field, .reference, next.position) }
            if let source = written.source, !ownOptions.contains(source.position) {
                add(source.value, .source, .reference, source.position)
            }
            add(written.visibleWhen)
            add(written.enabledWhen)
        }
        for rule in ast.rules {
            add(rule.check)
            if let field = rule.field { add(field.value, .field, .reference, field.position) }
        }
        return found
    }

    /// The span of `name` written at `position`: to its end column when known, and without
    /// the quotes of a quoted scalar.
    static func range(of name: String, at position: SourcePosition, lines: DocumentLines) -> TextRange {
        let line = Int(position.line)
        var start = Int(position.column)
        var end = position.endColumn > 0 ? Int(position.endColumn) : start + name.unicodeScalars.count
        let scalars = lines.line(line)
        if scalars.indices.contains(start - 1), scalars[start - 1] == "\"" || scalars[start - 1] == "'",
            end - start >= 2
        {
            start += 1
            end -= 1
        }
        return TextRange(line: line, column: start, endColumn: end)
    }
}
