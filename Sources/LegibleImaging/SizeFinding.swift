/// Text too small or too thin for its platform, or a control smaller than the platform
/// recommends: what the size rules found in a screenshot.
public struct SizeFinding: Sendable, Hashable {
  /// The rule that reported it.
  public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
    /// Text below the platform's minimum size (or, with strict sizes, its default size).
    case textSize = "text-size"
    /// Text whose strokes are thin for its size, below the platform's default size.
    case thinText = "thin-text"
    /// An icon button or control smaller than the platform's recommended control size.
    case targetSize = "target-size"
  }

  /// How serious it is.
  public enum Status: String, Sendable, Hashable, Codable {
    /// Below a published minimum.
    case fail
    /// Below a recommendation, or not provable from pixels.
    case warning
  }

  /// What was measured.
  public enum Subject: String, Sendable, Hashable, Codable {
    /// A line of text.
    case text
    /// A lone icon or glyph in a bar (toolbar, tab bar, navigation bar).
    case icon
    /// A filled or bordered button shape.
    case control
  }

  /// The rule.
  public var rule: Rule
  /// Fail or warning.
  public var status: Status
  /// What was measured.
  public var subject: Subject
  /// The visible bounds in image pixels (the ink; a button's shape).
  public var bbox: PixelRect
  /// The measured size in ``unit``: the font size for text rules, the smaller side of the
  /// target (visible bounds plus the padding counted) for `target-size`.
  public var measured: Double
  /// The target's width and height in ``unit`` (visible bounds plus the padding counted), for
  /// `target-size`.
  public var targetWidth: Double?
  /// See ``targetWidth``.
  public var targetHeight: Double?
  /// The stroke width over font size, for `thin-text`.
  public var weightRatio: Double?
  /// The size the platform asks for, in ``unit``.
  public var required: Double
  /// `pt`, or `px` (CSS px) on the web.
  public var unit: String
  /// The platform judged for.
  public var platform: Platform
  /// Image pixels per ``unit`` the sizes were converted at.
  public var scale: Double
  /// Where ``scale`` came from; a finding judged under an inferred scale says so in
  /// ``message``.
  public var scaleSource: ScaleSource
  /// What was found, in words, with the numbers and the scale.
  public var message: String

  /// Creates a finding.
  public init(
    rule: Rule, status: Status, subject: Subject, bbox: PixelRect, measured: Double,
    targetWidth: Double? = nil, targetHeight: Double? = nil, weightRatio: Double? = nil,
    required: Double, unit: String, platform: Platform, scale: Double, scaleSource: ScaleSource,
    message: String
  ) {
    self.rule = rule
    self.status = status
    self.subject = subject
    self.bbox = bbox
    self.measured = measured
    self.targetWidth = targetWidth
    self.targetHeight = targetHeight
    self.weightRatio = weightRatio
    self.required = required
    self.unit = unit
    self.platform = platform
    self.scale = scale
    self.scaleSource = scaleSource
    self.message = message
  }
}
