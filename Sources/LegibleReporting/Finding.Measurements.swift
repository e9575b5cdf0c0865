extension Finding {
  /// The numbers behind a verdict. `value` and `required` are in the unit of the finding's
  /// ``Finding/metric`` (a ratio, or |Lc|).
  public struct Measurements: Sendable, Hashable, Codable {
    /// The WCAG 2.x ratio, unrounded, or `nil` when nothing was measured.
    public var wcagRatio: Double?
    /// The signed APCA Lc, unrounded.
    public var apcaLc: Double?
    /// The value the policy judges (the ratio, or |Lc|).
    public var value: Double?
    /// The policy's minimum in the same unit, or `nil` when the content is exempt.
    public var required: Double?
    /// The lowest and highest WCAG ratio over the background's range, where the measurement is
    /// uncertain (gradients, photos); `nil` otherwise.
    public var wcagRatioRange: ClosedRange<Double>?
    /// Whether the ratio is only a lower bound (screenshot strokes too thin).
    public var isLowerBound: Bool
    /// How far a screenshot measurement can be trusted, `0...1`.
    public var confidence: Double?

    /// Creates measurements.
    public init(
      wcagRatio: Double?, apcaLc: Double?, value: Double?, required: Double?,
      wcagRatioRange: ClosedRange<Double>? = nil, isLowerBound: Bool = false,
      confidence: Double? = nil
    ) {
      self.wcagRatio = wcagRatio
      self.apcaLc = apcaLc
      self.value = value
      self.required = required
      self.wcagRatioRange = wcagRatioRange
      self.isLowerBound = isLowerBound
      self.confidence = confidence
    }
  }
}
