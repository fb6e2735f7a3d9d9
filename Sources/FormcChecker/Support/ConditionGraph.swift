import FormcDiagnostics
import FormcIR

/// Who reads whom through conditions: one node per field (`Form.fields` indices) and one per
/// section after them. A field's condition reading `b` is an edge to `b`'s first field; a
/// section's condition likewise; a field in a section that has conditions has an edge to
/// that section (it is shown and enabled only as the section is). Built and searched in time
/// linear in the fields and references.
struct ConditionGraph {
    struct Edge {
        var to: Int
        /// Where the reference is written; nil for a field's edge to its section.
        var location: SourceLocation?
    }

    let fieldCount: Int
    private(set) var edges: [[Edge]]

    init(_ form: Form, fieldIndex: [String: Int]) {
        fieldCount = form.fields.count
        edges = Array(repeating: [], count: form.fields.count + form.sections.count)
        for site in ConditionSite.all(in: form) {
            let from: Int
            switch site.owner {
            case .field(let index): from = index
            case .section(let index): from = fieldCount + index
            case .rule: continue
            }
            for reference in site.condition.references {
                if let target = fieldIndex[reference.id] {
                    edges[from].append(Edge(to: target, location: reference.location))
                }
            }
        }
        for (index, field) in form.fields.enumerated()
        where form.sections.indices.contains(field.section) && !form.sections[field.section].conditions.isEmpty {
            edges[index].append(Edge(to: fieldCount + field.section, location: nil))
        }
    }

    /// One cycle per group of nodes that depend on each other (a strongly connected component
    /// with an edge inside it), each as the edges walked from its first node back to it by the
    /// fewest steps. Groups and cycles come in node order.
    func cycles() -> [[(from: Int, edge: Edge)]] {
        var found: [[(from: Int, edge: Edge)]] = []
        for component in components().sorted(by: { ($0.min() ?? 0) < ($1.min() ?? 0) }) {
            let members = Set(component)
            guard let start = component.min(), let cycle = shortestCycle(from: start, within: members) else { continue }
            found.append(cycle)
        }
        return found
    }

    /// Breadth-first from `start` inside `members`, to the first edge back to `start`.
    private func shortestCycle(from start: Int, within members: Set<Int>) -> [(from: Int, edge: Edge)]? {
        var reachedBy: [Int: (from: Int, edge: Edge)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges[node] where members.contains(edge.to) {
                if edge.to == start {
                    var path = [(from: node, edge: edge)]
                    var current = node
                    while current != start, let step = reachedBy[current] {
                        path.append(step)
                        current = step.from
                    }
                    return path.reversed()
                }
                if reachedBy[edge.to] == nil && edge.to != start {
                    reachedBy[edge.to] = (node, edge)
                    queue.append(edge.to)
                }
            }
        }
        return nil
    }

    /// Tarjan's strongly connected components, with an explicit stack (a long chain of
    /// conditions must not overflow the call stack).
    private func components() -> [[Int]] {
        let count = edges.count
        var order = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var counter = 0
        var result: [[Int]] = []
        for root in 0..<count where order[root] < 0 {
            var work: [(node: Int, next: Int)] = []
            func visit(_ node: Int) {
                order[node] = counter
                low[node] = counter
                counter += 1
                stack.append(node)
                onStack[node] = true
                work.append((node, 0))
            }
            visit(root)
            while let (node, next) = work.last {
                if next < edges[node].count {
                    work[work.count - 1].next += 1
                    let target = edges[node][next].to
                    if order[target] < 0 {
                        visit(target)
                    } else if onStack[target] {
                        low[node] = Swift.min(low[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { low[parent.node] = Swift.min(low[parent.node], low[node]) }
                guard low[node] == order[node] else { continue }
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == node { break }
                }
                if component.count > 1 || edges[node].contains(where: { $0.to == node }) { result.append(component) }
            }
        }
        return result
    }
}
