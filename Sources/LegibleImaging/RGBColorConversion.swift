import LegibleColor

/// Converts 8-bit RGB code values stored in another RGB colour space to 8-bit sRGB.
///
/// Per channel: decode through the source transfer curve (a 256-entry table), multiply by a
/// 3×3 matrix into linear sRGB, clip to 0…1 (out-of-gamut colours keep their hue only roughly;
/// pixels are clipped, not gamut-mapped), re-encode with the sRGB curve and round to nearest.
/// Alpha is left as it is.
///
/// ``apply(to:)`` is the fast path; ``applyReference(to:)`` computes the same thing with the
/// curves and `pow`, for tests.
public struct RGBColorConversion: Sendable, Hashable {
  /// The source space, as reports name it.
  public let source: ImageColorSpace
  /// Linear value of each code: red at 0..<256, green at 256..<512, blue at 512..<768.
  @usableFromInline let linearTable: [Double]
  /// Source linear RGB → linear sRGB, row-major.
  @usableFromInline let matrix: [Double]
  /// The source transfer curves for red, green and blue.
  let curves: [TransferCurve]

  /// Creates a conversion from per-channel curves and a matrix into linear sRGB.
  init(source: ImageColorSpace, curves: [TransferCurve], matrix: ColorMatrix) {
    precondition(curves.count == 3)
    self.source = source
    self.curves = curves
    self.matrix = matrix.entries
    linearTable = curves.flatMap { curve in (0..<256).map { curve.linear(Double($0) / 255) } }
  }

  /// Display P3 (SMPTE EG 432-1 primaries, D65, sRGB curve) to sRGB.
  public static let displayP3ToSRGB = RGBColorConversion(
    source: .displayP3, curves: [.sRGB, .sRGB, .sRGB],
    matrix: Chromaticities.displayP3.toLinearSRGB!)

  /// `color` (gamma-encoded in the source space) converted to sRGB, clipped to the sRGB gamut
  /// but not rounded; alpha is kept. Use it to convert a few estimated colours exactly.
  ///
  /// Example: Display P3 `(1, 0, 0)` → sRGB `(1, 0, 0)` after clipping from about
  /// `(1.093, -0.227, -0.150)` in linear light (CSS Color 4 §10.4 matrices).
  public func convert(_ color: SRGB) -> SRGB {
    let (r, g, b) = linearSRGB(
      curves[0].linear(color.red), curves[1].linear(color.green), curves[2].linear(color.blue))
    func encode(_ v: Double) -> Double { SRGBTransfer.encoded(min(max(v, 0), 1)) }
    return SRGB(red: encode(r), green: encode(g), blue: encode(b), alpha: color.alpha)
  }

  /// The matrix applied to linear `(r, g, b)`, in the same order of operations as the fast path.
  private func linearSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    let m = matrix
    return (
      m[0] * r + m[1] * g + m[2] * b, m[3] * r + m[4] * g + m[5] * b,
      m[6] * r + m[7] * g + m[8] * b
    )
  }

  /// Converts every pixel of `image` in place (the fast path).
  @inlinable
  public func apply(to image: inout RGBAImage) {
    linearTable.withUnsafeBufferPointer { table in
      SRGBByteEncoder.thresholds.withUnsafeBufferPointer { thresholds in
        SRGBByteEncoder.coarseCodes.withUnsafeBufferPointer { coarse in
          image.withUnsafeMutablePixels { pixels in
            Self.convert(
              pixels, matrix: matrix, table: table, thresholds: thresholds, coarse: coarse)
          }
        }
      }
    }
  }

  /// The fast loop: table lookups, nine multiply-adds, threshold encoding, and a one-entry cache
  /// because screenshots are mostly runs of one colour.
  @inlinable
  static func convert(
    _ pixels: UnsafeMutableBufferPointer<UInt8>, matrix m: [Double],
    table: UnsafeBufferPointer<Double>, thresholds: UnsafeBufferPointer<Double>,
    coarse: UnsafeBufferPointer<UInt8>
  ) {
    let (m0, m1, m2, m3, m4, m5) = (m[0], m[1], m[2], m[3], m[4], m[5])
    let (m6, m7, m8) = (m[6], m[7], m[8])
    // A key no 24-bit RGB value equals, so the first pixel always misses.
    var lastKey: UInt32 = .max
    var (outR, outG, outB): (UInt8, UInt8, UInt8) = (0, 0, 0)
    var i = 0
    // RGBAImage guarantees `pixels.count` is a multiple of 4, so i + 2 < count inside the loop.
    while i < pixels.count {
      let r = pixels[i]
      let g = pixels[i + 1]
      let b = pixels[i + 2]
      let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
      if key != lastKey {
        lastKey = key
        // Indices are a byte plus 0, 256 or 512: always inside the 768-entry table.
        let lr = table[Int(r)]
        let lg = table[256 + Int(g)]
        let lb = table[512 + Int(b)]
        outR = SRGBByteEncoder.byte(
          m0 * lr + m1 * lg + m2 * lb, thresholds: thresholds, coarse: coarse)
        outG = SRGBByteEncoder.byte(
          m3 * lr + m4 * lg + m5 * lb, thresholds: thresholds, coarse: coarse)
        outB = SRGBByteEncoder.byte(
          m6 * lr + m7 * lg + m8 * lb, thresholds: thresholds, coarse: coarse)
      }
      pixels[i] = outR
      pixels[i + 1] = outG
      pixels[i + 2] = outB
      i += 4
    }
  }

  /// Converts every pixel of `image` in place with the plain reference path: the curves
  /// evaluated directly, the matrix, and the sRGB curve with `pow` for encoding.
  public func applyReference(to image: inout RGBAImage) {
    for i in stride(from: 0, to: image.pixels.count, by: 4) {
      let (r, g, b) = linearSRGB(
        curves[0].linear(Double(image.pixels[i]) / 255),
        curves[1].linear(Double(image.pixels[i + 1]) / 255),
        curves[2].linear(Double(image.pixels[i + 2]) / 255))
      image.pixels[i] = SRGBByteEncoder.referenceByte(r)
      image.pixels[i + 1] = SRGBByteEncoder.referenceByte(g)
      image.pixels[i + 2] = SRGBByteEncoder.referenceByte(b)
    }
  }
}
