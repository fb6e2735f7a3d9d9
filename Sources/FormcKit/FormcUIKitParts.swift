import Foundation

#if canImport(UIKit)
    import UIKit

    /// One picker field's `UIPickerView` data source and delegate: one component per level.
    /// The selection is the core's path of values (`FormcSources.path(for:choosing:atLevel:in:)`,
    /// the rule the SwiftUI view uses too): choosing a row in a parent component selects the
    /// first row of each later one, so a child selection is always inside the new child list,
    /// and a parent without children leaves the next column empty (never out of range).
    @MainActor
    final class FormcPickerModel<Field: FormcField>: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        typealias Sources = FormcSources<Field>
        let field: Field
        let levels: Int
        let rowHeight: CGFloat?
        let showsIcons: Bool
        /// The selected value of each column, as far as there is one; the first rows at the start.
        private(set) var path: [String]
        var onChange: (([FormcOption]) -> Void)?

        init(field: Field, rowHeight: CGFloat?, showsIcons: Bool) {
            self.field = field
            levels = max(1, Sources.levels(for: field).count)
            self.rowHeight = rowHeight
            self.showsIcons = showsIcons
            path = Sources.firstPath(for: field)
        }

        /// The rows of a component under the current selection (empty when a parent has no children).
        func options(inComponent component: Int) -> [FormcOption] {
            let columns = Sources.columns(for: field, path: path)
            return columns.indices.contains(component) ? columns[component] : []
        }

        /// The selected option of each component, as far as there are options.
        var selectedPath: [FormcOption] { Sources.selection(for: field, path: path) }

        /// The row height: the spec's `rowHeight`, or 36 points, at the default text size, scaled
        /// with the user's (Dynamic Type: `UIFontMetrics.default`, the body style's metrics), so a
        /// larger text size never clips the rows' labels, whose font is the body style's.
        private var height: CGFloat { UIFontMetrics.default.scaledValue(for: rowHeight ?? 36) }

        func numberOfComponents(in pickerView: UIPickerView) -> Int { levels }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            options(inComponent: component).count
        }

        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
            height
        }

        func pickerView(
            _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
            reusing view: UIView?
        ) -> UIView {
            let options = options(inComponent: component)
            let option = options.indices.contains(row) ? options[row] : nil
            let label = UILabel()
            label.text = option?.label
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.textAlignment = .center
            label.adjustsFontSizeToFitWidth = true
            guard showsIcons, let icon = option?.icon else { return label }
            // The icon is a square 8 points smaller than the row, whatever the asset's size.
            let side = max(0, height - 8)
            let image = UIImageView(image: UIImage(named: icon))
            image.contentMode = .scaleAspectFit
            image.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                image.widthAnchor.constraint(equalToConstant: side),
                image.heightAnchor.constraint(equalToConstant: side)
            ])
            let row = UIStackView(arrangedSubviews: [image, label])
            row.axis = .horizontal
            row.alignment = .center
            row.spacing = 12
            return row
        }

        /// Shows `newPath` (a path of `Sources.startPath`): every component reloaded and its row
        /// selected, so the wheels start at the field's value.
        func show(_ newPath: [String], in pickerView: UIPickerView) {
            path = newPath
            for component in 0..<levels {
                pickerView.reloadComponent(component)
                let selected = component < path.count ? path[component] : nil
                if let index = options(inComponent: component).firstIndex(where: { $0.value == selected }) {
                    pickerView.selectRow(index, inComponent: component, animated: false)
                }
            }
        }

        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            let rows = options(inComponent: component)
            guard rows.indices.contains(row) else { return }
            path = Sources.path(for: field, choosing: rows[row].value, atLevel: component, in: path)
            for child in (component + 1)..<max(component + 1, levels) {
                pickerView.reloadComponent(child)
                let selected = child < path.count ? path[child] : nil
                if let index = options(inComponent: child).firstIndex(where: { $0.value == selected }) {
                    pickerView.selectRow(index, inComponent: child, animated: false)
                }
            }
            onChange?(selectedPath)
        }
    }

    /// A month field's two wheels as one `UIPickerView`'s data source and delegate
    /// (`FormcMonthWheels`: the months' names, the years): the UIKit controller's input view
    /// before iOS 17.4, and the SwiftUI row's wheels (`FormcMonthWheelsView`). One picker with
    /// two components, not two pickers: two wheels side by side in SwiftUI steal each other's
    /// touches (`FormcWheels`). `date` is the month shown, its first day; a person's move
    /// (`pickerView(_:didSelectRow:inComponent:)`, which UIKit sends only for the person's own
    /// moves) sets it to the month of the rows shown, moved into the field's bounds (the wheels
    /// turn back to it), and calls `onChange`.
    @MainActor
    final class FormcMonthPickerModel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var wheels: FormcMonthWheels
        private(set) var date: Date
        var onChange: ((Date) -> Void)?

        init(wheels: FormcMonthWheels, date: Date) {
            self.wheels = wheels
            self.date = date
        }

        /// Shows `newDate`'s month: both components reloaded (the years may have changed with
        /// `wheels`) and their rows selected.
        func show(_ newDate: Date, in pickerView: UIPickerView) {
            date = newDate
            for (component, row) in wheels.rows(for: newDate).enumerated() {
                pickerView.reloadComponent(component)
                pickerView.selectRow(row, inComponent: component, animated: false)
            }
        }

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            wheels.titles(inComponent: component).count
        }

        /// 36 points at the default text size, scaled with the user's, as a picker field's rows.
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
            UIFontMetrics.default.scaledValue(for: 36)
        }

        func pickerView(
            _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
            reusing view: UIView?
        ) -> UIView {
            let titles = wheels.titles(inComponent: component)
            let label = (view as? UILabel) ?? UILabel()
            label.text = titles.indices.contains(row) ? titles[row] : nil
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.textAlignment = .center
            label.adjustsFontSizeToFitWidth = true
            return label
        }

        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            // The row moved to, and the other component's selected one.
            var rows = (0..<2).map { pickerView.selectedRow(inComponent: $0) }
            if rows.indices.contains(component) { rows[component] = row }
            date = wheels.date(rows: rows)
            // A month out of the field's bounds: the wheels turn back to the nearest one.
            for (component, shown) in wheels.rows(for: date).enumerated() where shown != rows[component] {
                pickerView.selectRow(shown, inComponent: component, animated: true)
            }
            onChange?(date)
        }
    }

    /// The keyboard toolbar (`inputAccessoryView`). From iOS 26 UIKit draws the bar as Liquid
    /// Glass, clear between its items, yet a full-width accessory still takes every touch in its
    /// frame: a tap on the content seen through the bar does nothing (public reports:
    /// dotnet/maui#36412, "a full-width accessory looks empty and appears to let taps through",
    /// and stripe-ios#5528, "tapping outside of the toolbar button … has no effect"). There, a
    /// touch that lands on no item is refused (nil), so that UIKit may deliver it to what is
    /// behind: best effort, unverified on a device. An item is told from the bar's own
    /// containers by size, not by UIKit's private class names: UIKit's item views are narrow,
    /// and the bar, its content view and its button stack span it (a hit on a view wider than
    /// half the bar is a hit on the background). Where the new design is not in effect (before
    /// iOS 26, and on iOS 26 in compatibility mode: `FormcSystemDesign`) the bar is drawn opaque
    /// and keeps every touch, as UIKit's does.
    final class FormcAccessoryToolbar: UIToolbar {
        /// Whether a touch between the items goes to what is behind the bar: the controller sets
        /// it from `FormcSystemDesign`.
        var passesTouchesThrough = false

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            guard passesTouchesThrough, let hit else { return hit }
            return Self.isBackground(hit, in: self) ? nil : hit
        }

        /// Whether a hit on `view` (the bar itself or a view inside it) lands on no item.
        static func isBackground(_ view: UIView, in bar: UIView) -> Bool {
            view === bar || view.bounds.width > bar.bounds.width / 2
        }
    }

    /// Decides for the tap-to-dismiss recognizer, with no target or selector: it receives no
    /// touch that lands in a control or a text view (IQKeyboardManager's rule), and when it would
    /// begin (a tap is recognized once the finger lifts without moving, so a scroll never is) it
    /// ends editing and fails, taking no part in other recognizers' decisions.
    @MainActor
    final class FormcTapOutside: NSObject, UIGestureRecognizerDelegate {
        private let onTap: () -> Void
        /// The view the recognizer is on, and the recognizer, for `removeTapToDismiss(from:)`.
        private(set) weak var view: UIView?
        let recognizer: UITapGestureRecognizer

        init(view: UIView, recognizer: UITapGestureRecognizer, onTap: @escaping () -> Void) {
            self.view = view
            self.recognizer = recognizer
            self.onTap = onTap
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            var view = touch.view
            while let current = view {
                if current is UIControl || current is UITextView { return false }
                view = current.superview
            }
            return true
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            onTap()
            return false
        }
    }

    /// Removes the keyboard observers when the controller goes away. Nonisolated, so its
    /// deinit may run anywhere, whatever the module's default isolation.
    nonisolated final class FormcObserverBag: @unchecked Sendable {
        // Only touched on the main queue, where the controller lives.
        private var tokens: [any NSObjectProtocol] = []

        func add(_ token: any NSObjectProtocol) { tokens.append(token) }

        /// Whether any observer was added.
        var isObserving: Bool { !tokens.isEmpty }

        deinit {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }
    }
#endif
