// Light and dark palettes. By default the program follows the platform's palette (a dark desktop
// theme gives a dark window); View > Dark Palette forces a dark Fusion palette, kept in QSettings.
// Every colour of ours (event lanes, highlights, disputed words) is chosen per palette.
#pragma once

#include <QColor>
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

    // The tones of a message in the info bar. The accent is the frame and icon colour; the
    // background is the accent faded into the window colour, so the palette's text stays
    // readable on it in light and dark palettes alike.
    enum class Tone { Information, Warning, Error };
    static QColor toneAccent(Tone tone, const QPalette &palette);
    static QColor toneBackground(Tone tone, const QPalette &palette);
};

} // namespace mt::ui
