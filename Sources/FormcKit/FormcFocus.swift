import Foundation

/// The field enum's API, read from its table: the focus chain, return keys, toolbar states,
/// texts. The nested names (`ProfileField.ReturnKey`, `.ValidationError`…) are FormcKit's types.
nonisolated extension FormcField {
    public typealias Access = FormcAccess
    public typealias Characters = FormcCharacters
    public typealias ReturnKey = FormcReturnKey
    public typealias ReturnAction = FormcReturnAction
    public typealias ToolbarState = FormcToolbarState
    public typealias ValidationError = FormcValidationError

    /// The field's entry in the form's table.
    public var info: FormcFieldInfo<Self> { Self.formcForm.info(self) }

    /// The focusable fields in focus order: what Previous and Next walk.
    public static var focusChain: [Self] { formcForm.focusChain }

    /// The next field in the spec's static focus chain; nil on the last field and outside the
    /// chain. The static chain is the live one only in a form without `visibleWhen:` /
    /// `enabledWhen:`: with them, ask the values (`values.next(after:)`, `focusChain`), which
    /// leave out what they hide or disable.
    public var next: Self? { info.next }

    /// The previous field in the spec's static focus chain (see `next`); nil on the first field
    /// and outside the chain. With conditions, ask the values (`values.previous(before:)`).
    public var previous: Self? { info.previous }

    /// Whether the field can take focus (visible, enabled, editable, and not a toggle).
    public var isFocusable: Bool { info.isFocusable }

    /// How the spec lets the field be edited: the reason a field is outside the chain.
    public var access: FormcAccess { info.access }

    /// Whether the field's view may begin editing: only a field of the focus chain may. A
    /// hidden, disabled or read-only field never opens a keyboard (the UIKit controller
    /// refuses `textFieldShouldBeginEditing` for it).
    public var mayBeginEditing: Bool { isFocusable && access == .editable }

    /// The characters typing or pasting may put in the field, by its keyboard.
    public var characters: FormcCharacters { info.characters }

    /// Whether replacing `range` of `text` (UTF-16 offsets, as UIKit's
    /// `shouldChangeCharactersIn` passes them) with `replacement` (typed, pasted or dictated)
    /// is allowed as it is: `acceptedText(_:replacing:in:decimalSeparator:)` is `replacement`.
    public func accepts(_ replacement: String, replacing range: NSRange, in text: String, decimalSeparator: String)
        -> Bool
    {
        acceptedText(replacement, replacing: range, in: text, decimalSeparator: decimalSeparator) == replacement
    }

    /// What replacing `range` of `text` (UTF-16 offsets, as UIKit's `shouldChangeCharactersIn`
    /// passes them) with `replacement` (typed, pasted or dictated) puts into the field, by its
    /// `characters`; nil when the change is refused. `decimalSeparator` is the user's locale's
    /// (`Locale.current.decimalSeparator`): the one the decimal pad types.
    /// A range outside the text is refused; a range inside a character is not (UIKit's offsets
    /// may fall there: deleting the vowel sign of `कि` or `กิ` removes one UTF-16 unit of it).
    /// - Any text: `replacement`.
    /// - Date and picker fields: nil, deleting too (their text comes from the picker).
    /// - Digits, decimal and phone fields: `replacement` without format characters (Unicode's
    ///   `Cf`: a number pasted from Contacts arrives wrapped in U+202D…U+202C), when every other
    ///   character is one the field's keyboard types (and a decimal keeps one separator, `.` or
    ///   `,`, and one leading minus), with full-width digits and signs made ASCII
    ///   (`FormcCharacters.normalized`); nil otherwise. Deleting is always allowed. In a decimal
    ///   field the one separator is written as the locale's (`separatorAsLocale`): `1.5` typed
    ///   on a hardware keyboard in a comma locale reads `1,5`, the number `validate()` reads.
    public func acceptedText(
        _ replacement: String, replacing range: NSRange, in text: String, decimalSeparator: String
    ) -> String? {
        let length = (text as NSString).length
        // Compared without adding, so no range (a location near `Int.max`) can overflow.
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, range.location <= length,
            range.length <= length - range.location
        else { return nil }
        switch characters {
        case .any: return replacement
        case .none: return nil
        case .digits, .phone, .decimal:
            var kept = String.UnicodeScalarView()
            kept.append(contentsOf: replacement.unicodeScalars.filter { $0.properties.generalCategory != .format })
            // Full-width digits from an input method are the digits meant (`normalized`).
            let cleaned = characters.normalized(String(kept))
            // A paste of nothing but format characters would delete the selection it replaces.
            guard !cleaned.isEmpty || replacement.isEmpty else { return nil }
            guard cleaned.allSatisfy({ characters.allows($0, decimalSeparator: decimalSeparator) }) else { return nil }
            guard characters == .decimal else { return cleaned }
            // One separator, `.` or `,`, and one minus, first: `-12,5`.
            let result = (text as NSString).replacingCharacters(in: range, with: cleaned)
            let separators = result.filter { $0 == "." || $0 == "," || String($0) == decimalSeparator }.count
            guard separators <= 1, !result.dropFirst().contains("-") else { return nil }
            return FormcCharacters.separatorAsLocale(cleaned, decimalSeparator: decimalSeparator)
        }
    }

    public var isFirst: Bool { self == Self.focusChain.first }
    public var isLast: Bool { self == Self.focusChain.last }

    /// The return key to show (`UIReturnKeyType`'s names) in the static chain; nil outside the
    /// focus chain. In a form with conditions use `returnKey(in:)` with the live chain.
    public var returnKey: FormcReturnKey? { info.returnKey }

    /// What pressing return does in the static chain; nil outside the focus chain. In a form
    /// with conditions use `returnAction(in:)` with the live chain.
    public var returnAction: FormcReturnAction? { info.returnAction }

    /// The return key to show where the field stands in `chain`, the live chain
    /// (`Values.focusChain`): as its last field, the key the spec gives the last field
    /// (spec-language.md §8.4: a computed Next becomes Done); nil outside the focus chain.
    public func returnKey(in chain: [Self]) -> FormcReturnKey? {
        chain.last == self ? info.lastReturnKey ?? info.returnKey : info.returnKey
    }

    /// What pressing return does where the field stands in `chain`, the live chain (see
    /// `returnKey(in:)`); nil outside the focus chain.
    public func returnAction(in chain: [Self]) -> FormcReturnAction? {
        chain.last == self ? info.lastReturnAction ?? info.returnAction : info.returnAction
    }

    /// The keyboard toolbar's state while this field has focus.
    public var toolbar: FormcToolbarState { info.toolbar }

    public var label: String? { info.label }

    public var placeholder: String? { info.placeholder }
}
