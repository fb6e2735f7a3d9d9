/// A picker data source with its options loaded.
public struct DataSource: Sendable {
    public var name: String
    /// The file the options came from, relative to the spec as written; nil for inline options.
    public var file: String?
    public var format: DataFormat?
    /// Level names of a cascading source (`[province, city]`); empty for a flat source.
    public var levels: [String]
    public var options: [Option]

    public init(name: String, file: String?, format: DataFormat?, levels: [String], options: [Option]) {
        self.name = name
        self.file = file
        self.format = format
        self.levels = levels
        self.options = options
    }

    public var isCascading: Bool { !levels.isEmpty }
    public var hasIcons: Bool { options.contains { $0.icon != nil } }
}

/// One row of a picker column. `children` are the next column's rows when this row is
/// selected (cascading sources); empty for the last level.
public struct Option: Sendable, Hashable {
    /// The value of the "Other" option `other:` adds after a field's options; choosing it
    /// shows the field's companion text field, `<id>Other` (`otherFieldID`). It is the key's
    /// own name, so a condition reads `heard == 'other'` as the spec writes `other:`.
    public static let otherValue = Language.fieldKeys.other.name

    /// The id of the text field `other:` adds to field `id`: what the person means by "Other".
    public static func otherFieldID(of id: String) -> String { id + "Other" }

    public var label: String
    public var value: String
    public var icon: String?
    public var children: [Option]

    public init(label: String, value: String, icon: String? = nil, children: [Option] = []) {
        self.label = label
        self.value = value
        self.icon = icon
        self.children = children
    }
}
