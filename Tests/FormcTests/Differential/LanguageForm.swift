import Foundation

/// The whole language on top of `RandomForm` (issue 45): ids Swift must escape or rename,
/// labels with quotes, backslashes, `\(`, `"""` and emoji, every condition operator and
/// function on every kind (field against field too), and every key and value form of
/// spec-language.md's tables: the four orders, `next:` links, toolbar, dismiss, keyboard
/// keys, locales, data files of the four formats, a picker's own `options:`, `display`,
/// date formats, locales and bounds, YAML anchors and merge keys. `features` records what a
/// form exercises, so a test can prove the seeded sample covers it all.
extension RandomForm {
    /// Ids that are Swift keywords, not ASCII, or not one word: each must become a Swift
    /// identifier (swift-output.md §3.1). Ones with a space cannot be named in a condition.
    /// (`Self` beside `self` would be FC501: both become `` `self` ``.)
    /// Members of the generated types (`rawValue`, `focusChain`, `validate`) too.
    static let oddIDs = [
        "class", "self", "Type", "名前", "first name", "e-mail", "default", "init", "_x", "func", "rawValue",
        "focusChain", "validate", "true", "2fa", "Ünïcödé", "x.y", "value", "field"
    ]

    /// Whether a condition can name `id` (spec-language.md §4.3: a letter or `_`, then letters,
    /// digits, `_` or `-`; not one of the language's words).
    static func nameable(_ id: String) -> Bool {
        let words: Set<String> = ["and", "or", "not", "in", "isEmpty", "isSet", "true", "false"]
        guard let first = id.unicodeScalars.first, !words.contains(id) else { return false }
        func letter(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic || scalar == "_" }
        return letter(first) && id.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// A single-quoted YAML scalar: every id, label and text the generator writes goes
    /// through it, so none is read as another type or breaks the flow mapping.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    /// A double-quoted YAML scalar, for conditions (which hold both kinds of quotes).
    static func doubleQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Gives a field an odd id sometimes (`offset` is the form's, so no two fields draw the
    /// same one) and a label that starts `Q<n>` (the line driver finds the field by it) and
    /// goes on with text that a Swift string literal must escape.
    static func name(_ field: inout FieldSpec, _ position: Int, _ offset: Int, _ random: inout SeededRandom) {
        if random.chance(0.35) { field.id = oddIDs[(offset + position) % oddIDs.count] }
        let tails = ["", " \"quoted\"", " back\\slash", " \\(x)", " \"\"\"", " 🎉", " it's", " #1: a", " 50% off %@"]
        field.label = "Q\(position)" + random.element(tails)
        // Before any condition is drawn: the literals that read the field use its format.
        if let formats = Self.formats[field.kind], random.chance(0.4) { field.ownFormat = random.element(formats) }
    }

    /// One test of `field` against a literal: every operator and function its kind takes.
    static func languageTest(_ field: FieldSpec, _ random: inout SeededRandom) -> String {
        let id = field.id
        let options: [String]
        switch field.kind {
        case .toggle:
            options = [
                id, "not \(id)", "\(id) == true", "\(id) == false", "\(id) != true", "\(id) isSet", "\(id) isEmpty",
                "not \(id) isSet", "not \(id) isEmpty", "\(id) in [true]", "\(id) in [false, true]"
            ]
        case .text, .multiline, .secure, .email, .url:
            options = [
                "\(id) == 'ab'", "\(id) != \"abc\"", "\(id) in ['ab', 'Ab']", "\(id) isEmpty", "\(id) isSet",
                "not \(id) isEmpty", "\(id) == 'it''s'"
            ]
        case .phone:
            options = ["\(id) == '12'", "\(id) != '+15551234'", "\(id) in ['12']", "\(id) isSet", "\(id) isEmpty"]
        case .number:
            options = [
                "\(id) == '007'", "\(id) == 7", "\(id) != 12", "\(id) < 10", "\(id) <= 7", "\(id) > 10", "\(id) >= 99",
                "\(id) in ['02139', '12']", "\(id) in [7, 99]", "\(id) isSet", "\(id) isEmpty"
            ]
        case .decimal:
            options = [
                "\(id) >= 1.5", "\(id) == 7", "\(id) != -2.5", "\(id) < 1", "\(id) <= 20", "\(id) > 0.5",
                "\(id) in [1.5, 20]", "\(id) isEmpty", "not \(id) isSet"
            ]
        case .date, .time, .dateTime, .monthYear:
            let days = pool(field.kind).compactMap { value -> String? in
                if case .date(let iso?) = value { return quoted(dateText(iso, format: field.format)) }
                return nil
            }
            options = [
                "\(id) == \(days[0])", "\(id) != \(days[1])", "\(id) in [\(days.joined(separator: ", "))]",
                "\(id) isSet", "\(id) isEmpty"
            ]
        case .picker, .segmented:
            options = ["\(id) == 'b'", "\(id) != 'a'", "\(id) in ['a', 'c']", "\(id) isEmpty", "\(id) isSet"]
        case .cascade:
            options = ["\(id) == 'osl'", "\(id) != 'rom'", "\(id) in ['rom', 'brg']", "\(id) isSet", "\(id) isEmpty"]
        case .stepper:
            options = [
                "\(id) == 3", "\(id) != 1", "\(id) < 3", "\(id) <= 1", "\(id) > 2", "\(id) >= 8", "\(id) in [1, 8]",
                "\(id) isSet", "\(id) isEmpty"
            ]
        case .slider:
            options = [
                "\(id) == 0.25", "\(id) != 0", "\(id) < 0.5", "\(id) <= 0.25", "\(id) > 0.5", "\(id) >= 0.75",
                "\(id) in [0, 0.75]", "\(id) isSet", "\(id) isEmpty"
            ]
        case .yesNo:
            options = [
                id, "not \(id)", "\(id) == true", "\(id) == false", "\(id) != true", "\(id) isSet", "\(id) isEmpty",
                "\(id) in [false]"
            ]
        case .rating:
            options = [
                "\(id) == 2", "\(id) != 5", "\(id) < 3", "\(id) <= 2", "\(id) > 4", "\(id) >= 5", "\(id) in [2, 5]",
                "\(id) isSet", "\(id) isEmpty", "not \(id) isSet"
            ]
        case .multiSelect:
            options = [
                "\(id) contains 'b'", "\(id) contains \"a\"", "\(id).count == 2", "\(id).count != 0", "\(id).count < 2",
                "\(id).count <= 1", "\(id).count > 1", "\(id) . count >= 3", "\(id) isSet", "\(id) isEmpty"
            ]
        }
        return random.element(options)
    }

    /// The sort a field's value compares as (§4.3: number and decimal together, each date
    /// kind alone, text kinds and pickers as text), and whether it has an order.
    static func sort(_ kind: Kind) -> (sort: Int, ordered: Bool) {
        switch kind {
        case .text, .multiline, .secure, .email, .url, .phone, .picker, .cascade, .segmented: return (0, false)
        case .number, .decimal, .stepper, .slider, .rating: return (1, true)
        case .date: return (2, true)
        case .time: return (4, true)
        case .dateTime: return (5, true)
        case .monthYear: return (6, true)
        case .toggle, .yesNo: return (3, false)
        // Compared with no field, not even another multi-select (FC608).
        case .multiSelect: return (7, false)
        }
    }

    /// A test, or sometimes a comparison of two readable fields of one sort.
    static func languageOperand(_ fields: [FieldSpec], _ readable: [Int], _ random: inout SeededRandom) -> String {
        let a = random.element(readable)
        let (sortA, ordered) = sort(fields[a].kind)
        let partners = readable.filter { $0 != a && sortA != 7 && sort(fields[$0].kind).sort == sortA }
        if !partners.isEmpty, random.chance(0.3) {
            let b = random.element(partners)
            let comparison = random.element(ordered ? ["==", "!=", "<", "<=", ">", ">="] : ["==", "!="])
            return "\(fields[a].id) \(comparison) \(fields[b].id)"
        }
        // A number's text, a text and a picker's value compare as text across kinds (FC607's
        // explanation): equality only.
        let textual = readable.filter {
            $0 != a && sort(fields[$0].kind).sort != sortA && sort(fields[$0].kind).sort < 2
        }
        if sortA < 2, !textual.isEmpty, random.chance(0.2) {
            let b = random.element(textual)
            return "\(fields[a].id) \(random.element(["==", "!="])) \(fields[b].id)"
        }
        return languageTest(fields[a], &random)
    }

    /// A condition of one to three operands joined by `and`, `or`, `not` and parentheses.
    static func languageCondition(_ fields: [FieldSpec], _ readable: [Int], _ random: inout SeededRandom) -> String {
        let readable = readable.filter { nameable(fields[$0].id) }
        guard !readable.isEmpty else { return "" }
        func operand() -> String { languageOperand(fields, readable, &random) }
        switch random.int(in: 0...7) {
        case 0: return "\(operand()) and \(operand())"
        case 1: return "\(operand()) or \(operand())"
        case 2: return "not (\(operand()))"
        case 3: return "(\(operand()) or \(operand())) and \(operand())"
        case 4: return "not (\(operand()) and not \(operand()))"
        default: return operand()
        }
    }
}
