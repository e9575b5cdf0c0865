/// Named colours read from one source (a palette file, an asset catalog, token files or a
/// style sheet), with the pairs declared beside them.
public struct Palette: Sendable, Hashable {
  /// A display name (the file's `name`, or the file name).
  public var name: String
  /// The path the palette was loaded from.
  public var path: String
  /// The colours in declaration order.
  public private(set) var colors: [PaletteColor]
  /// Pairs declared in the palette itself.
  public var pairs: [PairDeclaration]
  /// Pairs excluded from the audit, with reasons, declared in the palette itself.
  public var ignores: [IgnoreDeclaration]
  /// Things worth telling the user that are not contrast results (unsupported values skipped with
  /// a reason, gamut-mapped colours).
  public var notes: [String]
  private var indexByName: [String: Int]

  /// Creates a palette; later colours with a name already present replace earlier ones.
  public init(
    name: String, path: String, colors: [PaletteColor] = [], pairs: [PairDeclaration] = [],
    ignores: [IgnoreDeclaration] = [], notes: [String] = []
  ) {
    self.name = name
    self.path = path
    self.colors = []
    self.pairs = pairs
    self.ignores = ignores
    self.notes = notes
    self.indexByName = [:]
    for color in colors { insert(color) }
  }

  /// The colour called `name`, or `nil`.
  public func color(named name: String) -> PaletteColor? {
    indexByName[name].map { colors[$0] }
  }

  /// Adds a colour, or replaces the one with the same name (keeping its position).
  public mutating func insert(_ color: PaletteColor) {
    if let index = indexByName[color.name] {
      colors[index] = color
    } else {
      indexByName[color.name] = colors.count
      colors.append(color)
    }
  }

  /// The colour names in declaration order.
  public var colorNames: [String] { colors.map(\.name) }
}
