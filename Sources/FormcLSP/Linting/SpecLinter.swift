import Foundation
import FormcDiagnostics
import FormcCore
import FormcFrontEnd

/// Lints the text of an open document with `formc lint`'s pipeline: the in-memory text, but
/// data files from disk, under the same project root (`ProjectLocator`).
struct SpecLinter {
    /// What one lint found.
    struct Outcome {
        /// The path diagnostics name the spec by (absolute for a `file:` URI).
        var specPath: String
        /// Sorted as `formc lint` sorts them, severity overrides applied.
        var diagnostics: [Diagnostic]
        /// The decoded spec; nil when the YAML front end stopped on an error.
        var ast: SpecAST?
        /// The data files the spec read (`Pipeline.Result.dataFiles`).
        var dataFiles: [String]
        /// The whole result, which the editor features reuse (`SpecDocument(text:result:)`).
        var result: Pipeline.Result
    }

    var pipeline = Pipeline()
    var locator = ProjectLocator()

    /// Lints `document`'s text. A data file named in `unsaved` (by resolved path, as an
    /// open document's unsaved text) is read from there, not from disk. `previous` is the last
    /// lint's `Pipeline.Result.spliceBase`: a keystroke inside one field then decodes only
    /// that field (`FieldSplice`), with the same outcome as a whole compile.
    func lint(_ document: OpenDocument, unsaved: [String: [UInt8]] = [:], previous: FieldSplice.Base? = nil) -> Outcome
    {
        let specPath: String
        let folder: String
        if let path = DocumentURI.path(of: document.uri) {
            specPath = path
            folder = PathName.folder(of: path)
        } else {
            // Not a file (an unsaved buffer): relative data paths start at the working directory.
            folder = FileManager.default.currentDirectoryPath
            specPath = document.uri
        }
        let project = locator.project(forSpecIn: folder.isEmpty ? "/" : folder)
        // A cache for this lint only, to carry the open texts: the disk is read afresh.
        let dataFiles = DataFileCache()
        dataFiles.unsaved = unsaved
        let bytes = Array(document.text.utf8)
        let root = ProjectRoot(project.root)
        let result: Pipeline.Result
        if let previous, previous.path == specPath, previous.baseDirectory == folder, previous.root?.path == root.path,
            let spliced = pipeline.recompile(bytes: bytes, after: previous, dataFileCache: dataFiles)
        {
            result = spliced
        } else {
            result = pipeline.compile(
                bytes: bytes, path: specPath, baseDirectory: folder, root: root, dataFileCache: dataFiles,
                keepsSpliceBase: true)
        }
        return Outcome(
            specPath: specPath, diagnostics: project.severities.apply(to: result.diagnostics).sorted,
            ast: result.ast, dataFiles: result.dataFiles, result: result)
    }
}
