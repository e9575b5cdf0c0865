import Dispatch
import LegibleColor
import Synchronization

/// Audits the declared pairs of a palette in every appearance against contrast policies.
public enum PaletteAuditor {
  /// Audits `palette`'s own pairs plus `pairs`, minus `ignores`, in every appearance requested.
  ///
  /// Results come in pair order (as declared, patterns expanded in colour order), then
  /// appearance (`light`, `dark`, `lightIncreasedContrast`, `darkIncreasedContrast`), then policy.
  /// - Throws: ``PaletteError`` for unknown names, patterns that match nothing, ignore entries
  ///   without a reason, translucent backgrounds without a backdrop, or no pairs at all.
  public static func audit(
    _ palette: Palette, pairs: [PairDeclaration] = [], ignoring ignores: [IgnoreDeclaration] = [],
    options: AuditOptions = AuditOptions()
  ) throws(PaletteError) -> [PaletteAuditResult] {
    let declarations = palette.pairs + pairs
    guard !declarations.isEmpty else { throw .noPairs(path: palette.path) }
    let expanded = try AuditPair.expand(
      declarations, ignoring: palette.ignores + ignores, in: palette)
    return try audit(palette, expandedPairs: expanded, options: options)
  }

  /// Audits pairs already expanded by ``AuditPair/expand(_:ignoring:in:)``.
  public static func audit(
    _ palette: Palette, expandedPairs pairs: [AuditPair], options: AuditOptions = AuditOptions()
  ) throws(PaletteError) -> [PaletteAuditResult] {
    let engine = AuditEngine(palette: palette, options: options)
    // Small audits run inline; large ones fan out over chunks of pairs, each with its own copy
    // of the engine (and suggestion cache), and are put back in pair order.
    let chunkSize = 512
    guard pairs.count > chunkSize else { return try auditChunk(engine, pairs[...]) }
    let chunkCount = (pairs.count + chunkSize - 1) / chunkSize
    var results: [PaletteAuditResult] = []
    results.reserveCapacity(pairs.count * options.variants.count * options.policies.count)
    // Chunks run a window at a time and each window is joined before the next starts: the
    // peak holds the results once plus one window of chunks, not every chunk beside the joined
    // results (twice the results). A window of 32 chunks keeps both cores busy many times over
    // (a chunk of 512 pairs is about 4 000 results, 1.3 MB).
    let windowSize = 32
    for windowStart in stride(from: 0, to: chunkCount, by: windowSize) {
      let window = windowStart..<min(chunkCount, windowStart + windowSize)
      let slots = Mutex<[Result<[PaletteAuditResult], PaletteError>?]>(
        Array(repeating: nil, count: window.count))
      DispatchQueue.concurrentPerform(iterations: window.count) { offset in
        let index = window.lowerBound + offset
        let range = index * chunkSize..<min(pairs.count, (index + 1) * chunkSize)
        let outcome: Result<[PaletteAuditResult], PaletteError>
        do throws(PaletteError) {
          outcome = .success(try auditChunk(engine, pairs[range]))
        } catch {
          outcome = .failure(error)
        }
        slots.withLock { $0[offset] = outcome }
      }
      // Each chunk is taken out of its slot before it is appended, so it is freed as soon as
      // it is copied.
      var chunks = slots.withLock { slots in
        var taken: [Result<[PaletteAuditResult], PaletteError>?] = []
        swap(&taken, &slots)
        return taken
      }
      for index in chunks.indices {
        let slot = chunks[index].take()
        switch slot {
        case .success(let chunk)?: results += chunk
        case .failure(let error)?: throw error  // the first failing chunk, in pair order
        case nil: preconditionFailure("every chunk runs")
        }
      }
    }
    return results
  }

  private static func auditChunk(_ engine: AuditEngine, _ pairs: ArraySlice<AuditPair>)
    throws(PaletteError) -> [PaletteAuditResult]
  {
    var engine = engine
    var results: [PaletteAuditResult] = []
    results.reserveCapacity(pairs.count * 8)
    for pair in pairs {
      try engine.audit(pair, into: &results)
    }
    return results
  }

  /// Measures one pair in one appearance: the colours compared (after compositing) and both
  /// metrics, or `nil` when a colour is a system reference without a value.
  public static func measure(
    _ pair: AuditPair, in variant: Palette.Variant, of palette: Palette
  ) throws(PaletteError) -> ContrastMeasurement? {
    let engine = AuditEngine(palette: palette, options: AuditOptions())
    guard case .measured(let m) = try engine.measure(pair, in: variant) else { return nil }
    return ContrastMeasurement(opaqueForeground: m.foreground, background: m.background)
  }
}
