// SwiftUI interface stub (compiled as module `SwiftUI`) for type-checking formc's generated Swift on Linux.
//
// These are interface stubs written from Apple's documented signatures (developer.apple.com) of
// exactly the SwiftUI API the formc templates use (Templates/SwiftUI.mustache), and nothing else.
// They prove the generated calls match those signatures (labels, types, defaults, result builders,
// @MainActor isolation); they do not prove the app runs. Bodies are placeholders (fatalError or
// trivial). Where Linux forces a difference from the real SDK it is noted at the declaration (no
// Objective-C runtime: optional protocol requirements would become protocol extensions with
// default implementations; no @objc, no Selector; SwiftUI itself uses neither). The SDK's private
// view-graph requirements (_makeView and the like) are left out. Foundation supplies CGFloat.
// Do not add API here to make a generated call compile: fix the template instead.

import Foundation
// SDK: on iOS, SwiftUI's keyboard and content-type modifiers take UIKit's types.
import UIKit

// MARK: Views and modifiers

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// SDK: the proxy type behind `ViewModifier.Content`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

// SDK: primitive views have `Body == Never`.
extension Never: View {
    public var body: Never { fatalError() }
}

@frozen public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    @available(iOS 14.0, macOS 11.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
    // SDK: the parameter-pack overload (iOS 17+) next to fixed-arity buildBlock(_:_:...) up to ten
    // views (iOS 13+); either accepts the two to six views a formc keyboard toolbar holds.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
        where repeat each Content: View {
        TupleView((repeat each content))
    }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }

    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        self
    }

    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        self
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError()
    }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }

    // SDK: iOS 14.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }

    // SDK: iOS 14, the StringProtocol overload of https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:).
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }

    // SDK: iOS 14, https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:).
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }

    // SDK: iOS 14, https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    // SDK: iOS 14, https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:).
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits (iOS 13): "A set of
/// accessibility traits", a `SetAlgebra` (so `[]` is no trait); only the trait FormcKit adds.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public typealias Element = AccessibilityTraits
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected
    public static let isSelected = AccessibilityTraits()
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { fatalError() }
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { fatalError() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior (iOS 14).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private init() {}
    /// "Hide the accessibility elements of the child views."
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

/// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection (iOS 13).
/// SDK: not frozen (an exhaustive switch needs `@unknown default`); Equatable, Hashable, Sendable.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

// MARK: Focus and submission

@frozen @propertyWrapper public struct FocusState<Value: Hashable> {
    public init<T: Hashable>() where Value == T? {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding { Binding(()) }

    // SDK: has no public initializer; you get one from FocusState's projected value.
    @frozen @propertyWrapper public struct Binding {
        init(_ placeholder: Void) {}
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
    }
}

public struct SubmitLabel: Sendable {
    private init() {}
    public static var done: SubmitLabel { SubmitLabel() }
    public static var go: SubmitLabel { SubmitLabel() }
    public static var send: SubmitLabel { SubmitLabel() }
    public static var join: SubmitLabel { SubmitLabel() }
    public static var route: SubmitLabel { SubmitLabel() }
    public static var search: SubmitLabel { SubmitLabel() }
    public static var `return`: SubmitLabel { SubmitLabel() }
    public static var next: SubmitLabel { SubmitLabel() }
    public static var `continue`: SubmitLabel { SubmitLabel() }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
}

// MARK: Toolbar

@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
                                  C4: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleToolbarContent<(C0, C1, C2, C3, C4)> { TupleToolbarContent() }
}

nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, *)
nonisolated public struct ToolbarSpacer: ToolbarContent {
    nonisolated public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, *)
public struct SpacerSizing: Sendable {
    private init() {}
    public static let flexible = SpacerSizing()
    public static let fixed = SpacerSizing()
}

public enum Visibility: Sendable {
    case automatic, visible, hidden
}

extension ToolbarContent {
    @available(iOS 26.0, macOS 26.0, *)
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}

nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ToolbarItemPlacement: Sendable {
    private init() {}
    public static let automatic = ToolbarItemPlacement()
    public static let keyboard = ToolbarItemPlacement()
}

// MARK: Controls, text, images

@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
}

nonisolated public struct Button<Label: View>: View {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() } // SDK: some View
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

@frozen public struct Text: Equatable, Sendable {
    public init<S: StringProtocol>(_ content: S) {}
}

@frozen public struct Image: Equatable, Sendable {
    public init(systemName: String) {}
}

@frozen public struct Spacer {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Text: View { public var body: Never { fatalError() } }
extension Image: View { public var body: Never { fatalError() } }
extension Spacer: View { public var body: Never { fatalError() } }

// MARK: Conditional and container views (ViewBuilder's results)

@frozen public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    init() {}
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@frozen public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    private init() {}
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
    private init() {}
    public static let center = VerticalAlignment()
}

@frozen public struct Alignment: Equatable, Sendable {
    private init() {}
    public static let center = Alignment()
    public static let topLeading = Alignment()
}

@frozen public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@frozen public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/lazyvgrid (iOS 14).
nonisolated public struct LazyVGrid<Content: View>: View {
    // SDK: iOS 14, https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() } // SDK: some View
}

/// https://developer.apple.com/documentation/swiftui/griditem (iOS 14).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    // SDK: iOS 14, https://developer.apple.com/documentation/swiftui/griditem/init(_:spacing:alignment:).
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews (iOS 14).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

@frozen public struct Group<Content> {
    public var body: Never { fatalError() }
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Section<Parent, Content, Footer> {
    public var body: Never { fatalError() }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    @available(iOS 15.0, macOS 12.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) where Footer == EmptyView {}
    @available(iOS 15.0, macOS 12.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    public var body: Never { fatalError() }
}

extension ForEach: View where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

// MARK: State

public protocol DynamicProperty {}

@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    // SDK (Xcode 16 and later): the closures are `@isolated(any) @Sendable`.
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value,
                                set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    public init(projectedValue: Binding<Value>) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environment (iOS 13).
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public struct EnvironmentValues {
    // SDK: iOS 13, https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled.
    public var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    public var locale: Locale {
        get { fatalError() }
        set {}
    }
    public var calendar: Calendar {
        get { fatalError() }
        set {}
    }
    public var timeZone: TimeZone {
        get { fatalError() }
        set {}
    }
}

// MARK: Text controls

nonisolated public struct TextField<Label: View>: View {
    public var body: Never { fatalError() } // SDK: some View
}

extension TextField where Label == Text {
    @available(iOS 15.0, macOS 12.0, *)
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
}

nonisolated public struct SecureField<Label: View>: View {
    public var body: Never { fatalError() } // SDK: some View
}

extension SecureField where Label == Text {
    @available(iOS 15.0, macOS 12.0, *)
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
}

@available(iOS 14.0, macOS 11.0, *)
nonisolated public struct TextEditor: View {
    public init(text: Binding<String>) {}
    public var body: Never { fatalError() } // SDK: some View
}

@available(iOS 15.0, macOS 12.0, *)
public struct TextInputAutocapitalization: Sendable {
    private init() {}
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization() }
}

// MARK: Toggles and pickers

nonisolated public struct Toggle<Label: View>: View {
    public var body: Never { fatalError() } // SDK: some View
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() } // SDK: some View
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public protocol PickerStyle {}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
    @available(iOS 15.0, *) @available(macOS, unavailable)
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle (iOS 13, macOS 10.15).
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    @available(iOS 13.0, macOS 10.15, *)
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

// MARK: Steppers and sliders

/// https://developer.apple.com/documentation/swiftui/stepper (iOS 13).
nonisolated public struct Stepper<Label: View>: View {
    public var body: Never { fatalError() } // SDK: some View

    // SDK: iOS 13, https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:oneditingchanged:label:).
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {}
}

/// https://developer.apple.com/documentation/swiftui/slider (iOS 13).
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    public var body: Never { fatalError() } // SDK: some View
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    // SDK: iOS 13, https://developer.apple.com/documentation/swiftui/slider/init(value:in:oneditingchanged:).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    // SDK: iOS 13, https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:oneditingchanged:).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

nonisolated public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents
    public var body: Never { fatalError() } // SDK: some View
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {}
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {}
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {}
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {}
}

public protocol DatePickerStyle {}

public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    @available(iOS 15.0, *) @available(macOS, unavailable)
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

public protocol PrimitiveButtonStyle {}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    @available(iOS 15.0, macOS 12.0, *)
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension View {
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
}

// MARK: Fonts, colours, images

public struct Font: Hashable, Sendable {
    private init() {}
    public static let caption = Font()
    public static let footnote = Font()
    // SDK: iOS 14, https://developer.apple.com/documentation/swiftui/font/title2.
    public static let title2 = Font()
}

public struct Color: Hashable, Sendable, View {
    private init() {}
    public static let red = Color()
    public static let primary = Color()
    public static let secondary = Color()
    // SDK: iOS 13, `static var accentColor: Color`: https://developer.apple.com/documentation/swiftui/color/accentcolor.
    public static var accentColor: Color { Color() }
    public var body: Never { fatalError() }
}

public protocol ShapeStyle: Sendable {}

@available(iOS 15.0, macOS 12.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {
    private init() {}
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
}

@available(iOS 15.0, macOS 12.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
}

/// https://developer.apple.com/documentation/swiftui/shape (iOS 13). SDK: also Animatable and View,
/// with `path(in:)`; only what `contentShape(_:eoFill:)` needs here.
public protocol Shape: Sendable {}

/// https://developer.apple.com/documentation/swiftui/rectangle (iOS 13).
@frozen public struct Rectangle: Shape {
    public init() {}
}

extension View {
    // SDK: iOS 13, https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:).
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

public struct EdgeInsets: Equatable, Sendable {
    public init() {}
}

extension Image {
    public init(_ name: String) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(decorative:bundle:)
    public init(decorative name: String, bundle: Bundle? = nil) {}

    public enum ResizingMode: Sendable {
        case tile, stretch
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
}

// MARK: Modifiers of the generated view

extension View {
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
    nonisolated public func labelsHidden() -> some View { self }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    nonisolated public func font(_ font: Font?) -> some View { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    nonisolated public func scaledToFit() -> some View { self }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View { self }
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { self }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
}

@available(iOS 13.0, macOS 10.15, *)
public struct KeyEquivalent: Hashable, Sendable {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public static let tab = KeyEquivalent("\t")
    public static let `return` = KeyEquivalent("\r")
}

@available(iOS 13.0, macOS 10.15, *)
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 1)
}

@available(iOS 17.0, macOS 14.0, *)
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: KeyPress.Phases

    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
    }

    public enum Result: Hashable, Sendable {
        case handled, ignored
    }
}

@available(iOS 16.0, macOS 13.0, *)
public struct ScrollDismissesKeyboardMode: Sendable {
    private init() {}
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
}

// MARK: Apps (for the test's three-line app)

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {}
}

// MARK: UIKit views in SwiftUI (iOS 13)

@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public var body: Never { fatalError() }
}

@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
}
