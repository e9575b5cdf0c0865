import LegibleColor

/// Linear light → 8-bit sRGB, rounded to nearest, without evaluating a power function.
///
/// Code `k + 1` is due exactly when the linear value reaches `thresholds[k]`, the linear value of
/// the encoded midpoint `(k + 0.5) / 255`. A 65536-entry table gives the code at the bottom of
/// each linear bucket; one threshold comparison finishes the job.
@usableFromInline
enum SRGBByteEncoder {
  /// `thresholds[k]` = `SRGBTransfer.linear((k + 0.5) / 255)` for `k` in 0..<255, then a 256th
  /// entry above every linear value so code 255 never steps further.
  @usableFromInline
  static let thresholds: [Double] =
    (0..<255).map { SRGBTransfer.linear((Double($0) + 0.5) / 255) } + [.infinity]

  /// Buckets in ``coarseCodes``. Each is 1/65535 wide in linear light; thresholds are never
  /// closer than 1/(255 × 12.92) ≈ 3.0 × 10⁻⁴ (the steepest part of the curve, at black), so a
  /// bucket holds at most one threshold and one comparison suffices.
  @usableFromInline
  static let bucketCount = 65_536

  /// `coarseCodes[i]`: the number of thresholds at or below `i / (bucketCount - 1)`.
  @usableFromInline
  static let coarseCodes: [UInt8] = {
    var codes = [UInt8](repeating: 0, count: bucketCount)
    var code = 0
    for i in 0..<bucketCount {
      let value = Double(i) / Double(bucketCount - 1)
      while code < 255 && thresholds[code] <= value { code += 1 }
      codes[i] = UInt8(code)
    }
    return codes
  }()

  /// The 8-bit sRGB code for linear value `linear`, clipped to 0…1.
  @inlinable
  static func byte(
    _ linear: Double, thresholds: UnsafeBufferPointer<Double>, coarse: UnsafeBufferPointer<UInt8>
  ) -> UInt8 {
    // `!(linear > 0)` also catches NaN.
    guard linear > 0 else { return 0 }
    guard linear < 1 else { return 255 }
    // 0 < linear < 1, so the index is within 0..<bucketCount, and the code at most 255, a valid
    // index into the 256 thresholds.
    let code = coarse[Int(linear * Double(bucketCount - 1))]
    return linear >= thresholds[Int(code)] ? code + 1 : code
  }

  /// The reference: encode with the sRGB curve, scale, round half away from zero.
  static func referenceByte(_ linear: Double) -> UInt8 {
    let clipped = min(max(linear.isNaN ? 0 : linear, 0), 1)
    return UInt8((SRGBTransfer.encoded(clipped) * 255).rounded())
  }
}
