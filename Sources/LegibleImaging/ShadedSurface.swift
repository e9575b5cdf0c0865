/// A surface whose colour runs smoothly across it, fitted to the pixels around a box: each
/// channel a plane, `a + b·x + c·y`, by least squares over the ring of pixels
/// (``ScanImage/forEachPixel(around:margin:_:)``). A frosted button over a photograph is such a
/// surface: its blur shades it from one side to the other by more than
/// ``FlatRegions/sameSurfaceTolerance``, so the pixels left and right of a shape drawn on it
/// differ as two surfaces' would, though they are one.
struct ShadedSurface: Sendable, Equatable {
  /// Each channel's value at the origin of the fit (the ring's centre).
  var base: SIMD3<Double>
  /// Each channel's change a pixel to the right.
  var slopeX: SIMD3<Double>
  /// Each channel's change a pixel down.
  var slopeY: SIMD3<Double>
  /// The column of the centre the fit is taken about.
  var centerX: Double
  /// The row of the centre the fit is taken about.
  var centerY: Double

  /// Fewest ring pixels to fit a surface to: 16.
  static let fewestPixels = 16

  /// The surface fitted to the ring of pixels `margin` outside `box` in `image`, or `nil` when
  /// the ring has fewer than ``fewestPixels`` pixels in the image or lies along one line.
  init?(around box: PixelRect, margin: Int = 2, in image: ScanImage) {
    let cx = Double(box.x) + Double(box.width) / 2
    let cy = Double(box.y) + Double(box.height) / 2
    var n = 0.0
    var sx = 0.0
    var sy = 0.0
    var sxx = 0.0
    var syy = 0.0
    var sxy = 0.0
    var sc = SIMD3<Double>.zero
    var sxc = SIMD3<Double>.zero
    var syc = SIMD3<Double>.zero
    image.forEachPixel(around: box, margin: margin) { x, y, pixel in
      let (dx, dy) = (Double(x) - cx, Double(y) - cy)
      let c = Self.channels(pixel)
      n += 1
      sx += dx
      sy += dy
      sxx += dx * dx
      syy += dy * dy
      sxy += dx * dy
      sc += c
      sxc += dx * c
      syc += dy * c
    }
    guard Int(n) >= Self.fewestPixels else { return nil }
    // The normal equations [n sx sy; sx sxx sxy; sy sxy syy]·(a, b, c) = (sc, sxc, syc), by
    // Cramer's rule.
    let det = n * (sxx * syy - sxy * sxy) - sx * (sx * syy - sxy * sy) + sy * (sx * sxy - sxx * sy)
    guard abs(det) > 1e-9 else { return nil }
    let a =
      (sc * (sxx * syy - sxy * sxy) - sxc * (sx * syy - sy * sxy) + syc * (sx * sxy - sy * sxx))
    let b = (n * (sxc * syy - syc * sxy) - sx * (sc * syy - syc * sy) + sy * (sc * sxy - sxc * sy))
    let c = (n * (sxx * syc - sxy * sxc) - sx * (sx * syc - sc * sxy) + sy * (sx * sxc - sc * sxx))
    base = a / det
    slopeX = b / det
    slopeY = c / det
    centerX = cx
    centerY = cy
  }

  /// A flat surface of `color`, the same at every pixel.
  init(flat color: UInt32) {
    base = Self.channels(color)
    slopeX = .zero
    slopeY = .zero
    centerX = 0
    centerY = 0
  }

  /// The surface's colour, each channel 0–255, at pixel (`x`, `y`).
  func color(x: Int, y: Int) -> SIMD3<Double> {
    base + slopeX * (Double(x) - centerX) + slopeY * (Double(y) - centerY)
  }

  /// Whether `pixel` at (`x`, `y`) is the surface's colour there, within `tolerance` on every
  /// channel.
  func holds(_ pixel: UInt32, x: Int, y: Int, tolerance: Int = FlatRegions.sameSurfaceTolerance)
    -> Bool
  {
    let off = Self.channels(pixel) - color(x: x, y: y)
    let largest = max(abs(off.x), abs(off.y), abs(off.z))
    return largest <= Double(tolerance)
  }

  /// The steepest change of any channel a pixel, across or down.
  var steepness: Double {
    max(slopeX.max(), -slopeX.min(), slopeY.max(), -slopeY.min())
  }

  /// Share of the ring of pixels `margin` outside `box` in `image` that the surface holds
  /// within `tolerance` (``holds(_:x:y:tolerance:)``); 1 when the ring lies wholly outside the
  /// image, as ``InsideOutRule/ringShare(of:around:margin:in:)`` reads it.
  func share(
    around box: PixelRect, margin: Int = 2, in image: ScanImage,
    tolerance: Int = FlatRegions.sameSurfaceTolerance
  ) -> Double {
    var total = 0
    var held = 0
    image.forEachPixel(around: box, margin: margin) { x, y, pixel in
      total += 1
      if holds(pixel, x: x, y: y, tolerance: tolerance) { held += 1 }
    }
    return total == 0 ? 1 : Double(held) / Double(total)
  }

  private static func channels(_ pixel: UInt32) -> SIMD3<Double> {
    SIMD3(
      Double(PackedColor.red(pixel)), Double(PackedColor.green(pixel)),
      Double(PackedColor.blue(pixel)))
  }
}
