import Foundation
import XCTest
import FormcEmit

/// Conditions in the JSON output (docs/json-format.md, "conditions"): each tree as written
/// by hand, on fields and on sections, and absent where the spec sets none.
final class ConditionJSONTests: XCTestCase {
    private func json(_ yaml: String) throws -> [String: Any] {
        let result = TestSupport.compile(yaml)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        let form = try XCTUnwrap(result.form)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(JSONEmitter.emit(form))) as? [String: Any])
    }

    /// A multi-select's tests (json-format.md "conditions"): `contains` with its value, `count`
    /// with its comparison under `compare`; and the field's `selection` counts and array default.
    func testAMultiSelectsTestsAndCounts() throws {
        let object = try json(
            """
            form: F
            fields:
              - {id: extras, kind: multiSelect, options: [wifi, pool, spa], minCount: 2, default: [spa, wifi]}
              - {id: code, visibleWhen: "extras contains 'wifi' and not (extras.count > 2)"}
            """)
        let fields = try XCTUnwrap(object["fields"] as? [[String: Any]])
        XCTAssertEqual(
            fields[1]["visibleWhen"] as? NSDictionary,
            [
                "op": "and",
                "operands": [
                    ["field": "extras", "op": "contains", "value": "wifi"],
                    ["op": "not", "operand": ["compare": ">", "field": "extras", "op": "count", "value": 2]]
                ]
            ] as NSDictionary)
        XCTAssertEqual(fields[0]["selection"] as? NSDictionary, ["minCount": 2] as NSDictionary)
        XCTAssertEqual(fields[0]["default"] as? [String], ["spa", "wifi"])
        XCTAssertEqual(fields[0]["inputView"] as? String, "checklist")
        XCTAssertEqual(fields[0]["hasReturnKey"] as? Bool, false)
        XCTAssertEqual((fields[0]["picker"] as? [String: Any])?["source"] as? String, "extras")
    }

    func testEachOperatorHasItsObject() throws {
        let object = try json(
            """
            form: F
            fields:
              - {id: business, kind: toggle}
              - {id: plan, kind: picker, options: [free, pro, team]}
              - {id: age, kind: number}
              - {id: company, visibleWhen: "business and plan in ['pro', 'team']", enabledWhen: not (age isEmpty)}
              - {id: vat, visibleWhen: "plan != 'free' or age == 18.5 or company isSet"}
            sections:
              - title: More
                visibleWhen: business == false
                fields: [{id: note}]
            """)
        let fields = try XCTUnwrap(object["fields"] as? [[String: Any]])
        let company = try XCTUnwrap(fields.first { $0["id"] as? String == "company" })
        XCTAssertEqual(
            company["visibleWhen"] as? NSDictionary,
            [
                "op": "and",
                "operands": [
                    ["field": "business", "op": "==", "value": true],
                    ["field": "plan", "op": "in", "values": ["pro", "team"]]
                ]
            ] as NSDictionary)
        XCTAssertEqual(
            company["enabledWhen"] as? NSDictionary,
            ["op": "not", "operand": ["field": "age", "op": "isEmpty"]] as NSDictionary)
        let vat = try XCTUnwrap(fields.first { $0["id"] as? String == "vat" })
        XCTAssertEqual(
            vat["visibleWhen"] as? NSDictionary,
            [
                "op": "or",
                "operands": [
                    ["field": "plan", "op": "!=", "value": "free"],
                    ["field": "age", "op": "==", "value": 18.5],
                    ["field": "company", "op": "isSet"]
                ]
            ] as NSDictionary)
        XCTAssertNil(vat["enabledWhen"])
        XCTAssertNil(fields.first?["visibleWhen"])
        let sections = try XCTUnwrap(object["sections"] as? [[String: Any]])
        XCTAssertNil(sections.first?["visibleWhen"])
        XCTAssertEqual(
            sections.last?["visibleWhen"] as? NSDictionary,
            ["field": "business", "op": "==", "value": false] as NSDictionary)
    }

    func testAFieldWithoutConditionsWritesTheSameBytesAsBefore() throws {
        // The keys are added only when set: a spec without conditions has no trace of them.
        let text = String(
            decoding: JSONEmitter.emit(try XCTUnwrap(TestSupport.compile("form: F\nfields: [{id: a}]\n").form)),
            as: UTF8.self)
        XCTAssertFalse(text.contains("When"), text)
    }

    /// Issue 46's run: three keys the goldens never held. A section's `enabledWhen` (the goldens
    /// have only a field's), the `order:` list as written (`explicitOrder`, beside the resolved
    /// `focusChain`), and a field's grid cell (`layout`, absent on a field without one).
    func testASectionsEnabledWhenTheWrittenOrderAndAFieldsCell() throws {
        let object = try json(
            """
            form: F
            order: [b, a]
            fields:
              - {id: paid, kind: toggle}
              - {id: a, layout: {row: 2, column: 1}}
            sections:
              - title: Card
                enabledWhen: paid
                fields: [{id: b}]
            """)
        let sections = try XCTUnwrap(object["sections"] as? [[String: Any]])
        // The first section holds the fields outside `sections:`; Card is the second.
        XCTAssertEqual(sections.count, 2)
        XCTAssertNil(sections.first?["enabledWhen"])
        XCTAssertEqual(
            sections.last?["enabledWhen"] as? NSDictionary,
            ["field": "paid", "op": "==", "value": true] as NSDictionary)
        XCTAssertNil(sections.last?["visibleWhen"])
        XCTAssertEqual(object["explicitOrder"] as? [String], ["b", "a"])
        let fields = try XCTUnwrap(object["fields"] as? [[String: Any]])
        let a = try XCTUnwrap(fields.first { $0["id"] as? String == "a" })
        XCTAssertEqual(a["layout"] as? NSDictionary, ["column": 1, "row": 2] as NSDictionary)
        XCTAssertNil(fields.first { $0["id"] as? String == "b" }?["layout"])
    }
}
