/// Which files are form specs: names ending in `.form.yaml` or `.form.yml`, spelled so
/// (`Profile.Form.YAML` is not one, as SwiftPM's and Xcode's file-type rules match
/// extensions by their spelling too).
///
/// The one home of the rule: `formc lint DIR`, the language server and the JSON output's
/// name ask here. The build plugin (Plugins/FormcPlugin/FormSpecName.swift) cannot import
/// formc's modules and keeps its own copy, proven equal by a test.
public enum SpecFileName {
    /// The suffixes of a spec's file name.
    public static let suffixes = [".form.yaml", ".form.yml"]

    /// Whether the file name or path `name` names a spec: it ends with a spec suffix and has a
    /// name before it.
    public static func isSpec(_ name: String) -> Bool { suffix(of: name) != nil }

    /// The spec suffix `name` ends with; nil when it ends with none or is only the suffix.
    public static func suffix(of name: String) -> String? {
        suffixes.first { name.hasSuffix($0) && name.count > $0.count && !name.hasSuffix("/" + $0) }
    }

    /// The file name with its spec suffix removed (`Profile.form.yaml` → `Profile`); with a
    /// plain `.yaml` or `.yml` removed when it has no spec suffix; else the name itself.
    public static func stem(of name: String) -> String {
        for suffix in suffixes + [".yaml", ".yml"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
