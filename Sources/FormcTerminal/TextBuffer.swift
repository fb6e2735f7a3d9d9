/// The text of one field being edited, with a cursor counted in characters (grapheme
/// clusters), so a CJK character or an emoji with a skin-tone modifier is one step.
package struct TextBuffer: Equatable, Sendable {
    package private(set) var text: String
    /// Characters before the cursor, 0...text.count.
    package private(set) var cursor: Int

    package init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// Inserts at the cursor. Scalars that join the character before (a skin-tone modifier,
    /// a combining mark, the second half of a flag) merge with it, and the cursor stays
    /// after the merged character.
    package mutating func insert(_ string: String) {
        let head = String(text.prefix(cursor)) + string
        text = head + String(text.dropFirst(cursor))
        cursor = head.count
    }

    package mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text = String(text.prefix(cursor - 1)) + String(text.dropFirst(cursor))
        cursor -= 1
    }

    package mutating func deleteForward() {
        guard cursor < text.count else { return }
        text = String(text.prefix(cursor)) + String(text.dropFirst(cursor + 1))
    }

    /// Ctrl-U: everything before the cursor.
    package mutating func deleteToStart() {
        text = String(text.dropFirst(cursor))
        cursor = 0
    }

    /// Ctrl-K: everything after the cursor.
    package mutating func deleteToEnd() {
        text = String(text.prefix(cursor))
    }

    /// Ctrl-W: the word before the cursor and the spaces after it.
    package mutating func deleteWordBackward() {
        var characters = Array(text.prefix(cursor))
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        while let last = characters.last, !last.isWhitespace { characters.removeLast() }
        text = String(characters) + String(text.dropFirst(cursor))
        cursor = characters.count
    }

    /// Option/Alt+←: to the start of the word before the cursor (spaces skipped first).
    package mutating func moveWordLeft() {
        let characters = Array(text.prefix(cursor))
        var index = characters.count
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        cursor = index
    }

    /// Option/Alt+→: to the end of the word after the cursor (spaces skipped first).
    package mutating func moveWordRight() {
        let characters = Array(text)
        var index = cursor
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        cursor = index
    }

    package mutating func moveLeft() { cursor = max(0, cursor - 1) }
    package mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    package mutating func moveHome() { cursor = 0 }
    package mutating func moveEnd() { cursor = text.count }

    package mutating func replace(with text: String) {
        self.text = text
        cursor = text.count
    }
}
