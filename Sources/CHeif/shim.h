#ifndef SPLITBILL_CHEIF_SHIM_H
#define SPLITBILL_CHEIF_SHIM_H
#include <libheif/heif.h>
#endif
