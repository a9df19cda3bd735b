// A message above the central area, in the manner of KMessageWidget: an icon, a text of one or
// a few lines, an optional list behind "Show details", and a close button. Problems with files
// and failed exports are told here, never in a box that stops the work (DESIGN.md section 5).
#pragma once

#include "Theme.h"

#include <QFrame>
#include <QStringList>

class QLabel;
class QToolButton;

namespace mt::ui {

class InfoBar : public QFrame
{
    Q_OBJECT

public:
    using Kind = Theme::Tone;

    explicit InfoBar(QWidget *parent = nullptr);

    // Shows the bar with this message (replacing any message shown); details are listed one a
    // line behind the "Show details" button, which is hidden when there are none.
    void showMessage(Kind kind, const QString &text, const QStringList &details = {});
    // Hides the bar and forgets its message.
    void dismiss();

    Kind kind() const { return m_kind; }
    QString text() const;
    QStringList details() const { return m_details; }
    bool detailsShown() const;
    QToolButton *closeButton() const { return m_close; }
    QToolButton *detailsButton() const { return m_toggle; }

signals:
    void dismissed();

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void setDetailsShown(bool shown);
    void updateIcon();
    void applyTexts(); // in the interface language installed now

    Kind m_kind = Kind::Information;
    QStringList m_details;
    QLabel *m_icon;
    QLabel *m_text;
    QLabel *m_detailText;
    QToolButton *m_toggle;
    QToolButton *m_close;
};

} // namespace mt::ui
