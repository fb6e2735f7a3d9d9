/// The bounds on one `MustacheRenderer.render` call. Templates can come from users, and a
/// few hundred bytes of template can otherwise nest without end (a partial that includes
/// itself), write without bound (a partial that includes itself twice per level) or loop
/// for hours writing nothing (sections over the same list nested a dozen deep).
package struct MustacheLimits: Sendable, Equatable {
    /// Sections and partials open inside one another.
    package var depth: Int
    /// UTF-8 bytes of output.
    package var outputBytes: Int
    /// Steps of work allowed beyond one per byte written so far. A step is a template node
    /// rendered, one list item a section repeats for, or one byte of a partial parsed. Work that writes is bounded by
    /// `outputBytes`; this bounds work that writes little or nothing, without ever stopping
    /// a render that writes as it goes (formc's templates take about one step per 7 bytes).
    package var steps: Int

    package init(depth: Int, outputBytes: Int, steps: Int) {
        self.depth = depth
        self.outputBytes = outputBytes
        self.steps = steps
    }

    /// formc's bounds: 64 levels, 64 MiB, 1 Mi steps beyond one per byte. formc's own
    /// templates nest under 10 levels deep and write about 860 bytes per field (a
    /// 10,000-field form: 8.6 MB in 1.2 million steps). 64 levels of recursion take about
    /// 200 KB of stack in a debug build.
    package static let standard = MustacheLimits(depth: 64, outputBytes: 64 << 20, steps: 1 << 20)

    /// `64 MiB` for whole mebibytes, otherwise the byte count.
    static func describe(bytes: Int) -> String {
        bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}

extension MustacheNode {
    /// Where the node starts in its template.
    var location: MustacheLocation {
        switch self {
        case .text(_, let location), .variable(_, _, let location), .section(_, _, _, let location),
            .partial(_, _, let location):
            location
        }
    }
}
