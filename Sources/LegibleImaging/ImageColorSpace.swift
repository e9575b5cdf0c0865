/// The colour space a decoded image was stored in, as its colour chunks declared it.
///
/// ``description`` is the stable name reports use: `"sRGB"`, `"Display P3"`, `"untagged"`, or the
/// text of ``other(_:)``.
public enum ImageColorSpace: Sendable, Hashable, CustomStringConvertible {
  /// sRGB: an `sRGB` chunk, cICP 1/13, an sRGB ICC profile, or a `gAMA` of about 1/2.2 with sRGB
  /// (or no) `cHRM` primaries.
  case sRGB
  /// Display P3 (P3 primaries, D65 white, sRGB transfer curve): what iPhones and Macs save.
  case displayP3
  /// No colour information; the code values are read as sRGB, as browsers do.
  case untagged
  /// Any other space, described for people, e.g. `ICC profile "Adobe RGB (1998)"`.
  case other(String)

  /// The name reports print.
  public var description: String {
    switch self {
    case .sRGB: return "sRGB"
    case .displayP3: return "Display P3"
    case .untagged: return "untagged"
    case .other(let name): return name
    }
  }
}
