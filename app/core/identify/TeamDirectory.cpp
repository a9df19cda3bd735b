#include "TeamDirectory.h"

#include "NationalTeams.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mt {

TeamDirectory TeamDirectory::fromJson(const QByteArray &json)
{
    TeamDirectory d;
    const QJsonArray clubs = QJsonDocument::fromJson(json).object().value(u"clubs").toArray();
    for (const QJsonValue &v : clubs) {
        const QJsonObject o = v.toObject();
        Team t;
        t.name = o.value(u"name").toString();
        for (const QJsonValue &a : o.value(u"aliases").toArray())
            t.aliases.append(a.toString());
        t.city = o.value(u"city").toString();
        for (const QJsonValue &s : o.value(u"stadiums").toArray())
            t.stadiums.append(s.toString());
        t.national = o.value(u"national").toBool();
        t.country = o.value(u"country").toString();
        d.add(std::move(t));
    }
    return d;
}

// The first word of a folded form, as the tokenizer cuts it: letters, digits and marks up to
// the first space, hyphen, apostrophe or other punctuation ("côte" of "côte d’ivoire").
QString TeamDirectory::firstWord(const QString &folded)
{
    qsizetype end = 0;
    while (end < folded.size()) {
        const QChar c = folded.at(end);
        if (!(c.isLetterOrNumber() || c.isMark()))
            break;
        ++end;
    }
    return folded.left(end);
}

void TeamDirectory::add(Team t)
{
    const int index = int(m_teams.size());
    QStringList forms {t.name.toCaseFolded()};
    for (const QString &a : std::as_const(t.aliases))
        forms.append(a.toCaseFolded());
    m_byName.insert(forms.first(), index);
    for (const QString &form : std::as_const(forms)) {
        m_byForm[form].append(index);
        const QString first = firstWord(form);
        if (!first.isEmpty()) {
            m_firstWords.insert(first);
            m_firstShapes.set(shapeOf(first));
        }
    }
    m_teams.append(std::move(t));
}

const TeamDirectory &TeamDirectory::builtIn()
{
    static const TeamDirectory directory = [] {
        QFile f(QStringLiteral(":/teams/clubs.json"));
        TeamDirectory d = f.open(QIODevice::ReadOnly) ? fromJson(f.readAll()) : TeamDirectory();
        // Every country's team, in every language, unless the table names it already
        // (England, Scotland, Wales and Northern Ireland are no ISO countries: the table has them).
        for (const Team &t : NationalTeams::all()) {
            if (!d.m_byName.contains(t.name.toCaseFolded()))
                d.add(t);
        }
        return d;
    }();
    return directory;
}

QString TeamDirectory::fold(const QString &text)
{
    bool upper = false;
    for (QChar c : text) {
        if (c.unicode() >= 0x80)
            return text.toCaseFolded();
        upper = upper || (c.unicode() >= u'A' && c.unicode() <= u'Z');
    }
    if (!upper)
        return text;
    QString out = text;
    for (QChar &c : out) {
        if (c.unicode() >= u'A' && c.unicode() <= u'Z')
            c = QChar(char16_t(c.unicode() + (u'a' - u'A')));
    }
    return out;
}

int TeamDirectory::findExact(const QString &text) const
{
    const QString key = fold(text);
    const auto named = m_byName.constFind(key);
    if (named != m_byName.cend())
        return *named;
    const QList<int> hits = m_byForm.value(key);
    return hits.size() == 1 ? hits.first() : -1;
}

QList<int> TeamDirectory::findAlias(const QString &text) const
{
    return m_byForm.value(fold(text));
}

} // namespace mt
