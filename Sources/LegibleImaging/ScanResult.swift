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
  /// What the size rules found (`text-size`, `thin-text`, `target-size`), top to bottom; empty
  /// when the platform or the scale is unknown.
  public var sizeFindings: [SizeFinding]
  /// The platform the size rules judged for, or `nil` when unknown (the size rules were not
  /// run).
  public var platform: Platform?
  /// Where ``platform`` came from.
  public var platformSource: PlatformSource

  /// Why the screenshot's compression noise was flattened before the scan, or `nil` when it was
  /// read as it is.
  public var compression: CompressionSource?

  /// The rules' decisions about the candidates at ``ScanOptions/explainPoint`` (empty without
  /// one), in the order they were made.
  public var decisions: [ScanDecision] = []

  /// Creates a result.
  public init(
    findings: [ScanFinding], scale: Double?, scaleSource: ScaleSource, links: [LinkFinding] = [],
    sizeFindings: [SizeFinding] = [], platform: Platform? = nil,
    platformSource: PlatformSource = .unknown
  ) {
    self.findings = findings
    self.scale = scale
    self.scaleSource = scaleSource
    self.links = links
    self.sizeFindings = sizeFindings
    self.platform = platform
    self.platformSource = platformSource
  }
}
