import FormcDiagnostics

/// A unified diff of two versions of one file (the format `diff -u` writes and `patch` and
/// `git apply` read, as POSIX `diff -u` and GNU diffutils describe it): what
/// `formc lint --fix --dry-run` prints instead of writing.
enum UnifiedDiff {
    /// Lines of context around each change, as `diff -u` gives by default.
    static let context = 3

    /// The diff turning `old` into `new`, headed `--- path` and `+++ path`; empty when they are
    /// equal. Lines end at `\n` (a `\r` before it stays part of the line, as patch keeps it); a
    /// last line without one is followed by `\ No newline at end of file`.
    ///
    /// The changed lines are found by pairing lines one to one when both versions have as
    /// many (a fix-it never adds or removes a line break), else as one block between the
    /// common first and last lines: always a correct diff, if not always the shortest.
    static func render(path: String, old: String, new: String) -> String {
        let before = lines(old), after = lines(new)
        guard before != after else { return "" }
        var blocks: [(old: Range<Int>, new: Range<Int>)] = []
        if before.count == after.count {
            var index = 0
            while index < before.count {
                guard before[index] != after[index] else {
                    index += 1
                    continue
                }
                let start = index
                while index < before.count, before[index] != after[index] { index += 1 }
                blocks.append((start..<index, start..<index))
            }
        } else {
            var prefix = 0
            while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(before.count, after.count) - prefix,
                before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
            {
                suffix += 1
            }
            blocks.append((prefix..<(before.count - suffix), prefix..<(after.count - suffix)))
        }
        let name = headerName(path)
        var text = "--- \(name)\n+++ \(name)\n"
        // Blocks closer than twice the context share a hunk, as diff -u joins them.
        var first = 0
        while first < blocks.count {
            var last = first
            while last + 1 < blocks.count, blocks[last + 1].old.lowerBound - blocks[last].old.upperBound <= 2 * context
            {
                last += 1
            }
            text += hunk(blocks[first...last], before, after)
            first = last + 1
        }
        return text
    }

    /// One hunk: the blocks with the context before the first, between them and after the
    /// last. Both versions have the same lines outside the blocks, so the offset between their
    /// line numbers is fixed between two blocks.
    private static func hunk(
        _ blocks: ArraySlice<(old: Range<Int>, new: Range<Int>)>, _ before: [Line], _ after: [Line]
    ) -> String {
        guard let head = blocks.first, let tail = blocks.last else { return "" }
        let oldStart = max(0, head.old.lowerBound - context)
        let newStart = max(0, head.new.lowerBound - context)
        let oldEnd = min(before.count, tail.old.upperBound + context)
        let newEnd = min(after.count, tail.new.upperBound + context)
        var body = ""
        var oldLine = oldStart
        for block in blocks {
            for line in before[oldLine..<block.old.lowerBound] { body += show(" ", line) }
            for line in before[block.old] { body += show("-", line) }
            for line in after[block.new] { body += show("+", line) }
            oldLine = block.old.upperBound
        }
        for line in before[oldLine..<oldEnd] { body += show(" ", line) }
        return "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n" + body
    }

    /// `start,count` with a 1-based start; an empty range names the line before it, as diff does.
    private static func range(_ start: Int, _ end: Int) -> String {
        let count = end - start
        return count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    /// `path` as a header names it: as it is, or, when it holds a control, a tab, a quote, a
    /// backslash or a runner command (`##[`, `##vso[`), or starts or ends with white space, in
    /// double quotes with C escapes, the form GNU diff and git write and GNU patch and git
    /// apply read. A line break then cannot end the header and start a line of its own (a
    /// command, a `+++` that patch would read); another control, in UTF-8 bytes as octal
    /// escapes, cannot drive a terminal; each `[` is written `\133`, so no runner finds a
    /// command in the header; and patch, which skips white space before a name, keeps it.
    /// A name left as it is that holds a space is followed by a tab, as git writes it: GNU
    /// patch ends a name at a tab, else at its first white space (`a b.form.yaml` would patch
    /// a file `a`).
    static func headerName(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { scalar in
            !InertText.isControl(scalar) && scalar != "\t" && scalar != "\"" && scalar != "\\"
        }
        let padded = [path.unicodeScalars.first, path.unicodeScalars.last].contains {
            $0?.properties.isWhitespace == true
        }
        guard !plain || padded || !RunnerCommand.forms(in: path).isEmpty else {
            return path.unicodeScalars.contains { $0.properties.isWhitespace } ? path + "\t" : path
        }
        var out = "\""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "[": out += "\\133"
            default:
                guard InertText.isControl(scalar) else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                for byte in String(scalar).utf8 {
                    let octal = String(byte, radix: 8)
                    out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                }
            }
        }
        return out + "\""
    }

    private struct Line: Equatable {
        var text: Substring
        var endsWithNewline: Bool
    }

    private static func lines(_ text: String) -> [Line] {
        // By scalars: a String's characters join "\r\n" into one, which no "\n" would match.
        let scalars = text.unicodeScalars
        var lines: [Line] = []
        var start = scalars.startIndex
        while start < scalars.endIndex {
            if let newline = scalars[start...].firstIndex(of: "\n") {
                lines.append(Line(text: text[start..<newline], endsWithNewline: true))
                start = scalars.index(after: newline)
            } else {
                lines.append(Line(text: text[start...], endsWithNewline: false))
                start = scalars.endIndex
            }
        }
        return lines
    }

    private static func show(_ mark: String, _ line: Line) -> String {
        mark + line.text + (line.endsWithNewline ? "\n" : "\n\\ No newline at end of file\n")
    }
}
