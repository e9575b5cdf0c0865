import Foundation
import LegibleColor
import Testing
import _LegibleTestSupport

@testable import LegiblePalettes

/// Inputs built to cost minutes or gigabytes are refused with an error naming the file and line,
/// and the memoised, indexed paths give the same answers as before on large inputs. Speed
/// itself is measured in Benchmarks (Scaling), not here.
@Suite struct PaletteLimitTests {
  /// Loads `css` written to a temporary `theme.css`; returns the error's text, or `nil`.
  func cssError(_ css: String) throws -> String? {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(css, to: "theme.css", in: directory)
    do {
      _ = try Palette.loadCSS(path: path)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// 30 levels of `--vN: var(--vN-1) var(--vN-1)` would expand to 2³⁰ copies (3.6 GB before):
  /// refused at the level that passes the size limit, naming its line.
  @Test func doublingVarExpansionIsRefused() throws {
    var css = ":root {\n  --v0: 1px;\n"
    for level in 1...30 { css += "  --v\(level): var(--v\(level - 1)) var(--v\(level - 1));\n" }
    css += "  --text: #000;\n}\n"
    let message = try #require(try cssError(css))
    // "1px" is 3 bytes; level n expands to 4·2ⁿ − 1 bytes, first over 65 536 at n = 15.
    #expect(
      message.hasSuffix(
        "theme.css:17: the value of --v15 expands to more than 65536 bytes through var()"),
      "\(message)")
  }

  /// 50 000 `var()` in one value (6 GB before): refused by the size limit.
  @Test func manyReferencesInOneValueAreRefused() throws {
    let value = Array(repeating: "var(--a)", count: 50_000).joined(separator: " ")
    let message = try #require(try cssError(":root {\n  --a: #123456;\n  --b: \(value);\n}\n"))
    #expect(message.contains("theme.css:3: the value of --b expands to more than 65536 bytes"))
  }

  /// 10 000 nested fallbacks (over a minute before): refused at the depth limit.
  @Test func deeplyNestedFallbacksAreRefused() throws {
    let depth = 10_000
    let value =
      (0..<depth).map { "var(--missing\($0), " }.joined() + "#000"
      + String(repeating: ")", count: depth)
    let message = try #require(try cssError(":root {\n  --a: \(value);\n}\n"))
    #expect(
      message.hasSuffix("theme.css:2: var() fallbacks in --a nest more than 256 deep"), "\(message)"
    )
  }

  /// A chain of references longer than the limit is refused when it must be followed in one
  /// go (each property refers to one declared after it); declared in order, each link is
  /// expanded from the one before, already known, and any length resolves.
  @Test func referenceChainDepth() throws {
    func chain(_ length: Int, reversed: Bool) -> String {
      var lines = ["  --c0: #336699;"]
      for index in 1...length { lines.append("  --c\(index): var(--c\(index - 1));") }
      if reversed { lines.reverse() }
      return ":root {\n" + lines.joined(separator: "\n") + "\n}\n"
    }
    #expect(try cssError(chain(200, reversed: true)) == nil)
    #expect(try cssError(chain(1_000, reversed: false)) == nil)
    let message = try #require(try cssError(chain(300, reversed: true)))
    // Named at --c44 (line 258), the link past the limit, from the chain's start --c300.
    #expect(
      message.hasSuffix(
        "theme.css:258: var() references and fallbacks from --c300 nest more than 256 deep"),
      "\(message)")
  }

  /// The single-pass expansion keeps the meaning of var(): fallbacks when the property is not
  /// declared, the property when it is (its fallback unused), nested references, whitespace
  /// around fallbacks dropped, functions around references kept.
  @Test func expansionKeepsMeaning() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let css = """
      :root {
        --base: 51 102 153;
        --a: rgb(var(--base));
        --b: var(--nothing,  var(--also-nothing , #abcdef ) );
        --c: var(--a, red);
        --d: var( --c );
        --e: var(--nothing, rgb(1 2 3));
      }
      """
    let path = try PaletteFixtures.write(css, to: "theme.css", in: directory)
    let palette = try Palette.loadCSS(path: path)
    func light(_ name: String) -> SRGB? {
      palette.color(named: name)?.resolved(for: .light)?.value.value.color
    }
    #expect(light("a") == SRGB(hex: "#336699"))
    #expect(light("b") == SRGB(hex: "#abcdef"))
    #expect(light("c") == SRGB(hex: "#336699"))
    #expect(light("d") == SRGB(hex: "#336699"))
    #expect(light("e") == SRGB(hex: "#010203"))
    let cycle = try #require(try cssError(":root {\n  --x: var(--y);\n  --y: var(--x);\n}\n"))
    #expect(cycle.contains("alias cycle"), "\(cycle)")
  }

  /// A 3 000-link `$extends` chain (11 s before) resolves: the last group inherits the first's
  /// tokens through every link.
  @Test func longExtendsChainResolves() throws {
    let links = 3_000
    var groups = [
      ##""g0": {"$type": "color", "fg": {"$value": "#767676"}, "bg": {"$value": "#ffffff"}}"##
    ]
    for index in 1..<links { groups.append(#""g\#(index)": {"$extends": "{g\#(index - 1)}"}"#) }
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(
      "{" + groups.joined(separator: ",\n") + "}", to: "chain.tokens.json", in: directory)
    let palette = try PaletteLoader.loadOne(path)
    let last = palette.color(named: "g\(links - 1).fg")?.resolved(for: .light)?.value.value
    #expect(last == .srgb(SRGB(hex: "#767676")!))
    #expect(palette.colors.count == 2 * links)
  }

  /// An `$extends` cycle is still an error.
  @Test func extendsCycleIsAnError() throws {
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(
      ##"{"a": {"$extends": "{b}", "x": {"$type": "color", "$value": "#000"}}, "b": {"$extends": "{a}"}}"##,
      to: "cycle.tokens.json", in: directory)
    #expect {
      try PaletteLoader.loadOne(path)
    } throws: { error in
      "\(error)".contains("alias cycle")
    }
  }

  /// 20 000 Tokens Studio aliases written without their set name (11.5 s before) resolve to
  /// their own targets through the index.
  @Test func manySetlessAliasesResolve() throws {
    let count = 20_000
    let base = (0..<count).map {
      ##""c\##($0)": {"value": "#\##(String(format: "%06x", $0))", "type": "color"}"##
    }
    let aliases = (0..<count).map { #""t\#($0)": {"value": "{colors.c\#($0)}", "type": "color"}"# }
    let json = """
      {"global": {"colors": {\(base.joined(separator: ","))}},
       "light": {"text": {\(aliases.joined(separator: ","))}},
       "$themes": [], "$metadata": {"tokenSetOrder": ["global", "light"]}}
      """
    let directory = try PaletteFixtures.temporaryDirectory()
    let path = try PaletteFixtures.write(json, to: "tokens.json", in: directory)
    let palette = try PaletteLoader.loadOne(path)
    for index in [0, 1, 12_345, count - 1] {
      let value = palette.color(named: "light.text.t\(index)")?.resolved(for: .light)?.value.value
      #expect(value == .srgb(SRGB(hex: String(format: "#%06x", index))!))
    }
  }

  /// The banded edit distance agrees with the plain dynamic program wherever the distance is
  /// within its bound, over random strings.
  @Test func bandedDistanceMatchesPlainDistance() {
    func plain(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
      var previous = Array(0...b.count)
      for i in 1...max(1, a.count) where !a.isEmpty {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
          current[j] = min(
            previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
      }
      return a.isEmpty ? b.count : previous[b.count]
    }
    var random = SplitMix64(seed: 9)
    let letters = Array("abc".unicodeScalars)
    for _ in 0..<2_000 {
      let a = (0..<Int(random.next() % 12)).map { _ in letters[Int(random.next() % 3)] }
      let b = (0..<Int(random.next() % 12)).map { _ in letters[Int(random.next() % 3)] }
      let limit = Int(random.next() % 6)
      let exact = plain(a, b)
      let banded = NameSuggestion.distance(a, b, atMost: limit)
      #expect(banded == (exact <= limit ? exact : nil), "\(a) \(b) limit \(limit)")
    }
  }

  /// Suggestions: a typo finds its name; a long typo among many long names answers without the
  /// quadratic work (over 20 s before) and suggests nothing past the length cap.
  @Test func nameSuggestions() {
    #expect(NameSuggestion.nearest(to: "labl", in: ["link", "label", "labels"]) == "label")
    #expect(NameSuggestion.nearest(to: "zzzz", in: ["label"]) == nil)
    let long = String(repeating: "x", count: 5_000)
    let names = (0..<2_000).map { long + "\($0)" }
    #expect(NameSuggestion.nearest(to: long + "y", in: names) == nil)
    let medium = String(repeating: "ab", count: 100)
    #expect(NameSuggestion.nearest(to: medium + "c", in: [medium + "d", medium]) == medium + "d")
  }

  /// `fix` on many failing colours: every colour gets a change that passes, each found
  /// against its own pairs only.
  @Test func fixPlansEveryColourOfALargePalette() throws {
    var colors: [PaletteColor] = [
      PaletteColor(
        name: "surface", location: .init(file: "p.json"),
        values: [.light: DeclaredValue(.srgb(.white), at: .init(file: "p.json"))])
    ]
    var random = SplitMix64(seed: 3)
    let count = 120
    for index in 0..<count {
      let level = 0x90 + Int(random.next() % 0x30)
      let value = SRGB(red8: UInt8(level), green8: UInt8(level), blue8: UInt8(level))
      colors.append(
        PaletteColor(
          name: "text/\(index)", location: .init(file: "p.json"),
          values: [.light: DeclaredValue(.srgb(value), at: .init(file: "p.json"))]))
    }
    let palette = Palette(
      name: "large", path: "p.json", colors: colors,
      pairs: [
        PairDeclaration(
          foreground: ["text/*"], background: ["surface"], location: .init(file: "p.json"))
      ])
    let plan = try PaletteFixer.plan(palette)
    #expect(plan.fixes.count == count)
    #expect(plan.unfixable.isEmpty)
    for fix in plan.fixes {
      #expect(fix.pairs.allSatisfy { $0.statusAfter != .fail }, "\(fix.color)")
    }
  }

  /// `"*"` on `"*"` over 320 colours would make 102 080 pairs (408 320 results in four
  /// appearances): refused before any pair is made, naming the declaration's line; the same
  /// pattern within the limit expands, and ignore entries are bounded the same way.
  @Test func pairExpansionIsBounded() throws {
    let colors = (0..<320).map { "\"c\($0)\": \"#\(String(format: "%06x", $0 * 977))\"" }
    func palette(_ pairs: String, ignore: String = "") throws -> Palette {
      let directory = try PaletteFixtures.temporaryDirectory()
      let json = """
        {
          "colors": {\(colors.joined(separator: ", "))},
          "pairs": [\(pairs)]\(ignore)
        }
        """
      return try Palette.loadLegibleJSON(
        path: try PaletteFixtures.write(json, to: "p.json", in: directory))
    }
    func message(_ body: () throws -> Void) -> String? {
      do {
        try body()
        return nil
      } catch {
        return "\(error)"
      }
    }
    let everything = try palette(#"{"foreground": "*", "background": "*"}"#)
    let refused = try #require(
      message { _ = try AuditPair.expand(everything.pairs, in: everything) })
    #expect(refused.contains("p.json:3: "), "\(refused)")
    #expect(refused.contains("320 × 320 names make more than the 100000 pairs"), "\(refused)")
    let within = try palette(#"{"foreground": "c1*", "background": "*"}"#)
    let pairs = try AuditPair.expand(within.pairs, in: within)
    #expect(pairs.count == 111 * 320 - 111)
    let ignoring = try palette(
      #"{"foreground": "c1", "background": "c2"}"#,
      ignore: #", "ignore": [{"foreground": "*", "background": "*", "reason": "all"}]"#)
    let refusedIgnore = try #require(
      message { _ = try AuditPair.expand(ignoring.pairs, ignoring: ignoring.ignores, in: ignoring) }
    )
    #expect(refusedIgnore.contains("names make more than the 100000 pairs"), "\(refusedIgnore)")
    #expect(try AuditPair.expand(within.pairs, in: within, limit: 35_520).count == 35_409)
  }
}
