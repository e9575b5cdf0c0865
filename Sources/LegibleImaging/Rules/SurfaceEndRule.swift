import LegibleColor

/// Rule `surface-end`: a lone mark whose colour runs on, as a flat band, from its top or bottom
/// rows past its side is the rounded end of a surface of that colour, not a mark drawn on the
/// page: the sliver of a segmented control's grey track left of its white selected segment
/// (page and segment white on either side, so it reads as a "(" drawn on white).
///
/// The mark's top and bottom ``edgeRows`` rows are read beyond its box, right and left: when on
/// one of them at least ``bandLength`` of the mark's width (and ``bandPoints`` points) of
/// pixels in a row lie within ``FlatRegions/sameSurfaceTolerance`` of its ink, the mark is that
/// band's end. A letter's or an icon's rows end at its box; the letters beside it are apart,
/// and the page around is another colour.
enum SurfaceEndRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "surface-end"
  /// How many of the mark's top and bottom rows are read: 3 (a track's edge at 1x is its first
  /// row or two; anti-aliased corners leave the outermost row short).
  static let edgeRows = 3
  /// Least length of the band beyond the mark, as a multiple of the mark's width: 2 (a
  /// segmented control's track runs on for its whole width, several segments).
  static let bandLength = 2.0
  /// Least length of the band in points: 24 (a segment is 60 pt and more).
  static let bandPoints = 24.0

  /// Why the lone mark in `box` of `image`, its ink `ink` (packed 8-bit colour), is dropped as
  /// the end of a band of its colour at `scale`, or `nil`.
  static func reasonToDrop(box: PixelRect, ink: UInt32, in image: ScanImage, scale: Double)
    -> String?
  {
    let least = max(Int((bandLength * Double(box.width)).rounded(.up)), Int(bandPoints * scale))
    let rows =
      Array(box.y..<min(box.maxY, box.y + edgeRows))
      + Array(max(box.y, box.maxY - edgeRows)..<box.maxY)
    for y in rows {
      for direction in [1, -1] {
        var x = direction > 0 ? box.maxX : box.x - 1
        var run = 0
        while x >= 0 && x < image.width && run < least
          && PackedColor.distance(image.rgb(x, y), ink) <= FlatRegions.sameSurfaceTolerance
        {
          run += 1
          x += direction
        }
        if run >= least {
          return "the rounded end of a band of its colour running on from its edge: a surface's"
        }
      }
    }
    return nil
  }
}
