import FormcDiagnostics
import Foundation

/// A `visibleWhen:` or `enabledWhen:` condition over other fields' values, as a typed tree
/// (docs/spec-language.md §4.3). Every field name and literal keeps where it is written, so
/// the checker can point at a column inside the expression. Evaluating it is linear in its
/// size; the parser bounds its depth (`Condition.maximumDepth`).
public indirect enum Condition: Sendable, Hashable {
    /// `field == literal`, `field != literal`, or an order (`age >= 18`, numbers only); a
    /// bare `field` is `field == true`.
    case compare(FieldReference, Comparison, ConditionLiteral)
    /// `field == other`, `field != other`, or an order between two fields (`end < start`:
    /// numbers, or dates of one kind).
    case compareFields(FieldReference, Comparison, FieldReference)
    /// `field in [a, b, …]`: the field's value is one of the literals.
    case isOneOf(FieldReference, [ConditionLiteral])
    /// `field isEmpty`: no value (empty text, no selection, a toggle that is off).
    case isEmpty(FieldReference)
    /// `field isSet`: the opposite of `isEmpty`.
    case isSet(FieldReference)
    /// `field contains literal`: a multi-select has that option among those chosen.
    case contains(FieldReference, ConditionLiteral)
    /// `field.count >= 2`: how many options a multi-select has chosen, against a number.
    case count(FieldReference, Comparison, ConditionLiteral)
    case not(Condition)
    /// Two or more conditions that must all hold, in the order written.
    case all([Condition])
    /// Two or more conditions of which one must hold, in the order written.
    case any([Condition])

    /// Whether the test is `field.count …`.
    public var isCount: Bool {
        if case .count = self { return true }
        return false
    }

    /// How deep `not` and parentheses may nest: deeper conditions are FC601, so evaluation
    /// (and any recursive walk of the tree) never runs out of stack on hostile input.
    public static let maximumDepth = 32

    /// Every field the condition reads, in the order written (with repeats).
    public var references: [FieldReference] {
        tests.flatMap { test -> [FieldReference] in
            switch test {
            case .compare(let field, _, _), .isOneOf(let field, _), .isEmpty(let field), .isSet(let field),
                .contains(let field, _), .count(let field, _, _):
                return [field]
            case .compareFields(let field, _, let other): return [field, other]
            case .not, .all, .any: return []
            }
        }
    }

    /// The tests of the condition (every node but `not`, `and`, `or`), in the order written.
    /// Iterative, so a long condition costs no stack; the rules and emitters that look at
    /// comparisons switch over these.
    public var tests: [Condition] {
        var found: [Condition] = []
        var pending = [self]
        while let next = pending.popLast() {
            switch next {
            case .compare, .compareFields, .isOneOf, .isEmpty, .isSet, .contains, .count: found.append(next)
            case .not(let inner): pending.append(inner)
            case .all(let parts), .any(let parts): pending += parts.reversed()
            }
        }
        return found
    }
}

/// `==`, `!=`, or an order: `<`, `<=`, `>`, `>=`.
public enum Comparison: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// `<`, `<=`, `>` or `>=`: holds only between two values that have an order (numbers,
    /// dates), never when either side is empty.
    public var isOrder: Bool {
        switch self {
        case .equal, .notEqual: return false
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return true
        }
    }

    /// Whether the comparison holds for values ordered as `order` (`lhs` against `rhs`).
    public func holds(_ order: ComparisonResult) -> Bool {
        switch self {
        case .equal: return order == .orderedSame
        case .notEqual: return order != .orderedSame
        case .less: return order == .orderedAscending
        case .lessOrEqual: return order != .orderedDescending
        case .greater: return order == .orderedDescending
        case .greaterOrEqual: return order != .orderedAscending
        }
    }
}

/// A field named in a condition, with where its name is written.
public struct FieldReference: Sendable, Hashable {
    public var id: String
    public var location: SourceLocation

    public init(id: String, location: SourceLocation) {
        self.id = id
        self.location = location
    }
}

/// A literal a condition compares with, with where it is written.
public struct ConditionLiteral: Sendable, Hashable {
    public var value: Value
    public var location: SourceLocation

    public enum Value: Sendable, Hashable {
        /// A quoted text: `'business'`, `"CN"`.
        case string(String)
        /// A decimal literal, kept as written so output is exact (`18`, `-2.5`).
        case number(String)
        case bool(Bool)
    }

    public init(_ value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A field's or a section's conditions; nil where the spec writes none (always visible,
/// always enabled).
public struct Conditions: Sendable, Hashable {
    public var visibleWhen: Condition?
    public var enabledWhen: Condition?

    public init(visibleWhen: Condition? = nil, enabledWhen: Condition? = nil) {
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
    }

    public var isEmpty: Bool { visibleWhen == nil && enabledWhen == nil }
}
