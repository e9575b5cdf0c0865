/// The sheet or alert of a modal and the dimmed screen around it, read from a sparse grid of
/// pixels and judged by ``InactiveContentRule``.
struct ModalScrim: Sendable {
  /// The sheet: everything outside it is dimmed.
  var sheet: PixelRect
  var decision: InactiveContentRule.Decision

  /// Whether the centre of `box` lies in the dimmed part of a recognised modal.
  func isInactive(_ box: PixelRect) -> Bool {
    decision.isModal && !sheet.contains(x: box.x + box.width / 2, y: box.y + box.height / 2)
  }

  /// Reads the screen on a grid of about 150 samples across its shorter side; `nil` when no
  /// band of rows stands out as a sheet.
  init?(_ image: ScanImage) {
    let (w, h) = (image.width, image.height)
    let step = max(2, min(w, h) / 150)
    guard w >= 20 * step, h >= 20 * step else { return nil }
    let xs = Array(stride(from: step / 2, to: w, by: step))
    let ys = Array(stride(from: step / 2, to: h, by: step))
    // The main colour of a line of samples: the one at least half of them hold.
    func main(_ pixels: [UInt32]) -> UInt32? {
      var counts: [UInt32: Int] = [:]
      for p in pixels { counts[p, default: 0] += 1 }
      guard let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
        2 * top.value >= pixels.count
      else { return nil }
      return top.key
    }
    let rows = ys.map { y in main(xs.map { image.rgb($0, y) }) }
    // The two commonest main colours of the rows: the darker is the dimmed page's, the lighter
    // the sheet's.
    var tally: [UInt32: Int] = [:]
    for case let c? in rows { tally[c, default: 0] += 1 }
    let ranked = tally.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
    guard ranked.count >= 2 else { return nil }
    let (a, b) = (ranked[0].key, ranked[1].key)
    let aIsDarker = PackedColor.luminance(a) < PackedColor.luminance(b)
    let dimmed = aIsDarker ? a : b
    let sheetColor = aIsDarker ? b : a
    // The sheet's band of rows: from its first to its last row of the sheet colour.
    guard let first = rows.firstIndex(of: sheetColor), let last = rows.lastIndex(of: sheetColor)
    else { return nil }
    let bandRows = ys[first] - step / 2..<min(h, ys[last] + step - step / 2)
    // Inside the band, its columns: the first to the last column whose main colour is the sheet's.
    let bandYs = ys[first...last]
    let columns = xs.map { x in main(bandYs.map { image.rgb(x, $0) }) }
    guard let left = columns.firstIndex(of: sheetColor),
      let right = columns.lastIndex(of: sheetColor)
    else { return nil }
    let bandColumns = xs[left] - step / 2..<min(w, xs[right] + step - step / 2)
    sheet = PixelRect(
      x: bandColumns.lowerBound, y: bandRows.lowerBound, width: bandColumns.count,
      height: bandRows.count)
    // The sheet's exact edges: its top at the middle column, its sides at its middle row
    // (walking in from the screen's edges over the dimmed part), and whether its top corners
    // are cut (rounded), as sheets and alerts have and plain panels do not.
    func isSheet(_ x: Int, _ y: Int) -> Bool {
      PackedColor.distance(image.rgb(x, y), sheetColor) <= FlatRegions.joinTolerance
    }
    let midX = sheet.x + sheet.width / 2
    var topY = min(h - 1, sheet.y + step)
    guard isSheet(midX, topY) else { return nil }
    while topY > 0 && isSheet(midX, topY - 1) { topY -= 1 }
    let midY = topY + (sheet.maxY - topY) / 2
    var leftX = 0
    while leftX < midX && !isSheet(leftX, midY) { leftX += 1 }
    var rightX = w - 1
    while rightX > midX && !isSheet(rightX, midY) { rightX -= 1 }
    let rounded = !isSheet(leftX, topY) && !isSheet(rightX, topY)
    // Rows outside the band: how many are the dimmed colour.
    let outside = rows.indices.filter { $0 < first || $0 > last }.compactMap { rows[$0] }
    let share =
      outside.isEmpty
      ? 0
      : Double(outside.filter { $0 == dimmed }.count) / Double(outside.count)
    // Brightest largest channel, 99.5th percentile, in the dimmed part and on the sheet.
    var inside: [Int] = []
    var around: [Int] = []
    for y in ys {
      for x in xs {
        let c = image.rgb(x, y)
        let peak = max(PackedColor.red(c), PackedColor.green(c), PackedColor.blue(c))
        if sheet.contains(x: x, y: y) { inside.append(peak) } else { around.append(peak) }
      }
    }
    func high(_ values: [Int]) -> Int {
      guard !values.isEmpty else { return 0 }
      return values.sorted()[min(values.count - 1, values.count * 995 / 1000)]
    }
    let area = Double(w * h)
    decision = InactiveContentRule.decide(
      InactiveContentRule.Input(
        sheet: sheetColor, dimmed: dimmed, dimmedRowShare: share,
        dimmedArea: 1 - Double(sheet.area) / area, sheetArea: Double(sheet.area) / area,
        dimmedPeak: high(around), sheetPeak: high(inside), hasRoundedCorners: rounded,
        dimmedAbove: Double(topY) / Double(h)))
  }
}
