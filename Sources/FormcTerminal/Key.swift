/// One key press (or pasted text) read from the terminal, decoded from its bytes.
package enum Key: Equatable, Sendable {
    /// A printable character (a whole grapheme cluster when it arrives in one read).
    case character(Character)
    /// Text from a bracketed paste (`ESC [ 200 ~ … ESC [ 201 ~`), inserted as typed text,
    /// never read as keys. `dropped` counts the bytes past `KeyDecoder.pasteLimit` that were
    /// thrown away (0 for a paste that fit).
    case paste(String, dropped: Int = 0)
    case up, down, left, right, home, end, pageUp, pageDown
    case tab, backTab, enter, backspace, delete, escape, space
    /// A word left or right, and the word before the cursor deleted: Option/Alt+←/→ (`ESC b`,
    /// `ESC f`, as readline reads them and macOS Terminal sends them), Ctrl+←/→ and Alt+←/→
    /// (`ESC [ 1 ; 5 D`, `ESC [ 1 ; 3 C`), and Option/Alt+Backspace (`ESC DEL`).
    case wordLeft, wordRight, deleteWordBackward
    /// Control-letter combinations that the form uses: C, D, N, P, U, W, A, E, K, and L
    /// (redraw, handled by the terminal loop).
    case control(Character)
}
