// EventExtractor::extractEvents: each sentence of a report read by a SentenceReader, then the
// mentions of neighbouring sentences linked (a live-blog entry, a goal told over two sentences).
#include "EventExtractor.h"
#include "SentenceReader.h"

#include "anchor/TimeExpressions.h"

#include <algorithm>
#include <span>

namespace mt {

namespace {

// The minute of the mention before, for a sentence that goes on about its event: a relative
// one ("nine minutes later") is counted from the event before that, so the copy is "+0".
TimeExpression sameMinute(const TimeExpression &before)
{
    if (before.kind != TimeExpression::Relative)
        return before;
    TimeExpression e;
    e.kind = TimeExpression::Relative;
    e.value = 0;
    e.approximate = before.approximate;
    return e;
}

// The mentions of one sentence: mentions are in sentence order, so they stand together.
struct SentenceOrder
{
    bool operator()(const Mention &m, int sentence) const { return m.sentence < sentence; }
    bool operator()(int sentence, const Mention &m) const { return sentence < m.sentence; }
};

std::span<Mention> sentenceMentions(QList<Mention> &mentions, int sentence)
{
    const auto [from, to]
        = std::equal_range(mentions.begin(), mentions.end(), sentence, SentenceOrder());
    return {from, to};
}

// Mentions `to` picks that state no minute take the minute of one `from` picks in their sentence.
template<typename From, typename To>
void shareSentenceMinute(QList<Mention> &mentions, From from, To to)
{
    for (const Mention &a : std::as_const(mentions)) {
        if (!from(a) || a.timeExpr.kind == TimeExpression::None)
            continue;
        for (Mention &b : sentenceMentions(mentions, a.sentence)) {
            if (b.timeExpr.kind == TimeExpression::None && to(b)) {
                b.timeExpr = sameMinute(a.timeExpr);
                b.timeExpr.span = {};
            }
        }
    }
}

// A foul that gave a penalty: the fouled player won it, the offender conceded it.
void becomeAward(Mention &m)
{
    m.type = EventType::PenaltyAwarded;
    std::swap(m.personKey, m.opponentKey);
    m.swapFieldSpans(Field::Player, Field::Opponent);
}

// Whether the sentence is the report's own account of this match: not a quote, not another
// match's. Keeps the report's quote state.
bool ownWords(const Document &doc, ReportState &report, int si)
{
    const SentenceData &s = doc.sentences[si];
    const bool opensParagraph = si == 0
        || QStringView(doc.source.text)
               .mid(doc.sentences.at(si - 1).span.end,
                   s.span.start - doc.sentences.at(si - 1).span.end)
               .contains(u'\n');
    if (opensParagraph)
        report.entryHead.clear();
    // Quotes are what people said ("Score that and we win"), not the report's account.
    if (opensParagraph)
        report.quoteOpen = false;
    // "– Vi burde hatt straffe ..., sier Vaage.": a paragraph that opens with a dash is
    // what someone said (the Scandinavian way to quote).
    if (opensParagraph && !s.tokens.isEmpty() && s.tokens.first().is(u'-')) {
        const QChar dash = doc.source.text.at(s.tokens.first().start);
        report.quoteOpen = dash == u'\u2013' || dash == u'\u2014';
    }
    int quoteMarks = 0;
    for (const Token &t : std::as_const(s.tokens))
        quoteMarks += t.is(u'"') ? 1 : 0;
    const bool quoted = report.quoteOpen || (!s.tokens.isEmpty() && s.tokens.first().is(u'"'));
    if (quoteMarks % 2 == 1)
        report.quoteOpen = !report.quoteOpen;
    return !(s.otherMatch || s.tokens.isEmpty() || quoted);
}

// "... when Brennan blocked Tennant's cross with an outstretched arm. Tennant picked himself
// up and drove the spot-kick down the middle.": a foul told just before a penalty kick with
// no minute of its own, in the same paragraph, gave that penalty.
void foulsBeforeKicks(Document &doc)
{
    for (Mention &f : doc.mentions) {
        if (f.type != EventType::Foul || f.backReference || f.sentence + 1 >= doc.sentences.size()
            || QStringView(doc.source.text)
                   .mid(doc.sentences.at(f.sentence).span.end,
                       doc.sentences.at(f.sentence + 1).span.start
                           - doc.sentences.at(f.sentence).span.end)
                   .contains(u'\n'))
            continue;
        const auto next = sentenceMentions(doc.mentions, f.sentence + 1);
        const bool kickNext = std::any_of(next.begin(), next.end(), [](const Mention &k) {
            return !k.backReference && k.timeExpr.kind == TimeExpression::None
                && ((k.type == EventType::Goal && k.method == GoalMethod::Penalty)
                    || k.type == EventType::PenaltyMissed);
        });
        if (!kickNext)
            continue;
        becomeAward(f);
    }
}

// Which mentions stand in one live-blog entry: the next sentence, or one a line that tells no
// event leaves between, in the same paragraph.
struct EntryLines
{
    explicit EntryLines(const Document &doc)
        : doc(doc)
    {
        for (const Mention &m : std::as_const(doc.mentions))
            sentencesWithEvents.insert(m.sentence);
    }
    bool next(int from, int to) const
    {
        if (to == from + 1)
            return true;
        if (to > from + 4)
            return false;
        bool eventBetween = false;
        for (int k = from + 1; k < to; ++k)
            eventBetween = eventBetween || sentencesWithEvents.contains(k);
        const int gapFrom = doc.sentences.at(from).span.end;
        const int gapTo = doc.sentences.at(to).span.start;
        return !eventBetween
            && !QStringView(doc.source.text).mid(gapFrom, gapTo - gapFrom).contains(u'\n');
    }
    const Document &doc;
    QSet<int> sentencesWithEvents; // a set, not a scan per pair: reports can be huge
};

// "The hosts went ahead in the 23rd minute. Haskett swung in a cross and Østvold glanced a
// header beyond Fenwick.": one goal told over two sentences, the minute in the first and
// the scorer in the second.
// A live-blog entry may put a line between ("68' GOAL! Hollinbeck 2-2 Caddon. Faulds scores
// with his first touch."): the sentence after next counts when the one between tells no event
// and the entry goes on in the same paragraph.
void completeEntries(Document &doc, const EntryLines &entry, const ReportState &report)
{
    for (int i = 0; i + 1 < doc.mentions.size(); ++i) {
        Mention &a = doc.mentions[i];
        // A player the entry's next line gave is a guess a later line of the entry may correct
        // ("87' MÅL! Rysstad drar ballen inn foran mål. Vestly styrer den i eget nett.").
        const bool guessed = report.entryPlayers.contains(i);
        // So is one a role noun gave ("Ti minutter før slutt utlignet innbytteren. Hjelmeland
        // slo ballen inn foran mål, og Fennelly satte den inn").
        const bool described = report.describedPlayers.contains(i);
        if ((a.personKey >= 0 && !guessed && !described) || a.timeExpr.kind == TimeExpression::None
            || a.backReference)
            continue;
        for (int j = i + 1; j < doc.mentions.size() && doc.mentions[j].sentence <= a.sentence + 4;
             ++j) {
            Mention &b = doc.mentions[j];
            // "PENALTY to Kingsmere! Østvold goes down under Marlow's challenge."
            if (a.type == EventType::PenaltyAwarded && b.type == EventType::Foul
                && b.sentence == a.sentence + 1)
                becomeAward(b);
            // "80' RED CARD! Okonkwo goes through the back of Stilwell.": the card is the
            // fouler's, and the foul is that card's.
            if (isCard(a.type) && a.personKey < 0 && b.type == EventType::Foul
                && b.sentence == a.sentence + 1 && b.personKey >= 0
                && b.timeExpr.kind == TimeExpression::None) {
                a.personKey = b.personKey;
                a.opponentKey = b.opponentKey;
                b.type = a.type;
                b.backReference = true;
                continue;
            }
            const bool sendingOff = isSendingOffPair(a.type, b.type);
            // "PENALTY to Halberton! Caldeira's cross hits Stilwell on the arm.": a line that
            // names only who gave it away.
            const bool opponentOnly = b.personKey < 0 && b.opponentKey >= 0 && b.type == a.type;
            if (!entry.next(a.sentence, b.sentence) || (b.type != a.type && !sendingOff)
                || (b.personKey < 0 && !opponentOnly) || b.timeExpr.kind != TimeExpression::None)
                continue;
            if (a.opponentKey < 0)
                a.opponentKey = b.opponentKey;
            if (opponentOnly) {
                b.timeExpr = sameMinute(a.timeExpr);
                b.timeExpr.span = {};
                if (b.team == TeamSide::Unknown)
                    b.team = a.team;
                break;
            }
            // "84' GOAL! Kvåle again! Meakin's cross, ... and the Norwegian side-foots in": a
            // line that only describes its scorer ("the Norwegian") corrects no named guess.
            if (guessed && report.describedPlayers.contains(j)) {
                b.personKey = a.personKey;
            } else {
                // The entry's first name, when another line names the scorer, set the goal up.
                if (guessed && a.type == EventType::Goal && a.assistKey < 0
                    && a.personKey != b.personKey && b.method != GoalMethod::OwnGoal)
                    a.assistKey = a.personKey;
                a.personKey = b.personKey;
            }
            if (b.method == GoalMethod::OwnGoal)
                a.method = b.method; // "had a hand in the equaliser. ... into his own net."
            if (a.assistKey < 0)
                a.assistKey = b.assistKey;
            if (a.team == TeamSide::Unknown)
                a.team = b.team;
            b.timeExpr = sameMinute(a.timeExpr);
            b.timeExpr.span = {};
            if (b.team == TeamSide::Unknown)
                b.team = a.team;
            break;
        }
    }
}

// "61' PENALTY to Halberton! ... Oakridge points to the spot straight away.": at once, in
// the entry of that event, is the entry's minute.
void datesAtOnce(Document &doc, const EntryLines &entry)
{
    for (int j = 1; j < doc.mentions.size(); ++j) {
        Mention &b = doc.mentions[j];
        if (b.timeExpr.kind != TimeExpression::Relative || b.timeExpr.offsetMin != 0
            || b.timeExpr.offsetMax == 0)
            continue;
        int after = b.sentence; // the entry's sentences, walked back one by one
        for (int i = j - 1; i >= 0; --i) {
            const Mention &a = doc.mentions[i];
            if (a.sentence == after)
                continue;
            if (a.type != b.type || !entry.next(a.sentence, after))
                break;
            after = a.sentence;
            const QList<Token> &head = doc.sentences[a.sentence].tokens;
            const auto words = std::count_if(
                head.cbegin(), head.cend(), [](const Token &t) { return t.kind != Token::Punct; });
            if (words <= 8
                && (a.timeExpr.kind == TimeExpression::Absolute
                    || a.timeExpr.kind == TimeExpression::AddedTime)) {
                b.timeExpr = sameMinute(a.timeExpr);
                b.timeExpr.span = {};
                break;
            }
        }
    }
}

// "19' Gult kort til Vatne, Gråberg. Han stempler Skårdal på ankelen.": the next line's
// foul by the booked player, with no minute of its own, is why; it is no event of its own.
void foulsAfterCards(Document &doc, const EntryLines &entry)
{
    QList<bool> reason(doc.mentions.size(), false); // the foul lines, dropped below
    for (Mention &a : doc.mentions) {
        if (!isCard(a.type) || a.personKey < 0 || a.backReference)
            continue;
        for (Mention &b : sentenceMentions(doc.mentions, a.sentence + 1)) {
            const qsizetype j = &b - doc.mentions.data();
            if (b.type != EventType::Foul || b.personKey != a.personKey
                || b.timeExpr.kind != TimeExpression::None || !entry.next(a.sentence, b.sentence)
                || reason.at(j))
                continue;
            if (a.reason.isEmpty()) {
                a.reason = doc.source.text.mid(b.span.start, b.span.length()).trimmed();
                a.setFieldSpan(Field::Reason, b.span);
            }
            if (a.opponentKey < 0)
                a.opponentKey = b.opponentKey;
            reason[j] = true;
        }
    }
    qsizetype kept = 0;
    for (qsizetype j = 0; j < doc.mentions.size(); ++j) {
        if (!reason.at(j))
            doc.mentions[kept++] = std::move(doc.mentions[j]);
    }
    doc.mentions.resize(kept);
}

// Two minutes stated alike, neither vague.
bool sameStatedMinute(const TimeExpression &a, const TimeExpression &b)
{
    return a.kind != TimeExpression::None && a.kind == b.kind && a.value == b.value
        && a.value2 == b.value2 && a.kind != TimeExpression::Relative
        && a.kind != TimeExpression::Range;
}

// "45+2' Ekdahl setter inn en retur ... VAR sjekker. 45+2' Annullert!": a goal ruled out
// in the next lines, at the same minute, was no goal.
void rulingsUndoGoals(Document &doc, const EntryLines &entry)
{
    for (int j = 0; j < doc.mentions.size(); ++j) {
        const Mention &d = doc.mentions[j];
        if (d.type != EventType::DisallowedGoal || d.backReference)
            continue;
        for (int i = j - 1; i >= 0 && d.sentence - doc.mentions[i].sentence <= 3; --i) {
            Mention &g = doc.mentions[i];
            // "... when he bundled in a rebound. After a video review, the referee disallowed
            // the goal.": or the sentence right before, when the ruling states no minute.
            // Or its own sentence ("da Opsahl styrte inn et innlegg, men flagget var i været").
            // Or a later line of its entry ("38. min: Owusu i nettet igjen! ... Men nei.
            // Assistentdommeren har flagget opp for offside").
            const bool next
                = (d.timeExpr.kind == TimeExpression::None
                      && (d.sentence - g.sentence == 1 || entry.next(g.sentence, d.sentence)))
                || d.sentence == g.sentence;
            if (g.type == EventType::Goal && !g.backReference
                && (sameStatedMinute(g.timeExpr, d.timeExpr) || next)
                && (d.personKey < 0 || d.personKey == g.personKey)) {
                g.type = EventType::DisallowedGoal;
                break;
            }
        }
        // A newest-first blog tells the ruling above the goal: "34' NO GOAL! ... 34'
        // Featherstone dinks it over Wilk - but hold on, VAR is checking".
        for (int i = j + 1; i < doc.mentions.size() && doc.mentions[i].sentence - d.sentence <= 4;
             ++i) {
            Mention &g = doc.mentions[i];
            if (g.type == EventType::Goal && !g.backReference
                && sameStatedMinute(g.timeExpr, d.timeExpr)
                && (d.personKey < 0 || d.personKey == g.personKey)) {
                g.type = EventType::DisallowedGoal;
                break;
            }
        }
    }
}

// "Sætre put the visitors ahead after eight minutes. His low shot took a deflection ... and
// the 27-year-old was credited with the goal.": the next sentence goes on about the same
// goal when it tells the same kind of event by the same player (or by nobody), gives no
// minute of its own and no other score.
void nextSentenceGoesOn(Document &doc)
{
    for (int i = 0; i + 1 < doc.mentions.size(); ++i) {
        const Mention &a = doc.mentions[i];
        if (a.personKey < 0 || a.timeExpr.kind == TimeExpression::None || a.backReference)
            continue;
        for (int j = i + 1; j < doc.mentions.size() && doc.mentions[j].sentence <= a.sentence + 1;
             ++j) {
            Mention &b = doc.mentions[j];
            if (b.sentence != a.sentence + 1)
                continue;
            if (b.type != a.type || b.timeExpr.kind != TimeExpression::None || b.backReference
                || (b.personKey >= 0 && b.personKey != a.personKey)
                || (b.scoreAfter.isValid() && a.scoreAfter.isValid()
                    && !(b.scoreAfter == a.scoreAfter)))
                break;
            b.timeExpr = sameMinute(a.timeExpr);
            b.timeExpr.span = {};
            if (a.team != TeamSide::Unknown)
                b.team = a.team;
            break;
        }
    }
}

// "Penalty to the hosts after Hale handled. Dell sent the keeper the wrong way to make it
// 1-1.": the kick in the next sentence is the penalty's, at its minute; so is one after a
// sentence that only books the fouler ("Skaug fikk gult kort for forseelsen."), and so is
// that card.
void kicksAfterAwards(Document &doc)
{
    for (int i = 0; i + 1 < doc.mentions.size(); ++i) {
        const Mention &a = doc.mentions[i];
        if (a.type != EventType::PenaltyAwarded || a.timeExpr.kind == TimeExpression::None)
            continue;
        int cardsFrom = -1; // the untimed card mentions of the sentence right after the award
        for (int j = i + 1; j < doc.mentions.size() && doc.mentions[j].sentence <= a.sentence + 2;
             ++j) {
            Mention &b = doc.mentions[j];
            if (b.sentence == a.sentence)
                continue;
            const bool untimed = b.timeExpr.kind == TimeExpression::None;
            if (b.sentence == a.sentence + 1 && isCard(b.type) && untimed && !b.backReference) {
                if (cardsFrom == -1)
                    cardsFrom = j;
                continue;
            }
            const bool kick = b.type == EventType::PenaltyMissed
                || (b.type == EventType::Goal
                    && (b.method == GoalMethod::None || b.method == GoalMethod::Penalty));
            const bool next
                = b.sentence == a.sentence + 1 || (cardsFrom >= 0 && b.sentence == a.sentence + 2);
            if (!next || !kick || !untimed) {
                if (b.sentence == a.sentence + 1)
                    cardsFrom = -2; // the sentence after the award tells more than a card
                continue;
            }
            b.timeExpr = sameMinute(a.timeExpr);
            b.timeExpr.span = {};
            if (b.type == EventType::Goal)
                b.method = GoalMethod::Penalty;
            for (int c = std::max(cardsFrom, 0); cardsFrom >= 0 && c < j; ++c) {
                doc.mentions[c].timeExpr = sameMinute(a.timeExpr);
                doc.mentions[c].timeExpr.span = {};
            }
            break;
        }
    }
}

// A penalty is taken the moment it is given: "Doyle tripped Hollis in the area and Hollis
// sent the penalty into the top corner" gives the award the kick's minute.
void awardsAtKickMinutes(Document &doc)
{
    for (Mention &a : doc.mentions) {
        if (a.type != EventType::PenaltyAwarded || a.timeExpr.kind != TimeExpression::None)
            continue;
        for (const Mention &b : sentenceMentions(doc.mentions, a.sentence)) {
            if (b.timeExpr.kind != TimeExpression::None && isPenaltyKick(b.type, b.method)) {
                a.timeExpr = b.timeExpr;
                a.timeExpr.span = {};
            }
        }
    }
    // ... and the kick the moment the award is dated: "In the third minute of stoppage time Lusk
    // clipped Hadley's heels in the box and Vatnestrøm sent Moody the wrong way".
    shareSentenceMinute(
        doc.mentions, [](const Mention &a) { return a.type == EventType::PenaltyAwarded; },
        [](const Mention &b) { return isPenaltyKick(b.type, b.method); });
    // The changes of one line share the minute its entry gave one of them ("63. min: Dobbeltbytte.
    // Moe og Sæther inn, Nyberg og Dahl ut.").
    auto change = [](const Mention &m) { return m.type == EventType::Substitution; };
    shareSentenceMinute(doc.mentions, change, change);
}

} // namespace

void EventExtractor::extractEvents(Document &doc)
{
    doc.mentions.clear();
    doc.claims.clear();
    if (!doc.pack)
        return;
    const bool debug = qEnvironmentVariableIsSet("MT_DEBUG_EXTRACT"); // once, not per sentence
    ReportState report;
    for (int si = 0; si < doc.sentences.size(); ++si) {
        SentenceData &s = doc.sentences[si];
        if (ownWords(doc, report, si))
            SentenceReader(doc, m_ctx, report, si, sentenceContext(doc, s), debug).read();
        else if (!s.otherMatch && !s.tokens.isEmpty())
            s.times = SentenceReader::timesOf(*doc.pack, sentenceContext(doc, s), s);
    }

    // What follows looks at neighbouring sentences by their place in the list.
    Q_ASSERT(std::is_sorted(doc.mentions.cbegin(), doc.mentions.cend(),
        [](const Mention &x, const Mention &y) { return x.sentence < y.sentence; }));
    foulsBeforeKicks(doc);
    const EntryLines entry(doc);
    completeEntries(doc, entry, report);
    datesAtOnce(doc, entry);
    foulsAfterCards(doc, entry);
    rulingsUndoGoals(doc, entry);
    nextSentenceGoesOn(doc);
    kicksAfterAwards(doc);
    awardsAtKickMinutes(doc);
}

} // namespace mt
