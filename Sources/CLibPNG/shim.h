#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H
// pkg-config (libpng.pc) supplies the include path, e.g. -I/usr/include/libpng16 on Debian.
#include <png.h>
// zlib ships with libpng's development package (libpng-dev depends on zlib1g-dev; libpng links
// it). Legible uses it to inflate iCCP profiles and to check and de-interlace image data.
#include <zlib.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

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
/// A zlib inflation that runs in steps, given its input piece by piece (the data of each IDAT
/// chunk) and drained into caller-sized buffers. zlib's state points back at the `z_stream`, so
/// an inflater must stay at one address: allocate it, never copy it.
typedef struct {
  z_stream stream;
  int ended;
} CLibPNG_Inflater;

/// Starts an inflation; returns 0, or -1 when zlib cannot start.
static inline int CLibPNG_inflaterBegin(CLibPNG_Inflater *inflater) {
  memset(inflater, 0, sizeof *inflater);
  return inflateInit(&inflater->stream) == Z_OK ? 0 : -1;
}

/// Inflates `source[0..<sourceCount]` into `destination` until it holds `capacity` bytes, the
/// input is used up or the stream ends; `*consumed` and `*written` count the bytes read and
/// written. Returns 1 when the stream has ended, 0 otherwise, -1 on a zlib error (`*message` is
/// zlib's text, or NULL). The input pointer is not kept between calls.
static inline int CLibPNG_inflaterRead(CLibPNG_Inflater *inflater, const uint8_t *source,
                                       size_t sourceCount, size_t *consumed,
                                       uint8_t *destination, size_t capacity, size_t *written,
                                       const char **message) {
  z_stream *stream = &inflater->stream;
  *consumed = 0;
  *written = 0;
  *message = NULL;
  while (!inflater->ended && *written < capacity && *consumed < sourceCount) {
    // zlib counts in uInt; hand it at most UINT32_MAX bytes at a time.
    size_t input = sourceCount - *consumed, room = capacity - *written;
    stream->next_in = (Bytef *)(source + *consumed);
    stream->avail_in = input > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uInt)input;
    stream->next_out = destination + *written;
    stream->avail_out = room > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uInt)room;
    uInt inputBefore = stream->avail_in, roomBefore = stream->avail_out;
    int result = inflate(stream, Z_NO_FLUSH);
    size_t used = inputBefore - stream->avail_in, made = roomBefore - stream->avail_out;
    *consumed += used;
    *written += made;
    stream->next_in = NULL;
    stream->avail_in = 0;
    if (result == Z_STREAM_END) inflater->ended = 1;
    else if (result != Z_OK && result != Z_BUF_ERROR) {
      *message = stream->msg;
      return -1;
    } else if (used == 0 && made == 0) {
      break;  // Z_BUF_ERROR without progress: cannot happen with input and room; stop safely
    }
  }
  return inflater->ended ? 1 : 0;
}

/// Stops zlib computing and comparing the stream's Adler-32 (zlib 1.2.9+, `inflateValidate`):
/// for a caller that checks it itself. Returns 0, or -1 when zlib refuses.
static inline int CLibPNG_inflaterSkipCheck(CLibPNG_Inflater *inflater) {
  return inflateValidate(&inflater->stream, 0) == Z_OK ? 0 : -1;
}

/// Frees zlib's state.
static inline void CLibPNG_inflaterEnd(CLibPNG_Inflater *inflater) { inflateEnd(&inflater->stream); }
#endif
