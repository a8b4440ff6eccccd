#ifndef VELLUM_BAND_DEFLATE_H
#define VELLUM_BAND_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/*
 * A deflate compressor for rendered images, one band of rows at a time, so the bands
 * of one image are compressed on all cores and joined into one zlib stream.
 *
 * A band is compressed into dynamic-Huffman blocks that are not final, then an empty
 * stored block brings it to a byte boundary (a "sync flush"), so band outputs concatenate
 * byte by byte. The caller writes the zlib header, the bands in order, a final empty
 * block and the Adler-32 of the whole input.
 *
 * Matches are looked for where rendered pixels repeat: the pixel to the left
 * (`bpp` bytes back), the same pixel in the row above (`stride` bytes back), and one
 * candidate from a hash of the next four bytes (repeated glyphs along a line of text).
 * Matches may reach up to 32 KiB before the band's start, into bytes the decoder has
 * already produced from earlier bands.
 */

/* Bytes `vellum_deflate_band` may write for a band of `length` input bytes. */
size_t vellum_deflate_band_bound(size_t length);

/* Bytes of working memory `vellum_deflate_band` needs (384 KiB). */
size_t vellum_deflate_band_scratch_size(void);
/*
 * Compresses `data[start, end)` (all of `data[0, end)` is readable). Writes at most
 * `vellum_deflate_band_bound(end - start)` bytes to `out` and returns how many it
 * wrote. `scratch`, of `vellum_deflate_band_scratch_size()` bytes aligned for
 * `uint32_t`, is its working memory; the caller keeps it for the next band, so its
 * pages are not taken from the kernel again each time.
 */
size_t vellum_deflate_band(const uint8_t *data, size_t start, size_t end, size_t stride, size_t bpp, uint8_t *out,
                           void *scratch);

/*
 * The Adler-32 of two pieces joined, from the Adler-32 of each and the second's length
 * (as zlib's adler32_combine), so the bands' checksums are taken on their own cores.
 */
uint32_t vellum_adler32_combine(uint32_t first, uint32_t second, size_t secondLength);

#endif
