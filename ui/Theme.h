// Light and dark palettes. By default the program follows the platform's palette (a dark desktop
// theme gives a dark window); View > Dark Palette forces a dark Fusion palette, kept in QSettings.
// Every colour of ours (event lanes, highlights, disputed words) is chosen per palette.
#pragma once

#include <QPalette>

namespace mt::ui {

class Theme
{
public:
    static bool savedDark();
    static void saveDark(bool dark);
    // Applies the dark palette (Fusion style) or goes back to the platform's style and palette.
    static void apply(bool dark);
    static bool isDark(const QPalette &palette);
    static QPalette darkPalette();
};

} // namespace mt::ui
