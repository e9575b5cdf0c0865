import LegibleColor

extension PictureText.Line {
  /// Why this line is picture detail after all (rule `image-content`), or `nil` when it is text
  /// drawn over the picture: faint against the picture (under
  /// ``ImageRegionTuning/drawnOverContrast`` against every background percentile), in its
  /// middle tones (``ImageContentRule/isMiddleTone(ink:backgrounds:)``), or in a colour the
  /// picture beside it shares (``ImageContentRule/paletteShare(beside:ink:in:pictures:)``,
  /// read within the `pictures` it lies in).
  func pictureDetail(in image: ScanImage, pictures: [PixelRect] = []) -> String? {
    let ink = PackedColor.srgb(foreground)
    let high =
      backgrounds.map { WCAG2.contrastRatio(between: ink, and: PackedColor.srgb($0)) }.max() ?? 0
    if high < ImageRegionTuning.drawnOverContrast {
      return "a line of solid strokes under 1.5:1 against every pixel around it"
    }
    if ImageContentRule.isMiddleTone(ink: foreground, backgrounds: backgrounds) {
      return "a line of solid strokes in the picture's middle tones: a painting's strokes"
    }
    let share = ImageContentRule.paletteShare(
      beside: box, ink: foreground, in: image, pictures: pictures)
    if share > ImageRegionTuning.paletteShare {
      return
        "a line of solid strokes in the picture's palette: \(Int((share * 100).rounded())) % "
        + "of the pixels beside it have its colour"
    }
    return nil
  }

  /// The finding for this line of text over a picture, judged over its background range (rule
  /// `image-content`); for a line that is not picture detail (``pictureDetail(in:pictures:)``).
  func finding(
    image: ScanImage, scale: Double?, scaleSource: ScaleSource, options: ScanOptions,
    deciding: [Policy]
  ) -> ScanFinding? {
    let foreground = PackedColor.srgb(self.foreground)
    let backgrounds = self.backgrounds.map(PackedColor.srgb)
    let ratios = backgrounds.map { WCAG2.contrastRatio(between: foreground, and: $0) }
    guard let low = ratios.min(), let high = ratios.max() else { return nil }
    let worst = backgrounds[ratios.indices.min { ratios[$0] < ratios[$1] }!]
    let size = SizeEstimate(glyphHeight: Int(capHeight.rounded()), strokeWidth: strokeWidth)
    let cssSize = scale.map { size.fontSize / $0 }
    // Display type on a plain surface (rule `display-text`) has one background colour.
    var flags: Set<ScanFinding.Flag> = []
    if let lightest = self.backgrounds.last, let darkest = self.backgrounds.first,
      PackedColor.distance(lightest, darkest) > FlatRegions.sameSurfaceTolerance
    {
      flags.insert(.imageBackground)
    }
    if scale == nil { flags.insert(.scaleUnknown) }
    if scaleSource == .inferred { flags.insert(.scaleInferred) }
    func judge(cssSize: Double) -> ScanJudgement {
      ScanJudgement(
        ScanJudgement.Input(
          kind: .text, couldBeText: true, couldBeNonText: false, foreground: foreground,
          bestForeground: foreground, backgrounds: backgrounds, nominalBackground: worst,
          isLowerBound: false, cssSize: cssSize, pixelSize: size.fontSize,
          capHeight: size.capHeight, extraSizeTolerance: 0, isBold: size.isBold,
          isWeightUncertain: false, weightRatio: size.weightRatio),
        policies: options.policies, deciding: deciding)
    }
    func pictureStatus(of judgement: ScanJudgement) -> ScanFinding.Status {
      guard let required = judgement.required, judgement.status != .review else {
        return judgement.status
      }
      return ImageContentRule.status(ratios: ratios, required: required)
    }
    let judgement = judge(cssSize: cssSize ?? size.fontSize / ScreenshotScanner.unknownScaleReading)
    var status = pictureStatus(of: judgement)
    var reason = judgement.reason
    if status == .review {
      reason =
        "over a picture: contrast \(ScanJudgement.format(low))–\(ScanJudgement.format(high)):1 "
        + "against the background range"
    }
    // A pass under an inferred scale must hold at every plausible scale (rule
    // `scale-uncertain`).
    if scaleSource == .inferred, let inferred = scale, status == .pass {
      let elsewhere = ScaleUncertaintyRule.alternativeScales(
        to: inferred, fontSizeInPixels: size.fontSize
      ).map { s in
        let j = judge(cssSize: size.fontSize / s)
        return (scale: s, required: j.required, status: pictureStatus(of: j))
      }
      // The largest such scale reads the text smallest: the strictest reading.
      if let other = elsewhere.last(where: { $0.status != .pass }) {
        status = ScaleUncertaintyRule.status(
          atInferred: status, atAlternatives: elsewhere.map(\.status))
        reason += ScaleUncertaintyRule.explanation(
          inferred: inferred, alternative: other.scale,
          required: other.status == .fail ? other.required : nil)
      }
    }
    let nominal = ContrastMeasurement(opaqueForeground: foreground, background: worst)
    return ScanFinding(
      kind: .text, status: status, bbox: box, foreground: foreground, background: worst,
      wcagRatio: nominal.wcagRatio, wcagRatioRange: low...high, apcaLc: nominal.apcaLc,
      required: judgement.required, textHeight: size.capHeight, fontSizeInPixels: size.fontSize,
      estimatedFontSize: cssSize, bold: size.isBold, confidence: 0.95 * 0.6, isLowerBound: false,
      reason: reason, flags: flags, verdicts: judgement.verdicts,
      decidingPolicy: judgement.decidingPolicy?.id)
  }
}
