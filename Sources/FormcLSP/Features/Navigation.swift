import FormcDiagnostics

/// Go to definition and find references for field ids and source names.
package enum Navigation {
    /// The name under `position` (formc's 1-based line and scalar column): a field's id, a
    /// `next:` or `order:` entry, a field in a condition or a rule, a source's name or a
    /// `source:` value. Nil elsewhere, or when the spec does not decode.
    package static func symbol(in document: SpecDocument, at position: SourcePosition) -> SymbolOccurrence? {
        let point = position.point
        // The first placed occurrence there (`symbols` is empty when the spec does not decode).
        return document.symbols.first { $0.range.contains(point) && SymbolIndex.isPlaced($0) }
    }

    /// Where the name under `position` is defined: the field's `id:` value, or the source's
    /// key under `sources:`. Empty when the cursor is on no name or the name is defined
    /// nowhere; two ranges when an id is used twice (FC101).
    package static func definition(in document: SpecDocument, at position: SourcePosition) -> [TextRange] {
        guard let symbol = symbol(in: document, at: position) else { return [] }
        return SymbolIndex.placed(document.symbols)
            .filter { $0.kind == symbol.kind && $0.name == symbol.name && $0.role == .definition }
            .map(\.range)
    }

    /// Every place that names the field or source under `position`, in document order; the
    /// definition too when `includeDefinition`.
    package static func references(
        in document: SpecDocument, at position: SourcePosition,
        includeDefinition: Bool = true
    ) -> [TextRange] {
        guard let symbol = symbol(in: document, at: position) else { return [] }
        return SymbolIndex.placed(document.symbols)
            .filter { $0.kind == symbol.kind && $0.name == symbol.name && (includeDefinition || $0.role == .reference) }
            .map(\.range)
            .sorted { $0.start.isBefore($1.start) }
    }

    /// Every occurrence of the field or source `symbol` names, in document order, those not
    /// placed exactly included (`SymbolOccurrence.isPlaced`): what a rename must change.
    package static func occurrences(of symbol: SymbolOccurrence, in document: SpecDocument) -> [SymbolOccurrence] {
        document.symbols
            .filter { $0.kind == symbol.kind && $0.name == symbol.name }
            .sorted { $0.range.start.isBefore($1.range.start) }
    }
}
