// Runs the analysis off the GUI thread (QtConcurrent + QFutureWatcher). A newer request
// supersedes an older one: its result is dropped, so the window always shows the latest set.
#pragma once

#include "pipeline/Analyzer.h"

#include <QFutureWatcher>
#include <QObject>

#include <functional>

namespace mt::ui {

class AnalysisRunner : public QObject
{
    Q_OBJECT

public:
    using Function = std::function<Analysis(const QStringList &paths, const Analyzer::Progress &)>;

    explicit AnalysisRunner(QObject *parent = nullptr);
    ~AnalysisRunner() override;

    // Defaults to the core's Analyzer; tests may substitute a fixture or a slow function.
    void setFunction(Function f) { m_function = std::move(f); }
    static Function defaultFunction();

    void start(const QStringList &paths);
    void cancel();
    bool isRunning() const;
    void waitForFinished(); // tests and shutdown only

signals:
    void started();
    void progress(int done, int total, const QString &file);
    void finished(const mt::Analysis &analysis);
    void canceled();

private:
    Function m_function;
    QFutureWatcher<Analysis> *m_watcher = nullptr;
    quint64 m_generation = 0;
};

} // namespace mt::ui
