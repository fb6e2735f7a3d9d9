/// Keeps an optional value that is large and mostly absent out of the struct that declares it:
/// the struct holds one pointer (nil when the value is absent) and the value lives in a
/// copy-on-write box. `Field` and its `WrittenField` use it for the settings only some
/// kinds have (dates, pickers, validation), so that an array of 100,000 fields is not mostly
/// empty optionals: each absent value costs 8 bytes instead of its full size.
///
/// Reads cost one pointer hop; a write to a shared box copies it first, so the wrapper keeps
/// value semantics (two copies of a field never see each other's writes). Inlinable, so that
/// each use is specialised: unspecialised, every access asked the runtime for the box's
/// generic metadata, which cost more than the memory saved.
@propertyWrapper
public struct OutOfLine<Wrapped: Sendable>: Sendable {
    @usableFromInline var box: Box?

    @inlinable public init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    @inlinable public var wrappedValue: Wrapped? {
        get { box?.value }
        set {
            guard let newValue else {
                box = nil
                return
            }
            if isKnownUniquelyReferenced(&box), let box {
                box.value = newValue
            } else {
                box = Box(newValue)
            }
        }
    }

    /// The heap cell. Mutated only while uniquely referenced (see `wrappedValue`), so sharing
    /// it between threads is safe even though the class has a `var`.
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline var value: Wrapped
        @inlinable init(_ value: Wrapped) { self.value = value }
    }
}

extension OutOfLine: Equatable where Wrapped: Equatable {
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension OutOfLine: Hashable where Wrapped: Hashable {
    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
