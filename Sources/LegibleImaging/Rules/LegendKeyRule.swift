/// Rule `legend-key`: a plain solid dot, square or short bar just left of a line of text, level
/// with it, is the key its label names (a chart legend's swatch, a status dot, a timeline's
/// node); a failing one is a `review`.
///
/// WCAG 1.4.11 asks 3:1 of graphics needed to understand the content. A key's label says what the
/// key marks ("● Pallets 30%", "■ Past"); the key is needed only when its colour tells something
/// the label does not (a chart whose series are told apart by the legend alone), which pixels
/// cannot tell. The label is judged as text either way. A key is one colour (its middle pixel
/// is its ink: an empty radio button's or checkbox's middle is not), solid (every row of its ink one run, filling at least
/// ``smallestFill`` of its box: a disc fills π/4, a rounded square more), at most
/// ``largestAspect`` times as wide as tall (a line key), no taller than ``largestHeight`` times
/// its label's line (a checkbox or an icon beside a short word is taller), and stands within
/// ``largestGap`` line heights left of the label with its middle row inside the label's rows.
/// Icons are not solid in this sense: a heart's or a star's top rows, a checked box's tick and an
/// icon on a disc split rows in two; a triangle (`▲` beside a change) fills half its box.
enum LegendKeyRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "legend-key"

  /// Smallest fill of a key: 0.7, under a disc's π/4 (0.785) with its anti-aliased rim, over a
  /// triangle's half and a filled heart's or pin's 0.55–0.65.
  static let smallestFill = 0.7
  /// Largest ratio of a key's width to its height: 3, a legend's line key (a 12×4 bar). A chart's
  /// bar, a progress bar or a divider is longer.
  static let largestAspect = 3.0
  /// Smallest ratio of its width to its height: 0.8 (a disc or a square; an upright bar is a
  /// letter or a rule).
  static let smallestAspect = 0.8
  /// Largest height of a key against its label's line box: 1.5. Legend keys measured 0.7–1.2
  /// of their label's box (a 12 px square beside a 14 px word with no descender, 10 px cap
  /// height: 1.2); a checkbox (16–24 px) beside such a word is 1.6 and more.
  static let largestHeight = 1.5
  /// Largest gap from the key to its label, in the label's line heights: 1.5. Legends set their
  /// labels 4–8 px after a key, beside 12–16 px text; a sidebar's list dots stand further off
  /// (set 35's library: 14 px before an 11 px line at 1x, 1.27).
  static let largestGap = 1.5

  /// Why a failing key is a review, not a failure.
  static let reviewReason =
    "a solid key beside its label, required only when its colour tells what the label does not,"
    + " which pixels cannot tell"

  /// The line of `lines` (boxes of lines of text) that labels the lone shape `mask` in `box`, in
  /// `ink`, filling `fill` of its box, with `centre` its middle pixel's colour, or `nil` when the
  /// shape is no key.
  static func label(
    of box: PixelRect, fill: Double, mask: @autoclosure () -> GlyphMask, centre: UInt32,
    ink: UInt32, lines: [PixelRect]
  ) -> PixelRect? {
    let aspect = Double(box.width) / Double(max(1, box.height))
    guard fill >= smallestFill, (smallestAspect...largestAspect).contains(aspect),
      PackedColor.distance(centre, ink) <= FlatRegions.joinTolerance
    else { return nil }
    let middle = box.y + box.height / 2
    let label = lines.first { line in
      let gap = line.x - box.maxX
      return gap >= 0 && Double(gap) <= largestGap * Double(line.height)
        && middle >= line.y && middle < line.maxY
        && Double(box.height) <= largestHeight * Double(line.height)
    }
    guard let label, GlyphKindRule.isSolidBlob(mask()) else { return nil }
    return label
  }
}
