// The decide stage (DESIGN.md 1a) and the roster's sides: the final score bounds the goals, a
// keeper scores none, one player's event told twice is one event, and a player's side comes from
// line-ups and club labels, not from the club named nearest to the verb. All texts are invented.
#include "decide/EventDecider.h"
#include "decide/OtherMeetings.h"
#include "identify/TeamDirectory.h"
#include "pipeline/Analyzer.h"
#include "pipeline/Document.h"
#include "roster/RosterSides.h"
#include "json/JsonWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

Person goalkeeper(const QString &name)
{
    Person p;
    p.name = name;
    p.keeper = true;
    return p;
}

// A goal told by the given reports (one mention each).
Event goal(const QString &player, int minute, TeamSide team, QList<int> sources)
{
    Event e;
    e.type = EventType::Goal;
    e.method = GoalMethod::OpenPlay;
    e.player = player;
    e.team = team;
    if (minute >= 0) {
        e.time = MatchTime::at(minute);
        e.range = ClockRange::exactly(e.time);
    }
    for (int s : sources) {
        Mention m;
        m.source = s;
        m.sentence = 0;
        m.timeStated = minute >= 0;
        m.time = e.time;
        e.mentions.append(m);
    }
    return e;
}

const QStringList kSources {u"S1"_s, u"S2"_s, u"S3"_s};

// An event of a kind that is no goal, told by the given reports.
Event act(EventType type, const QString &player, int minute, TeamSide team, QList<int> sources)
{
    Event e = goal(player, minute, team, std::move(sources));
    e.type = type;
    e.method = GoalMethod::None;
    return e;
}

// An undated change: on for off.
Event change(const QString &on, const QString &off, QList<int> sources)
{
    Event e = act(EventType::Substitution, on, -1, TeamSide::Home, std::move(sources));
    e.playerOut = off;
    return e;
}

EventDecider::Decision decide(QList<Event> events, Score finalScore, QList<Person> people = {})
{
    const RosterSides noVotes({}, people, {});
    return EventDecider::decide(std::move(events), finalScore, people, noVotes, kSources);
}

QString goalsOf(const QList<Event> &events)
{
    QStringList out;
    for (const Event &e : events)
        out.append(
            u"%1 %2 %3-%4"_s.arg(e.id, e.player).arg(e.scoreAfter.home).arg(e.scoreAfter.away));
    return out.join(u", ");
}

QJsonObject analyze(const QList<NamedText> &texts)
{
    return JsonWriter::toJsonObject(Analyzer().analyzeTexts(texts));
}

// The sides of the events of a type whose player ends with the name, in order.
QString teamOf(const QJsonObject &analysis, const QString &type, const QString &player)
{
    QStringList out;
    for (const QJsonValue &v : analysis.value(u"events").toArray()) {
        const QJsonObject e = v.toObject();
        if (e.value(u"type").toString() == type && e.value(u"player").toString().endsWith(player))
            out.append(e.value(u"team").toString());
    }
    return out.isEmpty() ? u"(none)"_s : out.join(u' ');
}

QString teamOfGoal(const QJsonObject &analysis, const QString &player)
{
    return teamOf(analysis, u"goal"_s, player);
}

} // namespace

class TestDecide : public QObject
{
    Q_OBJECT

private slots:
    // A report whose dated goals no other report tells is of another meeting, unless each is
    // a goal of the side its scorer plays for (the decided events say) at a minute that side
    // scored: the report named the wrong scorer (the wrong person of its sentence), and gave
    // the goal the wrong side or none, so it met no other report's.
    void wrongScorersAtTheRightMinutesAreThisMatch_data()
    {
        QTest::addColumn<QList<Event>>("third");
        QTest::addColumn<bool>("setAside");
        QTest::newRow("sides taken from the wrong clause")
            << QList<Event> {goal(u"Ola Brekke"_s, 12, TeamSide::Away, {2}),
                   goal(u"Erik Dahl"_s, 77, TeamSide::Unknown, {2})}
            << false;
        QTest::newRow("players of no decided event")
            << QList<Event> {goal(u"Sam Webb"_s, 12, TeamSide::Away, {2}),
                   goal(u"Jack Rook"_s, 77, TeamSide::Unknown, {2})}
            << true;
        QTest::newRow("another minute")
            << QList<Event> {goal(u"Ola Brekke"_s, 14, TeamSide::Away, {2}),
                   goal(u"Erik Dahl"_s, 70, TeamSide::Unknown, {2})}
            << true;
    }
    void wrongScorersAtTheRightMinutesAreThisMatch()
    {
        QFETCH(QList<Event>, third);
        QFETCH(bool, setAside);
        const QList<Event> decided {goal(u"Erik Dahl"_s, 12, TeamSide::Home, {0, 1}),
            goal(u"Tom Hale"_s, 40, TeamSide::Away, {0, 1}),
            goal(u"Ola Brekke"_s, 77, TeamSide::Home, {0, 1})};
        Document d1, d2, d3;
        const QList<Document *> docs {&d1, &d2, &d3};
        const MatchInfo match {u"Fjordby"_s, u"Northgate"_s, Score {2, 1}, {}};
        const QStringList reasons = OtherMeetings::judge(docs, decided + third, match, decided);
        QVERIFY2(
            reasons.at(0).isEmpty() && reasons.at(1).isEmpty(), qPrintable(reasons.join(u'|')));
        QCOMPARE(!reasons.at(2).isEmpty(), setAside);
    }

    void theFinalScoreBoundsTheGoals()
    {
        const auto d = decide({goal(u"Hallgren"_s, 20, TeamSide::Home, {0, 1, 2}),
                                  goal(u"Moen"_s, 35, TeamSide::Home, {1}),
                                  goal(u"Borsetti"_s, 60, TeamSide::Away, {0, 2})},
            {1, 1});
        QCOMPARE(goalsOf(d.events), u"E1 Hallgren 1-0, E2 Borsetti 1-1"_s);
        QCOMPARE(d.candidates.size(), 1);
        QCOMPARE(d.candidates.first().event.id, u"C1"_s);
        QCOMPARE(d.candidates.first().event.player, u"Moen"_s);
        QVERIFY(d.candidates.first().reason.contains(u"final score 1-1"_s));
    }

    void theReportsWritingAGoalsMinuteOutweighUndatedSummaries()
    {
        // Three reports tell Moen's 70th-minute goal in undated summaries ("Moen scored twice");
        // two write Hallgren's 64th. The final score leaves room for one of them.
        Event summaries = goal(u"Moen"_s, 70, TeamSide::Home, {0, 1, 2});
        for (Mention &m : summaries.mentions) {
            m.timeStated = false;
            m.time = MatchTime {};
        }
        const auto d = decide({summaries, goal(u"Hallgren"_s, 64, TeamSide::Home, {0, 1})}, {1, 0});
        QCOMPARE(goalsOf(d.events), u"E1 Hallgren 1-0"_s);
        QCOMPARE(d.candidates.first().event.player, u"Moen"_s);
    }

    // 0-2: a well told goal read for the home side, by a player the roster does not place, is
    // the away side's second, ahead of a weaker away goal.
    void aGoalReadForASideWithNoneLeftIsTheOthers()
    {
        const auto d = decide({goal(u"Borsetti"_s, 20, TeamSide::Away, {0, 1, 2}),
                                  goal(u"Moen"_s, 84, TeamSide::Home, {0, 1}),
                                  goal(u"Lie"_s, 68, TeamSide::Away, {2})},
            {0, 2});
        QCOMPARE(goalsOf(d.events), u"E1 Borsetti 0-1, E2 Moen 0-2"_s);
        QCOMPARE(d.events.at(1).team, TeamSide::Away);
        QCOMPARE(d.candidates.size(), 1);
        QCOMPARE(d.candidates.first().event.player, u"Lie"_s);
    }

    void aGoalOfNoSideFillsTheSideLeftShort()
    {
        const auto d = decide({goal(u"Hallgren"_s, 20, TeamSide::Home, {0}),
                                  goal(u"Moen"_s, 35, TeamSide::Unknown, {1}),
                                  goal(u"Lie"_s, 50, TeamSide::Unknown, {2})},
            {1, 1});
        QCOMPARE(d.events.size(), 2);
        QCOMPARE(d.candidates.size(), 1);
    }

    void noFinalScoreNoBound()
    {
        const auto d = decide({goal(u"Hallgren"_s, 20, TeamSide::Home, {0}),
                                  goal(u"Moen"_s, 35, TeamSide::Home, {1})},
            {});
        QCOMPARE(d.events.size(), 2);
        QVERIFY(d.candidates.isEmpty());
    }

    void aKeeperScoresNoGoal()
    {
        const Person keeper = goalkeeper(u"Ola Vik"_s);
        auto d = decide({goal(u"Ola Vik"_s, 20, TeamSide::Home, {0, 1})}, {}, {keeper});
        QVERIFY(d.events.isEmpty());
        QCOMPARE(d.candidates.size(), 1);
        QVERIFY(d.candidates.first().reason.contains(u"goalkeeper"_s));
        // Into his own net he does.
        Event own = goal(u"Ola Vik"_s, 20, TeamSide::Away, {0});
        own.method = GoalMethod::OwnGoal;
        d = decide({own}, {}, {keeper});
        QCOMPARE(d.events.size(), 1);
    }

    void aKeeperMissesNoChance()
    {
        const Person keeper = goalkeeper(u"Ola Vik"_s);
        const auto d = decide({act(EventType::ChanceMissed, u"Ola Vik"_s, 57, TeamSide::Away, {0, 1}),
                                  act(EventType::Save, u"Ola Vik"_s, 57, TeamSide::Away, {0, 1})},
            {}, {keeper});
        QCOMPARE(d.events.size(), 1);
        QCOMPARE(d.events.first().type, EventType::Save);
        QCOMPARE(d.candidates.size(), 1);
        QVERIFY(d.candidates.first().reason.contains(u"chance credited to a goalkeeper"_s));
    }

    // An award no report dates takes its kick's minute, and the timeline stays in time order.
    void anAwardDatedByItsKickTakesItsPlaceInTime()
    {
        Event late = act(EventType::YellowCard, u"Vatne"_s, 90, TeamSide::Away, {0, 1});
        late.time = MatchTime::at(90, 2);
        late.range = ClockRange::exactly(late.time);
        const auto d = decide({act(EventType::PenaltyMissed, u"Owusu"_s, 59, TeamSide::Home, {0, 1}),
                                  late, act(EventType::PenaltyAwarded, u"Owusu"_s, -1, TeamSide::Home, {1})},
            {});
        QCOMPARE(d.events.size(), 3);
        QCOMPARE(d.events.at(2).type, EventType::YellowCard);
        for (const Event &e : d.events)
            QVERIFY(e.time.isKnown());
    }

    void aRefereeOrManagerFoulsNoOneButMayBeBooked()
    {
        Person referee;
        referee.name = u"Tor Aune"_s;
        referee.nonPlayer = true;
        const auto d = decide({act(EventType::Foul, u"Tor Aune"_s, 62, TeamSide::Unknown, {0, 1}),
                                  act(EventType::YellowCard, u"Tor Aune"_s, 70, TeamSide::Unknown, {0, 1})},
            {}, {referee});
        QCOMPARE(d.events.size(), 1);
        QCOMPARE(d.events.first().type, EventType::YellowCard);
        QCOMPARE(d.candidates.size(), 1);
        QVERIFY(d.candidates.first().reason.contains(u"does not play"_s));
    }

    // The second pass reads the scores a first decision gives the goals: the keeper's "goal"
    // it drops made no score, and the goals after it made 1-0 and 1-1, not 2-0 and 2-1.
    void theGoalsScoreAsTheFirstDecisionHasThem()
    {
        const Person keeper = goalkeeper(u"Ola Vik"_s);
        QList<Event> read {goal(u"Ola Vik"_s, 10, TeamSide::Home, {0}),
            goal(u"Per Hallgren"_s, 20, TeamSide::Home, {0, 1}),
            goal(u"Ivar Moen"_s, 60, TeamSide::Away, {1})};
        for (int i = 0; i < read.size(); ++i) {
            for (Mention &m : read[i].mentions)
                m.sentence = i;
        }
        scoreGoals(read);
        QCOMPARE(read.at(2).scoreAfter, (Score {2, 1}));
        const auto d = decide(read, {1, 1}, {keeper});
        QList<Event> unscored = read;
        EventDecider::scoreAsDecided(unscored, d.events, {2, 2}); // not the decision's score
        QCOMPARE(unscored.at(2).scoreAfter, (Score {2, 1}));
        EventDecider::scoreAsDecided(read, d.events, {1, 1});
        QVERIFY(!read.at(0).scoreAfter.isValid());
        QCOMPARE(read.at(1).scoreAfter, (Score {1, 0}));
        QCOMPARE(read.at(2).scoreAfter, (Score {1, 1}));
    }

    // "Varane had to go off" (S2) and "Lindelöf on for Varane" (S1) are one change; the one
    // with both players is kept.
    void aChangeToldByThePlayerOffIsOneChange()
    {
        Event change = goal(u"Ivar Moen"_s, 40, TeamSide::Away, {0});
        change.type = EventType::Substitution;
        change.method = GoalMethod::None;
        change.playerOut = u"Per Hallgren"_s;
        Event off = goal(u"Hallgren"_s, 41, TeamSide::Away, {1, 2});
        off.type = EventType::Substitution;
        off.method = GoalMethod::None;
        const auto d = decide({off, change}, {});
        QCOMPARE(d.events.size(), 1);
        QCOMPARE(d.events.first().player, u"Ivar Moen"_s);
        QCOMPARE(d.events.first().playerOut, u"Per Hallgren"_s);
    }

    void oneGoalToldTwiceIsOneGoal()
    {
        const auto d = decide({goal(u"Per Hallgren"_s, 56, TeamSide::Home, {0, 1}),
                                  goal(u"Hallgren"_s, 57, TeamSide::Home, {2}),
                                  goal(u"Hallgren"_s, -1, TeamSide::Home, {1})},
            {});
        QCOMPARE(d.events.size(), 1);
        const Event &e = d.events.first();
        QCOMPARE(e.player, u"Per Hallgren"_s);
        QCOMPARE(e.time, MatchTime::at(56));
        QCOMPARE(e.mentions.size(), 3); // S2's two mentions were one sentence
        QCOMPARE(e.disagreements.size(), 1); // 56' (S1, S2) against 57' (S3)
        QCOMPARE(e.disagreements.first().field, u"minute"_s);
    }

    // "A stamp to the head of Moen" read as Moen's foul is Dahl's foul on Moen told with its roles
    // swapped: one foul, Dahl's, its mentions his. A minute only the link stage gave the misread
    // one does not keep them apart; a foul by the victim at a minute of its own does.
    void aFoulReadForItsVictimIsTheFoulersFoul()
    {
        Event foul = act(EventType::Foul, u"Ola Dahl"_s, 84, TeamSide::Home, {0, 1});
        foul.opponent = u"Per Moen"_s;
        Event swapped = act(EventType::Foul, u"Per Moen"_s, -1, TeamSide::Away, {1, 2});
        swapped.time = MatchTime::at(11); // from a linked sentence only
        swapped.mentions[1].linked = true;
        swapped.mentions[1].sentence = 3;
        const auto d = decide({swapped, foul}, {});
        QCOMPARE(d.events.size(), 1);
        const Event &e = d.events.first();
        QCOMPARE(e.player, u"Ola Dahl"_s);
        QCOMPARE(e.time, MatchTime::at(84));
        QCOMPARE(e.mentions.size(), 3); // S2's sentence told both
        QCOMPARE(e.mentions.constLast().source, 2);
        QCOMPARE(e.mentions.constLast().player, u"Ola Dahl"_s);
        QVERIFY(e.disagreements.isEmpty());

        Event retaliation = act(EventType::Foul, u"Per Moen"_s, 30, TeamSide::Away, {2});
        QCOMPARE(decide({retaliation, foul}, {}).events.size(), 2);
    }

    // A report that dates a player's two goals a minute apart ("Rodrygo (90th minute, 91st
    // minute)") tells two goals, not one told twice.
    void twoGoalsOneReportDatesApartStayTwo()
    {
        Event first = goal(u"Hallgren"_s, 90, TeamSide::Home, {0, 1});
        Event second = goal(u"Hallgren"_s, 90, TeamSide::Home, {0, 2});
        second.time = MatchTime::at(90, 1);
        second.range = ClockRange::exactly(second.time);
        for (Mention &m : second.mentions) {
            m.time = second.time;
            m.sentence = 1;
        }
        QCOMPARE(decide({first, second}, {2, 0}).events.size(), 2);
        // Told by different reports only, a minute apart, they are one goal told twice.
        second.mentions.removeFirst();
        first.mentions.removeLast();
        QCOMPARE(decide({first, second}, {2, 0}).events.size(), 1);
    }

    void anUnnamedRetellingJoinsTheNamedEventBesideIt()
    {
        Event named = goal(u"Hallgren"_s, 91, TeamSide::Home, {0});
        Event unnamed = goal(QString(), 90, TeamSide::Home, {1, 2});
        Event undated = goal(QString(), -1, TeamSide::Home, {2});
        for (Event *e : {&named, &unnamed, &undated})
            e->type = EventType::PenaltyAwarded;
        const auto d = decide({unnamed, named, undated}, {});
        QCOMPARE(d.events.size(), 2); // the undated one says nothing that places it
        QCOMPARE(d.events.first().player, u"Hallgren"_s);
        QCOMPARE(d.events.first().mentions.size(), 3);
    }

    void aFirstNameIsTheFullNameTheReportsUse()
    {
        Person kevin;
        kevin.name = u"Kevin Hallgren"_s;
        Person other;
        other.name = u"Ola Kevin"_s; // a surname that is someone's first name stays his
        const auto d = decide({goal(u"Kevin"_s, 20, TeamSide::Home, {0}),
                                  goal(u"Kevin Hallgren"_s, 60, TeamSide::Home, {1})},
            {}, {kevin});
        QCOMPARE(d.events.at(0).player, u"Kevin Hallgren"_s);
        const auto e = decide({goal(u"Kevin"_s, 20, TeamSide::Home, {0}),
                                  goal(u"Ola Kevin"_s, 60, TeamSide::Home, {1})},
            {}, {kevin, other});
        QCOMPARE(e.events.at(0).player, u"Kevin"_s);
    }

    void twoGoalsFarApartStayTwo()
    {
        const auto d = decide({goal(u"Hallgren"_s, 7, TeamSide::Home, {0}),
                                  goal(u"Hallgren"_s, 79, TeamSide::Home, {1})},
            {2, 0});
        QCOMPARE(goalsOf(d.events), u"E1 Hallgren 1-0, E2 Hallgren 2-0"_s);
    }

    void aMinuteOnThePeriodClockIsTheMatchClocks()
    {
        // "Four minutes into extra time" written as "a los 4 minutos" after "al alargue".
        const auto d = decide({goal(u"Borsetti"_s, 94, TeamSide::Home, {0, 1}),
                                  goal(u"Borsetti"_s, 4, TeamSide::Home, {2})},
            {1, 0});
        QCOMPARE(d.events.size(), 1);
        QCOMPARE(d.events.first().time.elapsed(), 94);
        QCOMPARE(d.events.first().mentions.size(), 3);
        // A report that tells both is told two goals: a brace 45 minutes apart.
        QList<Event> brace {goal(u"Borsetti"_s, 72, TeamSide::Home, {0, 1}),
            goal(u"Borsetti"_s, 27, TeamSide::Home, {0})};
        const auto b = decide(brace, {2, 0});
        QCOMPARE(b.events.size(), 2);
        // Unless one is its fact box on the match's clock and the other its prose on the half's
        // ("10' st Rrahmani", "Al 10' Rrahmani triplica").
        brace[0].mentions.first().structured = true;
        brace[0].time = MatchTime::at(55);
        brace[1].time = MatchTime::at(10);
        const auto c = decide(brace, {2, 0});
        QCOMPARE(c.events.size(), 1);
        QCOMPARE(c.events.first().time.elapsed(), 55);
        // Another player's goal at 4 stays.
        const auto e = decide({goal(u"Borsetti"_s, 94, TeamSide::Home, {0, 1}),
                                  goal(u"Hallgren"_s, 4, TeamSide::Home, {2})},
            {2, 0});
        QCOMPARE(e.events.size(), 2);
    }

    void onePenaltyGivenPerKick()
    {
        auto award = [](const QString &player, int minute, QList<int> sources) {
            Event e = goal(player, minute, TeamSide::Unknown, sources);
            e.type = EventType::PenaltyAwarded;
            e.method = GoalMethod::None;
            for (Mention &m : e.mentions)
                m.player = player;
            return e;
        };
        Event kick = goal(u"Borsetti"_s, 94, TeamSide::Home, {0, 1, 2});
        kick.method = GoalMethod::Penalty;
        for (Mention &m : kick.mentions)
            m.method = GoalMethod::Penalty;
        Event swapped = award(u"Hallgren"_s, 90, {0, 1});
        swapped.opponent = u"Borsetti"_s;
        const auto d = decide(
            {award(u"Borsetti"_s, 48, {2}), swapped, award(u"Borsetti"_s, 94, {0, 1, 2}), kick},
            {1, 0});
        QStringList awards;
        for (const Event &e : d.events) {
            if (e.type == EventType::PenaltyAwarded)
                awards.append(u"%1 %2"_s.arg(e.player).arg(e.time.elapsed()));
        }
        // The two told near the kick are one, named as most reports name it; the one at 48'
        // that no report tells taken is a candidate.
        QCOMPARE(awards.join(u", "_s), u"Borsetti 94"_s);
        QVERIFY(std::any_of(d.candidates.cbegin(), d.candidates.cend(),
            [](const Candidate &c) { return c.reason.contains(u"no report tells taken"_s); }));
    }

    void anUndatedAwardIsTheOneOfItsKicker()
    {
        // One report tells the kicker fouled, with no minute (a range from its order only);
        // the award the others date was given for his kick: one award, at the kick's minute.
        Event kick = goal(u"Borsetti"_s, 73, TeamSide::Away, {0, 1, 2});
        kick.method = GoalMethod::Penalty;
        for (Mention &m : kick.mentions)
            m.method = GoalMethod::Penalty;
        Event dated = goal(u"Lindqvist"_s, 73, TeamSide::Away, {0, 1});
        dated.type = EventType::PenaltyAwarded;
        dated.method = GoalMethod::None;
        Event undated = goal(u"Borsetti"_s, -1, TeamSide::Away, {2});
        undated.type = EventType::PenaltyAwarded;
        undated.method = GoalMethod::None;
        undated.range = ClockRange {MatchTime::at(22), MatchTime::at(35)};
        const auto d = decide({dated, undated, kick}, {0, 1});
        QStringList awards;
        for (const Event &e : d.events) {
            if (e.type == EventType::PenaltyAwarded)
                awards.append(
                    u"%1 %2 %3"_s.arg(e.player).arg(e.time.elapsed()).arg(e.mentions.size()));
        }
        QCOMPARE(awards.join(u", "_s), u"Lindqvist 73 3"_s);
    }

    void aSendingOffOnlyOneReportTellsIsACandidate()
    {
        auto card = [](EventType type, const QString &player, int minute, QList<int> sources) {
            Event e = goal(player, minute, TeamSide::Home, sources);
            e.type = type;
            e.method = GoalMethod::None;
            return e;
        };
        const QList<Event> events {card(EventType::RedCard, u"Hallgren"_s, 70, {0}),
            card(EventType::RedCard, u"Borsetti"_s, 80, {0, 1}),
            card(EventType::YellowCard, u"Moen"_s, -1, {1}),
            card(EventType::YellowCard, u"Lie"_s, 30, {2})};
        const RosterSides noVotes({}, {}, {});
        const QStringList five {u"S1"_s, u"S2"_s, u"S3"_s, u"S4"_s, u"S5"_s};
        const auto d = EventDecider::decide(events, {0, 0}, {}, noVotes, five);
        QStringList kept;
        for (const Event &e : d.events)
            kept.append(e.player);
        // Two reports read Borsetti's; one report's dated booking stays.
        QCOMPARE(kept.join(u", "_s), u"Lie, Borsetti"_s);
        QCOMPARE(d.candidates.size(), 2);
        // With few reports, one report is all there is.
        const auto few = EventDecider::decide(events, {0, 0}, {}, noVotes, kSources);
        QCOMPARE(few.events.size(), 4);
    }

    // A change with no minute is kept when it names both players or two reports tell it; one
    // report's "with Moen back in the side" and a player replacing himself are candidates.
    void anUndatedChangeOfOnePlayerIsACandidate()
    {
        const QList<Event> events {change(u"Ivar Moen"_s, {}, {0}),
            change(u"Per Hallgren"_s, u"Per Hallgren"_s, {1}),
            change(u"Ola Lie"_s, u"Tor Vik"_s, {2}), change(u"Erik Dahl"_s, {}, {0, 1})};
        const auto d = decide(events, {});
        QStringList kept;
        for (const Event &e : d.events)
            kept.append(e.player);
        QCOMPARE(kept.join(u", "_s), u"Ola Lie, Erik Dahl"_s);
        QCOMPARE(d.candidates.size(), 2);
        QVERIFY(d.candidates.first().reason.contains(u"no minute"_s));
        // Dated, one report's change of one player stays.
        Event dated = change(u"Ivar Moen"_s, {}, {0});
        dated.time = MatchTime::at(61);
        QCOMPARE(decide({dated}, {}).events.size(), 1);
    }

    // Where several reports tell the match, a change only one of them tells, with no minute, is
    // team news ("Nacho replaced Alaba" in the line-up): the fact boxes date the real changes.
    void anUndatedChangeOneReportTellsIsACandidateWhereManyTell()
    {
        const QList<Event> events {
            change(u"Ola Lie"_s, u"Tor Vik"_s, {2}), change(u"Erik Dahl"_s, u"Per Eng"_s, {0, 1})};
        const RosterSides noVotes({}, {}, {});
        const QStringList five {u"S1"_s, u"S2"_s, u"S3"_s, u"S4"_s, u"S5"_s};
        const auto d = EventDecider::decide(events, {0, 0}, {}, noVotes, five);
        QCOMPARE(d.events.size(), 1);
        QCOMPARE(d.events.first().player, u"Erik Dahl"_s);
        QCOMPARE(d.candidates.size(), 1);
        QCOMPARE(d.candidates.first().event.player, u"Ola Lie"_s);
        // With few reports, one report is all there is.
        QCOMPARE(decide(events, {0, 0}).events.size(), 2);
    }

    // A player is sent off once: "90'" in one report and "90+8" in another are one sending-off,
    // at the minute in the added time.
    void aPlayerIsSentOffOnce()
    {
        Event box = goal(u"Hallgren"_s, 90, TeamSide::Home, {0, 1});
        box.type = EventType::SecondYellow;
        box.method = GoalMethod::None;
        Event prose = box;
        prose.time = MatchTime::at(90, 8);
        prose.range = ClockRange::exactly(prose.time);
        prose.mentions.first().source = 2;
        prose.mentions.removeLast();
        const auto d = decide({box, prose}, {0, 0});
        QCOMPARE(d.events.size(), 1);
        QCOMPARE(d.events.first().time.display(), u"90+8'"_s);
        QCOMPARE(d.events.first().mentions.size(), 3);
    }

    // Nobody acts after going off, nor before coming on: of an act and a limit that break one
    // story, the one fewer reports tell is a misreading ("he escaped a red card"; "two assists
    // for Dahl" read as a change). A goal is never the one to go.
    void aPlayersStoryIsConsistent()
    {
        auto as = [](Event e, EventType type, const QString &out = {}) {
            e.type = type;
            e.method = GoalMethod::None;
            e.playerOut = out;
            return e;
        };
        const QList<Event> events {as(goal(u"Moen"_s, 70, TeamSide::Home, {0}), EventType::RedCard),
            goal(u"Moen"_s, 85, TeamSide::Home, {0, 1, 2}),
            as(goal(u"Lie"_s, 8, TeamSide::Home, {1}), EventType::Substitution, u"Dahl"_s),
            goal(u"Dahl"_s, 40, TeamSide::Home, {0, 1}),
            as(goal(u"Eng"_s, 10, TeamSide::Away, {2}), EventType::ChanceMissed),
            as(goal(u"Eng"_s, 60, TeamSide::Away, {0, 1}), EventType::Substitution, u"Vik"_s),
            as(goal(u"Borg"_s, 20, TeamSide::Away, {0, 1}), EventType::RedCard),
            goal(u"Borg"_s, 50, TeamSide::Away, {2})};
        const auto d = decide(events, {3, 1});
        QStringList kept;
        for (const Event &e : d.events)
            kept.append(u"%1 %2 %3"_s.arg(eventTypeKey(e.type), e.player, e.time.display()));
        QCOMPARE(kept.join(u", "_s),
            u"red_card Borg 20', goal Dahl 40', goal Borg 50', substitution Eng 60', "
            u"goal Moen 85'"_s);
        QCOMPARE(d.candidates.size(), 3);
        for (const Candidate &c : d.candidates)
            QVERIFY2(c.reason.contains(u"better told"_s), qPrintable(c.reason));
    }

    // A goal is a penalty when one in four of the reports that read it calls it one: one
    // report's "penalty" in a goal five others tell plainly is another kick's.
    void aGoalIsAPenaltyWhenItsReportsSaySo()
    {
        QList<NamedText> texts;
        const QList<QByteArray> plain {"Moen scored for Alvik in the 60th minute.",
            "Moen gave Alvik the lead after 60 minutes with a low shot.",
            "Moen opened the scoring on the hour for Alvik.",
            "Moen struck in the 60th minute for Alvik.",
            "Moen netted in the 60th minute to put Alvik ahead."};
        for (qsizetype i = 0; i < plain.size(); ++i)
            texts.append({u"r%1.txt"_s.arg(i), "Alvik 2-1 Brenna\n\n" + plain.at(i) + "\n"});
        texts.append({u"pen.txt"_s,
            "Alvik 2-1 Brenna\n\nBrenna pressed hard, but Moen scored the penalty that "
            "settled it for Alvik.\n"});
        auto methodOfMoen = [](const QJsonObject &j) {
            for (const QJsonValue &v : j.value(u"events").toArray()) {
                if (v[u"type"].toString() == u"goal"_s && v[u"player"].toString() == u"Moen"_s)
                    return v[u"method"].toString();
            }
            return u"(none)"_s;
        };
        QCOMPARE(methodOfMoen(analyze(texts)), u"open_play"_s);
        texts.append({u"pen2.txt"_s,
            "Alvik 2-1 Brenna\n\nMoen sent the keeper the wrong way from the penalty spot "
            "in the 60th minute.\n"});
        QCOMPARE(methodOfMoen(analyze(texts)), u"penalty"_s);
    }

    // A goal list's running score outweighs a club label that calls the scorer the other side's
    // ("the Alvik-born Moen" of one report).
    void theRunningScoreGivesTheSide()
    {
        const QByteArray a = "Alvik 2-1 Brenna\n"
                             "Alvik striker Moen was a constant threat all afternoon.\n"
                             "Goals: 1:0 Dahl (10.), 1:1 Moen (50.), 2:1 Eng (80.)\n";
        const QByteArray b = "Alvik 2-1 Brenna\n"
                             "Dahl scored in the 10th minute and Eng won it in the 80th minute.\n"
                             "Moen had equalised in the 50th minute.\n";
        const QJsonObject j = analyze({{u"a.txt"_s, a}, {u"b.txt"_s, b}});
        QCOMPARE(teamOfGoal(j, u"Moen"_s), u"away"_s);
        QCOMPARE(teamOfGoal(j, u"Eng"_s), u"home"_s);
    }

    // The club a structured line writes beside a booked player outweighs a club label in
    // another report that calls him the other side's.
    void theClubAListWritesGivesTheSide_data()
    {
        QTest::addColumn<QByteArray>("labelled");
        QTest::addColumn<QByteArray>("listed");
        QTest::addColumn<QString>("player");
        // A card list: a list that only implies its sides (home first) would give no vote.
        QTest::newRow("card list") << QByteArray("Alvik 1-0 Brenna\n"
                                                 "Alvik's Lie was booked after half an hour.\n"
                                                 "Dahl scored the only goal in the 70th minute.\n")
                                   << QByteArray("Alvik 1-0 Brenna\n"
                                                 "Yellow cards: 30' Lie Brenna, 60' Eng Alvik\n"
                                                 "Dahl scored in the 70th minute.\n")
                                   << u"Lie"_s;
        // A live ticker's entry names the club on its last line.
        QTest::newRow("ticker entry")
            << QByteArray("Alvik 1-1 Brenna\n"
                          "Alvik's Vassbotn was booked in the 33rd minute.\n")
            << QByteArray("Alvik - Brenna 1:1\n\n"
                          "Das Spiel war lange offen, und am Ende waren beide Mannschaften mit dem "
                          "Punkt zufrieden.\n\n"
                          "15:52 - 33. Spielminute\n\nGelbe Karte (Brenna)\nK. Vassbotn\n"
                          "Brenna\n")
            << u"Vassbotn"_s;
    }
    void theClubAListWritesGivesTheSide()
    {
        QFETCH(QByteArray, labelled);
        QFETCH(QByteArray, listed);
        QFETCH(QString, player);
        const QJsonObject j = analyze({{u"a.txt"_s, labelled}, {u"b.txt"_s, listed}});
        QCOMPARE(teamOf(j, u"yellow_card"_s, player), u"away"_s);
    }

    // "In the 94th minute" is 90+4 in a match with no extra time; in one with extra time (an
    // event at 110'), it is four minutes into it.
    void aLateMinuteIsAddedTimeUnlessThereWasExtraTime()
    {
        const auto regular
            = decide({goal(u"Dahl"_s, 10, TeamSide::Home, {0}), goal(u"Eng"_s, 94, TeamSide::Home, {0})},
                {2, 0});
        QCOMPARE(regular.events.at(1).time.display(), u"90+4'"_s);
        QCOMPARE(regular.events.at(1).time.period, 2);
        const auto extra = decide({goal(u"Dahl"_s, 94, TeamSide::Home, {0}),
                                      goal(u"Eng"_s, 110, TeamSide::Home, {0})},
            {2, 0});
        QCOMPARE(extra.events.at(0).time.display(), u"94'"_s);
        QCOMPARE(extra.events.at(0).time.period, 3);
    }

    void theLineUpGivesTheSide_data()
    {
        QTest::addColumn<bool>("lineUp");
        QTest::addColumn<QString>("hallgren");
        QTest::addColumn<QString>("borsetti");
        // Without them, "against Brenna" names the side Hallgren scored against (an opponent
        // cue), and the final score leaves Borsetti's goal to the other side.
        QTest::newRow("prose only") << false << u"home"_s << u"away"_s;
        QTest::newRow("with line-ups") << true << u"home"_s << u"away"_s;
    }
    void theLineUpGivesTheSide()
    {
        QFETCH(bool, lineUp);
        QFETCH(QString, hallgren);
        QFETCH(QString, borsetti);
        QByteArray text = "Alvik 1-1 Brenna\n"
                          "The visitors led when Borsetti scored in the 10th minute.\n"
                          "The equaliser came when Hallgren scored against Brenna in the 70th "
                          "minute.\n";
        if (lineUp)
            text += "Alvik: Dahl, Eng, Fosse, Gran, Hallgren, Iversen, Juul.\n"
                    "Brenna: Kvam, Lie, Borsetti, Nes, Oftedal, Paus, Rud.\n";
        const QJsonObject a = analyze({{u"a.txt"_s, text}});
        QCOMPARE(teamOfGoal(a, u"Hallgren"_s), hallgren);
        QCOMPARE(teamOfGoal(a, u"Borsetti"_s), borsetti);
    }

    void candidatesAreInTheJson()
    {
        Analysis a;
        a.candidates.append(Candidate {goal(u"Moen"_s, 35, TeamSide::Home, {}), u"why"_s});
        a.candidates.first().event.id = u"C1"_s;
        const QJsonArray c = JsonWriter::toJsonObject(a).value(u"candidates").toArray();
        QCOMPARE(c.size(), 1);
        QCOMPARE(c.first().toObject().value(u"reason").toString(), u"why"_s);
        QCOMPARE(
            c.first().toObject().value(u"event").toObject().value(u"player").toString(), u"Moen"_s);
        // The streamed JSON says the same.
        QCOMPARE(JsonWriter::toJson(a), QJsonDocument(JsonWriter::toJsonObject(a)).toJson());
    }
};

QTEST_GUILESS_MAIN(TestDecide)
#include "tst_decide.moc"
