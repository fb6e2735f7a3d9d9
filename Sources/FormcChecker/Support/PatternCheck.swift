import Foundation

/// Checks a validation `pattern` the way the generated code and the terminal form use it:
/// as an ICU regular expression (`NSRegularExpression`, which iOS 15 has).
package enum PatternCheck {
    package struct Problem: Sendable {
        package var message: String
        /// Offset inside the pattern, in Unicode scalars, where it is known.
        package var offset: Int?
    }

    /// Nil when `pattern` compiles.
    package static func problem(in pattern: String) -> Problem? {
        guard (try? NSRegularExpression(pattern: pattern)) == nil else { return nil }
        // ICU's own message and offset are not exposed on Linux; Swift's Regex parser words
        // most mistakes well, and a bracket scan finds the offset of the commonest ones.
        var message = "not a valid regular expression"
        do {
            _ = try Regex(pattern)
        } catch {
            message = String(describing: error)
        }
        return Problem(message: message, offset: unbalancedOffset(pattern))
    }

    /// The offset of an unclosed `(` or `[`, or of a `)` with no `(`, ignoring escaped
    /// characters and the inside of a character class.
    static func unbalancedOffset(_ pattern: String) -> Int? {
        var groups: [Int] = []
        var classStart: Int?
        var escaped = false
        for (offset, scalar) in pattern.unicodeScalars.enumerated() {
            if escaped { escaped = false; continue }
            switch scalar {
            case "\\": escaped = true
            case "[" where classStart == nil: classStart = offset
            case "]" where classStart != nil && offset > (classStart ?? 0) + 1: classStart = nil
            case "(" where classStart == nil: groups.append(offset)
            case ")" where classStart == nil:
                if groups.popLast() == nil { return offset }
            default: break
            }
        }
        return classStart ?? groups.last
    }
}
