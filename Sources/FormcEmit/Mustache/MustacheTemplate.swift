/// A parsed Mustache template: the tree of text, tags and sections, ready to render any
/// number of times with `MustacheRenderer`.
///
/// Supports the spec's required modules: interpolation, sections, inverted sections,
/// comments, partials and set delimiters. The optional modules (lambdas, inheritance,
/// dynamic names) are not supported; their tags (`{{<name}}`, `{{$name}}`, `{{*name}}`)
/// are rejected rather than read as variable names.
package struct MustacheTemplate: Sendable {
    /// The name used in errors (a file name, or a partial's name).
    package let name: String
    let nodes: [MustacheNode]

    /// Sections may nest this deep in one template; deeper nesting is an error. The same
    /// as the renderer's standard depth bound, which no deeper template could render within.
    package static let maxSectionDepth = MustacheLimits.standard.depth

    /// Parses `source`; `name` is used in errors. Throws MustacheError (unclosed section,
    /// mismatched end tag, bad delimiter change, unclosed tag).
    package init(_ source: String, name: String) throws(MustacheError) {
        try self.init(source, name: name, columnShift: 0)
    }

    /// `columnShift` scalars are subtracted from every column: a standalone partial's source
    /// is parsed with its indentation prepended to each line, and errors should point into
    /// the partial as written.
    init(_ source: String, name: String, columnShift: Int) throws(MustacheError) {
        var parser = MustacheParser(source: Array(source.utf8), name: name, columnShift: columnShift)
        self.name = name
        self.nodes = try parser.parse()
    }
}

/// A template error: what went wrong, and where (1-based line and column, the column in
/// Unicode scalars, in the template called `template`).
package struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int
    /// The name of the template (or partial) the position is in.
    package var template: String

    package init(message: String, line: Int, column: Int, template: String) {
        self.message = message
        self.line = line
        self.column = column
        self.template = template
    }

    /// `template:line:column: error: message`, the shape formc's diagnostics use.
    package var description: String { "\(template):\(line):\(column): error: \(message)" }
}

/// A 1-based line and column in a template.
struct MustacheLocation: Sendable, Equatable {
    var line: Int
    var column: Int
}

/// A tag's name split on periods; no parts means the implicit iterator `.`.
struct MustacheName: Sendable, Equatable {
    var parts: [String]
}

/// One piece of a parsed template; each knows where it starts, for the renderer's errors.
enum MustacheNode: Sendable {
    case text(String, location: MustacheLocation)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
    case variable(MustacheName, escaped: Bool, location: MustacheLocation)
    /// `{{#name}}…{{/name}}`, or with `inverted` `{{^name}}…{{/name}}`.
    case section(MustacheName, inverted: Bool, children: [MustacheNode], location: MustacheLocation)
    /// `{{>name}}`; `indentation` is the whitespace before a standalone partial tag.
    case partial(String, indentation: String, location: MustacheLocation)
}
