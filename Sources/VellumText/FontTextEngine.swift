import VellumCore
import CHarfBuzz
import CFreeType
import CFontconfig
import CFriBidi
import CUnibreak

// The real-font TextEngine lands here (issue 3).
