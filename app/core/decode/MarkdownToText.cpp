#include "MarkdownToText.h"

#include <QChar>
#include <QList>

namespace mt {

namespace {

// "---", "***", "___", "===" (three or more, spaces allowed): rules and setext underlines.
bool isRuleLine(QStringView line)
{
    const QStringView t = line.trimmed();
    if (t.size() < 3)
        return false;
    const QChar m = t.front();
    if (m != u'-' && m != u'*' && m != u'_' && m != u'=')
        return false;
    int count = 0;
    for (QChar c : t) {
        if (c == m)
            ++count;
        else if (c != u' ')
            return false;
    }
    return count >= 3;
}

bool isWordChar(QChar c) { return c.isLetterOrNumber(); }

// The next position of one character at or after a position; each instance is asked with
// positions that never move back, so the searches of one line together stay linear however
// many brackets never close.
class NextOf
{
public:
    explicit NextOf(QChar c) : m_c(c) { }
    qsizetype from(QStringView s, qsizetype i)
    {
        if (m_pos == -1 && m_asked <= i)
            return -1; // none after an earlier position, so none after this one
        if (m_pos < i) {
            m_pos = s.indexOf(m_c, i);
            m_asked = i;
        }
        return m_pos;
    }

private:
    QChar m_c;
    qsizetype m_pos = -2; // -2: not searched yet
    qsizetype m_asked = 0;
};

// Inline markup: emphasis, code ticks, links, images, autolinks, backslash escapes.
QString stripInline(QStringView s)
{
    QString out;
    out.reserve(s.size());
    const qsizetype n = s.size();
    NextOf nextBracket(u']'), nextParen(u')'), nextRefEnd(u']'), nextAngle(u'>');
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = s[i];
        if (c == u'\\' && i + 1 < n && s[i + 1].isPunct()) {
            out.append(s[++i]);
            continue;
        }
        if (c == u'`')
            continue;
        if (c == u'*') {
            // "3 * 4" keeps its star; emphasis stars touch a word on one side.
            const bool spaceBefore = i == 0 || s[i - 1].isSpace();
            const bool spaceAfter = i + 1 >= n || s[i + 1].isSpace();
            if (!(spaceBefore && spaceAfter))
                continue;
        }
        if (c == u'_') {
            // Intra-word underscores (snake_case, file_names) are not emphasis.
            const bool wordBefore = i > 0 && isWordChar(s[i - 1]);
            const bool wordAfter = i + 1 < n && isWordChar(s[i + 1]);
            if (!(wordBefore && wordAfter))
                continue;
        }
        if (c == u'!' && i + 1 < n && s[i + 1] == u'[')
            continue; // image: keep the alt text like a link's
        if (c == u'[') {
            // [text](url) or [text][ref] -> text
            const qsizetype close = nextBracket.from(s, i + 1);
            if (close > i && close + 1 < n && (s[close + 1] == u'(' || s[close + 1] == u'[')) {
                const qsizetype end = s[close + 1] == u'(' ? nextParen.from(s, close + 2)
                                                           : nextRefEnd.from(s, close + 2);
                if (end > close) {
                    out.append(stripInline(s.sliced(i + 1, close - i - 1)));
                    i = end;
                    continue;
                }
            }
        }
        if (c == u'<') {
            // <https://...> autolinks keep the address without brackets.
            const qsizetype close = nextAngle.from(s, i + 1);
            const QStringView inner = close > i ? s.sliced(i + 1, close - i - 1) : QStringView();
            if (inner.startsWith(u"http://") || inner.startsWith(u"https://")
                || inner.startsWith(u"mailto:")) {
                out.append(inner);
                i = close;
                continue;
            }
        }
        out.append(c);
    }
    return out;
}

enum class LineKind { Text, Heading, Item, Quote, Fence, Blank, Rule, Definition };

// Removes block markers at the start of a line; sets kind to what the line was.
QStringView stripBlockMarkers(QStringView line, LineKind &kind)
{
    kind = LineKind::Text;
    QStringView t = line.trimmed();
    if (t.isEmpty()) {
        kind = LineKind::Blank;
        return t;
    }
    if (t.startsWith(u"```") || t.startsWith(u"~~~")) {
        kind = LineKind::Fence;
        return {};
    }
    if (isRuleLine(t)) {
        kind = LineKind::Rule;
        return {};
    }
    // [ref]: https://... reference definitions are not prose.
    if (t.front() == u'[') {
        const qsizetype close = t.indexOf(u"]:");
        if (close > 0 && !t.sliced(0, close).contains(u' ')) {
            kind = LineKind::Definition;
            return {};
        }
    }
    while (t.startsWith(u'>')) {
        kind = LineKind::Quote;
        t = t.sliced(1).trimmed();
    }
    if (t.startsWith(u'#')) {
        qsizetype h = 0;
        while (h < t.size() && t[h] == u'#')
            ++h;
        if (h <= 6 && (h == t.size() || t[h] == u' ' || t[h] == u'\t')) {
            kind = LineKind::Heading;
            t = t.sliced(h).trimmed();
            // Closing hashes ("## Title ##") only after a space: "Tactics in C#" keeps its own.
            qsizetype end = t.size();
            while (end > 0 && t[end - 1] == u'#')
                --end;
            if (end < t.size() && (end == 0 || t[end - 1].isSpace()))
                t = t.first(end);
            return t.trimmed();
        }
    }
    // Bullets "- ", "* ", "+ ". Ordered markers ("1. ") stay: "1. FC Nord" is a club name.
    if (t.size() >= 2 && (t[0] == u'-' || t[0] == u'*' || t[0] == u'+') && t[1].isSpace()) {
        kind = LineKind::Item;
        t = t.sliced(2).trimmed();
    }
    return t;
}

} // namespace

QString MarkdownToText::convert(QStringView text)
{
    QString out;
    out.reserve(text.size());
    bool inFence = false;
    bool paragraphOpen = false; // the last output line is prose that the next line may continue
    bool blankPending = false;  // a blank line separates what comes next from what came before
    auto startLine = [&](bool continues) {
        if (out.isEmpty())
            return;
        if (blankPending)
            out.append(u"\n\n");
        else
            out.append(continues ? u' ' : u'\n');
        blankPending = false;
    };
    for (const QStringView line : text.split(u'\n')) {
        if (inFence) {
            const QStringView t = line.trimmed();
            if (t.startsWith(u"```") || t.startsWith(u"~~~")) {
                inFence = false;
            } else if (!t.isEmpty()) {
                startLine(false);
                out.append(t);
            }
            continue;
        }
        LineKind kind;
        const QStringView body = stripBlockMarkers(line, kind);
        switch (kind) {
        case LineKind::Fence:
            inFence = true;
            paragraphOpen = false;
            continue;
        case LineKind::Blank:
            blankPending = !out.isEmpty();
            paragraphOpen = false;
            continue;
        case LineKind::Rule: // also setext underlines: the line above stays a line of its own
        case LineKind::Definition:
            paragraphOpen = false;
            continue;
        default:
            break;
        }
        const QString prose = stripInline(body).trimmed();
        if (prose.isEmpty())
            continue;
        startLine(kind == LineKind::Text && paragraphOpen);
        out.append(prose);
        // Headings end their line; a line ending in two spaces is a hard break.
        paragraphOpen = kind != LineKind::Heading && !line.endsWith(u"  ");
    }
    return out;
}

} // namespace mt
