import LegibleColor

/// Finds text lines and UI glyphs in a screenshot from its pixels alone, and judges their
/// contrast.
///
/// One fused pass cuts every row into smooth background runs and ink spans; the rest works on the
/// sparse ink: stroke interiors are folded back into the ink, spans are joined into components,
/// separators, borders and container edges are dropped, glyphs are chained into lines on a common
/// background, and each line's background (the mode of the colours beside its ink on the same
/// rows) and foreground (the fully covered stroke pixels) are measured.
public enum ScreenshotScanner {
  /// Smallest ``ColorEstimate/sharpness`` of a glyph or icon (see there).
  static let minimumSharpness = 0.2

  /// Scans `image` and returns its findings, sorted top to bottom, then left to right.
  ///
  /// ```swift
  /// let findings = ScreenshotScanner.scan(image, options: ScanOptions(scale: 3))
  /// for f in findings where f.status == .fail { print(f.bbox, f.wcagRatio) }
  /// ```
  public static func scan(_ image: RGBAImage, options: ScanOptions = ScanOptions()) -> [ScanFinding]
  {
    scanResult(image, options: options).findings
  }

  /// Scans `image` and returns its findings with the scale they were judged at and where that
  /// scale came from (the options, a known device size, the `pHYs` density, the text, or
  /// nothing).
  public static func scanResult(_ original: RGBAImage, options: ScanOptions = ScanOptions())
    -> ScanResult
  {
    let (resolved, source) = options.resolvedScale(width: original.width, height: original.height)
    guard original.width > 0 && original.height > 0 else {
      return ScanResult(findings: [], scale: resolved, scaleSource: source)
    }
    // A JPEG copy's noise is flattened first: when the caller says so, or its blocks tell it
    // (rule `jpeg-copy`).
    let exact = ScanImage(uncheckedOpaque: original)
    let compression: CompressionSource? =
      options.isCompressed
      ? .option : options.detectsCompression && JPEGCopyRule.isJPEGCopy(exact) ? .detected : nil
    let image = compression == nil ? original : CompressionNoise.flattened(original)
    var work = compression == nil ? exact : ScanImage(uncheckedOpaque: image)
    var unflattened = compression == nil ? nil : exact
    // Read as compressed from here on, however that was found (the thin strokes of a JPEG copy
    // are judged by ``CompressionNoise/strokeCoverage``).
    var options = options
    options.isCompressed = compression != nil
    var scale = resolved
    var scaleSource = source
    let point = options.explainPoint
    var analysis = Analysis(work, scale: scale ?? 2, explaining: point, unflattened: unflattened)
    if analysis.sawTranslucency {
      // Translucent pixels: composite onto the backdrop (what a viewer sees) and read again.
      let backdrop = options.backdrop.withAlpha(1)
      work = ScanImage(image, backdrop: backdrop)
      unflattened = unflattened.map { _ in ScanImage(original, backdrop: backdrop) }
      analysis = Analysis(work, scale: scale ?? 2, explaining: point, unflattened: unflattened)
    }
    if scale == nil, let inferred = inferScale(lineSizes: lineSizes(analysis), width: image.width) {
      // Unknown scale: read the screen at 2×, infer the scale from its text sizes, and read it
      // again at that scale if it differs. Findings carry the `scaleInferred` flag, and a pass
      // must hold at the other scales the text could have (rule `scale-uncertain`).
      scale = inferred
      scaleSource = .inferred
      if inferred != 2 {
        analysis = Analysis(work, scale: inferred, explaining: point, unflattened: unflattened)
      }
    }
    let s = scale ?? 2
    let deciding = options.decidingPolicies
    let (spans, glyphs, groups, busy, pictures) = (
      analysis.spans, analysis.glyphs, analysis.groups, analysis.busy, analysis.pictures
    )
    var trace = ScanTrace(point: point)
    if let compression {
      trace.note(
        PixelRect(x: 0, y: 0, width: original.width, height: original.height), JPEGCopyRule.id,
        .decided,
        compression == .detected
          ? "its 8×8 blocks show a JPEG's noise: flattened first (--exact reads it as it is)"
          : "flattened first: the file went through a JPEG (--compressed)")
    }
    if let point, let tile = pictures.explanation(x: point.x, y: point.y) {
      trace.note(tile.box, PictureTileRule.id, .decided, tile.why)
    }
    var findings: [ScanFinding] = []
    var lineFlags: [Bool] = []
    // Per finding, the most common colour of its brackets (its surface), until lines of solid
    // strokes are placed (rule `inside-out`).
    var surfaces: [UInt32?] = []
    // Candidates read inside out, around which text of solid strokes is looked for.
    var insideOut: [PixelRect] = []
    // The glyphs of lines of text and the rims of bold letters, whose holes are not marks of
    // their own (rule `letter-counter`).
    var letters: [LetterCounterRule.Letter] = []
    // Each group's box, once: its members' boxes together.
    let groupBoxes = groups.map { group in
      group.members.map { glyphs[$0].bbox }.reduce(glyphs[group.members[0]].bbox) { $0.union($1) }
    }
    // Lines across the screen (a line set on its side is none).
    let lineBoxes = groups.indices.filter { groups[$0].isLine && !groups[$0].isVertical }.map {
      groupBoxes[$0]
    }
    // Lines, and lone glyphs shaped like words whose letters touch (at least twice as wide as
    // tall, their ink under half their box: letters fill 20–50 % of theirs, a bar all of its):
    // what a dash standing for a value is level with.
    let textBoxes =
      lineBoxes
      + groups.indices.filter { g in
        let box = groupBoxes[g]
        return !groups[g].isLine && groups[g].members.count == 1
          && box.width >= Int(GlyphKindRule.wordAspect) * box.height
          && glyphs[groups[g].members[0]].fill < 0.5
      }.map { groupBoxes[$0] }
    // Lone glyphs in a row of text of their height: characters, whatever their size (rule
    // `glyph-kind`).
    let inRowsOfText = GlyphKindRule.inRowsOfText(
      groupBoxes, isLine: groups.map { $0.isLine && !$0.isVertical })
    for (g, group) in groups.enumerated() where group.isLine {
      for member in group.members where !glyphs[member].isSpeck {
        letters.append(
          LetterCounterRule.Letter(
            box: groupBoxes[g], ink: PackedColor.pack(glyphs[member].ink.foreground),
            background: glyphs[member].background))
      }
    }
    // Plus signs among the glyphs, read once, when a bar too short for a glyph may be a
    // stepper's minus (rule `minimum-size`).
    var pluses: [PixelRect]?
    func plusBoxes() -> [PixelRect] {
      let found = pluses ?? MinimumSizeRule.plusSigns(glyphs, spans: spans, in: work)
      pluses = found
      return found
    }
    // Picture content told by the arrangement of whole groups: charts, patterns, identicons;
    // and shapes whose arrangement makes a failure a review (seat maps, page indicators).
    let (arranged, setInRows, arrangedReviews) = arrangedContent(
      groups: groups, boxes: groupBoxes, glyphs: glyphs, spans: spans, image: work, scale: s)
    // Pairs of short solid bars that stand for a value together ("– –"): measured as one, in
    // the left bar's place (rule `minimum-size`).
    let shortBars = groups.indices.filter { g in
      let box = groupBoxes[g]
      return !groups[g].isLine && groups[g].members.count == 1
        && Double(box.height) < ImageRegionTuning.minimumGlyphPoints * s
        && box.width >= 2 * box.height
    }
    var dashPairs: [Int: Int] = [:]
    for (a, b) in MinimumSizeRule.barPairs(shortBars.map { groupBoxes[$0] }) {
      let (left, right) = (shortBars[a], shortBars[b])
      let union = groupBoxes[left].union(groupBoxes[right])
      let background = glyphs[groups[left].members[0]].background
      guard MinimumSizeRule.isDash(union, scale: s, lines: textBoxes, isPair: true),
        MinimumSizeRule.standsAlone(
          union, reach: groupBoxes[right].x - groupBoxes[left].x, background: background,
          in: work),
        [left, right].allSatisfy({ g in
          let glyph = glyphs[groups[g].members[0]]
          return MinimumSizeRule.isBar(
            GlyphMask(spans: spans, indices: glyph.spans, box: glyph.bbox))
        })
      else { continue }
      dashPairs[left] = right
    }
    let pairedRights = Set(dashPairs.values)
    for (groupIndex, group) in groups.enumerated() {
      var members = group.members.map { glyphs[$0] }
      let isLine = group.isLine
      var box = groupBoxes[groupIndex]
      trace.note(
        box, "text-lines", .kept,
        isLine ? "chained into a line of \(members.count) glyphs" : "a lone glyph or icon")
      if group.isVertical {
        trace.note(
          box, VerticalTextRule.id, .kept,
          "letters lying one under another in one colour: a line set on its side")
      }
      if let (rule, why) = arranged[groupIndex] {
        trace.note(box, rule, .dropped, why)
        continue
      }
      if pairedRights.contains(groupIndex) {
        trace.note(
          box, MinimumSizeRule.id, .kept,
          "the right bar of a pair standing for a value: measured with the left")
        continue
      }
      let isDashPair = dashPairs[groupIndex] != nil
      if let right = dashPairs[groupIndex] {
        members += groups[right].members.map { glyphs[$0] }
        box = box.union(groupBoxes[right])
      }
      // Too small to be text or an icon (rule `minimum-size`); an icon of parts that stand
      // apart (no member's box is the group's) by its longer side, and so are stacked bars but
      // beside a line of text (an `=` between words of code is a character of the line), and
      // parts in a row blurred into one shape (a 1x `•••`).
      let isRowOfParts =
        !isLine && MinimumSizeRule.isRowOfParts(box, background: members[0].background, in: work)
      let standApart =
        !isLine
        && (!members.contains { $0.bbox == box }
          || (members.contains(where: \.isIcon)
            && !MinimumSizeRule.isBeside(box, lines: lineBoxes))
          || isRowOfParts)
      // A lone glyph too short for one may be a bar that is as long as it is: a stepper's
      // minus, level with a plus beside it, or a dash level with a line of text standing for a
      // value ("—" in a list row's value column). Its mask is read last, only for such shapes.
      let isShort =
        !isLine && members.count == 1 && !standApart
        && Double(box.height) < ImageRegionTuning.minimumGlyphPoints * s
      var glyphMask: GlyphMask?
      func mask() -> GlyphMask {
        if let glyphMask { return glyphMask }
        let built = GlyphMask(spans: spans, indices: members[0].spans, box: members[0].bbox)
        glyphMask = built
        return built
      }
      let isMinus =
        isShort && Double(box.width) >= MinimumSizeRule.minusAspect * Double(box.height)
        && GlyphKindRule.isSolidBlob(mask()) && MinimumSizeRule.isMinus(box, pluses: plusBoxes())
      let isDash =
        isDashPair
        || (isShort && !isMinus && MinimumSizeRule.isDash(box, scale: s, lines: textBoxes)
          && MinimumSizeRule.isBar(mask()))
      if let why = MinimumSizeRule.reasonToDrop(
        height: box.height, isLine: isLine,
        hasSolidGlyph: members.contains(where: { !$0.isSpeck }), scale: s,
        partsWidth: standApart || isMinus || isDash ? box.width : nil)
      {
        trace.note(box, MinimumSizeRule.id, .dropped, why)
        continue
      }
      if isMinus {
        trace.note(box, MinimumSizeRule.id, .kept, "a bar level with a plus: a stepper's minus")
      }
      if isDash {
        trace.note(box, MinimumSizeRule.id, .kept, "a dash level with a line of text: a value")
      }
      // Shapes whose requirement depends on what pixels cannot tell, a failing one a review:
      // a solid key just left of its label (rule `legend-key`), a ring larger than any icon
      // around a label (rule `labelled-ring`), a seat map's cell (rule `seat-map`) and a page
      // indicator's dot (rule `page-dots`).
      let isKey =
        !isLine && members.count == 1 && !isDash && !isMinus
        && LegendKeyRule.label(
          of: box, fill: members[0].fill, mask: mask(),
          centre: work.rgb(box.x + box.width / 2, box.y + box.height / 2),
          ink: PackedColor.pack(members[0].ink.foreground), lines: textBoxes) != nil
      let isLabelledRing =
        groups[groupIndex].isRing
        && groupBoxes.contains { $0 != box && box.intersection($0) == $0 }
      let reviewIfFailing =
        isKey
        ? (LegendKeyRule.id, LegendKeyRule.reviewReason)
        : isLabelledRing
          ? (LabelledRingRule.id, LabelledRingRule.reviewReason) : arrangedReviews[groupIndex]
      // Wide filled shapes side by side are an illustration's (rule `filled-shapes`).
      if isLine,
        let why = FilledShapesRule.reasonToDrop(
          shapes: members.filter { !$0.isSpeck }.lazy.map {
            FilledShapesRule.isFilledShape(
              box: $0.bbox, fill: $0.fill,
              mask: GlyphMask(spans: spans, indices: $0.spans, box: $0.bbox))
          })
      {
        trace.note(box, FilledShapesRule.id, .dropped, why)
        continue
      }
      // The hole of a letter is the background showing through it (rule `letter-counter`):
      // shaped as a counter, then enclosed by a line's letter or by a rim.
      if !isLine, let glyph = members.first, !glyph.isSpeck,
        LetterCounterRule.isCounterShaped(
          fill: glyph.fill, runsPerRow: TextLines.medianRunsPerRow(glyph.spans, spans: spans),
          plateauShare: glyph.ink.plateauShare)
      {
        let ink = PackedColor.pack(glyph.ink.foreground)
        let counter = { (letters: [LetterCounterRule.Letter]) in
          LetterCounterRule.reasonToDrop(
            box: box, fill: glyph.fill, ink: ink, background: glyph.background, letters: letters)
        }
        let maximumStroke = ImageRegionTuning.maximumStrokePoints * s
        if let why = counter(letters)
          ?? counter(
            analysis.rims.filter { $0.bbox.intersection(box) == box }.compactMap {
              LetterCounterRule.Letter(
                rim: $0, around: box, spans: spans, maximumStroke: maximumStroke)
            }
              + (LetterCounterRule.Letter(
                row: box, spans: spans, maximumStroke: maximumStroke, beside: letters
              ).map { [$0] } ?? []))
        {
          trace.note(box, LetterCounterRule.id, .dropped, why)
          continue
        }
      }
      if let (finding, surface) = measure(
        members: members, box: box, isLine: isLine, isVertical: group.isVertical, spans: spans,
        image: work,
        scale: scale, scaleSource: scaleSource,
        busy: busy, pictures: pictures, options: options, deciding: deciding,
        isSetInRows: setInRows.contains(groupIndex),
        isInRowOfText: inRowsOfText.contains(groupIndex),
        // Dots in a row with no line beside them: a "more" button (rule `glyph-kind`).
        isRowOfDots: isRowOfParts
          && GlyphKindRule.mayBeRowOfDots(box, cssHeight: scale.map { Double(box.height) / $0 })
          && !MinimumSizeRule.isBeside(box, lines: lineBoxes),
        isMinus: isMinus, reviewIfFailing: reviewIfFailing, insideOut: &insideOut,
        trace: &trace)
      {
        findings.append(finding)
        lineFlags.append(isLine)
        surfaces.append(surface)
      }
    }

    // Lines of solid text over pictures that the row pass could not separate (rule
    // `solid-stroke`), and, around candidates read inside out, such lines of strokes of any
    // thickness (rule `inside-out`; but where a picture holds the window whole), unless found in
    // their colour. What the row pass read inside such a line in another colour is the line
    // read inside out (its strokes too thick to be strokes to it, the picture between them
    // taken for ink) or the picture's detail; in its colour, pieces of it (a colon, one word).
    var lines = pictures.text.lines
    let windows = ImageRegions.mergingOverlaps(
      insideOut.map { InsideOutRule.window(around: $0, width: work.width, height: work.height) }
    ).filter { InsideOutRule.needsSearch($0, pictures: pictures.rectangles) }
    if !windows.isEmpty {
      let runs = BackgroundRuns(work, minimumRunLength: Analysis.minimumRun(scale: s))
      lines += PictureText(runs: runs, image: work, scale: s, pictures: windows).lines
    }
    func dropsAsPictureDetail(_ line: PictureText.Line) -> Bool {
      guard let why = line.pictureDetail(in: work, pictures: pictures.rectangles + windows) else {
        trace.note(
          line.box, SolidStrokeRule.id, .kept,
          "a line of \(line.glyphCount) glyphs of solid strokes: text drawn over the picture")
        return false
      }
      trace.note(line.box, ImageContentRule.id, .dropped, why)
      return true
    }
    for line in lines {
      func inLineColor(_ f: ScanFinding) -> Bool {
        PackedColor.distance(PackedColor.pack(srgb: f.foreground), line.foreground)
          <= Int(TextLines.inkTolerance)
      }
      // Found already: most of it by one finding in its colour, which over a picture must span
      // nearly its width (a piece of a caption, such as its first words, is replaced by the
      // whole line; display type on a plain surface keeps the row pass's exact reading).
      // On a plain surface, a line four fifths inside one found at least twice as wide is a
      // piece of it read again (a letter's anti-aliased rim, in a paler colour), not a line of
      // its own.
      let inPicture = ImageContentRule.isInside(pictureShare: pictures.share(of: line.box))
      guard
        !findings.contains(where: {
          let shared = $0.bbox.intersection(line.box).area
          return shared * 2 > line.box.area && inLineColor($0)
            && (!inPicture
              || Double($0.bbox.width) >= SolidStrokeRule.foundShare * Double(line.box.width))
            || !inPicture && shared * 5 >= line.box.area * 4 && $0.bbox.width >= 2 * line.box.width
        }),
        !dropsAsPictureDetail(line),
        let finding = line.finding(
          image: work, scale: scale, scaleSource: scaleSource, options: options,
          deciding: deciding)
      else { continue }
      // Inside the line, or around its strokes: a finding whose surface is the line's colour,
      // faint against the rest of it (rule `inside-out`).
      func reasonToDrop(_ i: Int) -> (rule: String, why: String)? {
        let f = findings[i]
        if f.bbox.intersection(line.box).area * 2 > f.bbox.area {
          return inLineColor(f)
            ? (SolidStrokeRule.id, "a piece of a line of solid strokes, judged whole")
            : (SolidStrokeRule.id, "inside a line of solid strokes, in another colour")
        }
        guard !f.bbox.intersection(line.box).isEmpty, !inLineColor(f), let surface = surfaces[i],
          InsideOutRule.isSurroundings(
            surface: surface, worstContrast: f.wcagRatio, lineColor: line.foreground)
        else { return nil }
        return (
          InsideOutRule.id,
          "its surface is the colour of the line of solid strokes it overlaps: read inside out"
        )
      }
      for i in findings.indices.reversed() {
        guard let (rule, why) = reasonToDrop(i) else { continue }
        trace.note(findings[i].bbox, rule, .dropped, why)
        findings.remove(at: i)
        lineFlags.remove(at: i)
        surfaces.remove(at: i)
      }
      findings.append(finding)
      lineFlags.append(true)
      surfaces.append(nil)
    }

    LinePieces.merge(&findings, isLine: lineFlags, trace: &trace)
    reviewSplitGradientLines(&findings, image: work)
    // Links marked by colour alone (rule `link-distinct`), judged among every line found.
    var links = LinkDistinctRule.links(
      in: findings, image: work, includesPasses: options.includesPasses)
    // Control boundaries (rule `control-boundary`); a switch's knob is judged with its track,
    // a checkbox's mark with its box.
    // Inside a picture, a control's shape is the picture's own (rule `image-content`, as for
    // any lone shape there).
    // A slider whose whole shape was judged as a glyph already keeps that finding when the
    // slider passes, or the glyph fails; when the glyph passes but the slider's fill fails
    // against its trough, or its trough is faint, the slider's finding replaces the glyph's,
    // which measured the shape's strongest colour (its knob) against the page.
    let sliders = Set(analysis.controls.controls.filter { $0.kind == .slider }.map(\.box))
    let judged = sliders.isEmpty ? [] : Set(findings.filter { $0.status == .pass }.map(\.bbox))
    let failedGlyphs =
      sliders.isEmpty ? [] : Set(findings.filter { $0.status != .pass }.map(\.bbox))
    var replaced: Set<PixelRect> = []
    let controls = analysis.controls.findings(
      options: options, deciding: deciding, scale: scale,
      flaggedShapes: sliders.intersection(failedGlyphs)
    )
    .filter { control in
      if sliders.contains(control.bbox)
        && (judged.contains(control.bbox) && control.status == .pass
          || failedGlyphs.contains(control.bbox))
      {
        trace.note(
          control.bbox, ControlBoundaryRule.id, .dropped,
          "a slider whose shape is judged as a glyph already")
        return false
      }
      if ImageContentRule.isInside(pictureShare: pictures.share(of: control.bbox)) {
        trace.note(
          control.bbox, ImageContentRule.id, .dropped, "a control's shape inside a picture")
        return false
      }
      // A faint control shape on a surface that varies from pixel to pixel is that
      // surface's own (rule `faint-texture`, as for a lone mark).
      if FaintTextureRule.isTexture(
        contrast: control.wcagRatioRange.upperBound,
        exactBackgroundShare: FaintTextureRule.exactShare(around: control.bbox, in: work),
        isImageBackground: false, isLine: false)
      {
        trace.note(
          control.bbox, FaintTextureRule.id, .dropped,
          "a faint shape on a textured surface, not a control drawn on it")
        return false
      }
      if sliders.contains(control.bbox) && judged.contains(control.bbox) {
        replaced.insert(control.bbox)
      }
      return true
    }
    // Findings a control's judgement stands in for: a slider's shape when the slider's finding
    // stands, and each piece of a progress bar or slider drawn apart (a label inside a piece,
    // such as a percentage inside a thick fill, is still judged on its own).
    var judgedWith: [PixelRect: String] = [:]
    for box in replaced {
      judgedWith[box] = "a slider's shape: judged by its fill and trough, which do not pass"
    }
    for control in analysis.controls.controls where control.isApart {
      let pieces =
        control.troughs.map(\.box) + [control.fill, control.thumb?.box].compactMap { $0 }
      for box in pieces {
        judgedWith[box] = "a piece of a progress bar or slider drawn apart: judged with it"
      }
    }
    findings.removeAll { f in
      guard let why = judgedWith[f.bbox] else { return false }
      trace.note(f.bbox, ControlBoundaryRule.id, .dropped, why)
      return true
    }
    let withParts = analysis.controls.controls.filter { $0.knob != nil }
    findings.removeAll { f in
      guard let control = withParts.first(where: { $0.box.intersection(f.bbox) == f.bbox }) else {
        return false
      }
      trace.note(
        f.bbox, ControlBoundaryRule.id, .dropped,
        control.kind == .checkbox
          ? "a checkbox's mark: judged with its box" : "part of a switch: judged with its track")
      return true
    }
    for c in analysis.controls.considered {
      trace.note(
        c.box, ControlBoundaryRule.id, c.decision.control == nil ? .dropped : .decided,
        c.decision.why)
    }
    findings += controls
    reviewInexactInk(&findings, image: work, trace: &trace)
    // Content under a modal's scrim is inactive (rule `inactive-content`).
    if findings.contains(where: { $0.status != .pass }), let modal = ModalScrim(work) {
      findings.removeAll { f in
        guard modal.isInactive(f.bbox, ink: f.foreground) else {
          trace.note(
            f.bbox, InactiveContentRule.id, .kept, modal.reason(for: f.bbox, ink: f.foreground))
          return false
        }
        trace.note(f.bbox, InactiveContentRule.id, .dropped, modal.decision.why)
        return true
      }
    }

    var ignored = options.ignoredRegions
    if options.ignoresSystemBars,
      let device = DeviceProfile.matching(width: image.width, height: image.height)
    {
      ignored += device.systemBands
    }
    func isIgnored(_ box: PixelRect) -> Bool {
      ignored.contains { $0.contains(x: box.x + box.width / 2, y: box.y + box.height / 2) }
    }
    findings.removeAll { f in
      guard isIgnored(f.bbox) else { return false }
      trace.note(f.bbox, "ignored-region", .dropped, "its centre lies in an ignored region")
      return true
    }
    links.removeAll { isIgnored($0.bbox) }
    for f in findings {
      trace.note(f.bbox, f.rule ?? "verdict", .decided, "\(f.status.rawValue): \(f.reason)")
    }
    let (platform, platformSource) = options.resolvedPlatform(
      width: image.width, height: image.height)
    var sizeFindings: [SizeFinding] = []
    if options.checksSizes, let platform, let scale {
      // Text lines and glyphs only: control outlines (`control-boundary`) are not measured.
      sizeFindings = SizeAudit.findings(
        findings.filter { $0.rule == nil }, image: work, scale: scale, scaleSource: scaleSource,
        platform: platform, isStrict: options.strictSizes)
    }
    if !options.includesPasses { findings.removeAll { $0.status == .pass } }
    for index in findings.indices where findings[index].status == .fail {
      findings[index].suggestion = suggestion(for: findings[index], policies: deciding)
    }
    findings.sort {
      ($0.bbox.y, $0.bbox.x, $0.bbox.width, $0.bbox.height)
        < ($1.bbox.y, $1.bbox.x, $1.bbox.width, $1.bbox.height)
    }
    var result = ScanResult(
      findings: findings, scale: scale, scaleSource: scaleSource, links: links,
      sizeFindings: sizeFindings, platform: platform, platformSource: platformSource)
    result.decisions = analysis.decisions + trace.decisions
    result.compression = compression
    return result
  }

  /// The scale text is judged at when nothing tells it: the largest common one (Apple's @3x),
  /// which reads every text at the smallest size it could have, so body text needs 4.5:1 and
  /// only text large at any scale gets the large-text threshold.
  static let unknownScaleReading = 3.0

  /// The passing text colour nearest the measured one, for the size and kind found.
  static func suggestion(for finding: ScanFinding, policies: [Policy]) -> SRGB? {
    let style = TextStyle(
      role: finding.kind == .text ? .text : .ui, size: finding.estimatedFontSize,
      weight: finding.bold ? 700 : 400)
    return Suggestion.nearestForeground(
      foreground: finding.foreground, background: finding.background, policies: policies,
      style: style)
  }

  /// The groups that are picture content by their arrangement, each with the rule that
  /// decided and why: a bar chart's bars (rule `chart-bars`), a stacked bar's segments (rule
  /// `stacked-bar`), a dashed line (rule `dashed-line`), a pattern's marks (rule
  /// `repeated-pattern`), identicons and their pieces (rule `cell-grid`); and the groups set
  /// in rows or columns of text (``RepeatedPatternRule/setInRows(_:)``,
  /// ``RepeatedPatternRule/setInColumns(_:)``), which are never a faint mark's.
  /// `boxes` holds each group's box.
  private static func arrangedContent(
    groups: [TextLines.Group], boxes: [PixelRect], glyphs: [GlyphCandidate], spans: InkSpans,
    image: ScanImage, scale s: Double
  ) -> (
    dropped: [Int: (rule: String, why: String)], setInRows: Set<Int>,
    reviews: [Int: (rule: String, why: String)]
  ) {
    var dropped: [Int: (rule: String, why: String)] = [:]
    // Lone bars of one thickness on one baseline at an even pitch: a bar chart's fills (rule
    // `chart-bars`).
    let loneShapes = groups.indices.filter { !groups[$0].isLine && groups[$0].members.count == 1 }
    // A lone thin stroke wandering across: a line graph's line (rule `chart-bars`).
    // (With any parts nested in it: a dotted baseline the line crosses.)
    let lineGraphs = groups.indices.filter { g in
      let box = boxes[g]
      return !groups[g].isLine
        && ChartBarsRule.hasLineGraphSize(width: box.width, height: box.height, scale: s)
        && (groups[g].members.map { glyphs[$0] }.max { $0.bbox.area < $1.bbox.area }?.fill ?? 1)
          <= ChartBarsRule.lineGraphFill
        && ChartBarsRule.isLineGraph(
          GlyphMask(
            spans: spans, indices: groups[g].members.flatMap { glyphs[$0].spans }, box: box),
          scale: s)
    }
    // Each group's glyphs, specks left out.
    let solid = groups.map { $0.members.filter { !glyphs[$0].isSpeck } }
    // Bars close enough to chain into a "line" of text are a chart when every one is a bar,
    // found upright in one row with the lone ones: a chart's highlighted bars are another
    // colour and chain apart from the rest. (Lying flat, the words of a table's rows, their
    // letters touching at 1x, line up as bars do.)
    let lines = groups.indices.filter { groups[$0].isLine }
    let loneGlyphs = loneShapes.map { groups[$0].members[0] }
    let barGlyphs =
      loneGlyphs
      + lines.filter { g in
        solid[g].allSatisfy { glyphs[$0].fill >= ChartBarsRule.minimumFill }
      }.flatMap { solid[$0] }
    // Whether each lone glyph full enough to be a heat map's cell (and so any bar: a bar fills
    // more) is one run of ink a row, read once for the chart and heat-map rules below.
    var isSolidBlob: [Int: Bool] = [:]
    for k in loneGlyphs where glyphs[k].fill >= HeatMapRule.minimumFill {
      isSolidBlob[k] = GlyphKindRule.isSolidBlob(
        GlyphMask(spans: spans, indices: glyphs[k].spans, box: glyphs[k].bbox))
    }
    // A flat bar must be solid; an upright one (taller than wide) need not.
    let isFlatSolid = loneGlyphs.map { k in
      glyphs[k].bbox.height > glyphs[k].bbox.width || isSolidBlob[k] ?? true
    }
    let bars = Set(
      ChartBarsRule.chartBars(
        loneGlyphs.map { glyphs[$0].bbox }, fills: loneGlyphs.map { glyphs[$0].fill },
        solid: isFlatSolid, scale: s
      ).map { loneGlyphs[$0] }
        + ChartBarsRule.chartBars(
          barGlyphs.map { glyphs[$0].bbox }, fills: barGlyphs.map { glyphs[$0].fill }, scale: s,
          uprightOnly: true
        ).map { barGlyphs[$0] })
    var chartBars = Set(loneShapes.filter { bars.contains(groups[$0].members[0]) })
    // Bars on an axis drawn under them: one shape, a comb (rule `chart-bars`).
    for g in loneShapes where !chartBars.contains(g) {
      let glyph = glyphs[groups[g].members[0]]
      guard glyph.bbox.width >= glyph.bbox.height,
        Double(glyph.bbox.height) >= ChartBarsRule.minimumLongestPoints * s,
        ChartBarsRule.isChartOnAxis(
          GlyphMask(spans: spans, indices: glyph.spans, box: glyph.bbox),
          at: (glyph.bbox.x, glyph.bbox.y), surface: glyph.background, in: image, scale: s)
      else { continue }
      chartBars.insert(g)
    }
    // A line of short solid dashes is a chart's dashed line or a dashed divider (rule
    // `dashed-line`).
    var dashedLines: Set<Int> = []
    for g in lines {
      let members = solid[g].map { glyphs[$0] }
      if !solid[g].isEmpty && solid[g].allSatisfy(bars.contains) {
        chartBars.insert(g)
      } else if DashedLineRule.isDashedLine(
        boxes: members.map(\.bbox), fills: members.map(\.fill), scale: s)
      {
        dashedLines.insert(g)
      }
    }
    // Bars about one middle line, of one or several groups: an audio waveform (rule
    // `chart-bars`).
    let allSolid = solid.flatMap { $0 }
    let inWaveform = Set(
      ChartBarsRule.waveformBars(allSolid.map { glyphs[$0].bbox }, scale: s).map { allSolid[$0] })
    var waveforms: Set<Int> = []
    if !inWaveform.isEmpty {
      for g in groups.indices where !chartBars.contains(g) {
        if !solid[g].isEmpty && solid[g].allSatisfy(inWaveform.contains) { waveforms.insert(g) }
      }
    }
    // Shapes of one or two thin strokes, in chains of dashes at any slope (dashed lines found
    // above among them): a dashed line along a chart's curve, which does not chain into one
    // line of text.
    var dashShapes: [(group: Int, dashes: DashedLineRule.Dashes)] = []
    for g in groups.indices where !chartBars.contains(g) {
      let members = solid[g].map { glyphs[$0] }
      if dashedLines.contains(g) {
        let ink = PackedColor.pack(members[0].ink.foreground)
        dashShapes.append((g, .init(box: boxes[g], ink: ink, straight: members.count)))
        continue
      }
      guard (1...2).contains(members.count),
        members.allSatisfy({
          DashedLineRule.diagonal($0.bbox.width, $0.bbox.height)
            <= DashedLineRule.maximumStraightDashPoints * s
        })
      else { continue }
      let strokes = members.map {
        DashedLineRule.straightness(
          of: GlyphMask(spans: spans, indices: $0.spans, box: $0.bbox), scale: s)
      }
      guard strokes.allSatisfy({ $0 != nil }) else { continue }
      let straight = strokes.filter { $0 == true }.count
      let ink = PackedColor.pack(members[0].ink.foreground)
      dashShapes.append((g, .init(box: boxes[g], ink: ink, straight: straight)))
    }
    for i in DashedLineRule.chained(dashShapes.map(\.dashes)) {
      dashedLines.insert(dashShapes[i].group)
    }
    // Each group's box, its first solid glyph (its first speck when it has none) and that
    // glyph's ink.
    let heads = groups.indices.map { g in
      let members = groups[g].members.map { glyphs[$0] }
      let glyph = members.first { !$0.isSpeck } ?? members[0]
      return (group: g, box: boxes[g], glyph: glyph, ink: PackedColor.pack(glyph.ink.foreground))
    }
    let lone = heads.filter { !groups[$0.group].isLine }
    // Pieces of one colour round a hollow middle: a dashed or dotted outline (rule
    // `dashed-outline`).
    let dashedOutlines = Set(
      DashedOutlineRule.pieces(
        heads.map(\.box), inks: heads.map(\.glyph.ink),
        isDashedLine: heads.map { dashedLines.contains($0.group) }, scale: s
      ).map { heads[$0].group })
    func marks(_ heads: [(group: Int, box: PixelRect, glyph: GlyphCandidate, ink: UInt32)])
      -> [RepeatedPatternRule.Mark]
    {
      heads.map {
        RepeatedPatternRule.Mark(box: $0.box, ink: $0.ink, background: $0.glyph.background)
      }
    }
    // Many lone marks of one colour over the screen in both directions, or faint marks of any
    // shape: a pattern (rule `repeated-pattern`). Lone marks set in rows of text beside
    // characters of another colour and width (a calendar's grey one-digit days) or in columns
    // under or over characters of a contrasting colour (its last row, all grey), and words
    // whose letters touch, are never a pattern's.
    let patternSpan = Int((RepeatedPatternRule.minimumSpanPoints * s).rounded())
    let headMarks = marks(heads)
    let inRows = Set(
      RepeatedPatternRule.setInRows(headMarks).union(RepeatedPatternRule.setInColumns(headMarks))
        .map { heads[$0].group })
    let unset = lone.filter {
      !inRows.contains($0.group) && !ImageContentRule.isWordShaped($0.glyph, spans: spans)
    }
    var pattern = Set(
      RepeatedPatternRule.patternMarks(marks(unset), minimumSpan: patternSpan).map {
        unset[$0].group
      })
    let faint = heads.filter { head in
      WCAG2.contrastRatio(
        between: PackedColor.srgb(head.ink), and: PackedColor.srgb(head.glyph.background))
        < ImageRegionTuning.faintContrast
        && (groups[head.group].members.count > 1
          || !ImageContentRule.isWordShaped(head.glyph, spans: spans))
    }
    pattern.formUnion(
      RepeatedPatternRule.faintPatternMarks(marks(faint), minimumSpan: patternSpan).map {
        faint[$0].group
      })
    // Solid shapes of one size on a lattice in a scale of colours: a heat map's cells (rule
    // `heat-map`).
    let filled = lone.filter { head in
      groups[head.group].members.count == 1 && head.glyph.fill >= HeatMapRule.minimumFill
    }
    let isSolid = filled.map { isSolidBlob[groups[$0.group].members[0]] ?? false }
    // Lattices of like solid cells, read once: a heat map's (rule `heat-map`) or a seat map's
    // (rule `seat-map`).
    let lattices = HeatMapRule.lattices(
      marks(filled), minimumSpan: patternSpan, isSolid: { isSolid[$0] })
    let heatMap = Set(
      lattices.filter(HeatMapRule.isHeatMap).flatMap(\.cells).map { filled[$0].group })
    // Solid blocks in lanes, of lengths that differ: a timeline chart's blocks (rule
    // `timeline-blocks`).
    let blocks = filled.indices.filter { isSolid[$0] }.map { filled[$0] }
    // Lanes whose blocks a grid line joins into one wide shape: their blocks, taken apart.
    var laneBlocks: [(group: Int, box: PixelRect, ink: UInt32)] = []
    for head in lone where groups[head.group].members.count == 1 && !head.glyph.isSpeck {
      let box = head.glyph.bbox
      guard box.width >= Int(TimelineBlocksRule.laneAspect) * box.height,
        let parts = TimelineBlocksRule.blocksAlongLine(
          GlyphMask(spans: spans, indices: head.glyph.spans, box: box), scale: s)
      else { continue }
      laneBlocks += parts.map {
        (
          head.group,
          PixelRect(x: box.x + $0.x, y: box.y + $0.y, width: $0.width, height: $0.height), head.ink
        )
      }
    }
    let timelineCandidates =
      blocks.map { (group: $0.group, box: $0.box, ink: $0.ink) } + laneBlocks
    let timeline = Set(
      TimelineBlocksRule.timelineBlocks(
        timelineCandidates.map(\.box), inks: timelineCandidates.map(\.ink), scale: s
      ).map { timelineCandidates[$0].group })
    // Glyphs shaped as candles side by side at prices that move, at least half of their
    // group's: a candlestick chart's (rule `candlesticks`; a grid line joins a few candles to
    // pieces of itself).
    var candles: [(group: Int, box: PixelRect, width: Int)] = []
    for g in groups.indices {
      for k in solid[g] {
        let glyph = glyphs[k]
        if let width = CandlestickRule.bodyWidth(
          spans: spans, indices: glyph.spans, box: glyph.bbox, scale: s)
        {
          candles.append((g, glyph.bbox, width))
        }
      }
    }
    var chartCandles: [Int: Int] = [:]
    for n in CandlestickRule.chartCandles(candles.map(\.box), widths: candles.map(\.width)) {
      chartCandles[candles[n].group, default: 0] += 1
    }
    // (Pieces of a dashed line chained with the candles are too short for glyphs.)
    let shortest = ImageRegionTuning.minimumGlyphPoints * s
    let candlesticks = Set(
      chartCandles.filter { group, count in
        2 * count >= solid[group].filter { Double(glyphs[$0].bbox.height) >= shortest }.count
      }.keys)
    // Solid cells judged, a failing one a review: small dots in an even row, one standing out
    // (a page indicator, rule `page-dots`), and cells on a lattice in category colours (a seat
    // map, rule `seat-map`).
    var reviews: [Int: (rule: String, why: String)] = [:]
    for n in PageDotsRule.dots(
      blocks.map(\.box), inks: blocks.map(\.ink), scale: s, marks: lone.map(\.box))
    {
      reviews[blocks[n].group] = (PageDotsRule.id, PageDotsRule.reviewReason)
    }
    for n in lattices.filter(SeatMapRule.isSeatMap).flatMap(\.cells) {
      reviews[filled[n].group] = (SeatMapRule.id, SeatMapRule.reviewReason)
    }
    // Grids of square cells on whole pixels (rule `cell-grid`): identicons, pixel art, and
    // the pieces of one that stand apart on its grid.
    let shapes = lone.filter { !$0.glyph.isSpeck }
    var cellGrids: [(box: PixelRect, cell: Int, ink: UInt32)] = []
    var gridShapes: Set<Int> = []
    for shape in shapes {
      let glyph = shape.glyph
      guard
        let cell = CellGridRule.cellSize(
          box: glyph.bbox,
          runs: glyph.spans.lazy.map {
            (Int(spans.y[$0]), Int(spans.x0[$0]), Int(spans.x1[$0]))
          }),
        SolidBlockRule.isHardEdged(
          glyph.bbox, ink: shape.ink, background: glyph.background, in: image)
      else { continue }
      cellGrids.append((glyph.bbox, cell, shape.ink))
      gridShapes.insert(shape.group)
    }
    for shape in shapes where !gridShapes.contains(shape.group) {
      let glyph = shape.glyph
      if cellGrids.contains(where: {
        PackedColor.distance($0.ink, shape.ink) <= Int(TextLines.inkTolerance)
          && CellGridRule.isPiece(glyph.bbox, ofGrid: $0.box, cell: $0.cell)
      }),
        SolidBlockRule.isHardEdged(
          glyph.bbox, ink: shape.ink, background: glyph.background, in: image)
      {
        gridShapes.insert(shape.group)
      }
    }
    for g in chartBars {
      dropped[g] = (ChartBarsRule.id, "one of a row of bars on one baseline (a chart)")
    }
    // A lone flat bar end to end with a bar of another colour: a stacked bar's segment (rule
    // `stacked-bar`).
    for g in loneShapes where !chartBars.contains(g) {
      let glyph = glyphs[groups[g].members[0]]
      if StackedBarRule.isSegment(
        glyph.bbox, ink: PackedColor.pack(glyph.ink.foreground), surface: glyph.background,
        fill: glyph.fill, in: image, scale: s)
      {
        dropped[g] = (StackedBarRule.id, "end to end with a bar of another colour (a stacked bar)")
      }
    }
    for g in lineGraphs {
      dropped[g] = (ChartBarsRule.id, "a thin stroke wandering across (a line graph)")
    }
    for g in dashedLines {
      dropped[g] = (DashedLineRule.id, "a line of short solid dashes (a chart's or a divider's)")
    }
    for g in dashedOutlines where dropped[g] == nil {
      dropped[g] = (DashedOutlineRule.id, "a piece of an outline of dashes round a hollow middle")
    }
    for g in waveforms {
      dropped[g] = (ChartBarsRule.id, "bars about one middle line (an audio waveform)")
    }
    for g in heatMap {
      dropped[g] = (
        HeatMapRule.id, "one of many solid cells of one size in a scale of colours (a heat map)"
      )
    }
    for n in WindowControlsRule.buttons(blocks.map(\.box), inks: blocks.map(\.ink), scale: s) {
      dropped[blocks[n].group] = (WindowControlsRule.id, WindowControlsRule.reason)
    }
    for g in timeline {
      dropped[g] = (
        TimelineBlocksRule.id, "one of solid blocks in lanes, of lengths that differ (a timeline)"
      )
    }
    for g in candlesticks {
      dropped[g] = (CandlestickRule.id, "one of many candles at prices that move (a price chart)")
    }
    for g in pattern {
      dropped[g] = (
        RepeatedPatternRule.id, "one of many marks of one colour across the screen (a pattern)"
      )
    }
    for g in gridShapes {
      dropped[g] = (CellGridRule.id, "square cells on whole pixels (an identicon)")
    }
    return (dropped, inRows, reviews)
  }

  private static func measure(
    members: [GlyphCandidate], box: PixelRect, isLine: Bool, isVertical: Bool = false,
    spans: InkSpans, image: ScanImage,
    scale: Double?, scaleSource: ScaleSource, busy: BusyTiles, pictures: ImageRegions,
    options: ScanOptions,
    deciding: [Policy], isSetInRows: Bool, isInRowOfText: Bool, isRowOfDots: Bool,
    isMinus: Bool, reviewIfFailing: (rule: String, why: String)?, insideOut: inout [PixelRect],
    trace: inout ScanTrace
  ) -> (ScanFinding, surface: UInt32)? {
    let busyShare = busy.share(in: box, margin: PictureDetailRule.margin(height: box.height))
    var pictureShare = pictures.share(of: box)
    // A lone shape in a hole of a picture's rectangle, on a flat surface with interface all
    // round (rule `image-content`): an icon on a card over a wallpaper is the card's, not the
    // picture's.
    if !isLine && ImageContentRule.isInside(pictureShare: pictureShare)
      && ImageContentRule.isInHole(box, pictures: pictures, in: image)
    {
      trace.note(box, ImageContentRule.id, .kept, "on interface all round: a hole in the picture")
      pictureShare = 0
    }
    // One glyph in a picture shaped like a word whose letters touch, or a word on a badge of
    // its own, is read as a line of one glyph by rules `image-content` and `faint-texture`; a
    // word on a badge is judged on the badge's flat fill, not over the picture.
    let busyDrop = PictureDetailRule.reasonToDrop(isLine: isLine, busyShare: busyShare)
    let wordShape: ImageContentRule.WordShape
    if isLine || (busyDrop == nil && !ImageContentRule.isInside(pictureShare: pictureShare)) {
      wordShape = .none
    } else if members.count == 1 {
      wordShape = ImageContentRule.wordShape(
        of: members[0], spans: spans, in: image, scale: scale ?? 3)
    } else if let head = members.first(where: { !$0.isSpeck }),
      ImageContentRule.isIconOnBadge(
        box, background: head.background, ink: PackedColor.pack(head.ink.foreground), in: image,
        scale: scale ?? 3)
    {
      // An icon of parts (an arrow over a tray) on a button of its own.
      wordShape = .onBadge
    } else {
      wordShape = .none
    }
    // A lone glyph inside a picture is picture detail, not UI (rule `picture-detail`, decided
    // before any pixel is read), but a word on a badge of its own ("LIVE" on a red pill over a
    // video).
    if let why = busyDrop, wordShape != .onBadge {
      trace.note(box, PictureDetailRule.id, .dropped, why)
      return nil
    }
    let overPicture: Bool
    let lineInk = members.first { !$0.isSpeck }?.ink.foreground ?? .zero
    let isWordInPicture = wordShape != .none
    switch ImageContentRule.decide(
      glyphs: members, isLine: isLine, isWordShaped: isWordInPicture, pictureShare: pictureShare,
      paletteShare: {
        ImageContentRule.paletteShare(
          beside: box,
          ink: PackedColor.pack(lineInk),
          in: image)
      },
      isOnFlatSurface: {
        // A badge of its own is a surface, flat or shaded by a frosted button's blur.
        wordShape == .onBadge
          || FaintTextureRule.exactShare(around: box, in: image)
            >= ImageRegionTuning.flatExactShare
      })
    {
    case .picture(let why):
      trace.note(box, ImageContentRule.id, .dropped, why)
      return nil
    case .textOverPicture: overPicture = wordShape != .onBadge
    case .notInPicture: overPicture = false
    }
    // Solid rectangular blocks (rule `solid-block`): QR modules, map buildings, chart bars, and
    // bars a chart's grid line joins into one wide shape.
    let shapes = members.filter { !$0.isSpeck }
    let lanes = shapes.map { glyph in
      Double(glyph.bbox.width) >= TimelineBlocksRule.laneAspect * Double(glyph.bbox.height)
        && TimelineBlocksRule.blocksAlongLine(
          GlyphMask(spans: spans, indices: glyph.spans, box: glyph.bbox), scale: scale ?? 3) != nil
    }
    if members.contains(where: { $0.fill >= SolidBlockRule.hardEdgedFill })
      || lanes.contains(true)
    {
      let hardEdged = shapes.map { glyph in
        glyph.fill >= SolidBlockRule.hardEdgedFill
          && (overPicture || glyph.fill < SolidBlockRule.blockFill)
          && SolidBlockRule.isHardEdged(
            glyph.bbox, ink: PackedColor.pack(glyph.ink.foreground), background: glyph.background,
            in: image)
      }
      if SolidBlockRule.isPicture(
        boxes: shapes.map(\.bbox), fills: shapes.map(\.fill), hardEdged: hardEdged,
        lanes: lanes, overPicture: overPicture)
      {
        trace.note(box, SolidBlockRule.id, .dropped, "square-cornered solid blocks (a picture)")
        return nil
      }
    }
    let indices = mergedSpans(members, box: box, spans: spans)
    // Large groups are measured on every second row (every third from 48 px tall): thousands of
    // ink pixels give the same plateau quantiles, shares and stroke widths from a half or a third
    // of the rows, at that share of the cost (empirical: on the labelled corpus no verdict
    // changes and 3 of about 1,000 findings move by under 0.75:1). The background still comes
    // from the brackets of every row.
    var inkPixels = 0
    for s in indices { inkPixels += Int(spans.x1[s] - spans.x0[s]) }
    let rowStep = inkPixels < 2000 || box.height < 24 ? 1 : box.height < 48 ? 2 : 3
    let sample = rowStep == 1 ? indices : indices.filter { Int(spans.y[$0]) % rowStep == 0 }
    guard let bg = ColorEstimate.backgroundMode(spans: spans, indices: indices),
      let ink = ColorEstimate(spans: spans, indices: sample, background: bg.color, image: image)
    else {
      trace.note(box, "colour-estimate", .dropped, "no background or ink colour could be read")
      return nil
    }
    // Ink from one edge of its surface to the other, or a lone shape the screen's edge cuts: a
    // picture cut by its frame (rule `cropped-content`).
    if let why = CroppedContentRule.reasonToDrop(
      box: box, background: bg.color, in: image, isLine: isLine)
    {
      trace.note(box, CroppedContentRule.id, .dropped, why)
      return nil
    }
    // Share of the brackets exactly the background colour (rules `inside-out`, `faint-texture`).
    let exactBracketShare =
      Double(bg.brackets.lazy.filter { $0 == bg.color }.count) / Double(max(1, bg.brackets.count))
    // Flat strokes taken for the surface (rule `inside-out`): text is looked for around it.
    let isInsideOut =
      bg.uniformity >= InsideOutRule.minimumSurfaceShare
      && InsideOutRule.isInsideOut(
        surfaceShare: bg.uniformity, exactShare: exactBracketShare,
        ringShare: InsideOutRule.ringShare(of: bg.color, around: box, in: image))
    if isInsideOut {
      insideOut.append(box)
      trace.note(
        box, InsideOutRule.id, .kept,
        "its surface is not found around it: read inside out; strokes looked for around it")
    }
    var flags: Set<ScanFinding.Flag> = []
    var foreground = srgb(ink.foreground)
    var nominalBackground = PackedColor.srgb(bg.color)
    var backgrounds = [nominalBackground]
    var quantiles: [Double]?
    var confidence = 0.95

    // Background variation: percentiles of the bracket colours by luminance (research steps 6a
    // and 6c): 5th–95th over a smooth gradient, 10th–90th over an image.
    let glyphBackgrounds = members.filter { !$0.isSpeck }.map(\.background)
    let spread = glyphBackgrounds.map { PackedColor.distance($0, bg.color) }.max() ?? 0
    // By selection, not sorting: (luminance, colour) pairs are totally ordered, so the pair at
    // each position is the one a sort puts there. `ps` ascend: each position is selected among
    // the pairs after the previous one, which the previous selection left there.
    func percentiles(_ ps: [Double], of brackets: [UInt32]) -> [SRGB] {
      var keyed = brackets.map { (PackedColor.luminance($0), $0) }
      let n = keyed.count
      return keyed.withUnsafeMutableBufferPointer { pairs in
        var start = 0
        var last = pairs[0]
        return ps.map { p in
          let k = min(n - 1, Int(Double(n) * p))
          if k >= start {
            last = OrderStatistic.select(
              k - start, in: UnsafeMutableBufferPointer(rebasing: pairs[start...]), by: <)
            start = k + 1
          }
          return PackedColor.srgb(last.1)
        }
      }
    }
    if bg.uniformity < 0.6 || busyShare > 0.25 || overPicture {
      flags.insert(.imageBackground)
      // Text drawn over a picture (rule `image-content`) is judged against the least and the
      // most favourable of the colours beside its strokes; other uneven backgrounds against
      // the 10th and 90th percentiles.
      quantiles = overPicture ? ImageContentRule.backgroundQuantiles : [0.1, 0.5, 0.9]
      confidence *= 0.6
    } else if spread > FlatRegions.sameSurfaceTolerance / 2 || bg.uniformity < 0.9 {
      flags.insert(.gradientBackground)
      quantiles = [0.05, 0.5, 0.95]
      confidence *= 0.85
    }
    if let quantiles { backgrounds = percentiles(quantiles, of: bg.brackets) }
    // Text with a halo: judge the best of text/background, halo/background and text/halo.
    if let haloColor = ink.halo.map(srgb), !flags.contains(.imageBackground) {
      flags.insert(.halo)
      let pairs = [
        (foreground, nominalBackground), (haloColor, nominalBackground), (foreground, haloColor),
      ]
      let best = pairs.max {
        WCAG2.contrastRatio(between: $0.0, and: $0.1)
          < WCAG2.contrastRatio(between: $1.0, and: $1.1)
      }!
      foreground = best.0
      nominalBackground = best.1
      backgrounds = [best.1]
      quantiles = nil
    }
    // The rules that drop faint marks read `ratios`, against every bracket. A verdict is judged
    // against the surface only: brackets of the ink's own colour are other parts of the same
    // drawing (see ``ColorEstimate/surfaceBrackets(_:ink:)``). Not over a picture, nor read
    // inside out, where the brackets are the picture's pixels or the strokes themselves.
    let ratios = backgrounds.map { WCAG2.contrastRatio(between: foreground, and: $0) }
    var judgedBackgrounds = backgrounds
    var judgedRatios = ratios
    if let quantiles, !overPicture, !isInsideOut {
      let surface = ColorEstimate.surfaceBrackets(
        bg.brackets, ink: PackedColor.pack(ink.foreground))
      if surface.count < bg.brackets.count {
        judgedBackgrounds = percentiles(quantiles, of: surface)
        judgedRatios = judgedBackgrounds.map { WCAG2.contrastRatio(between: foreground, and: $0) }
      }
    }
    // Report the worst background (the first of equals) as the finding's background.
    if judgedBackgrounds.count > 1 {
      nominalBackground =
        judgedBackgrounds[
          judgedRatios.indices.min { judgedRatios[$0] < judgedRatios[$1] }!]
    }

    // The glyph's ink as a mask, built only for icon-sized lone glyphs (up to 48 pt, the
    // largest common icon size), the only ones the shape tests of `glyph-kind` and
    // `badge-count` can accept.
    let cssHeight = scale.map { Double(box.height) / $0 }
    let iconSized = !isLine && Double(box.height) <= 48 * (scale ?? unknownScaleReading)
    let mask =
      iconSized
      ? GlyphMask(spans: spans, indices: indices, box: box) : GlyphMask(width: 0, height: 0)
    // A count drawn in a badge (rule `badge-count`): the count is judged on the badge.
    let badge =
      iconSized && members.count == 1
        && Double(box.height) <= BadgeCountRule.largestPoints * (scale ?? unknownScaleReading)
      ? BadgeCountRule.badge(mask, box: box, background: bg.color, in: image) : nil
    if let badge {
      foreground = PackedColor.srgb(badge.countColor)
      nominalBackground = PackedColor.srgb(badge.surface)
      judgedBackgrounds = [nominalBackground]
      judgedRatios = [WCAG2.contrastRatio(between: foreground, and: nominalBackground)]
      flags.remove(.gradientBackground)
      trace.note(
        box, BadgeCountRule.id, .decided,
        "a count drawn in a badge: \(PackedColor.srgb(badge.countColor).hexString) judged on the badge's "
          + PackedColor.srgb(badge.surface).hexString)
    }

    var bestForeground = foreground
    let isLowerBound = badge.map { !$0.isMeasured } ?? !ink.isMeasured
    if isLowerBound {
      flags.insert(.thinStroke)
      let coverage =
        options.isCompressed ? CompressionNoise.strokeCoverage : ScanJudgement.thinStrokeCoverage
      bestForeground = srgb(
        badge.map {
          ColorEstimate.extrapolated(
            PackedColor.channels($0.countColor), over: PackedColor.channels($0.surface),
            coverage: coverage)
        } ?? ink.extrapolated(coverage: coverage))
      confidence *= 0.6
    }

    // A lone glyph wide enough to be a word whose letters touch (rule `glyph-kind`, case 3) is
    // sized as a line, its descenders below the dense band of rows: "Junk" at 1x in a dark
    // list, its letters joined, is 14 px from its top to its baseline and 18 px to the J's foot.
    let readsAsWord =
      !isLine && badge == nil
      && Double(box.width) >= GlyphKindRule.wordAspect * Double(box.height)
      && !GlyphKindRule.isSolidBlob(mask)
    // A line on its side is as tall as its letters are wide (rule `vertical-text`).
    let size: SizeEstimate =
      isVertical
      ? SizeEstimate(
        glyphHeight: members.lazy.filter { !$0.isSpeck }.map(\.bbox.width).max() ?? box.width,
        strokeWidth: ink.strokeWidth)
      : isLine || readsAsWord
        ? SizeEstimate(spans: spans, indices: indices, box: box, strokeWidth: ink.strokeWidth)
        : badge.map { SizeEstimate(glyphHeight: $0.count.height, strokeWidth: $0.strokeWidth) }
          ?? SizeEstimate(glyphHeight: box.height, strokeWidth: ink.strokeWidth)
    let cssSize = scale.map { size.fontSize / $0 }
    if scale == nil { flags.insert(.scaleUnknown) }
    if scaleSource == .inferred { flags.insert(.scaleInferred) }

    // Text or icon: a line is text; a badge's count either (rule `badge-count`); a lone glyph's
    // kind comes from its shape (rule `glyph-kind`).
    let kind: ScanFinding.Kind
    var couldBeText = true
    var couldBeNonText = true
    if isLine {
      kind = .text
      couldBeNonText = false
    } else if badge != nil {
      kind = .nonText
      flags.insert(.shortText)
      confidence *= 0.8
    } else {
      let decision = GlyphKindRule.decide(
        GlyphKindRule.Input(
          box: box, cssHeight: cssHeight,
          memberCount: members.count, fill: members.map(\.fill).max() ?? 0,
          isStackedBars: members.contains(where: \.isIcon),
          mask: mask,
          isMadeOfParts: members.count >= TextLines.minimumIconParts
            && !members.contains { $0.bbox == box },
          isInRowOfText: isInRowOfText,
          // Read only where case 4 can use it: glyphs tall enough to be icons by size.
          isOnDisc: iconSized && (cssHeight ?? 0) >= GlyphKindRule.solidIconHeight
            && GlyphKindRule.isCentredOnDisc(box, background: members[0].background, in: image),
          isRowOfDots: isRowOfDots, isMinus: isMinus,
          // Read only where case 3 can use it: wide glyphs short of a word's aspect, at 2x or
          // more (at 1x, letters a pixel apart blur into ink the colour estimate misreads).
          hasStemsOfAWord: (scale ?? 0) >= 2
            && Double(box.width) >= GlyphKindRule.stemmedWordAspect
              * Double(box.height)
            && Double(box.width) < GlyphKindRule.wordAspect * Double(box.height)
            && GlyphKindRule.hasStemsOfAWord(box, background: members[0].background, in: image)))
      kind = decision.kind
      trace.note(box, GlyphKindRule.id, .decided, "\(decision.kind.rawValue): \(decision.why)")
      couldBeText = decision.couldBeText
      couldBeNonText = decision.couldBeNonText
      if couldBeText && couldBeNonText {
        flags.insert(.shortText)
        confidence *= 0.8
      }
    }

    func judge(cssSize: Double) -> ScanJudgement {
      ScanJudgement(
        ScanJudgement.Input(
          kind: kind, couldBeText: couldBeText, couldBeNonText: couldBeNonText,
          foreground: foreground, bestForeground: bestForeground, backgrounds: judgedBackgrounds,
          nominalBackground: nominalBackground, isLowerBound: isLowerBound,
          cssSize: cssSize, pixelSize: size.fontSize, capHeight: size.capHeight,
          extraSizeTolerance: 0,
          isBold: size.isBold, isWeightUncertain: size.isWeightUncertain,
          weightRatio: size.weightRatio),
        policies: options.policies, deciding: deciding)
    }
    let judgement = judge(cssSize: cssSize ?? size.fontSize / unknownScaleReading)
    // Faint texture, faint surfaces (rule `faint-texture`): not something drawn on them.
    // (The share of exact background brackets is counted only for a faint mark; for a line,
    // the ring of pixels around it counts too: brackets are few, and on a dithered or noisy
    // surface a handful can share a colour by chance.)
    let contrast = ratios.max() ?? 1
    // A word whose letters touch is a line of one glyph here too, in a picture or not; so is a
    // stack of equal bars (a menu icon), drawn as no texture is.
    let readsAsLine =
      isLine || isWordInPicture || members.contains(where: \.isIcon)
      || (members.count == 1 && ImageContentRule.isWordShaped(members[0], spans: spans))
    if contrast < FaintTextureRule.bound(isLine: readsAsLine),
      FaintTextureRule.isTexture(
        contrast: contrast,
        exactBackgroundShare: min(
          exactBracketShare,
          readsAsLine ? FaintTextureRule.exactShare(around: box, in: image) : 1),
        isImageBackground: flags.contains(.imageBackground), isLine: readsAsLine,
        solidOnSmoothSurface: readsAsLine && ink.isMeasured
          && FaintTextureRule.standsApart(foreground, from: backgrounds)
          && FaintTextureRule.roughness(around: box, in: image)
            < ImageRegionTuning.smoothSurfaceRoughness
      )
    {
      trace.note(
        box, FaintTextureRule.id, .dropped, "a faint mark on a textured surface, not drawn on it")
      return nil
    }
    // A lone shape in a picture whose colour cannot even be measured (no fully covered pixels)
    // is picture detail, and so is anything that faint with no solid pixel on an uneven surface
    // (rule `picture-detail`).
    let largestFill = members.max { $0.bbox.area < $1.bbox.area }?.fill ?? 0
    let points = Double(box.height) / (scale ?? unknownScaleReading)
    if let why = PictureDetailRule.reasonToDrop(
      isLine: isLine, isImageBackground: flags.contains(.imageBackground),
      isUneven: !flags.isDisjoint(with: [.imageBackground, .gradientBackground]),
      isInkMeasured: ink.isMeasured, contrast: contrast,
      isSmallPicture: PictureDetailRule.isSmallPicture(
        fill: largestFill, width: box.width, height: box.height, points: points),
      isShaded: PictureDetailRule.isShaded(
        fill: largestFill, points: points,
        mask: GlyphMask(spans: spans, indices: indices, box: box), at: (box.x, box.y),
        in: image),
      isLineOfObjects: PictureDetailRule.isLineOfObjects(
        glyphPoints: members.filter { !$0.isSpeck }.map {
          Double($0.bbox.height) / (scale ?? unknownScaleReading)
        },
        anyGlyphMeasured: members.contains { !$0.isSpeck && $0.ink.isMeasured }),
      isReadAtTwoOrMore: (scale ?? 0) >= 2,
      isGrainy: PictureDetailRule.isGrainy(
        exactShare: FaintTextureRule.exactShare(around: box, in: image),
        roughness: FaintTextureRule.roughness(around: box, in: image))
    ) {
      trace.note(box, PictureDetailRule.id, .dropped, why)
      // Letters a shadow or a glow joins into one shape with no solid pixel (a price over a
      // banner): their strokes are looked for around it, as around text read inside out.
      if !isLine && kind == .text && !couldBeNonText && !insideOut.contains(box) {
        insideOut.append(box)
        trace.note(
          box, InsideOutRule.id, .kept,
          "letters with no solid pixel: strokes looked for around them")
      }
      return nil
    }
    // A faint lone mark is texture, an artefact or a shape in a picture (rule `faint-mark`).
    if let why = FaintMarkRule.reasonToDrop(
      isLine: isLine, isSetInRows: isSetInRows, contrast: ratios.max() ?? 1,
      heightInPoints: cssHeight,
      isEmptyToggle: FaintMarkRule.isEmptyToggle(mask, cssHeight: cssHeight),
      isPlainBlob: members.count == 1
        && FaintMarkRule.isPlainBlob(mask, cssHeight: cssHeight, fill: largestFill)
    ) {
      trace.note(box, FaintMarkRule.id, .dropped, why)
      return nil
    }
    // A lone mark whose colour runs on past it as a band is that surface's end (rule
    // `surface-end`).
    if !isLine, members.filter({ !$0.isSpeck }).count == 1,
      let why = SurfaceEndRule.reasonToDrop(
        box: box, ink: PackedColor.pack(ink.foreground), in: image, scale: scale ?? 1)
    {
      trace.note(box, SurfaceEndRule.id, .dropped, why)
      return nil
    }
    let isImageBackground = flags.contains(.imageBackground)
    // Asked only where rule `uneven-background` decides.
    let worstRatio =
      isImageBackground && !overPicture
      ? UnevenBackgroundRule.worstRatio(of: foreground, brackets: bg.brackets) : 0
    var (status, reason) = verdict(
      judgement, ratios: judgedRatios, overPicture: overPicture,
      isImageBackground: isImageBackground, worstRatio: worstRatio)
    // A shape whose requirement pixels cannot tell (rules `legend-key`, `labelled-ring`,
    // `seat-map`, `page-dots`): a failure is a review, with the reason.
    if let (rule, why) = reviewIfFailing, status == .fail {
      status = .review
      reason += "; needs review: " + why
      trace.note(box, rule, .decided, reason)
    }
    if isImageBackground && !overPicture && judgement.status != .review {
      trace.note(
        box, UnevenBackgroundRule.id, .decided,
        "\(status): \(ScanJudgement.format(worstRatio)):1 against the least favourable pixel "
          + "beside its strokes, \(ScanJudgement.format(judgedRatios.max() ?? 0)):1 against "
          + "the most favourable decile")
    }
    // A pass under an inferred scale must hold at every scale the screen's text makes
    // plausible (rule `scale-uncertain`).
    if scaleSource == .inferred, let inferred = scale, couldBeText, status == .pass {
      let elsewhere = ScaleUncertaintyRule.alternativeScales(
        to: inferred, fontSizeInPixels: size.fontSize
      ).map { alternative in
        let j = judge(cssSize: size.fontSize / alternative)
        return (
          scale: alternative, required: j.required,
          status: verdict(
            j, ratios: judgedRatios, overPicture: overPicture,
            isImageBackground: isImageBackground, worstRatio: worstRatio
          ).status
        )
      }
      let decided = ScaleUncertaintyRule.status(
        atInferred: status, atAlternatives: elsewhere.map(\.status))
      // The largest such scale reads the text smallest: the strictest reading.
      if decided != status, let other = elsewhere.last(where: { $0.status != .pass }) {
        status = decided
        reason += ScaleUncertaintyRule.explanation(
          inferred: inferred, alternative: other.scale,
          required: other.status == .fail ? other.required : nil)
        trace.note(box, ScaleUncertaintyRule.id, .decided, reason)
      }
    }
    if scale == nil && couldBeText {
      reason += " (scale unknown: sizes read at @3x, the smallest the text could be)"
    }
    if kind == .text && judgement.status == .review && !flags.contains(.thinStroke)
      && flags.isDisjoint(with: [.imageBackground, .gradientBackground])
    {
      flags.insert(.sizeUncertain)
      confidence *= 0.85
    }
    let nominal = ContrastMeasurement(opaqueForeground: foreground, background: nominalBackground)
    // A badge's finding marks its count, the text judged (rule `badge-count`).
    let marked =
      badge.map {
        PixelRect(
          x: box.x + $0.count.x, y: box.y + $0.count.y, width: $0.count.width,
          height: $0.count.height)
      } ?? box
    let finding = ScanFinding(
      kind: kind, status: status, bbox: marked, foreground: foreground,
      background: nominalBackground, wcagRatio: nominal.wcagRatio,
      wcagRatioRange: (judgedRatios.min() ?? nominal.wcagRatio)...(judgedRatios.max()
        ?? nominal.wcagRatio),
      apcaLc: nominal.apcaLc, required: judgement.required, textHeight: size.capHeight,
      fontSizeInPixels: size.fontSize, estimatedFontSize: cssSize, bold: size.isBold,
      confidence: confidence, isLowerBound: isLowerBound, reason: reason,
      flags: flags, verdicts: judgement.verdicts, decidingPolicy: judgement.decidingPolicy?.id,
      metrics: InkMetrics(
        isLine: isLine, capHeight: size.capHeight, xHeight: size.xHeight,
        weightRatio: size.weightRatio))
    return (finding, bg.color)
  }

  /// The status and reason of a judged candidate, given where it lies: text drawn over a
  /// picture (rule `image-content`) is judged over the range of background it sits on; anything
  /// else over an image background keeps a verdict only when it is clear (rule
  /// `uneven-background`), judged against `worstRatio` for a pass.
  private static func verdict(
    _ judgement: ScanJudgement, ratios: [Double], overPicture: Bool, isImageBackground: Bool,
    worstRatio: Double
  ) -> (status: ScanFinding.Status, reason: String) {
    var status = judgement.status
    var reason = judgement.reason
    if overPicture, let required = judgement.required, status != .review {
      // Text drawn over a picture (rule `image-content`): judged over the range it sits on.
      status = ImageContentRule.status(ratios: ratios, required: required)
      if status == .review {
        reason =
          "over a picture: contrast \(ScanJudgement.format(ratios.min() ?? 0))–"
          + "\(ScanJudgement.format(ratios.max() ?? 0)):1 against the background range"
      }
    } else if isImageBackground && status != .review {
      // Anything else on a background that varies like an image's keeps only a clear verdict
      // (rule `uneven-background`).
      status = UnevenBackgroundRule.status(
        status, ratios: ratios, worstRatio: worstRatio, required: judgement.required)
      if status == .review {
        reason =
          "over an image: contrast \(ScanJudgement.format(ratios.min() ?? 0))–"
          + "\(ScanJudgement.format(ratios.max() ?? 0)):1 against the background range"
      }
    }
    return (status, reason)
  }

  /// The span indices of `members` (inside `box`) in ascending order, as
  /// `members.flatMap(\.spans).sorted()` gives them (``referenceMergedSpans(_:)``), without
  /// sorting: indices run row by row, so they are counted into rows first, then each row's few
  /// are put in order, members taken left to right so that a row's spans mostly come in order
  /// already.
  static func mergedSpans(_ members: [GlyphCandidate], box: PixelRect, spans: InkSpans) -> [Int] {
    var total = 0
    for m in members { total += m.spans.count }
    // Row starts: `starts[r]` is the first slot of row `box.y + r`.
    var starts = [Int](repeating: 0, count: box.height + 1)
    for m in members {
      for s in m.spans { starts[Int(spans.y[s]) - box.y + 1] += 1 }
    }
    for r in 0..<box.height { starts[r + 1] += starts[r] }
    let byLeft = members.indices.sorted { members[$0].bbox.x < members[$1].bbox.x }
    return [Int](unsafeUninitializedCapacity: total) { merged, initialized in
      var next = starts
      for m in byLeft {
        for s in members[m].spans {
          let r = Int(spans.y[s]) - box.y
          merged[next[r]] = s
          next[r] += 1
        }
      }
      // Insertion sort within each row: in order already unless members overlap sideways.
      for r in 0..<box.height {
        var i = starts[r] + 1
        while i < starts[r + 1] {
          let v = merged[i]
          var j = i
          while j > starts[r] && merged[j - 1] > v {
            merged[j] = merged[j - 1]
            j -= 1
          }
          merged[j] = v
          i += 1
        }
      }
      initialized = total
    }
  }

  /// Reference: ``mergedSpans(_:box:spans:)`` by sorting.
  static func referenceMergedSpans(_ members: [GlyphCandidate]) -> [Int] {
    members.flatMap(\.spans).sorted()
  }

  /// The scale-dependent reading of a screen: runs, interiors, spans, glyphs and their grouping.
  struct Analysis {
    let spans: InkSpans
    let glyphs: [GlyphCandidate]
    let groups: [TextLines.Group]
    let busy: BusyTiles
    /// The control boundaries found (text-field outlines, focus rings, switch tracks).
    let controls: ControlBoundaries
    /// Rectangles of picture content.
    let pictures: ImageRegions
    /// Ink shapes that may be the rims of bold letters with holes (rule `letter-counter`):
    /// surface edges, then shapes larger than any glyph (over a photograph a bold letter's rim
    /// joins the picture's own edges into one such shape).
    let rims: [InkComponent]
    /// The image held translucent pixels; nothing else was computed.
    let sawTranslucency: Bool
    /// What the component steps decided about the components at the point explained.
    var decisions: [ScanDecision] = []

    /// The stroke interiors among `runs` of `image` read at scale `s`, and the ink spans with
    /// them folded back in. Stroke interiors: up to 7 pt thick (a 48 pt bold stem is ≈ 7 pt);
    /// filled glyphs up to 48 pt across (the largest common icon size). Empirical bounds from
    /// platform type ramps.
    static func ink(_ runs: BackgroundRuns, image: ScanImage, scale s: Double) -> (
      FlatRegions, InkSpans
    ) {
      let regions = FlatRegions(runs, image: image, maximumStroke: 7 * s, maximumIcon: Int(48 * s))
      return (regions, InkSpans(runs: runs, regions: regions, image: image))
    }

    /// The shortest flat run that is background at `scale`: about 2 pt, at least 3 px
    /// (research step 1).
    static func minimumRun(scale: Double) -> Int { max(3, Int((2 * min(scale, 3)).rounded())) }

    /// Reads `work` at scale `s`. When `work` is a copy of `unflattened` with its JPEG noise
    /// flattened, picture content is read from `unflattened` at the scales
    /// ``CompressionNoise/readsPicturesUnflattened(atScale:)`` names.
    init(
      _ work: ScanImage, scale s: Double, explaining point: (x: Int, y: Int)? = nil,
      unflattened: ScanImage? = nil
    ) {
      var trace = ScanTrace(point: point)
      let runs = BackgroundRuns(work, minimumRunLength: Self.minimumRun(scale: s))
      sawTranslucency = runs.sawTranslucency
      guard !runs.sawTranslucency else {
        spans = InkSpans()
        glyphs = []
        groups = []
        busy = BusyTiles(spans: spans, width: 0, height: 0)
        controls = ControlBoundaries()
        pictures = ImageRegions()
        rims = []
        return
      }
      let (regions, spans) = Self.ink(runs, image: work, scale: s)
      var components = InkComponent.label(spans, height: work.height)
      // Largest glyph or icon side: 120 pt (display type and hero icons); larger is a picture.
      let maxGlyph = Int(120 * s)
      var shortBars: [InkComponent] = []
      // Hollow frames and container edges: candidate control outlines.
      var outlines: [InkComponent] = []
      var rims: [InkComponent] = []
      var oversized: [InkComponent] = []
      var drawnOnOneSurface: [InkComponent] = []
      // Thin horizontal bars, and wide shapes that may be one with a knob: candidate progress
      // bars and sliders (rule `control-boundary`).
      var bars: [InkComponent] = []
      var wide: [InkComponent] = []
      // Solid bars across or upright, and shapes that may be a knob: candidate pieces of
      // progress bars and sliders drawn apart (rule `control-boundary`).
      var apartBars: [PixelRect] = []
      var knobs: [PixelRect] = []
      // Glyph and speck components by index (no copies of their span lists), in scan order.
      var candidates: [(index: Int, isSpeck: Bool)] = []
      for c in components.indices {
        let component = components[c]
        let shape = ComponentShape.classify(component, spans: spans, maxGlyph: maxGlyph)
        if trace.traces(component.bbox) {
          trace.note(
            component.bbox, "component-shape",
            shape == .glyph || shape == .speck ? .kept : .dropped,
            shape.explanation)
        }
        // Bar-like: at least 2.5 times as wide as tall, icon-sized, and solid (a bar fills
        // nearly all of its box, and its middle row is one colour; a word fragment of thin
        // letters does not, nor does a 1x word whose letters blur together: "+9.5%" under
        // "Q3/Q2" in a table's column are no menu icon).
        if shape == .bar || shape == .glyph || shape == .speck,
          Double(component.bbox.width) >= 2.5 * Double(component.bbox.height),
          Double(component.bbox.width) <= 48 * s,
          Double(component.pixelCount) >= 0.6 * Double(component.bbox.area),
          ScreenshotScanner.isFlatAlongItsMiddle(component.bbox, in: work)
        {
          shortBars.append(component)
        }
        if shape == .bar && component.bbox.width > component.bbox.height {
          bars.append(component)
        }
        let (long, short) = (
          max(component.bbox.width, component.bbox.height),
          min(component.bbox.width, component.bbox.height)
        )
        if shape == .bar
          || shape == .glyph && 2 * long >= 5 * short
            && 4 * component.pixelCount >= 3 * component.bbox.area
            && ScreenshotScanner.isFlatAlongItsMiddle(component.bbox, in: work)
        {
          apartBars.append(component.bbox)
        }
        if shape == .glyph || shape == .speck || shape == .frame, long <= 2 * short {
          knobs.append(component.bbox)
        }
        if shape == .glyph && component.bbox.width >= 4 * component.bbox.height
          && Double(component.bbox.width) >= ControlBoundaryRule.progressLength * s
        {
          wide.append(component)
        }
        if shape == .frame || shape == .containerEdge { outlines.append(component) }
        if shape == .containerEdge {
          rims.append(component)
          // An icon touched by a badge over its corner is still drawn on one surface.
          let parts = component.partsOnOneSurface(spans: spans, scale: s, maxGlyph: maxGlyph)
          for part in parts where trace.traces(part.bbox) {
            trace.note(
              part.bbox, "component-shape", .kept,
              "a part drawn on one surface of an edge between two (an icon under a badge)")
          }
          drawnOnOneSurface += parts
        }
        if shape == .oversized { oversized.append(component) }
        guard shape == .glyph || shape == .speck else { continue }
        candidates.append((c, shape == .speck))
      }
      // Parts drawn on one surface, taken out of edges between two: candidates in scan order
      // of their first span, as the others.
      if !drawnOnOneSurface.isEmpty {
        for part in drawnOnOneSurface {
          components.append(part)
          candidates.append((components.count - 1, false))
        }
        candidates.sort { components[$0.index].spans[0] < components[$1.index].spans[0] }
      }
      // A hollow box with corners around another glyph, taller than any checkbox: a button's
      // frame around its icon or label, not a glyph (rule `component-shape`).
      let frames = ScreenshotScanner.buttonFrames(
        candidates, components: components, spans: spans, scale: s)
      for n in frames.sorted() {
        let component = components[candidates[n].index]
        outlines.append(component)
        if trace.traces(component.bbox) {
          trace.note(
            component.bbox, "component-shape", .dropped,
            "a hollow box around another glyph: a button's frame, never text (see control-boundary)"
          )
        }
      }
      candidates = candidates.indices.filter { !frames.contains($0) }.map { candidates[$0] }
      // Two or more short bars of one length stacked closely (a "hamburger" menu icon).
      let stacks = ScreenshotScanner.stackedBars(shortBars)
      if !stacks.isEmpty {
        let stacked = Set(stacks.flatMap { $0.map { $0.spans[0] } })
        candidates.removeAll { stacked.contains(components[$0.index].spans[0]) }
      }
      let icons = stacks.map { stack in
        var merged = InkComponent(bbox: stack[0].bbox, spans: [], pixelCount: 0)
        for bar in stack {
          merged.bbox = merged.bbox.union(bar.bbox)
          merged.spans += bar.spans
          merged.pixelCount += bar.pixelCount
        }
        merged.spans.sort()
        return merged
      }
      // The candidates in order, then the icons. One workspace and one sample buffer serve
      // every estimate: a glyph is small, and per-glyph allocations were much of its cost.
      var glyphs: [GlyphCandidate] = []
      glyphs.reserveCapacity(candidates.count + icons.count)
      let workspace = ColorEstimate.Workspace()
      var sample: [Int] = []
      for n in 0..<(candidates.count + icons.count) {
        let isIcon = n >= candidates.count
        let component = isIcon ? icons[n - candidates.count] : components[candidates[n].index]
        let isSpeck = !isIcon && candidates[n].isSpeck
        // Glyph-level estimates only steer chaining; on larger glyphs every other row of spans
        // gives the same far end, axis and edges at half the cost, and on large ones (24 px
        // tall and over 384 ink pixels, so still 8 rows and 128 pixels) every third row
        // (empirical: the labelled screenshots score the same). Lines are measured in full.
        let rowStep =
          component.pixelCount > 384 && component.bbox.height >= 24
          ? 3 : component.pixelCount > 96 && component.bbox.height >= 8 ? 2 : 1
        if rowStep > 1 {
          // Spans come row by row: one remainder per row, not per span.
          sample.removeAll(keepingCapacity: true)
          var row = -1
          var keep = false
          for s in component.spans {
            let y = Int(spans.y[s])
            if y != row {
              row = y
              keep = y % rowStep == 0
            }
            if keep { sample.append(s) }
          }
        }
        guard
          let bg = ColorEstimate.dominantBackground(
            spans: spans, indices: component.spans, workspace: workspace),
          let ink = ColorEstimate(
            spans: spans, indices: rowStep == 1 ? component.spans : sample, background: bg.color,
            image: work, detailed: false, workspace: workspace)
        else { continue }
        // Soft edges (no step of a fifth of the way to the ink on one side): a shadow or blur,
        // not a glyph (empirical: anti-aliased glyph edges step by half or more, filtered
        // sub-pixel text by about 0.3, shadow ramps by 0.1).
        if ink.sharpness < ScreenshotScanner.minimumSharpness {
          trace.note(component.bbox, "glyph-sharpness", .dropped, "soft edges: a shadow or blur")
          continue
        }
        // Every bracket one colour (text on a plain surface): both edges have it.
        let edges =
          bg.isExact
          ? (left: bg.color, right: bg.color)
          : GlyphCandidate.edgeBackgrounds(
            spans: spans, indices: component.spans, fallback: bg.color, workspace: workspace)
        glyphs.append(
          GlyphCandidate(
            bbox: component.bbox, spans: component.spans, background: bg.color,
            uniformity: bg.uniformity, leftBackground: edges.left, rightBackground: edges.right,
            ink: ink, isSpeck: isSpeck,
            fill: Double(component.pixelCount) / Double(max(1, component.bbox.area)),
            isIcon: isIcon))
      }
      self.spans = spans
      self.glyphs = glyphs
      self.groups = TextLines.group(glyphs, spans: spans, image: work, scale: s)
      // A glyph chained into a line of text is no piece of a track drawn apart.
      let inLines = Set(
        groups.filter { $0.isLine && $0.members.count > 1 }.flatMap { group in
          group.members.map { glyphs[$0].bbox }
        })
      apartBars.removeAll { inLines.contains($0) }
      knobs.removeAll { inLines.contains($0) }
      self.controls = ControlBoundaries(
        outlines: outlines, glyphs: glyphs, bars: bars, wide: wide,
        surfaceBars: ControlBoundaries.surfaceBars(regions, image: work, scale: s),
        surfaceTracks: ControlBoundaries.surfaceTracks(regions, image: work, scale: s),
        apartBars: apartBars, knobs: knobs, spans: spans, image: work, scale: s)
      // Display type with stems too thick for the row pass: looked for around its outlines
      // (rule `display-text`).
      let windows = DisplayTextRule.windows(
        around: rims.map(\.bbox), scale: s, width: work.width, height: work.height)
      for window in windows where trace.traces(window) {
        trace.note(
          window, DisplayTextRule.id, .kept,
          "an outline of display type's size: strokes looked for around it")
      }
      // Picture content: read from the screenshot as it is when `work` is its flattened copy.
      var picture = (image: work, runs: runs, regions: regions, spans: spans)
      if let unflattened, CompressionNoise.readsPicturesUnflattened(atScale: s) {
        picture.image = unflattened
        picture.runs = BackgroundRuns(unflattened, minimumRunLength: Self.minimumRun(scale: s))
        (picture.regions, picture.spans) = Self.ink(picture.runs, image: unflattened, scale: s)
      }
      self.busy = BusyTiles(spans: picture.spans, width: work.width, height: work.height)
      self.pictures = ImageRegions(
        runs: picture.runs, regions: picture.regions, spans: picture.spans, image: picture.image,
        scale: s, displayWindows: windows)
      self.rims = rims + oversized
      self.decisions = trace.decisions
    }
  }

  /// Whether the middle row of `box` (its middle column, when it is taller than wide) is one
  /// colour across its middle third, within ``FlatRegions/sameSurfaceTolerance`` of its middle
  /// pixel: a bar's fill (a list icon's bar after its dot, too), not letters with the
  /// background between them, nor a word whose letters touch.
  static func isFlatAlongItsMiddle(_ box: PixelRect, in image: ScanImage) -> Bool {
    let upright = box.height > box.width
    let (x, y) = (box.x + box.width / 2, box.y + box.height / 2)
    let middle = image.rgb(x, y)
    let along =
      upright
      ? box.y + box.height / 3..<box.maxY - box.height / 3
      : box.x + box.width / 3..<box.maxX - box.width / 3
    return along.allSatisfy {
      PackedColor.distance(upright ? image.rgb(x, $0) : image.rgb($0, y), middle)
        <= FlatRegions.sameSurfaceTolerance
    }
  }

  /// Groups of at least two bars of the same length and left edge (within 2 px, or a tenth of
  /// the length), each below the previous within half a length: menu icons.
  static func stackedBars(_ bars: [InkComponent]) -> [[InkComponent]] {
    let sorted = bars.sorted { ($0.bbox.y, $0.bbox.x) < ($1.bbox.y, $1.bbox.x) }
    var used = [Bool](repeating: false, count: sorted.count)
    var stacks: [[InkComponent]] = []
    for i in sorted.indices where !used[i] {
      var stack = [sorted[i]]
      used[i] = true
      for j in (i + 1)..<sorted.count where !used[j] {
        let last = stack[stack.count - 1].bbox
        let b = sorted[j].bbox
        // Bars come top to bottom: once one starts too far below the last bar of the stack,
        // so do all later ones, and the stack (hence `last`) cannot grow any more.
        if b.y - last.maxY > last.width / 2 { break }
        let tolerance = max(2, last.width / 10)
        if abs(b.x - last.x) <= tolerance && abs(b.width - last.width) <= tolerance
          && b.y >= last.maxY && b.y - last.maxY <= last.width / 2
        {
          stack.append(sorted[j])
          used[j] = true
        }
      }
      if stack.count >= 2 { stacks.append(stack) }
    }
    return stacks
  }

  /// The font sizes in pixels of the text lines read in `analysis`: the lines outside pictures
  /// when there are at least three of them, else every line.
  ///
  /// A photograph's or a map's own detail chains into "lines" of any size, which would pull
  /// the median away from the interface's text; but captions over photographs are sometimes
  /// the only text of a screen, and without them such screens would have no scale at all.
  /// Chains standing out from their surface by less than ``ImageRegionTuning/faintContrast``
  /// (a wallpaper's or a material's texture) count nowhere.
  static func lineSizes(_ analysis: Analysis) -> [Double] {
    let (glyphs, spans) = (analysis.glyphs, analysis.spans)
    var outside: [Double] = []
    var inside: [Double] = []
    for group in analysis.groups where group.isLine {
      let members = group.members.map { glyphs[$0] }
      // A chain of faint marks is a surface's texture (rule `faint-texture`), not text whose
      // size tells the scale.
      if let glyph = members.first(where: { !$0.isSpeck }),
        WCAG2.contrastRatio(
          between: srgb(glyph.ink.foreground), and: PackedColor.srgb(glyph.background))
          < ImageRegionTuning.faintContrast
      {
        continue
      }
      // A shape inside another (an outlined switch's knob in its rim) is a control, whose
      // size tells nothing of the text's.
      if TextLines.isNested(members.filter { !$0.isSpeck }.map(\.bbox)) { continue }
      let box = members.map(\.bbox).reduce(members[0].bbox) { $0.union($1) }
      // The row profile counts ink per row: the spans' order does not matter.
      let indices = members.flatMap(\.spans)
      let size = SizeEstimate(spans: spans, indices: indices, box: box, strokeWidth: 0).fontSize
      if analysis.pictures.share(of: box) > ImageRegionTuning.insideShare {
        inside.append(size)
      } else {
        outside.append(size)
      }
    }
    return inferenceSizes(outside: outside, inside: inside)
  }

  /// The font sizes the scale is inferred from, given those of the lines `outside` and
  /// `inside` pictures: the lines outside when there are at least three, else all. A "line"
  /// smaller than the smallest interface text at 1x (``ImageRegionTuning/smallestTextPoints``
  /// pixels) is text at no scale the inference chooses from (specks of a picture or a
  /// texture chained side by side), and is left out.
  static func inferenceSizes(outside: [Double], inside: [Double]) -> [Double] {
    let readable = { (size: Double) in size >= ImageRegionTuning.smallestTextPoints }
    let outside = outside.filter(readable)
    return outside.count >= 3 ? outside : outside + inside.filter(readable)
  }

  /// The indices into `candidates` (components by index, specks marked) of the button frames
  /// among them: hollow boxes with corners or round ends
  /// (``ComponentShape/isHollowBox(_:spans:edgeInk:)``,
  /// ``ComponentShape/buttonFrameEdgeInk(width:height:)``) at least
  /// ``ImageRegionTuning/largestCheckbox`` points tall, or rings at least
  /// ``ComponentShape/roundButtonFramePoints`` across (a round icon button's), with another
  /// candidate inside
  /// (found through a ``RowBandIndex``, so a screen of framed cells costs a few checks a
  /// frame, not the whole screen's).
  static func buttonFrames(
    _ candidates: [(index: Int, isSpeck: Bool)], components: [InkComponent], spans: InkSpans,
    scale s: Double
  ) -> Set<Int> {
    let tall = candidates.indices.filter { n in
      let component = components[candidates[n].index]
      let box = component.bbox
      guard !candidates[n].isSpeck,
        Double(box.height) >= ImageRegionTuning.largestCheckbox * s
      else { return false }
      // A ring as large as a round icon button (an info icon's ring is smaller) may be one.
      let round =
        Double(box.height) >= ComponentShape.roundButtonFramePoints * s
        && abs(box.width - box.height) <= max(2, box.height / 10)
      return ComponentShape.isHollowBox(
        component, spans: spans,
        edgeInk: round
          ? ComponentShape.roundButtonFrameEdgeInk
          : ComponentShape.buttonFrameEdgeInk(width: box.width, height: box.height))
    }
    guard !tall.isEmpty else { return [] }
    let boxes = candidates.filter { !$0.isSpeck }.map { components[$0.index].bbox }
    let index = RowBandIndex(boxes, band: 32)
    return Set(
      tall.filter { n in
        let box = components[candidates[n].index].bbox
        let inner = PixelRect(
          x: box.x + 2, y: box.y + 2, width: box.width - 4, height: box.height - 4)
        return index.contains(
          centresIn: inner.y...(inner.maxY - 1), leftEdges: inner.x..<inner.maxX
        ) { boxes[$0] != box && inner.intersection(boxes[$0]) == boxes[$0] }
      })
  }

  /// The most plausible scale (1, 2 or 3) of a screenshot `width` pixels wide whose text lines
  /// have font sizes `sizes` in pixels (``lineSizes(_:)``); with fewer than three lines, the
  /// width when only one scale fits it, else, with two lines, the one scale (of those the
  /// width allows) that reads both at a body size (12–20 CSS px), else `nil`.
  ///
  /// Two pieces of evidence, scored: the width in CSS px at that scale is a common viewport
  /// (phones 320–480, desktop windows 1000–1920: 2 points), and the median line's font size in
  /// CSS px is a body size (12–20 px: 2 points; 10–26 px, ``ImageRegionTuning``'s plausible
  /// median sizes: 1 point). Body text is 16 CSS px on the web and 17 pt on iOS (HIG "Body");
  /// ties go to the scale that puts the median line nearest 16 px.
  static func inferScale(lineSizes: [Double], width: Int) -> Double? {
    var sizes = lineSizes
    // Body text sizes in CSS px.
    let bodySizes = 12.0...20.0
    func plausibleWidth(_ s: Double) -> Bool {
      let css = Double(width) / s
      return (320...480).contains(css) || (1000...1920).contains(css)
    }
    guard sizes.count >= 3 else {
      // Too little text for a median: the width decides when exactly one scale fits it; else
      // two lines do when, among the scales the width allows (any, when it fits none),
      // exactly one reads both at a body size. One line (a title, a lone label) tells nothing.
      let fitting = [1.0, 2, 3].filter(plausibleWidth)
      if fitting.count == 1 { return fitting[0] }
      guard sizes.count == 2 else { return nil }
      let body = (fitting.isEmpty ? [1.0, 2, 3] : fitting).filter { s in
        sizes.allSatisfy { bodySizes.contains($0 / s) }
      }
      return body.count == 1 ? body[0] : nil
    }
    sizes.sort()
    let median = sizes[sizes.count / 2]
    func score(_ s: Double) -> (Int, Double) {
      var points = plausibleWidth(s) ? 2 : 0
      let body = median / s
      points +=
        bodySizes.contains(body)
        ? 2 : ImageRegionTuning.plausibleMedianLinePoints.contains(body) ? 1 : 0
      return (points, -max(body / 16, 16 / body))
    }
    return [1.0, 2, 3].max { score($0) < score($1) }
  }

  /// Passes near their threshold whose strokes hold no pixel of their own colour become
  /// reviews (rule `inexact-ink`): a resized or compressed screenshot's strokes overshoot.
  private static func reviewInexactInk(
    _ findings: inout [ScanFinding], image: ScanImage, trace: inout ScanTrace
  ) {
    for i in findings.indices {
      let f = findings[i]
      guard let lowest = InexactInkRule.lowestRatio(of: f, in: image), let required = f.required
      else { continue }
      let why = InexactInkRule.reason(ratio: f.wcagRatio, lowest: lowest, required: required)
      findings[i].status = .review
      findings[i].flags.insert(.inexactInk)
      findings[i].reason = why
      findings[i].wcagRatioRange =
        min(lowest, f.wcagRatioRange.lowerBound)...f.wcagRatioRange.upperBound
      trace.note(f.bbox, InexactInkRule.id, .decided, "review: \(why)")
    }
  }

  /// Pieces of one line over a gradient can be chained apart (their backgrounds drift); judged
  /// alone, each may pass or fail while the line as a whole straddles the threshold. Side-by-side
  /// findings with the same ink whose backgrounds differ are judged together: when their ratios
  /// together straddle the requirement, or their verdicts differ, each becomes a review (over a
  /// gradient, or over a picture when the background brightens and darkens along the line);
  /// otherwise each keeps its verdict. Findings each on a flat background of its own that meet
  /// at a hard edge between them stand on separate surfaces (rule `separate-surfaces`), not on
  /// a gradient.
  private static func reviewSplitGradientLines(
    _ findings: inout [ScanFinding], image: ScanImage
  ) {
    guard findings.count > 1 else { return }
    var sets = UnionFind(count: findings.count)
    let order = findings.indices.sorted { findings[$0].bbox.x < findings[$1].bbox.x }
    for (n, i) in order.enumerated() {
      let a = findings[i]
      for j in order[(n + 1)...] {
        let b = findings[j]
        let height = Double(max(a.bbox.height, b.bbox.height))
        if Double(b.bbox.x - a.bbox.maxX) > 1.5 * height { break }
        let overlap = min(a.bbox.maxY, b.bbox.maxY) - max(a.bbox.y, b.bbox.y)
        guard Double(overlap) >= 0.5 * Double(min(a.bbox.height, b.bbox.height)) else { continue }
        let fa = a.foreground.rgba8
        let fb = b.foreground.rgba8
        let inkDistance = max(
          abs(Int(fa.red) - Int(fb.red)), abs(Int(fa.green) - Int(fb.green)),
          abs(Int(fa.blue) - Int(fb.blue)))
        guard inkDistance <= Int(TextLines.inkTolerance) else { continue }
        // Each on one flat colour (a single ratio), meeting at an edge: two surfaces.
        let flat = [a, b].allSatisfy {
          $0.wcagRatioRange.lowerBound == $0.wcagRatioRange.upperBound
        }
        if flat && SeparateSurfacesRule.meetAtEdge(a.bbox, b.bbox, in: image) { continue }
        sets.union(i, j)
      }
    }
    var groups: [Int: [Int]] = [:]
    for i in findings.indices { groups[sets.find(i), default: []].append(i) }
    for members in groups.values where members.count > 1 {
      let backgrounds = Set(members.map { findings[$0].background.opaqueHexString })
      guard backgrounds.count > 1 else { continue }
      // Background lightness that rises and falls repeatedly along the line is not a gradient
      // but a picture: every piece is a review (research step 6c).
      let lightness = members.sorted { findings[$0].bbox.x < findings[$1].bbox.x }.map {
        WCAG2.relativeLuminance(of: findings[$0].background)
      }
      let steps = zip(lightness.dropFirst(), lightness).map { $0 - $1 }.filter { abs($0) > 0.01 }
      let turns = zip(steps.dropFirst(), steps).filter { ($0 > 0) != ($1 > 0) }.count
      let low = members.map { findings[$0].wcagRatioRange.lowerBound }.min()!
      let high = members.map { findings[$0].wcagRatioRange.upperBound }.max()!
      let required = members.compactMap { findings[$0].required }.max() ?? 0
      let statuses = Set(members.map { findings[$0].status })
      // Pieces that all pass against their least favourable background, or all fail against
      // their most favourable, keep their verdicts: only a range that straddles the
      // requirement needs a person's eye.
      guard (low < required && high >= required) || statuses.count > 1 else { continue }
      // One turn is a radial gradient's rise and fall; two or more, a picture.
      if turns >= 2 {
        for m in members where findings[m].status != .review {
          findings[m].status = .review
          findings[m].flags.insert(.imageBackground)
          findings[m].reason =
            "over an uneven background (it brightens and darkens along the line): contrast "
            + "\(ScanJudgement.format(findings[m].wcagRatio)):1 here"
        }
        continue
      }
      for m in members where findings[m].status != .review {
        findings[m].status = .review
        findings[m].flags.insert(.gradientBackground)
        findings[m].reason =
          "part of a line over a gradient: contrast \(ScanJudgement.format(low))–"
          + "\(ScanJudgement.format(high)):1 along the line straddles \(ScanJudgement.format(required)):1"
      }
    }
  }

  private static func srgb(_ v: SIMD3<Double>) -> SRGB {
    PackedColor.srgb(PackedColor.pack(v))
  }

  /// The packed 8-bit colour nearest `v` (8-bit channels as doubles).
}
