import LegibleColor
import LegibleFiles

extension Palette {
  /// Folder extensions of asset types other than colours; their folders are not groups.
  static let nonColorAssetExtensions: Set<String> = [
    "imageset", "appiconset", "dataset", "symbolset", "launchimage", "brandassets",
    "imagestack", "imagestacklayer", "textureset", "arimageset", "arresourcegroup",
    "cubetextureset", "mipmapset", "complicationset", "iconset", "sticker", "stickerpack",
    "stickersequence", "spriteatlas", "gcdashboardimage", "gcleaderboard", "gcleaderboardset",
    "solidimagestack", "solidimagestacklayer", "icon", "appiconsolidimagestack",
  ]

  /// Reads every `*.colorset` in an Xcode asset catalog (`*.xcassets`), recursively.
  ///
  /// Names are colorset names with the names of enclosing groups that set `provides-namespace`
  /// joined by `/`. Within a colorset, `universal` entries are preferred over device idioms and
  /// sRGB (or unspecified) gamut entries over `display-P3` ones; appearance slots map to
  /// variants as Xcode's "Any, Light, Dark" × "High Contrast" matrix does.
  public static func loadXcodeAssetCatalog(path: String) throws(PaletteError) -> Palette {
    guard FileAccess.isDirectory(path) else {
      if FileAccess.exists(path) {
        throw .unsupportedFormat(path: path, reason: "an asset catalog is a folder")
      }
      throw .fileNotFound(path: path)
    }
    var palette = Palette(name: FileAccess.fileName(of: path), path: path)
    var entered = Set<FileIdentity>()
    try scanAssetGroup(path, namespace: [], into: &palette, entered: &entered)
    return palette
  }

  /// Reads the colour sets of a group; `entered` holds the folders already read (by device and
  /// inode), so a symbolic link back to a parent, or a second link to a folder, is not followed.
  private static func scanAssetGroup(
    _ directory: String, namespace: [String], into palette: inout Palette,
    entered: inout Set<FileIdentity>
  ) throws(PaletteError) {
    guard let identity = FileIdentity(path: directory), entered.insert(identity).inserted else {
      return
    }
    for entry in try FileAccess.contents(of: directory) {
      let path = FileAccess.join(directory, entry)
      guard FileAccess.isDirectory(path) else { continue }
      let (base, pathExtension) = splitExtension(entry)
      if pathExtension == "colorset" {
        let name = (namespace + [base]).joined(separator: "/")
        let contents = FileAccess.join(path, "Contents.json")
        guard FileAccess.exists(contents) else {
          throw .invalidValue(
            at: SourceLocation(file: path), message: "colour set \"\(name)\" has no Contents.json")
        }
        if palette.color(named: name) != nil {
          throw .invalidValue(
            at: SourceLocation(file: contents),
            message: "colour \"\(name)\" is declared twice in the catalog")
        }
        palette.insert(try colorSet(JSONFile(path: contents), name: name))
      } else if let pathExtension, nonColorAssetExtensions.contains(pathExtension.lowercased()) {
        continue  // images, data, icons: not colours
      } else {
        var inner = namespace
        if try providesNamespace(FileAccess.join(path, "Contents.json")) { inner.append(entry) }
        try scanAssetGroup(path, namespace: inner, into: &palette, entered: &entered)
      }
    }
  }

  private static func splitExtension(_ name: String) -> (String, String?) {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, nil) }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
  }

  /// Whether a group's `Contents.json` sets `properties.provides-namespace` (a missing file
  /// means no).
  private static func providesNamespace(_ contents: String) throws(PaletteError) -> Bool {
    guard FileAccess.exists(contents) else { return false }
    let file = try JSONFile(path: contents)
    return file.root["properties"]?["provides-namespace"]?.bool ?? false
  }

  /// One appearance slot of a colorset: luminosity (`nil` = any) and high contrast.
  private struct Slot: Hashable {
    var luminosity: String?
    var isHighContrast: Bool
  }

  private static func colorSet(_ file: JSONFile, name: String) throws(PaletteError) -> PaletteColor
  {
    guard let colorsNode = file.root["colors"] else {
      throw .invalidValue(
        at: file.location(file.root), message: "colour set \"\(name)\" has no \"colors\"")
    }
    let entries = try file.array(colorsNode, "\"colors\"")
    var color = PaletteColor(
      name: name, location: file.location(entries.first ?? colorsNode))
    // Idiom: universal when present, else the first idiom listed.
    let idioms = entries.map { $0["idiom"]?.string ?? "universal" }
    let idiom = idioms.contains("universal") ? "universal" : (idioms.first ?? "universal")
    var chosen: [Slot: (node: JSONNode, rank: Int)] = [:]
    for entry in entries {
      _ = try file.object(entry, "a colour entry")
      guard (entry["idiom"]?.string ?? "universal") == idiom else { continue }
      guard entry["color"] != nil else { continue }  // an empty slot: "no value" in Xcode
      var slot = Slot(luminosity: nil, isHighContrast: false)
      if let appearances = entry["appearances"] {
        for appearance in try file.array(appearances, "\"appearances\"") {
          let kind = appearance["appearance"]?.string
          let value = appearance["value"]?.string
          switch (kind, value) {
          case ("luminosity", "light"), ("luminosity", "dark"): slot.luminosity = value
          case ("luminosity", "any"): slot.luminosity = nil
          case ("contrast", "high"): slot.isHighContrast = true
          case ("contrast", "normal"), ("contrast", "any"): break
          default:
            throw .invalidValue(
              at: file.location(appearance),
              message: "unknown appearance \(kind.map { "\"\($0)\"" } ?? "(none)") = "
                + "\(value.map { "\"\($0)\"" } ?? "(none)") in colour set \"\(name)\"")
          }
        }
      }
      // Prefer plain entries: sRGB or unspecified gamut, no subtype or locale.
      var rank = 0
      if let gamut = entry["display-gamut"]?.string, gamut.lowercased() != "srgb" { rank += 2 }
      if entry["subtype"] != nil || entry["locale"] != nil { rank += 4 }
      if let existing = chosen[slot], existing.rank <= rank { continue }
      chosen[slot] = (entry, rank)
    }
    func value(_ slot: Slot) throws(PaletteError) -> DeclaredValue? {
      guard let entry = chosen[slot]?.node, let colorNode = entry["color"] else { return nil }
      return DeclaredValue(
        try colorValue(colorNode, in: file, name: name), at: file.location(colorNode),
        site: assetSite(colorNode, in: file))
    }
    let any = try value(Slot(luminosity: nil, isHighContrast: false))
    let anyHigh = try value(Slot(luminosity: nil, isHighContrast: true))
    let dark = try value(Slot(luminosity: "dark", isHighContrast: false))
    color.values[.light] = try value(Slot(luminosity: "light", isHighContrast: false)) ?? any
    color.values[.dark] = dark
    color.values[.lightIncreasedContrast] =
      try value(Slot(luminosity: "light", isHighContrast: true)) ?? anyHigh
    // "Any, High Contrast" also covers dark when the set has no dark value of its own.
    color.values[.darkIncreasedContrast] =
      try value(Slot(luminosity: "dark", isHighContrast: true)) ?? (dark == nil ? anyHigh : nil)
    return color
  }

  private static func colorValue(_ node: JSONNode, in file: JSONFile, name: String)
    throws(PaletteError) -> ColorValue
  {
    _ = try file.object(node, "\"color\"")
    if let reference = node["reference"] {
      return .systemReference(try file.string(reference, "\"reference\""))
    }
    let space =
      try node["color-space"].map { n throws(PaletteError) in
        try file.string(n, "\"color-space\"")
      } ?? "srgb"
    guard let componentsNode = node["components"] else {
      throw .invalidValue(
        at: file.location(node),
        message: "colour in \"\(name)\" has no \"components\" or \"reference\"")
    }
    _ = try file.object(componentsNode, "\"components\"")
    func component(_ key: String, default fallback: Double? = nil) throws(PaletteError) -> Double {
      guard let value = componentsNode[key] else {
        if let fallback { return fallback }
        throw .invalidValue(
          at: file.location(componentsNode),
          message: "colour in \"\(name)\" (\(space)) has no \"\(key)\" component")
      }
      return try xcodeComponent(value, key: key, in: file, name: name)
    }
    let alpha = try component("alpha", default: 1)
    guard (0...1).contains(alpha) else {
      throw .invalidValue(
        at: file.location(componentsNode), message: "alpha \(alpha) in \"\(name)\" is outside 0…1")
    }
    switch space.lowercased() {
    case "srgb", "extended-srgb":
      return .srgb(
        SRGB(
          red: try component("red"), green: try component("green"), blue: try component("blue"),
          alpha: alpha))
    case "display-p3":
      return .srgb(
        SRGB(
          components: (try component("red"), try component("green"), try component("blue")),
          in: .displayP3, alpha: alpha))
    case "extended-linear-srgb":
      return .srgb(
        SRGB(
          components: (try component("red"), try component("green"), try component("blue")),
          in: .srgbLinear, alpha: alpha))
    case "gray-gamma-22", "extended-gray":
      return .srgb(SRGB(grayGamma22: try component("white"), alpha: alpha))
    default:
      throw .invalidValue(
        at: file.location(node["color-space"] ?? node),
        message: "unknown color-space \"\(space)\" in \"\(name)\"; expected srgb, display-p3, "
          + "extended-srgb, extended-linear-srgb, gray-gamma-22 or extended-gray")
    }
  }

  /// Where an RGB colour's components can be rewritten (grey spaces and references cannot).
  private static func assetSite(_ node: JSONNode, in file: JSONFile) -> ValueSite? {
    guard let components = node["components"], let red = components["red"],
      let green = components["green"], let blue = components["blue"]
    else { return nil }
    func component(_ value: JSONNode) -> ValueSite.AssetComponent {
      guard let text = value.string else { return .init(range: value.range, notation: .number) }
      if text.hasPrefix("0x") || text.hasPrefix("0X") {
        let digits = text.dropFirst(2)
        return .init(
          range: value.range,
          notation: .hex(
            uppercasePrefix: text.hasPrefix("0X"),
            uppercaseDigits: digits.uppercased() == digits && digits.lowercased() != digits))
      }
      if text.allSatisfy(\.isASCIIDigitCharacter) {
        return .init(range: value.range, notation: .decimal)
      }
      let decimals = text.split(separator: ".").dropFirst().first?.count ?? 3
      return .init(range: value.range, notation: .float(decimals: decimals))
    }
    let space = (node["color-space"]?.string ?? "srgb").lowercased()
    let needsSpace = space != "srgb" && space != "extended-srgb"
    if needsSpace && node["color-space"] == nil { return nil }
    return .assetComponents(
      file: file.path, fingerprint: file.fingerprint, red: component(red), green: component(green),
      blue: component(blue),
      colorSpace: needsSpace ? node["color-space"]?.range : nil)
  }

  /// One component as Xcode writes it: a float string (`"0.298"`), an 8-bit decimal string
  /// (`"76"`), an 8-bit hex string (`"0x4C"`), or a JSON number (taken as a float).
  static func xcodeComponent(_ node: JSONNode, key: String, in file: JSONFile, name: String)
    throws(PaletteError) -> Double
  {
    let what = "component \"\(key)\" of \"\(name)\""
    if let number = node.number { return try file.component(number, of: node, what) }
    guard let text = node.string?.trimmingWhitespace, !text.isEmpty else {
      throw .invalidValue(
        at: file.location(node),
        message: "component \"\(key)\" of \"\(name)\" must be a number or a numeric string, not "
          + node.kindName)
    }
    func bad() -> PaletteError {
      .invalidValue(
        at: file.location(node),
        message: "component \"\(key)\" of \"\(name)\" is \"\(text)\"; expected a float (\"0.5\"), "
          + "an 8-bit value (\"128\") or 8-bit hex (\"0x80\")")
    }
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      guard let byte = UInt8(text.dropFirst(2), radix: 16) else { throw bad() }
      return Double(byte) / 255
    }
    if text.allSatisfy(\.isASCIIDigitCharacter) {
      guard let byte = Int(text), byte <= 255 else { throw bad() }
      return Double(byte) / 255
    }
    guard let value = Double(text), value.isFinite else { throw bad() }
    return try file.component(value, of: node, what)
  }
}

extension Character {
  /// Whether the character is `0` to `9`.
  var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
