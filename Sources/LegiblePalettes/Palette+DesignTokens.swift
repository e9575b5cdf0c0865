import LegibleColor

extension Palette {
  /// Reads one design-token file (DTCG 2025.10 or an older dialect) as a light-only palette.
  ///
  /// Names are token paths joined with `.`; aliases are resolved within the file.
  public static func loadDesignTokens(path: String) throws(PaletteError) -> Palette {
    try loadDesignTokens(files: [.light: [path]], name: FileAccess.fileName(of: path), path: path)
  }

  /// Reads token files per appearance: each appearance merges its files in order (later tokens
  /// override earlier ones) and resolves aliases in the merged set, as a build per theme does.
  public static func loadDesignTokens(
    files: [Variant: [String]], name: String, path: String
  ) throws(PaletteError) -> Palette {
    var cache: [String: JSONFile] = [:]
    var sets: [Variant: DesignTokens] = [:]
    for variant in Variant.allCases {
      guard let paths = files[variant] else { continue }
      var tokens = DesignTokens()
      for file in paths {
        let json = try cachedFile(file, &cache)
        try tokens.merge(json.root, from: json)
      }
      sets[variant] = tokens
    }
    return try palette(from: sets, name: name, path: path)
  }

  static func cachedFile(_ path: String, _ cache: inout [String: JSONFile]) throws(PaletteError)
    -> JSONFile
  {
    if let file = cache[path] { return file }
    let file = try JSONFile(path: path)
    cache[path] = file
    return file
  }

  static func palette(from sets: [Variant: DesignTokens], name: String, path: String)
    throws(PaletteError) -> Palette
  {
    var palette = Palette(name: name, path: path)
    for variant in Variant.allCases {
      guard let tokens = sets[variant] else { continue }
      for (tokenName, value) in try tokens.colors() {
        var color =
          palette.color(named: tokenName)
          ?? PaletteColor(name: tokenName, location: value.location)
        color.values[variant] = value
        palette.insert(color)
      }
    }
    if palette.colors.isEmpty {
      throw .unsupportedFormat(path: path, reason: "no colour tokens found")
    }
    return palette
  }
}
