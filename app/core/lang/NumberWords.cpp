#include "NumberWords.h"

#include <unicode/locid.h>
#include <unicode/rbnf.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <atomic>

namespace mt {

namespace {

QString toQString(const icu::UnicodeString &s)
{
    return QString(reinterpret_cast<const QChar *>(s.getBuffer()), s.length());
}

} // namespace

NumberWords::NumberWords(const QString &locale)
{
    static std::atomic<quint64> stamps {0};
    m_stamp = ++stamps;
    UErrorCode status = U_ZERO_ERROR;
    const QByteArray name = locale.toLatin1();
    icu::RuleBasedNumberFormat rbnf(icu::URBNF_SPELLOUT, icu::Locale(name.constData()), status);
    if (U_FAILURE(status))
        return;
    const int32_t setCount = rbnf.getNumberOfRuleSetNames();
    for (int32_t r = 0; r < setCount; ++r) {
        const icu::UnicodeString setName = rbnf.getRuleSetName(r);
        const QString set = toQString(setName);
        // Year and "verbose" variants only add spellings nobody writes about minutes.
        if (set.contains(u"year") || set.contains(u"verbose"))
            continue;
        const bool ordinal = set.contains(u"ordinal");
        QHash<QString, int> &table = ordinal ? m_ordinals : m_cardinals;
        for (int v = 0; v <= MaxValue; ++v) {
            icu::UnicodeString out;
            UErrorCode st = U_ZERO_ERROR;
            icu::FieldPosition pos;
            rbnf.format(static_cast<int32_t>(v), setName, out, pos, st);
            if (U_FAILURE(st))
                break;
            QString word = toQString(out).toCaseFolded();
            // Soft hyphens and spaces in some locales' rules: keep the written shapes only.
            word.remove(QChar(0x00AD));
            if (!word.isEmpty() && !table.contains(word))
                table.insert(word, v);
            // People type "tjueen" where the rules say "tjueén": accept the unaccented form.
            // (ASCII has no accents to take off, and NFD and NFC leave it as it is.)
            QString plain;
            if (std::all_of(
                    word.cbegin(), word.cend(), [](QChar c) { return c.unicode() < 0x80; })) {
                plain = word;
            } else {
                for (QChar c : word.normalized(QString::NormalizationForm_D)) {
                    if (c.category() != QChar::Mark_NonSpacing)
                        plain.append(c);
                }
                plain = plain.normalized(QString::NormalizationForm_C);
            }
            if (plain != word && !table.contains(plain))
                table.insert(plain, v);
            QString joined = word;
            joined.replace(u' ', u'-');
            if (joined != word && !table.contains(joined))
                table.insert(joined, v);
        }
    }
    for (const QHash<QString, int> *table : {&m_cardinals, &m_ordinals}) {
        for (auto it = table->cbegin(); it != table->cend(); ++it) {
            const qsizetype dash = it.key().indexOf(u'-');
            if (dash >= 0)
                m_hyphenHeads.insert(it.key().left(dash));
        }
    }
    for (auto it = m_cardinals.cbegin(); it != m_cardinals.cend(); ++it)
        m_facts[it.key()].cardinal = short(it.value());
    for (auto it = m_ordinals.cbegin(); it != m_ordinals.cend(); ++it)
        m_facts[it.key()].ordinal = short(it.value());
    for (const QString &head : std::as_const(m_hyphenHeads))
        m_facts[head].hyphenHead = true;
}

std::optional<int> NumberWords::cardinal(const QString &word) const
{
    const auto it = m_cardinals.constFind(word);
    if (it == m_cardinals.cend())
        return std::nullopt;
    return *it;
}

std::optional<int> NumberWords::ordinal(const QString &word) const
{
    const auto it = m_ordinals.constFind(word);
    if (it == m_ordinals.cend())
        return std::nullopt;
    return *it;
}

} // namespace mt
