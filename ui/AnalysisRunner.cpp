#include "AnalysisRunner.h"

#include "CoreBridge.h"

#include <QPointer>
#include <QPromise>
#include <QtConcurrent>

namespace mt::ui {

AnalysisRunner::AnalysisRunner(QObject *parent)
    : QObject(parent)
    , m_function(defaultFunction())
{
}

AnalysisRunner::~AnalysisRunner()
{
    cancel();
    waitForFinished();
}

AnalysisRunner::Function AnalysisRunner::defaultFunction()
{
    return [](const QStringList &paths, const Analyzer::Progress &progress) {
        return CoreBridge::analyzeFiles(paths, progress);
    };
}

bool AnalysisRunner::isRunning() const
{
    return m_watcher && m_watcher->isRunning();
}

void AnalysisRunner::cancel()
{
    if (m_watcher && m_watcher->isRunning()) {
        m_watcher->disconnect(this);
        m_watcher->cancel();
        // The old watcher goes once its thread returns; nothing waits for it.
        QFutureWatcher<Analysis> *old = m_watcher;
        connect(old, &QFutureWatcher<Analysis>::finished, old, &QObject::deleteLater);
        m_watcher = nullptr;
        emit canceled();
    }
}

void AnalysisRunner::waitForFinished()
{
    if (m_watcher)
        m_watcher->waitForFinished();
}

void AnalysisRunner::start(const QStringList &paths)
{
    cancel();
    const quint64 generation = ++m_generation;
    auto *watcher = new QFutureWatcher<Analysis>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcher<Analysis>::progressValueChanged, this, [this, watcher] {
        emit progress(watcher->progressValue(), watcher->progressMaximum(),
                      watcher->progressText());
    });
    connect(watcher, &QFutureWatcher<Analysis>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (m_watcher == watcher)
            m_watcher = nullptr;
        if (generation != m_generation || watcher->isCanceled() || watcher->future().resultCount() == 0)
            return;
        emit finished(watcher->result());
    });

    const Function function = m_function;
    QFuture<Analysis> future = QtConcurrent::run(
        [function, paths](QPromise<Analysis> &promise) {
            promise.setProgressRange(0, int(paths.size()));
            const Analyzer::Progress progress = [&promise](int done, int total,
                                                          const QString &file) {
                promise.setProgressRange(0, total);
                promise.setProgressValueAndText(done, file);
                return !promise.isCanceled();
            };
            Analysis result = function(paths, progress);
            if (!promise.isCanceled())
                promise.addResult(std::move(result));
        });
    watcher->setFuture(future);
    emit started();
}

} // namespace mt::ui
