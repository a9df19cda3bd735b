// One report: header (file, language, events found, what this report states of the selected
// event), its decoded text, and highlights for the selected event: mention sentences in one
// colour, disputed words in a second one; paragraphs about another match shaded, with a tooltip
// naming that match.
#pragma once

#include "SelectionController.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QToolButton;

namespace mt::ui {

class SourcePane : public QWidget
{
    Q_OBJECT

public:
    enum class HighlightKind { Mention = 1, Disputed = 2, Found = 3, OtherMatch = 4 };

    SourcePane(const Analysis &analysis, int sourceIndex, QWidget *parent = nullptr);

    int sourceIndex() const { return m_source; }
    QString path() const { return m_path; }
    QPlainTextEdit *textView() const { return m_text; }
    bool showsNoMentionNote() const; // "does not mention this event" is visible
    // "States: 56' · Samir Nasri · assist David Silva": the selected event as this report tells
    // it, disputed fields emphasised; hidden (and empty) when it does not tell it.
    QLabel *statesLine() const { return m_states; }

    void showEvent(const Event *event); // nullptr clears
    QList<Span> highlightedSpans(HighlightKind kind) const;

    static QColor mentionColor(const QPalette &palette);
    static QColor disputedColor(const QPalette &palette);
    static QColor foundColor(const QPalette &palette);
    static QColor otherMatchColor(const QPalette &palette);

    // "About another match: Eastport v Millbrook" where the text at this offset is about
    // another match; empty elsewhere.
    QString toolTipAt(int position) const;

    // Find in Reports: marks every case-insensitive occurrence; returns how many.
    int setSearchText(const QString &text);
    QList<Span> matches() const { return m_found; }
    // Selects the match after (or before) the text cursor; false when there is none.
    bool selectMatch(bool forward, bool fromEdge);

signals:
    void closeRequested(int sourceIndex);
    void activated(int sourceIndex); // the pane got focus: Close Report acts on it

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyHighlights();
    void showStated(const Event *event);
    void renderStated();

    struct StatedPart
    {
        QString text;
        bool disputed = false;
    };
    struct OtherMatchSpan
    {
        Span span;
        QStringList teams;
    };

    int m_source;
    QString m_path;
    QString m_fileName;
    QString m_sourceId; // "S1"
    int m_textLength = 0;
    QLabel *m_title;
    QLabel *m_info;
    QLabel *m_note;
    QLabel *m_states;
    QToolButton *m_close;
    QPlainTextEdit *m_text;
    QList<Span> m_mentions;
    QList<Span> m_disputed;
    QList<Span> m_found;
    QList<OtherMatchSpan> m_otherMatches; // in text order
    QList<StatedPart> m_stated;
    bool m_statedNothing = false; // tells the event, but neither its minute nor a name
    QString m_search;
    MatchInfo m_match;
};

} // namespace mt::ui
