#include "HtmlToText.h"

#include <QChar>

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

namespace mt {

namespace {

using namespace std::string_view_literals;

struct Entity
{
    std::u16string_view name;
    char32_t codePoint;
};

// Latin-1 entities in code point order, U+00A0..U+00FF.
constexpr std::array<std::u16string_view, 96> latin1Names = {
    u"nbsp",   u"iexcl",  u"cent",   u"pound",  u"curren", u"yen",    u"brvbar", u"sect",
    u"uml",    u"copy",   u"ordf",   u"laquo",  u"not",    u"shy",    u"reg",    u"macr",
    u"deg",    u"plusmn", u"sup2",   u"sup3",   u"acute",  u"micro",  u"para",   u"middot",
    u"cedil",  u"sup1",   u"ordm",   u"raquo",  u"frac14", u"frac12", u"frac34", u"iquest",
    u"Agrave", u"Aacute", u"Acirc",  u"Atilde", u"Auml",   u"Aring",  u"AElig",  u"Ccedil",
    u"Egrave", u"Eacute", u"Ecirc",  u"Euml",   u"Igrave", u"Iacute", u"Icirc",  u"Iuml",
    u"ETH",    u"Ntilde", u"Ograve", u"Oacute", u"Ocirc",  u"Otilde", u"Ouml",   u"times",
    u"Oslash", u"Ugrave", u"Uacute", u"Ucirc",  u"Uuml",   u"Yacute", u"THORN",  u"szlig",
    u"agrave", u"aacute", u"acirc",  u"atilde", u"auml",   u"aring",  u"aelig",  u"ccedil",
    u"egrave", u"eacute", u"ecirc",  u"euml",   u"igrave", u"iacute", u"icirc",  u"iuml",
    u"eth",    u"ntilde", u"ograve", u"oacute", u"ocirc",  u"otilde", u"ouml",   u"divide",
    u"oslash", u"ugrave", u"uacute", u"ucirc",  u"uuml",   u"yacute", u"thorn",  u"yuml",
};

// The rest of HTML 4's entities (plus &apos;), including Greek and the common symbols.
constexpr Entity otherEntities[] = {
    {u"quot", 34}, {u"amp", 38}, {u"apos", 39}, {u"lt", 60}, {u"gt", 62},
    {u"OElig", 338}, {u"oelig", 339}, {u"Scaron", 352}, {u"scaron", 353}, {u"Yuml", 376},
    {u"fnof", 402}, {u"circ", 710}, {u"tilde", 732},
    {u"Alpha", 913}, {u"Beta", 914}, {u"Gamma", 915}, {u"Delta", 916}, {u"Epsilon", 917},
    {u"Zeta", 918}, {u"Eta", 919}, {u"Theta", 920}, {u"Iota", 921}, {u"Kappa", 922},
    {u"Lambda", 923}, {u"Mu", 924}, {u"Nu", 925}, {u"Xi", 926}, {u"Omicron", 927},
    {u"Pi", 928}, {u"Rho", 929}, {u"Sigma", 931}, {u"Tau", 932}, {u"Upsilon", 933},
    {u"Phi", 934}, {u"Chi", 935}, {u"Psi", 936}, {u"Omega", 937},
    {u"alpha", 945}, {u"beta", 946}, {u"gamma", 947}, {u"delta", 948}, {u"epsilon", 949},
    {u"zeta", 950}, {u"eta", 951}, {u"theta", 952}, {u"iota", 953}, {u"kappa", 954},
    {u"lambda", 955}, {u"mu", 956}, {u"nu", 957}, {u"xi", 958}, {u"omicron", 959},
    {u"pi", 960}, {u"rho", 961}, {u"sigmaf", 962}, {u"sigma", 963}, {u"tau", 964},
    {u"upsilon", 965}, {u"phi", 966}, {u"chi", 967}, {u"psi", 968}, {u"omega", 969},
    {u"thetasym", 977}, {u"upsih", 978}, {u"piv", 982},
    {u"ensp", 8194}, {u"emsp", 8195}, {u"thinsp", 8201}, {u"zwnj", 8204}, {u"zwj", 8205},
    {u"lrm", 8206}, {u"rlm", 8207}, {u"hyphen", 8208}, {u"ndash", 8211}, {u"mdash", 8212},
    {u"lsquo", 8216}, {u"rsquo", 8217}, {u"sbquo", 8218}, {u"ldquo", 8220}, {u"rdquo", 8221},
    {u"bdquo", 8222}, {u"dagger", 8224}, {u"Dagger", 8225}, {u"bull", 8226},
    {u"hellip", 8230}, {u"permil", 8240}, {u"prime", 8242}, {u"Prime", 8243},
    {u"lsaquo", 8249}, {u"rsaquo", 8250}, {u"oline", 8254}, {u"frasl", 8260},
    {u"euro", 8364}, {u"image", 8465}, {u"weierp", 8472}, {u"real", 8476}, {u"trade", 8482},
    {u"alefsym", 8501}, {u"larr", 8592}, {u"uarr", 8593}, {u"rarr", 8594}, {u"darr", 8595},
    {u"harr", 8596}, {u"crarr", 8629}, {u"lArr", 8656}, {u"uArr", 8657}, {u"rArr", 8658},
    {u"dArr", 8659}, {u"hArr", 8660}, {u"forall", 8704}, {u"part", 8706}, {u"exist", 8707},
    {u"empty", 8709}, {u"nabla", 8711}, {u"isin", 8712}, {u"notin", 8713}, {u"ni", 8715},
    {u"prod", 8719}, {u"sum", 8721}, {u"minus", 8722}, {u"lowast", 8727}, {u"radic", 8730},
    {u"prop", 8733}, {u"infin", 8734}, {u"ang", 8736}, {u"and", 8743}, {u"or", 8744},
    {u"cap", 8745}, {u"cup", 8746}, {u"int", 8747}, {u"there4", 8756}, {u"sim", 8764},
    {u"cong", 8773}, {u"asymp", 8776}, {u"ne", 8800}, {u"equiv", 8801}, {u"le", 8804},
    {u"ge", 8805}, {u"sub", 8834}, {u"sup", 8835}, {u"nsub", 8836}, {u"sube", 8838},
    {u"supe", 8839}, {u"oplus", 8853}, {u"otimes", 8855}, {u"perp", 8869}, {u"sdot", 8901},
    {u"lceil", 8968}, {u"rceil", 8969}, {u"lfloor", 8970}, {u"rfloor", 8971},
    {u"lang", 9001}, {u"rang", 9002}, {u"loz", 9674}, {u"spades", 9824}, {u"clubs", 9827},
    {u"hearts", 9829}, {u"diams", 9830},
};

constexpr int MaxEntityName = 8; // "thetasym"

const std::vector<Entity> &entityTable()
{
    static const std::vector<Entity> table = [] {
        std::vector<Entity> t;
        for (size_t i = 0; i < latin1Names.size(); ++i)
            t.push_back({latin1Names[i], char32_t(0xA0 + i)});
        for (const Entity &e : otherEntities)
            t.push_back(e);
        std::sort(t.begin(), t.end(),
                  [](const Entity &a, const Entity &b) { return a.name < b.name; });
        return t;
    }();
    return table;
}

char32_t lookupEntity(std::u16string_view name)
{
    const auto &t = entityTable();
    auto it = std::lower_bound(t.begin(), t.end(), name,
                               [](const Entity &e, std::u16string_view n) { return e.name < n; });
    return (it != t.end() && it->name == name) ? it->codePoint : 0;
}

// HTML maps numeric references 0x80..0x9F to windows-1252, since that is what pages meant.
constexpr char16_t c1ToWindows1252[32] = {
    0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
};

// Elements whose content is never text for a reader.
constexpr std::u16string_view skippedElements[] = {
    u"script", u"style", u"noscript", u"template", u"title", u"textarea",
    u"svg",    u"math",  u"iframe",   u"object",   u"canvas", u"select", u"nav",
};
// Blocks that separate paragraphs (a blank line) and those that only start a new line.
constexpr std::u16string_view paragraphElements[] = {
    u"p",      u"h1",      u"h2",     u"h3",     u"h4",    u"h5",     u"h6",
    u"section", u"article", u"header", u"footer", u"aside", u"nav",    u"blockquote",
    u"figure", u"table",   u"ul",     u"ol",     u"dl",    u"pre",    u"hr",
    u"main",   u"address", u"fieldset", u"form", u"details", u"body", u"html",
};
constexpr std::u16string_view lineElements[] = {
    u"br", u"div", u"li", u"tr", u"dt", u"dd", u"figcaption", u"caption",
    u"summary", u"thead", u"tbody", u"tfoot", u"option", u"legend",
};
constexpr std::u16string_view cellElements[] = {u"td", u"th"};
// Tags that make a text count as HTML when sniffing.
constexpr std::u16string_view sniffElements[] = {
    u"p",    u"div",  u"br",    u"span",   u"a",      u"b",     u"i",      u"em",
    u"strong", u"h1", u"h2",    u"h3",     u"h4",     u"h5",    u"h6",     u"table",
    u"tr",   u"td",   u"li",    u"ul",     u"ol",     u"body",  u"head",   u"title",
    u"meta", u"script", u"style", u"section", u"article", u"img", u"blockquote", u"html",
};

template<size_t N>
bool contains(const std::u16string_view (&list)[N], std::u16string_view name)
{
    return std::find(std::begin(list), std::end(list), name) != std::end(list);
}

inline bool isAsciiAlpha(char16_t c) { return (c | 0x20) >= u'a' && (c | 0x20) <= u'z'; }
inline bool isAsciiAlnum(char16_t c) { return isAsciiAlpha(c) || (c >= u'0' && c <= u'9'); }
inline char16_t asciiLower(char16_t c) { return (c >= u'A' && c <= u'Z') ? char16_t(c | 0x20) : c; }

inline bool isSpace(char16_t c)
{
    if (c < 0x80)
        return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f' || c == u'\v';
    return QChar::isSpace(c);
}

// Case-insensitive ASCII search for needle (already lowercase) in s from pos; -1 if absent.
qsizetype findCi(QStringView s, qsizetype pos, std::u16string_view needle)
{
    const qsizetype n = qsizetype(needle.size());
    for (qsizetype i = pos; i + n <= s.size(); ++i) {
        if (asciiLower(s[i].unicode()) != needle[0])
            continue;
        qsizetype k = 1;
        while (k < n && asciiLower(s[i + k].unicode()) == needle[size_t(k)])
            ++k;
        if (k == n)
            return i;
    }
    return -1;
}

constexpr int MaxTagName = 16; // longer names are custom elements we have no rule for

// Reads a tag name at pos, lowercased into buf (first MaxTagName characters); returns its length.
int readTagName(QStringView s, qsizetype pos, char16_t (&buf)[MaxTagName])
{
    int n = 0;
    while (pos + n < s.size()) {
        const char16_t c = s[pos + n].unicode();
        if (!(isAsciiAlnum(c) || c == u'-' || c == u':'))
            break;
        if (n < MaxTagName)
            buf[n] = asciiLower(c);
        ++n;
    }
    return n;
}

std::u16string_view tagName(const char16_t (&buf)[MaxTagName], int len)
{
    return len <= MaxTagName ? std::u16string_view(buf, size_t(len)) : std::u16string_view();
}

// Index just past the '>' that ends the tag whose attributes start at pos; quotes may hide '>'.
qsizetype endOfTag(QStringView s, qsizetype pos)
{
    for (qsizetype i = pos; i < s.size(); ++i) {
        const char16_t c = s[i].unicode();
        if (c == u'>')
            return i + 1;
        if (c == u'"' || c == u'\'') {
            const qsizetype close = s.indexOf(QChar(c), i + 1);
            if (close < 0)
                break; // unbalanced quote: fall back to the first '>'
            i = close;
        }
    }
    const qsizetype gt = s.indexOf(u'>', pos);
    return gt < 0 ? s.size() : gt + 1;
}

class Writer
{
public:
    explicit Writer(qsizetype capacity) { m_out.reserve(capacity); }
    void space()
    {
        if (m_break == 0)
            m_space = true;
    }
    void lineBreak(int n)
    {
        m_break = std::max(m_break, n);
        m_space = false;
    }
    void put(char32_t c)
    {
        if (!m_out.isEmpty()) {
            for (int k = 0; k < m_break; ++k)
                m_out.append(u'\n');
            if (m_break == 0 && m_space)
                m_out.append(u' ');
        }
        m_break = 0;
        m_space = false;
        if (c > 0xFFFF) {
            m_out.append(QChar(QChar::highSurrogate(c)));
            m_out.append(QChar(QChar::lowSurrogate(c)));
        } else {
            m_out.append(QChar(char16_t(c)));
        }
    }
    QString take() { return std::move(m_out); }

private:
    QString m_out;
    int m_break = 0;
    bool m_space = false;
};

// Decodes the reference starting at s[pos] == '&'; returns the code point and sets len, or 0.
char32_t decodeEntity(QStringView s, qsizetype pos, qsizetype &len)
{
    qsizetype i = pos + 1;
    if (i < s.size() && s[i] == u'#') {
        ++i;
        const bool hex = i < s.size() && (s[i] == u'x' || s[i] == u'X');
        if (hex)
            ++i;
        const qsizetype digitsStart = i;
        quint32 value = 0;
        while (i < s.size()) {
            const char16_t c = s[i].unicode();
            int digit = -1;
            if (c >= u'0' && c <= u'9')
                digit = c - u'0';
            else if (hex && (c | 0x20) >= u'a' && (c | 0x20) <= u'f')
                digit = (c | 0x20) - u'a' + 10;
            if (digit < 0)
                break;
            value = std::min<quint32>(value * (hex ? 16 : 10) + quint32(digit), 0x110000);
            ++i;
        }
        if (i == digitsStart)
            return 0;
        if (i < s.size() && s[i] == u';')
            ++i;
        len = i - pos;
        if (value >= 0x80 && value <= 0x9F)
            return c1ToWindows1252[value - 0x80];
        if (value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
            return 0xFFFD;
        return value;
    }
    char16_t name[MaxEntityName];
    int n = 0;
    while (i < s.size() && isAsciiAlnum(s[i].unicode())) {
        if (n == MaxEntityName)
            return 0;
        name[n++] = s[i].unicode();
        ++i;
    }
    if (n == 0)
        return 0;
    const char32_t cp = lookupEntity(std::u16string_view(name, size_t(n)));
    if (cp == 0)
        return 0;
    if (i < s.size() && s[i] == u';')
        ++i;
    len = i - pos;
    return cp;
}

} // namespace

QString HtmlToText::convert(QStringView html)
{
    Writer w(html.size() / 2 + 16);
    const qsizetype size = html.size();
    int preDepth = 0;
    qsizetype i = 0;
    while (i < size) {
        const char16_t c = html[i].unicode();
        if (c == u'<' && i + 1 < size) {
            const char16_t next = html[i + 1].unicode();
            if (next == u'!') {
                if (html.sliced(i).startsWith(u"<!--")) {
                    const qsizetype end = html.indexOf(u"-->", i + 4);
                    i = end < 0 ? size : end + 3; // an unterminated comment runs to the end
                } else {
                    i = endOfTag(html, i + 2); // <!DOCTYPE ...>, <![CDATA[ ...
                }
                continue;
            }
            if (next == u'?') {
                i = endOfTag(html, i + 2);
                continue;
            }
            const bool closing = next == u'/';
            const qsizetype namePos = i + (closing ? 2 : 1);
            char16_t buf[MaxTagName];
            const int nameLen = (namePos < size && isAsciiAlpha(html[namePos].unicode()))
                    ? readTagName(html, namePos, buf)
                    : 0;
            if (nameLen > 0) {
                const std::u16string_view name = tagName(buf, nameLen);
                i = endOfTag(html, namePos + nameLen);
                if (!closing && contains(skippedElements, name)) {
                    // Skip to the matching end tag; without one, the rest is dropped (browsers
                    // do the same).
                    char16_t needle[MaxTagName + 2] = {u'<', u'/'};
                    std::copy(name.begin(), name.end(), needle + 2);
                    const std::u16string_view closeTag(needle, name.size() + 2);
                    const qsizetype end = findCi(html, i, closeTag);
                    i = end < 0 ? size : endOfTag(html, end + qsizetype(closeTag.size()));
                    continue;
                }
                if (contains(paragraphElements, name)) {
                    w.lineBreak(2);
                    if (name == u"pre")
                        preDepth = std::max(0, preDepth + (closing ? -1 : 1));
                } else if (contains(lineElements, name)) {
                    w.lineBreak(1);
                } else if (contains(cellElements, name)) {
                    w.space();
                }
                continue;
            }
            // A '<' that starts no tag ("a < b", "<3") is text.
        }
        if (c == u'&') {
            qsizetype len = 0;
            if (const char32_t cp = decodeEntity(html, i, len)) {
                i += len;
                if (cp < 0x10000 && isSpace(char16_t(cp)))
                    w.space();
                else if (cp != 0xAD && cp != 0x200B) // soft hyphen, zero-width space
                    w.put(cp);
                continue;
            }
        }
        if (isSpace(c)) {
            if (preDepth > 0 && c == u'\n')
                w.lineBreak(1);
            else
                w.space();
        } else if (QChar::isHighSurrogate(c) && i + 1 < size && html[i + 1].isLowSurrogate()) {
            w.put(QChar::surrogateToUcs4(c, html[i + 1].unicode()));
            ++i;
        } else {
            w.put(c);
        }
        ++i;
    }
    return w.take();
}

bool HtmlToText::looksLikeHtml(QStringView text)
{
    QStringView head = text.first(std::min<qsizetype>(text.size(), 8192));
    qsizetype start = 0;
    while (start < head.size() && (isSpace(head[start].unicode()) || head[start] == u'\uFEFF'))
        ++start;
    const QStringView lead = head.sliced(start);
    if (lead.startsWith(u"<!doctype html", Qt::CaseInsensitive)
        || lead.startsWith(u"<html", Qt::CaseInsensitive))
        return true;
    // Otherwise two or more known tags: one stray "<b>" in prose is not a web page.
    int tags = 0;
    for (qsizetype i = head.indexOf(u'<'); i >= 0 && i + 1 < head.size();
         i = head.indexOf(u'<', i + 1)) {
        qsizetype p = i + 1;
        if (head[p] == u'/')
            ++p;
        char16_t buf[MaxTagName];
        const int n = readTagName(head, p, buf);
        if (n == 0 || p + n >= head.size())
            continue;
        const char16_t after = head[p + n].unicode();
        if ((after == u'>' || after == u'/' || isSpace(after))
            && contains(sniffElements, tagName(buf, n)) && ++tags >= 2)
            return true;
    }
    return false;
}

} // namespace mt
