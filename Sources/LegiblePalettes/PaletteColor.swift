/// A named colour with a value for some or all of the four appearances.
public struct PaletteColor: Sendable, Hashable {
  /// The name pairs refer to: a colorset's name with namespace folders joined by `/`, a token's
  /// dotted path, or a CSS custom property without `--`.
  public var name: String
  /// Where the colour is declared.
  public var location: SourceLocation
  /// The values declared, by appearance. Missing appearances fall back (see ``resolved(for:)``).
  public var values: [Palette.Variant: DeclaredValue]

  /// Creates a colour.
  public init(
    name: String, location: SourceLocation, values: [Palette.Variant: DeclaredValue] = [:]
  ) {
    self.name = name
    self.location = location
    self.values = values
  }

  /// The value shown in `variant`, with the variant it was declared for (which differs from
  /// `variant` when a fallback was used), or `nil` when no appearance in the lookup order has one.
  public func resolved(for variant: Palette.Variant) -> (
    value: DeclaredValue, declaredFor: Palette.Variant
  )? {
    for candidate in variant.lookupOrder {
      if let value = values[candidate] { return (value, candidate) }
    }
    return nil
  }
}
