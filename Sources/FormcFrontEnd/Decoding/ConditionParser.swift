import FormcDiagnostics
import FormcIR

/// Parses a `visibleWhen:` / `enabledWhen:` text into a `Condition` (grammar in
/// docs/spec-language.md §4.3). Recursive descent over the tokens, one token of look-ahead:
/// linear in the text, and `not` and parentheses nest at most `Condition.maximumDepth` deep.
/// It checks the shape only; which fields exist and what they can hold is the checker's.
package struct ConditionParser {
    /// Why a text is no condition, and the characters (Unicode-scalar offsets) to point at.
    typealias Failure = ConditionLexer.Failure

    private let tokens: [ConditionToken]
    private let locate: (Int, Int) -> SourceLocation
    private var index = 0
    private var depth = 0

    private static let keywords: Set<String> = [
        "and", "or", "not", "in", "isEmpty", "isSet", "contains", "true", "false"
    ]

    /// Why a condition could not name a field `text`, or nil when it can: the grammar's `field`
    /// (docs/spec-language.md §4.3), one word as this parser's lexer reads it (a letter or `_`,
    /// then letters, digits, `_` or `-`) that is no word of the language (`and`, `isSet`,
    /// `true`…). The rule for a new field id or source name (the language server's rename).
    package static func problem(withName text: String) -> String? {
        guard case .success(let tokens) = ConditionLexer.tokens(Array(text.unicodeScalars)), tokens.count == 2,
            case .word(let word)? = tokens.first?.kind, word == text
        else {
            return "a name starts with a letter or '_' and goes on with letters, digits, '_' or '-'"
        }
        return keywords.contains(word) ? "'\(word)' is a word of the condition language" : nil
    }

    private init(tokens: [ConditionToken], locate: @escaping (Int, Int) -> SourceLocation) {
        self.tokens = tokens
        self.locate = locate
    }

    /// Parses `text`. `locate(offset, length)` gives the location of the scalars
    /// `offset..<offset+length` of the text, for the field names and literals in the tree.
    /// On failure, nothing is returned but why, and where (FC601 in the decoder).
    static func parse(_ text: String, locate: @escaping (Int, Int) -> SourceLocation) -> Result<Condition, Failure> {
        let scalars = Array(text.unicodeScalars)
        switch ConditionLexer.tokens(scalars) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let tokens):
            if tokens.count == 1 {
                return .failure(
                    Failure(
                        message: "the condition is empty; name a field, as in 'company isSet'",
                        offset: 0, length: 0))
            }
            var parser = ConditionParser(tokens: tokens, locate: locate)
            do {
                return .success(try parser.parseWhole())
            } catch {
                return .failure(error)
            }
        }
    }

    private var current: ConditionToken { tokens[Swift.min(index, tokens.count - 1)] }

    private mutating func advance() { index += 1 }

    private mutating func parseWhole() throws(Failure) -> Condition {
        let condition = try parseAny()
        if current.kind != .end {
            let hint =
                current.kind == .symbol(")")
                ? "this ')' closes no '('"
                : "join conditions with 'and' or 'or'"
            throw failure("unexpected \(describe(current)) after a complete condition; \(hint)")
        }
        return condition
    }

    private mutating func parseAny() throws(Failure) -> Condition {
        var parts = [try parseAll()]
        while current.kind == .word("or") {
            advance()
            parts.append(try parseAll())
        }
        return parts.count == 1 ? parts[0] : .any(parts)
    }

    private mutating func parseAll() throws(Failure) -> Condition {
        var parts = [try parseUnary()]
        while current.kind == .word("and") {
            advance()
            parts.append(try parseUnary())
        }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    private mutating func parseUnary() throws(Failure) -> Condition {
        switch current.kind {
        case .word("not"):
            try enter()
            advance()
            let inner = try parseUnary()
            depth -= 1
            return .not(inner)
        case .symbol("("):
            try enter()
            let open = current
            advance()
            let inner = try parseAny()
            guard current.kind == .symbol(")") else {
                throw Failure(
                    message: "this '(' is not closed; expected ')' before \(describe(current))",
                    offset: open.offset, length: open.length)
            }
            advance()
            depth -= 1
            return inner
        default:
            return try parseTest()
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Condition.maximumDepth {
            throw failure("the condition nests 'not' and parentheses deeper than \(Condition.maximumDepth) levels")
        }
    }

    /// `field`, `field == literal`, `field != literal`, an order (`<`, `<=`, `>`, `>=`), each
    /// with a literal or another field on the right, `field in [..]`, `field isEmpty`,
    /// `field isSet`, `field contains literal`, `field.count` with an order or `==` and a number.
    private mutating func parseTest() throws(Failure) -> Condition {
        guard case .word(let id) = current.kind, !Self.keywords.contains(id) else {
            throw failure("expected a field id, found \(describe(current))")
        }
        let field = FieldReference(id: id, location: locate(current.offset, current.length))
        advance()
        if current.kind == .symbol(".") { return try parseCount(of: field) }
        switch current.kind {
        case .symbol(let symbol) where Comparison(rawValue: symbol) != nil:
            let comparison = Comparison(rawValue: symbol) ?? .equal
            advance()
            if case .word(let other) = current.kind, !Self.keywords.contains(other) {
                let reference = FieldReference(id: other, location: locate(current.offset, current.length))
                advance()
                return .compareFields(field, comparison, reference)
            }
            return .compare(field, comparison, try parseLiteral(after: comparison.rawValue))
        case .word("in"):
            advance()
            return .isOneOf(field, try parseList())
        case .word("isEmpty"):
            advance()
            return .isEmpty(field)
        case .word("isSet"):
            advance()
            return .isSet(field)
        case .word("contains"):
            advance()
            return .contains(field, try parseLiteral(after: "contains"))
        case .word(let word) where !Self.keywords.contains(word):
            throw failure(
                "expected '==', '!=', '<', '<=', '>', '>=', 'in', 'contains', 'isEmpty' or 'isSet' after '\(id)', found \(describe(current))"
            )
        default:
            // A field alone reads as "is on": `visibleWhen: business` for a toggle.
            return .compare(field, .equal, ConditionLiteral(.bool(true), location: field.location))
        }
    }

    /// `field.count`, then a comparison with a number: how many options a multi-select has
    /// chosen (whether the field is one is the checker's, FC607).
    private mutating func parseCount(of field: FieldReference) throws(Failure) -> Condition {
        advance()
        guard current.kind == .word("count") else {
            throw failure("expected 'count' after '\(field.id).', found \(describe(current))")
        }
        advance()
        guard case .symbol(let symbol) = current.kind, let comparison = Comparison(rawValue: symbol) else {
            throw failure(
                "expected '==', '!=', '<', '<=', '>' or '>=' after '\(field.id).count', found \(describe(current))")
        }
        advance()
        let literal = try parseLiteral(after: comparison.rawValue)
        guard case .number = literal.value else {
            throw Failure(
                message:
                    "'\(field.id).count' is a number of options; compare it with a number, as in '\(field.id).count >= 2'",
                offset: tokens[index - 1].offset, length: tokens[index - 1].length)
        }
        return .count(field, comparison, literal)
    }

    private mutating func parseList() throws(Failure) -> [ConditionLiteral] {
        guard current.kind == .symbol("[") else { throw failure("expected '[' after 'in', found \(describe(current))") }
        advance()
        var items: [ConditionLiteral] = []
        if current.kind == .symbol("]") { throw failure("the list after 'in' is empty; give at least one value") }
        while true {
            items.append(try parseLiteral(after: items.isEmpty ? "[" : ","))
            if current.kind == .symbol(",") {
                advance()
            } else if current.kind == .symbol("]") {
                advance()
                return items
            } else {
                throw failure("expected ',' or ']' in the list after 'in', found \(describe(current))")
            }
        }
    }

    private mutating func parseLiteral(after previous: String) throws(Failure) -> ConditionLiteral {
        let token = current
        let value: ConditionLiteral.Value
        switch token.kind {
        case .string(let text): value = .string(text)
        case .number(let text): value = .number(text)
        case .word("true"): value = .bool(true)
        case .word("false"): value = .bool(false)
        case .word(let word):
            throw failure("'\(word)' is not a value; quote a text ('\(word)'), or write a number, true or false")
        default:
            throw failure("expected a value after '\(previous)', found \(describe(token))")
        }
        advance()
        return ConditionLiteral(value, location: locate(token.offset, token.length))
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, offset: current.offset, length: current.length)
    }

    private func describe(_ token: ConditionToken) -> String {
        switch token.kind {
        case .word(let word), .symbol(let word), .number(let word): return "'\(word)'"
        case .string(let text): return "the text '\(text)'"
        case .end: return "the end of the condition"
        }
    }
}
