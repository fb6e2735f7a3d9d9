import FormcDiagnostics

/// The clang-style text of diagnostics (`TextRenderer`), one spec at a time, for `lint`'s text
/// report and `compile`'s standard error. Source lines are quoted only from the spec's own
/// text, never from a file read to quote it: a data file's contents are not echoed.
enum TextFormat {
    /// `spec`'s diagnostics, and a note line when the limit left some out.
    static func render(_ spec: ShownSpec, source: SourceText?, limit: DiagnosticLimit, renderer: TextRenderer) -> String
    {
        // Indexed once per spec: finding each quoted line by scanning from the top would make
        // a report of N diagnostics take N times the file's length.
        let text = spec.diagnostics.isEmpty ? nil : source?.indexed()
        var out = ""
        for diagnostic in spec.diagnostics {
            out += renderer.render(diagnostic) { path in path == text?.path ? text : nil }
        }
        if spec.omitted > 0 {
            out += renderer.noteLine(limit.omissionMessage(spec.omitted, in: spec.file))
        }
        return out
    }

    /// `lint`'s whole text report: each spec's diagnostics, then (unless `quiet`) the summary
    /// line `E errors, W warnings in N specs`, which counts every diagnostic of the run.
    static func report(_ report: LintReport, shown: [ShownSpec], limit: DiagnosticLimit, color: Bool, quiet: Bool)
        -> String
    {
        let renderer = TextRenderer(color: color)
        var sources: [String: SourceText] = [:]
        for spec in report.specs { sources[spec.file] = spec.source }
        var out = ""
        for spec in shown {
            out += render(spec, source: sources[spec.file], limit: limit, renderer: renderer)
        }
        if !quiet {
            out +=
                "\(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning")) in \(plural(report.specs.count, "spec"))\n"
        }
        return out
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
