/// Where the scale a screenshot was judged at (image pixels per point or CSS px) came from.
public enum ScaleSource: String, Sendable, Hashable, Codable, CaseIterable {
  /// Given by the caller (`--scale`, ``ScanOptions/scale``).
  case option
  /// The image has the exact size of a known iPhone, iPad or Mac screen (``DeviceProfile``).
  case deviceSize
  /// The PNG's `pHYs` chunk, in Apple's convention: 72 ppi is one pixel per point, so 144 ppi is
  /// @2x and 216 ppi @3x.
  case pHYs
  /// Inferred from the image width and the sizes of the text on the screen.
  case inferred
  /// Nothing told: text is judged at the smallest size it could have (read at @3x), so body text
  /// needs 4.5:1.
  case unknown
}
