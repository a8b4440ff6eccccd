#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <libdeflate.h>

/*
 * PNG scanline filters (PNG specification, section 9), for the `.smallest` PNG
 * encoder, which compresses with libdeflate. Plain loops over bytes the compiler
 * vectorises; static inline, so the Swift compiler compiles them from this header.
 *
 * `row` and `previous` are `length` bytes of straight pixels of `bpp` bytes each
 * (`previous` is all zeros for the first row); `out` receives `length` filtered bytes.
 */

enum { VELLUM_PNG_NONE = 0, VELLUM_PNG_SUB = 1, VELLUM_PNG_UP = 2, VELLUM_PNG_AVERAGE = 3, VELLUM_PNG_PAETH = 4 };

static inline uint8_t vellum_png_paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

static inline void vellum_png_filter_row(int filter, const uint8_t *row, const uint8_t *previous,
                                         size_t length, size_t bpp, uint8_t *out) {
    size_t i;
    switch (filter) {
    case VELLUM_PNG_SUB:
        for (i = 0; i < bpp && i < length; i++) out[i] = row[i];
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case VELLUM_PNG_UP:
        for (i = 0; i < length; i++) out[i] = (uint8_t)(row[i] - previous[i]);
        break;
    case VELLUM_PNG_AVERAGE:
        for (i = 0; i < bpp && i < length; i++) out[i] = (uint8_t)(row[i] - (previous[i] >> 1));
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - ((row[i - bpp] + previous[i]) >> 1));
        break;
    case VELLUM_PNG_PAETH:
        for (i = 0; i < bpp && i < length; i++) out[i] = (uint8_t)(row[i] - previous[i]);
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - vellum_png_paeth(row[i - bpp], previous[i], previous[i - bpp]));
        break;
    default:
        for (i = 0; i < length; i++) out[i] = row[i];
    }
}

/* libpng's heuristic for choosing a row's filter: the least sum of the filtered bytes
 * read as signed magnitudes. */
static inline uint64_t vellum_png_filter_cost(const uint8_t *filtered, size_t length) {
    uint64_t sum = 0;
    for (size_t i = 0; i < length; i++) sum += filtered[i] < 128 ? filtered[i] : 256 - filtered[i];
    return sum;
}

/*
 * Writes the filter type byte and the filtered row to `out` (length + 1 bytes): tries
 * all five filters into `scratch` (length bytes) and keeps the cheapest, as libpng does.
 * For `PNGCompression.smallest`; the default writes rows unfiltered.
 */
static inline void vellum_png_write_row(const uint8_t *row, const uint8_t *previous,
                                        size_t length, size_t bpp, uint8_t *scratch, uint8_t *out) {
    uint64_t best = UINT64_MAX;
    for (int filter = VELLUM_PNG_NONE; filter <= VELLUM_PNG_PAETH; filter++) {
        vellum_png_filter_row(filter, row, previous, length, bpp, scratch);
        uint64_t cost = vellum_png_filter_cost(scratch, length);
        if (cost < best) {
            best = cost;
            out[0] = (uint8_t)filter;
            for (size_t i = 0; i < length; i++) out[i + 1] = scratch[i];
        }
    }
}
