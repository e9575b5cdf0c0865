/// Rule `picture-detail`: a lone glyph or shape that belongs to a picture is the picture's own
/// detail, not an icon on the interface.
///
/// Two signs, each enough alone. Before any pixel is measured: a lone glyph whose surroundings
/// (its box widened by half its height, at least 8 pixels) are more than
/// ``ImageRegionTuning/busyLoneGlyphShare`` busy tiles (``BusyTiles``: ink on every row, the
/// texture of photographs). After measuring: a lone shape over an image background whose ink
/// colour could not be measured at all (no pixel fully covered), which a drawn icon, filled or
/// stroked at a legible weight, always has. Lines of text are never dropped here: text over a
/// picture is the business of rule `image-content`.
enum PictureDetailRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "picture-detail"

  /// Margin in pixels around a lone glyph of box height `height` over which its busy share is
  /// read: half its height, at least 8 pixels.
  static func margin(height: Int) -> Int { max(8, height / 2) }

  /// Why a candidate is dropped before it is measured, or `nil`: a lone glyph (not `isLine`)
  /// whose surroundings are `busyShare` busy.
  static func reasonToDrop(isLine: Bool, busyShare: Double) -> String? {
    guard !isLine, busyShare > ImageRegionTuning.busyLoneGlyphShare else { return nil }
    return "a lone glyph in a busy area (a picture's detail)"
  }

  /// Why a measured candidate is dropped, or `nil`: a lone shape (not `isLine`) over an image
  /// background (`isImageBackground`) whose ink colour was not measured (`isInkMeasured`).
  static func reasonToDrop(isLine: Bool, isImageBackground: Bool, isInkMeasured: Bool)
    -> String?
  {
    guard !isLine, isImageBackground, !isInkMeasured else { return nil }
    return "a lone shape in a picture with no solid pixel"
  }
}
