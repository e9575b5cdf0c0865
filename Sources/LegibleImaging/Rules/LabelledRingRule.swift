/// Rule `labelled-ring`: a ring larger than any icon with something inside it — a progress
/// ring around its percentage, a timer around its time — is judged apart from what it holds,
/// and a failing ring is a `review`.
///
/// Inside an icon, parts belong to it (a clock's hands in its face). A ring larger than any icon
/// (over ``ImageRegionTuning/largestIconPoints``) holds a label instead: the label is read as
/// text on its own, and the ring as a non-text shape against the surface. Like a progress bar's
/// fill (rule `control-boundary`), a progress ring's arc is not required when the label beside
/// or inside it states the same progress, which pixels cannot tell; so a failing ring asks for
/// review. A ring is ``isRing(_:)``, drawn in a colour it holds (some of its pixels fully
/// covered by it), with the surface around it inside it too (``holdsSurface(_:box:background:in:)``):
/// the streets of a map around a round white button are no ring.
enum LabelledRingRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "labelled-ring"

  /// Why a failing ring is a review, not a failure.
  static let reviewReason =
    "a ring around a label, required only when the label does not state what the ring shows,"
    + " which pixels cannot tell"

  /// Smallest share of the middle rows (the middle three fifths of its height) that cross the
  /// ring as a ring: 0.7, so a progress arc missing up to a fifth of its circle still counts.
  static let ringRowShare = 0.7

  /// Whether the ring `mask`, at `box` in `image`, holds the `background` it stands on: the
  /// pixel two in from its inner edge on its middle row is that surface's colour (within
  /// ``FlatRegions/sameSurfaceTolerance``).
  static func holdsSurface(
    _ mask: GlyphMask, box: PixelRect, background: UInt32, in image: ScanImage
  ) -> Bool {
    let y = mask.height / 2
    guard let first = mask.rowRuns[y].first else { return false }
    let x = first.end + 2
    guard x < mask.width, !mask[x, y] else { return false }
    return PackedColor.distance(image.rgb(box.x + x, box.y + y), background)
      <= FlatRegions.sameSurfaceTolerance
  }

  /// Whether `mask` is a ring: about as wide as tall (0.8–1.25), and in at least
  /// ``ringRowShare`` of its middle rows, two runs of ink, each at most a quarter of its width,
  /// or one run at a side (where an arc's gap leaves one), with its middle column clear; in at
  /// least half of them, a run at either side. A filled disc, a glyph, an icon with detail
  /// across its middle and a shadow down one side of a button are no ring.
  static func isRing(_ mask: GlyphMask) -> Bool {
    let (w, h) = (mask.width, mask.height)
    guard w >= 8, h >= 8, (0.8...1.25).contains(Double(w) / Double(h)) else { return false }
    let rows = mask.rowRuns
    let middle = (h / 5)..<(h - h / 5)
    let quarter = w / 4
    var ringRows = 0
    var bothSides = 0
    for y in middle {
      let runs = rows[y]
      let narrow = runs.allSatisfy { $0.end - $0.start <= quarter }
      let atSides = runs.allSatisfy { $0.end <= w / 2 - w / 8 || $0.start >= w / 2 + w / 8 }
      guard (1...2).contains(runs.count) && narrow && atSides else { continue }
      ringRows += 1
      if runs.count == 2 && runs[0].end <= w / 2 && runs[1].start >= w / 2 { bothSides += 1 }
    }
    return Double(ringRows) >= ringRowShare * Double(middle.count)
      && 2 * bothSides >= middle.count
  }
}
