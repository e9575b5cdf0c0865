import LegibleImaging
import Testing
import _LegibleTestSupport

/// The 8-bit value of a `bitDepth`-bit sample, rounded to nearest: `(v·255 + max/2) / max`
/// (PNG Third Edition §13.12 recommends exactly this scaling).
func eightBit(_ sample: Int, bitDepth: Int) -> UInt8 {
  let maximum = (1 << bitDepth) - 1
  return UInt8((sample * 255 + maximum / 2) / maximum)
}

@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct PNGDecoderTests {
  /// Decodes `bytes` and returns the RGBA pixels.
  func pixels(_ bytes: [UInt8]) throws -> [UInt8] {
    try PNGDecoder.decode(bytes, source: "test.png").image.pixels
  }

  /// Random samples for an image of `colorType`.
  func randomSamples(width: Int, height: Int, bitDepth: Int, colorType: Int, seed: UInt64)
    -> [Int]
  {
    var generator = SplitMix64(seed: seed)
    let count = width * height * PNGTestFile.channels(colorType: colorType)
    return (0..<count).map { _ in Int.random(in: 0..<(1 << bitDepth), using: &generator) }
  }

  /// Expected RGBA for greyscale, grey+alpha, RGB and RGBA samples.
  func expectedRGBA(samples: [Int], bitDepth: Int, colorType: Int) -> [UInt8] {
    let channels = PNGTestFile.channels(colorType: colorType)
    var result: [UInt8] = []
    for start in stride(from: 0, to: samples.count, by: channels) {
      let s = samples[start..<(start + channels)].map { eightBit($0, bitDepth: bitDepth) }
      switch colorType {
      case 0: result += [s[0], s[0], s[0], 255]
      case 4: result += [s[0], s[0], s[0], s[1]]
      case 2: result += [s[0], s[1], s[2], 255]
      default: result += s
      }
    }
    return result
  }

  /// Every direct (non-palette) colour type and bit depth, plain and Adam7, at a size that
  /// leaves partial bytes and partial interlace blocks.
  @Test(
    arguments: [
      (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (4, 8), (4, 16), (2, 8), (2, 16), (6, 8),
      (6, 16),
    ], [false, true])
  func directColorTypes(colorTypeAndDepth: (Int, Int), interlaced: Bool) throws {
    let (colorType, bitDepth) = colorTypeAndDepth
    let (width, height) = (13, 11)
    let samples = randomSamples(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType,
      seed: UInt64(colorType * 100 + bitDepth))
    let file = PNGTestFile.image(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType, samples: samples,
      interlaced: interlaced)
    let decoded = try PNGDecoder.decode(file)
    #expect(decoded.image.width == width && decoded.image.height == height)
    #expect(
      decoded.image.pixels
        == expectedRGBA(samples: samples, bitDepth: bitDepth, colorType: colorType))
    #expect(decoded.sourceColorSpace == .untagged)
    #expect(!decoded.isConvertedToSRGB)
  }

  /// Every filter type (None, Sub, Up, Average, Paeth) in turn, plain and Adam7; the 16-bit
  /// interlaced cases go through Legible's own de-interlacing (see PNGInterlaceWorkaround).
  @Test(arguments: [(0, 16), (2, 16), (4, 16), (6, 16), (6, 8), (0, 4), (0, 1)], [false, true])
  func everyFilterType(colorTypeAndDepth: (Int, Int), interlaced: Bool) throws {
    let (colorType, bitDepth) = colorTypeAndDepth
    let (width, height) = (17, 19)
    let samples = randomSamples(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType, seed: 5)
    let file = PNGTestFile.image(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType, samples: samples,
      interlaced: interlaced, filters: [0, 1, 2, 3, 4, 4, 3, 2, 1])
    #expect(
      try pixels(file) == expectedRGBA(samples: samples, bitDepth: bitDepth, colorType: colorType))
  }

  /// A 16-bit interlaced image with an unknown filter type is refused, not guessed at.
  @Test func unknownFilterType() throws {
    let samples = randomSamples(width: 9, height: 9, bitDepth: 16, colorType: 2, seed: 1)
    let file = PNGTestFile.image(
      width: 9, height: 9, bitDepth: 16, colorType: 2, samples: samples, interlaced: true,
      filters: [0, 5])
    #expect(throws: PNGError.invalidData(source: "test.png", detail: "unknown filter type 5")) {
      try PNGDecoder.decode(file, source: "test.png")
    }
  }

  /// Damaged or short image data in a 16-bit interlaced file is refused by the de-interlacer.
  @Test func damagedSixteenBitInterlacedData() throws {
    let samples = randomSamples(width: 9, height: 9, bitDepth: 16, colorType: 2, seed: 1)
    var file = PNGTestFile(width: 9, height: 9, bitDepth: 16, colorType: 2, interlaced: true)
    let raw = PNGTestFile.scanlines(
      width: 9, height: 9, bitDepth: 16, colorType: 2, samples: samples, interlaced: true)
    var stream = PNGTestFile.zlibStored(raw)
    stream[stream.count - 1] ^= 1  // Adler-32 no longer matches
    file.chunks += [("IDAT", stream), ("IEND", [])]
    #expect(
      throws: PNGError.invalidData(
        source: "test.png", detail: "IDAT: incorrect data check")
    ) { try PNGDecoder.decode(file.bytes, source: "test.png") }
    var short = PNGTestFile(width: 9, height: 9, bitDepth: 16, colorType: 2, interlaced: true)
    short.chunks += [("IDAT", PNGTestFile.zlibStored(Array(raw.dropLast(10)))), ("IEND", [])]
    #expect(throws: PNGError.self) { try PNGDecoder.decode(short.bytes, source: "test.png") }
  }

  /// tRNS on a 16-bit interlaced image survives the de-interlacing.
  @Test func sixteenBitInterlacedTransparency() throws {
    let key = 0x1234
    let samples = (0..<63).map { $0 % 5 == 0 ? key : $0 * 1000 }
    let file = PNGTestFile.image(
      width: 9, height: 7, bitDepth: 16, colorType: 0, samples: samples, interlaced: true,
      extraChunks: [("tRNS", PNGTestFile.bigEndian16(UInt16(key)))])
    let decoded = try pixels(file)
    for (i, sample) in samples.enumerated() {
      #expect(decoded[i * 4 + 3] == (sample == key ? 0 : 255))
      #expect(decoded[i * 4] == eightBit(sample, bitDepth: 16))
    }
  }

  /// Every 16-bit grey value, untagged: rounded to nearest 8-bit, not treated as linear light.
  @Test func everySixteenBitGreyRoundsToNearest() throws {
    let samples = Array(0..<65_536)
    let file = PNGTestFile.image(
      width: 256, height: 256, bitDepth: 16, colorType: 0, samples: samples)
    let decoded = try pixels(file)
    let mismatches = samples.filter { v in
      decoded[v * 4] != UInt8((v * 255 + 32_767) / 65_535) || decoded[v * 4 + 3] != 255
    }
    #expect(mismatches.isEmpty, "first mismatching samples: \(mismatches.prefix(5))")
    // Spot values: 32768 → 128 (not 188, which a linear reading would give); 257·k → k.
    #expect(decoded[32_768 * 4] == 128)
    #expect((0..<256).allSatisfy { decoded[$0 * 257 * 4] == UInt8($0) })
  }

  /// 16-bit alpha is rounded the same way and does not touch the colour channels.
  @Test func sixteenBitAlphaRoundsToNearest() throws {
    let alphas = Array(stride(from: 0, to: 65_536, by: 17))
    let samples = alphas.flatMap { [40_000, $0] }
    let file = PNGTestFile.image(
      width: alphas.count, height: 1, bitDepth: 16, colorType: 4, samples: samples)
    let decoded = try pixels(file)
    for (i, alpha) in alphas.enumerated() {
      #expect(decoded[i * 4 + 3] == UInt8((alpha * 255 + 32_767) / 65_535))
      #expect(decoded[i * 4] == UInt8((40_000 * 255 + 32_767) / 65_535))
    }
  }

  /// Palettes at 1, 2, 4 and 8 bits, without and with a (short) tRNS, plain and Adam7.
  @Test(arguments: [1, 2, 4, 8], [false, true])
  func palette(bitDepth: Int, interlaced: Bool) throws {
    let entries = 1 << bitDepth
    let palette: [[UInt8]] = (0..<entries).map { (i: Int) -> [UInt8] in
      let red = UInt8(i * 37 % 256)
      let green = UInt8(255 - i * 11 % 256)
      let blue = UInt8(i * 5 % 256)
      return [red, green, blue]
    }
    let (width, height) = (9, 10)
    let samples = randomSamples(
      width: width, height: height, bitDepth: bitDepth, colorType: 3, seed: UInt64(bitDepth))
    // tRNS may be shorter than the palette; the rest are opaque (PNG Third Edition §11.3.1.1).
    let alphas = (0..<max(1, entries / 2)).map { UInt8($0 * 255 / max(1, entries / 2)) }
    for withTransparency in [false, true] {
      var chunks: [(type: String, data: [UInt8])] = [("PLTE", palette.flatMap { $0 })]
      if withTransparency { chunks.append(("tRNS", alphas)) }
      let file = PNGTestFile.image(
        width: width, height: height, bitDepth: bitDepth, colorType: 3, samples: samples,
        interlaced: interlaced, extraChunks: chunks)
      let expected = samples.flatMap { index in
        palette[index] + [withTransparency && index < alphas.count ? alphas[index] : 255]
      }
      #expect(try pixels(file) == expected, "tRNS: \(withTransparency)")
    }
  }

  /// tRNS on greyscale: the one grey value given becomes fully transparent.
  @Test(arguments: [1, 2, 4, 8, 16])
  func greyTransparency(bitDepth: Int) throws {
    let maximum = (1 << bitDepth) - 1
    let key = maximum / 3
    let samples = (0..<24).map { $0 * maximum / 23 } + [key, key]
    let file = PNGTestFile.image(
      width: samples.count, height: 1, bitDepth: bitDepth, colorType: 0, samples: samples,
      extraChunks: [("tRNS", PNGTestFile.bigEndian16(UInt16(key)))])
    let decoded = try pixels(file)
    for (i, sample) in samples.enumerated() {
      let grey = eightBit(sample, bitDepth: bitDepth)
      #expect(decoded[i * 4] == grey)
      #expect(decoded[i * 4 + 3] == (sample == key ? 0 : 255), "sample \(sample)")
    }
  }

  /// tRNS on truecolour at 8 and 16 bits: only the exact RGB triple is transparent.
  @Test(arguments: [8, 16])
  func rgbTransparency(bitDepth: Int) throws {
    let scale = bitDepth == 16 ? 257 : 1
    let key = [10 * scale, 200 * scale + (bitDepth == 16 ? 1 : 0), 30 * scale]
    let samples = key + [key[0], key[1], key[2] + 1] + [0, 0, 0] + key
    let tRNS = key.flatMap { PNGTestFile.bigEndian16(UInt16($0)) }
    let file = PNGTestFile.image(
      width: 4, height: 1, bitDepth: bitDepth, colorType: 2, samples: samples,
      extraChunks: [("tRNS", tRNS)])
    let alphas = try pixels(file).enumerated().filter { $0.offset % 4 == 3 }.map(\.element)
    #expect(alphas == [0, 255, 255, 0])
  }

  /// An untagged 8-bit image comes back byte for byte: libpng applies no gamma.
  @Test func untaggedEightBitIsExact() throws {
    let samples = randomSamples(width: 64, height: 64, bitDepth: 8, colorType: 6, seed: 7)
    let file = PNGTestFile.image(
      width: 64, height: 64, bitDepth: 8, colorType: 6, samples: samples)
    #expect(try pixels(file) == samples.map { UInt8($0) })
  }

  /// An `sRGB` chunk or a gAMA of 1/2.2 (0.45455) leaves 8-bit values untouched and is
  /// reported as sRGB.
  @Test(arguments: [
    ("sRGB", [UInt8(0)]), ("gAMA", PNGTestFile.bigEndian32(45_455)),
    ("gAMA", PNGTestFile.bigEndian32(45_000)),
  ])
  func srgbLikeTagsKeepValues(chunk: String, data: [UInt8]) throws {
    let samples = randomSamples(width: 16, height: 16, bitDepth: 8, colorType: 2, seed: 3)
    let file = PNGTestFile.image(
      width: 16, height: 16, bitDepth: 8, colorType: 2, samples: samples,
      extraChunks: [(chunk, data)])
    let decoded = try PNGDecoder.decode(file)
    #expect(decoded.sourceColorSpace == .sRGB)
    #expect(!decoded.isConvertedToSRGB)
    #expect(decoded.image.pixels == expectedRGBA(samples: samples, bitDepth: 8, colorType: 2))
  }

  /// gAMA 1.0 declares linear code values; they are re-encoded with the sRGB curve:
  /// 128/255 = 0.50196 linear → 0.73751 sRGB → 188 (IEC 61966-2-1 formula by hand).
  @Test func linearGammaIsConverted() throws {
    let file = PNGTestFile.image(
      width: 3, height: 1, bitDepth: 8, colorType: 0, samples: [0, 128, 255],
      extraChunks: [("gAMA", PNGTestFile.bigEndian32(100_000))])
    let decoded = try PNGDecoder.decode(file)
    #expect(decoded.sourceColorSpace == .other("gAMA 1.00000"))
    #expect(decoded.sourceColorSpace.description == "gAMA 1.00000")
    #expect(decoded.isConvertedToSRGB)
    #expect(decoded.image.pixels == [0, 0, 0, 255, 188, 188, 188, 255, 255, 255, 255, 255])
  }

  /// Image data split over many IDAT chunks decodes the same.
  @Test func manyImageDataChunks() throws {
    let samples = randomSamples(width: 20, height: 20, bitDepth: 8, colorType: 2, seed: 11)
    let file = PNGTestFile.image(
      width: 20, height: 20, bitDepth: 8, colorType: 2, samples: samples, idatSize: 7)
    #expect(try pixels(file) == expectedRGBA(samples: samples, bitDepth: 8, colorType: 2))
  }

  /// pHYs in metres becomes the pixel density; 5669 px/m ≈ 144 dpi.
  @Test func physicalDensity() throws {
    let file = PNGTestFile.image(
      width: 1, height: 1, bitDepth: 8, colorType: 0, samples: [0],
      extraChunks: [
        ("pHYs", PNGTestFile.bigEndian32(5669) + PNGTestFile.bigEndian32(5669) + [1])
      ])
    let density = try #require(try PNGDecoder.decode(file).pixelDensity)
    #expect(density == DecodedImage.PixelDensity(horizontal: 5669, vertical: 5669))
    #expect(abs(density.horizontalDPI - 143.99) < 0.01)
  }

  /// A pHYs with unit 0 (aspect ratio only) gives no density.
  @Test func aspectRatioOnlyDensityIsIgnored() throws {
    let file = PNGTestFile.image(
      width: 1, height: 1, bitDepth: 8, colorType: 0, samples: [0],
      extraChunks: [("pHYs", PNGTestFile.bigEndian32(1) + PNGTestFile.bigEndian32(1) + [0])])
    #expect(try PNGDecoder.decode(file).pixelDensity == nil)
  }
}
