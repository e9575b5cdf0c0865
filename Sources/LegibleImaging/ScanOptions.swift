import LegibleColor

/// What a screenshot scan judges against, and how to read the image.
public struct ScanOptions: Sendable {
  /// The policies each finding is judged by. The finding's status follows the WCAG-type policies
  /// (`wcag2-aa`, `wcag2-aaa`, `apple-hig`) when any is listed, because their verdicts are what the
  /// ratio thresholds mean; APCA verdicts are reported beside them. With only APCA policies listed,
  /// APCA decides.
  public var policies: [Policy]
  /// Image pixels per CSS px / point (1, 2 or 3), or `nil` to take it from ``DeviceProfile``,
  /// then ``pixelsPerInch``, and failing those to infer it from the image width and the text
  /// sizes on the screen (findings then carry `scaleInferred`). When nothing fits, the scale is
  /// unknown: text is judged at the smallest size it could have (findings carry `scaleUnknown`).
  public var scale: Double?
  /// Pixel density from the PNG `pHYs` chunk, used for the scale when the image size is not a
  /// known device's. Apple's convention: a point is 1/72 inch, so 72 ppi is 1×, 144 ppi 2× and
  /// 216 ppi 3× (what macOS and UIKit write into Retina captures).
  public var pixelsPerInch: Double?
  /// Rectangles whose content is not judged (findings centred inside them are dropped).
  public var ignoredRegions: [PixelRect]
  /// Whether to ignore the status bar (a Mac's menu bar) and the home indicator of screenshots
  /// of a known device size (``DeviceProfile``).
  public var ignoresSystemBars: Bool
  /// Whether passing findings are returned too.
  public var includesPasses: Bool
  /// The colour translucent pixels are composited onto before scanning.
  public var backdrop: SRGB
  /// The platform the screenshot was made for, whose text and control sizes the size rules
  /// judge against; `nil` to take it from the image size (a known iPhone, iPad or Mac screen),
  /// and when that does not tell either, the size rules are not run.
  public var platform: Platform?
  /// Whether the size rules (`text-size`, `thin-text`, `target-size`) run.
  public var checksSizes: Bool = true
  /// Whether `text-size` also reports body text between the platform's minimum and default
  /// sizes, as a warning.
  public var strictSizes: Bool = false
  /// Whether the screenshot went through lossy compression (saved as a JPEG, as App Store
  /// images and screenshots shared through chat apps are): the noise compression leaves on flat
  /// colours is flattened before the scan (``CompressionNoise``), at the cost of text within 16
  /// levels of its background.
  public var isCompressed: Bool = false
  /// Whether a screenshot's 8×8 blocks are looked at to tell a JPEG copy, which is then read as
  /// with ``isCompressed`` (rule `jpeg-copy`). Off for screenshots known to be exact
  /// (`--exact`).
  public var detectsCompression: Bool = true

  /// Creates options; the defaults judge by WCAG 2.x AA and APCA Bronze and return only failures
  /// and reviews.
  /// A pixel whose candidates' decisions are recorded in ``ScanResult/decisions``
  /// (`legible scan --explain X,Y`); `nil` records nothing.
  public var explainPoint: (x: Int, y: Int)?

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

  /// The scale to use for an image of this size and where it came from; `nil` and
  /// ``ScaleSource/unknown`` when neither the options, the size nor the density tell (the scan
  /// then infers it from the text).
  func resolvedScale(width: Int, height: Int) -> (scale: Double?, source: ScaleSource) {
    if let scale, scale > 0 { return (scale, .option) }
    if let device = DeviceProfile.matching(width: width, height: height) {
      return (device.scale, .deviceSize)
    }
    if let ppi = pixelsPerInch, let s = Self.scale(pixelsPerInch: ppi) { return (s, .pHYs) }
    return (nil, .unknown)
  }

  /// The platform to judge sizes for and where it came from: the options, else a known device
  /// size, else `nil` and ``PlatformSource/unknown``.
  func resolvedPlatform(width: Int, height: Int) -> (platform: Platform?, source: PlatformSource) {
    if let platform { return (platform, .option) }
    if let platform = Platform.matching(width: width, height: height) {
      return (platform, .deviceSize)
    }
    return (nil, .unknown)
  }

  /// The whole scale (1, 2 or 3) a `pHYs` density stands for in Apple's convention (72 ppi per
  /// point: macOS `screencapture` writes 144 ppi for Retina captures, UIKit 72 ppi × the image
  /// scale), or `nil` when the density is more than 10 % from 72, 144 or 216 ppi: 96 ppi (the
  /// Windows and CSS default) or 300 ppi (print) say nothing about points.
  static func scale(pixelsPerInch ppi: Double) -> Double? {
    guard ppi.isFinite, ppi > 0 else { return nil }
    let s = (ppi / 72).rounded()
    guard (1...3).contains(s), abs(ppi / 72 - s) <= 0.1 * s else { return nil }
    return s
  }

  /// The policies whose verdict sets a finding's status.
  var decidingPolicies: [Policy] {
    let wcagType = policies.filter { $0.metric == .wcagRatio }
    return wcagType.isEmpty ? policies : wcagType
  }
}
