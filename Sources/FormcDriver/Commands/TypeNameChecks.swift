import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// The checks on Swift outputs' type names that need formc.yml or a project's specs together:
/// formc.yml's `swiftPrefix` applied to a spec without its own (`applyPrefix`, wherever a
/// config is read: `build`, `lint`, `compile --config`), and FC503 when a spec's types are an
/// earlier spec's (`check`, as `formc build` and `formc lint` without a PATH see the specs).
struct TypeNameChecks {
    let config: BuildConfig
    /// Each stem seen, with the first spec that declares it and where.
    private var stems: [String: (spec: String, at: SourceLocation)] = [:]

    init(config: BuildConfig) { self.config = config }

    /// Gives `form` the config's prefix when the spec sets none, and judges the names it makes.
    /// The checker's FC502 (`TypeNameRule`) judged the spec's names without that prefix, which
    /// are not the ones generated: its verdict is replaced by this one, so `form: Text` under
    /// `swiftPrefix: UI` is reported for `UITextField`, not for a `TextField` nobody declares.
    static func applyPrefix(of config: BuildConfig, to form: inout Form, ast: SpecAST, into found: inout Diagnostics) {
        guard ast.swiftPrefix == nil, form.swiftPrefix == nil, let prefix = config.swiftPrefix else { return }
        form.swiftPrefix = prefix.value
        found.removeAll { $0.code == .unusableTypeName }
        let stem = GeneratedTypeNames.stem(formName: form.name, prefix: prefix.value)
        guard
            let (name, owner) = GeneratedTypeNames.all(stem: stem).lazy
                .compactMap({ name in GeneratedTypeNames.owner(of: name).map { (name, $0) } }).first
        else { return }
        found.report(
            Diagnostic(
                .unusableTypeName,
                "with \(PathName.lastComponent(of: config.file))'s swiftPrefix '\(prefix.value)' the generated "
                    + "code would declare '\(name)', which is \(owner); set this spec's own swiftPrefix",
                at: location(in: ast)))
    }

    /// `applyPrefix`, then reports into `found` when an earlier spec declares the same types.
    mutating func check(_ form: inout Form, ast: SpecAST, spec: String, into found: inout Diagnostics) {
        Self.applyPrefix(of: config, to: &form, ast: ast, into: &found)
        let at = Self.location(in: ast)
        let stem = GeneratedTypeNames.stem(formName: form.name, prefix: form.swiftPrefix)
        guard let first = stems[stem] else {
            stems[stem] = (spec, at)
            return
        }
        guard first.spec != spec else { return }
        let fix = ast.swiftPrefix == nil ? "set a swiftPrefix here" : "choose another swiftPrefix here"
        found.report(
            Diagnostic(
                .sameTypeNames,
                "'\(first.spec)' already generates the Swift types '\(stem)Field', '\(stem)FormView'…; in one "
                    + "target they clash (\"invalid redeclaration\"): \(fix) or rename the form",
                at: at, notes: [DiagnosticNote("the form of '\(first.spec)' is here", at: first.at)]))
    }

    /// Where a name check points: the spec's `swiftPrefix:`, else its `form:`.
    private static func location(in ast: SpecAST) -> SourceLocation {
        ast.location(ast.swiftPrefix?.position ?? ast.form?.position ?? ast.rootPosition)
    }
}
