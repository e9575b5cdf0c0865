import LegibleColor

/// The boundaries of interactive controls in a screenshot — text-field outlines, focus rings,
/// switch tracks, progress bars, sliders and checked checkboxes — measured from their pixels and
/// judged at the non-text minimum (WCAG 2.x SC 1.4.11) against the surface outside them. Which
/// shapes are controls is decided by ``ControlBoundaryRule``.
///
/// Outlines come from the ink components that are hollow frames or container edges (a stroke
/// drawn around a surface); switch tracks from glyphs shaped like a capsule whose middle row
/// holds a knob of another colour at one end, or — a track wide enough to stay a flat surface,
/// whose straight edges hold no ink — walked out from the rims of its round ends and knob.
struct ControlBoundaries: Sendable {
  /// One recognised control.
  struct Control: Sendable {
    var kind: ControlBoundaryRule.Control
    var box: PixelRect
    /// The boundary's colour: the outline's stroke, or a switch's track.
    var boundary: UInt32
    /// The surface beside it, outside.
    var outside: UInt32
    /// The surface inside an outline (a field's fill), when it differs from the outside, or a
    /// bordered switch's track inside its rim.
    var inside: UInt32?
    /// The knob of a switch or the mark of a checkbox, whose own glyph finding the control
    /// replaces.
    var knob: PixelRect?
    /// The colour of a checkbox's mark.
    var mark: UInt32? = nil
    /// The surface around a progress bar or slider, whose trough is `outside` (when its pieces
    /// are drawn apart, `outside` is this surface too).
    var surface: UInt32? = nil
    /// A progress bar's or slider's troughs and their colours: the columns from where its fill
    /// or knob ends to the bar's far end (rows: the bar's), or each bar drawn apart that is
    /// no fill.
    var troughs: [(box: PixelRect, color: UInt32)] = []
    /// Whether a progress bar's or slider's pieces are drawn apart, each judged against the
    /// surface around it.
    var isApart = false
    /// The fill of a progress bar or slider drawn apart, when it has one (its colour is
    /// `boundary`).
    var fill: PixelRect? = nil
    /// A slider's knob (the shape's rows over the knob's columns), and its colour that stands
    /// out most from the surface around the slider.
    var thumb: (box: PixelRect, color: UInt32)? = nil
    var why: String
  }

  /// A shape the rule looked at, and what it decided (for `--explain`).
  struct Considered: Sendable {
    var box: PixelRect
    var decision: ControlBoundaryRule.Decision
  }

  var controls: [Control] = []
  var considered: [Considered] = []

  /// No controls (an image not read).
  init() {}

  /// Finds the controls among `outlines` (frame and container-edge components) and the round
  /// glyphs of `glyphs` that sit on a track, at `scale` image pixels per CSS px.
  /// `surfaceBars` are the boxes of bars too thick for the row pass's ink, found among its
  /// flat regions (``surfaceBars(_:image:scale:)``); `apartBars` the boxes of solid bars
  /// across or upright, and `knobs` those of shapes that may be a slider's knob, for tracks
  /// drawn apart (``considerTracksApart(_:knobs:image:s:)``).
  init(
    outlines: [InkComponent], glyphs: [GlyphCandidate], bars: [InkComponent] = [],
    wide: [InkComponent] = [], surfaceBars: [SurfaceBar] = [],
    surfaceTracks: [(box: PixelRect, color: UInt32)] = [], apartBars: [PixelRect] = [],
    knobs: [PixelRect] = [], spans: InkSpans, image: ScanImage, scale: Double
  ) {
    let index = RowBandIndex(glyphs.map(\.bbox), band: 32)
    for outline in outlines {
      consider(outline, glyphs: glyphs, index: index, spans: spans, image: image, s: scale)
    }
    for glyph in glyphs {
      considerTrack(glyph, image: image, s: scale)
      considerCheckbox(glyph, spans: spans, image: image, s: scale)
    }
    for outline in outlines {
      considerSurfaceTrack(outline, spans: spans, image: image, s: scale)
    }
    for bar in bars { considerProgress(bar.bbox, image: image, s: scale) }
    for bar in surfaceBars {
      considerProgress(
        bar.bar, slider: bar.knob.map { ($0.shape, $0.columns) },
        thickness: ControlBoundaryRule.surfaceBarThickness, image: image, s: scale)
    }
    for track in surfaceTracks {
      considerSurfaceSegments(
        track.box, track: track.color, glyphs: glyphs, index: index, image: image)
    }
    for shape in wide { considerSlider(shape, spans: spans, image: image, s: scale) }
    // Bars thick enough to be surfaces to the row pass may be drawn apart too.
    let thick = surfaceBars.filter { $0.knob == nil }.map(\.bar)
    considerTracksApart(apartBars + thick, knobs: knobs, image: image, s: scale)
  }

  /// Judges each of `bars` (the boxes of solid bars, across or upright) as a piece of a
  /// progress bar or slider drawn apart (case 4 of ``ControlBoundaryRule``,
  /// ``ControlBoundaryRule/trackApart(_:bars:knobs:reach:colors:)``), `knobs` the boxes of
  /// shapes that may be its knob: when its pieces lie on one surface, the surface goes on past
  /// both its ends (for as far as a gap between its pieces may reach) and no control holds
  /// them already, the bar farther from the surface of two in other colours is the fill, and
  /// any other bar a trough.
  private mutating func considerTracksApart(
    _ bars: [PixelRect], knobs: [PixelRect], image: ScanImage, s: Double
  ) {
    guard !bars.isEmpty else { return }
    let reach = max(2, Int((ControlBoundaryRule.apartReach * s).rounded()))
    var seen: Set<PixelRect> = []
    // A bar's colour: its middle pixel.
    let middleColor = { (b: PixelRect) in image.rgb(b.x + b.width / 2, b.y + b.height / 2) }
    for upright in [false, true] {
      // In the bar's own frame, its axis along x: an upright bar's boxes are turned.
      let turn = { (b: PixelRect) in
        upright ? PixelRect(x: b.y, y: b.x, width: b.height, height: b.width) : b
      }
      let along = bars.filter { upright ? $0.height > $0.width : $0.width > $0.height }.map(turn)
      guard !along.isEmpty else { continue }
      let knobBoxes = knobs.map(turn)
      bars: for bar in along {
        let t = bar.height
        guard ControlBoundaryRule.apartThickness.contains(Double(t) / s), bar.width >= 2 * t,
          let chain = ControlBoundaryRule.trackApart(
            bar, bars: along, knobs: knobBoxes, reach: reach,
            colors: { middleColor(turn($0)) })
        else { continue }
        let whole = chain.dropFirst().reduce(chain[0].box) { $0.union($1.box) }
        let shape = turn(whole)
        guard Double(whole.width) >= ControlBoundaryRule.progressLength * s,
          seen.insert(shape).inserted,
          !controls.contains(where: { !$0.box.intersection(shape).isEmpty })
        else { continue }
        // Each bar's colour and the surface beside it.
        var pieces: [(box: PixelRect, color: UInt32)] = []
        var surface: UInt32?
        for piece in chain where piece.kind == .bar {
          let box = turn(piece.box)
          let color = middleColor(box)
          guard let beside = Self.surface(beside: box, upright: upright, in: image),
            PackedColor.distance(beside, color) > FlatRegions.sameSurfaceTolerance,
            surface.map({ PackedColor.distance($0, beside) <= FlatRegions.joinTolerance }) ?? true
          else { continue bars }
          surface = surface ?? beside
          pieces.append((box, color))
        }
        guard let surface else { continue }
        // Nothing goes on past either end (a stacked bar's next segment, read as a surface).
        let axis = whole.y + whole.height / 2
        for k in 1...reach {
          for x in [whole.x - k, whole.maxX - 1 + k] {
            let (px, py) = upright ? (axis, x) : (x, axis)
            guard px >= 0, py >= 0, px < image.width, py < image.height,
              PackedColor.distance(image.rgb(px, py), surface) <= FlatRegions.sameSurfaceTolerance
            else { continue bars }
          }
        }
        var fill: (box: PixelRect, color: UInt32)?
        if pieces.count == 2,
          PackedColor.distance(pieces[0].color, pieces[1].color) > FlatRegions.sameSurfaceTolerance
        {
          let around = PackedColor.srgb(surface)
          let contrast = pieces.map {
            WCAG2.contrastRatio(between: PackedColor.srgb($0.color), and: around)
          }
          fill = pieces[contrast[0] >= contrast[1] ? 0 : 1]
        }
        let troughs = pieces.filter { $0.box != fill?.box }
        let knob = chain.first { $0.kind == .knob }.map {
          Self.thumb(turn($0.box), on: surface, in: image)
        }
        let kind: ControlBoundaryRule.Control = knob == nil ? .progressBar : .slider
        let why =
          knob == nil
          ? "a bar beside a bar of another colour on one axis: a progress bar's fill and trough "
            + "drawn apart"
          : "bars beside a knob on one axis: a slider's pieces drawn apart"
        controls.append(
          Control(
            kind: kind, box: shape, boundary: fill?.color ?? troughs[0].color, outside: surface,
            inside: nil, knob: nil, surface: surface, troughs: troughs, isApart: true,
            fill: fill?.box, thumb: knob, why: why))
        considered.append(
          Considered(box: shape, decision: ControlBoundaryRule.Decision(control: kind, why: why)))
      }
    }
  }

  /// The surface beside `box`: the commonest colour of the rows just above and below it, or
  /// of the columns just left and right of an `upright` box, when nearly all of them share it
  /// (``uniformMode(_:)``); `nil` at the image's edge.
  static func surface(beside box: PixelRect, upright: Bool, in image: ScanImage) -> UInt32? {
    guard upright else {
      return box.y > 0 && box.maxY < image.height ? surface(around: box, in: image) : nil
    }
    guard box.x > 0, box.maxX < image.width else { return nil }
    var around: [UInt32] = []
    for y in stride(from: box.y, to: box.maxY, by: max(1, box.height / 16)) {
      around.append(image.rgb(box.x - 1, y))
      around.append(image.rgb(box.maxX, y))
    }
    return uniformMode(around)
  }

  /// Judges the wide shape `c` as a slider: a band of rows its ink covers across three
  /// quarters of its width (the bar), and beyond them ink only over one stretch no wider than
  /// twice the shape's height (the knob), read as a progress bar beside the knob.
  private mutating func considerSlider(
    _ c: InkComponent, spans: InkSpans, image: ScanImage, s: Double
  ) {
    let box = c.bbox
    var cover = [Int](repeating: 0, count: box.height)
    var left = [Int](repeating: Int.max, count: box.height)
    var right = [Int](repeating: Int.min, count: box.height)
    for sp in c.spans {
      let r = Int(spans.y[sp]) - box.y
      cover[r] += Int(spans.x1[sp] - spans.x0[sp])
      left[r] = min(left[r], Int(spans.x0[sp]))
      right[r] = max(right[r], Int(spans.x1[sp]))
    }
    // The band: the longest run of rows covered across three quarters of the width.
    var band = 0..<0
    var start: Int?
    for r in 0...box.height {
      let covered = r < box.height && 4 * cover[r] >= 3 * box.width
      if covered, start == nil { start = r }
      if !covered, let first = start {
        if r - first > band.count { band = first..<r }
        start = nil
      }
    }
    guard !band.isEmpty else { return }
    var knob: Range<Int>?
    for r in 0..<box.height where !band.contains(r) && cover[r] > 0 {
      let row = left[r]..<right[r]
      knob =
        knob.map { min($0.lowerBound, row.lowerBound)..<max($0.upperBound, row.upperBound) }
        ?? row
    }
    guard let knob, knob.count <= 2 * box.height else { return }
    considerProgress(
      PixelRect(x: box.x, y: box.y + band.lowerBound, width: box.width, height: band.count),
      slider: (box, knob), image: image, s: s)
  }

  // MARK: Segmented controls drawn as a flat track

  /// Flat regions of `regions` shaped like a segmented control's track with no outline (iOS
  /// draws its segmented control so): enclosed in the image, of
  /// ``ControlBoundaryRule/surfaceTrackHeight`` at `scale`, at least
  /// ``ControlBoundaryRule/surfaceTrackAspect`` times as wide as tall, covering at least
  /// ``ControlBoundaryRule/surfaceTrackFill`` of their box (its labels and selected segment are
  /// holes in it), in a colour other than the surface above them; each with its colour.
  static func surfaceTracks(_ regions: FlatRegions, image: ScanImage, scale s: Double)
    -> [(box: PixelRect, color: UInt32)]
  {
    regions.bounds.indices.compactMap { r in
      let box = regions.bounds[r]
      guard !regions.isInterior[r], !regions.touchesBorder[r],
        ControlBoundaryRule.surfaceTrackHeight.contains(Double(box.height) / s),
        Double(box.width) >= ControlBoundaryRule.surfaceTrackAspect * Double(box.height),
        Double(regions.area[r]) >= ControlBoundaryRule.surfaceTrackFill * Double(box.area),
        box.y > 0,
        PackedColor.distance(image.rgb(box.x + box.width / 2, box.y - 1), regions.color[r])
          > FlatRegions.sameSurfaceTolerance
      else { return nil }
      return (box, regions.color[r])
    }
  }

  /// Judges the flat `track` colour's region `box` as a segmented control: two or more labels
  /// of `glyphs` (found through `index`) inside it, each centred in a segment of it cut evenly
  /// (``ControlBoundaryRule/isSegmented(_:width:height:)``), and no control found there already
  /// (an outlined track is judged by its outline). Judged track against the surface around it.
  private mutating func considerSurfaceSegments(
    _ box: PixelRect, track: UInt32, glyphs: [GlyphCandidate], index: RowBandIndex,
    image: ScanImage
  ) {
    guard !controls.contains(where: { !$0.box.intersection(box).isEmpty }) else { return }
    let inner = PixelRect(
      x: box.x + 1, y: box.y + 1, width: max(1, box.width - 2), height: max(1, box.height - 2))
    let labels = index.indices(
      centresIn: inner.y...(inner.maxY - 1), leftEdges: inner.x..<inner.maxX
    ).map { glyphs[$0] }.filter { !$0.isSpeck && inner.intersection($0.bbox) == $0.bbox }
    guard
      ControlBoundaryRule.isSegmented(
        labels.map { ($0.bbox.x - box.x)...($0.bbox.maxX - 1 - box.x) }, width: box.width,
        height: box.height)
    else { return }
    guard let outside = Self.surface(around: box, in: image) else { return }
    let why =
      "a flat track of a field's proportions holding labels centred in even segments: a "
      + "segmented control"
    controls.append(
      Control(
        kind: .segmentedControl, box: box, boundary: track, outside: outside, inside: nil,
        knob: nil, why: why))
    considered.append(
      Considered(
        box: box, decision: ControlBoundaryRule.Decision(control: .segmentedControl, why: why)))
  }

  // MARK: Progress bars

  /// The boxes of bars thicker than the row pass's strokes, whose parts it reads as flat
  /// surfaces (a language app's 16 pt progress bar): a flat region of `regions` enclosed in the
  /// image, of ``ControlBoundaryRule/surfaceBarThickness`` at `scale`, as long as a bar's part
  /// (``ControlBoundaryRule/progressPart`` and twice its thickness), filling
  /// ``ControlBoundaryRule/surfaceBarFill`` of its box, in a colour other than the surface
  /// above it (the commonest colour there), carried along its middle row over
  /// whatever is not the surface above it (the bar's other part and its rounded ends), to a
  /// bar that ends before both sides of the image (a band across the screen is no control), at
  /// least ``ControlBoundaryRule/progressLength`` long and
  /// ``ControlBoundaryRule/surfaceBarAspect`` times as long as thick. Both parts of a bar give
  /// it once. Columns of the bar whose pixels just above and below it are not the surface either,
  /// within ``ControlBoundaryRule/surfaceKnobWidth`` thicknesses, are a slider's knob across it.
  static func surfaceBars(_ regions: FlatRegions, image: ScanImage, scale s: Double)
    -> [SurfaceBar]
  {
    var found: [PixelRect: SurfaceBar] = [:]
    for r in regions.bounds.indices where !regions.isInterior[r] && !regions.touchesBorder[r] {
      let box = regions.bounds[r]
      guard ControlBoundaryRule.surfaceBarThickness.contains(Double(box.height) / s),
        Double(box.width) >= max(ControlBoundaryRule.progressPart * s, 2 * Double(box.height)),
        Double(regions.area[r]) >= ControlBoundaryRule.surfaceBarFill * Double(box.area),
        box.y > 1, box.maxY + 1 < image.height
      else { continue }
      // The surface above: the commonest colour over the region (a knob may stand over part).
      var counts: [UInt32: Int] = [:]
      for x in stride(from: box.x, to: box.maxX, by: max(1, box.width / 16)) {
        counts[image.rgb(x, box.y - 1), default: 0] += 1
      }
      guard let outside = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key,
        PackedColor.distance(outside, regions.color[r]) > FlatRegions.sameSurfaceTolerance
      else { continue }
      func differs(_ x: Int, _ y: Int) -> Bool {
        PackedColor.distance(image.rgb(x, y), outside) > FlatRegions.sameSurfaceTolerance
      }
      let middle = box.y + box.height / 2
      var (x0, x1) = (box.x, box.maxX)
      while x0 > 0 && differs(x0 - 1, middle) { x0 -= 1 }
      while x1 < image.width && differs(x1, middle) { x1 += 1 }
      let length = Double(x1 - x0)
      guard x0 > 0, x1 < image.width, length >= ControlBoundaryRule.progressLength * s,
        length >= ControlBoundaryRule.surfaceBarAspect * Double(box.height)
      else { continue }
      let bar = PixelRect(x: x0, y: box.y, width: x1 - x0, height: box.height)
      guard found[bar] == nil else { continue }
      // A knob: columns whose pixels just above and below the bar are not the surface.
      let knobColumns = (x0..<x1).filter { differs($0, box.y - 2) && differs($0, box.maxY + 1) }
      var knob: SurfaceBar.Knob?
      if let first = knobColumns.first, let last = knobColumns.last,
        last - first < ControlBoundaryRule.surfaceKnobWidth * box.height
      {
        let centre = (first + last) / 2
        var (top, bottom) = (box.y, box.maxY)
        while top > 0 && differs(centre, top - 1) { top -= 1 }
        while bottom < image.height && differs(centre, bottom) { bottom += 1 }
        let shape = bar.union(
          PixelRect(x: first, y: top, width: last + 1 - first, height: bottom - top))
        knob = SurfaceBar.Knob(shape: shape, columns: first..<(last + 1))
      }
      found[bar] = SurfaceBar(bar: bar, knob: knob)
    }
    return found.values.sorted { ($0.bar.y, $0.bar.x) < ($1.bar.y, $1.bar.x) }
  }

  /// A bar found among the flat regions (``surfaceBars(_:image:scale:)``), with the knob across
  /// it when it is a slider's.
  struct SurfaceBar: Sendable, Hashable {
    /// A slider's knob: the whole shape (bar and knob) and the knob's columns.
    struct Knob: Sendable, Hashable {
      var shape: PixelRect
      var columns: Range<Int>
    }

    var bar: PixelRect
    var knob: Knob?
  }

  /// Judges the thin bar in `box` as a progress bar (case 4 of ``ControlBoundaryRule``): its
  /// middle row read as runs of one colour, each long run flat across the bar's thickness;
  /// with `slider` (the whole shape and the columns of the knob across the bar), as a
  /// slider's track beside its knob, reported on the whole shape.
  private mutating func considerProgress(
    _ box: PixelRect, slider: (shape: PixelRect, knob: Range<Int>)? = nil,
    thickness range: ClosedRange<Double> = ControlBoundaryRule.progressThickness,
    image: ScanImage, s: Double
  ) {
    let knob = slider?.knob
    let thickness = box.height
    guard range.contains(Double(thickness) / s),
      Double(box.width) / s >= ControlBoundaryRule.progressLength, box.y > 0,
      box.maxY < image.height
    else { return }
    guard let outside = Self.surface(around: box, in: image) else { return }
    let middle = box.y + thickness / 2
    var runs: [ControlBoundaryRule.BarRun] = []
    var starts: [Int] = []
    var x = box.x
    while x < box.maxX {
      starts.append(x)
      if let knob, knob.contains(x) {
        // The knob's columns are no part of the track; they part its two sides.
        runs.append(.init(color: 0, length: 0))
        x = knob.upperBound
        continue
      }
      let color = image.rgb(x, middle)
      let stop =
        knob.map { $0.lowerBound > x ? min(box.maxX, $0.lowerBound) : box.maxX } ?? box.maxX
      var end = x + 1
      while end < stop
        && PackedColor.distance(image.rgb(end, middle), color) <= FlatRegions.sameSurfaceTolerance
      {
        end += 1
      }
      // Flat across the thickness: the run's middle pixel a quarter in from top and bottom.
      let inset = max(1, thickness / 4)
      let flat = [box.y + inset, box.maxY - 1 - inset].allSatisfy {
        PackedColor.distance(image.rgb((x + end) / 2, $0), color)
          <= FlatRegions.sameSurfaceTolerance
      }
      runs.append(.init(color: color, length: flat ? end - x : 0))
      x = end
    }
    guard
      let parts = ControlBoundaryRule.progressParts(
        runs, thickness: thickness,
        minimumPart: Int((ControlBoundaryRule.progressPart * s).rounded(.up)), outside: outside)
    else { return }
    let kind: ControlBoundaryRule.Control = slider == nil ? .progressBar : .slider
    let why =
      slider == nil
      ? "a thin bar of two flat colours along it: a progress bar's fill and trough"
      : "a thin bar of two flat colours with a knob across it: a slider's fill and trough"
    let shape = slider?.shape ?? box
    let trough = ControlBoundaryRule.troughColumns(
      runs, starts: starts, end: box.maxX, trough: parts.trough,
      minimumPart: Int((ControlBoundaryRule.progressPart * s).rounded(.up)), thickness: thickness)
    controls.append(
      Control(
        kind: kind, box: shape, boundary: parts.fill, outside: parts.trough, inside: nil,
        knob: nil, surface: outside,
        troughs: trough.map {
          [
            (
              PixelRect(x: $0.lowerBound, y: box.y, width: $0.count, height: thickness),
              parts.trough
            )
          ]
        } ?? [],
        thumb: slider.map {
          Self.thumb(
            PixelRect(
              x: $0.knob.lowerBound, y: $0.shape.y, width: $0.knob.count, height: $0.shape.height),
            on: outside, in: image)
        },
        why: why))
    considered.append(
      Considered(box: shape, decision: ControlBoundaryRule.Decision(control: kind, why: why)))
  }

  /// A slider's knob `box`, and the colour across the knob's middle (down its middle column and
  /// along its middle row) that stands out most from `surface`: a knob's fill, or the ring,
  /// the lit edge or the shadow around a knob of the surface's colour.
  static func thumb(_ box: PixelRect, on surface: UInt32, in image: ScanImage)
    -> (box: PixelRect, color: UInt32)
  {
    let x = min(image.width - 1, box.x + box.width / 2)
    let y = min(image.height - 1, box.y + box.height / 2)
    let around = PackedColor.srgb(surface)
    let colors =
      (box.x..<min(box.maxX, image.width)).map { image.rgb($0, y) }
      + (box.y..<min(box.maxY, image.height)).map { image.rgb(x, $0) }
    let color =
      colors.max {
        WCAG2.contrastRatio(between: PackedColor.srgb($0), and: around)
          < WCAG2.contrastRatio(between: PackedColor.srgb($1), and: around)
      } ?? surface
    return (box, color)
  }

  // MARK: Outlines

  /// Judges outline `c` as a control; `index` holds the boxes of `glyphs`, so the glyphs
  /// inside an outline are found without reading them all.
  private mutating func consider(
    _ c: InkComponent, glyphs: [GlyphCandidate], index: RowBandIndex, spans: InkSpans,
    image: ScanImage, s: Double
  ) {
    let box = c.bbox
    // Cheap bounds first: a field or ring is 24–80 CSS px tall and wider than tall.
    let h = Double(box.height) / s
    guard h >= 20, h <= 80, box.width >= box.height else { return }
    // Per row: the first span's left bracket and inner side, the last span's right bracket.
    var rowFirst: [Int: Int] = [:]
    var rowLast: [Int: Int] = [:]
    var rowInk = [Int](repeating: 0, count: box.height)
    for sp in c.spans {
      let y = Int(spans.y[sp])
      if let f = rowFirst[y], spans.x0[f] <= spans.x0[sp] {} else { rowFirst[y] = sp }
      if let l = rowLast[y], spans.x1[l] >= spans.x1[sp] {} else { rowLast[y] = sp }
      rowInk[y - box.y] += Int(spans.x1[sp] - spans.x0[sp])
    }
    // Closed outline: ink near both sides through the middle, mostly ink along top and bottom.
    let middle = (box.y + box.height / 4)..<(box.maxY - box.height / 4)
    var sides = 0
    var outside: [UInt32] = []
    var inside: [UInt32] = []
    for y in middle {
      guard let f = rowFirst[y], let l = rowLast[y] else { continue }
      let margin = max(2, box.height / 10)
      if Int(spans.x0[f]) <= box.x + margin && Int(spans.x1[l]) >= box.maxX - margin {
        sides += 1
        outside.append(spans.leftColor[f])
        outside.append(spans.rightColor[l])
        inside.append(spans.rightColor[f])
      }
    }
    guard Double(sides) >= 0.9 * Double(middle.count), middle.count > 0 else { return }
    let band = max(1, min(4, box.height / 8))
    let top = rowInk[0..<band].max() ?? 0
    let bottom = rowInk[(box.height - band)...].max() ?? 0
    guard Double(top) >= 0.6 * Double(box.width), Double(bottom) >= 0.6 * Double(box.width) else {
      return
    }
    guard let out = Self.uniformMode(outside), let inner = Self.uniformMode(inside) else { return }
    let stroke = Self.strokeColor(c, spans: spans, image: image, avoiding: out)
    let isFilled = PackedColor.distance(inner, out) > FlatRegions.sameSurfaceTolerance
    // Content inside: the glyphs within the outline.
    let innerBox = PixelRect(
      x: box.x + 2, y: box.y + 2, width: max(1, box.width - 4), height: max(1, box.height - 4))
    var enclosed = index.indices(
      centresIn: innerBox.y...(innerBox.maxY - 1), leftEdges: innerBox.x..<innerBox.maxX
    ).map { glyphs[$0] }.filter { innerBox.intersection($0.bbox) == $0.bbox }
    // Buttons behind dividers at the far end (a spin button's − and +) are not the value.
    let dividers = Self.dividers(of: c, rows: middle, spans: spans)
    let segment = ControlBoundaryRule.valueSegment(
      width: box.width, height: box.height, dividers: dividers)
    if let segment { enclosed.removeAll { $0.bbox.maxX > box.x + segment } }
    let enclosedBoxes = enclosed.map(\.bbox)
    let accessory = ControlBoundaryRule.trailingAccessory(
      enclosedBoxes, height: box.height, in: box)
    let content = ControlBoundaryRule.content(
      enclosedBoxes, leaving: accessory, height: box.height)
    // A downward arrow at the far end with no divider of the outline before it: a pop-up
    // button (an editable combo box's arrow sits in a button of its own, behind a divider).
    var endsInDropDownArrow = false
    if let a = accessory {
      let arrow = enclosed[a]
      let valueEnd = content?.maxX ?? box.x
      endsInDropDownArrow =
        !dividers.contains { (valueEnd..<arrow.bbox.x).contains(box.x + $0) }
        && ControlBoundaryRule.isDropDownArrow(
          GlyphMask(spans: spans, indices: arrow.spans, box: arrow.bbox))
    }
    // An empty radio button or checkbox opening the content: an option's toggle.
    let startsWithToggle =
      enclosed.min { ($0.bbox.x, $0.bbox.y) < ($1.bbox.x, $1.bbox.y) }.map { first in
        FaintMarkRule.isEmptyToggle(
          GlyphMask(spans: spans, indices: first.spans, box: first.bbox),
          cssHeight: Double(first.bbox.height) / s)
      } ?? false
    // A minus opening the content and a plus ending it: a stepper's buttons.
    var isStepper = false
    if enclosed.count >= 3,
      let first = enclosed.indices.min(by: { enclosed[$0].bbox.x < enclosed[$1].bbox.x }),
      let last = enclosed.indices.max(by: { enclosed[$0].bbox.maxX < enclosed[$1].bbox.maxX }),
      first != last
    {
      let pluses = MinimumSizeRule.plusSigns([enclosed[last]], spans: spans, in: image)
      isStepper = MinimumSizeRule.isMinus(enclosed[first].bbox, pluses: pluses)
    }
    let fillInset = Self.insetFill(in: box, gap: out, image: image, s: s)
    // The columns of each glyph inside (specks aside), from the outline's left edge; a field's
    // name and value are read without its trailing accessory.
    let parts = enclosed.indices.filter { !enclosed[$0].isSpeck }
    let columns = { (i: Int) in (enclosed[i].bbox.x - box.x)...(enclosed[i].bbox.maxX - 1 - box.x) }
    let isSegmented =
      segment == nil
      && ControlBoundaryRule.isSegmented(
        parts.map(columns), width: box.width, height: box.height)
    let isLabelAndValue =
      segment == nil
      && ControlBoundaryRule.isLabelAndValue(
        parts.filter { $0 != accessory }.map(columns), width: box.width, height: box.height)
    let segmentEnd = box.x + (segment ?? box.width)
    let input = ControlBoundaryRule.Input(
      width: Double(box.width) / s, height: h, isFilled: false,
      isTintedInside: isFilled && PackedColor.spread(inner) >= ControlBoundaryRule.tintSpread,
      knob: nil, fillInset: fillInset,
      contentMargins: content.map {
        ControlBoundaryRule.Margins(
          left: Double($0.x - box.x) / s, right: Double(segmentEnd - $0.maxX) / s)
      }, valueWidth: segment.map { Double($0) / s }, endsInDropDownArrow: endsInDropDownArrow,
      startsWithToggle: startsWithToggle, isStepper: isStepper, isSegmented: isSegmented,
      isLabelAndValue: isLabelAndValue)
    let decision = ControlBoundaryRule.decide(input)
    considered.append(Considered(box: box, decision: decision))
    guard let kind = decision.control else { return }
    controls.append(
      Control(
        kind: kind, box: box, boundary: stroke, outside: out, inside: isFilled ? inner : nil,
        knob: nil, why: decision.why))
  }

  /// The columns, from the left edge of `c`'s box, of the dividers inside outline `c`: thin
  /// runs of its ink (no wider than a tenth of the height, or 2 px) away from its sides that cross
  /// at least 90 % of `rows`, as its sides do.
  static func dividers(of c: InkComponent, rows: Range<Int>, spans: InkSpans) -> [Int] {
    let box = c.bbox
    let margin = max(2, box.height / 10)
    var crossings = [Int](repeating: 0, count: box.width)
    for sp in c.spans where rows.contains(Int(spans.y[sp])) {
      let x0 = Int(spans.x0[sp])
      let x1 = Int(spans.x1[sp])
      guard x0 > box.x + margin, x1 < box.maxX - margin else { continue }
      for x in x0..<x1 { crossings[x - box.x] += 1 }
    }
    let widest = max(2, box.height / 10)
    var found: [Int] = []
    var start: Int?
    for x in 0...box.width {
      let crossed = x < box.width && 10 * crossings[x] >= 9 * rows.count
      if crossed && start == nil { start = x }
      if !crossed, let s = start {
        if x - s <= widest { found.append((s + x) / 2) }
        start = nil
      }
    }
    return found
  }

  /// The surface around a bar or track in `box` (which starts below the image's first row):
  /// the uniform mode (``uniformMode(_:)``) of the rows just above and below it, sampled at 16
  /// columns (the row below only inside the image).
  static func surface(around box: PixelRect, in image: ScanImage) -> UInt32? {
    var around: [UInt32] = []
    for x in stride(from: box.x, to: box.maxX, by: max(1, box.width / 16)) {
      around.append(image.rgb(x, box.y - 1))
      if box.maxY < image.height { around.append(image.rgb(x, box.maxY)) }
    }
    return uniformMode(around)
  }

  /// The colour most bracket colours share (within the join tolerance), when at least 80 % do
  /// (the surface around a control is one colour; over an image there is no single one).
  static func uniformMode(_ colors: [UInt32]) -> UInt32? {
    guard !colors.isEmpty else { return nil }
    var counts: [UInt32: Int] = [:]
    for c in colors { counts[c, default: 0] += 1 }
    let mode = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
    let near = colors.filter { PackedColor.distance($0, mode) <= FlatRegions.joinTolerance }.count
    return Double(near) >= 0.8 * Double(colors.count) ? mode : nil
  }

  /// The stroke's colour: the most common pixel colour of the outline's ink, leaving out colours
  /// within the join tolerance of the surface (anti-aliased fringes blend toward it).
  static func strokeColor(
    _ c: InkComponent, spans: InkSpans, image: ScanImage, avoiding surface: UInt32
  ) -> UInt32 {
    var counts: [UInt32: Int] = [:]
    for sp in c.spans {
      let y = Int(spans.y[sp])
      for x in Int(spans.x0[sp])..<Int(spans.x1[sp]) {
        let p = image.rgb(x, y)
        if PackedColor.distance(p, surface) > FlatRegions.joinTolerance {
          counts[p, default: 0] += 1
        }
      }
    }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? surface
  }

  /// Inset (CSS px) of a filled shape inside the outline `box`, whose inner side is `gap`: on
  /// the middle row from both sides and on the middle column from the top and bottom, the first
  /// colour other than the gap, which must be the same on all four and run flat for 4 CSS px.
  static func insetFill(in box: PixelRect, gap: UInt32, image: ScanImage, s: Double) -> Double? {
    let reach = Int((8 * s).rounded())
    let flat = Int((4 * s).rounded())
    let midY = box.y + box.height / 2
    let midX = box.x + box.width / 2
    // Walks from `start` by `step` past the outline (non-gap pixels first), then the gap, to
    // the fill; returns the inset in pixels and the fill colour.
    func walk(_ start: (Int, Int), _ step: (Int, Int)) -> (Int, UInt32)? {
      var (x, y) = start
      var n = 0
      func inside() -> Bool { x >= box.x && x < box.maxX && y >= box.y && y < box.maxY }
      // Past the stroke.
      while inside() && PackedColor.distance(image.rgb(x, y), gap) > FlatRegions.joinTolerance
        && n < reach
      {
        x += step.0
        y += step.1
        n += 1
      }
      var gapLength = 0
      while inside() && PackedColor.distance(image.rgb(x, y), gap) <= FlatRegions.joinTolerance
        && gapLength < reach
      {
        x += step.0
        y += step.1
        gapLength += 1
      }
      // A stroke, then a gap of the outside surface (a fill right against the stroke is the
      // control's own inside, not a control within a ring).
      guard inside(), n < reach, gapLength >= 1, gapLength < reach else { return nil }
      // Skip the fill's anti-aliased edge (two pixels), then read a flat run.
      x += 2 * step.0
      y += 2 * step.1
      guard inside() else { return nil }
      let fill = image.rgb(x, y)
      guard PackedColor.distance(fill, gap) > FlatRegions.sameSurfaceTolerance else { return nil }
      for k in 1...flat {
        let px = x + k * step.0
        let py = y + k * step.1
        guard px >= box.x && px < box.maxX && py >= box.y && py < box.maxY,
          PackedColor.distance(image.rgb(px, py), fill) <= FlatRegions.joinTolerance
        else { return nil }
      }
      return (gapLength, fill)
    }
    guard let left = walk((box.x, midY), (1, 0)), let right = walk((box.maxX - 1, midY), (-1, 0)),
      let up = walk((midX, box.y), (0, 1)), let down = walk((midX, box.maxY - 1), (0, -1))
    else { return nil }
    let fills = [left.1, right.1, up.1, down.1]
    guard fills.allSatisfy({ PackedColor.distance($0, left.1) <= FlatRegions.joinTolerance }) else {
      return nil
    }
    return Double(max(left.0, right.0)) / s
  }

  // MARK: Switches

  /// A glyph that is itself a switch track: a capsule of ink on another surface (a track thin
  /// enough to read as a stroke), with a knob of another colour against one end of its middle
  /// row. A track of another colour inside the ink is a bordered track (GTK's off switch): the
  /// ink is its rim, found above the track between the knob and the far end, and the better of
  /// rim and track is judged, as a field's outline and fill are. A track is a flat fill: its
  /// colour covers at least ``ControlBoundaryRule/trackShare`` of the middle row (a crater
  /// shaded on a photograph of the moon, its colours changing from pixel to pixel, is none).
  private mutating func considerTrack(_ g: GlyphCandidate, image: ScanImage, s: Double) {
    let box = g.bbox
    let aspect = Double(box.width) / Double(max(1, box.height))
    let h = Double(box.height) / s
    guard ControlBoundaryRule.switchAspect.contains(aspect),
      ControlBoundaryRule.switchHeight.contains(h), !controls.contains(where: { $0.box == box })
    else { return }
    let cy = box.y + box.height / 2
    // The track: the commonest colour of the middle row that is not the surface around (inside
    // a rim, a white knob on a light page may cover more of the row than the track does).
    var counts: [UInt32: Int] = [:]
    for x in box.x..<box.maxX { counts[image.rgb(x, cy), default: 0] += 1 }
    let commonest = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
    guard
      var track = counts.filter({
        PackedColor.distance($0.key, g.background) > FlatRegions.sameSurfaceTolerance
      }).max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key
    else { return }
    // The knob: the longest run of other colours on the middle row, against one end, no wider
    // than three quarters of the track (the inside of a hollow capsule spans it).
    func knobRun() -> (start: Int, length: Int) {
      var best = (start: 0, length: 0)
      var start = -1
      for x in box.x...box.maxX {
        let other =
          x < box.maxX && PackedColor.distance(image.rgb(x, cy), track) > FlatRegions.joinTolerance
        if other && start < 0 { start = x }
        if !other && start >= 0 {
          if x - start > best.length { best = (start, x - start) }
          start = -1
        }
      }
      return best
    }
    let trackPixels = (box.x..<box.maxX).count {
      PackedColor.distance(image.rgb($0, cy), track) <= FlatRegions.joinTolerance
    }
    guard Double(trackPixels) >= ControlBoundaryRule.trackShare * Double(box.width) else {
      return
    }
    var best = knobRun()
    guard best.length > 0 else { return }
    // The knob is a disc inset in the track, shorter than the track's height: when the run
    // taken for the knob runs the capsule's full height (within 2 px of anti-aliased rims) in
    // its colour, taller than the track colour does beside it, the two are the other way
    // round (a 1x off switch's knob, 28 of its 51 px, covers more of the middle row than its
    // track).
    let knobColumn = best.start + best.length / 2
    let trackColumn =
      best.start - box.x < box.maxX - (best.start + best.length)
      ? (best.start + best.length + box.maxX) / 2 : (box.x + best.start) / 2
    let knobExtent = Self.extent(at: knobColumn, row: cy, in: box, image: image)
    if knobExtent >= box.height - 2,
      knobExtent > Self.extent(at: trackColumn, row: cy, in: box, image: image) + 1
    {
      track = image.rgb(knobColumn, cy)
      best = knobRun()
    }
    guard best.length > 0, 4 * best.length <= 3 * box.width else { return }
    let knob = PixelRect(x: best.start, y: box.y, width: best.length, height: box.height)
    let endGap = min(knob.x - box.x, box.maxX - knob.maxX)
    guard Double(endGap) <= 0.25 * Double(box.height) else { return }
    // The rim: the colour of most contrast with the surface around down the column halfway
    // between the knob and the far end, above the track that fills that column's middle; a
    // rim when it is not the track.
    let column =
      knob.x - box.x < box.maxX - knob.maxX ? (knob.maxX + box.maxX) / 2 : (box.x + knob.x) / 2
    guard PackedColor.distance(image.rgb(column, cy), track) <= FlatRegions.joinTolerance else {
      return
    }
    let surface = PackedColor.srgb(g.background)
    let rim = (box.y..<cy).map { image.rgb(column, $0) }.max {
      WCAG2.contrastRatio(between: PackedColor.srgb($0), and: surface)
        < WCAG2.contrastRatio(between: PackedColor.srgb($1), and: surface)
    }!
    let ink = g.ink.foreground
    let inkColor = PackedColor.pack(ink)
    let isBordered = PackedColor.distance(rim, track) > FlatRegions.sameSurfaceTolerance
    // A track is the glyph's own ink and the commonest colour of its middle row, or of the
    // row beside the knob (an iOS switch's knob, 27 pt of its 51, and the shadow it casts
    // cover more of the row than the track, and darken the ink measured over the glyph) when
    // the shape is a capsule (a map's block between roads is not), or lies inside a rim.
    var beside: [UInt32: Int] = [:]
    for x in box.x..<box.maxX where !(knob.x..<knob.maxX).contains(x) {
      beside[image.rgb(x, cy), default: 0] += 1
    }
    let commonestBeside = beside.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    // A capsule's round ends leave the corners of its box to the surface around.
    let corners = [
      (box.x, box.y), (box.maxX - 1, box.y), (box.x, box.maxY - 1),
      (box.maxX - 1, box.maxY - 1),
    ]
    let isCapsule = corners.allSatisfy {
      PackedColor.distance(image.rgb($0.0, $0.1), g.background) <= FlatRegions.sameSurfaceTolerance
    }
    guard
      isBordered || (track == commonestBeside && isCapsule)
        || (track == commonest
          && PackedColor.distance(track, inkColor) <= FlatRegions.sameSurfaceTolerance)
    else { return }
    let decision = ControlBoundaryRule.decide(
      ControlBoundaryRule.Input(
        width: Double(box.width) / s, height: h, isFilled: true,
        knob: Double(best.length) / s, fillInset: nil, contentMargins: nil))
    considered.append(Considered(box: box, decision: decision))
    guard let kind = decision.control else { return }
    controls.append(
      Control(
        kind: kind, box: box, boundary: isBordered ? rim : track, outside: g.background,
        inside: isBordered ? track : nil, knob: knob, why: decision.why))
  }

  /// How many rows of `box` the colour at (`x`, `row`) of `image` runs up and down column `x`
  /// (within ``FlatRegions/joinTolerance``), the row itself counted.
  static func extent(at x: Int, row: Int, in box: PixelRect, image: ScanImage) -> Int {
    let color = image.rgb(x, row)
    let same = { (y: Int) in
      PackedColor.distance(image.rgb(x, y), color) <= FlatRegions.joinTolerance
    }
    var top = row
    while top > box.y && same(top - 1) { top -= 1 }
    var bottom = row
    while bottom < box.maxY - 1 && same(bottom + 1) { bottom += 1 }
    return bottom - top + 1
  }

  /// Judges the glyph `g` as the check mark of a checked checkbox (case 5 of
  /// ``ControlBoundaryRule``): its background, walked out from it along its middle row and
  /// column to where the colour changes, is the box; the surface a few pixels beyond each of
  /// the box's four edges, one colour all round, is the outside.
  private mutating func considerCheckbox(
    _ g: GlyphCandidate, spans: InkSpans, image: ScanImage, s: Double
  ) {
    let box = g.bbox
    let largest = ControlBoundaryRule.checkboxSide.upperBound * s
    guard !g.isSpeck, box.width >= box.height, Double(box.width) <= largest, box.width >= 5,
      !controls.contains(where: { !$0.box.intersection(box).isEmpty })
    else { return }
    let fill = g.background
    let limit = Int(largest)
    // The last pixel of the fill from (x, y) stepping by `step`, or `nil` past the limit.
    func end(_ x: Int, _ y: Int, _ step: (Int, Int)) -> (Int, Int)? {
      var (px, py) = (x, y)
      for _ in 0..<limit {
        let (nx, ny) = (px + step.0, py + step.1)
        guard nx >= 0, ny >= 0, nx < image.width, ny < image.height else { return nil }
        if PackedColor.distance(image.rgb(nx, ny), fill) > FlatRegions.sameSurfaceTolerance {
          return (px, py)
        }
        (px, py) = (nx, ny)
      }
      return nil
    }
    let cx = box.x + box.width / 2
    let cy = box.y + box.height / 2
    guard let left = end(box.x - 1, cy, (-1, 0)), let right = end(box.maxX, cy, (1, 0)),
      let top = end(cx, box.y - 1, (0, -1)), let bottom = end(cx, box.maxY, (0, 1))
    else { return }
    // The box, its anti-aliased edge pixel included.
    let found = PixelRect(
      x: left.0 - 1, y: top.1 - 1, width: right.0 - left.0 + 3, height: bottom.1 - top.1 + 3)
    // Beyond each edge, past its anti-aliasing, one surface all round: the outside.
    let beyond = [(left.0 - 3, cy), (right.0 + 3, cy), (cx, top.1 - 3), (cx, bottom.1 + 3)]
    guard
      beyond.allSatisfy({ $0.0 >= 0 && $0.1 >= 0 && $0.0 < image.width && $0.1 < image.height })
    else { return }
    let outside = image.rgb(beyond[0].0, beyond[0].1)
    guard
      beyond.allSatisfy({
        PackedColor.distance(image.rgb($0.0, $0.1), outside) <= FlatRegions.sameSurfaceTolerance
      }), PackedColor.distance(outside, fill) > FlatRegions.sameSurfaceTolerance
    else { return }
    let decision = ControlBoundaryRule.isCheckbox(
      width: Double(found.width) / s, height: Double(found.height) / s,
      mark: (
        x: Double(box.x - found.x) / s, y: Double(box.y - found.y) / s,
        width: Double(box.width) / s, height: Double(box.height) / s
      ))
    // The mark's shape last: most glyphs are letters on a page, and their surroundings
    // already tell them from a box.
    let mask = GlyphMask(spans: spans, indices: g.spans, box: box)
    guard GlyphKindRule.isCheckMark(mask) || GlyphKindRule.isBlurredCheckMark(mask) else { return }
    considered.append(Considered(box: found, decision: decision))
    guard let kind = decision.control,
      !controls.contains(where: { !$0.box.intersection(found).isEmpty })
    else { return }
    controls.append(
      Control(
        kind: kind, box: found, boundary: fill, outside: outside, inside: nil, knob: box,
        mark: PackedColor.pack(g.ink.foreground), why: decision.why))
  }

  /// A switch track that stays a flat surface (its straight edges hold no ink, only its round
  /// ends and the knob's rim do): seeded from those rims (`outline`, a container edge between
  /// the track and another surface), the track is walked out along its middle row, across the
  /// knob, and up and down, then judged as ``considerTrack(_:image:s:)`` judges a track of ink.
  private mutating func considerSurfaceTrack(
    _ c: InkComponent, spans: InkSpans, image: ScanImage, s: Double
  ) {
    let box = c.bbox
    // Rims of a switch are at most a track's size.
    guard Double(box.height) <= 40 * s, Double(box.width) <= 60 * s, box.height >= 4 else { return }
    guard !controls.contains(where: { !$0.box.intersection(box).isEmpty }) else { return }
    // Seeds: the pixels just left and right of the first and the last span of the rim's
    // middle row (a knob's ring has one at either side, and only one side meets the track).
    let midRow = box.y + box.height / 2
    guard let sp = c.spans.first(where: { Int(spans.y[$0]) >= midRow }) else { return }
    let y = Int(spans.y[sp])
    let last = c.spans.last(where: { Int(spans.y[$0]) == y }) ?? sp
    var seeds = [Int(spans.x0[sp]) - 1, Int(spans.x1[sp])]
    if last != sp { seeds += [Int(spans.x0[last]) - 1, Int(spans.x1[last])] }
    for seedX in seeds {
      guard seedX >= 0, seedX < image.width else { continue }
      let track = image.rgb(seedX, y)
      if let found = Self.surfaceTrack(from: (seedX, y), color: track, image: image, s: s) {
        let decision = ControlBoundaryRule.decide(
          ControlBoundaryRule.Input(
            width: Double(found.box.width) / s, height: Double(found.box.height) / s,
            isFilled: true, knob: Double(found.knob.width) / s, fillInset: nil,
            contentMargins: nil))
        considered.append(Considered(box: found.box, decision: decision))
        guard let kind = decision.control,
          !controls.contains(where: { !$0.box.intersection(found.box).isEmpty })
        else { continue }
        controls.append(
          Control(
            kind: kind, box: found.box, boundary: found.track, outside: found.outside, inside: nil,
            knob: found.knob, why: decision.why))
        return
      }
    }
  }

  /// Whether `pixel` is `color` under a shadow: every channel (8-bit, gamma-encoded) scaled down
  /// by one factor in ``shadeFactors``, within two levels, as translucent black composited over
  /// it leaves it.
  static func isShade(_ pixel: UInt32, of color: UInt32) -> Bool {
    let p = [PackedColor.red(pixel), PackedColor.green(pixel), PackedColor.blue(pixel)]
    let c = [PackedColor.red(color), PackedColor.green(color), PackedColor.blue(color)]
    let brightest = c.indices.max { c[$0] < c[$1] }!
    guard c[brightest] > 0 else { return false }
    let factor = Double(p[brightest]) / Double(c[brightest])
    return shadeFactors.contains(factor)
      && c.indices.allSatisfy { abs(Double(p[$0]) - factor * Double(c[$0])) <= 2 }
  }

  /// The factors by which a knob's shadow may darken a switch's track: 0.5–0.97 (iOS's knob
  /// shadow darkens a green track below it to about 0.83 of its colour, Chromium at 2x; below
  /// 0.5 is another, darker surface).
  static let shadeFactors = 0.5...0.97

  /// The capsule of `color` around `seed`: its box, the knob (the run of another colour on its
  /// middle row, against one end), the surface outside and the track's own colour (on its
  /// middle row, away from its ends and the knob: a seed beside the knob's ring may be
  /// blended with it); `nil` when the colour runs on further than a switch (a page or panel) or
  /// nothing else fits.
  static func surfaceTrack(
    from seed: (Int, Int), color: UInt32, image: ScanImage, s: Double
  ) -> (box: PixelRect, knob: PixelRect, outside: UInt32, track: UInt32)? {
    let limit = Int(60 * s)
    func on(_ x: Int, _ y: Int) -> Bool {
      x >= 0 && y >= 0 && x < image.width && y < image.height
        && PackedColor.distance(image.rgb(x, y), color) <= FlatRegions.joinTolerance
    }
    // Along a row from `x`, one way: where the colour ends, crossing at most one knob (a run of
    // another colour no wider than `maxKnob` that the colour resumes after); `nil` when it
    // runs on further than a switch.
    func walk(_ x0: Int, _ y: Int, _ step: Int, maxKnob: Int) -> (end: Int, knob: (Int, Int)?)? {
      var x = x0
      var knob: (Int, Int)? = nil
      var n = 0
      while n < limit {
        if on(x + step, y) {
          x += step
          n += 1
          continue
        }
        guard knob == nil else { break }
        var k = x + step
        var width = 0
        while !on(k, y) && width <= maxKnob && k >= 0 && k < image.width {
          k += step
          width += 1
        }
        guard width <= maxKnob, on(k, y) else { break }
        knob = step > 0 ? (x + step, k - step) : (k - step, x + step)
        x = k
        n += width
      }
      return n >= limit ? nil : (x, knob)
    }
    let maxKnob = Int(40 * s)
    // On the seed's row: the extent, and a column on the track away from its ends and knob.
    guard let r1 = walk(seed.0, seed.1, 1, maxKnob: maxKnob),
      let l1 = walk(seed.0, seed.1, -1, maxKnob: maxKnob)
    else { return nil }
    var column = (l1.end + r1.end) / 2
    if let k = r1.knob ?? l1.knob {
      column = k.0 - l1.end > r1.end - k.1 ? (l1.end + k.0) / 2 : (k.1 + r1.end) / 2
    }
    guard on(column, seed.1) else { return nil }
    var top = seed.1
    while on(column, top - 1) && seed.1 - top < limit { top -= 1 }
    var bottom = seed.1
    while on(column, bottom + 1) && bottom - seed.1 < limit { bottom += 1 }
    let h = bottom - top + 1
    guard Double(h) <= 40 * s, Double(h) >= 18 * s else { return nil }
    let midY = top + h / 2
    // Along the middle row: the track's ends and its knob.
    guard let right = walk(column, midY, 1, maxKnob: h),
      let left = walk(column, midY, -1, maxKnob: h),
      let knobSpan = right.knob ?? left.knob
    else { return nil }
    let box = PixelRect(x: left.end, y: top, width: right.end - left.end + 1, height: h)
    let knobBox = PixelRect(
      x: min(knobSpan.0, knobSpan.1), y: top, width: abs(knobSpan.1 - knobSpan.0) + 1, height: h)
    // The surface outside: beyond both ends and above and below the middle.
    let gap = max(2, Int(s.rounded()) * 2)
    let mid = box.x + box.width / 2
    let points = [
      (box.x - gap, midY), (box.maxX + gap - 1, midY), (mid, box.y - gap),
      (mid, box.maxY + gap - 1),
    ]
    guard points.allSatisfy({ $0.0 >= 0 && $0.1 >= 0 && $0.0 < image.width && $0.1 < image.height })
    else { return nil }
    let colours = points.map { image.rgb($0.0, $0.1) }
    guard let outside = uniformMode(colours),
      colours.allSatisfy({ PackedColor.distance($0, outside) <= FlatRegions.joinTolerance }),
      PackedColor.distance(outside, color) > FlatRegions.sameSurfaceTolerance
    else { return nil }
    let endGap = min(knobBox.x - box.x, box.maxX - knobBox.maxX)
    guard Double(endGap) <= 0.25 * Double(h) else { return nil }
    // The knob lies inside the track: its middle column meets the track above and below it (a
    // gap between two buttons of the track's colour runs on into the surface around). Below,
    // the knob's shadow may darken the track: its colour scaled down, as by translucent black.
    let knobColumn = knobBox.x + knobBox.width / 2
    guard (top..<midY).contains(where: { on(knobColumn, $0) }),
      (midY...bottom).contains(where: {
        on(knobColumn, $0) || isShade(image.rgb(knobColumn, $0), of: color)
      })
    else { return nil }
    return (box, knobBox, outside, image.rgb(column, midY))
  }

  // MARK: Findings

  /// Each control judged as non-text content (3:1 under `wcag2-aa`) against the surface outside
  /// it; a field's fill that differs from the outside (or a bordered switch's track) may carry
  /// its boundary instead, so the better of outline and fill is judged. A progress bar's or
  /// slider's trough that does not stand out from the surface around it is a finding of its
  /// own, on the trough: a review (``ControlBoundaryRule/faintTroughReason``); so is a slider's
  /// faint knob beside a fill (without one, the knob alone shows the value: it fails), unless
  /// the slider's whole shape is among `flaggedShapes` (judged as a glyph already, and failing
  /// or to review: its knob is among what that finding covers).
  func findings(
    options: ScanOptions, deciding: [Policy], scale: Double?, flaggedShapes: Set<PixelRect> = []
  ) -> [ScanFinding] {
    controls.flatMap { control in
      var outside = PackedColor.srgb(control.outside)
      var boundary = PackedColor.srgb(control.boundary)
      if control.kind != .focusRing, let inside = control.inside.map(PackedColor.srgb),
        WCAG2.contrastRatio(between: inside, and: outside)
          > WCAG2.contrastRatio(between: boundary, and: outside)
      {
        boundary = inside
      }
      // A checkbox's state shows by its fill or by its mark on the fill: the better is judged.
      var judgesMark = false
      if let mark = control.mark.map(PackedColor.srgb),
        WCAG2.contrastRatio(between: mark, and: boundary)
          > WCAG2.contrastRatio(between: boundary, and: outside)
      {
        (outside, boundary, judgesMark) = (boundary, mark, true)
      }
      let name: String =
        switch control.kind {
        case .textField: "text field outline"
        case .switch: "switch track"
        case .checkbox:
          judgesMark ? "checkbox's mark against its fill" : "checkbox against the surface around it"
        case .focusRing: "focus ring"
        case .progressBar:
          control.isApart
            ? "progress bar's fill against the surface around it"
            : "progress bar against its trough"
        case .slider:
          control.isApart
            ? "slider's fill against the surface around it" : "slider's fill against its trough"
        case .stepper: "stepper outline"
        case .segmentedControl: "segmented control's track"
        }
      var found: [ScanFinding] = []
      // Pieces drawn apart are judged one by one: the fill, when there is one, on its own.
      let hasFill = !control.isApart || control.fill != nil
      if hasFill {
        found.append(
          finding(
            boundary, on: outside, box: control.fill ?? control.box, options: options,
            deciding: deciding, scale: scale
          ) { judgement in
            let status = ControlBoundaryRule.status(judgement.status, of: control.kind)
            var reason = "\(name): " + judgement.reason
            if status != judgement.status {
              reason += "; needs review: " + ControlBoundaryRule.reviewReason(for: control.kind)
            }
            return (status, reason)
          })
      }
      // A bar's trough that does not stand out from the surface around it: its extent is hard
      // to see.
      let whole = control.kind == .slider ? "slider" : "progress bar"
      for trough in control.troughs {
        guard let surface = control.surface.map(PackedColor.srgb) else { break }
        let faint = finding(
          PackedColor.srgb(trough.color), on: surface, box: trough.box, options: options,
          deciding: deciding, scale: scale
        ) { judgement in
          let reason = "\(whole)'s trough against the surface around it: " + judgement.reason
          return judgement.status == .fail
            ? (.review, reason + "; needs review: " + ControlBoundaryRule.faintTroughReason)
            : (judgement.status, reason)
        }
        if faint.status != .pass { found.append(faint) }
      }
      // A slider's knob that does not stand out from the surface around it.
      if let surface = control.surface.map(PackedColor.srgb), let thumb = control.thumb,
        !flaggedShapes.contains(control.box)
      {
        let faint = finding(
          PackedColor.srgb(thumb.color), on: surface, box: thumb.box, options: options,
          deciding: deciding, scale: scale
        ) { judgement in
          let reason = "slider's knob against the surface around it: " + judgement.reason
          return judgement.status == .fail && hasFill
            ? (.review, reason + "; needs review: " + ControlBoundaryRule.faintKnobReason)
            : (judgement.status, reason)
        }
        if faint.status != .pass { found.append(faint) }
      }
      return found
    }
  }

  /// A control's `foreground` judged as non-text content against `background` over `box`,
  /// its status and reason set by `verdict` from the judgement.
  private func finding(
    _ foreground: SRGB, on background: SRGB, box: PixelRect, options: ScanOptions,
    deciding: [Policy], scale: Double?,
    verdict: (ScanJudgement) -> (ScanFinding.Status, String)
  ) -> ScanFinding {
    let height = Double(box.height)
    let judgement = ScanJudgement(
      ScanJudgement.Input(
        kind: .nonText, couldBeText: false, couldBeNonText: true, foreground: foreground,
        bestForeground: foreground, backgrounds: [background], nominalBackground: background,
        isLowerBound: false, cssSize: height / (scale ?? 2), pixelSize: height,
        capHeight: height, extraSizeTolerance: 0, isBold: false, isWeightUncertain: false,
        weightRatio: 0),
      policies: options.policies, deciding: deciding)
    let nominal = ContrastMeasurement(opaqueForeground: foreground, background: background)
    let (status, reason) = verdict(judgement)
    return ScanFinding(
      kind: .nonText, status: status, bbox: box, foreground: foreground,
      background: background, wcagRatio: nominal.wcagRatio,
      wcagRatioRange: nominal.wcagRatio...nominal.wcagRatio, apcaLc: nominal.apcaLc,
      required: judgement.required, textHeight: height, fontSizeInPixels: height,
      estimatedFontSize: scale.map { height / $0 }, bold: false, confidence: 0.8,
      isLowerBound: false, reason: reason, flags: [],
      verdicts: judgement.verdicts, decidingPolicy: judgement.decidingPolicy?.id,
      rule: ControlBoundaryRule.id)
  }
}
