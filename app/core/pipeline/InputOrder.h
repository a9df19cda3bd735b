// The order the engine reads a set of reports in: the same whatever order they were given in,
// so that the same reports always make the same analysis (which spelling of a name is shown,
// which side a penalty is read for, how ties between equal candidates fall). The analysis is
// then given back in the user's order: sources S1, S2, ... as given, mentions by report.
#pragma once

#include "model/Analysis.h"

#include <QList>

#include <memory>
#include <vector>

namespace mt {

struct Document;

class InputOrder
{
public:
    // The positions of the documents in reading order: the shorter first (fact boxes and
    // briefs before long prose), then by a hash of their text, then by path (identical texts),
    // so neither the order nor the names of the files decide.
    static QList<int> readingOrder(const std::vector<std::unique_ptr<Document>> &docs);

    // An analysis made with the sources in reading order, given back in the input order:
    // given[i] is the input position of the source read i-th.
    static void restore(Analysis &a, const QList<int> &given);

private:
    static void restoreMentions(QList<Mention> &mentions, const QList<int> &given);
    static void sortSourceIds(QList<Disagreement> &disagreements);
};

} // namespace mt
