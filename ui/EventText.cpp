#include "EventText.h"

#include "Translations.h"
#include "lang/LanguageNames.h"

#include <QSet>

namespace mt::ui {

QString EventText::typeName(EventType type)
{
    switch (type) {
    case EventType::Goal:
        return tr("Goal");
    case EventType::PenaltyAwarded:
        return tr("Penalty awarded");
    case EventType::PenaltyMissed:
        return tr("Missed penalty");
    case EventType::YellowCard:
        return tr("Yellow card");
    case EventType::SecondYellow:
        return tr("Second yellow");
    case EventType::RedCard:
        return tr("Red card");
    case EventType::Substitution:
        return tr("Substitution");
    case EventType::ChanceMissed:
        return tr("Chance missed");
    case EventType::Save:
        return tr("Save");
    case EventType::Foul:
        return tr("Foul");
    case EventType::Injury:
        return tr("Injury");
    case EventType::DisallowedGoal:
        return tr("Disallowed goal");
    case EventType::VarReview:
        return tr("VAR review");
    }
    return {};
}

QString EventText::iconName(IconKind kind)
{
    switch (kind) {
    case IconKind::Goal:
        return tr("Goal");
    case IconKind::PenaltyGoal:
        return tr("Penalty goal");
    case IconKind::OwnGoal:
        return tr("Own goal");
    case IconKind::PenaltyAwarded:
        return tr("Penalty awarded");
    case IconKind::PenaltyMissed:
        return tr("Missed penalty");
    case IconKind::YellowCard:
        return tr("Yellow card");
    case IconKind::SecondYellow:
        return tr("Second yellow");
    case IconKind::RedCard:
        return tr("Red card");
    case IconKind::Substitution:
        return tr("Substitution");
    case IconKind::ChanceMissed:
        return tr("Miss");
    case IconKind::Save:
        return tr("Save");
    case IconKind::Foul:
        return tr("Foul");
    case IconKind::Injury:
        return tr("Injury");
    case IconKind::DisallowedGoal:
        return tr("Disallowed goal");
    case IconKind::VarReview:
        return tr("VAR review");
    }
    return {};
}

QString EventText::fieldName(const QString &fieldKey)
{
    if (fieldKey == Field::Minute)
        return tr("Minute");
    if (fieldKey == Field::Player)
        return tr("Player");
    if (fieldKey == Field::Assist)
        return tr("Assist");
    if (fieldKey == Field::PlayerOut)
        return tr("Player off");
    if (fieldKey == Field::Opponent)
        return tr("Opponent");
    if (fieldKey == Field::Reason)
        return tr("Reason");
    if (fieldKey == Field::Method)
        return tr("Method");
    if (fieldKey == Field::Team)
        return tr("Team");
    return fieldKey;
}

QString EventText::methodName(GoalMethod method)
{
    switch (method) {
    case GoalMethod::None:
        return {};
    case GoalMethod::OpenPlay:
        return tr("open play");
    case GoalMethod::Header:
        return tr("header");
    case GoalMethod::Penalty:
        return tr("penalty");
    case GoalMethod::FreeKick:
        return tr("free kick");
    case GoalMethod::OwnGoal:
        return tr("own goal");
    }
    return {};
}

QString EventText::languageName(const Source &src)
{
    // In the interface's language, from ICU ("Tysk" in the Bokmål interface).
    const QString name
        = LanguageNames::displayName(src.language, Translations::installedLanguage());
    if (!name.isEmpty())
        return name;
    if (!src.languageName.isEmpty())
        return src.languageName;
    return src.language.isEmpty() ? tr("unknown language") : src.language;
}

QString EventText::teamName(const Analysis &a, TeamSide side)
{
    switch (side) {
    case TeamSide::Home:
        return a.match.home.isEmpty() ? tr("Home") : a.match.home;
    case TeamSide::Away:
        return a.match.away.isEmpty() ? tr("Away") : a.match.away;
    case TeamSide::Unknown:
        break;
    }
    return {};
}

QString EventText::timeText(const Event &e)
{
    if (e.time.isKnown())
        return e.time.display();
    if (e.range.isValid()) {
        if (e.range.from == e.range.to)
            return e.range.from.display();
        //: A range of match minutes, e.g. 1'–45+'
        return tr("%1–%2").arg(e.range.from.display(), e.range.to.display());
    }
    return tr("?'");
}

QString EventText::chartLabel(const Event &e)
{
    // The surname carries the name on a crowded chart; "Vinícius Júnior" keeps its last word,
    // as the reports' own short forms do.
    const QString name = e.player.section(u' ', -1, -1, QString::SectionSkipEmpty);
    if (!e.time.isKnown())
        return name;
    if (name.isEmpty())
        return e.time.display();
    //: Chart label beside an event's icon: minute, player ("56' Nasri")
    return tr("%1 %2").arg(e.time.display(), name);
}

QString EventText::summary(const Event &e)
{
    const QString who = e.player.isEmpty() ? QString() : u": " + e.player;
    return timeText(e) + u' ' + typeName(e.type) + who;
}

QString EventText::details(const Event &e)
{
    QStringList parts;
    if (e.type == EventType::Goal && e.method != GoalMethod::None
        && e.method != GoalMethod::OpenPlay)
        parts << methodName(e.method);
    if (!e.assist.isEmpty())
        parts << tr("assist %1").arg(e.assist);
    if (!e.playerOut.isEmpty())
        parts << tr("off %1").arg(e.playerOut);
    if (!e.opponent.isEmpty())
        parts << tr("against %1").arg(e.opponent);
    if (!e.reason.isEmpty())
        parts << e.reason;
    return parts.join(QStringLiteral(", "));
}

QString EventText::scoreText(const Score &s)
{
    if (!s.isValid())
        return {};
    return QString::number(s.home) + u'–' + QString::number(s.away);
}

QString EventText::valuesText(const Disagreement &d)
{
    QStringList parts;
    for (const SourceValue &v : d.values) {
        const QString value = v.value.isEmpty() ? tr("(not stated)") : v.value;
        parts << tr("%1 (%2)").arg(value, v.sources.join(QStringLiteral(", ")));
    }
    return parts.join(QStringLiteral("  ·  "));
}

QString EventText::sourceIds(const Analysis &a, const Event &e)
{
    QStringList ids;
    for (const Mention &m : e.mentions) {
        if (m.source >= 0 && m.source < a.sources.size() && !ids.contains(a.sources[m.source].id))
            ids << a.sources[m.source].id;
    }
    return ids.join(QStringLiteral(", "));
}

int EventText::sourceCount(const Event &e)
{
    QSet<int> sources;
    for (const Mention &m : e.mentions)
        sources.insert(m.source);
    return int(sources.size());
}

QString EventText::toolTip(const Analysis &a, const Event &e)
{
    QString html
        = u"<b>" + timeText(e).toHtmlEscaped() + u"  " + typeName(e.type).toHtmlEscaped() + u"</b>";
    const QString team = teamName(a, e.team);
    if (!team.isEmpty())
        html += u" — " + team.toHtmlEscaped();
    if (!e.player.isEmpty())
        html += u"<br>"
            + (e.type == EventType::Substitution ? tr("On: %1") : tr("Player: %1"))
                  .arg(e.player.toHtmlEscaped());
    if (!e.assist.isEmpty())
        html += u"<br>" + tr("Assist: %1").arg(e.assist.toHtmlEscaped());
    if (!e.playerOut.isEmpty())
        html += u"<br>" + tr("Off: %1").arg(e.playerOut.toHtmlEscaped());
    if (!e.opponent.isEmpty())
        html += u"<br>" + tr("Opponent: %1").arg(e.opponent.toHtmlEscaped());
    if (!e.reason.isEmpty())
        html += u"<br>" + tr("Reason: %1").arg(e.reason.toHtmlEscaped());
    if (e.scoreAfter.isValid() && e.type == EventType::Goal)
        html += u"<br>" + tr("Score: %1").arg(scoreText(e.scoreAfter));
    const int n = sourceCount(e);
    html += u"<br>" + tr("Reported by %n source(s): %1", nullptr, n).arg(sourceIds(a, e));
    if (!e.time.isKnown()) {
        html += u"<br><i>"
            + (e.range.isValid() ? tr("Minute not stated; somewhere in %1").arg(timeText(e))
                                 : tr("Minute not stated"))
            + u"</i>";
    }
    for (const Disagreement &d : e.disagreements) {
        html += u"<br><span style=\"color:#b35c00\">⚠ "
            + tr("%1: %2").arg(fieldName(d.field), valuesText(d)).toHtmlEscaped() + u"</span>";
    }
    return html;
}

} // namespace mt::ui
