import FormcIR

/// What the keys do to a field whose control is no text: a stepper or slider, a rating, a
/// yes/no question, a segmented control and a multi-select's checklist. Each is a value moved
/// by ←/→ (and its own keys); ↑/↓ leave it, as they leave a toggle. Pure: `FormSession`
/// stores the result and clears the field's problem.
enum ControlKeys {
    /// The state `key` moves `state` to: the same state for a key the control takes that
    /// changes nothing (a star the scale has not), nil for a key that is not the control's.
    static func moved(_ state: FieldState, of field: Field, rules: FieldRules, by key: Key) -> FieldState? {
        switch state {
        case .quantity(let number):
            // A stepper's − and + (a slider's thumb moved by a step): ←/→ and −/+ by one step,
            // Page Up/Down by ten, Home and End to the ends.
            guard let range = field.quantity else { return nil }
            switch key {
            case .left, .character("-"): return .quantity(range.moved(number, by: -1))
            case .right, .character("+"), .character("="): return .quantity(range.moved(number, by: 1))
            case .pageDown: return .quantity(range.moved(number, by: -10))
            case .pageUp: return .quantity(range.moved(number, by: 10))
            case .home: return .quantity(range.minimum)
            case .end: return .quantity(range.snapped(range.maximum))
            default: return nil
            }
        case .yesNo:
            // Yes is the left segment, No the right: ←/→ choose one (a tap), `y` and `n` too,
            // Backspace or Delete takes the answer back.
            switch key {
            case .left, .character("y"), .character("Y"): return .yesNo(true)
            case .right, .character("n"), .character("N"): return .yesNo(false)
            case .backspace, .delete: return .yesNo(nil)
            default: return nil
            }
        case .rating(let stars):
            // ←/→ a star less or more (the first → chooses the lowest), a digit that star,
            // Home and End the ends, Backspace or Delete no star.
            guard let range = field.quantity else { return nil }
            let low = Int(range.minimum), high = Int(range.maximum)
            switch key {
            case .left: return .rating(stars.map { max(low, $0 - 1) })
            case .right: return .rating(stars.map { min(high, $0 + 1) } ?? low)
            case .home: return .rating(low)
            case .end: return .rating(high)
            case .backspace, .delete: return .rating(nil)
            case .character(let character):
                guard let digit = character.wholeNumberValue, (low...high).contains(digit) else { return state }
                return .rating(digit)
            default: return nil
            }
        case .selection(var checklist):
            // ←/→ (Home, End) move among the options, Space or `x` ticks or unticks the one the
            // cursor is on; Tab and Enter leave it as they leave a picker.
            let options = rules.source?.options ?? []
            guard !options.isEmpty else { return nil }
            checklist.cursor = min(max(0, checklist.cursor), options.count - 1)
            switch key {
            case .left: checklist.cursor = max(0, checklist.cursor - 1)
            case .right: checklist.cursor = min(options.count - 1, checklist.cursor + 1)
            case .home: checklist.cursor = 0
            case .end: checklist.cursor = options.count - 1
            case .space, .character("x"), .character("X"): checklist.flip(options[checklist.cursor].value)
            default: return nil
            }
            return .selection(checklist)
        case .picker(var picker) where field.kind.entry.terminal == .segments:
            // A segmented control: ←/→ choose the segment beside (a tap on it), Space takes the
            // highlighted one when none is chosen.
            switch key {
            case .left, .right:
                if picker.chosen { picker.move(by: key == .left ? -1 : 1, roots: rules.source?.options ?? []) }
                picker.chosen = true
            case .space: picker.chosen = true
            default: return nil
            }
            return .picker(picker)
        case .picker, .text, .toggle:
            return nil
        }
    }
}
