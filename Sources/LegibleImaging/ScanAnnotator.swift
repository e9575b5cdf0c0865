import LegibleColor

/// Draws scan findings over a screenshot: a box per finding (red fail, amber review, green
/// pass), a label beside each with its status mark and the deciding metric with its unit, and a
/// small legend, so a designer sees at a glance what to fix.
public enum ScanAnnotator {
  /// Box colour for failures (#e5202a).
  public static let failColor = SRGB(red8: 0xE5, green8: 0x20, blue8: 0x2A)
  /// Box colour for reviews (#f5a300).
  public static let reviewColor = SRGB(red8: 0xF5, green8: 0xA3, blue8: 0x00)
  /// Box colour for passes (#1f9d3a).
  public static let passColor = SRGB(red8: 0x1F, green8: 0x9D, blue8: 0x3A)

  /// A copy of `image` with boxes, labels and a legend drawn for `findings` (passes only when
  /// `includePasses`). The output has the input's size and is fully opaque where drawn.
  ///
  /// Sizes follow the image's scale (image pixels per point; when `nil`, guessed from the
  /// width: @3x above 1000 px, @2x above 500 px): boxes are about one point wide (at least
  /// 2 px) and drawn just outside each finding; label glyphs are 7 cells high at one cell per
  /// point (at least 2 px per cell), so they read without zooming.
  /// Labels (``ContrastLabel/text(for:)``: `✗ 2.90:1`, `? 3.69:1`, `✗ Lc -45.8`) sit beside
  /// their box and never overlap one another or the legend (``LabelLayout``); crowded ones are
  /// stacked a few rows out with a leader line, or drawn one size smaller; one with no room, or
  /// past the quarter of the image labels may cover, is left out (its box is still drawn).
  public static func annotate(
    _ image: RGBAImage, findings: [ScanFinding], includePasses: Bool = false,
    scale: Double? = nil
  ) -> RGBAImage {
    var out = image
    guard image.width > 0 && image.height > 0 else { return out }
    let plan = layout(
      width: image.width, height: image.height, findings: findings, includePasses: includePasses,
      scale: scale)
    for mark in plan.marks {
      strokeBox(&out, mark.box, thickness: plan.thickness, mark.color)
    }
    for mark in plan.marks {
      guard let label = mark.label else { continue }
      if label.needsLeader {
        leader(
          &out, from: label.rect, to: mark.box, thickness: max(1, plan.thickness - 1),
          mark.color)
      }
      drawLabel(&out, mark.text, in: label.rect, scale: label.scale, background: mark.color)
    }
    if let legend = plan.legend {
      drawLegend(&out, legend, statuses: plan.legendStatuses, scale: plan.legendScale)
    }
    return out
  }

  /// What will be drawn for one finding.
  struct Mark {
    var status: ScanFinding.Status
    var color: SRGB
    /// The drawn box's outer edge.
    var box: PixelRect
    var text: String
    var label: LabelLayout.Placement?
  }

  /// Everything drawn on an image: marks in drawing order, the legend and its entries.
  struct Plan {
    var thickness: Int
    var marks: [Mark]
    var legend: PixelRect?
    var legendStatuses: [ScanFinding.Status]
    var legendScale: Int
  }

  /// Decides what goes where, without drawing: boxes, label places and the legend's corner.
  static func layout(
    width: Int, height: Int, findings: [ScanFinding], includePasses: Bool, scale: Double?
  ) -> Plan {
    let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
    let pointScale = scale ?? (width > 1000 ? 3 : (width > 500 ? 2 : 1))
    let thickness = max(2, Int(pointScale.rounded()))
    // One font cell per point: capitals 7 pt high, about the cap height of the 11 pt iOS
    // caption style (Apple HIG, Typography), and never under 2 px per cell (14 px capitals), so
    // a label reads at 100 % without zooming.
    let labelScale = max(2, Int(pointScale.rounded()))
    var marks: [Mark] = []
    for finding in findings where finding.status != .pass || includePasses {
      let b = finding.bbox
      marks.append(
        Mark(
          status: finding.status, color: color(finding.status),
          box: PixelRect(
            x: b.x - thickness, y: b.y - thickness, width: b.width + 2 * thickness,
            height: b.height + 2 * thickness),
          text: ContrastLabel.text(for: finding)))
    }
    guard !marks.isEmpty else {
      return Plan(
        thickness: thickness, marks: [], legend: nil, legendStatuses: [], legendScale: 1)
    }
    // Legend: the statuses that can appear, in the corner covering the fewest boxes.
    let statuses: [ScanFinding.Status] =
      includePasses ? [.fail, .review, .pass] : [.fail, .review]
    // As large as the labels, smaller only to stay within a third of the image.
    var legendScale = labelScale
    var legendSize = legendExtent(statuses, scale: legendScale)
    while legendScale > 1 && (legendSize.width > width / 3 || legendSize.height > height / 3) {
      legendScale -= 1
      legendSize = legendExtent(statuses, scale: legendScale)
    }
    var legend: PixelRect?
    if legendSize.width <= width && legendSize.height <= height {
      let corners = [
        (width - legendSize.width, height - legendSize.height), (0, height - legendSize.height),
        (width - legendSize.width, 0), (0, 0),
      ].map { PixelRect(x: $0.0, y: $0.1, width: legendSize.width, height: legendSize.height) }
      legend = corners.min { a, b in
        covered(a, by: marks) < covered(b, by: marks)
      }
    }
    // Failures get the best places, then reviews, then passes; top to bottom within each.
    let order = marks.indices.sorted { i, j in
      let a = marks[i]
      let b = marks[j]
      if a.status != b.status { return a.status < b.status }
      return (a.box.y, a.box.x) < (b.box.y, b.box.x)
    }
    // Labels cover at most a quarter of the image: past that a screen reads better with some
    // boxes unlabelled (the text and JSON reports list every finding).
    let layout = LabelLayout(
      bounds: bounds, scale: labelScale, reserved: legend.map { [$0] } ?? [],
      maximumCoverage: bounds.area / 4)
    let requests = order.map { index in
      let text = marks[index].text
      return LabelLayout.Request(box: marks[index].box) { scale in
        labelSize(text, scale: scale)
      }
    }
    for (index, placement) in zip(order, layout.place(requests)) {
      marks[index].label = placement
    }
    return Plan(
      thickness: thickness, marks: marks, legend: legend, legendStatuses: statuses,
      legendScale: legendScale)
  }

  /// The colour of a status.
  static func color(_ status: ScanFinding.Status) -> SRGB {
    switch status {
    case .fail: failColor
    case .review: reviewColor
    case .pass: passColor
    }
  }

  /// A label's size: one cell of padding around the text.
  static func labelSize(_ text: String, scale: Int) -> (width: Int, height: Int) {
    (BitmapFont.advance(of: text, scale: scale) + scale, (BitmapFont.height + 2) * scale)
  }

  private static func legendEntry(_ status: ScanFinding.Status) -> String {
    switch status {
    case .fail: "✗ FAIL"
    case .review: "? REVIEW"
    case .pass: "✓ PASS"
    }
  }

  /// The legend's size: one entry per line inside a one-cell white margin.
  private static func legendExtent(_ statuses: [ScanFinding.Status], scale: Int) -> (
    width: Int, height: Int
  ) {
    let widest = statuses.map { labelSize(legendEntry($0), scale: scale).width }.max() ?? 0
    let line = labelSize("X", scale: scale).height
    return (widest + 2 * scale, statuses.count * (line + scale) + scale)
  }

  private static func covered(_ rect: PixelRect, by marks: [Mark]) -> Int {
    marks.reduce(0) { $0 + $1.box.intersection(rect).area }
  }

  // MARK: - Drawing

  private static func strokeBox(
    _ image: inout RGBAImage, _ outer: PixelRect, thickness: Int, _ color: SRGB
  ) {
    fill(&image, PixelRect(x: outer.x, y: outer.y, width: outer.width, height: thickness), color)
    fill(
      &image,
      PixelRect(x: outer.x, y: outer.maxY - thickness, width: outer.width, height: thickness),
      color)
    fill(&image, PixelRect(x: outer.x, y: outer.y, width: thickness, height: outer.height), color)
    fill(
      &image,
      PixelRect(x: outer.maxX - thickness, y: outer.y, width: thickness, height: outer.height),
      color)
  }

  /// A label: its colour as the fill, the text in black or white, whichever contrasts more.
  private static func drawLabel(
    _ image: inout RGBAImage, _ text: String, in rect: PixelRect, scale: Int, background: SRGB
  ) {
    fill(&image, rect, background)
    let ink = textColor(on: background)
    draw(text, into: &image, x: rect.x + scale, y: rect.y + scale, scale: scale, color: ink)
  }

  /// Black or white, whichever has the higher WCAG 2.x contrast on `background`.
  static func textColor(on background: SRGB) -> SRGB {
    WCAG2.contrastRatio(between: .white, and: background)
      >= WCAG2.contrastRatio(between: .black, and: background) ? .white : .black
  }

  private static func drawLegend(
    _ image: inout RGBAImage, _ rect: PixelRect, statuses: [ScanFinding.Status], scale: Int
  ) {
    fill(&image, rect, .white)
    strokeBox(&image, rect, thickness: max(1, scale / 2), .black)
    var y = rect.y + scale
    for status in statuses {
      let text = legendEntry(status)
      let size = labelSize(text, scale: scale)
      drawLabel(
        &image, text,
        in: PixelRect(x: rect.x + scale, y: y, width: size.width, height: size.height),
        scale: scale, background: color(status))
      y += size.height + scale
    }
  }

  /// A straight line from the label's nearest point to the box's nearest point.
  private static func leader(
    _ image: inout RGBAImage, from label: PixelRect, to box: PixelRect, thickness: Int,
    _ color: SRGB
  ) {
    let cx = label.x + label.width / 2
    let cy = label.y + label.height / 2
    let tx = max(box.x, min(cx, box.maxX - 1))
    let ty = max(box.y, min(cy, box.maxY - 1))
    let sx = max(label.x, min(tx, label.maxX - 1))
    let sy = max(label.y, min(ty, label.maxY - 1))
    let steps = max(abs(tx - sx), abs(ty - sy), 1)
    for step in 0...steps {
      let x = sx + (tx - sx) * step / steps
      let y = sy + (ty - sy) * step / steps
      fill(
        &image,
        PixelRect(
          x: x - thickness / 2, y: y - thickness / 2, width: thickness, height: thickness),
        color)
    }
  }

  private static func fill(_ image: inout RGBAImage, _ rect: PixelRect, _ color: SRGB) {
    let clip = rect.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
    guard !clip.isEmpty else { return }
    let c = color.rgba8
    for y in clip.y..<clip.maxY {
      for x in clip.x..<clip.maxX {
        let i = (y * image.width + x) * 4
        image.pixels[i] = c.red
        image.pixels[i + 1] = c.green
        image.pixels[i + 2] = c.blue
        image.pixels[i + 3] = 255
      }
    }
  }

  private static func draw(
    _ text: String, into image: inout RGBAImage, x: Int, y: Int, scale: Int, color: SRGB
  ) {
    var penX = x
    for character in text {
      if let rows = BitmapFont.rows(of: character) {
        for (r, bits) in rows.enumerated() {
          for col in 0..<BitmapFont.width where bits & (1 << (BitmapFont.width - 1 - col)) != 0 {
            fill(
              &image,
              PixelRect(x: penX + col * scale, y: y + r * scale, width: scale, height: scale),
              color)
          }
        }
      }
      penX += (BitmapFont.width + 1) * scale
    }
  }
}
