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
package struct Pipeline: Sendable {
    package struct Result: Sendable {
        /// The lowered form; nil when the front end stopped on an error.
        package var form: Form?
        /// The decoded spec but for its fields; nil when the YAML did not load (or had no
        /// root mapping).
        package var ast: SpecAST?
        /// Every field in declaration order: the form's (resolved) when there is a form, else
        /// the fields as decoded when the decoder's errors stopped the pipeline before
        /// lowering (their `written` values are all an editor's outline, completion and
        /// navigation read); empty when the YAML did not load.
        package var fields: [Field] { form?.fields ?? unloweredFields }
        /// The decoded fields when there is no form to hold them.
        private var unloweredFields: [Field] = []
        package var diagnostics: Diagnostics
        /// The spec's text, to quote source lines in diagnostics.
        package var source: SourceText
        /// The data files the spec's sources name, as lowering opens them (resolved inside
        /// the root; a missing file by its joined path): what an editor watches for changes.
        package var dataFiles: [String] = []
        /// The form's String Catalog as read for lint (a spec with `locales:`); nil when
        /// there is none or it could not be read.
        package var catalog: [UInt8]?
        /// What the next compile of an edit of this text can reuse (`recompile(bytes:after:…)`);
        /// nil unless asked for, and where `FieldSplice` cannot apply.
        package var spliceBase: FieldSplice.Base?

        init(
            form: Form?, ast: SpecAST?, unloweredFields: [Field] = [], diagnostics: Diagnostics, source: SourceText,
            dataFiles: [String] = []
        ) {
            self.form = form
            self.ast = ast
            self.unloweredFields = form == nil ? unloweredFields : []
            self.diagnostics = diagnostics
            // What the spec's own comments acknowledge is left out (`# formc:disable:next`).
            Acknowledgements.apply(to: &self.diagnostics, in: source)
            // Fix-its made from values alone are written here, where the text is known.
            self.diagnostics.resolveFixIts(in: source)
            self.source = source
            self.dataFiles = dataFiles
        }
    }

    package var limits: YAMLLimits

    package init(limits: YAMLLimits = .standard) { self.limits = limits }

    /// A spec read (by `read(path:root:standardInput:)`) and not yet compiled: its bytes, how
    /// locations name it, where its relative data-file paths start, and the root its data
    /// files must lie inside.
    package struct SpecInput: Sendable {
        package var bytes: [UInt8]
        package var path: String
        package var baseDirectory: String
        package var root: ProjectRoot
    }

    /// What reading a spec gave: its bytes to compile, or (for a spec over the input limit,
    /// not read) the result already, FC007.
    package enum Read: Sendable {
        case spec(SpecInput)
        case tooLarge(Result)
    }

    /// Compiles spec text already read. `path` is how locations name the file; `baseDirectory`
    /// is where its relative data-file paths start; data files must lie inside `root` (by
    /// default `baseDirectory`). `dataFileCache` is the command run's, for data files named
    /// by several specs; nil reads them all afresh (what an editor needs).
    package func compile(
        bytes: [UInt8], path: String, baseDirectory: String, root: ProjectRoot? = nil,
        dataFileCache: DataFileCache? = nil, keepsSpliceBase: Bool = false
    ) -> Result {
        let source = SourceText(path: path, text: Self.text(of: bytes))
        var diagnostics = Diagnostics()
        // What a splice needs to know of the streamed items (`FieldSplice.Base`).
        var itemLines: [Int] = []
        var inlineSourceItems: Set<Int> = []
        var clean = false
        var dashColumn = 0
        // The node tree lives only inside this closure: it is freed before lowering starts,
        // so a large spec's later phases reuse its memory instead of growing the process.
        let (decoded, decodedFields, recovery): (SpecAST?, [Field], DecodeRecovery?) = {
            // Fields are decoded as libyaml finishes each one, so their nodes are freed at once.
            var decoder = SpecDecoder(file: path)
            let loaded = YAMLLoader(limits: limits).load(bytes, file: path, streamingItemsOf: SpecDecoder.streamedKey) {
                guard keepsSpliceBase else { return decoder.decodeStreamedField($0) }
                let sources = decoder.inlineSourceCount
                decoder.decodeStreamedField($0)
                if decoder.inlineSourceCount != sources { inlineSourceItems.insert(itemLines.count) }
                itemLines.append(Int($0.mark.line))
            }
            diagnostics.report(contentsOf: loaded.diagnostics)
            guard !loaded.diagnostics.hasErrors else { return (nil, [], nil) }
            let document = loaded.documents.first ?? YAMLDocument(file: path, root: nil)
            let (ast, fields, decodeDiagnostics) = decoder.finish(document)
            diagnostics.report(contentsOf: decodeDiagnostics)
            if keepsSpliceBase, loaded.diagnostics.all.isEmpty, decodeDiagnostics.all.isEmpty, !loaded.definesAnchors,
                case .mapping(let pairs)? = document.root?.content,
                let list = pairs.first(where: { $0.key.scalar?.text == SpecDecoder.streamedKey })?.value
            {
                clean = true
                dashColumn = Int(list.mark.column)
            }
            return (ast, fields, decodeDiagnostics.hasErrors ? decoder.recovery : nil)
        }()
        // After decoding's errors, the later phases run where decoding recovered
        // (`DecodeRecovery`), so one run reports all that can be known.
        guard let ast = decoded, !diagnostics.hasErrors || recovery?.canCheck == true else {
            return Result(
                form: nil, ast: decoded, unloweredFields: decodedFields, diagnostics: diagnostics, source: source)
        }
        let base =
            clean
            ? FieldSplice.Base(
                bytes: bytes, path: path, baseDirectory: baseDirectory, root: root, ast: ast, fields: decodedFields,
                itemLines: itemLines, dashColumn: dashColumn, inlineSourceItems: inlineSourceItems) : nil
        // Consumed: without a base, lowering resolves the one array of fields in place (a base
        // keeps the decoded fields, which lowering then leaves as they were).
        var result = check(
            ast, fields: consume decodedFields, recovery: recovery, diagnostics: diagnostics, source: source,
            baseDirectory: baseDirectory, root: root, dataFileCache: dataFileCache)
        result.spliceBase = base
        return result
    }

    /// Compiles `bytes`, an edit of the text `base` was made from, by decoding only the field
    /// the edit lies in (`FieldSplice`): the result `compile(bytes:…keepsSpliceBase: true)`
    /// gives, with its `spliceBase`; nil when a splice cannot prove that (compile the whole
    /// spec then). The path, folder and root are the base's.
    package func recompile(bytes: [UInt8], after base: FieldSplice.Base, dataFileCache: DataFileCache? = nil) -> Result?
    {
        guard let (fields, next) = FieldSplice.splice(base, into: bytes, limits: limits) else { return nil }
        var result = check(
            base.ast, fields: fields, recovery: nil, diagnostics: Diagnostics(),
            source: SourceText(path: base.path, text: Self.text(of: bytes)), baseDirectory: base.baseDirectory,
            root: base.root, dataFileCache: dataFileCache)
        result.spliceBase = next
        return result
    }

    /// The phases after decoding: lowering, the checker and the String Catalog's lint, over
    /// `ast` and its decoded `fields`, whose diagnostics so far are `diagnostics`; later
    /// diagnostics inside the fields `recovery` is uncertain of are left out.
    private func check(
        _ ast: SpecAST, fields: consuming [Field], recovery: DecodeRecovery?, diagnostics: Diagnostics,
        source: SourceText, baseDirectory: String, root: ProjectRoot?, dataFileCache: DataFileCache?
    ) -> Result {
        let path = source.path
        var diagnostics = diagnostics
        var later = Diagnostics()
        let fileName = path == "-" ? "<stdin>" : PathName.lastComponent(of: path)
        let (form, lowerDiagnostics) = Lowering.lower(
            ast, fields: consume fields, specFileName: fileName,
            baseDirectory: baseDirectory, root: root, dataFileCache: dataFileCache)
        later.report(contentsOf: lowerDiagnostics)
        later.report(contentsOf: Checker.check(CheckContext(ast: ast, form: form)))
        if let recovery, !recovery.uncertainFields.isEmpty {
            for diagnostic in later.all
            where !(diagnostic.location.file == path && recovery.isUncertain(diagnostic.location)) {
                diagnostics.report(diagnostic)
            }
        } else {
            diagnostics.report(contentsOf: later)
        }
        let dataRoot = root ?? ProjectRoot(baseDirectory)
        var dataFiles = ast.sources.compactMap { spec in
            spec.file.flatMap { try? dataRoot.resolve($0.value, from: baseDirectory) }
        }
        if path != "-", !form.localization.locales.isEmpty {
            let (catalogDiagnostics, catalog, bytes) = CatalogLint.check(
                form, locales: ast.locales ?? [], specPath: path, baseDirectory: baseDirectory, root: dataRoot)
            diagnostics.report(contentsOf: catalogDiagnostics)
            if let catalog { dataFiles.append(catalog) }
            var result = Result(form: form, ast: ast, diagnostics: diagnostics, source: source, dataFiles: dataFiles)
            result.catalog = bytes
            return result
        }
        return Result(form: form, ast: ast, diagnostics: diagnostics, source: source, dataFiles: dataFiles)
    }

    /// A spec's text for quoting lines: UTF-16 when it starts with a byte-order
    /// mark (as libyaml reads it), else UTF-8; without a leading byte-order mark, which no
    /// reader counts as a column and which must not reach a quoted line.
    package static func text(of bytes: [UInt8]) -> String {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            // Decoded leniently (a broken surrogate becomes U+FFFD), so that the line of an
            // encoding error can still be quoted; the mark itself is left out.
            let (high, low) = bytes[0] == 0xFE ? (0, 1) : (1, 0)
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let unit: UInt16 = UInt16(bytes[index + high]) << 8 | UInt16(bytes[index + low])
                units.append(unit)
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        // libyaml skips a UTF-8 byte-order mark, and its columns start after it: so must the
        // quoted line (where the mark would also be an invisible character in the report).
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    /// Reads and compiles the spec at `path` (`-` reads standard input, and its data files
    /// are then relative to the working directory), as `read(path:root:standardInput:)` reads
    /// it; `dataFileCache` as for `compile(bytes:…)`.
    /// - Throws: `InputError` when the spec cannot be read: an I/O failure, exit 2.
    package func compile(
        path: String, root: String? = nil, dataFileCache: DataFileCache? = nil,
        standardInput: (Int) throws(FileReader.Failure) -> [UInt8]
    ) throws(InputError) -> Result {
        switch try read(path: path, root: root, standardInput: standardInput) {
        case .spec(let input): return compile(input, dataFileCache: dataFileCache)
        case .tooLarge(let result): return result
        }
    }

    /// Compiles a spec `read(path:root:standardInput:)` read.
    package func compile(_ input: SpecInput, dataFileCache: DataFileCache? = nil) -> Result {
        compile(
            bytes: input.bytes, path: input.path, baseDirectory: input.baseDirectory, root: input.root,
            dataFileCache: dataFileCache)
    }

    /// Reads the spec at `path` (`-` reads standard input, and its data files are then
    /// relative to the working directory). Data files must lie inside `root`, or the spec's
    /// folder when it is nil; so must the spec itself once its links are resolved, so that a
    /// spec linked to a file elsewhere is not quoted in diagnostics.
    /// - Throws: `InputError` when the spec cannot be read (missing, not a regular file, a
    ///   link out of the root, a read error): an I/O failure, exit 2. A spec over the input
    ///   limit is not read at all and gets FC007 (`.tooLarge`).
    package func read(
        path: String, root: String? = nil,
        standardInput: (Int) throws(FileReader.Failure) -> [UInt8]
    ) throws(InputError) -> Read {
        if let root, !ProjectRoot(root).exists {
            throw InputError(path: root, reason: "is not an existing folder (given as --root)")
        }
        if path == "-" {
            let directory = FileManager.default.currentDirectoryPath
            let bytes: [UInt8]
            do {
                bytes = try standardInput(limits.maxInputBytes)
            } catch .tooLarge(let size, _) {
                return .tooLarge(tooLarge(size, path: "<stdin>"))
            } catch {
                throw InputError(path: "<stdin>", reason: error.description)
            }
            return .spec(
                SpecInput(
                    bytes: bytes, path: "<stdin>", baseDirectory: directory,
                    root: ProjectRoot(root ?? directory)))
        }
        let folder = PathName.folder(of: path)
        let directory = folder.isEmpty ? "." : folder
        let projectRoot = ProjectRoot(root ?? directory)
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, limit: limits.maxInputBytes)
        } catch .tooLarge(let size, _) {
            return .tooLarge(tooLarge(size, path: path))
        } catch {
            throw InputError(path: path, reason: error.description)
        }
        guard projectRoot.contains(path) else {
            let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            throw InputError(
                path: path,
                reason: (linked ? "is a symbolic link to a file outside" : "is outside")
                    + " the project root '\(projectRoot.path)'; use --root to widen it")
        }
        return .spec(SpecInput(bytes: bytes, path: path, baseDirectory: directory, root: projectRoot))
    }

    /// The result for a spec of `size` bytes over the input limit, not read: FC007 at 1:1.
    package func tooLarge(_ size: Int, path: String) -> Result {
        var diagnostics = Diagnostics()
        diagnostics.report(limits.inputTooLarge(size, file: path))
        return Result(form: nil, ast: nil, diagnostics: diagnostics, source: SourceText(path: path, text: ""))
    }
}

/// A spec or output that could not be read or written: exit status 2.
package struct InputError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "'\(path)': \(reason)" }
}
