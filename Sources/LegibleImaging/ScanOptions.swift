import LegibleColor

/// What a screenshot scan judges against, and how to read the image.
public struct ScanOptions: Sendable {
  /// The policies each finding is judged by. The finding's status follows the WCAG-type policies
  /// (`wcag2-aa`, `wcag2-aaa`, `apple-hig`) when any is listed, because their verdicts are what the
  /// ratio thresholds mean; APCA verdicts are reported beside them. With only APCA policies listed,
  /// APCA decides.
  public var policies: [Policy]
  /// Image pixels per CSS px / point (1, 2 or 3), or `nil` to take it from ``DeviceProfile`` or
  /// ``pixelsPerInch``, and failing those to infer it from the image width and the text sizes
  /// on the screen (findings then carry `scaleUnknown`). When nothing fits, text size is
  /// unknown: the stricter threshold applies where size would decide, as a review.
  public var scale: Double?
  /// Pixel density from the PNG `pHYs` chunk, used for the scale when nothing better is known
  /// (96 ppi is 1×, as CSS defines the px).
  public var pixelsPerInch: Double?
  /// Rectangles whose content is not judged (findings centred inside them are dropped).
  public var ignoredRegions: [PixelRect]
  /// Whether to ignore the status bar and home indicator of known iPhone screenshot sizes.
  public var ignoresSystemBars: Bool
  /// Whether passing findings are returned too.
  public var includesPasses: Bool
  /// The colour translucent pixels are composited onto before scanning.
  public var backdrop: SRGB

  /// Creates options; the defaults judge by WCAG 2.x AA and APCA Bronze and return only failures
  /// and reviews.
  public init(
    policies: [Policy] = Policy.defaults, scale: Double? = nil, pixelsPerInch: Double? = nil,
    ignoredRegions: [PixelRect] = [], ignoresSystemBars: Bool = false,
    includesPasses: Bool = false, backdrop: SRGB = .white
  ) {
    self.policies = policies
    self.scale = scale
    self.pixelsPerInch = pixelsPerInch
    self.ignoredRegions = ignoredRegions
    self.ignoresSystemBars = ignoresSystemBars
    self.includesPasses = includesPasses
    self.backdrop = backdrop
  }

  /// The scale to use for an image of this size, and where it came from.
  func resolvedScale(width: Int, height: Int) -> (scale: Double?, source: String) {
    if let scale, scale > 0 { return (scale, "given") }
    if let device = DeviceProfile.iPhone(width: width, height: height) {
      return (Double(device.scale), "device size")
    }
    if let ppi = pixelsPerInch, ppi >= 48 {
      // 96 ppi is one CSS px per pixel (CSS Values 4, absolute lengths); rounded to a whole scale.
      let s = (ppi / 96).rounded()
      if s >= 1 && s <= 4 { return (s, "pHYs") }
    }
    return (nil, "unknown")
  }

  /// The policies whose verdict sets a finding's status.
  var decidingPolicies: [Policy] {
    let wcagType = policies.filter { $0.metric == .wcagRatio }
    return wcagType.isEmpty ? policies : wcagType
  }
}
