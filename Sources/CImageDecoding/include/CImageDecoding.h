#ifndef SPLITBILL_CIMAGEDECODING_H
#define SPLITBILL_CIMAGEDECODING_H
// Decoders that turn an image grey while they read it, a row at a time, for the images whose full
// decode would hold several copies of their pixels: 16-bit and very large PNGs (libpng's own rows and
// Leptonica's colour picture, 8 and 4 bytes a pixel) and CMYK JPEGs (a colour picture of 4 bytes a
// pixel). What they make is the grey picture Leptonica's own decoding followed by its luminance
// conversion (0.3 red, 0.5 green, 0.2 blue) would make, in one byte a pixel.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Decodes the PNG in `data` into a new 8-bit grey Leptonica picture (a `PIX *`, returned untyped so
/// that this header does not declare Leptonica's types a second time). 16-bit samples keep their high
/// byte, a palette is looked up, alpha is ignored. Returns NULL on failure, with libpng's message in
/// `message` (at most `message_size` bytes, NUL-terminated).
void *splitbill_png_decode_grey(const uint8_t *data, size_t size, char *message, size_t message_size);

/// Decodes the 4-component (CMYK or YCCK) JPEG in `data`, reduced by `reduction` (1, 2, 4 or 8) in each
/// direction, into a new 8-bit grey Leptonica picture. The decoder's working memory (a progressive
/// image's coefficients) is capped at `max_memory` bytes: a file that needs more is refused. Returns
/// NULL on failure, with libjpeg's message in `message`.
void *splitbill_jpeg_decode_cmyk_grey(
    const uint8_t *data, size_t size, int reduction, long max_memory, char *message, size_t message_size);

#ifdef __cplusplus
}
#endif
#endif
