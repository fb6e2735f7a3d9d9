import XCTest
import FormcIR

/// Fields named like every member the generated types declare or inherit (`next`,
/// `returnKey`, `validate`, `CodingKeys`, `none`…): each gets a suffixed Swift name, so the
/// generated file compiles, and keeps its id as its raw value. The names are written here
/// from the templates' members, apart from the emitter's table.
final class GeneratedMemberNameTests: XCTestCase {
    static let members = [
        "rawValue", "hashValue", "hash", "description", "debugDescription", "allCases", "focusChain",
        "next", "previous", "isFirst", "isLast", "isFocusable", "index", "returnKey", "returnAction",
        "toolbar", "label", "placeholder", "toolbarTitle", "submitLabel", "keyboardType", "kind",
        "validate", "encode", "decode", "CodingKeys", "date", "dates", "options", "formcForm", "formcValue",
        "formcSet", "formcInitial", "ruleFailures", "conditionState", "fillEmpty", "info", "none", "some"
    ]

    func testFieldsNamedLikeGeneratedMembersCompileAndKeepTheirIds() throws {
        let fields = Self.members.map { "  - {id: \($0)}\n" }.joined()
        let result = TestSupport.compile("form: Members\nfields:\n" + fields)
        let driver = """
            print(MembersField.allCases.map(\\.rawValue).joined(separator: " "))
            print(MembersField.allCases.map { $0.next?.rawValue ?? "-" }.joined(separator: " "))

            """
        guard let output = try GeneratedConditionTests.run(driver, with: result) else { return }
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, Self.members.joined(separator: " "))
        XCTAssertEqual(
            lines.last, (Self.members.dropFirst() + ["-"]).joined(separator: " "), "the chain is the declaration order")
    }

    /// The Swift name each such field gets, part of the generated API an app calls: the id
    /// with `_` after it, so `.returnKey_` the case and `returnKey` the member never meet
    /// (`CodingKeys` is lowered first, to `codingKeys`, which no generated type declares).
    func testEachSuchFieldsSwiftNameIsSuffixed() {
        XCTAssertEqual(
            Self.members.map(SwiftIdentifier.member),
            Self.members.map { $0 == "CodingKeys" ? "codingKeys" : $0 + "_" })
    }
}
