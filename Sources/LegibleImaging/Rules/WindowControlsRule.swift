import LegibleColor

/// Rule `window-controls`: the three round buttons at the top of a macOS window — close,
/// minimise and zoom, red, yellow and green, left to right — are the system's, drawn the same
/// in every app, and not the app's content: they are not reported.
///
/// A row is three solid discs of one size (within a pixel), ``smallestPoints``–
/// ``largestPoints`` across, their middles on one row (within a pixel), their gaps equal
/// (within a pixel) and at most a disc across, in hues of red, yellow and green in that order
/// (``hues``), each at least ``leastChroma`` in OKLCH chroma. An app's own row of coloured
/// dots (a legend, a status) is seldom exactly this; one that is reads the same to a user.
enum WindowControlsRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "window-controls"

  /// Why such a disc is not reported.
  static let reason =
    "one of macOS's window buttons (close, minimise, zoom): the system's, not the app's"

  /// Smallest disc, in points: 10 (macOS draws them 12 pt across; screenshots of windows at
  /// other zooms shrink them a little).
  static let smallestPoints = 10.0
  /// Largest disc, in points: 16.
  static let largestPoints = 16.0
  /// Least OKLCH chroma of each button: 0.1 (the buttons of macOS 11–15 measure 0.14–0.22:
  /// #ff5f57, #febc2e, #28c840 and the older #fc605c, #fdbc40, #34c84a; a grey row is an
  /// inactive window's, which this rule leaves alone).
  static let leastChroma = 0.1
  /// The OKLCH hue ranges, in degrees, of close, minimise and zoom: red 10–45 (the buttons
  /// measure 25–28), yellow 60–100 (79–83), green 125–165 (141–145).
  static let hues: [ClosedRange<Double>] = [10...45, 60...100, 125...165]

  /// The indices of `boxes` (solid shapes, with `inks` packed) that are macOS's window
  /// buttons, at `scale` pixels a point.
  static func buttons(_ boxes: [PixelRect], inks: [UInt32], scale: Double) -> Set<Int> {
    let sized = boxes.indices.filter { i in
      let b = boxes[i]
      let points = Double(b.height) / scale
      return abs(b.width - b.height) <= 1 && points >= smallestPoints && points <= largestPoints
        && hues.contains { $0.contains(hue(inks[i]) ?? -1) }
    }
    var found: Set<Int> = []
    for first in sized {
      let a = boxes[first]
      let row = sized.filter { i in
        let b = boxes[i]
        return abs(b.height - a.height) <= 1 && abs(2 * b.y + b.height - 2 * a.y - a.height) <= 2
          && b.x >= a.x
      }.sorted { boxes[$0].x < boxes[$1].x }
      guard row.count >= 3 else { continue }
      let three = Array(row.prefix(3))
      let gaps = zip(three, three.dropFirst()).map { boxes[$1].x - boxes[$0].maxX }
      guard gaps.allSatisfy({ $0 >= 0 && $0 <= a.width && abs($0 - gaps[0]) <= 1 }),
        zip(three, hues).allSatisfy({ $1.contains(hue(inks[$0]) ?? -1) })
      else { continue }
      found.formUnion(three)
    }
    return found
  }

  /// The OKLCH hue of `ink`, or `nil` when its chroma is under ``leastChroma``.
  static func hue(_ ink: UInt32) -> Double? {
    let lch = OKLCH(PackedColor.srgb(ink))
    return lch.chroma >= leastChroma ? lch.hue : nil
  }
}
