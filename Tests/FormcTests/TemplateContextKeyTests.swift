import XCTest
import FormcCore
import FormcDriver
@testable import FormcEmit
import FormcIR

/// The Swift templates' tags against the keys of the context `SwiftContext` builds (issue 24):
/// nothing else ties one to the other, and either side drifting renders silently wrong code
/// (a tag with no key writes nothing, a key no tag reads is work and documentation for
/// nothing). The bundled templates are parsed with formc's own parser and walked from
/// `Form.swift` through their partials, tracking which objects each section pushes; the
/// context is sampled from forms that together reach every key `SwiftContext.Key` declares.
final class TemplateContextKeyTests: XCTestCase {
    /// Keys no bundled template reads, on purpose, by path (`sources.optionCount`), each with
    /// why it stays: docs/swift-output.md §4.3 offers it to users' own templates
    /// (`--templates`), which removing it would silently break.
    private static let unusedOnPurpose: [String: String] = [:]

    // MARK: The bundled templates against the context

    func testEveryTagOfTheBundledTemplatesHasAKeyAndEveryKeyATag() throws {
        let report = try TemplateKeyChecker(
            templates: BundledTemplates.all, root: "Form.swift",
            contexts: try sampleContexts()
        ).check()
        // The walk reached every template, so no template's tags were left unchecked.
        XCTAssertEqual(
            report.templatesWalked,
            [
                "Conditions", "Core", "Dates", "Form.swift", "Keyboard", "Sources",
                "SwiftUI", "UIKit", "Values"
            ])
        XCTAssertEqual(report.unresolved, [], "tags that name no key the context provides where they are")
        XCTAssertEqual(report.missingPartials, [], "partials that name no template")
        XCTAssertEqual(
            report.fallThrough, [],
            "tags whose key is sometimes absent where they are, and then read from an enclosing object")
        XCTAssertEqual(report.misusedValues, [], "tags that use a value in a way that cannot work")
        XCTAssertEqual(report.neverFilled, [], "lists no sample form fills, whose items' keys are then unchecked")
        // The samples reach every key SwiftContext can build, and it builds no other.
        let sampled = Set(report.keyPaths.compactMap { $0.split(separator: ".").last.map(String.init) })
        let declared = Set(SwiftContext.Key.allCases.map(\.rawValue))
        XCTAssertEqual(
            declared.subtracting(sampled), [], "keys no sample form reaches: add a spec to `specs` that does")
        XCTAssertEqual(sampled.subtracting(declared), [], "keys built without SwiftContext.Key")
        let unused = report.unusedKeys.filter { Self.unusedOnPurpose[$0] == nil }
        XCTAssertEqual(unused, [], "keys no template reads: remove them, or list them in unusedOnPurpose with why")
        let stale = Set(Self.unusedOnPurpose.keys).subtracting(report.unusedKeys)
        XCTAssertEqual(stale, [], "unusedOnPurpose lists keys that a template now reads, or that are gone")
    }

    /// `conditionSteps` (docs/swift-output.md §4.3, offered to users' templates) holds one
    /// item per field something can hide or disable: a field only read by a condition is not
    /// one, though the evaluation order holds it.
    func testConditionStepsHoldOnlyTheFieldsSomethingCanHideOrDisable() throws {
        let result = TestSupport.compile(
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: company, visibleWhen: business == true}\n"
                + "  - {id: vat, enabledWhen: company isSet}\n")
        XCTAssertFalse(result.diagnostics.hasErrors, TestSupport.summary(result.diagnostics).joined())
        guard case .object(let context) = SwiftContext.build(try XCTUnwrap(result.form), formcVersion: "0.0.0"),
            case .list(let steps)? = context["conditionSteps"]
        else { return XCTFail("no conditionSteps") }
        let names = steps.map { step -> String in
            guard case .object(let item) = step, case .string(let name)? = item["caseName"] else { return "?" }
            return name
        }
        XCTAssertEqual(names, ["company", "vat"])
    }

    // MARK: The checker itself, on templates and contexts written here

    /// Each kind of drift is reported, at the tag and in the scope where it happens.
    func testTheCheckerReportsEachKindOfDrift() throws {
        let templates = [
            "Main": """
            {{title}} {{missing}}
            {{#items}}{{name}} {{title}} {{#flag}}{{name}}{{/flag}}{{/items}}
            {{#items}}{{note}}{{#isOn}}on{{/isOn}}{{/items}}
            {{items}}{{> Part}}{{> Nope}}
            {{meta.version}} {{items.name}}
            """,
            "Part": "{{#items}}{{.}}{{nothing}}{{/items}}{{^empty}}{{/empty}}"
        ]
        let first: MustacheValue = [
            "title": "T", "note": "top", "unread": "x", "empty": .list([]), "meta": ["version": "1"],
            "items": [["name": "a", "flag": true, "isOn": "false", "note": "n", "spare": 1]]
        ]
        let second: MustacheValue = [
            "title": "T", "note": "top", "unread": "y", "empty": .list([]), "meta": ["version": "2"],
            "items": [["name": "b", "flag": false, "isOn": "true"]]
        ]
        let report = try TemplateKeyChecker(templates: templates, root: "Main", contexts: [first, second]).check()
        XCTAssertEqual(report.templatesWalked, ["Main", "Part"])
        XCTAssertEqual(
            report.unresolved,
            [
                "Main:1:11 {{missing}} at the top level",
                "Part:1:16 {{nothing}} in items",
                "Main:5:18 {{items.name}} at the top level"
            ])
        XCTAssertEqual(report.missingPartials, ["Main:4:20 {{> Nope}}"])
        XCTAssertEqual(
            report.fallThrough,
            [
                "Main:3:11 {{note}} in items: items.note is not always there, "
                    + "and then note is read from the top level"
            ])
        XCTAssertEqual(
            report.misusedValues,
            [
                "Main:3:19 {{#isOn}} in items: a section over items.isOn, "
                    + "which holds \"true\"/\"false\" text (always truthy)",
                "Main:4:1 {{items}} at the top level: interpolates items, a list "
                    + "(writes nothing)"
            ])
        XCTAssertEqual(report.neverFilled, ["empty"])
        XCTAssertEqual(report.unusedKeys, ["items.spare", "unread"])
        XCTAssertEqual(
            report.tagNames,
            [
                "Nope", "Part", "empty", "flag", "isOn", "items", "meta", "missing", "name", "note",
                "nothing", "title"
            ])
        XCTAssertEqual(report.tagCount, 19)
    }

    // MARK: Sample forms

    /// The contexts of the example forms and of the small specs below, which reach the
    /// branches the examples leave out. The test fails when a `SwiftContext.Key` appears in
    /// none of them, so a new key needs a sample here before it can pass.
    private func sampleContexts() throws -> [MustacheValue] {
        var forms: [Form] = []
        let examples = try FileManager.default.contentsOfDirectory(atPath: TestSupport.path("Examples"))
            .filter { $0.hasSuffix(".form.yaml") }.sorted()
        XCTAssertFalse(examples.isEmpty)
        for name in examples {
            let result = try Pipeline().compile(path: TestSupport.path("Examples/\(name)"), standardInput: { _ in [] })
            XCTAssertFalse(result.diagnostics.hasErrors, "\(name): \(TestSupport.summary(result.diagnostics))")
            forms.append(try XCTUnwrap(result.form, name))
        }
        for (index, yaml) in Self.specs.enumerated() {
            let result = TestSupport.compile(yaml)
            XCTAssertFalse(result.diagnostics.hasErrors, "spec \(index): \(TestSupport.summary(result.diagnostics))")
            forms.append(try XCTUnwrap(result.form, "spec \(index)"))
        }
        return forms.map { SwiftContext.build($0, formcVersion: "0.0.0") }
    }

    /// None needed today: the examples reach every key. A key only a rarer spec builds gets
    /// its spec here.
    private static let specs: [String] = []
}

/// Walks templates from a root through their partials, as `MustacheRenderer` would render
/// them, and checks every tag against the shape of the given contexts. A template that does
/// not parse is thrown as the renderer would throw it.
private struct TemplateKeyChecker {
    var templates: [String: String]
    var root: String
    var contexts: [MustacheValue]

    struct Report {
        /// The templates the walk from the root reached, sorted.
        var templatesWalked: [String] = []
        /// `Template:line:column {{tag}} scope` for tags that name no key their scope provides.
        var unresolved: [String] = []
        var missingPartials: [String] = []
        /// Tags whose key is sometimes absent from the object that provides it, and provided
        /// further out too: when it is absent, Mustache reads the outer one instead.
        var fallThrough: [String] = []
        /// Sections over `"true"`/`"false"` text (always truthy), interpolations of lists or objects.
        var misusedValues: [String] = []
        /// Lists that are empty in every context: their items' keys cannot be checked.
        var neverFilled: [String] = []
        /// Key paths (`fields.caseName`) no tag reads, sorted.
        var unusedKeys: [String] = []
        /// Every key path of the contexts, sorted.
        var keyPaths: [String] = []
        /// Every tag's name (partials by template name), sorted; `.` is not counted.
        var tagNames: [String] = []
        /// Tags in all (variables, sections, inverted sections, partials), each counted once
        /// where it is written, however many times the walk passes it.
        var tagCount = 0
    }

    /// What the contexts hold at one place (the top level, or the items of a list such as
    /// `fields`): how many objects were seen there, in how many each key was, what kinds of
    /// value each key held, and the shape of the objects under each key.
    struct Shape {
        var objects = 0
        var present: [String: Int] = [:]
        var kinds: [String: Set<Kind>] = [:]
        var children: [String: Shape] = [:]

        mutating func add(_ members: [String: MustacheValue]) {
            objects += 1
            for (key, value) in members {
                present[key, default: 0] += 1
                kinds[key, default: []].insert(Kind(value))
                switch value {
                case .object(let inner): children[key, default: Shape()].add(inner)
                case .list(let items):
                    for case .object(let inner) in items { children[key, default: Shape()].add(inner) }
                case .string, .bool, .int, .double, .null: break
                }
            }
        }

        func shape(at path: [String]) -> Shape? {
            var shape = self
            for key in path {
                guard let child = shape.children[key] else { return nil }
                shape = child
            }
            return shape
        }

        /// Every key path below this shape, with `prefix` before it, and whether it is a list
        /// that was never filled.
        func paths(_ prefix: [String] = []) -> [(path: [String], emptyList: Bool)] {
            present.keys.flatMap { key -> [(path: [String], emptyList: Bool)] in
                let path = prefix + [key]
                let emptyList = kinds[key] == [.list] && children[key] == nil
                return [(path, emptyList)] + (children[key]?.paths(path) ?? [])
            }
        }
    }

    enum Kind: Hashable {
        /// `"true"` or `"false"`: code, never a section (it is always truthy).
        case codeBoolean
        case text, boolean, number, list, object, null

        init(_ value: MustacheValue) {
            switch value {
            case .string(let text): self = text == "true" || text == "false" ? .codeBoolean : .text
            case .bool: self = .boolean
            case .int, .double: self = .number
            case .list: self = .list
            case .object: self = .object
            case .null: self = .null
            }
        }
    }

    /// One object on the walk's context stack: a place in the shape, or a value with no keys
    /// (a boolean or text a section pushed).
    private enum Frame {
        case shape([String])
        case opaque
    }

    private struct Walk {
        var top = Shape()
        var report = Report()
        var used: Set<[String]> = []
        /// Tags already counted, by `template:line:column` (a partial walked twice counts once).
        var counted: Set<String> = []
        var walked: Set<String> = []
    }

    func check() throws(MustacheError) -> Report {
        var walk = Walk()
        for context in contexts {
            if case .object(let members) = context { walk.top.add(members) }
        }
        try visit(root, frames: [.shape([])], partialChain: [], &walk)
        var report = walk.report
        let paths = walk.top.paths()
        report.keyPaths = paths.map { $0.path.joined(separator: ".") }.sorted()
        report.neverFilled = paths.filter(\.emptyList).map { $0.path.joined(separator: ".") }.sorted()
        report.unusedKeys = paths.filter { !walk.used.contains($0.path) }.map { $0.path.joined(separator: ".") }
            .sorted()
        report.templatesWalked = walk.walked.sorted()
        report.tagNames.sort()
        return report
    }

    private func visit(_ name: String, frames: [Frame], partialChain: [String], _ walk: inout Walk)
        throws(MustacheError)
    {
        guard let source = templates[name] else { return }
        walk.walked.insert(name)
        let template = try MustacheTemplate(source, name: name)
        try visit(template.nodes, in: name, frames: frames, partialChain: partialChain + [name], &walk)
    }

    private func visit(
        _ nodes: [MustacheNode], in template: String, frames: [Frame], partialChain: [String],
        _ walk: inout Walk
    ) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text: break
            case .variable(let name, let escaped, let location):
                let tag = escaped ? "{{\(spelled(name))}}" : "{{{\(spelled(name))}}}"
                let site = count(tag, name, in: template, at: location, frames: frames, &walk)
                if let path = resolve(name, site: site, frames: frames, &walk),
                    let kinds = kinds(of: path, walk.top), kinds.contains(.list) || kinds.contains(.object)
                {
                    let what = kinds.contains(.list) ? "a list" : "an object"
                    walk.report.misusedValues.append(
                        "\(site): interpolates \(path.joined(separator: ".")), \(what) "
                            + "(writes nothing)")
                }
            case .section(let name, let inverted, let children, let location):
                let tag = "{{\(inverted ? "^" : "#")\(spelled(name))}}"
                let site = count(tag, name, in: template, at: location, frames: frames, &walk)
                var inner = frames
                if let path = resolve(name, site: site, frames: frames, &walk) {
                    let kinds = kinds(of: path, walk.top) ?? []
                    if kinds.contains(.codeBoolean) {
                        walk.report.misusedValues.append(
                            "\(site): a section over \(path.joined(separator: ".")), which "
                                + "holds \"true\"/\"false\" text (always truthy)")
                    }
                    // An inverted section renders only for a falsey value and pushes nothing.
                    if !inverted { inner.append(walk.top.shape(at: path) != nil ? .shape(path) : .opaque) }
                } else if !inverted, !name.parts.isEmpty {
                    inner.append(.opaque)
                }
                // `{{#.}}` pushes the top of the stack again, which changes no lookup.
                try visit(children, in: template, frames: inner, partialChain: partialChain, &walk)
            case .partial(let name, _, let location):
                if walk.counted.insert("\(template):\(location.line):\(location.column)").inserted {
                    walk.report.tagCount += 1
                    if !walk.report.tagNames.contains(name) { walk.report.tagNames.append(name) }
                }
                guard templates[name] != nil else {
                    walk.report.missingPartials.append("\(template):\(location.line):\(location.column) {{> \(name)}}")
                    continue
                }
                // A partial that includes itself renders until a bound stops it; once is enough to check its tags.
                guard !partialChain.contains(name) else { continue }
                try visit(name, frames: frames, partialChain: partialChain, &walk)
            }
        }
    }

    /// Counts the tag once per place written, records its name, and returns how
    /// findings name it: `Template:line:column {{tag}} in fields > textCheck`.
    private func count(
        _ tag: String, _ name: MustacheName, in template: String, at location: MustacheLocation,
        frames: [Frame], _ walk: inout Walk
    ) -> String {
        let scope = describe(frames)
        let site = "\(template):\(location.line):\(location.column) \(tag) \(scope)"
        if walk.counted.insert("\(template):\(location.line):\(location.column)").inserted {
            walk.report.tagCount += 1
            if let first = name.parts.first, !walk.report.tagNames.contains(first) {
                walk.report.tagNames.append(first)
            }
        }
        return site
    }

    /// The key path `name` reads, looked up as `MustacheRenderer.lookup` does; nil for `.`
    /// (always there) and for a name no frame provides, which is recorded.
    private func resolve(_ name: MustacheName, site: String, frames: [Frame], _ walk: inout Walk) -> [String]? {
        guard let first = name.parts.first else { return nil }
        var found: [String]?
        for frame in frames.reversed() {
            guard case .shape(let place) = frame, let shape = walk.top.shape(at: place),
                let present = shape.present[first]
            else { continue }
            let path = place + [first]
            walk.used.insert(path)
            if let inner = found {
                walk.report.fallThrough.append(
                    "\(site): \(inner.joined(separator: ".")) is not always there, and then "
                        + "\(first) is read from \(describe(place))")
                break
            }
            found = path
            // A key every object here has ends the lookup; one some lack lets it go further out.
            if present == shape.objects { break }
        }
        guard var path = found else {
            walk.report.unresolved.append(site)
            return nil
        }
        for part in name.parts.dropFirst() {
            // Each further part is looked up in an object only (in a list it finds nothing).
            guard kinds(of: path, walk.top) == [.object], walk.top.shape(at: path)?.present[part] != nil else {
                walk.report.unresolved.append(site)
                return nil
            }
            path.append(part)
            walk.used.insert(path)
        }
        return path
    }

    private func kinds(of path: [String], _ top: Shape) -> Set<Kind>? {
        guard let key = path.last else { return nil }
        return top.shape(at: Array(path.dropLast()))?.kinds[key]
    }

    private func describe(_ frames: [Frame]) -> String {
        let places = frames.compactMap { frame -> [String]? in
            if case .shape(let place) = frame { return place }
            return nil
        }
        guard let innermost = places.last, !innermost.isEmpty else { return "at the top level" }
        return "in " + innermost.joined(separator: " > ")
    }

    private func describe(_ place: [String]) -> String {
        place.isEmpty ? "the top level" : place.joined(separator: " > ")
    }

    private func spelled(_ name: MustacheName) -> String {
        name.parts.isEmpty ? "." : name.parts.joined(separator: ".")
    }
}
