import LegibleColor

/// A run of text inside a line drawn in another colour than the text around it (a link
/// candidate), judged by rule `link-distinct` (WCAG 2.x SC 1.4.1): it needs an underline or 3:1
/// against the surrounding text.
public struct LinkFinding: Sendable, Hashable {
  /// Fail (colour alone marks it, under 3:1 against the text around it) or pass.
  public var status: ScanFinding.Status
  /// The run's box in image pixels.
  public var bbox: PixelRect
  /// The run's ink colour.
  public var foreground: SRGB
  /// The colour of the text around it.
  public var bodyColor: SRGB
  /// The background both are drawn on.
  public var background: SRGB
  /// The WCAG 2.x ratio between ``foreground`` and ``bodyColor``, unrounded.
  public var ratio: Double
  /// The ratio required when colour alone marks the link (3).
  public var required: Double
  /// Whether an underline was found beneath the run.
  public var isUnderlined: Bool
  /// Why the status was given, in words.
  public var reason: String

  /// Creates a link finding.
  public init(
    status: ScanFinding.Status, bbox: PixelRect, foreground: SRGB, bodyColor: SRGB,
    background: SRGB, ratio: Double, required: Double, isUnderlined: Bool, reason: String
  ) {
    self.status = status
    self.bbox = bbox
    self.foreground = foreground
    self.bodyColor = bodyColor
    self.background = background
    self.ratio = ratio
    self.required = required
    self.isUnderlined = isUnderlined
    self.reason = reason
  }
}
