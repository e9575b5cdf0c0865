import Testing

@testable import LegibleImaging

/// Annotation labels round as the text report does (`NumberFormatting.ratio` in LegibleCLI).
@Suite struct ContrastLabelTests {
  /// Cases the text report prints the same way; 2.899 was drawn as "2.8" before labels shared
  /// the report's rounding.
  @Test(
    arguments: [
      (2.899, nil, "2.90:1"),
      (2.90, 3.0, "2.90:1"),
      (4.5, 4.5, "4.50:1"),
      (21.0, nil, "21.00:1"),
      (3.125, nil, "3.13:1"),
      (4.4999, 4.5, "4.4999:1"),
      (2.99999, 3.0, "2.9999:1"),
    ] as [(Double, Double?, String)])
  func ratio(value: Double, threshold: Double?, expected: String) {
    #expect(ContrastLabel.ratio(value, threshold: threshold) == expected)
  }

  /// Every label character is in the bitmap font, so nothing is drawn as a blank.
  @Test func labelsUseTheFontsCharacters() {
    for text in ["R " + ContrastLabel.ratio(4.4999, threshold: 4.5), ContrastLabel.ratio(12.345)] {
      #expect(text.allSatisfy { BitmapFont.rows(of: $0) != nil }, "\(text)")
    }
  }
}
