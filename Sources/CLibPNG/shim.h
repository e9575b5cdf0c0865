#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H
// pkg-config (libpng.pc) supplies the include path, e.g. -I/usr/include/libpng16 on Debian.
#include <png.h>
// Compound macros such as `(PNG_FORMAT_RGB|PNG_FORMAT_FLAG_ALPHA)` are not imported by Swift;
// re-export the ones Legible uses as constants.
static const png_uint_32 CLibPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
#endif
