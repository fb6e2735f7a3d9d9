import Foundation

#if canImport(UIKit)
    import UIKit

    /// What a text field, text view or other control held, of everything `FormcFormController.register` sets,
    /// before the controller first took it: the view's own settings (a storyboard's, the app's,
    /// or UIKit's defaults for a new view). A view registered for another field (a reused table
    /// or collection view cell) gets them back before the new field's are set, so nothing the
    /// previous field set and the new one does not stays behind (a picker's clear `tintColor`
    /// hides the caret of the next text field in that cell; `.newPassword` offers a strong
    /// password on a plain field); `unregister` gives them back for good. UIKit's defaults, which
    /// a view created in code holds: `keyboardType` `.default`, `returnKeyType` `.default`,
    /// `textContentType` nil, `passwordRules` nil, `isSecureTextEntry` false
    /// (https://developer.apple.com/documentation/uikit/uitextinputtraits), `placeholder` nil
    /// (https://developer.apple.com/documentation/uikit/uitextfield/placeholder), `tintColor` the
    /// superview's (https://developer.apple.com/documentation/uikit/uiview/tintcolor), no
    /// `inputView` (the system keyboard) and no `inputAccessoryView`
    /// (https://developer.apple.com/documentation/uikit/uiresponder/inputview).
    @MainActor
    struct FormcOwnTraits {
        var keyboardType: UIKeyboardType
        var returnKeyType: UIReturnKeyType
        var textContentType: UITextContentType?
        var passwordRules: UITextInputPasswordRules?
        var autocapitalizationType: UITextAutocapitalizationType
        var autocorrectionType: UITextAutocorrectionType
        var spellCheckingType: UITextSpellCheckingType
        var smartQuotesType: UITextSmartQuotesType
        var smartDashesType: UITextSmartDashesType
        var isSecureTextEntry: Bool
        var placeholder: String?
        var tintColor: UIColor?
        var inputView: UIView?
        var inputAccessoryView: UIView?
        var accessibilityIdentifier: String?
        var accessibilityLabel: String?
        var accessibilityHint: String?
        var isHidden: Bool
        /// A text view is no control: true.
        var isEnabled: Bool

        init(_ textField: UITextField) {
            keyboardType = textField.keyboardType
            returnKeyType = textField.returnKeyType
            textContentType = textField.textContentType
            passwordRules = textField.passwordRules
            autocapitalizationType = textField.autocapitalizationType
            autocorrectionType = textField.autocorrectionType
            spellCheckingType = textField.spellCheckingType
            smartQuotesType = textField.smartQuotesType
            smartDashesType = textField.smartDashesType
            isSecureTextEntry = textField.isSecureTextEntry
            placeholder = textField.placeholder
            tintColor = Self.ownTint(of: textField)
            inputView = textField.inputView
            inputAccessoryView = textField.inputAccessoryView
            accessibilityIdentifier = textField.accessibilityIdentifier
            accessibilityLabel = textField.accessibilityLabel
            accessibilityHint = textField.accessibilityHint
            isHidden = textField.isHidden
            isEnabled = textField.isEnabled
        }

        init(_ textView: UITextView) {
            keyboardType = textView.keyboardType
            returnKeyType = textView.returnKeyType
            textContentType = nil
            passwordRules = nil
            autocapitalizationType = textView.autocapitalizationType
            autocorrectionType = textView.autocorrectionType
            spellCheckingType = textView.spellCheckingType
            smartQuotesType = textView.smartQuotesType
            smartDashesType = textView.smartDashesType
            isSecureTextEntry = false
            placeholder = nil
            tintColor = nil
            inputView = nil
            inputAccessoryView = textView.inputAccessoryView
            accessibilityIdentifier = textView.accessibilityIdentifier
            accessibilityLabel = textView.accessibilityLabel
            accessibilityHint = textView.accessibilityHint
            isHidden = textView.isHidden
            isEnabled = true
        }

        /// A segmented control's, stepper's or slider's own accessibility texts and visibility; the
        /// text traits, which the controller never sets on it, are UIKit's defaults and never given
        /// back.
        init(_ control: UIControl) {
            keyboardType = .default
            returnKeyType = .default
            textContentType = nil
            passwordRules = nil
            autocapitalizationType = .sentences
            autocorrectionType = .default
            spellCheckingType = .default
            smartQuotesType = .default
            smartDashesType = .default
            isSecureTextEntry = false
            placeholder = nil
            tintColor = nil
            inputView = nil
            inputAccessoryView = nil
            accessibilityIdentifier = control.accessibilityIdentifier
            accessibilityLabel = control.accessibilityLabel
            accessibilityHint = control.accessibilityHint
            isHidden = control.isHidden
            isEnabled = control.isEnabled
        }

        /// The view's own tint, nil when it inherits one: `tintColor` never reads nil but the
        /// colour the view draws with, "the first nondefault tint color value in the view's
        /// hierarchy, … a system-defined color" when none
        /// (https://developer.apple.com/documentation/uikit/uiview/tintcolor). Given back as
        /// read, an inherited colour would become the view's own: the caret of a reused cell
        /// would keep the tint it had when first registered (the system blue of a cell not yet
        /// in a window, a dimmed grey while an alert showed) instead of following the app's.
        /// A colour that is its superview's, or the system's for a view without one, is taken
        /// as inherited; an own colour equal to it draws the same either way.
        static func ownTint(of view: UIView) -> UIColor? {
            let inherited: UIColor? = view.superview?.tintColor ?? UIView().tintColor
            return view.tintColor == inherited ? nil : view.tintColor
        }

        /// Gives `view` its own `isHidden` and `isEnabled` back. The controller calls it only where
        /// it set them (a form with conditions, or a field the spec hides or disables): otherwise
        /// they are the app's after `register`.
        func restoreVisibility(_ view: UIView) {
            view.isHidden = isHidden
            (view as? UIControl)?.isEnabled = isEnabled
        }

        /// Gives `textField` these settings back.
        func restore(_ textField: UITextField) {
            textField.keyboardType = keyboardType
            textField.returnKeyType = returnKeyType
            textField.textContentType = textContentType
            textField.passwordRules = passwordRules
            textField.autocapitalizationType = autocapitalizationType
            textField.autocorrectionType = autocorrectionType
            textField.spellCheckingType = spellCheckingType
            textField.smartQuotesType = smartQuotesType
            textField.smartDashesType = smartDashesType
            textField.isSecureTextEntry = isSecureTextEntry
            textField.placeholder = placeholder
            textField.tintColor = tintColor
            textField.inputView = inputView
            textField.inputAccessoryView = inputAccessoryView
            restoreAccessibility(textField)
        }

        /// Gives `textView` these settings back (a text view has no content type, placeholder or
        /// input view the controller sets).
        func restore(_ textView: UITextView) {
            textView.keyboardType = keyboardType
            textView.returnKeyType = returnKeyType
            textView.autocapitalizationType = autocapitalizationType
            textView.autocorrectionType = autocorrectionType
            textView.spellCheckingType = spellCheckingType
            textView.smartQuotesType = smartQuotesType
            textView.smartDashesType = smartDashesType
            textView.inputAccessoryView = inputAccessoryView
            restoreAccessibility(textView)
        }

        /// Gives `control` (a segmented control, a stepper, a slider) its accessibility texts back
        /// (its segments, range and value are the last field's).
        func restore(_ control: UIControl) {
            restoreAccessibility(control)
        }

        private func restoreAccessibility(_ view: UIView) {
            view.accessibilityIdentifier = accessibilityIdentifier
            view.accessibilityLabel = accessibilityLabel
            view.accessibilityHint = accessibilityHint
        }
    }
#endif
