import Foundation

#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 15.0, macOS 12.0, *)
    nonisolated extension FormcField {
        /// SwiftUI's `SubmitLabel` for the field's return key in the static chain.
        public var submitLabel: SubmitLabel { Self.submitLabel(for: returnKey) }

        /// SwiftUI's `SubmitLabel` for the field's return key where it stands in `chain`, the
        /// live chain (`Field.returnKey(in:)`).
        public func submitLabel(in chain: [Self]) -> SubmitLabel { Self.submitLabel(for: returnKey(in: chain)) }

        /// SwiftUI's `SubmitLabel` for a return key (SwiftUI has no Google, Yahoo or
        /// emergency-call label: those become Search and Return).
        static func submitLabel(for key: FormcReturnKey?) -> SubmitLabel {
            switch key {
            case .done?: return .done
            case .go?: return .go
            case .send?: return .send
            case .join?: return .join
            case .route?: return .route
            case .search?, .google?, .yahoo?: return .search
            case .next?: return .next
            case .continue?: return .continue
            case .default?, .emergencyCall?, nil: return .return
            }
        }
    }

    /// Puts a view in a form's focus chain: `.focused(_:equals:)`, the field's `.submitLabel`,
    /// and `.onSubmit` that performs the field's return action through
    /// `FormcEditing.returnPressed()`: moves along the chain, ends editing, or submits.
    @available(iOS 15.0, macOS 12.0, *)
    @MainActor
    public struct FormcFocusChainModifier<Field: FormcField>: ViewModifier {
        public let field: Field
        public let focus: FocusState<Field?>.Binding
        /// The editing position when dates and pickers are in the chain (the generated view's);
        /// nil when the app's own views carry the whole chain.
        public let editing: Binding<FormcEditing<Field>>?
        public let onSubmit: () -> Void

        public init(
            field: Field, focus: FocusState<Field?>.Binding, editing: Binding<FormcEditing<Field>>? = nil,
            onSubmit: @escaping () -> Void
        ) {
            self.field = field
            self.focus = focus
            self.editing = editing
            self.onSubmit = onSubmit
        }

        public func body(content: Content) -> some View {
            tabbing(chained(content))
        }

        private func chained(_ content: Content) -> some View {
            content
                .focused(focus, equals: field)
                // The live chain's key: a field the values make the last shows the last field's.
                .submitLabel(field.submitLabel(in: editing?.wrappedValue.chain ?? Field.focusChain))
                .onSubmit {
                    var state = editing?.wrappedValue ?? FormcEditing<Field>()
                    state.begin(field)
                    let submits = state.returnPressed()
                    if let editing {
                        editing.wrappedValue = state
                        focus.wrappedValue = state.keyboardField
                    } else {
                        // The app's views carry every field, dates and pickers included.
                        focus.wrappedValue = state.field
                    }
                    if submits { onSubmit() }
                }
        }

        /// A hardware keyboard's Tab and Shift-Tab (`FormcMove.hardwareKey`) take the chain's next
        /// and previous field, as the toolbar's buttons do, from iOS 17 (`onKeyPress`); Tab is
        /// consumed at either end of the chain too, so focus never leaves the form by the views'
        /// geometry. Before iOS 17 the system's own Tab handling stays.
        @ViewBuilder private func tabbing<V: View>(_ view: V) -> some View {
            if #available(iOS 17.0, macOS 14.0, *) {
                view.onKeyPress(.tab, phases: .down) { press in
                    let shift = press.modifiers.contains(.shift)
                    if let move = FormcMove.hardwareKey(String(press.key.character), shift: shift) { step(move) }
                    return .handled
                }
            } else {
                view
            }
        }

        /// A toolbar move made from this field, written back to the editing position and focus.
        private func step(_ move: FormcMove) {
            var state = editing?.wrappedValue ?? FormcEditing<Field>()
            state.begin(field)
            state.perform(move)
            if let editing {
                editing.wrappedValue = state
                focus.wrappedValue = state.keyboardField
            } else {
                focus.wrappedValue = state.field
            }
        }
    }

    /// The items of a form's toolbar, as the spec's `toolbar:` lays them out
    /// (`FormcToolbarLayout`): Previous and Next enabled per `state` (`Field.toolbar`, the state
    /// the UIKit controller shows), the title, and Done. The keyboard toolbar shows them above
    /// the keyboard; the generated view also shows them under a date or picker row's picker,
    /// which has no keyboard.
    @available(iOS 15.0, macOS 12.0, *)
    @MainActor
    public struct FormcToolbarItems<Field: FormcField>: View {
        public let state: FormcToolbarState
        public let perform: (FormcMove) -> Void
        /// Which items: all of them with spacers between (one toolbar item group, or a row), or
        /// one part for a toolbar item of its own (iOS 26's keyboard toolbar).
        let part: Part

        enum Part {
            case all, moves, title, done
        }

        public init(state: FormcToolbarState, perform: @escaping (FormcMove) -> Void) {
            self.init(state: state, perform: perform, part: .all)
        }

        init(state: FormcToolbarState, perform: @escaping (FormcMove) -> Void, part: Part) {
            self.state = state
            self.perform = perform
            self.part = part
        }

        public var body: some View {
            let layout = Field.formcForm.toolbar
            if layout.previousNext, part == .all || part == .moves {
                Button {
                    perform(.previous)
                } label: {
                    Image(systemName: "chevron.up")
                }
                .disabled(!state.previousEnabled)
                .accessibilityLabel(Field.formcForm.word(.previous))
                Button {
                    perform(.next)
                } label: {
                    Image(systemName: "chevron.down")
                }
                .disabled(!state.nextEnabled)
                .accessibilityLabel(Field.formcForm.word(.next))
            }
            if part == .all {
                Spacer()
                Text(state.title ?? "")
                Spacer()
            } else if part == .title, let title = state.title {
                Text(title)
            }
            if layout.done, part == .all || part == .done {
                Button(Field.formcForm.word(.done)) {
                    perform(.done)
                }
            }
        }
    }

    #if compiler(>=6.2)
        /// The keyboard toolbar from iOS 26 (its SDK comes with Swift 6.2): the moves, the title and
        /// Done as toolbar items of their own, apart by `ToolbarSpacer`. A `Spacer()` inside a
        /// keyboard `ToolbarItemGroup` logs "Invalid frame dimension" there, and the title would sit
        /// on a glass capsule as if it were a button (`sharedBackgroundVisibility(.hidden)`, the
        /// SwiftUI side of UIKit's `hidesSharedBackground`).
        @available(iOS 26.0, macOS 26.0, *)
        @MainActor
        struct FormcSpacedKeyboardToolbar<Field: FormcField>: ToolbarContent {
            let state: FormcToolbarState
            let perform: (FormcMove) -> Void

            var body: some ToolbarContent {
                ToolbarItemGroup(placement: .keyboard) {
                    FormcToolbarItems<Field>(state: state, perform: perform, part: .moves)
                }
                ToolbarSpacer(.flexible, placement: .keyboard)
                ToolbarItemGroup(placement: .keyboard) {
                    FormcToolbarItems<Field>(state: state, perform: perform, part: .title)
                }
                .sharedBackgroundVisibility(.hidden)
                ToolbarSpacer(.flexible, placement: .keyboard)
                ToolbarItemGroup(placement: .keyboard) {
                    FormcToolbarItems<Field>(state: state, perform: perform, part: .done)
                }
            }
        }
    #endif

    /// A form's keyboard toolbar, attached once to the container (never to each field, which
    /// would repeat it): the items of `FormcToolbarItems` for the focused field, when the spec
    /// shows a toolbar. With `editing` (the generated view), the buttons step `FormcEditing`, and
    /// the `@FocusState` and the editing position are kept in step both ways.
    @available(iOS 15.0, macOS 12.0, *)
    @MainActor
    public struct FormcKeyboardToolbar<Field: FormcField>: ViewModifier {
        public let focus: FocusState<Field?>.Binding
        public let editing: Binding<FormcEditing<Field>>?

        public init(focus: FocusState<Field?>.Binding, editing: Binding<FormcEditing<Field>>? = nil) {
            self.focus = focus
            self.editing = editing
        }

        /// The edited field's state, else the focused field's; everything off without either.
        private var state: FormcToolbarState {
            if let editing { return editing.wrappedValue.toolbar }
            var state = FormcEditing<Field>()
            if let field = focus.wrappedValue { state.begin(field) }
            return state.toolbar
        }

        private func perform(_ move: FormcMove) {
            if let editing {
                editing.wrappedValue.perform(move)
                return
            }
            var state = FormcEditing<Field>()
            if let field = focus.wrappedValue { state.begin(field) }
            state.perform(move)
            focus.wrappedValue = state.field
        }

        public func body(content: Content) -> some View {
            if Field.formcForm.toolbar.isShown {
                synced(withToolbar(content))
            } else {
                synced(content)
            }
        }

        /// The toolbar, once: from iOS 26 its items spaced by `ToolbarSpacer`
        /// (`FormcSpacedKeyboardToolbar`), before that one item group with `Spacer()`s.
        @ViewBuilder private func withToolbar(_ content: Content) -> some View {
            #if compiler(>=6.2)
                if #available(iOS 26.0, macOS 26.0, *) {
                    content.toolbar { FormcSpacedKeyboardToolbar<Field>(state: state, perform: perform) }
                } else {
                    grouped(content)
                }
            #else
                grouped(content)
            #endif
        }

        private func grouped(_ content: Content) -> some View {
            content.toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    FormcToolbarItems<Field>(state: state, perform: perform)
                }
            }
        }

        /// The keyboard focus reported to the editing position (a tap on a text field, the
        /// keyboard put away), and the editing position's keyboard field given to the focus.
        @ViewBuilder private func synced<V: View>(_ view: V) -> some View {
            if let editing {
                if #available(iOS 17.0, macOS 14.0, *) {
                    view
                        .onChange(of: focus.wrappedValue) { _, reported in
                            editing.wrappedValue.keyboardFocusChanged(to: reported)
                        }
                        .onChange(of: editing.wrappedValue) { _, state in focus.wrappedValue = state.keyboardField }
                } else {
                    view
                        .onChange(of: focus.wrappedValue) { reported in
                            editing.wrappedValue.keyboardFocusChanged(to: reported)
                        }
                        .onChange(of: editing.wrappedValue) { state in focus.wrappedValue = state.keyboardField }
                }
            } else {
                view
            }
        }
    }

    @available(iOS 15.0, macOS 12.0, *)
    @MainActor
    extension View {
        /// Puts this view in its form's focus chain as `field`; `onSubmit` runs when a field whose
        /// return action is `submit` returns. `editing`: see `FormcFocusChainModifier`.
        public func formcFocusChain<Field: FormcField>(
            _ field: Field, focus: FocusState<Field?>.Binding, editing: Binding<FormcEditing<Field>>? = nil,
            onSubmit: @escaping () -> Void = {}
        ) -> some View {
            modifier(FormcFocusChainModifier(field: field, focus: focus, editing: editing, onSubmit: onSubmit))
        }

        /// Adds a form's Previous/Next/Done keyboard toolbar; apply it once, to the container.
        /// `editing`: see `FormcKeyboardToolbar`.
        public func formcKeyboardToolbar<Field: FormcField>(
            focus: FocusState<Field?>.Binding, editing: Binding<FormcEditing<Field>>? = nil
        ) -> some View {
            modifier(FormcKeyboardToolbar(focus: focus, editing: editing))
        }
    }
#endif
