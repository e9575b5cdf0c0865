import LegibleColor
import LegibleImaging

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times `ScreenshotScanner.scan` on a synthetic 1170×2532 (@3x) app screen: a navigation bar,
/// list rows of anti-aliased glyph-like strokes, buttons, icons and a photo-like noise block.
enum ScanBenchmark {
  static func screen(photo: Bool) -> RGBAImage {
    let width = 1170
    let height = 2532
    var rgb = [Float](repeating: 255, count: width * height * 3)
    var state: UInt64 = 42
    func random() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: (Float, Float, Float)) {
      let x0 = max(0, Int(x)), x1 = min(width, Int((x + w).rounded(.up)))
      let y0 = max(0, Int(y)), y1 = min(height, Int((y + h).rounded(.up)))
      guard x0 < x1 && y0 < y1 else { return }
      for py in y0..<y1 {
        let oy = Float(min(Double(py + 1), y + h) - max(Double(py), y))
        for px in x0..<x1 {
          let ox = Float(min(Double(px + 1), x + w) - max(Double(px), x))
          let a = max(0, min(1, ox * oy))
          let i = (py * width + px) * 3
          rgb[i] = rgb[i] * (1 - a) + c.0 * a
          rgb[i + 1] = rgb[i + 1] * (1 - a) + c.1 * a
          rgb[i + 2] = rgb[i + 2] * (1 - a) + c.2 * a
        }
      }
    }
    rect(0, 0, 1170, 300, (242, 242, 247))
    var y = 320.0
    while y < 2400 {
      // A list row: 12–30 glyphs of 2–3 strokes each, cap height 36–51 px.
      let cap = 36 + 15 * random()
      var x = 48.0 + random()
      let grey = Float(random() < 0.5 ? 0 : 110)
      for _ in 0..<(12 + Int(18 * random())) {
        let w = cap * (0.5 + 0.2 * random())
        rect(x, y, 4.2, cap, (grey, grey, grey))
        rect(x, y + cap * 0.45, w, 4.2, (grey, grey, grey))
        if random() < 0.6 { rect(x + w - 4.2, y, 4.2, cap, (grey, grey, grey)) }
        x += w + 6 + (random() < 0.2 ? 14 : 0)
        if x > 1050 { break }
      }
      rect(0, y + cap + 40.5, 1170, 1, (198, 198, 200))
      y += cap + 90
    }
    if photo {
      for py in 1400..<2000 {
        for px in 0..<1170 {
          let i = (py * width + px) * 3
          let v = Float(128 + 100 * sin(Double(px) * 0.05) * cos(Double(py) * 0.031)) + Float(30 * random())
          rgb[i] = v
          rgb[i + 1] = v * 0.8
          rgb[i + 2] = 255 - v
        }
      }
    }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for i in 0..<(width * height) {
      pixels[i * 4] = UInt8(max(0, min(255, rgb[i * 3].rounded())))
      pixels[i * 4 + 1] = UInt8(max(0, min(255, rgb[i * 3 + 1].rounded())))
      pixels[i * 4 + 2] = UInt8(max(0, min(255, rgb[i * 3 + 2].rounded())))
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// Prints the median scan time over `runs` runs for a plain and a photo screen.
  static func run(runs: Int = 15) {
    for photo in [false, true] {
      let image = screen(photo: photo)
      var times: [Double] = []
      var found = 0
      for _ in 0..<runs {
        let start = now()
        let findings = ScreenshotScanner.scan(image, options: ScanOptions(includesPasses: true))
        times.append(now() - start)
        found = findings.count  // keeps the work observable
      }
      times.sort()
      let median = times[times.count / 2] * 1000
      print(
        "scan 1170×2532 \(photo ? "with photo" : "plain"): median \(median) ms over \(runs) runs,"
          + " \(found) findings")
    }
  }
}

extension ScanBenchmark {
  /// Prints every finding of the synthetic screens (for eyeballing the detector).
  static func dump() {
    let image = screen(photo: false)
    for f in ScreenshotScanner.scan(image, options: ScanOptions(includesPasses: true)) {
      print(f.kind, f.status, f.bbox, f.foreground.opaqueHexString, f.background.opaqueHexString,
        f.wcagRatio, f.flags.map(\.rawValue).sorted(), f.reason)
    }
  }
}
