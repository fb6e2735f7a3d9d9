/// A binary min-heap of integers: `ConditionEvaluator.update` takes the fields to work out
/// again in evaluation order, smallest position first, as a change spreads; the line mode
/// orders its questions with it.
package struct MinHeap {
    private var items: [Int] = []

    package init() {}

    package var isEmpty: Bool { items.isEmpty }

    package mutating func push(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// The smallest value, removed; nil when empty.
    package mutating func popMin() -> Int? {
        guard let last = items.popLast() else { return nil }
        guard let top = items.first else { return last }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
