/// A known screenshot size: the device, its orientation, its scale factor and the system bars
/// that usually hold no app content.
///
/// Sizes and scales of iPhone and iPad screens come from Apple's Human Interface Guidelines,
/// Layout → Specifications → "iOS, iPadOS device screen sizes" (points and @2x/@3x pixels, given
/// in portrait; landscape is the same size turned). Mac sizes are the full-screen captures of
/// Retina Macs at their default "looks like" resolutions, which macOS renders at 2×.
///
/// Bar heights are approximations in points, from UIKit's safe-area insets: the status bar is
/// 20 pt on home-button devices, 44–50 pt on notched iPhones, 54–62 pt on Dynamic Island models
/// (54 pt, the smallest, is used) and 24 pt on iPads without a home button; the home indicator
/// band is the bottom inset of Face ID devices, 34 pt on iPhone in portrait, 21 pt on iPhone in
/// landscape, 20 pt on iPad. iPhones hide the status bar in landscape. The Mac's band is the
/// 24 pt menu bar.
public struct DeviceProfile: Sendable, Hashable {
  /// The kind of device a screenshot size belongs to.
  public enum Family: String, Sendable, Hashable, CaseIterable {
    /// An iPhone (or iPod touch) screen.
    case iPhone
    /// An iPad screen.
    case iPad
    /// A full-screen capture of a Retina Mac display.
    case mac
  }

  /// A human-readable name, such as `iPhone 1170×2532 portrait @3x`.
  public var name: String
  /// iPhone, iPad or Mac.
  public var family: Family
  /// Whether the image is wider than tall.
  public var isLandscape: Bool
  /// Image pixels per point (CSS px): 2 or 3, or 2.88 for the iPhone mini (its 375 pt are
  /// 1080 px, UIScreen's `nativeScale`).
  public var scale: Double
  /// The status bar (menu bar on a Mac) band at the top, or `nil` where there is none (iPhone in
  /// landscape).
  public var statusBar: PixelRect?
  /// The home indicator band at the bottom, or `nil` on devices with a home button and Macs.
  public var homeIndicator: PixelRect?

  /// Creates a profile.
  public init(
    name: String, family: Family, isLandscape: Bool, scale: Double, statusBar: PixelRect?,
    homeIndicator: PixelRect?
  ) {
    self.name = name
    self.family = family
    self.isLandscape = isLandscape
    self.scale = scale
    self.statusBar = statusBar
    self.homeIndicator = homeIndicator
  }

  /// The bands a scan ignores on request: the status bar (or menu bar) and the home indicator.
  public var systemBands: [PixelRect] { [statusBar, homeIndicator].compactMap { $0 } }

  /// The profile of a screenshot of exactly this size, in either orientation (Macs: landscape
  /// only), or `nil` for any other size.
  ///
  /// Example: `DeviceProfile.matching(width: 1170, height: 2532)` is an iPhone at @3x with a
  /// 141 px status bar (47 pt) and a 102 px home indicator band (34 pt);
  /// `matching(width: 2532, height: 1170)` is the same iPhone in landscape, with no status bar
  /// and a 63 px home indicator band (21 pt).
  public static func matching(width: Int, height: Int) -> DeviceProfile? {
    let isLandscape = width > height
    let (short, long) = (min(width, height), max(width, height))
    guard
      let entry = entries.first(where: { $0.short == short && $0.long == long }),
      !(entry.family == .mac && !isLandscape)
    else { return nil }
    let s = entry.scale
    func band(points: Int, atTop: Bool) -> PixelRect? {
      guard points > 0 else { return nil }
      let h = Int((Double(points) * s).rounded())
      return PixelRect(x: 0, y: atTop ? 0 : height - h, width: width, height: h)
    }
    let status: Int
    let home: Int
    switch (entry.family, isLandscape) {
    case (.iPhone, true):
      status = 0
      home = entry.homeIndicatorPoints > 0 ? landscapeIPhoneHomeIndicatorPoints : 0
    default:
      status = entry.statusBarPoints
      home = entry.homeIndicatorPoints
    }
    let scaleText = s == s.rounded() ? "\(Int(s))" : "\(s)"
    return DeviceProfile(
      name: "\(entry.family == .mac ? "Mac" : entry.family.rawValue) \(width)×\(height) "
        + "\(isLandscape ? "landscape" : "portrait") @\(scaleText)x",
      family: entry.family, isLandscape: isLandscape, scale: s,
      statusBar: band(points: status, atTop: true),
      homeIndicator: band(points: home, atTop: false))
  }

  /// Every known size as (width, height, scale), portrait first for iPhone and iPad sizes, then
  /// their landscape turns; Macs in landscape only.
  public static var knownSizes: [(width: Int, height: Int, scale: Double)] {
    entries.flatMap { e in
      e.family == .mac
        ? [(e.long, e.short, e.scale)] : [(e.short, e.long, e.scale), (e.long, e.short, e.scale)]
    }
  }

  /// The bottom inset of a Face ID iPhone in landscape (UIKit safe area: 21 pt).
  static let landscapeIPhoneHomeIndicatorPoints = 21

  struct Entry {
    var family: Family
    /// The shorter side in pixels (the width in portrait).
    var short: Int
    /// The longer side in pixels.
    var long: Int
    var scale: Double
    /// Top band in portrait (iPhone, iPad) or landscape (Mac), in points.
    var statusBarPoints: Int
    /// Bottom band in portrait, in points; 0 without a home indicator.
    var homeIndicatorPoints: Int

    init(_ family: Family, _ short: Int, _ long: Int, scale: Double, status: Int, home: Int) {
      self.family = family
      self.short = short
      self.long = long
      self.scale = scale
      self.statusBarPoints = status
      self.homeIndicatorPoints = home
    }
  }

  /// Screenshot sizes by device. iPhone and iPad: HIG, Layout, "iOS, iPadOS device screen
  /// sizes" (https://developer.apple.com/design/human-interface-guidelines/layout), models named
  /// beside each. Status bar points: see the type's documentation.
  static let entries: [Entry] = [
    // iPhone SE (1st generation), iPod touch: 320×568 pt @2x.
    Entry(.iPhone, 640, 1136, scale: 2, status: 20, home: 0),
    // iPhone 6/6s/7/8, SE (2nd and 3rd generation): 375×667 pt @2x.
    Entry(.iPhone, 750, 1334, scale: 2, status: 20, home: 0),
    // iPhone 6 Plus … 8 Plus: 414×736 pt rendered @3x (screenshots keep the rendered size; the
    // panel's 1080×1920 is left out: it is also a common 1× desktop and Android size).
    Entry(.iPhone, 1242, 2208, scale: 3, status: 20, home: 0),
    // iPhone XR, 11: 414×896 pt @2x.
    Entry(.iPhone, 828, 1792, scale: 2, status: 48, home: 34),
    // iPhone X, XS, 11 Pro: 375×812 pt @3x.
    Entry(.iPhone, 1125, 2436, scale: 3, status: 44, home: 34),
    // iPhone XS Max, 11 Pro Max: 414×896 pt @3x.
    Entry(.iPhone, 1242, 2688, scale: 3, status: 44, home: 34),
    // iPhone 12 mini, 13 mini: 375×812 pt on a 1080×2340 panel (native scale 2.88).
    Entry(.iPhone, 1080, 2340, scale: 2.88, status: 50, home: 34),
    // iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e: 390×844 pt @3x.
    Entry(.iPhone, 1170, 2532, scale: 3, status: 47, home: 34),
    // iPhone 12 Pro Max, 13 Pro Max, 14 Plus: 428×926 pt @3x.
    Entry(.iPhone, 1284, 2778, scale: 3, status: 47, home: 34),
    // iPhone 14 Pro, 15, 15 Pro, 16: 393×852 pt @3x.
    Entry(.iPhone, 1179, 2556, scale: 3, status: 54, home: 34),
    // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus: 430×932 pt @3x.
    Entry(.iPhone, 1290, 2796, scale: 3, status: 54, home: 34),
    // iPhone 16 Pro, 17, 17 Pro: 402×874 pt @3x.
    Entry(.iPhone, 1206, 2622, scale: 3, status: 54, home: 34),
    // iPhone Air: 420×912 pt @3x.
    Entry(.iPhone, 1260, 2736, scale: 3, status: 54, home: 34),
    // iPhone 16 Pro Max, 17 Pro Max: 440×956 pt @3x.
    Entry(.iPhone, 1320, 2868, scale: 3, status: 54, home: 34),
    // iPad 9.7″, iPad Air 9.7″, iPad mini 7.9″, iPad Pro 9.7″: 768×1024 pt @2x.
    Entry(.iPad, 1536, 2048, scale: 2, status: 20, home: 0),
    // iPad 10.2″: 810×1080 pt @2x.
    Entry(.iPad, 1620, 2160, scale: 2, status: 20, home: 0),
    // iPad Pro 10.5″, iPad Air 10.5″: 834×1112 pt @2x.
    Entry(.iPad, 1668, 2224, scale: 2, status: 20, home: 0),
    // iPad mini 8.3″: 744×1133 pt @2x.
    Entry(.iPad, 1488, 2266, scale: 2, status: 24, home: 20),
    // iPad Air 10.9″ and 11″, iPad 10.9″ and 11″: 820×1180 pt @2x.
    Entry(.iPad, 1640, 2360, scale: 2, status: 24, home: 20),
    // iPad Pro 11″ (1st–4th generation): 834×1194 pt @2x.
    Entry(.iPad, 1668, 2388, scale: 2, status: 24, home: 20),
    // iPad Pro 11″ (M4 and later): 834×1210 pt @2x.
    Entry(.iPad, 1668, 2420, scale: 2, status: 24, home: 20),
    // iPad Pro 12.9″, iPad Air 13″: 1024×1366 pt @2x.
    Entry(.iPad, 2048, 2732, scale: 2, status: 24, home: 20),
    // iPad Pro 13″ (M4 and later): 1032×1376 pt @2x.
    Entry(.iPad, 2064, 2752, scale: 2, status: 24, home: 20),
    // Retina Macs: full-screen captures are saved at 2× the "looks like" size in points
    // (1280×800, 1280×832, 1440×900, 1440×932, 1470×956, 1536×960, 1512×982, 1680×1050,
    // 1710×1112, 1728×1117, 2240×1260 and 2560×1440 pt: the defaults and common scaled modes of
    // 13–16″ MacBooks, the 24″ and 27″ iMac and the Studio Display).
    Entry(.mac, 1600, 2560, scale: 2, status: 24, home: 0),
    Entry(.mac, 1664, 2560, scale: 2, status: 24, home: 0),
    Entry(.mac, 1800, 2880, scale: 2, status: 24, home: 0),
    Entry(.mac, 1864, 2880, scale: 2, status: 24, home: 0),
    Entry(.mac, 1912, 2940, scale: 2, status: 24, home: 0),
    Entry(.mac, 1920, 3072, scale: 2, status: 24, home: 0),
    Entry(.mac, 1964, 3024, scale: 2, status: 24, home: 0),
    Entry(.mac, 2100, 3360, scale: 2, status: 24, home: 0),
    Entry(.mac, 2224, 3420, scale: 2, status: 24, home: 0),
    Entry(.mac, 2234, 3456, scale: 2, status: 24, home: 0),
    Entry(.mac, 2520, 4480, scale: 2, status: 24, home: 0),
    Entry(.mac, 2880, 5120, scale: 2, status: 24, home: 0),
  ]
}
