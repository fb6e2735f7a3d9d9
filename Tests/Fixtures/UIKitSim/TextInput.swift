// UIKitSim text inputs: UITextField and UITextView taking and losing focus, typing, pasting and
// Return, with their delegate calls in UIKit's order. See Responder.swift for what the double is.
//
// Focus change, for both kinds (the double's model of
// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()):
// 1. a view outside a window does not take focus ("Never call this method on a view that is
//    not part of an active view hierarchy");
// 2. the new input's delegate is asked `should begin editing` ("When the user performs an action
//    that would normally initiate an editing session, the text field calls this method first to
//    see if editing should actually proceed": https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldbeginediting(_:));
// 3. the current first responder is asked to resign ("UIKit asks the current first responder to
//    resign as first responder, which it might not") and, when it does, ends editing;
// 4. a text field calls textFieldDidBeginEditing and then the keyboard posts; a text view gets
//    the keyboard's notifications first and textViewDidBeginEditing after them. Source:
//    https://craiggrummitt.com/2016/07/18/keyboards-text-views-and-first-responders/ ("when the
//    user taps on a text field, the events occur in this order: 1. textFieldDidBeginEditing
//    2. UIKeyboardWillChangeFrame … when you happen to implement a text view … the opposite order").
// Hidden and disabled views are not refused here, only taps on them (`simTap`): whether a
// programmatic becomeFirstResponder succeeds on them is not documented, so the double lets it
// and the code under test must refuse through its delegate.

import Foundation

extension UIWindow {
    /// Step 3 above: the current first responder resigns, keeping the keyboard up for the next input.
    func simResignForTransfer() -> Bool {
        guard let current = simFirstResponder else { return true }
        return current.simResign(updatingKeyboard: false)
    }
}

@MainActor open class UITextField: UIControl {
    /// `simDelegateSets` counts the assignments: a view may read which optional calls its
    /// delegate answers when the delegate is set (UIScrollView keeps the answers: "some views
    /// like UITableView cache `respondsToSelector`", RxCocoa's `DelegateProxyType.swift`), so
    /// code that changes what its delegate answers must set it again.
    weak open var delegate: (any UITextFieldDelegate)? { didSet { simDelegateSets += 1 } }
    public var simDelegateSets = 0
    open var text: String?
    open var placeholder: String?
    private var ownInputView: UIView?
    private var ownAccessoryView: UIView?
    open override var inputView: UIView? {
        get { ownInputView }
        set { ownInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { ownAccessoryView }
        set { ownAccessoryView = newValue }
    }
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry: Bool = false
    /// "The default value of this property is nil"
    /// (https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype).
    open var textContentType: UITextContentType!
    /// nil by default: the system's own rules for a generated password
    /// (https://developer.apple.com/documentation/uikit/uitextinputtraits/passwordrules).
    open var passwordRules: UITextInputPasswordRules?
    // UITextInputTraits, with the defaults Apple documents: "The default value for this property
    // is UITextAutocapitalizationType.sentences"; autocorrection `.default` ("for most input
    // methods results in autocorrection being enabled"); spell checking `.default` ("enables
    // spell-checking when autocorrection is also enabled"); smart quotes and dashes `.default`
    // ("selectively enables ... based on the keyboard type")
    // (https://developer.apple.com/documentation/uikit/uitextinputtraits).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    /// Set by a test to stand for an input method's uncommitted (marked) text.
    public var simMarkedTextRange: UITextRange?
    open var markedTextRange: UITextRange? { simMarkedTextRange }
    // UITextInput (https://developer.apple.com/documentation/uikit/uitextinput): positions are
    // UTF-16 offsets in the double; `position(from:offset:)` is nil outside the text ("If the
    // computed text position is less than 0 or greater than the length of the backing string,
    // return nil").
    open var beginningOfDocument: UITextPosition { UITextPosition(simOffset: 0) }
    open var selectedTextRange: UITextRange?
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.simOffset + offset
        return (0...((text ?? "") as NSString).length).contains(target) ? UITextPosition(simOffset: target) : nil
    }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let range = UITextRange()
        range.simStart = fromPosition.simOffset
        range.simEnd = toPosition.simOffset
        return range
    }

    open override var canBecomeFirstResponder: Bool { true }

    @discardableResult open override func becomeFirstResponder() -> Bool {
        guard let window else { return false }
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard window.simResignForTransfer() else { return false }
        window.simFirstResponder = self
        delegate?.textFieldDidBeginEditing(self)
        window.simKeyboard.focusDidChange(to: self, in: window)
        return true
    }

    @discardableResult open override func resignFirstResponder() -> Bool { simResign(updatingKeyboard: true) }

    /// Asks textFieldShouldEndEditing, then ends editing with reason `.committed`
    /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:reason:)).
    open override func simResign(updatingKeyboard: Bool) -> Bool {
        guard let window, isFirstResponder else { return true }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        window.simFirstResponder = nil
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        if updatingKeyboard { window.simKeyboard.focusDidChange(to: nil, in: window) }
        return true
    }

    /// A user's tap: ignored on a disabled control ("the control ignores touch events":
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled) or a hidden view.
    @discardableResult public func simTap() -> Bool {
        guard isEnabled, !simIsHiddenInHierarchy else { return false }
        return becomeFirstResponder()
    }

    open override func simTouchEnded() { simTap() }

    /// What the suggested edit menu holds for a long press: the double's pick of the system's
    /// actions (Paste, and AutoFill, which iOS 17 adds to the menu of a text field).
    public static let simSuggestedActions = ["Paste", "AutoFill"]

    /// A long press: the titles of the edit menu that shows, `[]` when none does. The delegate
    /// is asked for it ("Return nil to present the default system menu":
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:editmenuforcharactersin:suggestedactions:));
    /// a menu without children has nothing to show (the double's reading: no item, no menu).
    public func simEditMenu() -> [String] {
        let suggested = Self.simSuggestedActions.map { UIAction(title: $0) { _ in } }
        let range = NSRange(location: 0, length: 0)
        guard let menu = delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggested) else {
            return suggested.map(\.title)
        }
        return menu.children.map(\.title)
    }

    /// Types `text` one character at a time at the end of the text ("During typing, this
    /// parameter normally contains only the single new character that was typed":
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)).
    public func simType(_ text: String) {
        for character in text {
            simInsert(UITextAutocapitalizationType.simShifted(
                character, after: self.text ?? "", type: autocapitalizationType, keyboard: keyboardType))
        }
    }

    /// Pastes `text`: one change with all of it ("it may contain more characters if the user
    /// is pasting text", same page).
    @discardableResult public func simPaste(_ text: String) -> Bool { simInsert(text) }

    /// Only the focused field receives keys; the change happens when the delegate allows it.
    @discardableResult private func simInsert(_ string: String) -> Bool {
        guard isFirstResponder else { return false }
        let current = (text ?? "") as NSString
        let range = NSRange(location: current.length, length: 0)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) { return false }
        text = current.replacingCharacters(in: range, with: string)
        // The caret moves past what was typed: "Tells the delegate when the text selection
        // changes" (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidchangeselection(_:)).
        delegate?.textFieldDidChangeSelection(self)
        return true
    }

    /// The Return key: "The text field calls this method whenever the user taps the return button"
    /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)).
    public func simReturn() {
        guard isFirstResponder else { return }
        _ = delegate?.textFieldShouldReturn(self)
    }

    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0, cancelled = 1
    }
}

@MainActor open class UITextView: UIScrollView {
    /// Counted as `UITextField.delegate` is.
    weak open var delegate: (any UITextViewDelegate)? { didSet { simDelegateSets += 1 } }
    public var simDelegateSets = 0
    open var text: String! = ""
    open var isEditable = true
    private var ownInputView: UIView?
    private var ownAccessoryView: UIView?
    open override var inputView: UIView? {
        get { ownInputView }
        set { ownInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { ownAccessoryView }
        set { ownAccessoryView = newValue }
    }
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    // UITextInputTraits with Apple's defaults, as for UITextField above.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    public var simMarkedTextRange: UITextRange?
    open var markedTextRange: UITextRange? { simMarkedTextRange }

    open override var canBecomeFirstResponder: Bool { true }

    @discardableResult open override func becomeFirstResponder() -> Bool {
        guard let window else { return false }
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard window.simResignForTransfer() else { return false }
        window.simFirstResponder = self
        window.simKeyboard.focusDidChange(to: self, in: window)
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    @discardableResult open override func resignFirstResponder() -> Bool { simResign(updatingKeyboard: true) }

    open override func simResign(updatingKeyboard: Bool) -> Bool {
        guard let window, isFirstResponder else { return true }
        if let delegate, !delegate.textViewShouldEndEditing(self) { return false }
        window.simFirstResponder = nil
        delegate?.textViewDidEndEditing(self)
        if updatingKeyboard { window.simKeyboard.focusDidChange(to: nil, in: window) }
        return true
    }

    @discardableResult public func simTap() -> Bool {
        guard !simIsHiddenInHierarchy else { return false }
        return becomeFirstResponder()
    }

    open override func simTouchEnded() { simTap() }

    /// Types `text` one character at a time, Return as "\n"; textViewDidChange follows each
    /// accepted change (https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:)).
    public func simType(_ text: String) {
        for character in text {
            guard isFirstResponder else { return }
            let current = (self.text ?? "") as NSString
            let range = NSRange(location: current.length, length: 0)
            let typed = UITextAutocapitalizationType.simShifted(
                character, after: self.text ?? "", type: autocapitalizationType, keyboard: keyboardType)
            if let delegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: typed) { continue }
            self.text = current.replacingCharacters(in: range, with: typed)
            delegate?.textViewDidChange(self)
        }
    }
}

/// Rules for a generated password, in Apple's password rules language
/// (https://developer.apple.com/documentation/uikit/uitextinputpasswordrules).
open class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    public let passwordRulesDescriptor: String
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }
}

/// A range of a text input: UTF-16 offsets from the start in the double.
@MainActor open class UITextRange: NSObject {
    public var simStart = 0, simEnd = 0
}

/// A place in a text input: a UTF-16 offset from the start in the double.
@MainActor open class UITextPosition: NSObject {
    public let simOffset: Int
    public init(simOffset: Int) { self.simOffset = simOffset }
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters

    /// What the keyboard's shift state makes of a typed `character` after `text`: "Capitalize
    /// the first letter of each sentence" (.sentences), "... of each word" (.words), "all
    /// characters" (https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype);
    /// the double takes a sentence to start at the beginning, after a line break, or after `.`,
    /// `!` or `?` and a space, a word at the beginning or after a space or line break. "Some keyboard types don't support
    /// autocapitalization": the number pad and the phone pad
    /// (https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype).
    static func simShifted(_ character: Character, after text: String, type: Self, keyboard: UIKeyboardType) -> String {
        guard keyboard != .numberPad, keyboard != .phonePad else { return String(character) }
        let startsWord = text.isEmpty || text.last?.isWhitespace == true
        let startsSentence = text.isEmpty || text.last == "\n"
            || (startsWord && [".", "!", "?"].contains(text.trimmingCharacters(in: .whitespaces).last))
        switch type {
        case .none: return String(character)
        case .allCharacters: return character.uppercased()
        case .words: return startsWord ? character.uppercased() : String(character)
        case .sentences: return startsSentence ? character.uppercased() : String(character)
        }
    }
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, URL = 3, numberPad = 4, phonePad = 5, emailAddress = 7, decimalPad = 8
}

public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

// SDK: `optional` requirements; here requirements with UIKit's behaviour for a delegate
// that does not implement them.
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// "If you don't implement this method, the text field calls textFieldDidEndEditing(_:)
    /// instead" (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:reason:)).
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
}

@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
