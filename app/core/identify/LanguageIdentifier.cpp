#include "LanguageIdentifier.h"

#include <QLocale>

#include <cld2/public/compact_lang_det.h>
#include <cstdio> // compact_lang_det.h uses FILE without including <cstdio>

#include <algorithm>
#include <bitset>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace mt {

namespace {

// CLD2 reads about 40 MB/s; a report's first 64 KB say all there is to say about its language.
constexpr qsizetype MaxBytes = 64 * 1024;
// Most reports say it in their first few sentences: CLD2 reads those first (about a third of the
// time of a whole 4 KB report) and the rest only when it is not sure of them.
constexpr qsizetype SampleChars = 1024;

// The opening of the text to try first: up to SampleChars, cut after the last sentence end (or
// else the last space) in it. Empty when the sample would be most of the text anyway.
QStringView openingSample(QStringView text)
{
    if (text.size() <= SampleChars + SampleChars / 2)
        return {};
    const QStringView head = text.left(SampleChars);
    qsizetype cut = -1;
    for (qsizetype i = head.size() - 1; i >= SampleChars / 2 && cut < 0; --i) {
        const QChar c = head[i];
        if (c == u'\n'
            || (c.isSpace() && i > 0
                && (head[i - 1] == u'.' || head[i - 1] == u'!' || head[i - 1] == u'?')))
            cut = i;
    }
    if (cut < 0)
        cut = head.lastIndexOf(u' ');
    if (cut < SampleChars / 2)
        return {};
    return head.left(cut);
}

struct Cld2Result
{
    CLD2::Language top = CLD2::UNKNOWN_LANGUAGE;
    CLD2::Language language3[3]
        = {CLD2::UNKNOWN_LANGUAGE, CLD2::UNKNOWN_LANGUAGE, CLD2::UNKNOWN_LANGUAGE};
    int percent3[3] = {0, 0, 0};
    bool reliable = false;
};

Cld2Result detect(const QByteArray &utf8)
{
    Cld2Result r;
    int textBytes = 0;
    r.top = CLD2::ExtDetectLanguageSummary(
        utf8.constData(), int(utf8.size()), true, r.language3, r.percent3, &textBytes, &r.reliable);
    return r;
}

// CLD2 codes that are not BCP 47 (or not the tag we want) -> BCP 47.
QString toBcp47(const char *cld2Code)
{
    const std::string_view code(cld2Code ? cld2Code : "");
    if (code.empty() || code == "un" || code == "xxx")
        return {};
    if (code == "no")
        return QStringLiteral("nb"); // CLD2's NORWEGIAN is Bokmal; Nynorsk is "nn"
    if (code == "iw")
        return QStringLiteral("he");
    if (code == "in")
        return QStringLiteral("id");
    if (code == "ji")
        return QStringLiteral("yi");
    if (code == "jw")
        return QStringLiteral("jv");
    if (code == "zh")
        return QStringLiteral("zh-Hans");
    if (code == "zh-Hant")
        return QStringLiteral("zh-Hant");
    if (code == "sr-ME")
        return QStringLiteral("sr-Latn-ME");
    return QString::fromLatin1(code.data(), qsizetype(code.size()));
}

// English names; ASCII for Norwegian so that logs and JSON stay plain.
QString englishName(const QString &code, const char *cld2Name)
{
    if (code == u"nb")
        return QStringLiteral("Norwegian Bokmal");
    if (code == u"nn")
        return QStringLiteral("Norwegian Nynorsk");
    if (code == u"zh-Hans")
        return QStringLiteral("Chinese (Simplified)");
    if (code == u"zh-Hant")
        return QStringLiteral("Chinese (Traditional)");
    const QLocale locale(code);
    if (locale.language() != QLocale::C && locale.language() != QLocale::AnyLanguage)
        return QLocale::languageToString(locale.language());
    // CLD2's own names are upper case with underscores ("SCOTS_GAELIC").
    QString name = QString::fromLatin1(cld2Name ? cld2Name : "").toLower();
    name.replace(u'_', u' ');
    bool wordStart = true;
    for (QChar &c : name) {
        if (wordStart)
            c = c.toUpper();
        wordStart = c == u' ';
    }
    return name;
}

// Danish and Norwegian Bokmal share most of their words, and CLD2 mixes them up on short texts
// (Debian's CLD2 tables lean Norwegian: "Gæsterne var bedre og vandt kampen fortjent." comes out
// "no"; other builds lean Danish). Spelling settles it: each pair below is one word with one
// form per language, frequent in match reports (nb ble / da blev, etter/efter, hva/hvad, ...).
// Shared words (ikke, kamp, mål, også, kun, fra, meget) are no evidence and are not listed.
constexpr std::u16string_view norwegianMarkers[] = {
    u"ble",
    u"etter",
    u"hva",
    u"noe",
    u"mye",
    u"nå",
    u"sier",
    u"av",
    u"mot",
    u"ut",
    u"opp",
    u"seier",
    u"seieren",
    u"gjennom",
    u"enn",
    u"hadde",
    u"sa",
    u"meg",
    u"deg",
    u"seg",
    u"uten",
    u"omgang",
    u"omgangen",
    u"laget",
    u"hjemmelaget",
    u"scoret",
    u"å",
    u"annen",
    u"vant",
    u"gjestene",
    u"fikk",
    u"treneren",
    u"spilte",
    u"sjanse",
    u"sjanser",
    u"sjansen",
    u"ballen",
    u"vinne",
    u"kjempet",
    u"feil",
    u"tilbake",
    u"sterkt",
};
constexpr std::u16string_view danishMarkers[] = {
    u"blev",
    u"efter",
    u"hvad",
    u"noget",
    u"nu",
    u"siger",
    u"af",
    u"mod",
    u"ud",
    u"op",
    u"sejr",
    u"sejren",
    u"gennem",
    u"end",
    u"havde",
    u"sagde",
    u"mig",
    u"dig",
    u"sig",
    u"uden",
    u"halvleg",
    u"halvlegen",
    u"holdet",
    u"hjemmeholdet",
    u"scorede",
    u"anden",
    u"vandt",
    u"gæsterne",
    u"fik",
    u"træneren",
    u"spillede",
    u"chance",
    u"chancer",
    u"chancen",
    u"bolden",
    u"vinde",
    u"kæmpede",
    u"fejl",
    u"tilbage",
    u"stærkt",
};

// CLD2 knows Nynorsk ("nn") but rarely says it; these spellings exist only in Nynorsk, the second
// list only in Bokmal (ikkje/ikke, eg/jeg, kva/hva, frå/fra, berre/bare, ...).
constexpr std::u16string_view nynorskMarkers[] = {
    u"ikkje",
    u"eg",
    u"kva",
    u"frå",
    u"berre",
    u"mykje",
    u"heile",
    u"vart",
    u"dei",
    u"heime",
    u"heimelaget",
    u"noko",
    u"korleis",
    u"kvifor",
    u"sjølv",
    u"spelarane",
    u"spelar",
    u"fekk",
    u"vore",
    u"hjå",
    u"òg",
    u"difor",
    u"sigeren",
    u"ein",
    u"eit",
    u"kampane",
    u"meir",
    u"heilt",
    u"gjekk",
    u"skaut",
    u"vorte",
    u"gonger",
    u"fyrste",
    u"seinare",
    u"tidlegare",
    u"dommaren",
    u"trenaren",
    u"raudt",
    u"leiinga",
    u"utlikna",
    u"skåra",
};
constexpr std::u16string_view bokmalOnlyMarkers[] = {
    u"ikke",
    u"jeg",
    u"hva",
    u"fra",
    u"bare",
    u"mye",
    u"hele",
    u"ble",
    u"hjemme",
    u"hjemmelaget",
    u"noe",
    u"hvordan",
    u"hvorfor",
    u"selv",
    u"spillerne",
    u"spiller",
    u"fikk",
    u"vært",
    u"hos",
    u"også",
    u"derfor",
    u"seieren",
    u"kampene",
};

struct MarkerCount
{
    int norwegian = 0;
    int danish = 0;
    int nynorsk = 0;
    int bokmalOnly = 0;
};

enum MarkerList { Norwegian = 1, Danish = 2, Nynorsk = 4, BokmalOnly = 8 };

// Every marker word with the lists it is in, for one lookup a word.
const std::unordered_map<std::u16string_view, int> &markerLists()
{
    static const std::unordered_map<std::u16string_view, int> lists = [] {
        std::unordered_map<std::u16string_view, int> m;
        for (auto w : norwegianMarkers)
            m[w] |= Norwegian;
        for (auto w : danishMarkers)
            m[w] |= Danish;
        for (auto w : nynorskMarkers)
            m[w] |= Nynorsk;
        for (auto w : bokmalOnlyMarkers)
            m[w] |= BokmalOnly;
        return m;
    }();
    return lists;
}

// The shapes (length, first and last letter) of the marker words, hashed into a bit set: four
// of five words of a report have none of them and are passed over without a hash-table lookup.
class MarkerShapes
{
public:
    MarkerShapes()
    {
        for (const auto &entry : markerLists())
            m_bits.set(shapeOf(entry.first.data(), entry.first.size()));
    }
    bool mayBeMarker(const char16_t *word, size_t length) const
    {
        return m_bits.test(shapeOf(word, length));
    }

private:
    static constexpr size_t Bits = 4096;
    static size_t shapeOf(const char16_t *word, size_t length)
    {
        return (length * 977 + size_t(word[0]) * 31 + size_t(word[length - 1])) & (Bits - 1);
    }
    std::bitset<Bits> m_bits;
};

// QChar::isLetter, without its out-of-line call for ASCII (spaces, digits, punctuation).
inline bool isLetter(char16_t c)
{
    if (c < 0x80)
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
    return QChar::isLetter(c);
}

// QString::toLower, faster: Latin-1 (all of a report but its dashes and quotes) by the table,
// every other run of characters by toLower itself, which maps each code point on its own.
// Surrogates (rare) take toLower whole: it treats an unpaired one by what came before it.
QString lowered(QStringView text)
{
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        if (text[i].isSurrogate())
            return text.toString().toLower();
    }
    QString out;
    out.reserve(n);
    for (qsizetype i = 0; i < n;) {
        qsizetype j = i;
        if (text[i].unicode() < 0x100) {
            while (j < n && text[j].unicode() < 0x100)
                ++j;
            const qsizetype at = out.size();
            out.resize(at + (j - i));
            QChar *o = out.data() + at;
            for (qsizetype k = i; k < j; ++k) {
                const char16_t c = text[k].unicode();
                const bool upper
                    = (c >= u'A' && c <= u'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7);
                *o++ = QChar(upper ? char16_t(c + 0x20) : c);
            }
        } else {
            while (j < n && text[j].unicode() >= 0x100)
                ++j;
            out.append(text.mid(i, j - i).toString().toLower());
        }
        i = j;
    }
    return out;
}

MarkerCount countMarkers(QStringView text)
{
    MarkerCount count;
    const auto &lists = markerLists();
    static const MarkerShapes shapes;
    const QString lowerText = lowered(text.left(MaxBytes));
    const char16_t *lower = reinterpret_cast<const char16_t *>(lowerText.constData());
    const qsizetype n = lowerText.size();
    for (qsizetype i = 0; i < n;) {
        if (!isLetter(lower[i])) {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < n && isLetter(lower[j]))
            ++j;
        const size_t length = size_t(j - i);
        if (!shapes.mayBeMarker(lower + i, length)) {
            i = j;
            continue;
        }
        const auto it = lists.find(std::u16string_view(lower + i, length));
        if (it != lists.end()) {
            count.norwegian += (it->second & Norwegian) ? 1 : 0;
            count.danish += (it->second & Danish) ? 1 : 0;
            count.nynorsk += (it->second & Nynorsk) ? 1 : 0;
            count.bokmalOnly += (it->second & BokmalOnly) ? 1 : 0;
        }
        i = j;
    }
    return count;
}

// Where CLD2 finds too few words (a fact box of names and minutes), a Cyrillic text still
// tells Russian from Ukrainian by letters only one of them writes: ы and э against і, ї, є
// and ґ. Two of one side, none of the other; other Cyrillic languages stay unknown. The
// share is that of Cyrillic letters among all letters.
std::pair<CLD2::Language, int> cyrillicByLetters(QStringView text)
{
    int cyrillic = 0, letters = 0, russian = 0, ukrainian = 0, other = 0;
    for (const QChar c : text.left(MaxBytes)) {
        if (!isLetter(c.unicode()))
            continue;
        ++letters;
        const char16_t l = c.toLower().unicode();
        if (l < 0x400 || l > 0x4FF)
            continue;
        ++cyrillic;
        russian += (l == u'ы' || l == u'э') ? 1 : 0;
        ukrainian += (l == u'і' || l == u'ї' || l == u'є' || l == u'ґ') ? 1 : 0;
        other += (l == u'ў' || l == u'ј' || l == u'љ' || l == u'њ' || l == u'ћ' || l == u'џ'
                     || l == u'ѓ' || l == u'ќ' || l == u'ѕ')
            ? 1
            : 0;
    }
    if (cyrillic < 40 || 2 * cyrillic < letters || other > 0)
        return {CLD2::UNKNOWN_LANGUAGE, 0};
    const int share = 100 * cyrillic / letters;
    if (russian >= 2 && ukrainian == 0)
        return {CLD2::RUSSIAN, share};
    if (ukrainian >= 2 && russian == 0)
        return {CLD2::UKRAINIAN, share};
    return {CLD2::UNKNOWN_LANGUAGE, 0};
}

// A fact box of names and minutes: too few words for CLD2's summary. The language of the
// words it did read (a Spanish box of English names: "es 25%"), else the Cyrillic letters.
std::pair<CLD2::Language, int> withoutSummary(const Cld2Result &r, QStringView text)
{
    if (r.language3[0] != CLD2::UNKNOWN_LANGUAGE && r.percent3[0] > 0)
        return {r.language3[0], r.percent3[0]};
    return cyrillicByLetters(text);
}

} // namespace

LanguageGuess LanguageIdentifier::identify(const QString &text)
{
    LanguageGuess guess;
    Cld2Result r;
    const QStringView sample = openingSample(text);
    if (!sample.isEmpty())
        r = detect(sample.toUtf8()); // valid UTF-8, as CLD2 requires
    if (!r.reliable) {
        const QByteArray utf8 = text.left(MaxBytes).toUtf8();
        if (utf8.trimmed().isEmpty())
            return guess;
        r = detect(utf8);
    }
    // CLD2's summary passes over English that covers most of a text when another language has
    // a good share (web pages carry English menus); in an English report full of Norwegian
    // names that share is the names. The language of most of the text is the report's.
    const CLD2::Language top
        = r.language3[0] != r.top && r.percent3[0] >= 60 ? r.language3[0] : r.top;
    const CLD2::Language *language3 = r.language3;
    const int *percent3 = r.percent3;
    bool reliable = r.reliable;

    auto percentOf = [&](CLD2::Language lang) {
        for (int i = 0; i < 3; ++i) {
            if (language3[i] == lang)
                return percent3[i];
        }
        return 0;
    };
    CLD2::Language chosen = top;
    int percent = percentOf(top);
    if (top == CLD2::UNKNOWN_LANGUAGE) {
        std::tie(chosen, percent) = withoutSummary(r, text);
        if (chosen == CLD2::UNKNOWN_LANGUAGE)
            return guess;
        reliable = false;
    }

    if (top == CLD2::DANISH || top == CLD2::NORWEGIAN) {
        const MarkerCount markers = countMarkers(text);
        // The Danish/Norwegian tiebreak (see the marker lists): two words of evidence and a
        // two-to-one majority, so a Danish quote inside a Norwegian report changes nothing.
        if (top == CLD2::DANISH && markers.norwegian >= 2
            && markers.norwegian > 2 * markers.danish) {
            chosen = CLD2::NORWEGIAN;
            percent = percentOf(CLD2::DANISH) + percentOf(CLD2::NORWEGIAN);
            reliable = markers.norwegian >= 3;
        } else if (top == CLD2::NORWEGIAN && markers.danish >= 2
            && markers.danish > 2 * markers.norwegian) {
            chosen = CLD2::DANISH;
            percent = percentOf(CLD2::DANISH) + percentOf(CLD2::NORWEGIAN);
            reliable = markers.danish >= 3;
        }
        // Nynorsk: three or more of its own spellings and a two-to-one majority over Bokmal's.
        if (chosen == CLD2::NORWEGIAN && markers.nynorsk >= 3
            && markers.nynorsk > 2 * markers.bokmalOnly)
            chosen = CLD2::NORWEGIAN_N;
    }

    guess.code = toBcp47(CLD2::LanguageCode(chosen));
    if (guess.code.isEmpty())
        return LanguageGuess {};
    guess.name = englishName(guess.code, CLD2::LanguageName(chosen));
    guess.percent = std::clamp(percent, 0, 100);
    guess.reliable = reliable;
    return guess;
}

} // namespace mt
