import LegibleImaging

extension Baseline {
  /// One known finding: for palettes its rule, policy, appearance and the two colour names; for
  /// screenshots the image, rule, policy, colours and box; for `check` the rule, policy and
  /// colours.
  public struct Entry: Sendable, Hashable, Codable, Comparable {
    /// The rule id.
    public var rule: String
    /// The policy id, when one decided.
    public var policy: String?
    /// The palette or screenshot path for screenshot findings (palette entries leave it out so
    /// they survive moves), else `nil`.
    public var path: String?
    /// The appearance, for palette findings.
    public var variant: String?
    /// The foreground's name, for palette findings.
    public var foreground: String?
    /// The background's name, for palette findings.
    public var background: String?
    /// The backdrop's name, when there is one.
    public var backdrop: String?
    /// The foreground colour (screenshots and `check`).
    public var foregroundColor: String?
    /// The background colour (screenshots and `check`).
    public var backgroundColor: String?
    /// The box in image pixels, for screenshot findings.
    public var region: PixelRect?
    /// The status when recorded (informative).
    public var status: Finding.Status
    /// The message when recorded (informative).
    public var message: String

    /// The entry that records `finding`.
    public init(_ finding: Finding) {
      rule = finding.ruleID
      policy = finding.policy
      status = finding.status
      message = finding.message
      if let region = finding.location.region {
        path = finding.location.path
        self.region = region
        foregroundColor = finding.subject.foregroundColor
        backgroundColor = finding.subject.backgroundColor
      } else if finding.subject.foreground != nil {
        variant = finding.subject.variant
        foreground = finding.subject.foreground
        background = finding.subject.background
        backdrop = finding.subject.backdrop
      } else {
        foregroundColor = finding.subject.foregroundColor
        backgroundColor = finding.subject.backgroundColor
      }
    }

    /// The fields compared for an exact match (everything but the box and the informative
    /// fields), joined.
    var key: String {
      [
        rule, policy ?? "", path ?? "", variant ?? "", foreground ?? "", background ?? "",
        backdrop ?? "", region == nil ? foregroundColor ?? "" : "",
        region == nil ? backgroundColor ?? "" : "",
      ].joined(separator: "\u{1F}")
    }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      if lhs.key != rhs.key { return lhs.key < rhs.key }
      let l = lhs.region ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
      let r = rhs.region ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
      return (l.y, l.x, l.height, l.width) < (r.y, r.x, r.height, r.width)
    }
  }
}
