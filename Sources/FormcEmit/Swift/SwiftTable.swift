import FormcDiagnostics
import FormcIR

/// The static data of the thin per-form file as finished Swift: each field's
/// `FormcFieldInfo(...)` (only the arguments that differ from FormcKit's defaults, so the
/// file reads as the spec does and the type checker has little to do) and each source's
/// options as one JSON text in a multi-line string literal, which FormcKit decodes once
/// (`FormcOption.decode`); the same tree as nested Swift literals took most of a form's
/// optimised compile time (docs/swift-output.md §6).
enum SwiftTable {
    /// `FormcFieldInfo(...)` for `field`; `caseLiteral` names a field id as `.case` (or `nil`).
    static func info(_ field: Field, form: Form, caseLiteral: (String?) -> String) -> String {
        var arguments: [String] = []
        func add(_ label: String, _ value: String, unless fallback: String) {
            if value != fallback { arguments.append("\(label): \(value)") }
        }
        let focus = field.focus
        add("next", caseLiteral(focus?.next), unless: "nil")
        add("previous", caseLiteral(focus?.previous), unless: "nil")
        add("isFocusable", String(focus != nil), unless: "false")
        let access = field.hidden ? "hidden" : field.disabled ? "disabled" : field.editable ? "editable" : "readOnly"
        add("access", "." + access, unless: ".editable")
        add("characters", "." + field.kind.entry.characters.rawValue, unless: ".any")
        add("returnKey", focus.map { "." + $0.returnKey.rawValue } ?? "nil", unless: "nil")
        add("returnAction", focus.map { "." + $0.returnAction.rawValue } ?? "nil", unless: "nil")
        if let focus, focus.changesWhenLast {
            add("lastReturnKey", "." + focus.lastReturnKey.rawValue, unless: "")
            add("lastReturnAction", "." + focus.lastReturnAction.rawValue, unless: "")
        }
        add("toolbar", toolbar(focus), unless: "FormcToolbarState()")
        add("label", SwiftLiteral.optionalString(field.label), unless: "nil")
        add("placeholder", SwiftLiteral.optionalString(field.placeholder), unless: "nil")
        add("hint", SwiftLiteral.optionalString(field.hint), unless: "nil")
        add("help", SwiftLiteral.optionalString(field.help), unless: "nil")
        add("accessibilityLabel", SwiftLiteral.optionalString(field.accessibilityLabel), unless: "nil")
        add("value", "." + field.valueShape(in: form).rawValue, unless: ".text")
        add("isChecked", String(field.isChecked), unless: "true")
        add("isSubmitted", String(field.isSubmitted), unless: "true")
        add("required", String(field.required), unless: "false")
        add("check", check(field), unless: "nil")
        add("input", input(field), unless: "nil")
        add("date", date(field), unless: "nil")
        add("picker", picker(field, form: form), unless: "nil")
        add("fillsOnFocus", String(field.fillsOnFocus), unless: "false")
        add("quantity", quantity(field), unless: "nil")
        // A multi-select's counts, only where the spec sets them (`SelectionCheck`'s bounds).
        if field.kind.entry.value == .selection {
            let check = SelectionCheck(field: field)
            add("minCount", check.minCount.map(String.init) ?? "nil", unless: "nil")
            add("maxCount", check.maxCount.map(String.init) ?? "nil", unless: "nil")
        }
        return "FormcFieldInfo(" + arguments.joined(separator: ", ") + ")"
    }

    private static func toolbar(_ focus: FocusLinks?) -> String {
        var arguments: [String] = []
        if focus?.previousEnabled == true { arguments.append("previousEnabled: true") }
        if focus?.nextEnabled == true { arguments.append("nextEnabled: true") }
        if focus?.doneShown == true { arguments.append("showsDone: true") }
        if let title = focus?.title { arguments.append("title: " + SwiftLiteral.string(title)) }
        return "FormcToolbarState(" + arguments.joined(separator: ", ") + ")"
    }

    private static func check(_ field: Field) -> String {
        let rules = field.validation
        // Text checks belong to typed text.
        guard field.kind.entry.textControl != nil else { return "nil" }
        var arguments: [String] = []
        if field.kind.entry.value == .digits { arguments.append("digitsOnly: true") }
        if field.kind.entry.value == .decimal { arguments.append("numeric: true") }
        if let value = rules.minLength { arguments.append("minLength: \(value)") }
        if let value = rules.maxLength { arguments.append("maxLength: \(value)") }
        if let value = rules.pattern { arguments.append("pattern: " + SwiftLiteral.string(value)) }
        if let value = rules.min { arguments.append("minimum: " + SwiftLiteral.number(value)) }
        if let value = rules.max { arguments.append("maximum: " + SwiftLiteral.number(value)) }
        if let value = rules.message { arguments.append("message: " + SwiftLiteral.string(value)) }
        return arguments.isEmpty ? "nil" : "FormcTextCheck(" + arguments.joined(separator: ", ") + ")"
    }

    private static func input(_ field: Field) -> String {
        guard let keyboard = field.kind.keyboardType else { return "nil" }
        var arguments: [String] = []
        if keyboard.rawValue != "default" {
            arguments.append("keyboardType: ." + keyboard.rawValue)
        }
        if let content = field.contentType { arguments.append("contentType: " + SwiftLiteral.string(content)) }
        if field.isSecureTextEntry { arguments.append("isSecure: true") }
        let traits = SwiftTextTraits.traits(field)
        if traits.autocapitalization != "sentences" {
            arguments.append("autocapitalization: ." + traits.autocapitalization)
        }
        if traits.autocorrectionDisabled { arguments.append("autocorrectionDisabled: true") }
        if traits.smartPunctuationDisabled { arguments.append("smartPunctuationDisabled: true") }
        let control =
            field.kind.entry.textControl == .multiline ? "multiline" : field.isSecureTextEntry ? "secure" : "text"
        if control != "text" { arguments.append("control: ." + control) }
        return "FormcInputTraits(" + arguments.joined(separator: ", ") + ")"
    }

    private static func date(_ field: Field) -> String {
        guard let date = field.date else { return "nil" }
        func bound(_ value: DateBound?) -> String? {
            switch value {
            case .today?: return ".today"
            // The normal ISO form of formc's date model (a dateTime's bare date at its
            // midnight, a time with seconds), which `iso` reads without knowing the mode.
            case .fixed(let text)?:
                return ".iso(" + SwiftLiteral.string(ISODateValue.normalized(text, mode: date.mode) ?? text) + ")"
            case nil: return nil
            }
        }
        var arguments = ["mode: ." + date.mode.rawValue, "format: " + SwiftLiteral.string(date.format)]
        if date.locale != "en_US_POSIX" { arguments.append("locale: " + SwiftLiteral.string(date.locale)) }
        if let minimum = bound(date.min) { arguments.append("minimum: " + minimum) }
        if let maximum = bound(date.max) { arguments.append("maximum: " + maximum) }
        return "FormcDateSettings(" + arguments.joined(separator: ", ") + ")"
    }

    /// A stepper's or slider's control and range, the control's defaults filled in.
    private static func quantity(_ field: Field) -> String {
        guard let range = field.quantity else { return "nil" }
        var arguments = [
            "control: ." + field.kind.entry.control.rawValue, "minimum: " + SwiftLiteral.number(range.minimum),
            "maximum: " + SwiftLiteral.number(range.maximum)
        ]
        if let step = range.step { arguments.append("step: " + SwiftLiteral.number(step)) }
        if range.fractionDigits != 0 { arguments.append("fractionDigits: \(range.fractionDigits)") }
        return "FormcQuantitySettings(" + arguments.joined(separator: ", ") + ")"
    }

    private static func picker(_ field: Field, form: Form) -> String {
        guard let picker = field.picker, let source = form.source(picker.source) else {
            return "nil"
        }
        var arguments = ["source: " + SwiftLiteral.string(source.name)]
        if !source.levels.isEmpty {
            arguments.append("levels: [" + source.levels.map(SwiftLiteral.string).joined(separator: ", ") + "]")
        }
        if picker.display != "{label}" { arguments.append("display: " + SwiftLiteral.string(picker.display)) }
        if let height = picker.rowHeight { arguments.append("rowHeight: " + SwiftLiteral.number(height)) }
        if source.hasIcons { arguments.append("showsIcons: true") }
        if field.kind.entry.control == .segments { arguments.append("isSegmented: true") }
        return "FormcPickerSettings(" + arguments.joined(separator: ", ") + ")"
    }

    /// A source's options as the body of a multi-line string literal: a JSON array with one
    /// top-level option per line, each `[label, value]`, `[label, value, icon]` or `[label,
    /// value, icon or null, [children]]` (`FormcOption.decode`).
    static func optionsData(_ options: [Option]) -> String {
        guard !options.isEmpty else { return "\"[]\"" }
        let pad = String(repeating: " ", count: 12)
        var lines: [String] = []
        lines.reserveCapacity(options.count)
        for (index, option) in options.enumerated() {
            var bytes: [UInt8] = []
            write(option, into: &bytes)
            if index + 1 < options.count { bytes.append(UInt8(ascii: ",")) }
            lines.append(pad + SwiftLiteral.multilineBody(String(decoding: bytes, as: UTF8.self)))
        }
        return "\"\"\"\n" + pad + "[\n" + lines.joined(separator: "\n") + "\n" + pad + "]\n" + pad + "\"\"\""
    }

    /// One option as compact JSON (`JSONWriter`'s string escapes, no spaces).
    private static func write(_ option: Option, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        JSONWriter.writeString(option.label, into: &out)
        out.append(UInt8(ascii: ","))
        JSONWriter.writeString(option.value, into: &out)
        if option.icon != nil || !option.children.isEmpty {
            out.append(UInt8(ascii: ","))
            if let icon = option.icon { JSONWriter.writeString(icon, into: &out) } else { out += Array("null".utf8) }
        }
        if !option.children.isEmpty {
            out += Array(",[".utf8)
            for (index, child) in option.children.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(child, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
    }
}
