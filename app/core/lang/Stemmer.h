// Snowball stemming (Debian's libstemmer) for "@word" pattern elements. Not thread-safe: one
// per thread or job, like the ICU iterators.
#pragma once

#include <QHash>
#include <QString>

struct sb_stemmer;

namespace mt {

class Stemmer
{
public:
    explicit Stemmer(const QString &algorithm); // "english", "norwegian", ...
    ~Stemmer();
    Stemmer(const Stemmer &) = delete;
    Stemmer &operator=(const Stemmer &) = delete;

    bool isValid() const { return m_stemmer != nullptr; }
    // Stem of a case-folded word; the word itself when there is no stemmer.
    QString stem(const QString &word);

private:
    sb_stemmer *m_stemmer = nullptr;
    QHash<QString, QString> m_cache;
};

} // namespace mt
