import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// Rule `link-distinct` (WCAG 1.4.1): a run of a line in another colour, with no underline,
/// needs 3:1 against the text around it.
@Suite struct LinkDistinctRuleTests {
  /// The rule's decisions on `image`, scanned at `scale`.
  static func decisions(_ image: RGBAImage, scale: Double = 2) -> [LinkDistinctRule.Decision] {
    let findings = ScreenshotScanner.scan(image, options: .test(scale: scale))
    return LinkDistinctRule.decide(findings, image: ScanImage(uncheckedOpaque: image))
  }

  /// "READ THE PRIVACY POLICY NOW" in the 5×7 font at 3 px cells (21 px tall): body text in
  /// `body`, the link in `link`, optionally underlined 2 px below the baseline. Words are 9 px
  /// apart, a proportional font's word space at this size (the font's own space is a whole
  /// 18 px cell).
  static func sentence(body: String, link: String, underlined: Bool) -> RGBAImage {
    var canvas = ScanTestCanvas(width: 520, height: 60, background: "#ffffff")
    let cell = 3.0
    let advance = 6 * cell
    let space = 3 * cell - cell  // the advance's trailing blank column counts too
    canvas.text("READ THE", x: 10, y: 15, cell: cell, color: body)
    let linkX = 10 + 8 * advance + space
    canvas.text("PRIVACY POLICY", x: linkX, y: 15, cell: cell, color: link)
    if underlined {
      canvas.fillRect(
        x: linkX, y: 15 + 7 * cell + 2, w: 14 * advance - cell, h: 2, color: link)
    }
    canvas.text("NOW", x: linkX + 14 * advance + space, y: 15, cell: cell, color: body)
    return canvas.image
  }

  // #595959 is 7.0:1 on white; #2473d6 is 4.67:1 on white and 1.50:1 against #595959.
  static let body = "#595959"
  static let link = "#2473d6"

  @Test func linkWithoutUnderlineAtOneAndAHalfIsFlagged() throws {
    let decisions = Self.decisions(
      Self.sentence(body: Self.body, link: Self.link, underlined: false))
    let decision = try #require(decisions.count == 1 ? decisions[0] : nil)
    #expect(!decision.isUnderlined)
    #expect(!decision.passes)
    #expect(abs(decision.ratio - 1.5) < 0.1)
    #expect(decision.body.opaqueHexString == Self.body)
  }

  @Test func sameLinkUnderlinedIsNotFlagged() throws {
    let decisions = Self.decisions(
      Self.sentence(body: Self.body, link: Self.link, underlined: true))
    let decision = try #require(decisions.count == 1 ? decisions[0] : nil)
    #expect(decision.isUnderlined)
    #expect(decision.passes)
  }

  @Test func linkAtThreeToOneOrMorePassesWithoutUnderline() throws {
    // #4d90fe against black body text: about 6:1, distinct without an underline.
    let decisions = Self.decisions(
      Self.sentence(body: "#000000", link: "#4d90fe", underlined: false))
    let decision = try #require(decisions.count == 1 ? decisions[0] : nil)
    #expect(decision.ratio >= 3)
    #expect(decision.passes)
    #expect(!decision.isUnderlined)
  }

  @Test func underlinedRunIsTheLinkEvenWhenWiderThanTheText() throws {
    // "NEW HERE CREATE AN ACCOUNT" (a form footer, Fixtures/Screenshots/browser/page-form):
    // one run each, the underlined link the wider; the plain run is the body text.
    var canvas = ScanTestCanvas(width: 560, height: 60, background: "#ffffff")
    canvas.text("NEW HERE", x: 10, y: 15, cell: 3, color: Self.body)
    let linkX = 10 + 8 * 18.0 + 6
    canvas.text("CREATE AN ACCOUNT", x: linkX, y: 15, cell: 3, color: Self.link)
    canvas.fillRect(x: linkX, y: 38, w: 17 * 18 - 3, h: 2, color: Self.link)
    let decisions = Self.decisions(canvas.image)
    let decision = try #require(decisions.count == 1 ? decisions[0] : nil)
    #expect(decision.body.opaqueHexString == Self.body)
    #expect(decision.isUnderlined)
    #expect(decision.passes)
  }

  @Test func lineOfOneColourHasNoLink() {
    #expect(
      Self.decisions(Self.sentence(body: Self.body, link: Self.body, underlined: false)).isEmpty)
  }

  @Test func runsFarApartAreNotOneLine() {
    // A label and its value at the two ends of a row (a settings list) are not running text.
    var canvas = ScanTestCanvas(width: 600, height: 60, background: "#ffffff")
    canvas.text("WI-FI", x: 10, y: 15, cell: 3, color: "#000000")
    canvas.text("HOME", x: 480, y: 15, cell: 3, color: "#8e8e93")
    #expect(Self.decisions(canvas.image).isEmpty)
  }

  @Test func scanResultCarriesTheFailingLink() throws {
    let image = Self.sentence(body: Self.body, link: Self.link, underlined: false)
    let result = ScreenshotScanner.scanResult(image, options: ScanOptions(scale: 2))
    let link = try #require(result.links.first)
    #expect(result.links.count == 1)
    #expect(link.status == .fail)
    #expect(link.required == 3)
    #expect(link.foreground.opaqueHexString == Self.link)
    let underlined = ScreenshotScanner.scanResult(
      Self.sentence(body: Self.body, link: Self.link, underlined: true),
      options: ScanOptions(scale: 2))
    #expect(underlined.links.isEmpty)
  }

  /// The same sentence set in DejaVu Sans by FreeType (`Scripts/make-link-fixtures.py`).
  @Test(
    .enabled(if: PNGDecoder.isAvailable, "built without the PNG trait"),
    arguments: [("link-colour-only-2x.png", false), ("link-underlined-2x.png", true)])
  func realFont(file: String, underlined: Bool) throws {
    let path = Fixtures.url("Screenshots/links/" + file).path
    let image = try PNGDecoder.decode(contentsOf: path).image
    let decisions = Self.decisions(image)
    let decision = try #require(decisions.count == 1 ? decisions[0] : nil)
    #expect(decision.isUnderlined == underlined)
    #expect(decision.passes == underlined)
    #expect(abs(decision.ratio - 1.5) < 0.15)
  }
}
