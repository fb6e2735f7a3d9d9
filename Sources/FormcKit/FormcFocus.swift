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

    /// The next field in the focus chain; nil on the last field and outside the chain.
    public var next: Self? { info.next }

    /// The previous field in the focus chain; nil on the first field and outside the chain.
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
    /// is allowed by the field's `characters`. `decimalSeparator` is the user's locale's
    /// (`Locale.current.decimalSeparator`): the one the decimal pad types. Deleting is always
    /// allowed except in picker and date fields; a range outside the text is refused.
    public func accepts(_ replacement: String, replacing range: NSRange, in text: String, decimalSeparator: String)
        -> Bool
    {
        guard let bounds = Range(range, in: text) else { return false }
        switch characters {
        case .any: return true
        case .none: return false
        case .digits, .phone, .decimal:
            guard replacement.allSatisfy({ characters.allows($0, decimalSeparator: decimalSeparator) }) else {
                return false
            }
            guard characters == .decimal else { return true }
            let result = text.replacingCharacters(in: bounds, with: replacement)
            return result.components(separatedBy: decimalSeparator).count <= 2
        }
    }

    public var isFirst: Bool { self == Self.focusChain.first }
    public var isLast: Bool { self == Self.focusChain.last }

    /// The return key to show (`UIReturnKeyType`'s names); nil outside the focus chain.
    public var returnKey: FormcReturnKey? { info.returnKey }

    /// What pressing return does; nil outside the focus chain.
    public var returnAction: FormcReturnAction? { info.returnAction }

    /// The keyboard toolbar's state while this field has focus.
    public var toolbar: FormcToolbarState { info.toolbar }

    public var label: String? { info.label }

    public var placeholder: String? { info.placeholder }
}
