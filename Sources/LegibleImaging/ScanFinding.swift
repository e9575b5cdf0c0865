import LegibleColor

/// One text line or UI glyph found in a screenshot, with its measured colours and verdict.
public struct ScanFinding: Sendable, Hashable {
  /// Whether the ink is text (WCAG 1.4.3) or a non-text graphic such as an icon (WCAG 1.4.11).
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A line of text or a single character.
    case text
    /// An icon or other UI glyph, judged at 3:1.
    case nonText
  }

  /// The outcome across the deciding policies.
  public enum Status: String, Sendable, Hashable, Codable, Comparable {
    /// Below the requirement beyond the measurement's uncertainty.
    case fail
    /// The requirement lies inside the measurement's uncertainty, or the background is an image
    /// or a gradient that straddles it: a person should look.
    case review
    /// Meets the requirement beyond the measurement's uncertainty.
    case pass

    public static func < (lhs: Status, rhs: Status) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int {
      switch self {
      case .fail: 0
      case .review: 1
      case .pass: 2
      }
    }
  }

  /// Conditions that qualify a measurement.
  public enum Flag: String, Sendable, Hashable, Codable, CaseIterable {
    /// Strokes never fully cover a pixel, so the foreground is the most covered shade found and
    /// the ratio is a lower bound.
    case thinStroke
    /// The background varies smoothly (a gradient); the ratio is the worst over the glyphs.
    case gradientBackground
    /// The background is busy (photo, pattern); the ratio is taken over its range.
    case imageBackground
    /// A single character or glyph: text or icon is a guess.
    case shortText
    /// The text size is close to the large-text boundary, or unknown.
    case sizeUncertain
    /// The image's scale (pixels per CSS px) is unknown: sizes were read at
    /// ``ScreenshotScanner/unknownScaleReading``, the smallest the text could be.
    case scaleUnknown
    /// The image's scale was inferred from its width and text sizes, not given or known.
    case scaleInferred
    /// The text has a shadow, halo or outline of a third colour; the best of text/background,
    /// halo/background and text/halo is judged (as axe-core treats thin text shadows).
    case halo
    /// The strokes hold no pixel of their own colour (a resized or compressed screenshot), so
    /// they may overshoot it and the ratio may be high (rule `inexact-ink`).
    case inexactInk
  }

  /// Text or non-text.
  public var kind: Kind
  /// Fail, review or pass.
  public var status: Status
  /// The ink's bounding box in image pixels.
  public var bbox: PixelRect
  /// The estimated text or glyph colour (fully covered stroke pixels).
  public var foreground: SRGB
  /// The estimated background colour beside the ink (the worst one over a gradient).
  public var background: SRGB
  /// The WCAG 2.x contrast ratio of ``foreground`` on ``background``, unrounded.
  public var wcagRatio: Double
  /// The lowest and highest ratio over the background's range (gradients, images); equal to
  /// ``wcagRatio`` on a flat background.
  public var wcagRatioRange: ClosedRange<Double>
  /// APCA Lc of the foreground as text on the background (positive: dark on light).
  public var apcaLc: Double
  /// The minimum the deciding policy requires for this content, or `nil` when exempt.
  public var required: Double?
  /// Cap height (or glyph height for non-text) in image pixels.
  public var textHeight: Double
  /// Estimated font size in image pixels (cap height ÷ 0.72, or x-height ÷ 0.53).
  public var fontSizeInPixels: Double
  /// Estimated font size in CSS px (iOS points), or `nil` when the scale is unknown.
  public var estimatedFontSize: Double?
  /// Whether the strokes look bold (weight 700 or more).
  public var bold: Bool
  /// How far the measurement can be trusted, `0...1`.
  public var confidence: Double
  /// Whether ``wcagRatio`` is only a lower bound (strokes too thin to hold the true colour).
  public var isLowerBound: Bool
  /// Why the status was given, in words.
  public var reason: String
  /// Qualifying conditions.
  public var flags: Set<Flag>
  /// Each requested policy's verdict (status `pass`/`fail`/`exempt` on the measured value).
  public var verdicts: [Verdict]
  /// The nearest passing foreground, when one has been computed.
  public var suggestion: SRGB?
  /// The id of the policy whose verdict set ``status``; ``required`` and ``reason`` are in its
  /// metric.
  public var decidingPolicy: String?
  /// The ink's shape as the size rules read it, or `nil` when not recorded.
  public var metrics: InkMetrics?
  /// The scanner rule that made the finding when it is not a text line or glyph (such as
  /// `control-boundary` for the outline of a text field), or `nil`.
  public var rule: String?

  /// Creates a finding.
  public init(
    kind: Kind, status: Status, bbox: PixelRect, foreground: SRGB, background: SRGB,
    wcagRatio: Double, wcagRatioRange: ClosedRange<Double>, apcaLc: Double, required: Double?,
    textHeight: Double, fontSizeInPixels: Double, estimatedFontSize: Double?, bold: Bool,
    confidence: Double, isLowerBound: Bool, reason: String, flags: Set<Flag>,
    verdicts: [Verdict], suggestion: SRGB? = nil, decidingPolicy: String? = nil,
    metrics: InkMetrics? = nil, rule: String? = nil
  ) {
    self.kind = kind
    self.status = status
    self.bbox = bbox
    self.foreground = foreground
    self.background = background
    self.wcagRatio = wcagRatio
    self.wcagRatioRange = wcagRatioRange
    self.apcaLc = apcaLc
    self.required = required
    self.textHeight = textHeight
    self.fontSizeInPixels = fontSizeInPixels
    self.estimatedFontSize = estimatedFontSize
    self.bold = bold
    self.confidence = confidence
    self.isLowerBound = isLowerBound
    self.reason = reason
    self.flags = flags
    self.verdicts = verdicts
    self.suggestion = suggestion
    self.decidingPolicy = decidingPolicy
    self.metrics = metrics
    self.rule = rule
  }
}
