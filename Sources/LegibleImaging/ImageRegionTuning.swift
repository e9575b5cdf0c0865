/// The tuning constants of picture detection (``ImageRegions``, rule `picture-tile`), of text
/// over pictures (rules `solid-stroke` and `image-content`), of faint texture and marks (rules
/// `faint-texture`, `faint-mark`), of picture detail and the smallest candidates (rules
/// `picture-detail`, `minimum-size`), of an inferred scale (rule `scale-uncertain`) and of
/// letter counters (rule `letter-counter`), in one place, each with its source or the
/// measurement that chose it.
///
/// Measurements are on the labelled corpus (`Fixtures/Screenshots/`: synthetic, browser and
/// imagery screens; `Scripts/evaluate-scan.py`), tile by tile or candidate by candidate; sizes
/// are in points (CSS px) so they hold at every scale.
enum ImageRegionTuning {
  /// Tile side in points (CSS px): 16 px at 1×, 32 at 2×, 48 at 3×. About one line of body
  /// text, so a tile holds a few glyphs of a label but many details of a picture.
  static let tilePoints = 16.0
  /// A tile at least this share ink (and ink on every row) is dense picture (the value
  /// ``BusyTiles`` uses: bold display text stays under about 55 %, photographs run at 90 % and
  /// more).
  static let denseInkShare = 0.7
  /// Distinct flat colours that make a tile "many surfaces": interface rarely puts four
  /// surfaces (page, card, control, badge) within 16 points; illustrations and photographs do.
  static let manySurfaces = 4
  /// Room for distinct colours per tile (``manySurfaces`` is the most any rule needs).
  static let surfaceSlots = 4
  /// Hard edges (a flat run right after one of another colour) per row that make a tile
  /// "patterned": a QR code or identicon changes colour at every cell edge, so at least once per
  /// row of a tile a few cells wide.
  static let patternHardEdgesPerRow = 1.0
  /// Share of a patterned tile the ink and the second surface must cover together. QR codes are
  /// balanced by design (ISO/IEC 18004:2015 §7.8.3, penalty rule 4, steers the dark share
  /// toward 50 %); identicons fill about half their cells. Hard-edged block letters, the densest
  /// text that has hard edges, cover at most about 27 % of a tile with their ink and leave no
  /// second surface (measured: the 3-px-stem letters of `ScanCommandTests.screenshot()` at 1x),
  /// so 0.3 separates them with room either way.
  static let patternBalance = 0.3
  /// Share of a tile's rows a column of hard edges must cross to be a straight side
  /// (``ImageRegions/Tile/isOnStraightSide``): nine in ten, so a frame's side that ends in
  /// a rounded corner within the tile, or a pattern whose modules repeat for a few rows, is not.
  static let straightEdgeRows = 0.9
  /// Tiles a straight side must run through, one above another, to be a panel's or frame's
  /// side (``ImageRegions/Tile/isOnStraightSide``): eight, 128 points, longer than a QR code's
  /// finder square at any common size (seven modules; a 25-module code 300 pt wide has 12 pt
  /// modules, an 84 pt finder) and shorter than a device frame's side or a card of three rows.
  static let straightSideTiles = 8
  /// Distinct flat colours that, with ``mapHardEdgesPerRow``, make a tile "flat shapes".
  static let mapSurfaces = 3
  /// Hard edges per row that, with ``mapSurfaces``, make a tile "flat shapes".
  static let mapHardEdgesPerRow = 0.25
  /// Most ink a tile may hold, to the row pass, for its shading to be read (rule
  /// `picture-tile`, sign 5): 0.35. Shading is read from the surface pixels between the ink, so
  /// ink does not make a tile look shaded; the bound keeps out tiles mostly made of glyphs,
  /// whose few surface pixels say little. Chosen on the labelled corpus and the Chromium sets:
  /// at 0.2 two of the sets kept 5 more findings on photographs (the moon at 2x has tiles of
  /// craters and specks up to 60 % ink); at 0.5 tiles of two lines of text on a music app's
  /// blurred album backdrop (3x) read as shading, and the lines were judged as over a picture.
  static let shadingInkShare = 0.35
  /// Sharp steps between neighbouring surface pixels, per row of a tile, from which the tile
  /// holds a drawn edge and is not shading (``TileShading/hasDrawnEdge``): a half. A card's or
  /// a bar's side crossing a tile makes about one a row; the tiles of an enlarged photograph of
  /// the moon (2x) that read as shading have at most 0.31, from the rims of craters. At 0.25 the
  /// corpus kept one finding on an artwork; at 0.75 a set lost a failing label.
  static let shadingSharpStepsPerRow = 0.5
  /// Share of neighbouring pixels exactly alike under which a plain-looking tile may be
  /// shading: 0.8. Measured (when shading was read from every pixel of tiles with no ink) tile
  /// by tile on the labelled corpus (text-free image regions against
  /// interface away from any): with no sharp step and a residual of 1 level, 708 image tiles
  /// (enlarged photographs, materials, a wallpaper) fell under it and 48 interface tiles (a
  /// desktop's and a phone's gradient wallpapers); interface surfaces are 0.95–1.
  static let shadingExactShare = 0.8
  /// Least departure of a tile's block means from the best quadratic surface, in levels of
  /// luminance, for shading: 1. Measured as for ``shadingExactShare``: at 1 level 708 image
  /// tiles pass and 48 interface tiles; at 0.5, 952 and 184 (more of two gradient wallpapers).
  /// The enlarged moon's tiles run 1–5 (median 1.5); a dithered CSS gradient's, about 0.3.
  static let shadingResidual = 1.0
  /// Smallest group of picture tiles that is a picture region (a switch or a button is smaller
  /// than four tiles of 16 points).
  static let minimumRegionTiles = 4
  /// Smallest share of a picture's box that a hole inside it (interface the picture surrounds)
  /// must cover for the picture to be read as a frame around it, not one rectangle: 0.3 (an App
  /// Store image's phone screen inside a photograph filling the page: over half).
  static let ringHoleShare = 0.3
  /// Fewest tiles of such a hole: 64, a square of 8 tiles, 128 pt (a phone's screen in an App
  /// Store image holds several hundred; the smooth middle of a photograph, such as a face in a
  /// thumbnail, stays picture).
  static let ringHoleTiles = 64
  /// Largest gap, in tiles, between a picture and the top or bottom edge of the screen across
  /// which the picture is carried on to the edge
  /// (``ImageRegions/extendingToEdges(_:marked:columns:rows:)``): four tiles, 64 points, room
  /// for a floating search field or bar (36–56 pt on iOS) with a strip of the picture around
  /// it, or for the status bar (44–62 pt).
  static let edgeGapTiles = 4
  /// Smallest share of the screen's width a picture spans to be carried on to the edge: most
  /// of it, as a map or full-bleed photograph behind the bars does (a card's photo does not).
  static let edgeSpanShare = 0.8
  /// Share of a candidate's box inside picture regions above which it is judged as picture
  /// content (``ImageContentRule``): the larger part of it.
  static let insideShare = 0.5
  /// Smallest contrast between a line's ink and the picture around it for the line to read as
  /// drawn over the picture (the scanner's bound for faint picture texture: 1.5:1).
  static let drawnOverContrast = 1.5
  /// Smallest share of a line's glyphs whose strokes hold their full colour (text drawn over a
  /// picture has solid strokes; picture detail rarely does).
  static let drawnOverMeasuredShare = 0.5
  /// Largest share of the pixels beside a line (its own rows, one line height to each side)
  /// within ``paletteTolerance`` of its ink for the line to be drawn over the picture rather
  /// than part of it: a caption's colour is rare around it; a QR module's, a map building's or
  /// a chart bar's colour repeats all around (measured: QR rows 35–50 %, captions and map
  /// labels under 5 %).
  static let paletteShare = 0.15
  /// Least share of its box a lone shape with no fully covered pixel covers to be a small
  /// picture (rule `picture-detail`): 0.5. Measured: round avatar photographs 0.77–0.80 (a disc
  /// fills 0.79 of its box); outlined icons, whose thin strokes have no covered pixel either,
  /// 0.06–0.45.
  static let smallPictureFill = 0.5
  /// Least height in points of a lone shape with no fully covered pixel to be a small picture
  /// (rule `picture-detail`): 28. Avatars and thumbnails run 32 pt and up; on the labelled corpus
  /// and the Chromium probes, every real text or icon of that make (dense, no covered pixel)
  /// is 17 pt or less (small bold words at 1x, a shadowed price over a photograph). It bounds
  /// a line's median glyph too (a row of a photograph's objects): every labelled line with no
  /// solid pixel runs 20.5 pt at the median or less (thin fonts, 1x, a hero's heading); rows of
  /// coins in a photograph 29–74 pt.
  static let smallPicturePoints = 28.0
  /// Least share of the ring of pixels around a lone shape inside a picture in its background
  /// colour for the shape to sit on a badge of its own (rule `image-content`): 0.9.
  static let ownSurfaceShare = 0.9
  /// Most share of the ring one box height further out in a badge's colour for the badge to end
  /// close by (rule `image-content`): a half. A sale badge's word has the photograph there; a
  /// map's block, the map's land (measured on the Chromium probes: a blob on a flat patch of
  /// GNOME's "grid" wallpaper and a cylinder's hole on its flat top both ran under it, so a
  /// badge's content must also be shaped like a word).
  static let badgeEndShare = 0.5
  /// Fewest strokes a row (median over rows) of a word on a badge over a picture (rule
  /// `image-content`): 2 (bold "-20%" at 2x, its digits touching).
  static let badgeWordRunsPerRow = 2.0
  /// Least width over height of one glyph inside a picture read as a word whose letters touch
  /// (rule `image-content`): 2 ("now" at 3x: 3.2; "on", two letters, 1.6 and under).
  static let wordAspect = 2.0
  /// Least strokes crossed by a row (median over its rows) of one glyph inside a picture read
  /// as a word whose letters touch (rule `image-content`): 3 (Chromium at 3x over GNOME's wood
  /// wallpaper: "now" 3 and 4, "Weather" 5, the letters' gaps too narrow for the row pass to
  /// split them all; a highlight, a cable or a branch in a photograph is crossed 1 or 2 times).
  static let wordRunsPerRow = 3.0
  /// Per-channel distance within which a pixel beside a line counts as the line's ink colour
  /// (twice ``FlatRegions/sameSurfaceTolerance``: anti-aliased and compressed edges of one
  /// colour).
  static let paletteTolerance = 24
  /// Shortest stroke interior of text drawn over a picture, in points: a 9-point font's
  /// x-height (0.5 em) less its anti-aliased fringe.
  static let minimumStrokeHeightPoints = 3.0
  /// Thickest stroke interior, in points (the scanner's stroke bound: a 48-point bold stem is
  /// about 7 points).
  static let maximumStrokePoints = 7.0
  /// Thickest flat area taken for a stroke of text drawn over a picture, in points, as its
  /// area over its width plus height: 20. A lock screen's clock is display type of about
  /// 80–100 pt in a bold weight (stems of 11–17 pt), and a glyph's joined strokes measure
  /// thicker than one stem by that formula: the arms and stem of a `4` about a third, the ring
  /// of a `0`, whose two sides both count, more (measured on a 92 px bold clock in Chromium at
  /// 2x: `1` 14.2 pt, `7` 12.9, `2` 16.1, `0` 18.4).
  static let maximumPictureStrokePoints = 20.0
  /// Fewest glyphs of a line of text over a picture: three (a short word; a pair of flat
  /// patches side by side in one colour happens in photographs, three in a row at one height
  /// does not on the corpus).
  static let minimumLineGlyphs = 3
  /// A mark on imagery standing out from it by less than this ratio is the imagery's own
  /// detail (rule `faint-texture`): the scanner's bound for faint picture texture.
  static let faintContrast = 1.5
  /// A lone mark (not a line) on a surface that varies from pixel to pixel, standing out from it
  /// by less than this ratio, is the imagery's own detail (rule `faint-texture`): 2:1.
  /// Measured: on a photograph of the moon behind a tab bar, craters read as lone marks at
  /// 1.52–1.94:1. Every icon and control of the labelled corpus under 2:1 (60 of them, 1.21–
  /// 1.99:1) sits on a flat surface, which this rule never touches, however faint.
  static let faintLoneMarkContrast = 2.0
  /// Share of the background pixels beside a mark that must hold its most common colour exactly
  /// for the background to be a flat surface (rule `faint-texture`). Measured on the imagery
  /// screens: faint text on flat surfaces 0.57–1.00 (the pieces of a placeholder at the low
  /// end, anti-aliased edges taking the rest), faint marks on wallpapers, photographs and
  /// materials at most 0.23; 0.4 lies between with room either way.
  static let flatExactShare = 0.4
  /// Mean step between neighbouring pixels around a faint line, in 8-bit levels, under which
  /// its surface is smooth and a line with solid strokes on it is text, however faint (rule
  /// `faint-texture`): 0.5. Measured around faint lines: the texture lines the rule drops on
  /// the labelled corpus 0.91 and more (median 1.97); text on a frosted material over a
  /// wallpaper and on a blurred sand dune (Chromium, 2x) 0.03–0.09; faint lines on a tiled
  /// wallpaper with no measurable ink colour 0.39–0.90.
  static let smoothSurfaceRoughness = 0.5

  /// Shortest line in pixels (rule `minimum-size`): 5, just above the 4 px x-height of an 8 px
  /// font, the smallest text any renderer draws legibly (WCAG and platform guidance put body
  /// text at 12 px and more).
  static let minimumLineHeight = 5
  /// Shortest lone glyph or icon in points (rule `minimum-size`): 6, about half the smallest
  /// text style of any platform (iOS caption 2 is 11 pt, Material's label small 11 sp): a lone
  /// mark shorter than that is not a glyph meant to be read.
  static let minimumGlyphPoints = 6.0
  /// Shortest lone glyph or icon in pixels at any scale (rule `minimum-size`): 7, so that at 1×
  /// a glyph still spans a few rows of full-coverage pixels beyond its anti-aliased edges.
  static let minimumGlyphPixels = 7.0
  /// Busy share of a lone glyph's surroundings above which it is picture detail (rule
  /// `picture-detail`): more than half, so the glyph sits inside the picture rather than beside
  /// it (the same majority as ``insideShare``).
  static let busyLoneGlyphShare = 0.5
  /// Height in points from which a hollow box around another glyph is a button's frame, not a
  /// glyph (rule `component-shape`): 28, above the largest checkbox (Material's 18 dp box,
  /// Windows' 20 px, GTK's 14–20 px, macOS's 14 pt) and below a bordered button (GTK's 34 px).
  static let largestCheckbox = 28.0
  /// A lone mark under this ratio, anywhere, is texture or an artefact (rule `faint-mark`):
  /// the faintest interface glyphs, disabled and placeholder icons, stay above 1.4:1
  /// (empirical; iOS `quaternaryLabel`, 18 % of #3c3c43, is about 1.4:1 on white).
  static let faintMarkContrast = 1.25
  /// Tallest icon in points (rule `faint-mark`): 32, the largest size of the platform symbol
  /// sets in toolbars and lists (larger glyphs are illustrations or pictures).
  static let largestIconPoints = 32.0
  /// Font sizes in points (CSS px) a screen's median line of text plausibly has (the scale
  /// inference): from 10, under the smallest text style of any platform (iOS caption 2 is
  /// 11 pt, Material's label small 11 sp), to 26, a screen dominated by titles (iOS title 1 is
  /// 28 pt, its body 17 pt; the web's default is 16 px).
  static let plausibleMedianLinePoints = 10.0...26.0
  /// Smallest font size in points (CSS px) a line of interface text is read as (rule
  /// `scale-uncertain`): 10, under the smallest text style of any platform (iOS caption 2 is
  /// 11 pt, Material's label small 11 sp), so a scale that would make the text smaller than
  /// that is not one it was captured at.
  static let smallestTextPoints = 10.0
  /// Per-channel distance within which a counter's colours match its letter's swapped colours
  /// (rule `letter-counter`): twice ``FlatRegions/sameSurfaceTolerance``, as for
  /// ``paletteTolerance``: anti-aliased and compressed edges of one colour, and the change of a
  /// gradient background across the width of one letter.
  static let counterTolerance = 24
  /// Smallest share of its box a counter fills (rule `letter-counter`): 0.75, just under the
  /// π/4 ≈ 0.79 of an ellipse, since a counter is one solid region bounded by curves (measured on
  /// the gradient and material screens: the counters of bold `o`, `d` and `P` at 2x and 3x fill
  /// 0.82–0.90, their anti-aliased edge counting as ink). Text drawn in strokes fills less: 20–50 %
  /// (the measurement ``ComponentShape`` uses for letters), and at most 0.66 for the bold 16 px
  /// label of the 1x form screen's button, the densest measured.
  static let counterFill = 0.75
  /// Smallest share of a counter's pixels on its plateau, fully in the colour it shows (rule
  /// `letter-counter`): a half. Measured over the corpus and sets 13–20: the counters dropped
  /// have 0.5–0.94 (0.64 and more where the plateau was measured); initials on 1x avatars
  /// ("SK", "AW", "JS"), blurred into one shape a run a row, 0.21–0.38.
  static let counterPlateauShare = 0.5
}
