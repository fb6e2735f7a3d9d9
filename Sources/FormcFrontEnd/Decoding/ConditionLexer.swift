/// One token of a condition (`company isSet and kind == 'business'`), with its place in the
/// text counted in Unicode scalars, the unit of a column.
struct ConditionToken: Equatable {
    enum Kind: Equatable {
        /// A field id or a word of the language (`and`, `in`, `isSet`, `true`…).
        case word(String)
        /// A quoted text, unquoted (`'it''s'` is `it's`).
        case string(String)
        /// A decimal literal as written.
        case number(String)
        case symbol(String)
        case end
    }

    var kind: Kind
    var offset: Int
    var length: Int
}

/// A condition's text cut into tokens, or the first place that is no token, with why.
package enum ConditionLexer {
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
        var length: Int
    }

    /// The tokens of `scalars`, ending with `.end`; linear in the text's length.
    static func tokens(_ scalars: [Unicode.Scalar]) -> Result<[ConditionToken], Failure> {
        var tokens: [ConditionToken] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar == " " || scalar == "\t" || scalar == "\n" {
                index += 1
                continue
            }
            if isWordStart(scalar) {
                while index < scalars.count, isWordPart(scalars[index]) { index += 1 }
                tokens.append(
                    ConditionToken(kind: .word(text(scalars, start, index)), offset: start, length: index - start))
            } else if isNumberStart(scalars, at: index) {
                index += 1
                while index < scalars.count, isNumberPart(scalars[index]) { index += 1 }
                let literal = text(scalars, start, index)
                guard NodeReader.isDecimalLiteral(literal) else {
                    return .failure(
                        Failure(message: "'\(literal)' is not a number", offset: start, length: index - start))
                }
                tokens.append(ConditionToken(kind: .number(literal), offset: start, length: index - start))
            } else if scalar == "'" || scalar == "\"" {
                switch quoted(scalars, from: start) {
                case .success(let (value, end)):
                    tokens.append(ConditionToken(kind: .string(value), offset: start, length: end - start))
                    index = end
                case .failure(let failure):
                    return .failure(failure)
                }
            } else {
                switch symbol(scalars, at: start) {
                case .success(let length):
                    tokens.append(
                        ConditionToken(
                            kind: .symbol(text(scalars, start, start + length)), offset: start,
                            length: length))
                    index += length
                case .failure(let failure):
                    return .failure(failure)
                }
            }
        }
        tokens.append(ConditionToken(kind: .end, offset: scalars.count, length: 0))
        return .success(tokens)
    }

    /// The length of the symbol at `start`, or why it is none; `&&`, `||`, `!` and `=` get the
    /// word or symbol the language uses instead.
    private static func symbol(_ scalars: [Unicode.Scalar], at start: Int) -> Result<Int, Failure> {
        let scalar = scalars[start]
        let following = start + 1 < scalars.count ? scalars[start + 1] : nil
        switch (scalar, following) {
        case ("=", "="), ("!", "="), ("<", "="), (">", "="): return .success(2)
        case ("<", _), (">", _): return .success(1)
        case ("(", _), (")", _), ("[", _), ("]", _), (",", _), (".", _): return .success(1)
        case ("&", "&"): return .failure(Failure(message: "write 'and' instead of '&&'", offset: start, length: 2))
        case ("|", "|"): return .failure(Failure(message: "write 'or' instead of '||'", offset: start, length: 2))
        case ("!", _): return .failure(Failure(message: "write 'not' instead of '!'", offset: start, length: 1))
        case ("=", _):
            return .failure(
                Failure(message: "write '==' to compare; '=' alone is no operator", offset: start, length: 1))
        default:
            return .failure(
                Failure(
                    message: "unexpected character '\(scalar.escaped(asASCII: false))' in a condition",
                    offset: start, length: 1))
        }
    }

    /// A quoted text from the quote at `start` to its closing quote (a doubled quote stands for
    /// one), and the offset just past it.
    private static func quoted(_ scalars: [Unicode.Scalar], from start: Int) -> Result<(String, Int), Failure> {
        let quote = scalars[start]
        var value = String.UnicodeScalarView()
        var index = start + 1
        while index < scalars.count {
            if scalars[index] == quote {
                if index + 1 < scalars.count, scalars[index + 1] == quote {
                    value.append(quote)
                    index += 2
                    continue
                }
                return .success((String(value), index + 1))
            }
            value.append(scalars[index])
            index += 1
        }
        return .failure(Failure(message: "this text has no closing \(quote)", offset: start, length: 1))
    }

    /// The words of `text` as this lexer reads a field id or a word of the language, found
    /// anywhere (the text need not lex: a condition that does not parse still shows which
    /// names it may read).
    package static func words(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var words: [String] = []
        var index = 0
        while index < scalars.count {
            guard isWordStart(scalars[index]), index == 0 || !isWordPart(scalars[index - 1]) else {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, isWordPart(scalars[index]) { index += 1 }
            words.append(self.text(scalars, start, index))
        }
        return words
    }

    private static func text(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }

    private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        isWordStart(scalar) || scalar == "-" || ("0"..."9").contains(scalar) || scalar.properties.numericType != nil
    }

    private static func isNumberStart(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let scalar = scalars[index]
        if ("0"..."9").contains(scalar) { return true }
        guard scalar == "-" || scalar == "+" || scalar == ".", index + 1 < scalars.count else { return false }
        let following = scalars[index + 1]
        return ("0"..."9").contains(following) || (scalar != "." && following == ".")
    }

    private static func isNumberPart(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "." || scalar == "e" || scalar == "E" || scalar == "+"
            || scalar == "-"
    }
}
