#include "Theme.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace mt::ui {

namespace {
const QString DarkKey = QStringLiteral("ui/darkPalette");

struct Platform
{
    bool saved = false;
    QString style;
    QPalette palette;
};

Platform &platform()
{
    static Platform p;
    return p;
}
} // namespace

bool Theme::savedDark()
{
    return QSettings().value(DarkKey, false).toBool();
}

void Theme::saveDark(bool dark)
{
    QSettings().setValue(DarkKey, dark);
}

bool Theme::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QPalette Theme::darkPalette()
{
    // Contrast checked against WCAG AA: text on base ~13:1, placeholder and disabled text ~4.6:1.
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1f, 0x21, 0x24);
    const QColor alternate(0x27, 0x29, 0x2d);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor dim(0x9a, 0x9d, 0xa3);
    const QColor button(0x35, 0x38, 0x3d);
    const QColor highlight(0x2f, 0x6f, 0xc4);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, alternate);
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dim);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x53));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x41, 0x46));
    p.setColor(QPalette::Mid, QColor(0x6a, 0x6e, 0x75));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9c, 0xff));
    p.setColor(QPalette::Inactive, QPalette::Highlight, QColor(0x3a, 0x4f, 0x6b));
    p.setColor(QPalette::Inactive, QPalette::HighlightedText, text);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x83, 0x89));
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x53));
    return p;
}

QColor Theme::toneAccent(Tone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Warning:
        return dark ? QColor(0xf0, 0xa0, 0x3c) : QColor(0xc2, 0x6a, 0x00);
    case Tone::Error:
        return dark ? QColor(0xf2, 0x6d, 0x6d) : QColor(0xc0, 0x2b, 0x2b);
    case Tone::Information:
        break;
    }
    return dark ? QColor(0x5a, 0xa9, 0xf0) : QColor(0x1f, 0x6f, 0xc4);
}

QColor Theme::toneBackground(Tone tone, const QPalette &palette)
{
    // 18% accent over the window colour: text on it keeps the window text's contrast (AA).
    const QColor accent = toneAccent(tone, palette);
    const QColor window = palette.color(QPalette::Window);
    const auto mix = [](int a, int w) { return (a * 18 + w * 82) / 100; };
    return QColor(mix(accent.red(), window.red()), mix(accent.green(), window.green()),
        mix(accent.blue(), window.blue()));
}

void Theme::apply(bool dark)
{
    Platform &plat = platform();
    if (!plat.saved) {
        plat.saved = true;
        plat.style = QApplication::style()->name();
        plat.palette = QApplication::palette();
    }
    if (dark) {
        // Fusion draws every part from the palette; native styles may not.
        if (QApplication::style()->name().compare(u"fusion", Qt::CaseInsensitive) != 0)
            QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
    } else {
        if (QApplication::style()->name().compare(plat.style, Qt::CaseInsensitive) != 0)
            QApplication::setStyle(QStyleFactory::create(plat.style));
        QApplication::setPalette(plat.palette);
    }
}

} // namespace mt::ui
