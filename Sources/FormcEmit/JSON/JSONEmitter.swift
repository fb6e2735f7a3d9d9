import FormcDiagnostics
import FormcIR

/// The JSON emitter: the checked IR as one JSON object, for other tools.
///
/// The shape is documented in `docs/json-format.md`; `formatVersion` changes whenever a key
/// is renamed or removed or a meaning changes (adding keys does not). Optional values that
/// are not set are left out rather than written as null.
package enum JSONEmitter {
    package static let formatVersion = 1

    /// Keys are set in sorted order so the object builder has nothing to sort on this hot path.
    /// The form's object with an empty `fields` array: the streaming writer writes the fields
    /// one by one in its place.
    static func encodeWithoutFields(_ form: Form) -> JSONValue {
        var root = JSONObjectBuilder()
        root.set("dismissOnTapOutside", form.dismissOnTapOutside)
        if case .explicit(let ids) = form.order { root["explicitOrder"] = .array(ids.map(JSONValue.string)) }
        root["fields"] = .array([])
        root["focusChain"] = .array(form.focusChain.map(JSONValue.string))
        root.set("form", form.name)
        root["formatVersion"] = .int(formatVersion)
        // Only when turned off, like the other optional keys: on is the default.
        if !form.keyboardAvoidance { root.set("keyboardAvoidance", false) }
        root.set("keyboardDistance", form.keyboardDistance)
        root.set("locale", form.locale)
        if !form.localization.locales.isEmpty { root["localization"] = localization(form) }
        root.set("order", form.order.name)
        // Only when the spec has rules, as `visibleWhen` only where written.
        if !form.rules.isEmpty { root["rules"] = .array(form.rules.map(ConditionJSON.encode)) }
        root["sections"] = .array(
            form.sections.map { section in
                var object = JSONObjectBuilder()
                ConditionJSON.set(section.conditions, into: &object)
                object["fields"] = .array(section.fieldIDs.map(JSONValue.string))
                object.set("footer", section.footer)
                object.set("title", section.title)
                return object.value
            })
        root["sources"] = .array(form.sources.map(encode))
        root.set("spec", form.specFileName)
        // Only when the spec sets one, as `keyboardDistance`.
        root.set("swiftPrefix", form.swiftPrefix)
        var toolbar = JSONObjectBuilder()
        toolbar.set("done", form.toolbar.done)
        toolbar.set("previousNext", form.toolbar.previousNext)
        toolbar.set("title", form.toolbar.title.rawValue)
        root["toolbar"] = toolbar.value
        return root.value
    }

    /// A form shipped in several languages (`locales:`): its languages, and every text with its
    /// key in the form's String Catalog beside the spec's value (`Form.texts`, the list the
    /// catalog is written from), so that a consumer looks texts up as the generated code will.
    static func localization(_ form: Form) -> JSONValue {
        var object = JSONObjectBuilder()
        object["locales"] = .array(form.localization.locales.map(JSONValue.string))
        object.set("sourceLanguage", form.localization.sourceLanguage)
        object["texts"] = .array(
            form.texts.map { text in
                var entry = JSONObjectBuilder()
                entry.set("comment", text.comment)
                entry.set("key", text.key)
                if let plural = text.plural {
                    entry["plural"] = .object(plural.mapValues(JSONValue.string))
                }
                entry.set("source", text.source)
                return entry.value
            })
        return object.value
    }

    /// The form as JSON text, ending in a newline: what `emit(_:to:)` streams, collected.
    package static func emit(_ form: Form) -> [UInt8] {
        var all: [UInt8] = []
        emit(form) { all.append(contentsOf: $0) }
        return all
    }

    /// Streams the form as JSON text to `sink`, in chunks, with the same bytes as `emit(_:)`.
    /// The fields are encoded and written one at a time, so a large form is never held as
    /// one JSON tree.
    package static func emit(_ form: Form, to sink: ([UInt8]) -> Void) {
        guard case .sortedObject(let members) = encodeWithoutFields(form) else { return }
        var out: [UInt8] = []
        out.reserveCapacity(JSONWriter.chunkSize + 4096)
        out.append(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONWriter.newline(1, into: &out)
            JSONWriter.writeString(member.key, into: &out)
            out.append(contentsOf: ": ".utf8)
            guard member.key == "fields", !form.fields.isEmpty else {
                JSONWriter.write(member.value, indent: 1, into: &out, sink: sink)
                continue
            }
            out.append(UInt8(ascii: "["))
            for (position, field) in form.fields.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                JSONWriter.newline(2, into: &out)
                write(field, indent: 2, into: &out)
                if out.count >= JSONWriter.chunkSize {
                    sink(out)
                    out.removeAll(keepingCapacity: true)
                }
            }
            JSONWriter.newline(1, into: &out)
            out.append(UInt8(ascii: "]"))
        }
        JSONWriter.newline(0, into: &out)
        out.append(contentsOf: "}\n".utf8)
        sink(out)
    }

    /// One field's object, written straight into `out` with its keys in sorted order (the
    /// bytes a `.sortedObject` of the same members gives): no value tree per field.
    private static func write(_ field: borrowing Field, indent: Int, into out: inout [UInt8]) {
        var object = JSONObjectStream(indent: indent, into: &out)
        object.string("contentType", field.contentType, into: &out)
        if let date = field.date {
            object.object("date", into: &out) { settings, out in
                settings.string("format", date.format, into: &out)
                settings.string("locale", date.locale, into: &out)
                settings.string("max", date.max?.text, into: &out)
                settings.string("min", date.min?.text, into: &out)
                settings.string("mode", date.mode.rawValue, into: &out)
            }
        }
        object.value("default", field.defaultValue.map(encode), into: &out)
        object.bool("disabled", field.disabled, into: &out)
        object.bool("editable", field.editable, into: &out)
        object.value("enabledWhen", field.conditions.enabledWhen.map(ConditionJSON.encode), into: &out)
        // Only on the kinds it applies to (a date kind, a picker): whether an empty field takes
        // its wheels' suggestion when it takes focus, or answers only a moved wheel or the
        // explicit choice.
        if field.kind.entry.hasWheels {
            object.bool("fillOnFocus", field.fillsOnFocus, into: &out)
        }
        if let focus = field.focus {
            object.object("focus", into: &out) { links, out in
                links.int("index", focus.index, into: &out)
                links.string("next", focus.next, into: &out)
                links.string("previous", focus.previous, into: &out)
                links.string("returnAction", focus.returnAction.rawValue, into: &out)
                links.string("returnKey", focus.returnKey.rawValue, into: &out)
                links.object("toolbar", into: &out) { toolbar, out in
                    toolbar.bool("done", focus.doneShown, into: &out)
                    toolbar.bool("nextEnabled", focus.nextEnabled, into: &out)
                    toolbar.bool("previousEnabled", focus.previousEnabled, into: &out)
                    toolbar.string("title", focus.title, into: &out)
                }
                if focus.changesWhenLast {
                    links.object("whenLast", into: &out) { last, out in
                        last.string("returnAction", focus.lastReturnAction.rawValue, into: &out)
                        last.string("returnKey", focus.lastReturnKey.rawValue, into: &out)
                    }
                }
            }
        }
        object.bool("focusable", field.isFocusable, into: &out)
        object.bool("hasReturnKey", field.kind.hasReturnKey, into: &out)
        object.string("help", field.help, into: &out)
        object.bool("hidden", field.hidden, into: &out)
        object.string("id", field.id, into: &out)
        object.string("inputView", field.kind.inputView?.name, into: &out)
        object.string("keyboardType", field.kind.keyboardType?.rawValue, into: &out)
        object.string("kind", field.kind.rawValue, into: &out)
        object.string("label", field.label, into: &out)
        if let layout = field.layout {
            object.object("layout", into: &out) { cell, out in
                cell.int("column", layout.column, into: &out)
                cell.int("row", layout.row, into: &out)
            }
        }
        object.object("location", into: &out) { location, out in
            location.int("column", field.location.column, into: &out)
            location.int("line", field.location.line, into: &out)
        }
        // The text field an "Other" option shows: the id of the field it belongs to.
        object.string("otherOf", field.written.otherOf?.value, into: &out)
        if let picker = field.picker {
            object.object("picker", into: &out) { settings, out in
                settings.string("display", picker.display, into: &out)
                settings.value("rowHeight", picker.rowHeight.map(JSONValue.number), into: &out)
                settings.string("source", picker.source, into: &out)
            }
        }
        object.string("placeholder", field.placeholder, into: &out)
        if let quantity = field.quantity {
            // The range every driver stops at, the control's defaults filled in, and whether
            // the answer is a whole number (`Int`) or any (`Double`).
            object.object("quantity", into: &out) { range, out in
                range.bool("integer", quantity.isInteger, into: &out)
                range.value("max", .number(quantity.maximum), into: &out)
                range.value("min", .number(quantity.minimum), into: &out)
                // A rating starts with no star unless its default chooses one.
                let start =
                    field.kind.entry.value == .rating
                    ? quantity.chosen(field.defaultValue) : quantity.start(field.defaultValue)
                range.value("start", start.map(JSONValue.number), into: &out)
                range.value("step", quantity.step.map(JSONValue.number), into: &out)
            }
        }
        object.bool("required", field.required, into: &out)
        object.int("section", field.section, into: &out)
        object.bool("secureTextEntry", field.isSecureTextEntry, into: &out)
        if field.kind.entry.value == .selection {
            // How many options a submit takes (`SelectionCheck`), each bound only when set.
            object.object("selection", into: &out) { counts, out in
                counts.int("maxCount", field.written.maxCount?.value, into: &out)
                counts.int("minCount", field.written.minCount?.value, into: &out)
            }
        }
        object.int("tag", field.tag, into: &out)
        if !field.validation.isEmpty {
            let rules = field.validation
            object.object("validation", into: &out) { validation, out in
                validation.value("max", rules.max.map(JSONValue.number), into: &out)
                validation.int("maxLength", rules.maxLength, into: &out)
                validation.string("message", rules.message, into: &out)
                validation.value("min", rules.min.map(JSONValue.number), into: &out)
                validation.int("minLength", rules.minLength, into: &out)
                validation.string("pattern", rules.pattern, into: &out)
            }
        }
        object.value("visibleWhen", field.conditions.visibleWhen.map(ConditionJSON.encode), into: &out)
        object.close(into: &out)
    }

    private static func encode(_ value: FieldValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(text)
        case .number(let text): return .number(text)
        case .bool(let flag): return .bool(flag)
        case .path(let values), .selection(let values): return .array(values.map(JSONValue.string))
        }
    }

    private static func encode(_ source: DataSource) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("cascading", source.isCascading)
        object.set("file", source.file)
        object.set("format", source.format?.rawValue)
        object["levels"] = .array(source.levels.map(JSONValue.string))
        object.set("name", source.name)
        object.set("optionCount", source.options.count)
        object["options"] = .array(source.options.map(encode))
        return object.value
    }

    private static func encode(_ option: Option) -> JSONValue {
        var object = JSONObjectBuilder()
        if !option.children.isEmpty { object["children"] = .array(option.children.map(encode)) }
        object.set("icon", option.icon)
        object.set("label", option.label)
        object.set("value", option.value)
        return object.value
    }
}
