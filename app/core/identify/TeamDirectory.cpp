#include "TeamDirectory.h"

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
        const int index = int(d.m_teams.size());
        QStringList forms {t.name.toCaseFolded()};
        for (const QString &a : std::as_const(t.aliases))
            forms.append(a.toCaseFolded());
        d.m_byName.insert(forms.first(), index);
        for (const QString &form : std::as_const(forms)) {
            d.m_byForm[form].append(index);
            const QList<Token> toks = Tokenizer::tokenize(form, 0, int(form.size()));
            if (!toks.isEmpty()) {
                d.m_firstWords.insert(toks.first().lower());
                d.m_firstShapes.set(shapeOf(toks.first().lower()));
            }
        }
        d.m_teams.append(std::move(t));
    }
    return d;
}

const TeamDirectory &TeamDirectory::builtIn()
{
    static const TeamDirectory directory = [] {
        QFile f(QStringLiteral(":/teams/clubs.json"));
        if (!f.open(QIODevice::ReadOnly))
            return TeamDirectory();
        return fromJson(f.readAll());
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
