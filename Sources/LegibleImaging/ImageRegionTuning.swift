/// The tuning constants of picture detection (``ImageRegions``) and of the rule that drops
/// picture content (``ImageContentRule``), in one place, each with the measurement that chose
/// it.
///
/// Measured on the labelled corpus (`Fixtures/Screenshots/`: synthetic, browser and imagery
/// screens; `Scripts/evaluate-scan.py`), tile by tile: tiles inside labelled picture regions
/// against every other tile.
enum ImageRegionTuning {
  /// Tile side in points (CSS px): 16 px at 1×, 32 at 2×, 48 at 3×. About one line of body
  /// text, so a tile holds a few glyphs of a label but many details of a picture.
  static let tilePoints = 16.0
  /// A tile at least this share ink is dense picture (the value ``BusyTiles`` uses: bold
  /// display text stays under about 55 %, photographs run at 90 % and more).
  static let denseInkShare = 0.7
  /// Distinct flat colours that make a tile "many surfaces".
  static let manySurfaces = 4
  /// Room for distinct colours per tile (one more than ``manySurfaces`` needs).
  static let surfaceSlots = 4
  /// Hard edges (a flat run right after one of another colour) per row that make a tile
  /// "patterned".
  static let patternHardEdgesPerRow = 1.0
  /// Distinct flat colours that, with ``mapHardEdgesPerRow``, make a tile "flat shapes".
  static let mapSurfaces = 3
  /// Hard edges per row that, with ``mapSurfaces``, make a tile "flat shapes".
  static let mapHardEdgesPerRow = 0.25
  /// Smallest group of picture tiles that is a picture region.
  static let minimumRegionTiles = 4
  /// Share of a candidate's box inside picture regions above which it is judged as picture
  /// content (``ImageContentRule``).
  static let insideShare = 0.5
  /// Smallest contrast between a line's ink and the picture around it for the line to read as
  /// drawn over the picture (the existing bound for faint picture texture: 1.5:1).
  static let drawnOverContrast = 1.5
  /// Smallest share of a line's glyphs whose strokes hold their full colour (text drawn over a
  /// picture has solid strokes; picture detail rarely does).
  static let drawnOverMeasuredShare = 0.5
  /// Margin on a verdict over a picture: the most favourable background percentile must fail,
  /// or the least favourable pass, by 15 % (the margin the scanner already kept for clear
  /// failures over images: local extremes the 10th and 90th percentiles miss).
  static let verdictMargin = 1.15
}
