import LegibleColor
import Synchronization

/// The suggestions one audit has already found, shared by the copies of its engine that audit
/// chunks of pairs on several threads.
///
/// A palette's failing results ask again and again for the same foreground on the same
/// background (one pair in each appearance and under each policy, and many pairs sharing
/// colours: the 2 000-colour benchmark asks 46 456 times for 6 011 different pairs), and each
/// search measures tens of gamut-mapped candidates. A search is deterministic, so a value found
/// by any thread is the value every thread would find; two threads may both search for a key
/// before either has stored it, which costs time, never a different answer.
final class SuggestionCache: Sendable {
  /// What a suggestion depends on.
  struct Key: Hashable, Sendable {
    var foreground: SRGB
    var background: SRGB
    var style: TextStyle
    var policies: [String]
  }

  private let found = Mutex<[Key: SRGB?]>([:])

  /// The suggestion for `key`, from an earlier search or from `search` (then kept).
  func suggestion(for key: Key, search: () -> SRGB?) -> SRGB? {
    if let known = found.withLock({ $0[key] }) { return known }
    let value = search()
    found.withLock { $0[key] = value }
    return value
  }
}
