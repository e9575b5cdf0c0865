import LegibleColor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a colour space's encoded values (0…1) map to linear light (0…1).
enum TransferCurve: Sendable, Hashable {
  /// The sRGB curve of IEC 61966-2-1 (also Display P3's).
  case sRGB
  /// `linear = encoded^exponent`, e.g. 2.2 for a `gAMA` of 0.45455 (PNG Third Edition §11.3.2.2).
  case power(Double)
  /// An ICC `parametricCurveType` (ICC.1:2022 §10.18, Table 68): function type 0…4 and its
  /// parameters g, a, b, c, d, e, f (as many as the type uses).
  case parametric(function: Int, parameters: [Double])
  /// An ICC `curveType` table (ICC.1:2022 §10.6): samples over 0…1, interpolated linearly.
  case sampled([Double])

  /// The linear-light value of `encoded` (clamped to 0…1 first).
  func linear(_ encoded: Double) -> Double {
    let x = min(max(encoded, 0), 1)
    switch self {
    case .sRGB:
      return SRGBTransfer.linear(x)
    case .power(let exponent):
      return pow(x, exponent)
    case .parametric(let function, let p):
      return Self.parametric(function, p, x)
    case .sampled(let samples):
      guard samples.count > 1 else { return samples.first ?? x }
      let position = x * Double(samples.count - 1)
      let index = min(Int(position), samples.count - 2)
      let fraction = position - Double(index)
      return samples[index] + (samples[index + 1] - samples[index]) * fraction
    }
  }

  /// ICC.1:2022 Table 68: the five parametric curve functions.
  private static func parametric(_ function: Int, _ p: [Double], _ x: Double) -> Double {
    let g = p[0]
    func powered(_ base: Double) -> Double { base > 0 ? pow(base, g) : 0 }
    switch function {
    case 1:
      let (a, b) = (p[1], p[2])
      return x >= -b / a ? powered(a * x + b) : 0
    case 2:
      let (a, b, c) = (p[1], p[2], p[3])
      return x >= -b / a ? powered(a * x + b) + c : c
    case 3:
      let (a, b, c, d) = (p[1], p[2], p[3], p[4])
      return x >= d ? powered(a * x + b) : c * x
    case 4:
      let (a, b, c, d, e, f) = (p[1], p[2], p[3], p[4], p[5], p[6])
      return x >= d ? powered(a * x + b) + e : c * x + f
    default:
      return powered(x)
    }
  }

  /// Whether the curve rounds like the sRGB curve: re-encoding its value for every 8-bit code
  /// with the sRGB curve lands within half a code value of that code.
  var isApproximatelySRGB: Bool {
    if case .sRGB = self { return true }
    return (0...255).allSatisfy { code in
      let encoded = SRGBTransfer.encoded(linear(Double(code) / 255)) * 255
      return abs(encoded - Double(code)) <= 0.5
    }
  }
}
