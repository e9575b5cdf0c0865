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
    // The normal equations of the fit: Σ v vᵀ (rows) and Σ v·c (one per term) over the ring,
    // for v = (1, x − cx, y − cy).
    let zero = SIMD3<Double>.zero
    var (n0, n1, n2) = (zero, zero, zero)
    var (m0, m1, m2) = (zero, zero, zero)
    image.forEachPixel(around: box, margin: margin) { x, y, pixel in
      let v = SIMD3(1, Double(x) - cx, Double(y) - cy)
      let c = Self.channels(pixel)
      n0 += v
      n1 += v.y * v
      n2 += v.z * v
      m0 += c
      m1 += v.y * c
      m2 += v.z * c
    }
    let moments = [m0, m1, m2]
    guard Int(n0.x) >= Self.fewestPixels,
      let inverse = ColorMatrix([n0, n1, n2].map { [$0.x, $0.y, $0.z] }).inverse
    else { return nil }
    func term(_ i: Int) -> SIMD3<Double> {
      (0..<3).reduce(SIMD3<Double>.zero) { $0 + inverse[i, $1] * moments[$1] }
    }
    base = term(0)
    slopeX = term(1)
    slopeY = term(2)
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
