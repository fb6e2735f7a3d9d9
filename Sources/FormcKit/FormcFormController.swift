import Foundation

#if canImport(UIKit)
    import UIKit

    /// Wires one form's text fields for UIKit, from the form's table (`Field.formcForm`):
    /// keyboard type, return key, content type and secure entry; one Previous/Next/Done
    /// `inputAccessoryView` toolbar; `UIDatePicker` and `UIPickerView` input views (a month
    /// field's own two wheels before iOS 17.4: `FormcMonthWheels`; a multi-select's list of
    /// options with checkmarks, `FormcChecklist`); return-key
    /// handling along the focus chain; typed and pasted text filtered by the field's keyboard;
    /// fields outside the chain refused; dismissal on a tap outside; keyboard avoidance in a
    /// scroll view; a segmented field's or yes/no question's `UISegmentedControl`, a stepper's or
    /// slider's `UIStepper` or `UISlider` and a rating's `FormcRatingControl`, outside the chain.
    /// It becomes each
    /// text field's and text view's delegate and passes every delegate call on to
    /// `textFieldDelegate` / `textViewDelegate`. A generated form names it
    /// (`ProfileFormController` is `FormcFormController<ProfileField>`). Give it each field's
    /// view by field, from code or from storyboard outlets:
    ///
    ///     controller.register(nameField, for: .name)
    ///
    /// Uses closure-based UIKit API (`UIAction`) only, so it needs no `@objc` selectors. UIKit
    /// calls the delegate methods through Objective-C, so they are all in the class body (an
    /// extension of a generic class cannot hold `@objc` members).
    @MainActor
    public final class FormcFormController<Field: FormcField>: NSObject, UITextFieldDelegate, UITextViewDelegate {
        public typealias Values = Field.Values

        /// Called by `submit()` (a `submit` return, or the app's own Save button) when the values
        /// are valid, after editing ended.
        public var onSubmit: (() -> Void)?
        /// Called when a date or picker field's text changes because its picker moved (or
        /// Choose, or filled the field when it took focus): the field, its new text, and for a picker the
        /// selected option's value per column (what the values store; empty for dates). A tap on a
        /// segmented control's segment calls it too, with the text the field shows for the option
        /// (`FormcForm.shownText(of:for:)`) and its value, and so does a registered stepper or
        /// slider that moves to another number, with the number as shown and no values (the
        /// number is in `values`), a yes/no question's tap, with Yes or No and no values, a
        /// rating's tap or swipe, with the number of stars and no values, and a tap on a
        /// multi-select's option, with the labels shown and the chosen values in the options' order.
        public var onPickerChange: ((Field, String, [String]) -> Void)?
        /// The app's own text-field delegate (an input mask, a length limit…): every
        /// `UITextFieldDelegate` call the controller receives is passed on to it, after the
        /// controller's own handling; in `shouldChangeCharactersIn` it is asked only when the
        /// controller's filter accepted the change. Held weakly, as UIKit holds delegates.
        /// A `UITextFieldDelegate` call the controller does not implement goes to it unchanged
        /// (`FormcDelegateForwarding`).
        public weak var textFieldDelegate: (any UITextFieldDelegate)? {
            didSet {
                forwardedTextFieldDelegate = textFieldDelegate
                renewDelegate(of: Array(textFields.values))
            }
        }
        /// The app's own text-view delegate, passed every `UITextViewDelegate` call the same way;
        /// the calls the controller does not implement (links, Writing Tools, the
        /// `UIScrollViewDelegate` ones) go to it unchanged. A text view reads which of them the
        /// delegate answers when it is set (the controller sets it again when this changes):
        /// keep the delegate alive while its views are registered, or set this to nil before it
        /// goes, as UIKit asks of any delegate it holds weakly.
        public weak var textViewDelegate: (any UITextViewDelegate)? {
            didSet {
                forwardedTextViewDelegate = textViewDelegate
                renewDelegate(of: Array(textViews.values))
            }
        }
        // The same delegates for `responds(to:)` and `forwardingTarget(for:)`, which the
        // Objective-C runtime may call off the main actor: weak references, read atomically.
        nonisolated(unsafe) private weak var forwardedTextFieldDelegate: (any NSObjectProtocol)?
        nonisolated(unsafe) private weak var forwardedTextViewDelegate: (any NSObjectProtocol)?
        /// The form's values as the app last set them, with each date and picker field's value
        /// recorded by the controller as its picker moves. The spec's `visibleWhen:` /
        /// `enabledWhen:` read them for Next, Previous and return, the toolbar's enabled buttons,
        /// and which registered views are hidden (`isHidden`) or disabled (`isEnabled`); a tap on a
        /// registered segmented control records its option (or a yes/no question's answer) too, a
        /// registered stepper or slider its number, a rating its stars. Set it whenever another value
        /// changes (a toggle, typed text): the toolbar on screen updates in
        /// place, with no refocus, and a focused field the values hide or disable ends editing.
        /// In a form without conditions the values decide none of this, and the controller leaves
        /// the views' `isHidden` and `isEnabled` to the app after `register`.
        public var values = Values.formcInitial {
            didSet {
                if Field.formcForm.hasConditions { applyConditions() }
                editing.follow(values)
                showMessages()
            }
        }
        /// Which fields were left, whether a submit was tried, and the app's messages: the
        /// core's editing position (`FormcEditing`), which decides the messages shown under the
        /// fields as it does in the SwiftUI view. Focus itself is `focused`, the first responder's.
        private var editing = FormcEditing<Field>()
        /// The labels the app shows each field's message in (`register(_:messageFor:)`).
        private var messageLabels: [Field: UILabel] = [:]

        /// Sets `values` and shows them in every registered view, formatted as the form formats
        /// them (`FormcForm.shownText(of:for:)`): text as is, a date in its field's format
        /// (`FormcDates`), a picker's selection through its `display` template
        /// (`FormcSources.displayText`), nothing for an empty date or picker. A picker's wheels
        /// follow on its next focus (they start at the stored value). For a draft or an edit
        /// screen: `controller.showValues(draft)`. An explicit call, not `values`'s `didSet`: the
        /// controller sets `values` itself on every keystroke and wheel move, and writing the
        /// views back then would move the caret and undo marked text. A view whose text is
        /// already the value's is left alone (its caret stays). A registered segmented control
        /// selects the stored option's segment (none without one; a yes/no question's Yes or No);
        /// a stepper or slider moves to the stored number, and its value label shows it; a rating
        /// shows the stored stars; a focused multi-select's checklist shows the stored ticks. Toggles have
        /// no registered view: set your `UISwitch.isOn` from the values.
        public func showValues(_ newValues: Values) {
            endSuggesting()
            values = newValues
            for (field, textField) in textFields { showStoredText(of: field, in: textField, reused: true) }
            for (field, textView) in textViews { showStoredText(of: field, in: textView, reused: true) }
            for (field, control) in segmentedControls { showSegment(of: field, in: control) }
            for (field, control) in quantityControls { showQuantity(of: field, in: control) }
            for (field, control) in ratingControls { showRating(of: field, in: control) }
            // A focused date or picker field shows its new value on its wheels now.
            if let field = focused, let textField = textFields[field], textField.inputView != nil {
                startPicker(of: field, in: textField)
            }
        }

        private var textFields: [Field: UITextField] = [:]
        private var textViews: [Field: UITextView] = [:]
        private var segmentedControls: [Field: UISegmentedControl] = [:]
        /// Each stepper's `UIStepper` or slider's `UISlider`, and the label a slider shows its
        /// number in (`register(_:for:valueLabel:)`).
        private var quantityControls: [Field: UIControl] = [:]
        private var valueLabels: [Field: UILabel] = [:]
        /// Each rating's `FormcRatingControl` (`register(_:for:)`).
        private var ratingControls: [Field: FormcRatingControl] = [:]
        /// True while the controller itself sets a stepper's or slider's `value`: a `.valueChanged`
        /// UIKit might send for it is no person's move (`quantityChanged(_:)`).
        private var showingQuantity = false
        private var pickerModels: [Field: FormcPickerModel<Field>] = [:]
        /// Each multi-select's checklist, its text field's input view.
        private var checklists: [Field: FormcChecklist] = [:]
        private var datePickers: [Field: UIDatePicker] = [:]
        /// A month field's wheels where UIKit's own month picker is not used (`makeInputView`).
        private var monthModels: [Field: FormcMonthPickerModel] = [:]
        /// Whether a month field takes UIKit's own month-and-year wheels where the system has them
        /// (iOS 17.4); false: FormcKit's two wheels on every system (a test's choice).
        var usesSystemMonthPicker = true
        /// The labels the app shows each field's help in (`register(helpLabel:for:)`).
        private var helpLabels: [Field: UILabel] = [:]
        /// Each held view's own settings, by the field it shows (`FormcOwnTraits`).
        private var ownTraits: [Field: FormcOwnTraits] = [:]
        private var focused: Field?
        /// A pass-through bar on iOS 26 (`FormcAccessoryToolbar`), 44 points tall from the start, as
        /// IQKeyboardManager's and Eureka's are: a zero-frame accessory toolbar lays its content out
        /// at height 0 first and logs unsatisfiable `_UIToolbarContentView` constraints. UIKit sizes
        /// an input accessory's width to the keyboard's.
        private let toolbar: UIToolbar = FormcAccessoryToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        private var previousItem: UIBarButtonItem?
        private var nextItem: UIBarButtonItem?
        private var titleItem: UIBarButtonItem?
        /// The spec's toolbar items, and the Choose item shown among them (before Done) while an
        /// empty date or picker field shows its wheels' suggestion (`suggest(_:)`).
        private var layoutItems: [UIBarButtonItem] = []
        private var chooseItem: UIBarButtonItem?
        /// The date or picker field whose empty text field shows what its wheels suggest as its
        /// placeholder, and the placeholder it had before, given back when the suggestion goes.
        private var suggesting: (field: Field, placeholder: String?)?
        private let observers = FormcObserverBag()
        private weak var avoidingScrollView: UIScrollView?
        /// The scroll view's own bottom insets (content, indicator), saved when the keyboard first
        /// covers it and given back when it no longer does: an app's inset for a bottom button bar
        /// survives the keyboard.
        private var appInsets: (content: CGFloat, indicator: CGFloat)?
        /// The bottom insets the controller set last: an inset that differs when it next looks
        /// was set by the app meanwhile, and becomes the app's own.
        private var appliedInsets: (content: CGFloat, indicator: CGFloat)?
        /// The last docked or floating keyboard frame (screen coordinates), nil while hidden: a
        /// focus change re-scrolls with it, since the keyboard posts nothing when its frame stays.
        private var keyboardFrame: CGRect?
        /// The tap recognizers' delegates (a recognizer holds its delegate weakly).
        private var tapFilters: [FormcTapOutside] = []

        /// Whether UIKit draws the iOS 26 design in this app (`FormcSystemDesign.current`: the
        /// system, the Info.plist's `UIDesignRequiresCompatibility`, the SDK the app was linked
        /// against). Only then does a tap between the keyboard toolbar's items go through to the
        /// content behind its clear glass; in compatibility mode the bar is opaque and keeps it.
        /// A test gives its own.
        public var systemDesign = FormcSystemDesign.current {
            didSet { (toolbar as? FormcAccessoryToolbar)?.passesTouchesThrough = systemDesign.isInEffect }
        }

        /// The current time, read for today's date (a `max: today` bound, the day a date picker
        /// starts at when the field is empty): `Date()`; a test gives a fixed instant.
        public var clock: () -> Date = { Date() }

        /// Points kept between the focused field and the keyboard (`keyboardDistance`, default 10).
        public static var keyboardDistance: CGFloat { FormcKeyboardAvoidance<Field>.distance }

        public override init() {
            super.init()
            toolbar.autoresizingMask = .flexibleWidth
            editing.follow(values)
            (toolbar as? FormcAccessoryToolbar)?.passesTouchesThrough = systemDesign.isInEffect
            buildToolbar()
        }

        /// Sets each of `views`' delegate again where it is the controller: a view may read which
        /// optional calls its delegate answers only when the delegate is set (UIScrollView, and so
        /// UITextView, keeps the answers: "some views like UITableView cache
        /// `respondsToSelector`", RxCocoa's `DelegateProxyType`,
        /// https://github.com/ReactiveX/RxSwift/blob/main/RxCocoa/Common/DelegateProxyType.swift),
        /// so the app's delegate set or changed after `register` is asked from now on.
        private func renewDelegate(of views: [UIView]) {
            for view in views {
                if let textField = view as? UITextField, textField.delegate === self {
                    textField.delegate = nil
                    textField.delegate = self
                } else if let textView = view as? UITextView, textView.delegate === self {
                    textView.delegate = nil
                    textView.delegate = self
                }
            }
        }

        #if canImport(ObjectiveC)
            // MARK: Forwarding what the controller does not implement

            /// A delegate call the controller does not implement, and the app's delegate does, is
            /// one the controller answers for (`FormcDelegateForwarding`).
            public nonisolated override func responds(to selector: Selector!) -> Bool {
                super.responds(to: selector) || forwardingTarget(for: selector) != nil
            }

            /// The app's delegate, for a call the controller does not implement and it does.
            public nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
                guard let selector, !super.responds(to: selector) else { return nil }
                let target: (any NSObjectProtocol)?
                switch FormcDelegateForwarding.target(ofSelector: NSStringFromSelector(selector)) {
                case .textField?: target = forwardedTextFieldDelegate
                case .textView?: target = forwardedTextViewDelegate
                case nil: target = nil
                }
                guard let target, target.responds(to: selector) else { return nil }
                return target
            }
        #endif

        // MARK: Registering fields

        /// Takes over `textField` for `field`: sets its keyboard, return key, content type, text
        /// traits, secure entry, toolbar, input view and accessibility (identifier: the field id;
        /// label: the spec's label; hint: its placeholder when it has a label too), and becomes
        /// its delegate. A disabled field is `isEnabled = false`, a hidden one `isHidden = true`;
        /// neither, nor a read-only one, may begin editing. A view registered before for another
        /// field (a reused table or collection view cell) now belongs to `field` only; a view
        /// registered before for `field` is released (`unregister(_:)`).
        public func register(_ textField: UITextField, for field: Field) {
            if let previous = view(of: field), previous !== textField { unregister(previous) }
            let own = adopt(textField, for: field) { FormcOwnTraits(textField) }
            if let own { own.restore(textField) }
            textFields[field] = textField
            textField.delegate = self
            showStoredText(of: field, in: textField, reused: own != nil)
            show(field, in: textField)
            describe(field, in: textField)
            let info = field.info
            if let input = info.input {
                textField.keyboardType = FormcUIKitTraits.keyboardType(input.keyboardType)
                if let name = input.contentType, let type = FormcUIKitTraits.contentType(named: name) {
                    textField.textContentType = type
                    // Strong-password AutoFill makes a password that meets the spec's rules, as far
                    // as Apple's rules language says them (`FormcPasswordRules`).
                    if type == .newPassword, let rules = FormcPasswordRules(info.check).descriptor {
                        textField.passwordRules = UITextInputPasswordRules(descriptor: rules)
                    }
                }
                let traits = FormcUIKitTraits.TextTraits(input)
                textField.autocapitalizationType = traits.autocapitalization
                textField.autocorrectionType = traits.autocorrection
                textField.spellCheckingType = traits.spellChecking
                textField.smartQuotesType = traits.smartQuotes
                textField.smartDashesType = traits.smartDashes
            }
            if let key = values.returnKey(of: field) { textField.returnKeyType = FormcUIKitTraits.returnKeyType(key) }
            textField.isSecureTextEntry = info.input?.isSecure ?? false
            if let placeholder = field.placeholder { textField.placeholder = placeholder }
            if Field.formcForm.toolbar.isShown, field.isFocusable { textField.inputAccessoryView = toolbar }
            if let inputView = makeInputView(for: field) {
                textField.inputView = inputView
                // A field whose text comes from a picker shows no caret or selection.
                textField.tintColor = .clear
            }
            showMessage(for: field, own: values.validate(now: clock()))
            // A field registered while it has focus shows its new keyboard and toolbar now, and
            // is the field being edited (Next goes on from it; a date or picker starts its wheels).
            // Registered again for the field it has (a cell reconfigured in place), its new
            // wheels start at the value, as on focus, not at today or the first row.
            if textField.isFirstResponder {
                if focused != field, !values.mayBeginEditing(field) {
                    textField.resignFirstResponder()
                } else {
                    if focused != field { didBeginEditing(field) }
                    startPicker(of: field, in: textField)
                }
                textField.reloadInputViews()
            }
        }

        /// A registered view shows `field`'s stored value (`FormcForm.shownText(of:for:)`), and a
        /// view that showed another field before (`reused`: a table cell) never keeps that
        /// field's text, which its first edit would record as this field's answer (a password
        /// shown in clear in the next field, a date in a name). A new view the app filled itself
        /// keeps its text while the field has no value. `showValues` writes every view as
        /// `reused` does. A view already showing the text is left alone (its caret stays).
        private func showStoredText(of field: Field, in view: UIView, reused: Bool) {
            guard let shown = Field.formcForm.shownText(of: values.formcValue(of: field), for: field),
                reused || !shown.isEmpty
            else { return }
            if let textField = view as? UITextField, textField.text != shown {
                textField.text = shown
            } else if let textView = view as? UITextView, textView.text != shown {
                textView.text = shown
            }
        }

        /// Takes over `textView` (a multiline field) for `field`, like `register(_:for:)` does a
        /// text field. Return inserts a line break; the toolbar moves focus.
        public func register(_ textView: UITextView, for field: Field) {
            if let previous = view(of: field), previous !== textView { unregister(previous) }
            let own = adopt(textView, for: field) { FormcOwnTraits(textView) }
            if let own { own.restore(textView) }
            textViews[field] = textView
            textView.delegate = self
            showStoredText(of: field, in: textView, reused: own != nil)
            show(field, in: textView)
            describe(field, in: textView)
            textView.keyboardType = .default
            textView.returnKeyType = .default
            if let input = field.info.input {
                let traits = FormcUIKitTraits.TextTraits(input)
                textView.autocapitalizationType = traits.autocapitalization
                textView.autocorrectionType = traits.autocorrection
                textView.spellCheckingType = traits.spellChecking
                textView.smartQuotesType = traits.smartQuotes
                textView.smartDashesType = traits.smartDashes
            }
            if Field.formcForm.toolbar.isShown, field.isFocusable { textView.inputAccessoryView = toolbar }
            showMessage(for: field, own: values.validate(now: clock()))
            if textView.isFirstResponder, focused != field {
                if values.mayBeginEditing(field) { didBeginEditing(field) } else { textView.resignFirstResponder() }
            }
        }

        // MARK: Segmented controls

        /// Takes over `control` for `field`, a segmented field (`kind: segmented`,
        /// `FormcFieldInfo.isSegmented`): its segments become the field's, one per option of its
        /// source in the source's order, titled with the option's label (`FormcForm.segments(of:)`),
        /// in place of any it had; it selects the stored option's segment, or none
        /// (`UISegmentedControl.noSegment`) while the field has no value or one that is no option.
        /// A tap on a segment stores its option in `values` (`.option(value)`), which does what any
        /// value change does (the conditions hide, show, enable and disable the registered views,
        /// the messages and the focused field's toolbar follow), and calls `onPickerChange`. It takes
        /// no focus: no keyboard, input view or toolbar, and Next and Previous pass it by.
        /// Accessibility as for a text field (identifier: the field id; label: the spec's label;
        /// hint: its hint, or the message shown). A disabled field is `isEnabled = false`, and so is
        /// a read-only one (a tap would change it), a hidden one `isHidden = true`. A control
        /// registered before for another field (a reused cell) now belongs to `field` only; a view
        /// registered before for `field` is released (`unregister(_:)`).
        ///
        /// A yes/no question (`kind: yesNo`) takes a segmented control too: two segments, Yes and
        /// No (formc's words, `Formc.yes` and `Formc.no` in the form's catalog, in the language
        /// shown), neither selected (`UISegmentedControl.noSegment`, "A segment index value
        /// indicating that there's no selected segment",
        /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment) until the
        /// question is answered; a tap on Yes stores `.yesNo(true)`, on No `.yesNo(false)`. A
        /// control cannot take an answer back: an app that lets a person do so sets the values
        /// (`showValues`). Does nothing for a field that is neither segmented nor a yes/no question.
        public func register(_ control: UISegmentedControl, for field: Field) {
            guard field.info.isSegmented || field.info.value == .yesNo else { return }
            if let previous = view(of: field), previous !== control { unregister(previous) }
            let own = adopt(control, for: field) { FormcOwnTraits(control) }
            if let own { own.restore(control) }
            segmentedControls[field] = control
            // "Removes all segments of the segmented control"
            // (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/removeallsegments()),
            // then one per option, each "just before the designated one": at the end
            // (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)).
            control.removeAllSegments()
            for (index, option) in Field.formcForm.segments(of: field).enumerated() {
                control.insertSegment(withTitle: option.label, at: index, animated: false)
            }
            showSegment(of: field, in: control)
            // One action, whichever field the control shows: "UIActions are uniqued based on their
            // identifier, and subsequent actions with the same identifier replace previously added
            // actions" (https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)),
            // so a control registered again adds none, and the action reads the control's field
            // when it runs.
            control.addAction(
                UIAction(identifier: Self.segmentAction) { [weak self, weak control] _ in
                    guard let self, let control else { return }
                    self.segmentChanged(control)
                }, for: .valueChanged)
            show(field, in: control)
            describe(field, in: control)
            showMessage(for: field, own: values.validate(now: clock()))
        }

        /// The identifier of the controller's `.valueChanged` action on a segmented control.
        private static var segmentAction: UIAction.Identifier { UIAction.Identifier(rawValue: "formc.segmentChanged") }

        /// `control` selects `field`'s stored option's segment, or none. Setting
        /// `selectedSegmentIndex` in code sends no `.valueChanged`, which UIKit sends "when the
        /// user touches a segment to change the selection"
        /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex):
        /// showing a value records nothing.
        private func showSegment(of field: Field, in control: UISegmentedControl) {
            control.selectedSegmentIndex =
                Field.formcForm.segmentIndex(of: values.formcValue(of: field), for: field)
                ?? UISegmentedControl.noSegment
        }

        /// A tap on a segment (`.valueChanged`): the field takes the segment's option, or a yes/no
        /// question its answer. The controller owns the control's input, as a picker's, so the
        /// conditions, the messages and the toolbar follow without the app's help (`values`'s
        /// `didSet`).
        private func segmentChanged(_ control: UISegmentedControl) {
            guard let field = field(of: control),
                let value = Field.formcForm.segmentValue(at: control.selectedSegmentIndex, for: field)
            else { return }
            values.formcSet(field, to: value)
            let shown = Field.formcForm.shownText(of: value, for: field) ?? ""
            switch value {
            case .option(let chosen?): onPickerChange?(field, shown, [chosen])
            case .yesNo(.some): onPickerChange?(field, shown, [])
            case .text, .date, .option, .path, .toggle, .integer, .real, .rating, .yesNo, .selection: break
            }
        }

        // MARK: Steppers and sliders

        /// Takes over `stepper` for `field`, a stepper or slider field (`kind: stepper`,
        /// `FormcFieldInfo.quantity`): its `minimumValue`, `maximumValue` and `stepValue` become the
        /// field's (`FormcQuantitySettings.bounds` and `increment`; 1 without a step, since
        /// `stepValue` "Must be numerically greater than 0",
        /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue), `wraps` is false
        /// (the range ends at its ends: "the stepper doesn't increment beyond maximumValue nor does
        /// it decrement below minimumValue", https://developer.apple.com/documentation/uikit/uistepper/wraps;
        /// `autorepeat` and `isContinuous` stay the app's), and its `value` the stored number. A
        /// tap on − or + stores the new number in `values`, on the step
        /// (`FormcForm.quantityValue(_:for:)`), which does what any value change does (conditions,
        /// messages, the focused field's toolbar), and calls `onPickerChange`. VoiceOver reads the
        /// number as it is shown (`accessibilityValue`, which a `UIStepper` leaves empty) after
        /// the spec's label, as a text field's (identifier: the field id; hint: the spec's hint or
        /// the message shown). It takes no focus, as a segmented control does not; hidden,
        /// disabled and read-only as a segmented control is (`isHidden`, `isEnabled`). A control
        /// registered before for another field now belongs to `field` only; a view registered
        /// before for `field` is released (`unregister(_:)`). Does nothing for a field that is no
        /// stepper or slider.
        public func register(_ stepper: UIStepper, for field: Field) {
            guard let settings = Self.quantity(of: field) else { return }
            adoptQuantity(stepper, for: field, valueLabel: nil)
            // The minimum first: "If you set a maximum or minimum value that would break this
            // invariant, both values are set to the new value"
            // (https://developer.apple.com/documentation/uikit/uistepper), so whatever range the
            // stepper had, the maximum set after it leaves both the field's.
            stepper.minimumValue = settings.bounds.lowerBound
            stepper.maximumValue = settings.bounds.upperBound
            stepper.stepValue = settings.increment ?? 1
            stepper.wraps = false
            completeQuantity(stepper, for: field)
        }

        /// Takes over `slider` for `field` as `register(_:for:)` does a stepper: its `minimumValue`
        /// and `maximumValue` become the field's range and its `value` the stored number
        /// (`isContinuous` stays the app's). A move stores the slider's number rounded to the
        /// nearest step and clamped (`FormcForm.quantityValue(_:for:)`; a continuous slider's as
        /// the shortest decimal of its `Float`, `FormcQuantitySettings.number(_:)`), and the thumb
        /// goes to the number stored. VoiceOver reads the number as shown in place of the
        /// percentage a `UISlider` says by default ("VoiceOver is going to read “50%. Adjustable.”",
        /// https://d-ronnqvist.github.io/accessible-sliders-and-adjustable-controls). `valueLabel`,
        /// the label the app shows the number in beside the slider, shows it as the field formats
        /// it (`FormcForm.shownText(of:for:)`) and is no accessibility element: the slider says it.
        public func register(_ slider: UISlider, for field: Field, valueLabel: UILabel? = nil) {
            guard let settings = Self.quantity(of: field) else { return }
            adoptQuantity(slider, for: field, valueLabel: valueLabel)
            // The minimum first, as for a stepper: "If you set the minimum value to a value larger
            // than the maximum, the slider updates the maximum value to equal the minimum"
            // (https://developer.apple.com/documentation/uikit/uislider/minimumvalue).
            slider.minimumValue = Float(settings.bounds.lowerBound)
            slider.maximumValue = Float(settings.bounds.upperBound)
            completeQuantity(slider, for: field)
        }

        /// The identifier of the controller's `.valueChanged` action on a stepper or slider.
        private static var quantityAction: UIAction.Identifier {
            UIAction.Identifier(rawValue: "formc.quantityChanged")
        }

        /// A stepper's or slider's settings; nil for any other field (a rating has settings too,
        /// but no number until one is chosen: `FormcRatingControl` shows it).
        private static func quantity(of field: Field) -> FormcQuantitySettings? {
            let info = field.info
            guard info.value == .integer || info.value == .real else { return nil }
            return info.quantity
        }

        /// Holds `control` (and `valueLabel`) for `field`, as `register` holds any view: the
        /// field's view before it released, the control's own settings read or brought back.
        private func adoptQuantity(_ control: UIControl, for field: Field, valueLabel: UILabel?) {
            if let previous = view(of: field), previous !== control { unregister(previous) }
            let own = adopt(control, for: field) { FormcOwnTraits(control) }
            if let own { own.restore(control) }
            quantityControls[field] = control
            valueLabels[field] = valueLabel
            // As a message label: what it shows, the control says.
            valueLabel?.isAccessibilityElement = false
        }

        /// What a stepper and a slider get alike once their range is set: the stored number, one
        /// identified `.valueChanged` action (a control registered again adds none: "subsequent
        /// actions with the same identifier replace previously added actions",
        /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)), the
        /// conditions, the texts VoiceOver reads and the message.
        private func completeQuantity(_ control: UIControl, for field: Field) {
            showQuantity(of: field, in: control)
            control.addAction(
                UIAction(identifier: Self.quantityAction) { [weak self, weak control] _ in
                    guard let self, let control else { return }
                    self.quantityChanged(control)
                }, for: .valueChanged)
            show(field, in: control)
            describe(field, in: control)
            showMessage(for: field, own: values.validate(now: clock()))
        }

        /// `control` at `field`'s stored number (UIKit clamps one outside its range to the range:
        /// https://developer.apple.com/documentation/uikit/uistepper/value,
        /// https://developer.apple.com/documentation/uikit/uislider/value), which its
        /// `accessibilityValue` and value label say as the field shows it. A `UIStepper` "sends
        /// the valueChanged flag" "When the value changes"
        /// (https://developer.apple.com/documentation/uikit/uistepper/value), which Apple's
        /// catalogue says it does "when the user interacts" with it: should a value set here send
        /// one, `showingQuantity` keeps it from being recorded as a person's move.
        private func showQuantity(of field: Field, in control: UIControl) {
            let value = values.formcValue(of: field)
            guard let number = value.number else { return }
            showingQuantity = true
            defer { showingQuantity = false }
            if let stepper = control as? UIStepper {
                stepper.value = number
            } else if let slider = control as? UISlider {
                slider.value = Float(number)
            }
            let text = Field.formcForm.shownText(of: value, for: field) ?? ""
            control.accessibilityValue = text
            valueLabels[field]?.text = text
        }

        /// A person's move (`.valueChanged`): the field takes the control's number on its step, the
        /// control shows the number taken (a slider's thumb goes to the step), and
        /// `onPickerChange` hears it when the number changed (a slider sends `.valueChanged` for
        /// every move of the thumb, within one step too).
        private func quantityChanged(_ control: UIControl) {
            guard !showingQuantity, let field = field(of: control) else { return }
            let moved: Double
            if let stepper = control as? UIStepper {
                moved = stepper.value
            } else if let slider = control as? UISlider {
                moved = FormcQuantitySettings.number(slider.value)
            } else {
                return
            }
            guard let value = Field.formcForm.quantityValue(moved, for: field) else { return }
            let changed = value != values.formcValue(of: field)
            if changed { values.formcSet(field, to: value) }
            showQuantity(of: field, in: control)
            if changed { onPickerChange?(field, Field.formcForm.shownText(of: value, for: field) ?? "", []) }
        }

        // MARK: Ratings

        /// Takes over `control` for `field`, a rating (`kind: rating`): its `range` becomes the
        /// field's (`FormcQuantitySettings.ratingRange`: 1...5 is five stars, 0...10 a scale of
        /// numbers), its `value` the stored stars (none while the field has none), and what
        /// VoiceOver reads as its value the form's words ("3 of 5", "not rated":
        /// `FormcForm.spokenRating(_:for:)`, in the language shown). A tap on a star, or
        /// VoiceOver's swipe up or down (`accessibilityIncrement()`, `accessibilityDecrement()`),
        /// stores the stars in `values` (`.rating`), which does what any value change does
        /// (conditions, messages, the focused field's toolbar), and calls `onPickerChange` with the
        /// number and no values. VoiceOver reads the control as one adjustable element named with
        /// the spec's label (`, required` when it is: a required rating fails while none is chosen),
        /// identified by the field id, with the spec's hint or the message shown. It takes no
        /// focus; hidden, disabled and read-only as a segmented control is (`isHidden`,
        /// `isEnabled`). A control registered before for another field now belongs to `field`
        /// only; a view registered before for `field` is released (`unregister(_:)`). Does nothing
        /// for a field that is no rating.
        public func register(_ control: FormcRatingControl, for field: Field) {
            let info = field.info
            guard info.value == .rating else { return }
            if let previous = view(of: field), previous !== control { unregister(previous) }
            let own = adopt(control, for: field) { FormcOwnTraits(control) }
            if let own { own.restore(control) }
            ratingControls[field] = control
            let settings = info.quantity ?? FormcQuantitySettings(control: .rating, minimum: 1, maximum: 5, step: 1)
            control.range = settings.ratingRange
            control.spokenValue = { Field.formcForm.spokenRating($0, for: field) }
            showRating(of: field, in: control)
            // One action however often it is registered (identified, as a stepper's).
            control.addAction(
                UIAction(identifier: Self.ratingAction) { [weak self, weak control] _ in
                    guard let self, let control else { return }
                    self.ratingChanged(control)
                }, for: .valueChanged)
            show(field, in: control)
            describe(field, in: control)
            showMessage(for: field, own: values.validate(now: clock()))
        }

        /// The identifier of the controller's `.valueChanged` action on a rating.
        private static var ratingAction: UIAction.Identifier { UIAction.Identifier(rawValue: "formc.ratingChanged") }

        /// `control` shows `field`'s stored stars (a value set in code: the control sends nothing).
        private func showRating(of field: Field, in control: FormcRatingControl) {
            guard case .rating(let stars) = values.formcValue(of: field) else { return }
            control.value = stars
        }

        /// A person's tap or swipe (`.valueChanged`): the field takes the control's stars.
        private func ratingChanged(_ control: FormcRatingControl) {
            guard let field = field(of: control) else { return }
            let value = FormcValue.rating(control.value)
            guard value != values.formcValue(of: field) else { return }
            values.formcSet(field, to: value)
            onPickerChange?(field, Field.formcForm.shownText(of: value, for: field) ?? "", [])
        }

        // MARK: Messages

        /// Shows `field`'s validation message in `label` (a `UILabel` the app lays out under the
        /// field, in code or a storyboard), as the SwiftUI view shows it under the row: formc's
        /// own once the field was left or a submit was tried, the app's (`showErrors(_:)`) at
        /// once; the label is hidden (`isHidden`) while there is none. VoiceOver reads the
        /// message on the field it is about, as its `accessibilityHint` (in place of the
        /// placeholder hint), and not again as a loose line: the label is no accessibility element
        /// (`isAccessibilityElement = false`: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement,
        /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint:
        /// "the results of performing an action on an accessibility element"). The label's font
        /// and colour are the app's. A label registered before for `field` is left as it is.
        public func register(_ label: UILabel, messageFor field: Field) {
            messageLabels[field] = label
            label.isAccessibilityElement = false
            showMessage(for: field, own: values.validate(now: clock()))
        }

        /// The message shown for `field` now (`FormcEditing.message(for:errors:)`); nil when none
        /// is: for an app that shows messages its own way.
        public func message(for field: Field) -> String? {
            editing.message(for: field, errors: values.validate(now: clock()))
        }

        // MARK: Help and footers

        /// `field`'s help (the spec's `help:`, the text shown under the field for everyone) in the
        /// language shown (`FormcFieldInfo.help`, looked up in the form's catalog); nil when the
        /// spec gives none: for an app that shows it its own way.
        public func help(of field: Field) -> String? { Field.formcForm.info(field).help }

        /// The footer of the spec's section `number` (1-based, in the spec's order:
        /// `FormcSection.number`) in the language shown (`FormcForm.footer(ofSection:)`): a table
        /// view's `tableView(_:titleForFooterInSection:)`, or a label under the group; nil for a
        /// section without one.
        public func footer(ofSection number: Int) -> String? { Field.formcForm.footer(ofSection: number) }

        /// Shows `field`'s help (`help(of:)`) in `label`, a `UILabel` the app lays out under the
        /// field. FormcKit makes no label and places none: a UIKit form's views are the app's own
        /// (a storyboard, a table cell, its layout and fonts), and the controller only wires the
        /// views it is given, as it does the message label (`register(_:messageFor:)`). It sets
        /// the label's text, and hides it (`isHidden`) while the field is hidden (the spec's
        /// `hidden: true`, a `visibleWhen:` the values fail) or has no help. Unlike the message
        /// label, it stays an accessibility element: VoiceOver reads it as it shows, after the
        /// field, as in the SwiftUI row. A label registered before for `field` is left as it is.
        public func register(helpLabel label: UILabel, for field: Field) {
            helpLabels[field] = label
            showHelp(of: field, in: label, hidden: values.conditionState().hidden)
        }

        /// `field`'s help in `label`, hidden with the field (`hidden`: the fields hidden now).
        private func showHelp(of field: Field, in label: UILabel, hidden: Set<Field>) {
            let help = help(of: field)
            label.text = help
            label.isHidden = help == nil || hidden.contains(field)
        }

        /// Puts the app's `messages` under their fields (a server's answer, keyed by field: "This
        /// username is taken"), shown like formc's own, in place of any it gave before; each
        /// stays until the person changes that field's value, and `submit()` counts it as a
        /// problem meanwhile. The first of them in the chain's order takes focus, and VoiceOver
        /// says it (`FormcForm.announcement(for:)`). An empty dictionary clears them.
        public func showErrors(_ messages: [Field: String]) {
            let first = editing.show(messages, for: values)
            showMessages()
            guard let first else { return }
            focus(first)
            let problems = [first: FormcValidationError.described(messages[first] ?? "")]
            if let announcement = Field.formcForm.announcement(for: problems) {
                FormcAnnouncement.post(announcement)
            }
        }

        /// Every held field's message, worked out with one validation of the values.
        private func showMessages() {
            guard
                !textFields.isEmpty || !textViews.isEmpty || !segmentedControls.isEmpty || !quantityControls.isEmpty
                    || !ratingControls.isEmpty || !messageLabels.isEmpty
            else { return }
            let own = values.validate(now: clock())
            var fields = Set(textFields.keys).union(textViews.keys)
            fields.formUnion(segmentedControls.keys)
            fields.formUnion(quantityControls.keys)
            fields.formUnion(ratingControls.keys)
            fields.formUnion(messageLabels.keys)
            for field in fields { showMessage(for: field, own: own) }
        }

        /// `field`'s message in its label and as its view's hint; `own` is `values.validate()`.
        private func showMessage(for field: Field, own: [Field: FormcValidationError]) {
            let message = editing.message(for: field, errors: own)
            if let label = messageLabels[field] {
                label.text = message
                label.isHidden = message == nil
            }
            if let view = view(of: field) {
                view.accessibilityHint = message ?? Field.formcForm.spokenHint(of: field)
            }
        }

        /// Gives `view` back to the app, found by identity (a cell's text field about to be
        /// reused): the controller stops being its delegate, takes back its toolbar, input view
        /// and accessibility texts, and forgets which field it showed. The field stays in the
        /// chain; `focus(_:)` on it does nothing until a view is registered for it again. Does
        /// nothing for a view the controller does not hold.
        public func unregister(_ view: UIView) {
            guard let field = field(of: view) else { return }
            if suggesting?.field == field { endSuggesting() }
            let own = ownTraits.removeValue(forKey: field)
            forget(view)
            if focused == field { focused = nil }
            // Every trait the controller set goes back to what the view held before it came
            // (`FormcOwnTraits`): its toolbar, input view, caret colour, content type, password
            // rules, placeholder and accessibility texts.
            if let textField = view as? UITextField {
                if textField.delegate === self { textField.delegate = nil }
                own?.restore(textField)
            } else if let textView = view as? UITextView {
                if textView.delegate === self { textView.delegate = nil }
                own?.restore(textView)
            } else if let control = view as? UISegmentedControl {
                // Its segments stay: the app's view shows what it last showed.
                control.removeAction(identifiedBy: Self.segmentAction, for: .valueChanged)
                own?.restore(control)
            } else if let control = view as? UIControl, view is UIStepper || view is UISlider {
                // Its range and number stay, as a segmented control's segments do; the spoken number
                // goes, so UIKit's own comes back (nil is "no value" to VoiceOver: UIKit's default).
                control.removeAction(identifiedBy: Self.quantityAction, for: .valueChanged)
                control.accessibilityValue = nil
                own?.restore(control)
            } else if let control = view as? FormcRatingControl {
                // Its range and stars stay; its own English words speak again.
                control.removeAction(identifiedBy: Self.ratingAction, for: .valueChanged)
                control.spokenValue = nil
                own?.restore(control)
            }
            if let own, setsVisibility(of: field) { own.restoreVisibility(view) }
            pickerModels[field] = nil
            checklists[field] = nil
            datePickers[field] = nil
            monthModels[field] = nil
        }

        /// Takes `view` for `field`: its own settings (`FormcOwnTraits`) come with it from the
        /// field it showed before, or are read now (`read`) the first time the controller holds
        /// it. Answers them when the view showed another field, whose settings they must replace
        /// before `field`'s are set; nil otherwise.
        private func adopt(_ view: UIView, for field: Field, read: () -> FormcOwnTraits) -> FormcOwnTraits? {
            let previous = self.field(of: view)
            let own = previous.flatMap { ownTraits.removeValue(forKey: $0) } ?? read()
            forget(view)
            ownTraits[field] = own
            guard let previous, previous != field else { return nil }
            // What the view showed as `previous` goes with it: the suggestion of an empty date or
            // picker (and Choose), and the focus, which the view keeps as `field` (`register`).
            if suggesting?.field == previous { endSuggesting() }
            if focused == previous { focused = nil }
            // A view a disabled or hidden field had is enabled and shown again for this one.
            if setsVisibility(of: previous) { own.restoreVisibility(view) }
            return own
        }

        /// Whether the controller set `isHidden` and `isEnabled` of `field`'s view: always in a
        /// form with conditions, else for a field the spec hides or disables, and for a read-only
        /// segmented, yes/no, stepper, slider or rating field (`show(_:in:)`).
        private func setsVisibility(of field: Field) -> Bool {
            let form = Field.formcForm
            return form.hasConditions || form.hiddenFields.contains(field) || form.disabledFields.contains(field)
                || Self.refusesTaps(field)
        }

        /// A read-only segmented, yes/no, stepper, slider or rating field: its control is
        /// disabled, as its SwiftUI row is, since a tap would change its value (a read-only text
        /// field keeps `isEnabled` and refuses editing).
        private static func refusesTaps(_ field: Field) -> Bool {
            let info = field.info
            return (info.isSegmented || info.value == .yesNo || info.quantity != nil) && info.access == .readOnly
        }

        /// Drops every entry that holds `view`, so one view is never bound to two fields.
        private func forget(_ view: UIView) {
            for (field, held) in textFields where held === view { textFields[field] = nil }
            for (field, held) in textViews where held === view { textViews[field] = nil }
            for (field, held) in segmentedControls where held === view { segmentedControls[field] = nil }
            for (field, held) in quantityControls where held === view {
                quantityControls[field] = nil
                valueLabels[field] = nil
            }
            for (field, held) in ratingControls where held === view { ratingControls[field] = nil }
        }

        /// What VoiceOver and UI tests read: the field id as `accessibilityIdentifier`, its
        /// spoken name as `accessibilityLabel` and its hint as `accessibilityHint`
        /// (`FormcForm.spokenLabel(of:)`, `spokenHint(of:)`: `Email, required`; a placeholder
        /// beside a label is a hint, not the name).
        private func describe(_ field: Field, in view: UIView) {
            view.accessibilityIdentifier = field.rawValue
            let form = Field.formcForm
            if let label = form.spokenLabel(of: field) { view.accessibilityLabel = label }
            if let hint = form.spokenHint(of: field) { view.accessibilityHint = hint }
        }

        /// Disabled and hidden fields show it, by the spec and by the current values;
        /// `mayBeginEditing` keeps every field outside the chain (read-only ones too) from opening
        /// a keyboard. With conditions the controller owns `isHidden` and `isEnabled` of the views
        /// it holds (the values turn them on and off); without, it only turns on what the spec
        /// says (`hidden: true`, `disabled: true`), and an app's own settings stay.
        private func show(
            _ field: Field, in view: UIView, state: (hidden: Set<Field>, disabled: Set<Field>)? = nil
        ) {
            let state = state ?? values.conditionState()
            let hidden = state.hidden.contains(field)
            let disabled = state.disabled.contains(field) || Self.refusesTaps(field)
            if Field.formcForm.hasConditions {
                view.isHidden = hidden
                (view as? UIControl)?.isEnabled = !disabled
            } else {
                if hidden { view.isHidden = true }
                if disabled { (view as? UIControl)?.isEnabled = false }
            }
        }

        /// The toolbar shows `field`'s state for the current values; its title is the field's
        /// own, never one left over from the field before.
        private func showToolbar(for field: Field) {
            let state = values.toolbar(for: field)
            previousItem?.isEnabled = state.previousEnabled
            nextItem?.isEnabled = state.nextEnabled
            titleItem?.title = state.title
        }

        /// New values: every registered view shown, hidden, enabled or disabled by them; the
        /// focused field's toolbar updated in place, or editing ended when they hide or disable it.
        private func applyConditions() {
            // Worked out once per change (a keystroke, with typed text recorded), not per view.
            let state = values.conditionState()
            for (field, view) in textFields { show(field, in: view, state: state) }
            for (field, view) in textViews { show(field, in: view, state: state) }
            for (field, view) in segmentedControls { show(field, in: view, state: state) }
            for (field, view) in quantityControls { show(field, in: view, state: state) }
            for (field, label) in helpLabels { showHelp(of: field, in: label, hidden: state.hidden) }
            for (field, view) in ratingControls { show(field, in: view, state: state) }
            updateReturnKeys(chain: values.focusChain(given: state))
            guard let focused else { return }
            if values.mayBeginEditing(focused) { showToolbar(for: focused) } else { endEditing() }
        }

        /// Each text field's return key for the live chain (`chain`, from the condition state
        /// `applyConditions` worked out): a field the values make the last shows the last
        /// field's key (Done, not Next), and gets it back when a field after it shows again. A keyboard on screen reads `returnKeyType` only when it appears, so the
        /// focused field reloads its input views (`reloadInputViews()`, as Apple's documentation
        /// of `UIResponder.reloadInputViews` says) when its key changed.
        private func updateReturnKeys(chain: [Field]) {
            for (field, textField) in textFields where field.info.lastReturnKey != nil {
                guard let key = field.returnKey(in: chain).map(FormcUIKitTraits.returnKeyType),
                    textField.returnKeyType != key
                else { continue }
                textField.returnKeyType = key
                // A field whose input view replaces the keyboard (wheels, a checklist) shows no
                // return key, and reloading would replace the view under the person's finger
                // ("the views are replaced immediately"): a tick that changes the chain would
                // take VoiceOver's focus off the row it is on.
                if textField.isFirstResponder, textField.inputView == nil { textField.reloadInputViews() }
            }
        }

        // MARK: Moving focus

        /// Makes `field`'s view first responder; nil ends editing.
        public func focus(_ field: Field?) {
            guard let field else {
                endEditing()
                return
            }
            if let textField = textFields[field] {
                textField.becomeFirstResponder()
            } else {
                textViews[field]?.becomeFirstResponder()
            }
        }

        /// The field whose view has focus; nil when none does.
        public var focusedField: Field? { focused }

        /// The fields Previous and Next walk for the current values, in focus order
        /// (`values.focusChain`): the live chain. `Field.next` is the spec's static chain, right
        /// only for a form without conditions.
        public var visibleChain: [Field] { values.focusChain }

        /// Submits, as a `submit` return does: `values.validate(now: clock())` checks every field a submit
        /// checks (the typed text included: the controller records it in `values`). With problems,
        /// the first invalid field of the visible chain takes focus and the problems are returned;
        /// without, editing ends, `onSubmit` runs and the result is empty (send
        /// `values.answers()`). VoiceOver announces the first problem (`FormcForm.announcement(for:)`,
        /// posted as `UIAccessibility.Notification.announcement`), since the message under a
        /// field is shown, not spoken.
        @discardableResult
        public func submit() -> [Field: FormcValidationError] {
            // The app's messages (`showErrors(_:)`) count until their fields change.
            let problems = editing.including(values.validate(now: clock()))
            _ = editing.submit(errors: problems)
            showMessages()
            guard problems.isEmpty else {
                if let first = values.focusChain.first(where: { problems[$0] != nil }) { focus(first) }
                if let announcement = Field.formcForm.announcement(for: problems) {
                    FormcAnnouncement.post(announcement)
                }
                return problems
            }
            endEditing()
            onSubmit?()
            return [:]  // none: the guard returned them
        }

        /// Typed, pasted or dictated text goes into `values` as it changes, so `submit()`, the
        /// conditions and the toolbar read what is on screen.
        private func record(_ text: String, for field: Field) {
            guard case .text(let stored) = values.formcValue(of: field), stored != text else { return }
            values.formcSet(field, to: .text(text))
        }

        /// Ends editing in whichever registered field has focus.
        public func endEditing() {
            for textField in textFields.values where textField.isFirstResponder { textField.resignFirstResponder() }
            for textView in textViews.values where textView.isFirstResponder { textView.resignFirstResponder() }
        }

        private func perform(_ action: FormcReturnAction?, from field: Field) {
            switch action {
            case .next?: focus(values.next(after: field))
            case .done?: endEditing()
            case .submit?: submit()
            case .newline?, nil: break
            }
        }

        private func field(of view: UIView) -> Field? {
            textFields.first { $0.value === view }?.key ?? textViews.first { $0.value === view }?.key
                ?? segmentedControls.first { $0.value === view }?.key
                ?? quantityControls.first { $0.value === view }?.key
                ?? ratingControls.first { $0.value === view }?.key
        }

        private func view(of field: Field) -> UIView? {
            if let textField = textFields[field] { return textField }
            if let textView = textViews[field] { return textView }
            if let control = segmentedControls[field] { return control }
            if let control = quantityControls[field] { return control }
            return ratingControls[field]
        }

        /// `field` was left: its message shows from now on.
        private func endedEditing(_ field: Field) {
            focused = nil
            editing.done()
            showMessages()
        }

        private func didBeginEditing(_ field: Field) {
            focused = field
            editing.begin(field)
            showToolbar(for: field)
            revealFocusedField(animated: true)
        }

        // MARK: UITextFieldDelegate
        // Each call is passed on to `textFieldDelegate`. UIKit's delegate methods are `optional`
        // Objective-C requirements, called with `?(…)` where Objective-C exists; the Linux interface
        // stubs have no Objective-C, so the `#else` branch is the one the type-check there sees.

        public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            if let field = field(of: textField), !values.mayBeginEditing(field) { return false }
            #if canImport(ObjectiveC)
                return textFieldDelegate?.textFieldShouldBeginEditing?(textField) ?? true
            #else
                return textFieldDelegate?.textFieldShouldBeginEditing(textField) ?? true
            #endif
        }

        public func textFieldDidBeginEditing(_ textField: UITextField) {
            if let field = field(of: textField) {
                didBeginEditing(field)
                startPicker(of: field, in: textField)
            }
            #if canImport(ObjectiveC)
                textFieldDelegate?.textFieldDidBeginEditing?(textField)
            #else
                textFieldDelegate?.textFieldDidBeginEditing(textField)
            #endif
        }

        public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            #if canImport(ObjectiveC)
                return textFieldDelegate?.textFieldShouldEndEditing?(textField) ?? true
            #else
                return textFieldDelegate?.textFieldShouldEndEditing(textField) ?? true
            #endif
        }

        /// UIKit calls this one instead of `textFieldDidEndEditing(_:)` when it exists; the app's
        /// delegate gets whichever of the two it implements (the `reason:` one first, as UIKit does).
        public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            if let field = field(of: textField), field == focused { endedEditing(field) }
            // Leaving a field nobody chose for leaves it empty: its own placeholder comes back.
            if let field = field(of: textField), suggesting?.field == field { endSuggesting() }
            #if canImport(ObjectiveC)
                if textFieldDelegate?.textFieldDidEndEditing?(textField, reason: reason) == nil {
                    textFieldDelegate?.textFieldDidEndEditing?(textField)
                }
            #else
                textFieldDelegate?.textFieldDidEndEditing(textField, reason: reason)
            #endif
        }

        /// Typed, pasted and dictated text must be characters the field's keyboard types
        /// (`Field.acceptedText`); date and picker fields take their text from their picker only.
        /// The app's delegate is asked only about a change the filter let through, with the text
        /// that goes in. A paste that loses its format characters (a number from Contacts wrapped
        /// in U+202D…U+202C) is put in by the controller itself, what is left of it, after the
        /// app's delegate agrees.
        public func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
            replacementString string: String
        ) -> Bool {
            var replacement = string
            if let field = field(of: textField) {
                guard
                    let accepted = field.acceptedText(
                        string, replacing: range, in: textField.text ?? "",
                        decimalSeparator: Locale.current.decimalSeparator ?? ".")
                else { return false }
                replacement = accepted
            }
            #if canImport(ObjectiveC)
                let appAllows =
                    textFieldDelegate?.textField?(
                        textField, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
            #else
                let appAllows =
                    textFieldDelegate?.textField(
                        textField, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
            #endif
            guard replacement != string else { return appAllows }
            if appAllows { insert(replacement, replacing: range, in: textField) }
            return false
        }

        /// Puts `text` in place of `range` as UIKit would have: the caret after it, and the
        /// `.editingChanged` event UIKit sends for typing but not for text set in code, so an
        /// app's formatter or live validation sees the change.
        private func insert(_ text: String, replacing range: NSRange, in textField: UITextField) {
            let current = (textField.text ?? "") as NSString
            textField.text = current.replacingCharacters(in: range, with: text)
            let end = range.location + (text as NSString).length
            if let caret = textField.position(from: textField.beginningOfDocument, offset: end) {
                textField.selectedTextRange = textField.textRange(from: caret, to: caret)
            }
            textField.sendActions(for: .editingChanged)
            if let field = field(of: textField) { record(textField.text ?? "", for: field) }
        }

        /// UIKit calls this after every change of the text (the caret moves with it): the text is
        /// recorded in `values`.
        public func textFieldDidChangeSelection(_ textField: UITextField) {
            if let field = field(of: textField), field.characters != .none { record(textField.text ?? "", for: field) }
            #if canImport(ObjectiveC)
                textFieldDelegate?.textFieldDidChangeSelection?(textField)
            #else
                textFieldDelegate?.textFieldDidChangeSelection(textField)
            #endif
        }

        public func textFieldShouldClear(_ textField: UITextField) -> Bool {
            #if canImport(ObjectiveC)
                return textFieldDelegate?.textFieldShouldClear?(textField) ?? true
            #else
                return textFieldDelegate?.textFieldShouldClear(textField) ?? true
            #endif
        }

        /// A date or picker field takes no typed or pasted text, so its long-press edit menu
        /// (Paste, AutoFill…) is empty and nothing shows; any other field's menu is the app
        /// delegate's, or the system's when it returns nil. iOS 16 and later: before that the menu
        /// is `UIMenuController`'s, which only a `UITextField` subclass can change.
        @available(iOS 16, *)
        public func textField(
            _ textField: UITextField, editMenuForCharactersIn range: NSRange,
            suggestedActions: [UIMenuElement]
        ) -> UIMenu? {
            if let field = field(of: textField), case .none = field.characters { return UIMenu(children: []) }
            #if canImport(ObjectiveC)
                return textFieldDelegate?.textField?(
                    textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
            #else
                return textFieldDelegate?.textField(
                    textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
            #endif
        }

        /// The app's delegate is asked first: when it returns `false` it has handled return and
        /// the controller does nothing; otherwise the field's return action runs.
        public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            #if canImport(ObjectiveC)
                let appHandles = textFieldDelegate?.textFieldShouldReturn?(textField) == false
            #else
                let appHandles = textFieldDelegate?.textFieldShouldReturn(textField) == false
            #endif
            // While an input method is composing (marked text), return belongs to it.
            guard !appHandles, textField.markedTextRange == nil, let field = field(of: textField) else { return false }
            perform(values.returnAction(of: field), from: field)
            return false
        }

        // MARK: UITextViewDelegate
        // Passed on to `textViewDelegate` as the text-field calls are.

        public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            if let field = field(of: textView), !values.mayBeginEditing(field) { return false }
            #if canImport(ObjectiveC)
                return textViewDelegate?.textViewShouldBeginEditing?(textView) ?? true
            #else
                return textViewDelegate?.textViewShouldBeginEditing(textView) ?? true
            #endif
        }

        /// The keyboard's frame notification comes before this call for a text view, so the
        /// field is scrolled into view here (`didBeginEditing`), with the frame it left.
        public func textViewDidBeginEditing(_ textView: UITextView) {
            if let field = field(of: textView) { didBeginEditing(field) }
            #if canImport(ObjectiveC)
                textViewDelegate?.textViewDidBeginEditing?(textView)
            #else
                textViewDelegate?.textViewDidBeginEditing(textView)
            #endif
        }

        public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            #if canImport(ObjectiveC)
                return textViewDelegate?.textViewShouldEndEditing?(textView) ?? true
            #else
                return textViewDelegate?.textViewShouldEndEditing(textView) ?? true
            #endif
        }

        public func textViewDidEndEditing(_ textView: UITextView) {
            if let field = field(of: textView), field == focused { endedEditing(field) }
            #if canImport(ObjectiveC)
                textViewDelegate?.textViewDidEndEditing?(textView)
            #else
                textViewDelegate?.textViewDidEndEditing(textView)
            #endif
        }

        /// A return the field's action takes (`next`, `done`, `submit`) is performed, not inserted;
        /// any other change goes to the app's delegate.
        public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            if text == "\n", textView.markedTextRange == nil, let field = field(of: textView),
                let action = values.returnAction(of: field), action != .newline
            {
                perform(action, from: field)
                return false
            }
            #if canImport(ObjectiveC)
                return textViewDelegate?.textView?(textView, shouldChangeTextIn: range, replacementText: text) ?? true
            #else
                return textViewDelegate?.textView(textView, shouldChangeTextIn: range, replacementText: text) ?? true
            #endif
        }

        public func textViewDidChange(_ textView: UITextView) {
            if let field = field(of: textView) { record(textView.text ?? "", for: field) }
            #if canImport(ObjectiveC)
                textViewDelegate?.textViewDidChange?(textView)
            #else
                textViewDelegate?.textViewDidChange(textView)
            #endif
        }

        public func textViewDidChangeSelection(_ textView: UITextView) {
            #if canImport(ObjectiveC)
                textViewDelegate?.textViewDidChangeSelection?(textView)
            #else
                textViewDelegate?.textViewDidChangeSelection(textView)
            #endif
        }

        // MARK: Toolbar

        private func focusPrevious() {
            focus(focused.flatMap { values.previous(before: $0) })
        }

        private func focusNext() {
            focus(focused.flatMap { values.next(after: $0) })
        }

        /// The buttons the spec's `toolbar:` asks for (`FormcToolbarLayout`).
        private func buildToolbar() {
            let layout = Field.formcForm.toolbar
            var items: [UIBarButtonItem] = []
            if layout.previousNext {
                let previous = UIBarButtonItem(
                    title: nil, image: UIImage(systemName: "chevron.up"),
                    primaryAction: UIAction { [weak self] _ in self?.focusPrevious() }, menu: nil)
                previous.accessibilityLabel = Field.formcForm.word(.previous)
                let next = UIBarButtonItem(
                    title: nil, image: UIImage(systemName: "chevron.down"),
                    primaryAction: UIAction { [weak self] _ in self?.focusNext() }, menu: nil)
                next.accessibilityLabel = Field.formcForm.word(.next)
                previousItem = previous
                nextItem = next
                items += [previous, next]
            }
            items.append(UIBarButtonItem.flexibleSpace())
            if layout.hasTitle {
                // Only when some field has a title: an empty disabled item reads as a dimmed button.
                let title = UIBarButtonItem(title: nil, image: nil, primaryAction: nil, menu: nil)
                title.isEnabled = false
                // VoiceOver reads the title as text, not as a dimmed button.
                title.accessibilityTraits = .staticText
                // iOS 26 draws a disabled item on an empty glass capsule: the title is text. The
                // property is in the iOS 26 SDK only (Xcode 26, Swift 6.2): an older SDK has no
                // such member, whatever `#available` says at run time.
                #if compiler(>=6.2)
                    if #available(iOS 26, *) { title.hidesSharedBackground = true }
                #endif
                titleItem = title
                items += [title, UIBarButtonItem.flexibleSpace()]
            }
            if layout.done {
                items.append(
                    UIBarButtonItem(
                        systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.endEditing() }, menu: nil))
            }
            // The explicit choice of what an empty date or picker field's wheels show (formc's
            // word `choose`), shown only while such a field is focused (`showsChoose(_:)`).
            chooseItem = UIBarButtonItem(
                title: Field.formcForm.word(.choose), image: nil,
                primaryAction: UIAction { [weak self] _ in self?.chooseSuggestion() }, menu: nil)
            layoutItems = items
            toolbar.items = items
            toolbar.sizeToFit()
        }

        // MARK: Input views

        private func makeInputView(for field: Field) -> UIView? {
            typealias Dates = FormcDates<Field>
            if let mode = Dates.mode(for: field) {
                let picker = UIDatePicker()
                // Before the mode: `yearAndMonth` takes the wheels style only, and UIKit throws
                // for another (https://developer.apple.com/documentation/uikit/uidatepicker/mode/yearandmonth).
                picker.preferredDatePickerStyle = .wheels
                switch mode {
                case .date: picker.datePickerMode = .date
                case .time: picker.datePickerMode = .time
                case .dateAndTime: picker.datePickerMode = .dateAndTime
                case .yearAndMonth:
                    // UIKit's own month wheels from iOS 17.4, FormcKit's before; never UIKit's in Mac
                    // Catalyst, whose Mac idiom throws for the mode (the same page).
                    #if targetEnvironment(macCatalyst)
                        return monthWheels(for: field)
                    #else
                        if #available(iOS 17.4, *), usesSystemMonthPicker {
                            picker.datePickerMode = .yearAndMonth
                        } else {
                            return monthWheels(for: field)
                        }
                    #endif
                }
                picker.locale = Dates.pickerLocale(for: field)
                picker.calendar = Calendar(identifier: .gregorian)
                picker.timeZone = Dates.timeZone(for: field)
                picker.minimumDate = Dates.minimumDate(for: field, now: clock())
                picker.maximumDate = Dates.maximumDate(for: field, now: clock())
                picker.addAction(UIAction { [weak self] _ in self?.datePickerChanged(field) }, for: .valueChanged)
                datePickers[field] = picker
                return picker
            }
            guard let settings = field.info.picker else { return nil }
            if field.info.value == .selection {
                let checklist = FormcChecklist(
                    rows: Field.formcForm.checklist(of: field, value: values.formcValue(of: field)),
                    showsIcons: settings.showsIcons)
                checklist.onTap = { [weak self] option in self?.checklistTapped(field, option) }
                checklists[field] = checklist
                return checklist
            }
            let model = FormcPickerModel(
                field: field, rowHeight: settings.rowHeight.map { CGFloat($0) }, showsIcons: settings.showsIcons)
            model.onChange = { [weak self] selection in self?.pickerChanged(field, selection) }
            pickerModels[field] = model
            let picker = UIPickerView()
            picker.dataSource = model
            picker.delegate = model
            return picker
        }

        /// A month field's two wheels (`FormcMonthWheels`), where UIKit's own are not used: a
        /// `UIPickerView` whose moves write the month's first day, as a date picker's do.
        private func monthWheels(for field: Field) -> UIView? {
            guard let settings = field.info.date else { return nil }
            let now = clock()
            let model = FormcMonthPickerModel(
                wheels: FormcMonthWheels(settings, now: now), date: FormcCalendar.startDate(settings, now: now))
            model.onChange = { [weak self] _ in self?.datePickerChanged(field) }
            monthModels[field] = model
            let picker = UIPickerView()
            picker.dataSource = model
            picker.delegate = model
            return picker
        }

        /// The date a date or month field's picker shows (`UIDatePicker.date`, the month wheels'
        /// month); nil for another field.
        private func shownDate(of field: Field) -> Date? {
            datePickers[field]?.date ?? monthModels[field]?.date
        }

        /// A date or picker field beginning to edit: its wheels start at its value (the app's
        /// `values`, which start at the spec's defaults; for a date, else the date its text
        /// stands for), else at the clamped start day or the first rows. An empty text shows a
        /// stored value at once; a field without a value takes what the wheels show only when
        /// the spec says `fillOnFocus: true`; otherwise a wheel nobody moved answers nothing
        /// (issue 48): the empty field shows the suggestion as its placeholder, and moving a wheel (`UIDatePicker` `.valueChanged`, `UIPickerView`
        /// `pickerView(_:didSelectRow:inComponent:)`, which UIKit sends only for the person's own
        /// moves: "Called by the picker view when the user selects a row in a component",
        /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:didselectrow:incomponent:))
        /// or the toolbar's Choose item commits (docs/swift-output.md §2.4.2).
        private func startPicker(of field: Field, in textField: UITextField) {
            let text = textField.text ?? ""
            if datePickers[field] != nil || monthModels[field] != nil {
                var stored: Date?
                if case .date(let date) = values.formcValue(of: field) { stored = date }
                let start = FormcDates<Field>.pickerDate(for: field, value: stored, text: text, now: clock())
                // `today` is the day editing begins, not the day the view was registered.
                if let picker = datePickers[field] {
                    picker.minimumDate = FormcDates<Field>.minimumDate(for: field, now: clock())
                    picker.maximumDate = FormcDates<Field>.maximumDate(for: field, now: clock())
                    picker.date = start
                } else if let model = monthModels[field], let settings = field.info.date,
                    let wheels = textField.inputView as? UIPickerView
                {
                    model.wheels = FormcMonthWheels(settings, now: clock())
                    model.show(start, in: wheels)
                }
                // A stored value (a default, the app's) is what the field shows, also when the app
                // set `values` since the view last showed them; only an empty one is suggested.
                if stored != nil {
                    if text != Field.formcForm.shownText(of: .date(stored), for: field) { datePickerChanged(field) }
                    return
                }
                guard text.isEmpty else { return }
                if field.info.fillsOnFocus {
                    datePickerChanged(field)
                } else if let shown = shownDate(of: field).flatMap({ FormcDates<Field>.string(from: $0, for: field) }) {
                    suggest(shown, for: field, in: textField)
                }
            } else if let checklist = checklists[field] {
                // Nothing to suggest: none chosen is an answer. The ticks and the text are the
                // stored value's, also when the app set `values` since the view last showed them.
                let value = values.formcValue(of: field)
                checklist.show(Field.formcForm.checklist(of: field, value: value))
                let shown = Field.formcForm.shownText(of: value, for: field) ?? ""
                if text != shown { textField.text = shown }
            } else if let model = pickerModels[field], let pickerView = textField.inputView as? UIPickerView {
                var stored: [String] = []
                switch values.formcValue(of: field) {
                case .option(let value?): stored = [value]
                case .path(let path): stored = path
                case .text, .date, .option, .toggle, .integer, .real, .rating, .yesNo, .selection: break
                }
                model.show(FormcSources<Field>.startPath(for: field, stored: stored), in: pickerView)
                if !stored.isEmpty {
                    if text != Field.formcForm.shownText(of: values.formcValue(of: field), for: field) {
                        pickerChanged(field, model.selectedPath)
                    }
                    return
                }
                guard text.isEmpty else { return }
                if field.info.fillsOnFocus {
                    pickerChanged(field, model.selectedPath)
                } else {
                    suggest(
                        FormcSources<Field>.displayText(for: field, selection: model.selectedPath), for: field,
                        in: textField)
                }
            }
        }

        /// An empty date or picker field shows what its wheels suggest as its placeholder (the
        /// text stays empty, so nothing is answered), and the toolbar shows Choose.
        private func suggest(_ text: String, for field: Field, in textField: UITextField) {
            endSuggesting()
            suggesting = (field, textField.placeholder)
            textField.placeholder = text
            showsChoose(true)
        }

        /// The suggestion goes (a wheel moved, Choose tapped, editing ended): the placeholder
        /// the field had comes back and Choose leaves the toolbar.
        private func endSuggesting() {
            guard let suggestion = suggesting else { return }
            suggesting = nil
            textFields[suggestion.field]?.placeholder = suggestion.placeholder
            showsChoose(false)
        }

        /// The toolbar with or without its Choose item, before Done (after the other items
        /// when the spec's toolbar has no Done).
        private func showsChoose(_ shown: Bool) {
            guard let chooseItem, Field.formcForm.toolbar.isShown else { return }
            var items = layoutItems
            if shown {
                let doneAt = Field.formcForm.toolbar.done ? max(0, items.count - 1) : items.count
                items.insert(chooseItem, at: doneAt)
            }
            toolbar.items = items
        }

        /// The explicit choice: the focused empty date or picker field takes exactly what its
        /// wheels show (today within the field's bounds, the first row), as if the person had
        /// moved them there. The toolbar's Choose item calls it; an app with its own control
        /// (or `toolbar: false`) calls it too. Does nothing when no such field is focused or the
        /// field already has a value.
        public func chooseSuggestion() {
            guard let field = focused, let textField = textFields[field], (textField.text ?? "").isEmpty else { return }
            if datePickers[field] != nil || monthModels[field] != nil {
                datePickerChanged(field)
            } else if let model = pickerModels[field] {
                pickerChanged(field, model.selectedPath)
            }
        }

        private func datePickerChanged(_ field: Field) {
            guard let date = shownDate(of: field), let text = FormcDates<Field>.string(from: date, for: field) else {
                return
            }
            endSuggesting()
            textFields[field]?.text = text
            // From the text, as the app would: a `date` field's value is its day's midnight in UTC,
            // a month field's its first day's.
            values.formcSet(field, to: .date(FormcDates<Field>.date(from: text, for: field)))
            onPickerChange?(field, text, [])
        }

        /// A tap on a multi-select's option: it is ticked, or unticked, in `values` (which the
        /// conditions, the messages and the toolbar follow, as for a picker), the checklist and
        /// the text show the new choice, and `onPickerChange` hears it. The field stays focused,
        /// so a person ticks several options in a row.
        private func checklistTapped(_ field: Field, _ option: String) {
            guard case .selection(let chosen) = values.formcValue(of: field) else { return }
            let toggled = FormcPicker.toggling(option, in: chosen)
            let value = FormcValue.selection(toggled)
            values.formcSet(field, to: value)
            let text = Field.formcForm.shownText(of: value, for: field) ?? ""
            textFields[field]?.text = text
            checklists[field]?.show(Field.formcForm.checklist(of: field, value: value))
            onPickerChange?(field, text, FormcPicker.ordered(toggled, options: FormcSources<Field>.options(for: field)))
        }

        private func pickerChanged(_ field: Field, _ selection: [FormcOption]) {
            let text = FormcSources<Field>.displayText(for: field, selection: selection)
            endSuggesting()
            textFields[field]?.text = text
            let path = selection.map(\.value)
            // The controller owns a picker's input, so the chain and the toolbar follow it
            // without the app's help; the app sets every other value itself.
            switch field.info.value {
            case .path: values.formcSet(field, to: .path(path))
            case .option: values.formcSet(field, to: .option(path.last))
            case .text, .digits, .decimal, .date, .toggle, .integer, .real, .rating, .yesNo, .selection: break
            }
            onPickerChange?(field, text, path)
        }

        // MARK: Tap outside

        /// Ends editing when a tap lands on `view` or on a view inside it (a full-screen scroll
        /// view's empty area too) outside its controls and text views, when the spec asks for it
        /// (`dismiss.onTapOutside`; otherwise this does nothing): a tap gesture recognizer on
        /// `view` that leaves the touches to the views under it (`cancelsTouchesInView = false`),
        /// so fields and buttons work as usual.
        /// Installing again in the same view adds nothing: one recognizer per view, however often a
        /// `viewDidLoad` or a reused container calls it.
        public func installTapToDismiss(in view: UIView) {
            guard Field.formcForm.dismissOnTapOutside else { return }
            tapFilters.removeAll { $0.view == nil }
            guard !tapFilters.contains(where: { $0.view === view }) else { return }
            let tap = UITapGestureRecognizer()
            let filter = FormcTapOutside(view: view, recognizer: tap) { [weak self, weak view] in
                self?.endEditing()
                view?.endEditing(true)
            }
            tap.cancelsTouchesInView = false
            tap.delegate = filter
            tapFilters.append(filter)
            view.addGestureRecognizer(tap)
        }

        /// Takes the recognizer `installTapToDismiss(in:)` put on `view` off it again (a view
        /// that shows another screen's content now); does nothing when there is none.
        public func removeTapToDismiss(from view: UIView) {
            for filter in tapFilters where filter.view === view {
                view.removeGestureRecognizer(filter.recognizer)
            }
            tapFilters.removeAll { $0.view === view || $0.view == nil }
        }

        // MARK: Keyboard avoidance

        /// Keeps the focused field `keyboardDistance` points above a docked keyboard inside
        /// `scrollView`: sets its bottom inset from `FormcKeyboardAvoidance` (the keyboard's screen
        /// frame, the scroll view's screen frame and its safe area) when the keyboard's frame
        /// changes, and scrolls the focused field into view then and on every focus change,
        /// animated with the keyboard's own duration and curve. One scroll view per controller: a
        /// call with another one moves avoidance there, and the first gets its own insets back.
        /// The scroll view's own bottom insets are kept: while the keyboard covers it the inset is
        /// the larger of the app's and the keyboard's, and the app's comes back when the keyboard
        /// goes. Does nothing when the spec turns avoidance off (`keyboardAvoidance: false`), and
        /// for the table view of a `UITableViewController`, whose content inset UIKit sets for the
        /// keyboard itself (a public report: lionheart/openradar-mirror#5016), unless
        /// `insideTableViewController` is true.
        public func avoidKeyboard(in scrollView: UIScrollView, insideTableViewController: Bool = false) {
            guard FormcKeyboardAvoidance<Field>.isEnabled else { return }
            guard insideTableViewController || !(scrollView.next is UITableViewController) else { return }
            // One scroll view per controller: a new one takes over, and the one before gets its
            // own insets back. The keyboard is observed once, however often this is called.
            if let previous = avoidingScrollView, previous !== scrollView {
                restoreAppInsets(in: previous)
            }
            avoidingScrollView = scrollView
            guard !observers.isObserving else { return }
            let center = NotificationCenter.default
            for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
                let hides = name == UIResponder.keyboardWillHideNotification
                observers.add(
                    center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
                        let info = notification.userInfo
                        let frame =
                            hides ? nil : (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                        let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
                        let curve = info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 7
                        MainActor.assumeIsolated { self?.keyboardWillMove(to: frame, duration: duration, curve: curve) }
                    })
            }
        }

        private func keyboardWillMove(to frame: CGRect?, duration: Double, curve: Int) {
            keyboardFrame = frame
            let options = UIView.AnimationOptions(rawValue: UInt(max(0, curve)) << 16)
            UIView.animate(
                withDuration: duration, delay: 0, options: [options, .beginFromCurrentState],
                animations: {
                    self.revealFocusedField(animated: false)
                }, completion: nil)
        }

        /// Applies the inset for the last keyboard frame and scrolls the focused field into view.
        private func revealFocusedField(animated: Bool) {
            typealias Avoidance = FormcKeyboardAvoidance<Field>
            guard let scrollView = avoidingScrollView else { return }
            var overlap: CGFloat = 0
            if let frame = keyboardFrame, let screen = scrollView.window?.screen {
                let visible = scrollView.convert(scrollView.bounds, to: screen.coordinateSpace)
                overlap = Avoidance.overlap(keyboard: frame, screen: screen.bounds, scrollView: visible)
            }
            noteAppsInsets(in: scrollView)
            guard overlap > 0 else {
                // No keyboard over the scroll view (yet, or any more): its own insets, untouched
                // when the controller never changed them.
                restoreAppInsets(in: scrollView)
                return
            }
            let own =
                appInsets ?? (scrollView.contentInset.bottom, scrollView.verticalScrollIndicatorInsets.bottom)
            appInsets = own
            let inset = Avoidance.contentInset(overlap: overlap, safeAreaBottom: scrollView.safeAreaInsets.bottom)
            scrollView.contentInset.bottom = Avoidance.bottomInset(own: own.content, keyboard: inset)
            scrollView.verticalScrollIndicatorInsets.bottom = Avoidance.bottomInset(own: own.indicator, keyboard: inset)
            appliedInsets = (scrollView.contentInset.bottom, scrollView.verticalScrollIndicatorInsets.bottom)
            guard let focusedView = focused.flatMap({ view(of: $0) }) else { return }
            let rect = Avoidance.rectToReveal(field: focusedView.convert(focusedView.bounds, to: scrollView))
            scrollView.scrollRectToVisible(rect, animated: animated)
        }

        /// An inset that is not the one the controller set last was set by the app while the
        /// keyboard was up: it is the app's own from now on.
        private func noteAppsInsets(in scrollView: UIScrollView) {
            guard let applied = appliedInsets, var own = appInsets else { return }
            if scrollView.contentInset.bottom != applied.content { own.content = scrollView.contentInset.bottom }
            if scrollView.verticalScrollIndicatorInsets.bottom != applied.indicator {
                own.indicator = scrollView.verticalScrollIndicatorInsets.bottom
            }
            appInsets = own
        }

        /// Gives the scroll view its own bottom insets back, when the controller changed them.
        private func restoreAppInsets(in scrollView: UIScrollView) {
            guard let own = appInsets else { return }
            scrollView.contentInset.bottom = own.content
            scrollView.verticalScrollIndicatorInsets.bottom = own.indicator
            appInsets = nil
            appliedInsets = nil
        }
    }
#endif
