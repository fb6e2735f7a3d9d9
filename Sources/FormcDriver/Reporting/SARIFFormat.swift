import Foundation
import FormcChecker
import FormcCore
import FormcDiagnostics
import FormcEmit
import FormcFrontEnd

/// `formc lint --format sarif`: one SARIF 2.1.0 log (OASIS Static Analysis Results
/// Interchange Format) with a `reportingDescriptor` per code used, a `result` per diagnostic,
/// notes as `relatedLocations` and fix-its as `fixes`. Columns count Unicode code points,
/// which SARIF calls `columnKind: unicodeCodePoints` (§3.14.17). Results the per-spec limit
/// left out are counted in a notification of the run's invocation.
///
/// What GitHub code scanning needs of a run (docs.github.com, "SARIF support for code
/// scanning"): at most `maxResults` results (the rest are left out and counted in a
/// notification); `executionSuccessful: false` with a notification naming each spec that could
/// not be read, so that code scanning does not close that file's alerts as fixed; a
/// `partialFingerprints` entry per result that does not change when lines move; relative URIs
/// against `%SRCROOT%` (`originalUriBaseIds`, the working directory).
enum SARIFFormat {
    /// GitHub refuses a run with more results than this.
    static let maxResults = 25_000

    /// The log, and how many results `maxResults` left out.
    static func render(
        _ specs: [ShownSpec], version: String, limit: DiagnosticLimit, unread: [InputError] = [],
        sourceRoot: String = FileManager.default.currentDirectoryPath
    ) -> (log: [UInt8], dropped: Int) {
        let all = specs.flatMap(\.diagnostics)
        let diagnostics = Array(all.prefix(maxResults))
        let dropped = all.count - diagnostics.count
        var ruleIndex: [String: Int] = [:]
        var rules: [JSONValue] = []
        for id in Set(diagnostics.map(\.code.id)).sorted() {
            ruleIndex[id] = rules.count
            rules.append(rule(id, diagnostics.first { $0.code.id == id }?.code))
        }
        // A result's identity without its line: code, file, message, and which of the equal
        // ones it is, in file order.
        var seen: [String: Int] = [:]
        let results = diagnostics.map { diagnostic -> JSONValue in
            var hash = ContentHash()
            for part in [diagnostic.code.id, diagnostic.location.file, diagnostic.message] { hash.combine(field: part) }
            let occurrence = seen[hash.hex, default: 0]
            seen[hash.hex] = occurrence + 1
            hash.combine(UInt64(occurrence))
            return result(diagnostic, ruleIndex: ruleIndex[diagnostic.code.id] ?? 0, fingerprint: hash.hex)
        }
        let driver: JSONValue = .object([
            "name": .string("formc"),
            "version": .string(version),
            "semanticVersion": .string(version),
            "rules": .array(rules)
        ])
        let root = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
        let rootURI = "file://" + (root.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? root)
        var run: [String: JSONValue] = [
            "tool": .object(["driver": driver]),
            "columnKind": .string("unicodeCodePoints"),
            "originalUriBaseIds": .object(["%SRCROOT%": .object(["uri": .string(rootURI)])]),
            "results": .array(results)
        ]
        var notifications = specs.filter { $0.omitted > 0 }.map { omission($0, limit: limit) }
        notifications += unread.map { error in
            .object([
                "level": .string("error"),
                "message": .object(["text": .string("could not be read: \(error.reason)")]),
                "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifact(error.path)])])]
                )
            ])
        }
        if dropped > 0 {
            notifications.append(
                .object([
                    "level": .string("warning"),
                    "message": .object(["text": .string(droppedMessage(dropped, of: all.count))]),
                    "properties": .object(["omitted": .int(dropped)])
                ]))
        }
        if !notifications.isEmpty {
            run["invocations"] = .array([
                .object([
                    "executionSuccessful": .bool(unread.isEmpty),
                    "toolExecutionNotifications": .array(notifications)
                ])
            ])
        }
        let log = JSONWriter.write(
            .object([
                "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
                "version": .string("2.1.0"),
                "runs": .array([.object(run)])
            ]))
        return (log, dropped)
    }

    /// What the log and standard error say when `maxResults` cut a run of `total` results.
    static func droppedMessage(_ dropped: Int, of total: Int) -> String {
        "\(total - dropped) of \(total) results written, \(dropped) left out: GitHub code scanning takes at most "
            + "\(maxResults) results in a run; lint fewer specs per run, or fix the first ones"
    }

    /// A spec whose results the per-spec limit cut: a notification (SARIF §3.58) on the spec,
    /// saying how many results were left out, with the count as the property `omitted`.
    private static func omission(_ spec: ShownSpec, limit: DiagnosticLimit) -> JSONValue {
        .object([
            "level": .string("note"),
            "message": .object(["text": .string(limit.omissionMessage(spec.omitted, in: spec.file))]),
            "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifact(spec.file)])])]),
            "properties": .object(["omitted": .int(spec.omitted)])
        ])
    }

    private static func rule(_ id: String, _ code: DiagnosticCode?) -> JSONValue {
        var object: [String: JSONValue] = ["id": .string(id)]
        // helpUri is optional (SARIF §3.49.12): none rather than one that leads nowhere.
        if let url = DiagnosticDocs.url(for: id) { object["helpUri"] = .string(url) }
        if let code {
            object["shortDescription"] = .object(["text": .string(code.title)])
            object["defaultConfiguration"] = .object(["level": .string(level(code.defaultSeverity))])
        }
        // What the code means, and the command that explains it offline, with examples.
        var help = DiagnosticDocs.command(for: id)
        if let description = RuleCatalog.description(for: id) {
            object["fullDescription"] = .object(["text": .string(description.explanation)])
            help = description.explanation + "\n\n" + help
        }
        object["help"] = .object(["text": .string(help)])
        return .object(object)
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprint: String) -> JSONValue {
        var object: [String: JSONValue] = [
            "ruleId": .string(diagnostic.code.id),
            "ruleIndex": .int(ruleIndex),
            "partialFingerprints": .object(["formcResult/v1": .string(fingerprint)]),
            "level": .string(level(diagnostic.severity)),
            "message": .object(["text": .string(diagnostic.message)]),
            "locations": .array([.object(["physicalLocation": physical(diagnostic.location)])])
        ]
        let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONValue? in
            guard let location = note.location else { return nil }
            return .object([
                "id": .int(index + 1), "message": .object(["text": .string(note.message)]),
                "physicalLocation": physical(location)
            ])
        }
        if !related.isEmpty { object["relatedLocations"] = .array(related) }
        if let fix = diagnostic.fixIt {
            let replacement: JSONValue = .object([
                "deletedRegion": region(fix.location),
                "insertedContent": .object(["text": .string(fix.replacement)])
            ])
            object["fixes"] = .array([
                .object([
                    "description": .object(["text": .string("replace with '\(fix.replacement)'")]),
                    "artifactChanges": .array([
                        .object([
                            "artifactLocation": artifact(fix.location.file),
                            "replacements": .array([replacement])
                        ])
                    ])
                ])
            ])
        }
        return .object(object)
    }

    private static func physical(_ location: SourceLocation) -> JSONValue {
        .object(["artifactLocation": artifact(location.file), "region": region(location)])
    }

    private static func region(_ location: SourceLocation) -> JSONValue {
        var object: [String: JSONValue] = ["startLine": .int(location.line), "startColumn": .int(location.column)]
        if let end = location.endColumn { object["endColumn"] = .int(end) }
        return .object(object)
    }

    /// A relative path stays a relative URI reference against `%SRCROOT%`; an absolute one
    /// becomes a file URI.
    private static func artifact(_ path: String) -> JSONValue {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        if path.hasPrefix("/") { return .object(["uri": .string("file://" + encoded)]) }
        return .object(["uri": .string(encoded), "uriBaseId": .string("%SRCROOT%")])
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}
