import Foundation
import XCTest
import FormcDiagnostics
import FormcLSP

final class LSPFeatureLocatorTests: XCTestCase {
    private let spec = LSPFeatureSpec.shop

    func testValueOfAFieldKeyFromTheTree() {
        let context = CursorLocator.locate(in: spec, at: pos(13, 13))
        XCTAssertTrue(context.fromTree)
        XCTAssertEqual(context.path, [.key("fields"), .index(1), .key("kind")])
        XCTAssertEqual(context.role, .value)
        XCTAssertEqual(context.partial, "nu")
        XCTAssertEqual(context.partialRange, span(13, 11, 13))
        XCTAssertEqual(context.siblingKeys, ["id", "kind", "visibleWhen"])
        XCTAssertEqual(context.siblingValues["kind"], "number")
    }

    func testKeyOfAFieldFromTheTree() {
        let context = CursorLocator.locate(in: spec, at: pos(10, 7))
        XCTAssertEqual(context.path, [.key("fields"), .index(0)])
        XCTAssertEqual(context.role, .key)
        XCTAssertEqual(context.partial, "la")
        XCTAssertEqual(context.siblingKeys, ["id", "next"])
    }

    func testFlowListItemsFromTheTree() {
        let level = CursorLocator.locate(in: spec, at: pos(5, 26))
        XCTAssertEqual(level.path, [.key("sources"), .key("regions"), .key("levels"), .index(1)])
        XCTAssertEqual(level.role, .value)
        XCTAssertEqual(level.partial, "ci")
        let order = CursorLocator.locate(in: spec, at: pos(2, 17))
        XCTAssertEqual(order.path, [.key("order"), .index(1)])
        XCTAssertEqual(order.partial, "am")
    }

    func testBlankLineAtTheTopLevel() {
        let context = CursorLocator.locate(in: spec, at: pos(25, 1))
        XCTAssertTrue(context.fromTree)
        XCTAssertEqual(context.path, [])
        XCTAssertEqual(context.role, .key)
        XCTAssertEqual(context.siblingKeys, ["form", "order", "sources", "fields", "rules"])
    }

    /// The line locator agrees with the tree on text that loads.
    func testLinesAgreeWithTheTree() {
        for position in [pos(13, 13), pos(10, 7), pos(5, 26), pos(2, 17), pos(25, 1), pos(19, 14), pos(23, 12)] {
            let tree = CursorLocator.locate(in: spec, at: position)
            let lines = CursorLocator.locateByLines(in: spec, at: position)
            XCTAssertEqual(tree.path, lines.path, "\(position)")
            XCTAssertEqual(tree.role, lines.role, "\(position)")
            XCTAssertEqual(tree.partial, lines.partial, "\(position)")
            XCTAssertEqual(tree.partialRange, lines.partialRange, "\(position)")
        }
    }

    func testKeyWithoutItsColonFallsBackToTheLines() {
        let text = "form: X\nfields:\n  - id: a\n    kin\n  - id: b\n    kind: date\n"
        let context = CursorLocator.locate(in: text, at: pos(4, 8))
        XCTAssertFalse(context.fromTree)
        XCTAssertEqual(context.path, [.key("fields"), .index(0)])
        XCTAssertEqual(context.role, .key)
        XCTAssertEqual(context.partial, "kin")
        XCTAssertEqual(context.partialRange, span(4, 5, 8))
        XCTAssertEqual(context.siblingKeys, ["id"])
    }

    func testOpenQuoteAndOpenFlowListFallBackToTheLines() {
        let display = CursorLocator.locate(
            in: LSPFeatureSpec.replacing(line: 20, with: "    display: \"{pro"), at: pos(20, 19))
        XCTAssertFalse(display.fromTree)
        XCTAssertEqual(display.path, [.key("fields"), .index(3), .key("display")])
        XCTAssertEqual(display.partial, "pro")
        XCTAssertEqual(display.siblingValues["source"], "regions")
        let order = CursorLocator.locate(in: LSPFeatureSpec.replacing(line: 2, with: "order: [name, "), at: pos(2, 15))
        XCTAssertFalse(order.fromTree)
        XCTAssertEqual(order.path, [.key("order"), .index(1)])
        XCTAssertEqual(order.partial, "")
    }

    func testWordUnderAKeyIsANestedKey() {
        let text = "form: X\ntoolbar:\n  do\nfields:\n  - id: a\n"
        let context = CursorLocator.locate(in: text, at: pos(3, 5))
        XCTAssertTrue(context.fromTree)
        XCTAssertEqual(context.path, [.key("toolbar")])
        XCTAssertEqual(context.role, .key)
        XCTAssertEqual(context.partial, "do")
        XCTAssertEqual(CursorLocator.locateByLines(in: text, at: pos(3, 5)).path, [.key("toolbar")])
    }

    func testNewListItem() {
        let text = "form: X\nfields:\n  - id: a\n  - \n"
        for context in [
            CursorLocator.locate(in: text, at: pos(4, 5)), CursorLocator.locateByLines(in: text, at: pos(4, 5))
        ] {
            XCTAssertEqual(context.path, [.key("fields"), .index(1)])
            XCTAssertEqual(context.role, .value)
        }
    }

    /// Every prefix of an example spec, with the cursor at its end, gives a context without
    /// trapping; at a few chosen cuts, the context a person would expect.
    func testTruncationsOfAnExample() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Signup.form.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let scalars = Array(text.unicodeScalars)
        var contexts: [String: CursorContext] = [:]
        for cut in 0...scalars.count {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<cut])
            let prefix = String(view)
            let lines = prefix.components(separatedBy: "\n")
            let end = pos(lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1)
            let context = CursorLocator.locate(in: prefix, at: end)
            if contexts[lines.last ?? ""] == nil { contexts[lines.last ?? ""] = context }
            _ = CursorLocator.locateByLines(in: prefix, at: end)
        }
        let kind = try XCTUnwrap(contexts["        kind: em"])
        XCTAssertEqual(kind.path, [.key("sections"), .index(0), .key("fields"), .index(0), .key("kind")])
        XCTAssertEqual(kind.role, .value)
        XCTAssertEqual(kind.partial, "em")
        let key = try XCTUnwrap(contexts["        kin"])
        XCTAssertEqual(key.path, [.key("sections"), .index(0), .key("fields"), .index(0)])
        XCTAssertEqual(key.role, .key)
        XCTAssertEqual(key.partial, "kin")
        let top = try XCTUnwrap(contexts["dism"])
        XCTAssertEqual(top.path, [])
        XCTAssertEqual(top.role, .key)
        XCTAssertEqual(top.partial, "dism")
    }

    func testPositionsOutsideTheTextDoNotTrap() {
        for position in [pos(0, 0), pos(-3, 9), pos(999, 1), pos(1, 999), pos(Int(Int32.max), Int(Int32.max))] {
            _ = CursorLocator.locate(in: spec, at: position)
            _ = CursorLocator.locate(in: "form: [", at: position)
            _ = CursorLocator.locate(in: "", at: position)
        }
    }
}
