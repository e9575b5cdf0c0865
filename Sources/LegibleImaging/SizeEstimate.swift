/// Font size and weight estimated from the ink of a text line.
///
/// The line's row profile (ink pixels per row) is dense through the x-height band and sparse in
/// the ascender and descender zones. The band's last dense row is the baseline; the line's top is
/// the cap or ascender line, and most lines reach it with an ascender ("b", "d", "l", "h") or a
/// capital. That height ÷ 0.73 gives the font size: the ascender line sits at 0.76 em in DejaVu
/// Sans, 0.73 em in Arial/Liberation Sans, 0.68 em in Times/Liberation Serif, and capitals at
/// 0.70–0.73 em (font metrics), so the estimate is good to about ±8 % across common faces.
/// Weight comes from stroke width over font size: regular faces sit
/// near 0.08–0.10 em, bold near 0.14–0.16 em (stem widths of the same faces).
struct SizeEstimate: Sendable, Hashable {
  /// Cap (or ascender) height in image pixels.
  var capHeight: Double
  /// x-height in image pixels (equal to cap height when the line has no distinct x band).
  var xHeight: Double
  /// Estimated font size in image pixels.
  var fontSize: Double
  /// Stroke width over font size.
  var weightRatio: Double

  /// Cap height as a share of the em (see type documentation).
  static let capHeightPerEm = 0.73
  /// Stroke/size ratio from which text is bold (empirical midpoint of regular ≈ 0.09 and
  /// bold ≈ 0.15).
  static let boldRatio = 0.12
  /// Stroke/size ratio from which text is clearly bold, not semibold (empirical, measured on the
  /// labelled screenshots: DejaVu Sans Bold reads 0.15–0.19, regular 0.09–0.11).
  static let clearlyBoldRatio = 0.15
  /// Half-width of the band around ``boldRatio`` where weight is uncertain (empirical).
  static let boldUncertainty = 0.012
  /// A row belongs to the dense band when it holds this share of the densest row's ink
  /// (empirical: ascender-only rows hold 15–30 %).
  static let denseRowShare = 0.4

  /// Whether the strokes look bold.
  var isBold: Bool { weightRatio >= Self.boldRatio }
  /// Whether the weight is too close to the boundary to call.
  var isWeightUncertain: Bool { abs(weightRatio - Self.boldRatio) < Self.boldUncertainty }

  /// Estimates size from the spans of a line whose box is `box`.
  init(spans: InkSpans, indices: [Int], box: PixelRect, strokeWidth: Double) {
    var profile = [Int](repeating: 0, count: max(1, box.height))
    for s in indices {
      let r = Int(spans.y[s]) - box.y
      if r >= 0 && r < profile.count { profile[r] += Int(spans.x1[s] - spans.x0[s]) }
    }
    let peak = profile.max() ?? 0
    let threshold = Double(peak) * Self.denseRowShare
    let firstDense = profile.firstIndex { Double($0) >= threshold } ?? 0
    let lastDense = profile.lastIndex { Double($0) >= threshold } ?? (profile.count - 1)
    let cap = Double(lastDense + 1)
    let x = Double(lastDense - firstDense + 1)
    capHeight = cap
    xHeight = x
    // With no distinct x band (all capitals, digits, or all x-height letters) the height is
    // read as a cap height: the smaller of the two possible sizes, so the stricter threshold.
    fontSize = cap / Self.capHeightPerEm
    weightRatio = fontSize > 0 ? strokeWidth / fontSize : 0
  }

  /// Estimate for a single glyph or icon: its height is taken as the cap height.
  init(glyphHeight: Int, strokeWidth: Double) {
    capHeight = Double(glyphHeight)
    xHeight = Double(glyphHeight)
    fontSize = Double(glyphHeight) / Self.capHeightPerEm
    weightRatio = fontSize > 0 ? strokeWidth / fontSize : 0
  }
}
