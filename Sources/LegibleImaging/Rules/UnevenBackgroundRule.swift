import LegibleColor

/// Rule `uneven-background`: a candidate on a background that varies like an image's but is
/// not inside a picture region (a mottled surface, a full-colour icon's own shading, a glyph
/// on an emoji's face) keeps a verdict only when pixels leave no doubt about it.
///
/// Its contrast is measured against the 10th and 90th percentiles (by luminance) of the
/// colours beside its strokes (research step 6c). It fails when even the most favourable
/// percentile fails by ``clearMargin``; it passes when even the least favourable pixel beside
/// its strokes, the darkest or the lightest, whichever contrasts less, passes by that margin;
/// anything else is a `review` with the measured range. A brown eye on a yellow emoji face at
/// 8.5:1 passes; white letters crossed by a white ring in a wallpaper do not (the ring's pixels
/// beside the strokes are the least favourable).
enum UnevenBackgroundRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "uneven-background"

  /// How far past the requirement a verdict on an uneven background must be: 15 %, an
  /// allowance for the local extremes that percentiles (for a failure) and the pixels between
  /// the brackets (for a pass) miss. With no margin for a pass, `page-hero`'s shadowed caption
  /// over a photograph, failing on patches no bracket touches, passed; with this one it is a
  /// review (see `Benchmarks/README.md`).
  static let clearMargin = 1.15

  /// The status of a candidate judged `status` on an uneven background: `ratios`, its
  /// contrast against the background percentiles, `worstRatio` against the least favourable
  /// pixel beside its strokes (``worstRatio(of:brackets:)``), for a requirement `required`.
  /// A `review` stays one, and so does anything with no requirement to be clear of.
  static func status(
    _ status: ScanFinding.Status, ratios: [Double], worstRatio: Double, required: Double?
  ) -> ScanFinding.Status {
    guard let required else { return .review }
    switch status {
    case .fail where (ratios.max() ?? .infinity) * clearMargin < required: return .fail
    case .pass where worstRatio >= required * clearMargin: return .pass
    default: return .review
    }
  }

  /// The contrast of `foreground` against the least favourable of `brackets` (packed sRGB
  /// colours beside its strokes): the lower of its ratios to the darkest and the lightest;
  /// `0` when there are none.
  static func worstRatio(of foreground: SRGB, brackets: [UInt32]) -> Double {
    guard let first = brackets.first else { return 0 }
    var darkest = first
    var lightest = first
    var low = PackedColor.luminance(first)
    var high = low
    for color in brackets.dropFirst() {
      let y = PackedColor.luminance(color)
      if y < low {
        low = y
        darkest = color
      } else if y > high {
        high = y
        lightest = color
      }
    }
    return min(
      WCAG2.contrastRatio(between: foreground, and: PackedColor.srgb(darkest)),
      WCAG2.contrastRatio(between: foreground, and: PackedColor.srgb(lightest)))
  }
}
