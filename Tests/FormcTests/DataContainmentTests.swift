import Foundation
import XCTest

/// A spec may read data files only inside its project root, and a data file is bounded in
/// size and in what it expands to; a refused file is never quoted, in any report format.
final class DataContainmentTests: XCTestCase {
    private var folder: URL!
    private let secret = "TOPSECRET-6f1c"

    override func setUpWithError() throws {
        // folder/secret.csv (outside), folder/project/{spec, data}; the root is folder/project.
        folder = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("project/data"),
            withIntermediateDirectories: true)
        try write("secret.csv", "label\n\(secret)\n")
        try write("project/data/sizes.csv", "label\nS\nM\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    private func spec(file: String, format: String? = nil) -> String {
        """
        form: F
        sources:
          s:
            file: \(file)\(format.map { "\n    format: \($0)" } ?? "")
        fields:
          - {id: p, kind: picker, source: s}

        """
    }

    /// Lints `project/a.form.yaml` in every format; returns the text report and checks that
    /// no output of any format holds the secret.
    private func lintEverywhere(_ arguments: [String] = [], file: String = "project/a.form.yaml") throws
        -> TestSupport.Run
    {
        var text: TestSupport.Run?
        for format in ["text", "json", "sarif", "github"] {
            let run = try TestSupport.runFormc(["lint", file, "--format", format] + arguments, cwd: folder.path)
            XCTAssertFalse(
                run.stdout.contains(secret) || run.stderr.contains(secret),
                "\(format) leaked the secret:\n\(run.stdout)\(run.stderr)")
            if format == "text" { text = run }
        }
        let compile = try TestSupport.runFormc(["compile", file] + arguments, cwd: folder.path)
        XCTAssertFalse(compile.stdout.contains(secret) || compile.stderr.contains(secret), compile.stderr)
        return try XCTUnwrap(text)
    }

    func testPathsThatLeaveTheRootAreLocatedErrorsThatQuoteNothing() throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("project/data/out.csv").path,
            withDestinationPath: "../../secret.csv")
        // A folder beside the root whose name starts with the root's name is still outside.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("project-old"), withIntermediateDirectories: true)
        try write("project-old/secret.csv", "label\n\(secret)\n")
        let cases: [(file: String, format: String?, expected: String)] = [
            (
                "../secret.csv", nil,
                "project/a.form.yaml:4:11: error: data file '../secret.csv' is outside the project root 'project' (use --root to widen it) [FC213]"
            ),
            (
                "data/../../secret.csv", nil,
                "project/a.form.yaml:4:11: error: data file 'data/../../secret.csv' is outside the project root 'project' (use --root to widen it) [FC213]"
            ),
            (
                "../nowhere/x.csv", nil,
                "project/a.form.yaml:4:11: error: data file '../nowhere/x.csv' is outside the project root 'project' (use --root to widen it) [FC213]"
            ),
            (
                "/proc/self/environ", "csv",
                "project/a.form.yaml:4:11: error: data file '/proc/self/environ' is an absolute path; data files are named relative to the spec's folder [FC213]"
            ),
            (
                "\(folder.path)/secret.csv", nil,
                "project/a.form.yaml:4:11: error: data file '\(folder.path)/secret.csv' is an absolute path; data files are named relative to the spec's folder [FC213]"
            ),
            (
                "data/out.csv", nil,
                "project/a.form.yaml:4:11: error: data file 'data/out.csv' is outside the project root 'project' (use --root to widen it) [FC213]"
            ),
            (
                "../project-old/secret.csv", nil,
                "project/a.form.yaml:4:11: error: data file '../project-old/secret.csv' is outside the project root 'project' (use --root to widen it) [FC213]"
            ),
            (
                "../project-old/missing.csv", nil,
                "project/a.form.yaml:4:11: error: data file '../project-old/missing.csv' is outside the project root 'project' (use --root to widen it) [FC213]"
            )
        ]
        for entry in cases {
            try write("project/a.form.yaml", spec(file: entry.file, format: entry.format))
            let run = try lintEverywhere()
            XCTAssertEqual(run.status, 1, entry.file)
            XCTAssertEqual(run.stdout.split(separator: "\n").first.map(String.init), entry.expected)
        }
    }

    func testALinkThatStaysInsideAndAWiderRootAreAllowed() throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("project/sizes.csv").path,
            withDestinationPath: "data/sizes.csv")
        try write("project/a.form.yaml", spec(file: "sizes.csv"))
        let inside = try lintEverywhere()
        XCTAssertEqual(inside.status, 0, inside.stdout)
        // With the root widened to the folder above, ../ is inside; the secret's row is an
        // option, shown by compile, but never quoted by lint.
        try write("project/a.form.yaml", spec(file: "../secret.csv"))
        let widened = try TestSupport.runFormc(["lint", "project/a.form.yaml", "--root", "."], cwd: folder.path)
        XCTAssertEqual(widened.status, 0, widened.stdout)
    }

    func testASpecLinkedToAFileOutsideTheRootIsRefusedUnread() throws {
        try write("outside.form.yaml", "form: [\(secret)\n")  // a syntax error would quote it
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("project/a.form.yaml").path,
            withDestinationPath: "../outside.form.yaml")
        let run = try lintEverywhere()
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "formc: error: 'project/a.form.yaml': is a symbolic link to a file outside the project root 'project'; use --root to widen it\n"
        )
    }

    func testSpecialFilesAreRefusedWithoutHanging() throws {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("project/fifo.form.yaml").path, 0o600), 0)
        let fifo = try TestSupport.runFormc(["compile", "project/fifo.form.yaml"], cwd: folder.path)
        XCTAssertEqual(fifo.status, 2)
        XCTAssertEqual(fifo.stderr, "formc: error: 'project/fifo.form.yaml': is not a regular file (it is a FIFO)\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("project/loop.form.yaml").path,
            withDestinationPath: "loop.form.yaml")
        let loop = try TestSupport.runFormc(["compile", "project/loop.form.yaml"], cwd: folder.path)
        XCTAssertEqual(loop.status, 2)
        XCTAssertEqual(loop.stderr, "formc: error: 'project/loop.form.yaml': too many levels of symbolic links\n")
        // A FIFO as a data file: FC204 at the file: value, and no hang.
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("project/data/pipe.csv").path, 0o600), 0)
        try write("project/a.form.yaml", spec(file: "data/pipe.csv"))
        let data = try TestSupport.runFormc(["lint", "project/a.form.yaml"], cwd: folder.path)
        XCTAssertEqual(
            data.stdout.split(separator: "\n").first.map(String.init),
            "project/a.form.yaml:4:11: error: data file 'project/data/pipe.csv' is not a regular file (it is a FIFO) [FC204]"
        )
    }

    func testSizesAreCheckedBeforeReading() throws {
        // Sparse files: their size is known without their bytes ever being written or read.
        let big = folder.appendingPathComponent("project/data/big.csv").path
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        XCTAssertEqual(truncate(big, 65 << 20), 0)
        try write("project/a.form.yaml", spec(file: "data/big.csv"))
        let data = try TestSupport.runFormc(["lint", "project/a.form.yaml"], cwd: folder.path)
        XCTAssertEqual(
            data.stdout.split(separator: "\n").first.map(String.init),
            "project/a.form.yaml:4:11: error: data file 'project/data/big.csv' is 65 MiB, over the limit of 64 MiB [FC204]"
        )
        let spec = folder.appendingPathComponent("project/huge.form.yaml").path
        XCTAssertTrue(FileManager.default.createFile(atPath: spec, contents: nil))
        XCTAssertEqual(truncate(spec, 300 << 20), 0)
        let huge = try TestSupport.runFormc(["lint", "project/huge.form.yaml"], cwd: folder.path)
        XCTAssertEqual(
            huge.stdout.split(separator: "\n").first.map(String.init),
            "project/huge.form.yaml:1:1: error: the input is 314572800 bytes, over the limit of 268435456 [FC007]")
    }

    func testABinaryPlistThatNamesOneObjectManyTimesIsBounded() throws {
        // A hand-built bplist00: object 0 is {"options": array}; objects 2...13 are arrays of
        // ten references to the next one; object 14 is "a". 10^12 values once expanded.
        var objects: [[UInt8]] = []
        objects.append([0xD1, 1, 2])  // 0: {obj1: obj2}
        objects.append([0x57] + Array("options".utf8))  // 1: "options"
        for index in 2..<14 { objects.append([0xAA] + Array(repeating: UInt8(index + 1), count: 10)) }  // arrays of 10
        objects.append([0x51, 0x61])  // 14: "a"
        let bytes = BinaryPlistBuilder.bytes(objects)
        XCTAssertLessThan(bytes.count, 256)
        try Data(bytes).write(to: folder.appendingPathComponent("project/data/bomb.plist"))
        try write("project/a.form.yaml", spec(file: "data/bomb.plist"))
        let run = try TestSupport.runFormc(["lint", "project/a.form.yaml"], cwd: folder.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stdout.split(separator: "\n").first.map(String.init),
            "project/a.form.yaml:4:11: error: 'project/data/bomb.plist' is not a valid plist file: it expands to more than 1000000 values (an object used in many places counts each time) [FC205]"
        )
    }

    func testANULInAPathOrAMissingRootIsRefused() throws {
        // The C library would stop reading the path at the NUL and open data/sizes.csv.
        try write("project/a.form.yaml", spec(file: "\"data/sizes.csv\\0../../secret.csv\""))
        let nul = try TestSupport.runFormc(["lint", "project/a.form.yaml"], cwd: folder.path)
        XCTAssertEqual(nul.status, 1)
        XCTAssertTrue(nul.stdout.hasPrefix("project/a.form.yaml:4:11: error: data file 'data/sizes.csv"), nul.stdout)
        XCTAssertTrue(
            nul.stdout.contains("is outside the project root 'project' (use --root to widen it) [FC213]"), nul.stdout)
        let missing = try TestSupport.runFormc(
            ["lint", "project/a.form.yaml", "--root", "no-such-folder"], cwd: folder.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "formc: error: 'no-such-folder': is not an existing folder (given as --root)\n")
    }
}
