import LegibleColor

/// Draws scan findings over a screenshot: a box per finding (red fail, amber review, green pass)
/// and a small label with its contrast ratio, so a designer sees at a glance what to fix.
public enum ScanAnnotator {
  /// Box colour for failures (#e5202a).
  public static let failColor = SRGB(red8: 0xE5, green8: 0x20, blue8: 0x2A)
  /// Box colour for reviews (#f5a300).
  public static let reviewColor = SRGB(red8: 0xF5, green8: 0xA3, blue8: 0x00)
  /// Box colour for passes (#1f9d3a).
  public static let passColor = SRGB(red8: 0x1F, green8: 0x9D, blue8: 0x3A)

  /// A copy of `image` with boxes and ratio labels drawn for `findings` (passes only when
  /// `includePasses`). The output has the input's size and is fully opaque where drawn.
  ///
  /// Boxes are 2 px wide, 3 px on images wider than 1000 px, drawn just outside each finding's
  /// box; labels ("3.10:1", "R 4.20:1" for reviews) sit above the box, or inside it at the image top.
  public static func annotate(
    _ image: RGBAImage, findings: [ScanFinding], includePasses: Bool = false
  ) -> RGBAImage {
    var out = image
    guard image.width > 0 && image.height > 0 else { return out }
    let thickness = image.width > 1000 ? 3 : 2
    let labelScale = image.width > 1000 ? 3 : (image.width > 500 ? 2 : 1)
    for finding in findings {
      if finding.status == .pass && !includePasses { continue }
      let color: SRGB =
        switch finding.status {
        case .fail: failColor
        case .review: reviewColor
        case .pass: passColor
        }
      let b = finding.bbox
      let outer = PixelRect(
        x: b.x - thickness, y: b.y - thickness, width: b.width + 2 * thickness,
        height: b.height + 2 * thickness)
      fill(&out, PixelRect(x: outer.x, y: outer.y, width: outer.width, height: thickness), color)
      fill(
        &out,
        PixelRect(x: outer.x, y: outer.maxY - thickness, width: outer.width, height: thickness),
        color)
      fill(&out, PixelRect(x: outer.x, y: outer.y, width: thickness, height: outer.height), color)
      fill(
        &out,
        PixelRect(x: outer.maxX - thickness, y: outer.y, width: thickness, height: outer.height),
        color)
      // The ratio with its unit, rounded as the text report rounds it.
      let text =
        (finding.status == .review ? "R " : "")
        + ContrastLabel.ratio(finding.wcagRatio, threshold: finding.required)
      let labelHeight = (BitmapFont.height + 2) * labelScale
      let labelWidth = (text.count * (BitmapFont.width + 1) + 1) * labelScale
      var labelY = outer.y - labelHeight
      if labelY < 0 { labelY = outer.maxY }
      if labelY + labelHeight > image.height { labelY = max(0, outer.y) }
      let labelX = max(0, min(outer.x, image.width - labelWidth))
      fill(&out, PixelRect(x: labelX, y: labelY, width: labelWidth, height: labelHeight), color)
      draw(text, into: &out, x: labelX + labelScale, y: labelY + labelScale, scale: labelScale)
    }
    return out
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

  private static func draw(_ text: String, into image: inout RGBAImage, x: Int, y: Int, scale: Int)
  {
    var penX = x
    for character in text {
      if let rows = BitmapFont.rows(of: character) {
        for (r, bits) in rows.enumerated() {
          for col in 0..<BitmapFont.width where bits & (1 << (BitmapFont.width - 1 - col)) != 0 {
            fill(
              &image,
              PixelRect(x: penX + col * scale, y: y + r * scale, width: scale, height: scale),
              .white)
          }
        }
      }
      penX += (BitmapFont.width + 1) * scale
    }
  }
}
