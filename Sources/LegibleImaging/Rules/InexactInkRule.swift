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

  /// The lowest ratio a passing `finding` in `image` may have when its ink is inexact and
  /// that ratio fails its requirement (the finding is then a review), else `nil`.
  static func lowestRatio(of finding: ScanFinding, in image: ScanImage) -> Double? {
    guard finding.status == .pass, finding.rule == nil, finding.textHeight >= minimumHeight,
      let required = finding.required
    else { return nil }
    let lowest = lowestRatio(ink: finding.foreground, background: finding.background)
    guard lowest < required,
      exactShare(
        in: finding.bbox, ink: PackedColor.pack(srgb: finding.foreground),
        background: PackedColor.pack(srgb: finding.background), image: image)
        < minimumExactShare
    else { return nil }
    return lowest
  }

  /// Share of the pixels of `box` in `image` at least a quarter of the way from `background`
  /// to `ink` (packed colours; along their largest channel difference) that are within a level
  /// of `ink`.
  static func exactShare(
    in box: PixelRect, ink: UInt32, background: UInt32, image: ScanImage
  ) -> Double {
    // The channel (a shift into the packed colour) in which ink and background differ most.
    let shift = [0, 8, 16].max { abs(difference($0)) < abs(difference($1)) }!
    func difference(_ shift: Int) -> Int {
      Int(ink >> shift & 0xFF) - Int(background >> shift & 0xFF)
    }
    func channel(_ c: UInt32) -> Int { Int(c >> shift & 0xFF) }
    let span = channel(ink) - channel(background)
    guard abs(span) >= 8 else { return 1 }
    var inkPixels = 0
    var exact = 0
    for y in max(0, box.y)..<min(image.height, box.maxY) {
      for x in max(0, box.x)..<min(image.width, box.maxX) {
        let c = image.rgb(x, y)
        guard 4 * (channel(c) - channel(background)) * span.signum() >= abs(span) else {
          continue
        }
        inkPixels += 1
        if PackedColor.distance(c, ink) <= 1 { exact += 1 }
      }
    }
    return inkPixels == 0 ? 1 : Double(exact) / Double(inkPixels)
  }

  /// Why a finding measured at `ratio` became a review: `lowest` with the overshoot taken back,
  /// against `required`.
  static func reason(ratio: Double, lowest: Double, required: Double) -> String {
    "its strokes hold no pixel of their own colour, as a resized or compressed screenshot's "
      + "do, and may overshoot it: contrast \(ScanJudgement.format(ratio)):1 here, "
      + "\(ScanJudgement.format(lowest)):1 without the overshoot, against "
      + "\(ScanJudgement.format(required)):1"
  }

  /// The WCAG ratio of `ink` on `background` with the overshoot taken back.
  static func lowestRatio(ink: SRGB, background: SRGB) -> Double {
    let f = PackedColor.pack(srgb: ink)
    let b = PackedColor.pack(srgb: background)
    func back(_ channel: (UInt32) -> Int) -> Int {
      Int((Double(channel(b)) + Double(channel(f) - channel(b)) / overshoot).rounded())
    }
    let pulled = PackedColor.pack(
      r: back(PackedColor.red), g: back(PackedColor.green), b: back(PackedColor.blue))
    return WCAG2.contrastRatio(between: PackedColor.srgb(pulled), and: background)
  }
}
