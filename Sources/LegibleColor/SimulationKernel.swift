/// The fast path of ``ColorVisionSimulation/simulatedRGBA8(_:)``: a 256-entry linearisation
/// table, the matrix in `Float` as three `SIMD4` columns, and an exact table-driven encoder back
/// to 8-bit sRGB.
struct SimulationKernel {
  /// The matrix's columns (`x`, `y`, `z` lanes are the output's red, green, blue).
  let red: SIMD4<Float>
  let green: SIMD4<Float>
  let blue: SIMD4<Float>

  init(matrix m: [Double]) {
    red = SIMD4(Float(m[0]), Float(m[3]), Float(m[6]), 0)
    green = SIMD4(Float(m[1]), Float(m[4]), Float(m[7]), 0)
    blue = SIMD4(Float(m[2]), Float(m[5]), Float(m[8]), 0)
  }

  /// Linear light of each 8-bit sRGB value (IEC 61966-2-1 through ``SRGBTransfer``).
  static let linear: [Float] = (0..<256).map { Float(SRGBTransfer.linear(Double($0) / 255)) }

  /// `thresholds[k]` (`k` in `1...255`) is the linear value at which encoding starts to round to
  /// `k`: the linear light of `(k − ½)/255`. Entry 0 is −∞ and entry 256 is +∞ as sentinels.
  static let thresholds: [Float] = {
    var table: [Float] = [-.infinity]
    for code in 1...255 { table.append(Float(SRGBTransfer.linear((Double(code) - 0.5) / 255))) }
    table.append(.infinity)
    return table
  }()

  /// For each bucket of non-negative floats up to 1 that share their top 16 bits (8 exponent
  /// bits, 7 mantissa bits), the 8-bit code of the bucket's smallest value.
  ///
  /// A bucket spans at most 2⁻⁷ (0.78 %) of its values, while neighbouring thresholds lie at
  /// least 0.95 % apart (`((254.5/253.5)^2.4`, the closest pair, at the top of the range; lower
  /// down they spread further), so a bucket holds at most one threshold and one comparison with
  /// the next threshold finishes the rounding exactly.
  static let buckets: [UInt8] = {
    let count = Int(Float(1).bitPattern >> 16) + 1
    var table = [UInt8](repeating: 0, count: count)
    var code = 0
    for bucket in 0..<count {
      let smallest = Float(bitPattern: UInt32(bucket) << 16)
      while code < 255 && thresholds[code + 1] <= smallest { code += 1 }
      table[bucket] = UInt8(code)
    }
    return table
  }()

  /// The 8-bit sRGB code of linear value `x`, rounded to nearest, for `x` in `0...1`.
  @inline(__always)
  static func encode(
    _ x: Float, buckets: UnsafeBufferPointer<UInt8>, thresholds: UnsafeBufferPointer<Float>
  ) -> UInt8 {
    // x is in 0...1 (clamped by the caller), so its bits shifted right by 16 index `buckets`.
    let code = buckets[Int(x.bitPattern >> 16)]
    return x >= thresholds[Int(code) + 1] ? code + 1 : code
  }

  /// The 8-bit code of `x` by the table (for tests of the encoder).
  static func encode(_ x: Float) -> UInt8 {
    buckets.withUnsafeBufferPointer { b in
      thresholds.withUnsafeBufferPointer { t in encode(min(max(x, 0), 1), buckets: b, thresholds: t)
      }
    }
  }

  /// Simulates `input` (RGBA8) into `output` of the same count.
  ///
  /// Screenshots are mostly runs of identical pixels, so the last pixel's result is reused when
  /// the next pixel is the same.
  func run(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) {
    precondition(output.count >= input.count)
    guard input.count >= 4, let source = input.baseAddress, let destination = output.baseAddress
    else { return }
    let (m0, m3, m6) = (red.x, red.y, red.z)
    let (m1, m4, m7) = (green.x, green.y, green.z)
    let (m2, m5, m8) = (blue.x, blue.y, blue.z)
    Self.linear.withUnsafeBufferPointer { linear in
      Self.buckets.withUnsafeBufferPointer { buckets in
        Self.thresholds.withUnsafeBufferPointer { thresholds in
          let raw = UnsafeRawPointer(source)
          let rawOut = UnsafeMutableRawPointer(destination)
          // Only equality is used on a whole pixel's 32 bits, so byte order does not matter.
          var lastIn = raw.loadUnaligned(as: UInt32.self) ^ 1  // differs from the first pixel
          var lastOut: UInt32 = 0
          for offset in stride(from: 0, to: input.count - 3, by: 4) {
            let pixel = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            if pixel == lastIn {
              rawOut.storeBytes(of: lastOut, toByteOffset: offset, as: UInt32.self)
              continue
            }
            let r = linear[Int(source[offset])]
            let g = linear[Int(source[offset + 1])]
            let b = linear[Int(source[offset + 2])]
            let x = Self.unit(m0 * r + m1 * g + m2 * b)
            let y = Self.unit(m3 * r + m4 * g + m5 * b)
            let z = Self.unit(m6 * r + m7 * g + m8 * b)
            destination[offset] = Self.encode(x, buckets: buckets, thresholds: thresholds)
            destination[offset + 1] = Self.encode(y, buckets: buckets, thresholds: thresholds)
            destination[offset + 2] = Self.encode(z, buckets: buckets, thresholds: thresholds)
            destination[offset + 3] = source[offset + 3]
            lastIn = pixel
            lastOut = rawOut.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          }
        }
      }
    }
  }

  /// `value` clamped into `0...1` (NaN cannot arise: every input is finite).
  @inline(__always)
  static func unit(_ value: Float) -> Float {
    value < 0 ? 0 : (value > 1 ? 1 : value)
  }
}
