import LegibleColor
import LegibleImaging

extension Finding {
  /// The finding for a run of text that its colour alone may mark as a link (rule
  /// `link-distinct`): its box, its colour and the body text's, and their ratio against 3:1.
  ///
  /// - Parameters:
  ///   - link: what the scanner found.
  ///   - path: the screenshot's path as given.
  public init(_ link: LinkFinding, path: String) {
    self.init(
      ruleID: FindingRule.linkDistinct.id, policy: nil, metric: .wcagRatio,
      status: link.status == .fail ? .fail : link.status == .review ? .review : .pass,
      location: Location(path: path, region: link.bbox),
      subject: Subject(
        foregroundColor: link.foreground.opaqueHexString,
        backgroundColor: link.bodyColor.opaqueHexString, role: "link"),
      measurements: Measurements(
        wcagRatio: link.ratio, apcaLc: nil, value: link.ratio, required: link.required),
      flags: link.isUnderlined ? ["underlined"] : [],
      message: link.reason,
      suggestion: nil)
  }
}
