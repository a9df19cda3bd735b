// The timeline as a page, the picture every export draws: the title (teams and score), a line
// of counts, the chart with its legend, and the list of sources, however many. Laid out once,
// with the fonts it paints with, so the page is as tall as what it holds and nothing is cut:
// the source list takes two columns where every line fits half the width, else one.
#pragma once

#include "model/Analysis.h"

#include <QFont>
#include <QRect>
#include <QStringList>

#include <memory>

class QPainter;

namespace mt::ui {

class TimelineChartView;

class TimelinePage
{
public:
    explicit TimelinePage(const Analysis &analysis);
    ~TimelinePage();
    TimelinePage(const TimelinePage &) = delete;
    TimelinePage &operator=(const TimelinePage &) = delete;

    QSize size() const { return {Width, m_height}; } // logical pixels
    QString title() const { return m_title; }
    QString subtitle() const { return m_subtitle; }
    // Where source `i`'s line is drawn (logical pixels).
    QRect sourceRect(int i) const;
    void paint(QPainter &p);

    static constexpr int Width = 1400;

private:
    static constexpr int Margin = 24;
    static constexpr int TitleHeight = 40;
    static constexpr int SubtitleHeight = 26;
    static constexpr int ChartHeight = 560;

    void layOutSources();
    int sourcesTop() const { return Margin + TitleHeight + SubtitleHeight + ChartHeight + 16; }

    std::unique_ptr<TimelineChartView> m_view;
    QString m_title;
    QString m_subtitle;
    QStringList m_sources;
    QFont m_titleFont;
    QFont m_small;
    int m_line = 0; // line spacing of m_small
    int m_columns = 2;
    int m_height = 0;
};

} // namespace mt::ui
