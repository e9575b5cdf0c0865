/// The clear space beside each side of a box: how far the surface around it runs before other
/// ink or another surface, in image pixels.
///
/// Each side is walked outwards one pixel strip (a column beside the box, or a row above or
/// below it, as long as the box's side) at a time, up to a limit. A strip in the reference
/// colour (within ``colorTolerance`` on every channel, allowing one pixel in 50 of noise) is
/// clear. The walk stops at the first strip that is not: when most of it (80 % or more) is
/// another colour, that is the edge of the surface (a bar's edge, the screen's) and the space up
/// to it counts in full; when only part of it is, that is a neighbour's ink, and the space
/// counts half, since the neighbour needs its share of it too.
struct ClearSpace: Sendable, Hashable {
  var left: Double
  var right: Double
  var top: Double
  var bottom: Double

  /// Largest channel difference from the reference colour still counted as clear (8-bit levels;
  /// anti-aliasing and compression noise stay within it, a visible edge does not).
  static let colorTolerance = 16
  /// Share of a strip in another colour from which it is a surface's edge, not a neighbour's ink.
  static let edgeShare = 0.8

  /// The clear space around `box`, each side up to `limit` pixels, against `background` (or,
  /// when `nil`, the most common colour of the first strip outside each side).
  static func around(_ box: PixelRect, background: UInt32?, image: ScanImage, limit: Int)
    -> ClearSpace
  {
    ClearSpace(
      left: side(box, .left, background, image, limit),
      right: side(box, .right, background, image, limit),
      top: side(box, .top, background, image, limit),
      bottom: side(box, .bottom, background, image, limit))
  }

  /// A side of a box.
  enum Side: CaseIterable {
    case left, right, top, bottom
  }

  private static func side(
    _ box: PixelRect, _ side: Side, _ background: UInt32?, _ image: ScanImage, _ limit: Int
  ) -> Double {
    guard let first = Strip(box, side, distance: 0, image: image) else { return 0 }
    let reference = background ?? first.mode(image)
    var d = 0
    while d < limit {
      guard let strip = Strip(box, side, distance: d, image: image) else { return Double(d) }
      let other = strip.share(differingFrom: reference, image: image)
      if other <= 0.02 {
        d += 1
        continue
      }
      return other >= edgeShare ? Double(d) : Double(d) / 2
    }
    return Double(limit)
  }
}

/// A one-pixel strip beside a box, `distance` pixels out from one of its sides, clipped to the
/// image; `nil` when it lies outside the image.
struct Strip {
  var x0: Int
  var y0: Int
  var length: Int
  var isVertical: Bool

  init?(_ box: PixelRect, _ side: ClearSpace.Side, distance d: Int, image: ScanImage) {
    switch side {
    case .left, .right:
      let x = side == .left ? box.x - 1 - d : box.maxX + d
      guard x >= 0 && x < image.width else { return nil }
      let y = max(0, box.y)
      let end = min(image.height, box.maxY)
      guard end > y else { return nil }
      (x0, y0, length, isVertical) = (x, y, end - y, true)
    case .top, .bottom:
      let y = side == .top ? box.y - 1 - d : box.maxY + d
      guard y >= 0 && y < image.height else { return nil }
      let x = max(0, box.x)
      let end = min(image.width, box.maxX)
      guard end > x else { return nil }
      (x0, y0, length, isVertical) = (x, y, end - x, false)
    }
  }

  /// At most 128 evenly spaced pixels of the strip (every pixel of a short one).
  var step: Int { max(1, length / 128) }

  func pixel(_ i: Int, _ image: ScanImage) -> UInt32 {
    isVertical ? image.rgb(x0, y0 + i) : image.rgb(x0 + i, y0)
  }

  /// The share of sampled pixels more than ``ClearSpace/colorTolerance`` from `color`.
  func share(differingFrom color: UInt32, image: ScanImage) -> Double {
    var n = 0
    var other = 0
    var i = 0
    while i < length {
      n += 1
      if PackedColor.distance(pixel(i, image), color) > ClearSpace.colorTolerance { other += 1 }
      i += step
    }
    return Double(other) / Double(max(1, n))
  }

  /// Whether the sampled pixels that differ from `color` lie only at the strip's two ends, both
  /// of them, with its middle third clear: the strip is crossing a rounded edge (a capsule's end,
  /// a circle) that closes in from both sides, rather than meeting other ink on the surface.
  func isClosingIn(differingFrom color: UInt32, image: ScanImage) -> Bool {
    var samples: [Bool] = []
    var i = 0
    while i < length {
      samples.append(PackedColor.distance(pixel(i, image), color) > ClearSpace.colorTolerance)
      i += step
    }
    guard let first = samples.first, let last = samples.last, first, last,
      let lead = samples.firstIndex(of: false), let tail = samples.lastIndex(of: false)
    else { return false }
    // Clear from the first clear sample to the last one, and that run covers the middle third.
    return !samples[lead...tail].contains(true) && lead <= samples.count / 3
      && tail >= samples.count - 1 - samples.count / 3
  }

  /// The most common sampled colour (the first of equals).
  func mode(_ image: ScanImage) -> UInt32 {
    var counts: [UInt32: Int] = [:]
    var best = pixel(0, image)
    var bestCount = 0
    var i = 0
    while i < length {
      let c = pixel(i, image)
      let k = counts[c, default: 0] + 1
      counts[c] = k
      if k > bestCount {
        best = c
        bestCount = k
      }
      i += step
    }
    return best
  }
}
