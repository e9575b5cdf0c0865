/// A known screenshot size: its scale factor and the system bars that usually hold no app content.
///
/// iPhone portrait sizes and scales come from Apple's "iOS device screen sizes" table (HIG,
/// Layout). Bar heights are approximations in points: the status bar is 47 pt on notched iPhones
/// and 54–62 pt on Dynamic Island models (UIKit's reported `statusBarFrame`); the home indicator
/// area is the 34 pt bottom safe-area inset of Face ID iPhones.
public struct DeviceProfile: Sendable, Hashable {
  /// A human-readable name, such as `iPhone 6.1″ (1170×2532)`.
  public var name: String
  /// Image pixels per point (CSS px).
  public var scale: Int
  /// The status bar band at the top.
  public var statusBar: PixelRect
  /// The home indicator band at the bottom, or `nil` on devices with a home button.
  public var homeIndicator: PixelRect?

  /// Creates a profile.
  public init(name: String, scale: Int, statusBar: PixelRect, homeIndicator: PixelRect?) {
    self.name = name
    self.scale = scale
    self.statusBar = statusBar
    self.homeIndicator = homeIndicator
  }

  /// The bands a scan normally ignores: the status bar and the home indicator.
  public var systemBands: [PixelRect] { [statusBar] + (homeIndicator.map { [$0] } ?? []) }

  /// The profile of an iPhone screenshot of exactly this size (portrait), or `nil`.
  ///
  /// Example: `DeviceProfile.iPhone(width: 1170, height: 2532)` is @3x with a 141 px status bar
  /// (47 pt) and a 102 px home indicator band (34 pt).
  public static func iPhone(width: Int, height: Int) -> DeviceProfile? {
    guard let entry = knownIPhones.first(where: { $0.width == width && $0.height == height })
    else { return nil }
    let scale = entry.scale
    let status = PixelRect(x: 0, y: 0, width: width, height: entry.statusBarPoints * scale)
    let home: PixelRect? =
      entry.hasHomeIndicator
      ? PixelRect(x: 0, y: height - 34 * scale, width: width, height: 34 * scale) : nil
    return DeviceProfile(
      name: "iPhone \(width)×\(height)", scale: scale, statusBar: status, homeIndicator: home)
  }

  private struct Entry {
    var width: Int
    var height: Int
    var scale: Int
    var statusBarPoints: Int
    var hasHomeIndicator: Bool
  }

  /// Portrait iPhone screenshot sizes (HIG device table). Status bar points: 20 pt on home-button
  /// models, 44–47 pt on notched models, 54 pt on Dynamic Island models (approximate; the
  /// Dynamic Island models report 54–62 pt depending on model, 54 pt is used as the smallest).
  private static let knownIPhones: [Entry] = [
    Entry(width: 750, height: 1334, scale: 2, statusBarPoints: 20, hasHomeIndicator: false),
    Entry(width: 1242, height: 2208, scale: 3, statusBarPoints: 20, hasHomeIndicator: false),
    Entry(width: 828, height: 1792, scale: 2, statusBarPoints: 48, hasHomeIndicator: true),
    Entry(width: 1125, height: 2436, scale: 3, statusBarPoints: 44, hasHomeIndicator: true),
    Entry(width: 1242, height: 2688, scale: 3, statusBarPoints: 44, hasHomeIndicator: true),
    Entry(width: 1080, height: 2340, scale: 3, statusBarPoints: 50, hasHomeIndicator: true),
    Entry(width: 1170, height: 2532, scale: 3, statusBarPoints: 47, hasHomeIndicator: true),
    Entry(width: 1284, height: 2778, scale: 3, statusBarPoints: 47, hasHomeIndicator: true),
    Entry(width: 1179, height: 2556, scale: 3, statusBarPoints: 54, hasHomeIndicator: true),
    Entry(width: 1290, height: 2796, scale: 3, statusBarPoints: 54, hasHomeIndicator: true),
    Entry(width: 1206, height: 2622, scale: 3, statusBarPoints: 54, hasHomeIndicator: true),
    Entry(width: 1320, height: 2868, scale: 3, statusBarPoints: 54, hasHomeIndicator: true),
  ]
}
