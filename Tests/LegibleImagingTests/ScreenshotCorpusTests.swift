import Foundation
import LegibleColor
import LegibleImaging
import Testing
import _LegibleTestSupport

/// The labelled screenshots in `Fixtures/Screenshots/` (described in its README) agree with
/// LegibleColor: each recorded ratio, requirement and verdict is what the core computes from the
/// recorded colours, size and weight, and translucent colours composite as the core does.
@Suite struct ScreenshotCorpusTests {
  /// One ground-truth file, as far as these checks need it.
  struct Truth: Decodable {
    struct Box: Decodable {
      let x: Int
      let y: Int
      let width: Int
      let height: Int
    }

    struct Element: Decodable {
      let id: String
      let kind: String
      let bbox: Box
      let foreground: String
      let background: String
      let wcagRatio: Double
      let wcagRatioMin: Double?
      let wcagRatioMax: Double?
      let required: Double
      let expected: String
      let uncertain: Bool
      let cssPx: Double?
      let bold: Bool?
      let backgroundColors: [String]?
      let foregroundDeclared: String?
      let fullCoveragePixels: Int?
    }

    let image: String
    let width: Int
    let height: Int
    let elements: [Element]
  }

  /// Every ground-truth file, as a path under `Fixtures/`.
  static let files: [String] = {
    let folders = ["Screenshots/synthetic", "Screenshots/browser", "Screenshots/controls"]
    return folders.flatMap { folder -> [String] in
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url(folder).path)) ?? []
      return names.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
    }
  }()

  @Test func corpusIsPresent() {
    #expect(Self.files.count >= 40)
  }

  @Test(arguments: files) func groundTruthAgreesWithTheCore(file: String) throws {
    let truth = try JSONDecoder().decode(Truth.self, from: Fixtures.data(file))
    let png = Fixtures.url(file).deletingLastPathComponent().appendingPathComponent(truth.image)
    #expect(FileManager.default.fileExists(atPath: png.path), "\(file): \(truth.image) is missing")
    #expect(!truth.elements.isEmpty)

    for element in truth.elements {
      let foreground = try #require(SRGB(hex: element.foreground), "\(element.id)")
      let background = try #require(SRGB(hex: element.background), "\(element.id)")
      let ratio = WCAG2.contrastRatio(between: foreground, and: background)
      #expect(
        ratio.isApproximatelyEqual(to: element.wcagRatio, absoluteTolerance: 1e-9),
        "\(element.id): \(ratio) ≠ \(element.wcagRatio)")

      // Box inside the image.
      let box = element.bbox
      #expect(box.x >= 0 && box.y >= 0 && box.width > 0 && box.height > 0, "\(element.id)")
      #expect(
        box.x + box.width <= truth.width && box.y + box.height <= truth.height, "\(element.id)")

      // The requirement under wcag2-aa follows from kind, size and weight.
      let style =
        element.kind == "nonText"
        ? TextStyle(role: .ui)
        : TextStyle(role: .text, size: element.cssPx, weight: element.bold == true ? 700 : 400)
      let requirement = try #require(Policy.wcag2AA.requirement(for: style))
      #expect(requirement.minimum == element.required, "\(element.id)")

      // The verdict: from the ratio, or from the whole range on a non-uniform background.
      let low = element.wcagRatioMin ?? element.wcagRatio
      let high = element.wcagRatioMax ?? element.wcagRatio
      if let colors = element.backgroundColors {
        let ratios = try colors.map { hex in
          WCAG2.contrastRatio(between: foreground, and: try #require(SRGB(hex: hex)))
        }
        #expect(
          ratios.min()!.isApproximatelyEqual(to: low, absoluteTolerance: 1e-9), "\(element.id)")
        #expect(
          ratios.max()!.isApproximatelyEqual(to: high, absoluteTolerance: 1e-9), "\(element.id)")
      }
      let crosses = (low >= element.required) != (high >= element.required)
      if crosses { #expect(element.uncertain, "\(element.id): range crosses the threshold") }
      if !element.uncertain {
        #expect(element.expected == (low >= element.required ? "pass" : "fail"), "\(element.id)")
      }

      // Translucent text from the synthetic generator (#rrggbbaa) composites as the core does.
      if let declared = element.foregroundDeclared, declared.hasPrefix("#"),
        element.backgroundColors == nil
      {
        let top = try #require(SRGB(hex: declared), "\(element.id)")
        #expect(top.composited(over: background).hexString == element.foreground, "\(element.id)")
      }
    }
  }

  /// The PNG holds what the JSON says: its size, and exactly `fullCoveragePixels` pixels of the
  /// foreground colour inside each box.
  @Test(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"), arguments: files)
  func pixelsMatchTheTruth(file: String) throws {
    let truth = try JSONDecoder().decode(Truth.self, from: Fixtures.data(file))
    let png = Fixtures.url(file).deletingLastPathComponent().appendingPathComponent(truth.image)
    let image = try PNGDecoder.decode(contentsOf: png.path, convertingToSRGB: false).image
    #expect(image.width == truth.width && image.height == truth.height, "\(file)")
    guard image.width == truth.width && image.height == truth.height else { return }
    let pixels = image.pixels
    for element in truth.elements {
      guard let expected = element.fullCoveragePixels else { continue }
      let hex = Array(element.foreground.utf8.dropFirst())
      let rgb = try [0, 2, 4].map { offset in
        try #require(UInt8(String(decoding: hex[offset..<offset + 2], as: UTF8.self), radix: 16))
      }
      let box = element.bbox
      var count = 0
      for y in box.y..<(box.y + box.height) {
        var index = (y * image.width + box.x) * 4
        for _ in 0..<box.width {
          if pixels[index] == rgb[0] && pixels[index + 1] == rgb[1] && pixels[index + 2] == rgb[2]
            && pixels[index + 3] == 255
          {
            count += 1
          }
          index += 4
        }
      }
      #expect(
        count == expected, "\(element.id): \(count) foreground pixels, truth says \(expected)")
    }
  }
}
