import LegibleColor

/// The sheet or alert of a modal and the dimmed screen around it, read from a sparse grid of
/// pixels and judged by ``InactiveContentRule``.
struct ModalScrim: Sendable {
  /// The screen read: the whole image, or the screen inside a device frame.
  var screen: PixelRect
  /// The sheet: everything else on the screen is dimmed.
  var sheet: PixelRect
  /// The box around the sampled pixels of the dimmed page's main colour.
  var page: PixelRect
  var decision: InactiveContentRule.Decision
  /// The brightest largest channel in the dimmed part (its 99.5th percentile), 0–255.
  var dimmedPeak: Int

  /// A sheet on `screen`, the box around its dimmed `page`, the decision on them and the
  /// dimmed part's `dimmedPeak`.
  init(
    screen: PixelRect, sheet: PixelRect, page: PixelRect, decision: InactiveContentRule.Decision,
    dimmedPeak: Int
  ) {
    self.screen = screen
    self.sheet = sheet
    self.page = page
    self.decision = decision
    self.dimmedPeak = dimmedPeak
  }

  /// Whether the centre of `box` lies in the dimmed part of a recognised modal, and its `ink`
  /// (when given) is no brighter than the scrim lets anything be
  /// (``InactiveContentRule/isAboveScrim(ink:dimmedPeak:)``).
  func isInactive(_ box: PixelRect, ink: SRGB? = nil) -> Bool {
    let (x, y) = (box.x + box.width / 2, box.y + box.height / 2)
    return decision.isModal && screen.contains(x: x, y: y) && !sheet.contains(x: x, y: y)
      && !(ink.map { InactiveContentRule.isAboveScrim(ink: $0, dimmedPeak: dimmedPeak) } ?? false)
  }

  /// Why `box`, in `ink`, is or is not inactive, for `--explain`.
  func reason(for box: PixelRect, ink: SRGB? = nil) -> String {
    let (x, y) = (box.x + box.width / 2, box.y + box.height / 2)
    guard decision.isModal else { return decision.why }
    if !screen.contains(x: x, y: y) {
      return
        "outside the screen where a modal was found (in a device frame, above a keyboard): active"
    }
    if sheet.contains(x: x, y: y) { return "on the modal's sheet: active" }
    if let ink, InactiveContentRule.isAboveScrim(ink: ink, dimmedPeak: dimmedPeak) {
      return "brighter than the scrim lets anything be: drawn above it (a status bar), active"
    }
    return decision.why
  }

  /// Reads the screen on a grid of about 150 samples across its shorter side, the rows' main
  /// colours taken across its whole width and, when that finds no modal, across its middle
  /// third (an alert or a form sheet narrower than half the screen, as on an iPad or a phone
  /// held sideways, is the main colour of no whole row); `nil` when no band of rows stands
  /// out as a sheet either way. When neither reading finds a modal but the dimmed page and
  /// the sheet together lie inside a device frame on a larger canvas (an App Store image,
  /// ``InactiveContentRule/framedScreen(page:sheet:width:height:)``), the screen inside the
  /// frame is read the same two ways. So is the screen above a keyboard (an alert's text field
  /// brings one up, a window of its own over the scrim, bright and undimmed:
  /// ``InactiveContentRule/screenAboveKeyboard(pageBottom:height:)``), whose findings stay
  /// judged.
  init?(_ image: ScanImage) {
    let whole = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
    var first: ModalScrim?
    var screens = [whole]
    // The whole image's rows, read across its width once: for the page's bottom and for the
    // first reading.
    let wholeRows = Self.grid(on: whole).map { grid in
      grid.ys.map { y in Self.mainColor(of: grid.xs.map { image.rgb($0, y) }) }
    }
    if let wholeRows, let pageBottom = Self.pageBottom(rows: wholeRows, on: whole),
      let bottom = InactiveContentRule.screenAboveKeyboard(
        pageBottom: pageBottom, height: image.height)
    {
      screens.append(PixelRect(x: 0, y: 0, width: image.width, height: bottom))
    }
    while !screens.isEmpty {
      let screen = screens.removeFirst()
      for middleThird in [false, true] {
        guard
          let found = Self.read(
            image, screen: screen, middleThird: middleThird,
            rows: screen == whole && !middleThird ? wholeRows : nil)
        else { continue }
        if found.decision.isModal {
          self = found
          return
        }
        first = first ?? found
        if screen == whole,
          let framed = InactiveContentRule.framedScreen(
            page: found.page, sheet: found.sheet, width: image.width, height: image.height),
          !screens.contains(framed)
        {
          screens.append(framed)
        }
      }
    }
    guard let first else { return nil }
    self = first
  }

  /// The bottom of the page on `whole` (the image), from the main colours `rows` of the rows
  /// of its grid: the lower edge of the last sampled row whose main colour is the darkest
  /// near-neutral colour that is the main colour of at least
  /// ``InactiveContentRule/sheetRowShare`` of the rows (under a scrim, the dimmed page's: a
  /// keyboard's keys and its frame, and the sheet, are lighter); `nil` when there is none.
  private static func pageBottom(rows: [UInt32?], on whole: PixelRect) -> Int? {
    guard let (step, _, ys) = grid(on: whole) else { return nil }
    var tally: [UInt32: Int] = [:]
    for case let c? in rows where InactiveContentRule.isNeutral(c) { tally[c, default: 0] += 1 }
    let least = Double(rows.count) * InactiveContentRule.sheetRowShare
    guard
      let page = tally.filter({ Double($0.value) >= least }).keys.min(by: {
        (PackedColor.luminance($0), $0) < (PackedColor.luminance($1), $1)
      }),
      let last = rows.lastIndex(where: {
        $0.map { PackedColor.distance($0, page) <= FlatRegions.joinTolerance } ?? false
      })
    else { return nil }
    return min(whole.maxY, ys[last] + step - step / 2)
  }

  /// The sampling grid on `screen`: about 150 samples across its shorter side, every `step`
  /// pixels from half a step in; `nil` for a screen under 20 steps either way.
  private static func grid(on screen: PixelRect) -> (step: Int, xs: [Int], ys: [Int])? {
    let step = max(2, min(screen.width, screen.height) / 150)
    guard screen.width >= 20 * step, screen.height >= 20 * step else { return nil }
    return (
      step, Array(stride(from: screen.x + step / 2, to: screen.maxX, by: step)),
      Array(stride(from: screen.y + step / 2, to: screen.maxY, by: step))
    )
  }

  /// The sheet and the decision on `screen`, the rows' main colours taken across its whole
  /// width (`rows`, when read already) or its `middleThird`; `nil` when no band of rows stands
  /// out as a sheet.
  private static func read(
    _ image: ScanImage, screen: PixelRect, middleThird: Bool, rows known: [UInt32?]? = nil
  ) -> ModalScrim? {
    let w = screen.width
    guard let (step, xs, ys) = grid(on: screen) else { return nil }
    let across =
      middleThird
      ? xs.filter { 3 * ($0 - screen.x) >= w && 3 * ($0 - screen.x) < 2 * w } : xs
    let rows = known ?? ys.map { y in Self.mainColor(of: across.map { image.rgb($0, y) }) }
    // Of the three commonest main colours of the rows, each the main colour of at least
    // ``InactiveContentRule/sheetRowShare`` of them, the lightest is the sheet's and the
    // commonest of the others the dimmed page's (under the scrim a grouped list's page and its
    // cards are two colours, each of which may hold more rows than the sheet).
    var tally: [UInt32: Int] = [:]
    for case let c? in rows { tally[c, default: 0] += 1 }
    let least = Double(rows.count) * InactiveContentRule.sheetRowShare
    let ranked = tally.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
      .filter { Double($0.value) >= least }.map(\.key)
    guard ranked.count >= 2 else { return nil }
    // By luminance, lightest first. A grouped sheet is two light colours (its grey page and
    // white cards): when the lightest does not read as a sheet, the next one is tried, over the
    // darkest.
    let byLight = ranked.sorted {
      (PackedColor.luminance($0), $1) > (PackedColor.luminance($1), $0)
    }
    var first: ModalScrim?
    for (n, sheetColor) in byLight.prefix(ranked.count - 1).enumerated() {
      guard
        let dimmed = ranked.first(where: {
          n == 0
            ? $0 != sheetColor : PackedColor.luminance($0) < PackedColor.luminance(sheetColor)
        })
      else { break }
      let found = Self.read(
        image, screen: screen, grid: (step, xs, ys), rows: rows, sheetColor: sheetColor,
        dimmed: dimmed)
      if let found, found.decision.isModal { return found }
      first = first ?? found
    }
    return first
  }

  /// The sheet of `sheetColor` over the page dimmed to `dimmed` on `screen`, sampled on `grid`,
  /// the rows' main colours `rows`, and the decision on them; `nil` when no sheet of that
  /// colour can be placed.
  private static func read(
    _ image: ScanImage, screen: PixelRect, grid: (step: Int, xs: [Int], ys: [Int]),
    rows: [UInt32?], sheetColor: UInt32, dimmed: UInt32
  ) -> ModalScrim? {
    let (step, xs, ys) = grid
    let h = screen.height
    // The sheet's band of rows: from its first to its last row of the sheet colour.
    guard let first = rows.firstIndex(of: sheetColor), let last = rows.lastIndex(of: sheetColor)
    else { return nil }
    let bandRows = ys[first] - step / 2..<min(screen.maxY, ys[last] + step - step / 2)
    // Inside the band, its columns: the first to the last column whose main colour is the sheet's.
    let bandYs = ys[first...last]
    let columns = xs.map { x in Self.mainColor(of: bandYs.map { image.rgb(x, $0) }) }
    guard let left = columns.firstIndex(of: sheetColor),
      let right = columns.lastIndex(of: sheetColor)
    else { return nil }
    let bandColumns = xs[left] - step / 2..<min(screen.maxX, xs[right] + step - step / 2)
    let sheet = PixelRect(
      x: bandColumns.lowerBound, y: bandRows.lowerBound, width: bandColumns.count,
      height: bandRows.count)
    // The sheet's exact edges: its top at the middle column, its sides at its middle row
    // (walking in from the screen's edges over the dimmed part), and whether its top corners
    // are cut (rounded), as sheets and alerts have and plain panels do not.
    func isSheet(_ x: Int, _ y: Int) -> Bool {
      PackedColor.distance(image.rgb(x, y), sheetColor) <= FlatRegions.joinTolerance
    }
    let midX = sheet.x + sheet.width / 2
    var topY = min(screen.maxY - 1, sheet.y + step)
    guard isSheet(midX, topY) else { return nil }
    while topY > screen.y && isSheet(midX, topY - 1) { topY -= 1 }
    let midY = topY + (sheet.maxY - topY) / 2
    var leftX = screen.x
    while leftX < midX && !isSheet(leftX, midY) { leftX += 1 }
    var rightX = screen.maxX - 1
    while rightX > midX && !isSheet(rightX, midY) { rightX -= 1 }
    let rounded = !isSheet(leftX, topY) && !isSheet(rightX, topY)
    // Rows outside the band: how many are a dimmed surface, a near-neutral colour darker than
    // the sheet (a grouped list's page and its cards, both dimmed, are two), of those with a
    // main colour; and how many have none (picture content).
    let outside = rows.indices.filter { $0 < first || $0 > last }.compactMap { rows[$0] }
    let pictureRows = rows.count - (last - first + 1) - outside.count
    let sheetLuminance = PackedColor.luminance(sheetColor)
    let dimmedRows = outside.filter {
      InactiveContentRule.isNeutral($0) && PackedColor.luminance($0) < sheetLuminance
    }
    let share = outside.isEmpty ? 0 : Double(dimmedRows.count) / Double(outside.count)
    let pictureShare = Double(pictureRows) / Double(max(1, pictureRows + outside.count))
    // Brightest largest channel in the dimmed part (99.5th percentile) and on the sheet
    // (maximum), counted per level (0–255) rather than sorted.
    // The box around the samples of the dimmed page's colour is taken on the way.
    var inside = [Int](repeating: 0, count: 256)
    var around = [Int](repeating: 0, count: 256)
    var page = PixelRect(x: 0, y: 0, width: 0, height: 0)
    for y in ys {
      for x in xs {
        let c = image.rgb(x, y)
        let peak = max(PackedColor.red(c), PackedColor.green(c), PackedColor.blue(c))
        if sheet.contains(x: x, y: y) { inside[peak] += 1 } else { around[peak] += 1 }
        if PackedColor.distance(c, dimmed) <= FlatRegions.joinTolerance {
          page = page.union(PixelRect(x: x, y: y, width: 1, height: 1))
        }
      }
    }
    func high(_ counts: [Int]) -> Int {
      let total = counts.reduce(0, +)
      guard total > 0 else { return 0 }
      let k = min(total - 1, total * 995 / 1000)
      var below = 0
      for level in counts.indices {
        below += counts[level]
        if below > k { return level }
      }
      return 255
    }
    let area = Double(screen.area)
    let decision = InactiveContentRule.decide(
      InactiveContentRule.Input(
        sheet: sheetColor, dimmed: dimmed, dimmedRowShare: share, pictureRowShare: pictureShare,
        dimmedArea: 1 - Double(sheet.area) / area, sheetArea: Double(sheet.area) / area,
        dimmedPeak: high(around), sheetPeak: inside.lastIndex { $0 > 0 } ?? 0,
        hasRoundedCorners: rounded,
        dimmedAbove: Double(topY - screen.y) / Double(h),
        isFullWidth: leftX == screen.x && rightX == screen.maxX - 1
          && sheet.maxY + step >= screen.maxY))
    return ModalScrim(
      screen: screen, sheet: sheet, page: page, decision: decision, dimmedPeak: high(around))
  }

  /// The main colour of a line of samples: the commonest (the smaller packed value on a tie),
  /// when at least half of them hold it. Found without sorting or hashing (which cost more
  /// than the rest of the scrim reading; ``mainColorReference(of:)`` counts every colour, and
  /// tests compare the two): a colour held by more than half is the winner of a majority vote
  /// (Boyer–Moore). Short of that, only a colour held by exactly half of an even count can
  /// qualify, and there can be two. Such a colour is the first sample, or else holds half of
  /// the samples after the first, an odd count, and so wins their vote: both are counted.
  static func mainColor(of pixels: [UInt32]) -> UInt32? {
    guard let first = pixels.first else { return nil }
    func count(_ colour: UInt32) -> Int { pixels.reduce(0) { $1 == colour ? $0 + 1 : $0 } }
    func vote(_ samples: ArraySlice<UInt32>) -> UInt32? {
      var candidate = samples.first
      var lead = 0
      for p in samples {
        if lead == 0 { candidate = p }
        lead += p == candidate ? 1 : -1
      }
      return candidate
    }
    let n = pixels.count
    if let winner = vote(pixels[...]), 2 * count(winner) > n { return winner }
    guard n % 2 == 0 else { return nil }
    let halves = [first, vote(pixels.dropFirst())].compactMap { $0 }.filter { 2 * count($0) == n }
    return halves.min()
  }

  /// ``mainColor(of:)`` by counting every colour.
  static func mainColorReference(of pixels: [UInt32]) -> UInt32? {
    var counts: [UInt32: Int] = [:]
    for p in pixels { counts[p, default: 0] += 1 }
    guard let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
      2 * top.value >= pixels.count
    else { return nil }
    return top.key
  }
}
