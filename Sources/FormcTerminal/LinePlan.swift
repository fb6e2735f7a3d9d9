import FormcIR

/// The order the line mode asks in, and the turn after which each field's spec rules are
/// checked (docs/run.md §7). Worked out once per run, in O(n log n) for n fields plus the
/// size of the conditions.
struct LinePlan {
    /// The visiting order, except that each field comes after every field its conditions
    /// (its own and its section's) read, directly or through fields that are never asked
    /// (hidden, disabled, read-only): when a field's turn comes, the answers that decide
    /// whether it is shown and enabled are in. Among fields free to go, visiting order wins.
    let order: [String]
    /// By position in `order`: the rules to check once that turn has passed, grouped by the
    /// field they are about (each group in the order written, the groups in the order of
    /// their first rules): all the rules about one field are checked together, at the first
    /// turn by which that field and every field any of them reads have had theirs, so the
    /// message is that of the first failing rule as written, as on submit.
    private let rulesAt: [Int: [[FormRule]]]

    /// `visiting`: the ids the session visits (`FormSession.candidates`), in its order.
    init(form: Form, visiting: [String]) {
        let fields = form.fields
        var first: [String: Int] = [:]
        for (index, field) in fields.enumerated() where first[field.id] == nil { first[field.id] = index }
        var visitingPosition: [String: Int] = [:]
        for (position, id) in visiting.enumerated() where visitingPosition[id] == nil {
            visitingPosition[id] = position
        }
        // A node's rank in the heap: fields never asked first (they only pass their state on),
        // by declaration, then the asked ones by visiting position.
        let count = fields.count
        func rank(_ index: Int) -> Int { visitingPosition[fields[index].id].map { count + $0 } ?? index }
        var reads = Array(repeating: [Int](), count: count)
        var readers = Array(repeating: [Int](), count: count)
        var waiting = Array(repeating: 0, count: count)
        var byRank = Array(repeating: -1, count: 2 * count + 1)
        let nodes = fields.indices.filter { first[fields[$0].id] == $0 }
        for index in nodes {
            let field = fields[index]
            let section =
                form.sections.indices.contains(field.section) ? form.sections[field.section].conditions : Conditions()
            let ids = [
                field.conditions.visibleWhen, field.conditions.enabledWhen, section.visibleWhen, section.enabledWhen
            ]
            .compactMap { $0 }.flatMap(\.references).map(\.id)
            reads[index] = Set(ids.compactMap { first[$0] }).filter { $0 != index }.sorted()
            for read in reads[index] { readers[read].append(index) }
            waiting[index] = reads[index].count
            byRank[rank(index)] = index
        }
        var heap = MinHeap()
        for index in nodes where waiting[index] == 0 { heap.push(rank(index)) }
        var sorted: [Int] = []
        sorted.reserveCapacity(nodes.count)
        while let top = heap.popMin() {
            let index = byRank[top]
            sorted.append(index)
            for reader in readers[index] {
                waiting[reader] -= 1
                if waiting[reader] == 0 { heap.push(rank(reader)) }
            }
        }
        // Fields on a cycle (FC603, an error, so never run) keep their rank order at the end.
        if sorted.count < nodes.count {
            let placed = Set(sorted)
            sorted += nodes.filter { !placed.contains($0) }.sorted { rank($0) < rank($1) }
        }
        var order: [String] = []
        var position: [String: Int] = [:]
        for index in sorted where visitingPosition[fields[index].id] != nil {
            position[fields[index].id] = order.count
            order.append(fields[index].id)
        }
        // The turn by which a field's state is settled: its own, and those of what it reads.
        var settled = Array(repeating: -1, count: count)
        for index in sorted {
            settled[index] = reads[index].reduce(position[fields[index].id] ?? -1) { max($0, settled[$1]) }
        }
        func settledTurn(_ id: String) -> Int { first[id].map { settled[$0] } ?? -1 }
        var groups: [String: [FormRule]] = [:]
        var fieldOrder: [String] = []
        for rule in form.rules {
            if groups[rule.field.id] == nil { fieldOrder.append(rule.field.id) }
            groups[rule.field.id, default: []].append(rule)
        }
        var rulesAt: [Int: [[FormRule]]] = [:]
        for id in fieldOrder {
            let rules = groups[id] ?? []
            let turn = rules.flatMap(\.check.references).map { settledTurn($0.id) }.reduce(settledTurn(id), max)
            // Rules that read nothing asked are the last submit's.
            if turn >= 0 { rulesAt[turn, default: []].append(rules) }
        }
        self.order = order
        self.rulesAt = rulesAt
    }

    /// The groups of rules (each about one field, in the order written) to check after turn `position`.
    func rules(at position: Int) -> [[FormRule]] { rulesAt[position] ?? [] }
}
