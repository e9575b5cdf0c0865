import Foundation
import LegibleColor

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
      for name in [pair.foreground, pair.background] + (pair.backdrop.map { [$0] } ?? [])
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
          reread, edits.map { FileEdit(file: site.file, range: $0.range, text: $0.text) },
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

  /// Applies the writable fixes of `plan`: every file is rewritten once, only the changed byte
  /// ranges differ, and each file is replaced atomically (a temporary file in the same folder,
  /// then `rename`). Returns the files written.
  @discardableResult
  public static func write(_ plan: FixPlan) throws(PaletteError) -> [String] {
    var byFile: [String: [FileEdit]] = [:]
    for fix in plan.fixes {
      for edit in fix.edits ?? [] { byFile[edit.file, default: []].append(edit) }
    }
    var written: [String] = []
    for file in byFile.keys.sorted() {
      var bytes = try FileAccess.read(file)
      let edits = byFile[file]!.sorted { $0.range.lowerBound > $1.range.lowerBound }
      var lastStart = Int.max
      for edit in edits {
        guard edit.range.upperBound <= lastStart, edit.range.upperBound <= bytes.count else {
          throw .writeFailed(path: file, reason: "overlapping or stale edits; the file changed")
        }
        // A component whose number does not change keeps its spelling (`1.0` stays `1.0`).
        let existing = String(decoding: bytes[edit.range], as: UTF8.self)
        let unquote = { (text: String) in
          text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        if let old = Double(unquote(existing)), let new = Double(unquote(edit.text)), old == new,
          !existing.hasPrefix("\"0x"), !existing.hasPrefix("\"0X")
        {
          lastStart = edit.range.lowerBound
          continue
        }
        bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        lastStart = edit.range.lowerBound
      }
      try atomicWrite(bytes, to: file)
      written.append(file)
    }
    return written
  }

  static func atomicWrite(_ bytes: [UInt8], to path: String) throws(PaletteError) {
    let directory = FileAccess.directory(of: path)
    let temporary = FileAccess.join(
      directory,
      ".\(FileAccess.fileName(of: path)).legible-\(ProcessInfo.processInfo.processIdentifier).tmp")
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
      throw .writeFailed(path: path, reason: "cannot create \(temporary)")
    }
    if let permissions = attributes?[.posixPermissions] {
      try? FileManager.default.setAttributes(
        [.posixPermissions: permissions], ofItemAtPath: temporary)
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw .writeFailed(path: path, reason: reason)
    }
  }
}
