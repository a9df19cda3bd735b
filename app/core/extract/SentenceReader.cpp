// SentenceReader: the phases of one sentence's reading, in the order read() calls them.
#include "SentenceReader.h"
#include "SentenceChecks.h"

#include "anchor/TimeExpressions.h"

#include <algorithm>

namespace mt {

namespace {

// A person score nearestPlayers never takes (it takes scores below MaxPersonScore).
constexpr int MaxPersonScore = 40;
constexpr int NeverTheSubject = 1000;

int distance(int a0, int a1, int b0, int b1)
{
    if (a1 <= b0)
        return b0 - a1;
    if (b1 <= a0)
        return a0 - b1;
    return 0;
}

// "Borte mot Strømsgodset sendte Junker Glimt i ledelsen", "scored against City": a team named
// right after an opponent cue is the side the event was against.
bool opposedTeam(const SentenceData &s, const TeamMention &tm)
{
    return std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &c) {
        return c.cue == Cue::Opponent && c.end <= tm.start && tm.start - c.end <= 1;
    });
}

// "Godset-forsvaret sto og så på", "Glimt-buret", "Schalke-Abwehr": a team glued to the word
// after it is a thing of that team's (its defence, its goal), which names no side of the event.
// Glued to a person ("Storelva-keeperen"), it is that person's club.
bool compoundTeam(const SentenceData &s, const TeamMention &tm)
{
    const int n = int(s.tokens.size());
    const bool person = std::any_of(s.people.cbegin(), s.people.cend(),
        [&](const PersonMention &p) { return p.start >= tm.end && p.start <= tm.end + 1; });
    return tm.end + 1 < n && s.tokens.at(tm.end).is(u'-') && !s.tokens.at(tm.end).spaceBefore
        && !s.tokens.at(tm.end + 1).spaceBefore && s.tokens.at(tm.end + 1).kind == Token::Word
        && !person;
}

// "and", "og" among the tokens [from, to): a new clause with its own subject.
bool conjunctionBetween(const LanguagePack &pack, const SentenceData &s, int from, int to)
{
    for (int k = from; k < to; ++k) {
        if (pack.conjunctions.contains(s.tokens.at(k).lower()))
            return true;
    }
    return false;
}

bool isHardPunct(const QString &w)
{
    if (w.size() != 1)
        return false;
    const char16_t c = w.front().unicode();
    return c == u';' || c == u'"' || c == u'(' || c == u')' || c == u':';
}

// Clause numbers per token: commas, semicolons and clause-break words start a new clause.
QList<int> clauses(const SentenceData &s)
{
    QList<int> out(s.tokens.size(), 0);
    QVarLengthArray<bool, 64> breakAt(s.tokens.size(), false); // on the stack: asked a sentence
    for (const CueHit &h : s.cues) {
        if (h.cue == Cue::ClauseBreak && h.start < breakAt.size())
            breakAt[h.start] = true;
    }
    int c = 0;
    for (int i = 0; i < s.tokens.size(); ++i) {
        const QString &w = s.tokens.at(i).lower();
        if (s.tokens.at(i).is(u',') || isHardPunct(w) || breakAt[i])
            ++c;
        out[i] = c;
    }
    return out;
}

Span charSpan(const SentenceData &s, int from, int to)
{
    if (from < 0 || to <= from || to > s.tokens.size())
        return {};
    return Span {s.tokens.at(from).start, s.tokens.at(to - 1).end};
}

// "GOAL, Brackwater. Ryan Tindall, set up by Fenn.": a minute-by-minute entry names the
// event in a short first sentence and the players in the next one, which has no verb of its
// own. The next sentence's first player (and its roles) complete the entry's mention.
void fillEntry(Document &doc, const MatchContext &context, ReportState &report, int si,
    const SentenceData &s, const SentenceContext &ctx)
{
    const LanguagePack &pack = *doc.pack;
    if (doc.mentions.isEmpty() || si == 0)
        return;
    Mention &a = doc.mentions.last();
    // "23' GOAL! Kingsmere 1-0 Dunmoor. Whitcombe's cross, Østvold's header.": the score
    // between the entry's head and its players is part of the entry.
    const bool scoreBetween = a.sentence == si - 2 && doc.sentences.at(si - 1).people.isEmpty()
        && !doc.sentences.at(si - 1).scoreLines.isEmpty();
    if ((a.sentence != si - 1 && !scoreBetween) || doc.sentences.at(a.sentence).tokens.size() > 8)
        return;
    const int gapFrom = doc.sentences.at(a.sentence).span.end;
    if (QStringView(doc.source.text).mid(gapFrom, s.span.start - gapFrom).contains(u'\n'))
        return;
    QSet<int> roleTokens;
    for (const PatternMatch &m : pack.roles.findAll(ctx)) {
        for (const Capture &c : m.captures) {
            for (const PersonMention &p : s.people) {
                if (p.start != c.start || p.person < 0)
                    continue;
                roleTokens.insert(p.start);
                if (c.role == u"assist" && a.assistKey < 0 && a.type == EventType::Goal)
                    a.assistKey = p.person;
                else if (c.role == u"playerOut" && a.playerOutKey < 0
                    && a.type == EventType::Substitution)
                    a.playerOutKey = p.person;
                else if (c.role == u"opponent" && a.opponentKey < 0)
                    a.opponentKey = p.person;
            }
        }
    }
    if (a.personKey >= 0)
        return;
    for (const PersonMention &p : s.people) {
        if (p.person >= 0 && !roleTokens.contains(p.start)
            && !context.people.at(p.person).nonPlayer) {
            a.personKey = p.person;
            report.entryPlayers.insert(int(doc.mentions.size()) - 1);
            break;
        }
    }
}

} // namespace

SentenceReader::SentenceReader(Document &doc, const MatchContext &context, ReportState &report,
    int si, SentenceContext ctx, bool debug)
    : doc(doc)
    , pack(*doc.pack)
    , context(context)
    , report(report)
    , si(si)
    , s(doc.sentences[si])
    , ctx(std::move(ctx))
    , clause(clauses(s))
    , n(int(s.tokens.size()))
    , debug(debug)
{
}

void SentenceReader::read()
{
    findTimes();
    collectTriggers();
    dropWeakTriggers();
    readClaims();
    if (trig.isEmpty()) {
        noEvents();
        return;
    }
    markHeadlines();
    applyCues();
    if (trig.isEmpty()) {
        noteOrphanTime({});
        return;
    }
    ruleOutGoals();
    pickReferents();
    takeCaptures();
    findRoles();
    if (trig.isEmpty())
        return;
    takeRoles();
    compressRelatives();
    secondBooking = std::any_of(trig.cbegin(), trig.cend(),
        [](const Trigger &o) { return o.type == EventType::SecondYellow; });
    cardToFouler();
    nearestPlayers();
    shareClauseSubject();
    cardToFouler();
    keepersAndTakers();
    cardsAndDescriptions();
    penaltyOffenders();
    pairTimes();
    listedMinutes();
    shareIncidentTimes();
    paragraphGoesOn = si > 0
        && !QStringView(doc.source.text)
                .mid(doc.sentences.at(si - 1).span.end,
                    s.span.start - doc.sentences.at(si - 1).span.end)
                .contains(u'\n');
    methodsPenaltiesTeams();
    savedPenalties();
    missedPenaltyTakers();
    savesAndMisses();
    shortHandedSides();
    foulsGivingKicks();
    cardReasons();
    reasonFouls();
    foulsBeforeAwards();
    mergeTriggers();
    expandTriggers();
    if (debug)
        printDebug();
    carryTimes();
    emitMentions();
}

// The written clock at a token: a newest-first blog tells the 24th minute after the
// 70th, and a player taken off at 70 is still on the pitch at 24.
// (A fixed minute too: "on the hour"; added time only as "90+2", since "the second
// minute of stoppage time" counts from an end it does not name.)
int SentenceReader::written(const TimeHit &h) const
{
    const TimeDef &def = pack.timeDefs[h.def];
    const bool kind
        = def.kind == TimeDef::Absolute || (def.kind == TimeDef::AddedTime && h.value2 >= 0);
    return kind ? (def.value >= 0 ? def.value : h.value) : -1;
}

// The written clock at the token.
int SentenceReader::clockAt(int token) const
{
    int at = clockBefore;
    for (const TimeHit &h : std::as_const(s.times)) {
        const int minute = h.start <= token ? written(h) : -1;
        at = minute >= 0 ? minute : at;
    }
    return at;
}

// The person was taken off by the written clock at the token.
bool SentenceReader::offAt(int person, int token) const
{
    const int when = report.subbedOff.value(person, -2);
    const int now = clockAt(token);
    return when != -2 && (when < 0 || now < 0 || now >= when);
}

QList<TimeHit> SentenceReader::timesOf(
    const LanguagePack &pack, const SentenceContext &ctx, const SentenceData &s)
{
    QList<TimeHit> times = TimeExpressions::find(pack, ctx);
    // "Vatnestrøm (21)": an age, not a minute.
    times.erase(std::remove_if(times.begin(), times.end(),
                    [&s](const TimeHit &h) { return s.ages.contains(h.start); }),
        times.end());
    return times;
}

// The sentence's time expressions, and the report's written clock after it.
void SentenceReader::findTimes()
{
    s.times = timesOf(pack, ctx, s);
    clockBefore = report.clock;
    report.clock = clockAt(n);
}

// The token is inside an aside the sentence context steps over (a relative clause).
bool SentenceReader::insideRelative(int tok) const
{
    for (int i = 0; i < ctx.skipTo.size(); ++i) {
        if (ctx.skipTo[i] > tok && i < tok)
            return true;
    }
    return false;
}

// In a relative clause that runs to the end of the sentence (", who was sent on ...").
bool SentenceReader::relativeTail(int tok) const
{
    for (int i = std::min(tok, int(s.tokens.size())) - 1; i >= 0; --i) {
        if (s.tokens.at(i).is(u',') || s.tokens.at(i).is(u';'))
            return i + 1 < tok && pack.relativeMarkers.contains(s.tokens.at(i + 1).lower());
    }
    return false;
}

void SentenceReader::collectTriggers()
{
    // Triggers: longest first, no overlaps; weak ones only where nothing else fired.
    QList<PatternMatch> hits = pack.events.findAll(ctx);
    // Companions last: they never take the words of a trigger that stands alone.
    std::stable_sort(hits.begin(), hits.end(), [&](const PatternMatch &a, const PatternMatch &b) {
        const bool ca = pack.eventDefs[a.payload].companion;
        const bool cb = pack.eventDefs[b.payload].companion;
        if (ca != cb)
            return cb;
        return (a.end - a.start) > (b.end - b.start);
    });
    for (const PatternMatch &m : hits) {
        // "Skaug, who was booked, tripped Sigurðsson in the area": a trigger in an aside a
        // longer one stepped over is its own.
        bool clash = false;
        for (const Trigger &k : trig)
            clash = clash
                || (m.start < k.end && k.start < m.end
                    && !(insideRelative(m.start) && !insideRelative(k.start)));
        if (clash)
            continue;
        const EventDef &def = pack.eventDefs[m.payload];
        Trigger t {def.type, def.method, def.weak, m.start, m.end, m};
        t.effect = def.effect;
        t.noun = def.noun;
        t.companion = def.companion;
        trig.append(t);
    }
    // "Double change: Doran for Haye, and Brereton on for Millward": a companion pattern
    // counts only beside a trigger of its type that is none.
    trig.erase(std::remove_if(trig.begin(), trig.end(),
                   [&](const Trigger &c) {
                       return c.companion
                           && std::none_of(trig.cbegin(), trig.cend(),
                               [&](const Trigger &o) { return !o.companion && o.type == c.type; });
                   }),
        trig.end());
    std::sort(trig.begin(), trig.end(),
        [](const Trigger &a, const Trigger &b) { return a.start < b.start; });
    // "headet inn sitt andre mål": two triggers of one type side by side are one phrase.
    for (int k = int(trig.size()) - 1; k > 0; --k) {
        Trigger &a = trig[k - 1];
        const Trigger &b = trig[k];
        if (a.type != b.type || b.start != a.end || a.weak != b.weak)
            continue;
        a.end = b.end;
        a.match.end = b.match.end;
        for (const Capture &c : b.match.captures)
            a.match.captures.append(c);
        if (a.method == GoalMethod::None)
            a.method = b.method;
        trig.removeAt(k);
    }
}

// A time of its own, a clause away, stands between the two triggers.
bool SentenceReader::ownTimeBetween(const Trigger &a, const Trigger &b) const
{
    const Trigger &first = a.start < b.start ? a : b;
    const Trigger &second = a.start < b.start ? b : a;
    // The time may sit inside the second ("Tierney's 41st-minute header").
    return std::any_of(s.times.cbegin(), s.times.cend(), [&](const TimeHit &h) {
        if (h.start < first.end || h.start >= second.end)
            return false;
        for (int k = first.end; k < std::min(h.start, second.start); ++k) {
            const QString &w = s.tokens[k].lower();
            if (w == u"," || w == u";" || pack.conjunctions.contains(w))
                return true;
        }
        return false;
    });
}

// A weak trigger ("a header from X") yields to a trigger of another kind in the sentence
// ("... clawing away a header from X" is a save), though not to one inside an aside
// (", who had come on for Grøtte, rose to meet Lindqvist's cross").
// Nor to one a clause away with a time of its own between them ("a booking ten minutes
// into the second half, but ... six minutes later, when Halloran bent a free kick over
// the wall").
void SentenceReader::dropWeakTriggers()
{
    // A video check claims nothing: "dinks it over Wilk - but hold on, VAR is checking".
    const bool strongOther = std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &a) {
        return !a.weak && a.type != EventType::VarReview
            && std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &w) {
                   return w.weak && w.type != a.type
                       && !(insideRelative(a.start) && !insideRelative(w.start))
                       && !ownTimeBetween(a, w);
               });
    });
    const bool headOther = std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &w) {
        return w.weak
            && std::any_of(report.entryHead.cbegin(), report.entryHead.cend(),
                [&](EventType t) { return t != w.type; });
    });
    if (s.tokens.size() <= 8 && report.entryHead.isEmpty()) {
        for (const Trigger &t : std::as_const(trig)) {
            if (!t.weak)
                report.entryHead.append(t.type);
        }
    }
    if (strongOther || headOther)
        trig.erase(
            std::remove_if(trig.begin(), trig.end(), [](const Trigger &t) { return t.weak; }),
            trig.end());
}

void SentenceReader::readClaims()
{
    // Claims ("a nine-minute spell", "a five-goal thriller").
    const QList<PatternMatch> claimHits = pack.claims.findAll(ctx);
    for (const PatternMatch &m : claimHits)
        claimSpans.append({m.start, m.end});
    int lastClaimEnd = -1;
    for (const PatternMatch &m : claimHits) {
        if (m.start < lastClaimEnd)
            continue;
        Claim c;
        c.kind = pack.claimDefs[m.payload].kind;
        c.source = -1;
        c.sentence = si;
        c.span = s.span;
        c.text = doc.source.text.mid(s.span.start, s.span.length());
        const Capture *minutes = m.capture(u"minutes");
        const Capture *goals = m.capture(u"goals");
        if (c.kind == u"duration" && minutes) {
            c.value = minutes->value;
            c.score = Score {goals ? goals->value : -1, -1};
        } else if (c.kind == u"goal_count" && goals) {
            c.value = goals->value;
        } else {
            continue;
        }
        if (c.value <= 0 || c.value > 130)
            continue;
        doc.claims.append(c);
        lastClaimEnd = m.end;
    }
}

void SentenceReader::noteOrphanTime(const QVarLengthArray<int, 16> &assigned)
{
    // "Kingsmere should have put the game to bed on 71 minutes. Marlow bundled ...":
    // a minute no event of its sentence takes carries to the next sentence. So does a
    // range that opens a short sentence of no event and no name ("Like før pause ble
    // det enda verre for hjemmelaget."): it heads what follows.
    const bool topic = assigned.isEmpty() && s.people.isEmpty() && s.tokens.size() <= 12;
    for (int ti = 0; ti < s.times.size(); ++ti) {
        // A list of minutes ("in the 90th and 91st minutes") dates events of its own
        // sentence, one each: it is no clock for the next.
        if (assigned.contains(ti) || s.ages.contains(s.times[ti].start) || s.times[ti].list >= 0)
            continue;
        const TimeDef::Kind k = pack.timeDefs[s.times[ti].def].kind;
        const bool heads = topic && k == TimeDef::Range && opensSentence(s, s.times[ti].start);
        if ((k == TimeDef::Range && !heads) || k == TimeDef::Relative)
            continue;
        report.carried = TimeExpressions::toExpression(pack, s.times[ti], s);
        report.carriedFrom = si;
        return;
    }
}

// A sentence that tells no event: a minute it gives is the report's clock, and may date the
// next sentence. So is a half it moves the story into ("The teams came out unchanged for the
// second half."): "a minute later" in the next sentence counts from the restart.
void SentenceReader::noEvents()
{
    const auto mark = [&](bool restart) {
        for (const TimeHit &h : std::as_const(s.times)) {
            const TimeExpression e = TimeExpressions::toExpression(pack, h, s);
            const bool range = pack.timeDefs[h.def].kind == TimeDef::Range;
            if (restart ? range && TimeExpressions::periodStart(e).isKnown() : !range) {
                doc.clockMarks.append({si, e});
                return true;
            }
        }
        return false;
    };
    // A minute the sentence gives is a better clock than the half it is in.
    if (!mark(false))
        mark(true);
    noteOrphanTime({});
    fillEntry(doc, context, report, si, s, ctx);
}

void SentenceReader::markHeadlines()
{
    // A score in the sentence that is not this match's ("their 3-0 win last season").
    for (int k = 0; k + 2 < n && !otherScore; ++k) {
        const Token &a = s.tokens.at(k), &dash = s.tokens.at(k + 1), &b = s.tokens.at(k + 2);
        if (a.kind != Token::Number || b.kind != Token::Number
            || (!dash.is(u'-') && !dash.is(u'–')))
            continue;
        const Score fs = context.match.finalScore;
        otherScore = !fs.isValid()
            || !((a.number == fs.home && b.number == fs.away)
                || (a.number == fs.away && b.number == fs.home));
    }
    // "Østvold scoret og bommet": a headline sums up what the report tells below; its
    // events join those, they are not new ones.
    const bool unpunctuated = !s.tokens.isEmpty() && !isHardPunct(s.tokens.last().lower())
        && s.tokens.last().lower() != u"." && s.tokens.last().lower() != u"!"
        && s.tokens.last().lower() != u"?";
    // The standfirst under it too ("The Norwegian's second goal, seven minutes from time,
    // settles ..."), though not a live-blog entry that opens with its minute.
    const bool entryMinute = std::any_of(s.times.cbegin(), s.times.cend(),
        [&](const TimeHit &h) { return opensSentence(s, h.start); });
    // So is a short line of its own with no minute further down ("Les også: Tobias Ekren
    // utvist – Brattøy tapte hjemme"): a link, a heading, a caption.
    const auto words = std::count_if(
        s.tokens.cbegin(), s.tokens.cend(), [](const Token &t) { return t.kind != Token::Punct; });
    const bool ownLine = unpunctuated && s.times.isEmpty() && words <= 12
        && (si + 1 >= doc.sentences.size()
            || QStringView(doc.source.text)
                   .mid(s.span.end, doc.sentences[si + 1].span.start - s.span.end)
                   .contains(u'\n'));
    const bool headline
        = (unpunctuated && report.inHead
              && (si == 0 ? s.times.isEmpty() : !entryMinute && s.tokens.size() > 8))
        || ownLine;
    report.inHead = report.inHead && unpunctuated;
    for (Trigger &t : trig)
        t.backReference = t.backReference || headline;
}

void SentenceReader::applyCues()
{
    // Cues that cancel or change a trigger.
    const bool ruledOut = std::any_of(trig.cbegin(), trig.cend(),
        [](const Trigger &t) { return t.type == EventType::DisallowedGoal; });
    for (Trigger &t : trig) {
        for (const CueHit &h : std::as_const(s.cues)) {
            const bool sameClause
                = h.start < n && clause[h.start] == clause[std::min(t.start, n - 1)];
            const int before = t.start - h.end; // >= 0 when the cue precedes the trigger
            switch (h.cue) {
            case Cue::Hypothetical:
                // "Opsahl thought he had equalised, but the flag was up": a goal that
                // was not, which is a goal ruled out.
                if (before >= 0 && before <= 6 && sameClause) {
                    if (t.type == EventType::Goal && ruledOut)
                        t.type = EventType::DisallowedGoal;
                    else
                        t.dropped = true;
                }
                break;
            case Cue::Negation:
                // "Penalty shout as Nyberg goes down": or one word before it, over a clause
                // word.
                if (before >= 0 && ((before <= 4 && sameClause) || before <= 1))
                    t.dropped = true;
                break;
            case Cue::History:
                // "Last season's 3-0 win, when Carver scored early, ...": a history cue with
                // another score before it speaks for the rest of the sentence.
                // So does one after it: "Sigurðsson had scored both goals when Bjørkhaug
                // won the reverse fixture 2-0 in April."
                if (sameClause || otherScore)
                    t.dropped = true;
                break;
            case Cue::MultiGoal:
                // "scored twice, the second from the spot": a summary joins the goals
                // told elsewhere; the method it names is one goal's, not its own.
                if (t.type == EventType::Goal && sameClause && h.start >= t.end
                    && h.start - t.end <= 3) {
                    t.backReference = true;
                    t.summary = true;
                }
                break;
            case Cue::NearMiss:
                // "X's header is bound for the top corner, but Y claws it away": also a
                // near thing told right after its trigger.
                if ((h.start < t.end && t.start < h.end)
                    || (before >= 0 && before <= 8 && sameClause)
                    || (h.start >= t.end && h.start - t.end <= 3 && sameClause)) {
                    if (t.type == EventType::Goal) {
                        const bool pen = t.method == GoalMethod::Penalty;
                        t.type = pen ? EventType::PenaltyMissed : EventType::ChanceMissed;
                    }
                }
                break;
            case Cue::BackReference:
                // "were down to ten men" contains its trigger: a state, not a new event.
                if (timeFollows(s, h.end))
                    break;
                if ((h.start <= t.start && t.end <= h.end)
                    || (sameClause
                        && ((before >= 0 && before <= 6)
                            || (h.start >= t.end && h.start - t.end <= 4))))
                    t.backReference = true;
                break;
            default:
                break;
            }
        }
    }
    // A near miss that is itself the trigger ("came within inches") must not be undone
    // by its own words; a negated miss stays a miss.
    trig.erase(std::remove_if(trig.begin(), trig.end(), [](const Trigger &t) { return t.dropped; }),
        trig.end());
}

// "... but the goal was disallowed": the sentence's goal is a disallowed one, though
// not one told after the ruling in a clause of its own ("Garbutt was ruled offside,
// and it took Tierney's header to bring the hosts level").
void SentenceReader::ruleOutGoals()
{
    auto at = [&](int tok) { return clause.at(std::min(tok, n - 1)); };
    QList<int> rulings;
    for (const Trigger &t : std::as_const(trig)) {
        if (t.type == EventType::DisallowedGoal)
            rulings.append(t.start);
    }
    for (Trigger &t : trig) {
        if (t.type == EventType::Goal && std::any_of(rulings.cbegin(), rulings.cend(), [&](int r) {
                return t.start < r || at(t.start) == at(r);
            }))
            t.type = EventType::DisallowedGoal;
    }
}

// A person mention covers the token.
bool SentenceReader::personAtToken(int tok) const
{
    return std::any_of(s.people.cbegin(), s.people.cend(),
        [tok](const PersonMention &p) { return tok >= p.start && tok < p.end; });
}

// "Kvitberg put Penrick ahead, but Rafferty's save from his penalty ...", "scoret, men
// brant straffe": a cue nearer a saved or missed kick is that kick's, not a goal's.
// So is one nearer another goal of a list ("1–2 Rudshaug (44), 2–2 Haraldstad (selvmål,
// 56)").
bool SentenceReader::kickNearer(const CueHit &h, const Trigger &t) const
{
    const int d = distance(h.start, h.end, t.start, t.end);
    return t.type == EventType::Goal
        && std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &o) {
               return (o.type == EventType::PenaltyMissed || o.type == EventType::Save
                          || (o.type == EventType::Goal && &o != &t))
                   && distance(h.start, h.end, o.start, o.end) < d;
           });
}

// A penalty cue speaks for the events near it, not for the whole sentence.
bool SentenceReader::penaltyNear(const Trigger &t, bool area) const
{
    return std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &h) {
        return (h.cue == Cue::Penalty || (area && h.cue == Cue::PenaltyArea))
            && distance(h.start, h.end, t.start, t.end) <= 10 && !kickNearer(h, t);
    });
}

// The person mention that starts at the token (an index into s.people), or -1.
int SentenceReader::personIndexAt(int tokenStart) const
{
    for (int k = 0; k < s.people.size(); ++k) {
        if (s.people.at(k).start == tokenStart)
            return k;
    }
    return -1;
}

// "Sandberg came on for Haddad, and the substitute forced a save": a reference to the
// substitute is the player who came on last, whatever the names in between.
// "replaced Berg with Rosén, and the 19-year-old scored": who went off in this
// sentence, and from which token on he is off.
void SentenceReader::pickReferents()
{
    bool subHere = false;
    QHash<int, int> offFrom;
    for (const Trigger &t : std::as_const(trig)) {
        if (t.type != EventType::Substitution)
            continue;
        subHere = true;
        for (const Capture &c : t.match.captures) {
            const int pi = personIndexAt(c.start);
            if (pi < 0 || s.people.at(pi).person < 0)
                continue;
            if (c.role == u"player" && !s.people.at(pi).reference) {
                report.lastSubIn = s.people.at(pi).person;
                report.cameOn.insert(report.lastSubIn);
            } else if (c.role == u"playerOut")
                offFrom.insert(s.people.at(pi).person, t.end);
        }
    }
    for (PersonMention &p : s.people) {
        if (!p.reference)
            continue;
        // "the Marlow substitute": the one who came on last for that side.
        int club = -1;
        for (const TeamMention &tm : std::as_const(s.teams)) {
            if (tm.start >= p.start && tm.end <= p.end && tm.team >= 0 && tm.team <= 1)
                club = tm.team;
        }
        int subIn = club >= 0 && report.lastSubInOf[club] >= 0 ? report.lastSubInOf[club]
                                                               : report.lastSubIn;
        // "Costigan, six yards out, ..., and the substitute leathers it over": a player named
        // before it in the sentence who came on is the substitute it means.
        for (const PersonMention &q : std::as_const(s.people)) {
            if (q.end <= p.start && !q.reference && report.cameOn.contains(q.person))
                subIn = q.person;
        }
        const int who = p.keys.contains(u"role:sub") ? subIn
            : p.keys.contains(u"role:scorer")        ? report.lastScorer
                                                     : -1;
        if (who >= 0 && p.person != who) {
            p.alternatives.removeAll(who);
            if (p.person >= 0)
                p.alternatives.prepend(p.person);
            p.person = who;
        }
        // "sent on Fenn for Ashby. On 64 minutes the 23-year-old headed in": the player
        // who went off is not who "the 23-year-old" scoring later means.
        const bool off
            = (!subHere && offAt(p.person, p.start)) || p.start >= offFrom.value(p.person, 1 << 20);
        if (off) {
            for (int alt : std::as_const(p.alternatives)) {
                if (!offAt(alt, p.start) && !offFrom.contains(alt)
                    && !context.people.at(alt).nonPlayer) {
                    p.alternatives.removeAll(alt);
                    p.alternatives.prepend(p.person);
                    p.person = alt;
                    break;
                }
            }
        }
    }
}

// A name given a side role (assist, victim, player off) is nobody's scorer; a name
// captured as one event's player may still be another event's player ("Cope brought
// down Mellor and was shown a second yellow").
bool SentenceReader::take(int &id, int &tok, int personIdx, bool sideRole)
{
    if (personIdx < 0 || id >= 0)
        return false;
    id = s.people.at(personIdx).person;
    tok = personIdx;
    if (sideRole)
        if (!used.contains(personIdx))
            used.append(personIdx);
    return true;
}

// Pattern captures: the people each trigger names, and the pairs of a double change.
void SentenceReader::takeCaptures()
{
    QList<Trigger> pairedChanges;
    for (Trigger &t : trig) {
        for (const Capture &c : t.match.captures) {
            if (c.role == u"score") {
                t.score = Score {c.value / 1000, c.value % 1000};
                continue;
            }
            const int pi = personIndexAt(c.start);
            if (pi < 0)
                continue;
            // "Brekkeflat, stretching to clear ahead of Rønneberg, turned it into his own
            // net": a name after a preposition is no subject, whatever the pattern says.
            const bool object = c.start == t.start && pi > 0 && afterPreposition(pack, s, c.start);
            if (c.role == u"player" && object)
                continue;
            if (c.role == u"player")
                take(t.player, t.playerTok, pi, false);
            else if (c.role == u"assist")
                take(t.assist, t.assistTok, pi);
            else if (c.role == u"playerOut")
                take(t.playerOut, t.playerOutTok, pi);
            else if (c.role == u"victim" && t.type == EventType::PenaltyAwarded)
                take(t.player, t.playerTok, pi, false); // who won the penalty
            else if (c.role == u"victim" || c.role == u"opponent" || c.role == u"keeper")
                take(t.opponent, t.opponentTok, pi);
        }
        // "Flatås og Strømsnes inn, Sjöberg og Skårdal ut": a double change pairs its names
        // in order, one change each.
        if (t.type == EventType::Substitution) {
            QList<int> ins, outs; // indexes into s.people
            for (const Capture &c : t.match.captures) {
                const int pi = personIndexAt(c.start);
                if (pi < 0 || s.people.at(pi).person < 0)
                    continue;
                if (c.role == u"player")
                    ins.append(pi);
                else if (c.role == u"playerOut")
                    outs.append(pi);
            }
            for (int k = 1; k < ins.size() && k < outs.size(); ++k) {
                Trigger pair = t;
                pair.player = s.people.at(ins.at(k)).person;
                pair.playerTok = ins.at(k);
                pair.playerOut = s.people.at(outs.at(k)).person;
                pair.playerOutTok = outs.at(k);
                pairedChanges.append(pair);
                if (!used.contains(outs.at(k)))
                    used.append(outs.at(k));
            }
        }
        // A reference that landed on the other role's person takes its next candidate.
        if (t.player >= 0 && t.player == t.opponent) {
            PersonMention &ref
                = s.people[s.people.at(t.opponentTok).reference ? t.opponentTok : t.playerTok];
            for (int alt : std::as_const(ref.alternatives)) {
                if (alt != t.player && !context.people.at(alt).nonPlayer) {
                    if (&ref == &s.people.at(t.opponentTok))
                        t.opponent = alt;
                    else
                        t.player = alt;
                    ref.person = alt;
                    break;
                }
            }
        }
    }
    trig.append(pairedChanges);
}

void SentenceReader::findRoles()
{
    // Role patterns ("Silva's corner", "through Nasri") go to the nearest trigger that
    // takes them; longer phrases first.
    roleHits = pack.roles.findAll(ctx);
    // A trigger inside a longer role phrase is part of it ("Silva swept in a corner").
    for (const PatternMatch &m : std::as_const(roleHits)) {
        trig.erase(std::remove_if(trig.begin(), trig.end(),
                       [&](const Trigger &t) {
                           return t.start >= m.start && t.end <= m.end
                               && (t.end - t.start) < (m.end - m.start)
                               && t.match.captures.isEmpty();
                       }),
            trig.end());
    }
}

// How far the phrase is from the nearest trigger.
int SentenceReader::nearestTrigger(const PatternMatch &m) const
{
    int best = 1 << 20;
    for (const Trigger &t : std::as_const(trig))
        best = std::min(best, distance(m.start, m.end, t.start, t.end));
    return best;
}

// A colon after a word or two is a label's ("Mål:", "Straffebom:").
bool SentenceReader::labelBefore(int colon) const
{
    return std::count_if(s.tokens.cbegin(), s.tokens.cbegin() + colon, [](const Token &t) {
        return t.kind != Token::Punct;
    }) <= 2;
}

// Role phrases give their people to the nearest trigger that takes them.
void SentenceReader::takeRoles()
{
    std::stable_sort(
        roleHits.begin(), roleHits.end(), [&](const PatternMatch &a, const PatternMatch &b) {
            if ((a.end - a.start) != (b.end - b.start))
                return (a.end - a.start) > (b.end - b.start);
            return nearestTrigger(a) < nearestTrigger(b);
        });
    // (A goal with a minute of its own is another moment.)
    const bool goalHere = std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &t) {
        return t.type == EventType::Goal
            && std::none_of(s.times.cbegin(), s.times.cend(),
                [&](const TimeHit &h) { return h.end <= t.start && h.start > 0; });
    });
    for (const PatternMatch &m : roleHits) {
        const QList<EventType> &targets = pack.roleTargets[m.payload];
        // "McAvoy, replaced by Jonatan Rike ..., watched as Fennelly equalised": words a
        // trigger of a kind the role does not serve already took are that trigger's.
        // "treffers van Götze en Guerreiro": a phrase inside the words of a trigger it serves
        // is that trigger's, whose player it may already have, and no other trigger's.
        const auto holds = [&m](const Trigger &t) { return m.start >= t.start && m.end <= t.end; };
        bool inside = false, insideOther = false;
        for (const Trigger &t : std::as_const(trig)) {
            if (holds(t))
                (targets.contains(t.type) ? inside : insideOther) = true;
        }
        if (insideOther)
            continue;
        for (const Capture &c : m.captures) {
            const int pi = personIndexAt(c.start);
            if (pi < 0 || used.contains(pi))
                continue;
            Trigger *best = nullptr;
            int bestDist = 1 << 20;
            for (Trigger &t : trig) {
                if (!targets.contains(t.type) || (inside && !holds(t)))
                    continue;
                // "..., although Bjørkhaug had already hit the woodwork through Grønli":
                // who did it belongs to a verb of his own clause.
                // (One before it may name the subject: "Delacey tok straffen, men Rudd
                // reddet".)
                if (c.role == u"player" && m.start > t.start
                    && clause[std::min(m.start, n - 1)] != clause[std::min(t.start, n - 1)])
                    continue;
                // "... the turning point: Tierney's header, Hallgrímsson's stunner and ...":
                // a colon or semicolon starts a list of its own.
                const int gapFrom = m.end <= t.start ? m.end : t.end;
                const int gapTo = m.end <= t.start ? t.start : m.start;
                bool listed = false;
                for (int k = gapFrom; k < gapTo && k < n; ++k)
                    listed = listed
                        || ((s.tokens.at(k).is(u':') || s.tokens.at(k).is(u';'))
                            && !labelBefore(k)); // not "Straffebom: Lien (75), reddet av"

                if (listed)
                    continue;
                int *slot = c.role == u"assist" ? &t.assist
                    : c.role == u"playerOut"    ? &t.playerOut
                    : c.role == u"player"       ? &t.player
                                                : &t.opponent;
                if (*slot >= 0)
                    continue;
                // "through Nasri", "Lennon's pass" mostly follow the verb they belong to.
                // A pass sets up the sentence's goal rather than a miss on the way to it
                // ("Boyce's low cross, Whitcombe slides in and misses it, and Haskins ...").
                const int d = distance(m.start, m.end, t.start, t.end) + (t.start >= m.end ? 5 : 0)
                    + (c.role == u"assist" && t.type != EventType::Goal && goalHere ? 12 : 0);
                if (d < bestDist) {
                    bestDist = d;
                    best = &t;
                }
            }
            if (!best)
                continue;
            // "Colley's corner, Vatne's header": nobody assists his own goal.
            if (c.role == u"assist" && s.people.at(pi).person == best->player)
                continue;
            if (c.role == u"assist")
                take(best->assist, best->assistTok, pi);
            else if (c.role == u"playerOut")
                take(best->playerOut, best->playerOutTok, pi);
            else if (c.role == u"player")
                take(best->player, best->playerTok, pi, false);
            else
                take(best->opponent, best->opponentTok, pi);
        }
    }
}

// Remaining players: the nearest unused player, the same clause preferred; inside a
// relative clause the person it hangs on ("Defoe, who rounded Hart, then turned ...").
// Distances ignore relative clauses: "X, who ... club, rounded Hart to make it 2-1".
void SentenceReader::compressRelatives()
{
    compressed = QList<int>(n + 1, 0);
    int skipped = 0;
    int skipUntil = -1;
    for (int i = 0; i < n; ++i) {
        if (ctx.skipTo[i] > i && ctx.skipTo[i] > skipUntil)
            skipUntil = ctx.skipTo[i];
        compressed[i] = i - skipped;
        if (i < skipUntil)
            ++skipped;
    }
    compressed[n] = n - skipped;
}

// The distance between two token ranges, relative clauses left out.
int SentenceReader::cdistance(int a0, int a1, int b0, int b1) const
{
    return distance(
        compressed[a0], compressed[std::min(a1, n)], compressed[b0], compressed[std::min(b1, n)]);
}

// "Cope, already booked, fouls Mellor in the box: second yellow": a card the words give
// no player goes to the fouler of its sentence (before and after the nearest-name pass,
// which may find the fouler).
// "were reduced to 10 men when Vatne ... received a second yellow card for a late
// challenge": the side's dismissal is the second booking the sentence tells, not a card
// of its own, whoever else it names.
void SentenceReader::cardToFouler()
{
    for (Trigger &t : trig) {
        if (!isCard(t.type) || t.player >= 0 || t.backReference
            || (secondBooking && t.type == EventType::RedCard))
            continue;
        // "Pilling was booked ..., and Eddowes tripped Crolla": a card with its own
        // subject just before it is that player's.
        if (std::any_of(s.people.cbegin(), s.people.cend(), [&t](const PersonMention &p) {
                return p.person >= 0 && p.end <= t.start && t.start - p.end <= 2;
            }))
            continue;
        for (const Trigger &f : std::as_const(trig)) {
            const int fouler = f.type == EventType::Foul ? f.player
                : f.type == EventType::PenaltyAwarded    ? f.opponent
                                                         : -1;
            const int tok = f.type == EventType::Foul ? f.playerTok : f.opponentTok;
            if (fouler >= 0) {
                t.player = fouler;
                t.playerTok = tok;
                break;
            }
        }
    }
}

bool SentenceReader::subjectAfterConjunction(Trigger &t) const
{
    // "Owusu, 24, shrugged off an elbow from Grimsrud, which the referee waved away, and
    // opened the scoring": a verb right after "and" shares the subject of the clause it
    // goes on, not a name that clause went on to ("..., og Arnarsson stiger høyest og
    // stanger ballen i mål": Arnarsson).
    if (t.start > 1 && pack.conjunctions.contains(s.tokens.at(t.start - 1).lower())
        && t.match.captures.isEmpty() && !personAtToken(t.start) && !inTeamMention(s, t.start)) {
        int subject = -1;
        for (int k = 0; k < s.people.size() && s.people.at(k).end < t.start; ++k) {
            const PersonMention &p = s.people.at(k);
            const bool opensClause = opensSentence(s, p.start)
                || (p.start > 0 && pack.conjunctions.contains(s.tokens.at(p.start - 1).lower()));
            if (opensClause && p.person >= 0 && !p.reference
                && !context.people.at(p.person).nonPlayer)
                subject = k;
        }
        const bool otherBefore = std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &o) {
            return o.start < t.start && o.player >= 0 && subject >= 0
                && o.player != s.people.at(subject).person;
        });
        // "Thornbury slår en stikker til Rudshaug, som runder Bjørnstad og triller
        // ballen i det åpne målet": "and" inside a relative clause goes on about the
        // name the clause hangs on (found below).
        bool inRelative = false;
        for (int i = subject >= 0 ? s.people.at(subject).end : t.start; i + 1 < t.start; ++i) {
            // (A comma closes it: ", which the referee waved away, and opened ...".)
            if (s.tokens.at(i).is(u','))
                inRelative = pack.relativeMarkers.contains(s.tokens.at(i + 1).lower());
        }
        if (subject >= 0 && !otherBefore && !inRelative) {
            t.player = s.people.at(subject).person;
            t.playerTok = subject;
            return true;
        }
    }
    return false;
}

bool SentenceReader::subjectOfNoun(Trigger &t) const
{
    // "Brierley kept Ashford alive in the fourth minute of extra time with a one-handed
    // save from Granhaug's volley": a save, a goal or a miss told as a noun after a
    // preposition and its article is what the sentence's subject did, however far away
    // he is named.
    if (t.type == EventType::Save || t.type == EventType::Goal
        || t.type == EventType::ChanceMissed) {
        int b = t.start - 1;
        while (b > 0 && t.start - b <= 5 && !pack.articles.contains(s.tokens.at(b).lower())
            && (s.tokens.at(b).is(u'-') || s.tokens.at(b).kind == Token::Number
                || (s.tokens.at(b).kind == Token::Word && !s.tokens.at(b).capitalized)))
            --b;
        const bool prepNoun = b > 0 && pack.articles.contains(s.tokens.at(b).lower())
            && pack.prepositions.contains(s.tokens.at(b - 1).lower());
        const PersonMention *subject = s.people.isEmpty() ? nullptr : &s.people.at(0);
        if (prepNoun && subject && subject->person >= 0 && !subject->reference
            && opensSentence(s, subject->start) && subject->end < b
            && !context.people.at(subject->person).nonPlayer
            // (The clause the preposition hangs on: "with" may open one of its own.)
            && clause[std::min(subject->start, n - 1)] == clause[std::max(b - 2, 0)]) {
            // (Not a possessive: "Sætre's low cross ... flew past Ekdahl for an own
            // goal".)
            const QString &last = s.tokens.at(subject->end - 1).lower();
            const bool possessive = (subject->end < n
                                        && (s.tokens.at(subject->end).lower() == u"'s"
                                            || s.tokens.at(subject->end).is(u'\'')))
                || std::any_of(pack.genitiveSuffixes.cbegin(), pack.genitiveSuffixes.cend(),
                    [&](const QString &g) {
                        return last.endsWith(g)
                            && !context.people.at(subject->person).name.endsWith(g);
                    });
            if (!possessive) {
                t.player = subject->person;
                t.playerTok = 0;
                return true;
            }
        }
    }
    return false;
}

int SentenceReader::relativeAntecedent(const Trigger &t) const
{
    // The name a relative clause hangs on is its subject, even when another trigger
    // took it as its subject too ("felt av Tom Archer, som fikk gult kort"), though not
    // when a trigger of its kind took it for another role ("Big save from Ibbotson, who
    // claws away").
    auto roleOfAny = [this, &t](int person) {
        return std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &o) {
            return o.type == t.type
                && (person == o.opponent || person == o.assist || person == o.playerOut);
        });
    };
    int antecedent = -1;
    for (int i = 0; i < ctx.skipTo.size(); ++i) {
        if (ctx.skipTo[i] > t.start && i < t.start) {
            for (int k = 0; k < s.people.size(); ++k) {
                if (s.people.at(k).end <= i && i - s.people.at(k).end <= 1
                    && s.people.at(k).person >= 0 && !roleOfAny(s.people.at(k).person))
                    antecedent = k;
            }
        }
    }
    // So does one that runs to the end of the sentence ("..., som fikk gult kort.").
    for (int i = t.start - 2; antecedent < 0 && i >= 1; --i) {
        if (s.tokens.at(i).is(u',') || s.tokens.at(i).is(u';')) {
            if (!pack.relativeMarkers.contains(s.tokens.at(i + 1).lower()))
                break;
            for (int k = 0; k < s.people.size(); ++k) {
                if (s.people.at(k).end == i && s.people.at(k).person >= 0
                    && !s.people.at(k).reference && !roleOfAny(s.people.at(k).person))
                    antecedent = k;
            }
            break;
        }
    }
    return antecedent;
}

// "... was not helped by Balotelli's earlier stamp to the head of Parker": the k-th person, in
// the genitive right before the trigger (two plain words at most between), owns it, whatever
// the preposition before him.
bool SentenceReader::ownsTrigger(const Trigger &t, int k) const
{
    const PersonMention &p = s.people.at(k);
    if (p.reference || p.person < 0 || p.end >= t.start)
        return false;
    int after = p.end; // the first token after the genitive
    const QString &last = s.tokens.at(p.end - 1).lower();
    if (s.tokens.at(p.end).lower() == u"'s" || s.tokens.at(p.end).is(u'\''))
        ++after;
    else if (!std::any_of(pack.genitiveSuffixes.cbegin(), pack.genitiveSuffixes.cend(),
                 [&](const QString &g) {
                     return last.endsWith(g) && !context.people.at(p.person).name.endsWith(g);
                 }))
        return false;
    if (t.start - after > 2)
        return false;
    for (int i = after; i < t.start; ++i) {
        const Token &w = s.tokens.at(i);
        if (w.kind != Token::Word || w.capitalized || pack.articles.contains(w.lower()))
            return false;
    }
    return true;
}

// How unlikely the k-th person of the sentence is to be the trigger's player (40 or more: never).
int SentenceReader::personScore(const Trigger &t, int k, bool scorerLike) const
{
    const PersonMention &p = s.people.at(k);
    if (ownsTrigger(t, k) && !(scorerLike && context.people.at(p.person).keeper))
        return 0;
    int score = cdistance(p.start, p.end, t.start, t.end) * 2;
    // Keepers make saves; they rarely score or miss. A chance is never the keeper's: "the
    // shot grazed keeper Lie's post" names whom it beat (and the decide stage would drop it).
    if (scorerLike && context.people.at(p.person).keeper)
        score += t.type == EventType::ChanceMissed ? NeverTheSubject : 30;
    if (t.type == EventType::Save && context.people.at(p.person).keeper)
        score -= 6;
    if (p.start >= t.end)
        score += 1; // ties go to the subject before the verb
    if (clause[std::min(p.start, n - 1)] != clause[std::min(t.start, n - 1)])
        score += 12;
    // A person inside a relative clause is not the subject of the main verb.
    if (insideRelative(p.start) && !insideRelative(t.start))
        score += 20;
    // "..., was booked, and Dell sent the keeper the wrong way": a name after a
    // conjunction that opens a later clause is that clause's subject.
    // So is one after a clause-break word ("... etter å ha felt Mellor, men keeper
    // Iredale reddet").
    if (p.start >= t.end && clause[std::min(p.start, n - 1)] != clause[std::min(t.start, n - 1)]
        && (conjunctionBetween(pack, s, t.end, p.start)
            || std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &h) {
                   return h.cue == Cue::ClauseBreak && h.start >= t.end && h.end <= p.start;
               })))
        score += 25;
    // "Fenn equalised, and in the 68th minute Kelderby missed a penalty": a team
    // named between a person and the verb in its clause is the verb's subject (not a
    // team glued to a noun, which names a thing of its: "strauk AaFK-keeper Lie sin stolpe").
    for (const TeamMention &tm : std::as_const(s.teams)) {
        const bool between
            = (tm.start >= p.end && tm.end <= t.end) || (tm.start >= t.start && tm.end <= p.start);
        if (between && tm.team <= 1 && !compoundTeam(s, tm)
            && clause[std::min(tm.start, n - 1)] == clause[std::min(t.start, n - 1)]
            && clause[std::min(p.start, n - 1)] != clause[std::min(t.start, n - 1)]) {
            score += 20;
            break;
        }
    }
    // "On 68 minutes Cope, already booked, brought down Mellor and was shown a
    // second yellow": the sentence's subject is who a card further on is for.
    if (isCard(t.type) && k == 0 && !p.reference && p.start <= 4 && p.start < t.start)
        score -= 12;
    // "Carver climbed above Corrigan to head in": a name after a preposition,
    // before the verb, is an object.
    // Unless a relative clause hangs on it ("fell to Ashby, whose shot ...").
    const bool antecedentOf = p.end + 1 < n && s.tokens.at(p.end).is(u',')
        && pack.relativeMarkers.contains(s.tokens.at(p.end + 1).lower());
    // (Though "for substitute Iver Strømsnes to sweep home" names the sweeper: a
    // labelled name right before the verb.)
    const bool labelledSubject = t.start - p.end <= 1 && p.start > 0
        && !pack.prepositions.contains(s.tokens.at(p.start - 1).lower());
    if (!p.reference && p.end <= t.start && !labelledSubject && !antecedentOf
        && afterPreposition(pack, s, p.start))
        score += 40; // never, alone
    // "Halsfjord sent on Solbø ... and drew level": the object of another
    // trigger's verb is not this one's subject.
    for (const Trigger &o : std::as_const(trig)) {
        if (&o != &t && o.start < p.start && p.end <= o.end && o.end <= t.start
            && std::any_of(o.match.captures.cbegin(), o.match.captures.cend(),
                [&p](const Capture &c) { return c.start == p.start; })) {
            score += 25;
            break;
        }
    }
    // "picking up a second yellow for hauling back Solbø": the reason names the
    // fouled player, not the booked one.
    if (isCard(t.type) && p.start >= t.end
        && std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &h) {
               return h.cue == Cue::Reason && h.start >= t.end - 1 && h.end <= p.start;
           }))
        score += 30;
    // "blocked a Dell cross": a name after an article qualifies a noun.
    if (!scorerLike && !p.reference && p.start > 0
        && pack.articles.contains(s.tokens.at(p.start - 1).lower()))
        score += 20;
    // "Feld made sure a missed penalty would not cost them": a noun trigger after
    // an article has no subject before it.
    if (t.noun && t.start > 0 && p.end < t.start - 1
        && pack.articles.contains(s.tokens.at(t.start - 1).lower()))
        score += 40;
    return score;
}

// Remaining players: the nearest unused player, the same clause preferred; inside a
// relative clause the person it hangs on ("Defoe, who rounded Hart, then turned ...").
void SentenceReader::nearestPlayers()
{
    for (Trigger &t : trig) {
        // Who won a penalty comes from its patterns; the nearest name is as often the fouler.
        if (t.player >= 0 || t.type == EventType::PenaltyAwarded)
            continue;
        if (subjectAfterConjunction(t))
            continue;
        if (t.type == EventType::RedCard && secondBooking)
            continue;
        if (subjectOfNoun(t))
            continue;
        const bool scorerLike = t.type == EventType::Goal || t.type == EventType::ChanceMissed
            || t.type == EventType::PenaltyMissed;
        int best = relativeAntecedent(t);
        int bestScore = best >= 0 ? 0 : 1 << 20;
        if (best < 0) {
            for (int k = 0; k < s.people.size(); ++k) {
                const PersonMention &p = s.people.at(k);
                if (used.contains(k) || p.person < 0 || context.people.at(p.person).nonPlayer)
                    continue;
                const int score = personScore(t, k, scorerLike);
                if (score < bestScore) {
                    bestScore = score;
                    best = k;
                }
            }
        }
        // Not marked as used: a second trigger of the same event may find the same player.
        if (best >= 0 && bestScore < MaxPersonScore) {
            t.player = s.people.at(best).person;
            t.playerTok = best;
        }
    }
}

void SentenceReader::shareClauseSubject()
{
    // "Nyberg opened the scoring in the 12th minute, and headed in his second in the 67th":
    // a verb right after the conjunction shares the subject of the clause before.
    for (int k = 1; k < trig.size(); ++k) {
        Trigger &t = trig[k];
        const int c = t.start - 1;
        if (t.player >= 0 || c < 1 || !pack.conjunctions.contains(s.tokens.at(c).lower())
            || !t.match.captures.isEmpty() || personAtToken(t.start) || inTeamMention(s, t.start))
            continue;
        const Trigger &before = trig[k - 1];
        if (before.player >= 0 && before.end <= c && before.type != EventType::Substitution)
            t.player = before.player;
    }
}

void SentenceReader::keepersAndTakers()
{
    // "Fenwick guessed right and kept out the 24-year-old's spot kick": the keeper misses no
    // penalty; he saved it from the player who won it, or the next candidate the words allow.
    for (Trigger &t : trig) {
        if (t.type != EventType::PenaltyMissed || t.player < 0
            || !context.people.at(t.player).keeper)
            continue;
        int taker = -1, takerTok = -1;
        for (const Trigger &pa : std::as_const(trig)) {
            if (pa.type == EventType::PenaltyAwarded && pa.player >= 0 && pa.player != t.player) {
                taker = pa.player;
                takerTok = pa.playerTok;
            }
        }
        if (taker < 0 && t.playerTok >= 0 && s.people.at(t.playerTok).reference) {
            for (int alt : std::as_const(s.people.at(t.playerTok).alternatives)) {
                if (!context.people.at(alt).keeper && !context.people.at(alt).nonPlayer) {
                    taker = alt;
                    break;
                }
            }
        }
        if (t.opponent < 0) {
            t.opponent = t.player;
            t.opponentTok = t.playerTok;
        }
        t.player = taker;
        t.playerTok = takerTok;
    }

    // "Rustad kept them level with a flying save from Dell": a save is the keeper's; the
    // named player who is no keeper is the one he denied.
    for (Trigger &t : trig) {
        if (t.type != EventType::Save || t.player < 0 || context.people.at(t.player).keeper)
            continue;
        for (int k = 0; k < s.people.size(); ++k) {
            const int who = s.people.at(k).person;
            if (who >= 0 && who != t.player && context.people.at(who).keeper
                && (t.opponent < 0 || t.opponent == who)) {
                t.opponent = t.player;
                t.opponentTok = t.playerTok;
                t.player = who;
                t.playerTok = k;
                break;
            }
        }
    }
}

void SentenceReader::cardsAndDescriptions()
{
    // "Lund hauled down Nyberg and the referee showed him red": a card given to a pronoun or
    // role noun in a sentence that tells a foul goes to the fouler, unless the reference
    // describes its player ("the Dane").
    for (Trigger &t : trig) {
        if (!isCard(t.type) || t.playerTok < 0 || !s.people.at(t.playerTok).reference)
            continue;
        const PersonMention &ref = s.people.at(t.playerTok);
        if (ref.person >= 0
            && std::any_of(ref.keys.cbegin(), ref.keys.cend(), [&](const QString &k) {
                   return context.people.at(ref.person).descriptors.contains(k);
               }))
            continue;
        for (const Trigger &f : std::as_const(trig)) {
            if (f.type == EventType::Foul && f.player >= 0 && f.start < t.start) {
                t.player = f.player;
                break;
            }
        }
    }

    // "9' Big save from Ibbotson": a keeper after "save from" made it.
    for (Trigger &t : trig) {
        if (t.type == EventType::Save && t.opponent >= 0 && context.people.at(t.opponent).keeper
            && (t.player < 0 || !context.people.at(t.player).keeper)) {
            std::swap(t.player, t.opponent);
            std::swap(t.playerTok, t.opponentTok);
        }
    }

    // "slo Asante-Boyd inn et hjørnespark, og den tidligere Brattøy-spilleren stanget ballen
    // i mål": a description that landed on the passer means someone else.
    for (Trigger &t : trig) {
        if (t.player < 0 || t.player != t.assist || t.playerTok < 0
            || !s.people[t.playerTok].reference)
            continue;
        PersonMention &ref = s.people[t.playerTok];
        for (int alt : std::as_const(ref.alternatives)) {
            if (alt != t.assist && !context.people[alt].nonPlayer) {
                t.player = alt;
                ref.person = alt;
                break;
            }
        }
    }
}

void SentenceReader::penaltyOffenders()
{
    // "Lund kom på etterskudd i en duell med Nyberg og felte ham i feltet": a penalty won by
    // the man the verb fells was given away by its subject, the nearest name before the
    // verb in its clause that is no prepositional object.
    for (Trigger &t : trig) {
        if (t.type != EventType::PenaltyAwarded || t.player < 0 || t.opponent >= 0
            || t.playerTok < 0 || s.people[t.playerTok].start < t.start)
            continue;
        for (int k = t.playerTok - 1; k >= 0; --k) {
            const PersonMention &p = s.people[k];
            if (p.start >= t.start || p.person < 0 || p.person == t.player
                || afterPreposition(pack, s, p.start))
                continue;
            if (clause[std::min(p.start, n - 1)] == clause[std::min(t.start, n - 1)]
                && !context.people[p.person].nonPlayer) {
                t.opponent = p.person;
                t.opponentTok = k;
            }
            break;
        }
    }
}

// "maakte Caligiuri de 4-3 en in de 94ste minuut buffelde Naldo ... binnen": a minute right
// after a conjunction, with a trigger after it in its clause, opens that clause and dates its
// trigger, not one before (unless a minute comes before the conjunction too: "in the 12th and
// 30th minute").
bool SentenceReader::opensNextClause(const TimeHit &h) const
{
    if (h.start == 0 || !pack.conjunctions.contains(s.tokens[h.start - 1].lower()))
        return false;
    const auto endsBefore = [&h](const TimeHit &o) { return o.end == h.start - 1; };
    if (std::any_of(s.times.cbegin(), s.times.cend(), endsBefore))
        return false;
    return std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &o) {
        return o.start >= h.end && clause[std::min(o.start, n - 1)] == clause[h.start];
    });
}

// Times: each expression to its nearest trigger.
void SentenceReader::pairTimes()
{
    struct Pair
    {
        int cost, time, trigger;
    };
    QList<Pair> pairs;
    for (int ti = 0; ti < s.times.size(); ++ti) {
        const bool range = pack.timeDefs[s.times[ti].def].kind == TimeDef::Range;
        const bool opensNext = opensNextClause(s.times[ti]);
        for (int k = 0; k < trig.size(); ++k) {
            const Trigger &t = trig[k];
            // "already booked" looks back: the minute belongs to the new event.
            int cost = cdistance(s.times[ti].start, s.times[ti].end, t.start, t.end) * 2
                + (s.times[ti].start < t.start ? 1 : 0) + (range ? 12 : 0)
                + (t.backReference ? 40 : 0);
            // "Rasmussen, who came on on 61 minutes and was later booked, rose to meet
            // the cross in the 89th minute": an aside and its sentence keep their minutes.
            if (insideRelative(s.times[ti].start) != insideRelative(t.start))
                continue;
            // "Owusu shrugged off an eighth-minute elbow and opened the scoring in the
            // 12th, rising to head in Bråten's corner": a minute does not leap over a
            // trigger of the same kind to date a later one.
            const int lo = std::min(s.times[ti].end, t.end);
            const int hi = std::max(s.times[ti].start, t.start);
            if (std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &o) {
                    return &o != &t && o.type == t.type && o.start >= lo && o.end <= hi;
                }))
                continue;
            // A vague range in another clause more likely describes something else;
            // one that opens with the clause word ("saved before the break") is its own
            // clause's.
            const int ts = s.times[ti].start;
            const int timeClause = ts > 0 && ts < n && clause[ts] != clause[ts - 1]
                    && !s.tokens[ts].is(u',') && !isHardPunct(s.tokens[ts].lower())
                ? clause[ts - 1]
                : clause[std::min(ts, n - 1)];
            if (range && timeClause != clause[std::min(t.start, n - 1)])
                cost += 15;
            // "A minute later X sent on Meakin for Featherstone, and moments later
            // Asante-Boyd was booked": a minute opens the clause it dates.
            else if (timeClause != clause[std::min(t.start, n - 1)])
                cost += std::any_of(trig.cbegin(), trig.cend(),
                            [&](const Trigger &o) {
                                return &o != &t && clause[std::min(o.start, n - 1)] == timeClause;
                            })
                    ? 18
                    : 6;
            if (opensNext && t.end <= s.times[ti].start)
                cost += 18;
            // "ti magiske minutter tidlig i annen omgang": the range belongs to the claim.
            bool claimed = false;
            for (const auto &c : std::as_const(claimSpans))
                claimed = claimed
                    || (s.times[ti].start >= c.first && s.times[ti].start <= c.second + 1);
            if (claimed)
                continue;
            // A vague range far from the trigger dates something else when a minute is
            // near it ("kept Vale level at the break with a save ..., and Brook picked up
            // a booking for a foul on Moss (79')").
            if (range && cost > 50
                && std::any_of(s.times.cbegin(), s.times.cend(), [&](const TimeHit &h) {
                       return pack.timeDefs[h.def].kind != TimeDef::Range
                           && cdistance(h.start, h.end, t.start, t.end) <= 8;
                   }))
                continue;
            pairs.append(Pair {cost, ti, k});
        }
    }
    std::sort(
        pairs.begin(), pairs.end(), [](const Pair &a, const Pair &b) { return a.cost < b.cost; });
    // A sentence has a few times: a flat list, not a hash set (allocated, dearer).
    QVarLengthArray<int, 16> timeUsed;
    for (const Pair &p : std::as_const(pairs)) {
        if (timeUsed.contains(p.time) || trig[p.trigger].time >= 0)
            continue;
        trig[p.trigger].time = p.time;
        timeUsed.append(p.time);
    }
}

// The trigger's player is one of two joined by a conjunction ("en el 64 y 72, Osimhen y Elmas,
// respectivamente"): a list of minutes is then theirs, one each.
bool SentenceReader::coordinatedPlayer(const Trigger &t) const
{
    if (t.playerTok < 0)
        return false;
    const PersonMention &p = s.people.at(t.playerTok);
    for (const PersonMention &o : s.people) {
        const int gap = o.start >= p.end ? o.start - p.end : p.start - o.end;
        const int between = o.start >= p.end ? p.end : o.end;
        if (&o != &p && gap == 1 && between < n
            && pack.conjunctions.contains(s.tokens.at(between).lower()))
            return true;
    }
    return false;
}

// "Herrem scored in the 72nd and 75th minutes": the one trigger of its kind dated by a list of
// minutes tells an event at each of them (a summary no longer: the list dates each goal).
void SentenceReader::listedMinutes()
{
    const int count = int(trig.size());
    for (int k = 0; k < count; ++k) {
        const EventType type = trig[k].type;
        const int ti = trig[k].time;
        if (ti < 0 || s.times[ti].list < 0
            || (type != EventType::Goal && type != EventType::ChanceMissed
                && type != EventType::Save))
            continue;
        const bool alone = std::count_if(trig.cbegin(), trig.cend(), [&](const Trigger &o) {
            return o.type == type && !o.dropped;
        }) == 1;
        if (!alone || trig[k].dropped || coordinatedPlayer(trig[k]))
            continue;
        for (int tj = 0; tj < s.times.size(); ++tj) {
            const bool held = std::any_of(
                trig.cbegin(), trig.cend(), [&](const Trigger &o) { return o.time == tj; });
            if (tj == ti || held || s.times[tj].list != s.times[ti].list)
                continue;
            trig[k].summary = trig[k].backReference = false;
            Trigger copy = trig[k];
            copy.time = tj;
            trig.append(copy);
        }
    }
}

void SentenceReader::shareIncidentTimes()
{
    // A penalty incident happens within one minute: "Two minutes later Mellor was
    // tripped by Cope, who went off with a second yellow, but Colley's penalty was saved"
    // dates the foul, the card, the miss and the save alike.
    auto incident = [](EventType t) {
        return t == EventType::Foul || t == EventType::PenaltyAwarded || t == EventType::YellowCard
            || t == EventType::SecondYellow || t == EventType::RedCard
            || t == EventType::PenaltyMissed || t == EventType::Save;
    };
    int shared = -1;
    const bool awardHere = std::any_of(trig.cbegin(), trig.cend(),
        [](const Trigger &t) { return t.type == EventType::PenaltyAwarded; });
    for (const Trigger &t : std::as_const(trig)) {
        // A range too, when the sentence gives a penalty: the kick is in it.
        if (incident(t.type) && t.time >= 0 && !t.backReference
            && (awardHere || pack.timeDefs[s.times[t.time].def].kind != TimeDef::Range))
            shared = shared < 0 || shared == t.time ? t.time : -2;
    }
    const bool penaltyIncident = std::any_of(trig.cbegin(), trig.cend(), [](const Trigger &t) {
        return t.type == EventType::PenaltyAwarded || t.type == EventType::PenaltyMissed;
    }) || std::any_of(s.cues.cbegin(), s.cues.cend(), [](const CueHit &h) {
        return h.cue == Cue::Penalty;
    });
    if (shared >= 0 && penaltyIncident) {
        for (Trigger &t : trig) {
            if (incident(t.type) && t.time < 0 && !t.backReference)
                t.time = shared;
        }
    }
    // "a double change on 66 minutes, sending on Doran for Haye and Brereton for
    // Millward": the changes of one sentence share its minute.
    for (Trigger &t : trig) {
        if (t.type != EventType::Substitution || t.time >= 0)
            continue;
        for (const Trigger &o : std::as_const(trig)) {
            if (o.type == EventType::Substitution && o.time >= 0) {
                t.time = o.time;
                break;
            }
        }
    }
    // "Just before the break Lundheim celebrated, but the video referee stepped in and
    // the goal was ruled out": the review and the goal it undid share their minute.
    for (Trigger &t : trig) {
        if (t.type != EventType::DisallowedGoal && t.type != EventType::VarReview)
            continue;
        for (const Trigger &o : std::as_const(trig)) {
            if (t.time < 0 && o.time >= 0 && o.type != t.type
                && (o.type == EventType::DisallowedGoal || o.type == EventType::VarReview))
                t.time = o.time;
        }
    }
}

void SentenceReader::methodsPenaltiesTeams()
{
    // Methods, penalties, reasons, teams.
    const bool kickBefore = report.lastKickSentence == si - 1 && paragraphGoesOn;
    for (Trigger &t : trig) {
        methodAndReason(t);
        penaltyOrFoul(t, kickBefore);
        teamOf(t);
    }
}

// The goal's method from the cues near it, and a card's reason.
void SentenceReader::methodAndReason(Trigger &t) const
{
    for (const CueHit &h : std::as_const(s.cues)) {
        const int d = distance(h.start, h.end, t.start, t.end);
        if (h.cue == Cue::Method && t.type == EventType::Goal && d <= 8
            && t.method == GoalMethod::None && !t.summary && !kickNearer(h, t))
            t.method = h.method;
        // "booked in the 70th minute for dissent": a minute between is no distance.
        int timeBetween = 0;
        for (const TimeHit &th : std::as_const(s.times)) {
            if (th.start >= t.end && th.end <= h.start)
                timeBetween += th.end - th.start;
        }
        if (h.cue == Cue::Reason && h.start >= t.end - 1 && h.start - t.end - timeBetween <= 3
            && isCard(t.type) && t.reasonStart < 0) {
            auto timeStarts = [&](int tok) {
                for (const TimeHit &th : std::as_const(s.times)) {
                    if (th.start == tok)
                        return true;
                }
                return false;
            };
            // A reason ends at a comma or stop, where a time expression starts, after
            // twelve words, and (inClause) with the clause it starts in.
            auto reasonEnd = [&](int from, bool inClause) {
                const int c = clause[from < n ? from : n - 1];
                int e = from;
                while (e < n && e - from < 12 && !s.tokens.at(e).is(u',')
                    && !isHardPunct(s.tokens.at(e).lower()) && !s.tokens.at(e).is(u'.')
                    && !(s.tokens.at(e).is(u'-') && s.tokens.at(e).spaceBefore)
                    && (!inClause || clause[e] == c) && !timeStarts(e))
                    ++e;
                return e;
            };
            int e = reasonEnd(h.end, true);
            int b = h.end;
            // "for a foul on X": keep "foul on X"; the cue's own words stay out.
            while (b < e && pack.articles.contains(s.tokens.at(b).lower()))
                ++b;
            // "sent off for a second bookable offence, a trip on Rasmussen": a reason that
            // only restates the card gives way to the apposition after it, if any.
            if (e > b
                && pack.reasonKind(doc.source.text.mid(
                       s.tokens.at(b).start, s.tokens.at(e - 1).end - s.tokens.at(b).start))
                    == u"restated") {
                int a = e + 1;
                if (e < n && s.tokens.at(e).is(u',') && a < n
                    && pack.articles.contains(s.tokens.at(a).lower())) {
                    while (a < n && pack.articles.contains(s.tokens.at(a).lower()))
                        ++a;
                    b = a;
                    e = reasonEnd(a, false);
                } else {
                    e = b;
                }
            }
            // "Yellow card for Rovers skipper Marlow": that is who, not why.
            const bool names
                = b < n && s.tokens.at(b).capitalized && (personAtToken(b) || inTeamMention(s, b));
            if (e > b && !names) {
                t.reasonStart = b;
                t.reasonEnd = e;
                // "for dragging Moss back": the player the reason names was fouled.
                for (int k = 0; k < s.people.size() && t.opponent < 0; ++k) {
                    const PersonMention &p = s.people.at(k);
                    if (p.start >= b && p.end <= e && p.person >= 0 && p.person != t.player) {
                        t.opponent = p.person;
                        t.opponentTok = k;
                    }
                }
            }
            // A multi-word reason cue ("for a foul on") names the victim after it.
        }
    }
}

// A penalty goal, and the foul that gave a penalty.
void SentenceReader::penaltyOrFoul(Trigger &t, bool kickBefore) const
{
    if (t.type == EventType::Goal && penaltyNear(t, false) && t.method == GoalMethod::None
        && !t.summary)
        t.method = GoalMethod::Penalty;
    // "Hale blocked a Dell cross with his arm, and Dell sent Rustad the wrong way":
    // a foul told with a penalty kick, or in the next sentence of its paragraph with no
    // minute of its own ("40' Dell (pen), 1-1. Given for handball against Hale."), gave
    // that penalty.
    // (The kick's own method may not be set yet: its cues decide it.)
    const bool kickHere = t.type == EventType::Foul
        && std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &k) {
               const bool penaltyGoal = k.type == EventType::Goal && !k.summary
                   && (k.method == GoalMethod::Penalty || penaltyNear(k, false)
                       || std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &h) {
                              return h.cue == Cue::Method && h.method == GoalMethod::Penalty
                                  && distance(h.start, h.end, k.start, k.end) <= 8;
                          }));
               const bool savedKick = k.type == EventType::Save && penaltyNear(k, false);
               return k.start > t.start
                   && (penaltyGoal || savedKick || k.type == EventType::PenaltyMissed);
           });
    // (A minute in an aside is the aside's: "Vaughan had tripped Adjei, who was sent on
    // for Okeke with 20 minutes to go.")
    const bool ownMinute = std::any_of(s.times.cbegin(), s.times.cend(),
        [&](const TimeHit &h) { return !insideRelative(h.start) && !relativeTail(h.start); });
    if (t.type == EventType::Foul
        && (penaltyNear(t, true) || kickHere || (kickBefore && !ownMinute))) {
        t.afterKick = !penaltyNear(t, true) && !kickHere;
        // The fouled player won the penalty; the offender conceded it.
        t.type = EventType::PenaltyAwarded;
        std::swap(t.player, t.opponent);
        std::swap(t.playerTok, t.opponentTok);
    }
    if (t.method == GoalMethod::OwnGoal)
        t.type = EventType::Goal;
}

void SentenceReader::teamOf(Trigger &t) const
{
    // The team: the nearest team named in the sentence that is not a player's label.
    int bestTeam = -1;
    int victimTeam = -1;
    int bestDist = 1 << 20;
    for (const TeamMention &tm : std::as_const(s.teams)) {
        if (tm.team > 1 || (insideRelative(tm.start) && !insideRelative(t.start)))
            continue;
        // "booked for a cynical trip that stopped a Halberton counter-attack": the club
        // in a card's reason is the victim's; the booked player plays against it.
        if ((isCard(t.type) && t.reasonStart >= 0 && tm.start >= t.reasonStart
                && tm.end <= t.reasonEnd)
            || opposedTeam(s, tm)) {
            victimTeam = tm.team;
            continue;
        }
        // "Varbacka defender Hellman": a club naming its player's side, not the event's.
        // A coach's club is the side that makes his changes ("Bjørkhaug-trener Rune
        // Skjelbred svarte med å sende inn Ødegård").
        bool label = false;
        for (const PersonMention &p : std::as_const(s.people)) {
            // (A role noun too when glued to the club: "Gråberg-kapteinen feller ham";
            // though the side of the event's own player is the event's: "men
            // Storelva-keeperen reagerte lynraskt".)
            const bool glued = p.reference && p.start >= tm.end && p.start - tm.end <= 1
                && tm.end < n && !s.tokens.at(tm.end).spaceBefore
                && (p.person < 0 || p.person != t.player);
            if ((p.reference && !glued) || p.start < tm.end || p.start - tm.end > 3)
                continue;
            bool describes = true;
            for (int k = tm.end; k < p.start && describes; ++k) {
                const QString &w = s.tokens.at(k).lower();
                describes = w == u"-" || w == u"'s" || w == u"'" || pack.descriptorKeys.contains(w)
                    || std::any_of(s.cues.cbegin(), s.cues.cend(), [k](const CueHit &h) {
                           return h.cue == Cue::NonPlayer && h.start <= k && k < h.end;
                       });
            }
            const bool coach = p.person >= 0 && context.people[p.person].nonPlayer;
            label = label || (describes && !(coach && t.type == EventType::Substitution));
        }
        if (label || compoundTeam(s, tm))
            continue;
        const bool otherClause
            = clause[std::min(tm.start, n - 1)] != clause[std::min(t.start, n - 1)];
        // A team named in a later clause reacts to the event (", and the visitors
        // looked rattled"); one in an earlier clause may be its subject.
        if (otherClause && tm.start >= t.end && t.type == EventType::Goal)
            continue;
        // "... Haskins levelled for Westbrook, and Nyberg struck the winner": a clause with
        // its own subject is not about the team of the clause before.
        if (tm.end <= t.start && t.playerTok >= 0 && !s.people.at(t.playerTok).reference
            && s.people.at(t.playerTok).start >= tm.end
            && s.people.at(t.playerTok).end <= t.start) {
            if (otherClause || conjunctionBetween(pack, s, tm.end, s.people.at(t.playerTok).start))
                continue;
        }
        const int d = distance(tm.start, tm.end, t.start, t.end) + (otherClause ? 8 : 0);
        if (d < bestDist) {
            bestDist = d;
            bestTeam = tm.team;
        }
    }
    if (bestDist <= 16)
        t.team = bestTeam;
    else if (victimTeam >= 0)
        t.team = 1 - victimTeam;
    // "byttet Vaage også ut Bergum": a change made by a coach whose club we know.
    for (int k = 0; k < s.people.size() && t.team < 0 && t.type == EventType::Substitution; ++k) {
        const int who = s.people.at(k).person;
        if (who >= 0 && context.people.at(who).nonPlayer && context.people.at(who).team >= 0
            && context.people.at(who).team <= 1)
            t.team = context.people.at(who).team;
    }
}

// "Iredale kept out Colley's spot kick": a saved penalty is a missed one too, and
// "Colley's penalty was saved by Iredale" is the keeper's save.
void SentenceReader::savedPenalties()
{
    QList<Trigger> more;
    auto told = [this](EventType type) {
        return std::any_of(
            trig.cbegin(), trig.cend(), [type](const Trigger &t) { return t.type == type; });
    };
    const bool toldMiss = told(EventType::PenaltyMissed);
    const bool toldSave = told(EventType::Save);
    // "... pointed to the spot. Haye went to the keeper's right; Ibbotson read it and
    // pushed the ball round the post.": the save right after an award is of that kick.
    // So is one told with the award ("fikk straffespark på overtid, men Ibbotson
    // reddet forsøket fra Haye").
    const bool awardBefore = !told(EventType::Goal) && report.lastAwardSentence == si - 1
        && report.lastKickSentence != si - 1 && si > 0;
    for (const Trigger &t : std::as_const(trig)) {
        // (Not a save in an entry of its own with its own minute: "**80. min:** ... men
        // keeperen får en hånd på ballen" under the award's entry is another chance.)
        const bool ownEntry = !paragraphGoesOn && t.time >= 0;
        const bool awardEarlier = !told(EventType::Goal)
            && std::any_of(trig.cbegin(), trig.cend(), [&t](const Trigger &a) {
                   return a.type == EventType::PenaltyAwarded && a.start < t.start;
               });
        const bool savedPenalty = !toldMiss && t.type == EventType::Save
            && (penaltyNear(t, false) || (awardBefore && !ownEntry) || awardEarlier);
        // The keeper: the miss's opponent, else a goalkeeper the sentence names.
        int keeperTok = t.type == EventType::PenaltyMissed ? t.opponentTok : -1;
        for (int k = 0; k < s.people.size() && keeperTok < 0 && t.type == EventType::PenaltyMissed;
             ++k) {
            const int who = s.people.at(k).person;
            if (who >= 0 && who != t.player && context.people.at(who).keeper)
                keeperTok = k;
        }
        const bool keptOut = !toldSave && t.type == EventType::PenaltyMissed && keeperTok >= 0
            && s.people.at(keeperTok).person >= 0
            && context.people[s.people.at(keeperTok).person].keeper;
        if (!savedPenalty && !keptOut)
            continue;
        Trigger other = t;
        other.type = savedPenalty ? EventType::PenaltyMissed : EventType::Save;
        if (keptOut) {
            other.opponent = s.people.at(keeperTok).person;
            other.opponentTok = keeperTok;
        }
        std::swap(other.player, other.opponent);
        std::swap(other.playerTok, other.opponentTok);
        // "Kaptein Ryan Delacey tok straffen, men Rudd gikk riktig vei og reddet": a
        // taker a role phrase names.
        for (const PatternMatch &m : std::as_const(roleHits)) {
            if (!savedPenalty || other.player >= 0
                || !pack.roleTargets[m.payload].contains(EventType::PenaltyMissed))
                continue;
            for (const Capture &c : m.captures) {
                const int pi = personIndexAt(c.start);
                if (c.role == u"player" && pi >= 0 && s.people.at(pi).person >= 0
                    && s.people.at(pi).person != other.opponent) {
                    other.player = s.people.at(pi).person;
                    other.playerTok = pi;
                }
            }
        }
        // "Haye, who had not missed in 2½ seasons, went to the keeper's right; Ibbotson
        // read it": the other player the sentence names took it.
        const bool onlyAfterAward = savedPenalty && !penaltyNear(t, false);
        for (int k = 0; k < s.people.size() && onlyAfterAward && other.player < 0; ++k) {
            const int who = s.people.at(k).person;
            if (who >= 0 && who != other.opponent && !context.people.at(who).keeper
                && !context.people.at(who).nonPlayer) {
                other.player = who;
                other.playerTok = k;
            }
        }
        more.append(other);
    }
    trig.append(more);
}

void SentenceReader::missedPenaltyTakers()
{
    // "Pyke brought down Quigley in the box, but kept out the winger's spot-kick": a missed
    // penalty whose taker is only a role noun is the fouled player's.
    for (Trigger &pm : trig) {
        // The keeper: named so, or the one who makes this sentence's save.
        const bool keeper = pm.player >= 0
            && (context.people.at(pm.player).keeper
                || std::any_of(trig.cbegin(), trig.cend(), [&](const Trigger &sv) {
                       return sv.type == EventType::Save && sv.player == pm.player;
                   }));
        if (pm.type != EventType::PenaltyMissed
            || (pm.player >= 0 && !keeper && pm.playerTok >= 0
                && !s.people.at(pm.playerTok).reference))
            continue;
        for (const Trigger &pa : std::as_const(trig)) {
            if (pa.type == EventType::PenaltyAwarded && pa.player >= 0 && pa.player != pm.player) {
                if (keeper && pm.opponent < 0) {
                    pm.opponent = pm.player;
                    pm.opponentTok = pm.playerTok;
                }
                // "Oxley clipped Lamptey's heels, the Marlow captain stepped up, and Yardley
                // pushed the kick away": a third player named after the award took it.
                // Else the one other player named before it ("Ferreira had the chance to
                // put Ashford in front after Baillie bundled over Kettering ...").
                auto takerAmong = [&](bool after) {
                    int taker = -1;
                    bool several = false;
                    for (int k = 0; k < s.people.size(); ++k) {
                        const int who = s.people.at(k).person;
                        const bool saves
                            = std::any_of(trig.cbegin(), trig.cend(), [who](const Trigger &sv) {
                                  return sv.type == EventType::Save && sv.player == who;
                              });
                        if ((after ? s.people.at(k).start < pa.end : s.people.at(k).end > pa.start)
                            || who < 0 || who == pa.player || who == pm.player
                            || insideRelative(s.people.at(k).start) || who == pa.opponent
                            || who == pm.opponent || saves || context.people.at(who).keeper
                            || context.people.at(who).nonPlayer)
                            continue;
                        several = several || (taker >= 0 && s.people.at(taker).person != who);
                        taker = k;
                    }
                    return several ? -1 : taker;
                };
                int taker = takerAmong(true);
                if (taker < 0)
                    taker = takerAmong(false);
                if (taker < 0)
                    taker = pa.playerTok;
                pm.player = s.people.at(taker).person;
                pm.playerTok = taker;
            }
        }
    }
}

void SentenceReader::savesAndMisses()
{
    // "Mellor came close, but Iredale saved his header": the miss is the save's other side.
    for (Trigger &sv : trig) {
        if (sv.type != EventType::Save)
            continue;
        for (Trigger &cm : trig) {
            if (cm.type != EventType::ChanceMissed || cm.player < 0
                || (sv.opponent >= 0 && sv.opponent != cm.player) || cm.player == sv.player)
                continue;
            if (sv.opponent < 0) {
                sv.opponent = cm.player;
                sv.opponentTok = cm.playerTok;
            }
            if (sv.time < 0)
                sv.time = cm.time;
            cm.dropped = true;
        }
    }
    trig.erase(std::remove_if(trig.begin(), trig.end(), [](const Trigger &t) { return t.dropped; }),
        trig.end());
}

void SentenceReader::shortHandedSides()
{
    // "Tolland's second booking left the visitors a man short", "ten-man Caddon": the club
    // named beside "ten men" is the side of the sentence's dismissal.
    for (const CueHit &h : std::as_const(s.cues)) {
        if (h.cue != Cue::ShortHanded)
            continue;
        int side = -1;
        for (const TeamMention &tm : std::as_const(s.teams)) {
            if (tm.team <= 1 && (distance(tm.start, tm.end, h.start, h.end) <= 3))
                side = tm.team;
        }
        if (side < 0)
            continue;
        for (Trigger &t : trig) {
            if (isSendingOff(t.type))
                t.team = side;
        }
    }
}

void SentenceReader::foulsGivingKicks()
{
    // "X tumbled over King's leg ... to slot home from the spot": a foul whose victim scores
    // or misses a penalty in the same sentence gave that penalty.
    for (Trigger &f : trig) {
        if (f.type != EventType::Foul || f.opponent < 0)
            continue;
        for (const Trigger &g : std::as_const(trig)) {
            const bool penaltyKick = isPenaltyKick(g.type, g.method);
            if (penaltyKick && g.player == f.opponent) {
                f.type = EventType::PenaltyAwarded;
                std::swap(f.player, f.opponent);
                std::swap(f.playerTok, f.opponentTok);
                break;
            }
        }
    }
}

void SentenceReader::cardReasons()
{
    // "Lund hauled down Nyberg as the last man, and the referee showed him red": a foul by
    // the carded player, told before the card in its sentence, is the card's reason.
    for (Trigger &card : trig) {
        if (!isCard(card.type) || card.reasonStart >= 0 || card.player < 0 || card.backReference)
            continue;
        for (const Trigger &f : std::as_const(trig)) {
            // Before the card ("hauled down Nyberg ... and was shown red"), after it in its
            // own clause ("Yellow card for Cope, who clips Vatne from behind") or after a
            // reason word ("shown a yellow card in the 80th minute for pulling back Nyberg").
            // Not over a comma or a dash: "booked on 19 minutes for a late tackle on Lien
            // – had brought down Vassenden".
            const bool forReason = f.start >= card.end
                && std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &h) {
                       if (h.cue != Cue::Reason || h.start < card.end || h.end > f.start)
                           return false;
                       for (int k = h.end; k < f.start; ++k) {
                           const Token &tk = s.tokens.at(k);
                           if (tk.is(u',') || tk.is(u';') || (tk.is(u'-') && tk.spaceBefore))
                               return false;
                       }
                       return true;
                   });
            // A foul that gave a penalty is a reason too; its offender is the opponent.
            const bool award = f.type == EventType::PenaltyAwarded;
            const int fouler = award ? f.opponent : f.player;
            if ((f.type != EventType::Foul && !award) || (fouler != card.player && !forReason)
                || (f.start >= card.start && !forReason
                    && clause[std::min(f.start, n - 1)] == clause[std::min(card.start, n - 1)]))
                continue;
            int e = f.end;
            while ((e < card.start || f.start > card.start) && e < n
                && !isHardPunct(s.tokens.at(e).lower()) && !s.tokens.at(e).is(u',')
                && !s.tokens.at(e).is(u'.') && !pack.conjunctions.contains(s.tokens.at(e).lower()))
                ++e;
            card.reasonStart = f.start;
            card.reasonEnd = e;
            // "Hale blocked a Dell cross with his arm": the reason is what he did.
            // "Cope, already booked, brought down Mellor": nor the aside after his name.
            for (const PersonMention &p : std::as_const(s.people)) {
                if (p.start != f.start || p.person != card.player || p.end >= e)
                    continue;
                card.reasonStart = p.end;
                if (s.tokens.at(p.end).is(u',')) {
                    for (int k = p.end + 1; k + 1 < e; ++k) {
                        if (s.tokens.at(k).is(u',')) {
                            card.reasonStart = k + 1;
                            break;
                        }
                    }
                }
            }
            if (card.time < 0)
                card.time = f.time; // "hauled down Nyberg in the 88th minute and was sent off"
            if (card.opponent < 0) {
                card.opponent = award ? f.player : f.opponent;
                card.opponentTok = award ? f.playerTok : f.opponentTok;
            }
            break;
        }
    }
}

void SentenceReader::reasonFouls()
{
    // "booked for a foul on X": the foul is the card's reason, not an event of its own.
    QList<QPair<int, int>> reasons;
    for (const Trigger &card : std::as_const(trig)) {
        if (card.reasonStart >= 0)
            reasons.append({card.reasonStart, card.reasonEnd});
    }
    // The reason's minute is the card's: "booked for a foul on Nyberg in the 55th minute".
    for (Trigger &card : trig) {
        if (card.reasonStart < 0 || card.time >= 0)
            continue;
        for (const Trigger &f : std::as_const(trig)) {
            if (f.type == EventType::Foul && f.time >= 0 && f.start >= card.reasonStart - 1
                && f.end <= card.reasonEnd)
                card.time = f.time;
        }
    }
    for (const auto &r : std::as_const(reasons)) {
        trig.erase(std::remove_if(trig.begin(), trig.end(),
                       [&](const Trigger &t) {
                           return t.type == EventType::Foul && t.start >= r.first - 1
                               && t.end <= r.second;
                       }),
            trig.end());
    }
    // "gult kort for forseelsen": a foul word that only restates the card says no why.
    for (Trigger &card : trig) {
        if (isCard(card.type) && card.reasonStart >= 0
            && pack.reasonKind(doc.source.text.mid(s.tokens[card.reasonStart].start,
                   s.tokens[card.reasonEnd - 1].end - s.tokens[card.reasonStart].start))
                == u"restated")
            card.reasonStart = card.reasonEnd = -1;
    }
}

void SentenceReader::foulsBeforeAwards()
{
    // "Pemberton clipped Caldeira's heels ..., and the referee pointed to the spot": the
    // foul before an award that names nobody is that award.
    for (Trigger &a : trig) {
        if (a.type != EventType::PenaltyAwarded || a.player >= 0 || a.opponent >= 0)
            continue;
        for (int f = 0; f < trig.size(); ++f) {
            const Trigger &foul = trig[f];
            if (foul.type != EventType::Foul || foul.start >= a.start || foul.player < 0)
                continue;
            a.player = foul.opponent;
            a.playerTok = foul.opponentTok;
            a.opponent = foul.player;
            a.opponentTok = foul.playerTok;
            if (a.time < 0)
                a.time = foul.time;
            trig.removeAt(f);
            break;
        }
    }
}

void SentenceReader::mergeTriggers()
{
    // One mention per event per sentence: merge triggers that agree.
    for (const Trigger &t : std::as_const(trig)) {
        bool done = false;
        for (Trigger &m : merged) {
            // "ble utvist med sitt andre gule kort": a dismissal and its second yellow.
            const bool sendingOff = isSendingOffPair(m.type, t.type);
            if (m.type != t.type && !sendingOff)
                continue;
            if (m.player >= 0 && t.player >= 0 && m.player != t.player)
                continue;
            if (sendingOff && (m.backReference || t.backReference))
                continue;
            if (sendingOff)
                m.type = EventType::SecondYellow;
            if (m.time >= 0 && t.time >= 0 && m.time != t.time)
                continue;
            // A role the merged trigger lacks comes with its token.
            auto fill = [](int &id, int &tok, int fromId, int fromTok) {
                if (id < 0) {
                    id = fromId;
                    tok = fromTok;
                }
            };
            fill(m.player, m.playerTok, t.player, t.playerTok);
            fill(m.assist, m.assistTok, t.assist, t.assistTok);
            fill(m.playerOut, m.playerOutTok, t.playerOut, t.playerOutTok);
            fill(m.opponent, m.opponentTok, t.opponent, t.opponentTok);
            if (m.time < 0)
                m.time = t.time;
            if (m.method == GoalMethod::None)
                m.method = t.method;
            if (!m.score.isValid())
                m.score = t.score;
            if (m.effect == ScoreEffect::None)
                m.effect = t.effect;
            if (m.team < 0)
                m.team = t.team;
            if (m.reasonStart < 0) {
                m.reasonStart = t.reasonStart;
                m.reasonEnd = t.reasonEnd;
            }
            m.backReference = m.backReference || t.backReference;
            m.end = std::max(m.end, t.end);
            done = true;
            break;
        }
        if (!done)
            merged.append(t);
    }
}

// "Parker and Kaboul both fired wide": one mention per player. Not "Carver cuts inside
// Corrigan and his shot hits the post": a pronoun or an object is no second subject.
bool SentenceReader::subjectLike(int k) const
{
    return !pronounAt(s, s.people.at(k).start) && !afterPreposition(pack, s, s.people.at(k).start);
}

// One trigger per name of a fact box's list, and per player a conjunction joins.
void SentenceReader::expandTriggers()
{
    for (const Trigger &t : std::as_const(merged)) {
        expanded.append(t);
        // "Gule kort: Craig Dunstable, Penrick (19), Kieran Stobart, Ambleford (42)": a fact
        // box's label opens a list, one card per name, each with its club and minute.
        if (isCard(t.type) && t.end < n && s.tokens.at(t.end - 1).is(u':')
            && labelBefore(t.end - 1)) {
            int items = 0;
            for (int k = 0; k < s.people.size(); ++k) {
                const PersonMention &p = s.people.at(k);
                if (p.start < t.end || p.reference || p.person < 0)
                    continue;
                const int next = k + 1 < s.people.size() ? s.people.at(k + 1).start : n;
                Trigger &item = items == 0 ? expanded.last() : expanded.emplaceBack(t);
                item.player = p.person;
                item.playerTok = k;
                item.time = -1;
                for (int ti = 0; ti < s.times.size() && item.time < 0; ++ti) {
                    if (s.times.at(ti).start >= p.end && s.times.at(ti).start < next)
                        item.time = ti;
                }
                for (const TeamMention &tm : std::as_const(s.teams)) {
                    if (tm.start >= p.end && tm.start < next && tm.team >= 0 && tm.team <= 1)
                        item.team = tm.team;
                }
                ++items;
            }
            continue;
        }
        if (t.playerTok < 0 || t.type == EventType::Goal || !subjectLike(t.playerTok))
            continue;
        const int after = s.people.at(t.playerTok).end;
        const int before = s.people.at(t.playerTok).start - 1; // "Parker and Kaboul": either side
        const bool conjAfter
            = after + 1 < n && pack.conjunctions.contains(s.tokens.at(after).lower());
        const bool conjBefore
            = before > 0 && pack.conjunctions.contains(s.tokens.at(before).lower());
        if (conjAfter || conjBefore) {
            for (int k = 0; k < s.people.size(); ++k) {
                const bool next = (conjAfter && s.people.at(k).start == after + 1)
                    || (conjBefore && s.people.at(k).end == before);
                // (Not a player another trigger of the kind already has: a double
                // change's pairs.)
                const bool taken
                    = std::any_of(merged.cbegin(), merged.cend(), [&](const Trigger &o) {
                          return o.type == t.type && o.player == s.people.at(k).person;
                      });
                if (next && s.people.at(k).person >= 0 && !used.contains(k)
                    && s.people.at(k).person != t.player && subjectLike(k) && !taken) {
                    Trigger copy = t;
                    copy.player = s.people.at(k).person;
                    copy.playerTok = k;
                    expanded.append(copy);
                }
            }
        }
    }
}

// MT_DEBUG_EXTRACT: what the sentence's reading found.
void SentenceReader::printDebug() const
{
    QString line = QStringLiteral("[%1:%2]").arg(doc.source.file).arg(si);
    for (const PersonMention &p : std::as_const(s.people))
        line += QStringLiteral(" P(%1-%2=%3%4)")
                    .arg(p.start)
                    .arg(p.end)
                    .arg(p.person >= 0 ? context.people.at(p.person).name : QStringLiteral("?"),
                        p.reference ? QStringLiteral("*") : QString());
    for (const TeamMention &t : std::as_const(s.teams))
        line += QStringLiteral(" T(%1-%2=%3)").arg(t.start).arg(t.end).arg(t.team);
    for (const TimeHit &t : std::as_const(s.times))
        line += QStringLiteral(" TIME(%1-%2 def%3 v%4)")
                    .arg(t.start)
                    .arg(t.end)
                    .arg(t.def)
                    .arg(t.value);
    for (const Trigger &t : std::as_const(expanded))
        line += QStringLiteral(" TRIG(%1 %2-%3 p=%4 a=%5 time=%6 team=%7)")
                    .arg(eventTypeKey(t.type))
                    .arg(t.start)
                    .arg(t.end)
                    .arg(t.player >= 0 ? context.people.at(t.player).name : QString())
                    .arg(t.assist >= 0 ? context.people.at(t.assist).name : QString())
                    .arg(t.time)
                    .arg(t.team);
    qDebug("%s", qPrintable(line));
}

// The minute a sentence leaves to the next one, and the one it takes from the sentence before.
void SentenceReader::carryTimes()
{
    QVarLengthArray<int, 16> assigned; // the times of the triggers, as a flat list
    for (const Trigger &t : std::as_const(expanded))
        assigned.append(t.time);
    // A minute carries to the next sentence, and on through its paragraph (a live
    // blog entry: "84' GOAL! Kingsmere 3-1 Dunmoor. Feld rolls it into the corner.").
    bool sameParagraph = report.carriedFrom >= 0 && report.carriedFrom < si;
    for (int k = report.carriedFrom; sameParagraph && k < si; ++k) {
        const int gapFrom = doc.sentences.at(k).span.end;
        const int gapTo = doc.sentences.at(k + 1).span.start;
        sameParagraph = !QStringView(doc.source.text).mid(gapFrom, gapTo - gapFrom).contains(u'\n');
    }
    const TimeExpression incoming
        = (report.carriedFrom == si - 1 || sameParagraph) ? report.carried : TimeExpression {};
    report.carried = {};
    report.carriedFrom = -10;
    noteOrphanTime(assigned);
    // The carried minute goes to the first event of this sentence that states none.
    // Not into a sentence that dates itself vaguely ("in first-half stoppage time"): it
    // has moved on from the minute before.
    const bool ownRange = std::any_of(s.times.cbegin(), s.times.cend(),
        [&](const TimeHit &h) { return pack.timeDefs[h.def].kind == TimeDef::Range; });
    // Every event of that sentence: "Hale blocked the cross with his arm, was booked, and
    // Dell sent the keeper the wrong way" happened within the minute carried in.
    if (incoming.kind != TimeExpression::None && !ownRange) {
        for (Trigger &t : expanded) {
            // "... og felte ham i feltet, og dommeren pekte umiddelbart på
            // krittmerket": "at once" after the verb is the minute carried in.
            const bool atOnce = t.time >= 0 && s.times[t.time].start >= t.end
                && pack.timeDefs[s.times[t.time].def].kind == TimeDef::Relative
                && pack.timeDefs[s.times[t.time].def].min == 0;
            if (t.time < 0 || atOnce)
                t.time = -2;
        }
    }
    report.carriedIn = incoming;
}

// The sentence's mentions, one per trigger; and what the report remembers of them.
void SentenceReader::emitMentions()
{
    for (const Trigger &t : std::as_const(expanded)) {
        Mention m;
        m.sentence = si;
        m.span = s.span;
        m.type = t.type;
        m.method = t.method;
        m.team = t.team == 0 ? TeamSide::Home : t.team == 1 ? TeamSide::Away : TeamSide::Unknown;
        m.personKey = t.player;
        // A penalty has a taker, not a provider: "Caldeira's cross struck Stilwell's arm"
        // won it.
        m.assistKey = t.type == EventType::Goal && t.method == GoalMethod::Penalty ? -1 : t.assist;
        m.playerOutKey = t.playerOut;
        m.opponentKey = t.opponent;
        m.scoreAfter = t.score;
        m.effect = t.effect;
        m.backReference = t.backReference;
        m.order = report.order++;
        auto spanOf = [&](int tok) {
            return tok >= 0 ? charSpan(s, s.people.at(tok).start, s.people.at(tok).end) : Span {};
        };
        if (t.playerTok >= 0)
            m.setFieldSpan(Field::Player, spanOf(t.playerTok));
        if (t.assistTok >= 0)
            m.setFieldSpan(Field::Assist, spanOf(t.assistTok));
        if (t.playerOutTok >= 0)
            m.setFieldSpan(Field::PlayerOut, spanOf(t.playerOutTok));
        if (t.opponentTok >= 0)
            m.setFieldSpan(Field::Opponent, spanOf(t.opponentTok));
        if (t.reasonStart >= 0) {
            const Span r = charSpan(s, t.reasonStart, t.reasonEnd);
            m.reason = doc.source.text.mid(r.start, r.length());
            m.setFieldSpan(Field::Reason, r);
        }
        if (t.time == -2 || (t.time < 0 && t.afterKick)) {
            m.timeExpr = t.time == -2 ? report.carriedIn : report.lastKickTime;
            m.timeExpr.span = {}; // stated in the sentence before
        } else if (t.time >= 0) {
            m.timeExpr = TimeExpressions::toExpression(pack, s.times[t.time], s);
            const TimeExpression &te = m.timeExpr;
            m.setFieldSpan(Field::Minute, te.span);
        }
        doc.mentions.append(m);
        if (m.type == EventType::Goal && m.method != GoalMethod::OwnGoal && m.personKey >= 0
            && !m.backReference)
            report.lastScorer = m.personKey;
        if (m.type == EventType::Substitution && m.playerOutKey >= 0 && !m.backReference) {
            // The change's own minute on the written clock, else the clock its line reached.
            const int minute = t.time >= 0 ? written(s.times[t.time]) : -1;
            report.subbedOff.insert(m.playerOutKey, minute >= 0 ? minute : report.clock);
        }
        if (m.type == EventType::Substitution && m.personKey >= 0 && !m.backReference
            && m.team != TeamSide::Unknown) {
            report.lastSubInOf[m.team == TeamSide::Home ? 0 : 1] = m.personKey;
            report.cameOn.insert(m.personKey);
        }
        if (t.playerTok >= 0 && s.people[t.playerTok].reference
            && !pronounAt(s, s.people[t.playerTok].start))
            report.describedPlayers.insert(int(doc.mentions.size()) - 1);
        if (m.type == EventType::PenaltyAwarded && !m.backReference)
            report.lastAwardSentence = si;
        if (isPenaltyKick(m.type, m.method) && !m.backReference) {
            report.lastKickSentence = si;
            report.lastKickTime = m.timeExpr;
        }
    }
}

} // namespace mt
