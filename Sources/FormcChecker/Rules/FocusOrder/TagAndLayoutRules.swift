import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC108: under `order: tag`, a focusable field without a tag, or two with the same tag.
struct TagRule: CheckerRule {
    static let description = RuleDescription(
        .tagProblem,
        explanation: """
            `order: tag` sorts the focus chain by each field's `tag`, as IQKeyboardManager's tag \
            ordering does with `UIView.tag`. A focusable field without a tag has no place in that \
            order (it would be put last), and two fields with the same tag have no order between \
            them. Give every focusable field its own tag.
            """,
        triggering: [
            "form: F\norder: tag\nfields:\n  - id: a\n    tag: 1\n  - id: ↓b\n",
            "form: F\norder: tag\nfields:\n  - id: a\n    tag: 1\n  - id: b\n    tag: ↓1\n"
        ],
        nonTriggering: [
            "form: F\norder: tag\nfields:\n  - id: a\n    tag: 2\n  - id: b\n    tag: 1\n  - id: c\n    hidden: true\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard case .tag? = context.ast.order?.value else { return [] }
        var first: [Int: (String, SourcePosition)] = [:]
        var found: [Diagnostic] = []
        context.forEachField { field in
            // The text field of an "Other" option follows its field: it has no tag of its own.
            guard field.isFocusable, field.written.otherOf == nil else { return }
            guard let tag = field.written.tag else {
                found.append(
                    context.diagnostic(
                        .tagProblem, "'\(field.id)' has no tag, but the form is ordered by tag",
                        at: field.written.id.position))
                return
            }
            if let (other, position) = first[tag.value] {
                found.append(
                    context.diagnostic(
                        .tagProblem, "tag \(tag.value) of '\(field.id)' is also the tag of '\(other)'",
                        at: tag.position,
                        notes: [DiagnosticNote("'\(other)' has tag \(tag.value) here", at: context.location(position))])
                )
            } else {
                first[tag.value] = (field.id, tag.position)
            }
        }
        return found
    }
}

/// FC109: under `order: position`, a focusable field without a full layout cell, or two
/// fields in the same cell.
struct LayoutRule: CheckerRule {
    static let description = RuleDescription(
        .layoutProblem,
        explanation: """
            `order: position` orders the focus chain by each field's `layout: {row, column}`: rows \
            top to bottom, then columns from the leading one (column 1 is on the right in Arabic \
            or Hebrew, and still first in the chain). A focusable field without both `row` and `column` has no place in that order, \
            and two fields in one cell have no order between them.
            """,
        triggering: [
            "form: F\norder: position\nfields:\n  - id: a\n    layout: {row: 1, column: 1}\n  - id: b\n    layout: ↓{row: 1}\n",
            "form: F\norder: position\nfields:\n  - id: a\n    layout: {row: 1, column: 1}\n  - id: b\n    layout: ↓{row: 1, column: 1}\n"
        ],
        nonTriggering: [
            "form: F\norder: position\nfields:\n  - id: a\n    layout: {row: 1, column: 2}\n  - id: b\n    layout: {row: 1, column: 1}\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard case .position? = context.ast.order?.value else { return [] }
        var first: [LayoutCell: (String, SourcePosition)] = [:]
        var found: [Diagnostic] = []
        context.forEachField { field in
            // The text field of an "Other" option follows its field: it has no cell of its own.
            guard field.isFocusable, field.written.otherOf == nil else { return }
            guard let cell = field.layout, let position = field.written.layoutPosition else {
                let missing =
                    field.written.layoutPosition == nil ? "has no layout" : "needs both row and column in its layout"
                found.append(
                    context.diagnostic(
                        .layoutProblem, "'\(field.id)' \(missing), but the form is ordered by position",
                        at: field.written.layoutPosition ?? field.written.id.position))
                return
            }
            if let (other, earlier) = first[cell] {
                found.append(
                    context.diagnostic(
                        .layoutProblem,
                        "'\(field.id)' is in row \(cell.row), column \(cell.column), like '\(other)'",
                        at: position,
                        notes: [DiagnosticNote("'\(other)' is placed here", at: context.location(earlier))]))
            } else {
                first[cell] = (field.id, position)
            }
        }
        return found
    }
}
