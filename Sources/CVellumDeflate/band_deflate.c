#include "band_deflate.h"

#include <stdlib.h> /* qsort */
#include <string.h>

/* Deflate's format is RFC 1951; the section numbers below are its. */

/* Matches compare eight bytes at a time as little-endian words (x86-64, AArch64). */
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the band deflate assumes a little-endian machine");

enum {
    WINDOW = 32768,         /* the farthest a match may reach back (3.2.5) */
    MIN_MATCH = 3,
    MAX_MATCH = 258,
    LITLEN_SYMBOLS = 286,   /* 0-255 literals, 256 end of block, 257-285 lengths */
    DIST_SYMBOLS = 30,
    CODELEN_SYMBOLS = 19,
    MAX_BITS = 15,          /* the longest literal/length or distance code */
    MAX_CODELEN_BITS = 7,   /* the longest code-length code */
    HASH_BITS = 15,
    /* A block's tokens are counted and coded together: short enough for the code to
     * follow the picture (a gradient above, text below), long enough that its header,
     * about 80 bytes, is small beside it. */
    BLOCK_TOKENS = 1 << 16,
    END_OF_BLOCK = 256,
};

/* Tokens: a literal byte, or a match of `length` bytes `distance` back. */
#define MATCH_FLAG 0x80000000u
static inline uint32_t match_token(uint32_t length, uint32_t distance) { return MATCH_FLAG | (length << 16) | (distance - 1); }

/* ---- Writing bits, least significant first (3.1.1) ---- */

typedef struct {
    uint8_t *out;
    size_t position;
    uint64_t bits;
    unsigned count;
} BitWriter;

static inline void put_bits(BitWriter *writer, uint32_t value, unsigned count) {
    writer->bits |= (uint64_t)value << writer->count;
    writer->count += count;
    if (writer->count >= 32) {
        uint32_t word = (uint32_t)writer->bits;
        uint8_t *out = writer->out + writer->position;
        out[0] = (uint8_t)word; out[1] = (uint8_t)(word >> 8); out[2] = (uint8_t)(word >> 16); out[3] = (uint8_t)(word >> 24);
        writer->position += 4;
        writer->bits >>= 32;
        writer->count -= 32;
    }
}

/* Pads to a byte boundary with zero bits and writes out what is pending. */
static void align_to_byte(BitWriter *writer) {
    while (writer->count > 0) {
        writer->out[writer->position++] = (uint8_t)writer->bits;
        writer->bits >>= 8;
        writer->count = writer->count >= 8 ? writer->count - 8 : 0;
    }
    writer->bits = 0;
}

/* ---- Huffman codes (3.2.2) ---- */

typedef struct { uint32_t frequency; uint16_t symbol; } Leaf;

static int by_frequency(const void *a, const void *b) {
    const Leaf *x = a, *y = b;
    if (x->frequency != y->frequency) return x->frequency < y->frequency ? -1 : 1;
    return (int)x->symbol - (int)y->symbol;  /* ties by symbol, so the bytes are deterministic */
}

/*
 * Code lengths no longer than `limit` for `count` symbols: an optimal Huffman code (the
 * two-queue construction over leaves sorted by frequency), then, if it is too deep, the
 * overlong codes are cut to `limit` and codes are lengthened from the deepest allowed
 * level up until the lengths again form a complete prefix code (the Kraft sum is 1).
 * At least two symbols get a code, as every decoder accepts.
 */
static void code_lengths(const uint32_t *frequencies, int count, unsigned limit, uint8_t *lengths) {
    Leaf leaves[LITLEN_SYMBOLS];
    int used = 0;
    memset(lengths, 0, (size_t)count);
    for (int symbol = 0; symbol < count; symbol++)
        if (frequencies[symbol] > 0) leaves[used++] = (Leaf){frequencies[symbol], (uint16_t)symbol};
    if (used < 2) {
        int first = used == 1 ? leaves[0].symbol : 0;
        lengths[first] = 1;
        lengths[first == 0 ? 1 : 0] = 1;
        return;
    }
    qsort(leaves, (size_t)used, sizeof(Leaf), by_frequency);

    /* Nodes 0..<used are the leaves in order, used... the internal nodes in the order
     * they are made, which is also by weight. */
    uint32_t weight[2 * LITLEN_SYMBOLS];
    int parent[2 * LITLEN_SYMBOLS];
    for (int i = 0; i < used; i++) weight[i] = leaves[i].frequency;
    int nextLeaf = 0, nextInternal = used, made = used;
    for (int step = 0; step < used - 1; step++) {
        int pair[2];
        for (int k = 0; k < 2; k++) {
            int takeLeaf = nextLeaf < used && (nextInternal >= made || weight[nextLeaf] <= weight[nextInternal]);
            pair[k] = takeLeaf ? nextLeaf++ : nextInternal++;
        }
        weight[made] = weight[pair[0]] + weight[pair[1]];
        parent[pair[0]] = parent[pair[1]] = made;
        made++;
    }
    /* Depths from the root (the last node made) down. */
    unsigned depth[2 * LITLEN_SYMBOLS];
    depth[made - 1] = 0;
    for (int node = made - 2; node >= 0; node--) depth[node] = depth[parent[node]] + 1;

    unsigned perLength[MAX_BITS + 1] = {0};
    for (int i = 0; i < used; i++) perLength[depth[i] > limit ? limit : depth[i]]++;
    uint32_t kraft = 0;  /* in units of 2^-limit */
    for (unsigned length = 1; length <= limit; length++) kraft += perLength[length] << (limit - length);
    while (kraft > (1u << limit)) {
        /* Drop one code at the deepest level and split one shallower code into two one
         * level deeper: the sum falls by one unit each time. */
        perLength[limit]--;
        for (unsigned length = limit - 1; length > 0; length--) {
            if (perLength[length] > 0) { perLength[length]--; perLength[length + 1] += 2; break; }
        }
        kraft--;
    }
    /* The least frequent symbols take the longest codes. */
    int next = 0;
    for (unsigned length = limit; length > 0; length--)
        for (unsigned n = perLength[length]; n > 0; n--) lengths[leaves[next++].symbol] = (uint8_t)length;
}

static inline uint16_t reverse_bits(uint16_t code, unsigned length) {
    uint16_t reversed = 0;
    for (unsigned i = 0; i < length; i++) { reversed = (uint16_t)((reversed << 1) | (code & 1)); code >>= 1; }
    return reversed;
}

/* Canonical codes for the lengths (3.2.2), bit-reversed for writing LSB first. */
static void canonical_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    unsigned perLength[MAX_BITS + 1] = {0};
    for (int symbol = 0; symbol < count; symbol++) perLength[lengths[symbol]]++;
    perLength[0] = 0;
    uint16_t next[MAX_BITS + 1];
    uint16_t code = 0;
    for (unsigned bits = 1; bits <= MAX_BITS; bits++) {
        code = (uint16_t)((code + perLength[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int symbol = 0; symbol < count; symbol++)
        codes[symbol] = lengths[symbol] ? reverse_bits(next[lengths[symbol]]++, lengths[symbol]) : 0;
}

/* ---- Length and distance symbols (3.2.5) ---- */

static inline unsigned floor_log2(uint32_t x) { return 31u - (unsigned)__builtin_clz(x); }

/* The symbol for a match length, its extra bits and their value. */
static inline unsigned length_symbol(uint32_t length, unsigned *extraBits, uint32_t *extra) {
    if (length == MAX_MATCH) { *extraBits = 0; *extra = 0; return 285; }
    uint32_t x = length - 3;
    if (x < 8) { *extraBits = 0; *extra = 0; return 257 + x; }
    unsigned k = floor_log2(x);
    *extraBits = k - 2;
    *extra = x & ((1u << (k - 2)) - 1);
    return 257 + 4 * (k - 1) + ((x >> (k - 2)) & 3);
}

static inline unsigned distance_symbol(uint32_t distance, unsigned *extraBits, uint32_t *extra) {
    uint32_t x = distance - 1;
    if (x < 4) { *extraBits = 0; *extra = 0; return x; }
    unsigned k = floor_log2(x);
    *extraBits = k - 1;
    *extra = x & ((1u << (k - 1)) - 1);
    return 2 * k + ((x >> (k - 1)) & 1);
}

/* ---- Finding matches ---- */

/* How many bytes from `a` equal those from `b`, up to `limit`. Little-endian words. */
static inline uint32_t common_length(const uint8_t *a, const uint8_t *b, uint32_t limit) {
    uint32_t n = 0;
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        uint64_t difference = x ^ y;
        if (difference) return n + ((unsigned)__builtin_ctzll(difference) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

static inline uint32_t hash4(const uint8_t *p) {
    uint32_t word;
    memcpy(&word, p, 4);
    return (word * 2654435761u) >> (32 - HASH_BITS);
}

/* ---- One block ---- */

/* The code-length alphabet's order in the block header (3.2.7). */
static const uint8_t codeLengthOrder[CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* Writes `tokens` as one dynamic-Huffman block that is not final. */
static void write_block(BitWriter *writer, const uint32_t *tokens, size_t count) {
    uint32_t litlenFrequencies[LITLEN_SYMBOLS] = {0}, distFrequencies[DIST_SYMBOLS] = {0};
    unsigned extraBits;
    uint32_t extra;
    for (size_t i = 0; i < count; i++) {
        uint32_t token = tokens[i];
        if (token & MATCH_FLAG) {
            litlenFrequencies[length_symbol((token >> 16) & 0x1FF, &extraBits, &extra)]++;
            distFrequencies[distance_symbol((token & 0xFFFF) + 1, &extraBits, &extra)]++;
        } else {
            litlenFrequencies[token]++;
        }
    }
    litlenFrequencies[END_OF_BLOCK] = 1;

    uint8_t litlenLengths[LITLEN_SYMBOLS], distLengths[DIST_SYMBOLS];
    uint16_t litlenCodes[LITLEN_SYMBOLS], distCodes[DIST_SYMBOLS];
    code_lengths(litlenFrequencies, LITLEN_SYMBOLS, MAX_BITS, litlenLengths);
    code_lengths(distFrequencies, DIST_SYMBOLS, MAX_BITS, distLengths);
    canonical_codes(litlenLengths, LITLEN_SYMBOLS, litlenCodes);
    canonical_codes(distLengths, DIST_SYMBOLS, distCodes);

    int litlenCount = LITLEN_SYMBOLS, distCount = DIST_SYMBOLS;
    while (litlenCount > 257 && litlenLengths[litlenCount - 1] == 0) litlenCount--;
    while (distCount > 1 && distLengths[distCount - 1] == 0) distCount--;

    /* Both length lists, run-length coded with symbols 16 (repeat the previous length
     * 3-6 times), 17 (3-10 zeros) and 18 (11-138 zeros) (3.2.7). */
    uint8_t sequence[LITLEN_SYMBOLS + DIST_SYMBOLS];
    memcpy(sequence, litlenLengths, (size_t)litlenCount);
    memcpy(sequence + litlenCount, distLengths, (size_t)distCount);
    int total = litlenCount + distCount;
    uint8_t runSymbols[LITLEN_SYMBOLS + DIST_SYMBOLS], runExtras[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int runs = 0;
    uint32_t codeLengthFrequencies[CODELEN_SYMBOLS] = {0};
    for (int i = 0; i < total;) {
        uint8_t value = sequence[i];
        int run = 1;
        while (i + run < total && sequence[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) { int n = run < 138 ? run : 138; runSymbols[runs] = 18; runExtras[runs++] = (uint8_t)(n - 11); run -= n; }
            if (run >= 3) { runSymbols[runs] = 17; runExtras[runs++] = (uint8_t)(run - 3); run = 0; }
        } else {
            runSymbols[runs] = value; runExtras[runs++] = 0; run--;
            while (run >= 3) { int n = run < 6 ? run : 6; runSymbols[runs] = 16; runExtras[runs++] = (uint8_t)(n - 3); run -= n; }
        }
        while (run-- > 0) { runSymbols[runs] = value; runExtras[runs++] = 0; }
    }
    for (int i = 0; i < runs; i++) codeLengthFrequencies[runSymbols[i]]++;
    uint8_t codeLengthLengths[CODELEN_SYMBOLS];
    uint16_t codeLengthCodes[CODELEN_SYMBOLS];
    code_lengths(codeLengthFrequencies, CODELEN_SYMBOLS, MAX_CODELEN_BITS, codeLengthLengths);
    canonical_codes(codeLengthLengths, CODELEN_SYMBOLS, codeLengthCodes);
    int codeLengthCount = CODELEN_SYMBOLS;
    while (codeLengthCount > 4 && codeLengthLengths[codeLengthOrder[codeLengthCount - 1]] == 0) codeLengthCount--;

    put_bits(writer, 0, 1);  /* BFINAL: not the last block */
    put_bits(writer, 2, 2);  /* BTYPE: dynamic Huffman codes */
    put_bits(writer, (uint32_t)(litlenCount - 257), 5);
    put_bits(writer, (uint32_t)(distCount - 1), 5);
    put_bits(writer, (uint32_t)(codeLengthCount - 4), 4);
    for (int i = 0; i < codeLengthCount; i++) put_bits(writer, codeLengthLengths[codeLengthOrder[i]], 3);
    static const uint8_t runExtraBits[3] = {2, 3, 7};
    for (int i = 0; i < runs; i++) {
        uint8_t symbol = runSymbols[i];
        put_bits(writer, codeLengthCodes[symbol], codeLengthLengths[symbol]);
        if (symbol >= 16) put_bits(writer, runExtras[i], runExtraBits[symbol - 16]);
    }

    for (size_t i = 0; i < count; i++) {
        uint32_t token = tokens[i];
        if (token & MATCH_FLAG) {
            unsigned symbol = length_symbol((token >> 16) & 0x1FF, &extraBits, &extra);
            put_bits(writer, litlenCodes[symbol], litlenLengths[symbol]);
            if (extraBits) put_bits(writer, extra, extraBits);
            symbol = distance_symbol((token & 0xFFFF) + 1, &extraBits, &extra);
            put_bits(writer, distCodes[symbol], distLengths[symbol]);
            if (extraBits) put_bits(writer, extra, extraBits);
        } else {
            put_bits(writer, litlenCodes[token], litlenLengths[token]);
        }
    }
    put_bits(writer, litlenCodes[END_OF_BLOCK], litlenLengths[END_OF_BLOCK]);
}

/* ---- A band ---- */

size_t vellum_deflate_band_bound(size_t length) {
    /* Literals of at most 15 bits each, a header of under 300 bytes per block, and the
     * closing empty stored block. */
    return 2 * length + 320 * (length / BLOCK_TOKENS + 1) + 16;
}

size_t vellum_deflate_band_scratch_size(void) {
    return (BLOCK_TOKENS + ((size_t)1 << HASH_BITS)) * sizeof(uint32_t);
}

size_t vellum_deflate_band(const uint8_t *data, size_t start, size_t end, size_t stride, size_t bpp, uint8_t *out,
                           void *scratch) {
    uint32_t *tokens = scratch;
    uint32_t *hashHeads = tokens + BLOCK_TOKENS;
    /* Positions are stored plus one, so 0 means none. Input over 4 GiB is not hashed. */
    memset(hashHeads, 0, ((size_t)1 << HASH_BITS) * sizeof(uint32_t));
    const int hashable = end < UINT32_MAX;

    BitWriter writer = {out, 0, 0, 0};
    size_t count = 0;
    size_t position = start;
    while (position < end) {
        size_t remaining = end - position;
        uint32_t limit = remaining < MAX_MATCH ? (uint32_t)remaining : MAX_MATCH;
        uint32_t bestLength = 0, bestDistance = 0;
        if (limit >= MIN_MATCH) {
            size_t candidates[2] = {bpp, stride};
            for (int i = 0; i < 2; i++) {
                size_t distance = candidates[i];
                if (distance == 0 || distance > WINDOW || distance > position) continue;
                uint32_t length = common_length(data + position, data + position - distance, limit);
                if (length > bestLength) { bestLength = length; bestDistance = (uint32_t)distance; }
            }
            if (bestLength < 16 && hashable && remaining >= 4) {
                uint32_t *head = &hashHeads[hash4(data + position)];
                size_t candidate = *head;
                *head = (uint32_t)position + 1;
                if (candidate != 0 && position - (candidate - 1) <= WINDOW) {
                    size_t distance = position - (candidate - 1);
                    uint32_t length = common_length(data + position, data + position - distance, limit);
                    if (length > bestLength) { bestLength = length; bestDistance = (uint32_t)distance; }
                }
            }
        }
        if (bestLength >= MIN_MATCH) {
            tokens[count++] = match_token(bestLength, bestDistance);
            position += bestLength;
        } else {
            tokens[count++] = data[position];
            position++;
        }
        if (count == BLOCK_TOKENS) { write_block(&writer, tokens, count); count = 0; }
    }
    if (count > 0 || writer.position == 0) write_block(&writer, tokens, count);

    /* An empty stored block that is not final: it ends the band on a byte boundary. */
    put_bits(&writer, 0, 3);
    align_to_byte(&writer);
    static const uint8_t emptyStored[4] = {0x00, 0x00, 0xFF, 0xFF};
    memcpy(out + writer.position, emptyStored, 4);
    writer.position += 4;

    return writer.position;
}

/* ---- Adler-32 (RFC 1950, 8.2) ---- */

uint32_t vellum_adler32_combine(uint32_t first, uint32_t second, size_t secondLength) {
    const uint32_t base = 65521;
    /* With A, B the sums of the first piece and a, b the second's (each starting from
     * A = 1, B = 0), the whole is A + a - 1 and B + b + n(A - 1), all mod 65521. */
    uint32_t n = (uint32_t)(secondLength % base);
    uint32_t a1 = first & 0xFFFF, b1 = first >> 16, a2 = second & 0xFFFF, b2 = second >> 16;
    uint32_t a = (a1 + a2 + base - 1) % base;
    uint32_t b = (uint32_t)(((uint64_t)b1 + b2 + (uint64_t)n * ((a1 + base - 1) % base)) % base);
    return a | (b << 16);
}
