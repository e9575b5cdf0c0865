/// Rule `cell-grid`: a lone shape drawn on whole pixels as a grid of square cells — an
/// identicon, a pixel-art avatar — is generated picture content, not an icon.
///
/// Vector icons are anti-aliased along their curves and diagonals; an identicon is cells of
/// one colour on whole pixels. The shape is a cell grid when every pixel of its box is its ink
/// or its background (``SolidBlockRule/isHardEdged(_:ink:background:in:)``, checked by the
/// caller), and every edge of it, along the rows and down the columns, lies on a grid of square
/// cells at least ``smallestCell`` pixels wide that spans its box in 2 to ``mostCells`` cells
/// each way, at least as wide as tall. Bitmap letters, the one kind of hard-edged text, are
/// cells too (five by seven), but taller than wide; a plain rectangle is rule `solid-block`'s.
enum CellGridRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "cell-grid"
  /// Smallest cell, in pixels: 3, so that a one- or two-pixel outline (a hard-edged checkbox at
  /// 1x) is never a grid.
  static let smallestCell = 3
  /// Most cells across either side: 8 (GitHub's identicons are 5 by 5; 8-by-8 pixel avatars
  /// are the largest common grid).
  static let mostCells = 8

  /// The cell size of a shape with box `box` whose ink, row by row, is the runs `runs` (each
  /// row's `x` ranges, `y` ascending, in image pixels), or `nil` when it is no cell grid.
  static func cellSize(
    box: PixelRect, runs: some Collection<(y: Int, x0: Int, x1: Int)>
  ) -> Int? {
    guard box.width >= box.height, let start = runs.first else { return nil }
    func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
    var cell = gcd(box.width, box.height)
    var previous: [Range<Int>] = []
    var current: [Range<Int>] = []
    var row = start.y
    var filled = 0
    // Ends row `y`: where its ink differs from the row above, a cell edge lies at its top.
    func endRow(_ y: Int) {
      if current != previous { cell = gcd(cell, y - box.y) }
      for range in current {
        cell = gcd(cell, gcd(range.lowerBound - box.x, range.upperBound - box.x))
      }
      previous = current
      current = []
    }
    for run in runs {
      if run.y != row {
        endRow(row)
        row = run.y
      }
      // Runs that touch are one (the scanner may cut a run where a stroke's inside begins).
      if let last = current.last, last.upperBound == run.x0 {
        current[current.count - 1] = last.lowerBound..<run.x1
      } else {
        current.append(run.x0..<run.x1)
      }
      filled += run.x1 - run.x0
    }
    endRow(row)
    guard cell >= smallestCell, filled < box.area else { return nil }
    let across = box.width / cell
    let down = box.height / cell
    guard (2...mostCells).contains(across), (2...mostCells).contains(down) else { return nil }
    return cell
  }

  /// Whether a shape with box `box`, drawn on whole pixels in the ink of a cell grid with box
  /// `grid` and cells `cell` pixels wide, is a piece of it: its edges lie on the grid's lines
  /// and the two together span at most ``mostCells`` cells each way. An identicon's cells need
  /// not touch: a row of three cells standing apart below the rest is a bar three times as
  /// wide as tall, which alone reads as a dash.
  static func isPiece(_ box: PixelRect, ofGrid grid: PixelRect, cell: Int) -> Bool {
    let union = box.union(grid)
    return [box.x - grid.x, box.y - grid.y, box.width, box.height].allSatisfy { $0 % cell == 0 }
      && union.width <= mostCells * cell && union.height <= mostCells * cell
  }
}
