import Foundation
import Testing
import _LegibleTestSupport

@testable import LegibleColor

/// Colour vision deficiency simulation against values computed here, in the test, from the
/// published matrices; and the fast RGBA8 path against the plain one.
@Suite struct ColorVisionSimulationTests {
  /// Matrices from Machado, Oliveira and Fernandes (2009), supplementary table "Matrices for
  /// simulating anomalous trichromacy and dichromacy" (rows of three, linear RGB), typed here
  /// independently of the library's table.
  static let published: [ColorVisionDeficiency: [Double: [[Double]]]] = [
    .protanopia: [
      1.0: [
        [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
      ],
      0.5: [
        [0.458064, 0.679578, -0.137642], [0.092785, 0.846313, 0.060902],
        [-0.007494, -0.016807, 1.024301],
      ],
      0.2: [
        [0.734766, 0.334872, -0.069637], [0.051840, 0.919198, 0.028963],
        [-0.004928, -0.004209, 1.009137],
      ],
      0.3: [
        [0.630323, 0.465641, -0.095964], [0.069181, 0.890046, 0.040773],
        [-0.006308, -0.007724, 1.014032],
      ],
    ],
    .deuteranopia: [
      1.0: [
        [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
      ],
      0.5: [
        [0.547494, 0.607765, -0.155259], [0.181692, 0.781742, 0.036566],
        [-0.010410, 0.027275, 0.983136],
      ],
      0.2: [
        [0.760729, 0.319078, -0.079807], [0.090568, 0.889315, 0.020117],
        [-0.006027, 0.013325, 0.992702],
      ],
      0.3: [
        [0.675425, 0.433850, -0.109275], [0.125303, 0.847755, 0.026942],
        [-0.007950, 0.018572, 0.989378],
      ],
    ],
    .tritanopia: [
      1.0: [
        [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602],
        [0.004733, 0.691367, 0.303900],
      ],
      0.5: [
        [1.017277, 0.027029, -0.044306], [-0.006113, 0.958479, 0.047634],
        [0.006379, 0.248708, 0.744913],
      ],
      0.2: [
        [0.895720, 0.133330, -0.029050], [0.029997, 0.945400, 0.024603],
        [0.013027, 0.104707, 0.882266],
      ],
      0.3: [
        [0.905871, 0.127791, -0.033662], [0.026856, 0.941251, 0.031893],
        [0.013410, 0.148296, 0.838294],
      ],
    ],
  ]

  /// Reference colours: primaries, secondaries, and colours designers use for status and links.
  static let referenceColors: [(UInt8, UInt8, UInt8)] = [
    (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255), (255, 0, 255),
    (52, 199, 89), (255, 59, 48), (255, 149, 0), (0, 122, 255), (175, 82, 222), (118, 118, 118),
  ]

  /// sRGB decoding as IEC 61966-2-1 defines it, written out here.
  static func decode(_ value: UInt8) -> Double {
    let c = Double(value) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// sRGB encoding of a linear value clamped to `0...1`.
  static func encode(_ linear: Double) -> Double {
    let x = min(max(linear, 0), 1)
    return x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
  }

  /// `matrix · linear(colour)`, clamped, encoded: the expected simulated colour.
  static func expected(_ matrix: [[Double]], _ color: (UInt8, UInt8, UInt8)) -> [Double] {
    let linear = [decode(color.0), decode(color.1), decode(color.2)]
    return matrix.map { row in encode(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2])
    }
  }

  static func check(_ simulation: ColorVisionSimulation, against matrix: [[Double]]) {
    for color in referenceColors {
      let simulated = simulation.simulate(SRGB(red8: color.0, green8: color.1, blue8: color.2))
      let want = expected(matrix, color)
      let got = [simulated.red, simulated.green, simulated.blue]
      for channel in 0..<3 {
        #expect(
          got[channel].isApproximatelyEqual(to: want[channel], absoluteTolerance: 1e-9),
          "\(simulation.deficiency) \(simulation.severity) on \(color): \(got) vs \(want)")
      }
    }
  }

  @Test(arguments: [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia])
  func fullSeverityMatchesThePublishedMatrix(_ deficiency: ColorVisionDeficiency) throws {
    let matrix = try #require(Self.published[deficiency]?[1.0])
    Self.check(ColorVisionSimulation(deficiency), against: matrix)
  }

  @Test(arguments: [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia])
  func tabulatedSeverityUsesItsOwnMatrix(_ deficiency: ColorVisionDeficiency) throws {
    for severity in [0.5, 0.2, 0.3] {
      let matrix = try #require(Self.published[deficiency]?[severity])
      Self.check(ColorVisionSimulation(deficiency, severity: severity), against: matrix)
    }
  }

  @Test(arguments: [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia])
  func intermediateSeverityInterpolatesTheNearestMatrices(_ deficiency: ColorVisionDeficiency)
    throws
  {
    let low = try #require(Self.published[deficiency]?[0.2])
    let high = try #require(Self.published[deficiency]?[0.3])
    // 0.27 lies 70 % of the way from 0.2 to 0.3.
    var blended = low
    for i in 0..<3 {
      for j in 0..<3 { blended[i][j] += 0.7 * (high[i][j] - low[i][j]) }
    }
    Self.check(ColorVisionSimulation(deficiency, severity: 0.27), against: blended)
  }

  @Test func achromatopsiaKeepsOnlyLuminance() {
    // Rec. 709 luminance coefficients, as WCAG 2.x relative luminance uses them.
    let row = [0.2126, 0.7152, 0.0722]
    Self.check(ColorVisionSimulation(.achromatopsia), against: [row, row, row])
    for color in Self.referenceColors {
      let out = ColorVisionSimulation(.achromatopsia).simulate(
        SRGB(red8: color.0, green8: color.1, blue8: color.2))
      #expect(out.red == out.green && out.green == out.blue)
    }
  }

  @Test(arguments: ColorVisionDeficiency.allCases)
  func severityZeroIsTheIdentity(_ deficiency: ColorVisionDeficiency) {
    let simulation = ColorVisionSimulation(deficiency, severity: 0)
    #expect(simulation.matrix == [1, 0, 0, 0, 1, 0, 0, 0, 1])
    var generator = SplitMix64(seed: 7)
    var pixels: [UInt8] = (0..<4000).map { _ in .random(in: 0...255, using: &generator) }
    pixels[3] = 17  // alpha passes through
    #expect(simulation.simulatedRGBA8(pixels) == pixels)
    #expect(simulation.referenceSimulatedRGBA8(pixels) == pixels)
  }

  @Test func everyPublishedRowSumsToOne() {
    for table in [Machado2009.protanomaly, Machado2009.deuteranomaly, Machado2009.tritanomaly] {
      #expect(table.count == 11)
      for matrix in table {
        for row in 0..<3 {
          let sum = matrix[row * 3] + matrix[row * 3 + 1] + matrix[row * 3 + 2]
          // Six published decimals per entry: three roundings of at most 5e-7 each.
          #expect(abs(sum - 1) <= 1.5e-6, "row \(row) of \(matrix) sums to \(sum)")
        }
      }
    }
  }

  @Test(arguments: ColorVisionDeficiency.allCases)
  func greysAreUnchanged(_ deficiency: ColorVisionDeficiency) {
    let greys = (0...255).flatMap { v -> [UInt8] in [UInt8(v), UInt8(v), UInt8(v), 255] }
    for step in 0...10 {
      for severity in [Double(step) / 10, Double(step) / 10 + 0.05] where severity <= 1 {
        let simulation = ColorVisionSimulation(deficiency, severity: severity)
        #expect(simulation.simulatedRGBA8(greys) == greys, "\(deficiency) \(severity)")
        #expect(simulation.referenceSimulatedRGBA8(greys) == greys, "\(deficiency) \(severity)")
      }
    }
  }

  @Test func severityOutsideTheRangeIsClamped() {
    #expect(ColorVisionSimulation(.deuteranopia, severity: 3).severity == 1)
    #expect(
      ColorVisionSimulation(.deuteranopia, severity: -1).matrix == [1, 0, 0, 0, 1, 0, 0, 0, 1])
  }

  @Test func namesAreRecognised() {
    #expect(ColorVisionDeficiency(name: "Deuteranopia") == .deuteranopia)
    #expect(ColorVisionDeficiency(name: "protan") == .protanopia)
    #expect(ColorVisionDeficiency(name: "tritanomaly") == .tritanopia)
    #expect(ColorVisionDeficiency(name: "achromatopsia") == .achromatopsia)
    #expect(ColorVisionDeficiency(name: "red-green") == nil)
  }

  // MARK: - Fast path against the plain path

  @Test func encoderRoundsExactlyAtEveryThreshold() {
    // Around each rounding threshold (linear value of (k − ½)/255), a few floats either side.
    for code in 1...255 {
      let threshold = Float(Self.decodeExact((Double(code) - 0.5) / 255))
      var x = threshold
      for _ in 0..<4 { x = x.nextDown }
      for _ in 0..<9 {
        let expected = UInt8(min(max((Self.encode(Double(x)) * 255).rounded(), 0), 255))
        let got = SimulationKernel.encode(x)
        // Within float rounding of the threshold either neighbour is right; elsewhere exact.
        if abs(Double(x) - Self.decodeExact((Double(code) - 0.5) / 255)) > 1e-6 * Double(x) {
          #expect(got == expected, "\(x): \(got) vs \(expected)")
        } else {
          #expect(got == UInt8(code) || got == UInt8(code - 1))
        }
        x = x.nextUp
      }
    }
    var generator = SplitMix64(seed: 3)
    var offByMore = 0
    for _ in 0..<100_000 {
      let x = Float.random(in: 0...1, using: &generator)
      let expected = UInt8((Self.encode(Double(x)) * 255).rounded())
      if abs(Int(SimulationKernel.encode(x)) - Int(expected)) > 1 { offByMore += 1 }
    }
    #expect(offByMore == 0)
    #expect(SimulationKernel.encode(0) == 0 && SimulationKernel.encode(1) == 255)
  }

  static func decodeExact(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  @Test(arguments: ColorVisionDeficiency.allCases)
  func fastPathAgreesWithThePlainPath(_ deficiency: ColorVisionDeficiency) {
    var generator = SplitMix64(seed: UInt64(deficiency.hashValue & 0xFFFF))
    // Random colours, then runs of repeated pixels (the fast path reuses a run's result).
    var pixels: [UInt8] = (0..<200_000).map { _ in .random(in: 0...255, using: &generator) }
    for run in 0..<500 {
      let start = run * 160
      for offset in stride(from: 4, to: 40, by: 4) {
        for channel in 0..<4 { pixels[start + offset + channel] = pixels[start + channel] }
      }
    }
    for severity in [1.0, 0.45] {
      let simulation = ColorVisionSimulation(deficiency, severity: severity)
      let fast = simulation.simulatedRGBA8(pixels)
      let plain = simulation.referenceSimulatedRGBA8(pixels)
      var differing = 0
      var offByMore = 0
      var alphaChanged = 0
      for index in pixels.indices {
        let difference = abs(Int(fast[index]) - Int(plain[index]))
        if difference > 1 { offByMore += 1 }
        if difference != 0 { differing += 1 }
        if index % 4 == 3 && fast[index] != pixels[index] { alphaChanged += 1 }
      }
      #expect(offByMore == 0 && alphaChanged == 0)
      // Float against Double: only values within rounding of a step boundary differ.
      #expect(differing <= pixels.count / 1000, "\(differing) channels differ")
    }
  }
}
