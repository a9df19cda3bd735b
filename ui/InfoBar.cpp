#include "InfoBar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace mt::ui {

namespace {
QLabel *newTextLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText); // file names are never markup
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    return label;
}
} // namespace

InfoBar::InfoBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(newTextLabel(this, QStringLiteral("infoBarText")))
    , m_detailText(newTextLabel(this, QStringLiteral("infoBarDetails")))
    , m_toggle(new QToolButton(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("infoBar"));
    m_icon->setAlignment(Qt::AlignTop);
    m_toggle->setObjectName(QStringLiteral("infoBarDetailsButton"));
    m_toggle->setAutoRaise(true);
    m_toggle->setCheckable(true);
    connect(m_toggle, &QToolButton::toggled, this, &InfoBar::setDetailsShown);
    m_close->setObjectName(QStringLiteral("infoBarClose"));
    m_close->setAutoRaise(true);
    m_close->setIcon(QIcon::fromTheme(
        QStringLiteral("dialog-close"), style()->standardIcon(QStyle::SP_TitleBarCloseButton)));
    connect(m_close, &QToolButton::clicked, this, &InfoBar::dismiss);
    applyTexts();

    auto *texts = new QVBoxLayout;
    texts->setContentsMargins(0, 0, 0, 0);
    texts->addWidget(m_text);
    texts->addWidget(m_detailText);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(10, 6, 6, 6);
    row->addWidget(m_icon, 0, Qt::AlignTop);
    row->addLayout(texts, 1);
    row->addWidget(m_toggle, 0, Qt::AlignTop);
    row->addWidget(m_close, 0, Qt::AlignTop);
    m_detailText->hide();
    hide();
}

void InfoBar::showMessage(Kind kind, const QString &text, const QStringList &details)
{
    m_kind = kind;
    m_details = details;
    m_text->setText(text);
    m_detailText->setText(details.join(u'\n'));
    m_toggle->setVisible(!details.isEmpty());
    m_toggle->setChecked(false);
    setDetailsShown(false);
    updateIcon();
    setAccessibleDescription(text);
    show();
    update();
}

void InfoBar::dismiss()
{
    const bool wasShown = !isHidden();
    hide();
    m_text->clear();
    m_detailText->clear();
    m_details.clear();
    if (wasShown)
        emit dismissed();
}

QString InfoBar::text() const
{
    return m_text->text();
}

bool InfoBar::detailsShown() const
{
    return !m_detailText->isHidden();
}

void InfoBar::setDetailsShown(bool shown)
{
    m_detailText->setVisible(shown && !m_details.isEmpty());
    m_toggle->setText(shown ? tr("Hide Details") : tr("Show Details"));
}

void InfoBar::updateIcon()
{
    QStyle::StandardPixmap pixmap = QStyle::SP_MessageBoxInformation;
    QString name = QStringLiteral("dialog-information");
    if (m_kind == Kind::Warning) {
        pixmap = QStyle::SP_MessageBoxWarning;
        name = QStringLiteral("dialog-warning");
    } else if (m_kind == Kind::Error) {
        pixmap = QStyle::SP_MessageBoxCritical;
        name = QStringLiteral("dialog-error");
    }
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    const QIcon icon = QIcon::fromTheme(name, style()->standardIcon(pixmap, nullptr, this));
    m_icon->setPixmap(icon.pixmap(size, size));
}

void InfoBar::paintEvent(QPaintEvent *event)
{
    // Drawn from the current palette on every paint, so a palette switch needs no restyling.
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    painter.setPen(QPen(Theme::toneAccent(m_kind, palette()), 1.5));
    painter.setBrush(Theme::toneBackground(m_kind, palette()));
    painter.drawRoundedRect(box, 4, 4);
    QFrame::paintEvent(event);
}

void InfoBar::applyTexts()
{
    setAccessibleName(tr("Message"));
    m_toggle->setText(m_toggle->isChecked() ? tr("Hide Details") : tr("Show Details"));
    m_close->setToolTip(tr("Close this message"));
    m_close->setAccessibleName(tr("Close message"));
}

void InfoBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        applyTexts();
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::PaletteChange)
        updateIcon();
    QFrame::changeEvent(event);
}

} // namespace mt::ui
