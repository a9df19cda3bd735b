#include "BareLineReader.h"

#include "ListEntries.h"
#include "StructuredLineReader.h"

#include "pipeline/Document.h"

#include <algorithm>

namespace mt {

namespace {

constexpr int MaxLabelTokens = 8;
constexpr int MinLineUp = 6;
constexpr int MinGoals = 2;

} // namespace

int BareLineReader::read(Document &doc, const Score &finalScore)
{
    if (doc.pack)
        return 0;
    int count = 0;
    for (int si = 0; si < doc.sentences.size(); ++si) {
        const SentenceData &s = doc.sentences.at(si);
        if (s.otherMatch || s.history || s.people.size() < MinGoals)
            continue;
        const int from = labelEnd(doc, si);
        const ListEntries list(s, std::max(0, from), int(s.tokens.size()), nullptr);
        if (list.entries().isEmpty() || list.hasRatings()
            || list.freeWords() > 2 * int(list.entries().size()))
            continue;
        QList<Mention> read;
        if (isGoalList(list, finalScore))
            read = StructuredLineReader::eventList(doc, si, list, EventType::Goal, -1);
        else if (from >= 0 && isLineUp(list))
            read = StructuredLineReader::lineUp(doc, si, list, -1);
        if (read.isEmpty())
            continue;
        StructuredLineReader::replaceProse(doc, si, read, true);
        count += int(read.size());
    }
    return count;
}

// The token after a label's colon ("Голы:", "\"Манчестер Сити\":"), or -1: a few words, no name.
int BareLineReader::labelEnd(const Document &doc, int si)
{
    const SentenceData &s = doc.sentences.at(si);
    const int n = std::min(int(s.tokens.size()), MaxLabelTokens + 1);
    for (int i = 1; i < n; ++i) {
        if (!s.tokens.at(i).is(u':'))
            continue;
        const bool person = std::any_of(s.people.cbegin(), s.people.cend(),
            [&](const PersonMention &p) { return p.start < i; });
        return person ? -1 : i + 1;
    }
    return -1;
}

bool BareLineReader::isLineUp(const ListEntries &list)
{
    int top = 0, dated = 0;
    for (const ListEntries::Entry &e : list.entries()) {
        if (e.parent < 0)
            ++top;
        else if (!e.minutes.isEmpty())
            ++dated;
    }
    return top >= MinLineUp && dated >= 1;
}

bool BareLineReader::isGoalList(const ListEntries &list, const Score &finalScore)
{
    int minutes = 0, climbing = 0;
    Score before {0, 0};
    QList<int> perGroup(list.groups(), 0);
    for (const ListEntries::Entry &e : list.entries()) {
        if (e.parent >= 0 || e.minutes.isEmpty())
            return false;
        minutes += int(e.minutes.size());
        perGroup[std::min(e.group, int(perGroup.size()) - 1)] += int(e.minutes.size());
        if (e.score.isValid() && e.score.home + e.score.away == before.home + before.away + 1
            && e.score.home >= before.home && e.score.away >= before.away) {
            ++climbing;
            before = e.score;
        }
    }
    if (minutes < MinGoals)
        return false;
    if (climbing == int(list.entries().size()))
        return true;
    if (!finalScore.isValid() || minutes != finalScore.home + finalScore.away)
        return false;
    return list.groups() != 2
        || (perGroup.at(0) == finalScore.home && perGroup.at(1) == finalScore.away);
}

} // namespace mt
