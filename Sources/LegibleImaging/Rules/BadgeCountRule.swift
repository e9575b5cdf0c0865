/// Rule `badge-count`: a small disc or pill with a character drawn in it, in another colour, is
/// a badge, and what is judged is the character on the badge, not the badge on the page.
///
/// A notification badge draws its count in white on a red disc. On a light page the row pass
/// sees one solid red shape with the count as a hole in it; on a dark page, one shape of two
/// colours. Either way it would judge the red against the page. A lone glyph is a badge
/// (``badge(_:box:in:)``) when:
/// 1. its outline (its ink with the background it encloses) is a disc or a pill: every row one
///    run, filling at least ``minimumOutlineFill`` of a box 0.8–3 times as wide as tall, with
///    round ends (each corner clear of ink
///    ``cornerInset(height:)`` in, along the diagonal, so a corner's radius is over a quarter of
///    the height, where a battery's, a camera's or a document's body is a rectangle with small
///    rounded corners);
/// 2. one colour fills it (the most common, within ``FlatRegions/sameSurfaceTolerance``, over at
///    least ``minimumSurfaceShare`` of the outline; an avatar's photograph does not), and it is
///    not the page's (an outlined `ⓘ` holds its `i` on the page);
/// 3. what stands out from that colour inside the outline's rim (pixels more than half the
///    largest distance from it, more than ``rim`` pixels from the outline's edge) is shaped
///    like a character: 40–85 % of the outline's height, centred on it within 0.15 of
///    its height and width, filling under 0.7 of its own box (a ring's round hole fills 0.79),
///    at most ``maximumCountShare`` of the outline (an outlined circle's hole is most of it)
///    and in at most ``maximumCountParts`` parts;
/// 4. it is no shape the same mirrored left to right (``GlyphMask/isSameShape(as:)``: a clear
///    button's `×`, a star, a bullseye, an `i` or a `!`; of counts, only `0` and `8`), and none
///    of a check mark or a chevron (``GlyphKindRule``): a clear, a done or a disclosure button
///    is an icon.
///
/// The count's colour, the most common among those that stand out most, is judged against the
/// badge's, as text or as an icon: the shape cannot tell a count from an info button's `i`.
enum BadgeCountRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "badge-count"

  /// A badge found: the box of its count (relative to the glyph's box), the count's colour, the
  /// badge's, the count's stroke width in pixels (its area over twice its height: a digit's
  /// strokes run about twice its height), and whether the count's colour was measured inside a
  /// stroke: some pixel of the count has count on all four sides. Otherwise (a 1x badge's
  /// strokes, a pixel or two wide) its colour is a lower bound.
  struct Badge: Sendable, Hashable {
    var count: PixelRect
    var countColor: UInt32
    var surface: UInt32
    var strokeWidth: Double
    var isMeasured: Bool
  }

  /// How far in from each corner, along the diagonal, the outline of `height` pixels must be
  /// clear of ink: where a circle of half its height, centred on the end, passes
  /// ``cornerClearance`` pixels away (geometric: `h/2 − (h/2 + 1.5)/√2`, rounded down; 3 px of a
  /// 26 px disc, so a corner's radius must be over a quarter of the height).
  static func cornerInset(height: Int) -> Int {
    let r = Double(height) / 2
    return max(0, Int((r - (r + cornerClearance) / 2.0.squareRoot()).rounded(.down)))
  }
  /// Distance in pixels outside a round end at which the outline is clear: 1.5 (its
  /// anti-aliased edge is a pixel wide).
  static let cornerClearance = 1.5
  /// Smallest share of its box the glyph's ink fills: 0.4 (geometric: a disc fills 0.79 of its
  /// box, less a count of at most ``maximumCountShare`` of it; letters fill 0.2–0.5, so most
  /// lone glyphs stop here).
  static let minimumInkFill = 0.4
  /// Largest share of the outline the count may take: 0.35 (measured: one or two digits in an
  /// iOS or Material badge take 0.12–0.25; an outlined ring's hole 0.6 and more).
  static let maximumCountShare = 0.35
  /// Smallest share of the outline in the badge's colour: a half (a disc of 0.79 of its box,
  /// less a count of at most 0.35 of it, and anti-aliased edges).
  static let minimumSurfaceShare = 0.5
  /// Width in pixels of a badge's rim, where its edge blends with the page: 2 (the outermost
  /// pixel that differs from the page is ink, and the next may still be half the page's
  /// colour; a count stands 3 px and more inside a 1x badge's edge).
  static let rim = 2
  /// Largest height of a badge, in points: 32 (iOS's badges are 17–24 pt, Material's 16 dp; an
  /// avatar or a round button is larger).
  static let largestPoints = 32.0

  /// Smallest share of its box the outline fills: 0.7 (geometric: a disc fills π/4 ≈ 0.79, a
  /// pill more; a digit's outline, `4` with its counter filled, about a half).
  static let minimumOutlineFill = 0.7
  /// Most parts (8-connected) the count may have: three, a count of up to three characters
  /// ("99+") or an `i` or `!`. A globe's meridians cut its inside into six and more.
  static let maximumCountParts = 3

  /// The number of 8-connected parts of `mask`'s ink.
  static func parts(of mask: GlyphMask) -> Int {
    var seen = [Bool](repeating: false, count: mask.width * mask.height)
    var parts = 0
    for start in seen.indices where mask[start % mask.width, start / mask.width] && !seen[start] {
      parts += 1
      seen[start] = true
      var stack = [start]
      while let p = stack.popLast() {
        let (x, y) = (p % mask.width, p / mask.width)
        for v in max(0, y - 1)...min(mask.height - 1, y + 1) {
          for u in max(0, x - 1)...min(mask.width - 1, x + 1)
          where mask[u, v] && !seen[v * mask.width + u] {
            seen[v * mask.width + u] = true
            stack.append(v * mask.width + u)
          }
        }
      }
    }
    return parts
  }

  /// The commonest of `colors` (the first in order to reach its count), or 0 when empty.
  static func commonest(_ colors: [UInt32]) -> UInt32 {
    var counts: [UInt32: Int] = [:]
    var (leader, lead) = (UInt32(0), 0)
    for c in colors {
      counts[c, default: 0] += 1
      if counts[c]! > lead { (leader, lead) = (c, counts[c]!) }
    }
    return leader
  }

  /// The badge that `mask` (the glyph's ink, in `box` of `image`, on `background`) draws, when
  /// it is one by the tests above; `nil` otherwise.
  static func badge(
    _ mask: GlyphMask, box: PixelRect, background: UInt32, in image: ScanImage
  ) -> Badge? {
    let (w, h) = (mask.width, mask.height)
    guard w >= 5, h >= 5, Double(w) >= 0.8 * Double(h), Double(w) <= 3 * Double(h) else {
      return nil
    }
    // Cheap tests first, on the ink alone: round corners clear of it, and dense (a disc less
    // its count, or, on a dark page, all of it).
    let inset = cornerInset(height: h)
    let corners =
      [(inset, inset), (w - 1 - inset, inset), (inset, h - 1 - inset)]
      + [(w - 1 - inset, h - 1 - inset)]
    guard !corners.contains(where: { mask[$0.0, $0.1] }),
      Double(mask.inkCount) >= minimumInkFill * Double(w * h)
    else { return nil }
    // The background reached from the border; the rest is the outline.
    var outside = [Bool](repeating: false, count: w * h)
    var stack: [Int] = []
    stack.reserveCapacity(2 * (w + h))
    for x in 0..<w { stack += [x, (h - 1) * w + x] }
    for y in 0..<h { stack += [y * w, y * w + w - 1] }
    while let p = stack.popLast() {
      guard !mask[p % w, p / w], !outside[p] else { continue }
      outside[p] = true
      let (x, y) = (p % w, p / w)
      if x > 0 { stack.append(p - 1) }
      if x < w - 1 { stack.append(p + 1) }
      if y > 0 { stack.append(p - w) }
      if y < h - 1 { stack.append(p + w) }
    }
    for y in 0..<h {
      var runs = 0
      for x in 0..<w where !outside[y * w + x] && (x == 0 || outside[y * w + x - 1]) { runs += 1 }
      guard runs == 1 else { return nil }
    }
    guard !corners.contains(where: { !outside[$0.1 * w + $0.0] }) else { return nil }
    // The badge's colour: the outline's most common.
    var outline: [UInt32] = []
    for y in 0..<h {
      for x in 0..<w where !outside[y * w + x] { outline.append(image.rgb(box.x + x, box.y + y)) }
    }
    let surface = commonest(outline)
    let area = outline.count
    guard Double(area) >= minimumOutlineFill * Double(w * h) else { return nil }
    // Inside the rim: the outline's anti-aliased edge blends the badge with the page over
    // ``rim`` pixels.
    func isInner(_ x: Int, _ y: Int) -> Bool {
      for v in y - rim...y + rim {
        for u in x - rim...x + rim
        where u < 0 || v < 0 || u >= w || v >= h || outside[v * w + u] {
          return false
        }
      }
      return true
    }
    var largest = 0
    var onSurface = 0
    for y in 0..<h {
      for x in 0..<w where !outside[y * w + x] {
        let d = PackedColor.distance(image.rgb(box.x + x, box.y + y), surface)
        if isInner(x, y) { largest = max(largest, d) }
        if d <= FlatRegions.sameSurfaceTolerance { onSurface += 1 }
      }
    }
    guard PackedColor.distance(surface, background) > FlatRegions.sameSurfaceTolerance,
      Double(onSurface) >= minimumSurfaceShare * Double(area),
      largest > 2 * FlatRegions.sameSurfaceTolerance
    else { return nil }
    // The count: what stands out from the badge's colour.
    var count = GlyphMask(width: w, height: h)
    var (x0, y0, x1, y1, pixels) = (w, h, -1, -1, 0)
    var farthest = 0
    for y in 0..<h {
      for x in 0..<w where isInner(x, y) {
        let d = PackedColor.distance(image.rgb(box.x + x, box.y + y), surface)
        guard 2 * d > largest else { continue }
        count[x, y] = true
        (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
        pixels += 1
        farthest = max(farthest, d)
      }
    }
    guard pixels > 0 else { return nil }
    // Its colour: the most common of its pixels that stand out most (within the same-surface
    // tolerance of the farthest from the badge's colour), the inside of its strokes; at 1x,
    // where no pixel of a stroke is covered fully, the nearest to it.
    var strongest: [UInt32] = []
    for y in y0...y1 {
      for x in x0...x1 where count[x, y] {
        let c = image.rgb(box.x + x, box.y + y)
        if PackedColor.distance(c, surface) >= farthest - FlatRegions.sameSurfaceTolerance {
          strongest.append(c)
        }
      }
    }
    let countColor = commonest(strongest)
    let (cw, ch) = (x1 - x0 + 1, y1 - y0 + 1)
    guard Double(ch) >= 0.4 * Double(h), Double(ch) <= 0.85 * Double(h),
      abs(Double(x0 + x1 + 1) / 2 - Double(w) / 2) <= 0.15 * Double(w),
      abs(Double(y0 + y1 + 1) / 2 - Double(h) / 2) <= 0.15 * Double(h),
      Double(pixels) < 0.7 * Double(cw * ch), Double(pixels) <= maximumCountShare * Double(area)
    else { return nil }
    guard parts(of: count) <= maximumCountParts else { return nil }
    let character = count.region(x: x0, y: y0, width: cw, height: ch)
    guard !character.isSameShape(as: character.mirrored),
      !GlyphKindRule.isCheckMark(character), !GlyphKindRule.isChevron(character)
    else { return nil }
    let isMeasured = (y0...y1).contains { y in
      (x0...x1).contains { x in
        x > 0 && y > 0 && x < w - 1 && y < h - 1 && count[x, y] && count[x - 1, y]
          && count[x + 1, y] && count[x, y - 1] && count[x, y + 1]
      }
    }
    return Badge(
      count: PixelRect(x: x0, y: y0, width: cw, height: ch), countColor: countColor,
      surface: surface, strokeWidth: Double(pixels) / Double(2 * ch), isMeasured: isMeasured)
  }
}
