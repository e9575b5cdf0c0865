/// Rule `candlesticks`: the candles of a candlestick chart — each a solid body with a thin wick
/// centred above it, below it or both — are a chart's marks, not text or icons.
///
/// A trading screen's price chart draws one candle a period, in two colours (the price rose or
/// fell): dozens of small shapes of one width, chained by the row pass into "lines" of
/// "letters" and judged as text. A glyph is a candle (``bodyWidth(rows:scale:)``) when each of
/// its rows is one run of ink, and those runs are either the body's — the commonest wide run
/// (within a pixel either side), at least ``minimumBodyWidth`` pixels, in one block of two rows
/// or more — or a wick's: at most ``maximumWickPoints`` wide, centred on the body (within a
/// pixel), ``minimumWickRows`` rows or more in all; up to a wick's width of other rows in one
/// block are a grid or price line crossing it. Candles make a chart
/// (``chartCandles(_:widths:)``) when at least ``minimumCandles`` of one width (within a pixel)
/// stand side by side, each within ``maximumPitch`` widths of the next and within twice the
/// taller's height of it up or down, and their tops spread over at least ``minimumTopSpread``
/// of their median height: prices move. Text has few such glyphs (a plus sign, a dagger), and
/// a line of them stands level. A group (a line or a lone glyph) at least half of whose glyphs
/// of a glyph's height are a chart's candles is dropped.
enum CandlestickRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "candlesticks"

  /// Narrowest body, in pixels: 3 (a body must stand out from a wick a pixel or two wide;
  /// trading charts draw bodies 3–12 pt wide).
  static let minimumBodyWidth = 3
  /// Widest wick, in points: 1.5 (charts draw wicks as 1 pt hairlines; anti-aliasing on a
  /// fractional position spreads one over two pixels at 1x).
  static let maximumWickPoints = 1.5
  /// Fewest wick rows of a candle: 2 (a body alone is a bar, the business of rule
  /// `chart-bars`).
  static let minimumWickRows = 2
  /// Fewest candles in a chart: 5 (a chart shows a run of periods; a few symbols set in a row
  /// are text).
  static let minimumCandles = 5
  /// Least spread of the candles' tops, in median candle heights: a half (prices move; a row
  /// of plus signs or daggers in text stands level).
  static let minimumTopSpread = 0.5
  /// Largest gap from one candle to the next, in candle widths: 4 (charts leave about a
  /// candle's width between candles; a zoomed-out chart less).
  static let maximumPitch = 4.0

  /// The body's width in pixels when a glyph whose rows (top to bottom) are each one run of ink
  /// (a half-open column range), read at `scale`, is shaped as a candle (see
  /// ``CandlestickRule``), or `nil`. The body is the commonest run wider than a wick.
  static func bodyWidth(rows: [(start: Int, end: Int)], scale: Double) -> Int? {
    let wick = max(1, Int((maximumWickPoints * max(1, scale)).rounded(.up)))
    guard rows.count >= 2 + minimumWickRows else { return nil }
    // The body: the commonest run wider than a wick (of equals, the widest, then the leftmost,
    // so the answer never depends on a dictionary's order).
    var counts: [Int: Int] = [:]
    for run in rows where run.end - run.start > wick {
      counts[run.start << 16 | run.end, default: 0] += 1
    }
    func rank(_ entry: (key: Int, value: Int)) -> (Int, Int, Int) {
      (entry.value, (entry.key & 0xFFFF) - entry.key >> 16, -entry.key)
    }
    guard let body = counts.max(by: { rank($0) < rank($1) })?.key else { return nil }
    let (left, right) = (body >> 16, body & 0xFFFF)
    guard right - left >= max(minimumBodyWidth, wick + 2) else { return nil }
    // A grid line or a price line drawn across the candle joins it: up to a wick's width of
    // other rows (at least two), in one block.
    let stray = max(2, wick)
    var bodyRows: [Int] = []
    var wickRows = 0
    var others: [Int] = []
    for (y, run) in rows.enumerated() {
      if run.start >= left - 1 && run.start <= left + 1 && run.end >= right - 1
        && run.end <= right + 1
      {
        bodyRows.append(y)
      } else if run.end - run.start <= wick && abs(run.start + run.end - left - right) <= 2 {
        wickRows += 1
      } else {
        others.append(y)
      }
    }
    guard others.count <= stray, others.isEmpty || others.last! - others.first! < others.count,
      let top = bodyRows.first, let bottom = bodyRows.last, bodyRows.count >= 2,
      bottom - top + 1 == bodyRows.count + others.filter({ $0 > top && $0 < bottom }).count,
      wickRows >= minimumWickRows
    else { return nil }
    return right - left
  }

  /// ``bodyWidth(rows:scale:)`` for a glyph whose ink is the runs `indices` of `spans`, in
  /// `box`: `nil` at once unless each of its rows is one run (most letters have a row of two).
  static func bodyWidth(spans: InkSpans, indices: [Int], box: PixelRect, scale: Double) -> Int? {
    guard indices.count == box.height else { return nil }
    var rows: [(start: Int, end: Int)] = []
    rows.reserveCapacity(box.height)
    for (row, span) in indices.enumerated() {
      guard Int(spans.y[span]) == box.y + row else { return nil }
      rows.append((Int(spans.x0[span]) - box.x, Int(spans.x1[span]) - box.x))
    }
    return bodyWidth(rows: rows, scale: scale)
  }

  /// The indices of the candles (their `boxes` and their bodies' `widths`, from
  /// ``bodyWidth(rows:scale:)``) that make a chart (see ``CandlestickRule``).
  static func chartCandles(_ boxes: [PixelRect], widths: [Int]) -> [Int] {
    let order = boxes.indices.sorted { (boxes[$0].x, $0) < (boxes[$1].x, $1) }
    var sets = UnionFind(count: boxes.count)
    for (n, i) in order.enumerated() {
      let a = boxes[i]
      for j in order[(n + 1)...] {
        let b = boxes[j]
        if Double(b.x - a.maxX) > maximumPitch * Double(max(widths[i], widths[j])) { break }
        let reach = 2 * max(a.height, b.height)
        guard abs(widths[i] - widths[j]) <= 1, b.y <= a.maxY + reach, a.y <= b.maxY + reach
        else { continue }
        sets.union(i, j)
      }
    }
    var clusters: [Int: [Int]] = [:]
    for i in boxes.indices { clusters[sets.find(i), default: []].append(i) }
    var chart: [Int] = []
    for members in clusters.values where members.count >= minimumCandles {
      let tops = members.map { boxes[$0].y }
      let heights = members.map { boxes[$0].height }.sorted()
      if Double(tops.max()! - tops.min()!) >= minimumTopSpread * Double(heights[heights.count / 2])
      {
        chart += members
      }
    }
    return chart.sorted()
  }
}
