import Dispatch
import LegibleColor
import LegiblePalettes
import Synchronization

extension Report {
  /// The report as JSON text: the same document `JSONOutput.string(_:)` gives (pretty-printed,
  /// keys sorted, slashes unescaped, unrounded doubles), written directly, because a large
  /// palette audit (tens of thousands of results) spends most of its time in `JSONEncoder`.
  /// Reports with images, or with distinctness results, go through `JSONOutput`.
  public func jsonText() throws -> String {
    guard images == nil, let palettes, palettes.allSatisfy({ $0.distinct == nil }) else {
      return try JSONOutput.string(self)
    }
    var writer = JSONTextWriter()
    writer.object(indent: 0) { w, indent in
      w.member("palettes", indent: indent) { w in
        w.array(palettes, indent: indent + 1) { w, entry, indent in
          w.object(indent: indent) { w, indent in
            w.member("error", indent: indent) { w in w.optionalString(entry.error) }
            w.member("name", indent: indent) { w in w.string(entry.name) }
            w.member("path", indent: indent) { w in w.string(entry.path) }
            w.member("results", indent: indent) { w in
              w.array(entry.results, indent: indent + 1) { w, r, indent in
                w.paletteResult(r, indent: indent)
              }
            }
          }
        }
      }
      w.member("policies", indent: indent) { w in w.stringArray(policies, indent: indent + 1) }
      w.summary(summary, indent: indent)
      w.tool(tool, indent: indent)
    }
    writer.raw("\n")
    return writer.text
  }
}

/// Writes pretty-printed JSON in the layout `JSONEncoder` uses (two-space indent, `"key" : value`),
/// members in the order the caller gives (callers give them sorted), into a byte buffer.
struct JSONTextWriter {
  private var bytes: [UInt8] = []
  private var needsComma: [Bool] = []
  /// Where the text goes as it is written (between array elements), if anywhere.
  private let stream: ReportStream?

  /// Creates a writer that keeps its text (``text``), or passes it to `stream` in blocks.
  init(flushingTo stream: ReportStream? = nil, capacity: Int? = nil) {
    self.stream = stream
    bytes.reserveCapacity(capacity ?? (stream == nil ? 1 << 22 : ReportStream.blockSize + 4096))
  }

  /// The JSON written so far (and not yet passed to the stream).
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Passes what is written to the stream.
  mutating func flush() {
    guard let stream, !bytes.isEmpty else { return }
    stream.write(utf8: bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  mutating func raw(_ value: String) { bytes.append(contentsOf: value.utf8) }

  private mutating func newline(indent: Int) {
    bytes.append(0x0A)
    for _ in 0..<indent {
      bytes.append(0x20)
      bytes.append(0x20)
    }
  }

  mutating func object(indent: Int, _ body: (inout JSONTextWriter, Int) -> Void) {
    bytes.append(UInt8(ascii: "{"))
    needsComma.append(false)
    body(&self, indent + 1)
    let hadMembers = needsComma.removeLast()
    if hadMembers { newline(indent: indent) }
    bytes.append(UInt8(ascii: "}"))
  }

  mutating func member(_ key: String, indent: Int, _ value: (inout JSONTextWriter) -> Void) {
    if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
    needsComma[needsComma.count - 1] = true
    newline(indent: indent)
    string(key)
    bytes.append(contentsOf: " : ".utf8)
    value(&self)
  }

  mutating func array<Elements: Sequence>(
    _ elements: Elements, indent: Int,
    _ body: (inout JSONTextWriter, Elements.Element, Int) -> Void
  ) {
    var isEmpty = true
    for element in elements {
      bytes.append(UInt8(ascii: isEmpty ? "[" : ","))
      isEmpty = false
      newline(indent: indent)
      body(&self, element, indent)
      if bytes.count >= ReportStream.blockSize { flush() }
    }
    guard !isEmpty else {
      bytes.append(contentsOf: "[]".utf8)
      return
    }
    newline(indent: indent - 1)
    bytes.append(UInt8(ascii: "]"))
  }

  /// An array of `count` elements, `body` writing the one at each position into a writer of
  /// its own: blocks of elements are written on every core at once, then put in order.
  mutating func concurrentArray(
    count: Int, indent: Int, _ body: @escaping @Sendable (inout JSONTextWriter, Int) -> Void
  ) {
    guard count > 0 else {
      bytes.append(contentsOf: "[]".utf8)
      return
    }
    // 1 024 rows of about 800 bytes (a palette result row) make a block under 1 MB; 8 blocks
    // at a time keep two cores busy (measured on the 2 000-colour audit) while holding 8 MB.
    let blockSize = 1024
    let windowSize = 8
    let blockCount = (count + blockSize - 1) / blockSize
    for windowStart in stride(from: 0, to: blockCount, by: windowSize) {
      let window = windowStart..<min(blockCount, windowStart + windowSize)
      let slots = Mutex<[[UInt8]]>(Array(repeating: [], count: window.count))
      DispatchQueue.concurrentPerform(iterations: window.count) { offset in
        let block = window.lowerBound + offset
        var writer = JSONTextWriter(capacity: 1 << 20)
        for position in block * blockSize..<min(count, (block + 1) * blockSize) {
          writer.bytes.append(UInt8(ascii: position == 0 ? "[" : ","))
          writer.newline(indent: indent)
          body(&writer, position)
        }
        let written = writer.bytes
        slots.withLock { $0[offset] = written }
      }
      var blocks = slots.withLock { slots in
        var taken: [[UInt8]] = []
        swap(&taken, &slots)
        return taken
      }
      for index in blocks.indices {
        bytes.append(contentsOf: blocks[index])
        blocks[index] = []
        if bytes.count >= ReportStream.blockSize { flush() }
      }
    }
    newline(indent: indent - 1)
    bytes.append(UInt8(ascii: "]"))
  }

  /// One row of `palettes[].results`, its members sorted.
  mutating func paletteResult(_ r: PaletteResult, indent: Int) {
    object(indent: indent) { w, indent in
      w.member("apcaLc", indent: indent) { w in w.optionalNumber(r.apcaLc) }
      if let backdrop = r.backdrop {
        w.member("backdrop", indent: indent) { w in w.string(backdrop) }
      }
      w.member("background", indent: indent) { w in w.string(r.background) }
      w.member("backgroundColor", indent: indent) { w in w.string(r.backgroundColor) }
      w.member("fallbackUsed", indent: indent) { w in
        w.stringArray(r.fallbackUsed, indent: indent + 1)
      }
      w.member("foreground", indent: indent) { w in w.string(r.foreground) }
      w.member("foregroundColor", indent: indent) { w in w.string(r.foregroundColor) }
      w.member("message", indent: indent) { w in w.string(r.message) }
      w.member("metric", indent: indent) { w in w.optionalString(r.metric) }
      w.member("policy", indent: indent) { w in w.optionalString(r.policy) }
      w.member("required", indent: indent) { w in w.optionalNumber(r.required) }
      w.member("role", indent: indent) { w in w.string(r.role) }
      w.member("rule", indent: indent) { w in w.string(r.rule) }
      w.member("source", indent: indent) { w in w.optionalString(r.source) }
      w.member("status", indent: indent) { w in w.string(r.status.rawValue) }
      w.member("suggestion", indent: indent) { w in w.optionalString(r.suggestion) }
      w.member("variant", indent: indent) { w in w.string(r.variant) }
      w.member("wcagRatio", indent: indent) { w in w.optionalNumber(r.wcagRatio) }
    }
  }

  /// One row of `palettes[].results` written straight from an audit result: the members
  /// ``PaletteResult/init(_:)`` gives, without making the row. `metrics` maps policy ids to
  /// their metric (looked up once per report rather than once per row).
  mutating func auditResult(
    _ r: PaletteAuditResult, metrics: [String: String], indent: Int
  ) {
    object(indent: indent) { w, indent in
      w.member("apcaLc", indent: indent) { w in w.optionalNumber(r.apcaLc ?? 0) }
      if let backdrop = r.backdrop {
        w.member("backdrop", indent: indent) { w in w.string(backdrop) }
      }
      w.member("background", indent: indent) { w in w.string(r.background) }
      w.member("backgroundColor", indent: indent) { w in w.string(r.backgroundColor ?? "") }
      w.member("fallbackUsed", indent: indent) { w in
        w.stringArray(r.fallbacks, indent: indent + 1)
      }
      w.member("foreground", indent: indent) { w in w.string(r.foreground) }
      w.member("foregroundColor", indent: indent) { w in w.string(r.foregroundColor ?? "") }
      w.member("message", indent: indent) { w in
        w.string(r.fallback.map { r.rule + " (\($0))" } ?? r.rule)
      }
      w.member("metric", indent: indent) { w in
        w.optionalString(
          r.policy.flatMap { metrics[$0] ?? Policy.named($0)?.metric.rawValue })
      }
      w.member("policy", indent: indent) { w in w.optionalString(r.policy) }
      w.member("required", indent: indent) { w in w.optionalNumber(r.required) }
      w.member("role", indent: indent) { w in w.string(r.role.rawValue) }
      w.member("rule", indent: indent) { w in w.string(r.ruleID) }
      w.member("source", indent: indent) { w in
        w.string(r.location.file)
        if let line = r.location.line {
          // `file:line` (``SourceLocation/description``), the quote reopened for the line.
          w.bytes.removeLast()
          w.raw(":\(line)\"")
        }
      }
      w.member("status", indent: indent) { w in w.string(Finding.Status(r.status).rawValue) }
      w.member("suggestion", indent: indent) { w in w.optionalString(r.suggestion) }
      w.member("variant", indent: indent) { w in w.string(r.variant.rawValue) }
      w.member("wcagRatio", indent: indent) { w in w.optionalNumber(r.wcagRatio ?? 0) }
    }
  }

  /// The `summary` member.
  mutating func summary(_ summary: Summary, indent: Int) {
    member("summary", indent: indent) { w in
      w.object(indent: indent + 1) { w, indent in
        w.member("errors", indent: indent) { w in w.raw(String(summary.errors)) }
        w.member("failures", indent: indent) { w in w.raw(String(summary.failures)) }
        w.member("passes", indent: indent) { w in w.raw(String(summary.passes)) }
        w.member("reviews", indent: indent) { w in w.raw(String(summary.reviews)) }
        w.member("warnings", indent: indent) { w in w.raw(String(summary.warnings)) }
      }
    }
  }

  /// The `tool` member.
  mutating func tool(_ tool: ToolInfo, indent: Int) {
    member("tool", indent: indent) { w in
      w.object(indent: indent + 1) { w, indent in
        w.member("name", indent: indent) { w in w.string(tool.name) }
        w.member("version", indent: indent) { w in w.string(tool.version) }
      }
    }
  }

  mutating func stringArray(_ values: [String], indent: Int) {
    array(values, indent: indent) { w, value, _ in w.string(value) }
  }

  mutating func optionalString(_ value: String?) {
    if let value { string(value) } else { raw("null") }
  }

  mutating func optionalNumber(_ value: Double?) {
    guard let value else {
      raw("null")
      return
    }
    // Shortest round-trip digits, as JSONEncoder writes them; integral values without ".0".
    if value == value.rounded(), abs(value) < 1e15 {
      raw(String(Int64(value)))
    } else {
      raw("\(value)")
    }
  }

  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings need no escaping: copy them whole, from their own storage.
    var value = value
    let isPlain = value.withUTF8 { utf8 in
      for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C {
        return false
      }
      bytes.append(contentsOf: utf8)
      return true
    }
    if isPlain {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0..<0x20:
        let digits = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
        bytes.append(digits[Int(byte >> 4)])
        bytes.append(digits[Int(byte & 15)])
      default: bytes.append(byte)  // UTF-8 continuation bytes pass through unchanged
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
