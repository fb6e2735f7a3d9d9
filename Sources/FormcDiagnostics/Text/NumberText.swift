/// How formc writes a number it holds as a `Double` (a spec's `min: 18`, a JSON option's
/// value): whole numbers without a fraction (`18`, not `18.0`), others in Swift's shortest
/// form that reads back exactly (`2.5`, `1e+20`). The one rule behind the JSON output, the
/// generated Swift's literals and the terminal's messages, so `18` reads the same in all.
public enum NumberText {
    /// Whether `value` is written as a whole number: integral and below 10^15 in magnitude,
    /// where a `Double` still holds every integer exactly and `Int` cannot overflow.
    @inlinable
    public static func wholeNumber(_ value: Double) -> Int? {
        value.rounded() == value && abs(value) < 1e15 ? Int(value) : nil
    }

    /// `value` as text: `18`, `2.5`, `-0.25`, `1e+20`.
    public static func text(_ value: Double) -> String {
        wholeNumber(value).map { String($0) } ?? "\(value)"
    }
}
