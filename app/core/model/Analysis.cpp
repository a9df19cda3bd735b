#include "Analysis.h"

#include <algorithm>
#include <array>
#include <optional>

namespace mt {

namespace {
constexpr std::array<QStringView, EventTypeCount> kTypeKeys = {
    u"goal",         u"penalty_awarded", u"penalty_missed", u"yellow_card", u"second_yellow",
    u"red_card",     u"substitution",    u"chance_missed",  u"save",        u"foul",
    u"injury",       u"disallowed_goal", u"var_review",
};
constexpr std::array<QStringView, 6> kMethodKeys = {
    u"", u"open_play", u"header", u"penalty", u"free_kick", u"own_goal",
};
} // namespace

const char16_t *FieldSpans::keyAt(int i)
{
    static const char16_t *const keys[Count] = {Field::Minute, Field::Player, Field::Assist,
        Field::PlayerOut, Field::Opponent, Field::Reason, Field::Method, Field::Team};
    return keys[i];
}

int FieldSpans::indexOf(QStringView key)
{
    for (int i = 0; i < Count; ++i) {
        if (key == QStringView(keyAt(i)))
            return i;
    }
    return -1;
}

void Mention::swapFieldSpans(const char16_t *a, const char16_t *b)
{
    const Span sa = fieldSpans.value(a), sb = fieldSpans.value(b);
    fieldSpans.insert(a, sb);
    fieldSpans.insert(b, sa);
}

QString eventTypeKey(EventType t)
{
    return kTypeKeys[static_cast<size_t>(t)].toString();
}

std::optional<EventType> eventTypeFromKey(QStringView key)
{
    for (size_t i = 0; i < kTypeKeys.size(); ++i) {
        if (kTypeKeys[i] == key)
            return static_cast<EventType>(i);
    }
    return std::nullopt;
}

QString goalMethodKey(GoalMethod m)
{
    return kMethodKeys[static_cast<size_t>(m)].toString();
}

std::optional<GoalMethod> goalMethodFromKey(QStringView key)
{
    for (size_t i = 1; i < kMethodKeys.size(); ++i) {
        if (kMethodKeys[i] == key)
            return static_cast<GoalMethod>(i);
    }
    return std::nullopt;
}

QString teamSideKey(TeamSide s)
{
    switch (s) {
    case TeamSide::Home:
        return QStringLiteral("home");
    case TeamSide::Away:
        return QStringLiteral("away");
    case TeamSide::Unknown:
        break;
    }
    return {};
}

bool Event::mentionedBy(int source) const
{
    for (const Mention &m : mentions) {
        if (m.source == source)
            return true;
    }
    return false;
}

int Analysis::disagreementCount() const
{
    int n = 0;
    for (const Event &e : events)
        n += int(e.disagreements.size());
    return n;
}

int Analysis::indexOfEvent(const QString &id) const
{
    for (int i = 0; i < events.size(); ++i) {
        if (events[i].id == id)
            return i;
    }
    return -1;
}

void scoreGoals(QList<Event> &events)
{
    Score running {0, 0};
    for (Event &e : events) {
        if (e.type != EventType::Goal)
            continue;
        if (e.team == TeamSide::Home)
            ++running.home;
        else if (e.team == TeamSide::Away)
            ++running.away;
        e.scoreAfter = e.team == TeamSide::Unknown ? Score {} : running;
    }
}

void sortByTime(QList<Event> &events)
{
    auto key = [](const Event &e) {
        return e.time.isKnown() ? e.time.sortKey()
            : e.range.isValid() ? e.range.from.sortKey()
                                : 1 << 20;
    };
    std::stable_sort(events.begin(), events.end(),
        [&](const Event &a, const Event &b) { return key(a) < key(b); });
}

void sortByPlace(QList<Mention> &mentions)
{
    std::stable_sort(mentions.begin(), mentions.end(), [](const Mention &a, const Mention &b) {
        return a.source != b.source ? a.source < b.source : a.sentence < b.sentence;
    });
}

} // namespace mt
