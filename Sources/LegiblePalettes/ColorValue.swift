import LegibleColor

/// What a palette declares for one colour in one appearance.
public enum ColorValue: Sendable, Hashable {
  /// A concrete colour, converted to (possibly extended-range) gamma-encoded sRGB.
  case srgb(SRGB)
  /// A platform colour named by reference (an asset catalog's `"reference": "systemBlueColor"`),
  /// whose value the file does not give.
  case systemReference(String)

  /// The colour, or `nil` for a reference.
  public var color: SRGB? {
    if case .srgb(let color) = self { return color }
    return nil
  }
}

/// A declared value with the place it was declared.
public struct DeclaredValue: Sendable, Hashable {
  /// The value.
  public var value: ColorValue
  /// Where it was declared.
  public var location: SourceLocation
  /// Where its text lies, when `legible fix --write` can rewrite it (not for aliases, CSS, or
  /// grey colour spaces).
  public var site: ValueSite?

  /// Creates a declared value.
  public init(_ value: ColorValue, at location: SourceLocation, site: ValueSite? = nil) {
    self.value = value
    self.location = location
    self.site = site
  }
}
