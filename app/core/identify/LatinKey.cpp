#include "LatinKey.h"

#include <QHash>
#include <QLoggingCategory>

#include <unicode/translit.h>
#include <unicode/unistr.h>

#include <memory>

namespace mt {

namespace {

Q_LOGGING_CATEGORY(lcLatinKey, "mt.identify.latinkey")

std::unique_ptr<icu::Transliterator> makeTransliterator()
{
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Transliterator> t(icu::Transliterator::createInstance(
        icu::UnicodeString::fromUTF8("Any-Latin; Latin-ASCII; Lower"), UTRANS_FORWARD, status));
    if (U_FAILURE(status)) {
        qCWarning(lcLatinKey, "no ICU transliterator (%s); names are compared as written",
            u_errorName(status));
        return nullptr;
    }
    return t;
}

} // namespace

QString LatinKey::of(const QString &word)
{
    bool ascii = true;
    for (QChar c : word)
        ascii = ascii && c.unicode() < 0x80;
    if (ascii)
        return word.toLower();
    thread_local const std::unique_ptr<icu::Transliterator> transliterator = makeTransliterator();
    // Words come back in runs: a per-thread memo keeps ICU's cost to once a word.
    thread_local QHash<QString, QString> memo;
    if (const auto it = memo.constFind(word); it != memo.cend())
        return it.value();
    QString key = word.toCaseFolded();
    if (transliterator) {
        icu::UnicodeString s(
            false, reinterpret_cast<const UChar *>(word.utf16()), int32_t(word.size()));
        icu::UnicodeString copy(s); // transliterate() writes in place
        transliterator->transliterate(copy);
        key = QString(reinterpret_cast<const QChar *>(copy.getBuffer()), copy.length());
    }
    if (memo.size() > 100000)
        memo.clear(); // a bound for texts of endless distinct words
    memo.insert(word, key);
    return key;
}

QString LatinKey::lettersOf(const QString &word)
{
    QString key = of(word.toCaseFolded());
    key.removeIf([](QChar c) { return !c.isLetterOrNumber(); });
    foldUmlautSpellings(key);
    return key;
}

void LatinKey::foldUmlautSpellings(QString &key)
{
    // "Faehrmann" is how a report without the letter writes Fährmann, whose key is fahrmann.
    static const QString pairs[]
        = {QStringLiteral("ae"), QStringLiteral("oe"), QStringLiteral("ue")};
    for (const QString &pair : pairs) {
        if (key.contains(pair))
            key.replace(pair, pair.left(1));
    }
}

} // namespace mt
