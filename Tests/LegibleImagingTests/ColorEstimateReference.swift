@testable import LegibleImaging

/// The plain version of `ColorEstimate.init` the optimised one must match exactly: one pass per
/// step, lengths by square root, histograms filled per pixel, every pixel of every span visited.
extension ColorEstimate {
  static func reference(
    spans: InkSpans, indices: [Int], background packed: UInt32, image: ScanImage,
    detailed: Bool = true
  ) -> Self? {
    let bR = Float(PackedColor.red(packed))
    let bG = Float(PackedColor.green(packed))
    let bB = Float(PackedColor.blue(packed))
    var count = 0
    for s in indices { count += Int(spans.x1[s] - spans.x0[s]) }
    guard count > 0 else { return nil }
    let width = image.width
    let height = image.height
    // Distances in 8-bit RGB lie below 442 (√3 × 255): one-level histogram bins.
    let binCount = 443
    let result: Self? = image.bytes.withUnsafeBufferPointer { px -> Self? in
      // Unchecked assumption: spans lie inside the image, so every (x, y) read is in bounds;
      // neighbour reads are checked explicitly.
      @inline(__always) func channels(_ x: Int, _ y: Int) -> (Float, Float, Float) {
        let i = (y &* width &+ x) &* 4
        return (Float(px[i]) - bR, Float(px[i &+ 1]) - bG, Float(px[i &+ 2]) - bB)
      }
      // One scratch allocation for the offsets from B (red, green, blue) and the projections;
      // every slot below `count` is written before it is read.
      // Behind them: lengths, the plateau's three channels, stroke widths and per-span edge
      // steps (at most one of each per pixel) and a small selection buffer. One allocation per call: glyph-sized groups
      // are many, and allocations dominated their cost.
      let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 10 * count + 32)
      defer { scratch.deallocate() }
      let dr = scratch
      let dg = scratch + count
      let db = scratch + 2 * count
      let d = scratch + 3 * count
      let lengths = scratch + 4 * count
      let plateauChannels = scratch + 5 * count  // red, green, blue: `count` slots each
      let strokeWidths = scratch + 8 * count
      let edgeSteps = scratch + 9 * count
      let selection = scratch + 10 * count
      // Small groups select and sort; large ones use histograms (≈ 1,700 bins per call).
      let small = count <= 256
      // All histograms in one zeroed allocation of 32-bit counts: lengths and projections
      // (`binCount` each), then the plateau's and the halo's three 256-bin channels. Unchecked
      // assumption: every index below is clamped or an 8-bit channel value, so in bounds.
      // Small groups without details (glyph-level estimates, the most frequent calls) use none
      // of them, and skip the allocation.
      let bins = UnsafeMutablePointer<Int32>.allocate(
        capacity: small && !detailed ? 1 : 2 * binCount + 1536)
      defer { bins.deallocate() }
      let lengthHistogram = bins
      let projectionHistogram = bins + binCount
      let histograms = bins + 2 * binCount
      let haloHistograms = bins + 2 * binCount + 768
      if !small { bins.initialize(repeating: 0, count: 2 * binCount + 768) }
      if detailed { haloHistograms.initialize(repeating: 0, count: 768) }
      var k = 0
      for s in indices {
        let y = Int(spans.y[s])
        for x in Int(spans.x0[s])..<Int(spans.x1[s]) {
          let (r, g, b) = channels(x, y)
          dr[k] = r
          dg[k] = g
          db[k] = b
          let l = (r * r + g * g + b * b).squareRoot()
          lengths[k] = l
          if !small { lengthHistogram[min(binCount - 1, Int(l))] &+= 1 }
          k &+= 1
        }
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
      let farBin =
        small
        ? Int(percentileOfSorted(lengths, 0.95))
        : percentileBin(lengthHistogram, 0.95)
      var sx: Float = 0
      var sy: Float = 0
      var sz: Float = 0
      for i in 0..<count {
        let l = lengths[i]
        if Int(l) >= farBin && l > 0 {
          sx += dr[i] / l
          sy += dg[i] / l
          sz += db[i] / l
        }
      }
      let norm = (sx * sx + sy * sy + sz * sz).squareRoot()
      guard norm > 0 else { return nil }
      // Constants from here on: nested functions below capture them without boxing (a captured
      // `var` would be heap-boxed and access-checked on every use).
      let ux = sx / norm
      let uy = sy / norm
      let uz = sz / norm

      for i in 0..<count {
        let v = dr[i] * ux + dg[i] * uy + db[i] * uz
        d[i] = v
        if !small { projectionHistogram[max(0, min(binCount - 1, Int(v)))] &+= 1 }
      }
      // Far end: the 99th percentile, so a stray pixel (a neighbour's halo) cannot set it.
      let reach =
        (small
          ? Float(
            Int(
              max(0, percentileOfSorted(d, 0.99))))
          : Float(percentileBin(projectionHistogram, 0.99))) + 0.5
      guard reach > 1 else { return nil }
      // A halo: at least 5 % of the ink lies well on the other side of B (a third of the reach
      // or more, empirical), as a dark shadow around light text does.
      var haloCount = 0
      // Three 256-bin histograms side by side (red, green, blue) in `haloHistograms`.
      if detailed {
        for i in 0..<count where d[i] <= -reach / 3 {
          haloCount += 1
          haloHistograms[Int(dr[i] + bR)] &+= 1
          haloHistograms[256 + Int(dg[i] + bG)] &+= 1
          haloHistograms[512 + Int(db[i] + bB)] &+= 1
        }
      }
      let band = max(Float(Self.plateauFloorLevels), Float(Self.plateauShareOfReach) * reach)
      let level = reach - band
      // Per-channel quantiles of the plateau: selection among the values for small groups,
      // 256-bin histograms (side by side) for large ones.
      // Without a branch per pixel (whether a pixel is on the plateau follows the glyph's shape,
      // which a branch predictor cannot learn): every pixel is written and only plateau pixels
      // are counted. The values written are whole numbers 0–255, exact in `Float`.
      var plateauCount = 0
      if small {
        // Slot `plateauCount` ≤ `i` < `count`: in bounds; a slot written for a pixel off the
        // plateau is overwritten by the next one.
        for i in 0..<count {
          plateauChannels[plateauCount] = dr[i] + bR
          plateauChannels[count + plateauCount] = dg[i] + bG
          plateauChannels[2 * count + plateauCount] = db[i] + bB
          plateauCount &+= d[i] >= level ? 1 : 0
        }
      } else {
        for i in 0..<count {
          let on: Int32 = d[i] >= level ? 1 : 0
          histograms[Int(dr[i] + bR)] &+= on
          histograms[256 + Int(dg[i] + bG)] &+= on
          histograms[512 + Int(db[i] + bB)] &+= on
          plateauCount &+= Int(on)
        }
      }
      guard plateauCount > 0 else { return nil }
      func quantile(_ channel: Int, _ q: Double) -> Double {
        let target = max(1, Int((Double(plateauCount) * q).rounded(.up)))
        if small {
          // The median is selected first (see `channel`), which leaves the buffer partitioned
          // around its position: the quartiles lie among the values below or above it.
          let values = plateauChannels + channel * count
          let k = target - 1
          let m = max(1, Int((Double(plateauCount) * 0.5).rounded(.up))) - 1
          if q == 0.5 || k == m {
            return Double(OrderStatistic.select(k, in: values, count: plateauCount))
          }
          if k < m { return Double(OrderStatistic.select(k, in: values, count: m)) }
          return Double(
            OrderStatistic.select(k - m - 1, in: values + m + 1, count: plateauCount - m - 1))
        }
        var seen = 0
        for value in 0..<256 {
          seen += Int(histograms[channel * 256 + value])
          if seen >= target { return Double(value) }
        }
        return 255
      }
      // Per channel, the plateau's value a quarter of the way in from its far end (away from
      // B): the plain median for ordinary text, where the plateau is one colour, but it skips
      // the pixels of sub-pixel (LCD) rendered text whose one channel is only partly covered.
      func channel(_ c: Int, background: Float) -> Double {
        let median = quantile(c, 0.5)
        return Float(median) < background
          ? quantile(c, 0.25)
          : Float(median) > background ? quantile(c, 0.75) : median
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
          strokeCount &+= inStroke && !covered ? 1 : 0
          strokeMass = covered ? strokeMass + a : a
          inStroke = covered
          index += 1
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
        if n > 2 {
          for i in (first + 1)..<(index - 1) { inner = max(inner, abs(d[i + 1] - d[i])) }
        }
        edgeSteps[edgeCount] = max(min(left, right), inner)
        edgeCount += 1
      }
      // Order statistics by selection, not sorting (see `OrderStatistic`).
      let sharpness =
        edgeCount == 0
        ? 0 : OrderStatistic.select(edgeCount * 3 / 4, in: edgeSteps, count: edgeCount)
      let n = Double(count)
      let stroke: Double
      if strokeCount == 0 {
        stroke = 0
      } else {
        let upper = OrderStatistic.select(strokeCount / 2, in: strokeWidths, count: strokeCount)
        if strokeCount % 2 == 1 {
          stroke = Double(upper)
        } else {
          // After selection every value before position `strokeCount / 2` is at most `upper`;
          // the largest of them is the lower middle value.
          var lower = strokeWidths[0]
          for i in 1..<(strokeCount / 2) { lower = max(lower, strokeWidths[i]) }
          stroke = (Double(lower) + Double(upper)) / 2
        }
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
        foreground: SIMD3(
          channel(0, background: bR), channel(1, background: bG), channel(2, background: bB)),
        background: SIMD3(Double(bR), Double(bG), Double(bB)), reach: Double(reach),
        isMeasured: Double(plateauCount) >= Self.minimumPlateauShare * n
          && interior >= interiorNeeded,
        inkPixels: count, plateauShare: Double(plateauCount) / n, strokeWidth: stroke,
        axis: SIMD3(Double(ux), Double(uy), Double(uz)),
        sharpness: Double(min(sharpness, reach) / reach))
    }
    return result
  }
}
