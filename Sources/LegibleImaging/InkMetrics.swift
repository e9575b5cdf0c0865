/// The shape of a finding's ink that the size rules read: whether it is a line of text, its
/// cap and x-heights, and how heavy its strokes are.
public struct InkMetrics: Sendable, Hashable {
  /// Whether the ink is a line of two or more glyphs (not a lone glyph or icon).
  public var isLine: Bool
  /// Cap (or ascender) height in image pixels.
  public var capHeight: Double
  /// x-height in image pixels; equal to ``capHeight`` when the line has no distinct x band (all
  /// capitals, digits, or all x-height letters).
  public var xHeight: Double
  /// Stroke width over font size: regular faces measure about 0.08–0.10, bold 0.14–0.19 (see
  /// `SizeEstimate`).
  public var weightRatio: Double

  /// Creates metrics.
  public init(isLine: Bool, capHeight: Double, xHeight: Double, weightRatio: Double) {
    self.isLine = isLine
    self.capHeight = capHeight
    self.xHeight = xHeight
    self.weightRatio = weightRatio
  }

  /// Whether the line shows a distinct x band below its cap height (x-height under 90 % of the
  /// cap height: lower-case letters beside ascenders or capitals read 0.70–0.78 in common
  /// faces), so its height is known to be a cap height.
  public var hasXBand: Bool { xHeight < 0.9 * capHeight }
}
