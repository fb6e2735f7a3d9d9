import Foundation

#if canImport(UIKit)
    import UIKit

    /// A hardware keyboard in the UIKit controller: Tab and Shift-Tab as key commands the app's
    /// view controller hands out. Public API only, so it lives apart from the delegate methods.
    extension FormcFormController {
        /// Tab and Shift-Tab for a hardware keyboard (`FormcMove.hardwareKey`): Next and Previous
        /// along the live chain. UIKit sends a key command's action up the responder chain, which
        /// this controller is not in, so the app's view controller hands these out and passes
        /// each back to `perform(_:)`:
        ///
        ///     override var keyCommands: [UIKeyCommand]? { formController.keyCommands(action: #selector(formcKey(_:))) }
        ///     @objc func formcKey(_ command: UIKeyCommand) { formController.perform(command) }
        ///
        /// Each command wants priority over the system's behaviour (iOS 15), which would
        /// otherwise take Tab to move focus by the views' geometry, not the spec's chain. None is
        /// handed out while no field of the form is edited. Return needs no command: UIKit calls
        /// `textFieldShouldReturn(_:)` for a hardware Return, and the return action runs.
        public func keyCommands(action: Selector) -> [UIKeyCommand] {
            guard focusedField != nil else { return [] }
            let form = Field.formcForm
            return [
                (UIKeyModifierFlags(), form.word(.nextField)), (UIKeyModifierFlags.shift, form.word(.previousField))
            ].map {
                flags, title in
                let command = UIKeyCommand(input: "\t", modifierFlags: flags, action: action)
                command.discoverabilityTitle = title
                if #available(iOS 15.0, *) { command.wantsPriorityOverSystemBehavior = true }
                return command
            }
        }

        /// Performs a key command from `keyCommands(action:)`: Tab focuses the next field of the
        /// live chain and Shift-Tab the previous one, as the toolbar's buttons do; at either end
        /// of the chain, and for any other command, nothing happens.
        public func perform(_ command: UIKeyCommand) {
            guard let input = command.input, let focused = focusedField,
                let move = FormcMove.hardwareKey(input, shift: command.modifierFlags.contains(.shift))
            else { return }
            let target: Field?
            switch move {
            case .next: target = values.next(after: focused)
            case .previous: target = values.previous(before: focused)
            case .done: target = nil
            }
            if let target { focus(target) }
        }
    }
#endif
