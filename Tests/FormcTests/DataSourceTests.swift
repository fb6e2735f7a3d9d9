import XCTest
import FormcIR
import FormcDriver

/// Data sources in every format, and what loading them reports.
final class DataSourceTests: TemporaryDirectoryTestCase {
    private func compile(source: String, field: String = "{id: p, kind: picker, source: s}") -> (
        Form?, [String], [String]
    ) {
        let yaml = "form: F\nsources:\n  s:\n" + source + "fields:\n  - " + field + "\n"
        let result = TestSupport.compile(yaml, baseDirectory: directory.path)
        return (result.form, TestSupport.summary(result.diagnostics), result.diagnostics.sorted.map(\.message))
    }

    func testCascadingCSVGroupsRowsByParent() throws {
        try write("regions.csv", "province,city\n北京市,北京市\n河北省,石家庄市\n河北省,\"唐山市\"\n")
        let (form, codes, _) = compile(source: "    file: regions.csv\n    levels: [province, city]\n")
        XCTAssertEqual(codes, [])
        let options = try XCTUnwrap(form?.sources.first?.options)
        XCTAssertEqual(options.map(\.label), ["北京市", "河北省"])
        XCTAssertEqual(options.last?.children.map(\.label), ["石家庄市", "唐山市"])
        XCTAssertEqual(form?.field("p")?.picker?.display, "{province} {city}")
    }

    func testCascadingCSVReportsRepeatedLeavesAndMissingColumns() throws {
        try write("dup.csv", "province,city\nA,a1\nA,a1\nB,b1\n")
        XCTAssertEqual(compile(source: "    file: dup.csv\n    levels: [province, city]\n").1, ["FC207 3:1"])
        try write("gap.csv", "province,city\nA,a1\nB\n")
        XCTAssertEqual(compile(source: "    file: gap.csv\n    levels: [province, city]\n").1, ["FC208 3:1"])
        try write("codes.csv", "province,city,code\nA,a1,101\nA,a2,102\n")
        let (form, codes, _) = compile(source: "    file: codes.csv\n    levels: [province, city]\n    value: code\n")
        XCTAssertEqual(codes, [])
        XCTAssertEqual(form?.sources.first?.options.first?.value, "A", "a parent's value falls back to its label")
        XCTAssertEqual(form?.sources.first?.options.first?.children.map(\.value), ["101", "102"])
    }

    func testRecordValueDefaultsToItsValueEntryThenItsLabel() throws {
        let (form, codes, _) = compile(
            source: "    options:\n      - {label: Female, value: f}\n      - {label: Other}\n")
        XCTAssertEqual(codes, [])
        XCTAssertEqual(form?.sources.first?.options.map(\.value), ["f", "Other"])
    }

    func testFlatCSVWithLabelValueAndQuotedCommas() throws {
        try write("countries.csv", "code,name\nKR,\"Korea, Republic of\"\nNO,Norway\n")
        let (form, codes, _) = compile(source: "    file: countries.csv\n    label: name\n    value: code\n")
        XCTAssertEqual(codes, [])
        XCTAssertEqual(
            form?.sources.first?.options,
            [
                Option(label: "Korea, Republic of", value: "KR"),
                Option(label: "Norway", value: "NO")
            ])
    }

    func testJSONAndPlistSourcesFromTheSharedShapes() throws {
        try write("c.json", #"[{"code": "AD", "name": "Andorra"}, {"code": "NO", "name": "Norway", "n": 1}]"#)
        let (json, jsonCodes, _) = compile(source: "    file: c.json\n    label: name\n    value: code\n")
        XCTAssertEqual(jsonCodes, [])
        XCTAssertEqual(json?.sources.first?.options.map(\.value), ["AD", "NO"])
        try write(
            "f.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array>
            <dict><key>icon</key><string>ad</string><key>name</key><string>Andorra</string></dict>
            </array></plist>
            """)
        let (plist, plistCodes, _) = compile(source: "    file: f.plist\n    label: name\n    icon: icon\n")
        XCTAssertEqual(plistCodes, [])
        XCTAssertEqual(plist?.sources.first?.options.first?.icon, "ad")
        XCTAssertEqual(plist?.sources.first?.format, .plist)
    }

    func testMissingUnreadableAndMalformedFiles() throws {
        XCTAssertEqual(compile(source: "    file: nowhere.plist\n").1, ["FC204 4:11"])
        try write("bad.json", "[1, 2")
        XCTAssertEqual(compile(source: "    file: bad.json\n").1, ["FC205 4:11"])
        try write("data.txt", "a\nb\n")
        XCTAssertEqual(compile(source: "    file: data.txt\n").1, ["FC205 4:11"])
        XCTAssertEqual(compile(source: "    file: data.txt\n    format: csv\n    label: a\n").1, [])
        try write("open.csv", "label\n\"never closed\n")
        let (_, codes, messages) = compile(source: "    file: open.csv\n")
        XCTAssertEqual(codes, ["FC205 4:11"])
        XCTAssertTrue(messages.first?.contains("line 2") ?? false, messages.first ?? "")
    }

    func testYAMLDataFileErrorsPointIntoTheDataFile() throws {
        try write("p.yaml", "- name: A\n  cities: [a1]\n- name: B\n  cities: []\n- name: A\n  cities: [a2]\n")
        let result = TestSupport.compile(
            "form: F\nsources:\n  s:\n    file: p.yaml\n    levels: [province, city]\n    label: name\n    children: cities\nfields:\n  - {id: p, kind: picker, source: s}\n",
            baseDirectory: directory.path)
        let diagnostics = result.diagnostics.sorted
        XCTAssertEqual(
            diagnostics.map { "\($0.code.id) \($0.location.line):\($0.location.column)" },
            ["FC210 3:3", "FC207 5:3"])
        XCTAssertTrue(diagnostics.allSatisfy { $0.location.file.hasSuffix("p.yaml") })
    }

    func testDataFilesThatCannotBeOptionsSayWhy() throws {
        try write("blob.plist", "<plist version=\"1.0\"><array><data>AAEC</data></array></plist>")
        XCTAssertEqual(
            compile(source: "    file: blob.plist\n").2.first,
            "an option is binary data, not text, in source 's' at [0]")
        try write("lists.json", #"[{"label": ["a"]}]"#)
        XCTAssertEqual(
            compile(source: "    file: lists.json\n").2.first,
            "the 'label' of a record is a list, not text (source 's') at [0]")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("folder.csv"), withIntermediateDirectories: true)
        XCTAssertTrue(
            compile(source: "    file: folder.csv\n").2.first?.hasSuffix("is a directory, not a file") ?? false)
        try write("dup.csv", "label,label\na,b\n")
        XCTAssertEqual(compile(source: "    file: dup.csv\n").1, ["FC205 4:11"])
        try write("wide.csv", "label\na,b\n")
        XCTAssertEqual(compile(source: "    file: wide.csv\n").1, ["FC205 4:11"])
        try write("bom.csv", "\u{FEFF}label\nS\n")
        XCTAssertEqual(compile(source: "    file: bom.csv\n").1, [])
    }

    func testListDefaultsNameOneValuePerLevelAndYearZeroIsNoDate() {
        XCTAssertEqual(
            compile(source: "    options: [S, M]\n", field: "{id: p, kind: picker, source: s, default: [M]}").1, [])
        XCTAssertEqual(
            compile(source: "    options: [S, M]\n", field: "{id: p, kind: picker, source: s, default: [M, S]}").1,
            ["FC212 6:47"])
        XCTAssertEqual(
            compile(
                source: "    levels: [a, b]\n    options:\n      - {label: A, children: [x]}\n",
                field: "{id: p, kind: picker, source: s, default: [A]}"
            ).1, ["FC212 8:47"])
        XCTAssertEqual(
            compile(
                source: "    options: [S]\n",
                field: "{id: d, kind: date, default: 0000-01-01}\n  - {id: p, kind: picker, source: s}"
            ).1,
            ["FC307 6:34"])
    }

    func testInlineOptionProblems() {
        XCTAssertEqual(compile(source: "    options: just-one\n").1, ["FC011 4:14"])
        XCTAssertEqual(compile(source: "    options: []\n").1, ["FC206 4:14"])
        XCTAssertEqual(compile(source: "    options: [a, b, a]\n").1, ["FC207 4:21"])
        XCTAssertEqual(compile(source: "    options:\n      - {value: x}\n").1, ["FC208 5:9"])
        XCTAssertEqual(
            compile(source: "    icon: flag\n    options:\n      - {label: A, flag: x}\n      - {label: B}\n").1,
            ["FC208 7:9"])
        XCTAssertEqual(
            compile(source: "    levels: [a, b]\n    options:\n      - {label: A, children: [x]}\n      - B\n").1,
            ["FC209 7:9"])
        XCTAssertEqual(
            compile(
                source: "    levels: [a, b]\n    options:\n      - {label: A, children: [{label: x, children: [y]}]}\n"
            ).1,
            ["FC209 6:31"])
    }

    func testSourceFilesFromTheSharedDataLoad() throws {
        let shared = try TestSupport.requireShared("shared data formats not checked")
        let data = shared.appendingPathComponent("data").path
        let specs = [
            ("countries.yaml", "    label: name\n    value: code\n", 249),
            ("countries.json", "    label: name\n    value: code\n", 249),
            ("provinces.json", "    levels: [province, city]\n    label: name\n    children: cities\n", 34)
        ]
        for (file, keys, count) in specs {
            let yaml =
                "form: F\nsources:\n  s:\n    file: \(file)\n" + keys
                + "fields:\n  - {id: p, kind: picker, source: s}\n"
            let result = TestSupport.compile(yaml, baseDirectory: data)
            XCTAssertEqual(TestSupport.summary(result.diagnostics), [], file)
            XCTAssertEqual(result.form?.sources.first?.options.count, count, file)
        }
    }
}
