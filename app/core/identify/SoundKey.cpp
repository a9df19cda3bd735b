#include "SoundKey.h"

namespace mt {

namespace {

bool isVowelSound(QChar c)
{
    switch (c.unicode()) {
    case u'a':
    case u'e':
    case u'i':
    case u'o':
    case u'u':
    case u'y':
    case u'h':
    case u'j':
    case u'w':
        return true;
    default:
        return false;
    }
}

// The consonant class a letter sounds as, given the letter after it.
QChar classOf(QChar c, QChar next)
{
    switch (c.unicode()) {
    case u'c':
        return next == u'e' || next == u'i' || next == u'y' ? u's' : u'k';
    case u'q':
        return u'k';
    case u'z':
        return u's';
    case u'v':
        return u'f';
    default:
        return c;
    }
}

} // namespace

QString SoundKey::of(const QString &latinKey)
{
    QString out;
    out.reserve(latinKey.size());
    for (qsizetype i = 0; i < latinKey.size(); ++i) {
        const QChar c = latinKey.at(i);
        if (c.unicode() < u'a' || c.unicode() > u'z' || isVowelSound(c))
            continue;
        const QChar next = i + 1 < latinKey.size() ? latinKey.at(i + 1) : QChar();
        const QChar prev = i > 0 ? latinKey.at(i - 1) : QChar();
        if (c == u'v' && (prev == u'k' || prev == u'q'))
            continue; // "kv" is how scripts write "qu": Kvitter, Quitter
        if (c == u't' && (next == u's' || next == u'z'))
            continue; // "ts" and "tz" are the one sound Cyrillic writes "ц" (c): Tsvik, Cvik
        if (c == u'x') {
            out.append(u"ks");
            continue;
        }
        const QChar k = classOf(c, next);
        if (out.isEmpty() || out.back() != k)
            out.append(k);
    }
    return out;
}

bool SoundKey::meet(const QString &a, const QString &b)
{
    if (a == b)
        return !a.isEmpty();
    if (a.size() != b.size() || a.size() < 4)
        return false;
    int differ = 0;
    for (qsizetype i = 0; i < a.size() && differ <= 1; ++i)
        differ += a.at(i) != b.at(i) ? 1 : 0;
    return differ == 1;
}

} // namespace mt
