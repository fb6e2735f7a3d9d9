/// The text of one source file, split into lines on demand, for rendering diagnostics.
/// Lines break where libyaml breaks them (YAML 1.1): LF, CR, CRLF, and NEL (U+0085), LS
/// (U+2028) and PS (U+2029), so a quoted line is the one libyaml's line number names.
public struct SourceText: Sendable {
    public let path: String
    public let text: String
    /// Every line's range without its break, once `indexed()` has found them.
    private var lines: [Range<String.Index>]?
    /// With `lines`: how many unicode scalars come before each line, and where every
    /// `checkpointStride`-th scalar of the text is, so a scalar offset inside a long line is
    /// found without walking the line from its start.
    private var lineScalarStarts: [Int] = []
    private var checkpoints: [String.Index] = []
    private static let checkpointStride = 256

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The same text with every line's range found in one pass, so that `line(_:)` takes
    /// constant time: for quoting many lines of one file (a scan per line would make a report
    /// of N diagnostics take N times the file's length).
    public func indexed() -> SourceText {
        guard lines == nil else { return self }
        var copy = self
        var ranges: [Range<String.Index>] = []
        forEachLine {
            ranges.append($0); return true
        }
        copy.lines = ranges
        let scalars = text.unicodeScalars
        var offset = 0
        var index = scalars.startIndex
        for range in ranges {
            // Lines are in order: walk on from the previous line's start to this one's.
            while index < range.lowerBound {
                if offset % Self.checkpointStride == 0 { copy.checkpoints.append(index) }
                index = scalars.index(after: index)
                offset += 1
            }
            copy.lineScalarStarts.append(offset)
        }
        while index < scalars.endIndex {
            if offset % Self.checkpointStride == 0 { copy.checkpoints.append(index) }
            index = scalars.index(after: index)
            offset += 1
        }
        copy.lineScalarStarts.append(offset)
        return copy
    }

    /// The part of line `number` that starts `from` unicode scalars into it and is at most
    /// `count` scalars long (both clamped to the line), and the line's length in scalars; nil
    /// past the end. Once `indexed()`, the time does not depend on the line's length.
    public func scalars(ofLine number: Int, from: Int, count: Int) -> (text: Substring, lineLength: Int)? {
        guard let line = line(number) else { return nil }
        let scalars = text.unicodeScalars
        guard lines != nil, number < lineScalarStarts.count else {
            let length = line.unicodeScalars.count
            let start = line.unicodeScalars.index(line.startIndex, offsetBy: min(max(0, from), length))
            let end = line.unicodeScalars.index(
                start, offsetBy: min(max(0, count), line.unicodeScalars.distance(from: start, to: line.endIndex)))
            return (Substring(line.unicodeScalars[start..<end]), length)
        }
        // The next line's start less this one's counts the break too: walk the few last
        // scalars back to the line's end.
        var length = lineScalarStarts[number] - lineScalarStarts[number - 1]
        var probe = scalar(at: lineScalarStarts[number - 1] + length)
        while length > 0, probe > line.endIndex {
            probe = scalars.index(before: probe)
            length -= 1
        }
        let first = min(max(0, from), length)
        let start = scalar(at: lineScalarStarts[number - 1] + first)
        let end = scalar(at: lineScalarStarts[number - 1] + first + min(max(0, count), length - first))
        return (text[start..<end], length)
    }

    /// The index of the text's `offset`-th unicode scalar (the end index past the last),
    /// from the nearest checkpoint before it.
    private func scalar(at offset: Int) -> String.Index {
        let scalars = text.unicodeScalars
        let checkpoint = min(offset / Self.checkpointStride, checkpoints.count - 1)
        guard checkpoint >= 0 else { return scalars.startIndex }
        var index = checkpoints[checkpoint]
        var at = checkpoint * Self.checkpointStride
        while at < offset, index < scalars.endIndex {
            index = scalars.index(after: index)
            at += 1
        }
        return index
    }

    /// The text of 1-based line `number` without its line break, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1 else { return nil }
        if let lines {
            return number <= lines.count ? text[lines[number - 1]] : nil
        }
        var current = 0
        var found: Substring?
        forEachLine { range in
            current += 1
            if current == number { found = text[range] }
            return current < number
        }
        return found
    }

    /// Where columns `column` up to `endColumn` (1-based, in Unicode scalars, the end
    /// exclusive) of line `number` lie in `text`; nil when the line does not exist or the
    /// range does not fit inside it (a column past the line's end plus one, or an end before
    /// the start).
    public func range(line number: Int, column: Int, endColumn: Int) -> Range<String.Index>? {
        guard let line = line(number), column >= 1, endColumn >= column else { return nil }
        let scalars = line.unicodeScalars
        guard let start = scalars.index(scalars.startIndex, offsetBy: column - 1, limitedBy: scalars.endIndex),
            let end = scalars.index(start, offsetBy: endColumn - column, limitedBy: scalars.endIndex)
        else { return nil }
        return start..<end
    }

    /// Calls `body` with each line's range, in order, until it returns false.
    private func forEachLine(_ body: (Range<String.Index>) -> Bool) {
        var start = text.startIndex
        // Walk by unicode scalars: "\r\n" is one Character but two line-break scalars.
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let length = LineBreak.length(at: index, in: scalars)
            if length > 0 {
                guard body(start..<index) else { return }
                let next = scalars.index(index, offsetBy: length)
                start = next
                index = next
                continue
            }
            index = scalars.index(after: index)
        }
        _ = body(start..<text.endIndex)
    }
}
