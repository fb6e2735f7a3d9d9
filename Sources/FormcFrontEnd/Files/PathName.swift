/// Path-name arithmetic on `/`-separated paths, done on the text. Foundation's
/// `NSString.deletingLastPathComponent` traps on a one-character relative path (`"p"`, seen
/// with swift-corelibs-foundation in Swift 6.3), and a spec or output may be called anything.
package enum PathName {
    /// The folder part: `"a/b.yaml"` → `"a"`, `"b.yaml"` → `""`, `"/b"` → `"/"`, and
    /// trailing slashes ignored (`"a/b/"` → `"a"`).
    package static func folder(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        if slash == text.startIndex { return "/" }
        var folder = text[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// The last component: `"a/b.yaml"` → `"b.yaml"`, `"a/b/"` → `"b"`, `"/"` → `"/"`.
    package static func lastComponent(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/"), text != "/" else { return String(text) }
        return String(text[text.index(after: slash)...])
    }

    /// `folder` and `name` joined with one `/`; `name` alone when `folder` is empty or `.`,
    /// or when `name` is absolute.
    package static func join(_ folder: String, _ name: String) -> String {
        if name.hasPrefix("/") || folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
