import LegibleColor
import Testing
import _LegibleTestSupport

/// Every vector in `Fixtures/Reference/` (copied from `shared/reference/`): an independent
/// implementation of the published formulas, cross-checked against coloraide, color.js and
/// apca-w3 0.1.9.
@Suite struct ReferenceVectorTests {
  /// The vectors with a translucent foreground come from implementations that round the
  /// composite to 8 bits (apca-w3 0.1.9 `alphaBlend(round: true)`). Legible measures the exact
  /// composite (see `ContrastMeasurementTests`), so here the formulas are checked on the rounded
  /// composite those implementations measured.
  static func measure(_ fg: SRGB, on bg: SRGB) throws -> ContrastMeasurement {
    guard !fg.isOpaque else { return try ContrastMeasurement(foreground: fg, background: bg) }
    return ContrastMeasurement(opaqueForeground: fg.composited(over: bg).quantized, background: bg)
  }

  @Test(arguments: ReferenceVector.wcag)
  func wcagRatio(_ vector: ReferenceVector) throws {
    let fg = try #require(SRGB(hex: vector.fg))
    let bg = try #require(SRGB(hex: vector.bg))
    let measured = try Self.measure(fg, on: bg)
    let expected = try #require(vector.ratio)
    #expect(measured.wcagRatio.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
  }

  @Test(arguments: ReferenceVector.apca)
  func apcaLc(_ vector: ReferenceVector) throws {
    let fg = try #require(SRGB(hex: vector.fg))
    let bg = try #require(SRGB(hex: vector.bg))
    let measured = try Self.measure(fg, on: bg)
    let expected = try #require(vector.lc)
    #expect(measured.apcaLc.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
  }
}
