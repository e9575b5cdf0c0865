/// What a PNG's colour chunks mean for its pixels: the space to report, and the conversion to
/// sRGB, if any.
struct PNGColorInterpretation: Sendable, Hashable {
  /// The space the file declares.
  var space: ImageColorSpace
  /// How to bring the pixels to sRGB; `nil` when they are sRGB already or cannot be converted.
  var conversion: RGBColorConversion?
  /// What a report should mention.
  var notes: [String] = []
}

extension PNGColorChunks {
  /// The interpretation, taking the chunks in PNG Third Edition's order of precedence
  /// (§11.3.2: cICP over iCCP over sRGB over cHRM and gAMA). A chunk that cannot be used is
  /// noted and the next one down applies.
  func interpretation(isGrayscale: Bool) -> PNGColorInterpretation {
    var notes: [String] = []
    if let codePoints, let result = interpret(codePoints, notes: &notes) {
      return result.adding(notes)
    }
    if let compressedProfile,
      let result = interpretProfile(
        compressedProfile, isGrayscale: isGrayscale, notes: &notes)
    {
      return result.adding(notes)
    }
    if renderingIntent != nil {
      return PNGColorInterpretation(space: .sRGB, conversion: nil, notes: notes)
    }
    return interpretGammaAndChromaticities(isGrayscale: isGrayscale).adding(notes)
  }

  /// H.273 ColourPrimaries Legible converts (Table 2).
  private static let cicpPrimaries: [Int: (name: String, chromaticities: Chromaticities)] = [
    1: ("BT.709", .sRGB),
    9: (
      "BT.2020",
      Chromaticities(
        white: [0.3127, 0.3290], red: [0.708, 0.292], green: [0.170, 0.797], blue: [0.131, 0.046])
    ),
    12: ("Display P3", .displayP3),
  ]

  /// H.273 TransferCharacteristics Legible converts (Table 3): 13 IEC 61966-2-1 sRGB,
  /// 8 linear, 4 an assumed display gamma of 2.2, 5 of 2.8.
  private static let cicpTransfers: [Int: (name: String, curve: TransferCurve)] = [
    13: ("sRGB", .sRGB), 8: ("linear", .power(1)), 4: ("gamma 2.2", .power(2.2)),
    5: ("gamma 2.8", .power(2.8)),
  ]

  /// Names of other common H.273 ColourPrimaries, for reports (Table 2).
  private static let cicpOtherPrimaryNames: [Int: String] = [11: "DCI-P3", 22: "EBU 3213"]

  /// Names of other common H.273 TransferCharacteristics, for reports (Table 3).
  private static let cicpOtherTransferNames: [Int: String] = [
    1: "BT.709", 6: "BT.601", 14: "BT.2020 10-bit", 15: "BT.2020 12-bit", 16: "PQ", 18: "HLG",
  ]

  /// cICP (§11.3.2.6). Unsupported values are reported by number and the pixels read as sRGB.
  private func interpret(
    _ codePoints: CodePoints, notes: inout [String]
  ) -> PNGColorInterpretation? {
    guard codePoints.matrix == 0 else {
      notes.append("the cICP chunk was ignored: PNG allows only matrix coefficients 0 (RGB)")
      return nil
    }
    let primaries = Self.cicpPrimaries[codePoints.primaries]
    let transfer = Self.cicpTransfers[codePoints.transfer]
    if codePoints.isFullRange, let primaries, let transfer {
      if codePoints.transfer == 13 && codePoints.primaries == 1 {
        return PNGColorInterpretation(space: .sRGB, conversion: nil)
      }
      if codePoints.transfer == 13 && codePoints.primaries == 12 {
        return PNGColorInterpretation(
          space: .displayP3, conversion: RGBColorConversion.displayP3ToSRGB)
      }
      let space = ImageColorSpace.other("cICP \(primaries.name), \(transfer.name)")
      return PNGColorInterpretation(
        space: space,
        conversion: primaries.chromaticities.toLinearSRGB.map {
          RGBColorConversion(
            source: space, curves: [transfer.curve, transfer.curve, transfer.curve], matrix: $0)
        })
    }
    func name(_ value: Int, _ known: String?) -> String {
      known.map { "\(value) (\($0))" } ?? "\(value)"
    }
    let primariesName = name(
      codePoints.primaries,
      primaries?.name ?? Self.cicpOtherPrimaryNames[codePoints.primaries])
    let transferName = name(
      codePoints.transfer, transfer?.name ?? Self.cicpOtherTransferNames[codePoints.transfer])
    let description =
      "cICP primaries \(primariesName), transfer \(transferName)"
      + (codePoints.isFullRange ? "" : ", narrow range")
    return PNGColorInterpretation(
      space: .other(description), conversion: nil,
      notes: ["\(description) is not converted; its colours were read as sRGB"])
  }

  /// iCCP (§11.3.2.3): matrix/TRC profiles are applied; recognisably sRGB and Display P3
  /// profiles are named as such and converted exactly as their cICP equivalents are.
  private func interpretProfile(
    _ compressed: [UInt8], isGrayscale: Bool, notes: inout [String]
  ) -> PNGColorInterpretation? {
    let label = profileName.map { "iCCP profile \"\($0)\"" } ?? "iCCP profile"
    let profile: ICCProfile
    do {
      profile = try ICCProfile(parsing: PNGInflate.iccProfile(compressed[...]).get())
    } catch {
      notes.append("the \(label) was ignored: \(error.reason)")
      return nil
    }
    let name = profile.name ?? profileName ?? "unnamed"
    let space = ImageColorSpace.other("ICC profile \"\(name)\"")
    guard (profile.colorSpace == "GRAY") == isGrayscale,
      ["GRAY", "RGB "].contains(profile.colorSpace)
    else {
      notes.append(
        "the iCCP profile \"\(name)\" was ignored: a \(profile.colorSpace.filter { $0 != " " }) "
          + "profile does not fit a "
          + (isGrayscale ? "greyscale" : "colour") + " image")
      return nil
    }
    if profile.colorSpace == "GRAY", let curve = profile.curves.first {
      if curve.isApproximatelySRGB { return PNGColorInterpretation(space: .sRGB, conversion: nil) }
      return PNGColorInterpretation(
        space: space,
        conversion: RGBColorConversion(
          source: space, curves: [curve, curve, curve], matrix: .identity))
    }
    guard let colorants = profile.colorants, profile.curves.count == 3 else {
      return PNGColorInterpretation(
        space: space, conversion: nil,
        notes: [
          "the ICC profile \"\(name)\" has no matrix and tone curves (it uses lookup tables, "
            + "which Legible does not evaluate); its colours were read as sRGB"
        ])
    }
    if profile.curves.allSatisfy(\.isApproximatelySRGB) {
      if Self.colorants(colorants, match: .sRGB) {
        return PNGColorInterpretation(space: .sRGB, conversion: nil)
      }
      if Self.colorants(colorants, match: .displayP3) {
        return PNGColorInterpretation(
          space: .displayP3, conversion: RGBColorConversion.displayP3ToSRGB)
      }
    }
    return PNGColorInterpretation(
      space: space,
      conversion: RGBColorConversion(
        source: space, curves: profile.curves,
        matrix: Chromaticities.iccXYZToLinearSRGB * colorants))
  }

  /// Whether ICC colourants equal those of `primaries` adapted to D50, within 0.003 in XYZ
  /// (s15Fixed16 storage and Bradford variants differ by ~10⁻⁴).
  private static func colorants(_ colorants: ColorMatrix, match primaries: Chromaticities) -> Bool {
    guard let expected = primaries.iccColorants else { return false }
    return zip(colorants.entries, expected.entries).allSatisfy { abs($0 - $1) <= 0.003 }
  }

  /// gAMA (§11.3.2.2) and cHRM (§11.3.2.1). A gamma within 0.01 of 1/2.2 (0.45455) is taken as
  /// the sRGB curve: writers emit it to mean sRGB, and browsers show such files as sRGB.
  private func interpretGammaAndChromaticities(isGrayscale: Bool) -> PNGColorInterpretation {
    guard gamma != nil || chromaticities != nil else {
      return PNGColorInterpretation(space: .untagged, conversion: nil)
    }
    var parts: [String] = []
    var notes: [String] = []
    var curve = TransferCurve.sRGB
    if let gamma {
      let value = Double(gamma) / 100_000
      if abs(value - 1 / 2.2) > 0.01 {
        curve = .power(1 / value)
        parts.append("gAMA \(gamma / 100_000).\(String(100_000 + gamma % 100_000).dropFirst())")
      }
    }
    var primaries = Chromaticities.sRGB
    var isP3 = false
    if let chromaticities, !isGrayscale {
      if chromaticities.isClose(to: .displayP3) {
        primaries = .displayP3
        isP3 = true
      } else if !chromaticities.isClose(to: .sRGB) {
        if chromaticities.toLinearSRGB != nil {
          primaries = chromaticities
          parts.append("cHRM custom primaries")
        } else {
          notes.append("the cHRM chunk was ignored: its primaries are degenerate")
        }
      }
    }
    if parts.isEmpty {
      return isP3
        ? PNGColorInterpretation(
          space: .displayP3, conversion: RGBColorConversion.displayP3ToSRGB, notes: notes)
        : PNGColorInterpretation(space: .sRGB, conversion: nil, notes: notes)
    }
    if isP3 { parts.append("cHRM Display P3 primaries") }
    let space = ImageColorSpace.other(parts.joined(separator: ", "))
    return PNGColorInterpretation(
      space: space,
      conversion: RGBColorConversion(
        source: space, curves: [curve, curve, curve], matrix: primaries.toLinearSRGB!),
      notes: notes)
  }
}

extension PNGColorInterpretation {
  /// The same interpretation with `earlier` notes first.
  fileprivate func adding(_ earlier: [String]) -> PNGColorInterpretation {
    var copy = self
    copy.notes = earlier + notes
    return copy
  }
}
