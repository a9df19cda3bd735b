#include "TimelinePage.h"

#include "EventText.h"
#include "TimelineChartView.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>

namespace mt::ui {

namespace {
// Text::tr() for this file's strings, under the context the translations already use.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(mt::ui::TimelineExport)
};

// Pages look the same whatever the desktop theme: dark text on white.
QPalette pagePalette()
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

QString titleOf(const Analysis &a)
{
    const QString home = EventText::teamName(a, TeamSide::Home);
    const QString away = EventText::teamName(a, TeamSide::Away);
    if (!a.match.finalScore.isValid())
        return home + u" – " + away;
    return home + u"  " + EventText::scoreText(a.match.finalScore) + u"  " + away;
}

QString subtitleOf(const Analysis &a)
{
    QString line = Text::tr("Match timeline") + u" · "
        + Text::tr("%n event(s)", nullptr, int(a.events.size())) + u" · "
        + Text::tr("%n disagreement(s)", nullptr, a.disagreementCount());
    return a.match.competition.isEmpty() ? line : a.match.competition + u" · " + line;
}
} // namespace

TimelinePage::TimelinePage(const Analysis &analysis)
    : m_view(std::make_unique<TimelineChartView>())
    , m_title(titleOf(analysis))
    , m_subtitle(subtitleOf(analysis))
{
    m_view->setAttribute(Qt::WA_DontShowOnScreen);
    m_view->setPalette(pagePalette());
    QFont font = m_view->font();
    font.setPixelSize(14);
    m_view->setFont(font);
    m_view->setAnalysis(std::make_shared<const Analysis>(analysis));
    m_view->chart()->setTitle(QString()); // the page carries the title

    m_titleFont = font;
    m_titleFont.setPixelSize(28);
    m_titleFont.setBold(true);
    m_small = font;
    m_small.setPixelSize(15);
    m_line = QFontMetrics(m_small).lineSpacing();
    for (const Source &s : analysis.sources) {
        const QString lang = s.language.isEmpty() && s.languageName.isEmpty()
            ? QString()
            : EventText::languageName(s); // in the interface's language
        m_sources << s.id + u"  " + s.file + (lang.isEmpty() ? QString() : u" (" + lang + u')');
    }
    layOutSources();
}

TimelinePage::~TimelinePage() = default;

void TimelinePage::layOutSources()
{
    const QFontMetrics fm(m_small);
    const int half = (Width - 2 * Margin) / 2 - 12;
    m_columns = 2;
    for (const QString &line : std::as_const(m_sources)) {
        if (fm.horizontalAdvance(line) > half)
            m_columns = 1;
    }
    const int rows = (int(m_sources.size()) + m_columns - 1) / m_columns;
    m_height = sourcesTop() + m_line * (rows + 1) + Margin; // the heading, then the rows
}

QRect TimelinePage::sourceRect(int i) const
{
    const int columnWidth = (Width - 2 * Margin) / m_columns;
    const int row = i / m_columns + 1;
    const int col = i % m_columns;
    return {Margin + col * columnWidth, sourcesTop() + row * m_line, columnWidth - 12, m_line};
}

void TimelinePage::paint(QPainter &p)
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(QRect(QPoint(0, 0), size()), Qt::white);
    const QColor ink(0x20, 0x20, 0x20);
    const QColor grey(0x60, 0x60, 0x60);
    const int inner = Width - 2 * Margin;

    p.setFont(m_titleFont);
    p.setPen(ink);
    const QFontMetrics titleMetrics(m_titleFont);
    p.drawText(QRect(Margin, Margin, inner, TitleHeight), Qt::AlignLeft | Qt::AlignVCenter,
        titleMetrics.elidedText(m_title, Qt::ElideRight, inner));
    p.setFont(m_small);
    p.setPen(grey);
    p.drawText(QRect(Margin, Margin + TitleHeight, inner, SubtitleHeight),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(m_small).elidedText(m_subtitle, Qt::ElideRight, inner));

    const int chartTop = Margin + TitleHeight + SubtitleHeight;
    m_view->renderChart(
        &p, QRectF(Margin, chartTop, inner, ChartHeight), QSize(inner, ChartHeight));

    QFont bold = m_small;
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(ink);
    p.drawText(QRect(Margin, sourcesTop(), inner, m_line), Qt::AlignLeft | Qt::AlignVCenter,
        Text::tr("Sources"));
    p.setFont(m_small);
    p.setPen(grey);
    const QFontMetrics fm(m_small);
    for (int i = 0; i < m_sources.size(); ++i) {
        const QRect r = sourceRect(i);
        p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
            fm.elidedText(m_sources[i], Qt::ElideMiddle, r.width()));
    }
}

} // namespace mt::ui
