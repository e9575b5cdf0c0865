/// Where a colour, pair or error comes from: a file and, where the format has lines, a line.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The file path as given to the loader.
  public var file: String
  /// The 1-based line, or `nil` when the format has none (or it is not known).
  public var line: Int?

  /// Creates a location.
  public init(file: String, line: Int? = nil) {
    self.file = file
    self.line = line
  }

  /// `file:line`, or just `file` without a line.
  public var description: String {
    if let line { return "\(file):\(line)" }
    return file
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    return (lhs.line ?? 0) < (rhs.line ?? 0)
  }
}
