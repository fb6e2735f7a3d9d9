// UIKitSim controls, bar items, actions, pickers and the plain views the generated code builds.
// See Responder.swift for what the double is.

import Foundation

@MainActor open class UIControl: UIView {
    open var isEnabled: Bool = true
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }
    private var actions: [(action: UIAction, events: UIControl.Event)] = []
    /// "UIActions are uniqued based on their identifier, and subsequent actions with the same
    /// identifier replace previously added actions"
    /// (https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)): an action
    /// with an identifier takes the place of the one added before with it, for those events.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let identifier = action.simIdentifier,
            let index = actions.firstIndex(where: { $0.action.simIdentifier == identifier && $0.events == controlEvents })
        {
            actions[index] = (action, controlEvents)
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// "Removes the action with the provided identifier from the set of passed control events"
    /// (iOS 14, https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)).
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action.simIdentifier == actionIdentifier && $0.events == controlEvents }
    }

    /// How many actions run for `events`: a test sees an action replaced, not added twice.
    public func simActionCount(for events: UIControl.Event) -> Int {
        actions.filter { !$0.events.intersection(events).isEmpty }.count
    }

    /// Runs the actions added for `events`, as a user's gesture would.
    public func simSendActions(for events: UIControl.Event) {
        for entry in actions where !entry.events.intersection(events).isEmpty { entry.action.simPerform() }
    }

    /// "Calls the action methods associated with the specified events"
    /// (https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)).
    open func sendActions(for controlEvents: UIControl.Event) { simSendActions(for: controlEvents) }

    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/state: the double keeps images and
    /// titles by state, `.normal` (no bits) the one it reads.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// A button (https://developer.apple.com/documentation/uikit/uibutton): its type, its image and
/// title by state, and a person's tap (a finger lifted on it, `simTouchEnded`) sending
/// `.touchUpInside`, the event of "a touch-up event in the control where the finger is inside the
/// bounds of the control" (https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside),
/// unless it is disabled ("a disabled control ignores touch events",
/// https://developer.apple.com/documentation/uikit/uicontrol/isenabled) or hidden. A state
/// without an image or title of its own shows the normal state's ("If a title is not specified
/// for a state, the default behavior is to use the title associated with the normal state",
/// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
@MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1
    }

    public private(set) var simButtonType: ButtonType = .custom
    private var simImages: [UIControl.State: UIImage] = [:]
    private var simTitles: [UIControl.State: String] = [:]
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontentsizecategoryimageadjusting/adjustsimagesizeforaccessibilitycontentsizecategory
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        simButtonType = buttonType
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) { simImages[state] = image }
    open func setTitle(_ title: String?, for state: UIControl.State) { simTitles[state] = title }
    open func image(for state: UIControl.State) -> UIImage? { simImages[state] ?? simImages[.normal] }
    open func title(for state: UIControl.State) -> String? { simTitles[state] ?? simTitles[.normal] }

    open override func simTouchEnded() {
        guard isEnabled, !simIsHiddenInHierarchy else { return }
        simSendActions(for: .touchUpInside)
    }
}

@MainActor open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
}

@MainActor open class UIBarItem: NSObject {
    open var isEnabled: Bool = true
    open var title: String?
    open var accessibilityLabel: String?
    /// The double's reading of how VoiceOver treats a bar button item unless told otherwise: as
    /// a button (read "dimmed" when disabled), not as text.
    open var accessibilityTraits: UIAccessibilityTraits = .button
}

/// VoiceOver's announcements: the double keeps what was posted (`simAnnouncements`), in order,
/// where the device would speak it.
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        nonisolated public static let announcement = Notification(rawValue: 1008)
    }
    /// A plain string, or an attributed one: its text, and `(queued)` after it when its
    /// `accessibilitySpeechQueueAnnouncement` is true (spoken after what VoiceOver is saying,
    /// not over it).
    @MainActor public static func post(notification: Notification, argument: Any?) {
        guard notification == .announcement else { return }
        if let text = argument as? String {
            simAnnouncements.append(text)
        } else if let text = argument as? NSAttributedString {
            let attribute = text.attribute(.accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil)
            let queued = (attribute as? NSNumber)?.boolValue == true
            simAnnouncements.append(text.string + (queued ? " (queued)" : ""))
        }
    }
    @MainActor public static var simAnnouncements: [String] = []
}

/// An announcement's attribute (iOS 11): queued behind existing speech instead of interrupting it.
extension NSAttributedString.Key {
    nonisolated public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeQueueAnnouncement")
}

public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// "The accessibility element allows continuous adjustment through a range of values"
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// "The accessibility element is currently in a selected state … such as a selected table
    /// row" (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

@MainActor open class UIBarButtonItem: UIBarItem {
    /// iOS 26's glass capsule behind the item ("hidesSharedBackground":
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground).
    open var hidesSharedBackground = false
    public private(set) var primaryAction: UIAction?
    public private(set) var image: UIImage?
    public private(set) var systemItem: SystemItem?
    public private(set) var simIsFlexibleSpace = false

    public required override init() { super.init() }

    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    open class func flexibleSpace() -> Self {
        let item = self.init()
        item.simIsFlexibleSpace = true
        return item
    }

    /// A tap: a disabled item does nothing ("If false, the item … does not respond to user
    /// interaction": https://developer.apple.com/documentation/uikit/uibaritem/isenabled).
    public func simTap() {
        guard isEnabled else { return }
        primaryAction?.simPerform()
    }

    public enum SystemItem: Int, Sendable {
        case done = 0
    }
}

@MainActor open class UIMenuElement: NSObject {
    public internal(set) var title = ""

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }
}

@MainActor open class UIMenu: UIMenuElement {
    public private(set) var children: [UIMenuElement] = []

    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
        self.init()
        self.title = title
        self.children = children
    }

    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}

public typealias UIActionHandler = (UIAction) -> Void

@MainActor open class UIAction: UIMenuElement {
    private var handler: UIActionHandler = { _ in }
    /// The identifier given, nil without one (UIKit then makes a unique one).
    public private(set) var simIdentifier: UIAction.Identifier?

    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init()
        self.title = title
        self.simIdentifier = identifier
        self.handler = handler
    }

    public func simPerform() { handler(self) }

    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

open class UIImage: NSObject {
    /// The symbol or asset name, so a test can find a bar item by its image.
    public let simName: String
    public init?(systemName name: String) { simName = name }
    public init?(named name: String) { simName = name }
}

/// A colour by name; two colours of the same name are equal (`isEqual(_:)`), as UIKit's colours
/// of equal components are.
open class UIColor: NSObject {
    public let simName: String
    public init(simName: String) { self.simName = simName }
    open class var clear: UIColor { UIColor(simName: "clear") }
    /// The system-defined tint a view reads when nothing in its hierarchy sets one.
    public static var simSystemTint: UIColor { UIColor(simName: "systemBlue") }
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.simName == simName }
    open override var hash: Int { simName.hashValue }
}

@MainActor open class UIImageView: UIView {
    public let simImage: UIImage?
    public init(image: UIImage?) {
        simImage = image
        super.init(frame: .zero)
    }
}

public enum NSTextAlignment: Int, Sendable {
    case center = 1, natural = 4
}

/// Scales a size with the user's text size: "Returns a version of the specified value that is
/// scaled appropriately for the current content size category"
/// (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)). The double
/// scales by `simScale` (1 at the default Large size; a scenario sets it for a larger one).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    nonisolated(unsafe) public static var simScale: CGFloat = 1
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    /// "The font metrics object for the body style"
    /// (https://developer.apple.com/documentation/uikit/uifontmetrics/default).
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    open func scaledValue(for value: CGFloat) -> CGFloat { value * Self.simScale }
}

open class UIFont: NSObject, @unchecked Sendable {
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }

    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
}

@MainActor open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }
    open var text: String?
    open var font: UIFont!
    open var adjustsFontForContentSizeCategory: Bool = false
    open var textAlignment: NSTextAlignment = .natural
    open var adjustsFontSizeToFitWidth: Bool = false
}

/// A constraint between a view's dimension and a constant: all the templates make.
@MainActor open class NSLayoutConstraint: NSObject {
    public let simView: UIView
    public let simAttribute: NSLayoutConstraint.Attribute
    open var constant: CGFloat
    open var isActive = false

    init(view: UIView, attribute: NSLayoutConstraint.Attribute, constant: CGFloat) {
        simView = view
        simAttribute = attribute
        self.constant = constant
        super.init()
    }

    /// "Activates each constraint in the specified array"
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where !constraint.isActive {
            constraint.isActive = true
            constraint.simView.simConstraints.append(constraint)
        }
    }

    /// The active constant for `attribute` on `view`, nil when none: the size Auto Layout gives it.
    public static func simConstant(_ attribute: Attribute, of view: UIView) -> CGFloat? {
        view.simConstraints.last { $0.isActive && $0.simAttribute == attribute }?.constant
    }

    public enum Attribute: Int, Sendable {
        case width = 7, height = 8
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

@MainActor open class NSLayoutDimension: NSObject {
    private let view: UIView
    private let attribute: NSLayoutConstraint.Attribute

    init(view: UIView, attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
        super.init()
    }

    /// An inactive constraint, as the anchor's factory methods return
    /// (https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)).
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view: view, attribute: attribute, constant: c)
    }
}

@MainActor open class UIStackView: UIView {
    public let arrangedSubviews: [UIView]

    /// The arranged views become subviews too ("the stack view adds them as subviews":
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)).
    public init(arrangedSubviews views: [UIView]) {
        arrangedSubviews = views
        super.init(frame: .zero)
        for view in views { addSubview(view) }
    }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0

    public enum Alignment: Int, Sendable {
        case fill = 0, center = 3
    }
}

/// A segmented control (https://developer.apple.com/documentation/uikit/uisegmentedcontrol):
/// its segments' titles in order and the selected one. Set in code, `selectedSegmentIndex`
/// sends nothing; a person's touch on another segment than the selected one selects it and sends
/// `.valueChanged`: "The default value is noSegment (no segment selected) until the user touches
/// a segment ... When the user touches a segment to change the selection, the system generates
/// the control event valueChanged"
/// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex).
@MainActor open class UISegmentedControl: UIControl {
    /// "A segment index value indicating that there's no selected segment"
    /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment): -1, the
    /// value the selectedSegmentIndex page says turns the selection off.
    open class var noSegment: Int { -1 }
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    public private(set) var simTitles: [String?] = []
    open var numberOfSegments: Int { simTitles.count }

    /// "Removes all segments of the segmented control"
    /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/removeallsegments()):
    /// none is left to be selected.
    open func removeAllSegments() {
        simTitles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Inserts "just before the designated one", an index from 0 to `numberOfSegments`, one past
    /// it pinned to the end
    /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)).
    /// The double keeps the selected segment selected (its index moves with it).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, simTitles.count))
        simTitles.insert(title, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    open func titleForSegment(at segment: Int) -> String? {
        simTitles.indices.contains(segment) ? simTitles[segment] : nil
    }

    /// A person's touch on segment `index`: nothing on a hidden or disabled control ("a disabled
    /// control ignores touch events", https://developer.apple.com/documentation/uikit/uicontrol/isenabled)
    /// or on the segment already selected (the selection does not change); otherwise the segment
    /// is selected and `.valueChanged` sent. Answers whether the selection changed.
    @discardableResult
    public func simTapSegment(_ index: Int) -> Bool {
        guard !isHidden, isEnabled, simTitles.indices.contains(index), index != selectedSegmentIndex else {
            return false
        }
        selectedSegmentIndex = index
        simSendActions(for: .valueChanged)
        return true
    }
}

/// A stepper (https://developer.apple.com/documentation/uikit/uistepper): its range, step and
/// value as Apple documents them. Defaults: value 0, minimum 0, maximum 100, step 1, `wraps`
/// false, `autorepeat` and `isContinuous` true. "The maximum value must be greater than or equal
/// to the minimum value. If you set a maximum or minimum value that would break this invariant,
/// both values are set to the new value" (the class page). `value` "is clamped at its lower
/// extreme to minimumValue and is clamped at its upper extreme to maximumValue"
/// (https://developer.apple.com/documentation/uikit/uistepper/value), the range changing too; the
/// docs say nothing of a value between two steps, so the double keeps one as set. `stepValue`
/// "Must be numerically greater than 0. If you attempt to set this property's value to 0 or to a
/// negative number, the system raises an invalidArgumentException exception"
/// (https://developer.apple.com/documentation/uikit/uistepper/stepvalue): the double stops there.
/// A value set in code sends nothing: "A stepper sends the UIControlEventValueChanged event when
/// the user interacts [with] it" (UIKit User Interface Catalog, Steppers); a person's tap on − or
/// + moves the value one step, held at the ends unless it wraps
/// (https://developer.apple.com/documentation/uikit/uistepper/wraps), and sends `.valueChanged`
/// "When the value changes".
@MainActor open class UIStepper: UIControl {
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper.stepValue must be greater than 0 (invalidArgumentException)") }
    }
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
        }
    }
    private var simValue: Double = 0
    open var value: Double {
        get { simValue }
        set { simValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// A person's tap on + (`up`) or −: nothing on a hidden or disabled control ("a disabled
    /// control ignores touch events", https://developer.apple.com/documentation/uikit/uicontrol/isenabled);
    /// otherwise the value moves one step, wraps or holds at the end, and `.valueChanged` goes out
    /// when it changed. Answers whether it changed.
    @discardableResult
    public func simTap(up: Bool) -> Bool {
        guard !isHidden, isEnabled else { return false }
        var next = value + (up ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return false }
        value = next
        simSendActions(for: .valueChanged)
        return true
    }
}

/// A slider (https://developer.apple.com/documentation/uikit/uislider): defaults value 0, minimum
/// 0, maximum 1, `isContinuous` true. "If you try to set a value that's below the minimum or above
/// the maximum, the minimum or maximum value is set instead"
/// (https://developer.apple.com/documentation/uikit/uislider/value); a new minimum above the value
/// moves the value to it, and one above the maximum moves the maximum
/// (https://developer.apple.com/documentation/uikit/uislider/minimumvalue), and the other way
/// round for a new maximum (https://developer.apple.com/documentation/uikit/uislider/maximumvalue).
/// A value set in code sends nothing; a person's drag of the thumb sends `.valueChanged` for each
/// position it passes while `isContinuous`. Its `accessibilityValue`, until set, is the
/// percentage VoiceOver reads for a plain slider ("VoiceOver is going to read “50%. Adjustable.”",
/// https://d-ronnqvist.github.io/accessible-sliders-and-adjustable-controls), rounded.
@MainActor open class UISlider: UIControl {
    open var isContinuous = true
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
        }
    }
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
        }
    }
    private var simValue: Float = 0
    open var value: Float {
        get { simValue }
        set { simValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var simOwnAccessibilityValue: String?
    open override var accessibilityValue: String? {
        get {
            if let simOwnAccessibilityValue { return simOwnAccessibilityValue }
            let span = maximumValue - minimumValue
            let fraction = span > 0 ? (value - minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        set { simOwnAccessibilityValue = newValue }
    }

    /// A person's drag of the thumb through `positions` (each clamped to the range, as the track
    /// ends there): nothing on a hidden or disabled control; `.valueChanged` at each position
    /// that moves the value while `isContinuous`, else once at the end when it moved. Answers
    /// whether the value moved.
    @discardableResult
    public func simDrag(through positions: [Float]) -> Bool {
        guard !isHidden, isEnabled else { return false }
        let start = value
        var last = value
        for position in positions {
            value = position
            if isContinuous, value != last { simSendActions(for: .valueChanged) }
            // The controller may move the thumb (to a step) in its action: the next position is
            // where the finger is, whatever the thumb shows.
            last = value
        }
        if !isContinuous, value != start { simSendActions(for: .valueChanged) }
        return value != start
    }
}

@MainActor open class UIDatePicker: UIControl {
    /// "You can only use this mode with the date picker style wheels [...]; otherwise,
    /// UIDatePicker throws an exception"
    /// (https://developer.apple.com/documentation/uikit/uidatepicker/mode/yearandmonth): the double
    /// stops there.
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime {
        didSet { simCheckMonthStyle() }
    }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { simCheckMonthStyle() }
    }

    private func simCheckMonthStyle() {
        if datePickerMode == .yearAndMonth, preferredDatePickerStyle != .wheels {
            fatalError("UIDatePicker: yearAndMonth needs the wheels style (UIKit throws)")
        }
    }
    open var locale: Locale?
    open var calendar: Calendar!
    open var timeZone: TimeZone?
    open var minimumDate: Date?
    open var maximumDate: Date?
    /// "The default is the date when the UIDatePicker object is created"
    /// (https://developer.apple.com/documentation/uikit/uidatepicker/date): `simNow` when a
    /// scenario fixes the clock, else the real one.
    open var date: Date = UIDatePicker.simNow ?? Date()
    nonisolated(unsafe) public static var simNow: Date?

    public enum Mode: Int, Sendable {
        case time = 0, date = 1, dateAndTime = 2
        /// iOS 17.4 (https://developer.apple.com/documentation/uikit/uidatepicker/mode/yearandmonth).
        case yearAndMonth = 4
    }
}

public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels = 1
}

@MainActor open class UIPickerView: UIView {
    weak open var dataSource: (any UIPickerViewDataSource)?
    weak open var delegate: (any UIPickerViewDelegate)?
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }
    open func reloadComponent(_ component: Int) {}
    /// The row selected in each component; 0 until one is selected ("By default, the picker view
    /// selects the first row", https://developer.apple.com/documentation/uikit/uipickerview/selectedrow(incomponent:)
    /// returns the selected row).
    public private(set) var simSelectedRows: [Int: Int] = [:]
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { simSelectedRows[component] = row }
    open func selectedRow(inComponent component: Int) -> Int { simSelectedRows[component] ?? 0 }

    /// The view the picker shows for a row, from its delegate.
    public func simView(forRow row: Int, component: Int) -> UIView? {
        delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }
}

@MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

@MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView { UIView() }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

// Key commands. https://developer.apple.com/documentation/uikit/uikeycommand: a key command's
// action goes up the responder chain; `wantsPriorityOverSystemBehavior` (iOS 15) lets it take a
// key, such as Tab, that the system would otherwise handle itself
// (https://developer.apple.com/documentation/uikit/uikeycommand/wantspriorityoversystembehavior).

/// An Objective-C selector by name: from the ObjectiveC module in the SDK, which Linux lacks.
public struct Selector: Hashable, Sendable {
    public let simName: String
    public init(_ name: String) { simName = name }
}

public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
}

@MainActor open class UICommand: UIMenuElement {
    open var discoverabilityTitle: String?
}

@MainActor open class UIKeyCommand: UICommand {
    public private(set) var input: String?
    public private(set) var modifierFlags: UIKeyModifierFlags = []
    public private(set) var action: Selector?
    open var wantsPriorityOverSystemBehavior = false

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init()
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
    }
}

/// The touches of one event; the double passes none (`hitTest(_:with:)` takes nil).
@MainActor open class UIEvent: NSObject {}
