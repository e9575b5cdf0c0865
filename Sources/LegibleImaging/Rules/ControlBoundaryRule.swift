import LegibleColor

/// Rule `control-boundary`: whether an outline or a filled capsule found in a screenshot is the
/// boundary of an interactive control that WCAG 2.x SC 1.4.11 (non-text contrast) asks to reach
/// 3:1 against the colours beside it, and which control it is.
///
/// Only shapes that identify a control are judged; dividers, card borders and decorative strokes
/// are never required and never reach this rule as controls. In order, first match wins:
/// 1. A filled capsule (the inside differs from the outside) 1.4–2.3 times as wide as tall,
///    18–40 CSS px tall, holding a round knob at least half its height against one end: a
///    switch track (iOS 51×31 pt, Material 52×32 dp). Its track is judged against the outside
///    (a track inside a rim of another colour, GTK's off switch, by the better of the two).
/// 2. An outline enclosing a filled shape (tinted or not) inset by at most 6 CSS px on the left
///    and right, a gap of the outside surface between them: a focus ring around a button or
///    field (CSS `outline-offset`, Apple's 3–4 pt focus rings). Judged against the outside.
/// 3. An outline 20–56 CSS px tall and at least 2.5 times as wide (the heights of text fields
///    on the desktop, the web, iOS and Android: macOS's 22 pt and Qt's 22–26 px line edits to
///    56 dp Material outlined) that is empty, or whose content starts within 24 CSS px of its
///    left edge and is not centred (the margins differ by more than a tenth of the width, or
///    the right one is more than twice the left and 8 px more, as beside a long path that
///    fills a location bar): a text field (a trailing accessory, such as a password field's
///    eye or an empty field's lone chevron, is not content: see ``content(_:height:)``). A
///    field is identified by its outline or by a fill that differs from the surface outside
///    it, so the better of the two is judged. A value with a downward arrow at the far end
///    and no divider before it (``isDropDownArrow(_:)``) is a pop-up button, not a field: its
///    value and its arrow identify it. Buttons behind dividers at the far end (a spin
///    button's `−` and `+`) are not content: the value is measured in its own segment
///    (``valueSegment(width:height:dividers:)``), where a number set against the segment's
///    right end (within 24 CSS px, the left margin more than twice the right and 8 px more)
///    is a field's value too.
/// 4. A thin horizontal bar 2–12 CSS px thick and at least 40 long whose middle row is two
///    flat colours in long stretches (each at least twice the bar's thickness and 8 CSS px),
///    the colour changing at most twice, and flat across the bar's thickness: a progress or
///    level bar, its fill (the colour farther from the surface around) judged against its
///    trough (``progressParts(_:thickness:minimumPart:outside:)``). A divider or an underline
///    is one colour; a selected tab's indicator beside a divider is thicker than the divider.
///    A failing fill is a review: a label beside the bar that states the progress makes the
///    fill's contrast unnecessary (WCAG 1.4.11), and pixels cannot tell whether one does. So
///    is a slider's track: such a bar with a knob across it (ink beyond the bar's rows only
///    over one stretch no wider than twice the knob's height), read beside the knob; its
///    knob shows the value too, so a failing fill is a review there as well. A bar too thick
///    for the row pass's strokes (``surfaceBarThickness``) is two flat surfaces to it, and is
///    found among them (``ControlBoundaries/surfaceBars(_:image:scale:)``), then judged alike.
///    A trough that does not stand out from the surface around it is a review of its own, on
///    the trough (``faintTroughReason``), and so is a slider's knob beside a fill
///    (``faintKnobReason``); a faint knob with no fill beside it, the only sign of the value,
///    fails.
///    A bar drawn apart from its other pieces — its fill and trough with a gap between them,
///    or a knob between or beside them, as web and desktop sliders draw them
///    (``trackApart(_:bars:knobs:reach:colors:)``), across or upright — is judged piece by piece
///    against the surface around it: the fill (the bar farther from the surface) as a fill is,
///    the troughs and the knob as above.
/// 5. A filled square or disc 12–32 CSS px across (``checkboxSide``), 0.8–1.25 times as wide as
///    tall, of one colour that is not the surface around it, holding a check mark centred in it
///    (within ``checkboxCentring`` of its side) and at most ``checkboxMarkShare`` of its width:
///    a checked checkbox (``isCheckbox(width:height:mark:)``; web 13–20 px, Material 18 dp,
///    iOS's round checkmarks 22–24 pt). Its checked state shows by its fill against the
///    surface around and by its mark against its fill; either one suffices (WCAG 1.4.11 asks
///    that the state be perceivable), so the better of the two is judged.
/// 6. An outline of a field's proportions (case 3) whose content opens with a minus and ends
///    with a plus (``MinimumSizeRule/isMinus(_:pluses:)``), its value between them: a stepper.
///    Its outline bounds a field when the value can be typed (a spin field) and is then
///    required; when `−` and `+` are its only buttons, they identify it. Pixels cannot tell
///    which, so a failing stepper outline is a review.
/// 7. An outline of a field's proportions (case 3) holding two or more labels spread evenly
///    along it, one in each segment (``isSegmented(_:width:height:)``): a segmented control.
///    Its outline or track shows where the segments lie; its labels name the choices and its
///    selected segment shows the state, which may identify it without the track. Pixels
///    cannot tell, so a failing track is a review.
/// 8. An outline of a field's proportions (case 3) whose content is two words at least
///    ``labelAndValueGap`` of its width apart (``isLabelAndValue(_:width:height:)``), its
///    margins even: a field with its name at the start and its value or unit at the end
///    ("Price … 3,412.58 USDT"). A button's or a chip's label is one run of words.
/// 9. Anything else — a pop-up button, an option card whose content opens with an empty radio
///    button or checkbox (the toggle identifies it and is judged itself), an outline around a
///    tinted fill (a callout or banner:
///    fields are white, grey or dark inside), taller (a card or panel), a capsule without a
///    knob (a badge or button), an outline whose content is centred (an outlined button or
///    chip: its label identifies it) — is not a control boundary.
enum ControlBoundaryRule {
  /// The rule's id, as `--explain`, reports and tests name it.
  static let id = "control-boundary"

  /// The controls the rule recognises.
  enum Control: String, Sendable, Hashable, CaseIterable {
    case textField
    case `switch`
    case checkbox
    case focusRing
    case progressBar
    case slider
    case stepper
    case segmentedControl
  }

  /// What the rule decided: the control, or `nil` when the shape is not a control boundary.
  struct Decision: Sendable, Hashable {
    var control: Control?
    /// Which case of the rule decided, in words.
    var why: String
  }

  /// What the rule looks at, in CSS px (image pixels ÷ scale).
  struct Input: Sendable, Hashable {
    /// Width and height of the outline or capsule.
    var width: Double
    var height: Double
    /// Whether the inside is another colour than the outside (a filled shape, not an outline).
    var isFilled: Bool
    /// Whether the inside of an outline is a tinted colour other than the outside (a callout).
    var isTintedInside = false
    /// The side of a round knob inside, against one end, or `nil` when there is none.
    var knob: Double?
    /// Inset of a filled shape inside the outline on the left and right, or `nil` when the
    /// outline encloses no filled shape.
    var fillInset: Double?
    /// Distance from the left and right edges to the content inside, or `nil` when empty;
    /// with a value segment, from its edges to the content inside it.
    var contentMargins: Margins?
    /// Width of the segment that holds the value when dividers cut buttons off the outline's
    /// far end (``valueSegment(width:height:dividers:)``), or `nil` when there are none.
    var valueWidth: Double? = nil
    /// Whether the content ends in a downward arrow (``isDropDownArrow(_:)``), a trailing
    /// accessory with no divider between it and the value: a pop-up button's indicator.
    var endsInDropDownArrow = false
    /// Whether the content opens with an empty radio button or checkbox
    /// (``FaintMarkRule/isEmptyToggle(_:cssHeight:)``): an option, identified by its toggle.
    var startsWithToggle = false
    /// Whether the content opens with a minus and ends with a plus level with it (case 6).
    var isStepper = false
    /// Whether the content is labels spread evenly along the outline, one a segment (case 7).
    var isSegmented = false
    /// Whether the content is a label and a value far apart (``isLabelAndValue(_:width:height:)``,
    /// case 8).
    var isLabelAndValue = false
  }

  /// The box of the content inside an outline `height` pixels tall, from the boxes of the glyphs
  /// inside it, or `nil` when there are none. A last glyph no wider than the outline is tall
  /// (with any parts inside it), standing at least that far from the rest, is a trailing
  /// accessory (a password field's eye, a clear button, a chevron) and is left out: a field's
  /// placeholder with an icon at its far end is left-aligned content, not content centred
  /// across the field.
  static func content(_ glyphs: [PixelRect], height: Int) -> PixelRect? {
    content(glyphs, leaving: trailingAccessory(glyphs, height: height), height: height)
  }

  /// The box of `glyphs` without the trailing accessory ending with the glyph at index
  /// `accessory` (``accessory(_:endingWith:height:)``) in an outline `height` pixels tall, or
  /// `nil` when there are no other glyphs.
  static func content(_ glyphs: [PixelRect], leaving accessory: Int?, height: Int) -> PixelRect? {
    guard let first = glyphs.first else { return nil }
    guard let accessory else { return glyphs.reduce(first) { $0.union($1) } }
    let icon = Self.accessory(glyphs, endingWith: accessory, height: height)
    let rest = glyphs.filter { icon.intersection($0) != $0 }
    return rest.first.map { rest.reduce($0) { $0.union($1) } }
  }

  /// The box of the glyphs of an accessory that ends with the glyph at index `last`: those
  /// starting no further left than `height` pixels before its right end (an icon of parts, a
  /// filter icon's three bars and knobs, as one).
  static func accessory(_ glyphs: [PixelRect], endingWith last: Int, height: Int) -> PixelRect {
    let start = glyphs[last].maxX - height
    return glyphs.filter { $0.x >= start }.reduce(glyphs[last]) { $0.union($1) }
  }

  /// The index in `glyphs` of the last glyph of the trailing accessory of an outline `height`
  /// pixels tall (see ``content(_:height:)``; its parts, ``accessory(_:endingWith:height:)``,
  /// together no wider than the outline is tall), or `nil` when there is none. Alone in the
  /// outline `box`, when given, an accessory is one when it stands that far from the left edge
  /// and lies within that distance of the right one (an empty field's chevron or magnifier).
  static func trailingAccessory(_ glyphs: [PixelRect], height: Int, in box: PixelRect? = nil)
    -> Int?
  {
    guard
      let index = glyphs.indices.max(by: {
        (glyphs[$0].maxX, glyphs[$0].x) < (glyphs[$1].maxX, glyphs[$1].x)
      })
    else { return nil }
    let icon = accessory(glyphs, endingWith: index, height: height)
    let rest = glyphs.filter { icon.intersection($0) != $0 }
    let alone = box.flatMap { $0.maxX - icon.maxX <= height ? $0.x : nil }
    guard icon.width <= height, let restEnd = rest.map(\.maxX).max() ?? alone,
      icon.x - restEnd >= height
    else { return nil }
    return index
  }

  /// The width in pixels of the segment of an outline `width` × `height` pixels that holds its
  /// value, when dividers of the outline (at the columns `dividers`, from its left edge) cut
  /// buttons off its far end, each no wider than twice the height: a spin button's `−` and
  /// `+`, an editable combo box's arrow. `nil` when there is no divider or a later segment is
  /// wider than a button (a segmented control's segments).
  static func valueSegment(width: Int, height: Int, dividers: [Int]) -> Int? {
    guard let first = dividers.first else { return nil }
    let ends = dividers + [width]
    for (start, end) in zip(ends, ends.dropFirst()) where end - start > 2 * height {
      return nil
    }
    return first
  }

  /// Whether `mask` points down, as a pop-up button's arrow does (a filled `▼` or a `⌄`
  /// stroke): at least as wide as tall, every row's ink one stretch no wider than the row above
  /// it (a pixel of slack) and centred on the mask (within an eighth of its width), the
  /// bottom row at most half as wide as the top. The rows above the widest one (the lowest of
  /// equals), when they are at most a quarter of the rows, are a shadow or an emboss drawn
  /// above it (GTK's dark theme lays a dark copy of the arrow three pixels above it at 3x) and
  /// are left out. A clear button's `×` and a field's eye or magnifier widen again below their
  /// middle; a calendar icon is as wide at the bottom.
  static func isDropDownArrow(_ mask: GlyphMask) -> Bool {
    guard mask.height >= 3, mask.width >= mask.height else { return false }
    var extents: [(start: Int, end: Int)] = []
    for runs in mask.rowRuns where !runs.isEmpty {
      extents.append((runs.first!.start, runs.last!.end))
    }
    // From the widest row (the last of equals: a shadow's top row may be as wide), at most a
    // quarter of the rows down.
    if let widest = extents.prefix(extents.count / 4 + 1).indices.max(by: {
      (extents[$0].end - extents[$0].start, $0) < (extents[$1].end - extents[$1].start, $1)
    }) {
      extents.removeFirst(widest)
    }
    guard let top = extents.first, let bottom = extents.last, extents.count >= 3 else {
      return false
    }
    let centre = Double(mask.width) / 2
    let slack = max(1, Double(mask.width) / 8)
    for (i, e) in extents.enumerated() {
      guard abs(Double(e.start + e.end) / 2 - centre) <= slack else { return false }
      if i > 0 && e.end - e.start > extents[i - 1].end - extents[i - 1].start + 1 { return false }
    }
    return 2 * (bottom.end - bottom.start) <= top.end - top.start
  }

  /// Side of a checked checkbox (case 5), in CSS px: 12–32 (the web's 13 px default to iOS's
  /// 22–24 pt round checkmarks, with room for either side's rounding; a button or an avatar is
  /// larger).
  static let checkboxSide = 12.0...32.0
  /// How far off the box's centre a checkbox's mark may sit, as a share of its side: 0.15 (a
  /// check mark's visual centre sits a little left of and below its box's in some designs).
  static let checkboxCentring = 0.15
  /// Largest width of a checkbox's mark, as a share of the box's: 0.85 (marks take 0.5–0.7; a
  /// mark filling the box is a check mark on a tinted row, not in a box).
  static let checkboxMarkShare = 0.85

  /// Case 5: whether a filled shape `width` × `height` CSS px (its inside one colour, not the
  /// surface around) holding a check mark whose box, in CSS px from the shape's corner, is
  /// `mark` is a checked checkbox, and why.
  static func isCheckbox(
    width: Double, height: Double, mark: (x: Double, y: Double, width: Double, height: Double)
  ) -> Decision {
    let aspect = width / max(1, height)
    guard checkboxSide.contains(width), checkboxSide.contains(height), (0.8...1.25).contains(aspect)
    else {
      return Decision(control: nil, why: "a check mark on a shape not of a checkbox's size")
    }
    let dx = abs(mark.x + mark.width / 2 - width / 2)
    let dy = abs(mark.y + mark.height / 2 - height / 2)
    guard dx <= checkboxCentring * width, dy <= checkboxCentring * height,
      mark.width <= checkboxMarkShare * width
    else {
      return Decision(control: nil, why: "a check mark off the middle of the shape around it")
    }
    return Decision(control: .checkbox, why: "a check mark in a filled square or disc: a checkbox")
  }

  /// Progress bar proportions (case 4), in CSS px: 2–12 thick (iOS's bar is 4 pt, GTK's 4 px,
  /// Material's linear indicator 4 dp; thicker bars are surfaces to the row pass, not ink) and
  /// at least 40 long; each part at least 8 long.
  static let progressThickness = 2.0...12.0
  static let progressLength = 40.0
  static let progressPart = 8.0
  /// Widest gap in CSS px between the pieces of a progress bar or slider drawn apart
  /// (``trackApart(_:bars:knobs:reach:colors:)``): 6, the gap Material 3's slider leaves
  /// between its active and inactive tracks (Flutter's `SliderThemeData.trackGap` default);
  /// the gaps measured on split web progress bars and sliders run 3–4 CSS px.
  static let apartReach = 6.0
  /// Thickness in CSS px of a bar drawn apart (``trackApart(_:bars:knobs:reach:colors:)``):
  /// 3–12, a progress bar's (``progressThickness``) from the thinnest track measured on web and
  /// desktop sliders (3 px; iOS's is 4 pt). A timeline's connector between its dots and a
  /// rule are 1–2 pt.
  static let apartThickness = 3.0...12.0
  /// Thickness in CSS px of a progress bar whose parts the row pass reads as flat surfaces
  /// (``ControlBoundaries/surfaceBars(_:image:scale:)``): 6–24. From 6, where a stroke's
  /// interior can stay surface (the row pass folds strokes up to 7 pt back into ink), to 24,
  /// under a segmented control's track (iOS 32 pt) or a button (44 pt); a language app's
  /// lesson bar is 16.
  static let surfaceBarThickness = 6.0...24.0
  /// Least share of its box a part of such a bar fills: nine in ten (its rounded ends are the
  /// ink around it; a part holding a label fills less).
  static let surfaceBarFill = 0.9
  /// Height in CSS px of a segmented control's track drawn as a flat surface with no outline
  /// (``ControlBoundaries/surfaceTracks(_:image:scale:)``): 24–40, around iOS's 32 pt and the
  /// web's 28–36 px, under a text field's 44.
  static let surfaceTrackHeight = 24.0...40.0
  /// Least width of such a track over its height: 3 (two segments of a label each).
  static let surfaceTrackAspect = 3.0
  /// Least share of its box such a track covers: a half (its labels and its selected segment
  /// are holes in it; a selected segment of two takes under half).
  static let surfaceTrackFill = 0.5
  /// Widest a slider's knob across such a bar is, in bar thicknesses: 4 (a knob is a disc
  /// about three times as wide as its track is thick: iOS 28 pt on a 4 pt track, web sliders
  /// 20 px on 8).
  static let surfaceKnobWidth = 4
  /// Least length of such a bar over its thickness: 6, longer than any button or chip of that
  /// height holding a short label (a 24 pt chip "Delivered" is about 4).
  static let surfaceBarAspect = 6.0

  /// The status of a `control` judged `status` against the colours beside it: a failing
  /// progress bar's or slider's fill is a review (case 4), since a label that states the
  /// progress makes its contrast unnecessary (WCAG 1.4.11 exempts graphics whose information
  /// is in text too) and pixels cannot tell whether one does; so is a failing stepper's outline
  /// (case 6), required only when its value can be typed; anything else keeps its status.
  static func status(_ status: ScanFinding.Status, of control: Control) -> ScanFinding.Status {
    switch control {
    case .progressBar, .slider, .stepper, .segmentedControl: status == .fail ? .review : status
    case .textField, .switch, .checkbox, .focusRing: status
    }
  }

  /// Why a failing `control` is a review (``status(_:of:)``), in words.
  static func reviewReason(for control: Control) -> String {
    switch control {
    case .stepper: "required only when its value can be typed, which pixels cannot tell"
    case .segmentedControl:
      "required only when its labels and selected segment do not identify it, which pixels "
        + "cannot tell"
    default: "not required when a label states the same progress"
    }
  }

  /// Why a progress bar's or slider's trough that is faint against the surface around it is a
  /// review, whether or not its fill stands out from the trough: the fill shows the value
  /// against the trough, the trough the whole (where 100 % lies), which a faint trough hides
  /// unless a label states the value or its range.
  static let faintTroughReason =
    "needed only when the bar's extent must be seen to read its value, which pixels cannot tell"

  /// Why a slider's knob that is faint against the surface around it is a review when the
  /// slider has a fill: where the fill meets the trough shows the value too, and whether the
  /// knob must be seen to find the slider pixels cannot tell.
  static let faintKnobReason =
    "needed only when the fill and trough do not show the value or where to drag, which pixels "
    + "cannot tell"

  /// One stretch of one colour along a bar's middle row.
  struct BarRun: Sendable, Hashable {
    var color: UInt32
    var length: Int
  }

  /// The fill and the trough of a progress bar (case 4) whose middle row is `runs`, for a bar
  /// `thickness` pixels thick on a surface `outside`, or `nil` when it is not one: the runs at
  /// least `minimumPart` pixels and twice the thickness long (a rounded end's blended pixels
  /// are shorter) hold exactly two colours (within ``FlatRegions/sameSurfaceTolerance``),
  /// changing at most twice along the bar (a fill, then its trough; a pulsing bar's fill
  /// between two stretches of trough). The fill is the one farther from `outside`.
  static func progressParts(_ runs: [BarRun], thickness: Int, minimumPart: Int, outside: UInt32)
    -> (fill: UInt32, trough: UInt32)?
  {
    let long = runs.filter { $0.length >= max(minimumPart, 2 * thickness) }
    guard let first = long.first else { return nil }
    func same(_ a: UInt32, _ b: UInt32) -> Bool {
      PackedColor.distance(a, b) <= FlatRegions.sameSurfaceTolerance
    }
    guard let second = long.first(where: { !same($0.color, first.color) })?.color,
      long.allSatisfy({ same($0.color, first.color) || same($0.color, second) })
    else { return nil }
    var changes = 0
    for (a, b) in zip(long, long.dropFirst()) where !same(a.color, b.color) { changes += 1 }
    guard changes <= 2 else { return nil }
    return PackedColor.distance(first.color, outside) >= PackedColor.distance(second, outside)
      ? (first.color, second) : (second, first.color)
  }

  /// The columns of a progress bar's trough along its middle row `runs`, the run at `i`
  /// starting at column `starts[i]` and the last ending at `end`: from the first long run
  /// (as ``progressParts(_:thickness:minimumPart:outside:)`` counts them) in the `trough`
  /// colour to the end of the last, each carried on to the bar's end when no long run of
  /// another colour lies beyond it (a rounded end's blended pixels are the trough's), or `nil`
  /// when no long run is the trough's.
  static func troughColumns(
    _ runs: [BarRun], starts: [Int], end: Int, trough: UInt32, minimumPart: Int, thickness: Int
  ) -> Range<Int>? {
    let isLong = { (run: BarRun) in run.length >= max(minimumPart, 2 * thickness) }
    let isTrough = { (run: BarRun) in
      isLong(run) && PackedColor.distance(run.color, trough) <= FlatRegions.sameSurfaceTolerance
    }
    guard let first = runs.firstIndex(where: isTrough), let last = runs.lastIndex(where: isTrough)
    else { return nil }
    let otherBefore = runs[..<first].contains(where: isLong)
    let otherAfter = runs[(last + 1)...].contains(where: isLong)
    let lower = otherBefore ? starts[first] : starts[0]
    let upper = otherAfter ? (last + 1 < starts.count ? starts[last + 1] : end) : end
    return lower..<upper
  }

  /// A piece of a progress bar or slider drawn apart (``trackApart(_:bars:knobs:reach:colors:)``).
  struct TrackPiece: Sendable, Hashable {
    /// Whether a piece is a bar (a fill or a trough) or a knob.
    enum Kind: Sendable, Hashable {
      case bar
      case knob
    }

    var box: PixelRect
    var kind: Kind
  }

  /// The pieces, in order along its axis, of the progress bar or slider that the horizontal
  /// `bar` is a piece of when it is drawn apart (case 4), or `nil`: its fill and its trough
  /// side by side with a gap between them, or a knob between or beside them, as web and
  /// desktop sliders draw them. Each next piece lies at most `reach` pixels past the last, or
  /// half a knob's length when one of the two is a knob (a fader's cap stands clear of its
  /// track by up to half its length), or overlaps it by less than the bar's thickness; it is
  /// either another bar of the same
  /// thickness (within a quarter, at least a pixel) on the same axis (centres within a pixel)
  /// and at least twice as long as thick, or a knob: centred on the axis within half the
  /// bar's thickness, 1.5 to 8 times as tall as the bar is thick, and 0.5 to 2 times as wide
  /// as tall. The pieces are two bars of other colours (a fill and its trough), a bar and a
  /// knob, or a knob between two bars, with nothing more on either side: two bars of one
  /// colour are a dashed line's or a road's pieces, a row of three bars or more is a segmented
  /// indicator (a story's progress), and a bar between two knobs a timeline's or a stepper's
  /// connector. `colors` gives each bar's colour.
  static func trackApart(
    _ bar: PixelRect, bars: [PixelRect], knobs: [PixelRect], reach: Int,
    colors: (PixelRect) -> UInt32
  ) -> [TrackPiece]? {
    let t = bar.height
    let axis = 2 * bar.y + t
    func isBar(_ b: PixelRect) -> Bool {
      abs(b.height - t) <= max(1, t / 4) && abs(2 * b.y + b.height - axis) <= 2
        && b.width >= 2 * b.height
    }
    func isKnob(_ k: PixelRect) -> Bool {
      2 * k.height >= 3 * t && k.height <= 8 * t && 2 * k.width >= k.height
        && k.width <= 2 * k.height && abs(2 * k.y + k.height - axis) <= t
    }
    let pieces =
      bars.filter { $0 != bar && isBar($0) }.map { TrackPiece(box: $0, kind: .bar) }
      + knobs.filter(isKnob).map { TrackPiece(box: $0, kind: .knob) }
    // The nearest piece past the right end (`forward`) or left end of `last`.
    func next(_ last: TrackPiece, forward: Bool) -> TrackPiece? {
      let box = last.box
      return pieces.filter { piece in
        let gap = forward ? piece.box.x - box.maxX : box.x - piece.box.maxX
        let knob = [last, piece].filter { $0.kind == .knob }.map { $0.box.width / 2 }.max() ?? 0
        return gap > -t && gap <= max(reach, knob) && piece.box != box
      }.min { a, b in
        forward
          ? (a.box.x, a.box.y) < (b.box.x, b.box.y) : (a.box.maxX, a.box.y) > (b.box.maxX, b.box.y)
      }
    }
    var chain = [TrackPiece(box: bar, kind: .bar)]
    for forward in [true, false] {
      var last = chain[forward ? chain.count - 1 : 0]
      while let piece = next(last, forward: forward) {
        guard chain.count < 4, !chain.contains(piece) else { return nil }
        if forward { chain.append(piece) } else { chain.insert(piece, at: 0) }
        last = piece
      }
    }
    if chain.count == 2, chain.allSatisfy({ $0.kind == .bar }),
      PackedColor.distance(colors(chain[0].box), colors(chain[1].box))
        <= FlatRegions.sameSurfaceTolerance
    {
      return nil
    }
    let kinds = chain.map(\.kind)
    let shapes: [[TrackPiece.Kind]] = [
      [.bar, .bar], [.bar, .knob], [.knob, .bar], [.bar, .knob, .bar],
    ]
    return shapes.contains(kinds) ? chain : nil
  }

  /// Space between an outline and the content inside it, on the left and on the right.
  struct Margins: Sendable, Hashable {
    var left: Double
    var right: Double
  }

  /// Switch track proportions and heights (case 1): iOS 51×31 pt (1.65), Material 3 52×32 dp
  /// (1.63), Material 2 36×14 dp tracks (2.6, too thin to carry a knob inside: not matched).
  static let switchAspect = 1.4...2.3
  static let switchHeight = 18.0...40.0
  /// Smallest share of a switch's middle row in its track's colour (case 1): a quarter. A knob
  /// takes at most three quarters of the row (iOS 27 of 51 pt, Material 24 of 52 dp: the track
  /// shows over 40 % of it); a shaded blob in a photograph holds no colour so widely.
  static let trackShare = 0.25
  /// Smallest knob side as a share of the track height (iOS 27/31, Material 24/32 on; 16/32 off).
  static let knobShare = 0.5
  /// Largest inset of the filled shape inside a focus ring (case 2): rings sit 0–4 px outside.
  static let focusInset = 6.0
  /// Smallest spread between the channels of a tinted colour (case 4; empirical: UI greys and
  /// Apple's grouped backgrounds spread by 5 or less, pastel callout fills by 25 or more).
  static let tintSpread = 16
  /// Text field heights (case 3): 20 pt (macOS's regular field is 22 pt, Qt's line edit 22–26
  /// px; shorter outlines are tags and key caps) to 56 dp (Material).
  static let fieldHeight = 20.0...56.0
  /// Smallest width of a text field as a multiple of its height (case 3).
  static let fieldAspect = 2.5
  /// Largest left margin of a field's content (case 3): 8–16 px padding plus a leading icon.
  static let fieldLeftMargin = 24.0
  /// Margins that differ by less than this share of the width are centred content (case 3).
  static let centredShare = 0.1
  /// A right margin more than twice the left and this many CSS px more is not centred, however
  /// wide the field (case 3; measured: a file manager's location bar 10 and 40 px around its
  /// path; a button pads its label alike within a px or two).
  static let unevenSlack = 8.0

  /// Largest distance of a segment's label's middle from the middle of its segment, as a share
  /// of the segment's width: a quarter (labels of different lengths are centred in segments of
  /// one width: iOS's and Material's segmented buttons).
  static let segmentCentring = 0.25

  /// Whether the labels `labels` (the boxes of the content's words, each a cluster of glyphs
  /// no further apart than a third of the outline's height) inside an outline `width` pixels
  /// wide, from its left edge, are segments' labels: two or more, each centred within
  /// ``segmentCentring`` of a segment in the outline's width cut evenly, one label to a
  /// segment. A field's value and its unit ("12 kg") or a button's icon and label stand
  /// together, not a segment apart.
  static func isSegmented(_ labels: [ClosedRange<Int>], width: Int, height: Int) -> Bool {
    let words = words(labels, height: height)
    guard words.count >= 2 else { return false }
    let segment = Double(width) / Double(words.count)
    return words.enumerated().allSatisfy { i, word in
      let middle = Double(word.lowerBound + word.upperBound) / 2
      return abs(middle - (Double(i) + 0.5) * segment) <= segmentCentring * segment
    }
  }

  /// The column ranges of the words among glyph column ranges `labels` inside an outline
  /// `height` pixels tall, left to right: glyphs at most a third of the height apart are one
  /// word.
  static func words(_ labels: [ClosedRange<Int>], height: Int) -> [ClosedRange<Int>] {
    var words: [ClosedRange<Int>] = []
    for label in labels.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = words.last, label.lowerBound - last.upperBound <= height / 3 {
        words[words.count - 1] = last.lowerBound...max(last.upperBound, label.upperBound)
      } else {
        words.append(label)
      }
    }
    return words
  }

  /// Least gap between two words of an outline's content, as a share of its width, for them to
  /// be a field's label and its value (case 8): a third. A button's or a chip's label is one
  /// run of words; a field's name stands at its start and its value or unit at its end
  /// ("Price … 3,412.58 USDT" in a trading form).
  static let labelAndValueGap = 1.0 / 3

  /// Whether glyph column ranges `labels` inside an outline `width` × `height` pixels hold two
  /// words at least ``labelAndValueGap`` of its width apart.
  static func isLabelAndValue(_ labels: [ClosedRange<Int>], width: Int, height: Int) -> Bool {
    let words = words(labels, height: height)
    return zip(words, words.dropFirst()).contains { a, b in
      Double(b.lowerBound - a.upperBound) >= labelAndValueGap * Double(width)
    }
  }

  static func decide(_ input: Input) -> Decision {
    let aspect = input.width / max(1, input.height)
    if input.isFilled {
      guard switchAspect.contains(aspect), switchHeight.contains(input.height) else {
        return Decision(control: nil, why: "a filled shape not shaped like a switch track")
      }
      guard let knob = input.knob, knob >= knobShare * input.height else {
        return Decision(control: nil, why: "a capsule without a knob (a badge or button)")
      }
      return Decision(control: .switch, why: "a capsule with a knob at one end: a switch track")
    }
    // A ring around a filled control comes before the tint of what it encloses: the button a
    // focus ring surrounds is often tinted (a callout's fill lies right against its outline,
    // with no gap of the outside surface, so it has no fill inset).
    if let inset = input.fillInset, inset <= focusInset {
      return Decision(control: .focusRing, why: "an outline around a filled control: a focus ring")
    }
    if input.isTintedInside {
      return Decision(control: nil, why: "an outline around a tinted fill: a callout or banner")
    }
    guard fieldHeight.contains(input.height) else {
      return Decision(
        control: nil,
        why: input.height > fieldHeight.upperBound
          ? "taller than a field: a card or panel border (not required)"
          : "shorter than a field")
    }
    guard aspect >= fieldAspect else {
      return Decision(control: nil, why: "narrower than a field")
    }
    guard let margins = input.contentMargins else {
      return Decision(control: .textField, why: "an empty outline of field proportions")
    }
    if input.isStepper {
      return Decision(
        control: .stepper,
        why: "a value between a minus and a plus: a stepper, whose outline bounds a field "
          + "when its value can be typed")
    }
    if input.startsWithToggle {
      return Decision(
        control: nil,
        why: "an option opening with a radio button or checkbox, identified by it (not required)")
    }
    if input.isSegmented {
      return Decision(
        control: .segmentedControl,
        why: "labels spread evenly along it, one a segment: a segmented control")
    }
    if input.isLabelAndValue {
      return Decision(
        control: .textField, why: "a label at its start and a value at its end: a field")
    }
    if input.endsInDropDownArrow {
      return Decision(
        control: nil,
        why: "a value and a downward arrow: a pop-up button, identified by them (not required)")
    }
    if margins.left <= fieldLeftMargin
      && (abs(margins.left - margins.right) > centredShare * (input.valueWidth ?? input.width)
        || margins.right >= 2 * margins.left + unevenSlack)
    {
      return Decision(
        control: .textField,
        why: input.valueWidth == nil
          ? "an outline of field proportions with left-aligned content"
          : "a left-aligned value before buttons behind dividers: a spin button or combo box")
    }
    // Numbers are set against the right end as often as the left: a value right-aligned in a
    // spin button's own segment is a field's too.
    if input.valueWidth != nil && margins.right <= fieldLeftMargin
      && margins.left >= 2 * margins.right + unevenSlack
    {
      return Decision(
        control: .textField,
        why: "a right-aligned value before buttons behind dividers: a spin button")
    }
    return Decision(
      control: nil,
      why: "centred content: an outlined button or chip, identified by its label (not required)")
  }
}
