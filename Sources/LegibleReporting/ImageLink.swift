import LegibleColor
import LegibleImaging

/// A run of a text line drawn in another colour than the rest (a link candidate), judged by
/// rule `link-distinct`: a record of an image's `links` array in the JSON report.
public struct ImageLink: Sendable, Codable {
  /// `fail` (colour alone marks it, under 3:1 against the text around it) or `pass`.
  public var status: Finding.Status
  /// The run's box, in image pixels.
  public var bbox: PixelRect
  /// The run's estimated colour, `#rrggbb`.
  public var foreground: String
  /// The colour of the text around it, `#rrggbb`.
  public var bodyColor: String
  /// The background, `#rrggbb`.
  public var background: String
  /// The WCAG 2.x ratio between the run's colour and the body text's, unrounded.
  public var wcagRatio: Double
  /// The ratio required when colour alone marks the link: 3.
  public var required: Double
  /// Whether an underline was found beneath the run.
  public var underlined: Bool
  /// Why, in words.
  public var reason: String
  /// The rule's id, `link-distinct`.
  public var rule: String

  /// The record of a scanner's link finding.
  public init(_ link: LinkFinding) {
    status = link.status == .fail ? .fail : link.status == .review ? .review : .pass
    bbox = link.bbox
    foreground = link.foreground.opaqueHexString
    bodyColor = link.bodyColor.opaqueHexString
    background = link.background.opaqueHexString
    wcagRatio = link.ratio
    required = link.required
    underlined = link.isUnderlined
    reason = link.reason
    rule = FindingRule.linkDistinct.id
  }
}
