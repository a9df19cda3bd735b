#include "SourcePane.h"

#include "EventText.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeySequence>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStyle>
#include <QTextBlock>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

namespace mt::ui {

namespace {
constexpr int KindProperty = QTextFormat::UserProperty + 1;

// QTextDocument turns "\r\n" into one block break, which would shift every later offset;
// replacing each '\r' by a space keeps the text one character per UTF-16 code unit.
QString displayText(const QString &text)
{
    QString out = text;
    for (QChar &c : out) {
        if (c == u'\r')
            c = u' ';
    }
    return out;
}
bool sameSpan(const Span &a, const Span &b)
{
    return a.start == b.start && a.end == b.end;
}

void appendUnique(QList<Span> &list, const Span &s)
{
    if (std::none_of(list.begin(), list.end(), [&](const Span &o) { return sameSpan(o, s); }))
        list.append(s);
}
} // namespace

SourcePane::SourcePane(const Analysis &analysis, int sourceIndex, QWidget *parent)
    : QWidget(parent)
    , m_source(sourceIndex)
{
    const Source &src = analysis.sources[sourceIndex];
    m_path = src.path;
    m_fileName = src.file;
    m_sourceId = src.id;
    m_match = analysis.match;
    for (const OtherMatch &om : analysis.otherMatches) {
        for (const OtherMatchMention &m : om.mentions) {
            if (m.source == sourceIndex && m.span.isValid())
                m_otherMatches.append(OtherMatchSpan {m.span, om.teams});
        }
    }
    std::sort(m_otherMatches.begin(), m_otherMatches.end(),
        [](const OtherMatchSpan &a, const OtherMatchSpan &b) {
            return a.span.start < b.span.start;
        });

    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setText(src.id + u"  " + src.file);
    m_title->setToolTip(src.path.isEmpty() ? src.file : src.path);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setMinimumWidth(60);
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    const QString language = EventText::languageName(src);
    m_info = new QLabel(this);
    m_info->setTextFormat(Qt::PlainText);
    m_info->setText(tr("%1 · %n event(s) found", nullptr, src.eventCount).arg(language));
    m_info->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    m_close = new QToolButton(this);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close this report (%1 while its text has focus)")
                            .arg(QKeySequence(QKeySequence::Close)
                                     .toString(QKeySequence::NativeText)));
    m_close->setAccessibleName(tr("Close %1").arg(src.file));
    // Keyboard users close the focused report with File > Close Report: one Tab stop per pane.
    m_close->setFocusPolicy(Qt::NoFocus);
    connect(m_close, &QToolButton::clicked, this, [this] { emit closeRequested(m_source); });

    m_states = new QLabel(this);
    m_states->setObjectName(QStringLiteral("statesLine"));
    m_states->setTextFormat(Qt::RichText);
    m_states->setWordWrap(true);
    m_states->setVisible(false);
    m_states->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setVisible(false);
    m_note->setAutoFillBackground(true);
    m_note->setContentsMargins(6, 3, 6, 3);
    m_note->setForegroundRole(QPalette::PlaceholderText);

    m_text = new QPlainTextEdit(this);
    m_text->setReadOnly(true);
    m_text->setAcceptDrops(false); // drops go to the window, which opens the files
    m_text->viewport()->setAcceptDrops(false);
    m_text->setPlainText(displayText(src.text));
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setTabChangesFocus(true); // read-only: Tab moves on instead of typing a tab
    m_text->setAccessibleName(tr("Report %1").arg(src.file));
    m_text->setAccessibleDescription(tr("Text of the report, with the selected event's "
                                        "sentences highlighted"));
    m_text->installEventFilter(this);
    m_text->viewport()->installEventFilter(this); // tooltips over other-match paragraphs
    m_textLength = m_text->document()->characterCount() - 1;

    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    header->setSpacing(4);
    auto *titles = new QVBoxLayout;
    titles->setSpacing(0);
    titles->addWidget(m_title);
    titles->addWidget(m_info);
    titles->addWidget(m_states);
    header->addLayout(titles, 1);
    header->addWidget(m_close, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addLayout(header);
    layout->addWidget(m_note);
    layout->addWidget(m_text, 1);
    setMinimumWidth(260);
    // No focus proxy: a pane with one would stay a Tab stop at the end of the window's focus
    // chain (panes are created after the docks), out of the order MainWindow sets.
    setAccessibleName(tr("Report %1, %2").arg(src.file, language));
    m_note->setAccessibleName(tr("Note"));
    applyHighlights(); // paragraphs about another match are shaded from the start
}

bool SourcePane::showsNoMentionNote() const
{
    return !m_note->isHidden();
}

QColor SourcePane::mentionColor(const QPalette &palette)
{
    // A light yellow on light themes, a dim olive on dark ones: text stays readable on both.
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    return dark ? QColor(0x5c, 0x54, 0x1a) : QColor(0xff, 0xf1, 0x9e);
}

QColor SourcePane::disputedColor(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    return dark ? QColor(0x8a, 0x2b, 0x55) : QColor(0xff, 0xb0, 0xc8);
}

QColor SourcePane::foundColor(const QPalette &palette)
{
    // A third hue (cyan), distinct from mention yellow and disputed pink in both palettes.
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    return dark ? QColor(0x1d, 0x5e, 0x6b) : QColor(0xa8, 0xe6, 0xf0);
}

QColor SourcePane::otherMatchColor(const QPalette &palette)
{
    // A faint shade of the text colour over the page: grey on light themes, a lifted grey on
    // dark ones; quieter than every highlight, so those still stand out on top of it.
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    constexpr double mix = 0.10;
    return QColor::fromRgbF(float(base.redF() * (1 - mix) + text.redF() * mix),
        float(base.greenF() * (1 - mix) + text.greenF() * mix),
        float(base.blueF() * (1 - mix) + text.blueF() * mix));
}

QString SourcePane::toolTipAt(int position) const
{
    for (const OtherMatchSpan &o : m_otherMatches) {
        if (position < o.span.start || position >= o.span.end)
            continue;
        if (o.teams.size() == 2)
            //: Tooltip over a paragraph of a report that is about another match than the
            //: loaded one; %1 is that match, e.g. "Arsenal v Chelsea"
            return tr("About another match: %1")
                .arg(
                    //: Another match named by its teams, home first ("Arsenal v Chelsea")
                    tr("%1 v %2").arg(o.teams[0], o.teams[1]));
        if (!o.teams.isEmpty())
            return tr("About another match: %1").arg(o.teams.join(QStringLiteral(", ")));
        //: Tooltip over a paragraph about another match whose teams are not known
        return tr("About another match");
    }
    return {};
}

int SourcePane::setSearchText(const QString &text)
{
    m_search = text;
    m_found.clear();
    if (!text.isEmpty()) {
        const QString plain = m_text->toPlainText();
        for (qsizetype at = plain.indexOf(text, 0, Qt::CaseInsensitive); at >= 0;
             at = plain.indexOf(text, at + text.size(), Qt::CaseInsensitive))
            m_found.append(Span{int(at), int(at + text.size())});
    }
    applyHighlights();
    return int(m_found.size());
}

bool SourcePane::selectMatch(bool forward, bool fromEdge)
{
    if (m_found.isEmpty())
        return false;
    const QTextCursor cur = m_text->textCursor();
    const Span *hit = nullptr;
    if (forward) {
        const int after = fromEdge ? -1 : (cur.hasSelection() ? cur.selectionStart() : cur.position() - 1);
        for (const Span &s : std::as_const(m_found)) {
            if (s.start > after) {
                hit = &s;
                break;
            }
        }
    } else {
        const int before = fromEdge ? m_textLength + 1
                                    : (cur.hasSelection() ? cur.selectionStart() : cur.position());
        for (auto it = m_found.crbegin(); it != m_found.crend(); ++it) {
            if (it->start < before) {
                hit = &*it;
                break;
            }
        }
    }
    if (!hit)
        return false;
    QTextCursor c(m_text->document());
    c.setPosition(std::clamp(hit->start, 0, m_textLength));
    c.setPosition(std::clamp(hit->end, 0, m_textLength), QTextCursor::KeepAnchor);
    m_text->setTextCursor(c);
    m_text->ensureCursorVisible();
    return true;
}

void SourcePane::showEvent(const Event *event)
{
    m_mentions.clear();
    m_disputed.clear();
    if (event) {
        QStringList disputedFields;
        for (const Disagreement &d : event->disagreements)
            disputedFields << d.field;
        for (const Mention &m : event->mentions) {
            if (m.source != m_source)
                continue;
            if (m.span.isValid())
                appendUnique(m_mentions, m.span);
            for (const QString &field : disputedFields) {
                const Span s = m.fieldSpans.value(field);
                if (s.isValid())
                    appendUnique(m_disputed, s);
            }
        }
        std::sort(m_mentions.begin(), m_mentions.end(),
                  [](const Span &a, const Span &b) { return a.start < b.start; });
    }

    if (event && m_mentions.isEmpty()) {
        m_note->setText(tr("This report does not mention the %1.")
                            .arg(EventText::timeText(*event) + u' '
                                 + EventText::typeName(event->type).toLower()));
        m_note->setVisible(true);
    } else {
        m_note->setVisible(false);
    }
    showStated(event && !m_mentions.isEmpty() ? event : nullptr);
    applyHighlights();

    if (!m_mentions.isEmpty()) {
        // Scroll so the first mention sits near the top third, not at the very edge.
        QTextCursor c(m_text->document());
        c.setPosition(std::clamp(m_mentions.first().start, 0, m_textLength));
        m_text->setTextCursor(c);
        m_text->centerCursor();
    }
}

// What this report says of the event, field by field: for each field the first of its
// mentions (in text order) that states a value. Linked mentions (reports in a language with no
// pack) count like any other.
void SourcePane::showStated(const Event *event)
{
    m_stated.clear();
    m_statedNothing = false;
    if (!event) {
        renderStated();
        return;
    }
    QList<const Mention *> mine;
    for (const Mention &m : event->mentions) {
        if (m.source == m_source)
            mine.append(&m);
    }
    std::stable_sort(mine.begin(), mine.end(),
        [](const Mention *a, const Mention *b) { return a->span.start < b->span.start; });
    auto first = [&](auto stated) -> const Mention * {
        for (const Mention *m : std::as_const(mine)) {
            if (stated(*m))
                return m;
        }
        return nullptr;
    };
    QStringList disputed;
    QStringList unstated; // disputed fields whose values list this report as stating none
    for (const Disagreement &d : event->disagreements) {
        disputed << d.field;
        for (const SourceValue &v : d.values) {
            if (v.value.isEmpty() && v.sources.contains(m_sourceId))
                unstated << d.field;
        }
    }
    auto add = [&](const char16_t *field, const QString &text) {
        m_stated.append(StatedPart {text, disputed.contains(fieldName(field))});
    };
    // Leaving a disputed field out is a side of the disagreement too, where it counts as one.
    auto notStated = [&](const char16_t *field) {
        if (unstated.contains(fieldName(field)))
            //: In a report pane's "States:" line: the report gives no value for a field that
            //: other reports dispute; %1 is the field's name in lower case ("assist")
            add(field, tr("%1 not stated").arg(EventText::fieldName(fieldName(field)).toLower()));
    };

    if (const Mention *m = first([](const Mention &m) { return m.timeStated && m.time.isKnown(); }))
        add(Field::Minute, m->time.display());
    else
        notStated(Field::Minute);
    const bool sub = event->type == EventType::Substitution;
    if (const Mention *m = first([](const Mention &m) { return !m.player.isEmpty(); })) {
        //: In a report pane's "States:" line: the player coming on
        const QString on = tr("on %1");
        add(Field::Player, sub ? on.arg(m->player) : m->player);
    } else {
        notStated(Field::Player);
    }
    if (const Mention *m = first([](const Mention &m) { return !m.playerOut.isEmpty(); }))
        //: In a report pane's "States:" line: the player going off
        add(Field::PlayerOut, tr("off %1").arg(m->playerOut));
    else if (sub)
        notStated(Field::PlayerOut);
    if (const Mention *m = first([](const Mention &m) { return !m.assist.isEmpty(); }))
        //: In a report pane's "States:" line: who set the goal up
        add(Field::Assist, tr("assist %1").arg(m->assist));
    else
        notStated(Field::Assist);
    if (const Mention *m = first([](const Mention &m) { return !m.opponent.isEmpty(); }))
        //: In a report pane's "States:" line: the opponent (the shooter a keeper saved from,
        //: the player fouled)
        add(Field::Opponent, tr("against %1").arg(m->opponent));
    else
        notStated(Field::Opponent);
    if (const Mention *m = first([](const Mention &m) { return !m.reason.isEmpty(); }))
        add(Field::Reason, m->reason); // the report's own words ("late tackle")
    else
        notStated(Field::Reason);
    const bool methodDisputed = disputed.contains(fieldName(Field::Method));
    if (const Mention *m = first([&](const Mention &m) {
            return m.method != GoalMethod::None
                && (methodDisputed || m.method != GoalMethod::OpenPlay);
        }))
        add(Field::Method, EventText::methodName(m->method));
    else
        notStated(Field::Method);
    if (disputed.contains(fieldName(Field::Team))) {
        if (const Mention *m = first([](const Mention &m) { return m.team != TeamSide::Unknown; }))
            add(Field::Team, m->team == TeamSide::Home ? m_match.home : m_match.away);
        else
            notStated(Field::Team);
    }
    m_statedNothing = m_stated.isEmpty();
    renderStated();
}

void SourcePane::renderStated()
{
    if (m_statedNothing) {
        //: A report pane's line when the report tells the selected event but gives neither
        //: its minute nor any name
        m_states->setText(tr("Tells it without a minute or a name"));
        m_states->setAccessibleName(m_states->text());
        m_states->setToolTip(QString());
        m_states->setVisible(true);
        return;
    }
    if (m_stated.isEmpty()) {
        m_states->clear();
        m_states->setAccessibleName(QString());
        m_states->setVisible(false);
        return;
    }
    // Disputed values on the colour that marks disputed words in the text, and bold.
    // The pane's own palette: on a palette change the pane hears of it before its children.
    const QColor disputed = disputedColor(palette());
    const QColor ink = palette().color(QPalette::WindowText);
    QStringList html;
    QStringList plain;
    for (const StatedPart &p : std::as_const(m_stated)) {
        plain << p.text;
        // Each value stays whole on one line ("assist Luke Bramall"); lines break between them.
        const QString escaped = p.text.toHtmlEscaped().replace(u' ', QStringLiteral("&nbsp;"));
        html << (p.disputed ? QStringLiteral("<span style=\"background-color:%1; color:%2; "
                                             "font-weight:bold\">&nbsp;%3&nbsp;</span>")
                                  .arg(disputed.name(), ink.name(), escaped)
                            : escaped);
    }
    const QString sep = QStringLiteral(" · ");
    //: A report pane's line: what this report states of the selected event, e.g.
    //: "States: 56' · Samir Nasri · assist David Silva"
    const QString lead = tr("States: %1");
    m_states->setText(lead.arg(html.join(sep)));
    m_states->setAccessibleName(lead.arg(plain.join(sep)));
    const bool anyDisputed = std::any_of(
        m_stated.begin(), m_stated.end(), [](const StatedPart &p) { return p.disputed; });
    //: Tooltip of a report pane's "States:" line with values marked
    const QString marked = tr("Marked values are disputed by other reports");
    m_states->setToolTip(anyDisputed ? marked : QString());
    m_states->setVisible(true);
}

void SourcePane::applyHighlights()
{
    QList<QTextEdit::ExtraSelection> selections;
    // The pane's palette, not the text view's: a palette change reaches the pane first, while
    // the view still has the old one (the highlights stayed light in the dark palette).
    const QPalette pal = palette();
    auto add = [&](const Span &s, HighlightKind kind) {
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(m_text->document());
        sel.cursor.setPosition(std::clamp(s.start, 0, m_textLength));
        sel.cursor.setPosition(std::clamp(s.end, 0, m_textLength), QTextCursor::KeepAnchor);
        sel.format.setBackground(kind == HighlightKind::Mention ? mentionColor(pal)
                : kind == HighlightKind::Disputed               ? disputedColor(pal)
                : kind == HighlightKind::OtherMatch             ? otherMatchColor(pal)
                                                                : foundColor(pal));
        sel.format.setForeground(pal.color(QPalette::Text));
        if (kind == HighlightKind::Disputed) {
            sel.format.setFontUnderline(true);
            sel.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        }
        sel.format.setProperty(KindProperty, int(kind));
        selections.append(sel);
    };
    for (const OtherMatchSpan &o : std::as_const(m_otherMatches)) // under every highlight
        add(o.span, HighlightKind::OtherMatch);
    for (const Span &s : std::as_const(m_mentions))
        add(s, HighlightKind::Mention);
    for (const Span &s : std::as_const(m_found))
        add(s, HighlightKind::Found);
    for (const Span &s : std::as_const(m_disputed)) // later selections paint on top
        add(s, HighlightKind::Disputed);
    m_text->setExtraSelections(selections);
}

QList<Span> SourcePane::highlightedSpans(HighlightKind kind) const
{
    QList<Span> out;
    for (const QTextEdit::ExtraSelection &sel : m_text->extraSelections()) {
        if (sel.format.property(KindProperty).toInt() == int(kind))
            out.append(Span{sel.cursor.selectionStart(), sel.cursor.selectionEnd()});
    }
    return out;
}

bool SourcePane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_text && event->type() == QEvent::FocusIn)
        emit activated(m_source);
    if (watched == m_text->viewport() && event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QTextCursor at = m_text->cursorForPosition(help->pos());
        // cursorForPosition gives the nearest caret place: past a line's end it is the end,
        // which a paragraph's span does not hold, so the tip shows over the words only.
        const QString tip = toolTipAt(at.position());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, m_text->viewport());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void SourcePane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        applyHighlights(); // colours follow light / dark palettes
        renderStated();
    }
    QWidget::changeEvent(event);
}

} // namespace mt::ui
