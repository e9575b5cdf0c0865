import LegibleImaging

/// The report of `legible audit` and `legible scan`: the JSON contract in the README.
///
/// ```
/// { "tool": {"name", "version"}, "policies": [id…],
///   "images": [ImageReport], "palettes": [PaletteReport], "summary": {…} }
/// ```
/// `images` and `palettes` appear only for the commands that produce them. Keys are sorted,
/// numbers are unrounded, nothing is timestamped.
public struct Report: Sendable, Codable {
  /// The tool that made the report.
  public var tool = ToolInfo.current
  /// Ids of the policies applied.
  public var policies: [String]
  /// Screenshots scanned, in path order.
  public var images: [ImageReport]?
  /// Palettes audited, in path order.
  public var palettes: [PaletteReport]?
  /// Counts over everything reported (including results left out of the listing).
  public var summary: Summary

  /// Creates a report.
  public init(
    policies: [String], images: [ImageReport]? = nil, palettes: [PaletteReport]? = nil,
    summary: Summary
  ) {
    self.policies = policies
    self.images = images
    self.palettes = palettes
    self.summary = summary
  }
}

/// One screenshot's findings, or the error that stopped it from being read.
public struct ImageReport: Sendable, Codable {
  /// The file as given on the command line (or found in a folder).
  public var path: String
  /// Width in pixels (0 when unreadable).
  public var width: Int
  /// Height in pixels (0 when unreadable).
  public var height: Int
  /// The colour space the file was in (`sRGB`, `Display P3`, …), or `nil` when unreadable.
  @ExplicitNull public var colorSpace: String?
  /// Image pixels per point (CSS px) the text sizes were read at, or `nil` when unknown or
  /// unreadable.
  @ExplicitNull public var scale: Double?
  /// Where ``scale`` came from: `option`, `deviceSize`, `pHYs`, `inferred`, or `unknown` (also
  /// when the file was unreadable).
  public var scaleSource: String
  /// Findings, top to bottom, left to right.
  public var findings: [ImageFinding]
  /// Runs of text lines marked by colour alone (rule `link-distinct`), top to bottom; omitted
  /// when there are none to list.
  public var links: [ImageLink]?
  /// The platform the size rules judged for (`ios`, `ipados`, `macos`, `watchos`, `tvos`,
  /// `visionos`, `web`), or `nil` when unknown (the size rules did not run).
  @ExplicitNull public var platform: String?
  /// Where ``platform`` came from: `option`, `deviceSize` or `unknown`.
  public var platformSource: String
  /// What the size rules found (`text-size`, `thin-text`, `target-size`), top to bottom.
  public var sizeFindings: [ImageSizeFinding]
  /// How many findings the per-image limit left out (`--max-findings`; the most severe are
  /// kept); absent when none were.
  public var omittedFindings: Int?
  /// `true` when the file's compression noise was flattened before the scan; absent otherwise.
  public var compressed: Bool?
  /// Why it was flattened, when it was: `option` (`--compressed`, or `"compressed": true` in
  /// the configuration's screenshot settings) or `detected` (its JPEG blocks told it, rule
  /// `jpeg-copy`); absent otherwise.
  public var compressionSource: String?
  /// Why the file could not be scanned, else `nil`.
  @ExplicitNull public var error: String?

  /// Creates an image report.
  public init(
    path: String, width: Int, height: Int, colorSpace: String?, scale: Double? = nil,
    scaleSource: String = "unknown", findings: [ImageFinding], platform: String? = nil,
    platformSource: String = "unknown", sizeFindings: [ImageSizeFinding] = [],
    omittedFindings: Int? = nil, compressed: Bool? = nil, compressionSource: String? = nil,
    error: String?
  ) {
    self.path = path
    self.width = width
    self.height = height
    self.colorSpace = colorSpace
    self.scale = scale
    self.scaleSource = scaleSource
    self.findings = findings
    self.platform = platform
    self.platformSource = platformSource
    self.sizeFindings = sizeFindings
    self.omittedFindings = omittedFindings
    self.compressed = compressed
    self.compressionSource = compressionSource
    self.error = error
  }

  private enum CodingKeys: String, CodingKey {
    case path, width, height, colorSpace, scale, scaleSource, findings, links, platform
    case platformSource, sizeFindings, omittedFindings, compressed, compressionSource, error
  }

  /// Reads an image record; reports written before the size rules (no `platform`,
  /// `platformSource` or `sizeFindings`) read as unknown platform with no size findings.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    path = try c.decode(String.self, forKey: .path)
    width = try c.decode(Int.self, forKey: .width)
    height = try c.decode(Int.self, forKey: .height)
    colorSpace = try c.decodeIfPresent(String.self, forKey: .colorSpace)
    scale = try c.decodeIfPresent(Double.self, forKey: .scale)
    scaleSource = try c.decode(String.self, forKey: .scaleSource)
    findings = try c.decode([ImageFinding].self, forKey: .findings)
    links = try c.decodeIfPresent([ImageLink].self, forKey: .links)
    platform = try c.decodeIfPresent(String.self, forKey: .platform)
    platformSource = try c.decodeIfPresent(String.self, forKey: .platformSource) ?? "unknown"
    sizeFindings = try c.decodeIfPresent([ImageSizeFinding].self, forKey: .sizeFindings) ?? []
    omittedFindings = try c.decodeIfPresent(Int.self, forKey: .omittedFindings)
    compressed = try c.decodeIfPresent(Bool.self, forKey: .compressed)
    compressionSource = try c.decodeIfPresent(String.self, forKey: .compressionSource)
    error = try c.decodeIfPresent(String.self, forKey: .error)
  }
}

/// A text line or UI glyph found in a screenshot, with its measured colours and verdict.
public struct ImageFinding: Sendable, Codable {
  /// `text` or `nonText`.
  public var kind: String
  /// The rule that made the finding (`screenshot-text-contrast`, `screenshot-non-text-contrast`,
  /// `control-boundary`); `nil` (the key absent) in reports written before it was recorded,
  /// which are read by kind.
  public var rule: String?
  /// `fail`, `review` or `pass`.
  public var status: Finding.Status
  /// The box around the ink, in image pixels.
  public var bbox: PixelRect
  /// The estimated text colour, `#rrggbb`.
  public var foreground: String
  /// The estimated background colour, `#rrggbb`.
  public var background: String
  /// The WCAG 2.x ratio of the two.
  public var wcagRatio: Double
  /// The signed APCA Lc, text on background.
  public var apcaLc: Double
  /// The minimum required by ``policy``, in its ``metric``'s unit (a ratio, or |Lc|).
  @ExplicitNull public var required: Double?
  /// The id of the policy whose verdict set ``status``.
  @ExplicitNull public var policy: String?
  /// What ``policy`` judges: `wcagRatio` or `apcaLc`.
  @ExplicitNull public var metric: String?
  /// The measured text height (cap or x-height based line height) in image pixels.
  public var textHeight: Double
  /// The estimated font size in CSS px (image pixels ÷ scale), or `nil` when the scale is unknown.
  @ExplicitNull public var fontSize: Double?
  /// Whether the strokes look bold.
  public var bold: Bool
  /// How sure the measurement is, `0...1`.
  public var confidence: Double
  /// A passing foreground nearest to the measured one, for failures.
  @ExplicitNull public var suggestion: String?
  /// Why the verdict was reached (thresholds, uncertainty, lower bounds).
  public var reason: String
  /// Whether the ratio is only a lower bound (strokes too thin to fully cover a pixel).
  public var isLowerBound: Bool
  /// The lowest and highest WCAG ratio over the background's range, `[low, high]`, where the
  /// measurement is uncertain (gradients, photos); `nil` otherwise.
  @ExplicitNull public var wcagRatioRange: [Double]?
  /// Conditions that qualify the measurement (`scaleInferred`, `scaleUnknown`, `thinStroke`,
  /// `imageBackground`, …), sorted.
  public var flags: [String]

  /// Creates a finding record.
  public init(
    kind: String, status: Finding.Status, bbox: PixelRect, foreground: String,
    background: String, wcagRatio: Double, apcaLc: Double, required: Double?,
    textHeight: Double, fontSize: Double?, bold: Bool, confidence: Double, suggestion: String?,
    reason: String, isLowerBound: Bool, flags: [String] = [], policy: String? = nil,
    metric: String? = nil, wcagRatioRange: [Double]? = nil, rule: String? = nil
  ) {
    self.rule = rule
    self.wcagRatioRange = wcagRatioRange
    self.flags = flags
    self.policy = policy
    self.metric = metric
    self.kind = kind
    self.status = status
    self.bbox = bbox
    self.foreground = foreground
    self.background = background
    self.wcagRatio = wcagRatio
    self.apcaLc = apcaLc
    self.required = required
    self.textHeight = textHeight
    self.fontSize = fontSize
    self.bold = bold
    self.confidence = confidence
    self.suggestion = suggestion
    self.reason = reason
    self.isLowerBound = isLowerBound
  }

}

/// One palette's audit results, or the error that stopped it from being read.
public struct PaletteReport: Sendable, Codable {
  /// The file or folder as given.
  public var path: String
  /// The palette's name.
  public var name: String
  /// Results: failures first, then warnings, then (with `--all`) passes.
  public var results: [PaletteResult]
  /// Colours of its distinctness groups that collide under a colour vision deficiency (rule
  /// `cvd-distinct`); omitted when the check did not run or found none.
  public var distinct: [DistinctResult]?
  /// Why the palette could not be audited, else `nil`.
  @ExplicitNull public var error: String?

  /// Creates a palette report.
  public init(path: String, name: String, results: [PaletteResult], error: String?) {
    self.path = path
    self.name = name
    self.results = results
    self.error = error
  }

}

/// One declared pair in one appearance under one rule.
public struct PaletteResult: Sendable, Codable {
  /// The foreground colour's name.
  public var foreground: String
  /// The background colour's name.
  public var background: String
  /// The name of the opaque colour a translucent background was composited onto; `nil` (the key
  /// absent) when there is none, and in reports written before it was recorded.
  public var backdrop: String?
  /// `light`, `dark`, `lightIncreasedContrast` or `darkIncreasedContrast`.
  public var variant: String
  /// The foreground as compared (composited), `#rrggbb`, or `color(display-p3 …)` outside sRGB
  /// (``LegibleColor/SRGB/notation``).
  public var foregroundColor: String
  /// The background as compared (composited over its backdrop), in the same notation.
  public var backgroundColor: String
  /// `text`, `large-text`, `ui` or `decorative`.
  public var role: String
  /// The WCAG 2.x ratio.
  public var wcagRatio: Double
  /// The signed APCA Lc.
  public var apcaLc: Double
  /// The value required by ``policy``, in its ``metric``'s unit, where there is one.
  @ExplicitNull public var required: Double?
  /// The id of the policy whose verdict this is (`null` for an unmeasured system colour).
  @ExplicitNull public var policy: String?
  /// What ``policy`` judges: `wcagRatio` or `apcaLc`.
  @ExplicitNull public var metric: String?
  /// `fail`, `warning` or `pass`.
  public var status: Finding.Status
  /// The policy or Apple rule that judged (`wcag2-aa`, `apple-increased-contrast`, …).
  public var rule: String
  /// Variants whose value came from a fallback (e.g. `dark` taken from `light`), else empty.
  public var fallbackUsed: [String]
  /// A passing replacement for the colour the role allows changing, for failures.
  @ExplicitNull public var suggestion: String?
  /// A one-line explanation.
  public var message: String
  /// Where the foreground colour is declared (`file:line`), where known.
  @ExplicitNull public var source: String?

  /// Creates a palette result.
  public init(
    foreground: String, background: String, variant: String, foregroundColor: String,
    backgroundColor: String, role: String, wcagRatio: Double, apcaLc: Double, required: Double?,
    status: Finding.Status, rule: String, fallbackUsed: [String], suggestion: String?,
    message: String, source: String?, policy: String? = nil, metric: String? = nil,
    backdrop: String? = nil
  ) {
    self.backdrop = backdrop
    self.policy = policy
    self.metric = metric
    self.foreground = foreground
    self.background = background
    self.variant = variant
    self.foregroundColor = foregroundColor
    self.backgroundColor = backgroundColor
    self.role = role
    self.wcagRatio = wcagRatio
    self.apcaLc = apcaLc
    self.required = required
    self.status = status
    self.rule = rule
    self.fallbackUsed = fallbackUsed
    self.suggestion = suggestion
    self.message = message
    self.source = source
  }

}
