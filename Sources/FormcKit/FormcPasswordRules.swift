import Foundation

/// A new password's rules in Apple's password rules language, for strong-password AutoFill
/// (`UITextInputPasswordRules(descriptor:)` on a `newPassword` field): the spec's `minLength`
/// and `maxLength` as `minlength` / `maxlength`, and a `pattern`'s look-aheads for a character
/// class (`(?=.*[A-Z])`, `(?=.*[a-z])`, `(?=.*\d)` or `(?=.*[0-9])`, `(?=.*[^A-Za-z0-9])` or
/// `(?=.*\W)`) as `required: upper`, `lower`, `digit`, `special`. The language has no regular
/// expressions (https://developer.apple.com/documentation/security/customizing-password-autofill-rules):
/// what else a pattern asks (an allowed alphabet, a prefix, repeats) is not said, and
/// `expressesPattern` is false; the field's validation still checks it, so a generated password
/// that misses it is refused with the spec's message.
public nonisolated struct FormcPasswordRules: Hashable, Sendable {
    public var minLength: Int?
    public var maxLength: Int?
    /// The character classes the pattern requires, in the order its look-aheads give them.
    public var required: [String]
    /// Whether the pattern says nothing beyond `required` (no pattern, or look-aheads followed
    /// by `.*`, `.+` or `.{n,}` / `.{n,m}`, whose lengths the spec's lengths already give).
    public var expressesPattern: Bool

    /// The rules of a field's text check (`FormcFieldInfo.check`).
    public init(_ check: FormcTextCheck?) {
        minLength = check?.minLength
        maxLength = check?.maxLength
        (required, expressesPattern) = Self.read(check?.pattern)
    }

    /// The descriptor (`"minlength: 8; maxlength: 64; required: upper; required: digit;"`); nil
    /// when there is nothing to say, so the system's own rules apply.
    public var descriptor: String? {
        var parts: [String] = []
        if let minLength, minLength > 0 { parts.append("minlength: \(minLength);") }
        if let maxLength, maxLength > 0 { parts.append("maxlength: \(maxLength);") }
        parts += required.map { "required: \($0);" }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The look-ahead classes the language can say, by how a pattern writes them.
    private static let classes: [(written: String, name: String)] = [
        ("[A-Z]", "upper"), ("[a-z]", "lower"), ("\\d", "digit"), ("[0-9]", "digit"),
        ("[^A-Za-z0-9]", "special"), ("[^a-zA-Z0-9]", "special"), ("\\W", "special")
    ]

    private static func read(_ pattern: String?) -> (required: [String], complete: Bool) {
        guard let pattern, !pattern.isEmpty else { return ([], true) }
        var rest = Substring(pattern)
        if rest.hasPrefix("^") { rest = rest.dropFirst() }
        if rest.hasSuffix("$"), !rest.hasSuffix("\\$") { rest = rest.dropLast() }
        var required: [String] = []
        lookaheads: while rest.hasPrefix("(?=.*") {
            for entry in classes where rest.dropFirst(5).hasPrefix(entry.written + ")") {
                if !required.contains(entry.name) { required.append(entry.name) }
                rest = rest.dropFirst(5 + entry.written.count + 1)
                continue lookaheads
            }
            break
        }
        return (required, rest.isEmpty || isAnyText(rest))
    }

    /// `.*`, `.+`, `.{n,}` or `.{n,m}`: any text (its length the spec's lengths say).
    private static func isAnyText(_ text: Substring) -> Bool {
        if text == ".*" || text == ".+" { return true }
        guard text.hasPrefix(".{"), text.hasSuffix("}") else { return false }
        let bounds = text.dropFirst(2).dropLast()
        return !bounds.isEmpty && bounds.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ",") }
    }
}
