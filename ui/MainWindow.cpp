#include "MainWindow.h"

#include "AnalysisRunner.h"
#include "CandidateListModel.h"
#include "ClaimListModel.h"
#include "CoreBridge.h"
#include "DisagreementModel.h"
#include "EventCsvWriter.h"
#include "EventIcons.h"
#include "EventTableLayout.h"
#include "EventTableModel.h"
#include "EventText.h"
#include "InfoBar.h"
#include "RecentFiles.h"
#include "ReportListModel.h"
#include "SampleMatch.h"
#include "ShortcutsDialog.h"
#include "SourcePane.h"
#include "SourcePanesView.h"
#include "Theme.h"
#include "TimelineChartView.h"
#include "TimelineExport.h"
#include "Translations.h"
#include "pipeline/Versions.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace mt::ui {

namespace {
QString canonical(const QString &path)
{
    const QFileInfo fi(path);
    const QString c = fi.canonicalFilePath();
    return c.isEmpty() ? fi.absoluteFilePath() : c;
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_selection(new SelectionController(this))
    , m_runner(new AnalysisRunner(this))
{
    setWindowTitle(tr("Match Timeline"));
    setWindowIcon(EventIcons::appIcon());
    setAcceptDrops(true);
    setDockNestingEnabled(true);

    m_chart = new TimelineChartView;
    m_chart->setObjectName(QStringLiteral("timeline"));
    m_panes = new SourcePanesView(m_selection);
    m_panes->setObjectName(QStringLiteral("sourcePanes"));
    m_splitter = new QSplitter(Qt::Vertical);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_chart);
    m_splitter->addWidget(m_panes);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    // The info bar sits above the timeline and takes room only while it shows a message.
    m_infoBar = new InfoBar;
    auto *central = new QWidget;
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(2);
    centralLayout->addWidget(m_infoBar);
    centralLayout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_eventModel = new EventTableModel(this);
    m_eventProxy = new QSortFilterProxyModel(this);
    m_eventProxy->setSourceModel(m_eventModel);
    m_eventProxy->setSortRole(EventTableModel::SortRole);
    m_eventProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_eventProxy->setFilterKeyColumn(-1);
    m_disagreementModel = new DisagreementModel(this);

    createDocks();
    createActions();

    // Status bar: counts on the left, progress and Cancel on the right while analysing.
    m_counts = new QLabel(this);
    statusBar()->addPermanentWidget(m_counts); // permanent: messages don't hide it
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(240);
    m_progress->setTextVisible(true);
    m_cancel = new QPushButton(this);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    m_progress->hide();
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, m_runner, &AnalysisRunner::cancel);

    // Short analyses finish without a flash of progress bar.
    m_progressDelay.setSingleShot(true);
    m_progressDelay.setInterval(300);
    connect(&m_progressDelay, &QTimer::timeout, this, [this] {
        if (!m_runner->isRunning())
            return;
        m_progress->show();
        m_cancel->show();
    });

    connect(m_runner, &AnalysisRunner::progress, this,
            [this](int done, int total, const QString &file) {
                m_progress->setRange(0, std::max(total, 1));
                m_progress->setValue(done);
                m_progress->setFormat(tr("%v of %m reports"));
                if (!file.isEmpty())
                    statusBar()->showMessage(tr("Reading %1…").arg(QFileInfo(file).fileName()));
            });
    connect(m_runner, &AnalysisRunner::finished, this, &MainWindow::onAnalysisFinished);
    connect(m_runner, &AnalysisRunner::canceled, this, &MainWindow::onAnalysisCanceled);

    // One selection shared by every view.
    connect(m_selection, &SelectionController::currentEventChanged, this,
            &MainWindow::followSelection);
    connect(m_selection, &SelectionController::currentDisagreementChanged, this,
            &MainWindow::followDisagreement);
    connect(m_selection, &SelectionController::disagreementWrapped, this, [this](bool forward) {
        statusBar()->showMessage(forward ? tr("Passed the last disagreement: back to the first.")
                                         : tr("Passed the first disagreement: on to the last."),
            6000);
    });
    connect(m_chart, &TimelineChartView::eventClicked, m_selection,
            &SelectionController::selectEventIndex);
    connect(m_chart, &TimelineChartView::stepRequested, this, [this](int delta) {
        delta > 0 ? m_selection->nextEvent() : m_selection->previousEvent();
    });
    connect(m_panes, &SourcePanesView::closeRequested, this, &MainWindow::closeReport);

    // New panes join the focus chain at its end; put them back between timeline and docks.
    connect(m_panes, &SourcePanesView::panesChanged, this, &MainWindow::updateTabOrder);
    updateTabOrder();

    applyTexts();
    resize(1400, 900);
    restoreSettings();
    updateStatus();
    updateActions();
}

MainWindow::~MainWindow()
{
    m_runner->cancel();
}

void MainWindow::createDocks()
{
    // Events: the filterable, sortable, keyboard and screen-reader way to the chart.
    auto *eventsPanel = new QWidget;
    m_filter = newFilterField(eventsPanel);
    m_eventTable = newListTable(eventsPanel, m_eventProxy, QStringLiteral("eventTable"));
    m_eventTable->sortByColumn(EventTableModel::TimeColumn, Qt::AscendingOrder);
    m_eventTable->verticalHeader()->setDefaultSectionSize(
        m_eventTable->fontMetrics().height() + 8);
    m_eventTable->horizontalHeader()->setHighlightSections(false);
    m_eventTable->setIconSize(QSize(18, 18));
    EventTableLayout::arrange(m_eventTable);
    connect(m_filter, &QLineEdit::textChanged, m_eventProxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_eventTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_syncing || !current.isValid())
                    return;
                m_selection->selectEventIndex(
                    current.data(EventTableModel::EventIndexRole).toInt());
            });
    m_eventsDock = addListDock(QStringLiteral("eventsDock"), eventsPanel, m_filter, m_eventTable);

    m_disagreementView = new QTreeView;
    m_disagreementView->setObjectName(QStringLiteral("disagreementList"));
    m_disagreementView->setModel(m_disagreementModel);
    m_disagreementView->setRootIsDecorated(false);
    m_disagreementView->setAlternatingRowColors(true);
    m_disagreementView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_disagreementView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_disagreementView->setIconSize(QSize(18, 18));
    m_disagreementView->setWordWrap(true);
    m_disagreementView->header()->setStretchLastSection(true);
    connect(m_disagreementView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_syncing || !current.isValid())
                    return;
                m_selection->selectDisagreement(
                    current.data(DisagreementModel::FlatIndexRole).toInt());
            });
    // A click on the row already current still selects its event (after a table selection).
    connect(m_disagreementView, &QTreeView::clicked, this, [this](const QModelIndex &index) {
        m_selection->selectDisagreement(index.data(DisagreementModel::FlatIndexRole).toInt());
    });

    m_disagreementsDock = new QDockWidget(this);
    m_disagreementsDock->setObjectName(QStringLiteral("disagreementsDock"));
    m_disagreementsDock->setWidget(m_disagreementView);
    addDockWidget(Qt::RightDockWidgetArea, m_disagreementsDock);
    splitDockWidget(m_eventsDock, m_disagreementsDock, Qt::Vertical);
    resizeDocks({m_eventsDock}, {520}, Qt::Horizontal);
    createReportsDock();
    createReadingDocks();
}

QLineEdit *MainWindow::newFilterField(QWidget *parent)
{
    auto *field = new QLineEdit(parent);
    field->setClearButtonEnabled(true);
    return field;
}

// A sortable table of rows, one selected at a time.
QTableView *MainWindow::newListTable(QWidget *parent, QAbstractItemModel *model, const QString &name)
{
    auto *table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(model);
    table->setSortingEnabled(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Tab leaves the table (arrows move between rows): no keyboard trap on the way to the docks.
    table->setTabKeyNavigation(false);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

// A dock on the right: a filter field above a list.
QDockWidget *MainWindow::addListDock(
    const QString &name, QWidget *panel, QLineEdit *filter, QWidget *list)
{
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(filter);
    layout->addWidget(list);
    auto *dock = new QDockWidget(this);
    dock->setObjectName(name);
    dock->setWidget(panel);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    return dock;
}

// Reports: every loaded report with its language, events found and what could not be read;
// a click brings the report's pane into view (only a few panes exist at a time).
void MainWindow::createReportsDock()
{
    auto *panel = new QWidget;
    m_reportFilter = newFilterField(panel);
    m_reportModel = new ReportListModel(m_selection, this);
    m_reportProxy = new QSortFilterProxyModel(this);
    m_reportProxy->setSourceModel(m_reportModel);
    m_reportProxy->setSortRole(ReportListModel::SortRole);
    m_reportProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_reportProxy->setFilterKeyColumn(-1);
    connect(m_reportFilter, &QLineEdit::textChanged, m_reportProxy,
        &QSortFilterProxyModel::setFilterFixedString);
    m_reportTable = newListTable(panel, m_reportProxy, QStringLiteral("reportTable"));
    m_reportTable->sortByColumn(-1, Qt::AscendingOrder); // report order until a header is clicked
    const auto show = [this](const QModelIndex &index) {
        if (index.isValid())
            m_panes->bringIntoView(index.data(ReportListModel::SourceIndexRole).toInt());
    };
    connect(m_reportTable, &QTableView::activated, this, show);
    connect(m_reportTable, &QTableView::clicked, this, show);
    // The reports that tell the selected event turn bold, and wider.
    connect(m_selection, &SelectionController::currentEventChanged, this,
        &MainWindow::fitReportColumns);
    m_reportsDock
        = addListDock(QStringLiteral("reportsDock"), panel, m_reportFilter, m_reportTable);
    splitDockWidget(m_disagreementsDock, m_reportsDock, Qt::Vertical);
}

// A report's file name, language and count whole (within a cap); Notes takes the rest.
void MainWindow::fitReportColumns()
{
    const int cap = 32 * m_reportTable->fontMetrics().averageCharWidth();
    for (int c : {ReportListModel::FileColumn, ReportListModel::LanguageColumn,
             ReportListModel::EventsColumn}) {
        m_reportTable->resizeColumnToContents(c);
        m_reportTable->setColumnWidth(c, std::min(m_reportTable->columnWidth(c), cap));
    }
}

// A dock of what else the engine read: a filter above a sortable table whose rows bring their
// report's pane into view.
QDockWidget *MainWindow::addReadingDock(const QString &name, QAbstractItemModel *model,
    int sourceRole, int sortRole, QTableView **table, QLineEdit **filterField)
{
    auto *panel = new QWidget;
    QLineEdit *filter = newFilterField(panel);
    *filterField = filter;
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    if (sortRole >= 0)
        proxy->setSortRole(sortRole);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy->setFilterKeyColumn(-1);
    connect(filter, &QLineEdit::textChanged, proxy, &QSortFilterProxyModel::setFilterFixedString);
    *table = newListTable(panel, proxy, name + QStringLiteral("Table"));
    (*table)->sortByColumn(-1, Qt::AscendingOrder); // the engine's order until a header is clicked
    const auto show = [this, sourceRole](const QModelIndex &index) {
        const int source = index.isValid() ? index.data(sourceRole).toInt() : -1;
        if (source >= 0)
            m_panes->bringIntoView(source);
    };
    connect(*table, &QTableView::activated, this, show);
    connect(*table, &QTableView::clicked, this, show);
    return addListDock(name + QStringLiteral("Dock"), panel, filter, *table);
}

// Claims, beside the disagreements; the events left out, hidden until asked for.
void MainWindow::createReadingDocks()
{
    m_claimsDock = addReadingDock(QStringLiteral("claims"), new ClaimListModel(m_selection, this),
        ClaimListModel::SourceIndexRole, -1, &m_claimTable, &m_claimFilter);
    m_leftOutDock = addReadingDock(QStringLiteral("leftOut"),
        new CandidateListModel(m_selection, this), CandidateListModel::SourceIndexRole,
        CandidateListModel::SortRole, &m_leftOutTable, &m_leftOutFilter);
    tabifyDockWidget(m_disagreementsDock, m_claimsDock);
    tabifyDockWidget(m_claimsDock, m_leftOutDock);
    m_disagreementsDock->raise();
    m_leftOutDock->hide();
}

// The docks' toggles in the View menu, with their access keys and shortcuts.
void MainWindow::addDockToggles(QMenu *view)
{
    QAction *eventsToggle = m_eventsDock->toggleViewAction();
    eventsToggle->setText(tr("&Events"));
    eventsToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    view->addAction(eventsToggle);
    QAction *disToggle = m_disagreementsDock->toggleViewAction();
    disToggle->setText(tr("&Disagreements"));
    disToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    view->addAction(disToggle);
    QAction *reportsToggle = m_reportsDock->toggleViewAction();
    reportsToggle->setText(tr("Re&ports"));
    reportsToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    view->addAction(reportsToggle);
    QAction *claimsToggle = m_claimsDock->toggleViewAction();
    claimsToggle->setText(tr("Clai&ms"));
    view->addAction(claimsToggle);
    QAction *leftOutToggle = m_leftOutDock->toggleViewAction();
    leftOutToggle->setText(tr("Le&ft Out"));
    leftOutToggle->setStatusTip(
        tr("Show the events the reports tell that the timeline leaves out, and why"));
    view->addAction(leftOutToggle);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_openAction = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")),
                                   tr("&Open Reports…"), this, &MainWindow::chooseFiles);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setStatusTip(tr("Add report files to this match"));
    QAction *openFolder = file->addAction(QIcon::fromTheme(QStringLiteral("folder-open")),
        tr("Open &Folder…"), this, &MainWindow::chooseFolder);
    openFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openFolder->setStatusTip(tr("Add every report in a folder (and its subfolders) to this match"));
    QMenu *recentMenu = file->addMenu(tr("Open &Recent"));
    m_recent = new RecentFiles(recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this,
        [this](const QStringList &paths) { openFiles(paths, askAddOrReplace()); });
    m_sampleAction = file->addAction(
        tr("Open &Sample Match"), this, [this] { openSampleMatch(askAddOrReplace()); });
    m_sampleAction->setStatusTip(tr("Show the bundled sample: an invented match in four reports"));
    file->addSeparator();
    m_closeAction = file->addAction(tr("&Close Report"), this, [this] {
        const int current = m_panes->currentSource();
        closeReport(current >= 0 ? current : int(m_analysis ? m_analysis->sources.size() : 0) - 1);
    });
    m_closeAction->setShortcut(QKeySequence::Close);
    m_closeAction->setStatusTip(tr("Remove the focused report (or the last one) from the match"));
    m_closeAllAction = file->addAction(tr("Close &All"), this, &MainWindow::closeAll);
    m_closeAllAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    file->addSeparator();
    QAction *png = file->addAction(tr("Export Timeline as &PNG…"), this,
                                   [this] { chooseExport(QStringLiteral("png")); });
    png->setShortcut(QKeySequence::SaveAs);
    QAction *svg = file->addAction(tr("Export Timeline as S&VG…"), this,
                                   [this] { chooseExport(QStringLiteral("svg")); });
    QAction *pdf = file->addAction(tr("Export Timeline as P&DF…"), this,
                                   [this] { chooseExport(QStringLiteral("pdf")); });
    QAction *csv = file->addAction(tr("Export &Events as CSV…"), this,
                                   [this] { chooseExport(QStringLiteral("csv")); });
    QAction *json = file->addAction(tr("Export Analysis as &JSON…"), this,
                                    [this] { chooseExport(QStringLiteral("json")); });
    m_exportActions = {png, svg, pdf, csv, json};
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *findText = edit->addAction(QIcon::fromTheme(QStringLiteral("edit-find")),
                                        tr("&Find in Reports…"), m_panes,
                                        &SourcePanesView::showFindBar);
    findText->setShortcut(QKeySequence::Find);
    findText->setStatusTip(tr("Search the text of every report"));
    QAction *findNext = edit->addAction(tr("Find &Next"), m_panes, &SourcePanesView::findNext);
    findNext->setShortcuts(QKeySequence::FindNext);
    QAction *findPrev = edit->addAction(tr("Find Pre&vious"), m_panes,
                                        &SourcePanesView::findPrevious);
    findPrev->setShortcuts(QKeySequence::FindPrevious);
    edit->addSeparator();
    QAction *find = edit->addAction(tr("Fi&lter Events…"), this, [this] {
        m_eventsDock->show();
        m_eventsDock->raise();
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
    find->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    find->setStatusTip(tr("Show only the events whose player, type or minute match"));
    m_findActions = {findText, findNext, findPrev};

    QMenu *view = menuBar()->addMenu(tr("&View"));
    addDockToggles(view);
    view->addSeparator();
    QAction *zoomIn = view->addAction(tr("Zoom &In"), this, [this] {
        m_chart->zoomBy(0.5, (m_chart->visibleMin() + m_chart->visibleMax()) / 2);
    });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction *zoomOut = view->addAction(tr("Zoom &Out"), this, [this] {
        m_chart->zoomBy(2.0, (m_chart->visibleMin() + m_chart->visibleMax()) / 2);
    });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *resetZoom = view->addAction(tr("&Reset Zoom"), m_chart,
                                         &TimelineChartView::resetZoom);
    resetZoom->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    view->addSeparator();
    QAction *dark = view->addAction(tr("Dar&k Palette"));
    dark->setObjectName(QStringLiteral("darkPaletteAction"));
    dark->setCheckable(true);
    dark->setChecked(Theme::savedDark());
    dark->setStatusTip(tr("Use dark colours whatever the desktop's theme"));
    connect(dark, &QAction::toggled, this, [](bool on) {
        Theme::saveDark(on);
        Theme::apply(on);
    });
    createLanguageMenu(view->addMenu(tr("&Language")));

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    QAction *next = go->addAction(tr("&Next Event"), m_selection, &SelectionController::nextEvent);
    next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    QAction *prev = go->addAction(tr("&Previous Event"), m_selection,
                                  &SelectionController::previousEvent);
    prev->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    go->addSeparator();
    QAction *nextDis = go->addAction(tr("Next &Disagreement"), m_selection,
                                     &SelectionController::nextDisagreement);
    nextDis->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down));
    QAction *prevDis = go->addAction(tr("Previous Di&sagreement"), m_selection,
                                     &SelectionController::previousDisagreement);
    prevDis->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up));
    addTellerActions(go);
    go->addSeparator();
    QAction *focusChart = go->addAction(tr("&Timeline"), this,
                                        [this] { m_chart->setFocus(Qt::ShortcutFocusReason); });
    focusChart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *focusTable = go->addAction(tr("E&vent Table"), this, [this] {
        m_eventsDock->show();
        m_eventTable->setFocus(Qt::ShortcutFocusReason);
    });
    focusTable->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    m_navigationActions = {next, prev, nextDis, prevDis};

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Match Timeline"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)
        ->setMenuRole(QAction::AboutQtRole);
}

// Alt+Down / Alt+Up: the reports that tell the selected event, one after the other.
void MainWindow::addTellerActions(QMenu *go)
{
    go->addSeparator();
    auto step = [this](bool forward) {
        using Step = SourcePanesView::TellerStep;
        switch (m_panes->stepTeller(forward)) {
        case Step::Moved:
            break;
        case Step::Wrapped:
            statusBar()->showMessage(forward
                    //: Status bar: Next Report Telling It went past the last such report
                    ? tr("Passed the last report telling it: back to the first.")
                    //: Status bar: Previous Report Telling It went before the first such report
                    : tr("Passed the first report telling it: on to the last."),
                6000);
            break;
        case Step::NoEvent:
            statusBar()->showMessage(
                //: Status bar: Next / Previous Report Telling It with no event selected
                tr("No event is selected: select one to walk the reports telling it."), 6000);
            break;
        case Step::NoTeller:
            //: Status bar: Next / Previous Report Telling It when no loaded report tells it
            statusBar()->showMessage(tr("No report tells the selected event."), 6000);
            break;
        }
    };
    //: Go menu: brings the next report (in report order) that tells the selected event
    QAction *next = go->addAction(tr("Next &Report Telling It"), this, [step] { step(true); });
    next->setObjectName(QStringLiteral("nextTellerAction"));
    next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    //: Status tip of Go > Next Report Telling It
    next->setStatusTip(tr("Bring the next report that tells the selected event into view"));
    //: Go menu: brings the previous report (in report order) that tells the selected event
    QAction *prev = go->addAction(tr("Previous Report Te&lling It"), this, [step] { step(false); });
    prev->setObjectName(QStringLiteral("previousTellerAction"));
    prev->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    //: Status tip of Go > Previous Report Telling It
    prev->setStatusTip(tr("Bring the previous report that tells the selected event into view"));
}

void MainWindow::createLanguageMenu(QMenu *menu)
{
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    group->setExclusive(true);
    const QString saved = Translations::savedLanguage();
    auto add = [&](const QString &code, const QString &text) {
        QAction *a = menu->addAction(text);
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == saved);
        group->addAction(a);
    };
    add(QString(), tr("&System Default"));
    menu->addSeparator();
    for (const Translations::Language &l : Translations::available())
        add(l.code, l.nativeName);
    connect(group, &QActionGroup::triggered, this, [this](QAction *a) {
        const QString code = a->data().toString();
        if (code == Translations::savedLanguage())
            return;
        Translations::saveLanguage(code);
        // Installing the translators sends every widget a LanguageChange (changeEvent).
        Translations::install(Translations::effectiveLocale());
        QString name = Translations::installedLanguage();
        for (const Translations::Language &l : Translations::available())
            name = l.code == name ? l.nativeName : name;
        statusBar()->showMessage(tr("Interface language: %1").arg(name), 6000);
    });
}

void MainWindow::changeEvent(QEvent *event)
{
    // Installing our translator and Qt's sends several in a row: make the texts once.
    if (event->type() == QEvent::LanguageChange && !m_retranslateQueued) {
        m_retranslateQueued = true;
        QTimer::singleShot(0, this, [this] {
            m_retranslateQueued = false;
            retranslate();
        });
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    rebuildMenus();
    applyTexts();
    if (m_analysis) {
        presentAnalysis(); // chart, tables and panes write their texts anew
        return;
    }
    setWindowTitle(tr("Match Timeline"));
    updateStatus();
    updateActions();
}

// The menus are made again rather than renamed item by item: their texts, status tips and the
// language menu's entries all come from createActions.
void MainWindow::rebuildMenus()
{
    const QList<QMenu *> old = menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly);
    menuBar()->clear();
    delete m_recent; // it fills the old Open Recent menu
    m_recent = nullptr;
    for (QMenu *menu : old)
        menu->deleteLater(); // the language menu may still be in the middle of its trigger
    createActions();
}

void MainWindow::applyTexts()
{
    m_filter->setPlaceholderText(tr("Filter events (player, type, minute…)"));
    m_filter->setAccessibleName(tr("Filter events"));
    m_eventTable->setAccessibleName(tr("Events"));
    m_eventTable->setAccessibleDescription(tr("Every event of the match, one per row"));
    m_eventsDock->setAccessibleName(tr("Events"));
    m_disagreementView->setAccessibleName(tr("Disagreements"));
    m_disagreementView->setAccessibleDescription(
        tr("Where the reports state different values for the same event"));
    m_disagreementsDock->setAccessibleName(tr("Disagreements"));
    m_reportFilter->setPlaceholderText(tr("Filter reports (file, language…)"));
    m_reportFilter->setAccessibleName(tr("Filter reports"));
    m_reportTable->setAccessibleName(tr("Reports"));
    m_reportTable->setAccessibleDescription(
        tr("Every loaded report; activating one shows its text beside the others"));
    m_reportsDock->setAccessibleName(tr("Reports"));
    m_claimFilter->setPlaceholderText(tr("Filter claims (text, report…)"));
    m_claimFilter->setAccessibleName(tr("Filter claims"));
    m_claimTable->setAccessibleName(tr("Claims"));
    m_claimTable->setAccessibleDescription(
        tr("What the reports claim about the match as a whole, checked against the timeline"));
    m_leftOutFilter->setPlaceholderText(tr("Filter left-out events (player, reason…)"));
    m_leftOutFilter->setAccessibleName(tr("Filter left-out events"));
    m_leftOutTable->setAccessibleName(tr("Left Out"));
    m_leftOutTable->setAccessibleDescription(
        tr("Events the reports tell that the timeline leaves out, with the reason"));
    m_progress->setAccessibleName(tr("Analysis progress"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop analysing and keep the reports shown before"));
}

void MainWindow::updateTabOrder()
{
    // Top to bottom, left to right: timeline, find field (when shown), each report, then the
    // docks' filters and lists (a tabbed dock's only while its tab is up), then the dock tab
    // bars. Panes are created after the docks, so
    // without this Tab would visit them last.
    QList<QWidget *> chain = {m_chart, m_panes->findField()};
    for (SourcePane *pane : m_panes->panes())
        chain << pane->textView();
    chain << m_filter << m_eventTable << m_disagreementView << m_reportFilter << m_reportTable
          << m_claimFilter << m_claimTable << m_leftOutFilter << m_leftOutTable;
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);
}

void MainWindow::restoreSettings()
{
    QSettings s;
    const bool restored = restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    // A first start, or a window saved on a bigger (or less scaled) screen: fit the screen.
    // At QT_SCALE_FACTOR=2 on a 1600x1000 screen only 800x500 logical pixels are available.
    if (const QScreen *screen = this->screen()) {
        const QRect avail = screen->availableGeometry();
        if (!restored || width() > avail.width() || height() > avail.height())
            fitTo(avail);
    }
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    const QByteArray split = s.value(QStringLiteral("window/mainSplitter")).toByteArray();
    if (split.isEmpty() || !m_splitter->restoreState(split))
        m_splitter->setSizes({430, 470});
    m_panes->restoreState(s.value(QStringLiteral("window/paneSplitter")).toByteArray());
}

void MainWindow::fitTo(const QRect &available)
{
    const QSize size = QSize(1400, 900).boundedTo(available.size() * 0.94);
    resize(size);
    move(available.center() - QPoint(size.width() / 2, size.height() / 2));
    resizeDocks({m_eventsDock}, {std::min(520, size.width() * 2 / 5)}, Qt::Horizontal);
}

void MainWindow::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("window/mainSplitter"), m_splitter->saveState());
    s.setValue(QStringLiteral("window/paneSplitter"), m_panes->saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_runner->cancel();
    saveSettings();
    event->accept();
}

// ---- Loading ----------------------------------------------------------------------------

void MainWindow::openFiles(const QStringList &paths, LoadChoice choice)
{
    if (paths.isEmpty() || choice == LoadChoice::Cancel)
        return;
    m_recent->add(paths);
    const QStringList expanded = CoreBridge::expandPaths(paths);
    if (choice == LoadChoice::Replace && !expanded.isEmpty()) {
        m_files.clear();
        m_reportedWarnings.clear();
    }
    int added = 0;
    for (const QString &p : expanded) {
        const QString c = canonical(p);
        if (m_files.contains(c))
            continue;
        m_files.append(c);
        ++added;
    }
    if (added == 0) {
        statusBar()->showMessage(expanded.isEmpty() ? tr("No reports found there.")
                                                    : tr("Those reports are already loaded."),
                                 5000);
        return;
    }
    m_infoBar->dismiss(); // a new load replaces the messages about the last one
    startAnalysis();
}

void MainWindow::openSampleMatch(LoadChoice choice)
{
    if (choice == LoadChoice::Cancel)
        return;
    QString error;
    const QStringList paths = SampleMatch::extract(&error);
    if (paths.isEmpty()) {
        m_infoBar->showMessage(
            InfoBar::Kind::Error, tr("The sample match could not be opened: %1").arg(error));
        return;
    }
    if (choice == LoadChoice::Replace) {
        m_files.clear();
        m_reportedWarnings.clear();
    }
    for (const QString &p : paths) {
        const QString c = canonical(p);
        if (!m_files.contains(c))
            m_files.append(c);
    }
    m_infoBar->dismiss();
    startAnalysis();
}

MainWindow::LoadChoice MainWindow::askAddOrReplace()
{
    if (m_files.isEmpty())
        return LoadChoice::Add;
    QMessageBox box(QMessageBox::Question, tr("Open Reports"),
        tr("Add these reports to the %n open report(s), or replace them?", nullptr,
            int(m_files.size())),
        QMessageBox::Cancel, this);
    QPushButton *add = box.addButton(tr("&Add"), QMessageBox::AcceptRole);
    QPushButton *replace = box.addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    box.setDefaultButton(add);
    box.exec();
    if (box.clickedButton() == add)
        return LoadChoice::Add;
    if (box.clickedButton() == replace)
        return LoadChoice::Replace;
    return LoadChoice::Cancel;
}

void MainWindow::closeReport(int sourceIndex)
{
    if (!m_analysis || sourceIndex < 0 || sourceIndex >= m_analysis->sources.size())
        return;
    const Source &src = m_analysis->sources[sourceIndex];
    const QString path = canonical(src.path);
    m_files.removeAll(path);
    m_shownFiles.removeAll(path);
    if (m_files.isEmpty()) {
        closeAll();
        return;
    }
    statusBar()->showMessage(tr("Closed %1").arg(src.file), 4000);
    startAnalysis();
}

void MainWindow::closeAll()
{
    m_runner->cancel();
    m_files.clear();
    m_shownFiles.clear();
    m_reportedWarnings.clear();
    m_infoBar->dismiss();
    showAnalysis(Analysis{});
}

bool MainWindow::isAnalysing() const
{
    return m_runner->isRunning();
}

void MainWindow::startAnalysis()
{
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Analysing…"));
    // Starting cancels a running analysis; that must not put back the previous file set.
    m_restarting = true;
    const QStringList files = m_files;
    m_runner->start(files);
    m_restarting = false;
    m_progressDelay.start();
    statusBar()->showMessage(tr("Analysing %n report(s)…", nullptr, int(m_files.size())));
    updateActions();
}

void MainWindow::onAnalysisCanceled()
{
    if (m_restarting)
        return; // superseded by a new analysis, not cancelled by the user
    m_progressDelay.stop();
    m_progress->hide();
    m_cancel->hide();
    m_files = m_shownFiles; // back to what the window shows
    statusBar()->showMessage(tr("Analysis cancelled."), 4000);
    updateActions();
}

void MainWindow::onAnalysisFinished(const Analysis &analysis)
{
    m_progressDelay.stop();
    m_progress->hide();
    m_cancel->hide();
    statusBar()->clearMessage();

    // Files the engine could not use leave the set, so they don't warn again on every change.
    for (const Warning &w : analysis.warnings) {
        if (w.source >= 0 || w.file.isEmpty())
            continue;
        for (int i = int(m_files.size()) - 1; i >= 0; --i) {
            const QFileInfo fi(m_files[i]);
            if (fi.fileName() == w.file || fi.absoluteFilePath() == w.file
                || m_files[i] == canonical(w.file))
                m_files.removeAt(i);
        }
    }
    showAnalysis(analysis);
    showWarnings(analysis.warnings);
}

void MainWindow::showAnalysis(const Analysis &analysis)
{
    m_analysis = std::make_shared<const Analysis>(analysis);
    m_shownFiles = m_files;
    presentAnalysis();
    emit analysisShown();
}

// Gives m_analysis to every view (again, after a language change), keeping the selected event.
void MainWindow::presentAnalysis()
{
    const QString previousId = m_selection->currentEventId();
    m_syncing = true;
    m_eventModel->setAnalysis(m_analysis);
    m_disagreementModel->setAnalysis(m_analysis);
    m_chart->setAnalysis(m_analysis);
    m_selection->setAnalysis(m_analysis);
    m_syncing = false;

    EventTableLayout::fit(m_eventTable);
    m_disagreementView->resizeColumnToContents(DisagreementModel::EventColumn);
    m_disagreementView->resizeColumnToContents(DisagreementModel::FieldColumn);
    fitReportColumns();

    const QString title = m_chart->titleText();
    setWindowTitle(title.isEmpty() ? tr("Match Timeline")
                                   : tr("%1 — Match Timeline").arg(title.simplified()));
    // The same event stays selected when a report is added or closed.
    if (!previousId.isEmpty())
        m_selection->selectEvent(previousId);
    updateStatus();
    updateActions();
}

void MainWindow::showWarnings(const QList<Warning> &warnings)
{
    QStringList lines;
    for (const Warning &w : warnings) {
        const QString key = w.file + u'\n' + w.message;
        if (m_reportedWarnings.contains(key))
            continue;
        m_reportedWarnings.insert(key);
        lines << (w.file.isEmpty() ? w.message : tr("%1 — %2").arg(w.file, w.message));
    }
    if (lines.isEmpty())
        return;
    // Nothing could be read at all: an error; otherwise the rest was loaded.
    const bool nothingLoaded = !m_analysis || m_analysis->sources.isEmpty();
    const InfoBar::Kind kind = nothingLoaded ? InfoBar::Kind::Error : InfoBar::Kind::Warning;
    // A few problems are listed in the message itself; more go behind Show Details.
    constexpr int MaxInline = 3;
    if (lines.size() <= MaxInline) {
        const QString lead = nothingLoaded
            ? tr("No report could be read:")
            : tr("Problems with some reports; everything else was loaded:");
        m_infoBar->showMessage(kind, lead + u'\n' + lines.join(u'\n'));
        return;
    }
    const QString summary = nothingLoaded
        ? tr("None of the %n report(s) could be read.", nullptr, int(lines.size()))
        : tr("Problems with %n report(s); everything else was loaded.", nullptr, int(lines.size()));
    m_infoBar->showMessage(kind, summary, lines);
}

// ---- Selection --------------------------------------------------------------------------

void MainWindow::followSelection(int eventIndex)
{
    m_chart->setSelectedEvent(eventIndex);
    m_syncing = true;
    const QModelIndex source = m_eventModel->indexOfEvent(eventIndex);
    const QModelIndex proxy = m_eventProxy->mapFromSource(source);
    if (proxy.isValid()) {
        m_eventTable->selectionModel()->setCurrentIndex(
            proxy, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_eventTable->scrollTo(proxy);
    } else {
        m_eventTable->selectionModel()->clearSelection();
    }
    m_syncing = false;
    const Event *e = m_selection->currentEvent();
    if (e)
        statusBar()->showMessage(EventText::summary(*e) + u"  " + EventText::details(*e));
}

void MainWindow::followDisagreement(int flatIndex)
{
    m_syncing = true;
    const QModelIndex index = m_disagreementModel->indexOfDisagreement(flatIndex);
    if (index.isValid()) {
        m_disagreementView->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_disagreementView->scrollTo(index);
    } else {
        m_disagreementView->selectionModel()->clearSelection();
    }
    m_syncing = false;
}

void MainWindow::updateStatus()
{
    const int reports = m_analysis ? int(m_analysis->sources.size()) : 0;
    const int events = m_analysis ? int(m_analysis->events.size()) : 0;
    const int dis = m_analysis ? m_analysis->disagreementCount() : 0;
    m_counts->setText(tr("%n report(s)", nullptr, reports) + u"  ·  "
                      + tr("%n event(s)", nullptr, events) + u"  ·  "
                      + tr("%n disagreement(s)", nullptr, dis));
    m_disagreementsDock->setWindowTitle(dis > 0 ? tr("Disagreements (%1)").arg(dis)
                                                : tr("Disagreements"));
    m_eventsDock->setWindowTitle(events > 0 ? tr("Events (%1)").arg(events) : tr("Events"));
    m_reportsDock->setWindowTitle(reports > 0 ? tr("Reports (%1)").arg(reports) : tr("Reports"));
    m_reportsDock->toggleViewAction()->setText(tr("Re&ports"));
    m_reportsDock->setAccessibleName(m_reportsDock->windowTitle());
    // A dock renames its toggle action after its title; the View menu keeps its access keys.
    m_eventsDock->toggleViewAction()->setText(tr("&Events"));
    m_disagreementsDock->toggleViewAction()->setText(tr("&Disagreements"));
    // Screen readers read a dock by its title; keep the name the same.
    m_disagreementsDock->setAccessibleName(m_disagreementsDock->windowTitle());
    m_eventsDock->setAccessibleName(m_eventsDock->windowTitle());
    updateReadingTitles();
}

// "Claims (3)", "Left Out (2)": the dock titles count their rows; the toggles keep their keys.
void MainWindow::updateReadingTitles()
{
    const int claims = m_analysis ? int(m_analysis->claims.size()) : 0;
    const int leftOut = m_analysis ? int(m_analysis->candidates.size()) : 0;
    m_claimsDock->setWindowTitle(claims > 0 ? tr("Claims (%1)").arg(claims) : tr("Claims"));
    m_leftOutDock->setWindowTitle(leftOut > 0 ? tr("Left Out (%1)").arg(leftOut) : tr("Left Out"));
    m_claimsDock->toggleViewAction()->setText(tr("Clai&ms"));
    m_leftOutDock->toggleViewAction()->setText(tr("Le&ft Out"));
    m_claimsDock->setAccessibleName(m_claimsDock->windowTitle());
    m_leftOutDock->setAccessibleName(m_leftOutDock->windowTitle());
}

void MainWindow::updateActions()
{
    const bool loaded = m_analysis && !m_analysis->sources.isEmpty();
    m_closeAction->setEnabled(loaded);
    m_closeAllAction->setEnabled(loaded || !m_files.isEmpty());
    for (QAction *a : std::as_const(m_exportActions))
        a->setEnabled(loaded);
    for (QAction *a : std::as_const(m_findActions))
        a->setEnabled(loaded);
    m_sampleAction->setEnabled(SampleMatch::isAvailable());
}

// ---- Drag and drop ----------------------------------------------------------------------

QStringList MainWindow::localFiles(const QMimeData *mime)
{
    QStringList out;
    if (!mime || !mime->hasUrls())
        return out;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            out << url.toLocalFile();
    }
    return out;
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!localFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dragMoveEvent(QDragMoveEvent *event)
{
    if (!localFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = localFiles(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    openFiles(files);
}

// ---- Dialogs ----------------------------------------------------------------------------

void MainWindow::chooseFiles()
{
    QSettings s;
    const QString dir = s.value(QStringLiteral("lastOpenDir"),
                                QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                            .toString();
    const QStringList filters = {tr("Match reports (*.txt *.md *.markdown *.html *.htm)"),
                                 tr("Text files (*.txt)"), tr("Markdown files (*.md *.markdown)"),
                                 tr("HTML files (*.html *.htm)"), tr("All files (*)")};
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open Reports"), dir,
                                                            filters.join(QStringLiteral(";;")));
    if (paths.isEmpty())
        return;
    s.setValue(QStringLiteral("lastOpenDir"), QFileInfo(paths.first()).absolutePath());
    openFiles(paths);
}

void MainWindow::chooseFolder()
{
    QSettings s;
    const QString dir = s.value(QStringLiteral("lastOpenDir"),
                             QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                            .toString();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open Folder"), dir);
    if (folder.isEmpty())
        return;
    s.setValue(QStringLiteral("lastOpenDir"), folder);
    openFiles({folder}); // as a dropped folder: every report in it, recursively
}

void MainWindow::chooseExport(const QString &suffix)
{
    if (!m_analysis)
        return;
    QString filter;
    QString caption;
    if (suffix == u"png") {
        caption = tr("Export Timeline as PNG");
        filter = tr("PNG images (*.png)");
    } else if (suffix == u"svg") {
        caption = tr("Export Timeline as SVG");
        filter = tr("SVG images (*.svg)");
    } else if (suffix == u"pdf") {
        caption = tr("Export Timeline as PDF");
        filter = tr("PDF documents (*.pdf)");
    } else if (suffix == u"csv") {
        caption = tr("Export Events as CSV");
        filter = tr("CSV files (*.csv)");
    } else {
        caption = tr("Export Analysis as JSON");
        filter = tr("JSON files (*.json)");
    }
    QSettings s;
    const QString dir = s.value(QStringLiteral("lastExportDir"),
                                QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                            .toString();
    QString base = m_chart->titleText().simplified();
    base.replace(QRegularExpression(QStringLiteral(R"([\\/:*?"<>|]+)")), QStringLiteral("-"));
    if (base.isEmpty())
        base = tr("match-timeline");
    QString path = QFileDialog::getSaveFileName(this, caption, dir + u'/' + base + u'.' + suffix,
                                                filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u'.' + suffix;
    s.setValue(QStringLiteral("lastExportDir"), QFileInfo(path).absolutePath());

    QString error;
    bool ok;
    if (suffix == u"csv")
        ok = exportCsvTo(path, &error);
    else if (suffix == u"json")
        ok = exportJsonTo(path, &error);
    else
        ok = exportTimelineTo(path, &error);
    if (ok)
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 5000);
    else
        m_infoBar->showMessage(InfoBar::Kind::Error, tr("%1 failed: %2").arg(caption, error));
}

bool MainWindow::exportTimelineTo(const QString &path, QString *error)
{
    if (!m_analysis)
        return false;
    return exportTimeline(*m_analysis, path, error);
}

namespace {
bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = QCoreApplication::translate("mt::ui::MainWindow", "Cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}
} // namespace

bool MainWindow::exportCsvTo(const QString &path, QString *error)
{
    if (!m_analysis)
        return false;
    return writeAtomically(path, EventCsvWriter::toCsv(*m_analysis), error);
}

bool MainWindow::exportJsonTo(const QString &path, QString *error)
{
    if (!m_analysis)
        return false;
    const QByteArray json = CoreBridge::toJson(*m_analysis);
    if (json.isEmpty()) {
        if (error)
            *error = tr("This build cannot write JSON yet.");
        return false;
    }
    return writeAtomically(path, json, error);
}

QString MainWindow::aboutText()
{
    const QString homepage = QStringLiteral("https://matchtimeline.example.org");
    return u"<h3>" + tr("Match Timeline %1").arg(mt::applicationVersion()).toHtmlEscaped()
           + u"</h3><p>"
           + tr("Reads several reports of one football match, puts them on one match clock and "
                "shows where they disagree.")
                 .toHtmlEscaped()
           + u"</p><p>"
           + tr("Qt %1 (built with %2)")
                 .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))
                 .toHtmlEscaped()
           + u"<br>" + tr("ICU %1").arg(mt::icuVersion()).toHtmlEscaped() + u"</p><p>"
           + tr("Licence: %1").arg(QStringLiteral("GPL-3.0-or-later")).toHtmlEscaped()
           + u"<br>"
           + tr("This program comes with absolutely no warranty. It is free software: you may "
                "redistribute it and change it under the terms of the GNU General Public "
                "License, version 3 or later.")
                 .toHtmlEscaped()
           + u"</p><p><a href=\"" + homepage + u"\">" + homepage + u"</a></p>";
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Match Timeline"), aboutText());
}

void MainWindow::showShortcuts()
{
    QList<QAction *> actions;
    const auto menus = menuBar()->findChildren<QMenu *>();
    for (QAction *menuAction : menuBar()->actions()) {
        if (QMenu *m = menuAction->menu()) {
            for (QAction *a : m->actions()) {
                if (!a->isSeparator() && !a->menu())
                    actions << a;
            }
        }
    }
    Q_UNUSED(menus);
    ShortcutsDialog dialog(actions, this);
    dialog.exec();
}

} // namespace mt::ui
