import FormcCore
import Foundation
import FormcDiagnostics

/// The text-synchronisation notifications: the server's copy of each open spec follows the
/// client's, and what changed is marked for linting (`LanguageServer.run` lints it once no
/// further message is waiting). Malformed params are ignored: a notification has no answer.
extension LanguageServer {
    func didOpen(_ params: JSONValue?) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            return
        }
        var state = DocumentState(document: OpenDocument(uri: uri, version: item["version"]?.int ?? 0, text: text))
        // Reopened: keep what the earlier copy published, so it is cleared or replaced.
        state.otherFiles = documents[uri]?.otherFiles ?? [:]
        documents[uri] = state
        relintReaders(of: uri)
    }

    func didChange(_ params: JSONValue?) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.string, var state = documents[uri],
            let entries = params?["contentChanges"]?.array
        else { return }
        var changes: [OpenDocument.Change] = []
        for entry in entries {
            guard let text = entry["text"]?.string else { return }
            if let range = entry["range"] {
                guard let parsed = LSPRange(json: range) else { return }
                changes.append(OpenDocument.Change(range: parsed, text: text))
            } else {
                changes.append(OpenDocument.Change(range: nil, text: text))
            }
        }
        state.document.apply(changes, version: item["version"]?.int ?? state.document.version, encoding: encoding)
        state.needsLint = true
        documents[uri] = state
        relintReaders(of: uri)
    }

    func didClose(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.string, let state = documents.removeValue(forKey: uri) else {
            return
        }
        guard Self.isSpec(uri) else {
            // A data file closed: the specs read it from disk again, and republish what
            // they find there (an error still on disk stays on screen).
            relintReaders(of: uri)
            return
        }
        publish(uri: uri, version: nil, diagnostics: [])
        for other in state.otherFiles.keys { publishOtherFile(other) }
    }

    /// Re-checks every open spec that read a file that changed (created, changed or
    /// deleted), and every spec when a `formc.yml` changed (it moves roots and severities).
    func didChangeWatchedFiles(_ params: JSONValue?) {
        let paths = (params?["changes"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }
        guard !paths.isEmpty else { return }
        let configChanged = paths.contains { $0.hasSuffix("/" + ProjectConfig.defaultName) }
        let changed = Set(paths.flatMap(Self.spellings))
        for (uri, state) in documents where configChanged || !state.dataFiles.isDisjoint(with: changed) {
            documents[uri]?.needsLint = true
        }
    }

    /// A path as given and with its symbolic links resolved: a data file is recorded as
    /// lowering opened it (resolved), and a client may name it either way.
    static func spellings(of path: String) -> [String] {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return resolved == path ? [path] : [path, resolved]
    }
}
