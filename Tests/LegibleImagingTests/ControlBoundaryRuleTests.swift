import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Rule `control-boundary`, called directly, and on labelled control screens.
@Suite struct ControlBoundaryRuleTests {
  typealias Rule = ControlBoundaryRule

  static func outline(
    width: Double = 358, height: Double = 44, margins: Rule.Margins? = nil,
    fillInset: Double? = nil, tinted: Bool = false
  ) -> Rule.Input {
    Rule.Input(
      width: width, height: height, isFilled: false, isTintedInside: tinted, knob: nil,
      fillInset: fillInset, contentMargins: margins)
  }

  @Test func anEmptyOutlineOfFieldProportionsIsATextField() {
    #expect(Rule.decide(Self.outline()).control == .textField)
    #expect(Rule.decide(Self.outline(width: 172, height: 36)).control == .textField)
  }

  @Test func aTrailingAccessoryIsNotContent() {
    // A password field 96 px tall at 2x: its placeholder at the left, an eye (with its pupil
    // inside) at the far right. The content is the placeholder alone: left-aligned.
    let placeholder = PixelRect(x: 78, y: 910, width: 278, height: 30)
    let eye = PixelRect(x: 681, y: 920, width: 42, height: 30)
    let pupil = PixelRect(x: 694, y: 927, width: 16, height: 16)
    #expect(Rule.content([placeholder, eye, pupil], height: 96) == placeholder)
    // An icon right after the text, or as wide as the field is tall, is content.
    let close = PixelRect(x: 370, y: 920, width: 42, height: 30)
    #expect(Rule.content([placeholder, close], height: 96) == placeholder.union(close))
    let wide = PixelRect(x: 600, y: 910, width: 120, height: 30)
    #expect(Rule.content([placeholder, wide], height: 96) == placeholder.union(wide))
    #expect(Rule.content([], height: 96) == nil)
    // A job board's search field at 3x, 132 px tall: a magnifier and a placeholder at the
    // left, and a filter icon at the right end, its three bars and three knobs read apart.
    let magnifier = PixelRect(x: 90, y: 313, width: 42, height: 42)
    let words = PixelRect(x: 168, y: 313, width: 428, height: 42)
    let filter = [
      PixelRect(x: 1038, y: 308, width: 42, height: 6),
      PixelRect(x: 1038, y: 327, width: 42, height: 6),
      PixelRect(x: 1038, y: 346, width: 42, height: 6),
      PixelRect(x: 1044, y: 302, width: 10, height: 14),
      PixelRect(x: 1062, y: 321, width: 10, height: 14),
      PixelRect(x: 1050, y: 340, width: 10, height: 14),
    ]
    #expect(Rule.content([magnifier, words] + filter, height: 132) == magnifier.union(words))
  }

  @Test func aPlaceholderAtTheLeftMakesATextField() {
    let input = Self.outline(margins: Rule.Margins(left: 12, right: 190))
    #expect(Rule.decide(input).control == .textField)
    // A location bar whose path fills most of it: margins 10 and 40 of 448 differ by less
    // than a tenth of the width, but the right is more than twice the left.
    let path = Self.outline(width: 448, height: 35, margins: Rule.Margins(left: 10, right: 40))
    #expect(Rule.decide(path).control == .textField)
    // A wide button's label padded alike on both sides is no field.
    let button = Self.outline(width: 448, height: 35, margins: Rule.Margins(left: 12, right: 14))
    #expect(Rule.decide(button).control == nil)
  }

  /// A lone glyph at the far end of an empty field is its accessory: the field is empty. A
  /// lone label in the middle is content.
  @Test func aLoneGlyphAtTheFarEndIsAnAccessory() {
    let field = PixelRect(x: 120, y: 32, width: 1028, height: 68)
    let chevron = PixelRect(x: 1100, y: 56, width: 28, height: 16)
    #expect(Rule.trailingAccessory([chevron], height: 68, in: field) == 0)
    #expect(Rule.content([chevron], leaving: 0, height: 68) == nil)
    #expect(Rule.trailingAccessory([chevron], height: 68) == nil)
    let label = PixelRect(x: 600, y: 50, width: 60, height: 30)
    #expect(Rule.trailingAccessory([label], height: 68, in: field) == nil)
  }

  @Test func centredContentIsAnOutlinedButtonNotAField() {
    let input = Self.outline(margins: Rule.Margins(left: 150, right: 152))
    let decision = Rule.decide(input)
    #expect(decision.control == nil)
    #expect(decision.why.contains("button"))
  }

  @Test func taller_outlinesAreCardsAndNeverFail() {
    #expect(Rule.decide(Self.outline(height: 150)).control == nil)
    #expect(Rule.decide(Self.outline(height: 60)).control == nil)
  }

  @Test func narrowOrShortOutlinesAreNotFields() {
    #expect(Rule.decide(Self.outline(width: 60, height: 36)).control == nil)
    #expect(Rule.decide(Self.outline(width: 200, height: 18)).control == nil)
    // A desktop line edit 22–26 px tall (macOS, Qt) is a field.
    #expect(Rule.decide(Self.outline(width: 200, height: 22)).control == .textField)
  }

  /// A value at the left and a downward arrow at the far end: a pop-up button, identified by
  /// them; its outline is not a field's and never fails.
  @Test func aValueWithADownwardArrowIsAPopUpButton() {
    var input = Self.outline(margins: Rule.Margins(left: 12, right: 190))
    input.endsInDropDownArrow = true
    let decision = Rule.decide(input)
    #expect(decision.control == nil)
    #expect(decision.why.contains("pop-up"))
  }

  /// A tax wizard's option card at 2x (358×52 CSS px, #e4e7ec on white): an empty radio button,
  /// a title and a note at the left, the amount set apart at the far end. Its toggle
  /// identifies it; the card's outline is not a field's. Without the toggle, a field.
  @Test func anOptionOpeningWithAToggleIsNoField() {
    var input = Self.outline(width: 358, height: 52, margins: Rule.Margins(left: 14, right: 160))
    #expect(Rule.decide(input).control == .textField)
    input.startsWithToggle = true
    let decision = Rule.decide(input)
    #expect(decision.control == nil)
    #expect(decision.why.contains("radio button or checkbox"))
  }

  /// An empty radio button of #c5cad3 opening an outlined option card at 2x: the card is not
  /// reported, the radio button is.
  @Test func anOptionCardsOutlineIsNotReported() {
    var canvas = ScanTestCanvas(width: 760, height: 160, background: "#ffffff")
    canvas.fillRoundedRect(x: 32, y: 27, w: 716, h: 105, radius: 20, color: "#e4e7ec")
    canvas.fillRoundedRect(x: 34, y: 29, w: 712, h: 101, radius: 18, color: "#ffffff")
    canvas.fillRoundedRect(x: 60, y: 62, w: 36, h: 36, radius: 18, color: "#c5cad3")
    canvas.fillRoundedRect(x: 64, y: 66, w: 28, h: 28, radius: 14, color: "#ffffff")
    canvas.text("ITEMISE", x: 120, y: 50, cell: 3, color: "#101828")
    canvas.text("RECEIPTS", x: 120, y: 90, cell: 3, color: "#a0a7b3")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = findings.map { ($0.bbox, $0.status, $0.wcagRatio) }
    #expect(!findings.contains { $0.bbox.width > 600 }, "\(described)")
    #expect(findings.contains { $0.bbox.x >= 55 && $0.bbox.maxX <= 100 }, "\(described)")
  }

  /// The same faint outline (#cccccc on white, 1.6:1) around a value: a failing text field,
  /// or with a `▼` at its far end a pop-up button that is not reported; with a divider before
  /// the arrow (an editable combo box: a field and a button) a field again.
  @Test func popUpButtonsAreNotFields() {
    func screen(arrow: Bool, divider: Bool = false) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 480, height: 140, background: "#ffffff")
      canvas.fillRoundedRect(x: 20, y: 30, w: 420, h: 72, radius: 10, color: "#cccccc")
      canvas.fillRoundedRect(x: 22, y: 32, w: 416, h: 68, radius: 8, color: "#ffffff")
      canvas.text("ANDREA", x: 44, y: 52, cell: 4, color: "#1c1c1e")
      if divider { canvas.fillRect(x: 360, y: 32, w: 2, h: 68, color: "#cccccc") }
      if arrow {
        canvas.fillShape(x: 392, y: 58, w: 24, h: 12, color: "#1c1c1e") { x, y in
          y >= 58 && y < 70 && abs(x - 404) <= 12 - (y - 58)
        }
      }
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)).filter {
        $0.rule == Rule.id
      }
    }
    #expect(screen(arrow: false).contains { $0.status == .fail })
    #expect(screen(arrow: true).isEmpty)
    #expect(screen(arrow: true, divider: true).contains { $0.status == .fail })
  }

  /// Dividers that cut buttons no wider than twice the height off the far end leave the value
  /// its own segment; a later segment wider than that is a segmented control's.
  @Test func aValueSegmentBeforeButtonsBehindDividers() {
    #expect(Rule.valueSegment(width: 224, height: 68, dividers: [90, 158]) == 90)
    #expect(Rule.valueSegment(width: 300, height: 68, dividers: [220]) == 220)
    #expect(Rule.valueSegment(width: 420, height: 60, dividers: [140, 280]) == nil)
    #expect(Rule.valueSegment(width: 224, height: 68, dividers: []) == nil)
    // A value left-aligned in its segment is a field's; centred in it, a segment's label.
    var input = Self.outline(width: 112, height: 34, margins: Rule.Margins(left: 5, right: 25))
    input.valueWidth = 45
    let decision = Rule.decide(input)
    #expect(decision.control == .textField)
    #expect(decision.why.contains("spin button"))
    input.contentMargins = Rule.Margins(left: 15, right: 15)
    #expect(Rule.decide(input).control == nil)
    // A number right-aligned in its segment ("2560" before − and +) is a field's value; the
    // same margins with no buttons behind dividers are an outlined button's.
    input.contentMargins = Rule.Margins(left: 30, right: 5)
    #expect(Rule.decide(input).control == .textField)
    input.valueWidth = nil
    #expect(Rule.decide(input).control == nil)
  }

  /// A spin button (a value, then `−` and `+` each behind a divider) with a faint outline
  /// (#cccccc on white, 1.6:1) fails as a field; a segmented control's centred labels behind
  /// the same dividers are not one.
  @Test func spinButtonsAreFields() {
    func screen(value: String, at x: Double, steppers: Bool) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 480, height: 140, background: "#ffffff")
      canvas.fillRoundedRect(x: 20, y: 30, w: 300, h: 72, radius: 10, color: "#cccccc")
      canvas.fillRoundedRect(x: 22, y: 32, w: 296, h: 68, radius: 8, color: "#ffffff")
      canvas.fillRect(x: 180, y: 32, w: 2, h: 68, color: "#cccccc")
      canvas.fillRect(x: 250, y: 32, w: 2, h: 68, color: "#cccccc")
      canvas.text(value, x: x, y: 52, cell: 4, color: "#1c1c1e")
      if steppers {
        canvas.fillRect(x: 203, y: 64, w: 24, h: 4, color: "#1c1c1e")
        canvas.fillRect(x: 273, y: 64, w: 24, h: 4, color: "#1c1c1e")
        canvas.fillRect(x: 283, y: 54, w: 4, h: 24, color: "#1c1c1e")
      }
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)).filter {
        $0.rule == Rule.id
      }
    }
    #expect(screen(value: "50", at: 40, steppers: true).contains { $0.status == .fail })
    #expect(screen(value: "2560", at: 78, steppers: true).contains { $0.status == .fail })
    #expect(screen(value: "DAY", at: 76, steppers: false).isEmpty)
  }

  /// Rule case 6 called directly: a stepper's outline is a control whose failure is a review.
  @Test func aValueBetweenAMinusAndAPlusIsAStepper() {
    var input = Self.outline(width: 104, height: 32, margins: Rule.Margins(left: 9, right: 9))
    #expect(Rule.decide(input).control == nil)
    input.isStepper = true
    #expect(Rule.decide(input).control == .stepper)
    #expect(Rule.status(.fail, of: .stepper) == .review)
    #expect(Rule.status(.pass, of: .stepper) == .pass)
    #expect(Rule.status(.fail, of: .textField) == .fail)
  }

  /// A stepper at 2x, `−  3  +` inside a faint capsule (#d1d5db on white, 1.47:1): its
  /// outline is a review saying why; without the minus (a value and a plus, centred) the
  /// outline is an outlined button's, never reported.
  @Test func aStepperOutlineIsAReview() {
    func screen(minus: Bool) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 360, height: 140, background: "#ffffff")
      canvas.fillRoundedRect(x: 40, y: 38, w: 208, h: 64, radius: 16, color: "#d1d5db")
      canvas.fillRoundedRect(x: 42, y: 40, w: 204, h: 60, radius: 14, color: "#ffffff")
      if minus { canvas.fillRect(x: 64, y: 68, w: 24, h: 4, color: "#0f766e") }
      canvas.fillRect(x: 200, y: 68, w: 24, h: 4, color: "#0f766e")
      canvas.fillRect(x: 210, y: 58, w: 4, h: 24, color: "#0f766e")
      canvas.text("3", x: 136, y: 56, cell: 4, color: "#111827")
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)).filter {
        $0.rule == Rule.id
      }
    }
    let stepper = screen(minus: true)
    #expect(stepper.count == 1, "\(stepper.map(\.bbox))")
    #expect(stepper.first?.status == .review)
    #expect(stepper.first?.reason.hasPrefix("stepper outline") == true)
    #expect(stepper.first?.reason.contains("can be typed") == true)
    #expect(screen(minus: false).isEmpty)
  }

  /// `▼` and `⌄` point down; `×`, an eye and a box (a calendar icon) do not.
  @Test func downwardArrows() {
    func mask(_ width: Int, _ height: Int, _ ink: (Int, Int) -> Bool) -> GlyphMask {
      var m = GlyphMask(width: width, height: height)
      for y in 0..<height { for x in 0..<width where ink(x, y) { m[x, y] = true } }
      return m
    }
    // ▼, 16 × 8: each row a pixel narrower on each side.
    #expect(Rule.isDropDownArrow(mask(16, 8) { x, y in x >= y && x < 16 - y }))
    // ⌄, 14 × 8: two arms two pixels thick meeting at the bottom.
    #expect(
      Rule.isDropDownArrow(
        mask(14, 8) { x, y in abs(x - y) <= 1 || abs((13 - x) - y) <= 1 }))
    // ▼ with a copy of it three pixels above (GTK's dark theme), the copy's rows showing above
    // the arrow's top, the first as wide as it: 20 × 13.
    #expect(
      Rule.isDropDownArrow(
        mask(20, 13) { x, y in
          (y < 3 && x >= y && x < 20 - y) || (y >= 3 && x >= y - 3 && x < 23 - y)
        }))
    // An up arrow `▲` is widest at the bottom, beyond the top quarter.
    #expect(!Rule.isDropDownArrow(mask(16, 8) { x, y in x >= 7 - y && x < 9 + y }))
    // ×: widest at the top and the bottom.
    #expect(!Rule.isDropDownArrow(mask(12, 12) { x, y in abs(x - y) <= 1 || abs(11 - x - y) <= 1 }))
    // An eye, widest in the middle; a box, as wide at the bottom as at the top.
    #expect(
      !Rule.isDropDownArrow(
        mask(20, 10) { x, y in
          let (u, v) = (Double(x) - 9.5, Double(y) - 4.5)
          return u * u / 100 + v * v / 25 <= 1
        }))
    #expect(!Rule.isDropDownArrow(mask(14, 12) { x, y in x == 0 || x == 13 || y == 0 || y == 11 }))
    // Too small or taller than wide: no arrow.
    #expect(!Rule.isDropDownArrow(mask(4, 2) { _, _ in true }))
    #expect(!Rule.isDropDownArrow(mask(8, 16) { x, y in x >= y / 2 && x < 8 - y / 2 }))
  }

  @Test func aTintedFillIsACallout() {
    let input = Self.outline(margins: Rule.Margins(left: 12, right: 300), tinted: true)
    #expect(Rule.decide(input).control == nil)
  }

  @Test func anOutlineAroundAFilledControlIsAFocusRing() {
    #expect(Rule.decide(Self.outline(width: 168, height: 52, fillInset: 2)).control == .focusRing)
    // Around a tinted button (the blue of a primary button inside a pale ring): still a ring.
    #expect(
      Rule.decide(Self.outline(width: 168, height: 52, fillInset: 2, tinted: true)).control
        == .focusRing)
    // Inset further than a ring sits: an outline around something else.
    #expect(Rule.decide(Self.outline(width: 168, height: 52, fillInset: 10)).control != .focusRing)
  }

  @Test func aCapsuleWithAKnobIsASwitch() {
    let input = Rule.Input(
      width: 51, height: 31, isFilled: true, knob: 27, fillInset: nil, contentMargins: nil)
    #expect(Rule.decide(input).control == .switch)
    var badge = input
    badge.knob = nil
    #expect(Rule.decide(badge).control == nil)
    var button = input
    button.width = 120
    #expect(Rule.decide(button).control == nil)
  }

  @Test func aCheckMarkCentredInASmallFilledSquareIsACheckbox() {
    let mark = (x: 5.0, y: 6.0, width: 9.0, height: 7.0)
    #expect(Rule.isCheckbox(width: 18, height: 18, mark: mark).control == .checkbox)
    #expect(Rule.isCheckbox(width: 22, height: 22, mark: (7, 8, 8, 6)).control == .checkbox)
    // Too small, too large (a round button), too long (a row) or off its middle: no checkbox.
    #expect(Rule.isCheckbox(width: 10, height: 10, mark: (2, 3, 6, 4)).control == nil)
    #expect(Rule.isCheckbox(width: 44, height: 44, mark: (13, 15, 18, 14)).control == nil)
    #expect(Rule.isCheckbox(width: 30, height: 18, mark: (10, 6, 9, 7)).control == nil)
    #expect(Rule.isCheckbox(width: 18, height: 18, mark: (1, 6, 9, 7)).control == nil)
    #expect(Rule.isCheckbox(width: 18, height: 18, mark: (1, 6, 16, 7)).control == nil)
  }

  /// Draws a check mark, its stroke a tenth of `size` across, in the square `size` pixels wide
  /// at `(x, y)`: down from the left to a turn two fifths across, then up to the right.
  static func tick(
    _ canvas: inout ScanTestCanvas, x: Double, y: Double, size: Double, color: String
  ) {
    let points = [(0.22, 0.52), (0.42, 0.72), (0.78, 0.32)].map {
      (x + $0.0 * size, y + $0.1 * size)
    }
    let radius = 0.06 * size
    canvas.fillShape(x: x, y: y, w: size, h: size, color: color) { px, py in
      zip(points, points.dropFirst()).contains { a, b in
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let t = max(0, min(1, ((px - a.0) * dx + (py - a.1) * dy) / (dx * dx + dy * dy)))
        let (ex, ey) = (px - a.0 - t * dx, py - a.1 - t * dy)
        return ex * ex + ey * ey <= radius * radius
      }
    }
  }

  /// A checked checkbox at 2x (18 pt, rounded): judged once, as a control, by the better of
  /// its fill against the page and its mark against its fill, with the box as its box.
  @Test func aCheckedBoxIsJudgedByItsFillOrItsMark() {
    func scan(page: String, fill: String, mark: String, boxed: Bool = true) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 200, height: 140, background: page)
      if boxed {
        canvas.fillRoundedRect(x: 60, y: 50, w: 36, h: 36, radius: 8, color: fill)
      }
      Self.tick(&canvas, x: 60, y: 50, size: 36, color: mark)
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    }
    // Yellow on white (#f6bf26, 1.69:1), a white mark: fails, judged on the box.
    let yellow = scan(page: "#ffffff", fill: "#f6bf26", mark: "#ffffff")
    #expect(yellow.count == 1, "\(yellow.map(\.bbox))")
    let box = yellow.first
    #expect(box?.rule == Rule.id && box?.status == .fail, "\(yellow)")
    #expect(box?.reason.hasPrefix("checkbox") == true)
    #expect(box.map { $0.bbox.width >= 36 && $0.bbox.width <= 38 } == true)
    #expect(box?.foreground.opaqueHexString == "#f6bf26")
    // Orange on a dark page (7.6:1), a white mark on it 2.24:1: its fill shows the state.
    let orange = scan(page: "#1c1c1e", fill: "#e5a00d", mark: "#ffffff")
    #expect(orange.count == 1 && orange.first?.status == .pass, "\(orange)")
    #expect(orange.first?.foreground.opaqueHexString == "#e5a00d")
    // A pale fill (#e5e5ea on white, 1.26:1) with a dark mark on it (14:1): its mark shows it.
    let grey = scan(page: "#ffffff", fill: "#e5e5ea", mark: "#1d1d1f")
    #expect(grey.count == 1 && grey.first?.status == .pass, "\(grey)")
    #expect(grey.first?.reason.hasPrefix("checkbox's mark") == true)
    // A bare check mark on the page is an icon of its own.
    let bare = scan(page: "#ffffff", fill: "#ffffff", mark: "#f6bf26", boxed: false)
    #expect(bare.count == 1 && bare.first?.rule != Rule.id, "\(bare)")
  }

  /// `rules/checkboxes-1x`: a calendar's sidebar at 1x (Chromium): checked boxes in #f6bf26
  /// (1.69:1) and #33b679 (2.59:1) on white, their white ticks 8×7 px, blurred together. Each
  /// fails once as a checkbox, its box its finding's box; the empty boxes are judged as icons.
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func checkedBoxesAt1x() throws {
    let findings = try scanFixture(
      "Screenshots/rules/checkboxes-1x.png", options: .test(scale: 1))
    let boxes = findings.filter { $0.rule == Rule.id }
    #expect(boxes.count == 2, "\(findings.map { ($0.bbox, $0.rule) })")
    #expect(
      boxes.allSatisfy {
        $0.status == .fail && $0.bbox.width >= 16 && $0.reason.hasPrefix("checkbox")
      })
    #expect(!findings.contains { $0.bbox.width < 10 && $0.bbox.x < 30 })
  }

  static func scan(_ name: String, explain: (x: Int, y: Int)? = nil) throws -> ScanResult {
    let file = "Screenshots/controls/\(name).png"
    let decoded = try PNGDecoder.decode([UInt8](Fixtures.data(file)), source: file)
    var options = ScanOptions(scale: 3)
    options.explainPoint = explain
    return ScreenshotScanner.scanResult(decoded.image, options: options)
  }

  /// `form-light-3x`: the #cccccc field outline on white (1.6:1) fails, the #767676 one
  /// (4.5:1) does not, and neither the card border nor the outlined button is reported.
  @Test func failingFieldOutlinesAreFoundAndCardsAreNot() throws {
    let findings = try Self.scan("form-light-3x").findings
    let controls = findings.filter { $0.rule == Rule.id }
    let faint = try #require(controls.first { $0.bbox.y == 258 })
    #expect(faint.status == .fail)
    #expect(faint.kind == .nonText)
    #expect(faint.foreground.opaqueHexString == "#cccccc")
    #expect(abs(faint.wcagRatio - 1.61) < 0.01)
    #expect(!controls.contains { $0.bbox.y == 492 })  // the #767676 field passes
    // Card (y 1548) and outlined button (y 1356): no control finding.
    #expect(!controls.contains { $0.bbox.y >= 1350 })
  }

  /// `toggles-light-3x`: the iOS green track (#34c759 on white, 2.2:1) and the off track
  /// (#e9e9eb, 1.2:1) fail as switches; the #248a3d track (4.5:1) passes; the knobs are not
  /// reported on their own.
  @Test func switchTracksAreJudgedAgainstThePage() throws {
    let findings = try Self.scan("toggles-light-3x").findings
    let switches = findings.filter { $0.rule == Rule.id && $0.bbox.x >= 960 && $0.bbox.y < 600 }
    // The labelled tracks start at rows 192 and 504 (a track's first row is anti-aliased).
    let tops = switches.map(\.bbox.y).sorted()
    #expect(tops.count == 2)
    #expect(zip(tops, [192, 504]).allSatisfy { abs($0 - $1) <= 2 })
    #expect(
      switches.allSatisfy { $0.status == .fail && $0.background.opaqueHexString == "#ffffff" })
    #expect(!findings.contains { $0.rule == nil && $0.bbox.x >= 960 && $0.bbox.y < 600 })
  }

  /// `toggles-dark-1x` (390 px wide, its scale unknown): two outlined switches, each a knob
  /// inside a rim, chain into "lines" of 31 px. Counted as text, they made the median line
  /// 28.8 px and the screen was read at 2x, too small for a switch; shapes inside shapes are no
  /// evidence of the text's size, and the screen is read at 1x, where the off switch's
  /// #39393d track on black (1.8:1) fails.
  @Test func outlinedSwitchesDoNotTellTheScale() throws {
    let file = "Screenshots/controls/toggles-dark-1x.png"
    let decoded = try PNGDecoder.decode([UInt8](Fixtures.data(file)), source: file)
    let result = ScreenshotScanner.scanResult(decoded.image, options: .test(scale: nil))
    #expect(result.scaleSource == .inferred)
    #expect(result.scale == 1)
    let off = result.findings.first { $0.rule == Rule.id && $0.bbox.y == 168 }
    #expect(off?.status == .fail)
    #expect(off?.reason.hasPrefix("switch track") == true)
  }

  /// A bordered off switch (GTK's: a #cdc7c2 rim around a #e1dedb track, a white knob with a
  /// rim of its own at one end, on #f6f5f4) is a switch: the better of rim and track (1.4:1)
  /// fails. Its white knob covers more of the middle row than the track does.
  @Test func aBorderedSwitchIsJudgedByItsRimOrTrack() {
    var canvas = ScanTestCanvas(width: 320, height: 160, background: "#f6f5f4")
    canvas.fillRoundedRect(x: 100, y: 54, w: 102, h: 54, radius: 27, color: "#cdc7c2")
    canvas.fillRoundedRect(x: 102, y: 56, w: 98, h: 50, radius: 25, color: "#e1dedb")
    canvas.fillRoundedRect(x: 100, y: 54, w: 54, h: 54, radius: 27, color: "#bfb8b1")
    canvas.fillRoundedRect(x: 102, y: 56, w: 50, h: 50, radius: 25, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let track = findings.filter { $0.rule == Rule.id }
    #expect(track.count == 1, "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(track.first?.status == .fail)
    #expect(track.first?.reason.hasPrefix("switch track") == true)
    #expect(track.first.map { $0.wcagRatio > 1.3 && $0.wcagRatio < 1.6 } == true)
  }

  /// An iOS switch on white at 2x (51×31 pt): a green track (#34c759, 2.22:1) whose white knob
  /// (27 pt) and the shadow it casts cover more of the middle row than the track does, and
  /// darken the ink read over the whole shape. Beside the knob, the row is the track's: a
  /// switch, failing. A grey block between a map's roads, cut near one end by a road where a
  /// knob would be, is no switch.
  @Test func anIOSSwitchWithAWideKnobIsASwitch() {
    var canvas = ScanTestCanvas(width: 320, height: 260, background: "#ffffff")
    canvas.fillRoundedRect(x: 100, y: 50, w: 102, h: 62, radius: 31, color: "#34c759")
    canvas.fillRoundedRect(x: 142, y: 52, w: 58, h: 58, radius: 29, color: "#27964a")
    canvas.fillRoundedRect(x: 144, y: 54, w: 54, h: 54, radius: 27, color: "#ffffff")
    canvas.fillRect(x: 100, y: 170, w: 102, h: 60, color: "#e8eaee")
    canvas.fillRect(x: 140, y: 160, w: 56, h: 55, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let tracks = findings.filter { $0.rule == Rule.id }
    #expect(tracks.count == 1, "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(tracks.first?.status == .fail)
    #expect(tracks.first?.reason.hasPrefix("switch track") == true)
    #expect(tracks.first.map { $0.bbox.y < 120 } == true)
  }

  /// `rules/crater-on-moon-3x`: an album cover (Chromium, 3x) of scikit-image's photograph of
  /// the moon, where a crater 87×54 px, its shadow and its bright rim shaded from pixel to
  /// pixel, is shaped like a capsule with a knob. A track is a flat fill, its colour covering
  /// a quarter of the middle row and more: the crater is no switch.
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func aShadedCraterIsNoSwitch() throws {
    let findings = try scanFixture(
      "Screenshots/rules/crater-on-moon-3x.png", options: .test(scale: 3))
    #expect(
      !findings.contains { $0.reason.hasPrefix("switch track") },
      "\(findings.map { ($0.bbox, $0.reason) })")
  }

  /// `rules/ios-switches-on-card-2x`: three iOS switches on a white card (Chromium, 2x), each
  /// track a flat surface: on, #34c759 (2.20:1), its knob's shadow darkening the track below
  /// the knob; off, #e9e9eb (1.20:1), its white knob ringed by a shadow on the white card, so
  /// only the ring's right side meets the track; on, #007aff (4.02:1). All three are switches,
  /// judged by the track's own colour.
  @Test func iOSSwitchesOnACardAreSwitches() throws {
    let findings = try scanFixture(
      "Screenshots/rules/ios-switches-on-card-2x.png", options: .test(scale: 2))
    let tracks = findings.filter { $0.rule == Rule.id }.sorted { $0.bbox.y < $1.bbox.y }
    #expect(tracks.map(\.status) == [.fail, .fail, .pass], "\(findings.map(\.bbox))")
    #expect(
      tracks.map(\.foreground.opaqueHexString) == ["#34c759", "#e9e9eb", "#007aff"],
      "\(tracks.map(\.foreground))")
  }

  /// A knob's shadow darkens a track by one factor in every channel (translucent black); a
  /// colour of another hue, or one darker than half, is not the track's shade.
  @Test func aShadowedTrackIsTheTracksShade() {
    let green = PackedColor.pack(r: 52, g: 199, b: 89)
    #expect(ControlBoundaries.isShade(PackedColor.pack(r: 43, g: 166, b: 74), of: green))
    #expect(ControlBoundaries.isShade(PackedColor.pack(r: 46, g: 178, b: 79), of: green))
    #expect(!ControlBoundaries.isShade(PackedColor.pack(r: 80, g: 166, b: 74), of: green))
    #expect(!ControlBoundaries.isShade(PackedColor.pack(r: 20, g: 80, b: 36), of: green))
    #expect(!ControlBoundaries.isShade(green, of: green))
  }

  /// Two buttons at x 40 and 140: frames 72 px square of `frame`, `radius` round and `rim`
  /// thick, on `surface`, each around a menu icon's three bars of `icon`.
  static func framedButtons(
    on canvas: inout ScanTestCanvas, radius: Double, rim: Double, frame: String,
    surface: String, icon: String
  ) {
    for x in [40.0, 140.0] {
      canvas.fillRoundedRect(x: x, y: 40, w: 72, h: 72, radius: radius, color: frame)
      canvas.fillRoundedRect(
        x: x + rim, y: 40 + rim, w: 72 - 2 * rim, h: 72 - 2 * rim, radius: radius - rim,
        color: surface)
      for y in [66.0, 74, 82] { canvas.fillRect(x: x + 26, y: y, w: 20, h: 4, color: icon) }
    }
  }

  /// Two icon buttons framed by a dark rim (#070707 on #262626, 1.33:1; 36 CSS px tall at 2x):
  /// the frames are the buttons' borders, not required, and never a failing line of "text";
  /// the icons inside are judged. A checkbox-sized box around its mark (20 CSS px) is no
  /// button frame: box and mark are still one finding.
  @Test func aHollowBoxAroundAGlyphIsAButtonFrame() {
    var canvas = ScanTestCanvas(width: 400, height: 200, background: "#262626")
    Self.framedButtons(
      on: &canvas, radius: 10, rim: 3, frame: "#070707", surface: "#262626", icon: "#eeeeec")
    canvas.fillRect(x: 260, y: 56, w: 40, h: 40, color: "#070707")
    canvas.fillRect(x: 263, y: 59, w: 34, h: 34, color: "#262626")
    canvas.fillRect(x: 272, y: 72, w: 16, h: 6, color: "#eeeeec")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(!findings.contains { $0.bbox.x < 240 && $0.status != .pass }, "\(findings.map(\.bbox))")
    #expect(findings.contains { $0.bbox.x < 240 && $0.status == .pass })
    #expect(
      findings.contains { $0.bbox == PixelRect(x: 260, y: 56, width: 40, height: 40) },
      "\(findings.map(\.bbox))")
  }

  /// Two round icon buttons at 2x, 36 pt rings of #cfd9de on white (1.44:1) around dark
  /// icons: the rings are the buttons' borders, not required, and never a failing line of
  /// "text"; the icons inside are judged and pass. A 24 pt ring around an `i` (an info icon)
  /// is no button frame: ring and letter stay one finding.
  @Test func aRingAroundAnIconIsARoundButtonsFrame() {
    var canvas = ScanTestCanvas(width: 420, height: 200, background: "#ffffff")
    Self.framedButtons(
      on: &canvas, radius: 36, rim: 2, frame: "#cfd9de", surface: "#ffffff", icon: "#0f1419")
    canvas.fillRoundedRect(x: 260, y: 52, w: 48, h: 48, radius: 24, color: "#cfd9de")
    canvas.fillRoundedRect(x: 263, y: 55, w: 42, h: 42, radius: 21, color: "#ffffff")
    canvas.fillRect(x: 282, y: 62, w: 4, h: 4, color: "#cfd9de")
    canvas.fillRect(x: 282, y: 70, w: 4, h: 20, color: "#cfd9de")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let buttons = findings.filter { $0.bbox.x < 240 }
    #expect(!buttons.contains { $0.status != .pass }, "\(buttons.map(\.bbox))")
    #expect(buttons.count == 2 && buttons.allSatisfy { $0.bbox.width < 40 })
    #expect(
      findings.contains { $0.bbox.x >= 258 && $0.bbox.width >= 46 && $0.status == .fail },
      "\(findings.map(\.bbox))")
  }

  /// An outlined pill chip at 2x, 104 × 64 px, its 2 px rim and its label both #5f676e on
  /// #101214: the rim is the chip's border (its straight top and bottom shorter than a box's),
  /// and the label inside is a line of text of its own, judged as text (3.26:1 fails 4.5:1).
  @Test func aPillAroundALabelIsAButtonFrame() {
    #expect(ComponentShape.buttonFrameEdgeInk(width: 40, height: 40) == 0.7)
    #expect(abs(ComponentShape.buttonFrameEdgeInk(width: 100, height: 32) - 0.476) < 0.001)
    #expect(ComponentShape.buttonFrameEdgeInk(width: 44, height: 32) == 0.25)
    var canvas = ScanTestCanvas(width: 300, height: 120, background: "#101214")
    canvas.fillRoundedRect(x: 40, y: 40, w: 104, h: 64, radius: 32, color: "#5f676e")
    canvas.fillRoundedRect(x: 42, y: 42, w: 100, h: 60, radius: 30, color: "#101214")
    canvas.text("ON", x: 70, y: 58, cell: 4, color: "#5f676e")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    #expect(!findings.contains { $0.bbox.width >= 96 }, "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(
      findings.contains { $0.kind == .text && $0.status == .fail && $0.bbox.x >= 66 },
      "\(findings.map(\.bbox))")
  }

  /// An off switch at 1x, its grey knob (27 px of the 51 px track, #737b82) covering more of
  /// the middle row than its dark track (#2a2f33 on #101214, 1.39:1): the track is the colour
  /// that runs the capsule's full height, and it fails; the knob is no track.
  @Test func aKnobWiderThanTheTrackBesideItIsStillTheKnob() {
    var canvas = ScanTestCanvas(width: 120, height: 60, background: "#101214")
    canvas.fillRoundedRect(x: 40, y: 14, w: 51, h: 31, radius: 15.5, color: "#2a2f33")
    canvas.fillRoundedRect(x: 42, y: 16, w: 27, h: 27, radius: 13.5, color: "#737b82")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 1))
    let track = findings.first { $0.reason.hasPrefix("switch track") }
    #expect(track?.foreground.hexString == "#2a2f33", "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(track?.status == .fail)
  }

  /// A header bar's round close button beside the window's edge line, both #444444 on #303030:
  /// the gap between them is no knob (it runs on into the header bar above and below), so
  /// there is no switch.
  @Test func aGapBetweenAButtonAndAnEdgeIsNoKnob() {
    var canvas = ScanTestCanvas(width: 480, height: 180, background: "#303030")
    canvas.fillRoundedRect(x: 280, y: 53, w: 62, h: 62, radius: 31, color: "#444444")
    canvas.fillRect(x: 376, y: 0, w: 4, h: 180, color: "#444444")
    canvas.fillRect(x: 300, y: 82, w: 22, h: 4, color: "#ffffff")
    canvas.fillRect(x: 309, y: 73, w: 4, h: 22, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 3))
    #expect(!findings.contains { $0.reason.hasPrefix("switch") }, "\(findings.map(\.bbox))")
  }

  /// A switch's shape inside a picture is the picture's (rule `image-content`): the same
  /// track and knob are a failing switch on a plain page and nothing inside a photograph.
  @Test func aSwitchShapeInsideAPictureIsNotAControl() {
    func scan(inPicture: Bool) -> [ScanFinding] {
      var canvas = ScanTestCanvas(width: 480, height: 360, background: "#ffffff")
      if inPicture {
        canvas.noise(x: 0, y: 0, w: 480, h: 360, seed: 3)
        canvas.fillRect(x: 140, y: 110, w: 200, h: 140, color: "#ffffff")
      }
      canvas.fillRoundedRect(x: 189, y: 149, w: 102, h: 62, radius: 31, color: "#e9e9eb")
      canvas.fillRoundedRect(x: 193, y: 153, w: 54, h: 54, radius: 27, color: "#ffffff")
      return ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    }
    let onPage = scan(inPicture: false)
    #expect(onPage.contains { $0.rule == Rule.id && $0.status == .fail }, "\(onPage)")
    let inPicture = scan(inPicture: true)
    #expect(!inPicture.contains { $0.rule == Rule.id }, "\(inPicture.map(\.bbox))")
  }

  /// A faint control shape on a surface that varies from pixel to pixel (a dithered wallpaper
  /// gradient no tile marks as a picture) is that surface's own (rule `faint-texture`, which
  /// the scanner asks with the ring of pixels around the control); on a flat page it is judged.
  @Test func aFaintShapeOnADitheredSurfaceIsTexture() {
    var canvas = ScanTestCanvas(width: 480, height: 360, background: "#6e8bc8")
    canvas.ditheredGradient(seed: 11)
    let box = PixelRect(x: 189, y: 149, width: 102, height: 62)
    canvas.fillRoundedRect(x: 189, y: 149, w: 102, h: 62, radius: 31, color: "#7d97d0")
    let dithered = FaintTextureRule.exactShare(
      around: box, in: ScanImage(uncheckedOpaque: canvas.image))
    #expect(dithered < ImageRegionTuning.flatExactShare)
    #expect(
      FaintTextureRule.isTexture(
        contrast: 1.12, exactBackgroundShare: dithered, isImageBackground: false, isLine: false))
    var plain = ScanTestCanvas(width: 480, height: 360, background: "#6e8bc8")
    plain.fillRoundedRect(x: 189, y: 149, w: 102, h: 62, radius: 31, color: "#7d97d0")
    let flat = FaintTextureRule.exactShare(
      around: box, in: ScanImage(uncheckedOpaque: plain.image))
    #expect(flat == 1)
    #expect(
      !FaintTextureRule.isTexture(
        contrast: 1.12, exactBackgroundShare: flat, isImageBackground: false, isLine: false))
  }

  @Test func explainNamesTheRuleThatDecided() throws {
    let result = try Self.scan("form-light-3x", explain: (50, 300))
    #expect(
      result.decisions.contains {
        $0.rule == Rule.id && $0.outcome == .decided && $0.why.contains("field")
      })
    #expect(try Self.scan("form-light-3x").decisions.isEmpty)
  }
}

extension ControlBoundaryRuleTests {
  static func run(_ hex: String, _ length: Int) -> Rule.BarRun {
    Rule.BarRun(color: PackedColor.pack(srgb: SRGB(hex: hex)!), length: length)
  }

  @Test func twoFlatColoursAlongAThinBarAreAProgressBar() {
    let page = PackedColor.pack(srgb: SRGB(hex: "#353535")!)
    // GTK's dark progress bar at 2x: blue fill, then its dark trough; blended ends are short.
    let parts = Rule.progressParts(
      [Self.run("#203040", 3), Self.run("#15539e", 300), Self.run("#282828", 312)],
      thickness: 8, minimumPart: 16, outside: page)
    #expect(parts?.fill == PackedColor.pack(srgb: SRGB(hex: "#15539e")!))
    #expect(parts?.trough == PackedColor.pack(srgb: SRGB(hex: "#282828")!))
    // A pulsing bar: trough, fill, trough.
    #expect(
      Rule.progressParts(
        [Self.run("#282828", 200), Self.run("#15539e", 100), Self.run("#282828", 300)],
        thickness: 8, minimumPart: 16, outside: page) != nil)
    // One colour (a divider, an underline), three colours, or parts too short: no bar.
    #expect(
      Rule.progressParts([Self.run("#282828", 600)], thickness: 8, minimumPart: 16, outside: page)
        == nil)
    #expect(
      Rule.progressParts(
        [Self.run("#15539e", 200), Self.run("#282828", 200), Self.run("#c01c28", 200)],
        thickness: 8, minimumPart: 16, outside: page) == nil)
    #expect(
      Rule.progressParts(
        [Self.run("#15539e", 12), Self.run("#282828", 600)], thickness: 8, minimumPart: 16,
        outside: page) == nil)
    // Colours alternating more than twice: stripes, not a fill and its trough.
    #expect(
      Rule.progressParts(
        (0..<4).flatMap { _ in [Self.run("#15539e", 40), Self.run("#282828", 40)] },
        thickness: 8, minimumPart: 16, outside: page) == nil)
  }

  @Test func aFailingProgressFillIsAReview() {
    #expect(Rule.status(.fail, of: .progressBar) == .review)
    #expect(Rule.status(.fail, of: .slider) == .review)
    #expect(Rule.status(.pass, of: .slider) == .pass)
    #expect(Rule.status(.fail, of: .textField) == .fail)
  }

  /// Progress bars 4 CSS px thick at 2x on a dark page: a blue fill on a dark trough (1.94:1)
  /// asks for review (a label could state the progress), and so does its trough, which stands
  /// out from the page by only 1.12:1; a yellow fill on a black trough passes against the
  /// trough, but the trough stands out from the page by only 1.39:1, so where the bar ends is
  /// hard to see: a review on the trough alone; a white fill on a grey trough (3.26:1), which
  /// stands out from the page (3.76:1), passes. A divider of the same size and a tab's thick
  /// indicator beside a thin divider are no progress bars.
  @Test func progressBarsAreJudgedFillAgainstTrough() {
    var canvas = ScanTestCanvas(width: 700, height: 200, background: "#353535")
    canvas.fillRect(x: 40, y: 20, w: 600, h: 8, color: "#282828")
    canvas.fillRect(x: 40, y: 20, w: 280, h: 8, color: "#15539e")
    canvas.fillRect(x: 40, y: 60, w: 600, h: 8, color: "#1c1c1e")
    canvas.fillRect(x: 40, y: 60, w: 400, h: 8, color: "#ffd60a")
    canvas.fillRect(x: 40, y: 100, w: 600, h: 8, color: "#282828")
    canvas.fillRect(x: 40, y: 140, w: 600, h: 2, color: "#282828")
    canvas.fillRect(x: 40, y: 134, w: 200, h: 8, color: "#15539e")
    canvas.fillRect(x: 40, y: 170, w: 600, h: 8, color: "#8e8e93")
    canvas.fillRect(x: 40, y: 170, w: 300, h: 8, color: "#ffffff")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2)).filter {
      $0.rule == Rule.id
    }
    #expect(findings.count == 5, "\(findings.map { ($0.bbox, $0.reason) })")
    let dark = findings.first { $0.bbox.y == 20 && $0.bbox.x == 40 }
    #expect(dark?.status == .review && dark?.foreground.opaqueHexString == "#15539e")
    #expect(dark?.background.opaqueHexString == "#282828")
    #expect(dark.map { abs($0.wcagRatio - 1.94) < 0.01 } == true)
    let darkTrough = findings.first { $0.bbox.y == 20 && $0.bbox.x > 40 }
    #expect(darkTrough?.status == .review && darkTrough?.bbox.maxX == 640)
    #expect(darkTrough.map { abs($0.bbox.x - 320) <= 2 } == true)
    let yellow = findings.first { $0.bbox.y == 60 && $0.bbox.x == 40 }
    #expect(yellow?.status == .pass)
    let faint = findings.first { $0.bbox.y == 60 && $0.bbox.x > 40 }
    #expect(faint?.status == .review, "\(faint?.reason ?? "")")
    #expect(faint?.foreground.opaqueHexString == "#1c1c1e")
    #expect(faint?.background.opaqueHexString == "#353535")
    #expect(faint.map { abs($0.wcagRatio - 1.39) < 0.01 } == true)
    #expect(faint?.reason.hasPrefix("progress bar's trough against the surface around it") == true)
    #expect(faint.map { abs($0.bbox.x - 440) <= 2 && $0.bbox.maxX == 640 } == true)
    #expect(findings.first { $0.bbox.y == 170 }?.status == .pass)
  }

  /// A trough's columns run from its first long run to its last, carried on to the bar's end
  /// when no long run of another colour lies beyond: after a fill, before one (a bar filling
  /// from the right), and around a pulsing fill; none when no long run is the trough's.
  @Test func troughColumnsRunFromTheFillToTheBarsEnd() {
    let fill = Self.run("#15539e", 100)
    let blend = Self.run("#202a40", 0)
    let trough = Self.run("#282828", 80)
    let colour = PackedColor.pack(r: 0x28, g: 0x28, b: 0x28)
    func columns(_ runs: [Rule.BarRun]) -> Range<Int>? {
      var starts: [Int] = []
      var x = 10
      for run in runs {
        starts.append(x)
        x += max(run.length, 2)
      }
      return Rule.troughColumns(
        runs, starts: starts, end: x, trough: colour, minimumPart: 16, thickness: 8)
    }
    #expect(columns([fill, blend, trough]) == 112..<192)
    #expect(columns([trough, blend, fill]) == 10..<90)
    #expect(columns([trough, blend, fill, blend, trough]) == 10..<274)
    #expect(columns([Self.run("#282828", 10), blend, fill]) == nil)
  }
}

extension ControlBoundaryRuleTests {
  /// GTK's dark slider at 2x: a blue fill and a dark trough 8 px thick, a knob 36 px across
  /// with a soft shadow. The shape's soft edges keep it from being judged as a glyph; read as
  /// a slider beside its knob, the fill against its trough (1.94:1) asks for review.
  @Test func aSliderIsReadBesideItsKnob() {
    var canvas = ScanTestCanvas(width: 700, height: 120, background: "#353535")
    canvas.fillRect(x: 40, y: 56, w: 600, h: 8, color: "#282828")
    canvas.fillRect(x: 40, y: 56, w: 260, h: 8, color: "#15539e")
    // The knob's shadow: rings darkening the page a little more towards the knob.
    for (radius, alpha) in [(26.0, 0.08), (24.0, 0.12), (22.0, 0.16), (20.0, 0.2)] {
      var coverage = [Double](repeating: 0, count: canvas.width * canvas.height)
      for y in 0..<canvas.height {
        for x in 0..<canvas.width {
          let (dx, dy) = (Double(x) + 0.5 - 300, Double(y) + 0.5 - 62)
          if dx * dx + dy * dy <= radius * radius { coverage[y * canvas.width + x] = 1 }
        }
      }
      canvas.blend(coverage: coverage, color: ScanTestCanvas.color("#000000"), alpha: alpha)
    }
    canvas.fillShape(x: 282, y: 42, w: 36, h: 36, color: "#1b1b1b") { x, y in
      (x - 300) * (x - 300) + (y - 60) * (y - 60) <= 18 * 18
    }
    canvas.fillShape(x: 284, y: 44, w: 32, h: 32, color: "#383838") { x, y in
      (x - 300) * (x - 300) + (y - 60) * (y - 60) <= 16 * 16
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let slider = findings.first { $0.reason.hasPrefix("slider's fill") }
    #expect(slider?.status == .review, "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(slider?.foreground.opaqueHexString == "#15539e")
    #expect(slider?.background.opaqueHexString == "#282828")
    // Its dark knob (with the shadow around it) stands out from the page by little more than
    // its trough does.
    let knob = findings.first { $0.reason.hasPrefix("slider's knob") }
    #expect(knob?.status == .review, "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(knob.map { (272...284).contains($0.bbox.x) && $0.bbox.maxX <= 328 } == true)
  }
}

extension ControlBoundaryRuleTests {
  /// A slider with crisp edges is judged as one shape against the page (its strongest
  /// colour): one finding, not two. When the shape passes but the slider does not, the
  /// slider's finding stands instead. An iOS slider (a blue fill and thumb, the rest of the
  /// track light grey) has a trough of 1.27:1 against the page: a review on the trough alone,
  /// beside the shape's pass; with the white knob iOS draws, ringed in light grey, a review
  /// on the knob too.
  @Test func aSliderJudgedAsAShapeKeepsOneFinding() {
    func slider(trough: String, fill: String, knob: String? = nil) -> ScanResult {
      var canvas = ScanTestCanvas(width: 760, height: 120, background: "#ffffff")
      canvas.fillRoundedRect(x: 32, y: 56, w: 700, h: 8, radius: 4, color: trough)
      canvas.fillRoundedRect(x: 32, y: 56, w: 420, h: 8, radius: 4, color: fill)
      canvas.fillShape(x: 430, y: 40, w: 40, h: 40, color: knob == nil ? fill : "#d1d1d6") {
        x, y in (x - 450) * (x - 450) + (y - 60) * (y - 60) <= 20 * 20
      }
      if let knob {
        canvas.fillShape(x: 431, y: 41, w: 38, h: 38, color: knob) { x, y in
          (x - 450) * (x - 450) + (y - 60) * (y - 60) <= 19 * 19
        }
      }
      var options = ScanOptions.test(scale: 2)
      options.explainPoint = (100, 60)
      return ScreenshotScanner.scanResult(canvas.image, options: options)
    }
    // Trough and fill both stand out: the shape's own finding.
    let plain = slider(trough: "#949494", fill: "#1c1c1e")
    #expect(
      !plain.findings.contains { $0.reason.hasPrefix("slider") }, "\(plain.findings.map(\.reason))")
    #expect(
      plain.findings.filter { $0.bbox.width > 600 }.count == 1, "\(plain.findings.map(\.bbox))")
    #expect(plain.decisions.contains { $0.why.contains("judged as a glyph already") })
    #expect(!plain.findings.contains { $0.status != .pass }, "\(plain.findings.map(\.reason))")
    // A faint trough: a review on the trough, from where the knob ends to the bar's end.
    let ios = slider(trough: "#e5e5ea", fill: "#007aff")
    let wide = ios.findings.filter { $0.bbox.width > 600 }
    #expect(wide.count == 1 && wide.first?.status == .pass, "\(ios.findings.map(\.bbox))")
    let trough = ios.findings.filter { $0.reason.hasPrefix("slider's trough") }
    #expect(trough.count == 1 && trough.first?.status == .review, "\(ios.findings.map(\.reason))")
    #expect(trough.first.map { (468...474).contains($0.bbox.x) && $0.bbox.maxX == 732 } == true)
    #expect(!ios.findings.contains { $0.reason.hasPrefix("slider's knob") })
    // A white knob ringed in light grey (1.5:1) on the white page.
    let white = slider(trough: "#e5e5ea", fill: "#007aff", knob: "#ffffff")
    let knob = white.findings.filter { $0.reason.hasPrefix("slider's knob") }
    #expect(knob.count == 1 && knob.first?.status == .review, "\(white.findings.map(\.reason))")
    #expect(knob.first?.foreground.opaqueHexString == "#d1d1d6")
  }
}

extension ControlBoundaryRuleTests {
  /// A bike app's segmented control at 2x: labels "Classic", "E-bike" and "Docks" centred in
  /// three segments of a 716 px track, the dot of an "i" apart; a field's value and its unit,
  /// a button's icon and label, and one label alone are no segments.
  @Test func labelsSpreadEvenlyAlongAnOutlineAreSegments() {
    let bike = [79...164, 146...150, 323...393, 559...629]
    #expect(Rule.isSegmented(bike, width: 716, height: 68))
    #expect(Rule.isSegmented([40...80, 200...240], width: 280, height: 60))
    // "12" and "kg" at the field's left; an icon and its label centred; one label.
    #expect(!Rule.isSegmented([24...60, 80...120], width: 600, height: 88))
    #expect(!Rule.isSegmented([250...280, 300...400], width: 650, height: 88))
    #expect(!Rule.isSegmented([300...380], width: 680, height: 88))
    // Two labels bunched in the first half of the outline.
    #expect(!Rule.isSegmented([40...80, 150...190], width: 600, height: 60))
    var input = Self.outline(margins: Rule.Margins(left: 40, right: 40))
    input.isSegmented = true
    #expect(Rule.decide(input).control == .segmentedControl)
    #expect(Rule.status(.fail, of: .segmentedControl) == .review)
    #expect(Rule.status(.pass, of: .segmentedControl) == .pass)
  }

  /// A trading form's field at 1x, 272 px wide: "Price" at its start, "3,412.58" and "USDT"
  /// at its end, its margins even. Two words that far apart are a field's name and value; a
  /// button's label, or a value and its unit side by side, are one run of words.
  @Test func aLabelAndAValueFarApartAreAField() {
    #expect(Rule.isLabelAndValue([12...40, 150...205, 214...258], width: 272, height: 40))
    #expect(!Rule.isLabelAndValue([100...140, 150...190], width: 300, height: 60))
    #expect(!Rule.isLabelAndValue([24...60, 80...120], width: 600, height: 88))
    #expect(!Rule.isLabelAndValue([40...160], width: 200, height: 40))
    var input = Self.outline(margins: Rule.Margins(left: 12, right: 12))
    #expect(Rule.decide(input).control == nil)
    input.isLabelAndValue = true
    #expect(Rule.decide(input).control == .textField)
  }

  /// The segmented control drawn on white at 2x: a light grey track (#eeeeef) in a 1 px
  /// border (#e0e0e3, 1.3:1) with three labels, the first on a white selected segment. Its
  /// labels were centred content, an outlined button's (not required); a track of segments
  /// asks for review.
  @Test func aFaintSegmentedTrackIsAReview() {
    var canvas = ScanTestCanvas(width: 760, height: 140, background: "#ffffff")
    canvas.fillRoundedRect(x: 30, y: 34, w: 700, h: 68, radius: 18, color: "#e0e0e3")
    canvas.fillRoundedRect(x: 32, y: 36, w: 696, h: 64, radius: 16, color: "#eeeeef")
    canvas.fillRoundedRect(x: 36, y: 40, w: 228, h: 56, radius: 12, color: "#ffffff")
    for (label, x) in [("CLASSIC", 115.0), ("EBIKE", 350), ("DOCKS", 582)] {
      canvas.text(label, x: x, y: 58, cell: 3, color: "#1c1c1e")
    }
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let track = findings.filter { $0.rule == Rule.id }
    #expect(track.count == 1, "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(track.first?.status == .review)
    #expect(track.first?.reason.hasPrefix("segmented control's track") == true)
  }
}

extension ControlBoundaryRuleTests {
  /// A language app's lesson bar at 2x: 16 pt thick, a green fill and a light grey trough the
  /// row pass reads as two flat surfaces. Found among the flat regions as one bar, judged as a
  /// progress bar (its fill against its trough, 1.6:1, a review); a band across the screen and
  /// a chip holding a label are no bars.
  @Test func aBarTooThickForTheInkIsFoundAmongTheSurfaces() {
    var canvas = ScanTestCanvas(width: 780, height: 260, background: "#ffffff")
    canvas.fillRoundedRect(x: 96, y: 34, w: 431, h: 32, radius: 16, color: "#e5e5e5")
    canvas.fillRoundedRect(x: 96, y: 34, w: 266, h: 32, radius: 16, color: "#58cc02")
    canvas.fillRect(x: 0, y: 120, w: 780, h: 32, color: "#f2f2f7")
    canvas.fillRoundedRect(x: 96, y: 190, w: 150, h: 40, radius: 20, color: "#dbeafe")
    canvas.text("DONE", x: 130, y: 200, cell: 3, color: "#1e3a8a")
    let (image, regions) = Self.flatRegions(of: canvas, scale: 2)
    let bars = ControlBoundaries.surfaceBars(regions, image: image, scale: 2)
    #expect(bars.count == 1, "\(bars)")
    let bar = bars.first?.bar
    #expect(bar.map { $0.y == 34 && $0.height == 32 && abs($0.x - 96) <= 1 } == true)
    #expect(bar.map { abs($0.maxX - 527) <= 1 } == true)
    #expect(bars.first?.knob == nil)
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let progress = findings.first { $0.reason.hasPrefix("progress bar") }
    #expect(progress?.status == .review, "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(progress?.foreground.opaqueHexString == "#58cc02")
  }
}

extension ControlBoundaryRuleTests {
  /// iOS's segmented control at 2x: a light grey track with no outline (#eeeeef on white,
  /// 1.16:1), its selected segment white, a label centred in each of three segments. The track
  /// is a flat surface to the row pass; found among the flat regions, it is a segmented control,
  /// and its failing track a review. A grey card holding one label is none.
  @Test func aSegmentedControlWithNoOutlineIsFoundByItsTrack() {
    var canvas = ScanTestCanvas(width: 760, height: 220, background: "#ffffff")
    canvas.fillRoundedRect(x: 32, y: 40, w: 696, h: 64, radius: 16, color: "#eeeeef")
    canvas.fillRoundedRect(x: 36, y: 44, w: 228, h: 56, radius: 12, color: "#ffffff")
    for (label, x) in [("DAY", 124.0), ("WEEK", 346.0), ("YEAR", 578.0)] {
      canvas.text(label, x: x, y: 61, cell: 3, color: "#1c1c1e")
    }
    canvas.fillRoundedRect(x: 32, y: 140, w: 696, h: 64, radius: 16, color: "#eeeeef")
    canvas.text("TOTAL", x: 60, y: 161, cell: 3, color: "#1c1c1e")
    let (image, regions) = Self.flatRegions(of: canvas, scale: 2)
    let tracks = ControlBoundaries.surfaceTracks(regions, image: image, scale: 2)
    // Both grey tracks (and the white segment, a flat surface of that size too, holding one
    // label).
    let grey = PackedColor.pack(ScanTestCanvas.color("#eeeeef"))
    #expect(
      tracks.filter { PackedColor.distance($0.color, grey) <= 2 }.map { $0.box.y / 100 } == [0, 1],
      "\(tracks.map(\.box))")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let segmented = findings.filter { $0.reason.hasPrefix("segmented control") }
    #expect(segmented.count == 1, "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(segmented.first?.status == .review)
    #expect(segmented.first.map { $0.bbox.y < 100 } == true)
    #expect(segmented.first?.foreground.opaqueHexString == "#eeeeef")
  }
}

extension ControlBoundaryRuleTests {
  /// A smart home's brightness slider at 1x: an 8 px bar (a surface to the row pass), a yellow
  /// fill, a dark trough and a white knob 26 px across. Found among the flat regions with its
  /// knob, it is judged as a slider beside its knob: fill against trough.
  @Test func aSliderTooThickForTheInkIsReadBesideItsKnob() {
    var canvas = ScanTestCanvas(width: 420, height: 120, background: "#1c1d21")
    canvas.fillRoundedRect(x: 30, y: 56, w: 354, h: 8, radius: 4, color: "#3a3b40")
    canvas.fillRoundedRect(x: 30, y: 56, w: 250, h: 8, radius: 4, color: "#fcc419")
    canvas.fillShape(x: 267, y: 47, w: 26, h: 26, color: "#ffffff") { x, y in
      (x - 280) * (x - 280) + (y - 60) * (y - 60) <= 13 * 13
    }
    let (image, regions) = Self.flatRegions(of: canvas, scale: 1)
    let bars = ControlBoundaries.surfaceBars(regions, image: image, scale: 1)
    #expect(bars.count == 1, "\(bars)")
    #expect(bars.first?.knob.map { abs($0.columns.lowerBound - 267) <= 2 } == true, "\(bars)")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 1))
    let slider = findings.first { $0.reason.hasPrefix("slider") }
    #expect(slider != nil, "\(findings.map { ($0.bbox, $0.reason) })")
    #expect(slider?.foreground.opaqueHexString == "#fcc419")
    #expect(slider?.background.opaqueHexString == "#3a3b40")
    // Its white knob stands out from the dark page: no finding of its own.
    #expect(!findings.contains { $0.reason.hasPrefix("slider's knob") })
  }
}

extension ControlBoundaryRuleTests {
  /// The image of `canvas` and its flat regions as the scanner reads them at `scale`.
  static func flatRegions(of canvas: ScanTestCanvas, scale: Double) -> (ScanImage, FlatRegions) {
    let image = ScanImage(uncheckedOpaque: canvas.image)
    let runs = BackgroundRuns(
      image, minimumRunLength: ScreenshotScanner.Analysis.minimumRun(scale: scale))
    return (image, ScreenshotScanner.Analysis.ink(runs, image: image, scale: scale).0)
  }
}

extension ControlBoundaryRuleTests {
  /// Pieces of tracks drawn apart, in the bar's frame at 2x (a bar 6 px thick, a knob 36 px
  /// across, a reach of 12 px): a fill and its trough with a gap; a knob between a fill and a
  /// trough; a trough beside a fader's cap standing 14 px clear (half the cap's length reaches
  /// it). Two bars of one colour (a road's pieces), three bars in a row (a story's progress),
  /// a bar between two knobs (a timeline's connector), a bar too far from the next piece, and
  /// a knob off the bar's axis are none.
  @Test func tracksDrawnApart() {
    func box(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> PixelRect {
      PixelRect(x: x, y: y, width: w, height: h)
    }
    let (fill, trough) = (box(40, 100, 200, 6), box(246, 100, 300, 6))
    let grey = PackedColor.pack(r: 0xe5, g: 0xe5, b: 0xea)
    let blue = PackedColor.pack(r: 0x00, g: 0x7a, b: 0xff)
    let colors = { (b: PixelRect) in b == fill ? blue : grey }
    func apart(_ bar: PixelRect, _ bars: [PixelRect], _ knobs: [PixelRect] = [])
      -> [Rule.TrackPiece.Kind]?
    {
      Rule.trackApart(bar, bars: bars, knobs: knobs, reach: 12, colors: colors)?.map(\.kind)
    }
    #expect(apart(trough, [fill, trough]) == [.bar, .bar])
    #expect(apart(fill, [fill, trough]) == [.bar, .bar])
    let knob = box(244, 85, 36, 36)
    let after = box(286, 100, 260, 6)
    #expect(apart(fill, [fill, after], [knob]) == [.bar, .knob, .bar])
    #expect(apart(after, [fill, after], [knob]) == [.bar, .knob, .bar])
    // A fader's cap 36 px long, 14 px past the trough's end.
    let cap = box(254, 73, 36, 60)
    #expect(apart(box(40, 100, 200, 8), [box(40, 100, 200, 8)], [cap]) == [.bar, .knob])
    // None of these.
    let road = Rule.trackApart(
      trough, bars: [box(40, 100, 200, 6), trough], knobs: [], reach: 12, colors: { _ in grey })
    #expect(road == nil)
    let story = [box(40, 100, 100, 6), box(146, 100, 100, 6), box(252, 100, 100, 6)]
    #expect(apart(story[0], story) == nil)
    #expect(apart(fill, [fill], [box(0, 85, 36, 36), box(244, 85, 36, 36)]) == nil)
    #expect(apart(fill, [fill, box(262, 100, 300, 6)]) == nil)
    #expect(apart(fill, [fill], [box(244, 120, 36, 36)]) == nil)
  }

  /// A settings window at 2x on #fbfbfd: a slider drawn apart (a blue fill, a ring knob, a
  /// light grey trough with gaps between them), an upright fader on a dark panel (a trough above
  /// and below a grey cap with a lit top edge) and a budget's progress bar (a green fill, a gap,
  /// a pale trough), and a lesson's progress bar as thick as a surface, drawn alike. Each faint
  /// trough is a review of its own; the ring knob, 1.63:1, is a review beside its fill; the
  /// fader's cap passes by its lit edge.
  @Test func piecesDrawnApartAreJudgedOneByOne() {
    var canvas = ScanTestCanvas(width: 900, height: 700, background: "#fbfbfd")
    canvas.fillRoundedRect(x: 60, y: 97, w: 200, h: 6, radius: 3, color: "#0a84ff")
    canvas.fillShape(x: 268, y: 82, w: 36, h: 36, color: "#c7c7cc") { x, y in
      (x - 286) * (x - 286) + (y - 100) * (y - 100) <= 18 * 18
    }
    canvas.fillShape(x: 270, y: 84, w: 32, h: 32, color: "#ffffff") { x, y in
      (x - 286) * (x - 286) + (y - 100) * (y - 100) <= 16 * 16
    }
    canvas.fillRoundedRect(x: 312, y: 97, w: 400, h: 6, radius: 3, color: "#d1d1d6")
    canvas.fillRoundedRect(x: 60, y: 197, w: 300, h: 8, radius: 4, color: "#16a34a")
    canvas.fillRoundedRect(x: 366, y: 197, w: 300, h: 8, radius: 4, color: "#eef0f2")
    canvas.fillRect(x: 40, y: 260, w: 300, h: 420, color: "#1c1c1e")
    canvas.fillRoundedRect(x: 186, y: 290, w: 8, h: 140, radius: 4, color: "#3f3f46")
    canvas.fillRoundedRect(x: 160, y: 444, w: 60, h: 36, radius: 6, color: "#5b5b63")
    canvas.fillRect(x: 160, y: 444, w: 60, h: 2, color: "#e4e4e7")
    canvas.fillRoundedRect(x: 186, y: 494, w: 8, h: 160, radius: 4, color: "#3f3f46")
    // A lesson's progress bar 12 pt thick, a surface to the row pass.
    canvas.fillRoundedRect(x: 400, y: 600, w: 240, h: 24, radius: 12, color: "#16a34a")
    canvas.fillRoundedRect(x: 648, y: 600, w: 232, h: 24, radius: 12, color: "#e5e7eb")
    var options = ScanOptions.test(scale: 2)
    options.explainPoint = (500, 100)
    let result = ScreenshotScanner.scanResult(canvas.image, options: options)
    let findings = result.findings.filter { $0.rule == Rule.id }
    let described = "\(findings.map { ($0.bbox, $0.status, $0.reason) })"
    let troughs = findings.filter { $0.reason.contains("trough against the surface") }
    #expect(troughs.count == 5, "\(described)")
    #expect(troughs.contains { $0.bbox.height == 24 && abs($0.bbox.x - 648) <= 2 }, "\(described)")
    #expect(troughs.allSatisfy { $0.status == .review }, "\(described)")
    let slider = troughs.first { $0.bbox.y < 150 }
    #expect(slider.map { abs($0.bbox.x - 312) <= 2 && abs($0.wcagRatio - 1.47) < 0.02 } == true)
    let fader = troughs.filter { $0.bbox.height > $0.bbox.width }
    #expect(fader.count == 2 && fader.allSatisfy { $0.foreground.opaqueHexString == "#3f3f46" })
    let knob = findings.filter { $0.reason.hasPrefix("slider's knob") }
    #expect(knob.count == 1 && knob.first?.status == .review, "\(described)")
    #expect(knob.first?.foreground.opaqueHexString == "#c7c7cc")
    let fill = findings.first { $0.reason.hasPrefix("slider's fill against the surface") }
    #expect(fill?.status == .pass && fill.map { abs($0.bbox.x - 60) <= 2 } == true, "\(described)")
    let green = findings.first { $0.reason.hasPrefix("progress bar's fill against the surface") }
    #expect(green?.status == .pass, "\(described)")
    #expect(result.decisions.contains { $0.why.contains("a slider's pieces drawn apart") })
  }
}

extension ControlBoundaryRuleTests {
  /// A lesson's progress bar drawn apart at 2x, 12 pt thick, its percentage inside the fill
  /// ("75", white on green, 3.30:1): the fill and the trough are judged with the bar, but the
  /// label inside the fill is still judged on its own (a review: text or an icon).
  @Test func aLabelInsideAPieceDrawnApartIsStillJudged() {
    var canvas = ScanTestCanvas(width: 760, height: 200, background: "#fbfbfd")
    canvas.fillRoundedRect(x: 60, y: 88, w: 300, h: 24, radius: 12, color: "#16a34a")
    canvas.text("75", x: 300, y: 93, cell: 2, color: "#ffffff")
    canvas.fillRoundedRect(x: 368, y: 88, w: 332, h: 24, radius: 12, color: "#e5e7eb")
    let findings = ScreenshotScanner.scan(canvas.image, options: .test(scale: 2))
    let described = "\(findings.map { ($0.bbox, $0.kind, $0.status, $0.reason) })"
    #expect(findings.contains { $0.reason.hasPrefix("progress bar's trough") }, "\(described)")
    let label = findings.first { $0.bbox.x >= 296 && $0.bbox.maxX <= 330 && $0.bbox.height < 20 }
    #expect(label?.status == .review, "\(described)")
    #expect(label.map { abs($0.wcagRatio - 3.30) < 0.02 } == true, "\(described)")
  }
}
