import Foundation

/// The names in one folder as `readdir(3)` gives them: the one folder-reading loop behind
/// `formc lint DIR`'s search (`SpecFinder`, on raw bytes) and `formc.yml`'s globs
/// (`SpecGlob`, UTF-8 names only). Each walks in its own way (the search never follows a
/// link; a glob may, inside the root); both list through here.
package enum DirectoryListing {
    /// One folder's names (`.` and `..` left out), as bytes, in the order `readdir` gives
    /// them; `examined` counts every entry read, `.` and `..` included.
    package struct Listing: Sendable {
        package var names: [[UInt8]] = []
        package var examined = 0
        /// Whether the listing stopped at its limit: `names` is then empty.
        package var truncated = false
    }

    /// Lists the folder at `path` (its bytes, without a NUL), reading at most `limit` entries:
    /// past them it stops, `truncated`. Fails with the `errno` of a folder that cannot be
    /// opened or a read error part-way.
    package static func list(_ path: [UInt8], limit: Int = .max) -> Result<Listing, DirectoryListingError> {
        let handle = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { opendir($0) }
        }
        guard let handle else { return .failure(DirectoryListingError(code: errno)) }
        defer { closedir(handle) }
        var listing = Listing()
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                return errno == 0 ? .success(listing) : .failure(DirectoryListingError(code: errno))
            }
            listing.examined += 1
            guard listing.examined <= limit else {
                return .success(Listing(names: [], examined: listing.examined, truncated: true))
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] {
                listing.names.append(name)
            }
        }
    }
}

/// Why a folder could not be listed: its `errno`.
package struct DirectoryListingError: Error, Sendable {
    package var code: Int32
}
