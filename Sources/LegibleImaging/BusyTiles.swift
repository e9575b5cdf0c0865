/// A coarse map of where ink is dense enough to be a picture rather than text on a surface.
///
/// Tiles of 32×32 px (research step 2 suggests about 8 pt; 32 px is 8 pt at 4×, 10–16 pt at 2–3×)
/// count ink pixels; a tile at least 70 % ink is busy (empirical: bold display text stays under
/// about 55 % in such a tile, photos and textures run at 90 % and more).
struct BusyTiles: Sendable {
  static let tileSize = 32
  static let busyShare = 0.7

  let columns: Int
  let rows: Int
  private var busy: [Bool]

  init(spans: InkSpans, width: Int, height: Int) {
    let t = Self.tileSize
    columns = (width + t - 1) / t
    rows = (height + t - 1) / t
    var ink = [Int](repeating: 0, count: columns * rows)
    for s in 0..<spans.count {
      let ty = Int(spans.y[s]) / t
      var x = Int(spans.x0[s])
      let end = Int(spans.x1[s])
      while x < end {
        let tx = x / t
        let next = min(end, (tx + 1) * t)
        ink[ty * columns + tx] += next - x
        x = next
      }
    }
    busy = ink.map { Double($0) >= Self.busyShare * Double(t * t) }
  }

  /// Share of the tiles meeting `box` grown by `margin` that are busy.
  func share(in box: PixelRect, margin: Int) -> Double {
    guard columns > 0 && rows > 0 else { return 0 }
    let t = Self.tileSize
    let x0 = max(0, (box.x - margin) / t)
    let y0 = max(0, (box.y - margin) / t)
    let x1 = min(columns - 1, (box.maxX + margin - 1) / t)
    let y1 = min(rows - 1, (box.maxY + margin - 1) / t)
    guard x0 <= x1 && y0 <= y1 else { return 0 }
    var total = 0
    var hits = 0
    for ty in y0...y1 {
      for tx in x0...x1 {
        total += 1
        if busy[ty * columns + tx] { hits += 1 }
      }
    }
    return Double(hits) / Double(total)
  }
}
