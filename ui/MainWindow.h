// The viewer's window: timeline on top, reports side by side below, Events and Disagreements
// docks; owns the set of loaded files and re-analyses the whole set when it changes (the
// analysis is cross-report).
#pragma once

#include "SelectionController.h"

#include <QMainWindow>
#include <QSet>
#include <QTimer>

class QLabel;
class QMimeData;
class QLineEdit;
class QMenu;
class QProgressBar;
class QPushButton;
class QAbstractItemModel;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;
class QTreeView;

namespace mt::ui {

class ReportListModel;

class AnalysisRunner;
class DisagreementModel;
class EventTableModel;
class InfoBar;
class RecentFiles;
class SourcePanesView;
class TimelineChartView;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // What to do with reports already loaded when a set is opened from Open Recent or the
    // sample; Cancel opens nothing.
    enum class LoadChoice { Add, Replace, Cancel };

    // Adds files or folders to the loaded set (or replaces the set with them) and re-analyses
    // it; already loaded files are skipped. The menu, drops and the command line all come here.
    void openFiles(const QStringList &paths, LoadChoice choice = LoadChoice::Add);
    void openSampleMatch(LoadChoice choice = LoadChoice::Replace);
    // Add when nothing is loaded (no question then); otherwise asks Add, Replace or Cancel.
    LoadChoice askAddOrReplace();
    void closeReport(int sourceIndex);
    void closeAll();
    // Shows a finished analysis (also how tests show fixtures without the engine).
    void showAnalysis(const mt::Analysis &analysis);

    bool exportTimelineTo(const QString &path, QString *error);
    bool exportCsvTo(const QString &path, QString *error);
    bool exportJsonTo(const QString &path, QString *error);

    QStringList loadedFiles() const { return m_files; }
    AnalysisPtr analysis() const { return m_analysis; }
    bool isAnalysing() const;
    AnalysisRunner *runner() const { return m_runner; }
    SelectionController *selection() const { return m_selection; }
    TimelineChartView *chartView() const { return m_chart; }
    SourcePanesView *panesView() const { return m_panes; }
    QTableView *eventTable() const { return m_eventTable; }
    // The size and dock widths of a first start on a screen of this available geometry.
    void fitTo(const QRect &available);
    QTreeView *disagreementView() const { return m_disagreementView; }
    QSortFilterProxyModel *eventProxy() const { return m_eventProxy; }
    QTableView *reportTable() const { return m_reportTable; }
    QLineEdit *reportFilter() const { return m_reportFilter; }
    QDockWidget *reportsDock() const { return m_reportsDock; }
    // What else the engine read: the reports' claims, and the events it left out (on demand).
    QDockWidget *claimsDock() const { return m_claimsDock; }
    QDockWidget *leftOutDock() const { return m_leftOutDock; }
    QTableView *claimTable() const { return m_claimTable; }
    QTableView *leftOutTable() const { return m_leftOutTable; }
    QLineEdit *claimFilter() const { return m_claimFilter; }
    QLineEdit *leftOutFilter() const { return m_leftOutFilter; }
    QLineEdit *eventFilter() const { return m_filter; }
    // The message bar above the timeline: problems with files, failed exports.
    InfoBar *infoBar() const { return m_infoBar; }
    // The About box's text: version, Qt and ICU versions, licence.
    static QString aboutText();

signals:
    void analysisShown();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void addTellerActions(QMenu *go);
    // Every text the window sets itself, again in the interface language now installed.
    void retranslate();
    void applyTexts();
    void rebuildMenus();
    void createDocks();
    void restoreSettings();
    void saveSettings() const;
    void startAnalysis();
    void onAnalysisFinished(const mt::Analysis &analysis);
    void presentAnalysis();
    void onAnalysisCanceled();
    void showWarnings(const QList<Warning> &warnings);
    void followSelection(int eventIndex);
    void followDisagreement(int flatIndex);
    void updateStatus();
    void updateReadingTitles();
    void updateActions();
    void chooseFiles();
    void chooseFolder();
    void chooseExport(const QString &suffix);
    void showAbout();
    void showShortcuts();
    void createLanguageMenu(QMenu *menu);
    void updateTabOrder();
    void createReportsDock();
    void fitReportColumns();
    void createReadingDocks();
    QDockWidget *addReadingDock(const QString &name, QAbstractItemModel *model, int sourceRole,
        int sortRole, QTableView **table, QLineEdit **filterField);
    void addDockToggles(QMenu *view);
    static QLineEdit *newFilterField(QWidget *parent);
    static QTableView *newListTable(QWidget *parent, QAbstractItemModel *model, const QString &name);
    QDockWidget *addListDock(const QString &name, QWidget *panel, QLineEdit *filter, QWidget *list);
    static QStringList localFiles(const QMimeData *mime);

    AnalysisPtr m_analysis;
    bool m_retranslateQueued = false;
    QStringList m_files;      // the set being shown or being analysed
    QStringList m_shownFiles; // the set behind m_analysis (restored on cancel)
    QSet<QString> m_reportedWarnings;
    SelectionController *m_selection;
    AnalysisRunner *m_runner;
    TimelineChartView *m_chart;
    SourcePanesView *m_panes;
    QSplitter *m_splitter;
    EventTableModel *m_eventModel;
    QSortFilterProxyModel *m_eventProxy;
    DisagreementModel *m_disagreementModel;
    QTableView *m_eventTable = nullptr;
    QTreeView *m_disagreementView = nullptr;
    QLineEdit *m_filter = nullptr;
    QDockWidget *m_eventsDock = nullptr;
    QDockWidget *m_disagreementsDock = nullptr;
    QDockWidget *m_reportsDock = nullptr;
    ReportListModel *m_reportModel = nullptr;
    QSortFilterProxyModel *m_reportProxy = nullptr;
    QTableView *m_reportTable = nullptr;
    QLineEdit *m_reportFilter = nullptr;
    QDockWidget *m_claimsDock = nullptr;
    QDockWidget *m_leftOutDock = nullptr;
    QTableView *m_claimTable = nullptr;
    QTableView *m_leftOutTable = nullptr;
    QLineEdit *m_claimFilter = nullptr;
    QLineEdit *m_leftOutFilter = nullptr;
    InfoBar *m_infoBar = nullptr;
    RecentFiles *m_recent = nullptr;
    QLabel *m_counts;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QTimer m_progressDelay;
    bool m_restarting = false;
    bool m_syncing = false; // views following the controller don't write back to it

    QAction *m_openAction = nullptr;
    QAction *m_sampleAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_closeAllAction = nullptr;
    QList<QAction *> m_exportActions;
    QList<QAction *> m_navigationActions;
    QList<QAction *> m_findActions;
};

} // namespace mt::ui
