/// What a scan of one screenshot found, and the scale it was judged at.
public struct ScanResult: Sendable, Hashable {
  /// The findings, top to bottom, then left to right.
  public var findings: [ScanFinding]
  /// Image pixels per point (CSS px) the text sizes were read at, or `nil` when unknown.
  public var scale: Double?
  /// Where ``scale`` came from.
  public var scaleSource: ScaleSource
  /// Runs inside lines of text drawn in another colour than the text around them (rule
  /// `link-distinct`), top to bottom, then left to right; passes only when asked for.
  public var links: [LinkFinding]

  /// Creates a result.
  public init(
    findings: [ScanFinding], scale: Double?, scaleSource: ScaleSource, links: [LinkFinding] = []
  ) {
    self.findings = findings
    self.scale = scale
    self.scaleSource = scaleSource
    self.links = links
  }
}
