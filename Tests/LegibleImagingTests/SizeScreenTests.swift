import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// The size rules end to end on screens drawn for them (`Scripts/make-size-screens.py`, real
/// DejaVu glyphs rendered by FreeType).
@Suite(.enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"))
struct SizeScreenTests {
  static func scan(
    _ name: String, platform: Platform? = .iOS, scale: Double? = 3, strict: Bool = false
  ) throws -> ScanResult {
    let decoded = try PNGDecoder.decode(
      contentsOf: Fixtures.url("Screenshots/sizes/" + name).path)
    var options = ScanOptions(scale: scale)
    options.platform = platform
    options.strictSizes = strict
    return ScreenshotScanner.scanResult(decoded.image, options: options)
  }

  static func rules(_ result: ScanResult) -> [String] {
    result.sizeFindings.map(\.rule.rawValue)
  }

  @Test func ninePointTextFailsOnIOS() throws {
    let result = try Self.scan("text-9pt-3x.png")
    #expect(result.platform == .iOS && result.platformSource == .option)
    let sizes = result.sizeFindings.filter { $0.rule == .textSize }
    #expect(sizes.count == 3)
    for f in sizes {
      #expect(f.status == .fail)
      #expect(f.required == 11 && f.unit == "pt" && f.scale == 3)
      #expect(abs(f.measured - 9) < 0.9, "read \(f.measured) pt")
      #expect(f.message.contains("below the minimum 11 pt"))
    }
  }

  @Test func elevenPointTextPasses() throws {
    let result = try Self.scan("text-11pt-3x.png")
    #expect(!Self.rules(result).contains("text-size"))
  }

  @Test func strictSizesWarnBelowTheDefault() throws {
    let result = try Self.scan("text-11pt-3x.png", strict: true)
    let sizes = result.sizeFindings.filter { $0.rule == .textSize }
    #expect(sizes.count == 3)
    #expect(sizes.allSatisfy { $0.status == .warning && $0.required == 17 })
  }

  @Test func hairlineLabelWarnsThinText() throws {
    let thin = try Self.scan("label-hairline-13pt-3x.png")
    let found = thin.sizeFindings.filter { $0.rule == .thinText }
    #expect(found.count == 3)
    #expect(found.allSatisfy { $0.status == .warning && ($0.weightRatio ?? 1) < 0.06 })
    let regular = try Self.scan("label-regular-13pt-3x.png")
    #expect(!Self.rules(regular).contains("thin-text"))
    #expect(!Self.rules(thin).contains("text-size"))
  }

  @Test func smallToolbarIconWarnsTargetSize() throws {
    let result = try Self.scan("toolbar-20pt-3x.png")
    let targets = result.sizeFindings.filter { $0.rule == .targetSize }
    #expect(targets.count == 3)
    for t in targets {
      #expect(t.status == .warning && t.subject == .icon && t.required == 44)
      #expect(abs((t.targetHeight ?? 0) - 22) < 1.5, "height \(t.targetHeight ?? 0)")
      #expect(t.message.contains("20×20 pt visible"), "\(t.message)")
    }
  }

  @Test func largeToolbarIconPasses() throws {
    let result = try Self.scan("toolbar-44pt-3x.png")
    #expect(!Self.rules(result).contains("target-size"))
  }

  @Test func webUsesTwentyFourCSSPixels() throws {
    let web = try Self.scan("toolbar-20pt-1x.png", platform: .web, scale: 1)
    let targets = web.sizeFindings.filter { $0.rule == .targetSize }
    #expect(targets.count == 3)
    #expect(targets.allSatisfy { $0.required == 24 && $0.unit == "px" })
    #expect(targets.allSatisfy { $0.message.contains("under the recommended 24×24 px") })
  }

  /// Filled icon buttons (a white plus on a 30 pt blue circle, 4 pt apart): each circle is the
  /// target, not the glyph; each plus is judged alone as an icon on its circle, not chained
  /// with the others into a line of "text".
  @Test func filledIconButtonsAreJudgedAsTheirShape() throws {
    let small = try Self.scan("icon-buttons-30pt-3x.png")
    let targets = small.sizeFindings.filter { $0.rule == .targetSize }
    #expect(targets.count == 3)
    for t in targets {
      #expect(t.status == .warning && t.subject == .control && t.required == 44)
      #expect(abs(t.bbox.width - 90) <= 2 && abs(t.bbox.height - 90) <= 2, "\(t.bbox)")
      #expect(t.message.contains("button shape 30×30 pt visible"), "\(t.message)")
    }
    // White on #007aff is 4.02:1: it passes as an icon (3:1); chained as text it failed 4.5:1.
    #expect(small.findings.isEmpty, "\(small.findings.map(\.bbox))")
    let large = try Self.scan("icon-buttons-44pt-3x.png")
    #expect(!Self.rules(large).contains("target-size"))
    #expect(large.findings.isEmpty)
  }

  /// The size rules add findings of their own and never change a contrast finding.
  @Test(arguments: [
    "synthetic/buttons-2x.png", "synthetic/icons-3x.png", "browser/page-form.png",
    "imagery/codes-light-2x.png",
  ])
  func contrastFindingsAreUnchanged(file: String) throws {
    let decoded = try PNGDecoder.decode(contentsOf: Fixtures.url("Screenshots/" + file).path)
    var on = ScanOptions(includesPasses: true)
    on.platform = .iOS
    on.strictSizes = true
    var off = on
    off.checksSizes = false
    let with = ScreenshotScanner.scanResult(decoded.image, options: on)
    let without = ScreenshotScanner.scanResult(decoded.image, options: off)
    #expect(without.sizeFindings.isEmpty)
    #expect(with.findings == without.findings)
    #expect(with.scale == without.scale && with.scaleSource == without.scaleSource)
  }

  @Test func annotatedCopiesDrawSizeFindings() throws {
    let decoded = try PNGDecoder.decode(
      contentsOf: Fixtures.url("Screenshots/sizes/toolbar-20pt-3x.png").path)
    let result = try Self.scan("toolbar-20pt-3x.png")
    let first = try #require(result.sizeFindings.first)
    #expect(ScanAnnotator.sizeLabel(first) == "TARGET 44X22pt")
    let out = ScanAnnotator.annotate(
      decoded.image, findings: [], scale: 3, sizeFindings: result.sizeFindings)
    // The box's left edge, 3 px wide just outside the finding, halfway down.
    let x = first.bbox.x - 2
    let y = first.bbox.y + first.bbox.height / 2
    let i = (y * out.width + x) * 4
    let violet = ScanAnnotator.sizeWarningColor.rgba8
    #expect(out.pixels[i] == violet.red && out.pixels[i + 1] == violet.green)
    #expect(out.pixels[i + 2] == violet.blue)
  }

  @Test func unknownPlatformRunsNoSizeRules() throws {
    let result = try Self.scan("text-9pt-3x.png", platform: nil)
    #expect(result.platform == nil && result.platformSource == .unknown)
    #expect(result.sizeFindings.isEmpty)
  }
}
