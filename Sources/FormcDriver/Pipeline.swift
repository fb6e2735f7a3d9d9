import Foundation
import FormcChecker
import FormcDiagnostics
import FormcFrontEnd
import FormcIR
import FormcYAML

/// Runs the front end, lowering and the checker on one spec: bytes -> libyaml events -> node
/// tree -> `SpecAST` -> `Form` -> diagnostics. The front end and the decoder stop the
/// pipeline on an error, so one mistake is not reported three times; lowering is total, and
/// the checker runs on whatever it built.
public struct Pipeline: Sendable {
    public struct Result: Sendable {
        /// The lowered form; nil when the front end stopped on an error.
        public var form: Form?
        public var ast: SpecAST?
        public var diagnostics: Diagnostics
        /// The spec's text, to quote source lines in diagnostics.
        public var source: SourceText
    }

    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .standard) { self.limits = limits }

    /// Compiles spec text already read. `path` is how locations name the file; `baseDirectory`
    /// is where its relative data-file paths start.
    public func compile(bytes: [UInt8], path: String, baseDirectory: String) -> Result {
        let source = SourceText(path: path, text: Self.text(of: bytes))
        var diagnostics = Diagnostics()
        // The node tree lives only inside this closure: it is freed before lowering starts,
        // so a large spec's later phases reuse its memory instead of growing the process.
        let decoded: SpecAST? = {
            let loaded = YAMLLoader(limits: limits).load(bytes, file: path)
            diagnostics.report(contentsOf: loaded.diagnostics)
            guard !loaded.diagnostics.hasErrors else { return nil }
            let (ast, decodeDiagnostics) = SpecDecoder.decode(loaded.documents.first ?? YAMLDocument(file: path, root: nil))
            diagnostics.report(contentsOf: decodeDiagnostics)
            return ast
        }()
        guard let ast = decoded, !diagnostics.hasErrors else {
            return Result(form: nil, ast: decoded, diagnostics: diagnostics, source: source)
        }
        let fileName = path == "-" ? "<stdin>" : (path as NSString).lastPathComponent
        let (form, lowerDiagnostics) = Lowering.lower(ast, specFileName: fileName, baseDirectory: baseDirectory)
        diagnostics.report(contentsOf: lowerDiagnostics)
        diagnostics.report(contentsOf: Checker.check(CheckContext(ast: ast, form: form)))
        return Result(form: form, ast: ast, diagnostics: diagnostics, source: source)
    }

    /// The spec's text for quoting lines: UTF-16 when it starts with a byte-order mark (as
    /// libyaml reads it), else UTF-8.
    static func text(of bytes: [UInt8]) -> String {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE),
           let text = String(data: Data(bytes), encoding: .utf16) {
            return text
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads and compiles the spec at `path` (`-` reads standard input). Throws `InputError`
    /// when the file cannot be read: that is an I/O failure (exit 2), not a diagnostic.
    public func compile(path: String, standardInput: () -> [UInt8]) throws(InputError) -> Result {
        if path == "-" {
            return compile(bytes: standardInput(), path: "<stdin>", baseDirectory: FileManager.default.currentDirectoryPath)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw InputError(path: path, reason: "is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, reason: "cannot be read")
        }
        let directory = (path as NSString).deletingLastPathComponent
        return compile(bytes: [UInt8](data), path: path, baseDirectory: directory.isEmpty ? "." : directory)
    }
}

/// A spec or output that could not be read or written: exit status 2.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "'\(path)': \(reason)" }
}
