import Testing
import _LegibleTestSupport

@testable import LegibleImaging

/// The modal-scrim reader's majority vote agrees with counting every colour.
@Suite struct ModalScrimTests {
  /// Lines of 0–40 samples over 1–4 colours (ties and exact halves common), and the edge cases.
  @Test func mainColorMatchesCounting() {
    var generator = SplitMix64(seed: 11)
    var lines: [[UInt32]] = [
      [], [7], [1, 2], [2, 1], [1, 2, 3, 1], [3, 1, 2, 1], [5, 5, 6, 6],
    ]
    for _ in 0..<5000 {
      let colours = Int.random(in: 1...4, using: &generator)
      let count = Int.random(in: 0...40, using: &generator)
      lines.append(
        (0..<count).map { _ in UInt32(Int.random(in: 0..<colours, using: &generator)) * 0x10101 })
    }
    for line in lines {
      #expect(ModalScrim.mainColor(of: line) == ModalScrim.mainColorReference(of: line), "\(line)")
    }
  }
}
