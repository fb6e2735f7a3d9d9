import Foundation

/// Comparisons between values, for conditions and rules that compare two fields or order a
/// number, as formc's own evaluator (`ConditionEvaluator`, FormcIR): two empty values are
/// equal, an empty and a set one differ; an order (`<`, `<=`, `>`, `>=`) holds only between
/// two set values that have one, numbers (`FormcValidation.decimal`) or dates, so
/// `!(end < start)` holds while either is empty.
public nonisolated enum FormcComparison {
    /// `lhs` against `rhs` as text, or as numbers when `numeric` (a side that is no number: false).
    public static func holds(_ comparison: String, _ lhs: String?, _ rhs: String?, numeric: Bool) -> Bool {
        let left = lhs ?? "", right = rhs ?? ""
        let isOrder = comparison != "==" && comparison != "!="
        guard !left.isEmpty, !right.isEmpty else {
            return !isOrder && (left.isEmpty == right.isEmpty) == (comparison == "==")
        }
        if numeric {
            guard let a = FormcValidation.decimal(left), let b = FormcValidation.decimal(right) else { return false }
            return holds(comparison, order: a < b ? -1 : (a == b ? 0 : 1))
        }
        return !isOrder && holds(comparison, order: left == right ? 0 : 1)
    }

    /// Two dates as instants, or by their time of day (`time` fields: the day a time picker
    /// carries is not part of the value).
    public static func holds(_ comparison: String, _ lhs: Date?, _ rhs: Date?, timeOfDay: Bool) -> Bool {
        let isOrder = comparison != "==" && comparison != "!="
        guard let lhs, let rhs else {
            return !isOrder && ((lhs == nil) == (rhs == nil)) == (comparison == "==")
        }
        let a = timeOfDay ? secondsIntoDay(lhs) : lhs.timeIntervalSinceReferenceDate
        let b = timeOfDay ? secondsIntoDay(rhs) : rhs.timeIntervalSinceReferenceDate
        return holds(comparison, order: a < b ? -1 : (a == b ? 0 : 1))
    }

    /// A number field's text against a number: false when the text is no number.
    public static func holds(_ comparison: String, _ text: String, _ bound: Double) -> Bool {
        guard let number = FormcValidation.decimal(text) else { return false }
        return holds(comparison, order: number < bound ? -1 : (number == bound ? 0 : 1))
    }

    private static func secondsIntoDay(_ date: Date) -> Double {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone.current, from: date)
        return Double((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0))
    }

    /// Whether a comparison holds for an order: negative, zero or positive as `lhs` comes
    /// before, with or after `rhs`.
    public static func holds(_ comparison: String, order: Int) -> Bool {
        switch comparison {
        case "==": return order == 0
        case "!=": return order != 0
        case "<": return order < 0
        case "<=": return order <= 0
        case ">": return order > 0
        default: return order >= 0
        }
    }
}
