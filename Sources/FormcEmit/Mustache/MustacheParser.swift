/// Reads Mustache source (as UTF-8 bytes) into `MustacheNode`s in one pass, without
/// recursion: open sections wait on a stack until their end tag.
///
/// Standalone tags: a section, inverted section, end, comment, partial or set-delimiter tag
/// that is the only thing on its line apart from spaces and tabs removes the whole line,
/// its line break (`\n` or `\r\n`) included; a standalone partial keeps the whitespace
/// before it as the indentation of the partial's lines.
struct MustacheParser {
    private let source: [UInt8]
    private let name: String
    private let columnShift: Int
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    /// Positions advance with the parse: `lineNumber` is the line of `countedUpTo` and
    /// `scalarsBefore` the Unicode scalars between its line's start and it, so that asking
    /// for the location of every tag and text costs one pass over the source, however long
    /// its lines.
    private var countedUpTo = 0
    private var lineNumber = 1
    private var scalarsBefore = 0

    init(source: [UInt8], name: String, columnShift: Int) {
        self.source = source
        self.name = name
        self.columnShift = columnShift
    }

    /// A section whose end tag has not been seen yet, with the nodes around it.
    private struct OpenSection {
        var rawName: String
        var name: MustacheName
        var inverted: Bool
        var location: MustacheLocation
        var enclosing: [MustacheNode]
    }

    private enum TagKind {
        case variable(escaped: Bool)
        case section(inverted: Bool)
        case end
        case comment
        case partial
        case delimiters

        /// Whether the tag may stand alone on its line (interpolations never do).
        var canStandAlone: Bool {
            if case .variable = self { return false }
            return true
        }
    }

    private struct Tag {
        var kind: TagKind
        /// The tag's content without its sigil, trimmed of whitespace.
        var content: String
        /// Offset just past the closing delimiter.
        var end: Int
    }

    mutating func parse() throws(MustacheError) -> [MustacheNode] {
        var nodes: [MustacheNode] = []
        var open: [OpenSection] = []
        var textStart = 0
        var position = 0
        while let tagStart = find(openDelimiter, from: position) {
            let tag = try readTag(at: tagStart)
            var textEnd = tagStart
            var next = tag.end
            var indentation = ""
            if tag.kind.canStandAlone,
                let line = standaloneLine(tagStart: tagStart, tagEnd: tag.end, textStart: textStart)
            {
                textEnd = line.start
                next = line.next
                indentation = String(decoding: source[line.start..<tagStart], as: UTF8.self)
            }
            appendText(textStart..<textEnd, to: &nodes)
            switch tag.kind {
            case .variable(let escaped):
                let name = try parseName(tag.content, at: tagStart)
                nodes.append(.variable(name, escaped: escaped, location: location(of: tagStart)))
            case .section(let inverted):
                if open.count >= MustacheTemplate.maxSectionDepth {
                    throw error("sections nested more than \(MustacheTemplate.maxSectionDepth) deep", at: tagStart)
                }
                let parsed = try parseName(tag.content, at: tagStart)
                open.append(
                    OpenSection(
                        rawName: tag.content, name: parsed, inverted: inverted,
                        location: location(of: tagStart), enclosing: nodes))
                nodes = []
            case .end:
                guard let section = open.popLast() else {
                    throw error("end tag '\(tag.content)' has no open section", at: tagStart)
                }
                guard section.rawName == tag.content else {
                    throw error(
                        "end tag '\(tag.content)' does not match section '\(section.rawName)' "
                            + "opened at line \(section.location.line), column \(section.location.column)",
                        at: tagStart)
                }
                let children = nodes
                nodes = section.enclosing
                nodes.append(
                    .section(
                        section.name, inverted: section.inverted, children: children,
                        location: section.location))
            case .comment:
                break
            case .partial:
                try checkName(tag.content, at: tagStart)
                nodes.append(.partial(tag.content, indentation: indentation, location: location(of: tagStart)))
            case .delimiters:
                try setDelimiters(tag.content, at: tagStart)
            }
            textStart = next
            position = next
        }
        appendText(textStart..<source.count, to: &nodes)
        if let section = open.last {
            throw MustacheError(
                message: "unclosed section '\(section.rawName)'", line: section.location.line,
                column: section.location.column, template: name)
        }
        return nodes
    }

    // MARK: Tags

    private mutating func readTag(at tagStart: Int) throws(MustacheError) -> Tag {
        let contentStart = tagStart + openDelimiter.count
        let sigil = contentStart < source.count ? source[contentStart] : 0
        let kind: TagKind
        var closing = closeDelimiter
        switch sigil {
        case UInt8(ascii: "#"): kind = .section(inverted: false)
        case UInt8(ascii: "^"): kind = .section(inverted: true)
        case UInt8(ascii: "/"): kind = .end
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
            closing = [UInt8(ascii: "}")] + closeDelimiter
        case UInt8(ascii: "="):
            kind = .delimiters
            closing = [UInt8(ascii: "=")] + closeDelimiter
        case UInt8(ascii: "<"), UInt8(ascii: "$"):
            throw error(
                "template inheritance tags ('\(Character(Unicode.Scalar(sigil)))') are not supported", at: tagStart)
        default: kind = .variable(escaped: true)
        }
        let hasSigil: Bool
        if case .variable(escaped: true) = kind { hasSigil = false } else { hasSigil = true }
        let bodyStart = hasSigil ? contentStart + 1 : contentStart
        guard let closeStart = find(closing, from: bodyStart) else {
            let open = String(decoding: openDelimiter, as: UTF8.self)
            let expected = String(decoding: closing, as: UTF8.self)
            if case .delimiters = kind, find(closeDelimiter, from: bodyStart) != nil {
                throw error("bad delimiter change: expected '\(expected)' to end the '\(open)=' tag", at: tagStart)
            }
            throw error("unclosed tag: '\(open)' has no matching '\(expected)'", at: tagStart)
        }
        let content = String(decoding: trimmed(bodyStart..<closeStart), as: UTF8.self)
        if case .partial = kind, content.hasPrefix("*") {
            throw error("dynamic partial names ('*') are not supported", at: tagStart)
        }
        return Tag(kind: kind, content: content, end: closeStart + closing.count)
    }

    /// The line a standalone tag removes: `start` is where its leading whitespace begins and
    /// `next` is just past its line break (or the end of the source); nil when the tag shares
    /// its line with text or another tag.
    private func standaloneLine(tagStart: Int, tagEnd: Int, textStart: Int) -> (start: Int, next: Int)? {
        var start = tagStart
        while start > textStart, isBlank(source[start - 1]) { start -= 1 }
        guard start == 0 || source[start - 1] == UInt8(ascii: "\n") else { return nil }
        var after = tagEnd
        while after < source.count, isBlank(source[after]) { after += 1 }
        if after == source.count { return (start, after) }
        if source[after] == UInt8(ascii: "\n") { return (start, after + 1) }
        if source[after] == UInt8(ascii: "\r"), after + 1 < source.count, source[after + 1] == UInt8(ascii: "\n") {
            return (start, after + 2)
        }
        return nil
    }

    private mutating func setDelimiters(_ content: String, at tagStart: Int) throws(MustacheError) {
        let parts = content.utf8.split(whereSeparator: isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw error(
                "bad delimiter change '\(content)': expected two delimiters without '=' separated by whitespace",
                at: tagStart)
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    // MARK: Names

    private mutating func parseName(_ text: String, at tagStart: Int) throws(MustacheError) -> MustacheName {
        try checkName(text, at: tagStart)
        if text == "." { return MustacheName(parts: []) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.contains(where: \.isEmpty) {
            throw error("invalid name '\(text)': empty part between periods", at: tagStart)
        }
        return MustacheName(parts: parts)
    }

    private mutating func checkName(_ text: String, at tagStart: Int) throws(MustacheError) {
        if text.isEmpty { throw error("tag has no name", at: tagStart) }
        if text.utf8.contains(where: isWhitespace) {
            throw error("invalid name '\(text)': names cannot contain whitespace", at: tagStart)
        }
    }

    // MARK: Bytes

    private mutating func appendText(_ range: Range<Int>, to nodes: inout [MustacheNode]) {
        guard !range.isEmpty else { return }
        nodes.append(.text(String(decoding: source[range], as: UTF8.self), location: location(of: range.lowerBound)))
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= source.count else { return nil }
        var index = start
        let last = source.count - needle.count
        while index <= last {
            if source[index] == first {
                var matched = 1
                while matched < needle.count, source[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    private func trimmed(_ range: Range<Int>) -> ArraySlice<UInt8> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, isWhitespace(source[lower]) { lower += 1 }
        while upper > lower, isWhitespace(source[upper - 1]) { upper -= 1 }
        return source[lower..<upper]
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    // MARK: Positions

    /// The line and column of `offset`. Offsets are asked for in increasing order, so the
    /// source is counted once; an earlier offset (only ever on the way to an error) restarts
    /// the count.
    private mutating func location(of offset: Int) -> MustacheLocation {
        if offset < countedUpTo { countedUpTo = 0; lineNumber = 1; scalarsBefore = 0 }
        while countedUpTo < offset {
            let byte = source[countedUpTo]
            if byte == UInt8(ascii: "\n") {
                lineNumber += 1
                scalarsBefore = 0
            } else if byte & 0xC0 != 0x80 {
                scalarsBefore += 1
            }
            countedUpTo += 1
        }
        return MustacheLocation(line: lineNumber, column: max(1, scalarsBefore + 1 - columnShift))
    }

    private mutating func error(_ message: String, at offset: Int) -> MustacheError {
        let spot = location(of: offset)
        return MustacheError(message: message, line: spot.line, column: spot.column, template: name)
    }
}
