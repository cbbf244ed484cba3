#ifndef HINDEX_CLIBXML2_SHIM_H
#define HINDEX_CLIBXML2_SHIM_H
// xmlversion.h first, then drop ICU: libxml2's encoding.h would otherwise pull the system
// ICU headers, which clash with Foundation's ("'UErrorCode' has different definitions").
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/xmlerror.h>

/// `xmlFree` is a global function pointer, which Swift 6 rejects as not concurrency-safe.
static inline void hindex_xmlFree(void *pointer) { xmlFree(pointer); }
#endif
