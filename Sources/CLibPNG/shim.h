#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H
// pkg-config (libpng.pc) supplies the include path, e.g. -I/usr/include/libpng16 on Debian.
#include <png.h>
// zlib ships with libpng's development package (libpng-dev depends on zlib1g-dev; libpng links
// it). Legible uses it only to inflate the ICC profile inside an iCCP chunk.
#include <zlib.h>
#include <stddef.h>
#include <stdint.h>

// Compound macros such as `(PNG_FORMAT_RGB|PNG_FORMAT_FLAG_ALPHA)` are not imported by Swift;
// re-export the ones Legible uses as constants.
static const png_uint_32 CLibPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 CLibPNG_FORMAT_LINEAR_RGB_ALPHA = PNG_FORMAT_LINEAR_RGB_ALPHA;

/// Inflates the zlib stream `source[0..<sourceCount]` into `destination`, stopping when
/// `capacity` bytes have been written. Sets `*written` to the number of bytes produced.
/// Returns 1 when the stream ended, 0 when `destination` filled up first, -1 on a zlib error
/// (corrupt or truncated stream). `inflateInit` is a macro, hence this wrapper.
static inline int CLibPNG_inflate(const uint8_t *source, size_t sourceCount, uint8_t *destination,
                                  size_t capacity, size_t *written) {
  z_stream stream = {0};
  *written = 0;
  if (inflateInit(&stream) != Z_OK) return -1;
  stream.next_in = (Bytef *)source;
  stream.next_out = destination;
  int result = Z_OK;
  size_t inLeft = sourceCount, outLeft = capacity;
  do {
    // zlib counts in uInt; feed at most UINT32_MAX-sized pieces.
    if (stream.avail_in == 0) {
      stream.avail_in = inLeft > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uInt)inLeft;
      inLeft -= stream.avail_in;
    }
    if (stream.avail_out == 0) {
      stream.avail_out = outLeft > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uInt)outLeft;
      outLeft -= stream.avail_out;
    }
    result = inflate(&stream, Z_NO_FLUSH);
  } while (result == Z_OK && (stream.avail_out > 0 || outLeft > 0) &&
           (stream.avail_in > 0 || inLeft > 0));
  *written = (size_t)(stream.next_out - destination);
  inflateEnd(&stream);
  if (result == Z_STREAM_END) return 1;
  if ((result == Z_OK || result == Z_BUF_ERROR) && *written == capacity) return 0;
  return -1;
}
#endif
