#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The word tricks below read and write bytes in little-endian order (x86-64, AArch64). */
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "Vellum's pixel code assumes a little-endian machine");

/*
 * Reading Cairo image-surface pixels for the encoders. An ARGB32 or RGB24 pixel is a
 * native-endian 32-bit word: alpha (or unused), red, green, blue from the top byte down,
 * with colour premultiplied by alpha. Static inline: compiled by the Swift compiler
 * from this header.
 */

/* Whether every pixel of the ARGB32 rows has alpha 255. */
static inline int vellum_cairo_is_opaque(const uint8_t *data, size_t stride, size_t width, size_t height) {
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(data + y * stride);
        uint32_t all = 0xFF000000u;
        for (size_t x = 0; x < width; x++) all &= row[x];
        if (all != 0xFF000000u) return 0;
    }
    return 1;
}

/*
 * One row as straight (not premultiplied) bytes: RGBA when `channels` is 4, RGB when 3
 * (alpha dropped: for RGB24 rows, or ARGB32 rows known to be opaque). `rgb24` reads the
 * rows as RGB24, whose top byte is unused: alpha is 255. The arithmetic is Cairo's own
 * PNG writer's (`unpremultiply_data` in cairo-png.c), so the pixels are the ones Cairo
 * would have written.
 */
static inline void vellum_cairo_straight_row(const uint32_t *row, size_t width, int channels, int rgb24, uint8_t *out) {
    if (channels == 3) {
        size_t x = 0;
        /* Four pixels (ARGB words, B G R A in memory) make three words of R G B bytes:
         * byte-swapping a pixel and dropping alpha leaves R G B in its low three bytes. */
        for (; x + 4 <= width; x += 4) {
            uint32_t q0 = __builtin_bswap32(row[x]) >> 8, q1 = __builtin_bswap32(row[x + 1]) >> 8;
            uint32_t q2 = __builtin_bswap32(row[x + 2]) >> 8, q3 = __builtin_bswap32(row[x + 3]) >> 8;
            uint32_t words[3] = {q0 | q1 << 24, q1 >> 8 | q2 << 16, q2 >> 16 | q3 << 8};
            memcpy(out + 3 * x, words, 12);
        }
        for (; x < width; x++) {
            uint32_t pixel = row[x];
            out[3 * x] = (uint8_t)(pixel >> 16);
            out[3 * x + 1] = (uint8_t)(pixel >> 8);
            out[3 * x + 2] = (uint8_t)pixel;
        }
        return;
    }
    for (size_t x = 0; x < width; x++) {
        uint32_t pixel = row[x];
        uint32_t alpha = rgb24 ? 255 : pixel >> 24;
        uint8_t *o = out + 4 * x;
        if (alpha == 255) {
            o[0] = (uint8_t)(pixel >> 16);
            o[1] = (uint8_t)(pixel >> 8);
            o[2] = (uint8_t)pixel;
            o[3] = 255;
        } else if (alpha == 0) {
            o[0] = o[1] = o[2] = o[3] = 0;
        } else {
            o[0] = (uint8_t)((((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha);
            o[1] = (uint8_t)((((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha);
            o[2] = (uint8_t)(((pixel & 0xFF) * 255 + alpha / 2) / alpha);
            o[3] = (uint8_t)alpha;
        }
    }
}
