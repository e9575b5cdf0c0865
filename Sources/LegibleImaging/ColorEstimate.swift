/// The foreground of a group of ink spans, measured along the background→ink axis from the
/// *fully covered* stroke pixels.
///
/// Every anti-aliased pixel is a blend `p = a·F + (1 − a)·B`, so ink pixels lie on the segment
/// from B to F. Averaging them is biased toward B (#767676 on white would read ≈ 3.1:1 instead of
/// 4.54:1); the far end of the segment is F. It is trusted only when a *plateau* reaches it: pixels
/// near the far end with a neighbour at the same level both across and along the stroke, which
/// a stroke at least two pixels wide provides and a thin stroke of partial coverage (one uniform
/// pixel wide) does not. Without a plateau the estimate is the most covered shade found, and any
/// ratio from it is a lower bound.
struct ColorEstimate: Sendable, Hashable {
  /// The estimated foreground, 8-bit channels as doubles.
  var foreground: SIMD3<Double>
  /// The background the axis starts from.
  var background: SIMD3<Double>
  /// Distance from background to foreground along the axis, in 8-bit levels.
  var reach: Double
  /// Whether a plateau of fully covered pixels supports ``foreground``.
  var isMeasured: Bool
  /// Number of ink pixels examined.
  var inkPixels: Int
  /// Share of ink pixels on the plateau.
  var plateauShare: Double
  /// Median coverage-weighted stroke width in pixels (coverage summed across each stroke).
  var strokeWidth: Double
  /// Unit vector from background to foreground in RGB.
  var axis: SIMD3<Double>

  /// Plateau band: pixels within this share of the far end count as fully covered (research
  /// step 6b uses a ≥ 0.95; 0.96 with an 8-bit floor of 3 levels keeps quantisation noise in).
  static let plateauShareOfReach = 0.04
  static let plateauFloorLevels = 3.0
  /// A measured foreground needs this share of ink pixels on the plateau (research step 6b:
  /// "at least about 10 %").
  static let minimumPlateauShare = 0.10
  /// …and this share of ink pixels starting a 2×2 plateau block (empirical: joints of thin
  /// strokes give a few such pixels, real stems two pixels wide or more give many more).
  static let minimumInteriorShare = 0.02

  /// Estimates the foreground of `spans[indices]` against `background` (packed 8-bit colour).
  /// Returns `nil` when no ink pixel differs from the background.
  init?(spans: InkSpans, indices: [Int], background packed: UInt32, image: ScanImage) {
    let b = SIMD3<Double>(
      Double(PackedColor.red(packed)), Double(PackedColor.green(packed)),
      Double(PackedColor.blue(packed)))
    var offsets: [SIMD3<Double>] = []
    for s in indices {
      let y = Int(spans.y[s])
      for x in Int(spans.x0[s])..<Int(spans.x1[s]) {
        let c = image.rgb(x, y)
        offsets.append(
          SIMD3(
            Double(PackedColor.red(c)), Double(PackedColor.green(c)), Double(PackedColor.blue(c)))
            - b)
      }
    }
    guard !offsets.isEmpty else { return nil }
    // Axis: mean direction of the 5 % of pixels farthest from B (robust to a single outlier).
    let lengths = offsets.map { ($0 * $0).sum() }
    let sortedLengths = lengths.sorted()
    let farCut = sortedLengths[min(sortedLengths.count - 1, Int(Double(sortedLengths.count) * 0.95))]
    guard farCut > 0 else { return nil }
    var direction = SIMD3<Double>(repeating: 0)
    for (o, l) in zip(offsets, lengths) where l >= farCut { direction += o / l.squareRoot() }
    let norm = (direction * direction).sum().squareRoot()
    guard norm > 0 else { return nil }
    let u = direction / norm
    let d = offsets.map { ($0 * u).sum() }
    let sortedD = d.sorted()
    // Far end: the 99th percentile, so a stray pixel (a neighbour's halo) cannot set it.
    let reach = sortedD[min(sortedD.count - 1, Int(Double(sortedD.count) * 0.99))]
    guard reach > 0 else { return nil }
    let band = max(Self.plateauFloorLevels, Self.plateauShareOfReach * reach)
    let level = reach - band
    var plateau: [SIMD3<Double>] = []
    for (o, di) in zip(offsets, d) where di >= level { plateau.append(o + b) }
    // Per-channel median of the plateau.
    func median(_ values: [Double]) -> Double {
      let s = values.sorted()
      return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
    let f = SIMD3(
      median(plateau.map { $0.x }), median(plateau.map { $0.y }), median(plateau.map { $0.z }))

    // Interior plateau pixels: a plateau neighbour horizontally and vertically.
    func isPlateau(_ x: Int, _ y: Int) -> Bool {
      guard x >= 0 && y >= 0 && x < image.width && y < image.height else { return false }
      let c = image.rgb(x, y)
      let o =
        SIMD3(Double(PackedColor.red(c)), Double(PackedColor.green(c)), Double(PackedColor.blue(c)))
        - b
      return (o * u).sum() >= level
    }
    var interior = 0
    var index = 0
    var strokeWidths: [Double] = []
    for s in indices {
      let y = Int(spans.y[s])
      var strokeMass = 0.0
      var inStroke = false
      for x in Int(spans.x0[s])..<Int(spans.x1[s]) {
        let di = d[index]
        // The top-left pixel of a 2×2 block on the plateau: only a stroke at least two pixels
        // wide (or a real blob) has one; a one-pixel stem of uniform partial coverage has none.
        if di >= level && isPlateau(x + 1, y) && isPlateau(x, y + 1) && isPlateau(x + 1, y + 1) {
          interior += 1
        }
        // Stroke widths: coverage summed over each stretch above half coverage.
        let a = max(0, min(1, di / reach))
        if a >= 0.5 {
          inStroke = true
          strokeMass += a
        } else {
          if inStroke { strokeWidths.append(strokeMass + a) }
          inStroke = false
          strokeMass = a
        }
        index += 1
      }
      if inStroke { strokeWidths.append(strokeMass) }
    }
    let n = Double(offsets.count)
    self.foreground = f
    self.background = b
    self.reach = reach
    self.axis = u
    self.inkPixels = offsets.count
    self.plateauShare = Double(plateau.count) / n
    self.isMeasured =
      Double(plateau.count) >= Self.minimumPlateauShare * n
      && Double(interior) >= max(2, Self.minimumInteriorShare * n)
    self.strokeWidth = strokeWidths.isEmpty ? 0 : median(strokeWidths)
  }

  /// The foreground if the most covered pixels had only `coverage` of it: `B + (F − B) / coverage`,
  /// clamped to the 8-bit cube. Used as the most favourable case for a lower bound.
  func extrapolated(coverage: Double) -> SIMD3<Double> {
    let g = background + (foreground - background) / coverage
    return SIMD3(
      max(0, min(255, g.x)), max(0, min(255, g.y)), max(0, min(255, g.z)))
  }

  /// The background (packed) brackets of `spans[indices]` vote for most often, exactly (24-bit),
  /// with the share of brackets within the same-surface tolerance of it.
  static func backgroundMode(spans: InkSpans, indices: [Int]) -> (
    color: UInt32, uniformity: Double, brackets: [UInt32]
  )? {
    var brackets: [UInt32] = []
    brackets.reserveCapacity(indices.count * 2)
    for s in indices {
      if spans.leftRegion[s] >= 0 { brackets.append(spans.leftColor[s]) }
      if spans.rightRegion[s] >= 0 { brackets.append(spans.rightColor[s]) }
    }
    guard !brackets.isEmpty else { return nil }
    var counts: [UInt32: Int] = [:]
    for c in brackets { counts[c, default: 0] += 1 }
    // Ties broken by the smaller packed value so the result is deterministic.
    let mode = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
    let near = brackets.filter {
      PackedColor.distance($0, mode) <= FlatRegions.sameSurfaceTolerance
    }.count
    return (mode, Double(near) / Double(brackets.count), brackets)
  }
}
