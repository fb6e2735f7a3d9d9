import FormcFrontEnd
import FormcIR

/// The lookups rules build only when a spec needs them, shared by every rule of one check:
/// "did you mean" among the field ids and among the source names (each with its own limit,
/// `KeySuggestions.defaultLimit` hints per spec), and options by value. A reference type so
/// that rules, which read the context without changing it, can fill it in as they go; one
/// check owns it (nothing else holds it), so the rules still see one spec's values only.
final class RuleLookups {
    private let form: Form
    private var fieldIDs: KeySuggestions?
    private var sourceNames: KeySuggestions?
    private var options = OptionLookup()

    init(form: Form) { self.form = form }

    func fieldSuggestion(for id: String) -> String? {
        var suggestions = fieldIDs ?? KeySuggestions(form.fields.map(\.id))
        defer { fieldIDs = suggestions }
        return suggestions.suggestion(for: id)
    }

    func sourceSuggestion(for name: String) -> String? {
        var suggestions = sourceNames ?? KeySuggestions(form.sources.map(\.name))
        defer { sourceNames = suggestions }
        return suggestions.suggestion(for: name)
    }

    func option(_ value: String, in list: [Option], key: [String]) -> Option? {
        options.first(value, in: list, key: key)
    }

    func optionSuggestion(for value: String, in list: [Option], key: [String]) -> String? {
        options.suggestion(for: value, in: list, key: key)
    }
}
