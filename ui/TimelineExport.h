// The timeline as a picture: PNG (2x), SVG and PDF (vector), with a title (teams and score),
// the legend and the source names. Used by File > Export and by `matchtimeline --export`.
#pragma once

#include "model/Analysis.h"

#include <QString>

namespace mt::ui {

// The format comes from the suffix: .png, .svg or .pdf. Written atomically (QSaveFile).
// Needs a QApplication (any platform, offscreen included); shows no window.
bool exportTimeline(const mt::Analysis &analysis, const QString &path, QString *error);

} // namespace mt::ui
