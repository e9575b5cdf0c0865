import LegibleColor
import Testing
import _LegibleTestSupport

/// Tests for ``ColorParser``.
///
/// Where expected values come from:
/// - "CSS": stated in CSS Color 4 (https://www.w3.org/TR/css-color-4/), e.g. the named-colour table
///   (§6.1) or `hsl(120deg 100% 50%)` being lime (§7).
/// - "arithmetic": follows by hand from the definition (e.g. `rgb(51 102 153)` is `0.2 0.4 0.6`).
/// - "ColorAide": computed with Python ColorAide 8.13.1 (`pip install coloraide`), by
///   `Color(text).convert('srgb').coords()`, and for gamut mapping
///   `Color(text).fit('srgb', method='oklch-chroma')` (OKLCH chroma reduction, JND 0.02), pasted
///   here so the tests need no Python. ColorAide uses its own matrices (same derivation as the CSS
///   sample code), so agreement to 1e-6 checks the conversion chain independently.
@Suite struct ColorParserTests {
  // MARK: - Helpers

  typealias Space = ParsedColor.SourceSpace

  static func parse(_ text: String) throws -> ParsedColor {
    try ColorParser.parse(text)
  }

  static func expectClose(
    _ actual: SRGB, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double,
    tolerance: Double, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let pairs = [
      (actual.red, red), (actual.green, green), (actual.blue, blue), (actual.alpha, alpha),
    ]
    let close = pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }
    let expected = "(\(red), \(green), \(blue), \(alpha))"
    let prefix = comment.map { "\($0): " } ?? ""
    #expect(close, "\(prefix)got \(actual), expected \(expected)", sourceLocation: sourceLocation)
  }

  // MARK: - Hex

  /// Arithmetic: `#rgb` digits are `n * 17 / 255`, `#rrggbb` bytes are `n / 255`.
  static let hexColors: [(String, Double, Double, Double, Double)] = [
    ("#fff", 1.0, 1.0, 1.0, 1.0),
    ("#FFF", 1, 1, 1, 1),
    ("#000", 0, 0, 0, 1),
    ("#0f08", 0, 1, 0, 136.0 / 255),
    ("#1e90ff", 30.0 / 255, 144.0 / 255, 1, 1),
    ("#1E90FF80", 30.0 / 255, 144.0 / 255, 1, 128.0 / 255),
    ("  \t#abc\n", 170.0 / 255, 187.0 / 255, 204.0 / 255, 1),
    ("1e90ff", 30.0 / 255, 144.0 / 255, 1, 1),
    ("1E90FF00", 30.0 / 255, 144.0 / 255, 1, 0),
  ]

  @Test(arguments: hexColors)
  func hex(text: String, red: Double, green: Double, blue: Double, alpha: Double) throws {
    let parsed = try Self.parse(text)
    #expect(parsed.space == .hex)
    #expect(!parsed.wasGamutMapped)
    #expect(parsed.color == parsed.unmapped)
    Self.expectClose(parsed.color, red, green, blue, alpha, tolerance: 1e-12)
  }

  // MARK: - Named colours

  /// CSS Color 4 §6.1 lists these 148 keywords (`grey` and `gray` spellings both count).
  static let namedColors = [
    "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black",
    "blanchedalmond", "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse",
    "chocolate", "coral", "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan",
    "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki", "darkmagenta",
    "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon", "darkseagreen",
    "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise", "darkviolet", "deeppink",
    "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick", "floralwhite", "forestgreen",
    "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "green", "greenyellow",
    "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender",
    "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
    "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon",
    "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue",
    "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine",
    "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue",
    "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue", "mintcream",
    "mistyrose", "moccasin", "navajowhite", "navy", "oldlace", "olive", "olivedrab", "orange",
    "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise", "palevioletred",
    "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple", "rebeccapurple",
    "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen", "seashell",
    "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow", "springgreen",
    "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet", "wheat", "white",
    "whitesmoke", "yellow", "yellowgreen",
  ]

  @Test func everyNamedColorParses() throws {
    #expect(Self.namedColors.count == 148)
    #expect(Set(Self.namedColors).count == 148)
    for name in Self.namedColors {
      let parsed = try Self.parse(name)
      #expect(parsed.space == .named, "\(name)")
      #expect(parsed.color.isOpaque, "\(name)")
      #expect(try Self.parse(name.uppercased()) == parsed, "\(name) in capitals")
    }
  }

  /// Values from the CSS Color 4 §6.1 table. `mediumpurple` and `palevioletred` are checked because
  /// some libraries (ColorAide 8.13.1 among them) have them as `#9370d8` and `#d87093`.
  static let namedValues: [(String, String)] = [
    ("rebeccapurple", "#663399"), ("RebeccaPurple", "#663399"), ("  white ", "#ffffff"),
    ("aliceblue", "#f0f8ff"), ("cornflowerblue", "#6495ed"), ("darkgoldenrod", "#b8860b"),
    ("lightgoldenrodyellow", "#fafad2"), ("mediumpurple", "#9370db"),
    ("palevioletred", "#db7093"), ("grey", "#808080"), ("gray", "#808080"),
    ("darkslategrey", "#2f4f4f"), ("aqua", "#00ffff"), ("cyan", "#00ffff"),
    ("fuchsia", "#ff00ff"), ("magenta", "#ff00ff"), ("navajowhite", "#ffdead"),
    ("papayawhip", "#ffefd5"), ("yellowgreen", "#9acd32"), ("black", "#000000"),
  ]

  @Test(arguments: namedValues)
  func namedColorValue(name: String, hex: String) throws {
    let parsed = try Self.parse(name)
    #expect(parsed.color.hexString == hex)
    #expect(parsed.space == .named)
  }

  /// CSS Color 4 §6.2: `transparent` is transparent black.
  @Test func transparent() throws {
    let parsed = try Self.parse("Transparent")
    #expect(parsed.color == SRGB(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(parsed.space == .named)
  }

  // MARK: - Function syntaxes

  /// Each row: text, expected gamma-encoded sRGB and alpha, source space, and the source of the
  /// expected value in the trailing comment. All of these are inside the sRGB gamut, so `color`
  /// and `unmapped` agree.
  static let inGamut: [(String, Double, Double, Double, Double, Space)] = [
    // rgb(): arithmetic (n / 255, p / 100).
    ("rgb(255 0 0)", 1, 0, 0, 1, .rgb),
    ("rgb(255, 0, 0)", 1, 0, 0, 1, .rgb),
    ("rgba(255,0,0,0.5)", 1, 0, 0, 0.5, .rgb),
    ("rgb(255,0,0,50%)", 1, 0, 0, 0.5, .rgb),
    ("rgb(100% 50% 0%)", 1, 0.5, 0, 1, .rgb),
    ("rgb(0 0 0 / 50%)", 0, 0, 0, 0.5, .rgb),
    ("rgb(none 255 none)", 0, 1, 0, 1, .rgb),
    ("RGB( 51 , 102 , 153 )", 0.2, 0.4, 0.6, 1, .rgb),
    ("rgba(51 102 153)", 0.2, 0.4, 0.6, 1, .rgb),
    ("rgb(51 102 153 / none)", 0.2, 0.4, 0.6, 0, .rgb),
    ("rgb(51 102 153 / 1.5)", 0.2, 0.4, 0.6, 1, .rgb),
    ("rgb(51 102 153 / -0.5)", 0.2, 0.4, 0.6, 0, .rgb),
    ("rgb(25.5 +51 5.1e1)", 0.1, 0.2, 0.2, 1, .rgb),
    ("rgb(51 1.02E2 .0)", 0.2, 0.4, 0, 1, .rgb),
    ("rgb(1 2 3/.5)", 1.0 / 255, 2.0 / 255, 3.0 / 255, 0.5, .rgb),
    ("\n rgb(\t51\n102 153 )\t", 0.2, 0.4, 0.6, 1, .rgb),
    ("rgb (51 102 153)", 0.2, 0.4, 0.6, 1, .rgb),
    // hsl(): CSS §7 (hsl(120deg 100% 50%) is lime, 25% lightness is green #008000 ≈ 0.5), angle
    // units by arithmetic (0.5turn = 200grad = π rad = 180deg, cyan); hsl(200 60% 40%): ColorAide.
    ("hsl(120 100% 50%)", 0, 1, 0, 1, .hsl),
    ("hsl(120deg 100% 25%)", 0, 0.5, 0, 1, .hsl),
    ("hsl(0.5turn 100% 50%)", 0, 1, 1, 1, .hsl),
    ("hsl(200grad 100% 50%)", 0, 1, 1, 1, .hsl),
    ("hsl(3.141592653589793rad 100% 50%)", 0, 1, 1, 1, .hsl),
    ("HSLA(240, 100%, 50%, 0.5)", 0, 0, 1, 0.5, .hsl),
    ("hsl(120 100 50)", 0, 1, 0, 1, .hsl),
    ("hsl(-240 100% 50%)", 0, 1, 0, 1, .hsl),
    ("hsl(480DEG 100% 50%)", 0, 1, 0, 1, .hsl),
    ("hsl(none none 50%)", 0.5, 0.5, 0.5, 1, .hsl),
    ("hsl(0 -50% 50%)", 0.5, 0.5, 0.5, 1, .hsl),  // CSS: negative saturation clamps to 0.
    ("hsl(200 60% 40%)", 0.16, 0.48, 0.64, 1, .hsl),
    // hwb(): CSS §8 (w + b ≥ 100% is the grey w / (w + b)); hwb(200 20% 30%): ColorAide.
    ("hwb(0 0% 0%)", 1, 0, 0, 1, .hwb),
    ("hwb(120 0% 0% / 0.25)", 0, 1, 0, 0.25, .hwb),
    ("hwb(0 60% 60%)", 0.5, 0.5, 0.5, 1, .hwb),
    ("hwb(0 100% 0%)", 1, 1, 1, 1, .hwb),
    ("hwb(200 20% 30%)", 0.2, 0.533333333333333, 0.7, 1, .hwb),
    // lab(): ColorAide. lab(50% 0 0) is the CSS mid grey, #777777 once rounded.
    ("lab(50% 0 0)", 0.46632660928353714, 0.46632660928353725, 0.46632660928353725, 1, .lab),
    ("lab(50 0 0)", 0.46632660928353714, 0.46632660928353725, 0.46632660928353725, 1, .lab),
    ("lab(100 0 0)", 1, 1, 1, 1, .lab),
    ("lab(0 0 0)", 0, 0, 0, 1, .lab),
    ("lab(-10 0 0)", 0, 0, 0, 1, .lab),  // CSS: L clamps to 0…100 at parse time.
    (
      "lab(29.2345% 39.3825 20.0664)", 0.490633715750111, 0.13867078793564622, 0.15900566965991694,
      1, .lab
    ),
    (
      "LAB(52.2345% 40.1645 59.9971)", 0.7761739623385978, 0.36338984126618784,
      0.024547395251910843, 1, .lab
    ),
    ("lab(60 -40% 20%)", 0.02519399822718512, 0.6511313938306347, 0.381518420321822, 1, .lab),
    ("lab(75 10 -20 / 0.5)", 0.7435749777366769, 0.7033717690931992, 0.8692597893534051, 0.5, .lab),
    // lch(): ColorAide.
    ("lch(50% 0 0)", 0.46632660928353714, 0.46632660928353725, 0.46632660928353725, 1, .lch),
    (
      "lch(52.2345% 72.2 56.2)", 0.7761741718409771, 0.36338966600416245, 0.024547897730272786, 1,
      .lch
    ),
    ("lch(29.2345% 44.2 27)", 0.4906336532597915, 0.1386708594610096, 0.1590057844637954, 1, .lch),
    ("lch(60 30% 120deg)", 0.4756840493166307, 0.6073462722432498, 0.2816289888651686, 1, .lch),
    // CSS: C clamps to ≥ 0 at parse time.
    ("lch(50% -20 0)", 0.46632660928353714, 0.46632660928353725, 0.46632660928353725, 1, .lch),
    // oklab() / oklch(): ColorAide.
    ("oklab(0.5 0 0)", 0.38857285904633454, 0.3885728590463343, 0.3885728590463343, 1, .oklab),
    (
      "oklab(50% none none)", 0.38857285904633454, 0.3885728590463343, 0.3885728590463343, 1, .oklab
    ),
    ("oklch(0.7 0.1 200)", 0.251830941266278, 0.6942495946215099, 0.7170636888891486, 1, .oklch),
    (
      "oklch(70% 25% 0.5turn)", 0.2926420775590521, 0.7009618046239849, 0.6301679215356124, 1,
      .oklch
    ),
    ("oklch(1 0 0)", 1, 1, 1, 1, .oklch),
    // color(): arithmetic for srgb; ColorAide for the rest. display-p3 white is white (CSS).
    ("color(srgb 0.2 0.4 0.6)", 0.2, 0.4, 0.6, 1, .srgb),
    ("color(srgb 20% 40% 60% / 50%)", 0.2, 0.4, 0.6, 0.5, .srgb),
    (
      "color(srgb-linear 0.5 0.5 0.5)", 0.7353569830524495, 0.7353569830524495, 0.7353569830524495,
      1, .srgbLinear
    ),
    (
      "color(srgb-linear 0.2 0.4 0.6)", 0.48452920448170694, 0.6651850846308363, 0.7977377330312598,
      1, .srgbLinear
    ),
    ("color(display-p3 1 1 1)", 1, 1, 1, 1, .displayP3),
    (
      "COLOR( Display-P3 0.4 0.5 0.3 )", 0.3728196461119398, 0.5036713416748396,
      0.27394825829648844, 1, .displayP3
    ),
    (
      "color(a98-rgb 0.4 0.5 0.3)", 0.3486206111848542, 0.5039928957642428, 0.28169094420108626, 1,
      .a98RGB
    ),
    // prophoto-rgb: a NumPy transcription of the CSS sample code (conversions.js); ColorAide derives
    // its own ProPhoto matrix and lands within 2e-6 (0.4194157259896302, 0.5921118421264511,
    // 0.32708573856997547).
    (
      "color(prophoto-rgb 0.4 0.5 0.3)", 0.4194168111833887, 0.5921102809843084,
      0.32708615369762595, 1, .prophotoRGB
    ),
    // rec2020 with the 2.4-gamma curve CSS adopted in 2025 (w3c/csswg-drafts#12574): ColorAide.
    (
      "color(rec2020 0.4 0.5 0.3)", 0.29079978110367893, 0.48494161627326166, 0.2241507027928487, 1,
      .rec2020
    ),
  ]

  @Test(arguments: inGamut)
  func inGamutColor(
    text: String, red: Double, green: Double, blue: Double, alpha: Double, space: Space
  ) throws {
    let parsed = try Self.parse(text)
    #expect(parsed.space == space)
    #expect(!parsed.wasGamutMapped)
    #expect(parsed.color.isInGamut)
    Self.expectClose(parsed.color, red, green, blue, alpha, tolerance: 1e-6, "color")
    Self.expectClose(parsed.unmapped, red, green, blue, alpha, tolerance: 1e-6, "unmapped")
  }

  /// CSS Color 4 §9: lab(50% 0 0) is a mid grey, `#777777`.
  @Test func labMidGreyIsHex777777() throws {
    #expect(try Self.parse("lab(50% 0 0)").color.hexString == "#777777")
  }

  /// `SRGB(parsing:)` returns the gamut-mapped colour.
  @Test func srgbParsingInitializer() throws {
    #expect(try SRGB(parsing: "#663399") == SRGB(red8: 0x66, green8: 0x33, blue8: 0x99))
    let mapped = try SRGB(parsing: "color(display-p3 1 0 0)")
    #expect(mapped == (try Self.parse("color(display-p3 1 0 0)").color))
    #expect(mapped.isInGamut)
    #expect(throws: ColorParseError.unknownColorName(input: "nope", name: "nope", column: 1)) {
      try SRGB(parsing: "nope")
    }
  }

  // MARK: - Clamping and gamut mapping

  /// CSS Color 4 §5.1: rgb() values outside 0…255 are clamped at parse time; that is not gamut
  /// mapping, so the flag stays off while `unmapped` keeps the value as written.
  @Test func rgbOutOfRangeIsClampedNotMapped() throws {
    let parsed = try Self.parse("rgb(300 -20 128)")
    #expect(!parsed.wasGamutMapped)
    Self.expectClose(parsed.color, 1, 0, 128.0 / 255, 1, tolerance: 1e-12)
    Self.expectClose(parsed.unmapped, 300.0 / 255, -20.0 / 255, 128.0 / 255, 1, tolerance: 1e-12)
    let hsl = try Self.parse("hsl(0 100% 150%)")
    #expect(!hsl.wasGamutMapped)
    #expect(hsl.color.isInGamut)
  }

  /// Out-of-gamut sources: `unmapped` from ColorAide's conversion to sRGB; `color` from ColorAide's
  /// `fit('srgb', method='oklch-chroma')`, the CSS Color 4 §13.2 algorithm. The search stops within
  /// a chroma step of 1e-4, so the two agree to about 1e-7, not exactly; 1e-5 is allowed.
  static let outOfGamut: [(String, (Double, Double, Double), (Double, Double, Double), Space)] = [
    (
      "color(display-p3 1 0 0)", (1.0930663624351618, -0.22674197356975417, -0.15013458093711957),
      (1, 0.04456951620418898, 0.045931611140173294), .displayP3
    ),
    // Within the JND of red, so plain clipping wins (CSS Color 4 §13.2).
    (
      "oklab(62.8% 0.225 0.126)",
      (1.0003516918061843, -0.002429476325411297, -0.002389087371892068), (1, 0, 0), .oklab
    ),
    (
      "color(display-p3 0 0.5 0)", (-0.24307181548328577, 0.5096089480146735, -0.13736911356992737),
      (0, 0.4977472239658805, 0), .displayP3
    ),
    (
      "oklch(0.7 0.4 30)", (1.3196469178670378, -0.44982132355115606, -0.31008567516295804),
      (1, 0.3451350787483217, 0.2645751122517653), .oklch
    ),
    ("color(srgb 1.2 0 0)", (1.2, 0, 0), (1, 0.41022544935414085, 0.3391210718388371), .srgb),
    (
      "lch(50% 150 250)", (-0.9202006115401277, 0.5962933722385917, 1.4541135915763501),
      (0, 0.3891589917972602, 0.38345901262682175), .lch
    ),
    (
      "lch(50% 100% 250)", (-0.9202006115401277, 0.5962933722385917, 1.4541135915763501),
      (0, 0.3891589917972602, 0.38345901262682175), .lch
    ),
    (
      "color(rec2020 0 1 0)", (-0.7903746218554121, 1.0563024373687735, -0.35016350862456563),
      (0, 0.9473440908897225, 0.4462805435023), .rec2020
    ),
    (
      "oklab(0.7 -50% 25%)", (-0.313711608707119, 0.765538027409179, 0.3328055827812125),
      (0, 0.7570118524225542, 0.3590063191375543), .oklab
    ),
    (
      "color(xyz-d65 0.2 0.3 0.4)", (-0.11474415005638994, 0.6542387332533351, 0.6442986046088348),
      (0, 0.6542387332533354, 0.6442986046088345), .xyzD65
    ),
    (
      "color(xyz 0.2 0.3 0.4)", (-0.11474415005638994, 0.6542387332533351, 0.6442986046088348),
      (0, 0.6542387332533354, 0.6442986046088345), .xyzD65
    ),
    (
      "color(xyz-d50 0.2 0.3 0.4)", (-0.25923894204192743, 0.6595232882309355, 0.7405053623314802),
      (0, 0.6573470792642594, 0.7353768196945053), .xyzD50
    ),
  ]

  @Test(arguments: outOfGamut)
  func outOfGamutIsMapped(
    text: String, unmapped: (Double, Double, Double), mapped: (Double, Double, Double),
    space: Space
  ) throws {
    let parsed = try Self.parse(text)
    #expect(parsed.space == space)
    #expect(parsed.wasGamutMapped)
    #expect(!parsed.unmapped.isInGamut)
    #expect(parsed.color.isInGamut)
    Self.expectClose(parsed.unmapped, unmapped.0, unmapped.1, unmapped.2, 1, tolerance: 1e-6)
    Self.expectClose(parsed.color, mapped.0, mapped.1, mapped.2, 1, tolerance: 1e-5)
  }

  /// In the sRGB syntaxes, whose channels CSS clamps, absurdly large numbers are clamped to
  /// ±1e6, so conversions stay finite (no NaN channels); alpha is clamped everywhere.
  @Test(arguments: [
    "hsl(1e300 1e300 1e300)", "hwb(1e300 -1e300 1e300)", "rgb(1e300 -1e300 0)",
    "color(xyz 0.1 0.2 0.3 / 1e300)",
  ])
  func hugeNumbersStayFinite(text: String) throws {
    let parsed = try Self.parse(text)
    let channels = [parsed.color.red, parsed.color.green, parsed.color.blue, parsed.color.alpha]
    #expect(channels.allSatisfy { $0.isFinite && (0...1).contains($0) })
  }

  /// Everywhere else values are measured as given, so a huge one is an error naming it, never
  /// a colour (a Display P3 component of 1e300 once became black).
  @Test(arguments: [
    ("lab(50 1e300 -1e300)", "1e300"), ("oklab(1 1e300 1e300)", "1e300"),
    ("color(a98-rgb 1e300 -1e300 0)", "1e300"), ("lch(1e300 1e300 1e300)", "1e300"),
    ("color(xyz -1e300 1e300 1e300 / 1e300)", "-1e300"),
    ("color(display-p3 1e300 1e300 1e300)", "1e300"), ("color(srgb 0 1000001 0)", "1000001"),
    ("oklch(0.5 0.1 1e7)", "1e7"), ("color(display-p3 1e8% 0 0)", "1e8%"),
  ])
  func hugeNumbersAreRefused(text: String, value: String) throws {
    #expect(throws: ColorParseError.self) { try ColorParser.parse(text) }
    do {
      _ = try ColorParser.parse(text)
    } catch {
      guard case .invalidValue(_, let found, let expected, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(found == value)
      #expect(expected == .withinRange)
    }
    #expect(try ColorParser.parse("color(display-p3 1000000 0 0)").wasGamutMapped)
  }

  /// Alpha survives gamut mapping.
  @Test func gamutMappingKeepsAlpha() throws {
    let parsed = try Self.parse("color(display-p3 1 0 0 / 0.25)")
    #expect(parsed.wasGamutMapped)
    #expect(parsed.color.alpha == 0.25)
    #expect(parsed.unmapped.alpha == 0.25)
  }

  /// Rounding error just outside 0…1 (display-p3 white comes out as 1.0000000000000002 red) is not
  /// gamut mapping.
  @Test func roundingErrorIsNotGamutMapping() throws {
    let white = try Self.parse("color(display-p3 1 1 1)")
    #expect(!white.wasGamutMapped)
    Self.expectClose(white.color, 1, 1, 1, 1, tolerance: 1e-12)
  }

  // MARK: - Display P3 luminance

  /// P3 numbers are not sRGB numbers: `color(display-p3 0 0.5 0)` has CIE Y (luminance)
  /// `0.5^2.4…` (sRGB curve) × 247089/357200 (the P3→XYZ matrix's middle entry) = 0.148060502…
  /// (ColorAide: 0.14806050212937955), while `rgb(0 50% 0)` has 0.15307551964… (ColorAide). WCAG
  /// luminance of the extended-sRGB `unmapped` colour must match the former to within the
  /// difference between WCAG's rounded weights and the exact sRGB matrix (~1e-4).
  @Test func displayP3LuminanceIsNotSRGBLuminance() throws {
    let p3 = try Self.parse("color(display-p3 0 0.5 0)")
    let srgb = try Self.parse("rgb(0 50% 0)")
    let p3Luminance = WCAG2.relativeLuminance(of: p3.unmapped)
    let srgbLuminance = WCAG2.relativeLuminance(of: srgb.color)
    #expect(abs(p3Luminance - 0.14806050212937955) < 2e-4)
    #expect(abs(srgbLuminance - 0.1530755196406219) < 2e-4)
    #expect(abs(p3Luminance - srgbLuminance) > 4e-3)

    // An in-gamut P3 colour: the measured colour itself carries the P3 luminance
    // (ColorAide: Y = 0.18429085893889094).
    let inGamut = try Self.parse("color(display-p3 0.4 0.5 0.3)")
    #expect(!inGamut.wasGamutMapped)
    #expect(abs(WCAG2.relativeLuminance(of: inGamut.color) - 0.18429085893889094) < 2e-4)
    let naive = WCAG2.relativeLuminance(of: try Self.parse("rgb(40% 50% 30%)").color)
    #expect(abs(naive - 0.18429085893889094) > 1e-3)
  }

  // MARK: - Errors

  static let errors: [(String, ColorParseError, String)] = [
    (
      "", .empty(input: ""),
      ##""" — empty input: expected a colour such as #1e90ff, rgb(…) or a name"##
    ),
    (
      "  \t", .empty(input: "  \t"),
      ##""   " — empty input: expected a colour such as #1e90ff, rgb(…) or a name"##
    ),
    (
      "banana", .unknownColorName(input: "banana", name: "banana", column: 1),
      ##""banana" — unknown colour name"##
    ),
    (
      "  Banana ", .unknownColorName(input: "  Banana ", name: "Banana", column: 3),
      ##""  Banana " — unknown colour name"##
    ),
    (
      "fff", .unknownColorName(input: "fff", name: "fff", column: 1),
      ##""fff" — unknown colour name (hex colours start with "#": did you mean "#fff"?)"##
    ),
    (
      "12345", .unknownColorName(input: "12345", name: "12345", column: 1),
      ##""12345" — unknown colour name"##
    ),
    (
      "rgb 1 2 3", .unknownColorName(input: "rgb 1 2 3", name: "rgb 1 2 3", column: 1),
      ##""rgb 1 2 3" — unknown colour name"##
    ),
    (
      "#12345", .invalidHexLength(input: "#12345", digitCount: 5, column: 1),
      ##""#12345" — a hex colour needs 3, 4, 6 or 8 digits, found 5"##
    ),
    (
      " #", .invalidHexLength(input: " #", digitCount: 0, column: 2),
      ##"" #" — a hex colour needs 3, 4, 6 or 8 digits, found 0"##
    ),
    (
      "#12g456", .invalidHexDigit(input: "#12g456", character: "g", column: 4),
      ##""#12g456" — "g" is not a hex digit at column 4"##
    ),
    (
      "# fff", .invalidHexDigit(input: "# fff", character: " ", column: 2),
      ##""# fff" — " " is not a hex digit at column 2"##
    ),
    (
      "foo(1 2 3)", .unknownFunction(input: "foo(1 2 3)", name: "foo", column: 1),
      ##""foo(1 2 3)" — unknown colour function "foo()" at column 1"##
    ),
    (
      "FOO(1 2 3)", .unknownFunction(input: "FOO(1 2 3)", name: "FOO", column: 1),
      ##""FOO(1 2 3)" — unknown colour function "FOO()" at column 1"##
    ),
    (
      "rgb()",
      .wrongArgumentCount(input: "rgb()", function: "rgb", expected: 3, found: 0, column: 5),
      ##""rgb()" — rgb() needs 3 values but found 0 at column 5"##
    ),
    (
      "rgb(", .missingClosingParenthesis(input: "rgb(", column: 5),
      ##""rgb(" — missing ")" at column 5"##
    ),
    (
      "rgb(1 2 3))", .unexpectedText(input: "rgb(1 2 3))", text: ")", column: 11),
      ##""rgb(1 2 3))" — unexpected ")" at column 11"##
    ),
    (
      "rgb(1 2 3)\nrgb(4 5 6)",
      .unexpectedText(input: "rgb(1 2 3)\nrgb(4 5 6)", text: "rgb(4 5 6)", column: 12),
      ##""rgb(1 2 3) rgb(4 5 6)" — unexpected "rgb(4 5 6)" at column 12"##
    ),
    (
      "color(rec709 1 0 0)",
      .unknownColorSpace(input: "color(rec709 1 0 0)", name: "rec709", column: 7),
      ##""color(rec709 1 0 0)" — unknown color() space "rec709" at column 7"##
    ),
    (
      "color(1 0 0)",
      .invalidValue(input: "color(1 0 0)", value: "1", expected: .colorSpace, column: 7),
      ##""color(1 0 0)" — bad value "1" at column 7: expected a colour space such as srgb or display-p3"##
    ),
    (
      "color()", .missingValue(input: "color()", column: 7),
      ##""color()" — missing value at column 7"##
    ),
    (
      "rgb(300 0 0", .missingClosingParenthesis(input: "rgb(300 0 0", column: 12),
      ##""rgb(300 0 0" — missing ")" at column 12"##
    ),
    (
      "rgb(1 2 3  ", .missingClosingParenthesis(input: "rgb(1 2 3  ", column: 10),
      ##""rgb(1 2 3  " — missing ")" at column 10"##
    ),
    (
      "rgb(1 2 3) x", .unexpectedText(input: "rgb(1 2 3) x", text: "x", column: 12),
      ##""rgb(1 2 3) x" — unexpected "x" at column 12"##
    ),
    (
      "rgb(1 2 3 / 1 / 1)", .unexpectedText(input: "rgb(1 2 3 / 1 / 1)", text: "/", column: 15),
      ##""rgb(1 2 3 / 1 / 1)" — unexpected "/" at column 15"##
    ),
    (
      "rgb(1 2 3 / 0.5 0.6)",
      .unexpectedText(input: "rgb(1 2 3 / 0.5 0.6)", text: "0.6", column: 17),
      ##""rgb(1 2 3 / 0.5 0.6)" — unexpected "0.6" at column 17"##
    ),
    (
      "rgb(calc(1) 2 3)", .unexpectedText(input: "rgb(calc(1) 2 3)", text: "calc(", column: 5),
      ##""rgb(calc(1) 2 3)" — unexpected "calc(" at column 5"##
    ),
    (
      "rgb(1 2)",
      .wrongArgumentCount(input: "rgb(1 2)", function: "rgb", expected: 3, found: 2, column: 8),
      ##""rgb(1 2)" — rgb() needs 3 values but found 2 at column 8"##
    ),
    (
      "  rgb(1 2)",
      .wrongArgumentCount(input: "  rgb(1 2)", function: "rgb", expected: 3, found: 2, column: 10),
      ##""  rgb(1 2)" — rgb() needs 3 values but found 2 at column 10"##
    ),
    (
      "rgb(1 2 3 4)",
      .wrongArgumentCount(
        input: "rgb(1 2 3 4)", function: "rgb", expected: 3, found: 4, column: 11),
      ##""rgb(1 2 3 4)" — rgb() needs 3 values but found 4 at column 11"##
    ),
    (
      "rgb(1 2 / 0.5)",
      .wrongArgumentCount(
        input: "rgb(1 2 / 0.5)", function: "rgb", expected: 3, found: 2, column: 9),
      ##""rgb(1 2 / 0.5)" — rgb() needs 3 values but found 2 at column 9"##
    ),
    (
      "rgba(1, 2, 3, 4, 5)",
      .wrongArgumentCount(
        input: "rgba(1, 2, 3, 4, 5)", function: "rgba", expected: 3, found: 5, column: 18),
      ##""rgba(1, 2, 3, 4, 5)" — rgba() needs 3 values but found 5 at column 18"##
    ),
    (
      "color(display-p3 1 0)",
      .wrongArgumentCount(
        input: "color(display-p3 1 0)", function: "color", expected: 3, found: 2, column: 21),
      ##""color(display-p3 1 0)" — color() needs 3 values but found 2 at column 21"##
    ),
    (
      "rgb(1 2 x)",
      .invalidValue(input: "rgb(1 2 x)", value: "x", expected: .numberOrPercentage, column: 9),
      ##""rgb(1 2 x)" — bad value "x" at column 9: expected a number, percentage or none"##
    ),
    (
      "RGB(1 2 X)",
      .invalidValue(input: "RGB(1 2 X)", value: "X", expected: .numberOrPercentage, column: 9),
      ##""RGB(1 2 X)" — bad value "X" at column 9: expected a number, percentage or none"##
    ),
    (
      "rgb(1 2 3deg)",
      .invalidValue(
        input: "rgb(1 2 3deg)", value: "3deg", expected: .numberOrPercentage, column: 9),
      ##""rgb(1 2 3deg)" — bad value "3deg" at column 9: expected a number, percentage or none"##
    ),
    (
      "rgb(1e 2 3)",
      .invalidValue(input: "rgb(1e 2 3)", value: "1e", expected: .numberOrPercentage, column: 5),
      ##""rgb(1e 2 3)" — bad value "1e" at column 5: expected a number, percentage or none"##
    ),
    (
      "rgb(1.2.3 0 0)",
      .invalidValue(
        input: "rgb(1.2.3 0 0)", value: "1.2.3", expected: .numberOrPercentage, column: 5),
      ##""rgb(1.2.3 0 0)" — bad value "1.2.3" at column 5: expected a number, percentage or none"##
    ),
    (
      "rgb(1. 0 0)",
      .invalidValue(input: "rgb(1. 0 0)", value: "1.", expected: .numberOrPercentage, column: 5),
      ##""rgb(1. 0 0)" — bad value "1." at column 5: expected a number, percentage or none"##
    ),
    (
      "rgb(inf 0 0)",
      .invalidValue(input: "rgb(inf 0 0)", value: "inf", expected: .numberOrPercentage, column: 5),
      ##""rgb(inf 0 0)" — bad value "inf" at column 5: expected a number, percentage or none"##
    ),
    (
      "rgb(1e999 0 0)",
      .invalidValue(
        input: "rgb(1e999 0 0)", value: "1e999", expected: .numberOrPercentage, column: 5),
      ##""rgb(1e999 0 0)" — bad value "1e999" at column 5: expected a number, percentage or none"##
    ),
    (
      "hsl(10px 50% 50%)",
      .invalidValue(input: "hsl(10px 50% 50%)", value: "10px", expected: .hue, column: 5),
      ##""hsl(10px 50% 50%)" — bad value "10px" at column 5: expected a hue (a number, an angle in deg, rad, grad or turn, or none)"##
    ),
    (
      "hsl(10% 50% 50%)",
      .invalidValue(input: "hsl(10% 50% 50%)", value: "10%", expected: .hue, column: 5),
      ##""hsl(10% 50% 50%)" — bad value "10%" at column 5: expected a hue (a number, an angle in deg, rad, grad or turn, or none)"##
    ),
    (
      "rgb(1, , 3)", .missingValue(input: "rgb(1, , 3)", column: 8),
      ##""rgb(1, , 3)" — missing value at column 8"##
    ),
    (
      "rgb(1, 2, 3,)", .missingValue(input: "rgb(1, 2, 3,)", column: 13),
      ##""rgb(1, 2, 3,)" — missing value at column 13"##
    ),
    (
      "rgb(1 2 3 /)", .missingValue(input: "rgb(1 2 3 /)", column: 12),
      ##""rgb(1 2 3 /)" — missing value at column 12"##
    ),
    (
      "rgb(1, 2 3)", .mixedSeparators(input: "rgb(1, 2 3)", column: 10),
      ##""rgb(1, 2 3)" — mixes commas with spaces or "/" at column 10"##
    ),
    (
      "rgb(1 2, 3)", .mixedSeparators(input: "rgb(1 2, 3)", column: 7),
      ##""rgb(1 2, 3)" — mixes commas with spaces or "/" at column 7"##
    ),
    (
      "rgb(1, 2, 3 / 0.5)", .mixedSeparators(input: "rgb(1, 2, 3 / 0.5)", column: 13),
      ##""rgb(1, 2, 3 / 0.5)" — mixes commas with spaces or "/" at column 13"##
    ),
    (
      "lab(50, 0, 0)", .commasNotAllowed(input: "lab(50, 0, 0)", function: "lab", column: 7),
      ##""lab(50, 0, 0)" — lab() takes space-separated values, not commas, at column 7"##
    ),
    (
      "hwb(0, 0%, 0%)", .commasNotAllowed(input: "hwb(0, 0%, 0%)", function: "hwb", column: 6),
      ##""hwb(0, 0%, 0%)" — hwb() takes space-separated values, not commas, at column 6"##
    ),
    // CSS Color 4 §5.1 <legacy-rgb-syntax>: all numbers or all percentages, no none.
    (
      "rgb(10%, 20, 30%)",
      .invalidValue(
        input: "rgb(10%, 20, 30%)", value: "20", expected: .legacyPercentage, column: 10),
      ##""rgb(10%, 20, 30%)" — bad value "20" at column 10: expected a percentage: the comma syntax takes all numbers or all percentages"##
    ),
    (
      "rgba(10, 20, 30%, 0.5)",
      .invalidValue(
        input: "rgba(10, 20, 30%, 0.5)", value: "30%", expected: .legacyNumber, column: 14),
      ##""rgba(10, 20, 30%, 0.5)" — bad value "30%" at column 14: expected a number: the comma syntax takes all numbers or all percentages"##
    ),
    (
      "rgb(none, 0, 0)",
      .invalidValue(input: "rgb(none, 0, 0)", value: "none", expected: .legacyValue, column: 5),
      ##""rgb(none, 0, 0)" — bad value "none" at column 5: expected a number or percentage: the comma syntax does not take none"##
    ),
    (
      "rgb(0, 0, 0, none)",
      .invalidValue(input: "rgb(0, 0, 0, none)", value: "none", expected: .legacyValue, column: 14),
      ##""rgb(0, 0, 0, none)" — bad value "none" at column 14: expected a number or percentage: the comma syntax does not take none"##
    ),
    // CSS Color 4 §7.1 <legacy-hsl-syntax>: hsl( <hue>, <percentage>, <percentage>, <alpha>? ).
    (
      "hsl(120, 100, 50%)",
      .invalidValue(
        input: "hsl(120, 100, 50%)", value: "100", expected: .legacyHSLPercentage, column: 10),
      ##""hsl(120, 100, 50%)" — bad value "100" at column 10: expected a percentage: the comma syntax of hsl() takes percentages for saturation and lightness"##
    ),
    (
      "hsl(none, 100%, 50%)",
      .invalidValue(input: "hsl(none, 100%, 50%)", value: "none", expected: .legacyHue, column: 5),
      ##""hsl(none, 100%, 50%)" — bad value "none" at column 5: expected a hue (a number or an angle): the comma syntax does not take none"##
    ),
  ]

  /// The legacy comma syntax still takes all numbers, all percentages, and alpha as either
  /// (CSS Color 4 §5.1, §7.1).
  @Test(arguments: [
    ("rgb(10%, 20%, 30%)", 0.1, 0.2, 0.3, 1.0),
    ("rgb(255, 0, 0, 50%)", 1, 0, 0, 0.5),
    ("rgba(100%, 0%, 0%, 0.25)", 1, 0, 0, 0.25),
    ("hsl(120, 100%, 25%, 0.5)", 0, 0.5, 0, 0.5),
  ])
  func legacySyntaxAccepted(text: String, red: Double, green: Double, blue: Double, alpha: Double)
    throws
  {
    let color = try ColorParser.parse(text).color
    #expect(color.red.isApproximatelyEqual(to: red, absoluteTolerance: 1e-9))
    #expect(color.green.isApproximatelyEqual(to: green, absoluteTolerance: 1e-9))
    #expect(color.blue.isApproximatelyEqual(to: blue, absoluteTolerance: 1e-9))
    #expect(color.alpha.isApproximatelyEqual(to: alpha, absoluteTolerance: 1e-9))
  }

  @Test(arguments: errors)
  func error(text: String, expected: ColorParseError, message: String) {
    #expect(throws: expected) { try ColorParser.parse(text) }
    #expect(message == expected.description)
    #expect(expected.input == text)
  }

  /// `column` points into the input, and description always quotes it.
  @Test func errorAccessors() {
    let error = ColorParseError.missingClosingParenthesis(input: "rgb(300 0 0", column: 12)
    #expect(error.column == 12)
    #expect(error.input == "rgb(300 0 0")
    #expect(ColorParseError.empty(input: "").column == 1)
    #expect(error.description.hasPrefix("\"rgb(300 0 0\" — "))
  }
}
