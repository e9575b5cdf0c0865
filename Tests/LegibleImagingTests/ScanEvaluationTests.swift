import LegibleColor
import Testing

@testable import LegibleImaging

/// End-to-end accuracy on generated UI screens with exact ground truth: text lines, buttons,
/// icons, cards, separators, in light and dark mode, at colours either side of the thresholds.
@Suite struct ScanEvaluationTests {
  struct Truth {
    var box: PixelRect
    var ratio: Double
    var required: Double
    var isText: Bool
    var fails: Bool { ratio < required }
  }

  struct Generator {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    mutating func pick<T>(_ items: [T]) -> T {
      items[Int(next() * Double(items.count)) % items.count]
    }
  }

  static let words = [
    "SIGN IN", "CONTINUE", "SETTINGS", "PROFILE", "HELLO WORLD", "TERMS", "NEXT",
    "SAVE CHANGES", "ACCOUNT", "NOTIFICATIONS", "PRIVACY", "HELP", "LOG OUT", "EDIT", "12:45",
    "DONE", "CANCEL", "SEARCH", "MESSAGES 3", "TODAY",
  ]
  static let lightBackgrounds = ["#ffffff", "#f2f2f7", "#fafafa", "#eef4ff"]
  static let darkBackgrounds = ["#000000", "#1c1c1e", "#2c2c2e", "#121212"]

  /// A foreground of the background's opposite lightness with a ratio near `target`.
  static func foreground(on background: String, ratio target: Double, hue: Int) -> String {
    let bg = SRGB(hex: background)!
    let lb = WCAG2.relativeLuminance(of: bg)
    let darkText = lb > 0.2
    var best = "#000000"
    var bestError = Double.infinity
    let tints: [(Double, Double, Double)] = [
      (1, 1, 1), (1, 0.55, 0.5), (0.35, 0.6, 1), (0.4, 0.85, 0.5),
    ]
    let tint = tints[hue % tints.count]
    for v in stride(from: 0.0, through: 1.0, by: 1.0 / 255) {
      let c: SRGB
      if darkText {
        c = SRGB(red: v * tint.0, green: v * tint.1, blue: v * tint.2).quantized
      } else {
        c =
          SRGB(red: 1 - (1 - v) * tint.0, green: 1 - (1 - v) * tint.1, blue: 1 - (1 - v) * tint.2)
          .quantized
      }
      let e = abs(WCAG2.contrastRatio(between: c, and: bg) - target)
      if e < bestError {
        bestError = e
        best = c.opaqueHexString
      }
    }
    return best
  }

  static func screen(seed: UInt64, scale: Double) -> (RGBAImage, [Truth]) {
    var g = Generator(state: seed)
    let width = 900
    let height = 1400
    let dark = seed % 3 == 0
    let page = dark ? g.pick(darkBackgrounds) : g.pick(lightBackgrounds)
    var canvas = ScanTestCanvas(width: width, height: height, background: page)
    var truths: [Truth] = []
    var y = 20.0 + g.next() * 10
    let targets = [1.6, 2.2, 2.8, 3.3, 3.8, 4.2, 4.4, 4.6, 4.9, 5.5, 7, 10, 15]
    while y < Double(height) - 120 {
      let kind = g.next()
      let cell = g.pick([2.0, 2.5, 3.0, 3.5, 4.0, 5.0]) * scale / 2
      let capHeight = 7 * cell
      let cssSize = capHeight / 0.72 / scale
      let target = g.pick(targets)
      let x = 20.0 + (g.next() * 40).rounded(.down) + g.next()
      let yy = y.rounded(.down) + g.next()
      let word = g.pick(words)
      let textWidth = Double(word.count) * 6 * cell
      let large = cssSize >= 24
      let required = large ? 3.0 : 4.5
      if kind < 0.5 {
        // Text on the page.
        let fg = foreground(on: page, ratio: target, hue: Int(g.next() * 4))
        canvas.text(word, x: x, y: yy, cell: cell, color: fg)
        let r = WCAG2.contrastRatio(between: SRGB(hex: fg)!, and: SRGB(hex: page)!)
        truths.append(
          Truth(
            box: PixelRect(
              x: Int(x), y: Int(yy), width: Int(textWidth), height: Int(capHeight) + 1), ratio: r,
            required: required, isText: true))
        y += capHeight + 30 + g.next() * 30
      } else if kind < 0.75 {
        // A button or card holding text.
        let fill =
          dark
          ? g.pick(["#0a84ff", "#30d158", "#3a3a3c", "#ff453a"])
          : g.pick(["#007aff", "#34c759", "#e5e5ea", "#ffffff", "#5856d6"])
        let pad = 12 * scale / 2 + g.next() * 8
        let bw = textWidth + 2 * pad
        let bh = capHeight + 2 * pad
        canvas.fillRoundedRect(
          x: x, y: yy, w: bw, h: bh, radius: min(bh / 2, 8 + g.next() * 20), color: fill)
        let fgTarget = g.pick(targets)
        let fg = foreground(on: fill, ratio: fgTarget, hue: Int(g.next() * 4))
        canvas.text(word, x: x + pad, y: yy + pad, cell: cell, color: fg)
        let r = WCAG2.contrastRatio(between: SRGB(hex: fg)!, and: SRGB(hex: fill)!)
        truths.append(
          Truth(
            box: PixelRect(
              x: Int(x + pad), y: Int(yy + pad), width: Int(textWidth), height: Int(capHeight) + 1),
            ratio: r, required: required, isText: true))
        y += bh + 24 + g.next() * 20
      } else if kind < 0.9 {
        // An icon row: ring icon + label.
        let size = (20 + g.next() * 8) * scale
        let fg = foreground(on: page, ratio: g.pick(targets), hue: Int(g.next() * 4))
        canvas.fillRoundedRect(x: x, y: yy, w: size, h: size, radius: size / 2, color: fg)
        let t = max(2, size * 0.12)
        canvas.fillRoundedRect(
          x: x + t, y: yy + t, w: size - 2 * t, h: size - 2 * t, radius: size / 2 - t, color: page)
        canvas.fillRoundedRect(
          x: x + size * 0.38, y: yy + size * 0.38, w: size * 0.24, h: size * 0.24,
          radius: size * 0.12, color: fg)
        let r = WCAG2.contrastRatio(between: SRGB(hex: fg)!, and: SRGB(hex: page)!)
        truths.append(
          Truth(
            box: PixelRect(x: Int(x), y: Int(yy), width: Int(size) + 1, height: Int(size) + 1),
            ratio: r, required: 3, isText: false))
        y += size + 30
      } else {
        // A separator and nothing else.
        canvas.fillRect(
          x: 0, y: yy, w: Double(width), h: scale / 2, color: dark ? "#38383a" : "#c6c6c8")
        y += 30
      }
    }
    return (canvas.image, truths)
  }

  @Test func syntheticScreensMeetTheTargets() {
    var failing = 0
    var found = 0
    var failFindings = 0
    var correctFails = 0
    var reviews = 0
    var total = 0
    var errors: [Double] = []
    var falseFails: [String] = []
    var missed: [String] = []
    var unmatched: [String] = []
    for seed in UInt64(1)...12 {
      let scale = seed % 2 == 0 ? 2.0 : 3.0
      let (image, truths) = Self.screen(seed: seed, scale: scale)
      let findings = ScreenshotScanner.scan(image, options: .test(scale: scale))
      total += findings.count
      func matches(_ f: ScanFinding, _ t: Truth) -> Bool {
        let i = f.bbox.intersection(t.box).area
        return Double(i) >= 0.5 * Double(min(f.bbox.area, t.box.area))
      }
      for f in findings {
        if f.status == .review {
          reviews += 1
          print(
            "REVIEW seed \(seed) \(f.bbox) \(f.kind) \(f.wcagRatio) \(f.flags.map(\.rawValue)) \(f.estimatedFontSize ?? 0) \(f.reason)"
          )
        }
        let t = truths.first { matches(f, $0) }
        if t == nil {
          unmatched.append("seed \(seed) \(f.bbox) \(f.status) \(f.kind) \(f.wcagRatio)")
        }
        if let t, f.status != .review || !f.isLowerBound {
          errors.append(abs(f.wcagRatio - t.ratio))
        }
        if f.status == .fail {
          failFindings += 1
          if let t, t.fails {
            correctFails += 1
          } else {
            falseFails.append(
              "seed \(seed) \(f.bbox) \(f.kind) \(f.wcagRatio) truth \(t.map { "\($0.ratio) req \($0.required)" } ?? "none") \(f.reason)"
            )
          }
        }
      }
      for t in truths where t.fails {
        failing += 1
        if findings.contains(where: { matches($0, t) && $0.status != .pass }) {
          found += 1
        } else {
          missed.append(
            "seed \(seed) \(t.box) \(t.ratio) req \(t.required) text \(t.isText) got \(findings.filter { matches($0, t) }.map { "\($0.status) \($0.wcagRatio) \($0.reason) size \($0.estimatedFontSize ?? 0) bold \($0.bold) \($0.bbox)" })"
          )
        }
      }
    }
    errors.sort()
    let median = errors.isEmpty ? 0 : errors[errors.count / 2]
    let recall = Double(found) / Double(max(1, failing))
    let precision = Double(correctFails) / Double(max(1, failFindings))
    let reviewShare = Double(reviews) / Double(max(1, total))
    print(
      "EVAL recall \(recall) (\(found)/\(failing)) precision \(precision) (\(correctFails)/\(failFindings)) reviews \(reviewShare) (\(reviews)/\(total)) median error \(median)"
    )
    for s in falseFails { print("FALSE FAIL", s) }
    for s in missed { print("MISSED", s) }
    for s in unmatched.prefix(20) { print("UNMATCHED", s) }
    #expect(recall >= 0.95)
    #expect(precision >= 0.9)
    #expect(reviewShare < 0.15)
    #expect(median <= 0.05)
  }
}
