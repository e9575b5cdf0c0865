import Foundation
import LegibleImaging

/// A stable 64-bit hash written as 16 hex digits: FNV-1a (Fowler–Noll–Vo, as published at
/// www.isthe.com/chongo/tech/comp/fnv), which unlike `Hasher` is the same in every process.
enum Fingerprint {
  /// FNV-1a 64-bit offset basis (FNV specification).
  static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  /// FNV-1a 64-bit prime, 2^40 + 2^8 + 0xb3 (FNV specification).
  static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The FNV-1a hash of `text`'s UTF-8 bytes, as 16 lowercase hex digits.
  static func hex(of text: String) -> String {
    var hash = offsetBasis
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* prime
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// `path` relative to the working directory when inside it, so the same file gives the same
  /// fingerprint in every clone of a project (CI checks out to a different folder each time).
  static func portablePath(_ path: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    var relative = path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    if relative.hasPrefix("./") { relative.removeFirst(2) }
    return relative
  }
}

extension Finding {
  /// The fields that identify a finding across runs, joined: the kind of input, rule, policy,
  /// and for palettes the file, appearance and names; for screenshots the file, colours and the
  /// box's centre on a 16-pixel grid (so a shift of a few pixels usually keeps it); for `check`
  /// the colours and role. Numbers and line numbers are left out: they change while the
  /// finding stays.
  public var identity: String {
    var parts = [ruleID, policy ?? ""]
    if let region = location.region {
      // 16 px: the centre may move by up to half a cell before the fingerprint changes.
      let cell = 16
      parts += [
        "image", Fingerprint.portablePath(location.path ?? ""), subject.role ?? "",
        subject.foregroundColor ?? "",
        subject.backgroundColor ?? "", "\((region.x + region.width / 2) / cell)",
        "\((region.y + region.height / 2) / cell)",
      ]
    } else if subject.foreground != nil {
      parts += [
        "palette", Fingerprint.portablePath(location.path ?? ""), subject.variant ?? "",
        subject.foreground ?? "",
        subject.background ?? "", subject.backdrop ?? "", subject.role ?? "",
      ]
    } else {
      parts += [
        "pair", subject.foregroundColor ?? "", subject.backgroundColor ?? "", subject.role ?? "",
      ]
    }
    return parts.joined(separator: "\u{1F}")
  }
}
