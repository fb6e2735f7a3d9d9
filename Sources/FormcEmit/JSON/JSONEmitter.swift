import FormcIR

/// The JSON emitter: the checked IR as one JSON object, for other tools.
///
/// The shape is documented in `docs/json-format.md`; `formatVersion` changes whenever a key
/// is renamed or removed or a meaning changes (adding keys does not). Optional values that
/// are not set are left out rather than written as null.
public enum JSONEmitter {
    public static let formatVersion = 1

    /// The form as a JSON value; `JSONWriter.write` turns it into bytes.
    public static func encode(_ form: Form) -> JSONValue {
        var root = JSONObjectBuilder()
        root["formatVersion"] = .int(formatVersion)
        root.set("form", form.name)
        root.set("spec", form.specFileName)
        root.set("locale", form.locale)
        root.set("order", form.order.name)
        if case .explicit(let ids) = form.order { root["explicitOrder"] = .array(ids.map(JSONValue.string)) }
        var toolbar = JSONObjectBuilder()
        toolbar.set("previousNext", form.toolbar.previousNext)
        toolbar.set("done", form.toolbar.done)
        toolbar.set("title", form.toolbar.title.rawValue)
        root["toolbar"] = toolbar.value
        root.set("dismissOnTapOutside", form.dismissOnTapOutside)
        root.set("keyboardDistance", form.keyboardDistance)
        root["focusChain"] = .array(form.focusChain.map(JSONValue.string))
        root["sections"] = .array(form.sections.map { section in
            var object = JSONObjectBuilder()
            object.set("title", section.title)
            object["fields"] = .array(section.fieldIDs.map(JSONValue.string))
            return object.value
        })
        root["fields"] = .array(form.fields.map(encode))
        root["sources"] = .array(form.sources.map(encode))
        return root.value
    }

    /// The form as JSON text, ending in a newline.
    public static func emit(_ form: Form) -> [UInt8] { JSONWriter.write(encode(form)) }

    private static func encode(_ field: Field) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("id", field.id)
        object.set("kind", field.kind.rawValue)
        object.set("label", field.label)
        object.set("placeholder", field.placeholder)
        object.set("section", field.section)
        object.set("required", field.required)
        object.set("hidden", field.hidden)
        object.set("disabled", field.disabled)
        object.set("editable", field.editable)
        object.set("focusable", field.isFocusable)
        object.set("tag", field.tag)
        if let layout = field.layout {
            object["layout"] = .object(["row": .int(layout.row), "column": .int(layout.column)])
        }
        object.set("contentType", field.contentType)
        object.set("keyboardType", field.kind.keyboardType?.rawValue)
        object.set("secureTextEntry", field.isSecureTextEntry)
        object.set("inputView", field.kind.inputView?.name)
        object.set("hasReturnKey", field.kind.hasReturnKey)
        if let focus = field.focus {
            var links = JSONObjectBuilder()
            links.set("index", focus.index)
            links.set("previous", focus.previous)
            links.set("next", focus.next)
            links.set("returnKey", focus.returnKey.rawValue)
            links.set("returnAction", focus.returnAction.rawValue)
            var toolbar = JSONObjectBuilder()
            toolbar.set("previousEnabled", focus.previousEnabled)
            toolbar.set("nextEnabled", focus.nextEnabled)
            toolbar.set("done", focus.doneShown)
            toolbar.set("title", focus.title)
            links["toolbar"] = toolbar.value
            object["focus"] = links.value
        }
        if !field.validation.isEmpty {
            var rules = JSONObjectBuilder()
            rules.set("minLength", field.validation.minLength)
            rules.set("maxLength", field.validation.maxLength)
            rules.set("pattern", field.validation.pattern)
            rules.set("min", field.validation.min)
            rules.set("max", field.validation.max)
            object["validation"] = rules.value
        }
        if let value = field.defaultValue { object["default"] = encode(value) }
        if let date = field.date {
            var settings = JSONObjectBuilder()
            settings.set("mode", date.mode.rawValue)
            settings.set("format", date.format)
            settings.set("locale", date.locale)
            settings.set("min", date.min?.text)
            settings.set("max", date.max?.text)
            object["date"] = settings.value
        }
        if let picker = field.picker {
            var settings = JSONObjectBuilder()
            settings.set("source", picker.source)
            settings.set("display", picker.display)
            settings.set("rowHeight", picker.rowHeight)
            object["picker"] = settings.value
        }
        object["location"] = .object(["line": .int(field.location.line), "column": .int(field.location.column)])
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
        object.set("name", source.name)
        object.set("file", source.file)
        object.set("format", source.format?.rawValue)
        object.set("cascading", source.isCascading)
        object["levels"] = .array(source.levels.map(JSONValue.string))
        object.set("optionCount", source.options.count)
        object["options"] = .array(source.options.map(encode))
        return object.value
    }

    private static func encode(_ option: Option) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("label", option.label)
        object.set("value", option.value)
        object.set("icon", option.icon)
        if !option.children.isEmpty { object["children"] = .array(option.children.map(encode)) }
        return object.value
    }
}
