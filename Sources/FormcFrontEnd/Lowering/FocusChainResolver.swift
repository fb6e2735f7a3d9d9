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
struct FocusChainResolver {
    /// `fields` in declaration order (their ids, focusability, tags, cells and `next:`
    /// links are read in place, not copied out); returns the chain's ids.
    static func resolve(_ candidates: [Field], order: OrderMode) -> [String] {
        var byID: [String: Int] = [:]
        byID.reserveCapacity(candidates.count)
        // Indices, not copies of the candidates: on a large form these lists are alive at
        // the peak of lowering's memory.
        var focusable: [Int] = []
        // By index, so each field is read in place rather than copied out of the array.
        for index in candidates.indices {
            let id = candidates[index].id
            guard byID[id] == nil else { continue }
            byID[id] = index
            if candidates[index].isFocusable { focusable.append(index) }
        }
        func isFocusable(_ id: String) -> Bool { byID[id].map { candidates[$0].isFocusable } ?? false }
        let base: [String]
        switch order {
        case .declaration:
            base = focusable.map { candidates[$0].id }
        case .tag:
            base = stableSorted(focusable, in: candidates) { ($0.tag ?? Int.max, 0) }
        case .position:
            base = stableSorted(focusable, in: candidates) { ($0.layout?.row ?? Int.max, $0.layout?.column ?? Int.max) }
        case .explicit(let ids):
            var seen = Set<String>()
            base = ids.filter { id in isFocusable(id) && seen.insert(id).inserted }
        }
        guard let first = base.first else { return [] }
        var successor: [String: String] = [:]
        for (index, id) in base.enumerated() where index + 1 < base.count { successor[id] = base[index + 1] }
        var chain: [String] = []
        var visited = Set<String>()
        var current: String? = first
        while let id = current, visited.insert(id).inserted {
            chain.append(id)
            if let link = byID[id].flatMap({ candidates[$0].written.next?.value }), link != id, isFocusable(link) {
                current = link
            } else {
                current = successor[id]
            }
        }
        return chain
    }

    /// The ids of the fields at `indices` (ascending), sorted by `key`, ties kept in
    /// declaration order.
    private static func stableSorted(_ indices: [Int], in candidates: [Field],
                                     by key: (borrowing Field) -> (Int, Int)) -> [String] {
        indices.map { (key(candidates[$0]), $0) }
            .sorted { a, b in (a.0.0, a.0.1, a.1) < (b.0.0, b.0.1, b.1) }
            .map { candidates[$0.1].id }
    }
}
