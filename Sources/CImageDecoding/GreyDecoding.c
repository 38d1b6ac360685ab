#include "CImageDecoding.h"

#include <leptonica/allheaders.h>
#include <png.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Leptonica's luminance weights (L_RED_WEIGHT, L_GREEN_WEIGHT, L_BLUE_WEIGHT), computed in the same
// float arithmetic as pixConvertRGBToLuminance so that the grey values are the same bytes.
static inline l_int32 luminance(l_int32 r, l_int32 g, l_int32 b) {
    const l_float32 rw = 0.3f, gw = 0.5f, bw = 0.2f;
    l_int32 value = (l_int32)(rw * r + gw * g + bw * b + 0.5);
    return value > 255 ? 255 : value;
}

static void copy_message(char *to, size_t size, const char *text) {
    if (to == NULL || size == 0) return;
    snprintf(to, size, "%s", text ? text : "");
}

// MARK: PNG

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    jmp_buf jump;
    char *message;
    size_t message_size;
} png_source;

static void png_fail(png_structp png, png_const_charp text) {
    png_source *source = (png_source *)png_get_error_ptr(png);
    copy_message(source->message, source->message_size, text);
    longjmp(source->jump, 1);
}

static void png_quiet(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void png_read_bytes(png_structp png, png_bytep out, png_size_t count) {
    png_source *source = (png_source *)png_get_io_ptr(png);
    if (count > source->size - source->offset) png_error(png, "the data ends before the image does");
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

// One row of `channels` bytes a pixel (1 grey, 3 colour) written grey into the picture's line.
static void grey_row(const png_byte *row, int channels, l_uint32 *line, png_uint_32 width) {
    for (png_uint_32 x = 0; x < width; x++) {
        const png_byte *p = row + (size_t)x * channels;
        SET_DATA_BYTE(line, x, channels == 1 ? p[0] : luminance(p[0], p[1], p[2]));
    }
}

void *splitbill_png_decode_grey(const uint8_t *data, size_t size, char *message, size_t message_size) {
    png_source source = {data, size, 0, {0}, message, message_size};
    copy_message(message, message_size, "");
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, png_fail, png_quiet);
    if (png == NULL) { copy_message(message, message_size, "out of memory"); return NULL; }
    png_infop info = png_create_info_struct(png);
    // Kept volatile: they are changed after setjmp and read after a longjmp.
    PIX *volatile pix = NULL;
    png_bytep volatile rows = NULL;
    png_bytepp volatile pointers = NULL;
    if (info == NULL || setjmp(source.jump)) {
        PIX *made = pix;
        pixDestroy(&made);
        free(rows);
        free(pointers);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        if (message && message[0] == 0) copy_message(message, message_size, "the decoder refused the data");
        return NULL;
    }
    png_set_read_fn(png, &source, png_read_bytes);
    png_set_user_limits(png, 32767, 32767);
    png_set_chunk_malloc_max(png, 16 * 1024 * 1024);
    png_read_info(png, info);
    png_uint_32 width = 0, height = 0;
    int depth = 0, colour = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &depth, &colour, &interlace, NULL, NULL);
    if (depth == 16) png_set_strip_16(png);
    if (colour == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (colour == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (colour & PNG_COLOR_MASK_ALPHA) png_set_strip_alpha(png);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    int channels = png_get_channels(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (channels != 1 && channels != 3) png_error(png, "an unexpected pixel layout");
    pix = pixCreate((l_int32)width, (l_int32)height, 8);
    if (pix == NULL) png_error(png, "out of memory for the grey picture");
    l_uint32 *lines = pixGetData(pix);
    l_int32 words = pixGetWpl(pix);
    if (passes == 1) {
        rows = malloc(row_bytes);
        if (rows == NULL) png_error(png, "out of memory for a row");
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, rows, NULL);
            grey_row(rows, channels, lines + (size_t)y * words, width);
        }
    } else {
        // An interlaced image arrives in seven passes over the whole picture: it is held whole, in
        // 8-bit samples, and turned grey once complete.
        rows = malloc(row_bytes * height);
        pointers = malloc(sizeof(png_bytep) * height);
        if (rows == NULL || pointers == NULL) png_error(png, "out of memory for the interlaced image");
        for (png_uint_32 y = 0; y < height; y++) pointers[y] = rows + (size_t)y * row_bytes;
        png_read_image(png, pointers);
        for (png_uint_32 y = 0; y < height; y++) grey_row(pointers[y], channels, lines + (size_t)y * words, width);
    }
    png_read_end(png, NULL);
    free(rows);
    free(pointers);
    png_destroy_read_struct(&png, &info, NULL);
    return pix;
}

// MARK: JPEG

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    size_t message_size;
} jpeg_failure;

static void jpeg_fail(j_common_ptr info) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    copy_message(failure->message, failure->message_size, text);
    longjmp(failure->jump, 1);
}

static void jpeg_quiet(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

void *splitbill_jpeg_decode_cmyk_grey(
    const uint8_t *data, size_t size, int reduction, long max_memory, char *message, size_t message_size
) {
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    PIX *volatile pix = NULL;
    JSAMPLE *volatile row = NULL;
    copy_message(message, message_size, "");
    info.err = jpeg_std_error(&failure.base);
    failure.base.error_exit = jpeg_fail;
    failure.base.emit_message = jpeg_quiet;
    failure.message = message;
    failure.message_size = message_size;
    if (setjmp(failure.jump)) {
        PIX *made = pix;
        pixDestroy(&made);
        free(row);
        jpeg_destroy_decompress(&info);
        if (message && message[0] == 0) copy_message(message, message_size, "the decoder refused the data");
        return NULL;
    }
    jpeg_create_decompress(&info);
    if (max_memory > 0) info.mem->max_memory_to_use = max_memory;
    jpeg_mem_src(&info, (const unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (info.num_components != 4) {
        copy_message(message, message_size, "not a 4-component (CMYK) JPEG");
        longjmp(failure.jump, 1);
    }
    info.out_color_space = JCS_CMYK;
    info.scale_num = 1;
    info.scale_denom = (unsigned int)(reduction >= 1 ? reduction : 1);
    jpeg_start_decompress(&info);
    JDIMENSION width = info.output_width, height = info.output_height;
    // An Adobe file stores its inks inverted (as Photoshop writes them); others store them as printed.
    boolean inverted = info.saw_Adobe_marker;
    pix = pixCreate((l_int32)width, (l_int32)height, 8);
    row = malloc((size_t)width * 4);
    if (pix == NULL || row == NULL) {
        copy_message(message, message_size, "out of memory for the grey picture");
        longjmp(failure.jump, 1);
    }
    l_uint32 *lines = pixGetData(pix);
    l_int32 words = pixGetWpl(pix);
    while (info.output_scanline < height) {
        JDIMENSION y = info.output_scanline;
        JSAMPROW target = row;
        if (jpeg_read_scanlines(&info, &target, 1) != 1) break;
        l_uint32 *line = lines + (size_t)y * words;
        for (JDIMENSION x = 0; x < width; x++) {
            const JSAMPLE *p = row + (size_t)x * 4;
            l_int32 c = p[0], m = p[1], yellow = p[2], k = p[3];
            l_int32 r, g, b;
            if (inverted) {
                r = k * c / 255; g = k * m / 255; b = k * yellow / 255;
            } else {
                r = k * (255 - c) / 255; g = k * (255 - m) / 255; b = k * (255 - yellow) / 255;
            }
            SET_DATA_BYTE(line, x, luminance(r, g, b));
        }
    }
    jpeg_finish_decompress(&info);
    free(row);
    jpeg_destroy_decompress(&info);
    return pix;
}
