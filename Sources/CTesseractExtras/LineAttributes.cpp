#include "CTesseractExtras.h"
#include <tesseract/pageiterator.h>

int splitbill_line_rise_and_drop(const void *page_iterator, float *rise, float *descenders) {
    auto iterator = static_cast<const tesseract::PageIterator *>(page_iterator);
    if (iterator == nullptr || iterator->Empty(tesseract::RIL_TEXTLINE)) return 0;
    float height = 0, descent = 0, ascent = 0;
    // height = x_height + ascenders - descenders.
    iterator->RowAttributes(&height, &descent, &ascent);
    *rise = height + descent;
    *descenders = descent;
    return 1;
}
