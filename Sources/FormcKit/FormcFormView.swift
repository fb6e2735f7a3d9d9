import Foundation

#if canImport(SwiftUI)
    #if canImport(UIKit)
        import SwiftUI
        import UIKit

        /// How `FormcFormView` lays its sections out: `form`, a whole screen (a `Form`); `plain`,
        /// a `VStack` for the app's own `ScrollView`.
        public enum FormcFormContainer: Sendable {
            case form, plain
        }

        /// A whole form in SwiftUI, from its table (`Field.formcForm`): its sections, their titles and
        /// footers, one row per visible field (`FormcFieldRow`), the keyboard toolbar attached once, the dates and
        /// pickers in the focus chain, and validation messages under the fields. `values` holds the
        /// answers; `onSubmit` runs when a field whose return action is `submit` returns and
        /// `validate()` finds nothing. `container: .form` makes it a whole screen; `.plain` lays the
        /// sections out in a `VStack`, for the app's own `ScrollView` (in the app's own `Form` or
        /// `List`, lay the public rows out instead). A generated form names it (`ProfileFormView` is
        /// `FormcFormView<ProfileField>`).
        @available(iOS 15.0, *)
        @MainActor
        public struct FormcFormView<Field: FormcField>: View {
            public typealias Container = FormcFormContainer
            public typealias Values = Field.Values

            /// The groups the view shows (the spec's `sections:`): hidden fields are absent.
            public static var groups: [FormcSection<Field>] { Field.formcForm.sections }

            @Binding private var values: Values
            private let container: Container
            private let onSubmit: () -> Void
            @FocusState private var focus: Field?
            /// The editing position the view keeps itself, when the app gives it only the values.
            @State private var ownPosition = FormcEditing<Field>()
            /// The app's form state's position (`init(form:)`), in place of `ownPosition`.
            private let sharedPosition: Binding<FormcEditing<Field>>?

            /// A form showing `values`, with the editing position the view keeps to itself.
            public init(values: Binding<Values>, container: Container = .form, onSubmit: @escaping () -> Void = {}) {
                _values = values
                // Written out: Swift does not default-initialize a wrapper from another module through
                // FocusState's generic `init()`.
                _focus = FocusState()
                sharedPosition = nil
                self.container = container
                self.onSubmit = onSubmit
            }

            /// A form showing the app's `FormcFormState`: its values and its editing position are the
            /// view's, so the app reads what the person did (`focusedField`, `errors`,
            /// `message(for:)`) and drives the view (`focus(_:)`, `next()`, `submit()` from its own
            /// Save button) through the same value.
            public init(
                form: Binding<FormcFormState<Field>>, container: Container = .form, onSubmit: @escaping () -> Void = {}
            ) {
                _values = form.values
                _focus = FocusState()
                sharedPosition = form.editing
                self.container = container
                self.onSubmit = onSubmit
            }

            /// Where the position is kept: the app's form state's, else the view's own.
            private var position: Binding<FormcEditing<Field>> { sharedPosition ?? $ownPosition }

            /// The editing position; a date or picker row that begins editing empty is filled first
            /// only when the spec says `fillOnFocus: true` (`FormcEditing.fieldFilledOnFocus(after:)`).
            /// With `visibleWhen:` / `enabledWhen:` it follows the current values: its chain, toolbar
            /// and steps skip the fields they hide or disable.
            private var editing: Binding<FormcEditing<Field>> {
                let position = self.position
                return Binding(
                    get: { @MainActor in
                        Field.formcForm.hasConditions ? position.wrappedValue.following(values) : position.wrappedValue
                    },
                    set: { @MainActor state in
                        if let field = state.fieldFilledOnFocus(after: position.wrappedValue) {
                            values.fillEmpty(field)
                        }
                        position.wrappedValue = state
                    })
            }

            public var body: some View {
                followingValues(dismissing(laidOut.formcKeyboardToolbar(focus: $focus, editing: editing)))
            }

            /// New values: the stored position follows them too, so editing a field they hide ends
            /// for good (it does not come back when the field shows again). Without conditions there
            /// is nothing to follow.
            @ViewBuilder private func followingValues<V: View>(_ view: V) -> some View {
                if !Field.formcForm.hasConditions {
                    view
                } else if #available(iOS 17.0, *) {
                    view.onChange(of: values) { _, new in position.wrappedValue.follow(new) }
                } else {
                    view.onChange(of: values) { new in position.wrappedValue.follow(new) }
                }
            }

            @ViewBuilder private var laidOut: some View {
                switch container {
                case .form: Form { sections }
                case .plain: VStack(alignment: .leading, spacing: 16) { sections }
                }
            }

            /// The sections shown for the current values (`Values.shownSections`), each identified by
            /// its place in the spec (`FormcSection.id`), never by its contents: a condition that
            /// shows a field updates its section in place, so a text field being edited in it keeps
            /// the keyboard. Rows are identified by their field. The values are checked once per
            /// change (`FormcCheckedValues`) and every row reads that one check.
            private var sections: some View {
                let checked = FormcCheckedValues<Field>(values)
                return ForEach(checked.sections, id: \.id) { group in
                    Section {
                        ForEach(group.fields, id: \.self) { field in
                            FormcFieldRow(
                                field, values: $values, focus: $focus, editing: editing, checked: checked,
                                onSubmit: submit)
                        }
                    } header: {
                        if let title = group.title { Text(title) }
                    } footer: {
                        // The spec's `footer:`, in the language shown (`FormcSection.footer`).
                        if let footer = group.footer { Text(footer) }
                    }
                }
            }

            /// The spec's `dismiss`: with `onTapOutside`, a tap outside the fields and a scroll end
            /// editing; without, scrolling keeps the keyboard (iOS 16 and later).
            @ViewBuilder private func dismissing<V: View>(_ view: V) -> some View {
                let onTap = Field.formcForm.dismissOnTapOutside
                if #available(iOS 16.0, *) {
                    if onTap {
                        view.scrollDismissesKeyboard(.interactively).onTapGesture { editing.wrappedValue.done() }
                    } else {
                        view.scrollDismissesKeyboard(.never)
                    }
                } else if onTap {
                    view.onTapGesture { editing.wrappedValue.done() }
                } else {
                    view
                }
            }

            /// A `submit` return: every message shows; `onSubmit` runs only when nothing is invalid,
            /// otherwise the first invalid field is edited.
            private func submit() {
                // The app's messages (`FormcFormState.showErrors`) count, and are announced, too.
                let errors = editing.wrappedValue.including(values.validate())
                if editing.wrappedValue.submit(errors: errors) {
                    onSubmit()
                } else if let announcement = Field.formcForm.announcement(for: errors) {
                    // The messages under the fields are shown, not spoken: VoiceOver says the first.
                    #if canImport(UIKit)
                        FormcAnnouncement.post(announcement)
                    #endif
                }
            }
        }

        /// One row of a form: the field's control with its label, placeholder, keyboard, content type
        /// and return key, its help (the spec's `help:`, for everyone) and its validation message. A
        /// date or picker row is a button that shows its
        /// picker, with the toolbar's items, while it is edited; a segmented field's row shows its
        /// segments, a stepper's or slider's row its control and number, a yes/no question's row
        /// its Yes and No segments and a rating's row its stars (`FormcRating`), outside the focus
        /// chain, as a toggle's row shows its switch. Hidden fields show nothing; disabled and
        /// read-only ones are `.disabled(true)`. Public so an app can lay the
        /// rows out itself: give every row, and `.formcKeyboardToolbar(focus:editing:)` on the
        /// container, the same `focus` and `editing`. A generated form names it (`ProfileFieldRow`).
        @available(iOS 15.0, *)
        @MainActor
        public struct FormcFieldRow<Field: FormcField>: View {
            public typealias Values = Field.Values

            public let field: Field
            @Binding private var values: Values
            private let focus: FocusState<Field?>.Binding
            @Binding private var editing: FormcEditing<Field>
            /// The form's one check of the current values (`FormcFormView` shares it between its
            /// rows); nil: the row checks the values itself.
            private let checked: FormcCheckedValues<Field>?
            private let onSubmit: () -> Void

            /// `checked`: the values checked once for every row the app lays out
            /// (`FormcCheckedValues(values)`, worked out where the values change); without it each
            /// row validates the whole form for itself.
            public init(
                _ field: Field, values: Binding<Values>, focus: FocusState<Field?>.Binding,
                editing: Binding<FormcEditing<Field>>, checked: FormcCheckedValues<Field>? = nil,
                onSubmit: @escaping () -> Void = {}
            ) {
                self.field = field
                _values = values
                self.focus = focus
                _editing = editing
                self.checked = checked
                self.onSubmit = onSubmit
            }

            public var body: some View {
                let checked = self.checked ?? FormcCheckedValues<Field>(values)
                if checked.shows(field) {
                    let message = editing.message(for: field, errors: checked.errors)
                    // The field id for UI tests, its name, and the message as its hint (so VoiceOver
                    // reads it on the field it is about, not as a loose line), on the one control of
                    // the row: `FormcRowAccessibility`.
                    let spoken = Field.formcForm.rowAccessibility(
                        of: field, value: values.formcValue(of: field), message: message)
                    VStack(alignment: .leading, spacing: 4) {
                        control(spoken)
                        // On screen for everyone, unlike the hint, which only VoiceOver reads; VoiceOver
                        // reads it as the next element, after the field.
                        if let help = field.info.help {
                            Text(help).font(.footnote).foregroundStyle(.secondary)
                        }
                        if let message {
                            Text(message).font(.footnote).foregroundColor(.red).accessibilityHidden(true)
                        }
                    }
                    .disabled(checked.disables(field))
                    // In a `Form` row, a tap anywhere would trigger every bordered button of the row.
                    .buttonStyle(.borderless)
                }
            }

            private var title: String { field.label ?? field.placeholder ?? field.rawValue }

            /// The control of the field's value shape (`FormcFieldInfo.value`) and, for text, of its
            /// `FormcInputTraits.control`.
            @ViewBuilder private func control(_ spoken: FormcRowAccessibility) -> some View {
                let info = field.info
                switch info.value {
                case .text, .digits, .decimal:
                    captioned { textControl(info.input ?? FormcInputTraits(), spoken) }
                case .date where info.date?.mode == .yearAndMonth:
                    // SwiftUI's `DatePicker` has no month mode: FormcKit's month and year wheels.
                    pickerRow(text: date.flatMap { FormcDates<Field>.string(from: $0, for: field) }, spoken) {
                        FormcMonthWheelsView(
                            field: field,
                            month: Binding(
                                get: { @MainActor in date ?? FormcDates<Field>.startDate(for: field) },
                                set: { @MainActor in values.formcSet(field, to: .date($0)) }))
                    }
                case .date:
                    pickerRow(text: date.flatMap { FormcDates<Field>.string(from: $0, for: field) }, spoken) {
                        datePicker(
                            Binding(
                                get: { @MainActor in date ?? FormcDates<Field>.startDate(for: field) },
                                set: { @MainActor in values.formcSet(field, to: .date($0)) }),
                            components: Self.components(info.date?.mode ?? .date))
                    }
                case .option where info.isSegmented:
                    // Every option at once, out of the chain: no row button, wheels or Choose.
                    captioned { accessible(segmentedPicker, spoken) }
                case .option:
                    pickerRow(text: path.isEmpty ? nil : displayText, spoken) {
                        wheels(
                            Binding(
                                get: { @MainActor in path },
                                set: { @MainActor in values.formcSet(field, to: .option($0.first)) }))
                    }
                case .path:
                    pickerRow(text: path.isEmpty ? nil : displayText, spoken) {
                        wheels(
                            Binding(
                                get: { @MainActor in path },
                                set: { @MainActor in values.formcSet(field, to: .path($0)) }))
                    }
                case .toggle:
                    accessible(
                        Toggle(
                            title,
                            isOn: Binding(
                                get: { @MainActor in
                                    if case .toggle(let on) = values.formcValue(of: field) { return on }
                                    return false
                                },
                                set: { @MainActor in values.formcSet(field, to: .toggle($0)) })),
                        spoken)
                case .integer, .real:
                    // Out of the chain, as a toggle: no focus, keyboard or toolbar.
                    quantityRow(
                        info.quantity ?? FormcQuantitySettings(control: .stepper, minimum: 0, maximum: 100, step: 1),
                        spoken)
                case .yesNo:
                    // Yes and No, neither chosen until a tap: out of the chain, as a segmented field.
                    captioned { accessible(yesNoPicker, spoken) }
                case .rating:
                    captioned {
                        accessible(
                            ratingRow(
                                info.quantity
                                    ?? FormcQuantitySettings(control: .rating, minimum: 1, maximum: 5, step: 1),
                                spoken),
                            spoken)
                    }
                case .selection:
                    // In the chain as a picker's row: its options show under it while it is edited.
                    pickerRow(text: spoken.value, spoken) { checklist }
                }
            }

            /// `spoken` on `view`, the row's one control: never on the row's group, whose every
            /// view a modifier reaches. A date or picker row's button, and a stepper or slider,
            /// speaks the value it shows as its value; a text field, a toggle and a segmented picker
            /// keep their own. A rating (`FormcRating`) names itself and speaks its stars, given
            /// the row's label and words (`ratingRow`): it takes the identifier and the hint only.
            @ViewBuilder private func accessible<Control: View>(_ view: Control, _ spoken: FormcRowAccessibility)
                -> some View
            {
                let identified = view.accessibilityIdentifier(spoken.identifier)
                if spoken.element == .rating {
                    identified.accessibilityHint(spoken.hint)
                } else {
                    let named = identified.accessibilityLabel(spoken.label).accessibilityHint(spoken.hint)
                    if spoken.element == .rowButton || spoken.element == .adjustable {
                        named.accessibilityValue(spoken.value ?? "")
                    } else {
                        named
                    }
                }
            }

            /// The field's text, through the values' `formcValue(of:)` / `formcSet(_:to:)`.
            private var text: Binding<String> {
                Binding(
                    get: { @MainActor in
                        if case .text(let text) = values.formcValue(of: field) { return text }
                        return ""
                    },
                    // Full-width digits typed by an input method are stored as ASCII, as the UIKit
                    // filter and formc run store them (`FormcCharacters.normalized`); where the
                    // traits turn smart punctuation off, what it typed is put back
                    // (`FormcSmartPunctuation.stored`: SwiftUI has no modifier for it).
                    set: { @MainActor in
                        let typed = FormcSmartPunctuation.stored($0, input: field.info.input)
                        values.formcSet(field, to: .text(field.characters.normalized(typed)))
                    })
            }

            /// A date field's value; nil when empty.
            private var date: Date? {
                if case .date(let date) = values.formcValue(of: field) { return date }
                return nil
            }

            /// A picker field's chosen values from the first column on (one for a flat picker);
            /// empty when none is chosen.
            private var path: [String] {
                switch values.formcValue(of: field) {
                case .option(let value?): return [value]
                case .path(let path): return path
                case .text, .date, .option, .toggle, .integer, .real, .rating, .yesNo, .selection: return []
                }
            }

            private var displayText: String {
                FormcSources<Field>.displayText(
                    for: field, selection: FormcSources<Field>.selection(for: field, path: path))
            }

            @ViewBuilder private func textControl(_ input: FormcInputTraits, _ spoken: FormcRowAccessibility)
                -> some View
            {
                switch input.control {
                case .text:
                    accessible(
                        keyboard(
                            SwiftUI.TextField(title, text: text, prompt: field.placeholder.map { Text($0) }), input),
                        spoken)
                case .secure:
                    accessible(
                        keyboard(
                            SwiftUI.SecureField(title, text: text, prompt: field.placeholder.map { Text($0) }), input),
                        spoken)
                case .multiline:
                    accessible(
                        keyboard(
                            TextEditor(text: text)
                                .frame(minHeight: 88)
                                .overlay(alignment: .topLeading) {
                                    // The hint speaks it (`spokenHint`): not an element of its own.
                                    if text.wrappedValue.isEmpty, let placeholder = field.placeholder {
                                        Text(placeholder).foregroundColor(.secondary).allowsHitTesting(false)
                                            .accessibilityHidden(true)
                                    }
                                },
                            input),
                        spoken)
                }
            }

            /// The text traits of the field's keyboard, and its place in the focus chain.
            private func keyboard<Control: View>(_ control: Control, _ input: FormcInputTraits) -> some View {
                control
                    .keyboardType(FormcUIKitTraits.keyboardType(input.keyboardType))
                    .textContentType(input.contentType.flatMap(FormcUIKitTraits.contentType(named:)))
                    .textInputAutocapitalization(Self.autocapitalization(input.autocapitalization))
                    .autocorrectionDisabled(input.autocorrectionDisabled)
                    .formcFocusChain(field, focus: focus, editing: $editing, onSubmit: onSubmit)
            }

            private static func autocapitalization(_ value: FormcAutocapitalization) -> TextInputAutocapitalization {
                switch value {
                case .never: return .never
                case .words: return .words
                case .sentences: return .sentences
                }
            }

            private static func components(_ mode: FormcDateMode) -> DatePickerComponents {
                switch mode {
                case .date: return [.date]
                case .time: return [.hourAndMinute]
                case .dateAndTime: return [.date, .hourAndMinute]
                // Never shown: a month field's row shows `FormcMonthWheelsView`.
                case .yearAndMonth: return [.date]
                }
            }

            /// A text control under the field's label.
            private func captioned<Control: View>(@ViewBuilder _ control: () -> Control) -> some View {
                VStack(alignment: .leading, spacing: 4) {
                    // The control's label says it: not an element of its own.
                    if let label = field.label {
                        Text(label).font(.caption).foregroundColor(.secondary).accessibilityHidden(true)
                    }
                    control()
                }
            }

            /// A date or picker row: a button showing the title and the value's text (the placeholder
            /// without one) that begins editing the field, or ends it when the field is being edited;
            /// while it is, the picker and, when the spec shows a toolbar, its items show under it. A
            /// multi-select's row is one too, its checklist in place of the wheel.
            /// While an empty row is edited, its wheels show a suggestion that answers nothing: the
            /// row shows the suggestion's text in the placeholder's colour, and a Choose button
            /// under the wheels takes it (`values.fillEmpty(_:)`): a `DatePicker` binds a
            /// non-optional `Date` (https://developer.apple.com/documentation/swiftui/datepicker),
            /// so "no date yet" is the row's, and Apple's own forms add an optional date with a
            /// tap on a row rather than filling it in; moving a wheel (the picker's selection
            /// binding) takes its row.
            @ViewBuilder private func pickerRow<Wheel: View>(
                text: String?, _ spoken: FormcRowAccessibility, @ViewBuilder wheel: () -> Wheel
            ) -> some View {
                let suggestion =
                    text == nil && editing.pickerField == field
                    ? Field.formcForm.suggestion(for: field, in: values)?.text : nil
                accessible(
                    Button {
                        if editing.field == field { editing.done() } else { editing.begin(field) }
                    } label: {
                        HStack {
                            Text(title).foregroundColor(.primary)
                            Spacer()
                            Text(text ?? suggestion ?? field.placeholder ?? "")
                                .foregroundColor(text == nil ? .secondary : .primary)
                        }
                    },
                    spoken)
                if editing.pickerField == field {
                    wheel()
                    if suggestion != nil {
                        Button(Field.formcForm.word(.choose)) { values.fillEmpty(field) }
                    }
                    if Field.formcForm.toolbar.isShown {
                        HStack {
                            FormcToolbarItems<Field>(state: editing.toolbar) { editing.perform($0) }
                        }
                    }
                }
            }

            /// A wheel date picker with the field's components, range, locale, calendar and zone (the
            /// calendar-day model of `FormcDates`).
            private func datePicker(_ selection: Binding<Date>, components: DatePickerComponents) -> some View {
                Group {
                    switch FormcDates<Field>.bounds(for: field) {
                    case let (lower?, upper?):
                        DatePicker(title, selection: selection, in: lower...upper, displayedComponents: components)
                    case let (lower?, nil):
                        DatePicker(title, selection: selection, in: lower..., displayedComponents: components)
                    case let (nil, upper?):
                        DatePicker(title, selection: selection, in: ...upper, displayedComponents: components)
                    case (nil, nil): DatePicker(title, selection: selection, displayedComponents: components)
                    }
                }
                .datePickerStyle(.wheel)
                .labelsHidden()
                .environment(\.locale, FormcDates<Field>.pickerLocale(for: field) ?? Locale.current)
                .environment(\.calendar, Calendar(identifier: .gregorian))
                .environment(\.timeZone, FormcDates<Field>.timeZone(for: field) ?? TimeZone.current)
            }

            /// A segmented field (`kind: segmented`): a `Picker` in the segmented style over its
            /// segments (`FormcForm.segments(of:)`), each option's label tagged with its value, bound
            /// to the field's value as a flat picker's is (`.option`). It takes no focus, as a toggle
            /// does not: a tap stores the option at once. The tags are `String?`, the selection's
            /// type ("the type of each selection matches the type of the bound state variable",
            /// https://developer.apple.com/documentation/swiftui/picker), so a value nobody chose
            /// (nil), or one that is no segment, matches no tag and no segment shows selected. Under
            /// the field's label, as a text field is, with the picker's own label hidden.
            private var segmentedPicker: some View {
                segments(
                    Binding<String?>(
                        get: { @MainActor in
                            if case .option(let value) = values.formcValue(of: field) { return value }
                            return nil
                        },
                        set: { @MainActor in values.formcSet(field, to: .option($0)) })
                ) {
                    ForEach(Field.formcForm.segments(of: field), id: \.value) { option in
                        Text(option.label).tag(Optional(option.value))
                    }
                }
            }

            /// A `Picker` titled with the row's title in the segmented style, its own label hidden
            /// (the row's caption says it): a segmented field's and a yes/no question's.
            private func segments<Selection: Hashable, Content: View>(
                _ selection: Binding<Selection>, @ViewBuilder content: () -> Content
            ) -> some View {
                Picker(title, selection: selection, content: content)
                    .pickerStyle(.segmented)
                    .labelsHidden()
            }

            /// A yes/no question (`kind: yesNo`): a `Picker` in the segmented style with two
            /// segments, formc's words Yes and No (`Formc.yes`, `Formc.no` in the form's catalog),
            /// tagged `true` and `false` as `Bool?`, the selection's type, so an unanswered
            /// question (nil) matches no tag and shows no segment selected ("the type of each
            /// selection matches the type of the bound state variable",
            /// https://developer.apple.com/documentation/swiftui/picker), as a segmented field
            /// shows no option. A tap answers at once; there is no focus. Under the field's label,
            /// with the picker's own label hidden.
            private var yesNoPicker: some View {
                segments(
                    Binding<Bool?>(
                        get: { @MainActor in
                            if case .yesNo(let answer) = values.formcValue(of: field) { return answer }
                            return nil
                        },
                        set: { @MainActor in values.formcSet(field, to: .yesNo($0)) })
                ) {
                    Text(Field.formcForm.word(.yes)).tag(Optional(true))
                    Text(Field.formcForm.word(.no)).tag(Optional(false))
                }
            }

            /// A rating (`kind: rating`): FormcKit's `FormcRating`, its stars bound to the field's
            /// `.rating` value, under the field's label. The rating is one accessibility element
            /// that names itself with the row's spoken label (`Stay, required`) and speaks the
            /// stars chosen (`FormcForm.spokenRating`: "3 of 5", "not rated"); `accessible` adds the
            /// field id and the hint (the message shown, or the spec's hint) on it.
            private func ratingRow(_ settings: FormcQuantitySettings, _ spoken: FormcRowAccessibility) -> some View {
                FormcRating(
                    spoken.label,
                    value: Binding<Int?>(
                        get: { @MainActor in
                            if case .rating(let stars) = values.formcValue(of: field) { return stars }
                            return nil
                        },
                        set: { @MainActor in values.formcSet(field, to: .rating($0)) }),
                    in: settings.ratingRange,
                    spokenValue: { Field.formcForm.spokenRating($0, for: field) }
                )
            }

            /// A stepper or slider (`kind: stepper`, `kind: slider`), bound to the field's number
            /// through `FormcForm.quantityValue(_:for:)`, so it stores only numbers on the range and
            /// the step, `.integer` or `.real` as the field is, without a `Double`'s binary noise
            /// (a stepper by 0.1 adds up to 0.30000000000000004). A stepper is
            /// `Stepper(value:in:step:)` labelled with the title and the number shown; a slider is
            /// `Slider(value:in:step:)` (`Slider(value:in:)` when continuous: no `step`) under the
            /// title and the number shown, which VoiceOver reads on the slider alone. Either speaks
            /// the shown number as its value, not a slider's percentage (`FormcRowAccessibility`).
            @ViewBuilder private func quantityRow(_ settings: FormcQuantitySettings, _ spoken: FormcRowAccessibility)
                -> some View
            {
                let number = Binding<Double>(
                    get: { @MainActor in values.formcValue(of: field).number ?? settings.bounds.lowerBound },
                    set: { @MainActor in
                        if let value = Field.formcForm.quantityValue($0, for: field) {
                            values.formcSet(field, to: value)
                        }
                    })
                let shown = HStack {
                    Text(title)
                    Spacer()
                    Text(spoken.value ?? "")
                }
                switch settings.control {
                // A whole or decimal number whose table names the rating control (a table written in
                // code) still has a number: a stepper shows it.
                case .stepper, .rating:
                    adjustable(
                        Stepper(value: number, in: settings.bounds, step: settings.increment ?? 1) { shown }, spoken)
                case .slider:
                    VStack(alignment: .leading, spacing: 4) {
                        // The slider says both: not an element of its own.
                        shown.accessibilityHidden(true)
                        if let step = settings.increment {
                            adjustable(Slider(value: number, in: settings.bounds, step: step), spoken)
                        } else {
                            adjustable(Slider(value: number, in: settings.bounds), spoken)
                        }
                    }
                }
            }

            /// `spoken` on a stepper or slider, whose swipes up and down move the number one step
            /// (`FormcForm.adjustedQuantity`): the adjustable action SwiftUI gives VoiceOver
            /// (https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)),
            /// so VoiceOver moves both controls the same way, whatever each one's own adjustment is.
            /// The direction is compared, not switched over: the enum is not frozen, and a switch
            /// would need an `@unknown default`.
            private func adjustable<Control: View>(_ control: Control, _ spoken: FormcRowAccessibility) -> some View {
                accessible(control, spoken)
                    .accessibilityAdjustableAction { direction in
                        let steps = direction == .increment ? 1 : direction == .decrement ? -1 : 0
                        guard steps != 0,
                            let value = Field.formcForm.adjustedQuantity(
                                values.formcValue(of: field), by: steps, for: field)
                        else { return }
                        values.formcSet(field, to: value)
                    }
            }

            /// A multi-select's checklist (`kind: multiSelect`), inline in the section under its row
            /// while the row is edited: one `Button` per option of its source
            /// (`FormcForm.checklist(of:value:)`), its label and a checkmark on a chosen one, whose tap
            /// ticks or unticks it (`FormcPicker.toggling`) and keeps the row edited, so a person
            /// ticks several in a row. VoiceOver reads each as a button named by its label, with the
            /// selected trait while ticked (`.accessibilityAddTraits(.isSelected)`,
            /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:); the
            /// traits are added as a value, never by a branch, so a tap keeps the button's identity and
            /// VoiceOver's focus on it); the checkmark says it on screen and is hidden from VoiceOver.
            private var checklist: some View {
                let showsIcons = field.info.picker?.showsIcons == true
                let rows = Field.formcForm.checklist(of: field, value: values.formcValue(of: field))
                return ForEach(rows, id: \.option.value) { row in
                    Button {
                        // The values as they are at the tap, not as this row was drawn.
                        guard case .selection(let chosen) = values.formcValue(of: field) else { return }
                        values.formcSet(field, to: .selection(FormcPicker.toggling(row.option.value, in: chosen)))
                    } label: {
                        HStack {
                            if showsIcons, let icon = row.option.icon {
                                Image(decorative: icon).resizable().scaledToFit().frame(width: 28, height: 28)
                            }
                            Text(row.option.label).foregroundColor(.primary)
                            Spacer()
                            if row.isChosen {
                                Image(systemName: "checkmark").foregroundColor(.accentColor).accessibilityHidden(true)
                            }
                        }
                        // The whole row takes the tap, not only its text, and is at least the 44
                        // points high that Apple's Human Interface Guidelines ask of a target
                        // (https://developer.apple.com/design/human-interface-guidelines/accessibility):
                        // the options share one row of the form, one above the other.
                        .frame(minHeight: 44)
                        .contentShape(Rectangle())
                    }
                    .accessibilityAddTraits(row.isChosen ? .isSelected : [])
                }
            }

            /// One wheel per column of the field's source (`FormcSources.columns`); choosing a row
            /// sets the path through `FormcSources.path(for:choosing:atLevel:in:)`, so the columns
            /// after it start again at a row that exists, and an empty child column stays empty.
            /// A flat picker's wheel (a SwiftUI `Picker`), or a cascading picker's columns as one
            /// multi-column `UIPickerView` (`FormcWheels`): two `.wheel` Pickers side by side
            /// steal each other's touches from iOS 15 on.
            @ViewBuilder private func wheels(_ path: Binding<[String]>) -> some View {
                if FormcSources<Field>.levels(for: field).count > 1 {
                    FormcWheels(field: field, path: path)
                } else {
                    flatWheel(path)
                }
            }

            /// The wheel shows the field's value, or without one the row it suggests
            /// (`FormcSources.startPath`, as `FormcWheels` and the UIKit controller start): a
            /// selection that is no row's tag is "invalid" to SwiftUI, which then shows any row.
            /// Showing the suggestion answers nothing: only a move (the binding's `set`) or
            /// Choose does.
            private func flatWheel(_ path: Binding<[String]>) -> some View {
                let columns = FormcSources<Field>.columns(for: field, path: path.wrappedValue)
                let shown = FormcSources<Field>.startPath(for: field, stored: path.wrappedValue)
                return HStack {
                    ForEach(columns.indices, id: \.self) { level in
                        Picker(
                            title,
                            selection: Binding(
                                get: { @MainActor in level < shown.count ? shown[level] : "" },
                                set: { @MainActor in
                                    path.wrappedValue = FormcSources<Field>.path(
                                        for: field, choosing: $0, atLevel: level, in: path.wrappedValue)
                                }
                            )
                        ) {
                            ForEach(columns[level], id: \.value) { option in
                                HStack {
                                    if let icon = option.icon {
                                        Image(decorative: icon).resizable().scaledToFit().frame(width: 28, height: 28)
                                    }
                                    Text(option.label)
                                }
                                .tag(option.value)
                            }
                        }
                        .pickerStyle(.wheel)
                        .labelsHidden()
                    }
                }
            }
        }

        /// A month field's wheels in SwiftUI (`kind: monthYear`; SwiftUI's `DatePicker` has no month
        /// mode): the months' names and the years as one `UIPickerView` with the UIKit controller's
        /// data source and delegate (`FormcMonthPickerModel`, its coordinator), not two `.wheel`
        /// Pickers, which steal each other's touches side by side (`FormcWheels`). The wheels show
        /// `month` (the value, else the suggestion), and a move writes the month's first day, moved
        /// into the field's bounds.
        @available(iOS 15.0, *)
        @MainActor
        struct FormcMonthWheelsView<Field: FormcField>: UIViewRepresentable {
            let field: Field
            @Binding var month: Date

            func makeCoordinator() -> FormcMonthPickerModel {
                let settings = field.info.date ?? FormcDateSettings(mode: .yearAndMonth, format: "yyyy-MM")
                return FormcMonthPickerModel(wheels: FormcMonthWheels(settings), date: month)
            }

            func makeUIView(context: Context) -> UIPickerView {
                let picker = UIPickerView()
                picker.dataSource = context.coordinator
                picker.delegate = context.coordinator
                context.coordinator.show(month, in: picker)
                return picker
            }

            func updateUIView(_ picker: UIPickerView, context: Context) {
                let model = context.coordinator
                let binding = $month
                model.onChange = { date in binding.wrappedValue = date }
                if model.wheels.rows(for: model.date) != model.wheels.rows(for: month) { model.show(month, in: picker) }
            }
        }

        /// A cascading picker's columns in SwiftUI as one `UIPickerView` with the UIKit
        /// controller's data source and delegate (`FormcPickerModel`, its coordinator): the same
        /// rows, row heights, icons and cascading rule (`FormcSources.path`). The wheels show
        /// `path` (`FormcSources.startPath`), and a choice writes the new path back.
        @available(iOS 15.0, *)
        @MainActor
        struct FormcWheels<Field: FormcField>: UIViewRepresentable {
            let field: Field
            @Binding var path: [String]

            func makeCoordinator() -> FormcPickerModel<Field> {
                let settings = field.info.picker
                return FormcPickerModel(
                    field: field, rowHeight: settings?.rowHeight.map { CGFloat($0) },
                    showsIcons: settings?.showsIcons ?? false)
            }

            func makeUIView(context: Context) -> UIPickerView {
                let picker = UIPickerView()
                picker.dataSource = context.coordinator
                picker.delegate = context.coordinator
                return picker
            }

            func updateUIView(_ picker: UIPickerView, context: Context) {
                let model = context.coordinator
                let binding = $path
                model.onChange = { selection in binding.wrappedValue = selection.map(\.value) }
                let shown = FormcSources<Field>.startPath(for: field, stored: path)
                if model.path != shown { model.show(shown, in: picker) }
            }
        }
    #endif
#endif
