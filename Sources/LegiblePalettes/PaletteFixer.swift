import LegibleColor
import LegibleFiles

/// One change `legible fix` proposes: a colour's value in one declared appearance, and what it
/// does to the pairs that use it.
public struct PaletteFix: Sendable {
  /// A pair's numbers before and after the change, in one appearance.
  public struct PairChange: Sendable, Hashable {
    /// The foreground's name.
    public var foreground: String
    /// The background's name.
    public var background: String
    /// The appearance.
    public var variant: Palette.Variant
    /// WCAG ratio before.
    public var ratioBefore: Double
    /// WCAG ratio after.
    public var ratioAfter: Double
    /// APCA Lc before.
    public var lcBefore: Double
    /// APCA Lc after.
    public var lcAfter: Double
    /// Worst status over the policies, before.
    public var statusBefore: PaletteAuditResult.Status
    /// Worst status over the policies, after.
    public var statusAfter: PaletteAuditResult.Status
  }

  /// The colour changed.
  public var color: String
  /// The appearance whose declared value changes.
  public var declaredVariant: Palette.Variant
  /// Every appearance that shows this value (the declared one and those falling back to it).
  public var variants: [Palette.Variant]
  /// The value before.
  public var before: SRGB
  /// The value after (as it will be read back from the file).
  public var after: SRGB
  /// Where the value is declared.
  public var location: SourceLocation
  /// The pairs that use the colour as foreground in those appearances.
  public var pairs: [PairChange]
  /// The text edits that write the change, or `nil` when the value cannot be rewritten.
  public var edits: [FileEdit]?
  /// Why the value cannot be rewritten in place, when `edits` is `nil`.
  public var unwritableReason: String?
}

/// One replacement of a byte range in a file.
public struct FileEdit: Sendable, Hashable {
  /// The file.
  public var file: String
  /// The fingerprint of the file's bytes the range indexes.
  public var fingerprint: FileFingerprint
  /// The UTF-8 byte range replaced.
  public var range: Range<Int>
  /// The new text.
  public var text: String
}

/// What `legible fix` found: the changes, and the failures no single change can mend.
public struct FixPlan: Sendable {
  /// Changes, in the order they were found (each sees the ones before it).
  public var fixes: [PaletteFix]
  /// Colours whose failing pairs no single change of that colour can make pass without breaking
  /// another pair, with why.
  public var unfixable: [(color: String, variant: Palette.Variant, reason: String)]
}

/// Finds the smallest changes that make failing pairs pass, and writes them.
public enum PaletteFixer {
  /// Lightness step of the search along OKLCH lightness (about one 8-bit grey step).
  static let step = 0.004

  /// Plans fixes: for each colour that fails as a foreground in some appearance, the value
  /// nearest in OKLCH lightness (hue kept, chroma as the gamut allows, alpha kept) that makes
  /// every pair using it as foreground pass in the appearances that show that value, while no
  /// other result gets worse. Colours that pass are never changed.
  ///
  /// Time O(P + F·k·r): P pairs are indexed once, then each of the F failing colours tries at
  /// most k values (k ≈ 2 × 1/``step`` plus a bisection) against only its r related pairs.
  public static func plan(
    _ palette: Palette, pairs declarations: [PairDeclaration] = [],
    ignoring ignores: [IgnoreDeclaration] = [], options: AuditOptions = AuditOptions()
  ) throws(PaletteError) -> FixPlan {
    var options = options
    options.suggestsFixes = false
    options.variants = Palette.Variant.allCases
    let all = palette.pairs + declarations
    guard !all.isEmpty else { throw .noPairs(path: palette.path) }
    let pairs = try AuditPair.expand(all, ignoring: palette.ignores + ignores, in: palette)
    // The pairs each colour takes part in (foreground, background or backdrop), in pair order:
    // built once, O(P), so a colour's related pairs cost their own number, not a scan of all.
    var pairIndices: [String: [Int]] = [:]
    for (index, pair) in pairs.enumerated() {
      for name in Set([pair.foreground, pair.background] + (pair.backdrop.map { [$0] } ?? [])) {
        pairIndices[name, default: []].append(index)
      }
    }
    var working = palette
    // Where each colour's fix sits in `fixes`, so a later round merges into it in O(1).
    var fixIndex: [String: Int] = [:]
    var fixes: [PaletteFix] = []
    var unfixable: [(String, Palette.Variant, String)] = []
    // Rounds: a base value raised above its separately declared increased-contrast value makes
    // that value fail ("less contrast than its base"); the next round fixes it.
    var unfixableKeys = Set<String>()
    for _ in 0..<3 {
      var progressed = false
      var tried = Set<String>()
      let results = try PaletteAuditor.audit(working, expandedPairs: pairs, options: options)
      // Default appearances first: an increased-contrast value is then fixed against its base's
      // new value.
      let failures = results.enumerated().filter { $0.element.status == .fail }.sorted {
        ($0.element.variant.isIncreasedContrast ? 1 : 0, $0.offset)
          < ($1.element.variant.isIncreasedContrast ? 1 : 0, $1.offset)
      }.map(\.element)
      for failure in failures {
        guard let color = working.color(named: failure.foreground),
          let (declared, declaredFor) = color.resolved(for: failure.variant),
          case .srgb = declared.value
        else { continue }
        let key = failure.foreground + "\u{0}" + declaredFor.rawValue
        guard !unfixableKeys.contains(key), tried.insert(key).inserted else { continue }
        let affected = Palette.Variant.allCases.filter {
          color.resolved(for: $0)?.declaredFor == declaredFor
        }
        let related = (pairIndices[color.name] ?? []).map { pairs[$0] }
        // Only the colours those pairs name: every trial value is audited against this small
        // palette, so a trial costs O(related pairs), not a copy and re-measure of every colour
        // (which made the plan quadratic in the palette's size: 300 colours took 12 s).
        let neighbourhood = Self.neighbourhood(of: related, in: working)
        let before = try PaletteAuditor.audit(
          neighbourhood, expandedPairs: related, options: options)
        let stillFailing = before.contains {
          $0.status == .fail && $0.foreground == color.name && affected.contains($0.variant)
        }
        guard stillFailing else { continue }
        guard
          let (fix, after) = try search(
            color: color, declaredFor: declaredFor, affected: affected, related: related,
            before: before, palette: neighbourhood, options: options)
        else {
          unfixableKeys.insert(key)
          unfixable.append(
            (
              color.name, declaredFor,
              "no value of \"\(color.name)\" (\(declaredFor)) along its lightness passes every "
                + "pair without breaking another"
            ))
          continue
        }
        var changed = color
        changed.values[declaredFor]?.value = .srgb(fix.after)
        working.insert(changed)
        if let index = fixIndex[key] {
          // Fixed again in a later round: one change from the original value.
          var merged = fix
          merged.before = fixes[index].before
          merged.pairs = changes(
            before: before, after: after, color: color.name, affected: affected)
          fixes[index] = merged
        } else {
          var complete = fix
          complete.pairs = changes(
            before: before, after: after, color: color.name, affected: affected)
          fixIndex[key] = fixes.count
          fixes.append(complete)
        }
        progressed = true
      }
      if !progressed { break }
    }
    return FixPlan(fixes: fixes, unfixable: unfixable)
  }

  /// A palette of just the colours `pairs` name, as `palette` holds them now.
  private static func neighbourhood(of pairs: [AuditPair], in palette: Palette) -> Palette {
    var names: [String] = []
    var seen = Set<String>()
    for pair in pairs {
      // A link's body text colours too: its `link-distinct` results measure them.
      for name in [pair.foreground, pair.background] + (pair.backdrop.map { [$0] } ?? [])
        + (pair.link?.body ?? [])
      where seen.insert(name).inserted {
        names.append(name)
      }
    }
    return Palette(
      name: palette.name, path: palette.path, colors: names.compactMap { palette.color(named: $0) },
      notes: [])
  }

  private static func changes(
    before: [PaletteAuditResult], after: [PaletteAuditResult], color: String,
    affected: [Palette.Variant]
  ) -> [PaletteFix.PairChange] {
    var result: [PaletteFix.PairChange] = []
    var index: [String: Int] = [:]
    for (old, new) in zip(before, after)
    where old.foreground == color && affected.contains(old.variant) {
      guard let ratioBefore = old.wcagRatio, let ratioAfter = new.wcagRatio,
        let lcBefore = old.apcaLc, let lcAfter = new.apcaLc
      else { continue }
      let key =
        "\(old.foreground)\u{0}\(old.background)\u{0}\(old.variant)\u{0}\(old.backdrop ?? "")"
      if let existing = index[key] {
        result[existing].statusBefore = min(result[existing].statusBefore, old.status)
        result[existing].statusAfter = min(result[existing].statusAfter, new.status)
        continue
      }
      index[key] = result.count
      result.append(
        .init(
          foreground: old.foreground, background: old.background, variant: old.variant,
          ratioBefore: ratioBefore, ratioAfter: ratioAfter, lcBefore: lcBefore, lcAfter: lcAfter,
          statusBefore: old.status, statusAfter: new.status))
    }
    return result
  }

  /// Searches lightness both ways from the current value for the nearest value that passes.
  private static func search(
    color: PaletteColor, declaredFor: Palette.Variant, affected: [Palette.Variant],
    related: [AuditPair], before: [PaletteAuditResult], palette: Palette, options: AuditOptions
  ) throws(PaletteError) -> (PaletteFix, [PaletteAuditResult])? {
    guard let declared = color.values[declaredFor], case .srgb(let original) = declared.value
    else { return nil }
    let origin = OKLCH(original.withAlpha(1))
    func candidate(_ lightness: Double) -> SRGB {
      Suggestion.candidate(original, atLightness: min(max(lightness, 0), 1), origin: origin)
    }
    var lastResults: [PaletteAuditResult] = []
    var failure: PaletteError? = nil
    func passes(_ value: SRGB) -> Bool {
      var trial = palette
      var changed = color
      changed.values[declaredFor]?.value = .srgb(value)
      trial.insert(changed)
      let after: [PaletteAuditResult]
      do {
        after = try PaletteAuditor.audit(trial, expandedPairs: related, options: options)
      } catch {
        failure = error
        return false
      }
      for (old, new) in zip(before, after) {
        if new.foreground == color.name && affected.contains(new.variant) {
          if new.status == .fail { return false }
        } else if new.status < old.status {
          // The colour's own increased-contrast value, declared apart from this base value, may
          // fall below the new base; a later round raises it.
          let ownIncreasedValue =
            new.foreground == color.name && new.variant.isIncreasedContrast
            && affected.contains(new.variant.baseAppearance)
          if !ownIncreasedValue { return false }
        }
      }
      lastResults = after
      return true
    }
    /// Checks a candidate and, when the value is written in place, the value read back.
    func accept(_ value: SRGB) -> (SRGB, [FileEdit]?, [PaletteAuditResult])? {
      if let site = declared.site {
        var reread = value
        guard
          let edits = site.edits(
            for: value,
            accepts: { candidate in
              reread = candidate
              return passes(candidate)
            })
        else { return nil }
        return (
          reread,
          edits.map {
            FileEdit(
              file: site.file, fingerprint: site.fingerprint, range: $0.range, text: $0.text)
          },
          lastResults
        )
      }
      guard passes(value) else { return nil }
      return (value, nil, lastResults)
    }

    var best: (distance: Double, value: SRGB, edits: [FileEdit]?, results: [PaletteAuditResult])?
    for target in [0.0, 1.0] {
      var previous = origin.lightness
      var lastCandidate = original.quantized
      var lightness = origin.lightness
      while abs(target - lightness) > 1e-9 {
        lightness =
          target > lightness ? min(target, lightness + step) : max(target, lightness - step)
        let value = candidate(lightness)
        if value == lastCandidate { continue }
        lastCandidate = value
        guard var found = accept(value) else {
          previous = lightness
          continue
        }
        // Refine between the last failing lightness and this passing one.
        var low = previous
        var high = lightness
        for _ in 0..<8 {
          let middle = (low + high) / 2
          if let better = accept(candidate(middle)) {
            found = better
            high = middle
          } else {
            low = middle
          }
        }
        let distance = abs(OKLCH(found.0.withAlpha(1)).lightness - origin.lightness)
        if distance < (best?.distance ?? .infinity) {
          best = (distance, found.0, found.1, found.2)
        }
        break
      }
    }
    if let failure { throw failure }
    guard let best else { return nil }
    var reason: String? = nil
    if best.edits == nil {
      if declared.site != nil {
        reason = "no writing of the value in its notation passes"
      } else if declared.location.file.lowercased().hasSuffix(".css") {
        reason = "style sheets are not rewritten"
      } else {
        reason = "the value comes through an alias, or its colour space has no RGB components"
      }
    }
    let fix = PaletteFix(
      color: color.name, declaredVariant: declaredFor, variants: affected, before: original,
      after: best.value, location: declared.location, pairs: [], edits: best.edits,
      unwritableReason: reason)
    return (fix, best.results)
  }

  /// Applies the writable fixes of `plan`; as for the list of plans of a run.
  @discardableResult
  public static func write(_ plan: FixPlan) throws(PaletteError) -> [String] {
    try write([plan])
  }

  /// Applies the writable fixes of every plan of a run, or none of them: each file's edits are
  /// merged (a file shared by several palettes is edited once), every file is read again and
  /// checked against the bytes the plans were made from, and only when every file checks out
  /// is each one replaced (through ``OutputFile``: atomically, keeping its mode, through a
  /// symbolic link; read-only and hard-linked files are refused). Returns the files written.
  @discardableResult
  public static func write(_ plans: [FixPlan]) throws(PaletteError) -> [String] {
    let prepared = prepare(plans)
    if let first = prepared.errors.first { throw first }
    return try commit(prepared.writes)
  }

  /// One file's new bytes, checked and ready to be written.
  public struct PreparedWrite: Sendable {
    /// The file as the palette named it.
    public var file: String
    let bytes: [UInt8]
    let destination: OutputFile
  }

  /// Merges, checks and applies in memory the edits of `plans`, file by file, writing nothing;
  /// files whose bytes would not change are left out. Each file that cannot be rewritten
  /// safely is one error naming it.
  ///
  /// O(total file bytes + e log e) for e edits.
  public static func prepare(_ plans: [FixPlan]) -> (
    writes: [PreparedWrite], errors: [PaletteError]
  ) {
    // Files by identity, so two spellings of one path (or a link to it) are one file.
    var order: [FileIdentity] = []
    var byFile: [FileIdentity: [FileEdit]] = [:]
    var errors: [PaletteError] = []
    var missing = Set<String>()
    for edit in plans.flatMap({ $0.fixes.flatMap { $0.edits ?? [] } }) {
      guard let identity = FileIdentity(path: edit.file) else {
        if missing.insert(edit.file).inserted {
          errors.append(.writeFailed(path: edit.file, reason: "the file is gone"))
        }
        continue
      }
      if byFile[identity] == nil { order.append(identity) }
      byFile[identity, default: []].append(edit)
    }
    var writes: [PreparedWrite] = []
    for identity in order {
      let edits = byFile[identity]!
      let file = edits[0].file
      do throws(PaletteError) {
        guard let bytes = try edited(file, edits) else { continue }
        let destination: OutputFile
        do {
          destination = try OutputFile(path: file)
        } catch {
          throw .writeFailed(path: file, reason: error.reason)
        }
        writes.append(PreparedWrite(file: file, bytes: bytes, destination: destination))
      } catch {
        errors.append(error)
      }
    }
    return (writes, errors)
  }

  /// Writes prepared files in order; returns their paths.
  public static func commit(_ writes: [PreparedWrite]) throws(PaletteError) -> [String] {
    var written: [String] = []
    for write in writes {
      do {
        try write.destination.write(write.bytes)
      } catch {
        throw .writeFailed(path: write.file, reason: error.reason)
      }
      written.append(write.file)
    }
    return written
  }

  /// The bytes of `file` with `edits` applied, after checking that the file is the one the
  /// edits were planned on; `nil` when nothing changes.
  private static func edited(_ file: String, _ edits: [FileEdit]) throws(PaletteError) -> [UInt8]? {
    let fingerprint = edits[0].fingerprint
    guard edits.allSatisfy({ $0.fingerprint == fingerprint }) else {
      throw .writeFailed(
        path: file, reason: "it changed while this run read it; nothing was written")
    }
    let original = try FileAccess.read(file)
    guard FileFingerprint(original) == fingerprint else {
      throw .writeFailed(
        path: file,
        reason: "it changed since it was read; nothing was written (run legible fix again)")
    }
    // Ascending, duplicates (the same change planned by two palettes) once.
    var sorted: [FileEdit] = []
    for edit in edits.sorted(by: {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }) {
      if let last = sorted.last, last.range == edit.range {
        guard last.text == edit.text else {
          throw .writeFailed(
            path: file,
            reason: "two palettes change the value at byte \(edit.range.lowerBound) differently; "
              + "nothing was written")
        }
        continue
      }
      guard sorted.last.map({ $0.range.upperBound <= edit.range.lowerBound }) ?? true,
        edit.range.upperBound <= original.count
      else {
        throw .writeFailed(path: file, reason: "overlapping edits; nothing was written")
      }
      sorted.append(edit)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(original.count)
    var position = 0
    for edit in sorted {
      bytes += original[position..<edit.range.lowerBound]
      let existing = String(decoding: original[edit.range], as: UTF8.self)
      // A component whose number does not change keeps its spelling (`1.0` stays `1.0`).
      if let old = Double(unquoted(existing)), let new = Double(unquoted(edit.text)), old == new,
        !existing.hasPrefix("\"0x"), !existing.hasPrefix("\"0X")
      {
        bytes += original[edit.range]
      } else {
        bytes += edit.text.utf8
      }
      position = edit.range.upperBound
    }
    bytes += original[position...]
    return bytes == original ? nil : bytes
  }

  private static func unquoted(_ text: String) -> Substring {
    var text = Substring(text)
    while text.hasPrefix("\"") { text = text.dropFirst() }
    while text.hasSuffix("\"") { text = text.dropLast() }
    return text
  }
}
