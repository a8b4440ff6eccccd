/* libwebp: still images (encode.h, decode.h), and animations assembled by libwebpmux's
 * WebPAnimEncoder and read back by libwebpdemux's WebPAnimDecoder. */
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>
