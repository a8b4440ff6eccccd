import VellumCore
import CCairo
import CJPEG

// The Cairo renderer lands here (issue 4).
