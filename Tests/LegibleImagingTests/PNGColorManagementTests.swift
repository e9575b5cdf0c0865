import Foundation
import LegibleColor
import LegibleImaging
import Testing
import _LegibleTestSupport

/// Independent references from CSS Color 4 (W3C CR 2025-04-24, §18 "Sample code for color
/// conversions"): the rational matrices of `lin_P3_to_XYZ`, `lin_a98rgb_to_XYZ` and
/// `XYZ_to_lin_sRGB`, and the sRGB and Adobe RGB (gamma 563/256) transfer functions. Nothing here
/// shares code with LegibleImaging's own derivation from chromaticities and Bradford adaptation.
enum CSSColor4 {
  static let linearP3ToXYZ: [[Double]] = [
    [608_311 / 1_250_200, 189_793 / 714_400, 198_249 / 1_000_160],
    [35_783 / 156_275, 247_089 / 357_200, 198_249 / 2_500_400],
    [0, 32_229 / 714_400, 5_220_557 / 5_000_800],
  ]
  static let linearA98ToXYZ: [[Double]] = [
    [573_536 / 994_567, 263_643 / 1_420_810, 187_206 / 994_567],
    [591_459 / 1_989_134, 6_239_551 / 9_945_670, 374_412 / 4_972_835],
    [53_769 / 1_989_134, 351_524 / 4_972_835, 4_929_758 / 4_972_835],
  ]
  static let xyzToLinearSRGB: [[Double]] = [
    [12_831 / 3959, -329 / 214, -1974 / 3959],
    [-851_781 / 878_810, 1_648_619 / 878_810, 36519 / 878_810],
    [705 / 12673, -2585 / 12673, 705 / 667],
  ]

  static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
    m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
  }
  static func srgbLinear(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }
  static func srgbEncoded(_ c: Double) -> Double {
    c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
  }

  /// 8-bit sRGB for 16-bit code values in a space given by its matrix to XYZ (D65).
  static func sRGB8(sixteenBit codes: [Int], toXYZ: [[Double]]) -> [UInt8] {
    let xyz = multiply(toXYZ, codes.map { srgbLinear(Double($0) / 65535) })
    return multiply(xyzToLinearSRGB, xyz).map {
      UInt8((srgbEncoded(min(max($0, 0), 1)) * 255).rounded())
    }
  }

  /// 8-bit sRGB for 8-bit code values in a space given by its transfer and matrix to XYZ (D65):
  /// clipped per channel, rounded to nearest.
  static func sRGB8(
    _ codes: [Int], toXYZ: [[Double]], linear: (Double) -> Double = srgbLinear
  ) -> [UInt8] {
    let xyz = multiply(toXYZ, codes.map { linear(Double($0) / 255) })
    return multiply(xyzToLinearSRGB, xyz).map {
      UInt8((srgbEncoded(min(max($0, 0), 1)) * 255).rounded())
    }
  }
}

@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct PNGColorManagementTests {
  /// P3 test colours: colour(display-p3 0.2 0.5 0.8) in 8 bits, pure red (out of sRGB gamut),
  /// a saturated green, grey, white and black.
  static let p3Colors: [[Int]] = [
    [51, 128, 204], [255, 0, 0], [52, 199, 89], [128, 128, 128], [255, 255, 255], [0, 0, 0],
  ]

  /// The D50-adapted colourants (rXYZ, gXYZ, bXYZ) of Apple's "Display P3" ICC profile.
  static let displayP3Colorants: [[Double]] = [
    [0.515121, 0.241196, -0.001053], [0.291977, 0.692245, 0.041885],
    [0.157104, 0.066574, 0.784073],
  ]

  /// A one-row RGB image of `colors` with `chunks`.
  func image(_ colors: [[Int]], _ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
    PNGTestFile.image(
      width: colors.count, height: 1, bitDepth: 8, colorType: 2, samples: colors.flatMap { $0 },
      extraChunks: chunks)
  }

  /// An iCCP chunk holding `profile` (zlib stream of stored blocks) under `name`.
  func iccp(_ name: String, _ profile: [UInt8]) -> (type: String, data: [UInt8]) {
    ("iCCP", Array(name.utf8) + [0, 0] + PNGTestFile.zlibStored(profile))
  }

  static let p3Tags: [(String, [(type: String, data: [UInt8])])] = [
    ("cICP", [("cICP", [12, 13, 0, 1])]),
    (
      "cHRM",
      [
        (
          "cHRM",
          [31270, 32900, 68000, 32000, 26500, 69000, 15000, 6000].flatMap {
            PNGTestFile.bigEndian32(UInt32($0))
          }
        )
      ]
    ),
    (
      "iCCP",
      [
        (
          "iCCP",
          Array("ICC Profile".utf8) + [0, 0]
            + PNGTestFile.zlibStored(
              ICCTestProfile.rgb(name: "Display P3", colorants: displayP3Colorants, curve: .sRGB))
        )
      ]
    ),
  ]

  /// A Display P3 image, however it is tagged, is reported as Display P3 and converted to the
  /// sRGB values CSS Color 4's matrices give.
  @Test(arguments: p3Tags)
  func displayP3IsConverted(tag: String, chunks: [(type: String, data: [UInt8])]) throws {
    let decoded = try PNGDecoder.decode(image(Self.p3Colors, chunks))
    #expect(decoded.sourceColorSpace == .displayP3)
    #expect(decoded.sourceColorSpace.description == "Display P3")
    #expect(decoded.isConvertedToSRGB)
    for (i, color) in Self.p3Colors.enumerated() {
      let expected = CSSColor4.sRGB8(color, toXYZ: CSSColor4.linearP3ToXYZ)
      let actual = Array(decoded.image.pixels[(i * 4)..<(i * 4 + 3)])
      #expect(actual == expected, "\(tag): P3 \(color)")
    }
    // Worked values: P3 (51, 128, 204) → sRGB #0080d3-ish; grey and white unchanged.
    #expect(decoded.image.pixels[12..<15] == [128, 128, 128])
    #expect(decoded.image.pixels[16..<19] == [255, 255, 255])
  }

  /// Asked not to convert, the decoder keeps the stored P3 values and hands over the conversion,
  /// which gives the same pixels when applied.
  @Test func conversionCanBeLeftToTheCaller() throws {
    let file = image(Self.p3Colors, Self.p3Tags[0].1)
    let converted = try PNGDecoder.decode(file)
    let stored = try PNGDecoder.decode(file, convertingToSRGB: false)
    #expect(stored.sourceColorSpace == .displayP3)
    #expect(!stored.isConvertedToSRGB)
    #expect(stored.image.pixels[0..<3] == [51, 128, 204])
    let conversion = try #require(stored.conversion)
    var image = stored.image
    conversion.apply(to: &image)
    #expect(image == converted.image)
    #expect(converted.conversion == conversion)
  }

  /// 16-bit linear light (gAMA 1.0) is converted from the 16-bit values: sample 100 is sRGB
  /// code 5, where rounding to 8 bits first would give 0.
  @Test(arguments: [false, true])
  func sixteenBitLinearKeepsPrecision(interlaced: Bool) throws {
    let samples = [0, 100, 1000, 32768, 65535, 7, 20000, 50000, 300]
    let file = PNGTestFile.image(
      width: 3, height: 3, bitDepth: 16, colorType: 0, samples: samples, interlaced: interlaced,
      extraChunks: [("gAMA", PNGTestFile.bigEndian32(100_000))])
    let decoded = try PNGDecoder.decode(file)
    #expect(decoded.isConvertedToSRGB)
    for (i, sample) in samples.enumerated() {
      let expected = UInt8((CSSColor4.srgbEncoded(Double(sample) / 65535) * 255).rounded())
      #expect(decoded.image.pixels[(i * 4)..<(i * 4 + 4)] == [expected, expected, expected, 255])
    }
    #expect(decoded.image.pixels[4] == 5)
  }

  /// 16-bit Display P3 with alpha: opaque pixels exact (CSS Color 4 from the 16-bit values),
  /// half-transparent ones within one code (libpng premultiplies 16-bit output), alpha rounded.
  @Test(arguments: [false, true])
  func sixteenBitDisplayP3(interlaced: Bool) throws {
    let colors = [
      [13107, 32896, 52428, 65535], [65535, 0, 0, 65535], [40000, 50000, 20000, 32768],
      [1000, 2000, 3000, 0], [32896, 32896, 32896, 65535],
    ]
    let file = PNGTestFile.image(
      width: colors.count, height: 1, bitDepth: 16, colorType: 6,
      samples: colors.flatMap { $0 }, interlaced: interlaced,
      extraChunks: [("cICP", [12, 13, 0, 1])])
    let decoded = try PNGDecoder.decode(file)
    #expect(decoded.sourceColorSpace == .displayP3)
    for (i, color) in colors.enumerated() {
      let pixel = decoded.image.pixels[(i * 4)..<(i * 4 + 4)].map(Int.init)
      #expect(pixel[3] == (color[3] * 255 + 32767) / 65535)
      guard color[3] > 0 else {
        #expect(pixel[0..<3] == [0, 0, 0])
        continue
      }
      let expected = CSSColor4.sRGB8(
        sixteenBit: Array(color[0..<3]), toXYZ: CSSColor4.linearP3ToXYZ)
      let tolerance = color[3] == 65535 ? 0 : 1
      for c in 0..<3 {
        #expect(abs(pixel[c] - Int(expected[c])) <= tolerance, "P3 \(color) → \(expected)")
      }
    }
  }

  /// Apple's systemRed, systemBlue and systemGreen as an iPhone stores them (P3 codes of
  /// #FF3B30, #007AFF, #34C759, computed with CSS Color 4's matrices): converted, their contrast
  /// with white is the sRGB colours' (3.55, 4.02, 2.22); read as sRGB it would be 3.69, 4.07,
  /// 2.18 — enough to flip a verdict at 3:1 or 4.5:1 (see the scanner research, "Colour space").
  @Test func iPhoneSystemColors() throws {
    let p3Codes = [[235, 78, 61], [52, 120, 246], [101, 196, 102]]
    let expectedRatios = [3.548, 4.017, 2.219]
    let untaggedRatios = [3.691, 4.067, 2.178]
    let tagged = try PNGDecoder.decode(image(p3Codes, Self.p3Tags[2].1))
    let untagged = try PNGDecoder.decode(image(p3Codes, []))
    for i in 0..<3 {
      let ratio = WCAG2.contrastRatio(between: tagged.image[i, 0], and: .white)
      let naive = WCAG2.contrastRatio(between: untagged.image[i, 0], and: .white)
      #expect(abs(ratio - expectedRatios[i]) < 0.001, "\(p3Codes[i]): \(ratio)")
      #expect(abs(naive - untaggedRatios[i]) < 0.001, "\(p3Codes[i]): \(naive)")
    }
    #expect(tagged.image[0, 0].rgba8 == (255, 59, 47, 255))
    #expect(tagged.image[1, 0].rgba8 == (0, 122, 255, 255))
    #expect(tagged.image[2, 0].rgba8 == (53, 199, 89, 255))
  }

  /// An Adobe RGB (1998) profile is applied through its colourants and curve (not recognised
  /// by name): within one code value of CSS Color 4's a98-rgb conversion (the profile stores
  /// D50-adapted colourants in s15Fixed16, so the round trip differs slightly).
  @Test func otherICCProfilesAreApplied() throws {
    let colorants: [[Double]] = [
      [0.60974, 0.31111, 0.01947], [0.20528, 0.62567, 0.06087], [0.14919, 0.06322, 0.74457],
    ]
    let profile = ICCTestProfile.rgb(
      name: "Adobe RGB (1998)", colorants: colorants, curve: .gamma(563))
    let colors = [[51, 128, 204], [200, 30, 40], [128, 128, 128], [255, 255, 255]]
    let decoded = try PNGDecoder.decode(image(colors, [iccp("Adobe RGB (1998)", profile)]))
    #expect(decoded.sourceColorSpace == .other("ICC profile \"Adobe RGB (1998)\""))
    #expect(decoded.isConvertedToSRGB)
    for (i, color) in colors.enumerated() {
      let expected = CSSColor4.sRGB8(color, toXYZ: CSSColor4.linearA98ToXYZ) {
        pow($0, 563 / 256)
      }
      for channel in 0..<3 {
        let actual = Int(decoded.image.pixels[i * 4 + channel])
        #expect(abs(actual - Int(expected[channel])) <= 1, "a98 \(color) → \(expected)")
      }
    }
  }

  /// The classic sRGB v2 profile (1024-entry curve table) is recognised as sRGB.
  @Test func srgbProfileIsRecognised() throws {
    let table = (0..<1024).map { i in
      UInt16((CSSColor4.srgbLinear(Double(i) / 1023) * 65535).rounded())
    }
    let profile = ICCTestProfile.rgb(
      name: "sRGB IEC61966-2.1",
      colorants: [
        [0.4360747, 0.2225045, 0.0139322], [0.3850649, 0.7168786, 0.0971045],
        [0.1430804, 0.0606169, 0.7141733],
      ], curve: .table(table))
    let colors = [[51, 128, 204], [200, 30, 40]]
    let decoded = try PNGDecoder.decode(image(colors, [iccp("sRGB", profile)]))
    #expect(decoded.sourceColorSpace == .sRGB)
    #expect(!decoded.isConvertedToSRGB)
    #expect(decoded.image.pixels == [51, 128, 204, 255, 200, 30, 40, 255])
  }

  /// A grey profile with gamma 2.2 on a greyscale image: applied as a tone curve.
  @Test func greyProfileIsApplied() throws {
    let profile = ICCTestProfile.gray(name: "Gray Gamma 2.2", curve: .gamma(563))
    let file = PNGTestFile.image(
      width: 3, height: 1, bitDepth: 8, colorType: 0, samples: [0, 128, 255],
      extraChunks: [iccp("Gray", profile)])
    let decoded = try PNGDecoder.decode(file)
    #expect(decoded.sourceColorSpace == .other("ICC profile \"Gray Gamma 2.2\""))
    let mid = UInt8((CSSColor4.srgbEncoded(pow(128.0 / 255, 563.0 / 256)) * 255).rounded())
    #expect(decoded.image.pixels == [0, 0, 0, 255, mid, mid, mid, 255, 255, 255, 255, 255])
  }

  /// PNG Third Edition §11.3.2: cICP wins over everything, iCCP over sRGB.
  @Test func precedence() throws {
    let p3 = Self.p3Tags.map(\.1)
    let cicpSRGB: (type: String, data: [UInt8]) = ("cICP", [1, 13, 0, 1])
    let both = try PNGDecoder.decode(image([[200, 30, 40]], [cicpSRGB] + p3[1] + p3[2]))
    #expect(both.sourceColorSpace == .sRGB)
    #expect(both.image.pixels == [200, 30, 40, 255])
    let profileOverSRGB = try PNGDecoder.decode(image([[200, 30, 40]], [("sRGB", [0])] + p3[2]))
    #expect(profileOverSRGB.sourceColorSpace == .displayP3)
  }

  /// A damaged profile is ignored with a note, and the next chunk down applies.
  @Test func damagedProfileFallsBack() throws {
    let damaged: (type: String, data: [UInt8]) = (
      "iCCP", Array("broken".utf8) + [0, 0] + [0x78, 0x01, 0xFF, 0xFF, 0x00]
    )
    let decoded = try PNGDecoder.decode(image([[200, 30, 40]], [("sRGB", [0]), damaged]))
    #expect(decoded.sourceColorSpace == .sRGB)
    #expect(decoded.notes.contains { $0.contains("iCCP") && $0.contains("broken") })
  }

  /// cICP spaces Legible does not convert (here BT.2020 PQ) are named and read as sRGB.
  @Test func unsupportedCodePointsAreReported() throws {
    let decoded = try PNGDecoder.decode(image([[200, 30, 40]], [("cICP", [9, 16, 0, 1])]))
    #expect(
      decoded.sourceColorSpace.description == "cICP primaries 9 (BT.2020), transfer 16 (PQ)")
    #expect(!decoded.isConvertedToSRGB)
    #expect(decoded.image.pixels == [200, 30, 40, 255])
    #expect(decoded.notes.contains { $0.contains("read as sRGB") })
  }
}
