import LegibleColor

/// A side-by-side contact sheet: the original screenshot and its simulations, each under a
/// label, so a designer sees at a glance what others see.
public enum SimulationSheet {
  /// The widest sheet drawn at full size; wider sheets are shrunk by a whole factor (box average).
  public static let maximumWidth = 4096

  /// Places `panels` (label and image) left to right on white, each under its label in the
  /// bitmap font, with a gap between them; shrinks every panel by the same whole factor when the
  /// sheet would be wider than ``maximumWidth``.
  public static func compose(_ panels: [(label: String, image: RGBAImage)]) -> RGBAImage {
    guard let first = panels.first, first.image.width > 0, first.image.height > 0 else {
      return RGBAImage(width: 1, height: 1, filledWith: .white)
    }
    let gap = 16
    let fullWidth = panels.reduce(0) { $0 + $1.image.width } + gap * (panels.count + 1)
    let factor = max(1, (fullWidth + maximumWidth - 1) / maximumWidth)
    let shrunk = panels.map { (label: $0.label, image: shrink($0.image, by: factor)) }
    let labelScale = max(1, min(4, shrunk[0].image.width / 120))
    let labelHeight = (BitmapFont.height + 4) * labelScale
    let width = shrunk.reduce(0) { $0 + $1.image.width } + gap * (shrunk.count + 1)
    let height = (shrunk.map(\.image.height).max() ?? 0) + labelHeight + 2 * gap
    var sheet = RGBAImage(width: width, height: height, filledWith: .white)
    var x = gap
    for panel in shrunk {
      draw(panel.label, into: &sheet, x: x, y: gap, scale: labelScale)
      let top = gap + labelHeight
      for row in 0..<panel.image.height {
        let from = row * panel.image.width * 4
        let to = ((top + row) * width + x) * 4
        for offset in 0..<(panel.image.width * 4) {
          sheet.pixels[to + offset] = panel.image.pixels[from + offset]
        }
      }
      x += panel.image.width + gap
    }
    return sheet
  }

  /// `image` shrunk by `factor` in each direction, each output pixel the average of its block.
  static func shrink(_ image: RGBAImage, by factor: Int) -> RGBAImage {
    guard factor > 1 else { return image }
    let width = max(1, image.width / factor)
    let height = max(1, image.height / factor)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        var sums = (0, 0, 0, 0)
        var count = 0
        for dy in 0..<factor where y * factor + dy < image.height {
          for dx in 0..<factor where x * factor + dx < image.width {
            let i = ((y * factor + dy) * image.width + x * factor + dx) * 4
            sums.0 += Int(image.pixels[i])
            sums.1 += Int(image.pixels[i + 1])
            sums.2 += Int(image.pixels[i + 2])
            sums.3 += Int(image.pixels[i + 3])
            count += 1
          }
        }
        let o = (y * width + x) * 4
        pixels[o] = UInt8((sums.0 + count / 2) / count)
        pixels[o + 1] = UInt8((sums.1 + count / 2) / count)
        pixels[o + 2] = UInt8((sums.2 + count / 2) / count)
        pixels[o + 3] = UInt8((sums.3 + count / 2) / count)
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// Draws `text` in black with the bitmap font, clipped to the image.
  private static func draw(_ text: String, into image: inout RGBAImage, x: Int, y: Int, scale: Int)
  {
    var penX = x
    for character in text {
      if let rows = BitmapFont.rows(of: character) {
        for (r, bits) in rows.enumerated() {
          for col in 0..<BitmapFont.width where bits & (1 << (BitmapFont.width - 1 - col)) != 0 {
            for dy in 0..<scale {
              for dx in 0..<scale {
                let px = penX + col * scale + dx
                let py = y + r * scale + dy
                if px >= 0 && py >= 0 && px < image.width && py < image.height {
                  image[px, py] = .black
                }
              }
            }
          }
        }
      }
      penX += (BitmapFont.width + 1) * scale
    }
  }
}
