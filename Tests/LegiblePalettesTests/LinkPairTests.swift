import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegiblePalettes

/// Pairs with `"role": "link"`: the link colour against its background (as text) and against
/// the body text it sits in (rule `link-distinct`, WCAG 1.4.1: 3:1 unless underlined).
@Suite struct LinkPairTests {
  func palette(_ json: String) throws -> Palette {
    let directory = try PaletteFixtures.temporaryDirectory()
    return try Palette.loadLegibleJSON(
      path: PaletteFixtures.write(json, to: "links.json", in: directory))
  }

  /// #2473d6 is 4.67:1 on white and 1.50:1 against #595959 (7.0:1 on white); #000000 body
  /// text against #2473d6 is 4.6:1. In dark, #6cb4ff on #000000 against #a0a0a0 body.
  func json(underline: String = "", body: String = "text/body") -> String {
    """
    {"colors": {"link": {"light": "#2473d6", "dark": "#6cb4ff"},
                "text/body": {"light": "#595959", "dark": "#a0a0a0"},
                "text/strong": "#000000",
                "bg": {"light": "#ffffff", "dark": "#000000"}},
     "pairs": [{"foreground": "link", "background": "bg", "role": "link",
                "body": "\(body)"\(underline)}]}
    """
  }

  @Test func linkAtOneAndAHalfToItsBodyTextFails() throws {
    let results = try PaletteAuditor.audit(palette(json()))
    let light = try #require(
      results.first { $0.ruleID == PaletteAuditResult.linkDistinctRule && $0.variant == .light })
    #expect(light.status == .fail)
    #expect(light.foreground == "link" && light.background == "text/body")
    #expect(light.foregroundColor == "#2473d6" && light.backgroundColor == "#595959")
    #expect(abs((light.wcagRatio ?? 0) - 1.5) < 0.01)
    #expect(light.required == 3)
    #expect(light.rule.contains("not underlined"))
    // Against the background the link is still judged as text, and passes 4.5:1.
    let text = try #require(results.first("link", on: "bg", .light))
    #expect(text.status == .pass)
    // One link result per appearance, not per policy.
    #expect(results.filter { $0.ruleID == PaletteAuditResult.linkDistinctRule }.count == 4)
  }

  @Test func sameLinkUnderlinedPasses() throws {
    let results = try PaletteAuditor.audit(palette(json(underline: ", \"underline\": true")))
    let links = results.filter { $0.ruleID == PaletteAuditResult.linkDistinctRule }
    #expect(links.count == 4)
    #expect(links.allSatisfy { $0.status == .pass && $0.rule.contains("underlined") })
  }

  @Test func linkFarFromItsBodyTextPasses() throws {
    let results = try PaletteAuditor.audit(palette(json(body: "text/strong")))
    let light = try #require(
      results.first { $0.ruleID == PaletteAuditResult.linkDistinctRule && $0.variant == .light })
    #expect(light.status == .pass)
    #expect((light.wcagRatio ?? 0) >= 3)
  }

  @Test func linkDeclarationErrors() throws {
    func message(_ json: String) -> String? {
      do {
        _ = try PaletteAuditor.audit(palette(json))
        return nil
      } catch {
        return "\(error)"
      }
    }
    let noBody = ##"""
      {"colors": {"a": "#000", "b": "#fff"},
       "pairs": [{"foreground": "a", "background": "b", "role": "link"}]}
      """##
    #expect(message(noBody)?.contains("needs \"body\"") == true)
    let bodyWithoutLink = ##"""
      {"colors": {"a": "#000", "b": "#fff"},
       "pairs": [{"foreground": "a", "background": "b", "body": "a"}]}
      """##
    #expect(message(bodyWithoutLink)?.contains("\"role\": \"link\"") == true)
    #expect(message(json(body: "text/missing"))?.contains("text/missing") == true)
    #expect(message(json(underline: ", \"underline\": \"yes\""))?.contains("true or false") == true)
  }
}
