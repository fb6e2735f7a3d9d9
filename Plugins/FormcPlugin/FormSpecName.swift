// Which files are specs, and the name of the Swift file each one's build command writes.
import Foundation

enum FormSpecName {
    /// The endings that mark a spec: the plugin compiles every file of the target that has one.
    static let suffixes = [".form.yaml", ".form.yml"]

    /// Whether `url` names a spec (by its file name's ending).
    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The file name of each spec's generated Swift: `Profile.form.yaml` gives
    /// `ProfileForm.swift`, which is also what `formc compile -o DIR` names it when the spec
    /// says `form: Profile`. The plugin cannot read the `form:` key, so the name comes from the
    /// file name and is passed to formc as an exact `-o FILE`: the declared output is then
    /// always the written file. A Swift module cannot hold two files of one name, so specs
    /// whose names clash (`Admin/Settings.form.yaml`, `User/Settings.form.yaml`) get as many
    /// of their closest folder names in front as make the names distinct:
    /// `Admin_SettingsForm.swift`, `User_SettingsForm.swift`. Returns one name per spec, in
    /// the order of `specs`.
    static func outputFileNames(for specs: [URL]) -> [String] {
        var names: [URL: String] = [:]
        var depth = 0
        var pending = specs
        while !pending.isEmpty {
            let candidates = pending.map { ($0, name(of: $0, folders: depth)) }
            // Names already given count too: `B/Settings` must not become the name that a
            // spec called `B_Settings.form.yaml` was given at a shallower depth.
            var counts: [String: Int] = [:]
            for name in names.values { counts[name, default: 0] += 1 }
            for (_, name) in candidates { counts[name, default: 0] += 1 }
            // A name is kept once it is unique, or once no folder is left to add to it
            // (the same path twice: one name is then right).
            pending = candidates.compactMap { spec, name in
                let exhausted = depth >= folders(of: spec).count
                if counts[name, default: 0] == 1 || exhausted { names[spec] = name; return nil }
                return spec
            }
            depth += 1
        }
        return specs.map { names[$0] ?? name(of: $0, folders: folders(of: $0).count) }
    }

    private static func name(of spec: URL, folders depth: Int) -> String {
        (folders(of: spec).suffix(depth) + [baseName(spec) + "Form.swift"]).joined(separator: "_")
    }

    private static func baseName(_ url: URL) -> String {
        let name = url.lastPathComponent
        for suffix in suffixes where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private static func folders(of spec: URL) -> [String] {
        spec.standardizedFileURL.deletingLastPathComponent().pathComponents.filter { $0 != "/" }
    }
}
