import FormcEmit
import FormcYAML

@testable import FormcCore

/// What the `FieldSplice` tests share: a whole compile that keeps its base, and everything a
/// caller sees of a result, for comparing a splice with the whole compile of the same bytes.
enum SpliceSupport {
    /// Compiles `bytes` as the spec `name` in Examples/ (whose data files it may read),
    /// keeping the splice base.
    static func compile(_ bytes: [UInt8], name: String, limits: YAMLLimits = .standard) -> Pipeline.Result {
        let folder = TestSupport.path("Examples")
        return Pipeline(limits: limits).compile(
            bytes: bytes, path: "\(folder)/\(name)", baseDirectory: folder, keepsSpliceBase: true)
    }

    /// Each diagnostic whole, the form as JSON, and the fields and the spec as decoded (with
    /// every position), the data files and the catalog.
    static func observed(_ result: Pipeline.Result) -> [String] {
        result.diagnostics.all.map { "\($0)" } + [
            result.form.map { String(decoding: JSONEmitter.emit($0), as: UTF8.self) } ?? "no form",
            String(describing: result.fields), String(describing: result.ast), "\(result.dataFiles)",
            "\(result.catalog ?? [])"
        ]
    }
}
