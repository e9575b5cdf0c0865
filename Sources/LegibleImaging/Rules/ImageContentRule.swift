import LegibleColor

/// Rule `image-content`: a candidate inside picture content (``ImageRegions``) is part of the
/// picture and is dropped, unless it is a line of text drawn over the picture; text kept over a
/// picture is judged over the range of background it sits on.
///
/// A line reads as drawn over a picture when its glyphs have solid strokes of one colour that
/// stands apart from the pixels around them: at least
/// ``ImageRegionTuning/drawnOverMeasuredShare`` of its glyphs hold their full stroke colour, and
/// the median glyph's ink contrasts with its own surroundings by at least
/// ``ImageRegionTuning/drawnOverContrast``, and its ink colour is rare beside it: at most
/// ``ImageRegionTuning/paletteShare`` of the pixels on its rows, one line height to either side,
/// are within ``ImageRegionTuning/paletteTolerance`` of it. A row of QR modules, a street of a
/// map or a run of chart bars has the picture's own colours, which repeat all around it; a
/// caption's colour is its own. A lone glyph or shape inside a picture is picture detail (a QR
/// module, a building on a map, a highlight in a photograph), and so is a control's shape found
/// there (a capsule in a wallpaper read as a switch's track), unless it lies in a hole of the
/// picture (``isInHole(_:pictures:in:)``: an icon on a card over a wallpaper), or is shaped
/// like a word whose letters touch (``isWordShaped(width:height:runsPerRow:)``: "now" on a
/// frosted card over a wallpaper at 3x is one component) or a word on a badge of its own
/// (``wordShape(of:spans:in:scale:)``: a sale badge's "-20%" in a product photograph's corner,
/// judged on the badge's fill), or a squarish icon on a button of its own, of one shape or
/// several (a favourite heart on a white disc, a share icon's arrow over its tray on a frosted
/// disc shaded by its blur: ``isIconOnBadge(_:background:ink:in:scale:)``), which then must
/// pass the tests a line passes.
///
/// Text kept over a picture is judged over the range of background it sits on: `fail` when it
/// fails even against the most favourable background, `pass` when it passes against the least
/// favourable one, otherwise `review` with that range, which then straddles the requirement.
///
/// Near-invisible text on a *flat* surface is never in a picture region, so this rule never
/// touches it: white on `#ffff00` (1.07:1) stays a failure.
enum ImageContentRule {
  /// The rule's id, as `--explain` prints it.
  static let id = "image-content"

  /// Quantiles, by luminance, of the colours beside a line's strokes that text over a picture
  /// is judged against: the least favourable (0), the median and the most favourable (1), as
  /// the rule's verdicts are stated (a pass must hold against the least favourable background
  /// the text sits on, a failure against the most favourable).
  static let backgroundQuantiles = [0.0, 0.5, 1.0]

  /// What the rule decided for one candidate.
  enum Decision: Sendable, Hashable {
    /// The candidate is not inside a picture; the rule does not apply.
    case notInPicture
    /// A line of text drawn over a picture: kept, judged over the picture's range.
    case textOverPicture
    /// Picture content, with the reason in words.
    case picture(String)

    /// Whether the candidate is dropped.
    var drops: Bool {
      if case .picture = self { return true }
      return false
    }
  }

  /// Whether a candidate with `pictureShare` of its box inside picture regions is in a
  /// picture: more than ``ImageRegionTuning/insideShare``.
  static func isInside(pictureShare: Double) -> Bool {
    pictureShare > ImageRegionTuning.insideShare
  }

  /// Decides for a candidate made of `glyphs` (a line when `isLine`) with `pictureShare` of its
  /// box inside picture regions; `paletteShare` gives the share of the pixels beside it in its
  /// ink colour (see ``paletteShare(beside:ink:in:)``), asked only for a line in a picture.
  /// `isWordShaped`: the candidate is one glyph shaped like a word (see
  /// ``isWordShaped(width:height:runsPerRow:)``), or a word or icon on a badge of its own,
  /// judged as a line of its glyphs.
  /// `isOnFlatSurface` tells, asked only for a faint line, whether the pixels around it are
  /// one exact colour: a faint line there (a photo credit in light grey on a photograph's
  /// blown-out white sky) is drawn on a flat patch, not the picture's own texture, and is kept
  /// however faint, as on any flat surface.
  static func decide(
    glyphs: [GlyphCandidate], isLine: Bool, isWordShaped: Bool = false, pictureShare: Double,
    paletteShare: () -> Double, isOnFlatSurface: () -> Bool = { false }
  ) -> Decision {
    guard isInside(pictureShare: pictureShare) else { return .notInPicture }
    let solid = glyphs.filter { !$0.isSpeck }
    guard isLine ? solid.count >= 2 : isWordShaped && !solid.isEmpty else {
      return .picture("a lone shape inside a picture")
    }
    let measured = solid.filter(\.ink.isMeasured).count
    if Double(measured) < ImageRegionTuning.drawnOverMeasuredShare * Double(solid.count) {
      return .picture("picture detail: too few glyphs hold a solid stroke colour")
    }
    var contrasts = solid.map { glyph in
      WCAG2.contrastRatio(
        between: srgb(glyph.ink.foreground), and: PackedColor.srgb(glyph.background))
    }
    contrasts.sort()
    let median = contrasts[contrasts.count / 2]
    if median < ImageRegionTuning.drawnOverContrast && !isOnFlatSurface() {
      return .picture(
        "picture detail: its ink contrasts with its surroundings by only "
          + "\(ScanJudgement.format(median)):1")
    }
    let share = paletteShare()
    if share > ImageRegionTuning.paletteShare {
      return .picture(
        "picture detail: \(Int((share * 100).rounded())) % of the pixels beside it have its colour")
    }
    return .textOverPicture
  }

  /// Whether one glyph `width` by `height` pixels whose rows cross its ink `runsPerRow` times
  /// (the median over its rows) is shaped like a word whose letters touch: at least
  /// ``ImageRegionTuning/wordAspect`` times as wide as tall, and crossed by at least
  /// ``ImageRegionTuning/wordRunsPerRow`` strokes a row. A highlight, a cable or a branch in a
  /// photograph is crossed once or twice.
  /// (`runsPerRow` is counted only for a glyph wide enough.)
  static func isWordShaped(width: Int, height: Int, runsPerRow: @autoclosure () -> Double) -> Bool {
    Double(width) >= ImageRegionTuning.wordAspect * Double(height)
      && runsPerRow() >= ImageRegionTuning.wordRunsPerRow
  }

  /// Whether `glyph`, whose ink is `spans`' runs, is shaped like a word whose letters touch
  /// (``isWordShaped(width:height:runsPerRow:)``).
  static func isWordShaped(_ glyph: GlyphCandidate, spans: InkSpans) -> Bool {
    isWordShaped(
      width: glyph.bbox.width, height: glyph.bbox.height,
      runsPerRow: TextLines.medianRunsPerRow(glyph.spans, spans: spans))
  }

  /// How a lone glyph inside a picture reads as a word (``wordShape(of:spans:in:scale:)``).
  enum WordShape: Sendable, Hashable {
    /// Not as a word: picture detail, unless it passes other tests.
    case none
    /// A word whose letters touch (``isWordShaped(width:height:runsPerRow:)``), judged over
    /// the picture.
    case lettersTouching
    /// A word, or a squarish icon, on a badge of its own
    /// (``badgeSurface(_:background:in:scale:)``), judged on the badge's fill.
    case onBadge
  }

  /// Largest ratio of the longer side to the shorter of an icon on a badge of its own over a
  /// picture (``wordShape(of:spans:in:scale:)``): 1.5, as ``TextLines/leadingIconAspect`` (a
  /// heart, a bookmark, a share or a close glyph on a round button over a product photograph).
  static let badgeIconAspect = 1.5
  /// Longest side of an icon on a badge over a picture, in points: 32 (such buttons hold
  /// 16–24 pt glyphs; a photograph's thumbnail on a white card is far larger).
  static let badgeIconPoints = 32.0
  /// Largest share of the ring beyond the badge (one box height out) in the icon's colour: a
  /// tenth. An icon is drawn in its own colour; the counter of a bold white letter over a
  /// photograph (the photograph showing through an "a" or an "e") has the photograph's colour,
  /// which lies all around the letter too (measured: `qpdfview`'s flyer, an unseen real window).
  static let badgeIconInkAround = 0.1
  /// Least margin of an icon's badge all round it, as a share of the icon's longer side: a
  /// quarter. A button's disc leaves a third of its glyph or more (Material's 24 dp icon in a
  /// 40 dp button, 0.33; a 16 pt heart in a 32 pt disc, 0.5); a bold letter's stroke around its
  /// counter is thinner than that (the "O" of a caption over a photograph).
  static let badgeIconMargin = 0.25

  /// How `glyph`, whose ink is `spans`' runs, reads as a word inside a picture: as wide as a
  /// word (``ImageRegionTuning/wordAspect``) and crossed by ``ImageRegionTuning/wordRunsPerRow``
  /// strokes a row, its letters touching; or crossed by at least
  /// ``ImageRegionTuning/badgeWordRunsPerRow`` on a badge of its own ("-20%" in bold at 2x, its
  /// digits touching, is crossed twice; a filled blob on a flat patch of a picture, once). Its
  /// strokes are counted once, and only for a glyph that wide. A squarish shape
  /// (``badgeIconAspect``), no longer than ``badgeIconPoints`` at `scale` pixels a point, on a
  /// badge of its own, of any colour, that leaves ``badgeIconMargin`` round it, in a colour the
  /// picture beyond the badge seldom has (``badgeIconInkAround``), is an icon on a button drawn
  /// over the picture (a favourite heart on a white disc in a product photograph's corner, a
  /// share icon on a frosted disc tinted by the photograph under it), not the photograph's
  /// detail, which has the photograph around it. (Badges were once held to near-neutral
  /// colours; on the corpus and ten unseen sets that only lost icons on tinted and coloured
  /// buttons, and kept no picture's detail out.)
  static func wordShape(
    of glyph: GlyphCandidate, spans: InkSpans, in image: ScanImage, scale: Double
  ) -> WordShape {
    if isIconOnBadge(
      glyph.bbox, background: glyph.background, ink: PackedColor.pack(glyph.ink.foreground),
      in: image, scale: scale)
    {
      return .onBadge
    }
    guard Double(glyph.bbox.width) >= ImageRegionTuning.wordAspect * Double(glyph.bbox.height)
    else { return .none }
    let runs = TextLines.medianRunsPerRow(glyph.spans, spans: spans)
    if runs >= ImageRegionTuning.badgeWordRunsPerRow
      && badgeSurface(glyph.bbox, background: glyph.background, in: image, scale: scale) != nil
    {
      return .onBadge
    }
    // Letters on a frosted material touch through its blur (no flat run parts them), so the
    // strokes of a shape no taller than text are counted from the pixels too.
    let strokes = {
      Double(glyph.bbox.height) > ImageRegionTuning.smallPicturePoints * scale
        ? runs
        : max(
          runs,
          inkRunsPerRow(
            glyph.bbox, ink: PackedColor.pack(glyph.ink.foreground),
            background: glyph.background, in: image))
    }
    if isWordShaped(width: glyph.bbox.width, height: glyph.bbox.height, runsPerRow: strokes()) {
      return .lettersTouching
    }
    return .none
  }

  /// The median, over the rows of `box` that hold any, of the runs of pixels within a third of
  /// the way from `ink` to `background` (per channel, at most): the strokes a row of a word
  /// crosses, read from the pixels where the row pass saw one span (letters whose gaps are
  /// blurred, not flat). A blurred photograph's colours wander between the two and seldom
  /// come that near either.
  static func inkRunsPerRow(
    _ box: PixelRect, ink: UInt32, background: UInt32, in image: ScanImage
  ) -> Double {
    let reach = PackedColor.distance(ink, background)
    var counts: [Int] = []
    for y in box.y..<box.maxY {
      var (runs, inRun) = (0, false)
      for x in box.x..<box.maxX {
        let isInk = 3 * PackedColor.distance(image.rgb(x, y), ink) <= reach
        if isInk && !inRun { runs += 1 }
        inRun = isInk
      }
      if runs > 0 { counts.append(runs) }
    }
    counts.sort()
    return counts.isEmpty ? 0 : Double(counts[counts.count / 2])
  }

  /// Whether the icon in `box`, one shape or several (an arrow over a tray), drawn in `ink` on
  /// `background`, is an icon on a button of its own over a picture: squarish
  /// (``badgeIconAspect``), no longer than ``badgeIconPoints`` at `scale` pixels a point, on a
  /// badge of its own (``badgeSurface(_:background:in:scale:)``) that leaves
  /// ``badgeIconMargin`` round it, in a colour the picture beyond the badge seldom has
  /// (``badgeIconInkAround``).
  static func isIconOnBadge(
    _ box: PixelRect, background: UInt32, ink: UInt32, in image: ScanImage, scale: Double
  ) -> Bool {
    let (w, h) = (Double(box.width), Double(box.height))
    guard w <= badgeIconAspect * h && h <= badgeIconAspect * w,
      max(w, h) <= badgeIconPoints * scale,
      let badge = badgeSurface(box, background: background, in: image, scale: scale)
    else { return false }
    return badge.share(around: box, margin: 2 + Int(badgeIconMargin * max(w, h)), in: image)
      >= ImageRegionTuning.ownSurfaceShare
      && InsideOutRule.ringShare(of: ink, around: box, margin: 2 + max(8, box.height), in: image)
        <= badgeIconInkAround
  }

  /// Largest difference, on any channel, between a shaded badge's pixels and the surface fitted
  /// to them (``ShadedSurface``): 6 levels. A frosted button's blur leaves its shading smooth
  /// (the listing probe's discs: at most 4 levels off the fit, nine in ten under 3); a smooth
  /// photograph's own texture lies further off (a synthetic dark photo around a word: one pixel
  /// in seven over 6).
  static let shadedBadgeTolerance = 6
  /// Steepest shading of a badge, in levels of a channel a point: 2. A frosted disc over a
  /// photograph changes by 1.2–1.3 levels a point (the listing probe at 2x); a photograph's
  /// gradient around a letter of its caption ran 1.2–4.5 levels a point at 1x.
  static let shadedBadgeSlopePoints = 2.0

  /// The badge the shape in `box` sits on over a picture at `scale` pixels a point, or `nil`: a
  /// surface all round it (at least ``ImageRegionTuning/ownSurfaceShare`` of the ring of pixels
  /// two outside `box` within ``FlatRegions/sameSurfaceTolerance`` of it) that ends close by
  /// (under ``ImageRegionTuning/badgeEndShare`` of the ring one box height further out on that
  /// surface, or of the ring two heights out: a large round button's disc is three and a half
  /// times its icon across): a sale badge's fill or a button's, drawn over a photograph. The
  /// surface is shaded smoothly (``ShadedSurface``: within ``shadedBadgeTolerance`` on as large
  /// a share of the ring, no steeper than ``shadedBadgeSlopePoints``; a flat fill is such a
  /// surface too), or else flat in `background` within the wider tolerance: a frosted button's
  /// blur shades it from one side to the other, and a gradient that runs on past the shape
  /// (a sky's) is told from a badge by the fitted shading, which holds far out too.
  /// A photograph's detail has the photograph around it; a map's block has the map's land all
  /// round, near and far; a bird in a sky's gradient has the gradient going on beyond it.
  static func badgeSurface(
    _ box: PixelRect, background: UInt32, in image: ScanImage, scale: Double
  ) -> ShadedSurface? {
    let flat = ShadedSurface(flat: background)
    let surface: ShadedSurface
    if let shaded = ShadedSurface(around: box, in: image),
      shaded.steepness <= shadedBadgeSlopePoints / scale,
      shaded.share(around: box, in: image, tolerance: shadedBadgeTolerance)
        >= ImageRegionTuning.ownSurfaceShare
    {
      surface = shaded
    } else if flat.share(around: box, in: image) >= ImageRegionTuning.ownSurfaceShare {
      surface = flat
    } else {
      return nil
    }
    let ends = [1, 2].contains { k in
      surface.share(around: box, margin: 2 + k * max(8, box.height), in: image)
        < ImageRegionTuning.badgeEndShare
    }
    return ends ? surface : nil
  }

  /// Whether a lone shape in `box` inside a picture's rectangle lies in a hole of it: every tile
  /// within half a tile shows interface (``ImageRegions/isInterface(around:)``), and the shape
  /// sits on a flat surface that goes on round it: at least
  /// ``ImageRegionTuning/flatExactShare`` of the ring two pixels out holds one colour exactly,
  /// and at least ``ImageRegionTuning/ownSurfaceShare`` of the ring ``badgeIconMargin`` of its
  /// longer side further out is that colour. An icon on a card or a disc over a wallpaper is
  /// the card's; a photograph's detail has the photograph's texture or shading round it, and a
  /// white letter's counter over a dark photograph has the letter's thin stroke, then the
  /// photograph.
  static func isInHole(_ box: PixelRect, pictures: ImageRegions, in image: ScanImage) -> Bool {
    guard pictures.isInterface(around: box),
      let (surface, share) = FaintTextureRule.commonestColor(around: box, in: image),
      share >= ImageRegionTuning.flatExactShare
    else { return false }
    return InsideOutRule.ringShare(
      of: surface, around: box,
      margin: 2 + Int(badgeIconMargin * Double(max(box.width, box.height))), in: image)
      >= ImageRegionTuning.ownSurfaceShare
  }

  /// Whether a line of solid strokes in `ink` over a picture whose pixels around it are
  /// `backgrounds` (packed colours at the 1st, 50th and 99th percentiles of luminance) is in
  /// the picture's middle tones: the picture around it holds pixels at least as dark and at
  /// least as light as the ink, and its median pixel is within
  /// ``ImageRegionTuning/drawnOverContrast`` of it. A painting's or a dithered picture's
  /// strokes are such tones and chain like letters (a cypress's dark reds, 1.1–1.5:1 against
  /// the median around them, among darker and lighter pixels); text drawn over a picture is
  /// its lightest or darkest colour, or stands apart from most of it: a white clock on pale
  /// sand (1.3–1.7:1) is lighter than every pixel around it, and a caption on a photograph
  /// contrasts 1.8:1 and more with the median pixel around it (the corpus's captions).
  static func isMiddleTone(ink: UInt32, backgrounds: [UInt32]) -> Bool {
    guard backgrounds.count == 3 else { return false }
    let y = PackedColor.luminance(ink)
    return PackedColor.luminance(backgrounds[0]) <= y && y <= PackedColor.luminance(backgrounds[2])
      && WCAG2.contrastRatio(between: PackedColor.srgb(ink), and: PackedColor.srgb(backgrounds[1]))
        < ImageRegionTuning.drawnOverContrast
  }

  /// Share of the pixels on the rows of `box`, within one box height to its left and right,
  /// that are within ``ImageRegionTuning/paletteTolerance`` of `ink` (every second pixel). Of
  /// `pictures`, the rectangles the line lies in bound what is read: a caption near a
  /// photograph's edge is not compared with the card around the photograph, often its own
  /// white.
  static func paletteShare(
    beside box: PixelRect, ink: UInt32, in image: ScanImage, pictures: [PixelRect] = []
  ) -> Double {
    let margin = max(4, box.height)
    let around = pictures.filter { $0.intersection(box).area > 0 }
    let left = around.map(\.x).min().map { max(0, $0) } ?? 0
    let right = around.map(\.maxX).max().map { min(image.width, $0) } ?? image.width
    var total = 0
    var same = 0
    for y in box.y..<box.maxY {
      for range in [
        max(left, box.x - margin)..<max(left, box.x),
        min(right, box.maxX)..<min(right, box.maxX + margin),
      ] {
        var x = range.lowerBound
        while x < range.upperBound {
          total += 1
          if PackedColor.distance(image.rgb(x, y), ink) <= ImageRegionTuning.paletteTolerance {
            same += 1
          }
          x += 2
        }
      }
    }
    return total == 0 ? 0 : Double(same) / Double(total)
  }

  /// The status of text over a picture whose contrast against the background percentiles is
  /// `ratios`, for a requirement `required`: `fail` when even the most favourable background
  /// fails, `pass` when even the least favourable one passes, otherwise `review` (the range
  /// straddles the requirement).
  static func status(ratios: [Double], required: Double) -> ScanFinding.Status {
    guard let low = ratios.min(), let high = ratios.max() else { return .review }
    if high < required { return .fail }
    if low >= required { return .pass }
    return .review
  }

  private static func srgb(_ v: SIMD3<Double>) -> SRGB {
    PackedColor.srgb(
      PackedColor.pack(v))
  }
}
