// The link stage (DESIGN.md 1b): once the events are decided, every sentence of every report is
// read against them. A sentence mentions an event when it names the event's player (any spelling
// or script) together with its minute, the score it made or a word of its kind; or states the
// minute together with a word of its kind. In a report with no language pack, the name with the
// minute or the score is enough. Each linked mention keeps the minute its sentence writes, so a
// report that dates a goal a minute apart shows up as a disagreement.
#pragma once

#include "model/Analysis.h"

#include <QList>

namespace mt {

struct Document;

class MentionLinker
{
public:
    // Adds to the events the mentions the first pass did not find; returns how many. Reports set
    // aside and sentences about other matches are not read.
    static int link(const QList<Document *> &docs, QList<Event> &events);
};

} // namespace mt
