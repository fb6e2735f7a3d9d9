import Foundation

/// A multi-select's rules over its options (`kind: multiSelect`, `FormcValue.selection`), one
/// copy for the UIKit checklist (`FormcChecklist`), the SwiftUI row and the answers: the order
/// its values are answered and shown in, the rows its checklist lists, and what a tap does.
nonisolated extension FormcPicker {
    /// `chosen` in the options' order, then any value that is no option (a saved draft's, set in
    /// code) sorted: the answer's order (`formc run` answers the same), which no order of taps
    /// changes.
    public static func ordered(_ chosen: Set<String>, options: [FormcOption]) -> [String] {
        let known = options.map(\.value).filter(chosen.contains)
        return known + chosen.subtracting(known).sorted()
    }

    /// `chosen` after a tap on the option `value`: ticked when it was not, unticked when it was.
    public static func toggling(_ value: String, in chosen: Set<String>) -> Set<String> {
        var toggled = chosen
        if toggled.remove(value) == nil { toggled.insert(value) }
        return toggled
    }
}

/// One row of a multi-select's checklist: an option, and whether it is chosen (a checkmark,
/// and the selected trait VoiceOver reads).
public nonisolated struct FormcChecklistRow: Hashable, Sendable {
    public let option: FormcOption
    public let isChosen: Bool

    public init(option: FormcOption, isChosen: Bool) {
        self.option = option
        self.isChosen = isChosen
    }
}

nonisolated extension FormcForm {
    /// The rows of `field`'s checklist holding `value`: one per option of its source, in the
    /// source's order, with the labels in the language shown; empty for a field without a
    /// source. A value that is no option has no row (nobody can tick it; `validate()` says
    /// `chooseOption` until it is gone).
    public func checklist(of field: Field, value: FormcValue) -> [FormcChecklistRow] {
        var chosen: Set<String> = []
        if case .selection(let values) = value { chosen = values }
        return options(of: field).map { FormcChecklistRow(option: $0, isChosen: chosen.contains($0.value)) }
    }

    /// The text a multi-select shows for `chosen`: its options' labels in the options' order,
    /// joined with ", " (`Wi-Fi, Parking`); empty when none is chosen, so the placeholder shows.
    /// A value that is no option shows nothing, as a picker's does.
    func selectionText(_ chosen: Set<String>, for field: Field) -> String {
        options(of: field).filter { chosen.contains($0.value) }.map(\.label).joined(separator: ", ")
    }

    /// `field`'s options from this table (its labels in the language this table shows).
    private func options(of field: Field) -> [FormcOption] {
        info(field).picker.flatMap { sources[$0.source] } ?? []
    }
}
