import Foundation

/// One row of a picker column; `children` are the next column's rows when it is selected.
public nonisolated struct FormcOption: Hashable, Sendable {
    public let label: String
    public let value: String
    public let icon: String?
    public let children: [FormcOption]

    public init(_ label: String, value: String, icon: String? = nil, children: [FormcOption] = []) {
        self.label = label
        self.value = value
        self.icon = icon
        self.children = children
    }

    /// Reads picker data as the generated file holds it: one JSON string, an array of
    /// options, each `[label, value]`, `[label, value, icon]` or `[label, value, icon or
    /// null, [children…]]`. One string literal costs the compiler nothing, where the same
    /// tree as nested Swift literals took most of a form's optimised compile time. Returns
    /// nil when the text is not such an array (formc never writes one).
    public static func decode(_ json: String) -> [FormcOption]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return nil }
        return options(object)
    }

    /// `options` (at `path`, the values above them; `[]` at the top) with their labels looked
    /// up in `strings` under the keys of source `source`.
    static func localized(_ options: [FormcOption], source: String, path: [String], _ strings: FormcStrings)
        -> [FormcOption]
    {
        options.map { option in
            let here = path + [option.value]
            return FormcOption(
                strings.text(FormcTextKey.option(form: strings.form, source: source, path: here), option.label),
                value: option.value, icon: option.icon,
                children: localized(option.children, source: source, path: here, strings))
        }
    }

    private static func options(_ object: Any) -> [FormcOption]? {
        guard let items = object as? [Any] else { return nil }
        var read: [FormcOption] = []
        read.reserveCapacity(items.count)
        for item in items {
            guard let parts = item as? [Any], parts.count >= 2, let label = parts[0] as? String,
                let value = parts[1] as? String
            else { return nil }
            let icon = parts.count > 2 ? parts[2] as? String : nil
            var children: [FormcOption] = []
            if parts.count > 3 {
                guard let nested = options(parts[3]) else { return nil }
                children = nested
            }
            read.append(FormcOption(label, value: value, icon: icon, children: children))
        }
        return read
    }
}

/// A form's picker data and the rules its pickers follow: the columns under a selection, the
/// path after a choice, the text a selection shows. Both the UIKit controller and the
/// SwiftUI view use them, so the two pickers agree.
public nonisolated enum FormcSources<Field: FormcField> {
    public typealias Option = FormcOption

    /// The options of the source called `name` (empty for an unknown name).
    public static func source(named name: String) -> [FormcOption] { Field.formcForm.sources[name] ?? [] }

    /// The rows of a picker field's first column; empty for other fields.
    public static func options(for field: Field) -> [FormcOption] {
        guard let picker = field.info.picker else { return [] }
        return source(named: picker.source)
    }

    /// The level names of a picker field's source: one per column.
    public static func levels(for field: Field) -> [String] { field.info.picker?.levels ?? [] }

    /// The rows of each column of a picker field under `path` (`FormcPicker.columns`).
    public static func columns(for field: Field, path: [String]) -> [[FormcOption]] {
        FormcPicker.columns(options(for: field), levels: levels(for: field).count, path: path)
    }

    /// The path after `value` is chosen in column `level` (`FormcPicker.path`).
    public static func path(for field: Field, choosing value: String, atLevel level: Int, in path: [String]) -> [String]
    {
        FormcPicker.path(
            options(for: field), levels: levels(for: field).count, choosing: value, atLevel: level, in: path)
    }

    /// The path a picker field starts from when it begins editing empty: the first row of
    /// each column, as the UIKit picker starts; empty for a source without options.
    public static func firstPath(for field: Field) -> [String] {
        FormcPicker.firstPath(options(for: field), levels: levels(for: field).count)
    }

    /// The path a picker field's wheels show when editing begins with `stored` as its value
    /// (`FormcPicker.startPath`).
    public static func startPath(for field: Field, stored: [String]) -> [String] {
        FormcPicker.startPath(options(for: field), levels: levels(for: field).count, stored: stored)
    }

    /// The options `path` selects, one per column as far as the path goes and its values are
    /// rows: what `displayText(for:selection:)` takes.
    public static func selection(for field: Field, path: [String]) -> [FormcOption] {
        FormcPicker.selection(options(for: field), levels: levels(for: field).count, path: path)
    }

    /// The text a picker field shows for a selection (`FormcPicker.displayText`); a field
    /// that is no picker joins the labels with spaces.
    public static func displayText(for field: Field, selection: [FormcOption]) -> String {
        guard let picker = field.info.picker else { return selection.map(\.label).joined(separator: " ") }
        return FormcPicker.displayText(picker, selection: selection)
    }
}

nonisolated extension FormcFieldInfo {
    /// Whether the field is a segmented control (`kind: segmented`): a flat choice among its
    /// source's options, every one shown at once, out of the focus chain (no keyboard, no
    /// wheels, no toolbar). Its value is a flat picker's (`FormcValue.option`).
    public var isSegmented: Bool { picker?.isSegmented == true }
}

/// A segmented field's segments, one per option of its source in the source's order, and a
/// yes/no question's two, Yes and No: what the UIKit controller puts in its `UISegmentedControl`
/// (`register(_:for:)`) and the SwiftUI row in its segmented `Picker`, so both show the same
/// segments and store the same values.
nonisolated extension FormcForm {
    /// The options `field` shows as segments (their labels in the language shown, their values
    /// what a tap stores): a segmented field's source, a yes/no question's Yes and No (formc's
    /// words `yes` and `no`, valued `"true"` and `"false"`); empty for another field and for an
    /// unknown source.
    public func segments(of field: Field) -> [FormcOption] {
        let info = info(field)
        if info.value == .yesNo {
            return [FormcOption(word(.yes), value: "true"), FormcOption(word(.no), value: "false")]
        }
        guard info.isSegmented, let picker = info.picker else { return [] }
        return sources[picker.source] ?? []
    }

    /// The segment that shows `value` in `field`: the place of the option it holds among
    /// `segments(of:)` (Yes is 0 and No 1 for a yes/no question); nil for no selection
    /// (`.option(nil)`, `.yesNo(nil)`), a value that is none of the segments (a saved draft's), a
    /// value of another shape and a field without segments. A control shows nil as no segment
    /// selected.
    public func segmentIndex(of value: FormcValue, for field: Field) -> Int? {
        let chosen: String
        switch value {
        case .option(let option?): chosen = option
        case .yesNo(let answer?): chosen = answer ? "true" : "false"
        case .text, .date, .option, .path, .toggle, .integer, .real, .rating, .yesNo, .selection: return nil
        }
        return segments(of: field).firstIndex { $0.value == chosen }
    }

    /// The value a tap on segment `index` of `field` stores: its option's value
    /// (`.option(value)`), a yes/no question's answer (`.yesNo(true)` for Yes); nil for a place
    /// that is no segment (`UISegmentedControl.noSegment`).
    public func segmentValue(at index: Int, for field: Field) -> FormcValue? {
        let segments = segments(of: field)
        guard segments.indices.contains(index) else { return nil }
        if info(field).value == .yesNo { return .yesNo(segments[index].value == "true") }
        return .option(segments[index].value)
    }
}

/// The rules every picker follows, over its source's options and its number of levels (0 or
/// 1 for a flat source). Not generic: one copy serves every form.
public nonisolated enum FormcPicker {
    /// The rows of each column of a picker field (one column per level, one for a flat
    /// source) under `path`, the selected values from the first column on: the first column
    /// is the source, each later one the children of the option selected in the column
    /// before. A column whose parent is not selected, not found, or has no children (FC210)
    /// is empty. Nothing is indexed, so no path can read out of range.
    public static func columns(_ options: [FormcOption], levels: Int, path: [String]) -> [[FormcOption]] {
        let count = max(1, levels)
        var columns: [[FormcOption]] = []
        var rows = options
        for level in 0..<count {
            columns.append(rows)
            let chosen = level < path.count ? rows.first(where: { $0.value == path[level] }) : nil
            rows = chosen?.children ?? []
        }
        return columns
    }

    /// The path after `value` is chosen in column `level`: the values above it kept, `value`,
    /// then the first row of each later column, so a child selection is always a row of the
    /// new child list. The path stops where a column is empty (a parent without children:
    /// the child picker is left empty). A value that is not a row of that column changes nothing.
    public static func path(
        _ options: [FormcOption], levels: Int, choosing value: String, atLevel level: Int, in path: [String]
    ) -> [String] {
        let columns = columns(options, levels: levels, path: path)
        guard level >= 0, level < columns.count, level <= path.count,
            let chosen = columns[level].first(where: { $0.value == value })
        else { return path }
        var result = Array(path.prefix(level)) + [value]
        var rows = chosen.children
        while result.count < columns.count, let first = rows.first {
            result.append(first.value)
            rows = first.children
        }
        return result
    }

    /// The path a picker field starts from when it begins editing empty: the first row of
    /// each column, as the UIKit picker starts; empty for a source without options.
    public static func firstPath(_ options: [FormcOption], levels: Int) -> [String] {
        guard let first = options.first else { return [] }
        return path(options, levels: levels, choosing: first.value, atLevel: 0, in: [])
    }

    /// The path the wheels show when editing begins with `stored` as the field's value (its
    /// option's value, or a cascading picker's values from the first column on): `stored` as far
    /// as its values are rows, then the first row of each later column; `firstPath` when its
    /// first value is no row (or it is empty). Eureka selects the row value the same way
    /// (`PickerInputRow`), so the wheel never starts at the first row of a field that has a value.
    public static func startPath(_ options: [FormcOption], levels: Int, stored: [String]) -> [String] {
        let valid = selection(options, levels: levels, path: stored).map(\.value)
        guard let last = valid.last else { return firstPath(options, levels: levels) }
        return path(options, levels: levels, choosing: last, atLevel: valid.count - 1, in: valid)
    }

    /// The options `path` selects, one per column as far as the path goes and its values are
    /// rows: what `displayText(for:selection:)` takes.
    public static func selection(_ options: [FormcOption], levels: Int, path: [String]) -> [FormcOption] {
        var selection: [FormcOption] = []
        for (level, rows) in columns(options, levels: levels, path: path).enumerated() {
            guard level < path.count, let chosen = rows.first(where: { $0.value == path[level] }) else { break }
            selection.append(chosen)
        }
        return selection
    }

    /// The text a picker field shows for a selection (one option per column), from the
    /// spec's `display` template: `{level}` is that column's label (`{label}` and `{value}`
    /// for a one-column picker).
    public static func displayText(_ picker: FormcPickerSettings, selection: [FormcOption]) -> String {
        var values: [String: String] = [:]
        let names = picker.levels
        if names.isEmpty, let option = selection.first {
            values = ["label": option.label, "value": option.value]
        }
        // A level without a selection (its parent has no children) shows nothing.
        for (index, name) in names.enumerated() { values[name] = index < selection.count ? selection[index].label : "" }
        return fill(picker.display, values)
    }

    /// `{name}` placeholders replaced in one pass, so a label that itself reads `{city}` is
    /// shown as written; an unknown name stays as written.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            text += values[String(rest[rest.index(after: open)..<close])] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }
}
