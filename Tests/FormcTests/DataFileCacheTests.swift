import Foundation
import XCTest
import FormcCore
import FormcDiagnostics
@testable import FormcDriver
@testable import FormcFrontEnd

/// One run's cache of parsed data files (`DataFileCache`): a file several specs name is read
/// once, a file that changes is read again, and every spec still gets its own budget charged
/// and its own diagnostics, at its own reference.
final class DataFileCacheTests: TemporaryDirectoryTestCase {
    private static let sizes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><array><string>S</string><string>M</string><string>L</string></array></plist>

        """

    /// A spec whose `sizes` source names `file`, after `padding` blank lines (so that two
    /// specs name the file at different lines).
    private static func spec(_ name: String, file: String = "data/sizes.plist", padding: Int = 0) -> String {
        String(repeating: "\n", count: padding) + """
            form: \(name)
            sources:
              sizes: {file: \(file)}
            fields:
              - {id: size, kind: picker, source: sizes}

            """
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: url("data"), withIntermediateDirectories: true)
        try write("data/sizes.plist", Self.sizes)
    }

    private func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    /// Compiles `text` as the spec `name` in the temporary folder, through `cache`.
    private func compile(_ text: String, as name: String, cache: DataFileCache?) -> Pipeline.Result {
        Pipeline().compile(
            bytes: Array(text.utf8), path: url(name).path, baseDirectory: directory.path, dataFileCache: cache)
    }

    private func labels(_ result: Pipeline.Result) -> [String]? {
        result.form?.sources.first?.options.map(\.label)
    }

    /// `code line:column` of each diagnostic, in order.
    private func places(_ result: Pipeline.Result) -> [String] {
        result.diagnostics.all.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }
    }

    func testTwoSpecsNamingOneFileReadItOnce() {
        let cache = DataFileCache()
        let first = compile(Self.spec("A"), as: "A.form.yaml", cache: cache)
        let second = compile(Self.spec("B"), as: "B.form.yaml", cache: cache)
        XCTAssertEqual(labels(first), ["S", "M", "L"])
        XCTAssertEqual(labels(second), ["S", "M", "L"])
        XCTAssertEqual(cache.misses, 1, "the first spec reads the file")
        XCTAssertEqual(cache.hits, 1, "the second reuses it")
        XCTAssertEqual(cache.contentHash(ofLoaded: first.dataFiles.first ?? ""), ContentHash(Array(Self.sizes.utf8)))
    }

    func testAFileOfAnotherSizeIsReadAgain() throws {
        let cache = DataFileCache()
        XCTAssertEqual(labels(compile(Self.spec("A"), as: "A.form.yaml", cache: cache)), ["S", "M", "L"])
        try write(
            "data/sizes.plist", Self.sizes.replacingOccurrences(of: "<string>L</string>", with: "<string>XL</string>"))
        XCTAssertEqual(labels(compile(Self.spec("B"), as: "B.form.yaml", cache: cache)), ["S", "M", "XL"])
        XCTAssertEqual(cache.misses, 2)
        XCTAssertEqual(cache.hits, 0)
    }

    /// The same size, the same inode: only the modification time says the file changed.
    func testAFileWithAnotherModificationTimeIsReadAgain() throws {
        let path = url("data/sizes.plist").path
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: path)
        let cache = DataFileCache()
        XCTAssertEqual(labels(compile(Self.spec("A"), as: "A.form.yaml", cache: cache)), ["S", "M", "L"])
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        let offset = try XCTUnwrap(Self.sizes.utf8.firstIndex(of: UInt8(ascii: "L")))
        try handle.seek(toOffset: UInt64(Self.sizes.utf8.distance(from: Self.sizes.utf8.startIndex, to: offset)))
        try handle.write(contentsOf: Data("Q".utf8))
        try handle.close()
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000_100)], ofItemAtPath: path)
        XCTAssertEqual(labels(compile(Self.spec("B"), as: "B.form.yaml", cache: cache)), ["S", "M", "Q"])
        XCTAssertEqual(cache.misses, 2)
    }

    /// A malformed file is parsed once, and each spec gets FC205 where it names the file.
    func testABadFileIsReportedAtEachSpecsOwnReference() throws {
        try write("data/sizes.plist", "<plist><array><string>S</array>")
        let cache = DataFileCache()
        let first = compile(Self.spec("A"), as: "A.form.yaml", cache: cache)
        let second = compile(Self.spec("B", padding: 2), as: "B.form.yaml", cache: cache)
        let message =
            "'\(directory.path)/data/sizes.plist' is not a valid plist file: the property list parser rejected it"
        XCTAssertEqual(places(first), ["FC205 3:17"])
        XCTAssertEqual(places(second), ["FC205 5:17"])
        XCTAssertEqual(first.diagnostics.all.map(\.message), [message])
        XCTAssertEqual(second.diagnostics.all.map(\.message), [message])
        XCTAssertEqual(first.diagnostics.all.first?.location.file, url("A.form.yaml").path)
        XCTAssertEqual(second.diagnostics.all.first?.location.file, url("B.form.yaml").path)
        XCTAssertEqual(cache.misses, 1)
        XCTAssertEqual(cache.hits, 1)
    }

    /// A CSV error inside the file stays at its character; its note follows each spec.
    func testACSVErrorKeepsItsPlaceAndItsNoteFollowsTheSpec() throws {
        try write("data/sizes.csv", "label\n\"S\"x\n")
        let cache = DataFileCache()
        let first = compile(Self.spec("A", file: "data/sizes.csv"), as: "A.form.yaml", cache: cache)
        let second = compile(Self.spec("B", file: "data/sizes.csv", padding: 1), as: "B.form.yaml", cache: cache)
        for (result, line) in [(first, 3), (second, 4)] {
            let diagnostic = try XCTUnwrap(result.diagnostics.all.first)
            XCTAssertEqual(result.diagnostics.all.count, 1)
            XCTAssertEqual(
                "\(diagnostic.code.id) \(diagnostic.location.line):\(diagnostic.location.column)", "FC205 2:4")
            XCTAssertEqual(diagnostic.location.file, "\(directory.path)/data/sizes.csv")
            XCTAssertEqual(
                diagnostic.notes.map { "\($0.message) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" },
                ["the spec names the file here \(line):17"])
        }
        XCTAssertEqual(cache.hits, 1)
    }

    /// Every load charges the spec's budget, a reused one too: a second source naming the
    /// 12-byte file finds only 8 bytes left, from the cache as from the disk.
    func testAReusedFileIsChargedToTheBudget() throws {
        try write("a.csv", "label\nS\nM\nL\n")
        let loader = DataFileLoader(reference: SourceLocation(file: "s.form.yaml", line: 3, column: 9))
        let path = url("a.csv").path
        let cache = DataFileCache()
        for _ in 1...2 {
            var budget = DataFileLoader.Budget(bytes: 20, values: 100)
            let first = loader.load(
                path: path, displayPath: "a.csv", format: .csv, delimiter: nil, budget: &budget, cache: cache)
            XCTAssertNotNil(first.0)
            XCTAssertEqual(budget.bytes, 8)
            XCTAssertEqual(budget.values, 93, "a list, three records and their three cells")
            let second = loader.load(
                path: path, displayPath: "a.csv", format: .csv, delimiter: nil, budget: &budget, cache: cache)
            XCTAssertNil(second.0)
            XCTAssertEqual(second.1.all.map(\.code.id), ["FC204"])
            XCTAssertEqual(
                second.1.all.map(\.message),
                [
                    "data file 'a.csv' is 12 bytes, more than is left of the 64 MiB that all of a spec's data files may hold "
                        + "together (a file named by several sources counts each time)"
                ])
            XCTAssertEqual(budget.bytes, 8, "a file that is not read costs nothing")
        }
        XCTAssertEqual(cache.misses, 1, "the second round's first load reuses the first round's")
        XCTAssertEqual(cache.hits, 1)
    }

    /// Options read out of a cached tree are kept by the source's keys: a spec with the same
    /// keys reuses them, one that reads another column gets its own.
    func testOptionsAreReadOutOncePerSetOfKeys() throws {
        try write("data/sizes.csv", "label,value\nSmall,S\nMedium,M\n")
        let cache = DataFileCache()
        let first = compile(Self.spec("A", file: "data/sizes.csv"), as: "A.form.yaml", cache: cache)
        let second = compile(Self.spec("B", file: "data/sizes.csv"), as: "B.form.yaml", cache: cache)
        let byValue = compile(
            Self.spec("C", file: "data/sizes.csv").replacingOccurrences(
                of: "{file: data/sizes.csv}",
                with: "{file: data/sizes.csv, label: value}"),
            as: "C.form.yaml", cache: cache)
        XCTAssertEqual(labels(first), ["Small", "Medium"])
        XCTAssertEqual(labels(second), ["Small", "Medium"])
        XCTAssertEqual(labels(byValue), ["S", "M"])
        XCTAssertEqual(first.form?.sources.first?.options.map(\.value), ["S", "M"])
        XCTAssertEqual(cache.misses, 1)
        XCTAssertEqual(cache.hits, 2)
        XCTAssertEqual(cache.extractionHits, 1, "B reuses A's options; C reads its own")
    }

    /// A problem the extractor finds inside the file is reported for every spec, the same.
    func testAnOptionProblemInTheFileIsReportedForEachSpec() throws {
        try write("data/sizes.csv", "label\nS\nS\n")
        let cache = DataFileCache()
        let first = compile(Self.spec("A", file: "data/sizes.csv"), as: "A.form.yaml", cache: cache)
        let second = compile(Self.spec("B", file: "data/sizes.csv", padding: 3), as: "B.form.yaml", cache: cache)
        for result in [first, second] {
            XCTAssertEqual(places(result), ["FC207 3:1"])
            XCTAssertEqual(
                result.diagnostics.all.map(\.message), ["a value appears twice in source 'sizes' (items 0 and 1)"])
            XCTAssertEqual(result.diagnostics.all.first?.location.file, "\(directory.path)/data/sizes.csv")
        }
        XCTAssertEqual(cache.extractionHits, 1)
    }

    /// Specs in two folders name one file by two paths: each diagnostic names it as that
    /// spec wrote it, so each gets its own entry.
    func testEachSpellingOfAPathKeepsItsOwnNames() throws {
        try FileManager.default.createDirectory(at: url("sub"), withIntermediateDirectories: true)
        try write("data/sizes.plist", "not a plist")
        let cache = DataFileCache()
        let top = compile(Self.spec("A"), as: "A.form.yaml", cache: cache)
        let nested = Pipeline().compile(
            bytes: Array(Self.spec("B", file: "../data/sizes.plist").utf8), path: url("sub/B.form.yaml").path,
            baseDirectory: url("sub").path, root: ProjectRoot(directory.path), dataFileCache: cache)
        XCTAssertEqual(
            top.diagnostics.all.map(\.message),
            ["'\(directory.path)/data/sizes.plist' is not a valid plist file: the property list parser rejected it"])
        XCTAssertEqual(
            nested.diagnostics.all.map(\.message),
            [
                "'\(directory.path)/sub/../data/sizes.plist' is not a valid plist file: the property list parser rejected it"
            ])
        XCTAssertEqual(cache.misses, 2)
    }

    /// `formc lint` of two specs naming one bad file: each spec's report has the error at its
    /// own line and column.
    func testLintReportsABadSharedFileForEachSpec() throws {
        try write("data/sizes.plist", "<plist><array><string>S</array>")
        try write("A.form.yaml", Self.spec("A"))
        try write("B.form.yaml", Self.spec("B", padding: 2))
        let run = try TestSupport.runFormc(
            ["lint", "--format", "json", "."], cwd: directory.path, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let diagnostics = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(
            diagnostics.map { "\($0["file"] ?? "") \($0["line"] ?? 0):\($0["column"] ?? 0) \($0["code"] ?? "")" },
            ["./A.form.yaml 3:17 FC205", "./B.form.yaml 5:17 FC205"])
    }
}
