/// A spec the client has open: its text as the client last sent it (not what is on disk).
package struct OpenDocument: Sendable {
    package let uri: String
    /// The client's version of the text, increasing with every change.
    package private(set) var version: Int
    package private(set) var text: String
    /// Positions of `text`; rebuilt with every change.
    package private(set) var index: LineIndex

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        self.index = LineIndex(text)
    }

    /// One entry of `didChange`'s `contentChanges`: the text in `range` (LSP positions in the
    /// negotiated encoding) becomes `text`; without a range, `text` is the whole document.
    package struct Change: Sendable {
        package var range: LSPRange?
        package var text: String

        package init(range: LSPRange?, text: String) {
            self.range = range
            self.text = text
        }
    }

    /// Applies `changes` in order (each range is in the text the previous change left) and
    /// takes `version`.
    package mutating func apply(_ changes: [Change], version: Int, encoding: PositionEncoding) {
        for change in changes {
            guard let range = change.range else {
                text = change.text
                index = LineIndex(text)
                continue
            }
            let start = index.offset(of: range.start, encoding: encoding)
            let end = max(start, index.offset(of: range.end, encoding: encoding))
            // In place, in the text's UTF-8 view and in the index: rebuilding either from the
            // whole text took a tenth of a keystroke's time at 20,000 fields.
            let utf8 = text.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: index.utf8Count(0..<start))
            let to = utf8.index(from, offsetBy: index.utf8Count(start..<end))
            text.replaceSubrange(from..<to, with: change.text)
            index.replace(start..<end, with: Array(change.text.unicodeScalars))
        }
        self.version = version
    }
}
