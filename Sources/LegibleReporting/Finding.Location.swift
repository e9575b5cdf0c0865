import LegibleImaging

extension Finding {
  /// Where a finding is: a palette file with line and column, a screenshot with a pixel box, or
  /// a line of a `check --batch` file.
  public struct Location: Sendable, Hashable, Codable {
    /// The file (palette, screenshot, batch file) as given, or `nil` for pairs given on the
    /// command line.
    public var path: String?
    /// The 1-based line, where known.
    public var line: Int?
    /// The 1-based column, where known.
    public var column: Int?
    /// The box in image pixels, for screenshot findings.
    public var region: PixelRect?

    /// Creates a location.
    public init(path: String?, line: Int? = nil, column: Int? = nil, region: PixelRect? = nil) {
      self.path = path
      self.line = line
      self.column = column
      self.region = region
    }
  }
}
