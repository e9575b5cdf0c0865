import LegibleColor

/// Linear light → 8-bit sRGB, rounded to nearest, without evaluating a power function.
///
/// Code `k + 1` is due exactly when the linear value reaches `threshold[k]`, the linear value of
/// the encoded midpoint `(k + 0.5) / 255`. A 4096-entry table gives the code at the bottom of each
/// linear bucket; at most a couple of threshold comparisons finish the job.
@usableFromInline
enum SRGBByteEncoder {
  /// `threshold[k]` = `SRGBTransfer.linear((k + 0.5) / 255)` for `k` in 0..<255.
  @usableFromInline
  static let thresholds: [Double] = (0..<255).map { SRGBTransfer.linear((Double($0) + 0.5) / 255) }

  /// Buckets in ``coarseCodes``; 4096 keeps each bucket under two codes wide even at black, where
  /// the sRGB curve is steepest (12.92 × 255 / 4095 ≈ 0.8 codes).
  @usableFromInline
  static let bucketCount = 4096

  /// `coarseCodes[i]`: the number of thresholds at or below `i / (bucketCount - 1)`.
  @usableFromInline
  static let coarseCodes: [UInt8] = (0..<bucketCount).map { i in
    let value = Double(i) / Double(bucketCount - 1)
    return UInt8(thresholds.lazy.filter { $0 <= value }.count)
  }

  /// The 8-bit sRGB code for linear value `linear`, clipped to 0…1.
  @inlinable
  static func byte(
    _ linear: Double, thresholds: UnsafeBufferPointer<Double>, coarse: UnsafeBufferPointer<UInt8>
  ) -> UInt8 {
    // `!(linear > 0)` also catches NaN.
    guard linear > 0 else { return 0 }
    guard linear < 1 else { return 255 }
    // 0 < linear < 1, so the index is within 0..<bucketCount.
    var code = Int(coarse[Int(linear * Double(bucketCount - 1))])
    while code < 255 && linear >= thresholds[code] { code += 1 }
    return UInt8(code)
  }

  /// The reference: encode with the sRGB curve, scale, round half away from zero.
  static func referenceByte(_ linear: Double) -> UInt8 {
    let clipped = min(max(linear.isNaN ? 0 : linear, 0), 1)
    return UInt8((SRGBTransfer.encoded(clipped) * 255).rounded())
  }
}
