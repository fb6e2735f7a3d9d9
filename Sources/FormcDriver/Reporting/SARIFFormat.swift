import Foundation
import FormcChecker
import FormcCore
import FormcDiagnostics
import FormcEmit

/// `formc lint --format sarif`: one SARIF 2.1.0 log (OASIS Static Analysis Results
/// Interchange Format) with a `reportingDescriptor` per code used, a `result` per diagnostic,
/// notes as `relatedLocations` and fix-its as `fixes`. Columns count Unicode code points,
/// which SARIF calls `columnKind: unicodeCodePoints` (§3.14.17). Results the per-spec limit
/// left out are counted in a notification of the run's invocation.
enum SARIFFormat {
    static func render(_ specs: [ShownSpec], version: String, limit: DiagnosticLimit) -> [UInt8] {
        let diagnostics = specs.flatMap(\.diagnostics)
        var ruleIndex: [String: Int] = [:]
        var rules: [JSONValue] = []
        for id in Set(diagnostics.map(\.code.id)).sorted() {
            ruleIndex[id] = rules.count
            rules.append(rule(id, diagnostics.first { $0.code.id == id }?.code))
        }
        let results = diagnostics.map { result($0, ruleIndex: ruleIndex[$0.code.id] ?? 0) }
        let driver: JSONValue = .object([
            "name": .string("formc"),
            "version": .string(version),
            "semanticVersion": .string(version),
            "rules": .array(rules)
        ])
        var run: [String: JSONValue] = [
            "tool": .object(["driver": driver]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(results)
        ]
        let omissions = specs.filter { $0.omitted > 0 }.map { omission($0, limit: limit) }
        if !omissions.isEmpty {
            run["invocations"] = .array([
                .object([
                    "executionSuccessful": .bool(true),
                    "toolExecutionNotifications": .array(omissions)
                ])
            ])
        }
        return JSONWriter.write(
            .object([
                "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
                "version": .string("2.1.0"),
                "runs": .array([.object(run)])
            ]))
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
        var object: [String: JSONValue] = ["id": .string(id), "helpUri": .string(DiagnosticDocs.url(for: id))]
        if let code {
            object["shortDescription"] = .object(["text": .string(code.title)])
            object["defaultConfiguration"] = .object(["level": .string(level(code.defaultSeverity))])
        }
        if let description = RuleCatalog.description(for: id) {
            object["fullDescription"] = .object(["text": .string(description.explanation)])
            object["help"] = .object(["text": .string(description.explanation + "\n\nformc explain \(id)")])
        }
        return .object(object)
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> JSONValue {
        var object: [String: JSONValue] = [
            "ruleId": .string(diagnostic.code.id),
            "ruleIndex": .int(ruleIndex),
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

    /// A relative path stays a relative URI reference; an absolute one becomes a file URI.
    private static func artifact(_ path: String) -> JSONValue {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return .object(["uri": .string(path.hasPrefix("/") ? "file://" + encoded : encoded)])
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}
