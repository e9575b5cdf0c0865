import LegibleColor

/// Rule `image-content`: a candidate inside picture content (``ImageRegions``) is part of the
/// picture and is dropped, unless it is a line of text drawn over the picture; text kept over a
/// picture is judged over the range of background it sits on.
///
/// A line reads as drawn over a picture when its glyphs have solid strokes of one colour that
/// stands apart from the pixels around them: at least
/// ``ImageRegionTuning/drawnOverMeasuredShare`` of its glyphs hold their full stroke colour, and
/// the median glyph's ink contrasts with its own surroundings by at least
/// ``ImageRegionTuning/drawnOverContrast``. A lone glyph or shape inside a picture is always
/// picture detail (a QR module, a building on a map, a highlight in a photograph).
///
/// Near-invisible text on a *flat* surface is never in a picture region, so this rule never
/// touches it: white on `#ffff00` (1.07:1) stays a failure.
enum ImageContentRule {
  /// The rule's id, as `--explain` prints it.
  static let id = "image-content"

  /// What the rule decided for one candidate.
  enum Decision: Sendable, Hashable {
    /// The candidate is not inside a picture; the rule does not apply.
    case notInPicture
    /// A line of text drawn over a picture: kept, judged over the picture's range.
    case textOverPicture
    /// Picture content, with the reason in words.
    case picture(String)

    /// Whether the candidate is dropped.
    var drops: Bool {
      if case .picture = self { return true }
      return false
    }
  }

  /// Decides for a candidate made of `glyphs` (a line when `isLine`) with `pictureShare` of its
  /// box inside picture regions.
  static func decide(glyphs: [GlyphCandidate], isLine: Bool, pictureShare: Double) -> Decision {
    guard pictureShare > ImageRegionTuning.insideShare else { return .notInPicture }
    guard isLine else { return .picture("a lone shape inside a picture") }
    let solid = glyphs.filter { !$0.isSpeck }
    guard solid.count >= 2 else { return .picture("a lone shape inside a picture") }
    let measured = solid.filter(\.ink.isMeasured).count
    if Double(measured) < ImageRegionTuning.drawnOverMeasuredShare * Double(solid.count) {
      return .picture("picture detail: too few glyphs hold a solid stroke colour")
    }
    var contrasts = solid.map { glyph in
      WCAG2.contrastRatio(
        between: srgb(glyph.ink.foreground), and: PackedColor.srgb(glyph.background))
    }
    contrasts.sort()
    let median = contrasts[contrasts.count / 2]
    if median < ImageRegionTuning.drawnOverContrast {
      return .picture(
        "picture detail: its ink contrasts with its surroundings by only "
          + "\(ScanJudgement.format(median)):1")
    }
    return .textOverPicture
  }

  /// The status of text over a picture whose contrast against the background percentiles is
  /// `ratios`, for a requirement `required`: `fail` when even the most favourable background
  /// fails, `pass` when even the least favourable one passes, each by
  /// ``ImageRegionTuning/verdictMargin`` (the percentiles miss local extremes), otherwise
  /// `review`.
  static func status(ratios: [Double], required: Double) -> ScanFinding.Status {
    guard let low = ratios.min(), let high = ratios.max() else { return .review }
    if high * ImageRegionTuning.verdictMargin < required { return .fail }
    if low >= required * ImageRegionTuning.verdictMargin { return .pass }
    return .review
  }

  private static func srgb(_ v: SIMD3<Double>) -> SRGB {
    PackedColor.srgb(
      PackedColor.pack(r: Int(v.x.rounded()), g: Int(v.y.rounded()), b: Int(v.z.rounded())))
  }
}
