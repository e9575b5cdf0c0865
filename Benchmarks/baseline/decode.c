/* The yardstick for whole-process scan timing: decodes every PNG named on the command line to
 * 8-bit RGBA with libpng's simplified API (png_image, libpng 1.6), one after another in one
 * process, and prints a checksum so the work is not optimised away. This is "libpng alone" in
 * Benchmarks/README.md. Build: gcc -O2 decode.c -o decode $(pkg-config --cflags --libs libpng) */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  unsigned long checksum = 0;
  for (int i = 1; i < argc; i++) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, argv[i])) {
      fprintf(stderr, "%s: %s\n", argv[i], image.message);
      return 2;
    }
    image.format = PNG_FORMAT_RGBA;
    png_bytep pixels = malloc(PNG_IMAGE_SIZE(image));
    if (pixels == NULL || !png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
      fprintf(stderr, "%s: %s\n", argv[i], pixels ? image.message : "out of memory");
      return 2;
    }
    for (size_t k = 0; k < PNG_IMAGE_SIZE(image); k += 4096) checksum += pixels[k];
    free(pixels);
  }
  printf("%lu\n", checksum);
  return 0;
}
