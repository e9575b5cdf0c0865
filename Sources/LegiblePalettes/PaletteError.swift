/// Why a palette, token set, style sheet or configuration cannot be read or audited.
///
/// Every case names the file (and line where the format has lines) and what is wrong.
public enum PaletteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path does not exist.
  case fileNotFound(path: String)
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The path is not a palette format Legible reads.
  case unsupportedFormat(path: String, reason: String)
  /// The file is not valid JSON.
  case invalidJSON(file: String, line: Int, column: Int, message: String)
  /// A value has the wrong shape or an impossible value (bad component, unknown colour space…).
  case invalidValue(at: SourceLocation, message: String)
  /// A colour string that cannot be parsed.
  case invalidColor(text: String, at: SourceLocation, reason: String)
  /// A pair, ignore entry or backdrop names a colour that does not exist.
  case unknownColor(name: String, at: SourceLocation, suggestion: String?)
  /// A glob pattern in a pair or ignore entry matches no colour.
  case patternMatchesNothing(pattern: String, at: SourceLocation)
  /// An ignore entry has no reason.
  case ignoreWithoutReason(at: SourceLocation)
  /// A token alias refers, directly or through other aliases, back to itself.
  case aliasCycle(token: String, chain: [String], at: SourceLocation)
  /// A token alias refers to a token that does not exist.
  case aliasTargetMissing(token: String, target: String, at: SourceLocation)
  /// A pair's background is translucent in some appearance and no backdrop is declared.
  case translucentBackground(
    foreground: String, background: String, variant: Palette.Variant, at: SourceLocation)
  /// A backdrop is translucent.
  case translucentBackdrop(name: String, variant: Palette.Variant, at: SourceLocation)
  /// A colour used in a pair has no value in any appearance.
  case noValue(name: String, at: SourceLocation)
  /// Nothing to audit: no pairs are declared for a palette.
  case noPairs(path: String)
  /// Writing a fixed file failed.
  case writeFailed(path: String, reason: String)

  public var description: String {
    switch self {
    case .fileNotFound(let path):
      "\(path): no such file or directory"
    case .unreadable(let path, let reason):
      "\(path): cannot read: \(reason)"
    case .unsupportedFormat(let path, let reason):
      "\(path): not a palette Legible reads (\(reason)); use a Legible palette (.json), an asset "
        + "catalog (.xcassets), design tokens (.tokens.json, .resolver.json) or CSS (.css)"
    case .invalidJSON(let file, let line, let column, let message):
      "\(file):\(line):\(column): invalid JSON: \(message)"
    case .invalidValue(let location, let message):
      "\(location): \(message)"
    case .invalidColor(let text, let location, let reason):
      "\(location): cannot read colour \"\(text)\": \(reason)"
    case .unknownColor(let name, let location, let suggestion):
      "\(location): no colour named \"\(name)\""
        + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
    case .patternMatchesNothing(let pattern, let location):
      "\(location): pattern \"\(pattern)\" matches no colour"
    case .ignoreWithoutReason(let location):
      "\(location): ignore entry has no \"reason\"; say why the pair is exempt"
    case .aliasCycle(let token, let chain, let location):
      "\(location): alias cycle at token \"\(token)\": "
        + (chain + [chain.first ?? token]).joined(separator: " → ")
    case .aliasTargetMissing(let token, let target, let location):
      "\(location): token \"\(token)\" refers to \"{\(target)}\", which does not exist"
    case .translucentBackground(let foreground, let background, let variant, let location):
      "\(location): background \"\(background)\" (under \"\(foreground)\") is translucent in "
        + "\(variant); declare an opaque \"backdrop\" for the pair"
    case .translucentBackdrop(let name, let variant, let location):
      "\(location): backdrop \"\(name)\" is translucent in \(variant); a backdrop must be opaque"
    case .noValue(let name, let location):
      "\(location): colour \"\(name)\" has no value in any appearance"
    case .noPairs(let path):
      "\(path): no pairs to audit; declare \"pairs\" in the palette or in legible.json"
    case .writeFailed(let path, let reason):
      "\(path): cannot write: \(reason)"
    }
  }
}
