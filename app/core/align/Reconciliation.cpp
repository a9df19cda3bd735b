// Reconciliation: the phases of one run of the align stage, in the order run() calls them.
#include "Reconciliation.h"

#include "Reconciler.h"
#include "StatedValues.h"

#include "anchor/TimeExpressions.h"

#include <QMap>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>

namespace mt {

namespace {

// Bounds one minute wide are that minute ("52' STRAFFE! ... and a yellow card too", between two
// events of minute 52). Not "45+": the bound of a half's added time is no minute.
MatchTime oneMinute(const ClockRange &r)
{
    const MatchTime &f = r.from;
    // "45+2'" on both sides (the saved penalty between "45+2' PENALTY" and "45+2' SAVED!"), or
    // "45+'" ("på overtid i første omgang": in that added time, however long it was).
    if (r.isValid() && f.stoppage != 0 && f.minute == r.to.minute && f.stoppage == r.to.stoppage)
        return f;
    const bool halfEnd = f.minute == 45 || f.minute == 90 || f.minute == 105 || f.minute == 120;
    if (!r.isValid() || f.minute <= 0 || f.minute != r.to.minute || f.stoppage > 0
        || r.to.stoppage > 0 || halfEnd)
        return {};
    MatchTime t = f;
    t.stoppage = 0;
    return t;
}

// A map of a few entries kept sorted in one flat array, on the stack while small: an event's
// votes. Iterates in key order like the QMap it stands for, without a node a key.
template<typename Key, typename Value> class FlatMap
{
public:
    Value &operator[](const Key &key)
    {
        auto it = lowerBound(key);
        if (it == m_items.end() || key < it->first)
            it = m_items.insert(it, std::pair<Key, Value> {key, Value()});
        return it->second;
    }
    Value value(const Key &key) const
    {
        const auto it = lowerBound(key);
        return it != m_items.end() && !(key < it->first) ? it->second : Value();
    }
    bool contains(const Key &key) const
    {
        const auto it = lowerBound(key);
        return it != m_items.end() && !(key < it->first);
    }
    void remove(const Key &key)
    {
        const auto it = lowerBound(key);
        if (it != m_items.end() && !(key < it->first))
            m_items.erase(it);
    }
    bool isEmpty() const { return m_items.isEmpty(); }
    auto begin() const { return m_items.cbegin(); }
    auto end() const { return m_items.cend(); }

private:
    using Items = QVarLengthArray<std::pair<Key, Value>, 8>;
    typename Items::const_iterator lowerBound(const Key &key) const
    {
        return std::lower_bound(m_items.cbegin(), m_items.cend(), key,
            [](const std::pair<Key, Value> &item, const Key &k) { return item.first < k; });
    }
    typename Items::iterator lowerBound(const Key &key)
    {
        return std::lower_bound(m_items.begin(), m_items.end(), key,
            [](const std::pair<Key, Value> &item, const Key &k) { return item.first < k; });
    }
    Items m_items;
};

bool isExact(const Mention &m)
{
    return m.time.isKnown() && m.time.stoppage >= 0;
}

quint32 methodBit(GoalMethod m)
{
    return 1u << unsigned(m);
}

int minuteDistance(const MatchTime &a, const MatchTime &b)
{
    return std::abs(a.elapsed() - b.elapsed());
}

QString reasonKey(const QString &r)
{
    return r.toCaseFolded().simplified();
}

// The side whose goal made the score a mention states, from the score before it. Prose writes
// the scorer's side first ("Junker's 1-0" of an away goal), a fact box the home side first: a
// prose score tells the side only where the other order could not follow (2-0 after 1-0).
TeamSide sideOfScore(const Mention &m, const Score &before)
{
    const Score &s = m.scoreAfter;
    if (!s.isValid())
        return TeamSide::Unknown;
    auto is = [&](int home, int away) {
        return (s.home == home && s.away == away)
            || (!m.structured && s.home == away && s.away == home);
    };
    const bool home = is(before.home + 1, before.away);
    const bool away = is(before.home, before.away + 1);
    return home == away ? TeamSide::Unknown : home ? TeamSide::Home : TeamSide::Away;
}

// Events whose player and opponent play for different sides.
bool opposed(EventType t)
{
    return t == EventType::Foul || t == EventType::PenaltyAwarded || t == EventType::Save
        || t == EventType::PenaltyMissed || isCard(t);
}

TeamSide flip(TeamSide t)
{
    return t == TeamSide::Home ? TeamSide::Away : TeamSide::Home;
}

int top(const FlatMap<int, int> &votes)
{
    int best = -1, bestVotes = 0;
    for (const auto &[key, count] : votes) {
        if (count > bestVotes) {
            bestVotes = count;
            best = key;
        }
    }
    return best;
}

// Both events' mentions are sorted by source and sentence: one walk through the two lists.
bool toldTogether(const Event &a, const Event &b)
{
    auto y = b.mentions.cbegin();
    for (const Mention &x : a.mentions) {
        while (y != b.mentions.cend()
            && std::pair(y->source, y->sentence) < std::pair(x.source, x.sentence))
            ++y;
        if (y != b.mentions.cend() && y->source == x.source && y->sentence - x.sentence <= 1)
            return true;
    }
    return false;
}

// The effect on the score most of an event's mentions state.
ScoreEffect effectOf(const Event &e)
{
    QMap<int, int> votes;
    for (const Mention &m : e.mentions) {
        if (m.effect != ScoreEffect::None)
            votes[int(m.effect)] += 1;
    }
    int best = 0, bestVotes = 0;
    for (auto it = votes.cbegin(); it != votes.cend(); ++it) {
        if (it.value() > bestVotes) {
            bestVotes = it.value();
            best = it.key();
        }
    }
    return ScoreEffect(best);
}

} // namespace

// Per source, the values it states: votes for the event, material for disagreements.
struct Reconciliation::Votes
{
    StatedValues stated;
    FlatMap<int, int> playerVotes, assistVotes, outVotes, oppVotes;
    FlatMap<QPair<int, int>, int> playerVoteBy; // (report, player) -> weight counted so far
    FlatMap<QPair<int, int>, int> minuteVoteBy; // (report, minute) -> counted
    FlatMap<int, int> minuteVotes;
    FlatMap<int, MatchTime> minuteOf;
    FlatMap<int, int> methodVotes;
    int home = 0, away = 0;
    FlatMap<QString, int> reasonVotes;
    FlatMap<QString, QString> reasonText;
};

Reconciliation::Reconciliation(
    const MatchContext &ctx, QList<Document *> &docs, const Score &finalScore)
    : m_ctx(ctx)
    , docs(docs)
    , finalScore(finalScore)
{
}

QList<Event> Reconciliation::run()
{
    clusterMentions();
    voteTeams();
    spreadNamedSides();
    repairGuesses();
    yieldRoleNouns();
    spreadFromReferences();
    weakSidesYield();
    makeEvents();
    boundUntimed();
    dateAwards();
    sortByTime(events);
    dropUndatedGoals();
    goalSides();
    turnOwnGoal();
    scoreGoals(events);
    keepersDidNotMiss();
    sidesFromGoals();
    for (int i = 0; i < events.size(); ++i)
        events[i].id = QStringLiteral("E") + QString::number(i + 1);
    return events;
}

// Mentions of one real event gathered in clusters, in two passes: the second resolves relative
// times against events the first pass anchored from other reports ("five minutes later" after
// a goal whose minute only others give).
void Reconciliation::clusterMentions()
{
    for (int pass = 0; pass < 2; ++pass) {
        for (int d = 0; d < docs.size(); ++d)
            anchorChain(d, pass);
        findWindows();
        clusters.clear();
        index.clear();
        clusterOf.clear();
        const QList<QPair<int, int>> order = mentionOrder();
        for (const auto &key : order)
            join(key);
    }
}

// The times of report d's mentions along its narrative chain; in the second pass an untimed
// mention's event anchors the chain at its consensus minute.
void Reconciliation::anchorChain(int d, int pass)
{
    MatchTime previous;
    MatchTime reached; // the start of a range told after previous
    bool restarted = false; // previous is the start of a half the story moved into
    int restartSentence = -1;
    // One relative expression dating several events of a sentence ("Two minutes after
    // that Mellor was tripped, Cope went off and the penalty was saved") counts from one
    // anchor for all of them.
    int anchorSentence = -1;
    QHash<QPair<int, int>, MatchTime> anchorOf; // expression span -> its anchor
    const auto &marks = docs.at(d)->clockMarks;
    int mark = 0;
    for (int i = 0; i < docs.at(d)->mentions.size(); ++i) {
        Mention &m = docs.at(d)->mentions[i];
        for (; mark < marks.size() && marks.at(mark).first < m.sentence; ++mark) {
            Mention told;
            told.timeExpr = marks.at(mark).second;
            Reconciler::resolveTime(told, previous);
            const MatchTime restart = TimeExpressions::periodStart(told.timeExpr);
            if (isExact(told)) {
                previous = told.time;
                reached = {};
                restarted = false;
            } else if (restart.isKnown()
                && (!previous.isKnown() || previous.sortKey() < restart.sortKey())) {
                // "The teams came out unchanged for the second half": the story restarts,
                // and a minute later in the next sentence is 46; but the half is long, and
                // an event of it that others date far into it may move the chain on.
                previous = restart;
                reached = {};
                restarted = true;
                restartSentence = marks.at(mark).first;
            }
        }
        if (restarted && m.sentence > restartSentence + 1) {
            // A sentence or more on, the story has moved on into the half by an unknown time:
            // no anchor for "a minute later" (and none from the half before).
            previous = {};
            restarted = false;
        }
        if (m.sentence != anchorSentence) {
            anchorSentence = m.sentence;
            anchorOf.clear();
        }
        const QPair<int, int> span {m.timeExpr.span.start, m.timeExpr.span.end};
        if (m.timeExpr.kind == TimeExpression::Relative && !anchorOf.contains(span))
            anchorOf.insert(span, previous);
        Reconciler::resolveTime(
            m, m.timeExpr.kind == TimeExpression::Relative ? anchorOf.value(span) : previous);
        if (isExact(m)) {
            previous = m.time;
            reached = {};
            restarted = false;
        } else if (m.range.isValid() && m.range.from.isKnown()
            && (!previous.isKnown() || previous.sortKey() < m.range.from.sortKey())) {
            // "Like før pause ...": the story has reached the range, if not a minute.
            reached = m.range.from;
        }
        if (!isExact(m) && pass > 0) {
            const int c = clusterOf.value({d, i}, -1);
            if (c >= 0 && !clusters.at(c).exact.isEmpty()) {
                // The event's consensus minute anchors the chain (the earliest of the
                // most stated).
                const auto &exact = clusters.at(c).exact;
                auto best = exact.cbegin();
                for (auto it = exact.cbegin(); it != exact.cend(); ++it) {
                    if (it.value().second > best.value().second)
                        best = it;
                }
                // A chain moves forward in small steps: a far jump means the mention was
                // matched to the wrong event, and must not drag the chain along.
                const MatchTime &from = reached.isKnown() ? reached : previous;
                const MatchTime &t = best.value().first;
                if (!from.isKnown() || restarted || std::abs(minuteDistance(t, from)) <= 20) {
                    previous = t;
                    reached = {};
                    restarted = false;
                }
            }
        }
    }
}

// Untimed mentions: the anchored minutes told just before and after them in the same report
// (within three sentences) bound the event they can be ("Iredale saved" right after a 68'
// penalty is not the 90+4' save).
void Reconciliation::findWindows()
{
    window.clear();
    for (int d = 0; d < docs.size(); ++d) {
        const QList<Mention> &ms = docs.at(d)->mentions;
        for (int i = 0; i < ms.size(); ++i) {
            if (isExact(ms.at(i)) || ms.at(i).range.isValid())
                continue;
            MatchTime before, after;
            for (int j = i - 1; j >= 0 && !before.isKnown(); --j) {
                if (ms.at(i).sentence - ms.at(j).sentence > 3)
                    break;
                if (isExact(ms.at(j)))
                    before = ms.at(j).time;
            }
            for (int j = i + 1; j < ms.size() && !after.isKnown(); ++j) {
                if (ms.at(j).sentence - ms.at(i).sentence > 3)
                    break;
                if (isExact(ms.at(j)))
                    after = ms.at(j).time;
            }
            if (before.isKnown() && after.isKnown() && before.sortKey() <= after.sortKey())
                window.insert({d, i}, ClockRange {before, after});
        }
    }
}

// Every mention, the surest first: exact with a player, exact, a range, untimed, back
// references last.
QList<QPair<int, int>> Reconciliation::mentionOrder() const
{
    QList<QPair<int, int>> order;
    for (int d = 0; d < docs.size(); ++d) {
        for (int i = 0; i < docs.at(d)->mentions.size(); ++i)
            order.append({d, i});
    }
    std::stable_sort(order.begin(), order.end(),
        [&](const auto &a, const auto &b) { return rank(a) < rank(b); });
    return order;
}

// Mention key joins the cluster it fits best, or starts one, unless it is too thin.
void Reconciliation::join(const QPair<int, int> &key)
{
    const Mention &m = mentionAt(key);
    int best = -1;
    int bestScore = -1;
    for (int c : index.candidates(m)) {
        const int score = fit(key, m, c);
        if (score > bestScore) {
            bestScore = score;
            best = c;
        }
    }
    if (best < 0) {
        if (m.backReference)
            return;
        // A mention that names no player and gives no time is too thin to be an event;
        // a penalty is one when we know who conceded it, and a goal ruled out when we
        // know whose it was and roughly when.
        if (m.personKey < 0 && m.playerOutKey < 0 && !isExact(m)
            && !(m.type == EventType::PenaltyAwarded && (m.range.isValid() || m.opponentKey >= 0))
            && !(m.type == EventType::DisallowedGoal && m.range.isValid()
                && m.team != TeamSide::Unknown))
            return;
        Cluster cl;
        cl.type = m.type;
        best = int(clusters.size());
        clusters.append(cl);
    }
    Cluster &cl = clusters[best];
    cl.members.append(key);
    cl.sentences.insert({key.first, m.sentence});
    cl.docs.insert(key.first);
    cl.methods |= methodBit(m.method);
    if (m.playerOutKey >= 0)
        cl.playersOut.insert(m.playerOutKey);
    int mPlayer = m.personKey, mOpp = m.opponentKey;
    if (m.type == EventType::Foul && cl.type == EventType::PenaltyAwarded)
        std::swap(mPlayer, mOpp);
    if (m.type == EventType::PenaltyAwarded && cl.type == EventType::Foul) {
        cl.type = EventType::PenaltyAwarded;
        std::swap(cl.player, cl.opponent);
    }
    if (m.type == EventType::SecondYellow && cl.type == EventType::RedCard)
        cl.type = EventType::SecondYellow;
    if (cl.player < 0 && !m.backReference)
        cl.player = mPlayer;
    if (cl.opponent < 0)
        cl.opponent = mOpp;
    if (cl.team == TeamSide::Unknown && m.method != GoalMethod::OwnGoal)
        cl.team = m.team;
    if (isExact(m)) {
        if (cl.exact.isEmpty())
            cl.firstExact = m.time;
        auto &slot = cl.exact[m.time.sortKey()];
        slot = {m.time, slot.second + 1};
    }
    if (m.range.isValid())
        cl.range = cl.range.isValid() ? cl.range.intersected(m.range) : m.range;
    if (!cl.range.isValid() && m.range.isValid())
        cl.range = m.range;
    index.note(best, cl, m);
    clusterOf.insert(key, best);
}

Mention &Reconciliation::mentionAt(const QPair<int, int> &k) const
{
    return docs.at(k.first)->mentions[k.second];
}

// How sure a mention's time and player are: 0 the surest.
int Reconciliation::rank(const QPair<int, int> &k) const
{
    const Mention &m = mentionAt(k);
    if (m.backReference)
        return 6;
    const bool hasPlayer = m.personKey >= 0;
    if (isExact(m))
        return hasPlayer ? 0 : 1;
    if (m.range.isValid())
        return hasPlayer ? 2 : 4;
    return hasPlayer ? 3 : 5;
}

// Whether cluster c is the only goal by m's scorer that m's method fits.
bool Reconciliation::onlyGoalOf(const Mention &m, int c) const
{
    int fits = 0;
    bool fitsC = false;
    for (int o : index.withPlayer(EventType::Goal, m.personKey)) {
        if (clusters.at(o).type != EventType::Goal || clusters.at(o).player != m.personKey)
            continue;
        const quint32 methods = clusters.at(o).methods;
        const bool fit = m.method == GoalMethod::None || (methods & methodBit(m.method));
        const bool anyMethod = (methods & ~methodBit(GoalMethod::None)) != 0;
        if (fit || !anyMethod) {
            ++fits;
            fitsC = fitsC || o == c;
        }
    }
    return fits == 1 && fitsC;
}

// How well mention m fits cluster c, or -1 when it cannot be the same event.
int Reconciliation::fit(const QPair<int, int> &key, const Mention &m, int c) const
{
    const Cluster &cl = clusters.at(c);
    int score = 0;
    // Foul and penalty are one incident when the roles agree.
    int mPlayer = m.personKey;
    int mOpp = m.opponentKey;
    if (m.type != cl.type) {
        const int typeScore = typeFit(m, cl, mPlayer, mOpp);
        if (typeScore < 0)
            return -1;
        score += typeScore;
    }
    const bool sameSource = cl.docs.contains(key.first);
    if (cl.sentences.contains({key.first, m.sentence}))
        return -1;
    bool playerKnown = mPlayer >= 0 && cl.player >= 0;
    bool playerSame = playerKnown && mPlayer == cl.player;
    // A penalty told by who gave it away ("hits Stilwell on the arm") is known by him.
    if (m.type == EventType::PenaltyAwarded && cl.type == m.type && !playerKnown
        && (mPlayer < 0 || cl.player < 0) && mOpp >= 0 && mOpp == cl.opponent) {
        playerKnown = true;
        playerSame = true;
    }
    // "Vatne had been taken off by then": a substitution told by who went off.
    if (m.type == EventType::Substitution && mPlayer < 0 && m.playerOutKey >= 0) {
        if (!cl.playersOut.isEmpty()) {
            playerKnown = true;
            playerSame = playerSame || cl.playersOut.contains(m.playerOutKey);
        }
    }
    // A side named near a card or a missed kick is as often the other team's ("with
    // Rafferty saving a penalty from Kvitberg moments before the hosts took the
    // lead"): the same player outweighs it.
    const bool card = isCard(m.type) || m.type == EventType::PenaltyMissed;
    if (m.team != TeamSide::Unknown && cl.team != TeamSide::Unknown && m.team != cl.team
        && m.method != GoalMethod::OwnGoal && !(card && playerSame))
        return -1;
    bool timeMatch = false;
    bool timeClose = false;
    if (!timeFits(key, m, c, playerSame, timeMatch, timeClose))
        return -1;
    if (m.backReference) {
        if (!playerSame)
            return -1;
        score += 5;
    } else if (playerKnown && !playerSame) {
        // A different scorer for the same goal is a disagreement, but only when the
        // minute pins it down.
        if (!(timeMatch && isExact(m) && m.type == EventType::Goal))
            return -1;
    } else if (!playerKnown) {
        if (!timeMatch)
            return -1;
    }
    if (sameSource && !playerSame && !(timeMatch && isExact(m)))
        return -1;
    score += playerSame ? 4 : 0;
    score += timeMatch ? 3 : timeClose ? 1 : 0;
    score += (m.team != TeamSide::Unknown && m.team == cl.team) ? 1 : 0;
    return score;
}

// How well m of another type than cluster cl's fits it: a foul and its penalty, the cards of
// a sending-off; -1 when it cannot. A foul's roles are swapped in mPlayer and mOpp.
int Reconciliation::typeFit(const Mention &m, const Cluster &cl, int &mPlayer, int &mOpp) const
{
    int score = 0;
    const bool cross = (m.type == EventType::Foul && cl.type == EventType::PenaltyAwarded)
        || (m.type == EventType::PenaltyAwarded && cl.type == EventType::Foul)
        || (m.type == EventType::YellowCard && cl.type == EventType::SecondYellow
            && m.backReference);
    // A sending-off for a second booking is one event, however it is told.
    const bool sendingOff = isSendingOffPair(m.type, cl.type);
    if (sendingOff) {
        const bool samePlayer = mPlayer >= 0 && mPlayer == cl.player;
        const bool sameMinute
            = isExact(m) && !cl.exact.isEmpty() && minuteDistance(cl.firstExact, m.time) <= 1;
        if (!samePlayer && !(sameMinute && (mPlayer < 0 || cl.player < 0)))
            return -1;
        score += 3;
    } else if (!cross) {
        return -1;
    }
    if (sendingOff) {
        // roles agree by construction
    } else {
        if (m.type == EventType::Foul || cl.type == EventType::Foul)
            std::swap(mPlayer, mOpp);
        if (mPlayer < 0 || mOpp < 0 || mPlayer != cl.player || mOpp != cl.opponent) {
            if (!(m.backReference && mPlayer == cl.player))
                return -1;
        }
        score += 2;
    }
    return score;
}

// Whether m's time can be cluster c's; timeMatch when it is the same, timeClose when near.
bool Reconciliation::timeFits(const QPair<int, int> &key, const Mention &m, int c, bool playerSame,
    bool &timeMatch, bool &timeClose) const
{
    const Cluster &cl = clusters.at(c);
    if (isExact(m) && !cl.exact.isEmpty()) {
        int dmin = 1000;
        for (const auto &t : cl.exact)
            dmin = std::min(dmin, minuteDistance(t.first, m.time));
        if (dmin == 0)
            timeMatch = true;
        else if (dmin <= (playerSame ? 5 : 2))
            timeClose = true;
        else
            return false;
    } else if (!isExact(m) && !m.range.isValid() && window.contains(key) && !cl.exact.isEmpty()) {
        const ClockRange w = window.value(key);
        bool inside = false;
        for (auto t = cl.exact.keyBegin(); t != cl.exact.keyEnd() && !inside; ++t)
            inside = *t >= w.from.sortKey() - 100 && *t <= w.to.sortKey() + 100;
        // "Dell rose to head home Moss's corner", told between minutes that came out
        // wrong, is still the one dated headed goal by Dell.
        if (!inside && !(playerSame && m.type == EventType::Goal && onlyGoalOf(m, c)))
            return false;
    } else if (isExact(m) && cl.range.isValid()) {
        if (!cl.range.contains(m.time))
            return false;
        timeMatch = cl.range.fromKey() == cl.range.toKey();
    } else if (m.range.isValid() && cl.range.isValid()) {
        if (!m.range.overlaps(cl.range))
            return false;
        timeMatch = cl.range.from.sortKey() == cl.range.to.sortKey()
            || m.range.from.sortKey() == m.range.to.sortKey();
    }
    return true;
}

// Person -> team, from labels ("City defender Savic") and from the events they act in.
void Reconciliation::voteTeams()
{
    for (int p = 0; p < m_ctx.people.size(); ++p) {
        if (m_ctx.people.at(p).team == 0)
            teamVotes[p].first += 3;
        else if (m_ctx.people.at(p).team == 1)
            teamVotes[p].second += 3;
    }
    for (const Cluster &cl : std::as_const(clusters)) {
        for (const auto &k : cl.members) {
            const Mention &m = mentionAt(k);
            if (m.personKey < 0 || m.team == TeamSide::Unknown || m.method == GoalMethod::OwnGoal)
                continue;
            if (m.type == EventType::Foul || m.type == EventType::PenaltyAwarded
                || m.type == EventType::Save)
                continue; // the named team is as often the other side's
            (m.team == TeamSide::Home ? teamVotes[m.personKey].first
                                      : teamVotes[m.personKey].second)
                += 1;
        }
    }
    for (auto it = teamVotes.cbegin(); it != teamVotes.cend(); ++it) {
        if (it.value().first != it.value().second)
            side.insert(
                it.key(), it.value().first > it.value().second ? TeamSide::Home : TeamSide::Away);
    }
}

// Sides spread from what the reports name first; a role noun is a guess, and a guess that
// lands on the wrong side ("Marlow was booked for a trip on the Norwegian", Marlow's own
// keeper the latest player named) takes its next candidate.
void Reconciliation::spreadNamedSides()
{
    for (const Cluster &cl : std::as_const(clusters)) {
        for (const auto &k : cl.members)
            linkMention(k, false);
    }
    spread();
}

// Guesses for an assist or an opponent on the wrong side of a sure player take a further
// candidate.
void Reconciliation::repairGuesses()
{
    for (const Cluster &cl : std::as_const(clusters)) {
        for (const auto &k : cl.members) {
            Mention &m = mentionAt(k);
            if (m.method == GoalMethod::OwnGoal)
                continue;
            // Only against a side the reports make sure of (a label, several events).
            const TeamSide own = side.value(m.personKey, TeamSide::Unknown);
            if (own == TeamSide::Unknown || margin(m.personKey) < 2)
                continue;
            if (m.type == EventType::Goal)
                repair(k, m.assistKey, Field::Assist, own, m.personKey);
            if (opposed(m.type))
                repair(k, m.opponentKey, Field::Opponent, flip(own), m.personKey);
        }
    }
}

// "Innbytter Iver Strømsnes avgjorde ti minutter før full tid ... og innbytteren satte den
// inn": a role noun yields to the name its own report gives the same event, when its
// candidates include that name; else to the one name the other reports give it ("the
// Norwegian rose to head in" where the English report never said who is Norwegian).
void Reconciliation::yieldRoleNouns()
{
    for (const Cluster &cl : std::as_const(clusters)) {
        for (const auto &k : cl.members) {
            Mention &m = mentionAt(k);
            const PersonMention *ref = reference(k, m.personKey, Field::Player);
            if (!ref)
                continue;
            int own = -1, other = -1;
            bool others = false; // more than one name elsewhere: a real disagreement
            for (const auto &o : cl.members) {
                const Mention &named = mentionAt(o);
                if (o == k || named.personKey < 0 || named.backReference
                    || named.method == GoalMethod::OwnGoal
                    || reference(o, named.personKey, Field::Player))
                    continue;
                if (o.first == k.first)
                    own = own < 0 ? named.personKey : own;
                else if (other >= 0 && other != named.personKey)
                    others = true;
                else
                    other = named.personKey;
            }
            const int name = own >= 0 ? own : others ? -1 : other;
            if (name >= 0 && name != m.personKey && ref->alternatives.contains(name))
                m.personKey = name;
        }
    }
}

// Sides spread along the links that role nouns state.
void Reconciliation::spreadFromReferences()
{
    for (const Cluster &cl : std::as_const(clusters)) {
        for (const auto &k : cl.members)
            linkMention(k, true);
    }
    spread();
}

// A side resting on one vote (a team named near a card) yields to the links of a player
// whose side is sure: the man fouled by a substitute for the hosts plays for the visitors.
void Reconciliation::weakSidesYield()
{
    for (const Link &l : std::as_const(links)) {
        for (const auto &[weak, sure] : {std::pair {l.a, l.b}, std::pair {l.b, l.a}}) {
            const TeamSide s = side.value(sure, TeamSide::Unknown);
            if (s == TeamSide::Unknown || margin(sure) < 2 || margin(weak) > 1)
                continue;
            side.insert(weak, l.sameSide ? s : flip(s));
        }
    }
}

// The role noun or pronoun ("the Norwegian") that states a mention's field, if a role noun
// states it: its further candidates are what a repair may take.
const PersonMention *Reconciliation::reference(
    const QPair<int, int> &k, int person, const char16_t *field) const
{
    const Mention &m = mentionAt(k);
    const Span at = m.fieldSpans.value(fieldName(field));
    const SentenceData &s = docs.at(k.first)->sentences.at(m.sentence);
    for (const PersonMention &p : s.people) {
        if (person >= 0 && p.person == person && p.reference && p.end > p.start
            && s.tokens.at(p.start).start == at.start && s.tokens.at(p.end - 1).end == at.end)
            return &p;
    }
    return static_cast<const PersonMention *>(nullptr);
}

// How sure person p's side is: the lead of the votes for it.
int Reconciliation::margin(int p) const
{
    const auto v = teamVotes.value(p);
    return std::abs(v.first - v.second);
}

// The links mention k makes: those its role nouns state (references) or the others.
void Reconciliation::linkMention(const QPair<int, int> &k, bool references)
{
    const Mention &m = mentionAt(k);
    if (m.personKey < 0)
        return;
    if (m.type == EventType::Goal && m.assistKey >= 0 && m.assistKey != m.personKey
        && m.method != GoalMethod::OwnGoal
        && (reference(k, m.assistKey, Field::Assist) != nullptr) == references)
        links.append({m.personKey, m.assistKey, true});
    if (m.playerOutKey >= 0 && m.playerOutKey != m.personKey && !references)
        links.append({m.personKey, m.playerOutKey, true});
    if (opposed(m.type) && m.opponentKey >= 0 && m.opponentKey != m.personKey
        && (reference(k, m.opponentKey, Field::Opponent) != nullptr) == references)
        links.append({m.personKey, m.opponentKey, false});
}

// Known sides spread along the links, a few rounds.
void Reconciliation::spread()
{
    for (int round = 0; round < 4; ++round) {
        bool changed = false;
        for (const Link &l : std::as_const(links)) {
            const TeamSide a = side.value(l.a, TeamSide::Unknown);
            const TeamSide b = side.value(l.b, TeamSide::Unknown);
            if (a != TeamSide::Unknown && b == TeamSide::Unknown) {
                side.insert(l.b, l.sameSide ? a : flip(a));
                changed = true;
            } else if (b != TeamSide::Unknown && a == TeamSide::Unknown) {
                side.insert(l.a, l.sameSide ? b : flip(b));
                changed = true;
            }
        }
        if (!changed)
            break;
    }
}

// A guess replaced by its first further candidate that plays for the wanted side.
void Reconciliation::repair(
    const QPair<int, int> &k, int &key, const char16_t *field, TeamSide want, int besides) const
{
    const PersonMention *ref = reference(k, key, field);
    const TeamSide was = side.value(key, TeamSide::Unknown);
    if (!ref || was == TeamSide::Unknown || was == want)
        return;
    for (int alt : ref->alternatives) {
        if (alt != besides && !m_ctx.people.at(alt).nonPlayer && side.value(alt) == want) {
            key = alt;
            return;
        }
    }
}

// Person p's side, if known.
TeamSide Reconciliation::personTeam(int p) const
{
    return p < 0 ? TeamSide::Unknown : side.value(p, TeamSide::Unknown);
}

// Person p's name, or nothing.
QString Reconciliation::nameOf(int p) const
{
    return p >= 0 ? m_ctx.people.at(p).name : QString();
}

// One event per cluster, with the values most of its reports state.
void Reconciliation::makeEvents()
{
    for (const Cluster &cl : std::as_const(clusters))
        events.append(eventFor(cl));
}

// Cluster cl's event: who, when, how and for whom, its disagreements and its mentions.
Event Reconciliation::eventFor(const Cluster &cl)
{
    Event e;
    e.type = cl.type;
    Votes v;
    countVotes(cl, v);
    const int player = top(v.playerVotes);
    e.player = nameOf(player);
    // Nobody sets up his own goal ("Tennant's cross" was handled; he scored the penalty).
    v.assistVotes.remove(player);
    e.assist = nameOf(top(v.assistVotes));
    e.playerOut = nameOf(top(v.outVotes));
    e.opponent = nameOf(top(v.oppVotes));
    if (!v.reasonVotes.isEmpty()) {
        int best = 0;
        for (const auto &[key, count] : v.reasonVotes) {
            if (count > best) {
                best = count;
                e.reason = v.reasonText.value(key);
            }
        }
    }
    dateEvent(cl, v, e);
    methodAndSide(cl, v, player, e);
    e.disagreements.append(v.stated.disagreements());
    addMentions(cl, e);
    return e;
}

// The votes of cluster cl's mentions, and the values each report states.
void Reconciliation::countVotes(const Cluster &cl, Votes &v)
{
    for (const auto &k : cl.members) {
        const Mention &m = mentionAt(k); // read only: no copy
        const QString sid = docs.at(k.first)->source.id;
        int player = m.personKey, opp = m.opponentKey;
        if (m.type == EventType::Foul && cl.type == EventType::PenaltyAwarded)
            std::swap(player, opp);
        auto note
            = [&](const QString &field, const QString &value) { v.stated.note(field, value, sid); };
        if (player >= 0 && !m.backReference) {
            // One vote per report, however often it names the player. A report that calls
            // it an own goal has looked at who touched it last: it wins a tie against one
            // that credits the shooter.
            const int weight = m.method == GoalMethod::OwnGoal ? 3 : 2;
            int &vote = v.playerVoteBy[{k.first, player}];
            v.playerVotes[player] += std::max(0, weight - vote);
            vote = std::max(vote, weight);
            note(fieldName(Field::Player), nameOf(player));
        }
        if (m.assistKey >= 0 && m.assistKey != player) {
            v.assistVotes[m.assistKey] += 1;
            note(fieldName(Field::Assist), nameOf(m.assistKey));
        }
        if (m.playerOutKey >= 0) {
            v.outVotes[m.playerOutKey] += 1;
            note(fieldName(Field::PlayerOut), nameOf(m.playerOutKey));
        }
        if (opp >= 0) {
            v.oppVotes[opp] += 1;
            note(fieldName(Field::Opponent), nameOf(opp));
        }
        // A mention that refers back dates nothing ("75' Stat: X has now scored in five").
        // One vote per report and minute: a report that repeats its minute (the text, the
        // standfirst, the fact box) does not outvote two that each state another.
        if (isExact(m) && m.timeStated && !m.backReference) {
            int &counted = v.minuteVoteBy[{k.first, m.time.sortKey()}];
            v.minuteVotes[m.time.sortKey()] += counted == 0 ? 1 : 0;
            counted = 1;
            v.minuteOf[m.time.sortKey()] = m.time;
            note(fieldName(Field::Minute), m.time.display());
        }
        if (m.method != GoalMethod::None)
            v.methodVotes[int(m.method)] += 1;
        if (m.team == TeamSide::Home && m.method != GoalMethod::OwnGoal)
            ++v.home;
        else if (m.team == TeamSide::Away && m.method != GoalMethod::OwnGoal)
            ++v.away;
        if (!m.reason.isEmpty()) {
            // "tripping Hadley" and "takling på Hadley" give one reason: a foul.
            const QString kind
                = docs.at(k.first)->pack ? docs.at(k.first)->pack->reasonKind(m.reason) : QString();
            const QString key = kind.isEmpty() ? reasonKey(m.reason) : u"kind:" + kind;
            v.reasonVotes[key] += 1;
            if (!v.reasonText.contains(key))
                v.reasonText[key] = m.reason;
            note(fieldName(Field::Reason), v.reasonText.value(key));
        }
    }
}

// Event e's minute: the most stated, else the cluster's first exact one, else its range.
void Reconciliation::dateEvent(const Cluster &cl, const Votes &v, Event &e) const
{
    const int minuteKey = top(v.minuteVotes);
    if (minuteKey >= 0) {
        e.time = v.minuteOf.value(minuteKey);
        e.range = ClockRange::exactly(e.time);
    } else if (!cl.exact.isEmpty()) {
        e.time = cl.firstExact;
        e.range = ClockRange::exactly(e.time);
    } else {
        e.range = cl.range;
        e.time = oneMinute(cl.range);
    }
}

// Event e's goal method and its side.
void Reconciliation::methodAndSide(const Cluster &cl, const Votes &v, int player, Event &e) const
{
    if (e.type == EventType::Goal) {
        const int method = top(v.methodVotes);
        e.method = method >= 0 ? GoalMethod(method) : GoalMethod::OpenPlay;
        // An own goal is one only by the player a report says put it in his own net.
        if (e.method == GoalMethod::OwnGoal
            && std::none_of(cl.members.cbegin(), cl.members.cend(), [&](const auto &k) {
                   const Mention &m = mentionAt(k);
                   return m.method == GoalMethod::OwnGoal && m.personKey == player;
               }))
            e.method = GoalMethod::OpenPlay;
    }
    const TeamSide playerSide = personTeam(player);
    // A goal's side is what the reports say it did; anything else is its player's side
    // when we know it (the team a card sentence names is as often the other one).
    if (e.method == GoalMethod::OwnGoal && playerSide != TeamSide::Unknown)
        e.team = playerSide == TeamSide::Home ? TeamSide::Away : TeamSide::Home;
    else if (e.type != EventType::Goal && e.type != EventType::PenaltyAwarded
        && playerSide != TeamSide::Unknown)
        e.team = playerSide;
    else if (v.home != v.away)
        e.team = v.home > v.away ? TeamSide::Home : TeamSide::Away;
    else
        e.team = playerSide;
    if (e.type == EventType::PenaltyAwarded && e.team == TeamSide::Unknown) {
        const TeamSide o = personTeam(top(v.oppVotes));
        if (o != TeamSide::Unknown)
            e.team = o == TeamSide::Home ? TeamSide::Away : TeamSide::Home;
    }
}

// Cluster cl's mentions in event e, with the names of their people, in report order.
void Reconciliation::addMentions(const Cluster &cl, Event &e) const
{
    for (const auto &k : cl.members) {
        Mention m = mentionAt(k);
        m.source = k.first;
        int player = m.personKey, opp = m.opponentKey;
        if (m.type == EventType::Foul && cl.type == EventType::PenaltyAwarded) {
            std::swap(player, opp);
            m.swapFieldSpans(Field::Player, Field::Opponent);
        }
        m.player = nameOf(player);
        m.assist = nameOf(m.assistKey);
        m.playerOut = nameOf(m.playerOutKey);
        m.opponent = nameOf(opp);
        e.mentions.append(m);
    }
    sortByPlace(e.mentions);
}

// Narrative bounds: an event with no minute lies between the anchored events told before
// and after it in each report (DESIGN.md section 2).
void Reconciliation::boundUntimed()
{
    for (int ei = 0; ei < events.size(); ++ei) {
        for (const Mention &m : std::as_const(events.at(ei).mentions))
            eventOf.insert({m.source, m.order}, ei);
    }
    for (int ei = 0; ei < events.size(); ++ei) {
        Event &e = events[ei];
        if (e.time.isKnown())
            continue;
        ClockRange bound = e.range;
        for (const Mention &m : std::as_const(e.mentions)) {
            const Document &doc = *docs.at(m.source);
            MatchTime before, after;
            // Only close neighbours bound an event: a report's lede and body tell the same goals
            // in different places, and a far neighbour is another part of the story. Mentions
            // are in narrative order, so the scan stops three sentences away.
            for (int k = int(m.order) - 1; k >= 0 && k < doc.mentions.size() && !before.isKnown();
                 --k) {
                const Mention &o = doc.mentions[k];
                if (m.sentence - o.sentence > 3)
                    break;
                const int oe = anchored(m, ei, o);
                if (oe >= 0 && o.sentence < m.sentence)
                    before = events.at(oe).time;
            }
            for (int k = int(m.order) + 1; k >= 0 && k < doc.mentions.size() && !after.isKnown();
                 ++k) {
                const Mention &o = doc.mentions[k];
                if (o.sentence - m.sentence > 3)
                    break;
                const int oe = anchored(m, ei, o);
                if (oe >= 0 && o.sentence > m.sentence)
                    after = events.at(oe).time;
            }
            if (before.isKnown() && after.isKnown() && before.sortKey() <= after.sortKey()) {
                const ClockRange nb {before, after};
                const ClockRange merged = bound.isValid() ? bound.intersected(nb) : nb;
                if (merged.isValid())
                    bound = merged;
            }
        }
        e.range = bound;
        e.time = oneMinute(bound);
    }
}

// The event other than ei, dated, that mention o of m's report belongs to, or -1.
int Reconciliation::anchored(const Mention &m, int ei, const Mention &o) const
{
    const int oe = eventOf.value({m.source, o.order}, -1);
    return oe >= 0 && oe != ei && events.at(oe).time.isKnown() ? oe : -1;
}

// A penalty is awarded in the minute it is taken: an award dated only by its bounds, or
// not at all but told with its kick, takes the minute of the kick of its side.
void Reconciliation::dateAwards()
{
    for (Event &award : events) {
        if (award.type != EventType::PenaltyAwarded || award.time.isKnown())
            continue;
        for (const Event &kick : std::as_const(events)) {
            const bool isKick = (kick.type == EventType::Goal && kick.method == GoalMethod::Penalty)
                || kick.type == EventType::PenaltyMissed;
            const bool inside = award.range.isValid() ? award.range.contains(kick.time)
                                                      : toldTogether(award, kick);
            if (isKick && kick.time.isKnown() && inside
                && (award.team == TeamSide::Unknown || kick.team == TeamSide::Unknown
                    || award.team == kick.team)) {
                award.time = kick.time;
                award.range = ClockRange::exactly(kick.time);
                break;
            }
        }
    }
}

// A goal no report dates, told by one report only, cannot be real when the dated goals
// already make the final score: it is a misread ("should have been out of it when Colley
// stepped up with the chance to make it 3-2").
void Reconciliation::dropUndatedGoals()
{
    if (finalScore.isValid()) {
        int dated = 0;
        for (const Event &e : std::as_const(events))
            dated += (e.type == EventType::Goal && (e.time.isKnown() || e.range.isValid())) ? 1 : 0;
        if (dated >= finalScore.home + finalScore.away) {
            events.erase(
                std::remove_if(events.begin(), events.end(),
                    [](const Event &e) {
                        if (e.type != EventType::Goal || e.time.isKnown() || e.range.isValid())
                            return false;
                        QSet<int> sources;
                        for (const Mention &m : e.mentions)
                            sources.insert(m.source);
                        return sources.size() < 2;
                    }),
                events.end());
        }
    }
}

// Whose goal: what the words say it did to the score ("equalised", "pulled one back",
// "to make it 2-1"), then what the final score leaves; then the score after each goal.
void Reconciliation::goalSides()
{
    for (int round = 0; round < 2; ++round) {
        Score running {0, 0};
        for (Event &e : events) {
            if (e.type != EventType::Goal)
                continue;
            if (e.team == TeamSide::Unknown) {
                for (const Mention &m : std::as_const(e.mentions)) {
                    const TeamSide side = sideOfScore(m, running);
                    e.team = side == TeamSide::Unknown ? e.team : side;
                }
            }
            if (e.team == TeamSide::Unknown) {
                const int diff = running.home - running.away;
                switch (effectOf(e)) {
                case ScoreEffect::Equalise:
                    if (diff == 1)
                        e.team = TeamSide::Away;
                    else if (diff == -1)
                        e.team = TeamSide::Home;
                    break;
                case ScoreEffect::Reduce:
                    if (diff > 1)
                        e.team = TeamSide::Away;
                    else if (diff < -1)
                        e.team = TeamSide::Home;
                    break;
                case ScoreEffect::Extend:
                    if (diff > 0)
                        e.team = TeamSide::Home;
                    else if (diff < 0)
                        e.team = TeamSide::Away;
                    break;
                default:
                    break;
                }
            }
            if (e.team == TeamSide::Home)
                ++running.home;
            else if (e.team == TeamSide::Away)
                ++running.away;
        }
        if (round == 0 && finalScore.isValid()) {
            int unknown = 0;
            for (const Event &e : std::as_const(events))
                unknown += (e.type == EventType::Goal && e.team == TeamSide::Unknown) ? 1 : 0;
            TeamSide fill = TeamSide::Unknown;
            if (unknown > 0 && running.home + unknown == finalScore.home
                && running.away == finalScore.away)
                fill = TeamSide::Home;
            else if (unknown > 0 && running.away + unknown == finalScore.away
                && running.home == finalScore.home)
                fill = TeamSide::Away;
            for (Event &e : events) {
                if (e.type == EventType::Goal && e.team == TeamSide::Unknown)
                    e.team = fill;
            }
        }
    }
}

// An own goal's side rests on whose player put it in; when the goals do not add up to the
// final score and turning one own goal round makes them, that player's side was wrong.
void Reconciliation::turnOwnGoal()
{
    if (finalScore.isValid()) {
        if (!(total() == finalScore)) {
            for (Event &e : events) {
                if (e.type != EventType::Goal || e.method != GoalMethod::OwnGoal
                    || e.team == TeamSide::Unknown)
                    continue;
                e.team = e.team == TeamSide::Home ? TeamSide::Away : TeamSide::Home;
                if (total() == finalScore)
                    break;
                e.team = e.team == TeamSide::Home ? TeamSide::Away : TeamSide::Home;
            }
        }
    }
}

// The goals of each side.
Score Reconciliation::total() const
{
    Score s {0, 0};
    for (const Event &e : std::as_const(events)) {
        if (e.type == EventType::Goal && e.team == TeamSide::Home)
            ++s.home;
        else if (e.type == EventType::Goal && e.team == TeamSide::Away)
            ++s.away;
    }
    return s;
}

// "Fenwick guessed right and kept out the spot kick": the keeper who saved a penalty did
// not miss it. A missed penalty given to the keeper of a save at the same minute is the
// shooter's.
void Reconciliation::keepersDidNotMiss()
{
    for (Event &pm : events) {
        if (pm.type != EventType::PenaltyMissed || pm.player.isEmpty())
            continue;
        for (const Event &sv : std::as_const(events)) {
            if (sv.type != EventType::Save || sv.player != pm.player || sv.opponent.isEmpty())
                continue;
            const bool sameMinute
                = pm.time.isKnown() && sv.time.isKnown() && pm.time.sortKey() == sv.time.sortKey();
            if (!sameMinute)
                continue;
            pm.opponent = pm.player;
            pm.player = sv.opponent;
            pm.team = TeamSide::Unknown; // the shooter's side, found below
            break;
        }
    }
}

// A goal's side, once the score told it, is its scorer's and passer's side: "substitute
// Moss" equalised for the hosts, so his substitution was theirs too.
void Reconciliation::sidesFromGoals()
{
    for (const Event &e : std::as_const(events)) {
        if (e.type == EventType::Goal && e.method != GoalMethod::OwnGoal) {
            learn(e.player, e.team);
            learn(e.assist, e.team);
        }
    }
    for (Event &e : events) {
        if (e.team != TeamSide::Unknown || e.type == EventType::Goal)
            continue;
        TeamSide t = known(e.player);
        if (t == TeamSide::Unknown)
            t = known(e.playerOut);
        if (t == TeamSide::Unknown && known(e.opponent) != TeamSide::Unknown)
            t = known(e.opponent) == TeamSide::Home ? TeamSide::Away : TeamSide::Home;
        e.team = t;
    }
}

// Name's side is t, unless another goal gives it the other.
void Reconciliation::learn(const QString &name, TeamSide t)
{
    if (name.isEmpty() || t == TeamSide::Unknown)
        return;
    if (sideOf.contains(name) && sideOf.value(name) != t)
        clash.insert(name);
    sideOf.insert(name, t);
}

// Name's side, if its goals agree.
TeamSide Reconciliation::known(const QString &name) const
{
    return clash.contains(name) ? TeamSide::Unknown : sideOf.value(name, TeamSide::Unknown);
}

} // namespace mt
