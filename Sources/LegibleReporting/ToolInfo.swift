/// The name and version that reports carry in their `tool` field.
public struct ToolInfo: Sendable, Hashable, Codable {
  /// Always `legible`.
  public var name: String
  /// The release version.
  public var version: String

  /// This build of Legible.
  public static let current = ToolInfo(name: "legible", version: "0.1.0")
}
