/// The ink of one lone glyph or icon as a small bitmap, for shape tests.
struct GlyphMask: Sendable, Hashable {
  let width: Int
  let height: Int
  /// Row-major, `true` where ink.
  private(set) var bits: [Bool]

  /// An empty mask.
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    bits = [Bool](repeating: false, count: self.width * self.height)
  }

  /// The ink of `indices` in `spans`, relative to `box`.
  init(spans: InkSpans, indices: [Int], box: PixelRect) {
    self.init(width: box.width, height: box.height)
    for s in indices {
      let y = Int(spans.y[s]) - box.y
      guard y >= 0 && y < height else { continue }
      let x0 = max(0, Int(spans.x0[s]) - box.x)
      let x1 = min(width, Int(spans.x1[s]) - box.x)
      if x0 < x1 { for x in x0..<x1 { bits[y * width + x] = true } }
    }
  }

  /// The columns `x ..< x + width` (clipped to the mask).
  func columns(from x: Int, width: Int) -> GlyphMask {
    region(x: x, y: 0, width: width, height: height)
  }

  /// The part of the mask in the rectangle at `x`, `y` of `width` × `height` (clipped to it).
  func region(x: Int, y: Int, width: Int, height: Int) -> GlyphMask {
    let (left, top) = (max(0, min(x, self.width)), max(0, min(y, self.height)))
    let right = max(left, min(x + width, self.width))
    let bottom = max(top, min(y + height, self.height))
    var part = GlyphMask(width: right - left, height: bottom - top)
    for v in top..<bottom {
      for u in left..<right where self[u, v] { part[u - left, v - top] = true }
    }
    return part
  }

  /// Whether `other`, laid at the same origin, is this shape: the ink of either lying more than
  /// a pixel from the other's comes to at most ``TextLines/repeatDifference`` of this mask's ink
  /// (none when it has no ink).
  func isSameShape(as other: GlyphMask) -> Bool {
    let ink = inkCount
    let differing = inkAway(from: other) + other.inkAway(from: self)
    return ink > 0 && Double(differing) <= TextLines.repeatDifference * Double(ink)
  }

  /// How many pixels are ink.
  var inkCount: Int { bits.reduce(0) { $0 + ($1 ? 1 : 0) } }

  /// How many ink pixels have no ink of `other` (laid at the same origin) within one pixel,
  /// across, down or diagonally.
  func inkAway(from other: GlyphMask) -> Int {
    var count = 0
    for y in 0..<height {
      for x in 0..<width where self[x, y] {
        var near = false
        for dy in -1...1 where !near {
          for dx in -1...1 {
            let (u, v) = (x + dx, y + dy)
            if u >= 0 && v >= 0 && u < other.width && v < other.height && other[u, v] {
              near = true
              break
            }
          }
        }
        if !near { count += 1 }
      }
    }
    return count
  }

  subscript(x: Int, y: Int) -> Bool {
    get { bits[y * width + x] }
    set { bits[y * width + x] = newValue }
  }

  /// The same ink mirrored left to right.
  var mirrored: GlyphMask {
    var m = GlyphMask(width: width, height: height)
    for y in 0..<height { for x in 0..<width where self[x, y] { m[width - 1 - x, y] = true } }
    return m
  }

  /// The same ink with rows and columns swapped.
  var transposed: GlyphMask {
    var t = GlyphMask(width: height, height: width)
    for y in 0..<height { for x in 0..<width where self[x, y] { t[y, x] = true } }
    return t
  }

  /// Ink runs along each row, as half-open `(start, end)` column ranges.
  var rowRuns: [[(start: Int, end: Int)]] {
    (0..<height).map { y in runs(count: width) { self[$0, y] } }
  }

  /// Ink runs down each column, as half-open `(start, end)` row ranges: the rows of
  /// ``transposed``, without building it.
  var columnRuns: [[(start: Int, end: Int)]] {
    (0..<width).map { x in runs(count: height) { self[x, $0] } }
  }

  /// The runs of `true` among `count` values read by `isInk`.
  private func runs(count: Int, _ isInk: (Int) -> Bool) -> [(start: Int, end: Int)] {
    var runs: [(start: Int, end: Int)] = []
    var i = 0
    while i < count {
      guard isInk(i) else {
        i += 1
        continue
      }
      let start = i
      while i < count && isInk(i) { i += 1 }
      runs.append((start, i))
    }
    return runs
  }
}
