/// Renders parsed Mustache templates against `MustacheValue` data.
///
/// Names resolve as the spec says: `.` is the top of the context stack; otherwise the first
/// part of a dotted name is looked up from the top of the stack down, and each further part
/// inside the value found (a missing part gives nothing, never a lookup further down). A
/// name that resolves to nothing interpolates as the empty string and is falsey.
///
/// Partials are fetched and parsed at most once per render call (per name, and per
/// indentation for standalone partials) and rendered against the current context stack.
/// A standalone partial's indentation is prepended to each non-empty line of its source
/// (empty lines stay empty, so generated code has no trailing whitespace).
///
/// Templates may come from users (`--templates DIR`), so a render is bounded by
/// `MustacheLimits`: how deep sections and partials nest, how many bytes it writes and how
/// many steps it takes. Passing a bound is a `MustacheError` at the node where it was
/// passed; nothing is returned.
package struct MustacheRenderer: Sendable {
    private let partials: @Sendable (String) -> String?
    private let escape: @Sendable (String) -> String
    private let limits: MustacheLimits

    /// `partials` returns a partial's source by name (nil = empty string, as the spec says);
    /// `escape` is applied to `{{name}}` interpolations (the spec's HTML escaping is
    /// `MustacheRenderer.htmlEscape`; formc's Swift templates pass `{ $0 }` because their
    /// data is already valid Swift); `limits` bounds every render call.
    package init(
        partials: @escaping @Sendable (String) -> String?, escape: @escaping @Sendable (String) -> String,
        limits: MustacheLimits = .standard
    ) {
        self.partials = partials
        self.escape = escape
        self.limits = limits
    }

    /// Renders `template` against `data`. Throws MustacheError when a partial does not
    /// parse, or when the render passes one of the renderer's `MustacheLimits`.
    package func render(_ template: MustacheTemplate, _ data: MustacheValue) throws(MustacheError) -> String {
        String(decoding: try renderBytes(template, data), as: UTF8.self)
    }

    /// `render`'s output as UTF-8 bytes, which is what a file gets: a large output (the Swift
    /// of 100,000 fields is 140 MB) is then never held as a String and an array at once.
    package func renderBytes(_ template: MustacheTemplate, _ data: MustacheValue) throws(MustacheError) -> [UInt8] {
        try renderOutput(template, data).joined()
    }

    /// The output before it is joined: a caller that lets `data` go first (the Swift
    /// emitter's context is as large as the output) joins it without holding both.
    func renderOutput(_ template: MustacheTemplate, _ data: MustacheValue) throws(MustacheError) -> OutputBuffer {
        var state = RenderState(stack: [data])
        try render(template.nodes, in: template.name, &state)
        return state.output
    }

    /// Escapes `&`, `<`, `>` and `"` as HTML entities, as the spec requires.
    package static func htmlEscape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: Rendering

    /// Everything one render call changes: the output so far, the context stack, the
    /// partials fetched and parsed so far, how deep the rendering is and how many steps it
    /// has taken.
    private struct RenderState {
        var output = OutputBuffer()
        var stack: [MustacheValue]
        var sources: [String: String] = [:]
        var parsed: [PartialKey: MustacheTemplate] = [:]
        var depth = 0
        var steps = 0
    }

    private struct PartialKey: Hashable {
        var name: String
        var indentation: String
    }

    private func render(_ nodes: [MustacheNode], in templateName: String, _ state: inout RenderState)
        throws(MustacheError)
    {
        for node in nodes {
            try step(at: node.location, in: templateName, &state)
            switch node {
            case .text(let text, let location):
                try write(text, at: location, in: templateName, &state)
            case .variable(let name, let escaped, let location):
                guard let value = Self.lookup(name, in: state.stack) else { continue }
                let text = value.interpolationText
                try write(escaped ? escape(text) : text, at: location, in: templateName, &state)
            case .section(let name, let inverted, let children, let location):
                let value = Self.lookup(name, in: state.stack) ?? .null
                if inverted {
                    if !value.isTruthy { try nested(children, in: templateName, at: location, &state) }
                } else if case .list(let items) = value {
                    for item in items {
                        try step(at: location, in: templateName, &state)
                        state.stack.append(item)
                        try nested(children, in: templateName, at: location, &state)
                        state.stack.removeLast()
                    }
                } else if value.isTruthy {
                    state.stack.append(value)
                    try nested(children, in: templateName, at: location, &state)
                    state.stack.removeLast()
                }
            case .partial(let name, let indentation, let location):
                guard state.depth < limits.depth else {
                    throw MustacheError(
                        message: "partial '\(name)' would nest sections and partials more than "
                            + "\(limits.depth) deep (a partial that includes itself without end?)",
                        line: location.line, column: location.column, template: templateName)
                }
                let partial = try self.partial(name, indentation: indentation, at: location, in: templateName, &state)
                try nested(partial.nodes, in: partial.name, at: location, inTemplate: templateName, &state)
            }
        }
    }

    /// Renders a section's children or a partial's nodes one level deeper.
    private func nested(
        _ nodes: [MustacheNode], in templateName: String, at location: MustacheLocation,
        inTemplate tagTemplate: String? = nil, _ state: inout RenderState
    ) throws(MustacheError) {
        guard state.depth < limits.depth else {
            throw MustacheError(
                message: "sections and partials nested more than \(limits.depth) deep",
                line: location.line, column: location.column, template: tagTemplate ?? templateName)
        }
        state.depth += 1
        try render(nodes, in: templateName, &state)
        state.depth -= 1
    }

    /// Counts `count` steps of work: one for a node, or one item of a list a section repeats
    /// over; one per byte of a partial parsed.
    private func step(
        _ count: Int = 1, at location: MustacheLocation, in templateName: String,
        _ state: inout RenderState
    ) throws(MustacheError) {
        state.steps += count
        guard state.steps - state.output.count <= limits.steps else {
            throw MustacheError(
                message: "rendering takes more than \(limits.steps) steps beyond one per byte written "
                    + "(sections over lists nested inside one another multiply the work)",
                line: location.line, column: location.column, template: templateName)
        }
    }

    /// Appends `text` to the output unless that takes it past the output limit.
    private func write(
        _ text: String, at location: MustacheLocation, in templateName: String,
        _ state: inout RenderState
    ) throws(MustacheError) {
        guard text.utf8.count <= limits.outputBytes - state.output.count else {
            let limit = MustacheLimits.describe(bytes: limits.outputBytes)
            throw MustacheError(
                message: "output would be larger than \(limit) (a partial that includes itself more than once?)",
                line: location.line, column: location.column, template: templateName)
        }
        state.output.append(text)
    }

    /// The partial `name`, parsed with `indentation` before each line; fetched and parsed
    /// once per render call. Parsing costs a step per byte of the partial: a partial with a
    /// large body that writes nothing, included with many different indentations, would
    /// otherwise be parsed (and kept) once per indentation without counting as work.
    private func partial(
        _ name: String, indentation: String, at location: MustacheLocation, in templateName: String,
        _ state: inout RenderState
    ) throws(MustacheError) -> MustacheTemplate {
        let key = PartialKey(name: name, indentation: indentation)
        if let template = state.parsed[key] { return template }
        let source: String
        if let fetched = state.sources[name] {
            source = fetched
        } else {
            source = partials(name) ?? ""
            state.sources[name] = source
        }
        try step(source.utf8.count, at: location, in: templateName, &state)
        let template = try MustacheTemplate(
            Self.indent(source, by: indentation), name: name,
            columnShift: indentation.unicodeScalars.count)
        state.parsed[key] = template
        return template
    }

    /// `source` with `indentation` before each non-empty line.
    static func indent(_ source: String, by indentation: String) -> String {
        guard !indentation.isEmpty else { return source }
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        let bytes = Array(source.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + indentation.utf8.count * 8)
        var atLineStart = true
        for (index, byte) in bytes.enumerated() {
            if atLineStart {
                let lineIsEmpty =
                    byte == newline
                    || (byte == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == newline)
                if !lineIsEmpty { result.append(contentsOf: indentation.utf8) }
                atLineStart = false
            }
            result.append(byte)
            if byte == newline { atLineStart = true }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The value `name` resolves to on `stack`, or nil.
    static func lookup(_ name: MustacheName, in stack: [MustacheValue]) -> MustacheValue? {
        guard let first = name.parts.first else { return stack.last }
        var found: MustacheValue?
        for context in stack.reversed() {
            if case .object(let members) = context, let value = members[first] {
                found = value
                break
            }
        }
        guard var value = found else { return nil }
        for part in name.parts.dropFirst() {
            guard case .object(let members) = value, let member = members[part] else { return nil }
            value = member
        }
        return value
    }
}
