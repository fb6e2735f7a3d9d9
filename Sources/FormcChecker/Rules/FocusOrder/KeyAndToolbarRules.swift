import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC110: a form none of whose fields can take focus.
struct NoFocusableFieldRule: CheckerRule {
    static let description = RuleDescription(
        .noFocusableField,
        explanation: """
            A form whose fields are all hidden, disabled or not editable has nothing a person can \
            fill in: no keyboard, no control, no answer to give. That is usually a mistake. A form \
            of switches, segmented controls, yes/no questions, steppers, sliders or ratings alone \
            has no focus chain, and needs none (a settings screen, a survey): it is not reported.
            """,
        triggering: [
            "form: F\nfields:\n  ↓- {id: agree, kind: toggle, editable: false}\n  - {id: name, hidden: true}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: agree\n    kind: toggle\n  - id: name\n",
            "form: F\nfields:\n  - {id: stars, kind: rating}\n  - {id: again, kind: yesNo}\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        // A field out of the chain (a switch, a rating) is filled in too, with its control.
        let fillable = context.form.fields.contains { $0.isFocusable || ($0.isChecked && !$0.kind.canTakeFocus) }
        guard !fillable else { return [] }
        let position = context.ast.sections.first?.position ?? context.ast.rootPosition
        return [context.diagnostic(.noFocusableField, "no field of this form can be filled in", at: position)]
    }
}

/// FC111: the last field of the chain has a Next return key.
struct NextKeyOnLastFieldRule: CheckerRule {
    static let description = RuleDescription(
        .nextKeyOnLastField,
        explanation: """
            The return key's label promises what it does. On the last field of the focus chain \
            there is no next field, so a Next key would only end editing: label it Done (or Go, \
            Send…) instead. IQKeyboardManager sets Done on the last field for this reason.
            """,
        triggering: [
            "form: F\nfields:\n  - id: name\n  - id: email\n    returnKey: ↓next\n",
            "form: F\nreturnKey:\n  last: ↓next\nfields:\n  - id: name\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - id: name\n    returnKey: next\n  - id: email\n    returnKey: done\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let lastID = context.form.focusChain.last, let last = context.field(lastID),
            last.kind.hasReturnKey, !last.kind.returnInsertsLineBreak
        else { return [] }
        var position: SourcePosition?
        context.forEachWritten { _, written in
            if written.id.value == lastID, position == nil, written.returnKey?.value == .next {
                position = written.returnKey?.position
            }
        }
        if position == nil, context.ast.returnKeyLast?.value == .next, last.focus?.returnKey == .next {
            position = context.ast.returnKeyLast?.position
        }
        guard let position else { return [] }
        return [
            context.diagnostic(
                .nextKeyOnLastField, "'\(lastID)' is the last field of the focus chain, but its return key says Next",
                at: position, fixIt: FixIt(at: context.location(position), replacement: "done"))
        ]
    }
}

/// FC115: the form's `returnKey.last` when the chain ends on a multiline field, whose return
/// key inserts a line break and is never relabelled.
struct LastReturnKeyOnMultilineRule: CheckerRule {
    static let description = RuleDescription(
        .lastReturnKeyIgnored,
        explanation: """
            `returnKey: {last: …}` labels the return key of the last field in the focus chain. \
            When that field is `multiline`, its return key inserts a line break (a `UITextView` \
            has no `returnKeyType` action to run), so the setting silently does nothing. End the \
            chain on a single-line field, or rely on the toolbar's Done to finish the form.
            """,
        triggering: ["form: F\nreturnKey:\n  last: ↓go\nfields:\n  - id: name\n  - id: bio\n    kind: multiline\n"],
        nonTriggering: ["form: F\nreturnKey:\n  last: go\nfields:\n  - id: bio\n    kind: multiline\n  - id: name\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let setting = context.ast.returnKeyLast, let lastID = context.form.focusChain.last,
            let last = context.field(lastID), last.kind.returnInsertsLineBreak
        else { return [] }
        return [
            context.diagnostic(
                .lastReturnKeyIgnored,
                "returnKey.last '\(setting.value.rawValue)' has no effect: the last field of the chain, "
                    + "'\(lastID)', is multiline, and its return key inserts a line break",
                at: setting.position)
        ]
    }
}

/// FC112: a keyboard without a return key (or a multiline one, whose return stays in the
/// field), and no toolbar Done.
struct NoWayOutRule: FieldRule {
    static let description = RuleDescription(
        .noWayOut,
        explanation: """
            The number pad, the phone pad and the decimal pad have no return key, and neither has \
            a date picker or picker used as the field's `inputView`. Without a Done button on the \
            keyboard toolbar (`inputAccessoryView`), such a field can never be left from the \
            keyboard. A `multiline` field has a return key, but it inserts a line break, so it \
            never leaves the field either. Keep `toolbar.done` on (the default); a toolbar is the \
            robust way to give a number pad its Done, instead of a button added to the keyboard's \
            window.
            """,
        triggering: [
            "form: F\ntoolbar:\n  done: false\nfields:\n  - id: amount\n    kind: ↓number\n",
            "form: F\ntoolbar: false\nfields:\n  - id: bio\n    kind: ↓multiline\n  - id: name\n"
        ],
        nonTriggering: ["form: F\ntoolbar:\n  done: true\nfields:\n  - id: amount\n    kind: number\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard !context.form.toolbar.done else { return }
        guard field.focus != nil, !field.kind.hasReturnKey || field.kind.returnInsertsLineBreak else { return }
        // A text view's return inserts a line break (FC113 refuses any other action).
        let why =
            field.kind.returnInsertsLineBreak
            ? "return in a multiline field inserts a line break" : "a \(field.kind.rawValue) field has no return key"
        found.append(
            context.diagnostic(
                .noWayOut,
                "\(why), and the toolbar has no Done: '\(field.id)' could never be left from the keyboard",
                at: field.written.kind?.position ?? field.written.id.position,
                notes: context.ast.toolbar?.done.map {
                    [DiagnosticNote("Done is turned off here", at: context.location($0.position))]
                } ?? []))
    }
}

/// FC113: a multiline field whose return key is asked to move focus.
struct MultilineMovesFocusRule: FieldRule {
    static let description = RuleDescription(
        .multilineMovesFocus,
        explanation: """
            In a multiline field (a `UITextView`) return inserts a line break: that is how people \
            type paragraphs. Making return move focus (or end editing) takes that away. Leave \
            multiline fields through the toolbar's Next and Done instead.
            """,
        triggering: [
            "form: F\nfields:\n  - id: bio\n    kind: multiline\n    returnAction: ↓next\n  - id: name\n",
            "form: F\nfields:\n  - id: bio\n    kind: multiline\n    returnKey: ↓next\n  - id: name\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - id: bio\n    kind: multiline\n  - id: name\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard field.kind.returnInsertsLineBreak else { return }
        if let action = field.written.returnAction, action.value != .newline {
            let asked = action.value == .next ? "move focus" : action.value == .done ? "end editing" : "submit the form"
            found.append(
                context.diagnostic(
                    .multilineMovesFocus,
                    "return in multiline field '\(field.id)' inserts a line break; it cannot \(asked)",
                    at: action.position))
        } else if let key = field.written.returnKey, key.value == .next {
            found.append(
                context.diagnostic(
                    .multilineMovesFocus,
                    "return in multiline field '\(field.id)' inserts a line break, so a Next key would mislead",
                    at: key.position))
        }
    }
}

/// FC114: Previous/Next buttons on a form with one focusable field.
struct PreviousNextWithOneFieldRule: CheckerRule {
    static let description = RuleDescription(
        .previousNextWithOneField,
        explanation: """
            With a single field in the focus chain, Previous and Next are always disabled: two \
            dead buttons on the toolbar. Turn them off with `previousNext: false` and keep Done.
            """,
        triggering: ["form: F\ntoolbar:\n  previousNext: ↓true\nfields:\n  - id: search\n"],
        nonTriggering: ["form: F\ntoolbar:\n  previousNext: false\nfields:\n  - id: search\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        // Only a written `previousNext: true`: `toolbar: true` also means Done, which must stay.
        guard context.form.focusChain.count == 1, context.ast.toolbar?.isShorthand == false,
            let flag = context.ast.toolbar?.previousNext, flag.value
        else { return [] }
        return [
            context.diagnostic(
                .previousNextWithOneField,
                "Previous and Next would always be disabled: the form has one focusable field",
                at: flag.position, fixIt: FixIt(at: context.location(flag.position), replacement: "false"))
        ]
    }
}
