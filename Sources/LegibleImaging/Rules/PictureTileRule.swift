/// Rule `picture-tile`: whether one tile of a screen (``ImageRegions``) shows picture content —
/// a photograph, a map, a wallpaper, a QR code, an identicon, an illustration or a chart fill —
/// rather than interface drawn on flat surfaces.
///
/// Interface is flat surfaces with sparse ink on them; in a tile of a few points, one or two
/// surfaces, and ink that leaves blank rows between lines of text. In order, first match wins:
/// 1. **Dense**: at least ``ImageRegionTuning/denseInkShare`` of the pixels are ink *and* every
///    row of the tile holds ink (photographic texture, foliage, noise). Text, however dense,
///    leaves the gap between its lines free of ink, so a paragraph at 1x is never dense.
/// 2. **Many surfaces**: ``ImageRegionTuning/manySurfaces`` or more distinct flat colours
///    (illustrations, the smooth parts of photographs, faceted wallpapers).
/// 3. **Patterned**: flat runs that change colour with a hard edge (no anti-aliased pixel
///    between) at least ``ImageRegionTuning/patternHardEdgesPerRow`` times per row, with the two
///    tones balanced: the ink and the second surface together cover at least
///    ``ImageRegionTuning/patternBalance`` of the tile (QR modules, identicon cells, pixel
///    patterns: thin modules are stroke interiors, so ink, and wide clusters of them a second
///    surface). Hard-edged text, such as bitmap or block letters, leaves most of the tile to
///    its background.
/// 4. **Flat shapes**: ``ImageRegionTuning/mapSurfaces`` flat colours meeting with hard edges
///    on at least ``ImageRegionTuning/mapHardEdgesPerRow`` of the rows (maps, flat
///    illustrations).
///
///    Neither 3 nor 4 holds for a tile on a long straight side
///    (``ImageRegions/Tile/isOnStraightSide``): its hard edges all lie on one or two columns
///    crossing nearly every row, and the column goes on through the tiles above and below for
///    ``ImageRegionTuning/straightSideTiles`` tiles. The side of a card, a panel or a device
///    frame falls anywhere in a tile, and where it falls mid-tile it balances two surfaces with
///    a hard edge on every row, as a pattern does; a pattern's edges move from one row of
///    modules to the next, and even a QR code's finder square (seven modules) is shorter.
/// 5. **Shading**: under ``ImageRegionTuning/shadingInkShare`` ink to the row pass, and, read
///    from the surface pixels between the ink (``TileShading``), fewer than
///    ``ImageRegionTuning/shadingExactShare`` of neighbours alike, no drawn edge (fewer than
///    ``ImageRegionTuning/shadingSharpStepsPerRow`` steps past the surface tolerance a row), and
///    block means of luminance at least ``ImageRegionTuning/shadingResidual`` levels off the
///    best quadratic surface: a smooth photograph (the moon, a sky, an enlarged picture), whose
///    flat runs the row pass reads as a plain surface and whose craters and specks as sparse
///    ink. Interface surfaces are one colour, gradients, linear or radial, follow a quadratic
///    across a tile, and the glyphs on either are ink, left out of the measure.
/// 6. Otherwise the tile is interface.
enum PictureTileRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "picture-tile"

  /// Which sign of picture content a tile shows (see ``PictureTileRule``), or `nil`.
  static func sign(of tile: ImageRegions.Tile) -> ImageRegions.Sign? {
    if tile.inkShare >= ImageRegionTuning.denseInkShare && tile.inkRows >= tile.rows {
      return .dense
    }
    if tile.surfaces >= ImageRegionTuning.manySurfaces { return .manySurfaces }
    let balance = tile.inkShare + tile.secondSurfaceShare
    if tile.isOnStraightSide { return nil }
    if tile.hardEdgesPerRow >= ImageRegionTuning.patternHardEdgesPerRow
      && balance >= ImageRegionTuning.patternBalance
    {
      return .patterned
    }
    if tile.surfaces >= ImageRegionTuning.mapSurfaces
      && tile.hardEdgesPerRow >= ImageRegionTuning.mapHardEdgesPerRow
    {
      return .flatShapes
    }
    if mayBeShading(tile), !tile.shading.hasDrawnEdge,
      tile.shading.exactShare < ImageRegionTuning.shadingExactShare,
      tile.shading.residual >= ImageRegionTuning.shadingResidual
    {
      return .shading
    }
    return nil
  }

  /// Whether the row pass saw `tile` as surface with sparse ink, whose shading (rule 5) is
  /// worth reading: under ``ImageRegionTuning/shadingInkShare`` ink and fewer than
  /// ``ImageRegionTuning/manySurfaces`` surfaces.
  static func mayBeShading(_ tile: ImageRegions.Tile) -> Bool {
    tile.inkShare < ImageRegionTuning.shadingInkShare
      && tile.surfaces < ImageRegionTuning.manySurfaces
  }
}
