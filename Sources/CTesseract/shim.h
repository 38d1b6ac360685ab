#ifndef SPLITBILL_CTESSERACT_SHIM_H
#define SPLITBILL_CTESSERACT_SHIM_H
// Leptonica first, so that `struct Pix` is complete and has one Swift type in every file.
#include <leptonica/allheaders.h>
#include <tesseract/capi.h>
#endif
