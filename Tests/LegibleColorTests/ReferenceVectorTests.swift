import LegibleColor
import Testing
import _LegibleTestSupport

/// Every vector in `Fixtures/Reference/` (copied from `shared/reference/`): an independent
/// implementation of the published formulas, cross-checked against coloraide, color.js and
/// apca-w3 0.1.9.
@Suite struct ReferenceVectorTests {
  @Test(arguments: ReferenceVector.wcag)
  func wcagRatio(_ vector: ReferenceVector) throws {
    let fg = try #require(SRGB(hex: vector.fg))
    let bg = try #require(SRGB(hex: vector.bg))
    let measured = try ContrastMeasurement(foreground: fg, background: bg)
    let expected = try #require(vector.ratio)
    #expect(measured.wcagRatio.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
  }

  @Test(arguments: ReferenceVector.apca)
  func apcaLc(_ vector: ReferenceVector) throws {
    let fg = try #require(SRGB(hex: vector.fg))
    let bg = try #require(SRGB(hex: vector.bg))
    let measured = try ContrastMeasurement(foreground: fg, background: bg)
    let expected = try #require(vector.lc)
    #expect(measured.apcaLc.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
  }
}
