#include "Stemmer.h"

#include <libstemmer.h>

namespace mt {

Stemmer::Stemmer(const QString &algorithm)
{
    if (!algorithm.isEmpty())
        m_stemmer = sb_stemmer_new(algorithm.toLatin1().constData(), "UTF_8");
}

Stemmer::~Stemmer()
{
    if (m_stemmer)
        sb_stemmer_delete(m_stemmer);
}

QString Stemmer::stem(const QString &word)
{
    if (!m_stemmer)
        return word;
    const auto it = m_cache.constFind(word);
    if (it != m_cache.cend())
        return *it;
    const QByteArray utf8 = word.toUtf8();
    const sb_symbol *out = sb_stemmer_stem(
        m_stemmer, reinterpret_cast<const sb_symbol *>(utf8.constData()), int(utf8.size()));
    QString result = out
        ? QString::fromUtf8(reinterpret_cast<const char *>(out), sb_stemmer_length(m_stemmer))
        : word;
    m_cache.insert(word, result);
    return result;
}

} // namespace mt
