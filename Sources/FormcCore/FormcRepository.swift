import Foundation

/// Where formc comes from, for what formc prints about depending on it (`formc init`'s
/// `Package.swift` lines) and links to its documentation: the published repository's address
/// when one is set, else the clone this binary was built from while it is still there. Never
/// a placeholder address (issue 47): a person copies what formc prints.
package enum FormcRepository {
    /// The address formc's repository is published at (`https://github.com/ACCOUNT/formc`), or
    /// nil. It is nil in this source; a published fork sets it here, the one place to change
    /// (docs/install.md, "Publishing a fork").
    package static let address: String? = nil

    /// The folder of the clone this binary was built from, when it is still a formc package
    /// (its `Package.swift` and `Sources/FormcKit` are there): a binary built with `make
    /// install` from a clone can name it as a local package dependency (`.package(path:)`).
    /// Nil for a binary built elsewhere (a release's).
    package static var clone: String? {
        // This file is <clone>/Sources/FormcCore/FormcRepository.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manager = FileManager.default
        var folder: ObjCBool = false
        guard manager.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
            manager.fileExists(atPath: root.appendingPathComponent("Sources/FormcKit").path, isDirectory: &folder),
            folder.boolValue
        else { return nil }
        return root.path
    }

    /// The `.package(…)` a package that uses FormcKit and the plugin depends on, the identity
    /// its `.product(…, package:)` and `.plugin(…, package:)` name, and what to say of it: the
    /// published repository from this version on, else the local clone, else a clone's usual
    /// place, said to be one (no address that leads nowhere). SwiftPM names a package by the
    /// last component of its address or path, lowercased: a clone in `formc-main` is
    /// `formc-main`.
    package static func dependency(version: String, clone: String? = clone) -> (
        code: String, identity: String, comment: String
    ) {
        if let address {
            return (".package(url: \"\(address).git\", from: \"\(version)\")", "formc", "formc's repository")
        }
        if let clone {
            let identity = URL(fileURLWithPath: clone).lastPathComponent.lowercased()
            return (".package(path: \"\(literal(clone))\")", literal(identity), "the clone formc was built from")
        }
        return (".package(path: \"../formc\")", "formc", "the folder of your formc clone (docs/install.md)")
    }

    /// `text` as the inside of a Swift string literal: its backslashes and quotes escaped.
    private static func literal(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
