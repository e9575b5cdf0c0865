import LegibleColor

/// Rule `inexact-ink`: a pass close to its threshold whose strokes hold no pixel of their own
/// colour is a review. Drawn text and icons, at any scale and with any anti-aliasing, fill
/// their fully covered pixels with exactly one colour; a screenshot resized with a sharpening
/// filter (bicubic, Lanczos) or saved as JPEG does not, and its strokes overshoot their true
/// colour, so the measured contrast comes out high (by up to ``overshoot`` of the way from the
/// background on the resized corpus screens).
///
/// A passing finding whose ink stands at least ``minimumHeight`` pixels tall is a review when
/// both hold (a lower bound read from strokes with no plateau too: overshoot lifts it as well):
/// 1. Fewer than ``minimumExactShare`` of the ink pixels in its box (those at least a quarter
///    of the way from the background to its colour) are its colour, within a level.
/// 2. Read with that overshoot taken back (its colour moved toward the background by
///    ``overshoot``), it fails the requirement.
enum InexactInkRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "inexact-ink"
  /// How far past their true colour resized strokes reach, as a multiple of the way from the
  /// background: 1.12, the 95th percentile measured on set 9's 3x screens scaled by 0.78 with
  /// a Lanczos filter (median 1.06; bicubic 1.03 and 1.06; bilinear and drawn text 1.00).
  static let overshoot = 1.12
  /// Share of ink pixels in the stroke's own colour below which the ink is inexact: 0.12, far
  /// under drawn text (per image, the median text holds 39–72 % of its ink pixels in its
  /// commonest colour, Chromium at 2x and 3x). Resized with Lanczos or bicubic filters it holds
  /// 10–35 % in its commonest colour and fewer in the measured one, which overshoot carries
  /// past most of its pixels.
  static let minimumExactShare = 0.12
  /// Least height of the ink, in pixels, for its fully covered pixels to tell: 16. Smaller
  /// text (body text at 1x, 8–12 px from baseline to cap) holds too few of them, drawn or
  /// resized (measured: the corpus's 1x screens hold 3–11 % of their ink pixels in the text's
  /// colour); at 2x and up body text stands 20 px tall and more.
  static let minimumHeight = 16.0

  /// Share of the pixels of `box` in `image` at least a quarter of the way from `background`
  /// to `ink` (along the largest channel difference) that are within a level of `ink`.
  static func exactShare(
    in box: PixelRect, ink: RGB8, background: RGB8, image: ScanImage
  ) -> Double {
    let f = SIMD3<Int>(Int(ink.red), Int(ink.green), Int(ink.blue))
    let b = SIMD3<Int>(Int(background.red), Int(background.green), Int(background.blue))
    let span = f &- b
    let channel = (0..<3).max { abs(span[$0]) < abs(span[$1]) }!
    guard abs(span[channel]) >= 8 else { return 1 }
    var inkPixels = 0
    var exact = 0
    for y in max(0, box.y)..<min(image.height, box.maxY) {
      for x in max(0, box.x)..<min(image.width, box.maxX) {
        let c = image.rgb(x, y)
        let p = SIMD3<Int>(Int(c & 0xFF), Int(c >> 8 & 0xFF), Int(c >> 16 & 0xFF))
        guard 4 * (p[channel] - b[channel]) * span[channel].signum() >= abs(span[channel]) else {
          continue
        }
        inkPixels += 1
        let d = p &- f
        if max(abs(d[0]), abs(d[1]), abs(d[2])) <= 1 { exact += 1 }
      }
    }
    return inkPixels == 0 ? 1 : Double(exact) / Double(inkPixels)
  }

  /// The WCAG ratio of `ink` on `background` with the overshoot taken back.
  static func lowestRatio(ink: SRGB, background: SRGB) -> Double {
    let f = ink.rgba8
    let b = background.rgba8
    func back(_ f: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(b) + (Double(f) - Double(b)) / overshoot).rounded())
    }
    let pulled = SRGB(
      red8: back(f.red, b.red), green8: back(f.green, b.green), blue8: back(f.blue, b.blue))
    return WCAG2.contrastRatio(between: pulled, and: background)
  }
}
