import FormcIR
import FormcKit
import XCTest

/// The per-kind table (FormcIR/Kinds), written out by hand: every fact of every kind, so a
/// change to an entry is a change to this table too, and FormcKit's mirrors of the table's
/// selectors hold the same cases as formc's.
final class KindTableTests: XCTestCase {
    /// keyboard, inputView, characters, textControl, takesFocus, hasReturnKey, return inserts a
    /// line break, value, control, terminal, noun.
    private typealias Facts = (
        KeyboardType?, InputView?, CharacterClass, TextControl?, Bool, Bool, Bool, ValueFamily, Control,
        TerminalEditor, String
    )

    private let expected: [FieldKind: Facts] = [
        .text: (.default, nil, .any, .text, true, true, false, .text, .textField, .text, "text field"),
        .multiline: (.default, nil, .any, .multiline, true, true, true, .text, .textView, .text, "text area"),
        .secure: (.default, nil, .any, .secure, true, true, false, .text, .textField, .text, "text field"),
        .email: (.emailAddress, nil, .any, .text, true, true, false, .text, .textField, .text, "text field"),
        .url: (.URL, nil, .any, .text, true, true, false, .text, .textField, .text, "text field"),
        .phone: (.phonePad, nil, .phone, .text, true, false, false, .text, .textField, .text, "text field"),
        .number: (.numberPad, nil, .digits, .text, true, false, false, .digits, .textField, .text, "text field"),
        .decimal: (.decimalPad, nil, .decimal, .text, true, false, false, .decimal, .textField, .text, "text field"),
        .date: (
            nil, .datePicker(.date), .none, nil, true, false, false, .date(.date), .dateWheels, .text, "date field"
        ),
        .time: (
            nil, .datePicker(.time), .none, nil, true, false, false, .date(.time), .dateWheels, .text, "date field"
        ),
        .dateTime: (
            nil, .datePicker(.dateAndTime), .none, nil, true, false, false, .date(.dateAndTime), .dateWheels, .text,
            "date field"
        ),
        .picker: (nil, .picker, .none, nil, true, false, false, .choice, .optionWheels, .wheels, "picker"),
        .toggle: (nil, nil, .any, nil, false, false, false, .toggle, .switch, .toggle, "switch"),
        .segmented: (nil, nil, .none, nil, false, false, false, .choice, .segments, .segments, "segmented control"),
        .stepper: (nil, nil, .none, nil, false, false, false, .quantity, .stepper, .adjust, "stepper"),
        .slider: (nil, nil, .none, nil, false, false, false, .quantity, .slider, .adjust, "slider"),
        .rating: (nil, nil, .none, nil, false, false, false, .rating, .rating, .stars, "rating"),
        .yesNo: (nil, nil, .none, nil, false, false, false, .yesNo, .segments, .yesNo, "yes/no question"),
        .monthYear: (
            nil, .datePicker(.yearAndMonth), .none, nil, true, false, false, .date(.yearAndMonth), .dateWheels, .text,
            "date field"
        ),
        .multiSelect: (
            nil, .checklist, .none, nil, true, false, false, .selection, .checklist, .checklist, "multi-select"
        )
    ]

    func testEveryKindHasTheFactsWrittenHere() {
        XCTAssertEqual(Set(expected.keys), Set(FieldKind.allCases))
        for kind in FieldKind.allCases {
            guard let facts = expected[kind] else { continue }
            let entry = kind.entry
            let name = kind.rawValue
            XCTAssertEqual(entry.keyboard, facts.0, name)
            XCTAssertEqual(entry.inputView, facts.1, name)
            XCTAssertEqual(entry.characters, facts.2, name)
            XCTAssertEqual(entry.textControl, facts.3, name)
            XCTAssertEqual(entry.takesFocus, facts.4, name)
            XCTAssertEqual(entry.hasReturnKey, facts.5, name)
            XCTAssertEqual(kind.returnInsertsLineBreak, facts.6, name)
            XCTAssertEqual(entry.value, facts.7, name)
            XCTAssertEqual(entry.control, facts.8, name)
            XCTAssertEqual(entry.terminal, facts.9, name)
            XCTAssertEqual(entry.noun, facts.10, name)
            // The facts that read the entry agree with it.
            XCTAssertEqual(kind.showsKeyboard, facts.0 != nil, name)
            XCTAssertEqual(kind.canTakeFocus, facts.4, name)
            XCTAssertEqual(kind.controlNoun, facts.10, name)
        }
        // Only a multiline field's return key is its own: the plain key, inserting a line break.
        XCTAssertEqual(FieldKind.multiline.ownReturnKey, .default)
        XCTAssertEqual(FieldKind.multiline.ownReturnAction, .newline)
        XCTAssertEqual(FieldKind.allCases.filter { $0.ownReturnKey != nil }, [.multiline])
        XCTAssertEqual(FieldKind.allCases.filter(\.isDate), [.date, .time, .dateTime, .monthYear])
    }

    /// The keys only some kinds take are listed in those kinds' entries, and the language
    /// reads them from there.
    func testTheKindsKeysAreTheLanguages() {
        let dates = ["format", "min", "max", "locale", "fillOnFocus"]
        let pickers = ["source", "options", "other", "display", "rowHeight", "fillOnFocus"]
        // Only typed text has lengths, a pattern and bounds to check.
        let typed: Set<FieldKind> = [.text, .multiline, .secure, .email, .url, .phone, .number, .decimal]
        let own: [FieldKind: [String]] = [
            .picker: pickers, .segmented: ["source", "options", "other"], .stepper: ["min", "max", "step"],
            .slider: ["min", "max", "step"], .rating: ["min", "max"],
            .multiSelect: ["source", "options", "other", "minCount", "maxCount"]
        ]
        for kind in FieldKind.allCases {
            let expected = kind.isDate ? dates : typed.contains(kind) ? ["validation"] : own[kind] ?? []
            XCTAssertEqual(kind.entry.keys.map(\.name), expected, kind.rawValue)
            XCTAssertEqual(kind.specificKeys, expected, kind.rawValue)
        }
        XCTAssertEqual(Language.field.key("format")?.kinds, [.date, .time, .dateTime, .monthYear])
        XCTAssertEqual(Language.field.key("fillOnFocus")?.kinds, [.date, .time, .dateTime, .picker, .monthYear])
        XCTAssertEqual(
            Language.field.key("min")?.kinds, [.date, .time, .dateTime, .stepper, .slider, .rating, .monthYear])
        XCTAssertEqual(Language.field.key("step")?.kinds, [.stepper, .slider])
        XCTAssertEqual(Language.field.key("options")?.kinds, [.picker, .segmented, .multiSelect])
        XCTAssertEqual(Language.field.key("minCount")?.kinds, [.multiSelect])
        XCTAssertEqual(Language.field.key("maxCount")?.kinds, [.multiSelect])
        XCTAssertNil(Language.field.key("label")?.kinds)
        // A handle has none: the field's scope sets them.
        XCTAssertNil(Language.fieldKeys.format.kinds)
    }

    /// The differential generator writes every kind, so a new kind is tried by every driver.
    func testTheDifferentialGeneratorWritesEveryKind() {
        XCTAssertEqual(Set(RandomForm.Kind.allCases.map(\.fieldKind)), Set(FieldKind.allCases))
    }

    /// A cascading source makes a picker's answer a path; nothing else does.
    func testAValueShapeIsTheFamilyWithTheSourcesDecision() {
        XCTAssertEqual(ValueShape(.choice, cascading: false), .option)
        XCTAssertEqual(ValueShape(.choice, cascading: true), .path)
        XCTAssertEqual(ValueShape(.text, cascading: true), .text)
        XCTAssertEqual(ValueShape(.date(.time), cascading: false), .date)
        XCTAssertEqual(ValueShape(.quantity, cascading: false, integral: true), .integer)
        XCTAssertEqual(ValueShape(.quantity, cascading: false), .real)
        XCTAssertEqual(ValueShape(.text, cascading: false, integral: true), .text)
        XCTAssertEqual(ValueShape(.selection, cascading: false), .selection)
        XCTAssertEqual(
            ValueShape.allCases.map(\.swiftType),
            [
                "String", "String", "String", "Date?", "String?", "[String]", "Bool", "Int", "Double", "Int?", "Bool?",
                "Set<String>"
            ])
        XCTAssertEqual(
            ValueShape.allCases.map(\.valueCase),
            [
                "text", "text", "text", "date", "option", "path", "toggle", "integer", "real", "rating", "yesNo",
                "selection"
            ])
        XCTAssertEqual(
            ValueShape.allCases.map(\.valueClass),
            [.text, .number, .number, .date, .option, .option, .toggle, .number, .number, .number, .toggle, .selection])
        XCTAssertEqual(ValueShape(.selection, cascading: true), .selection)
    }

    /// FormcKit cannot import FormcIR, so it keeps its own copies of the table's selectors; a
    /// case added on either side fails here (the switches over FormcKit's enums are exhaustive).
    func testFormcKitMirrorsTheSelectors() {
        for shape in ValueShape.allCases {
            let mirrored = FormcValueKind(rawValue: shape.rawValue)
            XCTAssertNotNil(mirrored, shape.rawValue)
            if let mirrored { XCTAssertEqual(Self.back(mirrored), shape) }
        }
        for characters in CharacterClass.allCases {
            let mirrored = FormcCharacters(rawValue: characters.rawValue)
            XCTAssertNotNil(mirrored, characters.rawValue)
            if let mirrored { XCTAssertEqual(Self.back(mirrored), characters) }
        }
        for control in TextControl.allCases {
            let mirrored = FormcTextControl(rawValue: control.rawValue)
            XCTAssertNotNil(mirrored, control.rawValue)
            if let mirrored { XCTAssertEqual(Self.back(mirrored), control) }
        }
        for keyboard in KeyboardType.allCases {
            let mirrored = FormcKeyboardType(rawValue: keyboard.rawValue)
            XCTAssertNotNil(mirrored, keyboard.rawValue)
            if let mirrored { XCTAssertEqual(Self.back(mirrored), keyboard) }
        }
    }

    private static func back(_ kind: FormcValueKind) -> ValueShape {
        switch kind {
        case .text: .text
        case .digits: .digits
        case .decimal: .decimal
        case .date: .date
        case .option: .option
        case .path: .path
        case .toggle: .toggle
        case .integer: .integer
        case .real: .real
        case .rating: .rating
        case .yesNo: .yesNo
        case .selection: .selection
        }
    }

    private static func back(_ characters: FormcCharacters) -> CharacterClass {
        switch characters {
        case .any: .any
        case .digits: .digits
        case .decimal: .decimal
        case .phone: .phone
        case .none: .none
        }
    }

    private static func back(_ control: FormcTextControl) -> TextControl {
        switch control {
        case .text: .text
        case .secure: .secure
        case .multiline: .multiline
        }
    }

    private static func back(_ keyboard: FormcKeyboardType) -> KeyboardType {
        switch keyboard {
        case .default: .default
        case .emailAddress: .emailAddress
        case .URL: .URL
        case .phonePad: .phonePad
        case .numberPad: .numberPad
        case .decimalPad: .decimalPad
        }
    }
}
