/// The flat areas inside picture rectangles, found pixel by pixel: the candidates for the strokes
/// of text drawn over a picture (rule `solid-stroke`).
///
/// The row pass counts a run as flat only from about 2 pt on, so the stems of body text at 2x,
/// two pixels of the text colour between anti-aliased edges, are ink to it, and a caption over a
/// photograph kept only its horizontal bars. Here each pixel of a picture joins its neighbours to
/// the right and below when no channel steps by more than ``BackgroundRuns/stepTolerance``: a
/// stroke's fully covered pixels form one area however thin it is, and the blended pixels of its
/// edge part it from the picture around. The pixels are joined run by run (a run: pixels side by
/// side, each joining the one before), so a smooth picture costs about one comparison a pixel,
/// and pixels that join none of their neighbours are not stored one by one, so neither does
/// noise. Such a pixel is an area of its own, which no caller keeps (a stroke is taller).
struct PictureStrokes: Sendable {
  /// One flat area: its pixels are 4-connected, each within the step tolerance of its neighbour.
  struct Area: Sendable, Equatable {
    /// Bounding box, in image pixels.
    var box: PixelRect
    /// Pixel count.
    var pixels: Int
    /// Colour of its first pixel in reading order.
    var color: UInt32
    /// Ends of its runs along rows, two a run, not counting ends on the picture's edge.
    var ends: Int
    /// Those run ends whose outside neighbour begins a flat stretch of another colour at once
    /// (two or more pixels of one area): drawn on whole pixels, with no blended pixel between.
    var hardEnds: Int
    /// Whether it reaches the edge of its picture rectangle (and may go on outside it).
    var touchesEdge: Bool
  }

  /// The runs of one picture, row by row.
  private struct Runs: Sendable {
    /// The picture.
    var rect: PixelRect
    /// `rowStart[y] ..< rowStart[y + 1]` are the runs of the picture's row `y`.
    var rowStart: [Int32] = [0]
    /// First column of each run, relative to the picture; a run ends where the next run of its
    /// row starts, the last one at the picture's edge.
    var x0: [Int32] = []
    /// Per run, the index in ``PictureStrokes/areas`` of its area, or −1 for an area not kept.
    var area: [Int32] = []

    /// One past the last column of run `r` of row `y`.
    func x1(_ r: Int, row y: Int) -> Int {
      r + 1 < Int(rowStart[y + 1]) ? Int(x0[r + 1]) : rect.width
    }
  }

  /// The runs of each picture rectangle searched (they do not overlap).
  private let runs: [Runs]
  /// The flat areas kept.
  let areas: [Area]

  /// Finds the flat areas of `image` (cut into runs by the row pass `rows`) inside `pictures`,
  /// and keeps those at least `minimumHeight` pixels tall that `keeping` accepts.
  init(
    image: ScanImage, rows: BackgroundRuns, pictures: [PixelRect], minimumHeight: Int = 1,
    keeping: (Area) -> Bool
  ) {
    var runs: [Runs] = []
    var areas: [Area] = []
    for picture in pictures where picture.width > 0 && picture.height > 0 {
      runs.append(
        Self.label(
          picture, in: image, rows: rows, areas: &areas, minimumHeight: minimumHeight,
          keeping: keeping))
    }
    self.runs = runs
    self.areas = areas
  }

  /// The index in ``areas`` of the area holding pixel `(x, y)`, or `nil` outside the pictures
  /// and in areas not kept.
  func area(atX x: Int, y: Int) -> Int? {
    var found: Int?
    forEachRun(row: y, columns: x..<x + 1) { _, area in found = area }
    return found
  }

  /// Calls `body` with each run of row `y` that overlaps columns `columns` (clipped to them)
  /// and the index in ``areas`` of its area (`nil` for an area not kept); nothing outside the
  /// pictures.
  func forEachRun(row y: Int, columns: Range<Int>, _ body: (Range<Int>, Int?) -> Void) {
    for picture in runs where picture.rect.y <= y && y < picture.rect.maxY {
      let row = y - picture.rect.y
      let end = Int(picture.rowStart[row + 1])
      // From the last run starting at or before the first column.
      let column = Int32(columns.lowerBound - picture.rect.x)
      var (first, high) = (Int(picture.rowStart[row]), end)
      while high - first > 1 {
        let middle = (first + high) / 2
        if picture.x0[middle] <= column { first = middle } else { high = middle }
      }
      for r in first..<end {
        let a = max(columns.lowerBound, picture.rect.x + Int(picture.x0[r]))
        let b = min(columns.upperBound, picture.rect.x + picture.x1(r, row: row))
        if a >= columns.upperBound { break }
        guard a < b else { continue }
        body(a..<b, picture.area[r] < 0 ? nil : Int(picture.area[r]))
      }
    }
  }

  /// The colour that more than half of area `r`'s pixels have exactly, if one does, and the
  /// share of its pixels that have it (otherwise some colour and a share of at most a half).
  /// Two passes over the area without storing its pixels: a majority vote (Boyer and Moore),
  /// then a count of the winner.
  func dominantColor(of r: Int, in image: ScanImage) -> (color: UInt32, share: Double) {
    let box = areas[r].box
    func forEachPixel(_ body: (UInt32) -> Void) {
      for y in box.y..<box.maxY {
        forEachRun(row: y, columns: box.x..<box.maxX) { columns, area in
          if area == r { for x in columns { body(image.rgb(x, y)) } }
        }
      }
    }
    var candidate = areas[r].color
    var lead = 0
    forEachPixel { c in
      if lead == 0 { candidate = c }
      lead += c == candidate ? 1 : -1
    }
    var count = 0
    forEachPixel { c in if c == candidate { count += 1 } }
    return (candidate, Double(count) / Double(max(1, areas[r].pixels)))
  }

  /// Whether two packed colours differ by at most the step tolerance on every channel (byte-wise
  /// distance less the tolerance is zero; the fourth bytes are zero in both).
  @inline(__always)
  static func joins(_ a: UInt32, _ b: UInt32) -> Bool {
    let limit = SIMD4<UInt8>(repeating: UInt8(BackgroundRuns.stepTolerance))
    let distance = BackgroundRuns.distance(
      unsafeBitCast(a, to: SIMD4<UInt8>.self), unsafeBitCast(b, to: SIMD4<UInt8>.self))
    return unsafeBitCast(BackgroundRuns.saturatingSub(distance, limit), to: UInt32.self) == 0
  }

  /// Per-byte step tolerance on the colour bytes, 255 on the alpha bytes (never over it).
  private static let stepLimit = BackgroundRuns.splat(
    UInt32(BackgroundRuns.stepTolerance) * 0x01_0101 | 0xFF00_0000)

  /// Bit `i` set where pixel `i` of the `count` (1 to 4) pixels from byte offset `a` of `bytes`
  /// joins pixel `i` from offset `b` (``joins(_:_:)``): four pixels in one vector compare where
  /// the bytes allow.
  @inline(__always)
  static func joining(_ bytes: UnsafeRawBufferPointer, _ a: Int, _ b: Int, count: Int) -> UInt32 {
    guard count == 4, max(a, b) + 16 <= bytes.count else {
      var mask: UInt32 = 0
      for i in 0..<count {
        let pa = bytes.loadUnaligned(fromByteOffset: a + 4 * i, as: UInt32.self) & 0xFF_FFFF
        let pb = bytes.loadUnaligned(fromByteOffset: b + 4 * i, as: UInt32.self) & 0xFF_FFFF
        if joins(pa, pb) { mask |= 1 << i }
      }
      return mask
    }
    let pa = bytes.loadUnaligned(fromByteOffset: a, as: SIMD16<UInt8>.self)
    let pb = bytes.loadUnaligned(fromByteOffset: b, as: SIMD16<UInt8>.self)
    let over = BackgroundRuns.saturatingSub(BackgroundRuns.distance(pa, pb), stepLimit)
    let words = unsafeBitCast(over, to: SIMD4<UInt32>.self)
    return (words[0] == 0 ? 1 : 0) | (words[1] == 0 ? 2 : 0) | (words[2] == 0 ? 4 : 0)
      | (words[3] == 0 ? 8 : 0)
  }

  /// Whether any bit in `range` is set of a mask whose words (bit `x` in word `x / 64`)
  /// `word` gives.
  @inline(__always)
  static func anyBit(in range: Range<Int>, _ word: (Int) -> UInt64) -> Bool {
    var x = range.lowerBound
    while x < range.upperBound {
      let shift = x & 63
      let count = min(64 - shift, range.upperBound - x)
      var bits = word(x >> 6) >> UInt64(shift)
      if count < 64 { bits &= (1 << UInt64(count)) - 1 }
      if bits != 0 { return true }
      x += count
    }
    return false
  }

  /// The runs of the picture `rect`, each with its area, from the row pass `rows` of `image`;
  /// the areas at least `minimumHeight` tall that `keeping` accepts are appended to `areas`.
  private static func label(
    _ rect: PixelRect, in image: ScanImage, rows: BackgroundRuns, areas: inout [Area],
    minimumHeight: Int, keeping: (Area) -> Bool
  ) -> Runs {
    let (w, h) = (rect.width, rect.height)
    var runs = Runs(rect: rect)
    runs.rowStart.reserveCapacity(h + 1)
    // Union by index over runs: a root is its area's first run in reading order, and every run's
    // parent comes before it.
    var parent: [Int32] = []
    image.bytes.withUnsafeBytes { bytes in
      @inline(__always) func offset(_ x: Int, _ y: Int) -> Int {
        ((rect.y + y) * image.width + rect.x + x) * 4
      }
      // Bit `x` of word `x / 64` of `up`: pixel `(x, y)` joins the one above it; of `down`:
      // the one below it joins it. A word is compared (four pixels to a vector compare) the
      // first time it is read: a smooth picture reads few words, a textured one most.
      let words = (w + 63) / 64
      var up = [UInt64](repeating: 0, count: words)
      var down = up
      var upRead = [Bool](repeating: false, count: words)
      var downRead = upRead
      func joinsAbove(word i: Int, row y: Int, _ mask: inout [UInt64], _ read: inout [Bool])
        -> UInt64
      {
        if !read[i] {
          read[i] = true
          var bits: UInt64 = 0
          if y > 0 && y < h {
            var x = i * 64
            while x < min(w, i * 64 + 64) {
              let n = min(4, w - x)
              let joined = joining(bytes, offset(x, y), offset(x, y - 1), count: n)
              bits |= UInt64(joined) << UInt64(x & 63)
              x += n
            }
          }
          mask[i] = bits
        }
        return mask[i]
      }
      var starts: [Int] = []
      for y in 0..<h {
        let first = runs.x0.count
        starts.removeAll(keepingCapacity: true)
        if y > 0 {
          swap(&up, &down)
          swap(&upRead, &downRead)
          for i in downRead.indices { downRead[i] = false }
        }
        // Runs start at the picture's edge and wherever the row pass saw a step.
        starts.append(0)
        let stepRow = (rect.y + y) * rows.stepWords
        var word = (rect.x + 1) >> 6
        while word << 6 < rect.maxX {
          var bits = rows.steps[stepRow + word]
          let low = max(rect.x + 1, word << 6) - word << 6
          let high = min(rect.maxX, word << 6 + 64) - word << 6
          bits &= (high == 64 ? ~0 : (1 << UInt64(high)) - 1) & ~((1 << UInt64(low)) - 1)
          while bits != 0 {
            starts.append(word << 6 + bits.trailingZeroBitCount - rect.x)
            bits &= bits - 1
          }
          word += 1
        }
        // A pixel joining none of its four neighbours is an area of its own, never a stroke:
        // such pixels side by side are stored as one gap (parent −1), so noise costs little.
        var inGap = false
        for (k, start) in starts.enumerated() {
          var isolated = false
          if (k + 1 < starts.count ? starts[k + 1] : w) - start == 1 {
            let (word, bit) = (start >> 6, UInt64(start & 63))
            let above = joinsAbove(word: word, row: y, &up, &upRead)
            let below = joinsAbove(word: word, row: y + 1, &down, &downRead)
            isolated = (above | below) >> bit & 1 == 0
          }
          if isolated && inGap { continue }
          inGap = isolated
          runs.x0.append(Int32(truncatingIfNeeded: start))
          parent.append(isolated ? -1 : Int32(truncatingIfNeeded: parent.count))
        }
        runs.rowStart.append(Int32(truncatingIfNeeded: runs.x0.count))
        guard y > 0 else { continue }
        // Each pair of overlapping runs of this row and the row above, united when a column of
        // their overlap joins.
        var (p, q) = (Int(runs.rowStart[y - 1]), first)
        let (pEnd, qEnd) = (first, runs.x0.count)
        parent.withUnsafeMutableBufferPointer { parent in
          let parent = parent.baseAddress!
          while p < pEnd && q < qEnd {
            let pb = runs.x1(p, row: y - 1)
            let qb = runs.x1(q, row: y)
            let lo = Int(max(runs.x0[p], runs.x0[q]))
            let joined =
              lo < min(pb, qb) && parent[p] >= 0 && parent[q] >= 0
              && Self.anyBit(in: lo..<min(pb, qb)) { joinsAbove(word: $0, row: y, &up, &upRead) }
            if joined { UnionFind.unite(p, q, in: parent) }
            if pb <= qb { p += 1 } else { q += 1 }
          }
        }
      }
    }
    // Parents into dense area numbers, in place: a run's parent was numbered before it. Gaps
    // stay −1.
    var first: [Int] = []
    for r in parent.indices where parent[r] >= 0 {
      let p = Int(parent[r])
      if p == r {
        parent[r] = Int32(truncatingIfNeeded: first.count)
        first.append(r)
      } else {
        parent[r] = parent[p]
      }
    }
    let n = first.count
    var x0 = [Int32](repeating: Int32.max, count: n)
    var y0 = [Int32](repeating: Int32.max, count: n)
    var x1 = [Int32](repeating: -1, count: n)
    var y1 = [Int32](repeating: -1, count: n)
    var pixels = [Int32](repeating: 0, count: n)
    var ends = [Int32](repeating: 0, count: n)
    var hardEnds = [Int32](repeating: 0, count: n)
    for y in 0..<h {
      let (rowFirst, rowEnd) = (Int(runs.rowStart[y]), Int(runs.rowStart[y + 1]))
      for r in rowFirst..<rowEnd where parent[r] >= 0 {
        let a = Int(parent[r])
        let (start, end) = (Int(runs.x0[r]), runs.x1(r, row: y))
        pixels[a] += Int32(end - start)
        x0[a] = min(x0[a], Int32(start))
        x1[a] = max(x1[a], Int32(end - 1))
        y0[a] = min(y0[a], Int32(y))
        y1[a] = Int32(y)
        // Each end inside the picture where another area begins (runs side by side may be one
        // area, joined through other rows); hard when the two pixels beyond it are one area.
        if r > rowFirst && parent[r - 1] != parent[r] {
          ends[a] += 1
          let before = r - 1
          let twoBefore = parent[before] >= 0 && start - Int(runs.x0[before]) >= 2
          if twoBefore || (before > rowFirst && parent[before - 1] == parent[before]) {
            hardEnds[a] += 1
          }
        }
        if r + 1 < rowEnd && parent[r + 1] != parent[r] {
          ends[a] += 1
          let after = r + 1
          let twoAfter = parent[after] >= 0 && runs.x1(after, row: y) - end >= 2
          if twoAfter || (after + 1 < rowEnd && parent[after + 1] == parent[after]) {
            hardEnds[a] += 1
          }
        }
      }
    }
    var kept = [Int32](repeating: -1, count: n)
    for a in 0..<n where y1[a] - y0[a] + 1 >= minimumHeight {
      let (left, top, right, bottom) = (Int(x0[a]), Int(y0[a]), Int(x1[a]), Int(y1[a]))
      let box = PixelRect(
        x: rect.x + left, y: rect.y + top, width: right - left + 1, height: bottom - top + 1)
      let edge = left == 0 || top == 0 || right == w - 1 || bottom == h - 1
      // The first run, the area's root, lies on its top row.
      let color = image.rgb(rect.x + Int(runs.x0[first[a]]), rect.y + top)
      let area = Area(
        box: box, pixels: Int(pixels[a]), color: color, ends: Int(ends[a]),
        hardEnds: Int(hardEnds[a]), touchesEdge: edge)
      guard keeping(area) else { continue }
      kept[a] = Int32(truncatingIfNeeded: areas.count)
      areas.append(area)
    }
    runs.area = parent.map { $0 < 0 ? -1 : kept[Int($0)] }
    return runs
  }
}
