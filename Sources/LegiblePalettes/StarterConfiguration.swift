import Foundation

/// The `legible.json` a project starts with: the palettes and screenshot folders found in it
/// (asset catalogs with colours, design-token and resolver files, CSS with custom properties,
/// folders of PNG screenshots), with the default policies.
public struct StarterConfiguration: Sendable, Hashable {
  /// Palette paths found, relative to the project folder, sorted.
  public var palettes: [String] = []
  /// Screenshot folders found, relative to the project folder, sorted.
  public var screenshots: [String] = []

  /// Creates an empty starter.
  public init() {}

  /// Folders never entered: version control, build products, dependencies.
  static let skippedFolders: Set<String> = [
    ".git", ".build", ".swiftpm", "node_modules", "Pods", "Carthage", "DerivedData", "build",
    "dist", ".next", "vendor",
  ]
  /// How deep folders are searched: deep enough for `App/Sources/UI/Resources/Assets.xcassets`.
  static let maximumDepth = 8
  /// How many folder entries are looked at before the search stops, so a huge tree cannot
  /// make `init` hang.
  static let maximumEntries = 50_000
  /// How much of a CSS file is read to see whether it declares colour custom properties.
  static let cssPrefixBytes = 1 << 20

  /// Searches `directory` for palettes and screenshot folders.
  public static func survey(_ directory: String) -> StarterConfiguration {
    var starter = StarterConfiguration()
    var visited = 0
    func visit(_ folder: String, _ relative: String, depth: Int) {
      guard depth <= maximumDepth,
        let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
      else { return }
      var pngs = 0
      for entry in entries.sorted() {
        visited += 1
        if visited > maximumEntries { return }
        let full = FileAccess.join(folder, entry)
        let inner = relative.isEmpty ? entry : relative + "/" + entry
        let lower = entry.lowercased()
        if FileAccess.isDirectory(full) {
          if entry.hasPrefix(".") || skippedFolders.contains(entry) { continue }
          if lower.hasSuffix(".xcassets") {
            if containsColorSet(full) { starter.palettes.append(inner) }
            continue
          }
          visit(full, inner, depth: depth + 1)
        } else if lower.hasSuffix(".png") {
          pngs += 1
        } else if lower.hasSuffix(".resolver.json") || lower.hasSuffix(".tokens.json")
          || lower.hasSuffix(".tokens") || lower == "tokens.json"
        {
          starter.palettes.append(inner)
        } else if lower.hasSuffix(".css"), declaresCustomProperties(full) {
          starter.palettes.append(inner)
        }
      }
      let name = FileAccess.fileName(of: folder).lowercased()
      if pngs > 0, !relative.isEmpty, name.contains("screenshot") || name.contains("snapshot"),
        !starter.screenshots.contains(where: { relative.hasPrefix($0 + "/") })
      {
        starter.screenshots.append(relative)
      }
    }
    visit(directory, "", depth: 0)
    starter.palettes.sort()
    starter.screenshots.sort()
    return starter
  }

  /// Whether an asset catalog holds a colour set anywhere inside.
  static func containsColorSet(_ catalog: String) -> Bool {
    guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { return false }
    var seen = 0
    while let entry = enumerator.nextObject() as? String, seen < maximumEntries {
      seen += 1
      if entry.hasSuffix(".colorset") { return true }
    }
    return false
  }

  /// Whether a style sheet declares custom properties (`--name:`) in its first megabyte.
  static func declaresCustomProperties(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: cssPrefixBytes)) ?? Data()
    let text = String(decoding: data, as: UTF8.self)
    return text.range(of: #"--[A-Za-z0-9_-]+\s*:"#, options: .regularExpression) != nil
  }

  /// The configuration as JSON text, keys in a fixed order, ready to edit.
  public var jsonText: String {
    func list(_ items: [String]) -> String {
      guard !items.isEmpty else { return "[]" }
      return "[\n" + items.map { "    \(Self.quoted($0))" }.joined(separator: ",\n") + "\n  ]"
    }
    return """
      {
        "$schema": "\(Self.schemaURI)",
        "palettes": \(list(palettes)),
        "screenshots": \(list(screenshots)),
        "policies": ["wcag2-aa", "apca-bronze"],
        "failOn": "fail",
        "pairs": [],
        "ignore": [],
        "screenshotSettings": {}
      }

      """
  }

  /// Where the configuration's JSON Schema is published.
  public static let schemaURI =
    "https://raw.githubusercontent.com/legible-contrast/legible/main/Schemas/legible-config.schema.json"

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
