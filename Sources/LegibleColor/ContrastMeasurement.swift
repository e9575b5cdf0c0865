/// Both contrast metrics for one foreground on one background, after compositing.
public struct ContrastMeasurement: Sendable, Hashable {
  /// The foreground as compared: opaque, composited onto ``background`` when it was translucent.
  public var foreground: SRGB
  /// The background as compared: opaque, composited onto the backdrop when it was translucent.
  public var background: SRGB
  /// The WCAG 2.x contrast ratio, unrounded, `1...21`.
  public var wcagRatio: Double
  /// The signed APCA Lc of the foreground as text on the background.
  public var apcaLc: Double

  /// Measures `foreground` on `background`, compositing translucent colours first.
  ///
  /// - Parameters:
  ///   - foreground: The text or glyph colour; may be translucent.
  ///   - background: The colour behind it; must be opaque unless `backdrop` is given.
  ///   - backdrop: An opaque colour beneath a translucent background.
  /// - Throws: ``ContrastError`` when a translucent background has no opaque backdrop.
  public init(foreground: SRGB, background: SRGB, backdrop: SRGB? = nil) throws(ContrastError) {
    var base = background
    if !background.isOpaque {
      guard let backdrop else { throw .translucentBackground(background) }
      guard backdrop.isOpaque else { throw .translucentBackdrop(backdrop) }
      base = background.composited(over: backdrop)
    }
    self.init(opaqueForeground: foreground.composited(over: base), background: base)
  }

  /// Measures two colours already known to be opaque (alpha is ignored).
  public init(opaqueForeground foreground: SRGB, background: SRGB) {
    self.foreground = foreground
    self.background = background
    self.wcagRatio = WCAG2.contrastRatio(between: foreground, and: background)
    self.apcaLc = APCA.lightnessContrast(text: foreground, background: background)
  }
}

/// Why a pair of colours cannot be measured.
public enum ContrastError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The background is translucent and nothing opaque lies beneath it.
  case translucentBackground(SRGB)
  /// The backdrop given for a translucent background is itself translucent.
  case translucentBackdrop(SRGB)

  public var description: String {
    switch self {
    case .translucentBackground(let color):
      "background \(color.hexString) is translucent; give an opaque backdrop to composite it onto"
    case .translucentBackdrop(let color):
      "backdrop \(color.hexString) is translucent; a backdrop must be opaque"
    }
  }
}
