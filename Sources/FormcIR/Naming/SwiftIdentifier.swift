/// Turns spec names (field ids, form names) into Swift identifiers, with one policy per
/// context, in the spirit of swift-protobuf's name mangling:
///
/// - words are split at characters that cannot be in an identifier (`first-name`,
///   `first name`, `first_name` all give `firstName`);
/// - a leading digit gets an underscore (`2fa` → `_2fa`);
/// - a member name that is a Swift keyword is written in backticks (`class` → `` `class` ``),
///   which Swift allows for enum cases and properties;
/// - a member name that would clash with a member the generated code declares or inherits
///   (`rawValue`, `description`, `next`…), and any name in a context where backticks do not
///   help (a type name such as `Self` or `Type`), gets a trailing underscore instead.
///
/// Letters and digits outside ASCII are kept (`城市` is a valid Swift identifier); anything
/// else separates words. A name with no letter or digit at all becomes `_` followed by the
/// hex code points of its first characters, so it is still unique and stable.
public enum SwiftIdentifier {
    /// Swift 6 keywords: the reserved words of declarations, statements and expressions,
    /// and the contextual keywords that are risky as bare identifiers.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "async", "actor", "some", "any", "consume", "copy", "discard", "each", "macro", "isolated",
        "_", "Type", "Protocol", "get", "set", "willSet", "didSet", "mutating", "nonmutating",
        "override", "required", "convenience", "dynamic", "final", "lazy", "optional", "weak", "unowned",
        "indirect", "infix", "prefix", "postfix", "then"
    ]

    /// Keywords that stay invalid even in backticks in a member position, or that would change
    /// meaning after a dot (`.self`, `.Type`, `.init`).
    private static let unusableInBackticks: Set<String> = ["self", "Self", "Type", "Protocol", "init", "_", "some"]

    /// Members the generated types declare or inherit; a field named like one gets a suffix.
    public static let reservedMembers: Set<String> = [
        "rawValue", "hashValue", "hash", "description", "debugDescription", "allCases", "focusChain",
        "next", "previous", "isFirst", "isLast", "isFocusable", "index", "returnKey", "returnAction",
        "toolbar", "label", "placeholder", "toolbarTitle", "submitLabel", "keyboardType", "kind",
        "validate", "encode", "decode", "CodingKeys", "date", "dates", "options", "answers", "Answer",
        // FormcKit's protocol requirements and members (`FormcField`, `FormcValues`).
        "formcForm", "formcValue", "formcSet", "formcInitial", "ruleFailures", "conditionState", "fillEmpty", "info",
        // Optional's own cases: `return .none` where a `Field?` is expected means nil.
        "none", "some"
    ]

    /// The words of a name: runs of letters and digits.
    static func words(_ raw: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in raw.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `lowerCamelCase` of a name, with a leading underscore before a digit; not yet checked
    /// against keywords.
    public static func lowerCamel(_ raw: String) -> String {
        // Most ids are already lowerCamelCase ASCII (`firstName`): nothing to split.
        if let first = raw.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
            raw.utf8.allSatisfy({
                ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A)
            })
        {
            return raw
        }
        let parts = words(raw)
        guard let first = parts.first else { return fallback(raw) }
        var result = lowercasedLead(first)
        for part in parts.dropFirst() { result += capitalizedFirst(part) }
        return leadingDigitFixed(result)
    }

    /// `UpperCamelCase` of a name, for type names.
    public static func upperCamel(_ raw: String) -> String {
        let parts = words(raw)
        guard !parts.isEmpty else { return fallback(raw) }
        return leadingDigitFixed(parts.map(capitalizedFirst).joined())
    }

    /// A name for an enum case or a property: lowerCamelCase, backticks for a keyword, a
    /// trailing underscore for a reserved member or a keyword backticks cannot save.
    public static func member(_ raw: String) -> String {
        let name = lowerCamel(raw)
        switch memberTreatment[name] {
        case .underscore?: return name + "_"
        case .backticks?: return "`\(name)`"
        case nil: return name
        }
    }

    /// What `member` does to a name that is not usable as it is.
    private enum MemberTreatment { case underscore, backticks }

    /// The three sets above as one table, so that `member` hashes a name once, not three
    /// times: a reserved member or a keyword backticks cannot save takes an underscore, any
    /// other keyword backticks.
    private static let memberTreatment: [String: MemberTreatment] = {
        var table = Dictionary(uniqueKeysWithValues: keywords.map { ($0, MemberTreatment.backticks) })
        for name in reservedMembers.union(unusableInBackticks) { table[name] = .underscore }
        return table
    }()

    /// A name for a type: UpperCamelCase, with a trailing underscore for a keyword (types
    /// cannot usefully be backticked: `Self`, `Type`, `Any`).
    public static func typeName(_ raw: String) -> String {
        let name = upperCamel(raw)
        return keywords.contains(name) ? name + "_" : name
    }

    /// A member name without its backticks: what two names collide on.
    public static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") && identifier.hasSuffix("`") && identifier.count > 2
            ? String(identifier.dropFirst().dropLast()) : identifier
    }

    private static func lowercasedLead(_ word: String) -> String {
        // "URLField" -> "urlField", "Email" -> "email", "iOS" -> "iOS".
        let scalars = Array(word.unicodeScalars)
        var upper = 0
        while upper < scalars.count, scalars[upper].properties.isUppercase { upper += 1 }
        if upper == 0 { return word }
        let lowerCount = upper == scalars.count || upper == 1 ? upper : upper - 1
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            if index < lowerCount {
                result += String(scalar).lowercased()
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func capitalizedFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
    }

    private static func leadingDigitFixed(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, first.properties.numericType == .decimal else { return name }
        return "_" + name
    }

    private static func fallback(_ raw: String) -> String {
        let codes = raw.unicodeScalars.prefix(4).map { String($0.value, radix: 16, uppercase: true) }
        return "_" + (codes.isEmpty ? "" : codes.joined(separator: "_"))
    }
}
