/// The bounds on what reading one palette may cost, so a hostile or runaway file is refused
/// with an error naming it instead of taking minutes or gigabytes.
///
/// Each bound is far above what real palettes reach (the largest design systems hold a few
/// thousand tokens with alias chains a handful deep). The README's "Limits" table lists them
/// with the image and batch limits; the size of a file read is bounded by
/// `LegibleFiles.InputPolicy`.
public struct PaletteLimits: Sendable, Hashable {
  /// How deeply JSON arrays and objects may nest.
  public var maxJSONDepth: Int
  /// How long a chain of references may be: token aliases, `var()` references and their nested
  /// fallbacks, `$extends` chains.
  public var maxReferenceDepth: Int
  /// The largest value a CSS custom property may expand to through `var()`, in bytes.
  public var maxExpandedValueBytes: Int
  /// How many pairs the declarations of one palette may expand to through patterns and lists
  /// (and how many an ignore entry may name): `"*"` on `"*"` over a few thousand colours would
  /// otherwise ask for millions of results.
  public var maxPairs: Int

  /// Creates limits; each defaults to the value of ``standard``.
  public init(
    maxJSONDepth: Int = 256, maxReferenceDepth: Int = 256, maxExpandedValueBytes: Int = 64 << 10,
    maxPairs: Int = 100_000
  ) {
    self.maxJSONDepth = maxJSONDepth
    self.maxReferenceDepth = maxReferenceDepth
    self.maxExpandedValueBytes = maxExpandedValueBytes
    self.maxPairs = maxPairs
  }

  /// The defaults: JSON 256 levels deep, reference chains of 256, expanded `var()` values of
  /// 64 KiB, 100 000 pairs per palette (ten times the largest design systems' declared pairs;
  /// each pair costs about 20 KB of memory across its four appearances and two policies while
  /// the report is built, so the limit keeps an audit near 2 GB).
  public static let standard = PaletteLimits()
}
