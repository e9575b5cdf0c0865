/// Rule `cropped-content`: a candidate whose ink runs to the edge of its surface on two
/// opposite sides, where a plain frame of another colour begins, is the content of a picture
/// cut by that frame (a photograph's tower running from its top edge to its bottom edge), not
/// text or an icon drawn on the surface.
///
/// Interface text and icons sit inside their surface with room around them: a button's label
/// has padding above and below, a list row's glyphs have the row around them. A picture's own
/// objects are cropped by the picture's frame, so their ink meets the page around the picture
/// directly. A side of the candidate's box is *framed* when the line of pixels just outside it
/// is one plain colour (at least ``frameShare`` of it within
/// ``FlatRegions/sameSurfaceTolerance`` of its most common colour) that is neither the
/// candidate's background nor the colour of most of the line just inside: the frame stops where
/// the box begins. The candidate is dropped when its top and bottom are both framed in one
/// colour, or its left and right are: one frame around a picture, as a page around a
/// photograph is (a gradient behind a line of capitals, whose stems fill the lines just inside
/// its box, has other colours at either end). Above and below, frames of two colours count
/// when each is flat ``bandDepth`` pixels further out (``isFlat(_:as:)``): a strip of
/// wallpaper between a light card and a dark one, its grain running from card to card. One
/// framed side is not enough: text scrolled under a bar is cut on one side only and is still
/// judged. Text with room around it has its own surface just inside its box; text over a
/// photograph has the photograph, not a plain frame, outside it; text on a gradient has nearly
/// the same colour on both sides of its box's edge.
///
/// The screen's own edge is a frame too: a lone shape whose box touches it
/// (``isCutByScreen(_:width:height:)``) is a part of something the screen cuts, a wallpaper's
/// or a photograph's object running on past it; interface keeps its icons inside margins (on
/// iOS, 16 pt and more from either side). Lines are kept: a row of words scrolled past the
/// edge is still text.
enum CroppedContentRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "cropped-content"

  /// Share of the line outside a side in its most common colour for the side to be a plain
  /// frame: nine in ten (the rounded corner of a picture or a stray anti-aliased pixel may take
  /// the rest).
  static let frameShare = 0.9

  /// The frame colour of a side whose outside line of pixels is `outside` and inside line is
  /// `inside` (packed RGB, same length), of a candidate over `background`: the outside's
  /// colour when it is plain and neither the background nor the colour inside; else `nil`.
  static func frame(outside: [UInt32], inside: [UInt32], background: UInt32) -> UInt32? {
    guard outside.count >= 3 else { return nil }
    var counts: [UInt32: Int] = [:]
    for c in outside { counts[c, default: 0] += 1 }
    let mode = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
    guard PackedColor.distance(mode, background) > FlatRegions.sameSurfaceTolerance else {
      return nil
    }
    func matching(_ line: [UInt32]) -> Int {
      line.filter { PackedColor.distance($0, mode) <= FlatRegions.sameSurfaceTolerance }.count
    }
    let isFramed =
      Double(matching(outside)) >= frameShare * Double(outside.count)
      && 2 * matching(inside) < inside.count
    return isFramed ? mode : nil
  }

  /// How far beyond a framed side, in pixels, a frame of another colour than the opposite
  /// side's must still be its own colour: 8 (two cards above and below a strip of wallpaper
  /// are flat that far; a vertical gradient steep enough to frame a line of text in two
  /// colours is not, by ``isFlat(_:as:)``).
  static let bandDepth = 8

  /// Whether `line` (the pixels ``bandDepth`` beyond a side) is plain in `frame`'s colour:
  /// ``frameShare`` of it within a quarter of ``FlatRegions/sameSurfaceTolerance`` of it. A
  /// vertical gradient that changes by 3 levels or less over 8 px changes under 0.4 of a level
  /// a pixel: too little to frame a line of text 12 levels off its background within half the
  /// line's height (30 px, 3x display type).
  static func isFlat(_ line: [UInt32]?, as frame: UInt32) -> Bool {
    guard let line, !line.isEmpty else { return false }
    let plain = line.filter {
      PackedColor.distance($0, frame) <= FlatRegions.sameSurfaceTolerance / 4
    }
    return Double(plain.count) >= frameShare * Double(line.count)
  }

  /// Whether `box` touches an edge of a `width` × `height` screen.
  static func isCutByScreen(_ box: PixelRect, width: Int, height: Int) -> Bool {
    box.x <= 0 || box.y <= 0 || box.maxX >= width || box.maxY >= height
  }

  /// Why a candidate with `box` over `background` in `image` is dropped, or `nil`; `isLine`:
  /// the candidate is a line, which the screen's edge does not drop.
  static func reasonToDrop(
    box: PixelRect, background: UInt32, in image: ScanImage, isLine: Bool = false
  ) -> String? {
    guard box.width > 0 && box.height > 0 else { return nil }
    if !isLine && isCutByScreen(box, width: image.width, height: image.height) {
      return "a lone shape cut by the screen's edge: part of a picture running on past it"
    }
    func row(_ y: Int) -> [UInt32]? {
      guard y >= 0 && y < image.height else { return nil }
      return (box.x..<box.maxX).map { image.rgb($0, y) }
    }
    func column(_ x: Int) -> [UInt32]? {
      guard x >= 0 && x < image.width else { return nil }
      return (box.y..<box.maxY).map { image.rgb(x, $0) }
    }
    // The frame colour of one side (its lines outside and inside the box), or nil; the second
    // side is read only when the first is framed.
    func side(_ outside: [UInt32]?, _ inside: @autoclosure () -> [UInt32]?) -> UInt32? {
      guard let outside, let inside = inside() else { return nil }
      return frame(outside: outside, inside: inside, background: background)
    }
    // One frame around the candidate, or, above and below it, two flat surfaces in other
    // colours (`far` reads the line ``bandDepth`` pixels beyond each side; none at its left and
    // right, where a horizontal gradient's columns are plain too).
    func framed(
      _ first: UInt32?, _ second: @autoclosure () -> UInt32?,
      far: (() -> (first: [UInt32]?, second: [UInt32]?))? = nil
    ) -> Bool {
      guard let first, let second = second() else { return false }
      if PackedColor.distance(first, second) <= FlatRegions.sameSurfaceTolerance { return true }
      guard let lines = far?() else { return false }
      return isFlat(lines.first, as: first) && isFlat(lines.second, as: second)
    }
    if framed(
      side(row(box.y - 1), row(box.y)), side(row(box.maxY), row(box.maxY - 1)),
      far: { (row(box.y - 1 - bandDepth), row(box.maxY + bandDepth)) })
    {
      return "its ink runs from the top to the bottom of its surface: a picture cut by its frame"
    }
    if framed(
      side(column(box.x - 1), column(box.x)), side(column(box.maxX), column(box.maxX - 1)))
    {
      return "its ink runs from the left to the right of its surface: a picture cut by its frame"
    }
    return nil
  }
}
