#include <fribidi.h>

/// FRIBIDI_PAR_ON is a macro Swift cannot import: "resolve the direction from the text".
static inline FriBidiParType vellum_fribidi_par_auto(void) { return FRIBIDI_PAR_ON; }
static inline int vellum_fribidi_par_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type) ? 1 : 0; }
