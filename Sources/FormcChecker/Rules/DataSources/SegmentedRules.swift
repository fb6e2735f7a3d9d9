import FormcDiagnostics
import FormcIR

/// FC215: a segmented control over a cascading source. A `UISegmentedControl` (SwiftUI's
/// segmented `Picker`) shows one row of choices; a cascading source's levels need a column
/// each, which only a picker's wheels have.
struct SegmentedCascadingRule: FieldRule {
    static let description = RuleDescription(
        .segmentedCascading,
        explanation: """
            A segmented control shows every option of one list side by side: a \
            `UISegmentedControl`, SwiftUI's `Picker` with `.pickerStyle(.segmented)`. A \
            cascading source (`levels:`) has a list per level, chosen one after the other, which \
            only a picker's wheels show. Use `kind: picker`, or a flat source.
            """,
        triggering: [
            "form: F\nsources:\n  places:\n    levels: [country, city]\n    options:\n      - {label: DE, children: [Berlin]}\nfields:\n  - {id: city, kind: segmented, source: ↓places}\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - {id: size, kind: segmented, options: [S, M, L]}\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard field.kind.entry.value.hasOptions, !field.kind.entry.takesLevels, let written = field.written.source,
            context.form.source(written.value)?.isCascading == true
        else { return }
        found.append(
            context.diagnostic(
                .segmentedCascading,
                "source '\(written.value)' is cascading, but a \(field.kind.entry.noun) shows one list; "
                    + "use 'kind: picker' for its levels",
                at: written.position))
    }
}

/// FC216: segments that an iPhone SE cannot show whole. A `UISegmentedControl` gives each
/// segment the same width by default (`apportionsSegmentWidthsByContent` is false), so every
/// label must fit the width divided by the number of segments, or it is cut short with an
/// ellipsis; and the Human Interface Guidelines ask for about five segments at most on iPhone.
///
/// The estimate is formc's: the narrowest current iPhone, the SE (2nd and 3rd generation), is
/// 375 points wide; less 16-point margins leaves 343 for the control; a segment's title, in
/// the 13-point system font, takes about 7 points per character (a wide character, CJK, two)
/// plus 10 points of padding each side. A label over that is reported, and so are more than
/// five segments. Labels from a data file are not quoted (a report never echoes a file).
struct SegmentsFitRule: FieldRule {
    static let description = RuleDescription(
        .segmentsDoNotFit,
        explanation: """
            A segmented control divides its width equally among its segments, and cuts a label \
            that does not fit its segment short with an ellipsis ("Medi…"). On an iPhone SE, \
            the narrowest current iPhone (375 points), formc estimates 343 points for the \
            control, about 7 points per character of a label and 20 points of padding per \
            segment; the Human Interface Guidelines also ask for no more than about five \
            segments on iPhone. Shorten the labels, or use `kind: picker` for longer choices.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: size, kind: segmented, options: ↓[XS, S, M, L, XL, XXL]}\n",
            "form: F\nfields:\n  - id: plan\n    kind: segmented\n    options: ↓[Monthly subscription, Yearly subscription, Lifetime]\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - {id: size, kind: segmented, options: [Small, Medium, Large]}\n"])

    /// The points formc reckons a segmented control has on an iPhone SE.
    static let controlWidth = 343.0
    static let pointsPerColumn = 7.0
    static let padding = 20.0
    static let mostSegments = 5

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard field.kind.entry.control == .segments, let name = field.picker?.source,
            let source = context.form.source(name), !source.isCascading, !source.options.isEmpty,
            // Inline options are the field's own source, named where they are written.
            let position = field.written.source?.position
        else { return }
        let count = source.options.count
        if count > Self.mostSegments {
            found.append(
                context.diagnostic(
                    .segmentsDoNotFit,
                    "\(count) segments are more than the 5 an iPhone shows well; use 'kind: picker' for this many",
                    at: position))
            return
        }
        let room = Self.controlWidth / Double(count) - Self.padding
        guard
            let (index, option) = source.options.enumerated().first(where: {
                Double(DisplayWidth.of($0.element.label)) * Self.pointsPerColumn > room
            })
        else { return }
        let which = source.file == nil ? "'\(option.label)'" : "option \(index + 1)'s label"
        found.append(
            context.diagnostic(
                .segmentsDoNotFit,
                "\(which) does not fit one of \(count) segments on an iPhone SE (about "
                    + "\(Int(room / Self.pointsPerColumn)) characters each); shorten it, or use 'kind: picker'",
                at: position))
    }
}
