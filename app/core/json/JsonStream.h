// Writes JSON as QJsonDocument would, byte for byte, but a piece at a time: an object whose
// one large array is written element by element, so that a large analysis is never held as a
// whole JSON tree (DESIGN.md 4; the contract's bytes do not change).
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QJsonObject>
#include <QJsonValue>

#include <functional>

namespace mt {

class JsonStream
{
public:
    JsonStream(QIODevice &out, bool indented) : m_out(out), m_indented(indented) { }

    // Writes element i of an array, at the depth of its elements.
    using Item = std::function<bool(qsizetype i, int depth)>;

    // The object `fixed` with one key more, `streamed`, whose value is an array of `count`
    // elements that `item` writes; at `depth` (0 for the document's own object).
    bool object(const QJsonObject &fixed, const QString &streamed, qsizetype count,
        const Item &item, int depth);
    // Any value, whole, at `depth`.
    bool value(const QJsonValue &v, int depth);
    bool raw(const QByteArray &bytes) { return m_ok = m_ok && m_out.write(bytes) == bytes.size(); }
    bool ok() const { return m_ok; }

private:
    bool array(qsizetype count, const Item &item, int depth);
    QByteArray newline(int depth) const;

    QIODevice &m_out;
    bool m_indented;
    bool m_ok = true;
};

} // namespace mt
