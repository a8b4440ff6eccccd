#include <linebreak.h>
#include <wordbreak.h>
