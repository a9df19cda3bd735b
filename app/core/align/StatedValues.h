// The values an event's reports state per field, and which reports state each: material for
// disagreements (DESIGN.md 1, compare). Used by the align stage and again by the link stage.
#pragma once

#include "model/Analysis.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace mt {

class StatedValues
{
public:
    void note(const QString &field, const QString &value, const QString &source)
    {
        if (value.isEmpty())
            return;
        for (Entry &e : m_entries) {
            if (e.field == field && e.value == value) {
                if (!e.sources.contains(source))
                    e.sources.append(source);
                return;
            }
        }
        m_entries.append(Entry {field, value, {source}});
    }

    // Fields with two or more values that two or more reports state (one report wording a
    // reason two ways is no disagreement), by field and value.
    QList<Disagreement> disagreements()
    {
        std::sort(m_entries.begin(), m_entries.end(), [](const Entry &a, const Entry &b) {
            return a.field != b.field ? a.field < b.field : a.value < b.value;
        });
        QList<Disagreement> out;
        for (qsizetype from = 0, to = 0; from < m_entries.size(); from = to) {
            const Entry &first = m_entries[from];
            bool otherSource = false;
            for (to = from; to < m_entries.size() && m_entries[to].field == first.field; ++to) {
                for (const QString &src : std::as_const(m_entries[to].sources))
                    otherSource = otherSource || src != first.sources.first();
            }
            if (to - from < 2 || !otherSource)
                continue;
            Disagreement dis;
            dis.field = first.field;
            for (qsizetype k = from; k < to; ++k)
                dis.values.append(SourceValue {m_entries[k].value, m_entries[k].sources});
            out.append(dis);
        }
        return out;
    }

    // An event's minute disagreements from its mentions' stated minutes; sourceIds[i] is the id
    // of source i. The align stage counts the same minutes (exact, stated, no back reference).
    static QList<Disagreement> minutesOf(const Event &e, const QStringList &sourceIds)
    {
        StatedValues stated;
        const QString field = fieldName(Field::Minute);
        for (const Mention &m : e.mentions) {
            if (m.time.isKnown() && m.time.stoppage >= 0 && m.timeStated && !m.backReference
                && m.source >= 0 && m.source < sourceIds.size())
                stated.note(field, m.time.display(), sourceIds.at(m.source));
        }
        return stated.disagreements();
    }

    // Replaces the event's minute disagreements with what its mentions now state.
    static void refreshMinutes(Event &e, const QStringList &sourceIds)
    {
        const QString field = fieldName(Field::Minute);
        e.disagreements.removeIf([&](const Disagreement &d) { return d.field == field; });
        e.disagreements.append(minutesOf(e, sourceIds));
        std::stable_sort(e.disagreements.begin(), e.disagreements.end(),
            [](const Disagreement &a, const Disagreement &b) { return a.field < b.field; });
    }

private:
    struct Entry
    {
        QString field, value;
        QStringList sources;
    };
    QList<Entry> m_entries;
};

} // namespace mt
