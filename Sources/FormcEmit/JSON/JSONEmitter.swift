import FormcIR

/// The JSON emitter: the checked IR as one JSON object, for other tools.
///
/// The shape is documented in `docs/json-format.md`; `formatVersion` changes whenever a key
/// is renamed or removed or a meaning changes (adding keys does not). Optional values that
/// are not set are left out rather than written as null.
public enum JSONEmitter {
    public static let formatVersion = 1

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
        root.set("order", form.order.name)
        // Only when the spec has rules, as `visibleWhen` only where written.
        if !form.rules.isEmpty { root["rules"] = .array(form.rules.map(ConditionJSON.encode)) }
        root["sections"] = .array(form.sections.map { section in
            var object = JSONObjectBuilder()
            ConditionJSON.set(section.conditions, into: &object)
            object["fields"] = .array(section.fieldIDs.map(JSONValue.string))
            object.set("title", section.title)
            return object.value
        })
        root["sources"] = .array(form.sources.map(encode))
        root.set("spec", form.specFileName)
        var toolbar = JSONObjectBuilder()
        toolbar.set("done", form.toolbar.done)
        toolbar.set("previousNext", form.toolbar.previousNext)
        toolbar.set("title", form.toolbar.title.rawValue)
        root["toolbar"] = toolbar.value
        return root.value
    }

    /// The form as JSON text, ending in a newline: what `emit(_:to:)` streams, collected.
    public static func emit(_ form: Form) -> [UInt8] {
        var all: [UInt8] = []
        emit(form) { all.append(contentsOf: $0) }
        return all
    }

    /// Streams the form as JSON text to `sink`, in chunks, with the same bytes as `emit(_:)`.
    /// The fields are encoded and written one at a time, so a large form is never held as
    /// one JSON tree.
    public static func emit(_ form: Form, to sink: ([UInt8]) -> Void) {
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
                JSONWriter.write(encode(field), indent: 2, into: &out, sink: sink)
            }
            JSONWriter.newline(1, into: &out)
            out.append(UInt8(ascii: "]"))
        }
        JSONWriter.newline(0, into: &out)
        out.append(contentsOf: "}\n".utf8)
        sink(out)
    }

    private static func encode(_ field: Field) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("contentType", field.contentType)
        if let date = field.date {
            var settings = JSONObjectBuilder()
            settings.set("format", date.format)
            settings.set("locale", date.locale)
            settings.set("max", date.max?.text)
            settings.set("min", date.min?.text)
            settings.set("mode", date.mode.rawValue)
            object["date"] = settings.value
        }
        if let value = field.defaultValue { object["default"] = encode(value) }
        object.set("disabled", field.disabled)
        object.set("editable", field.editable)
        ConditionJSON.set(field.conditions, into: &object)
        if let focus = field.focus {
            var links = JSONObjectBuilder()
            links.set("index", focus.index)
            links.set("next", focus.next)
            links.set("previous", focus.previous)
            links.set("returnAction", focus.returnAction.rawValue)
            links.set("returnKey", focus.returnKey.rawValue)
            var toolbar = JSONObjectBuilder()
            toolbar.set("done", focus.doneShown)
            toolbar.set("nextEnabled", focus.nextEnabled)
            toolbar.set("previousEnabled", focus.previousEnabled)
            toolbar.set("title", focus.title)
            links["toolbar"] = toolbar.value
            object["focus"] = links.value
        }
        object.set("focusable", field.isFocusable)
        object.set("hasReturnKey", field.kind.hasReturnKey)
        object.set("hidden", field.hidden)
        object.set("id", field.id)
        object.set("inputView", field.kind.inputView?.name)
        object.set("keyboardType", field.kind.keyboardType?.rawValue)
        object.set("kind", field.kind.rawValue)
        object.set("label", field.label)
        if let layout = field.layout {
            object["layout"] = .sortedObject([JSONMember(key: "column", value: .int(layout.column)),
                                              JSONMember(key: "row", value: .int(layout.row))])
        }
        object["location"] = .sortedObject([JSONMember(key: "column", value: .int(field.location.column)),
                                            JSONMember(key: "line", value: .int(field.location.line))])
        if let picker = field.picker {
            var settings = JSONObjectBuilder()
            settings.set("display", picker.display)
            settings.set("rowHeight", picker.rowHeight)
            settings.set("source", picker.source)
            object["picker"] = settings.value
        }
        object.set("placeholder", field.placeholder)
        object.set("required", field.required)
        object.set("section", field.section)
        object.set("secureTextEntry", field.isSecureTextEntry)
        object.set("tag", field.tag)
        if !field.validation.isEmpty {
            var rules = JSONObjectBuilder()
            rules.set("max", field.validation.max)
            rules.set("maxLength", field.validation.maxLength)
            rules.set("message", field.validation.message)
            rules.set("min", field.validation.min)
            rules.set("minLength", field.validation.minLength)
            rules.set("pattern", field.validation.pattern)
            object["validation"] = rules.value
        }
        return object.value
    }

    private static func encode(_ value: FieldValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(text)
        case .number(let text): return .number(text)
        case .bool(let flag): return .bool(flag)
        case .path(let values): return .array(values.map(JSONValue.string))
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
