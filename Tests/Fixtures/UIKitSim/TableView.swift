// UIKitSim table view: its rows from the data source, the cells it shows, a person's tap on a
// row. See Responder.swift for what the double is.

import Foundation

/// A table view of one section (https://developer.apple.com/documentation/uikit/uitableview).
/// It loads its rows when it first needs them (a cell asked for, a tap) and again on
/// `reloadData()`: the data source gives their number and a cell for each, and the double shows
/// every row, so those cells are its `visibleCells` and `cellForRow(at:)`'s. `simTapRow(_:)` is a
/// person's tap: the row is selected, then the delegate is told ("Tells the delegate a row is
/// selected", https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)).
@MainActor open class UITableView: UIScrollView {
    public let style: UITableView.Style
    weak open var dataSource: (any UITableViewDataSource)?
    weak open var delegate: (any UITableViewDelegate)?
    /// The cells shown, by row; nil until the rows are loaded.
    private var simCells: [UITableViewCell]?
    /// How many times the rows were loaded: a test tells a reload from cells updated in place.
    public private(set) var simLoads = 0
    /// "An index path that identifies the row and section of the selected row"
    /// (https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow).
    public private(set) var indexPathForSelectedRow: IndexPath?

    /// The designated initializer (https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)).
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// "Reloads the rows and sections of the table view"
    /// (https://developer.apple.com/documentation/uikit/uitableview/reloaddata()): new cells for
    /// every row, once the rows were loaded; the selection goes.
    open func reloadData() {
        indexPathForSelectedRow = nil
        if simCells != nil { simLoadRows() }
    }

    /// The cells on screen: every row's here.
    open var visibleCells: [UITableViewCell] { simRows }

    /// The cell of a row on screen; nil for a row out of range
    /// (https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        let cells = simRows
        guard indexPath.section == 0, cells.indices.contains(indexPath.row) else { return nil }
        return cells[indexPath.row]
    }

    /// "Deselects a row that an index path identifies"
    /// (https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// The double keeps no queue of cells to reuse: always nil ("nil if no cell is available for
    /// reuse", https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }

    /// A person's tap on `row`: nothing on a hidden table or a row that is none; else the row is
    /// selected and the delegate told. Answers whether the tap landed on a row.
    @discardableResult
    public func simTapRow(_ row: Int) -> Bool {
        guard !simIsHiddenInHierarchy, simRows.indices.contains(row) else { return false }
        let indexPath = IndexPath(row: row, section: 0)
        indexPathForSelectedRow = indexPath
        delegate?.tableView(self, didSelectRowAt: indexPath)
        return true
    }

    private var simRows: [UITableViewCell] {
        if simCells == nil { simLoadRows() }
        return simCells ?? []
    }

    private func simLoadRows() {
        simLoads += 1
        guard let dataSource else {
            simCells = []
            return
        }
        let count = dataSource.tableView(self, numberOfRowsInSection: 0)
        simCells = (0..<max(0, count)).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: 0)) }
    }

    public enum Style: Int, Sendable {
        case plain = 0, grouped = 1, insetGrouped = 2
    }
}

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A table's cell (https://developer.apple.com/documentation/uikit/uitableviewcell): its content
/// configuration, its accessory. VoiceOver reads a cell as one element, its content's text as the
/// label, which the double models as `isAccessibilityElement` and `simSpokenLabel`.
@MainActor open class UITableViewCell: UIView {
    public let reuseIdentifier: String?
    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var contentConfiguration: (any UIContentConfiguration)?

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        isAccessibilityElement = true
    }

    /// "The default content configuration has preconfigured default styling, but doesn't contain
    /// any content" (https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()).
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// What VoiceOver reads as the cell's name: its own label, else its content's text.
    public var simSpokenLabel: String? {
        accessibilityLabel ?? (contentConfiguration as? UIListContentConfiguration)?.text
    }

    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration: what a cell shows.
public protocol UIContentConfiguration {}

/// A list cell's content (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct):
/// its text and image.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var image: UIImage?
    init() {}
}

/// UIKit's additions to IndexPath (https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)).
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var row: Int { self[1] }
    public var section: Int { self[0] }
}
