import Foundation
import FormcFrontEnd

/// `file:` URIs and the paths they name (RFC 8089), which is all formc can lint: a document
/// with another scheme (an unsaved buffer, `untitled:`) is linted as if it were in the
/// working directory.
package enum DocumentURI {
    /// The path of a `file:` URI (`file:///tmp/a%20b.yaml` → `/tmp/a b.yaml`), or nil for
    /// another scheme or a URI that does not parse.
    package static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.scheme?.lowercased() == "file" else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }

    /// The `file:` URI of an absolute path; a relative path is taken from the working directory.
    package static func uri(ofPath path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : PathName.join(FileManager.default.currentDirectoryPath, path)
        return URL(fileURLWithPath: absolute).absoluteString
    }
}
