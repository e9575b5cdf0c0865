import LegibleColor
import LegiblePalettes
import LegibleReporting

/// `legible fix PATH [--write]`: the smallest changes that make failing pairs pass.
enum FixCommand {
  static let usage = """
    usage: legible fix [PATH…] [--write] [options]

    For every colour that fails as a foreground, finds the value nearest in lightness (hue kept,
    alpha kept) that makes every pair using it pass in the appearances showing that value,
    without making any other result worse, and prints it with the ratios before and after.
    --write rewrites Legible palettes, asset catalogs and token files in place: only the changed
    values, the rest of each file byte for byte, each file replaced atomically (through a
    symbolic link to its target, keeping its mode). Nothing is written if any input of the run
    cannot be read or audited, or if any file changed since it was read; read-only and
    hard-linked files are refused. Running it again changes nothing.

    options:
      --write                rewrite the files
      --config FILE          legible.json to use (default: the nearest one above the working
                             directory): its policies, and its "palettes" when no PATH is given
      --policy IDS           policies to meet (default wcag2-aa,apca-bronze)
      --ic-policy IDS        policies for the increased-contrast appearances
      --no-apple-rules       judge every appearance on its own
      --format F             text (default) or json;  --output FILE  write the report to FILE
      --color WHEN           auto (default), always, never
      --max-file-bytes N     refuse input files larger than N bytes (default 64 MiB)
      --allow-outside-references
                             let references name files outside the project (see audit --help)

    exit status: 0 nothing left failing (after --write) or nothing to fix, 1 failures remain,
    2 usage or input error
    """

  static func run(_ rawArguments: [String], console: Console) throws(CLIError) -> ExitStatus {
    let arguments = try Arguments(
      rawArguments, accepting: AuditCommand.accepted + [.flag("--write")])
    return try InputOptions.applying(arguments) { () throws(CLIError) in
      try run(arguments, console: console)
    }
  }

  /// Plans every palette of every path first; with `--write`, writes only when every input of
  /// the run was read and planned, merging the edits of palettes that share a file.
  private static func run(_ arguments: Arguments, console: Console) throws(CLIError) -> ExitStatus {
    // The project's `legible.json` (walked up to, or `--config`) gives the policies, as for
    // `audit`; without paths, its palettes are fixed.
    let configuration = try ConfigurationFile.load(arguments)
    let common = try CommonOptions(arguments, console: console, configuration: configuration)
    let paths = ConfigurationFile.palettePaths(arguments, configuration: configuration)
    guard !paths.isEmpty else {
      throw .usage("fix needs a palette path (or \"palettes\" in legible.json)")
    }
    guard common.format == .text || common.format == .json else {
      throw .usage("fix writes text or json, not \(common.format.rawValue)")
    }
    var audit = try PaletteAudit(arguments: arguments, common: common)
    let writes = arguments.has("--write")
    var lines: [String] = []
    var plans: [FixPlan] = []
    var planned: [(plan: FixPlan, palette: Palette)] = []
    var writtenFiles = Set<String>()
    var remaining = 0
    var hadError = false
    var report = FixReport(policies: common.policies.map(\.id))
    for path in paths {
      var configured: [(palette: Palette, configuration: PaletteConfiguration)] = []
      for source in PaletteLoader.configuredPaletteResults(
        at: path, configuration: audit.configuration)
      {
        switch source.outcome {
        case .success(let entry):
          configured.append(entry)
          audit.recordInputs(path, [entry])
        case .failure(let error):
          console.reportError("\(error)")
          report.add(error: "\(error)", path: source.path, name: source.path)
          hadError = true
        }
      }
      for (palette, configuration) in configured {
        do {
          let plan = try PaletteFixer.plan(
            palette, pairs: configuration.pairs, ignoring: configuration.ignores,
            options: audit.options(configuration))
          lines += render(plan, palette: palette, style: common.style, writes: writes)
          plans.append(plan)
          planned.append((plan, palette))
          let unwritten = plan.fixes.filter { $0.edits == nil }.count
          remaining += plan.unfixable.count + (writes ? unwritten : plan.fixes.count)
        } catch {
          console.reportError("\(error)")
          report.add(error: "\(error)", path: palette.path, name: palette.name)
          hadError = true
        }
      }
    }
    if writes {
      let writable = plans.reduce(0) { $0 + $1.fixes.filter { $0.edits != nil }.count }
      if hadError {
        // A run that could not read every input writes nothing, so a fix never lands half-way.
        if writable > 0 {
          lines.append("nothing written: an input of this run failed (see the errors above)")
          remaining += writable
        }
      } else {
        let prepared = PaletteFixer.prepare(plans)
        for error in prepared.errors { console.reportError("\(error)") }
        if !prepared.errors.isEmpty {
          hadError = true
          lines.append("nothing written: a file could not be rewritten safely")
          remaining += writable
        } else {
          do {
            for file in try PaletteFixer.commit(prepared.writes) {
              lines.append("wrote \(Escaping.text(file))")
              writtenFiles.insert(file)
            }
          } catch {
            console.reportError("\(error)")
            hadError = true
          }
        }
      }
    }
    for (plan, palette) in planned {
      let files = Set((plan.fixes.compactMap(\.edits).joined()).map(\.file))
      report.add(
        plan, palette: palette, written: files.filter(writtenFiles.contains).sorted(),
        writes: writes)
    }
    switch common.format {
    case .json:
      try common.emitJSON(report, console: console, inputs: audit.inputFiles)
    default:
      try common.emit(
        lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n"), console: console,
        inputs: audit.inputFiles)
    }
    if hadError { return .error }
    return remaining > 0 ? .findings : .clean
  }

  static func render(_ plan: FixPlan, palette: Palette, style: TerminalStyle, writes: Bool)
    -> [String]
  {
    var lines: [String] = []
    if plan.fixes.isEmpty && plan.unfixable.isEmpty {
      return ["\(Escaping.text(palette.path)): nothing to fix"]
    }
    for fix in plan.fixes {
      let shown = fix.variants.map(\.rawValue).joined(separator: ", ")
      lines.append(
        Escaping.text("\(fix.location): \(fix.color) (\(fix.declaredVariant); shown in \(shown)): ")
          + "\(fix.before.hexString) → " + style.emphasis(fix.after.hexString, .good))
      for change in fix.pairs {
        let before =
          NumberFormatting.ratio(change.ratioBefore) + " " + NumberFormatting.lc(change.lcBefore)
        let after =
          NumberFormatting.ratio(change.ratioAfter) + " " + NumberFormatting.lc(change.lcAfter)
        lines.append(
          "    on \(Escaping.text(change.background)) (\(change.variant.shortLabel)): \(before) \(mark(change.statusBefore, style)) → "
            + "\(after) \(mark(change.statusAfter, style))")
      }
      if let reason = fix.unwritableReason {
        lines.append(
          style.emphasis("    not written: \(Escaping.text(reason)); change it by hand", .caution))
      }
    }
    for item in plan.unfixable {
      lines.append(
        style.emphasis(
          Escaping.text("\(palette.path): \(item.color) (\(item.variant)): \(item.reason)"), .bad))
    }
    let writable = plan.fixes.filter { $0.edits != nil }.count
    lines.append(
      "\(Escaping.text(palette.path)): \(plan.fixes.count) change\(plan.fixes.count == 1 ? "" : "s")"
        + (writes
          ? ", \(writable) written" : writable > 0 ? " (use --write to apply \(writable))" : "")
        + (plan.unfixable.isEmpty ? "" : ", \(plan.unfixable.count) without a single-colour fix"))
    return lines
  }

  private static func mark(_ status: PaletteAuditResult.Status, _ style: TerminalStyle) -> String {
    switch status {
    case .fail: style.emphasis("✗", .bad)
    case .warning: style.emphasis("!", .caution)
    case .pass: style.emphasis("✓", .good)
    }
  }
}
