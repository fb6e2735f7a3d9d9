import Foundation
import XCTest

/// A test case with a fresh empty folder per test (`directory`), removed afterwards, and a
/// way to put text files in it: for tests that need data files or specs on disk.
class TemporaryDirectoryTestCase: XCTestCase {
    private(set) var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        try super.tearDownWithError()
    }

    /// Writes `text` as UTF-8 to `name` inside `directory`.
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
}
