import LegibleColor
import LegibleReporting
import Testing

/// The person-readable `check` text, rendered by the library: one pair in full, a batch as one
/// line per pair, a summary last.
@Suite struct CheckTextReporterTests {
  @Test func onePairInFull() throws {
    let result = try PairCheck.measure("#777", "white", policies: [.wcag2AA])
    let report = CheckReport(policies: ["wcag2-aa"], results: [result], errors: [])
    // WCAG 2.2: #777777 on white is 4.48:1; APCA-W3 0.0.98G-4g gives Lc 71.1.
    #expect(
      CheckTextReporter().render(report) == """
        #777777 on #ffffff
          WCAG 2.x  4.48:1    APCA  Lc 71.1
          ✗ wcag2-aa  4.48:1, needs 4.5:1 for text
          → text #767676 passes: 4.54:1, Lc 71.6
          → or background #060606: 4.52:1, Lc -30.5
        1 pair: fails (wcag2-aa)

        """)
  }

  @Test func aBatchOneLineEachAndQuietLeavesPassesOut() {
    let outcome = PairBatch.check("#777 white\n#000 #fff\n", policies: [.wcag2AA])
    let report = outcome.report(policies: ["wcag2-aa"])
    let lines = CheckTextReporter().render(report).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("✗ 1: #777777 on #ffffff"))
    #expect(lines[2] == "2 pairs: 1 fail, 1 pass (wcag2-aa)")
    let quiet = CheckTextReporter(isQuiet: true).render(report).split(separator: "\n")
    #expect(quiet.count == 2 && quiet[1] == lines[2])
    // With colour, marks and the summary are emphasised (ANSI SGR codes).
    let coloured = CheckTextReporter(style: TerminalStyle(depth: .trueColor)).render(report)
    #expect(coloured.contains("\u{1B}[1;31m✗\u{1B}[0m"))
  }
}
