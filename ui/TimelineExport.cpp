#include "TimelineExport.h"

#include "TimelinePage.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace mt::ui {

namespace {
// Text::tr() for this file's strings, under a context lupdate understands.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(mt::ui::TimelineExport)
};
} // namespace

bool exportTimeline(const Analysis &analysis, const QString &path, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != u"png" && suffix != u"svg" && suffix != u"pdf")
        return fail(Text::tr("Unknown image format “%1”: use .png, .svg or .pdf.").arg(suffix));

    TimelinePage page(analysis);
    const QSize size = page.size();

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == u"png") {
        const qreal dpr = 2.0;
        QImage image(size * dpr, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        image.fill(Qt::white);
        QPainter p(&image);
        page.paint(p);
        p.end();
        image.setDotsPerMeterX(qRound(96 * dpr / 0.0254));
        image.setDotsPerMeterY(qRound(96 * dpr / 0.0254));
        if (!image.save(&buffer, "PNG"))
            return fail(Text::tr("Could not encode the PNG image."));
    } else if (suffix == u"svg") {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setResolution(96); // point sizes as on screen and in the PNG, not at 72 dpi
        svg.setTitle(page.title());
        svg.setDescription(page.subtitle());
        QPainter p(&svg);
        page.paint(p);
        p.end();
    } else {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(page.title());
        pdf.setCreator(QStringLiteral("Match Timeline"));
        pdf.setResolution(96); // one logical pixel per device unit
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setPageSize(QPageSize(QSizeF(size.width() * 72.0 / 96, size.height() * 72.0 / 96),
            QPageSize::Point, QString(), QPageSize::ExactMatch));
        QPainter p(&pdf);
        page.paint(p);
        p.end();
    }
    buffer.close();

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(Text::tr("Cannot write %1: %2").arg(path, file.errorString()));
    if (file.write(bytes) != bytes.size() || !file.commit())
        return fail(Text::tr("Cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

} // namespace mt::ui
