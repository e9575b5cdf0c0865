import LegibleColor

/// Rule `repeated-pattern`: many lone marks of one colour on one background, spread over the
/// screen in both directions, are a pattern — a wallpaper's dashes or dots, a texture — not
/// icons or text.
///
/// Marks belong together when their ink colours and their background colours each lie within
/// ``TextLines/inkTolerance`` of each other and their longer sides within a factor of two of the
/// median mark's (a label in the pattern's colour is larger). At least ``minimumMarks`` such marks
/// that stand in at least ``minimumBands`` columns and as many rows (bands of x and of y centres,
/// each band as wide as the marks' median size), each mark with another in its column and
/// another in its row (``latticed(_:_:)``), are a pattern; the smaller marks of its colours are
/// then pieces of its marks, cut where a card or a bar covers the pattern. Interface repeats marks
/// along one line: the chevrons down a list, the glyphs of a tab bar, the dots of a page control,
/// a code view's line numbers, all in one column or one row; a grid of checkboxes or radio
/// buttons is judged by rule `control-boundary`, which this rule does not touch, and the days of
/// a calendar are lines of text. A day of one digit is a lone mark, and a calendar greys the days
/// of the months before and after in one colour, so lone marks set in rows of text
/// (``setInRows(_:)``: beside a character of another colour and width standing on the same top
/// and bottom) are never a pattern's: a pattern's marks in a row are of one colour, and a
/// doodle's stand on no common line.
///
/// A faint pattern's marks chain too: a doodle wallpaper behind a chat, its outlined drawings
/// in one colour barely off the background, reads as lines and lone shapes of every width. So
/// candidates of any shape standing out by less than ``ImageRegionTuning/faintContrast`` are
/// also a pattern when at least ``minimumMarks`` of one colour pair have their left edges in
/// at least ``minimumBands`` columns and their tops in as many rows (bands as wide as their
/// median height) (``faintPatternMarks(_:)``): faint text in a paragraph, however long, shares
/// one left edge, and a column of faint placeholders one or two. A word whose letters touch
/// (``ImageContentRule/isWordShaped(_:spans:)``) is text, even in a pattern's colours, and is
/// never a pattern's mark, faint or not (a dark screen's dim column headers and labels share
/// one grey). (A line's glyphs standing on one baseline do not tell text from a
/// doodle's parts: on GNOME's "symbolic" wallpaper, drawings set on rows chain into
/// three- and four-part "lines" whose bottoms agree to a pixel.)
enum RepeatedPatternRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "repeated-pattern"
  /// Fewest marks of a pattern: 12, a lattice of three by four (a screen's grid of icons in one
  /// colour, such as a keyboard's symbols, is text and lines; a pattern fills a wallpaper with
  /// dozens).
  static let minimumMarks = 12
  /// Fewest columns and rows the marks stand in: 3.
  static let minimumBands = 3
  /// Least extent of a pattern's marks in each direction, in points: 64, four 16-pt tiles. A
  /// toolbar or tab bar of icons made of parts (an ellipsis's dots, a grid's squares, a sun's
  /// rays) in one colour is 44–50 pt tall, yet its parts stand in three rows and many
  /// columns; a wallpaper's pattern covers the screen.
  static let minimumSpanPoints = 64.0

  /// How far beside a mark, in its own heights, a character of another colour and width sets
  /// it in a row of text (``setInRows(_:)``): 4. A calendar's day columns stand 2.5–3.5 digit
  /// heights apart (GTK: 36 px cells, 10 px digits at 1x; iOS: 46 pt cells, 14 pt digits).
  static let rowReach = 4.0
  /// How much wider one of two marks must be to be another character (``setInRows(_:)``):
  /// 1.25 times. A "1" is about half as wide as other digits and a day of two digits twice as
  /// wide as one; a pattern's dashes turned a little from one to the next differ by under 10 %.
  static let otherWidth = 1.25

  /// The indices of `marks` set in rows of text: each has, within ``rowReach`` of its heights
  /// to its left or right, a mark of another colour (beyond ``TextLines/inkTolerance``) whose
  /// top and bottom lie within a pixel of its own and which is at least ``otherWidth`` times as
  /// wide or as narrow — characters of one size on one line, such as a calendar's grey "30"
  /// and black "1". A pattern's marks in a row are of one colour; a doodle's stand on no
  /// common line.
  static func setInRows(_ marks: [Mark]) -> Set<Int> {
    var byTop: [Int: [Int]] = [:]
    for i in marks.indices { byTop[marks[i].box.y, default: []].append(i) }
    var found: Set<Int> = []
    for i in marks.indices {
      let box = marks[i].box
      let reach = Int(rowReach * Double(box.height))
      let beside = (box.y - 1...box.y + 1).contains { top in
        (byTop[top] ?? []).contains { j in
          let other = marks[j].box
          return j != i && abs(other.maxY - box.maxY) <= 1
            && PackedColor.distance(marks[j].ink, marks[i].ink) > Int(TextLines.inkTolerance)
            && Double(max(other.width, box.width))
              >= otherWidth * Double(min(other.width, box.width))
            && max(other.x - box.maxX, box.x - other.maxX) <= reach
        }
      }
      if beside { found.insert(i) }
    }
    return found
  }

  /// How far off a mark's centre, in pixels, the centre of a character above or below it may
  /// lie for the two to stand in one column (``setInColumns(_:)``): 3. A calendar centres its
  /// days in their cells ("2" under "26": within a pixel); a pixel of rounding either side.
  static let columnSlack = 3

  /// Least contrast between the inks of two marks one above the other for them to be text of
  /// two kinds in one column (``setInColumns(_:)``): 2:1. A calendar's greyed days against its
  /// black ones are 16.8:1 (#e6e6e6, #000000), dark mode's grey against white 10:1; a
  /// wallpaper's pattern shades its marks gradually (oranges 1.1:1 apart one row to the next).
  static let columnInkContrast = 2.0

  /// The indices of `marks` set in columns of text: each has, within ``rowReach`` of its
  /// heights above or below it, a mark whose ink contrasts with its own by at least
  /// ``columnInkContrast``, of its height (within a pixel) and centred on it (within
  /// ``columnSlack``) — a calendar's grey days of the next month under the black days of this
  /// one, in a row all grey. A pattern's marks in a column are of one colour or shade into
  /// one another.
  static func setInColumns(_ marks: [Mark]) -> Set<Int> {
    // Marks by twice their horizontal centre.
    var byCentre: [Int: [Int]] = [:]
    for i in marks.indices {
      byCentre[2 * marks[i].box.x + marks[i].box.width, default: []].append(i)
    }
    var found: Set<Int> = []
    for i in marks.indices {
      let box = marks[i].box
      let centre = 2 * box.x + box.width
      let reach = Int(rowReach * Double(box.height))
      let stacked = (centre - 2 * columnSlack...centre + 2 * columnSlack).contains { c in
        (byCentre[c] ?? []).contains { j in
          let other = marks[j].box
          return j != i && abs(other.height - box.height) <= 1
            && WCAG2.contrastRatio(
              between: PackedColor.srgb(marks[j].ink), and: PackedColor.srgb(marks[i].ink))
              >= columnInkContrast
            && max(other.y - box.maxY, box.y - other.maxY) <= reach
            && other.intersection(box).isEmpty
        }
      }
      if stacked { found.insert(i) }
    }
    return found
  }

  /// One lone mark: its box and its ink and background colours.
  struct Mark: Sendable, Hashable {
    /// Its box, in image pixels.
    var box: PixelRect
    /// Its ink colour, packed.
    var ink: UInt32
    /// The background colour around it, packed.
    var background: UInt32
  }

  /// The indices into `marks` of the marks that are a pattern's; the marks of its size must
  /// span at least `minimumSpan` pixels (``minimumSpanPoints`` at the screen's scale) across
  /// and down.
  static func patternMarks(_ marks: [Mark], minimumSpan: Int) -> Set<Int> {
    var found: Set<Int> = []
    for family in families(marks) where family.count >= minimumMarks {
      // Marks of the pattern's size (a label in its colour is larger).
      func size(_ i: Int) -> Int { max(marks[i].box.width, marks[i].box.height) }
      let sizes = family.map(size).sorted()
      let band = max(1, sizes[sizes.count / 2])
      let alike = family.filter { size($0) * 2 >= band && size($0) <= 2 * band }
      // Once the marks of its size make a pattern, smaller marks of the family are pieces of
      // its marks (cut by a card or a bar drawn over the pattern).
      if lattice(alike.map { marks[$0].box }, band: band, minimumSpan: minimumSpan) != nil {
        found.formUnion(family.filter { size($0) <= 2 * band })
      }
    }
    return found
  }

  /// The indices into `marks` (lines and lone shapes alike, each standing out from its
  /// background by less than ``ImageRegionTuning/faintContrast``) of those that are a faint
  /// pattern's: at least ``minimumMarks`` of one colour pair whose left edges stand in at least
  /// ``minimumBands`` columns and whose tops stand in as many rows, bands as wide as the
  /// family's median height, spanning at least `minimumSpan` pixels across and down, and not
  /// standing in a table's columns (``isTable(_:_:)``: a list's pale empty checkboxes).
  static func faintPatternMarks(_ marks: [Mark], minimumSpan: Int) -> Set<Int> {
    var found: Set<Int> = []
    for family in families(marks)
    where family.count >= minimumMarks && spans(family.map { marks[$0].box }, minimumSpan) {
      let heights = family.map { marks[$0].box.height }.sorted()
      let band = max(1, heights[heights.count / 2])
      let columns = bandCount(family.map { marks[$0].box.x }, band)
      let rows = bandCount(family.map { marks[$0].box.y }, band)
      if columns >= minimumBands && rows >= minimumBands
        && !isTable(family.map { marks[$0].box }, band)
      {
        found.formUnion(family)
      }
    }
    return found
  }

  /// `marks` in families of one colour pair: ink colours and background colours each within
  /// ``TextLines/inkTolerance`` of a family's first mark's.
  static func families(_ marks: [Mark]) -> [[Int]] {
    let tolerance = Int(TextLines.inkTolerance)
    // Marks by ink colour in cubes `tolerance + 1` levels wide: a mark within the tolerance of
    // another lies in its cube or one of the 26 around it (a photograph's thousands of lone
    // marks in as many colours are compared with their neighbours only).
    let side = tolerance + 1
    func cube(_ c: UInt32) -> SIMD3<Int> {
      SIMD3(PackedColor.red(c) / side, PackedColor.green(c) / side, PackedColor.blue(c) / side)
    }
    var cubes: [SIMD3<Int>: [Int]] = [:]
    for i in marks.indices { cubes[cube(marks[i].ink), default: []].append(i) }
    var families: [[Int]] = []
    var assigned = [Bool](repeating: false, count: marks.count)
    for seed in marks.indices where !assigned[seed] {
      let centre = cube(marks[seed].ink)
      var family: [Int] = []
      for dr in -1...1 {
        for dg in -1...1 {
          for db in -1...1 {
            for i in cubes[centre &+ SIMD3(dr, dg, db)] ?? []
            where !assigned[i] && PackedColor.distance(marks[i].ink, marks[seed].ink) <= tolerance
              && PackedColor.distance(marks[i].background, marks[seed].background) <= tolerance
            {
              family.append(i)
            }
          }
        }
      }
      for i in family { assigned[i] = true }
      families.append(family)
    }
    return families
  }

  /// Whether the box around `boxes` is at least `extent` pixels wide and tall.
  static func spans(_ boxes: [PixelRect], _ extent: Int) -> Bool {
    guard let first = boxes.first else { return false }
    let around = boxes.reduce(first) { $0.union($1) }
    return around.width >= extent && around.height >= extent
  }

  /// The indices of those of `boxes` that stand on a lattice of bands `band` pixels wide
  /// (``latticed(_:_:)``) when they make one: at least ``minimumMarks`` of them, spanning
  /// `minimumSpan` pixels across and down, their centres in at least ``minimumBands`` columns
  /// and as many rows; otherwise `nil`.
  static func lattice(_ boxes: [PixelRect], band: Int, minimumSpan: Int) -> [Int]? {
    let indices = latticed(boxes, band)
    let on = indices.map { boxes[$0] }
    guard on.count >= minimumMarks, spans(on, minimumSpan),
      bandCount(on.map { $0.x + $0.width / 2 }, band) >= minimumBands,
      bandCount(on.map { $0.y + $0.height / 2 }, band) >= minimumBands,
      !isTable(on, band)
    else { return nil }
    return indices
  }

  /// Most columns of a table's marks: 6. A table holds a few columns of controls and marks
  /// (a help desk's checkboxes, priority dots and empty-value dashes); a wallpaper's pattern
  /// repeats across the screen, ten or more times on a phone's 390 pt at the 20–40 pt
  /// spacing of a dot or doodle pattern.
  static let maximumTableColumns = 6

  /// Whether `boxes` stand in the columns of a table: at most ``maximumTableColumns``
  /// columns (bands of x centres `band` wide), each of one mark repeated down it (every box's
  /// width and height within a pixel of its column's first), no two columns of one size, as a
  /// list's checkboxes, a priority column's dots and an empty column's dashes are. A
  /// pattern's marks differ from one to the next down a column (a doodle's drawings), or
  /// repeat one mark across columns (a dot pattern), or stand in more columns.
  static func isTable(_ boxes: [PixelRect], _ band: Int) -> Bool {
    let columns = bands(boxes.map { $0.x + $0.width / 2 }, band).map { $0.map { boxes[$0] } }
    guard columns.count <= maximumTableColumns else { return false }
    func alike(_ a: PixelRect, _ b: PixelRect) -> Bool {
      abs(a.width - b.width) <= 1 && abs(a.height - b.height) <= 1
    }
    guard columns.allSatisfy({ column in column.allSatisfy { alike($0, column[0]) } }) else {
      return false
    }
    return columns.indices.allSatisfy { i in
      columns[(i + 1)...].allSatisfy { !alike($0[0], columns[i][0]) }
    }
  }

  /// The indices of those of `boxes` that share their column with another box in another row,
  /// and their row with another box in another column: centres within `band` pixels across (down) and more
  /// than `band` apart down (across). A lattice's marks each have neighbours in both
  /// directions; interface's marks of one colour stand in lines, each with neighbours in one. A
  /// code view's line numbers, a masked secret's dots, a sidebar's icons and a table's edit
  /// buttons, all in one grey, stand in many columns and many rows, yet few of them have a
  /// neighbour both across and down.
  static func latticed(_ boxes: [PixelRect], _ band: Int) -> [Int] {
    let xs = boxes.map { $0.x + $0.width / 2 }
    let ys = boxes.map { $0.y + $0.height / 2 }
    // Whether each box has another within `band` on `along` and more than `band` off it on
    // `across`: neighbours in sorted order of `along`, while they stay within the band.
    func partnered(along: [Int], across: [Int]) -> [Bool] {
      let order = boxes.indices.sorted { along[$0] < along[$1] }
      var found = [Bool](repeating: false, count: boxes.count)
      for (n, i) in order.enumerated() {
        for j in order[(n + 1)...] {
          guard along[j] - along[i] <= band else { break }
          if abs(across[j] - across[i]) > band {
            found[i] = true
            found[j] = true
          }
        }
      }
      return found
    }
    let down = partnered(along: xs, across: ys)
    let across = partnered(along: ys, across: xs)
    return boxes.indices.filter { down[$0] && across[$0] }
  }

  /// How many bands `band` wide the `centres` fall into (``bands(_:_:)``).
  static func bandCount(_ centres: [Int], _ band: Int) -> Int {
    bands(centres, band).count
  }

  /// The indices of `centres` in bands `band` wide, in order: sorted, a centre more than `band`
  /// past the start of the current band begins a new one.
  static func bands(_ centres: [Int], _ band: Int) -> [[Int]] {
    var bands: [[Int]] = []
    var start = Int.min
    for i in centres.indices.sorted(by: { (centres[$0], $0) < (centres[$1], $1) }) {
      if start == Int.min || centres[i] - start > band {
        bands.append([])
        start = centres[i]
      }
      bands[bands.count - 1].append(i)
    }
    return bands
  }
}
