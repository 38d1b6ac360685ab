#ifndef SPLITBILL_CLEPTONICA_SHIM_H
#define SPLITBILL_CLEPTONICA_SHIM_H
#include <leptonica/allheaders.h>
#endif
