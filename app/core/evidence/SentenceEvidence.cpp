#include "SentenceEvidence.h"

#include "MinuteMarks.h"

#include "ScoreShape.h"

#include "MinuteWords.h"

#include "identify/LatinKey.h"
#include "lang/LanguagePack.h"
#include "pipeline/Document.h"

#include <algorithm>

namespace mt {

namespace {

constexpr int MaxMinute = 130;

// After "Name 56" a list goes on or ends ("Hallgren 7, 79; Borsetti 23", "(Naldo 56)"); a
// date goes on with a year or a dash ("Sept 14, 2019", "Sept 14 -").
bool endsListItem(const Token *next, const Token *after)
{
    if (!next)
        return true;
    if (next->is(u',') && after && after->kind == Token::Number && after->number >= 1000)
        return false;
    return next->is(u',') || next->is(u';') || next->is(u')') || next->is(u'.');
}

constexpr int MaxGoalCount = 5; // "Naldo (2)": a count of goals, not a minute

// "minute", "Minute", "минуте", and, for reports no pack reads, the word in any language ICU
// names units in ("хвилині", "mínútu").
bool minuteWord(const Token &t)
{
    return MinuteMarks::isWord(t)
        || (t.kind == Token::Word && MinuteWords::isMinuteWord(t.lower()));
}

bool isNameWord(const Token &t)
{
    return t.kind == Token::Word && t.capitalized && t.lower().size() >= 3;
}

} // namespace

const QString &SentenceEvidence::Cache::keyOf(const QString &lower)
{
    auto it = m_keys.find(lower);
    if (it == m_keys.end())
        it = m_keys.insert(lower, LatinKey::lettersOf(lower));
    return *it;
}

quint32 SentenceEvidence::Cache::kindsOf(const LanguagePack &pack, const QString &lower)
{
    QHash<QString, quint32> &kinds = m_kinds[&pack];
    auto it = kinds.find(lower);
    if (it == kinds.end())
        it = kinds.insert(lower, pack.kindWords.kindsOf(lower));
    return *it;
}

SentenceEvidence::SentenceEvidence(
    const QString &text, const SentenceData &s, const LanguagePack *pack, Cache &cache)
{
    const QList<Token> &tokens = s.tokens;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens.at(i);
        if (t.kind != Token::Word)
            continue;
        if (t.lower().size() >= 3
            && (t.capitalized || text.at(t.start).category() == QChar::Letter_Other)) {
            m_names.append(cache.keyOf(t.lower()));
            m_nameTokens.append(int(i));
        }
        if (!pack)
            continue;
        m_kinds |= cache.kindsOf(*pack, t.lower());
        // "hat-trick", "spot-kick": the tokenizer splits what the lexicon writes as one word.
        if (i + 2 < tokens.size() && tokens.at(i + 1).is(u'-') && !tokens.at(i + 1).spaceBefore
            && !tokens.at(i + 2).spaceBefore && tokens.at(i + 2).kind == Token::Word)
            m_kinds |= cache.kindsOf(*pack, t.lower() + u'-' + tokens.at(i + 2).lower());
    }
    readNumbers(s, pack != nullptr);
    if (pack)
        readTimeHits(*pack, s);
    readSummaries(s);
}

// "scored twice", "a hat-trick", "hat trick-helt": the sentence sums up goals; "missed twice",
// "several saves", "flere redninger": saves or chances. A word of both lists ("twice") sums up
// goals only beside a goal word.
void SentenceEvidence::readSummaries(const SentenceData &s)
{
    const bool goalWords = hasKind(EventType::Goal);
    bool repeated = false;
    for (const CueHit &h : s.cues) {
        if (h.cue != Cue::MultiGoal && h.cue != Cue::Repeated)
            continue;
        const bool both = std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &o) {
            return o.cue != h.cue && (o.cue == Cue::MultiGoal || o.cue == Cue::Repeated)
                && o.start == h.start && o.end == h.end;
        });
        if (h.cue == Cue::MultiGoal)
            m_sumsUpGoals = m_sumsUpGoals || !both || goalWords;
        else
            repeated = true;
    }
    // (Its words are goal words too: "hat trick" is two words, neither of them one.)
    if (m_sumsUpGoals)
        m_kinds |= quint32(1) << int(EventType::Goal);
    m_repeats = repeated && !m_sumsUpGoals;
}

void SentenceEvidence::addMinute(int minute, int stoppage, int token, bool worded)
{
    if (minute <= 0 || minute > MaxMinute)
        return;
    const Minute m {minute, stoppage, token, worded};
    const auto same = std::find_if(m_minutes.begin(), m_minutes.end(),
        [&](const Minute &o) { return o.minute == m.minute && o.stoppage == m.stoppage; });
    if (same == m_minutes.end())
        m_minutes.append(m);
    else
        same->worded = same->worded || worded;
}

// Minutes and score lines from the shapes every language writes: 56', 56., 90+4, 90.+4,
// "Naldo 56, 79", 2-1, 2:1; "minute 56" and "Naldo, 56" where no pack reads the sentence's words. A
// bracketed count after a name ("Naldo (2)") is a goal count, not a minute.
void SentenceEvidence::readNumbers(const SentenceData &s, bool hasPack)
{
    const QList<Token> &tk = s.tokens;
    const qsizetype n = tk.size();
    // What the pack's time expressions read ("with 20 minutes left") is theirs to say.
    QList<bool> covered(n, false);
    for (const TimeHit &h : s.times) {
        for (int k = std::max(0, h.start); k < std::min(int(n), h.end); ++k)
            covered[k] = true;
    }
    auto at = [&](qsizetype i) -> const Token * { return i >= 0 && i < n ? &tk.at(i) : nullptr; };
    // "2-й", "18-ї": an ordinal ending glued to the number by a hyphen.
    auto ordinalEnding = [&](qsizetype i) {
        const Token *dash = at(i + 1), *ending = at(i + 2);
        return dash && ending && dash->is(u'-') && !dash->spaceBefore && !ending->spaceBefore
            && ending->kind == Token::Word && ending->lower().size() <= 3;
    };
    qsizetype lastMinute = -10;
    for (qsizetype i = 0; i < n; ++i) {
        const Token &t = tk.at(i);
        if (t.kind != Token::Number || t.number < 0 || covered.at(i))
            continue;
        const Token *next = at(i + 1);
        const Token *after = at(i + 2);
        if (const std::optional<Score> score = ScoreShape::at(tk, i)) {
            m_scores.append(*score);
            i += 2;
            continue;
        }
        const Token *plus = next && next->is(u'.') ? after : next;
        const Token *added = plus ? at(i + (plus == next ? 2 : 3)) : nullptr;
        bool minute = false;
        bool worded = false;
        if (plus && plus->is(u'+') && added && added->kind == Token::Number && added->number > 0
            && added->number <= 30) {
            addMinute(t.number, added->number, int(i), true);
            lastMinute = i;
            continue;
        }
        const Token *prev = at(i - 1);
        const bool bracketed = prev && prev->is(u'(') && next && next->is(u')');
        if (next && MinuteMarks::isMark(*next))
            minute = worded = true;
        else if (next && next->is(u'.') && !t.ordinalSuffix
            && !(after && after->kind == Token::Number)) {
            minute = true;
            worded = after && minuteWord(*after);
        } else if (!hasPack
            && ((prev && minuteWord(*prev)) || (next && minuteWord(*next))
                || (after && next && next->is(u'.') && minuteWord(*after))
                || (ordinalEnding(i) && at(i + 3) && minuteWord(*at(i + 3)))))
            minute = worded = true;
        else if (!hasPack && bracketed && t.number > MaxGoalCount && at(i - 2)
            && isNameWord(*at(i - 2)))
            minute = true; // "Миколенко (18)": no pack to say it is an age
        else if (!bracketed && prev && isNameWord(*prev) && endsListItem(next, after))
            minute = true;
        else if (!hasPack && prev && prev->is(u',') && at(i - 2) && isNameWord(*at(i - 2))
            && (endsListItem(next, after) || next->is(u'-') || next->is(u'\u2013')))
            minute = true; // a fact box's "Фоден, 8, 73 - Антони, 56" in no language we read
        else if (prev && prev->is(u',') && lastMinute == i - 2)
            minute = true;
        if (minute) {
            addMinute(t.number, 0, int(i), worded);
            lastMinute = i;
        }
    }
}

void SentenceEvidence::readTimeHits(const LanguagePack &pack, const SentenceData &s)
{
    for (const TimeHit &h : s.times) {
        if (h.def < 0 || h.def >= pack.timeDefs.size())
            continue;
        const TimeDef &def = pack.timeDefs.at(h.def);
        if (def.approximate)
            continue;
        if (def.kind == TimeDef::Absolute)
            addMinute(def.value >= 0 ? def.value : h.value, 0, h.start, true);
        else if (def.kind == TimeDef::AddedTime && h.value >= 0 && h.value2 > 0)
            addMinute(h.value, h.value2, h.start, true);
    }
}

const SentenceEvidence::Minute *SentenceEvidence::minuteNear(int effective) const
{
    const Minute *best = nullptr;
    for (const Minute &m : m_minutes) {
        const int d = std::abs(m.effective() - effective);
        if (d <= 1 && (!best || d < std::abs(best->effective() - effective)))
            best = &m;
    }
    return best;
}

const SentenceEvidence::Minute *SentenceEvidence::minuteBeside(int token, int window) const
{
    const Minute *best = nullptr;
    int bestDistance = 0;
    for (const Minute &m : m_minutes) {
        const int d = m.token - token;
        const int distance = d >= 0 ? d : -2 * d;
        if (distance > window)
            continue;
        if (!best || distance < bestDistance) {
            best = &m;
            bestDistance = distance;
        }
    }
    return best;
}

bool SentenceEvidence::statesScore(const Score &s) const
{
    if (!s.isValid())
        return false;
    return std::any_of(m_scores.cbegin(), m_scores.cend(), [&](const Score &o) {
        return (o.home == s.home && o.away == s.away) || (o.home == s.away && o.away == s.home);
    });
}

} // namespace mt
