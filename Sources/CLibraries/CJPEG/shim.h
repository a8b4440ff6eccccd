#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

/*
 * libjpeg reports a fatal error by calling `error_exit`, which must not return. Swift
 * cannot catch a longjmp, so the whole decode runs here, in C, behind a setjmp, and
 * hands Swift a status code. Static inline: the Swift compiler compiles it from this
 * header, so no separate C target is needed.
 */

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} vellum_jpeg_error;

static inline void vellum_jpeg_error_exit(j_common_ptr info) {
    vellum_jpeg_error *error = (vellum_jpeg_error *)info->err;
    info->err->format_message(info, error->message);
    longjmp(error->jump, 1);
}

/* Warnings (a truncated file, say) are recovered from; keep them off standard error. */
static inline void vellum_jpeg_output_message(j_common_ptr info) { (void)info; }

/* libjpeg's standard error manager with the two handlers above, for `info.err`. */
static inline struct jpeg_error_mgr *vellum_jpeg_errors(vellum_jpeg_error *error) {
    struct jpeg_error_mgr *manager = jpeg_std_error(&error->manager);
    manager->error_exit = vellum_jpeg_error_exit;
    manager->output_message = vellum_jpeg_output_message;
    error->message[0] = 0;
    return manager;
}

enum {
    VELLUM_JPEG_OK = 0,
    /* libjpeg failed; `message` says why. */
    VELLUM_JPEG_FAILED = 1,
    /* Larger than the limits; `width` and `height` are set. */
    VELLUM_JPEG_TOO_LARGE = 2,
    VELLUM_JPEG_OUT_OF_MEMORY = 3,
};

/*
 * Decodes a JPEG into opaque RGBA bytes, row by row. On VELLUM_JPEG_OK, `*pixels` holds
 * width * height * 4 bytes that the caller frees with free(). CMYK and YCCK files are
 * converted to RGB (Adobe's inverted CMYK included).
 */
static inline int vellum_jpeg_decode(const unsigned char *data, unsigned long size,
                                     unsigned long max_side, unsigned long max_pixels,
                                     unsigned char **pixels, unsigned long *width,
                                     unsigned long *height, char message[JMSG_LENGTH_MAX]) {
    struct jpeg_decompress_struct info;
    vellum_jpeg_error error;
    /* volatile: read after a longjmp back into this frame. */
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    message[0] = 0;

    info.err = vellum_jpeg_errors(&error);
    if (setjmp(error.jump)) {
        for (int i = 0; i < JMSG_LENGTH_MAX; i++) message[i] = error.message[i];
        free(buffer);
        jpeg_destroy_decompress(&info);
        return VELLUM_JPEG_FAILED;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);

    *width = info.image_width;
    *height = info.image_height;
    if (info.image_width > max_side || info.image_height > max_side ||
        (unsigned long)info.image_width * info.image_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        return VELLUM_JPEG_TOO_LARGE;
    }

    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);

    unsigned long stride = (unsigned long)info.output_width * 4;
    buffer = malloc(stride * info.output_height);
    if (buffer == NULL) {
        jpeg_destroy_decompress(&info);
        return VELLUM_JPEG_OUT_OF_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (cmyk) {
        /* Adobe writes CMYK inverted: a stored 255 means no ink. */
        int inverted = info.saw_Adobe_marker;
        for (unsigned long i = 0; i < stride * info.output_height; i += 4) {
            unsigned c = buffer[i], m = buffer[i + 1], y = buffer[i + 2], k = buffer[i + 3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            buffer[i] = (unsigned char)(c * k / 255);
            buffer[i + 1] = (unsigned char)(m * k / 255);
            buffer[i + 2] = (unsigned char)(y * k / 255);
            buffer[i + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return VELLUM_JPEG_OK;
}

/*
 * Encodes Cairo RGB24 rows (native-endian 32-bit words, the top byte unused) as a
 * baseline JPEG of `quality` 1...100 with libjpeg's standard tables, behind the same
 * setjmp as the decoder. On VELLUM_JPEG_OK, `*output` holds `*output_size` bytes that
 * the caller frees with free().
 */
static inline int vellum_jpeg_encode(const unsigned char *data, unsigned long stride,
                                     unsigned long width, unsigned long height, int quality,
                                     unsigned char **output, unsigned long *output_size,
                                     char message[JMSG_LENGTH_MAX]) {
    struct jpeg_compress_struct info;
    vellum_jpeg_error error;
    /* Address-taken, so libjpeg's writes to them are in memory after a longjmp. */
    unsigned char *destination = NULL;
    unsigned long size = 0;
    *output = NULL;
    *output_size = 0;
    message[0] = 0;

    info.err = vellum_jpeg_errors(&error);
    if (setjmp(error.jump)) {
        for (int i = 0; i < JMSG_LENGTH_MAX; i++) message[i] = error.message[i];
        jpeg_destroy_compress(&info);
        free(destination);
        return VELLUM_JPEG_FAILED;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &destination, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    /* A native-endian word's bytes in memory: B, G, R, unused on little-endian machines. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    info.in_color_space = JCS_EXT_XRGB;
#else
    info.in_color_space = JCS_EXT_BGRX;
#endif
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(data + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = destination;
    *output_size = size;
    return VELLUM_JPEG_OK;
}
