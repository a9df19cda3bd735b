// A hand-made analysis for the viewer's tests: an invented match (Harbour City 3-2 Northvale)
// in three invented reports, with goals, a penalty goal, an own goal, cards, a substitution,
// a range-only event, 45+2 and 90+4, two events at the same minute and three disagreements.
// Spans are computed from the texts, so they are right by construction.
#pragma once

#include "model/Analysis.h"

#include <QStringList>

namespace mt::test {

struct FixtureText
{
    QString text;
    QList<Span> lines; // one sentence per line

    explicit FixtureText(const QStringList &sentences)
    {
        for (const QString &s : sentences) {
            lines.append(Span{int(text.size()), int(text.size() + s.size())});
            text += s + u'\n';
        }
    }
    // The sentence holding `needle`, and the span of the needle itself.
    int sentenceOf(const QString &needle) const
    {
        const int at = int(text.indexOf(needle));
        for (int i = 0; i < lines.size(); ++i) {
            if (at >= lines[i].start && at < lines[i].end)
                return i;
        }
        return -1;
    }
    Span spanOf(const QString &needle, const QString &within = {}) const
    {
        const int from = within.isEmpty() ? 0 : int(text.indexOf(within));
        const int at = int(text.indexOf(needle, from));
        return at < 0 ? Span{} : Span{at, int(at + needle.size())};
    }
};

inline Mention mention(const QList<FixtureText> &texts, int source, const QString &needle,
                       const MatchTime &time = {}, const QString &player = {})
{
    const FixtureText &t = texts[source];
    Mention m;
    m.source = source;
    m.sentence = t.sentenceOf(needle);
    Q_ASSERT(m.sentence >= 0);
    m.span = t.lines[m.sentence];
    m.time = time;
    m.timeStated = time.isKnown();
    m.player = player;
    return m;
}

inline SourceValue value(const QString &v, const QStringList &sources)
{
    return SourceValue{v, sources};
}

inline Analysis fixtureAnalysis()
{
    const QList<FixtureText> texts = {
        FixtureText({
            QStringLiteral("Harbour City 3-2 Northvale"),
            QStringLiteral("Ola Berg opened the scoring in the 12th minute, set up by Tom Hale."),
            QStringLiteral("Northvale's Ian Moss was booked in the first half for a late tackle."),
            QStringLiteral("Moss levelled with a header on 44 minutes."),
            QStringLiteral("Jack Reed restored the lead from the spot two minutes into added "
                           "time."),
            QStringLiteral("Sam Dyer replaced Tom Hale on the hour."),
            QStringLiteral("Lee Park turned the ball into his own net on 71 minutes."),
            QStringLiteral("Reed saw a second yellow card in the 80th minute."),
            QStringLiteral("Berg won it in the fourth minute of added time."),
            QStringLiteral("Elsewhere, Eastport beat Millbrook 2-0."),
        }),
        FixtureText({
            QStringLiteral("Harbour City – Northvale 3-2"),
            QStringLiteral("Ola Berg scoret i det 12. minutt etter pasning fra Tom Hale."),
            QStringLiteral("Tom Hale fikk gult kort i det 12. minutt."),
            QStringLiteral("Ian Moss utlignet med hodet i det 43. minutt."),
            QStringLiteral("Keeper Ben Cole reddet fra Berg etter 30 minutter."),
            QStringLiteral("Sam Dyer kom inn for Tom Hale etter 60 minutter."),
            QStringLiteral("Berg avgjorde på overtid, 90+4."),
        }),
        FixtureText({
            QStringLiteral("City edge Northvale in five-goal thriller"),
            QStringLiteral("Berg struck first (12), from a Sam Dyer pass."),
            QStringLiteral("Reed converted a penalty in first-half stoppage time, 45+2."),
            QStringLiteral("Northvale's Kai Lund fired wide on 88 minutes."),
            QStringLiteral("Reed was sent off for a second booking (80)."),
            QStringLiteral("Berg settled it in the 93rd minute, 90+3."),
        }),
    };

    Analysis a;
    a.match.home = QStringLiteral("Harbour City");
    a.match.away = QStringLiteral("Northvale");
    a.match.finalScore = Score{3, 2};
    const QStringList files = {QStringLiteral("harbour_wire_en.txt"),
                               QStringLiteral("northvale_avis_nb.txt"),
                               QStringLiteral("city_blog_en.md")};
    const QStringList langs = {QStringLiteral("en"), QStringLiteral("nb"), QStringLiteral("en")};
    const QStringList langNames = {QStringLiteral("English"), QStringLiteral("Norwegian Bokmål"),
                                   QStringLiteral("English")};
    for (int i = 0; i < texts.size(); ++i) {
        Source s;
        s.id = u'S' + QString::number(i + 1);
        s.file = files[i];
        s.path = u"/fixtures/" + files[i];
        s.language = langs[i];
        s.languageName = langNames[i];
        s.encoding = QStringLiteral("UTF-8");
        s.text = texts[i].text;
        for (const Span &l : texts[i].lines)
            s.sentences.append(Sentence{l, false});
        s.hasLanguagePack = true;
        a.sources.append(s);
    }
    a.sources[0].sentences.last().otherMatch = true;

    auto event = [&](const QString &id, EventType type, TeamSide team, const MatchTime &t,
                     const QString &player) {
        Event e;
        e.id = id;
        e.type = type;
        e.team = team;
        e.time = t;
        e.range = ClockRange::exactly(t);
        e.player = player;
        return e;
    };

    // E1 12' goal, assist disputed (S3 credits Sam Dyer).
    Event e1 = event(QStringLiteral("E1"), EventType::Goal, TeamSide::Home, MatchTime::at(12),
                     QStringLiteral("Ola Berg"));
    e1.method = GoalMethod::OpenPlay;
    e1.assist = QStringLiteral("Tom Hale");
    e1.scoreAfter = {1, 0};
    {
        Mention m0 = mention(texts, 0, QStringLiteral("opened the scoring"), MatchTime::at(12),
                             e1.player);
        m0.fieldSpans.insert(QString::fromUtf16(Field::Assist), texts[0].spanOf(QStringLiteral("Tom Hale")));
        Mention m1 = mention(texts, 1, QStringLiteral("scoret i det 12"), MatchTime::at(12),
                             e1.player);
        m1.fieldSpans.insert(QString::fromUtf16(Field::Assist), texts[1].spanOf(QStringLiteral("Tom Hale")));
        Mention m2 = mention(texts, 2, QStringLiteral("struck first"), MatchTime::at(12),
                             e1.player);
        m2.fieldSpans.insert(QString::fromUtf16(Field::Assist), texts[2].spanOf(QStringLiteral("Sam Dyer")));
        e1.mentions = {m0, m1, m2};
        e1.disagreements.append(Disagreement{
            QString::fromUtf16(Field::Assist),
            {value(QStringLiteral("Tom Hale"), {QStringLiteral("S1"), QStringLiteral("S2")}),
             value(QStringLiteral("Sam Dyer"), {QStringLiteral("S3")})}});
    }

    // E2 12' yellow for Tom Hale: the same minute as the goal, stacked.
    Event e2 = event(QStringLiteral("E2"), EventType::YellowCard, TeamSide::Home,
                     MatchTime::at(12), QStringLiteral("Tom Hale"));
    e2.mentions = {mention(texts, 1, QStringLiteral("gult kort"), MatchTime::at(12), e2.player)};

    // E3 yellow for Ian Moss, only "in the first half": a range.
    Event e3;
    e3.id = QStringLiteral("E3");
    e3.type = EventType::YellowCard;
    e3.team = TeamSide::Away;
    e3.player = QStringLiteral("Ian Moss");
    e3.reason = QStringLiteral("late tackle");
    e3.range = ClockRange{MatchTime::at(1), MatchTime{1, 45, -1}};
    e3.mentions = {mention(texts, 0, QStringLiteral("was booked"), {}, e3.player)};

    // E4 30' save.
    Event e4 = event(QStringLiteral("E4"), EventType::Save, TeamSide::Away, MatchTime::at(30),
                     QStringLiteral("Ben Cole"));
    e4.opponent = QStringLiteral("Ola Berg");
    e4.mentions = {mention(texts, 1, QStringLiteral("reddet"), MatchTime::at(30), e4.player)};

    // E5 44' header, minute disputed (S2 says 43).
    Event e5 = event(QStringLiteral("E5"), EventType::Goal, TeamSide::Away, MatchTime::at(44),
                     QStringLiteral("Ian Moss"));
    e5.method = GoalMethod::Header;
    e5.scoreAfter = {1, 1};
    {
        Mention m0 = mention(texts, 0, QStringLiteral("levelled"), MatchTime::at(44), e5.player);
        m0.fieldSpans.insert(QString::fromUtf16(Field::Minute), texts[0].spanOf(QStringLiteral("44 minutes")));
        Mention m1 = mention(texts, 1, QStringLiteral("utlignet"), MatchTime::at(43), e5.player);
        m1.fieldSpans.insert(QString::fromUtf16(Field::Minute), texts[1].spanOf(QStringLiteral("43. minutt")));
        e5.mentions = {m0, m1};
        e5.disagreements.append(Disagreement{
            QString::fromUtf16(Field::Minute),
            {value(QStringLiteral("44'"), {QStringLiteral("S1")}),
             value(QStringLiteral("43'"), {QStringLiteral("S2")})}});
    }

    // E6 45+2 penalty goal.
    Event e6 = event(QStringLiteral("E6"), EventType::Goal, TeamSide::Home, MatchTime::at(45, 2),
                     QStringLiteral("Jack Reed"));
    e6.method = GoalMethod::Penalty;
    e6.scoreAfter = {2, 1};
    e6.mentions = {mention(texts, 0, QStringLiteral("from the spot"), MatchTime::at(45, 2),
                           e6.player),
                   mention(texts, 2, QStringLiteral("converted a penalty"), MatchTime::at(45, 2),
                           e6.player)};

    // E7 60' substitution.
    Event e7 = event(QStringLiteral("E7"), EventType::Substitution, TeamSide::Home,
                     MatchTime::at(60), QStringLiteral("Sam Dyer"));
    e7.playerOut = QStringLiteral("Tom Hale");
    e7.mentions = {mention(texts, 0, QStringLiteral("replaced"), MatchTime::at(60), e7.player),
                   mention(texts, 1, QStringLiteral("kom inn"), MatchTime::at(60), e7.player)};

    // E8 71' own goal, counted for the away side.
    Event e8 = event(QStringLiteral("E8"), EventType::Goal, TeamSide::Away, MatchTime::at(71),
                     QStringLiteral("Lee Park"));
    e8.method = GoalMethod::OwnGoal;
    e8.scoreAfter = {2, 2};
    e8.mentions = {mention(texts, 0, QStringLiteral("own net"), MatchTime::at(71), e8.player)};

    // E9 80' second yellow.
    Event e9 = event(QStringLiteral("E9"), EventType::SecondYellow, TeamSide::Home,
                     MatchTime::at(80), QStringLiteral("Jack Reed"));
    e9.mentions = {mention(texts, 0, QStringLiteral("second yellow"), MatchTime::at(80), e9.player),
                   mention(texts, 2, QStringLiteral("sent off"), MatchTime::at(80), e9.player)};

    // E10 88' miss.
    Event e10 = event(QStringLiteral("E10"), EventType::ChanceMissed, TeamSide::Away,
                      MatchTime::at(88), QStringLiteral("Kai Lund"));
    e10.mentions = {mention(texts, 2, QStringLiteral("fired wide"), MatchTime::at(88), e10.player)};

    // E11 90+4 winner; S3 says 90+3.
    Event e11 = event(QStringLiteral("E11"), EventType::Goal, TeamSide::Home, MatchTime::at(90, 4),
                      QStringLiteral("Ola Berg"));
    e11.method = GoalMethod::OpenPlay;
    e11.scoreAfter = {3, 2};
    {
        Mention m0 = mention(texts, 0, QStringLiteral("won it"), MatchTime::at(90, 4), e11.player);
        m0.fieldSpans.insert(QString::fromUtf16(Field::Minute),
                             texts[0].spanOf(QStringLiteral("fourth minute of added time")));
        Mention m1 = mention(texts, 1, QStringLiteral("avgjorde"), MatchTime::at(90, 4),
                             e11.player);
        m1.fieldSpans.insert(QString::fromUtf16(Field::Minute), texts[1].spanOf(QStringLiteral("90+4")));
        Mention m2 = mention(texts, 2, QStringLiteral("settled it"), MatchTime::at(90, 3),
                             e11.player);
        m2.fieldSpans.insert(QString::fromUtf16(Field::Minute), texts[2].spanOf(QStringLiteral("90+3")));
        e11.mentions = {m0, m1, m2};
        e11.disagreements.append(Disagreement{
            QString::fromUtf16(Field::Minute),
            {value(QStringLiteral("90+4'"), {QStringLiteral("S1"), QStringLiteral("S2")}),
             value(QStringLiteral("90+3'"), {QStringLiteral("S3")})}});
    }

    // Sorted by time; the range-only card goes after the events it may precede.
    a.events = {e1, e2, e4, e5, e3, e6, e7, e8, e9, e10, e11};
    for (Source &s : a.sources) {
        const int index = int(&s - a.sources.data());
        for (const Event &e : a.events)
            s.eventCount += e.mentionedBy(index) ? 1 : 0;
    }
    a.otherMatches.append(OtherMatch{{QStringLiteral("Eastport"), QStringLiteral("Millbrook")},
                                     {OtherMatchMention{0, 9, texts[0].lines[9],
                                                        QStringLiteral("Elsewhere, Eastport "
                                                                       "beat Millbrook 2-0.")}}});
    return a;
}

} // namespace mt::test
