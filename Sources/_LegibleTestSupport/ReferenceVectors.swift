import Foundation

/// A reference WCAG or APCA vector from `Fixtures/Reference/` (copied from an independent
/// implementation of the published formulas, cross-checked with coloraide, color.js and apca-w3).
public struct ReferenceVector: Decodable, Sendable, CustomStringConvertible {
  /// Foreground (text) colour as hex, possibly with alpha.
  public let fg: String
  /// Opaque background colour as hex.
  public let bg: String
  /// The expected WCAG 2.x ratio (WCAG file only).
  public let ratio: Double?
  /// The expected signed APCA Lc (APCA file only).
  public let lc: Double?
  /// What the vector exercises.
  public let category: String

  public var description: String { "\(fg) on \(bg) [\(category)]" }

  private struct File: Decodable { let vectors: [ReferenceVector] }

  /// Loads `Fixtures/Reference/<name>`.
  public static func load(_ name: String) -> [ReferenceVector] {
    do {
      return try JSONDecoder().decode(File.self, from: Fixtures.data("Reference/" + name)).vectors
    } catch {
      fatalError("cannot load reference vectors \(name): \(error)")
    }
  }

  /// The WCAG 2.x vectors.
  public static let wcag = load("vectors-wcag.json")
  /// The APCA-W3 vectors.
  public static let apca = load("vectors-apca.json")
}
