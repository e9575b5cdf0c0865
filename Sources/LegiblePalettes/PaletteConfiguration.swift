import LegibleColor

/// The contents of a `legible.json`: which palettes to audit, the pairs and ignores that apply to
/// them, policies, and how token files and resolver contexts map onto appearances; for every
/// command, the screenshots to scan and their settings by glob, the fail level, the warning
/// limit, the baseline and the reports to write.
public struct PaletteConfiguration: Sendable {
  /// The configuration file's path, or `nil` for an empty configuration.
  public var path: String?
  /// Palette paths (relative paths resolved against the configuration's folder).
  public var palettes: [String]
  /// Policies for the default appearances, when set.
  public var policies: [Policy]?
  /// Policies for the increased-contrast appearances, when set.
  public var increasedContrastPolicies: [Policy]?
  /// Whether Apple's increased-contrast rules apply, when set.
  public var appliesAppleRules: Bool?
  /// The least severe outcome that fails a build (`"failOn"`: `fail`, or `review` for warnings
  /// too), when set; diagnostics at or above it are errors, the rest warnings.
  public var failOn: PaletteAuditResult.Status?
  /// Pairs audited in every palette.
  public var pairs: [PairDeclaration]
  /// Pairs excluded from every palette.
  public var ignores: [IgnoreDeclaration]
  /// Token files per appearance, merged in order (later files override earlier ones).
  public var tokenFiles: [Palette.Variant: [String]]
  /// The resolver modifier whose contexts are the appearances (default `theme`, else the only
  /// modifier).
  public var modifier: String?
  /// Resolver context names mapped to appearances, beyond the common spellings.
  public var contexts: [String: Palette.Variant]
  /// Contexts chosen for the resolver's other modifiers.
  public var input: [String: String]
  /// CSS selectors mapped to appearances (for example `.dark` → `dark`), beyond `:root` and
  /// the media queries.
  public var selectors: [String: Palette.Variant]
  /// Screenshot files and folders to scan when none are given (relative paths resolved against
  /// the configuration's folder).
  public var screenshots: [String] = []
  /// Settings for screenshots by glob over their path (`*` matches any run of characters, `/`
  /// included; `?` one character), in file order: later matches override earlier ones.
  public var screenshotSettings: [(glob: String, settings: ScreenshotSettings)] = []
  /// The baseline file (`"baseline"`), resolved against the configuration's folder.
  public var baseline: String?
  /// Reports to write (`"reports": {"sarif": "legible.sarif"}`): format names as written, paths
  /// resolved against the configuration's folder, each with where it was declared.
  public var reports: [(format: String, path: String, location: SourceLocation)] = []
  /// The most warnings and reviews allowed before a run fails (`"maxWarnings"`), when set.
  public var maxWarnings: Int?
  /// Groups of colour names that must stay distinguishable under every colour vision deficiency
  /// (`"distinct"`).
  public var distinct: [[String]]
  /// The Oklab distance those groups must keep, when set (`"distinct": {"threshold": …}`).
  public var distinctThreshold: Double?

  /// An empty configuration.
  public init() {
    path = nil
    palettes = []
    distinct = []
    pairs = []
    ignores = []
    tokenFiles = [:]
    contexts = [:]
    input = [:]
    selectors = [:]
  }

  /// The folder relative paths are resolved against.
  public var directory: String { path.map(FileAccess.directory(of:)) ?? "." }

  /// Options with the configuration's policies and rules applied over `base`.
  public func applied(to base: AuditOptions) -> AuditOptions {
    var options = base
    if let policies { options.policies = policies }
    if let increasedContrastPolicies {
      options.increasedContrastPolicies = increasedContrastPolicies
    }
    if let appliesAppleRules { options.appliesAppleRules = appliesAppleRules }
    return options
  }

  /// The file name looked for beside palettes.
  public static let fileName = "legible.json"

  /// Reads a configuration file.
  public static func load(path: String) throws(PaletteError) -> PaletteConfiguration {
    try load(JSONFile(path: path))
  }

  static func load(_ file: JSONFile) throws(PaletteError) -> PaletteConfiguration {
    var configuration = PaletteConfiguration()
    configuration.path = file.path
    let members = try file.object(file.root, "a Legible configuration")
    try file.checkKeys(
      members,
      allowed: [
        "palettes", "policies", "increasedContrastPolicies", "appleRules", "pairs", "ignore",
        "variants", "modifier", "contexts", "input", "selectors", "failOn", "screenshots",
        "screenshotSettings", "baseline", "reports", "maxWarnings", "distinct",
      ], in: "legible.json")
    let directory = configuration.directory
    /// A path the configuration names, resolved against its folder and kept inside it.
    func reference(_ text: String, _ node: JSONNode) throws(PaletteError) -> String {
      let path = FileAccess.join(directory, text)
      try FileAccess.requireContained(
        path, reference: text, within: [directory], at: file.location(node))
      return path
    }
    if let node = file.root["palettes"] {
      for text in try file.strings(node, "\"palettes\"") {
        configuration.palettes.append(try reference(text, node))
      }
    }
    func policies(_ key: String) throws(PaletteError) -> [Policy]? {
      guard let node = file.root[key] else { return nil }
      var result: [Policy] = []
      for id in try file.strings(node, "\"\(key)\"") {
        guard let policy = Policy.named(id) else {
          throw .invalidValue(
            at: file.location(node),
            message: "unknown policy \"\(id)\"; expected "
              + Policy.all.map(\.id).joined(separator: ", "))
        }
        result.append(policy)
      }
      return result
    }
    configuration.policies = try policies("policies")
    configuration.increasedContrastPolicies = try policies("increasedContrastPolicies")
    if let node = file.root["appleRules"] {
      guard let flag = node.bool else {
        throw .invalidValue(
          at: file.location(node), message: "\"appleRules\" must be true or false")
      }
      configuration.appliesAppleRules = flag
    }
    if let node = file.root["failOn"] {
      switch try file.string(node, "\"failOn\"") {
      case "fail": configuration.failOn = .fail
      case "review", "warning": configuration.failOn = .warning
      case let text:
        throw .invalidValue(
          at: file.location(node), message: "\"failOn\" is \"\(text)\"; expected fail or review")
      }
    }
    if let node = file.root["distinct"] {
      (configuration.distinct, configuration.distinctThreshold) = try file.distinctGroups(node)
    }
    if let node = file.root["pairs"] { configuration.pairs = try file.pairDeclarations(node) }
    if let node = file.root["ignore"] { configuration.ignores = try file.ignoreDeclarations(node) }
    if let node = file.root["variants"] {
      for member in try file.object(node, "\"variants\"") {
        let variant = try variantName(member.key, at: file.location(line: member.line))
        var paths: [String] = []
        for text in try file.strings(member.value, "\"variants\"") {
          paths.append(try reference(text, member.value))
        }
        configuration.tokenFiles[variant] = paths
      }
    }
    if let node = file.root["modifier"] {
      configuration.modifier = try file.string(node, "\"modifier\"")
    }
    if let node = file.root["contexts"] {
      for member in try file.object(node, "\"contexts\"") {
        let text = try file.string(member.value, "context \"\(member.key)\"")
        configuration.contexts[member.key] = try variantName(text, at: file.location(member.value))
      }
    }
    if let node = file.root["input"] {
      for member in try file.object(node, "\"input\"") {
        configuration.input[member.key] = try file.string(member.value, "\"input\"")
      }
    }
    if let node = file.root["selectors"] {
      for member in try file.object(node, "\"selectors\"") {
        let text = try file.string(member.value, "selector \"\(member.key)\"")
        configuration.selectors[member.key] = try variantName(
          text, at: file.location(member.value))
      }
    }
    if let node = file.root["screenshots"] {
      for text in try file.strings(node, "\"screenshots\"") {
        configuration.screenshots.append(try reference(text, node))
      }
    }
    if let node = file.root["screenshotSettings"] {
      for member in try file.object(node, "\"screenshotSettings\"") {
        configuration.screenshotSettings.append(
          (member.key, try ScreenshotSettings.read(file, member.value, glob: member.key)))
      }
    }
    if let node = file.root["baseline"] {
      configuration.baseline = FileAccess.join(directory, try file.string(node, "\"baseline\""))
    }
    if let node = file.root["reports"] {
      for member in try file.object(node, "\"reports\"") {
        let path = try file.string(member.value, "report \"\(member.key)\"")
        configuration.reports.append(
          (member.key, FileAccess.join(directory, path), file.location(line: member.line)))
      }
    }
    if let node = file.root["maxWarnings"] {
      configuration.maxWarnings = try file.integer(node, "\"maxWarnings\"", minimum: 0)
    }
    return configuration
  }

  /// The settings for a screenshot: every matching glob's, in file order. A glob is matched
  /// against the path relative to the configuration's folder and against the path as given.
  public func settings(forScreenshot path: String) -> ScreenshotSettings {
    var relative = path
    let folder = directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/"
    if !folder.isEmpty, relative.hasPrefix(folder) { relative.removeFirst(folder.count) }
    if relative.hasPrefix("./") { relative.removeFirst(2) }
    var settings = ScreenshotSettings()
    for (glob, value) in screenshotSettings {
      let pattern = NamePattern(glob)
      if pattern.matches(relative) || pattern.matches(path) { settings = settings.merging(value) }
    }
    return settings
  }

  /// The nearest `legible.json` in `directory` or a folder above it, or `nil`.
  public static func discover(from directory: String) -> String? {
    var folder = directory
    while true {
      let candidate = FileAccess.join(folder, fileName)
      if FileAccess.exists(candidate) && !FileAccess.isDirectory(candidate) { return candidate }
      let parent = FileAccess.directory(of: folder)
      if parent == folder || folder == "/" || folder.isEmpty || folder == "." { return nil }
      folder = parent
    }
  }

  private static func variantName(_ text: String, at location: SourceLocation)
    throws(PaletteError) -> Palette.Variant
  {
    if let variant = Palette.Variant(rawValue: text) ?? Palette.Variant(commonName: text) {
      return variant
    }
    throw .invalidValue(
      at: location,
      message: "unknown appearance \"\(text)\"; expected light, dark, lightIncreasedContrast or "
        + "darkIncreasedContrast")
  }
}
