// A small set for the align stage's clusters.
#pragma once

#include <QList>
#include <QSet>

namespace mt {

// A set that is a flat list while small (a cluster of a real match has a few members: a list
// looks up faster than a hash) and a hash as well once it grows (one report retelling the
// same goal a thousand times must not make every look-up a scan).
template<typename T> class SmallSet
{
public:
    bool contains(const T &v) const
    {
        return m_hash.isEmpty() ? m_list.contains(v) : m_hash.contains(v);
    }
    bool isEmpty() const { return m_list.isEmpty(); }
    void insert(const T &v)
    {
        if (contains(v))
            return;
        m_list.append(v);
        if (!m_hash.isEmpty())
            m_hash.insert(v);
        else if (m_list.size() > 16)
            m_hash = QSet<T>(m_list.cbegin(), m_list.cend());
    }

private:
    QList<T> m_list;
    QSet<T> m_hash;
};

} // namespace mt
