import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// The checks on Swift outputs' type names that need a project's specs together, as
/// `formc build` and `formc lint` with a config see them: formc.yml's `swiftPrefix` applied to
/// a spec without its own, FC502 when that prefix makes a name FormcKit's or an SDK type's
/// (the spec's own prefix is the checker's), and FC503 when a spec's types are an earlier
/// spec's (`GeneratedTypeNames.stem`).
struct TypeNameChecks {
    let config: BuildConfig
    /// Each stem seen, with the first spec that declares it and where.
    private var stems: [String: (spec: String, at: SourceLocation)] = [:]

    init(config: BuildConfig) { self.config = config }

    /// Gives `form` the config's prefix when it has none, and reports into `found`.
    mutating func check(_ form: inout Form, ast: SpecAST, spec: String, into found: inout Diagnostics) {
        if form.swiftPrefix == nil { form.swiftPrefix = config.swiftPrefix?.value }
        let at = ast.location(ast.swiftPrefix?.position ?? ast.form?.position ?? ast.rootPosition)
        let stem = GeneratedTypeNames.stem(formName: form.name, prefix: form.swiftPrefix)
        if ast.swiftPrefix == nil, let prefix = config.swiftPrefix,
            let (name, owner) = GeneratedTypeNames.all(stem: stem).lazy
                .compactMap({ name in GeneratedTypeNames.owner(of: name).map { (name, $0) } }).first
        {
            found.report(
                Diagnostic(
                    .unusableTypeName,
                    "with \(PathName.lastComponent(of: config.file))'s swiftPrefix '\(prefix.value)' the generated "
                        + "code would declare '\(name)', which is \(owner); set this spec's own swiftPrefix",
                    at: at))
        }
        guard let first = stems[stem] else {
            stems[stem] = (spec, at)
            return
        }
        guard first.spec != spec else { return }
        found.report(
            Diagnostic(
                .sameTypeNames,
                "'\(first.spec)' already generates the Swift types '\(stem)Field', '\(stem)FormView'…; in one "
                    + "target they clash (\"invalid redeclaration\"): set a swiftPrefix here or rename the form",
                at: at, notes: [DiagnosticNote("the form of '\(first.spec)' is here", at: first.at)]))
    }
}
