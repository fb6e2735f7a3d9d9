import FormcIR

/// Resolves the focus chain from the fields, the order and the `next:` links. Total: it never
/// fails, and leaves out what it cannot place (unknown ids, duplicates, unreachable fields),
/// which the checker then reports with locations.
///
/// The base order puts the focusable fields in declaration order, by `tag`
/// (IQKeyboardManager's tag order), by layout cell (rows top to bottom, then columns, which
/// are logical: column 1 is the leading column in every writing direction, as CSS Grid lines
/// and UIKit's leading/trailing are, so the chain is the same for every locale and only the
/// drawing flips), or as an explicit list. Then a field's `next:` replaces its
/// successor, and the chain is walked from the first field of the base order.
///
/// The text field an "Other" option adds (`otherOf`) has no tag, cell or place in `order:` of
/// its own: it follows its field, whatever the order (and the field's `next:` link leads on
/// from it); the one of a field outside the chain (a segmented control) stands where it is
/// declared, after the chain fields declared before it.
struct FocusChainResolver {
    /// - Parameters:
    ///   - fields: the fields in declaration order (read in place, not copied out).
    ///   - firstIndex: the index in `fields` of the first field with each id
    ///     (`Form.firstIndex(ofFields:)`): a repeated id is that field's only.
    ///   - order: the base order.
    /// - Returns: the chain as indices into `fields`, each the first field of its id, none
    ///   twice.
    static func resolve(_ fields: [Field], firstIndex byID: [String: Int], order: OrderMode) -> [Int] {
        // Worked out once per field, by index: the walk below then reads flags, not fields,
        // and hashes ids only where the spec names one (`order:`, `next:`).
        var isFocusable = [Bool](repeating: false, count: fields.count)
        for index in byID.values where fields.indices.contains(index) {
            isFocusable[index] = fields[index].isFocusable
        }
        // Each field's companion (index), and which fields are companions.
        var companion: [Int: Int] = [:]
        var isCompanion = [Bool](repeating: false, count: fields.count)
        for index in fields.indices where isFocusable[index] {
            guard let parent = fields[index].written.otherOf.flatMap({ byID[$0.value] }) else { continue }
            companion[parent] = index
            isCompanion[index] = true
        }
        var focusable: [Int] = []
        for index in fields.indices where isFocusable[index] && !isCompanion[index] { focusable.append(index) }
        var base: [Int]
        switch order {
        case .declaration:
            base = focusable
        case .tag:
            base = stableSorted(focusable, in: fields) { ($0.tag ?? Int.max, 0) }
        case .position:
            base = stableSorted(focusable, in: fields) { ($0.layout?.row ?? Int.max, $0.layout?.column ?? Int.max) }
        case .explicit(let ids):
            var seen = [Bool](repeating: false, count: fields.count)
            base = ids.compactMap { id in
                // An "Other" option's text field follows its field: the list does not place it.
                guard let index = byID[id], isFocusable[index], !isCompanion[index], !seen[index] else { return nil }
                seen[index] = true
                return index
            }
        }
        // A companion whose field the walk never reaches stands where it is declared.
        let placed = Set(base)
        for (parent, index) in companion.sorted(by: { $0.value < $1.value })
        where !placed.contains(parent) || !isFocusable[parent] {
            base.insert(index, at: base.lastIndex(where: { $0 < index }).map { $0 + 1 } ?? 0)
        }
        guard let first = base.first else { return [] }
        // The base order's successor of each field in it (-1: none).
        var successor = [Int](repeating: -1, count: fields.count)
        for (position, index) in base.enumerated() where position + 1 < base.count {
            successor[index] = base[position + 1]
        }
        var chain: [Int] = []
        var visited = [Bool](repeating: false, count: fields.count)
        var current = first
        while !visited[current] {
            visited[current] = true
            chain.append(current)
            if let next = companion[current], !visited[next] {
                visited[next] = true
                chain.append(next)
            }
            if let link = fields[current].written.next?.value, link != fields[current].id, let target = byID[link],
                isFocusable[target]
            {
                current = target
            } else if successor[current] >= 0 {
                current = successor[current]
            } else {
                break
            }
        }
        return chain
    }

    /// The fields at `indices` (ascending), sorted by `key`, ties kept in declaration order.
    private static func stableSorted(
        _ indices: [Int], in fields: [Field],
        by key: (borrowing Field) -> (Int, Int)
    ) -> [Int] {
        indices.map { (key(fields[$0]), $0) }
            .sorted { a, b in (a.0.0, a.0.1, a.1) < (b.0.0, b.0.1, b.1) }
            .map(\.1)
    }
}
