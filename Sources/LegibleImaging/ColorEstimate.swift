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
  /// A second ink colour on the far side of the background from ``foreground`` (a text shadow,
  /// halo or outline), or `nil`.
  var halo: SIMD3<Double>?
  /// How abruptly spans rise from the background, as a share of ``reach``: per span the smaller
  /// of its two edge steps (the largest step within two pixels of each end), or a larger step
  /// inside it (text within a soft halo), and the 75th percentile over spans. About 0.5–1 for
  /// anti-aliased glyphs, which have two crisp edges; small for shadows and blur, which fade out
  /// on one side at least and hold no crisp edge inside.
  var sharpness: Double

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
  /// With `detailed` false, stroke widths and halos are skipped (component-level estimates, which
  /// only chain glyphs, need neither).
  init?(
    spans: InkSpans, indices: [Int], background packed: UInt32, image: ScanImage,
    detailed: Bool = true
  ) {
    self.init(
      spans: spans, indices: indices, background: packed, image: image, detailed: detailed,
      workspace: Workspace())
  }

  /// The same estimate, in `workspace`'s buffers (see ``Workspace``).
  init?(
    spans: InkSpans, indices: [Int], background packed: UInt32, image: ScanImage,
    detailed: Bool, workspace: Workspace
  ) {
    let result = indices.withUnsafeBufferPointer {
      Self.estimate(
        spans: spans, indices: $0, background: packed, image: image, detailed: detailed,
        workspace: workspace)
    }
    guard let result else { return nil }
    self = result
  }

  /// Working memory of an estimate, kept for the next one: glyph-level estimates come by the
  /// thousand, and two allocations each were a tenth of their cost.
  final class Workspace {
    /// A buffer of trivial values that only grows, by half again at least (sizes rise by a few
    /// pixels at a time).
    struct Buffer<Element> {
      private var base: UnsafeMutablePointer<Element>? = nil
      private var capacity = 0

      /// At least `count` elements, contents undefined.
      mutating func reserve(_ count: Int) -> UnsafeMutablePointer<Element> {
        if let base, count <= capacity { return base }
        base?.deallocate()
        capacity = max(count, capacity + capacity / 2)
        let buffer = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        base = buffer
        return buffer
      }

      func deallocate() { base?.deallocate() }
    }

    /// The estimate's scratch values (see `estimate`).
    var floats = Buffer<Float>()
    /// The histograms' counts (`ColorEstimate.histogramSlots`).
    var histograms = Buffer<Int32>()
    /// The hash table of ``ColorEstimate/dominantBackground(spans:indices:workspace:)`` and its
    /// brackets.
    var table = Buffer<UInt64>()
    var brackets = Buffer<UInt32>()
    /// The estimate's far pixels (indices) and plateau colours.
    var indices = Buffer<Int32>()
    var plateau = Buffer<UInt32>()
    /// The bytes an estimate reads ahead of its gather, combined (see `estimate`).
    var touched: UInt8 = 0

    init() {}

    deinit {
      floats.deallocate()
      histograms.deallocate()
      table.deallocate()
      brackets.deallocate()
      indices.deallocate()
      plateau.deallocate()
    }
  }

  /// Distances in 8-bit RGB lie below 442 (√3 × 255): one-level histogram bins.
  static let binCount = 443
  /// Lengths and projections (``binCount`` each), then the plateau's and the halo's three
  /// 256-bin channels.
  static let histogramSlots = 2 * binCount + 1536

  private static func estimate(
    spans: InkSpans, indices: UnsafeBufferPointer<Int>, background packed: UInt32,
    image: ScanImage, detailed: Bool, workspace: Workspace
  ) -> Self? {
    let bR = Float(PackedColor.red(packed))
    let bG = Float(PackedColor.green(packed))
    let bB = Float(PackedColor.blue(packed))
    var total = 0
    for s in indices { total += Int(spans.x1[s] - spans.x0[s]) }
    guard total > 0 else { return nil }
    // A constant: the nested functions below capture it without boxing (a captured `var` is
    // heap-boxed and access-checked on every use).
    let count = total
    let width = image.width
    let height = image.height
    let binCount = Self.binCount
    return image.bytes.withUnsafeBufferPointer { px -> Self? in
      // Unchecked assumption: spans lie inside the image, so every (x, y) read is in bounds;
      // neighbour reads are checked explicitly.
      @inline(__always) func channels(_ x: Int, _ y: Int) -> (Float, Float, Float) {
        let i = (y &* width &+ x) &* 4
        return (Float(px[i]) - bR, Float(px[i &+ 1]) - bG, Float(px[i &+ 2]) - bB)
      }
      // One scratch buffer for the ink pixels' packed colours, their squared distances from B
      // and their projections; every slot below `count` is written before it is read. Behind
      // them: the plateau's three channels, stroke widths and per-span edge steps (at most one
      // of each per pixel) and a small selection buffer. One buffer, from the workspace:
      // glyph-sized groups are many, and allocations dominated their cost.
      // A pixel's offset from B is recomputed from its packed colour where needed (a
      // conversion from a byte, exact), which keeps the buffers small and needs no conversion
      // from `Float` for the histograms' bins.
      let scratch = workspace.floats.reserve(9 * count + 32)
      let colors = UnsafeMutableRawPointer(scratch).bindMemory(to: UInt32.self, capacity: count)
      defer { UnsafeMutableRawPointer(colors).bindMemory(to: Float.self, capacity: count) }
      let squares = scratch + count
      let d = scratch + 2 * count
      let plateauChannels = scratch + 3 * count  // red, green, blue: `count` slots each
      let strokeWidths = scratch + 6 * count
      let edgeSteps = scratch + 7 * count
      let spare = scratch + 8 * count  // the order statistics' second buffer
      let selection = scratch + 9 * count
      @inline(__always) func offset(_ c: UInt32) -> (Float, Float, Float) {
        (Float(c & 0xFF) - bR, Float(c >> 8 & 0xFF) - bG, Float(c >> 16) - bB)
      }
      // Small groups select and sort; large ones use histograms (≈ 1,700 bins per call).
      let small = count <= 256
      // All histograms in one buffer of 32-bit counts, zeroed where used: lengths and
      // projections (`binCount` each), then the plateau's and the halo's three 256-bin
      // channels. Unchecked assumption: every index below is clamped or an 8-bit channel value,
      // so in bounds. Small groups without details (glyph-level estimates, the most frequent
      // calls) use none of them.
      let bins = workspace.histograms.reserve(Self.histogramSlots)
      let lengthHistogram = bins
      let projectionHistogram = bins + binCount
      let histograms = bins + 2 * binCount
      let haloHistograms = bins + 2 * binCount + 768
      if detailed { haloHistograms.initialize(repeating: 0, count: 768) }
      // Offsets and their squared lengths. Offsets are whole numbers, so a squared length is a
      // whole number below 2^24, exact in `Float`: its square root is the length the estimate
      // has always used, and `Int(length) >= n` is exactly `square >= n²` (the square root is
      // correctly rounded, and below a whole n² the next square is n² − 1, whose root lies
      // 1/(2n) ≥ 0.001 below n, far more than half a `Float` step there). So the root is taken
      // only where a length is needed: for the histogram of large groups and the far pixels.
      // The spans' rows lie a whole image row apart, mostly out of cache by now: one load per
      // span end first, all independent, lets their misses overlap, where the gather below
      // (longer per span) keeps only a few in flight. The loads are folded into a value kept
      // in the workspace so that they are not dropped.
      var touched: UInt8 = 0
      for s in indices {
        let start = (Int(spans.y[s]) &* width &+ Int(spans.x0[s])) &* 4
        let end = start &+ (Int(spans.x1[s]) &- Int(spans.x0[s]) &- 1) &* 4
        touched |= px[start] | px[end]
      }
      workspace.touched = touched
      var k = 0
      for s in indices {
        let x0 = Int(spans.x0[s])
        let n = Int(spans.x1[s]) &- x0
        let row = UnsafeRawPointer(px.baseAddress! + (Int(spans.y[s]) &* width &+ x0) &* 4)
        for j in 0..<n {
          // Bytes red, green, blue, alpha: `r | g << 8 | b << 16` once alpha is masked off.
          let c =
            UInt32(littleEndian: row.loadUnaligned(fromByteOffset: j &* 4, as: UInt32.self))
            & 0xFF_FFFF
          colors[k &+ j] = c
          let (r, g, b) = offset(c)
          squares[k &+ j] = r * r + g * g + b * b
        }
        k &+= n
      }
      func percentileBin(_ histogram: UnsafeMutablePointer<Int32>, _ p: Double) -> Int {
        let target = Int(Double(count - 1) * p)
        var seen = 0
        for bin in 0..<binCount {
          seen += Int(histogram[bin])
          if seen > target { return bin }
        }
        return binCount - 1
      }
      // Axis: mean direction of the 5 % of pixels farthest from B (robust to a single outlier).
      // The value at index ⌊(count − 1)·p⌋ of the sorted values, found as the least of the
      // `count − index` largest (a handful for p ≥ 0.95 and count ≤ 256) without sorting.
      func percentileOfSorted(_ values: UnsafePointer<Float>, _ p: Double) -> Float {
        // `count ≤ 256` and p ≥ 0.95 keep m ≤ 14, within the 32-slot selection buffer.
        let m = count - Int(Double(count - 1) * p)
        var filled = 0  // selection[0..<filled] ascending
        for i in 0..<count {
          let v = values[i]
          if filled == m {
            if v <= selection[0] { continue }
            for j in 1..<filled { selection[j - 1] = selection[j] }
            filled -= 1
          }
          var j = filled
          while j > 0 && selection[j - 1] > v {
            selection[j] = selection[j - 1]
            j -= 1
          }
          selection[j] = v
          filled += 1
        }
        return selection[0]
      }
      // The value at position `target` of `count` values in order is the largest `b` that at
      // least `count − target` of them reach. With `b` the largest value's whole part, that is
      // one count (branch-free, vectorised): where enough values reach it (a plateau of one
      // colour, most often), the percentile is `b` exactly. `top` and `reaching` come from
      // the caller's values; `nil` leaves the question to the selection or histogram below.
      func percentileAtTop(_ p: Double, _ top: Int, _ reaching: (Int) -> Int) -> Int? {
        let needed = count - Int(Double(count - 1) * p)
        return reaching(top) >= needed ? top : nil
      }
      // The square root keeps the order of the squares: the percentile of the lengths is the
      // root of the percentile of the squares. A length's whole part reaches `b` exactly when
      // its square reaches b² (see above).
      let topSquare = largest(squares, count)
      let farBin: Int
      if let b = percentileAtTop(
        0.95, Int(topSquare.squareRoot()),
        { b in
          let bound = Float(b * b)
          var n = 0
          for i in 0..<count { n &+= bit(squares[i] >= bound) }
          return n
        })
      {
        farBin = b
      } else if small {
        farBin = Int(percentileOfSorted(squares, 0.95).squareRoot())
      } else {
        lengthHistogram.initialize(repeating: 0, count: binCount)
        for i in 0..<count {
          lengthHistogram[min(binCount - 1, Int(squares[i].squareRoot()))] &+= 1
        }
        farBin = percentileBin(lengthHistogram, 0.95)
      }
      let farSquare = Float(farBin * farBin)
      var sx: Float = 0
      var sy: Float = 0
      var sz: Float = 0
      // The far pixels are mostly the plateau, one colour: its unit offset (a square root and
      // three divisions, the costliest arithmetic here) is kept for the next far pixel of the
      // same colour. The sums take the same terms in the same order, so they are unchanged.
      var lastColor = UInt32.max  // no 24-bit colour
      var lastX: Float = 0
      var lastY: Float = 0
      var lastZ: Float = 0
      // Far pixels first, gathered without a branch per pixel (which pixels are far follows the
      // glyph's shape, which a branch predictor cannot learn): every index is written and only
      // far ones are kept. The sums below then take the same terms in the same order.
      let far = workspace.indices.reserve(count)
      var farCount = 0
      for i in 0..<count {
        let q = squares[i]
        far[farCount] = Int32(truncatingIfNeeded: i)
        farCount &+= bit(q >= farSquare) & bit(q > 0)
      }
      for f in 0..<farCount {
        let i = Int(far[f])
        let c = colors[i]
        if c != lastColor {
          let l = squares[i].squareRoot()
          let (r, g, b) = offset(c)
          lastColor = c
          lastX = r / l
          lastY = g / l
          lastZ = b / l
        }
        sx += lastX
        sy += lastY
        sz += lastZ
      }
      let norm = (sx * sx + sy * sy + sz * sz).squareRoot()
      guard norm > 0 else { return nil }
      // Constants from here on: nested functions below capture them without boxing (a captured
      // `var` would be heap-boxed and access-checked on every use).
      let ux = sx / norm
      let uy = sy / norm
      let uz = sz / norm

      // Projections in a plain loop of their own (vectorised), the histogram after it.
      for i in 0..<count {
        let (r, g, b) = offset(colors[i])
        d[i] = r * ux + g * uy + b * uz
      }
      // Far end: the 99th percentile, so a stray pixel (a neighbour's halo) cannot set it. Its
      // whole part (none below 0) first as the largest one's, if enough projections reach it:
      // for b ≥ 1 a projection's whole part reaches b exactly when the projection does, and
      // every one reaches 0.
      let top = largest(d, count)
      let reachBin: Int
      if let b = percentileAtTop(
        0.99, max(0, min(binCount - 1, Int(top))),
        { b in
          guard b > 0 else { return count }
          let bound = Float(b)
          var n = 0
          for i in 0..<count { n &+= bit(d[i] >= bound) }
          return n
        })
      {
        reachBin = b
      } else if small {
        reachBin = Int(max(0, percentileOfSorted(d, 0.99)))
      } else {
        projectionHistogram.initialize(repeating: 0, count: binCount)
        for i in 0..<count { projectionHistogram[max(0, min(binCount - 1, Int(d[i])))] &+= 1 }
        reachBin = percentileBin(projectionHistogram, 0.99)
      }
      let reach = Float(reachBin) + 0.5
      guard reach > 1 else { return nil }
      // A halo: at least 5 % of the ink lies well on the other side of B (a third of the reach
      // or more, empirical), as a dark shadow around light text does.
      var haloCount = 0
      // Three 256-bin histograms side by side (red, green, blue) in `haloHistograms`.
      if detailed {
        for i in 0..<count where d[i] <= -reach / 3 {
          haloCount += 1
          let c = colors[i]
          haloHistograms[Int(c & 0xFF)] &+= 1
          haloHistograms[256 + Int(c >> 8 & 0xFF)] &+= 1
          haloHistograms[512 + Int(c >> 16)] &+= 1
        }
      }
      let band = max(Float(Self.plateauFloorLevels), Float(Self.plateauShareOfReach) * reach)
      let level = reach - band
      // The plateau's colours, gathered without a branch per pixel (whether a pixel is on the
      // plateau follows the glyph's shape, which a branch predictor cannot learn): every colour
      // is written and only plateau ones are kept. Slot `plateauCount` ≤ `i` < `count`: in
      // bounds.
      let plateau = workspace.plateau.reserve(count)
      var kept = 0
      for i in 0..<count {
        plateau[kept] = colors[i]
        kept &+= bit(d[i] >= level)
      }
      // A constant from here on (nested functions capture it without boxing).
      let plateauCount = kept
      guard plateauCount > 0 else { return nil }
      // Per-channel quantiles of the plateau. Most plateaus are mostly one colour, the text's
      // own: a candidate colour (the last far pixel's, most often the text's) is counted first,
      // and where the values below it and equal to it span a quantile's position, the quantile
      // is the candidate's value exactly (the k-th value in order). Otherwise selection among
      // the values for small groups, 256-bin histograms for large ones.
      let candidate = lastColor
      var below = SIMD3<Int32>()
      var equal = SIMD3<Int32>()
      do {
        let cr = candidate & 0xFF
        let cg = candidate >> 8 & 0xFF
        let cb = candidate >> 16 & 0xFF
        var lr: Int32 = 0
        var lg: Int32 = 0
        var lb: Int32 = 0
        var er: Int32 = 0
        var eg: Int32 = 0
        var eb: Int32 = 0
        for i in 0..<plateauCount {
          let c = plateau[i]
          let r = c & 0xFF
          let g = c >> 8 & 0xFF
          let b = c >> 16
          lr &+= Int32(bit(r < cr))
          lg &+= Int32(bit(g < cg))
          lb &+= Int32(bit(b < cb))
          er &+= Int32(bit(r == cr))
          eg &+= Int32(bit(g == cg))
          eb &+= Int32(bit(b == cb))
        }
        below = SIMD3(lr, lg, lb)
        equal = SIMD3(er, eg, eb)
      }
      // Position (0-based) of quantile `q` among the plateau's values.
      func position(_ q: Double) -> Int { max(1, Int((Double(plateauCount) * q).rounded(.up))) - 1 }
      let middle = position(0.5)
      var histogramsFilled = false
      // Per channel, the plateau's value a quarter of the way in from its far end (away from
      // B): the plain median for ordinary text, where the plateau is one colour, but it skips
      // the pixels of sub-pixel (LCD) rendered text whose one channel is only partly covered.
      var foreground = SIMD3<Double>()
      for channel in 0..<3 {
        let shift = UInt32(8 * channel)
        let value = Double(candidate >> shift & 0xFF)
        let lower = Int(below[channel])
        let upper = lower + Int(equal[channel])
        let background = channel == 0 ? bR : channel == 1 ? bG : bB
        // Small groups: the channel's values, selected in place (branch-free partitions, which
        // consume the buffer: a second statistic refills it from the plateau).
        let values = plateauChannels + channel * count
        var valuesFilled = false
        if small && !(lower <= middle && middle < upper) {
          for i in 0..<plateauCount { values[i] = Float(plateau[i] >> shift & 0xFF) }
          valuesFilled = true
        }
        if !small && !histogramsFilled && !(lower <= middle && middle < upper) {
          Self.fillHistograms(histograms, plateau, plateauCount)
          histogramsFilled = true
        }
        func histogramValue(_ k: Int) -> Double {
          var seen = 0
          for value in 0..<256 {
            seen += Int(histograms[channel * 256 + value])
            if seen > k { return Double(value) }
          }
          return 255
        }
        let median: Double
        if lower <= middle && middle < upper {
          median = value
        } else if small {
          // A handful of values are ranked by counting and left in place (see
          // `OrderStatistic.value`); more are selected, which consumes them.
          if plateauCount <= 16 {
            median = Double(OrderStatistic.value(middle, in: values, count: plateauCount))
          } else {
            median = Double(
              OrderStatistic.selectPair(
                middle, in: values, spare: spare, count: plateauCount
              ).value)
            valuesFilled = false
          }
        } else {
          median = histogramValue(middle)
        }
        let k =
          Float(median) < background
          ? position(0.25) : Float(median) > background ? position(0.75) : middle
        if k == middle {
          foreground[channel] = median
        } else if lower <= k && k < upper {
          foreground[channel] = value
        } else if small {
          if !valuesFilled {
            for i in 0..<plateauCount { values[i] = Float(plateau[i] >> shift & 0xFF) }
          }
          foreground[channel] = Double(
            plateauCount <= 16
              ? OrderStatistic.value(k, in: values, count: plateauCount)
              : OrderStatistic.selectPair(k, in: values, spare: spare, count: plateauCount).value)
        } else {
          if !histogramsFilled {
            Self.fillHistograms(histograms, plateau, plateauCount)
            histogramsFilled = true
          }
          foreground[channel] = histogramValue(k)
        }
      }
      @inline(__always) func projection(_ x: Int, _ y: Int) -> Float {
        guard x >= 0 && y >= 0 && x < width && y < height else { return 0 }
        let (r, g, b) = channels(x, y)
        return r * ux + g * uy + b * uz
      }
      @inline(__always) func isPlateau(_ x: Int, _ y: Int) -> Bool { projection(x, y) >= level }
      // A partly covered neighbour: more than 12 % of the way to the plateau (empirical, above
      // quantisation and faint filter tails) and below it.
      let partial = 0.12 * reach
      @inline(__always) func isPartial(_ v: Float) -> Bool { v > partial && v < level }
      var interior = 0
      // Enough proven pixels settle the question; later ones are not examined.
      let interiorNeeded = max(2, Int((Self.minimumInteriorShare * Double(count)).rounded(.up)))
      var index = 0
      var edgeCount = 0
      var strokeCount = 0
      for s in indices {
        let y = Int(spans.y[s])
        var strokeMass: Float = 0
        var inStroke = false
        let x0 = Int(spans.x0[s])
        let x1 = Int(spans.x1[s])
        // Without details, a span whose interior test is already settled gives only its edge
        // steps (below), which need no pass over its pixels.
        if !detailed && interior >= interiorNeeded {
          index += x1 - x0
        } else {
          for x in x0..<x1 {
            let di = d[index]
            // The top-left pixel of a 2×2 block on the plateau: only a stroke at least two pixels
            // wide (or a real blob) has one; a one-pixel stem of uniform partial coverage has none.
            // Or a plateau pixel with partly covered pixels on both sides across the stroke: a
            // box-filtered stroke that reaches into both neighbours covers the pixel between them
            // completely, however thin it looks (a 2 px stem at phase 0.3 reads 0.7, 1, 0.3).
            if interior < interiorNeeded && di >= level {
              let rightValue = x + 1 < x1 ? d[index + 1] : projection(x + 1, y)
              let leftValue = x > x0 ? d[index - 1] : projection(x - 1, y)
              let below = projection(x, y + 1)
              if rightValue >= level && below >= level && isPlateau(x + 1, y + 1) {
                interior += 1
              } else if isPartial(leftValue) && isPartial(rightValue) {
                interior += 1
              } else if isPartial(below) && isPartial(projection(x, y - 1)) {
                interior += 1
              }
            }
            // Stroke widths: coverage summed over each stretch above half coverage.
            guard detailed else {
              index += 1
              continue
            }
            // Without branches (coverage rises and falls with the glyph's shape): the closing
            // width is written on every pixel and kept only where a stroke ends. Slot
            // `strokeCount` ≤ `index` < `count`: in bounds.
            let a = max(0, min(1, di / reach))
            let covered = a >= 0.5
            strokeWidths[strokeCount] = strokeMass + a
            strokeCount &+= bit(inStroke) & bit(!covered)
            strokeMass = covered ? strokeMass + a : a
            inStroke = covered
            index += 1
          }
        }
        if inStroke {
          strokeWidths[strokeCount] = strokeMass
          strokeCount += 1
        }
        // Edge steps: from the background (0) into the span's first two and last two pixels.
        let n = x1 - x0
        let first = index - n
        @inline(__always) func bracketProjection(_ c: UInt32, _ region: Int32) -> Float {
          guard region >= 0 else { return 0 }
          return (Float(PackedColor.red(c)) - bR) * ux + (Float(PackedColor.green(c)) - bG) * uy
            + (Float(PackedColor.blue(c)) - bB) * uz
        }
        let leftBase = bracketProjection(spans.leftColor[s], spans.leftRegion[s])
        let rightBase = bracketProjection(spans.rightColor[s], spans.rightRegion[s])
        let left = max(abs(d[first] - leftBase), n > 1 ? abs(d[first + 1] - d[first]) : 0)
        let right = max(
          abs(d[index - 1] - rightBase), n > 1 ? abs(d[index - 1] - d[index - 2]) : 0)
        // Steps strictly inside the span: the crisp edge of text inside a soft halo.
        var inner: Float = 0
        if n > 2 { inner = largestStep(d + first + 1, n - 2) }
        edgeSteps[edgeCount] = max(min(left, right), inner)
        edgeCount += 1
      }
      // Order statistics by selection, not sorting (see `OrderStatistic`): a handful of edge
      // steps by counting, more (a line's) by branch-free partitions.
      let sharpness =
        edgeCount == 0
        ? 0
        : edgeCount <= 16
          ? OrderStatistic.value(edgeCount * 3 / 4, in: edgeSteps, count: edgeCount)
          : OrderStatistic.selectPair(
            edgeCount * 3 / 4, in: edgeSteps, spare: spare, count: edgeCount
          ).value
      let n = Double(count)
      let stroke: Double
      if strokeCount == 0 {
        stroke = 0
      } else {
        let (lower, upper) = OrderStatistic.selectPair(
          strokeCount / 2, in: strokeWidths, spare: spare, count: strokeCount)
        // An even count's median is the mean of the two middle values.
        stroke = strokeCount % 2 == 1 ? Double(upper) : (Double(lower) + Double(upper)) / 2
      }
      var halo: SIMD3<Double>? = nil
      if Double(haloCount) >= 0.05 * Double(count) {
        func haloMedian(_ channel: Int) -> Double {
          var seen = 0
          for value in 0..<256 {
            seen += Int(haloHistograms[channel * 256 + value])
            if 2 * seen >= haloCount { return Double(value) }
          }
          return 255
        }
        halo = SIMD3(haloMedian(0), haloMedian(1), haloMedian(2))
      }
      return Self(
        halo: halo,
        foreground: foreground,
        background: SIMD3(Double(bR), Double(bG), Double(bB)), reach: Double(reach),
        isMeasured: Double(plateauCount) >= Self.minimumPlateauShare * n
          && interior >= interiorNeeded,
        inkPixels: count, plateauShare: Double(plateauCount) / n, strokeWidth: stroke,
        axis: SIMD3(Double(ux), Double(uy), Double(uz)),
        sharpness: Double(min(sharpness, reach) / reach))
    }
  }

  /// The plateau's three 256-bin channel histograms (red, green, blue side by side) from its
  /// `count` packed colours.
  private static func fillHistograms(
    _ histograms: UnsafeMutablePointer<Int32>, _ plateau: UnsafeMutablePointer<UInt32>,
    _ count: Int
  ) {
    histograms.initialize(repeating: 0, count: 768)
    for i in 0..<count {
      let c = plateau[i]
      histograms[Int(c & 0xFF)] &+= 1
      histograms[256 + Int(c >> 8 & 0xFF)] &+= 1
      histograms[512 + Int(c >> 16)] &+= 1
    }
  }

  /// Field by field (the plain reference in the tests builds its estimates this way too).
  init(
    halo: SIMD3<Double>?, foreground: SIMD3<Double>, background: SIMD3<Double>, reach: Double,
    isMeasured: Bool,
    inkPixels: Int, plateauShare: Double, strokeWidth: Double, axis: SIMD3<Double>,
    sharpness: Double
  ) {
    self.foreground = foreground
    self.background = background
    self.reach = reach
    self.isMeasured = isMeasured
    self.inkPixels = inkPixels
    self.plateauShare = plateauShare
    self.strokeWidth = strokeWidth
    self.axis = axis
    self.sharpness = sharpness
    self.halo = halo
  }

  /// The foreground if the most covered pixels had only `coverage` of it: `B + (F − B) / coverage`,
  /// clamped to the 8-bit cube. Used as the most favourable case for a lower bound.
  func extrapolated(coverage: Double) -> SIMD3<Double> {
    Self.extrapolated(foreground, over: background, coverage: coverage)
  }

  /// `foreground` (8-bit channels) if it had only `coverage` of the colour over `background`:
  /// `B + (F − B) / coverage`, clamped to the 8-bit cube.
  static func extrapolated(
    _ foreground: SIMD3<Double>, over background: SIMD3<Double>, coverage: Double
  ) -> SIMD3<Double> {
    let g = background + (foreground - background) / coverage
    return SIMD3(
      max(0, min(255, g.x)), max(0, min(255, g.y)), max(0, min(255, g.z)))
  }

  /// The background (packed) brackets of `spans[indices]` vote for most often, exactly (24-bit),
  /// with the share of brackets within the same-surface tolerance of it, the brackets themselves
  /// (for percentiles over a varying background), and whether every bracket is exactly that
  /// colour.
  static func backgroundMode(spans: InkSpans, indices: [Int]) -> (
    color: UInt32, uniformity: Double, brackets: [UInt32], isExact: Bool
  )? {
    let workspace = Workspace()
    let brackets = gatherBrackets(spans: spans, indices: indices, workspace: workspace)
    guard let dominant = dominant(of: brackets, workspace: workspace) else { return nil }
    return (dominant.color, dominant.uniformity, Array(brackets), dominant.isExact)
  }

  /// The brackets that can be a background of ink of colour `ink`: those farther than the
  /// same-surface tolerance from it, or all of them when none is. A stroke's bracket is the
  /// flat surface beside it; where a counter is too thin to be a flat run (an eye icon's ring,
  /// a letter's narrow inner space), the bracket lands on the next shape across it, which has
  /// the ink's own colour (the eye's pupil). Ink is found only where it differs from what is
  /// beside it, so a bracket of the ink's colour is another part of the same drawing, never
  /// the surface under it. Not for text over a picture, whose brackets are the picture's
  /// pixels right beside each stroke, nor for a shape read inside out (rule `inside-out`),
  /// whose brackets are the strokes.
  static func surfaceBrackets(_ brackets: [UInt32], ink: UInt32) -> [UInt32] {
    let surface = brackets.filter {
      PackedColor.distance($0, ink) > FlatRegions.sameSurfaceTolerance
    }
    return surface.isEmpty ? brackets : surface
  }

  /// ``backgroundMode(spans:indices:)`` without the list of brackets, which glyph-level
  /// estimates do not need: gathered and counted in `workspace`'s buffers, it allocates nothing
  /// per glyph.
  static func dominantBackground(spans: InkSpans, indices: [Int], workspace: Workspace) -> (
    color: UInt32, uniformity: Double, isExact: Bool
  )? {
    dominant(
      of: gatherBrackets(spans: spans, indices: indices, workspace: workspace), workspace: workspace
    )
  }

  /// The brackets of `spans[indices]` in span order (left before right), in `workspace`'s
  /// buffer. Gathered without a branch per side: every colour is written, and kept only where
  /// the side has a background region.
  private static func gatherBrackets(spans: InkSpans, indices: [Int], workspace: Workspace)
    -> UnsafeBufferPointer<UInt32>
  {
    let brackets = workspace.brackets.reserve(2 * indices.count)
    var count = 0
    for s in indices {
      brackets[count] = spans.leftColor[s]
      count &+= bit(spans.leftRegion[s] >= 0)
      brackets[count] = spans.rightColor[s]
      count &+= bit(spans.rightRegion[s] >= 0)
    }
    return UnsafeBufferPointer(start: brackets, count: count)
  }

  /// The mode of `brackets` with its uniformity and exactness (see ``backgroundMode``), or
  /// `nil` when there are none. Every bracket one colour (text on a plain surface) needs no
  /// count.
  private static func dominant(of brackets: UnsafeBufferPointer<UInt32>, workspace: Workspace)
    -> (color: UInt32, uniformity: Double, isExact: Bool)?
  {
    guard let first = brackets.first else { return nil }
    var differs = false
    for b in brackets { differs = differs || b != first }
    if !differs { return (first, 1, true) }
    let slots = tableSlots(brackets.count)
    return mode(of: brackets, table: workspace.table.reserve(slots), slots: slots)
  }

  /// Slots of the hash table counting `count` brackets: a power of two, at least twice as many
  /// (so probe chains stay short).
  static func tableSlots(_ count: Int) -> Int {
    var slots = 16
    while slots < 2 * count { slots <<= 1 }
    return slots
  }

  /// The most frequent of `brackets` (not all one colour; ties go to the smaller packed value,
  /// so the result is deterministic), the share of brackets within the same-surface tolerance
  /// of it, and whether every bracket is that colour.
  ///
  /// Counted in one pass through an open-addressing hash table (`slots` entries at `table`,
  /// see ``tableSlots(_:)``), whatever the number of distinct colours: a glyph over a picture
  /// has hundreds, which a short list or a sort handled far more slowly. Each entry is a
  /// colour in the low 32 bits and its count above; all ones (no 24-bit colour) marks a free one.
  private static func mode(
    of brackets: UnsafeBufferPointer<UInt32>, table: UnsafeMutablePointer<UInt64>, slots: Int
  ) -> (color: UInt32, uniformity: Double, isExact: Bool) {
    table.initialize(repeating: .max, count: slots)
    let shift = UInt32(32 - slots.trailingZeroBitCount)
    let mask = slots - 1
    var mode = brackets[0]
    var best = 0
    for c in brackets {
      // Fibonacci hashing: the top bits of the product spread nearby colours apart.
      var h = Int(truncatingIfNeeded: (c &* 0x9E37_79B1) >> shift)
      var n = 0
      while true {
        let entry = table[h]
        if entry == .max {
          table[h] = 1 << 32 | UInt64(c)
          n = 1
          break
        }
        if UInt32(truncatingIfNeeded: entry) == c {
          table[h] = entry &+ 1 << 32
          n = Int(truncatingIfNeeded: entry >> 32) &+ 1
          break
        }
        h = (h &+ 1) & mask
      }
      // The leader so far: a colour that reaches the highest count, or ties it from below.
      if n > best || (n == best && c < mode) {
        best = n
        mode = c
      }
    }
    var near = 0
    for b in brackets where PackedColor.distance(b, mode) <= FlatRegions.sameSurfaceTolerance {
      near += 1
    }
    return (mode, Double(near) / Double(brackets.count), best == brackets.count)
  }
}
