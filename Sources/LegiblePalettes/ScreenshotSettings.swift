/// How the screenshots whose path matches a glob are read (`"screenshotSettings"` in
/// `legible.json`): their scale, regions not to judge, whether system bars are ignored, the
/// platform the size rules judge for, and whether they were saved as JPEG.
///
/// Each setting is one entry of ``keys``; a new one (such as a platform) is a property here and
/// one line there.
public struct ScreenshotSettings: Sendable, Hashable {
  /// A rectangle in image pixels.
  public struct Region: Sendable, Hashable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width, at least 1.
    public var width: Int
    /// The height, at least 1.
    public var height: Int

    /// Creates a region.
    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// Image pixels per point (CSS px), `1...4`, when set.
  public var scale: Double?
  /// Regions not judged.
  public var ignoredRegions: [Region] = []
  /// Whether the status bar and home indicator of known screen sizes are ignored, when set.
  public var ignoresSystemBars: Bool?
  /// The platform whose text and control sizes the size rules judge against (`--platform`),
  /// one of ``platforms``, when set.
  public var platform: String?
  /// Whether the screenshots were saved as JPEG, their compression noise flattened before the
  /// scan (`--compressed`), when set.
  public var isCompressed: Bool?

  /// The platform ids `platform` takes (the raw values of `LegibleImaging.Platform`, which this
  /// module cannot import).
  public static let platforms = ["ios", "ipados", "macos", "watchos", "tvos", "visionos", "web"]

  /// Creates empty settings.
  public init() {}

  /// `other`'s settings over these: set values replace, regions add up.
  public func merging(_ other: ScreenshotSettings) -> ScreenshotSettings {
    var merged = self
    if let scale = other.scale { merged.scale = scale }
    merged.ignoredRegions += other.ignoredRegions
    if let flag = other.ignoresSystemBars { merged.ignoresSystemBars = flag }
    if let platform = other.platform { merged.platform = platform }
    if let flag = other.isCompressed { merged.isCompressed = flag }
    return merged
  }

  /// Reads one setting from its JSON value into the settings.
  typealias Reader =
    @Sendable (JSONFile, JSONNode, inout ScreenshotSettings) throws(PaletteError)
    -> Void

  /// The settings a glob can carry, by key.
  static let keys: [String: Reader] = [
    "scale": { file, node, settings throws(PaletteError) in
      settings.scale = try file.number(node, "\"scale\"", in: 1...4)
    },
    "ignore": { file, node, settings throws(PaletteError) in
      for element in try file.array(node, "\"ignore\"") {
        settings.ignoredRegions.append(try file.region(element))
      }
    },
    "ignoreSystemBars": { file, node, settings throws(PaletteError) in
      settings.ignoresSystemBars = try file.bool(node, "\"ignoreSystemBars\"")
    },
    "compressed": { file, node, settings throws(PaletteError) in
      settings.isCompressed = try file.bool(node, "\"compressed\"")
    },
    "platform": { file, node, settings throws(PaletteError) in
      let platform = try file.string(node, "\"platform\"")
      guard platforms.contains(platform) else {
        throw .invalidValue(
          at: file.location(node),
          message: "\"platform\" is '\(platform)'; expected one of "
            + platforms.joined(separator: ", "))
      }
      settings.platform = platform
    },
  ]

  /// Reads a settings object.
  static func read(_ file: JSONFile, _ node: JSONNode, glob: String) throws(PaletteError)
    -> ScreenshotSettings
  {
    let members = try file.object(node, "screenshot settings \"\(glob)\"")
    try file.checkKeys(members, allowed: Set(keys.keys), in: "screenshot settings \"\(glob)\"")
    var settings = ScreenshotSettings()
    for member in members {
      try keys[member.key]?(file, member.value, &settings)
    }
    return settings
  }
}

extension JSONFile {
  /// The number of a node within `range`, or an error naming both.
  func number(_ node: JSONNode, _ what: String, in range: ClosedRange<Double>) throws(PaletteError)
    -> Double
  {
    let value = try number(node, what)
    guard range.contains(value) else {
      throw .invalidValue(
        at: location(node),
        message: "\(what) is \(value); expected \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// The boolean of a node, or an error.
  func bool(_ node: JSONNode, _ what: String) throws(PaletteError) -> Bool {
    guard let flag = node.bool else {
      throw .invalidValue(
        at: location(node), message: "\(what) must be true or false, not \(node.kindName)")
    }
    return flag
  }

  /// A whole number of a node, at least `minimum`.
  func integer(_ node: JSONNode, _ what: String, minimum: Int) throws(PaletteError) -> Int {
    let value = try number(node, what)
    guard value == value.rounded(), value >= Double(minimum), value < 1e9 else {
      throw .invalidValue(
        at: location(node),
        message: "\(what) must be a whole number, \(minimum) or more, not \(value)")
    }
    return Int(value)
  }

  /// `[x, y, width, height]` in pixels.
  func region(_ node: JSONNode) throws(PaletteError) -> ScreenshotSettings.Region {
    let elements = try array(node, "an ignored region")
    guard elements.count == 4 else {
      throw .invalidValue(
        at: location(node),
        message: "an ignored region is [x, y, width, height], not \(elements.count) numbers")
    }
    var values: [Int] = []
    for (index, element) in elements.enumerated() {
      values.append(try integer(element, "an ignored region's value", minimum: index < 2 ? 0 : 1))
    }
    return .init(x: values[0], y: values[1], width: values[2], height: values[3])
  }
}
