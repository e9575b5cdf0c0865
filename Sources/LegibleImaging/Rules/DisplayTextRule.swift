/// Rule `display-text`: around the outlines of display type whose stems are thicker than the row
/// pass's stroke bound, strokes are looked for as flat areas, as over a picture.
///
/// The row pass takes a flat run as a stroke's interior only up to
/// ``ImageRegionTuning/maximumStrokePoints`` (7 pt, the stem of 48 pt bold type); a lock
/// screen's clock (about 80–100 pt, stems of 11–14 pt) or a bold hero number is thicker, so
/// its strokes read as a surface, the background between them as ink, and only the blended
/// pixels of its outline as the edge between two surfaces. Such an edge at least
/// ``minimumOutlinePoints`` tall and no larger than the largest glyph is a window, grown by its
/// height above and below and twice that to either side (the next glyphs of the line, whose
/// own outlines may read shorter or not at all), in which ``PictureText`` looks for flat strokes (rule
/// `solid-stroke`, with its own bounds on thickness and shape). A line found there replaces what
/// the row pass read inside it in another colour, as over a picture. Card, field and button
/// edges make windows too; their fills are far too thick to be strokes, and their labels, read
/// already in their own colour, are left as the row pass found them.
enum DisplayTextRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "display-text"
  /// Shortest outline that may be display type's, in points: 24. Stems pass the 7 pt bound from
  /// about 36 pt bold type on (a bold stem is a fifth of the em or less: DejaVu Sans Bold's
  /// `l` 0.19 em), whose capitals are about 26 pt tall; a piece of an outline (a digit's stem
  /// and bowl read as one edge) may be shorter than the glyph.
  static let minimumOutlinePoints = 24.0
  /// Largest outline side, in points: 120, the scanner's largest glyph.
  static let maximumOutlinePoints = 120.0

  /// The windows to search for display type at `scale`, around the outlines `outlines` (edges
  /// between two surfaces, in image pixels) of an image `width` by `height`; windows that
  /// overlap are merged.
  static func windows(around outlines: [PixelRect], scale: Double, width: Int, height: Int)
    -> [PixelRect]
  {
    let shortest = Int((minimumOutlinePoints * scale).rounded(.up))
    let largest = Int(maximumOutlinePoints * scale)
    let windows = outlines.filter {
      $0.height >= shortest && $0.height <= largest && $0.width <= largest
    }.map {
      PictureText.grow(
        $0, across: 2 * $0.height, down: $0.height, width: width, height: height)
    }
    return ImageRegions.mergingOverlaps(windows)
  }
}
