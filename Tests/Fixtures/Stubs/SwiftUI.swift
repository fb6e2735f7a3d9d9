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
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
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

    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
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
