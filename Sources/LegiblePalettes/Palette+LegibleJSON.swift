import LegibleColor

extension Palette {
  /// The keys a colour object may use for each appearance in Legible's own format, with the
  /// common spellings accepted beside the canonical ones.
  static let variantKeys: [String: Variant] = [
    "light": .light, "dark": .dark,
    "lightIncreasedContrast": .lightIncreasedContrast,
    "darkIncreasedContrast": .darkIncreasedContrast,
    "lightHighContrast": .lightIncreasedContrast, "darkHighContrast": .darkIncreasedContrast,
  ]

  /// Reads a palette in Legible's own JSON format (documented in `Palettes/README.md`).
  ///
  /// `colors` maps each name to a colour string (all appearances) or to an object with
  /// `light`, `dark`, `lightIncreasedContrast` and `darkIncreasedContrast` strings (or `null`).
  public static func loadLegibleJSON(path: String) throws(PaletteError) -> Palette {
    try loadLegibleJSON(JSONFile(path: path))
  }

  static func loadLegibleJSON(_ file: JSONFile) throws(PaletteError) -> Palette {
    let members = try file.object(file.root, "a Legible palette")
    try file.checkKeys(
      members, allowed: ["name", "description", "format", "version", "colors", "pairs", "ignore"],
      in: "a Legible palette")
    var palette = Palette(
      name: FileAccess.fileName(of: file.path), path: file.path)
    if let nameNode = file.root["name"] { palette.name = try file.string(nameNode, "\"name\"") }
    guard let colorsNode = file.root["colors"] else {
      throw .invalidValue(at: file.location(file.root), message: "palette has no \"colors\" object")
    }
    for member in try file.object(colorsNode, "\"colors\"") {
      let location = file.location(line: member.line)
      if palette.color(named: member.key) != nil {
        throw .invalidValue(at: location, message: "colour \"\(member.key)\" is declared twice")
      }
      var color = PaletteColor(name: member.key, location: location)
      switch member.value.kind {
      case .string(let text):
        color.values[.light] = DeclaredValue(
          .srgb(try ColorText.parse(text, at: file.location(member.value))),
          at: file.location(member.value), site: file.stringSite(member.value))
      case .object(let variants):
        for variant in variants {
          guard let key = variantKeys[variant.key] else {
            throw .invalidValue(
              at: file.location(line: variant.line),
              message: "unknown appearance \"\(variant.key)\" for colour \"\(member.key)\"; "
                + "expected light, dark, lightIncreasedContrast or darkIncreasedContrast")
          }
          if variant.value.isNull { continue }
          let text = try file.string(variant.value, "colour \"\(member.key)\" \(variant.key)")
          let valueLocation = file.location(variant.value)
          color.values[key] = DeclaredValue(
            .srgb(try ColorText.parse(text, at: valueLocation)), at: valueLocation,
            site: file.stringSite(variant.value))
        }
        if color.values.isEmpty { throw .noValue(name: member.key, at: location) }
      default:
        throw .invalidValue(
          at: location,
          message: "colour \"\(member.key)\" must be a colour string or an object of appearances, "
            + "not \(member.value.kindName)")
      }
      palette.insert(color)
    }
    if let pairsNode = file.root["pairs"] { palette.pairs = try file.pairDeclarations(pairsNode) }
    if let ignoreNode = file.root["ignore"] {
      palette.ignores = try file.ignoreDeclarations(ignoreNode)
    }
    return palette
  }
}
