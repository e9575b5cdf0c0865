import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Where a scan's scale comes from: known device sizes in both orientations, the `pHYs`
/// density in Apple's 72-ppi-per-point convention, inference, or nothing.
@Suite struct ScanScaleTests {
  /// Portrait sizes and scales from Apple's HIG, Layout → Specifications, "iOS, iPadOS device
  /// screen sizes" (the iPhone mini at its 1080×2340 panel, native scale 2.88), then 2× Mac
  /// captures. Written out here, independently of ``DeviceProfile``'s table.
  static let portraitSizes:
    [(width: Int, height: Int, scale: Double, family: DeviceProfile.Family)] = [
      (640, 1136, 2, .iPhone), (750, 1334, 2, .iPhone), (1242, 2208, 3, .iPhone),
      (828, 1792, 2, .iPhone), (1125, 2436, 3, .iPhone), (1242, 2688, 3, .iPhone),
      (1080, 2340, 2.88, .iPhone), (1170, 2532, 3, .iPhone), (1284, 2778, 3, .iPhone),
      (1179, 2556, 3, .iPhone), (1290, 2796, 3, .iPhone), (1206, 2622, 3, .iPhone),
      (1260, 2736, 3, .iPhone), (1320, 2868, 3, .iPhone),
      (1536, 2048, 2, .iPad), (1620, 2160, 2, .iPad), (1668, 2224, 2, .iPad),
      (1488, 2266, 2, .iPad), (1640, 2360, 2, .iPad), (1668, 2388, 2, .iPad),
      (1668, 2420, 2, .iPad), (2048, 2732, 2, .iPad), (2064, 2752, 2, .iPad),
    ]
  static let macSizes: [(width: Int, height: Int)] = [
    (2560, 1600), (2560, 1664), (2880, 1800), (2880, 1864), (2940, 1912), (3072, 1920),
    (3024, 1964), (3360, 2100), (3420, 2224), (3456, 2234), (4480, 2520), (5120, 2880),
  ]

  /// Every iPhone and iPad size is known in portrait and in landscape, with its scale, and the
  /// options resolve it as the scale's source.
  @Test(arguments: portraitSizes.indices)
  func deviceSizeInBothOrientations(_ index: Int) throws {
    let size = Self.portraitSizes[index]
    for (w, h) in [(size.width, size.height), (size.height, size.width)] {
      let profile = try #require(DeviceProfile.matching(width: w, height: h), "\(w)×\(h)")
      #expect(profile.scale == size.scale, "\(w)×\(h)")
      #expect(profile.family == size.family, "\(w)×\(h)")
      #expect(profile.isLandscape == (w > h))
      let resolved = ScanOptions().resolvedScale(width: w, height: h)
      #expect(resolved.scale == size.scale && resolved.source == .deviceSize, "\(w)×\(h)")
    }
  }

  /// Mac captures are known in landscape at 2×; a Mac size turned on its side is not a Mac.
  @Test(arguments: macSizes.indices)
  func macSize(_ index: Int) throws {
    let (w, h) = Self.macSizes[index]
    let profile = try #require(DeviceProfile.matching(width: w, height: h))
    #expect(profile.scale == 2 && profile.family == .mac)
    #expect(DeviceProfile.matching(width: h, height: w) == nil)
  }

  /// The table holds exactly the sizes above: nothing missing, nothing unlisted.
  @Test func knownSizesAreExactlyTheListedOnes() {
    let listed = Set(
      Self.portraitSizes.flatMap { ["\($0.width)×\($0.height)", "\($0.height)×\($0.width)"] }
        + Self.macSizes.map { "\($0.width)×\($0.height)" })
    let known = DeviceProfile.knownSizes.map { "\($0.width)×\($0.height)" }
    #expect(Set(known) == listed)
    #expect(known.count == listed.count)
    #expect(DeviceProfile.matching(width: 1000, height: 1000) == nil)
    #expect(DeviceProfile.matching(width: 1920, height: 1080) == nil)
  }

  /// Portrait iPhone: status bar and home indicator; landscape: the status bar is hidden and
  /// the home indicator band is 21 pt; a home-button iPhone in landscape has no band at all.
  @Test func iPhoneBarsByOrientation() throws {
    let portrait = try #require(DeviceProfile.matching(width: 1170, height: 2532))
    #expect(portrait.statusBar == PixelRect(x: 0, y: 0, width: 1170, height: 141))
    #expect(portrait.homeIndicator == PixelRect(x: 0, y: 2430, width: 1170, height: 102))
    let landscape = try #require(DeviceProfile.matching(width: 2532, height: 1170))
    #expect(landscape.statusBar == nil)
    #expect(landscape.homeIndicator == PixelRect(x: 0, y: 1107, width: 2532, height: 63))
    let homeButton = try #require(DeviceProfile.matching(width: 1334, height: 750))
    #expect(homeButton.systemBands.isEmpty)
    // iPad keeps its status bar in landscape.
    let iPad = try #require(DeviceProfile.matching(width: 2388, height: 1668))
    #expect(iPad.statusBar == PixelRect(x: 0, y: 0, width: 2388, height: 48))
    #expect(iPad.homeIndicator == PixelRect(x: 0, y: 1628, width: 2388, height: 40))
  }

  /// `pHYs` follows Apple's convention, a point per 1/72 inch: 72, 144 and 216 ppi (2835, 5669
  /// and 8504 px/m, as written by macOS and UIKit) are 1×, 2× and 3×. Densities far from those
  /// (96 ppi, the Windows and CSS default; 300 ppi print) say nothing.
  @Test(arguments: [(2835, 1.0), (5669, 2.0), (8504, 3.0), (3780, nil), (11811, nil)])
  func densityFromPHYs(_ pixelsPerMetre: Int, _ expected: Double?) throws {
    let file = PNGTestFile.image(
      width: 1, height: 1, bitDepth: 8, colorType: 0, samples: [0],
      extraChunks: [
        (
          "pHYs",
          PNGTestFile.bigEndian32(UInt32(pixelsPerMetre))
            + PNGTestFile.bigEndian32(UInt32(pixelsPerMetre)) + [1]
        )
      ])
    guard PNGDecoder.isAvailable else { return }
    let density = try #require(try PNGDecoder.decode(file).pixelDensity)
    let options = ScanOptions(pixelsPerInch: density.horizontalDPI)
    let resolved = options.resolvedScale(width: 500, height: 700)
    #expect(resolved.scale == expected)
    #expect(resolved.source == (expected == nil ? .unknown : .pHYs))
  }

  /// The order of evidence: the option, then the device size, then the density.
  @Test func optionBeatsDeviceSizeBeatsDensity() {
    let both = ScanOptions(scale: 1, pixelsPerInch: 144)
    #expect(both.resolvedScale(width: 1170, height: 2532) == (1, .option))
    let density = ScanOptions(pixelsPerInch: 144)
    #expect(density.resolvedScale(width: 1170, height: 2532) == (3, .deviceSize))
    #expect(density.resolvedScale(width: 1000, height: 700) == (2, .pHYs))
  }

  /// The result of a scan says which scale it used and where that came from.
  @Test func scanResultCarriesTheScale() {
    let phone = RGBAImage(width: 2532, height: 1170, filledWith: .white)
    let result = ScreenshotScanner.scanResult(phone)
    #expect(result.scale == 3 && result.scaleSource == .deviceSize)
    let blank = RGBAImage(width: 600, height: 100, filledWith: .white)
    let unknown = ScreenshotScanner.scanResult(blank)
    #expect(unknown.scale == nil && unknown.scaleSource == .unknown)
    let given = ScreenshotScanner.scanResult(blank, options: ScanOptions(scale: 2))
    #expect(given.scale == 2 && given.scaleSource == .option)
  }

  /// Landscape iPhone: a label at the top is app content (no status bar in landscape), the
  /// home indicator band at the bottom is ignored on request.
  @Test func landscapeSystemBars() {
    var canvas = ScanTestCanvas(width: 2532, height: 1170, background: "#ffffff")
    canvas.text("TOP", x: 200.5, y: 30.5, cell: 5, color: "#aaaaaa")
    canvas.text("HOME", x: 1000.5, y: 1120.5, cell: 5, color: "#aaaaaa")
    let all = ScreenshotScanner.scan(canvas.image, options: ScanOptions())
    #expect(all.count == 2)
    let app = ScreenshotScanner.scan(canvas.image, options: ScanOptions(ignoresSystemBars: true))
    #expect(app.count == 1)
    #expect(app.first.map { $0.bbox.y < 100 } == true)
  }
}
