#include "JsonStream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

namespace mt {

// A line break and the indentation of `depth` (nothing when compact).
QByteArray JsonStream::newline(int depth) const
{
    return m_indented ? QByteArray("\n").append(QByteArray(4 * depth, ' ')) : QByteArray();
}

bool JsonStream::value(const QJsonValue &v, int depth)
{
    if (!v.isObject() && !v.isArray()) {
        const QByteArray wrapped = QJsonDocument(QJsonArray {v}).toJson(QJsonDocument::Compact);
        return raw(wrapped.mid(1, wrapped.size() - 2));
    }
    const auto mode = m_indented ? QJsonDocument::Indented : QJsonDocument::Compact;
    QByteArray text = v.isObject() ? QJsonDocument(v.toObject()).toJson(mode)
                                   : QJsonDocument(v.toArray()).toJson(mode);
    if (m_indented) {
        text.chop(1); // the document's own final line break
        text.replace("\n", newline(depth));
    }
    return raw(text);
}

bool JsonStream::array(qsizetype count, const Item &item, int depth)
{
    raw("[");
    for (qsizetype i = 0; i < count && m_ok; ++i) {
        if (i > 0)
            raw(",");
        raw(newline(depth + 1));
        m_ok = m_ok && item(i, depth + 1);
    }
    return raw(newline(depth) + "]");
}

bool JsonStream::object(const QJsonObject &fixed, const QString &streamed, qsizetype count,
    const Item &item, int depth)
{
    QStringList keys = fixed.keys();
    keys.append(streamed);
    keys.sort(); // the order QJsonDocument writes keys in
    raw("{");
    for (qsizetype k = 0; k < keys.size() && m_ok; ++k) {
        if (k > 0)
            raw(",");
        raw(newline(depth + 1));
        value(keys.at(k), depth + 1);
        raw(m_indented ? ": " : ":");
        if (keys.at(k) == streamed)
            array(count, item, depth + 1);
        else
            value(fixed.value(keys.at(k)), depth + 1);
    }
    return raw(newline(depth) + "}");
}

} // namespace mt
