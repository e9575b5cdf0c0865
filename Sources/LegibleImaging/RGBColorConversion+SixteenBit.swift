extension RGBColorConversion {
  /// An 8-bit sRGB image from 16-bit RGBA samples (libpng's linear output format: the colour
  /// samples multiplied by alpha, which is undone here first).
  ///
  /// Rounding to 8 bits happens once, at the end. Colour is lost where alpha is 0 (black is
  /// written there) and loses some precision where alpha is small.
  func convert(sixteenBitPremultiplied samples: [UInt16], width: Int) -> RGBAImage {
    // The curves at every 16-bit code; channels that share a curve share a table.
    var tables: [TransferCurve: [Double]] = [:]
    for curve in curves where tables[curve] == nil {
      tables[curve] = (0..<65_536).map { curve.linear(Double($0) / 65_535) }
    }
    let red = tables[curves[0]]!
    let green = tables[curves[1]]!
    let blue = tables[curves[2]]!
    let m = matrix
    var pixels = [UInt8](repeating: 0, count: samples.count)
    SRGBByteEncoder.thresholds.withUnsafeBufferPointer { thresholds in
      SRGBByteEncoder.coarseCodes.withUnsafeBufferPointer { coarse in
        for i in stride(from: 0, to: samples.count, by: 4) {
          let alpha = Int(samples[i + 3])
          // (v · 255 + 32767) / 65535: 16 → 8 bits rounded to nearest.
          pixels[i + 3] = UInt8((alpha * 255 + 32_767) / 65_535)
          guard alpha > 0 else { continue }
          func straight(_ sample: UInt16) -> Int {
            alpha == 65_535 ? Int(sample) : min(65_535, (Int(sample) * 65_535 + alpha / 2) / alpha)
          }
          let r = red[straight(samples[i])]
          let g = green[straight(samples[i + 1])]
          let b = blue[straight(samples[i + 2])]
          pixels[i] = SRGBByteEncoder.byte(
            m[0] * r + m[1] * g + m[2] * b, thresholds: thresholds, coarse: coarse)
          pixels[i + 1] = SRGBByteEncoder.byte(
            m[3] * r + m[4] * g + m[5] * b, thresholds: thresholds, coarse: coarse)
          pixels[i + 2] = SRGBByteEncoder.byte(
            m[6] * r + m[7] * g + m[8] * b, thresholds: thresholds, coarse: coarse)
        }
      }
    }
    return RGBAImage(width: width, height: samples.count / 4 / max(width, 1), pixels: pixels)
  }
}
