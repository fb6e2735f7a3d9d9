import Foundation
import XCTest
@testable import FormcIR

/// Code outside the language description names a spec key through its handle
/// (`Language.fieldKeys.label`, `.name` where a string is wanted), never by a string literal: a
/// misspelt handle does not compile, a misspelt literal silently names nothing. This test
/// counts, per file under Sources/, the literals that are still key names, against a budget.
final class SpecKeyLiteralTests: XCTestCase {
    /// Files left out, each with why: the description itself, the runtime, generated copies,
    /// and files whose literals are keys of another documented format, which shares spellings
    /// with spec keys (`label` in the JSON output, `message` in SARIF).
    static let otherFormats: [String: String] = [
        "FormcIR/Language/": "the language description: where the keys are declared",
        "FormcKit/": "the runtime, which knows no spec",
        "FormcEmit/JSON/": "the JSON output (docs/json-format.md)",
        "FormcEmit/Strings/": "the String Catalog",
        "FormcEmit/Schema/": "JSON Schema keywords",
        "FormcEmit/Swift/SwiftTable.swift": "FormcFieldInfo's argument labels",
        "FormcEmit/Swift/SwiftNames.swift": "Swift names",
        "FormcDriver/Reporting/": "SARIF and JSON diagnostics",
        "FormcDriver/HelpText.swift": "the CLI's help",
        "FormcDriver/Commands/DiffCommand.swift": "formc diff --json",
        "FormcDriver/Commands/CompileCommand.swift": "--runtime source|module",
        "FormcLSP/JSONRPC/": "LSP messages",
        "FormcLSP/Server/": "LSP messages",
        "FormcLSP/Linting/": "LSP messages",
        "FormcLSP/Documents/": "URIs",
        "FormcFrontEnd/Config/": "formc.yml (its own description, ConfigKeys)",
        "FormcIR/Naming/": "Swift reserved words",
        "FormcIR/Texts/FormcWord.swift": "formc's words",
        "FormcIR/Vocabulary.swift": "OrderMode's names",
        "FormcTerminal/AnswerCheck.swift": "formc run --check's JSON",
        "FormcCore/CatalogLint.swift": "the String Catalog",
        "FormcChecker/Localization/": "the String Catalog"
    ]

    /// What each file may hold, exactly: literals whose whole text is a key name (`"label"`),
    /// and key names quoted inside a literal (`"'options' belongs to…"`). A literal more fails
    /// (use a handle), and so does one fewer (lower the budget). Each entry says why its
    /// literals stay.
    static let budget: [String: (literals: Int, quoted: Int)] = [
        // Words that are no keys, though spelt as one.
        // "label", "value": what a display template of a flat source names (FC211).
        "FormcLSP/Features/SpecNames.swift": (2, 0),
        // "label", "value": a display template's names, as above; "value": the date component
        // word for a component without a name of its own.
        "FormcTerminal/FormScreen.swift": (3, 0),
        // "label", "children": the record keys a source reads when its `label:` or `children:`
        // names none: keys of the data, whose defaults the source keys' docs give.
        "FormcFrontEnd/Lowering/SourceLoading.swift": (2, 0),
        // "children": the word, in "has no children" (a parent without a next level); "value":
        // a record's own `value` entry, read when the source names no `value:` key.
        "FormcFrontEnd/DataSources/OptionExtractor.swift": (2, 0),
        // "hidden", "disabled": why a field is not in the focus chain, in words, beside "not
        // editable".
        "FormcLSP/Features/FocusChainText.swift": (2, 0),
        // "options": the plural of "option" in a message.
        "FormcCore/FieldDiff.swift": (1, 0),
        // "done": the return key (`ReturnKeyType.done`) that FC111's fix-it writes.
        "FormcChecker/Rules/FocusOrder/KeyAndToolbarRules.swift": (1, 0),
        // "label", "value": a display template's names (FC211, words as above).
        "FormcChecker/Rules/DataSources/SourceReferenceRules.swift": (2, 0),
        // "kind": the kinds' table's first column's title, a word.
        "FormcDriver/Commands/ExplainKey.swift": (1, 0),
        // "help": the `formc help` command and its own topic, not the field key `help:`.
        "FormcDriver/Formc.swift": (2, 0)
    ]

    func testSpecKeyLiteralsOutsideTheLanguageDescription() throws {
        let names = Set(Language.scopes.flatMap(\.names))
        let sources = TestSupport.packageRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: sources.path))
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 100, "no sources found under \(sources.path)")
        for prefix in Self.otherFormats.keys {
            XCTAssertTrue(files.contains { $0.hasPrefix(prefix) }, "otherFormats names '\(prefix)', which is gone")
        }
        var found: [String: (literals: Int, quoted: Int)] = [:]
        for file in files {
            let name = (file as NSString).lastPathComponent
            guard !name.hasPrefix("Bundled"), !Self.otherFormats.keys.contains(where: { file.hasPrefix($0) }) else {
                continue
            }
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let count = Self.count(in: text, names: names)
            if count.literals > 0 || count.quoted > 0 { found[file] = count }
        }
        for file in Set(found.keys).union(Self.budget.keys).sorted() {
            let now = found[file] ?? (0, 0)
            let allowed = Self.budget[file] ?? (0, 0)
            XCTAssertFalse(
                now.literals > allowed.literals || now.quoted > allowed.quoted,
                "\(file) names spec keys by literal: \(now) where the budget is \(allowed); "
                    + "use a handle: Language.fieldKeys.label (.name for the text, '\\(F.label.name)' in a message)")
            XCTAssertFalse(
                now.literals < allowed.literals || now.quoted < allowed.quoted,
                "\(file) has fewer key literals than its budget: \(now), budget \(allowed); lower the budget")
        }
    }

    /// The literals of `text` whose whole text is one of `names`, and the `'name'`s quoted
    /// inside literals; outside `//` comments and multi-line (`"""`) strings.
    static func count(in text: String, names: Set<String>) -> (literals: Int, quoted: Int) {
        var literals = 0
        var quoted = 0
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var code = Substring(line)
            if let triple = code.range(of: "\"\"\"") {
                inBlock.toggle()
                // The code before an opening `"""` is read; the line that closes one is not.
                guard inBlock else { continue }
                code = code[..<triple.lowerBound]
            } else if inBlock {
                continue
            }
            let words = wrapped(uncommented(code))
            literals += words.double.count { names.contains($0) }
            quoted += words.single.count { names.contains($0) }
        }
        return (literals, quoted)
    }

    /// `line` up to a `//` that is not inside a string literal.
    private static func uncommented(_ line: Substring) -> Substring {
        var inString = false
        var escaped = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            defer { previous = escaped ? " " : character }
            if escaped {
                escaped = false
            } else if character == "\\" && inString {
                escaped = true
            } else if character == "\"" {
                inString.toggle()
            } else if character == "/" && previous == "/" && !inString {
                return line[..<line.index(before: index)]
            }
        }
        return line
    }

    /// The letters-only words of `code` written between two `"` (a whole literal, not one
    /// after `\` or `#`), and those between two `'`.
    private static func wrapped(_ code: Substring) -> (double: [String], single: [String]) {
        var double: [String] = []
        var single: [String] = []
        let characters = Array(code)
        var index = 0
        while index < characters.count {
            let quote = characters[index]
            guard quote == "\"" || quote == "'" else {
                index += 1
                continue
            }
            if quote == "\"" && index > 0 && (characters[index - 1] == "\\" || characters[index - 1] == "#") {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count && characters[end].isASCII && characters[end].isLetter { end += 1 }
            if end > index + 1 && end < characters.count && characters[end] == quote {
                let word = String(characters[(index + 1)..<end])
                if quote == "\"" { double.append(word) } else { single.append(word) }
                index = end + 1
            } else {
                index += 1
            }
        }
        return (double, single)
    }
}
