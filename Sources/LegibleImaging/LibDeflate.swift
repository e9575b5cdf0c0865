#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's libdeflate (Debian's `libdeflate0`), loaded at run time when it is there: a
/// whole-buffer zlib decompressor two to three times as fast as zlib's streaming `inflate`, and
/// a carry-less-multiply CRC-32. Nothing is needed to build; without the library the plain
/// decoder inflates through zlib as before, to the same bytes.
///
/// The one place that calls C through function pointers found by name: each pointer is cast to
/// the signature `libdeflate.h` (version 1.x, a stable ABI) declares for it.
struct LibDeflate: @unchecked Sendable {
  // `struct libdeflate_decompressor *libdeflate_alloc_decompressor(void)`
  private typealias Allocate = @convention(c) () -> OpaquePointer?
  // `enum libdeflate_result libdeflate_zlib_decompress_ex(struct libdeflate_decompressor *,
  //  const void *in, size_t in_nbytes, void *out, size_t out_nbytes_avail,
  //  size_t *actual_in_nbytes_ret, size_t *actual_out_nbytes_ret)`
  private typealias Decompress =
    @convention(c) (
      OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int,
      UnsafeMutablePointer<Int>?, UnsafeMutablePointer<Int>?
    ) -> Int32
  // `void libdeflate_free_decompressor(struct libdeflate_decompressor *)`
  private typealias Free = @convention(c) (OpaquePointer?) -> Void
  // `uint32_t libdeflate_crc32(uint32_t crc, const void *buffer, size_t len)`
  private typealias CRC32 = @convention(c) (UInt32, UnsafeRawPointer?, Int) -> UInt32

  private let allocate: Allocate
  private let decompress: Decompress
  private let free: Free
  private let crc: CRC32

  /// The library, or `nil` when `libdeflate.so.0` cannot be loaded or lacks a function.
  static let shared: LibDeflate? = load("libdeflate.so.0")

  /// Loads `library` and finds its functions, or `nil`.
  static func load(_ library: String) -> LibDeflate? {
    #if canImport(Glibc) || canImport(Musl)
      guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL),
        let allocate = dlsym(handle, "libdeflate_alloc_decompressor"),
        let decompress = dlsym(handle, "libdeflate_zlib_decompress_ex"),
        let free = dlsym(handle, "libdeflate_free_decompressor"),
        let crc = dlsym(handle, "libdeflate_crc32")
      else { return nil }
      // The handle stays open for the life of the process.
      return LibDeflate(
        allocate: unsafeBitCast(allocate, to: Allocate.self),
        decompress: unsafeBitCast(decompress, to: Decompress.self),
        free: unsafeBitCast(free, to: Free.self),
        crc: unsafeBitCast(crc, to: CRC32.self))
    #else
      return nil
    #endif
  }

  /// How a zlib stream decompressed.
  struct Outcome: Sendable, Equatable {
    /// Whether the stream was valid (its Adler-32 included) and fitted in the output.
    var succeeded: Bool
    /// Compressed bytes the stream took, up to its end.
    var consumed: Int
    /// Bytes written.
    var written: Int
  }

  /// Decompresses the zlib stream at the start of `input` into `output`, which it must fit;
  /// libdeflate checks the stream's header and Adler-32.
  func zlibDecompress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer)
    -> Outcome
  {
    guard let decompressor = allocate() else {
      return Outcome(succeeded: false, consumed: 0, written: 0)
    }
    defer { free(decompressor) }
    var consumed = 0
    var written = 0
    let result = decompress(
      decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &consumed,
      &written)
    // LIBDEFLATE_SUCCESS is 0 (libdeflate.h).
    return Outcome(succeeded: result == 0, consumed: consumed, written: written)
  }

  /// The CRC-32 (ISO 3309, as PNG uses it) of `bytes`, continuing from `crc` (0 to start).
  func crc32(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    self.crc(crc, bytes.baseAddress, bytes.count)
  }
}
