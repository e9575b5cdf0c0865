/// Rule `repeated-pattern`: many lone marks of one colour on one background, spread over the
/// screen in both directions, are a pattern — a wallpaper's dashes or dots, a texture — not
/// icons or text.
///
/// Marks belong together when their ink colours and their background colours each lie within
/// ``TextLines/inkTolerance`` of each other and their longer sides within a factor of two of
/// the median mark's (a label in the pattern's colour is larger). At least ``minimumMarks`` such marks that stand in at
/// least ``minimumBands`` columns and as many rows (bands of x and of y centres, each band as
/// wide as the marks' median size) are a pattern; the smaller marks of its colours are then
/// pieces of its marks, cut where a card or a bar covers the pattern. Interface repeats marks
/// along one line: the chevrons down a list, the glyphs of a tab bar, the dots of a page
/// control, all in one column or one row; a grid of checkboxes or radio buttons is judged by rule `control-boundary`,
/// which this rule does not touch, and the days of a calendar are lines of text.
enum RepeatedPatternRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "repeated-pattern"
  /// Fewest marks of a pattern: 12, a lattice of three by four (a screen's grid of icons in one
  /// colour, such as a keyboard's symbols, is text and lines; a pattern fills a wallpaper with
  /// dozens).
  static let minimumMarks = 12
  /// Fewest columns and rows the marks stand in: 3.
  static let minimumBands = 3

  /// One lone mark: its box and its ink and background colours.
  struct Mark: Sendable, Hashable {
    /// Its box, in image pixels.
    var box: PixelRect
    /// Its ink colour, packed.
    var ink: UInt32
    /// The background colour around it, packed.
    var background: UInt32
  }

  /// The indices into `marks` of the marks that are a pattern's.
  static func patternMarks(_ marks: [Mark]) -> Set<Int> {
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
    var found: Set<Int> = []
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
      guard family.count >= minimumMarks else { continue }
      // Marks of the pattern's size (a label in its colour is larger).
      func size(_ i: Int) -> Int { max(marks[i].box.width, marks[i].box.height) }
      let sizes = family.map(size).sorted()
      let band = max(1, sizes[sizes.count / 2])
      let alike = family.filter { size($0) * 2 >= band && size($0) <= 2 * band }
      guard alike.count >= minimumMarks else { continue }
      let columns = bandCount(alike.map { marks[$0].box.x + marks[$0].box.width / 2 }, band)
      let rows = bandCount(alike.map { marks[$0].box.y + marks[$0].box.height / 2 }, band)
      // Once the marks of its size make a pattern, smaller marks of the family are pieces of
      // its marks (cut by a card or a bar drawn over the pattern).
      if columns >= minimumBands && rows >= minimumBands {
        found.formUnion(family.filter { size($0) <= 2 * band })
      }
    }
    return found
  }

  /// How many bands `band` wide the `centres` fall into: sorted, a centre more than `band` past
  /// the start of the current band begins a new one.
  static func bandCount(_ centres: [Int], _ band: Int) -> Int {
    var count = 0
    var start = Int.min
    for c in centres.sorted() where start == Int.min || c - start > band {
      count += 1
      start = c
    }
    return count
  }
}
