import Foundation

#if canImport(UIKit)
    import UIKit

    /// A multi-select's options in UIKit (`kind: multiSelect`): the `inputView` of its text field
    /// in place of the keyboard, as a picker field's wheels are, one row per option of its source
    /// (`FormcForm.checklist(of:value:)`), a checkmark on each chosen one. UIKit has no
    /// multi-select control; a table of rows with `.checkmark` accessories is its own way to show
    /// a choice among rows ("The table view's data source can manage check marks … in the
    /// `tableView(_:didSelectRowAt:)` method": UITableViewCell.AccessoryType,
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum).
    /// A tap on a row calls `onTap` with its option's value and takes the row's highlight off at
    /// once: the ticks are the choice, not UIKit's selected row. The controller stores the new
    /// choice and shows it again (`show(_:)`).
    ///
    /// VoiceOver reads each row as a cell, with the selected trait while it is ticked ("a
    /// selected UI element, such as a selected table row",
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected), so the
    /// checkmark is spoken, not only drawn; a tap announces nothing more.
    @MainActor
    final class FormcChecklist: UITableView, UITableViewDataSource, UITableViewDelegate {
        /// The rows shown, in the options' order.
        private(set) var rows: [FormcChecklistRow] = []
        /// Whether a row shows its option's icon (the source has icons), as a picker's wheel does.
        private var showsIcons = false
        /// A person's tap on the row of the option with this value.
        var onTap: ((String) -> Void)?

        /// A checklist of `rows`, as tall as a picker's wheels (216 points) and as wide as the
        /// keyboard: UIKit sizes an input view's width to the screen's and keeps its height
        /// (`FormcAccessoryToolbar` is sized the same way). Longer lists scroll.
        convenience init(rows: [FormcChecklistRow], showsIcons: Bool) {
            self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 216), style: .plain)
            self.rows = rows
            self.showsIcons = showsIcons
            autoresizingMask = .flexibleWidth
            dataSource = self
            delegate = self
        }

        /// Shows `newRows`. The same options ticked otherwise update the cells on screen in
        /// place, without a reload, which would make the cell VoiceOver is on a new one; a cell
        /// off screen takes its row when it shows (`tableView(_:cellForRowAt:)`). Other options
        /// (a table localized again) reload the list.
        func show(_ newRows: [FormcChecklistRow]) {
            let sameOptions = newRows.map(\.option) == rows.map(\.option)
            rows = newRows
            guard sameOptions else {
                reloadData()
                return
            }
            for (index, row) in rows.enumerated() {
                // nil for a cell the table holds none for ("returns nil if the cell isn't visible",
                // before iOS 15: https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)).
                if let cell = cellForRow(at: IndexPath(row: index, section: 0)) { configure(cell, as: row) }
            }
        }

        /// `cell` showing `row`: its option's label (and icon), the checkmark while it is chosen,
        /// and the selected trait VoiceOver reads, added to the cell's own traits or taken from
        /// them ("Combine the traits you select with the superclass's traits",
        /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits).
        func configure(_ cell: UITableViewCell, as row: FormcChecklistRow) {
            var content = cell.defaultContentConfiguration()
            content.text = row.option.label
            if showsIcons, let icon = row.option.icon { content.image = UIImage(named: icon) }
            cell.contentConfiguration = content
            cell.accessoryType = row.isChosen ? .checkmark : .none
            if row.isChosen {
                cell.accessibilityTraits.insert(.selected)
            } else {
                cell.accessibilityTraits.remove(.selected)
            }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
                ?? UITableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
            if rows.indices.contains(indexPath.row) { configure(cell, as: rows[indexPath.row]) }
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard rows.indices.contains(indexPath.row) else { return }
            onTap?(rows[indexPath.row].option.value)
        }

        private static let cellIdentifier = "formc.checklist"
    }
#endif
