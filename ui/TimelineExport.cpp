#include "TimelineExport.h"

#include "EventText.h"
#include "SelectionController.h"
#include "TimelineChartView.h"

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

constexpr int PageWidth = 1400; // logical pixels; PNG doubles it
constexpr int ChartHeight = 560;
constexpr int Margin = 24;

// Exports look the same whatever the desktop theme: dark text on white.
QPalette exportPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::Mid, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Highlight, QColor(0x1e, 0x6f, 0xd9));
    return p;
}

struct Page
{
    QString title;
    QString subtitle;
    QStringList sources;
    int height = 0;
};

Page describe(const Analysis &a, const QFont &font)
{
    Page page;
    const QString home = EventText::teamName(a, TeamSide::Home);
    const QString away = EventText::teamName(a, TeamSide::Away);
    page.title = a.match.finalScore.isValid()
                     ? QString(home + u"  " + EventText::scoreText(a.match.finalScore) + u"  "
                               + away)
                     : QString(home + u" – " + away);
    page.subtitle = Text::tr("Match timeline") + u" · "
                    + Text::tr("%n event(s)", nullptr, int(a.events.size())) + u" · "
                    + Text::tr("%n disagreement(s)", nullptr, a.disagreementCount());
    if (!a.match.competition.isEmpty())
        page.subtitle = a.match.competition + u" · " + page.subtitle;
    for (const Source &s : a.sources) {
        const QString lang = s.languageName.isEmpty() ? s.language : s.languageName;
        page.sources << s.id + u"  " + s.file + (lang.isEmpty() ? QString() : u" (" + lang + u')');
    }
    const int lineHeight = QFontMetrics(font).lineSpacing();
    const int sourceRows = (int(page.sources.size()) + 1) / 2; // two columns
    page.height = Margin + 40 + 26 + ChartHeight + 16 + lineHeight * (sourceRows + 1) + Margin;
    return page;
}

void paintPage(QPainter &p, const Analysis &a, TimelineChartView &view, const Page &page)
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(QRect(0, 0, PageWidth, page.height), Qt::white);
    const QColor ink(0x20, 0x20, 0x20);
    const QColor grey(0x60, 0x60, 0x60);

    QFont titleFont = view.font();
    titleFont.setPixelSize(28);
    titleFont.setBold(true);
    p.setFont(titleFont);
    p.setPen(ink);
    int y = Margin;
    p.drawText(QRect(Margin, y, PageWidth - 2 * Margin, 40), Qt::AlignLeft | Qt::AlignVCenter,
               page.title);
    y += 40;
    QFont small = view.font();
    small.setPixelSize(15);
    p.setFont(small);
    p.setPen(grey);
    p.drawText(QRect(Margin, y, PageWidth - 2 * Margin, 26), Qt::AlignLeft | Qt::AlignVCenter,
               page.subtitle);
    y += 26;

    view.renderChart(&p, QRectF(Margin, y, PageWidth - 2 * Margin, ChartHeight),
                     QSize(PageWidth - 2 * Margin, ChartHeight));
    y += ChartHeight + 16;

    p.setFont(small);
    const int line = QFontMetrics(small).lineSpacing();
    QFont bold = small;
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(ink);
    p.drawText(QPoint(Margin, y + QFontMetrics(bold).ascent()), Text::tr("Sources"));
    p.setFont(small);
    p.setPen(grey);
    const int columnWidth = (PageWidth - 2 * Margin) / 2;
    for (int i = 0; i < page.sources.size(); ++i) {
        const int row = i / 2 + 1;
        const int col = i % 2;
        const QRect r(Margin + col * columnWidth, y + row * line, columnWidth - 12, line);
        p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetrics(small).elidedText(page.sources[i], Qt::ElideMiddle, r.width()));
    }
    Q_UNUSED(a);
}
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

    TimelineChartView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.setPalette(exportPalette());
    QFont font = view.font();
    font.setPixelSize(14);
    view.setFont(font);
    auto shared = std::make_shared<const Analysis>(analysis);
    view.setAnalysis(shared);
    view.chart()->setTitle(QString()); // the page carries the title
    const Page page = describe(analysis, font);

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == u"png") {
        const qreal dpr = 2.0;
        QImage image(QSize(PageWidth, page.height) * dpr, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        image.fill(Qt::white);
        QPainter p(&image);
        paintPage(p, analysis, view, page);
        p.end();
        image.setDotsPerMeterX(qRound(96 * dpr / 0.0254));
        image.setDotsPerMeterY(qRound(96 * dpr / 0.0254));
        if (!image.save(&buffer, "PNG"))
            return fail(Text::tr("Could not encode the PNG image."));
    } else if (suffix == u"svg") {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(QSize(PageWidth, page.height));
        svg.setViewBox(QRect(0, 0, PageWidth, page.height));
        svg.setTitle(page.title);
        svg.setDescription(page.subtitle);
        QPainter p(&svg);
        paintPage(p, analysis, view, page);
        p.end();
    } else {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(page.title);
        pdf.setCreator(QStringLiteral("Match Timeline"));
        pdf.setResolution(96); // one logical pixel per device unit
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setPageSize(QPageSize(QSizeF(PageWidth * 72.0 / 96, page.height * 72.0 / 96),
                                  QPageSize::Point, QString(), QPageSize::ExactMatch));
        QPainter p(&pdf);
        paintPage(p, analysis, view, page);
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
