import LegibleColor

/// Rule `inactive-content`: whether a screenshot shows a modal — a sheet or alert over the rest
/// of the screen, which a uniform translucent black scrim has darkened — so that findings in the
/// dimmed part are dropped (WCAG 2.x exempts inactive user-interface components, and text
/// under a modal's scrim cannot be used until it is dismissed).
///
/// Conservative by design: every condition must hold, and a scrim that is not a modal (a
/// caption strip over a photo, a dimmed banner) never is, because nothing bright and undimmed
/// stands beside it. In the sampled rows and columns of the screen:
/// 1. The sheet is one band of rows (and, inside it, of columns) whose main colour `S` is a
///    near-neutral surface (white, grey or dark: sheets and alerts are), and the rest of the
///    screen's rows mostly (60 %) have near-neutral main colours darker than `S`: the page
///    under the scrim, its commonest `D`, and the cards or fields on it (a grouped list's grey
///    page and white cards, both dimmed). Rows with no main colour, across a photograph, say
///    nothing either way and are left out of that share, so long as they are at most
///    ``pictureRowShare`` of the rows: a dimmed page still shows around the pictures.
/// 2. The dimmed part covers at least a fifth of the screen and the sheet at least a sixtieth
///    (an iPad's alert, 270 × 100 pt or more of 1024 × 1366, covers 1.9 % and up); a large
///    sheet, across the whole width down to the bottom, needs only ``largeSheetDimmedAbove``
///    of the height dimmed above it. A grouped sheet is two light colours, its grey page and
///    white cards: when the lightest of the commonest row colours does not read as a sheet,
///    the next lightest is tried.
/// 3. The sheet's top corners are cut (rounded, as iOS and Material sheets and alerts are) and
///    at least 3 % of the screen's height lies dimmed above it (a sheet never covers the
///    status bar): a plain panel with square corners, or one at the top, is no sheet.
/// 4. Nothing in the dimmed part (its 99.5th percentile of the largest channel, so a few
///    bright pixels do not count) is brighter than 80 % of the brightest pixel on the sheet
///    (its largest channel: a dark sheet's white may be one short title): a black scrim of
///    opacity `a` caps everything below it at `1 − a` of white, while the sheet keeps its white
///    or its white text. iOS dims by about 40 % (`UIModalPresentationStyle` sheets and alerts);
///    Material scrims by 32 %.
///
/// Content drawn above the scrim stays active: a status bar, which a sheet never dims, shows
/// its white time over the dimmed page. Its ink is brighter than the scrim lets anything
/// under it be (``isAboveScrim(ink:dimmedPeak:)``).
///
/// An App Store image shows the screen inside a device frame on a larger canvas, a headline
/// beside it: the canvas is bright and undimmed, so case 4 fails on the whole image. When the
/// dimmed page's colour and the sheet lie inside a box that leaves at least
/// ``frameMargin`` of the image's width clear on both sides, that box is taken for the screen
/// and read again (``framedScreen(page:sheet:width:height:)``); findings outside it are kept.
/// An alert with a text field brings up a keyboard, a window of its own above the scrim, bright
/// and undimmed at the bottom: when the page's colour ends at least ``keyboardShare`` of the
/// height above the bottom, the screen above it is read again
/// (``screenAboveKeyboard(pageBottom:height:)``), and the keyboard's findings are kept.
enum InactiveContentRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "inactive-content"

  /// What the rule looks at.
  struct Input: Sendable, Hashable {
    /// The sheet's main colour and the dimmed part's main colour.
    var sheet: UInt32
    var dimmed: UInt32
    /// Share of the sampled rows outside the sheet that have a main colour, whose main colour
    /// is a near-neutral colour darker than `sheet` (``isNeutral(_:)``).
    var dimmedRowShare: Double
    /// Share of the sampled rows outside the sheet with no main colour (picture content).
    var pictureRowShare: Double = 0
    /// Shares of the screen's area the dimmed part and the sheet cover.
    var dimmedArea: Double
    var sheetArea: Double
    /// The brightest largest channel in the dimmed part (its 99.5th percentile) and on the
    /// sheet (its maximum).
    var dimmedPeak: Int
    var sheetPeak: Int
    /// Whether the sheet's top corners are cut (rounded).
    var hasRoundedCorners: Bool
    /// Share of the screen's height above the sheet.
    var dimmedAbove: Double
    /// Whether the sheet spans the screen's width at its middle and reaches its bottom: a
    /// large sheet, whose dimmed part is only the strip above it.
    var isFullWidth: Bool = false
  }

  /// What the rule decided.
  struct Decision: Sendable, Hashable {
    var isModal: Bool
    var why: String
  }

  /// Largest channel spread of a near-neutral surface (case 1): 32. UI greys and Apple's
  /// grouped and elevated backgrounds spread by 5 or less; a reading app's sepia theme, its
  /// cream sheet (#fffaf0) by 15 and its page under a brown scrim (#988e7b) by 29; an orange or
  /// a blue surface (a banner, a button, a header) by 70 and more.
  static let neutralSpread = 32
  /// Smallest share of the other rows that must be the dimmed colour (case 1).
  static let dimmedRowShare = 0.6
  /// Largest share of the other rows that may have no main colour (case 1): nine tenths. A
  /// feed of photographs under an alert still shows its page's rows in the scrim's grey
  /// between and around them (the status bar, a navigation bar, a tab bar, captions: a tenth
  /// of a phone's rows and more); a screen of picture alone shows nothing dimmed to read.
  static let pictureRowShare = 0.9
  /// Smallest shares of the screen for the dimmed part and the sheet (case 2).
  static let dimmedArea = 0.2
  static let sheetArea = 1.0 / 60
  /// Least share of the sampled rows whose main colour a colour must be to be taken for the
  /// sheet's or the dimmed page's: a twentieth (an iPad's alert, 100 pt or more of 1366,
  /// crosses 7 % of them; a colour of a row or two, a card's edge, is neither).
  static let sheetRowShare = 1.0 / 20
  /// Smallest share of the screen's height dimmed above the sheet (case 3).
  static let dimmedAbove = 0.03
  /// Smallest share of the screen's height dimmed above a large sheet, one across the whole
  /// width down to the bottom, whose dimmed part may then be smaller than a fifth (case 2):
  /// 0.05. iOS's large sheet leaves the status bar and about 10 pt of the page above it
  /// dimmed, 7 % of an 852 pt screen; a medium sheet leaves about half.
  static let largeSheetDimmedAbove = 0.05
  /// Largest peak of the dimmed part relative to the sheet's (case 4): a scrim of 20 % or more.
  static let peakShare = 0.8

  /// Least share of the image's width left clear of the dimmed page and the sheet on each side
  /// for them to be taken for a screen inside a frame. A screenshot's page under a scrim reaches
  /// both of its edges (only the sample step, 1/150 of the width, short of them); App Store
  /// images leave 8–15 % a side for the frame and the canvas (measured on App Store style
  /// compositions of 1290 × 2796 px, a phone's screenshot scaled by 0.74–0.80 in a frame).
  static let frameMargin = 0.04
  /// Least share of the image the framed screen covers: a phone's screen in an App Store image
  /// covers half of it or more.
  static let framedScreenArea = 1.0 / 3

  /// The screen inside a device frame: the box around the sampled pixels of the dimmed `page`
  /// and the `sheet`, when it leaves ``frameMargin`` of the image's `width` clear on both
  /// sides and covers ``framedScreenArea`` of it; `nil` otherwise (a screenshot, not a framed
  /// one).
  static func framedScreen(page: PixelRect, sheet: PixelRect, width: Int, height: Int)
    -> PixelRect?
  {
    guard !page.isEmpty else { return nil }
    let screen = page.union(sheet)
    let margin = frameMargin * Double(width)
    guard Double(screen.x) >= margin, Double(width - screen.maxX) >= margin,
      Double(screen.area) >= framedScreenArea * Double(width * height)
    else { return nil }
    return screen
  }

  /// Least share of the screen's height below the page for it to be a keyboard: 0.15. Apple's
  /// keyboards are 216–291 pt tall on phones 667–932 pt tall in portrait (23–33 %), more held
  /// sideways, and about a quarter of an iPad's height; a tab bar (49 pt and its home
  /// indicator's 34) is dimmed with the page and covers under a tenth.
  static let keyboardShare = 0.15

  /// The height of the screen above a keyboard, when the dimmed page's colour ends at
  /// `pageBottom`, at least ``keyboardShare`` of the image's `height` above its bottom; `nil`
  /// otherwise.
  static func screenAboveKeyboard(pageBottom: Int, height: Int) -> Int? {
    guard pageBottom > 0, Double(height - pageBottom) >= keyboardShare * Double(height) else {
      return nil
    }
    return pageBottom
  }

  /// Whether `color` is near-neutral: its channels spread by at most ``neutralSpread``.
  static func isNeutral(_ color: UInt32) -> Bool {
    PackedColor.spread(color) <= neutralSpread
  }

  /// Whether a finding in the dimmed part whose `ink` is brighter than the scrim lets anything
  /// be is drawn above the scrim: its largest channel exceeds the dimmed part's brightest
  /// (`dimmedPeak`, 0–255) by the margin of case 4 (that peak is at most ``peakShare`` of the
  /// ink's). A status bar's white "9:41" (255) over a page dimmed to 53 % of white (135).
  static func isAboveScrim(ink: SRGB, dimmedPeak: Int) -> Bool {
    Double(dimmedPeak) <= peakShare * 255 * max(ink.red, ink.green, ink.blue)
  }

  static func decide(_ input: Input) -> Decision {
    guard isNeutral(input.sheet), isNeutral(input.dimmed) else {
      return Decision(isModal: false, why: "the surfaces are tinted: not a sheet over a scrim")
    }
    guard PackedColor.luminance(input.dimmed) < PackedColor.luminance(input.sheet) else {
      return Decision(isModal: false, why: "the surface around is not darker than the sheet")
    }
    guard input.dimmedRowShare >= dimmedRowShare, input.pictureRowShare <= pictureRowShare else {
      return Decision(isModal: false, why: "the rest of the screen is not mostly dimmed surfaces")
    }
    let isLarge = input.isFullWidth && input.dimmedAbove >= largeSheetDimmedAbove
    guard input.dimmedArea >= dimmedArea || isLarge, input.sheetArea >= sheetArea else {
      return Decision(isModal: false, why: "the sheet or the dimmed part is too small")
    }
    guard input.hasRoundedCorners, input.dimmedAbove >= dimmedAbove else {
      return Decision(
        isModal: false, why: "a panel with square corners or at the top: not a sheet or alert")
    }
    guard Double(input.dimmedPeak) <= peakShare * Double(input.sheetPeak) else {
      return Decision(
        isModal: false, why: "the part around holds bright pixels: it is not under a scrim")
    }
    return Decision(
      isModal: true,
      why: "a sheet over a uniformly dimmed screen (nothing around it brighter than "
        + "\(Int((100 * Double(input.dimmedPeak) / 255).rounded())) % of white): inactive content")
  }
}
