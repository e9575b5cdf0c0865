import Testing

@testable import LegibleImaging

/// Rule `jpeg-copy`, called directly and through a scan.
@Suite struct JPEGCopyRuleTests {
  typealias Rule = JPEGCopyRule

  /// Three labels in #8e8e93 on #f2f2f7 at 2x; with `rung`, every background pixel of an 8×8
  /// block (counted from `offset` pixels in) that holds ink offset as
  /// ``CompressionNoiseTests/ringing(_:)`` gives: a JPEG's noise when `offset` is 0, noise out
  /// of step with the JPEG grid when it is 4.
  static func labels(rung: Bool, offset: Int = 0) -> RGBAImage {
    let (width, height) = (320, 160)
    var canvas = ScanTestCanvas(width: width, height: height, background: "#f2f2f7")
    canvas.text("SEARCH", x: 20, y: 20, cell: 3, color: "#8e8e93")
    canvas.text("CANCEL", x: 150, y: 70, cell: 3, color: "#8e8e93")
    canvas.text("DONE", x: 40, y: 116, cell: 3, color: "#8e8e93")
    guard rung else { return canvas.image }
    let background = ScanTestCanvas.color("#f2f2f7")
    func block(_ i: Int) -> Int {
      let (x, y) = (i % width, i / width)
      return (y + 8 - offset) / 8 * 64 + (x + 8 - offset) / 8
    }
    let inked = Set(canvas.rgb.indices.filter { canvas.rgb[$0] != background }.map(block))
    for i in canvas.rgb.indices where canvas.rgb[i] == background && inked.contains(block(i)) {
      let r = CompressionNoiseTests.ringing(i)
      canvas.rgb[i] += SIMD3(Double(r.x), Double(r.y), Double(r.z))
    }
    return canvas.image
  }

  @Test func noiseUpToTheSidesOfJPEGBlocksTellsACopy() {
    #expect(Rule.id == "jpeg-copy")
    let copy = ScanImage(uncheckedOpaque: Self.labels(rung: true))
    #expect(Rule.isJPEGCopy(copy))
    let grid = Rule.sides(copy, offset: 0)
    #expect(grid.pixels >= Rule.leastSidePixels && grid.share >= Rule.leastNoisyShare)
    // Exact, or noisy out of step with the grid.
    #expect(!Rule.isJPEGCopy(ScanImage(uncheckedOpaque: Self.labels(rung: false))))
    let shifted = ScanImage(uncheckedOpaque: Self.labels(rung: true, offset: 4))
    #expect(!Rule.isJPEGCopy(shifted))
    #expect(Rule.sides(shifted, offset: 4).share >= Rule.leastNoisyShare)
  }

  @Test func gradientsAndSmallImagesAreNoCopies() {
    var gradient = ScanTestCanvas(width: 320, height: 160, background: "#ffffff")
    gradient.horizontalGradient(from: "#1d4ed8", to: "#f2f2f7")
    gradient.text("SEARCH", x: 20, y: 20, cell: 3, color: "#ffffff")
    #expect(!Rule.isJPEGCopy(ScanImage(uncheckedOpaque: gradient.image)))
    var dithered = ScanTestCanvas(width: 320, height: 160, background: "#ffffff")
    dithered.ditheredGradient(seed: 7)
    #expect(!Rule.isJPEGCopy(ScanImage(uncheckedOpaque: dithered.image)))
    // Too few flat blocks beside others for a verdict; no whole block at all.
    let rung = Self.labels(rung: true)
    let corner = RGBAImage(
      width: 40, height: 40,
      pixels: (0..<40).flatMap { y in rung.pixels[(y * 320 * 4)..<(y * 320 + 40) * 4] })
    #expect(!Rule.isJPEGCopy(ScanImage(uncheckedOpaque: corner)))
    let tiny = RGBAImage(width: 7, height: 5, pixels: [UInt8](repeating: 255, count: 140))
    #expect(Rule.sides(ScanImage(uncheckedOpaque: tiny), offset: 0).pixels == 0)
  }

  /// An exact page of labels is settled once enough of its flat blocks' sides are read.
  @Test func anExactPageIsSettledEarly() {
    var page = ScanTestCanvas(width: 400, height: 800, background: "#ffffff")
    for row in 0..<24 {
      page.text("SETTINGS", x: 20, y: Double(12 + row * 32), cell: 2, color: "#3c3c43")
      page.text("ON", x: 300, y: Double(12 + row * 32), cell: 2, color: "#8e8e93")
    }
    let image = ScanImage(uncheckedOpaque: page.image)
    let whole = Rule.sides(image, offset: 0)
    let settled = Rule.sides(image, offset: 0, settlingBelow: Rule.leastNoisyShare / 2)
    #expect(whole.pixels > settled.pixels && settled.pixels >= Rule.settlingPixels)
    #expect(settled.noisy == 0 && !Rule.isJPEGCopy(image))
  }

  /// The fast reading of a block row agrees with the plain one, block by block.
  @Test func flatBlocksAreReadAlikeBothWays() {
    for image in [
      Self.labels(rung: true), Self.labels(rung: false), Self.labels(rung: true, offset: 4),
    ] {
      let scan = ScanImage(uncheckedOpaque: image)
      for offset in [0, 4] {
        let columns = (scan.width - offset) / 8
        for y in stride(from: offset, through: scan.height - 8, by: 8) {
          let fast = Rule.flatColors(scan, x: offset, y: y, count: columns)
          let plain = (0..<columns).map { Rule.flatColor(scan, x: offset + $0 * 8, y: y) }
          #expect(fast == plain, "row \(y), offset \(offset)")
        }
      }
    }
  }

  @Test func aScanSaysWhyItFlattened() {
    let copy = Self.labels(rung: true)
    var options = ScanOptions.test(scale: 2)
    #expect(ScreenshotScanner.scanResult(copy, options: options).compression == .detected)
    #expect(
      ScreenshotScanner.scanResult(Self.labels(rung: false), options: options).compression == nil)
    // `--explain` says so at any point.
    var explained = options
    explained.explainPoint = (x: 5, y: 150)
    let decisions = ScreenshotScanner.scanResult(copy, options: explained).decisions
    #expect(decisions.contains { $0.rule == Rule.id && $0.outcome == .decided })
    // Read whole, as with `--compressed`: three labels, not their rung blocks.
    let detected = ScreenshotScanner.scan(copy, options: options)
    options.isCompressed = true
    #expect(ScreenshotScanner.scanResult(copy, options: options).compression == .option)
    #expect(ScreenshotScanner.scan(copy, options: options) == detected)
    #expect(detected.count == 3, "\(detected.map(\.bbox))")
    options.isCompressed = false
    options.detectsCompression = false
    #expect(ScreenshotScanner.scanResult(copy, options: options).compression == nil)
    #expect(ScreenshotScanner.scan(copy, options: options) != detected)
  }
}
