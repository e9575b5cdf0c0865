import LegibleColor

@testable import LegibleImaging

/// Draws synthetic screenshots with exact, analytically anti-aliased shapes: each pixel's
/// coverage is the area of the shape inside it, blended in gamma-encoded sRGB as browsers do.
struct ScanTestCanvas {
  let width: Int
  let height: Int
  /// RGB per pixel, 0…255, unrounded.
  var rgb: [SIMD3<Double>]

  init(width: Int, height: Int, background: String) {
    self.width = width
    self.height = height
    rgb = Array(repeating: Self.color(background), count: width * height)
  }

  static func color(_ hex: String) -> SIMD3<Double> {
    let c = SRGB(hex: hex)!.rgba8
    return SIMD3(Double(c.red), Double(c.green), Double(c.blue))
  }

  /// Blends `color` into every pixel by its coverage (0…1).
  mutating func blend(coverage: [Double], color: SIMD3<Double>, alpha: Double = 1) {
    for i in 0..<rgb.count where coverage[i] > 0 {
      let a = min(1, coverage[i]) * alpha
      rgb[i] = rgb[i] * (1 - a) + color * a
    }
  }

  /// Adds the coverage of the rectangle `[x, x+w) × [y, y+h)` (fractional) to `coverage`.
  func addRect(_ coverage: inout [Double], x: Double, y: Double, w: Double, h: Double) {
    let x0 = max(0, Int(x.rounded(.down)))
    let x1 = min(width, Int((x + w).rounded(.up)))
    let y0 = max(0, Int(y.rounded(.down)))
    let y1 = min(height, Int((y + h).rounded(.up)))
    guard x0 < x1 && y0 < y1 else { return }
    for py in y0..<y1 {
      let oy = min(Double(py + 1), y + h) - max(Double(py), y)
      if oy <= 0 { continue }
      for px in x0..<x1 {
        let ox = min(Double(px + 1), x + w) - max(Double(px), x)
        if ox > 0 { coverage[py * width + px] += ox * oy }
      }
    }
  }

  /// Fills a rectangle.
  mutating func fillRect(
    x: Double, y: Double, w: Double, h: Double, color: String, alpha: Double = 1
  ) {
    var coverage = [Double](repeating: 0, count: width * height)
    addRect(&coverage, x: x, y: y, w: w, h: h)
    blend(coverage: coverage, color: Self.color(color), alpha: alpha)
  }

  /// Fills a rounded rectangle (4×4 supersampled coverage).
  mutating func fillRoundedRect(
    x: Double, y: Double, w: Double, h: Double, radius: Double, color: String
  ) {
    fillShape(x: x, y: y, w: w, h: h, color: color) { qx, qy in
      guard qx >= x && qx < x + w && qy >= y && qy < y + h else { return false }
      let cx = min(max(qx, x + radius), x + w - radius)
      let cy = min(max(qy, y + radius), y + h - radius)
      return (qx - cx) * (qx - cx) + (qy - cy) * (qy - cy) <= radius * radius
    }
  }

  /// Fills the shape whose points `inside` accepts, within the box `[x, x+w) × [y, y+h)` (4×4
  /// supersampled coverage).
  mutating func fillShape(
    x: Double, y: Double, w: Double, h: Double, color: String,
    inside: (Double, Double) -> Bool
  ) {
    var coverage = [Double](repeating: 0, count: width * height)
    let n = 4
    for py in max(0, Int(y))..<min(height, Int((y + h).rounded(.up))) {
      for px in max(0, Int(x))..<min(width, Int((x + w).rounded(.up))) {
        var hits = 0
        for sy in 0..<n {
          for sx in 0..<n
          where inside(
            Double(px) + (Double(sx) + 0.5) / Double(n), Double(py) + (Double(sy) + 0.5) / Double(n)
          ) {
            hits += 1
          }
        }
        coverage[py * width + px] = Double(hits) / Double(n * n)
      }
    }
    blend(coverage: coverage, color: Self.color(color))
  }

  /// Fills a heart `size` pixels wide with its top-left at `(x, y)`: two discs for the lobes
  /// over a triangle down to the tip, a notch of the background between the lobes.
  mutating func fillHeart(x: Double, y: Double, size: Double, color: String) {
    let r = size / 4
    fillShape(x: x, y: y, w: size, h: size, color: color) { px, py in
      let u = px - x
      let v = py - y
      let inLobe =
        (u - r) * (u - r) + (v - r) * (v - r) <= r * r
        || (u - 3 * r) * (u - 3 * r) + (v - r) * (v - r) <= r * r
      // Below the lobes' centres: a triangle from the full width down to the tip.
      let half = 2 * r * (1 - (v - r) / (size - r))
      let inPoint = v >= r && v <= size && abs(u - 2 * r) <= half
      return inLobe || inPoint
    }
  }

  /// Draws `text` in the 5×7 font with its top-left at `(x, y)`, each font cell `cell` pixels
  /// square; `bold` widens every horizontal run of cells by that share of a cell.
  mutating func text(
    _ text: String, x: Double, y: Double, cell: Double, color: String, bold: Double = 0
  ) {
    var coverage = [Double](repeating: 0, count: width * height)
    var penX = x
    for character in text {
      if let rows = BitmapFont.rows(of: character) {
        for (r, bits) in rows.enumerated() {
          var col = 0
          while col < 5 {
            if bits & (1 << (4 - col)) != 0 {
              var end = col
              while end + 1 < 5 && bits & (1 << (4 - (end + 1))) != 0 { end += 1 }
              addRect(
                &coverage, x: penX + Double(col) * cell, y: y + Double(r) * cell,
                w: Double(end - col + 1 + 0) * cell + bold * cell, h: cell)
              col = end + 1
            } else {
              col += 1
            }
          }
        }
      }
      penX += 6 * cell + bold * cell
    }
    blend(coverage: coverage, color: Self.color(color))
  }

  /// A horizontal gradient background from `left` to `right` over the whole canvas.
  mutating func horizontalGradient(from left: String, to right: String) {
    let a = Self.color(left)
    let b = Self.color(right)
    for y in 0..<height {
      for x in 0..<width {
        let t = Double(x) / Double(max(1, width - 1))
        rgb[y * width + x] = a * (1 - t) + b * t
      }
    }
  }

  /// Deterministic noise in a rectangle (a stand-in for a photo).
  mutating func noise(x: Int, y: Int, w: Int, h: Int, seed: UInt64) {
    var state = seed
    for py in y..<min(height, y + h) {
      for px in x..<min(width, x + w) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let v = Double((state >> 33) % 256)
        let g = Double((state >> 41) % 256)
        rgb[py * width + px] = SIMD3(v, g, Double((Int(v) + Int(g)) / 2))
      }
    }
  }

  /// Adds a gentle diagonal gradient dithered by ±2 levels a pixel (a stand-in for a noisy
  /// wallpaper or a photograph of a wall), deterministic for `seed`.
  mutating func ditheredGradient(seed: UInt64) {
    var state = seed
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        rgb[y * width + x] += SIMD3(
          repeating: Double(x + y) / 120 + Double((state >> 33) % 5) - 2)
      }
    }
  }

  var image: RGBAImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for i in 0..<rgb.count {
      pixels[i * 4] = UInt8(max(0, min(255, rgb[i].x.rounded())))
      pixels[i * 4 + 1] = UInt8(max(0, min(255, rgb[i].y.rounded())))
      pixels[i * 4 + 2] = UInt8(max(0, min(255, rgb[i].z.rounded())))
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}

extension ScanOptions {
  /// Options for tests: everything returned, given scale.
  static func test(scale: Double? = 2, policies: [Policy] = [.wcag2AA]) -> ScanOptions {
    ScanOptions(policies: policies, scale: scale, includesPasses: true)
  }
}
