import Foundation
import LegibleColor
import _LegibleTestSupport

@testable import LegiblePalettes

/// Paths of the shipped palettes and the palette fixtures.
enum PaletteFixtures {
  /// `Fixtures/Palettes/<path>`.
  static func path(_ path: String) -> String { Fixtures.url("Palettes/" + path).path }

  /// `Palettes/<path>` (the palettes that ship).
  static func shipped(_ path: String) -> String {
    Fixtures.repositoryRoot.appendingPathComponent("Palettes").appendingPathComponent(path).path
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> String {
    let url = ScratchFolder.root.appendingPathComponent(
      "legible-palettes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// Writes `text` to `name` inside `directory` and returns the path.
  @discardableResult
  static func write(_ text: String, to name: String, in directory: String) throws -> String {
    let path = directory + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}

extension Array where Element == PaletteAuditResult {
  /// The result for a pair, appearance and policy.
  func first(
    _ foreground: String, on background: String, _ variant: Palette.Variant,
    policy: String = "wcag2-aa"
  ) -> PaletteAuditResult? {
    first {
      $0.foreground == foreground && $0.background == background && $0.variant == variant
        && $0.policy == policy
    }
  }
}
