import FormcDiagnostics

/// The unit an LSP `Position.character` counts (LSP 3.17 `PositionEncodingKind`).
package enum PositionEncoding: String, Sendable, CaseIterable {
    /// Bytes of UTF-8.
    case utf8 = "utf-8"
    /// UTF-16 code units: LSP's default, and the only one a client must support.
    case utf16 = "utf-16"
    /// Unicode scalars, which is formc's own column unit.
    case utf32 = "utf-32"

    /// How many units `scalar` takes.
    package func width(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: return UTF8.width(scalar)
        case .utf16: return UTF16.width(scalar)
        case .utf32: return 1
        }
    }

    /// The encoding to use with a client that offers `offered` (its
    /// `capabilities.general.positionEncodings`, in its order of preference): utf-8 if offered,
    /// else utf-32 (both avoid surrogate arithmetic), else utf-16, which every client supports
    /// and which applies when the client says nothing.
    package static func negotiate(offered: [String]?) -> PositionEncoding {
        let offered = Set(offered ?? [])
        if offered.contains(utf8.rawValue) { return .utf8 }
        if offered.contains(utf32.rawValue) { return .utf32 }
        return .utf16
    }
}

/// A position as LSP writes it: `line` 0-based (lines broken at LF, CRLF and CR only), and
/// `character` 0-based in the negotiated `PositionEncoding`'s units.
package struct LSPPosition: Hashable, Sendable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    /// `{"line": …, "character": …}`.
    package var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    /// Reads `{"line": …, "character": …}`; nil when either is missing or negative.
    package init?(json: JSONValue?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else {
            return nil
        }
        self.init(line: line, character: character)
    }
}

/// A span as LSP writes it, `end` exclusive.
package struct LSPRange: Hashable, Sendable {
    package var start: LSPPosition
    package var end: LSPPosition

    package init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// `{"start": …, "end": …}`.
    package var json: JSONValue { ["start": start.json, "end": end.json] }

    /// Reads `{"start": …, "end": …}`; nil when malformed or when `end` comes before `start`.
    package init?(json: JSONValue?) {
        guard let start = LSPPosition(json: json?["start"]), let end = LSPPosition(json: json?["end"]), start <= end
        else {
            return nil
        }
        self.init(start: start, end: end)
    }
}
