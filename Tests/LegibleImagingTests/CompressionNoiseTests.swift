import LegibleColor
import Testing

@testable import LegibleImaging

/// ``CompressionNoise``: a flat tile's noise is set to its colour, strokes and pictures keep
/// their pixels; and a label on a background rung like a JPEG's is read whole with
/// `isCompressed`.
@Suite struct CompressionNoiseTests {
  /// The offset on each channel that a JPEG-like ringing gives pixel `i`: none on every other
  /// pixel, -12…12 on every fifth of the rest, -1…1 on the others.
  static func ringing(_ i: Int) -> SIMD3<Int> {
    guard i % 2 == 1 else { return .zero }
    let spread = i % 5 == 0 ? 12 : 1
    return SIMD3(i * 7, i * 11, i * 13) % (2 * spread + 1) &- spread
  }

  @Test func flatTilesLoseTheirNoise() {
    // Two tiles: #f2f2f7 rung around a 2 px stroke of #3c3c43 on the left; on the right,
    // colours from all over the cube, as a photograph's are.
    var pixels: [UInt8] = []
    for y in 0..<16 {
      for x in 0..<32 {
        let i = y * 32 + x
        let c: SIMD3<Int>
        if x >= 16 {
          c = SIMD3(i * 37 % 256, i * 91 % 256, i * 53 % 256)
        } else if (6..<8).contains(x) {
          c = SIMD3(0x3c, 0x3c, 0x43)
        } else {
          c = SIMD3(0xf2, 0xf2, 0xf7) &+ Self.ringing(i)
        }
        let clamped = c.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
        pixels += [
          UInt8(clamped.x), UInt8(clamped.y), UInt8(clamped.z), x == 0 && y == 0 ? 128 : 255,
        ]
      }
    }
    let image = RGBAImage(width: 32, height: 16, pixels: pixels)
    let flat = CompressionNoise.flattened(image)
    func rgb(_ im: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
      let i = (y * 32 + x) * 4
      return Array(im.pixels[i..<i + 3])
    }
    // The commonest colour: the untouched background.
    let background: [UInt8] = [0xf2, 0xf2, 0xf7]
    for y in 0..<16 {
      for x in 0..<16 where !(6..<8).contains(x) && !(x == 0 && y == 0) {
        #expect(rgb(flat, x, y) == background, "\(x),\(y): \(rgb(flat, x, y))")
      }
      for x in 6..<8 { #expect(rgb(flat, x, y) == [0x3c, 0x3c, 0x43]) }
      for x in 16..<32 { #expect(rgb(flat, x, y) == rgb(image, x, y)) }
    }
    // A pixel that is not opaque is left as it is.
    #expect(rgb(flat, 0, 0) == rgb(image, 0, 0))
    #expect(flat.pixels[3] == 128)
  }

  @Test func partialTilesAndClearImages() {
    // 17×5: a full tile's width and one column more, fewer rows than a tile. The noise on the
    // white background is flattened in both tiles, each to one of its own colours.
    var pixels: [UInt8] = []
    for i in 0..<(17 * 5) {
      let level = UInt8(255 - i % 3)
      pixels += [level, level, level, 255]
    }
    let flat = CompressionNoise.flattened(RGBAImage(width: 17, height: 5, pixels: pixels))
    #expect(flat.width == 17 && flat.height == 5)
    let reds = (0..<5).map { y in (0..<17).map { x in flat.pixels[(y * 17 + x) * 4] } }
    #expect(Set(reds.flatMap { $0.prefix(16) }).count == 1, "\(reds)")
    #expect(Set(reds.map { $0[16] }).count == 1, "\(reds)")
    #expect(reds.allSatisfy { $0.allSatisfy { $0 >= 253 } })
    // A clear image has no opaque pixel to count or change.
    let clear = RGBAImage(width: 20, height: 20, pixels: [UInt8](repeating: 0, count: 1600))
    #expect(CompressionNoise.flattened(clear) == clear)
    let empty = RGBAImage(width: 0, height: 0, pixels: [])
    #expect(CompressionNoise.flattened(empty) == empty)
  }

  @Test func theCommonestKeyWinsTiesBySize() {
    var counts = [UInt16](repeating: 0, count: 16)
    #expect(CompressionNoise.commonest([5, 3, 5, 3, 9], counts: &counts) == 3)
    #expect(CompressionNoise.commonest([9, 7, 9], counts: &counts) == 9)
    #expect(CompressionNoise.commonest([], counts: &counts) == nil)
    #expect(counts.allSatisfy { $0 == 0 })
    // Words hold red in the low byte; alpha is not binned. A bin and the low bits within it
    // tell a colour.
    let grey: UInt32 = 0xFFF7_F2F2
    #expect(CompressionNoise.binKey(grey) == CompressionNoise.binKey(0x80F4_F3F0))
    #expect(CompressionNoise.binKey(grey) != CompressionNoise.binKey(0xFFF8_F2F2))
    #expect(CompressionNoise.binKey(grey) != CompressionNoise.binKey(0xFFF7_F2EF))
    #expect(CompressionNoise.lowBits(grey) == 2 | 2 << 2 | 3 << 4)
    #expect(CompressionNoise.lowBits(grey) != CompressionNoise.lowBits(0xFFF4_F3F0))
  }

  /// "SEARCH" in #8e8e93 on #f2f2f7 (2.92:1) at 2x; with `rung`, every background pixel in an
  /// 8×8 block that holds ink offset as ``ringing(_:)`` gives, as a JPEG leaves them.
  static func field(rung: Bool) -> RGBAImage {
    var canvas = ScanTestCanvas(width: 240, height: 64, background: "#f2f2f7")
    canvas.text("SEARCH", x: 24, y: 20, cell: 3, color: "#8e8e93")
    guard rung else { return canvas.image }
    let background = ScanTestCanvas.color("#f2f2f7")
    var inked = Set<Int>()
    for i in canvas.rgb.indices where canvas.rgb[i] != background {
      inked.insert((i / 240 / 8) * 30 + i % 240 / 8)
    }
    for i in canvas.rgb.indices
    where canvas.rgb[i] == background && inked.contains((i / 240 / 8) * 30 + i % 240 / 8) {
      let r = Self.ringing(i)
      canvas.rgb[i] += SIMD3(Double(r.x), Double(r.y), Double(r.z))
    }
    return canvas.image
  }

  @Test func aLabelOnARungBackgroundIsReadWhole() throws {
    var options = ScanOptions.test(scale: 2)
    let exact = ScreenshotScanner.scan(Self.field(rung: false), options: options)
    #expect(exact.count == 1, "\(exact)")
    let rung = Self.field(rung: true)
    options.detectsCompression = false
    let plain = ScreenshotScanner.scan(rung, options: options)
    // Without flattening, the ringing is read as ink: the label's box takes in the rung blocks.
    #expect(plain.allSatisfy { $0.bbox != exact[0].bbox })
    options.isCompressed = true
    let flattened = ScreenshotScanner.scan(rung, options: options)
    let finding = try #require(flattened.first)
    #expect(flattened.count == 1)
    #expect(finding.kind == .text && finding.status == .fail)
    #expect(!finding.flags.contains(.gradientBackground))
    #expect(finding.bbox == exact[0].bbox, "\(finding.bbox) \(exact[0].bbox)")
    #expect(abs(finding.wcagRatio - exact[0].wcagRatio) < 0.1)
  }

  /// `rules/jpeg-profile-photo-2x`: a photograph under a profile's name, saved as a JPEG. Its
  /// flattened copy turns the photograph's dark shadows flat, with the sleeve's buttons and
  /// the folds as marks on them: six findings (a button at 1.26:1, a fold at 1.62:1), when the
  /// picture content was read from that copy, three failing and three to review. Read from
  /// the pixels as they are, it is a picture: nothing in it fails or asks for review (the
  /// white camera glyph before "Photographer" passes).
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
  func aPhotographSavedAsAJPEGStaysAPicture() throws {
    var options = ScanOptions.test(scale: 2)
    options.isCompressed = true
    let findings = try scanFixture(
      "Screenshots/rules/jpeg-profile-photo-2x.png", options: options)
    #expect(
      findings.allSatisfy { $0.status == .pass }, "\(findings.map { ($0.bbox, $0.wcagRatio) })")
    // At 1x, pictures are read from the flattened copy.
    #expect(CompressionNoise.readsPicturesUnflattened(atScale: 2))
    #expect(!CompressionNoise.readsPicturesUnflattened(atScale: 1))
  }

  /// "SEARCH" in strokes one pixel wide, #8e8e93 on #f2f2f7 (2.92:1): they hold no plateau,
  /// so the ratio is a lower bound. Read as exact, a stroke's most covered pixel may hold only
  /// half its colour, and the text could pass: a review. Read as a JPEG copy, it holds nine
  /// tenths of it at least, and the text fails.
  @Test func aJPEGCopysThinStrokesAreJudgedCloseToTheirColour() throws {
    var canvas = ScanTestCanvas(width: 240, height: 64, background: "#f2f2f7")
    canvas.text("SEARCH", x: 24, y: 24, cell: 1, color: "#8e8e93")
    var options = ScanOptions.test(scale: 1)
    options.detectsCompression = false
    let exact = try #require(ScreenshotScanner.scan(canvas.image, options: options).first)
    #expect(exact.isLowerBound && exact.status == .review, "\(exact)")
    options.isCompressed = true
    let copy = try #require(ScreenshotScanner.scan(canvas.image, options: options).first)
    #expect(copy.isLowerBound && copy.status == .fail, "\(copy)")
    #expect(CompressionNoise.strokeCoverage > ScanJudgement.thinStrokeCoverage)
  }

  /// A translucent file read as compressed is composited onto the backdrop, its unflattened
  /// pixels too (picture content is read from them), at a given scale and an inferred one.
  @Test func aTranslucentFileIsReadWhenCompressed() throws {
    let opaque = Self.field(rung: true)
    var pixels = opaque.pixels
    for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 230 }
    let translucent = RGBAImage(width: opaque.width, height: opaque.height, pixels: pixels)
    for scale in [nil, 3.0] {
      var options = ScanOptions.test(scale: scale)
      options.isCompressed = true
      let result = ScreenshotScanner.scanResult(translucent, options: options)
      #expect(result.compression == .option)
      #expect(result.findings.count == 1, "\(result.findings.map(\.bbox))")
    }
  }
}
