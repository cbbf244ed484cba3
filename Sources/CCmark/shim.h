#ifndef HINDEX_CCMARK_SHIM_H
#define HINDEX_CCMARK_SHIM_H
#include <cmark.h>
#include <stdlib.h>
#endif
