/// The platform a screenshot was made for, which sets the text and control sizes the size rules
/// (`text-size`, `thin-text`, `target-size`) judge against.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
  /// iPhone.
  case iOS = "ios"
  /// iPad.
  case iPadOS = "ipados"
  /// Mac.
  case macOS = "macos"
  /// Apple Watch.
  case watchOS = "watchos"
  /// Apple TV.
  case tvOS = "tvos"
  /// Apple Vision Pro.
  case visionOS = "visionos"
  /// A web page, judged by WCAG 2.2 in CSS px.
  case web

  /// The platform's text and control sizes.
  public var sizes: PlatformSizes { PlatformSizes.table[self]! }

  /// The platform of a screenshot of exactly this size (an iPhone, iPad or Mac screen, see
  /// ``DeviceProfile``), or `nil` for any other size.
  ///
  /// Example: `Platform.matching(width: 1170, height: 2532)` is ``iOS``.
  public static func matching(width: Int, height: Int) -> Platform? {
    switch DeviceProfile.matching(width: width, height: height)?.family {
    case .iPhone: .iOS
    case .iPad: .iPadOS
    case .mac: .macOS
    case nil: nil
    }
  }
}
