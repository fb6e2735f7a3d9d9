import FormcDiagnostics

/// The checked, resolved form: what every emitter reads. Plain values, no references.
public struct Form: Sendable {
    /// The form's name from `form:` (`Profile`); emitters derive type names from it.
    public var name: String
    /// What the generated Swift's type names start with, before the form's name (`swiftPrefix:`,
    /// or formc.yml's default): `Acme` makes `AcmeProfileField`. Nil for none.
    public var swiftPrefix: String?
    /// The spec's file name without directories, for generated headers (`<stdin>` for stdin).
    public var specFileName: String
    /// Locale identifier for dates and labels (`zh_CN`); `en_US_POSIX` when the spec sets none.
    public var locale: String
    public var order: OrderMode
    public var toolbar: Toolbar
    /// Whether a tap outside the focused field ends editing.
    public var dismissOnTapOutside: Bool
    /// Points to keep between the focused field and the keyboard, when the spec asks for
    /// keyboard avoidance (`keyboardDistance`).
    public var keyboardDistance: Double?
    /// Whether the generated controller avoids the keyboard in the scroll view the app gives
    /// it (`keyboardAvoidance`, default true).
    public var keyboardAvoidance: Bool
    /// Titled groups, in declaration order. One focus chain flows across all of them.
    public var sections: [Section]
    /// Every field, in declaration order (sections flattened).
    public var fields: [Field] {
        didSet { fieldIndex = Self.firstIndex(ofFields: fields) }
    }
    /// Ids of the focusable fields in focus order: `focusChain[i].next == focusChain[i+1]`.
    public var focusChain: [String]
    /// Data sources in declaration order, with their loaded options.
    public var sources: [DataSource] {
        didSet { sourceIndex = Self.firstIndex(of: sources, by: \.name) }
    }
    /// The spec's `rules:` across fields, in the order written; checked on submit.
    public var rules: [FormRule] = []
    /// The language of the spec's texts and the others the app ships (`sourceLanguage:`, `locales:`).
    public var localization = Localization()
    /// Where each id first appears in `fields`, so lookups by id cost O(1): emitters, the
    /// checker and the terminal look up every chain field, and a linear search made that
    /// quadratic. Kept up to date with `fields`.
    public private(set) var fieldIndex: [String: Int]
    /// Where each source name first appears in `sources`.
    private var sourceIndex: [String: Int]

    public init(
        name: String, specFileName: String, locale: String, order: OrderMode, toolbar: Toolbar,
        dismissOnTapOutside: Bool, keyboardDistance: Double?, keyboardAvoidance: Bool = true,
        sections: [Section], fields: [Field], focusChain: [String], sources: [DataSource]
    ) {
        self.init(
            name: name, specFileName: specFileName, locale: locale, order: order, toolbar: toolbar,
            dismissOnTapOutside: dismissOnTapOutside, keyboardDistance: keyboardDistance,
            keyboardAvoidance: keyboardAvoidance, sections: sections, fields: fields,
            fieldIndex: Self.firstIndex(ofFields: fields), focusChain: focusChain, sources: sources)
    }

    /// The form with `fieldIndex` already worked out (lowering needs it before the form
    /// exists): it must be `Form.firstIndex(ofFields: fields)`.
    package init(
        name: String, specFileName: String, locale: String, order: OrderMode, toolbar: Toolbar,
        dismissOnTapOutside: Bool, keyboardDistance: Double?, keyboardAvoidance: Bool,
        sections: [Section], fields: [Field], fieldIndex: [String: Int], focusChain: [String],
        sources: [DataSource]
    ) {
        self.name = name
        self.specFileName = specFileName
        self.locale = locale
        self.order = order
        self.toolbar = toolbar
        self.dismissOnTapOutside = dismissOnTapOutside
        self.keyboardDistance = keyboardDistance
        self.keyboardAvoidance = keyboardAvoidance
        self.sections = sections
        self.fields = fields
        self.focusChain = focusChain
        self.sources = sources
        self.fieldIndex = fieldIndex
        self.sourceIndex = Self.firstIndex(of: sources, by: \.name)
    }

    /// The first field with this id (ids are unique once the checker has passed), or nil.
    public func field(_ id: String) -> Field? { fieldIndex[id].map { fields[$0] } }
    /// The first source with this name, or nil.
    public func source(_ name: String) -> DataSource? { sourceIndex[name].map { sources[$0] } }

    /// Where each id first appears in `fields`.
    package static func firstIndex(ofFields fields: [Field]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(fields.count)
        // Backwards, so that the first field of a repeated id is the one left: one hash per
        // field, and each id read in place (a loop over the fields would copy each one).
        for offset in fields.indices.reversed() { index[fields[offset].id] = offset }
        return index
    }

    private static func firstIndex<Item>(of items: [Item], by key: (Item) -> String) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() where index[key(item)] == nil { index[key(item)] = offset }
        return index
    }
}

/// The keyboard toolbar (`inputAccessoryView`) the form asks for.
public struct Toolbar: Sendable, Hashable {
    /// Whether Previous and Next buttons are shown.
    public var previousNext: Bool
    /// Whether a Done button is shown.
    public var done: Bool
    public var title: ToolbarTitle

    public init(previousNext: Bool, done: Bool, title: ToolbarTitle) {
        self.previousNext = previousNext
        self.done = done
        self.title = title
    }

    /// Whether the form has an accessory toolbar at all.
    public var isShown: Bool { previousNext || done }
}

/// A titled group of fields; `fieldIDs` in declaration order.
public struct Section: Sendable, Hashable {
    public var title: String?
    /// Text shown under the section's fields (`footer:`).
    public var footer: String?
    public var fieldIDs: [String]
    /// When the section (and so each of its fields) is shown and enabled; empty when always.
    public var conditions: Conditions

    public init(title: String?, footer: String? = nil, fieldIDs: [String], conditions: Conditions = Conditions()) {
        self.title = title
        self.footer = footer
        self.fieldIDs = fieldIDs
        self.conditions = conditions
    }
}
