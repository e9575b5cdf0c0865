import LegibleColor

/// Runs the size rules (`text-size`, `thin-text`, `target-size`) over what a scan found, for one
/// platform at one scale.
///
/// Text rules read each line's ``InkMetrics``, on lines over a flat or gradient surface (over a
/// picture a line's height is not to be trusted) with at least ``faintestText`` contrast. Under
/// an inferred scale a `text-size` failure is reported as a warning, since a wrong guess (2× for
/// 3×) moves every size by half. Targets are chosen here: a lone icon in a bar
/// (its centre in the top or bottom 15 % of the screen, where navigation bars, toolbars and tab
/// bars sit, or in a row with another lone icon of about its height), certainly an icon (not
/// `shortText`) and with no ink right beside it (``isBeside(_:_:)``), and a filled or bordered
/// button shape around a line of text or such an icon, anywhere on the screen (``ControlShape``). The clear space beside each target
/// is measured from the pixels (``ClearSpace``).
enum SizeAudit {
  /// Share of the screen height at the top and at the bottom where bars sit (a 44–50 pt
  /// navigation or tab bar plus the status bar or home indicator is 12–15 % of an iPhone's
  /// 812–956 pt).
  static let barBandShare = 0.15
  /// Ink under this contrast against all of its background is not judged for size: the
  /// contrast rules report them, and text that faint is often found in fragments whose height
  /// is not the font's (empirical: the faintest intentional UI text, placeholders and disabled
  /// labels, stays above 1.4:1; see `ScreenshotScanner`).
  static let faintestText = 1.4

  static func findings(
    _ scanned: [ScanFinding], image: ScanImage, scale: Double, scaleSource: ScaleSource,
    platform: Platform, isStrict: Bool
  ) -> [SizeFinding] {
    guard scale > 0 else { return [] }
    let sizes = platform.sizes
    let inferred = scaleSource == .inferred
    let scaleNote =
      " (\(platform.rawValue), @\(TextSizeRule.format(scale))x"
      + (inferred ? ", scale inferred from the text: sizes may be off" : "") + ")"
    var out: [SizeFinding] = []
    func add(
      _ rule: SizeFinding.Rule, _ status: SizeFinding.Status, _ subject: SizeFinding.Subject,
      _ box: PixelRect, measured: Double, required: Double, why: String,
      target: (Double, Double)? = nil, weight: Double? = nil
    ) {
      let what = subject == .text ? "text \(TextSizeRule.format(measured)) \(sizes.unit) " : ""
      out.append(
        SizeFinding(
          rule: rule, status: status, subject: subject, bbox: box, measured: measured,
          targetWidth: target?.0, targetHeight: target?.1, weightRatio: weight,
          required: required, unit: sizes.unit, platform: platform, scale: scale,
          scaleSource: scaleSource, message: what + why + scaleNote))
    }

    // Text: lines on a flat or gradient surface, visible enough to have been meant as text.
    for f in scanned where f.kind == .text && f.wcagRatioRange.upperBound >= faintestText {
      guard let m = f.metrics, m.isLine, !f.flags.contains(.imageBackground) else { continue }
      if let d = TextSizeRule.decide(
        TextSizeRule.Input(metrics: m, scale: scale, sizes: sizes, isStrict: isStrict))
      {
        // A size read under a guessed scale may be off by half: a warning, not a failure.
        let status: SizeFinding.Status = inferred ? .warning : d.status
        let why =
          inferred && d.status == .fail ? d.why + "; a warning until the scale is known" : d.why
        add(.textSize, status, .text, f.bbox, measured: d.size, required: d.required, why: why)
      }
      if let d = ThinTextRule.decide(ThinTextRule.Input(metrics: m, scale: scale, sizes: sizes)) {
        add(
          .thinText, .warning, .text, f.bbox, measured: d.size, required: d.required, why: d.why,
          weight: d.weightRatio)
      }
    }

    func judgeTarget(_ subject: SizeFinding.Subject, _ box: PixelRect, _ clear: ClearSpace) {
      let input = TargetSizeRule.Input(
        subject: subject, width: Double(box.width) / scale, height: Double(box.height) / scale,
        clearSpace: (
          clear.left / scale, clear.right / scale, clear.top / scale, clear.bottom / scale
        ), sizes: sizes)
      guard let d = TargetSizeRule.decide(input) else { return }
      add(
        .targetSize, .warning, subject, box, measured: min(d.targetWidth, d.targetHeight),
        required: d.required, why: d.why, target: (d.targetWidth, d.targetHeight))
    }

    // Targets: button shapes first; a glyph inside one is judged as the shape.
    var shapes: [PixelRect] = []
    for f in scanned where f.kind == .text && !f.flags.contains(.imageBackground) {
      guard let m = f.metrics, m.isLine, f.wcagRatioRange.upperBound >= faintestText else {
        continue
      }
      guard
        let shape = ControlShape.enclosing(
          f.bbox, background: f.background, image: image,
          scale: scale),
        !shapes.contains(shape)
      else { continue }
      shapes.append(shape)
    }
    let icons = scanned.filter { f in
      f.kind == .nonText && f.metrics?.isLine == false
        && f.wcagRatioRange.upperBound >= faintestText
        && f.flags.isDisjoint(with: [.imageBackground, .shortText])
        && !shapes.contains { $0.contains(x: f.bbox.x, y: f.bbox.y) }
        && !scanned.contains { isBeside(f.bbox, $0.bbox) }
    }
    let barHeight = Double(image.height) * barBandShare
    for (n, f) in icons.enumerated() {
      // A glyph on a filled or bordered shape of its own (an icon button) is judged as the shape.
      if let shape = ControlShape.enclosing(
        f.bbox, background: f.background, image: image, scale: scale)
      {
        if !shapes.contains(shape) { shapes.append(shape) }
        continue
      }
      let centre = Double(f.bbox.y) + Double(f.bbox.height) / 2
      let inBand = centre < barHeight || centre > Double(image.height) - barHeight
      let inRow = icons.indices.contains { k in k != n && isRow(f.bbox, icons[k].bbox) }
      guard inBand || inRow else { continue }
      let clear = ClearSpace.around(
        f.bbox, background: PackedColor.pack(srgb: f.background), image: image,
        limit: Int((sizes.unbezeledPadding * scale).rounded(.up)))
      judgeTarget(.icon, f.bbox, clear)
    }
    for shape in shapes {
      let clear = ClearSpace.around(
        shape, background: nil, image: image,
        limit: Int((sizes.bezeledPadding * scale).rounded(.up)))
      judgeTarget(.control, shape, clear)
    }

    out.sort {
      ($0.bbox.y, $0.bbox.x, $0.rule.rawValue) < ($1.bbox.y, $1.bbox.x, $1.rule.rawValue)
    }
    return out
  }

  /// Whether `other` is ink right beside `glyph` on its line (overlapping half its height, at
  /// most half its height away sideways): a letter split from its word, or an icon drawn as
  /// part of a labelled control, judged with it rather than alone.
  static func isBeside(_ glyph: PixelRect, _ other: PixelRect) -> Bool {
    guard other != glyph else { return false }
    let h = Double(glyph.height)
    let overlap = min(glyph.maxY, other.maxY) - max(glyph.y, other.y)
    guard Double(overlap) >= 0.5 * min(h, Double(other.height)) else { return false }
    let gap = max(glyph.x, other.x) - min(glyph.maxX, other.maxX)
    return Double(gap) <= 0.5 * h
  }

  /// Whether two lone icons sit in one row, as in a toolbar or tab bar: centres within a
  /// quarter of the taller one's height, heights within a factor of 1.5, at most four heights
  /// apart (toolbar icons sit 1–3 icon widths apart; a list row's leading icon and trailing
  /// chevron are much further).
  static func isRow(_ a: PixelRect, _ b: PixelRect) -> Bool {
    let ha = Double(a.height)
    let hb = Double(b.height)
    let tall = max(ha, hb)
    guard max(ha, hb) <= 1.5 * min(ha, hb) else { return false }
    let ca = Double(a.y) + ha / 2
    let cb = Double(b.y) + hb / 2
    guard abs(ca - cb) <= tall / 4 else { return false }
    let gap = Double(max(a.x, b.x) - min(a.maxX, b.maxX))
    return gap > 0 && gap <= 4 * tall
  }
}

extension PackedColor {
  /// The packed form of an opaque colour.
  static func pack(srgb color: SRGB) -> UInt32 {
    let c = color.rgba8
    return pack(r: Int(c.red), g: Int(c.green), b: Int(c.blue))
  }
}
