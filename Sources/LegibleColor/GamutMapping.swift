/// CSS Color 4 gamut mapping into sRGB: reduce OKLCH chroma until the colour fits, keeping
/// lightness and hue (CSS Color 4, §13.2 "CSS gamut mapping to an RGB destination").
public enum GamutMapping {
  /// The "just noticeable difference" in Oklab below which clipping is accepted (CSS Color 4).
  public static let justNoticeableDifference = 0.02
  /// The binary search's resolution in chroma (CSS Color 4).
  static let epsilon = 0.0001

  /// Maps a colour into the sRGB gamut; in-gamut colours are returned unchanged.
  ///
  /// Example: `color(display-p3 1 0 0)` maps to about `#ff0000` with its lightness kept.
  public static func mapToSRGB(_ color: SRGB) -> SRGB {
    if color.isInGamut { return color }
    return mapToSRGB(OKLCH(color))
  }

  /// Maps an OKLCH colour into the sRGB gamut, returning gamma-encoded sRGB in `0...1`.
  public static func mapToSRGB(_ origin: OKLCH) -> SRGB {
    if origin.lightness >= 1 { return SRGB.white.withAlpha(origin.alpha) }
    if origin.lightness <= 0 { return SRGB.black.withAlpha(origin.alpha) }
    let direct = origin.oklab.srgb
    if direct.isInGamut(tolerance: 1e-9) { return direct.clamped }
    var current = origin
    var clipped = direct.clamped
    if OKLab(clipped).distance(to: origin.oklab) < justNoticeableDifference { return clipped }
    var low = 0.0
    var high = origin.chroma
    var lowIsInGamut = true
    while high - low > epsilon {
      let chroma = (low + high) / 2
      current.chroma = chroma
      let candidate = current.oklab.srgb
      if lowIsInGamut && candidate.isInGamut(tolerance: 1e-9) {
        low = chroma
        continue
      }
      clipped = candidate.clamped
      let error = OKLab(clipped).distance(to: current.oklab)
      if error < justNoticeableDifference {
        if justNoticeableDifference - error < epsilon { return clipped }
        lowIsInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }
}

extension SRGB {
  /// Whether every channel lies in `0...1` give or take `tolerance`.
  func isInGamut(tolerance: Double) -> Bool {
    let range = -tolerance...(1 + tolerance)
    return range.contains(red) && range.contains(green) && range.contains(blue)
  }
}
