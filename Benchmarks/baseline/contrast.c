/* A straightforward C implementation of the contrast.batch workload, the yardstick for
 * legible-bench: WCAG 2.x ratio through a 256-entry linearisation table, APCA-W3 0.0.98G-4g Lc
 * with powf for the exponents, over the same 10 million xorshift32 pairs.
 * Build: gcc -O3 -march=native -ffast-math Benchmarks/baseline/contrast.c -o contrast-c -lm */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define PAIRS 10000000

typedef struct { uint8_t r, g, b; } rgb8;

static float lin[256], apca[256];

static void fill(rgb8 *colors, uint32_t state) {
  for (int i = 0; i < PAIRS; i++) {
    state ^= state << 13; state ^= state >> 17; state ^= state << 5;
    colors[i].r = (uint8_t)state; colors[i].g = (uint8_t)(state >> 8);
    colors[i].b = (uint8_t)(state >> 16);
  }
}

static float clampY(float y) { return y > 0.022f ? y : y + powf(0.022f - y, 1.414f); }

static void measure(const rgb8 *fg, const rgb8 *bg, float *ratio, float *lc, int n) {
  for (int i = 0; i < n; i++) {
    float lf = 0.2126f * lin[fg[i].r] + 0.7152f * lin[fg[i].g] + 0.0722f * lin[fg[i].b];
    float lb = 0.2126f * lin[bg[i].r] + 0.7152f * lin[bg[i].g] + 0.0722f * lin[bg[i].b];
    float hi = lf > lb ? lf : lb, lo = lf > lb ? lb : lf;
    ratio[i] = (hi + 0.05f) / (lo + 0.05f);
    float yt = clampY(0.2126729f * apca[fg[i].r] + 0.7151522f * apca[fg[i].g] + 0.0721750f * apca[fg[i].b]);
    float yb = clampY(0.2126729f * apca[bg[i].r] + 0.7151522f * apca[bg[i].g] + 0.0721750f * apca[bg[i].b]);
    float out = 0.0f;
    if (fabsf(yb - yt) >= 0.0005f) {
      if (yb > yt) {
        float s = (powf(yb, 0.56f) - powf(yt, 0.57f)) * 1.14f;
        out = s < 0.1f ? 0.0f : s - 0.027f;
      } else {
        float s = (powf(yb, 0.65f) - powf(yt, 0.62f)) * 1.14f;
        out = s > -0.1f ? 0.0f : s + 0.027f;
      }
    }
    lc[i] = out * 100.0f;
  }
}

static double now(void) {
  struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(void) {
  for (int v = 0; v < 256; v++) {
    double s = v / 255.0;
    lin[v] = (float)(s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4));
    apca[v] = (float)pow(s, 2.4);
  }
  rgb8 *fg = malloc(sizeof(rgb8) * PAIRS), *bg = malloc(sizeof(rgb8) * PAIRS);
  float *ratio = malloc(sizeof(float) * PAIRS), *lc = malloc(sizeof(float) * PAIRS);
  fill(fg, 2463534242u); fill(bg, 88675123u);
  double samples[5];
  for (int run = 0; run < 5; run++) {
    double start = now();
    measure(fg, bg, ratio, lc, PAIRS);
    samples[run] = now() - start;
  }
  qsort(samples, 5, sizeof(double), compare);
  double checksum = 0;
  for (int i = 0; i < PAIRS; i++) checksum += (double)ratio[i] + (double)lc[i];
  printf("{\"benchmark\": \"baseline-c.batch\", \"unit\": \"pairs/s\", \"value\": %.0f, \"checksum\": %.6f}\n",
         PAIRS / samples[2], checksum);
  return 0;
}
