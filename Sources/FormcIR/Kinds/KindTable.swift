extension FieldKind {
    /// Everything formc knows about the kind. The switch below is the only one over kinds:
    /// a new kind fails to compile here, and nowhere else that reads the table.
    /// (An entry is a few enums and a literal: building it is cheaper than a lookup.)
    public var entry: KindEntry { KindTable.entry(self) }

    /// Whether the kind takes the field key `name` as a key of some kinds only: its own keys
    /// (`KindEntry.keys`), and the chain's keys when it takes focus. A key no kind takes
    /// this way is every kind's.
    public func takes(_ name: String) -> Bool {
        let entry = entry
        return entry.keys.contains { $0.name == name }
            || (entry.takesFocus && KindTable.chainKeys.contains { $0.name == name })
    }
}

extension FieldKind {
    /// The kind of a field that writes no `kind:`.
    public static let unwritten = FieldKind.text
}

enum KindTable {
    private static let F = Language.fieldKeys

    /// The keys of a field in the focus chain: a field that takes no focus (a switch, a row
    /// of segments) shows no text to hold a placeholder or be secure, has no return key, and
    /// is no step of Next. Every kind that takes focus takes them.
    static let chainKeys = [F.placeholder, F.secure, F.next, F.returnKey, F.returnAction]

    static func entry(_ kind: FieldKind) -> KindEntry {
        switch kind {
        case .text: return typed(.default, returnKey: true, freeText: true)
        case .multiline:
            return typed(
                .default, returnKey: true, control: .multiline, freeText: true,
                own: .init(key: .default, action: .newline),
                view: .textView, noun: "text area")
        case .secure: return typed(.default, returnKey: true, control: .secure)
        case .email: return typed(.emailAddress, returnKey: true)
        case .url: return typed(.URL, returnKey: true)
        case .phone: return typed(.phonePad, characters: .phone)
        case .number: return typed(.numberPad, characters: .digits, value: .digits)
        case .decimal: return typed(.decimalPad, characters: .decimal, value: .decimal)
        case .date: return dateWheels(.date)
        case .time: return dateWheels(.time)
        case .dateTime: return dateWheels(.dateAndTime)
        case .monthYear: return dateWheels(.yearAndMonth)
        case .picker:
            return KindEntry(
                keyboard: nil, inputView: .picker, characters: .none, textControl: nil, isFreeText: false,
                takesFocus: true, hasReturnKey: false, ownReturn: nil, value: .choice, control: .optionWheels,
                terminal: .wheels, noun: "picker",
                keys: [F.source, F.options, F.other, F.display, F.rowHeight, F.fillOnFocus])
        case .multiSelect:
            // Any number of options, ticked on a checklist that replaces the keyboard: in the
            // chain as a picker is, its text the chosen options' labels.
            return KindEntry(
                keyboard: nil, inputView: .checklist, characters: .none, textControl: nil, isFreeText: false,
                takesFocus: true, hasReturnKey: false, ownReturn: nil, value: .selection, control: .checklist,
                terminal: .checklist, noun: "multi-select",
                keys: [F.source, F.options, F.other, F.minCount, F.maxCount])
        case .segmented:
            return KindEntry(
                keyboard: nil, inputView: nil, characters: .none, textControl: nil, isFreeText: false,
                takesFocus: false, hasReturnKey: false, ownReturn: nil, value: .choice, control: .segments,
                terminal: .segments, noun: "segmented control", keys: [F.source, F.options, F.other])
        case .stepper: return quantity(.stepper, noun: "stepper")
        case .slider: return quantity(.slider, noun: "slider")
        case .rating:
            // Whole stars from `min` (1, or 0 for a 0 to 10 scale) to `max`, none until chosen.
            return KindEntry(
                keyboard: nil, inputView: nil, characters: .none, textControl: nil, isFreeText: false,
                takesFocus: false, hasReturnKey: false, ownReturn: nil, value: .rating, control: .rating,
                terminal: .stars, noun: "rating", keys: [F.min, F.max])
        case .yesNo:
            // Two segments, Yes and No (formc's words), neither chosen until someone answers.
            return KindEntry(
                keyboard: nil, inputView: nil, characters: .none, textControl: nil, isFreeText: false,
                takesFocus: false, hasReturnKey: false, ownReturn: nil, value: .yesNo, control: .segments,
                terminal: .yesNo, noun: "yes/no question", keys: [])
        case .toggle:
            return KindEntry(
                keyboard: nil, inputView: nil, characters: .any, textControl: nil, isFreeText: false, takesFocus: false,
                hasReturnKey: false, ownReturn: nil, value: .toggle, control: .switch, terminal: .toggle,
                noun: "switch",
                keys: [])
        }
    }

    /// A kind typed on a keyboard: only typed text has lengths, a pattern and bounds to check
    /// (`validation:`; a picker, a date or a switch has its own checks).
    private static func typed(
        _ keyboard: KeyboardType, characters: CharacterClass = .any, returnKey: Bool = false,
        control: TextControl = .text, freeText: Bool = false, own: KindEntry.OwnReturn? = nil,
        value: ValueFamily = .text, view: Control = .textField, noun: String = "text field"
    ) -> KindEntry {
        KindEntry(
            keyboard: keyboard, inputView: nil, characters: characters, textControl: control, isFreeText: freeText,
            takesFocus: true, hasReturnKey: returnKey, ownReturn: own, value: value, control: view, terminal: .text,
            noun: noun, keys: [F.validation])
    }

    /// A number set with a control outside the focus chain, stepped with ←/→ in `formc run`.
    private static func quantity(_ control: Control, noun: String) -> KindEntry {
        KindEntry(
            keyboard: nil, inputView: nil, characters: .none, textControl: nil, isFreeText: false,
            takesFocus: false, hasReturnKey: false, ownReturn: nil, value: .quantity, control: control,
            terminal: .adjust, noun: noun, keys: [F.min, F.max, F.step])
    }

    /// A kind whose `UIDatePicker` is its input view; `formc run` reads it as text in its format.
    private static func dateWheels(_ mode: DatePickerMode) -> KindEntry {
        KindEntry(
            keyboard: nil, inputView: .datePicker(mode), characters: .none, textControl: nil, isFreeText: false,
            takesFocus: true, hasReturnKey: false, ownReturn: nil, value: .date(mode), control: .dateWheels,
            terminal: .text, noun: "date field", keys: [F.format, F.min, F.max, F.locale, F.fillOnFocus])
    }
}
