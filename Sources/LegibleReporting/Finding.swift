import LegibleColor
import LegibleImaging

/// What every report's findings share, whatever produced them (a `check` line, a palette pair in
/// one appearance, a region of a screenshot): their outcome, which the summary counts and the exit
/// status reads.
public enum Finding {
  /// How a finding is judged, from worst to best.
  public enum Status: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Below a requirement.
    case fail
    /// Passes only conditionally (a palette that needs Increase Contrast).
    case warning
    /// The measurement is too uncertain to judge (screenshots).
    case review
    /// Meets every requirement.
    case pass

    public static func < (lhs: Status, rhs: Status) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }
}

/// Counts of findings by outcome, and of inputs that could not be read.
public struct Summary: Sendable, Hashable, Codable {
  /// Findings that fail.
  public var failures: Int
  /// Findings that need a person's review (and palette warnings).
  public var reviews: Int
  /// Findings that pass.
  public var passes: Int
  /// Inputs (files, lines) that could not be read or understood.
  public var errors: Int

  /// Creates a summary.
  public init(failures: Int = 0, reviews: Int = 0, passes: Int = 0, errors: Int = 0) {
    self.failures = failures
    self.reviews = reviews
    self.passes = passes
    self.errors = errors
  }

  /// Counts one finding of `status` (warnings and reviews both count as reviews).
  public mutating func count(_ status: Finding.Status) {
    switch status {
    case .fail: failures += 1
    case .warning, .review: reviews += 1
    case .pass: passes += 1
    }
  }
}
