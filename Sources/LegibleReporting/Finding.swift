import LegibleColor

/// One judged pair, whatever produced it (a `check` line, a palette pair in one appearance, a
/// region of a screenshot): the common model that every reporter and the exit status read.
public struct Finding: Sendable, Hashable {
  /// How a finding is judged, from worst to best.
  public enum Status: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Below a requirement.
    case fail
    /// Passes only conditionally (a palette that needs Increase Contrast).
    case warning
    /// The measurement is too uncertain to judge (screenshots).
    case review
    /// Meets every requirement.
    case pass

    public static func < (lhs: Status, rhs: Status) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// Where a finding was made.
  public struct Location: Sendable, Hashable {
    /// The file (palette, screenshot, batch file); `nil` for command-line input.
    public var file: String?
    /// 1-based line in the file, where known.
    public var line: Int?
    /// A pixel rectangle in a screenshot, where relevant.
    public var region: PixelRegion?

    /// Creates a location.
    public init(file: String? = nil, line: Int? = nil, region: PixelRegion? = nil) {
      self.file = file
      self.line = line
      self.region = region
    }
  }

  /// A pixel rectangle, origin top-left.
  public struct PixelRegion: Sendable, Hashable, Codable {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The rule or policy that judged (`wcag2-aa`, `apple-increased-contrast`, …).
  public var ruleID: String
  /// The outcome.
  public var status: Status
  /// A one-line explanation a person can act on.
  public var message: String
  /// Where it was found.
  public var location: Location
  /// The foreground as compared, `#rrggbb`.
  public var foreground: String
  /// The background as compared, `#rrggbb`.
  public var background: String
  /// The WCAG 2.x ratio.
  public var wcagRatio: Double
  /// The signed APCA Lc.
  public var apcaLc: Double
  /// The required value under the judging rule, where there is one.
  public var required: Double?

  /// Creates a finding.
  public init(
    ruleID: String, status: Status, message: String, location: Location, foreground: String,
    background: String, wcagRatio: Double, apcaLc: Double, required: Double?
  ) {
    self.ruleID = ruleID
    self.status = status
    self.message = message
    self.location = location
    self.foreground = foreground
    self.background = background
    self.wcagRatio = wcagRatio
    self.apcaLc = apcaLc
    self.required = required
  }
}

/// Counts of findings by outcome, and of inputs that could not be read.
public struct Summary: Sendable, Hashable, Codable {
  /// Findings that fail.
  public var failures: Int
  /// Findings that need a person's review (and palette warnings).
  public var reviews: Int
  /// Findings that pass.
  public var passes: Int
  /// Inputs (files, lines) that could not be read or understood.
  public var errors: Int

  /// Creates a summary.
  public init(failures: Int = 0, reviews: Int = 0, passes: Int = 0, errors: Int = 0) {
    self.failures = failures
    self.reviews = reviews
    self.passes = passes
    self.errors = errors
  }

  /// Counts `findings` by status; `errors` is the number of unreadable inputs.
  public init(findings: [Finding], errors: Int) {
    self.init(errors: errors)
    for finding in findings {
      switch finding.status {
      case .fail: failures += 1
      case .warning, .review: reviews += 1
      case .pass: passes += 1
      }
    }
  }
}
