#ifndef SPLITBILL_CTESSERACT_EXTRAS_H
#define SPLITBILL_CTESSERACT_EXTRAS_H
// What Tesseract's C++ API offers and its C API leaves out, as C functions. The iterator is passed
// untyped so that this header does not declare Tesseract's C types a second time (Swift sees them
// through CTesseract).
#ifdef __cplusplus
extern "C" {
#endif

/// The text line a `TessPageIterator` (or `TessResultIterator`'s page iterator) is at: its
/// `x_height + ascenders` (how far above the baseline Tesseract's recogniser reads the line) and its
/// `descenders` (how far below, negative), in pixels of the image, as `PageIterator::RowAttributes`
/// gives them. Returns 0 when the iterator is at no line.
int splitbill_line_rise_and_drop(const void *page_iterator, float *rise, float *descenders);

#ifdef __cplusplus
}
#endif
#endif
