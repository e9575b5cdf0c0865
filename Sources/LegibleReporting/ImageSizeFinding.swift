import LegibleImaging

/// Text too small or thin, or a small target, found in a screenshot: a record of the JSON
/// report's `sizeFindings`.
public struct ImageSizeFinding: Sendable, Codable {
  /// `text-size`, `thin-text` or `target-size`.
  public var rule: String
  /// `fail` or `warning`.
  public var status: Finding.Status
  /// `text`, `icon` or `control` (a filled or bordered button shape).
  public var subject: String
  /// The visible bounds, in image pixels.
  public var bbox: PixelRect
  /// The measured size in ``unit``: the font size (text rules) or the target's smaller side.
  public var measured: Double
  /// The target's width and height in ``unit``, with the clear space counted (`target-size`).
  @ExplicitNull public var targetWidth: Double?
  /// See ``targetWidth``.
  @ExplicitNull public var targetHeight: Double?
  /// Stroke width over font size (`thin-text`).
  @ExplicitNull public var weightRatio: Double?
  /// The size the platform asks for, in ``unit``.
  public var required: Double
  /// `pt`, or `px` (CSS px) on the web.
  public var unit: String
  /// Image pixels per ``unit`` the sizes were converted at.
  public var scale: Double
  /// Where ``scale`` came from (`option`, `deviceSize`, `pHYs`, `inferred`).
  public var scaleSource: String
  /// What was found, in words.
  public var message: String

  /// The record of a size finding.
  public init(_ finding: SizeFinding) {
    rule = finding.rule.rawValue
    status = finding.status == .fail ? .fail : .warning
    subject = finding.subject.rawValue
    bbox = finding.bbox
    measured = finding.measured
    targetWidth = finding.targetWidth
    targetHeight = finding.targetHeight
    weightRatio = finding.weightRatio
    required = finding.required
    unit = finding.unit
    scale = finding.scale
    scaleSource = finding.scaleSource.rawValue
    message = finding.message
  }
}
