import FormcDiagnostics

/// Bounds the front end imposes because libyaml imposes none (Debian's libyaml 0.2.5 has no
/// nesting-depth or scalar-size limit). Going over one is diagnostic FC006 or FC007.
package struct YAMLLimits: Sendable {
    /// Deepest nesting of sequences and mappings.
    package var maxDepth: Int
    /// Longest scalar, in UTF-8 bytes.
    package var maxScalarBytes: Int
    /// Most nodes that aliases may add to the document in total (each alias counts the
    /// whole subtree it stands for), so "billion laughs" documents stop early.
    package var maxAliasExpandedNodes: Int
    /// Largest input, in bytes.
    package var maxInputBytes: Int

    package init(
        maxDepth: Int = 200, maxScalarBytes: Int = 1 << 20,
        maxAliasExpandedNodes: Int = 100_000, maxInputBytes: Int = 256 << 20
    ) {
        self.maxDepth = maxDepth
        self.maxScalarBytes = maxScalarBytes
        self.maxAliasExpandedNodes = maxAliasExpandedNodes
        self.maxInputBytes = maxInputBytes
    }

    package static let standard = YAMLLimits()

    /// FC007 at 1:1 of `file` for an input of `size` bytes over `maxInputBytes`: the same
    /// diagnostic whether the size was seen before reading (a file's size) or after.
    package func inputTooLarge(_ size: Int, file: String) -> Diagnostic {
        Diagnostic(
            .limitExceeded, "the input is \(size) bytes, over the limit of \(maxInputBytes)",
            at: SourceLocation(file: file, line: 1, column: 1))
    }
}
