import FormcDiagnostics
import FormcIR

/// Loads every source of a spec: inline options, or a file relative to the spec's folder.
struct SourceLoading {
    /// The folder relative file paths start from (the spec's folder; the working directory
    /// for a spec read from stdin).
    let baseDirectory: String
    /// The folder no data file may leave (after its symbolic links are resolved).
    let root: ProjectRoot
    /// The spec's path, for locations of the source keys.
    let specFile: String
    /// What the run has parsed of its data files already; nil reads every file afresh.
    let cache: DataFileCache?
    /// What is left of what the spec's data files may cost together.
    private(set) var budget = DataFileLoader.Budget.perSpec

    init(baseDirectory: String, root: ProjectRoot, specFile: String, cache: DataFileCache? = nil) {
        self.baseDirectory = baseDirectory
        self.root = root
        self.specFile = specFile
        self.cache = cache
    }

    mutating func load(_ spec: SourceSpec) -> (DataSource, Diagnostics) {
        var diagnostics = Diagnostics()
        let levels = spec.levels?.map(\.value) ?? []
        var source = DataSource(
            name: spec.name.value, file: spec.file?.value, format: nil,
            levels: levels.count > 1 ? levels : [], options: [])
        var root: DataNode?
        var ticket: DataFileCache.Ticket?
        var isCSV = false
        if let options = spec.options {
            root = options
        } else if let file = spec.file {
            guard let format = spec.format?.value ?? DataFormat.guess(fromPath: file.value) else {
                diagnostics.report(
                    Diagnostic(
                        .sourceFileMalformed,
                        "cannot tell the format of '\(file.value)' from its name; add 'format: plist|json|yaml|csv'",
                        at: SourceLocation(file: specFile, file.position)))
                return (source, diagnostics)
            }
            source.format = format
            isCSV = format == .csv
            let reference = SourceLocation(file: specFile, file.position)
            let path: String
            do {
                path = try self.root.resolve(file.value, from: baseDirectory)
            } catch {
                // Nothing of the file is read: its contents must never reach a report.
                diagnostics.report(
                    Diagnostic(.sourceFileOutsideRoot, "data file '\(file.value)' \(error)", at: reference))
                return (source, diagnostics)
            }
            let loaded = DataFileLoader(reference: reference)
                .load(
                    path: path, displayPath: PathName.join(baseDirectory, file.value), format: format,
                    delimiter: spec.delimiter?.value, budget: &budget, cache: cache)
            diagnostics.report(contentsOf: loaded.diagnostics)
            root = loaded.node
            ticket = loaded.ticket
        }
        guard let root else { return (source, diagnostics) }
        let extraction = DataFileCache.Extraction(
            sourceName: spec.name.value, labelKey: spec.label?.value ?? "label", valueKey: spec.value?.value,
            iconKey: spec.icon?.value, childrenKey: spec.children?.value ?? "children", levels: source.levels,
            isCSV: isCSV)
        let extract = { () -> DataFileCache.Extracted in
            var extractor = OptionExtractor(
                sourceName: extraction.sourceName, isInline: spec.options != nil, labelKey: extraction.labelKey,
                valueKey: extraction.valueKey, iconKey: extraction.iconKey, childrenKey: extraction.childrenKey,
                levels: extraction.levels)
            let options = extractor.options(from: root, isCSV: extraction.isCSV)
            return DataFileCache.Extracted(options: options, diagnostics: extractor.diagnostics)
        }
        // A file's options depend only on its tree and these keys: the run's first spec reads
        // them out, the others reuse them.
        let extracted =
            if let cache, let ticket { cache.extracted(extraction, from: ticket, make: extract) } else { extract() }
        source.options = extracted.options
        diagnostics.report(contentsOf: extracted.diagnostics)
        return (source, diagnostics)
    }
}
