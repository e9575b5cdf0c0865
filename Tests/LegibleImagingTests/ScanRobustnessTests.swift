import LegibleColor
import Testing

@testable import LegibleImaging

/// Inputs that must never crash or hang the scanner.
@Suite struct ScanRobustnessTests {
  static func image(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8))
    -> RGBAImage
  {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let c = color(x, y)
        let i = (y * width + x) * 4
        pixels[i] = c.0
        pixels[i + 1] = c.1
        pixels[i + 2] = c.2
        pixels[i + 3] = c.3
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  @Test func patternsAndNoiseDoNotCrash() {
    var state: UInt64 = 99
    func random() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 40)
    }
    let cases: [RGBAImage] = [
      Self.image(width: 300, height: 200) { _, _ in (random(), random(), random(), 255) },
      Self.image(width: 300, height: 200) { x, y in
        (x + y) % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255)
      },
      Self.image(width: 300, height: 200) { x, _ in
        x % 3 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255)
      },
      Self.image(width: 300, height: 200) { _, y in
        y % 2 == 0 ? (40, 40, 40, 255) : (250, 250, 250, 255)
      },
      Self.image(width: 2, height: 2) { x, _ in x == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) },
      Self.image(width: 3, height: 1) { x, _ in (UInt8(x * 100), 0, 0, 255) },
      Self.image(width: 1, height: 3) { _, y in (UInt8(y * 100), 0, 0, random()) },
      Self.image(width: 64, height: 64) { _, _ in (random(), random(), random(), random()) },
      // Dots every 4 px: many tiny components.
      Self.image(width: 400, height: 400) { x, y in
        x % 4 < 2 && y % 4 < 2 ? (0, 0, 0, 255) : (255, 255, 255, 255)
      },
      // A smooth diagonal gradient over the whole image.
      Self.image(width: 256, height: 256) { x, y in (UInt8(x), UInt8(y), 128, 255) },
    ]
    for image in cases {
      for scale in [nil, 1.0, 3.0] {
        let findings = ScreenshotScanner.scan(
          image, options: ScanOptions(scale: scale, includesPasses: true))
        for f in findings {
          #expect(f.bbox.x >= 0 && f.bbox.y >= 0)
          #expect(f.bbox.maxX <= image.width && f.bbox.maxY <= image.height)
          #expect(f.wcagRatio >= 1 && f.wcagRatio <= 21)
        }
        _ = ScanAnnotator.annotate(image, findings: findings, includePasses: true)
      }
    }
  }

  /// Separators, borders and a pattern of dots or stars produce no text findings.
  @Test func dotGridHasNoTextFindings() {
    let image = Self.image(width: 400, height: 400) { x, y in
      x % 12 < 2 && y % 12 < 2 ? (120, 120, 120, 255) : (255, 255, 255, 255)
    }
    let findings = ScreenshotScanner.scan(image, options: .test())
    #expect(findings.filter { $0.kind == .text }.isEmpty, "\(findings.count)")
  }
}
