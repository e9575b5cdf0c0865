import LegibleFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and atomically writing PNG files with the C library (LegibleImaging avoids
/// Foundation).
enum PNGFile {
  /// Headroom for ancillary chunks (EXIF, text, profiles) when bounding a file's size.
  private static let metadataAllowance = 64 << 20

  /// The bytes of the file at `path`. The signature and header are read and checked first, so a
  /// non-PNG or an image over `maxPixels` is refused before the rest is read; a file far larger
  /// than its header's image could need is refused too. Only regular files are opened (a FIFO
  /// or a device is refused by its type, see ``InputFile/openForReading(_:)``).
  static func contents(ofFile path: String, maxPixels: Int) throws(PNGError) -> [UInt8] {
    let descriptor: Int32
    do {
      descriptor = try InputFile.openForReading(path)
    } catch {
      throw .unreadableFile(path: path, reason: error.reason)
    }
    defer { close(descriptor) }
    var prefix = [UInt8](repeating: 0, count: PNGHeader.prefixLength)
    let prefixCount = try readFully(descriptor, into: &prefix[...], path: path)
    let header = try PNGHeader.parse(prefix[..<prefixCount], source: path, maxPixels: maxPixels)
    // A deflate stream expands incompressible data by at most 12.5 % (fixed Huffman codes,
    // RFC 1951 §3.2.6); 25 % plus the metadata allowance is generous.
    let (scaled, overflow) = header.filteredByteCount.multipliedReportingOverflow(by: 5)
    let sizeLimit = overflow ? Int.max : scaled / 4 + metadataAllowance
    var bytes = prefix
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = try readFully(descriptor, into: &chunk[...], path: path)
      bytes.append(contentsOf: chunk[..<count])
      guard bytes.count <= sizeLimit else {
        throw .invalidData(
          source: path,
          detail:
            "the file is over \(sizeLimit) bytes, far more than a \(header.width)×\(header.height) "
            + "image needs")
      }
      if count < chunk.count { return bytes }
    }
  }

  /// Fills `buffer` from `descriptor` until it is full or the file ends; returns the byte count.
  private static func readFully(
    _ descriptor: Int32, into buffer: inout ArraySlice<UInt8>, path: String
  ) throws(PNGError) -> Int {
    var total = 0
    let capacity = buffer.count
    while total < capacity {
      let result = buffer.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress! + total, capacity - total)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw .unreadableFile(path: path, reason: lastError())
      }
      if result == 0 { break }
      total += result
    }
    return total
  }

  /// Writes `bytes` to `path` through ``OutputFile``: atomically for a regular file, keeping
  /// its mode; never over a folder, a device replaced by a file, or a read-only file.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
    do {
      try OutputFile(path: path).write(bytes)
    } catch {
      throw .unwritableFile(path: path, reason: error.reason)
    }
  }

  /// The C library's message for `errno`.
  private static func lastError() -> String { String(cString: strerror(errno)) }
}
