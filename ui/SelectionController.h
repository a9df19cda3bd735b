// The one current event (and current disagreement) shared by the chart, the table, the
// disagreement list and the source panes: each view writes here and follows from here.
#pragma once

#include "model/Analysis.h"

#include <QObject>

#include <memory>

namespace mt::ui {

using AnalysisPtr = std::shared_ptr<const Analysis>;

class SelectionController : public QObject
{
    Q_OBJECT

public:
    explicit SelectionController(QObject *parent = nullptr);

    void setAnalysis(AnalysisPtr analysis); // clears the selection
    const AnalysisPtr &analysis() const { return m_analysis; }

    QString currentEventId() const;
    int currentEventIndex() const { return m_event; }
    const Event *currentEvent() const;
    // Flat index over every (event, field) disagreement in event order; -1 when none.
    int currentDisagreement() const { return m_disagreement; }
    int disagreementTotal() const;
    // Event index and field index of flat disagreement i.
    std::pair<int, int> disagreementAt(int flatIndex) const;

public slots:
    void selectEvent(const QString &id);
    void selectEventIndex(int index);
    void selectDisagreement(int flatIndex);
    void clear();
    void nextEvent() { stepEvent(+1); }
    void previousEvent() { stepEvent(-1); }
    void nextDisagreement() { stepDisagreement(+1); }
    void previousDisagreement() { stepDisagreement(-1); }

signals:
    void analysisChanged();
    // index -1 when nothing is selected
    void currentEventChanged(int index, const QString &id);
    void currentDisagreementChanged(int flatIndex);
    // Next went past the last disagreement to the first (forward), or Previous before the
    // first to the last.
    void disagreementWrapped(bool forward);

private:
    void stepEvent(int delta);
    void stepDisagreement(int delta);
    void setCurrent(int event, int disagreement);
    int firstDisagreementOf(int event) const;
    int disagreementBeside(int event, int delta) const;

    AnalysisPtr m_analysis;
    int m_event = -1;
    int m_disagreement = -1;
};

} // namespace mt::ui
