#if PNG
  import CLibPNG
#endif

/// zlib inflation of the ICC profile in an `iCCP` chunk (PNG Third Edition §11.3.2.3:
/// compression method 0, a zlib datastream per RFC 1950).
enum PNGInflate {
  /// The largest profile Legible inflates. Display profiles are a few hundred bytes to a few
  /// hundred kilobytes; LUT-based print profiles reach a few megabytes.
  static let profileSizeLimit = 16 << 20

  /// The profile inside `compressed`, sized by the length field of its own header
  /// (ICC.1:2022 §7.2.2), or why it cannot be had.
  static func iccProfile(_ compressed: ArraySlice<UInt8>) -> Result<[UInt8], ICCProfile.Issue> {
    #if PNG
      let (headerStatus, header) = inflate(compressed, capacity: 128)
      guard headerStatus >= 0, header.count >= 4 else {
        return .failure(.init(reason: "the profile does not decompress"))
      }
      let size = Int(PNGBytes.uint32(header[...], at: 0))
      guard size >= 132, size <= profileSizeLimit else {
        return .failure(.init(reason: "the profile claims an impossible size of \(size) bytes"))
      }
      let (status, profile) = inflate(compressed, capacity: size)
      guard status >= 0, profile.count == size else {
        return .failure(.init(reason: "the profile does not decompress to its declared size"))
      }
      return .success(profile)
    #else
      return .failure(.init(reason: "built without zlib"))
    #endif
  }

  #if PNG
    /// Inflates at most `capacity` bytes; status 1 stream ended, 0 capacity reached, −1 error.
    private static func inflate(_ source: ArraySlice<UInt8>, capacity: Int) -> (Int, [UInt8]) {
      var written = 0
      var status: Int32 = -1
      let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        source.withUnsafeBufferPointer { input in
          status = CLibPNG_inflate(
            input.baseAddress, input.count, buffer.baseAddress, capacity, &written)
        }
        // The C helper wrote `written` bytes from the start of the buffer.
        count = min(written, capacity)
      }
      return (Int(status), output)
    }
  #endif
}
