/// The bounds on what reading one palette may cost, so a hostile or runaway file is refused
/// with an error naming it instead of taking minutes or gigabytes.
///
/// Each bound is far above what real palettes reach (the largest design systems hold a few
/// thousand tokens with alias chains a handful deep). The README's "Limits" table lists them
/// with the image and batch limits.
public struct PaletteLimits: Sendable, Hashable {
  /// The largest palette, token or style-sheet file read, in bytes.
  public var maxFileBytes: Int
  /// How deeply JSON arrays and objects may nest.
  public var maxJSONDepth: Int
  /// How long a chain of references may be: token aliases, `var()` references and their nested
  /// fallbacks, `$extends` chains.
  public var maxReferenceDepth: Int
  /// The largest value a CSS custom property may expand to through `var()`, in bytes.
  public var maxExpandedValueBytes: Int

  /// Creates limits; each defaults to the value of ``standard``.
  public init(
    maxFileBytes: Int = 64 << 20, maxJSONDepth: Int = 256, maxReferenceDepth: Int = 256,
    maxExpandedValueBytes: Int = 64 << 10
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxJSONDepth = maxJSONDepth
    self.maxReferenceDepth = maxReferenceDepth
    self.maxExpandedValueBytes = maxExpandedValueBytes
  }

  /// The defaults: 64 MiB files, JSON 256 levels deep, reference chains of 256, expanded
  /// `var()` values of 64 KiB.
  public static let standard = PaletteLimits()
}
