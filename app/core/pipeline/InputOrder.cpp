#include "InputOrder.h"

#include "pipeline/Document.h"

#include <QCryptographicHash>

#include <algorithm>
#include <numeric>

namespace mt {

QList<int> InputOrder::readingOrder(const std::vector<std::unique_ptr<Document>> &docs)
{
    QList<QByteArray> keys;
    keys.reserve(qsizetype(docs.size()));
    for (const auto &d : docs) {
        const QString &text = d->source.text;
        keys.append(QCryptographicHash::hash(
            QByteArrayView(reinterpret_cast<const char *>(text.utf16()), text.size() * 2),
            QCryptographicHash::Sha1));
    }
    QList<int> order(qsizetype(docs.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const qsizetype la = docs[size_t(a)]->source.text.size();
        const qsizetype lb = docs[size_t(b)]->source.text.size();
        if (la != lb)
            return la < lb;
        if (keys.at(a) != keys.at(b))
            return keys.at(a) < keys.at(b);
        return docs[size_t(a)]->source.path < docs[size_t(b)]->source.path;
    });
    return order;
}

void InputOrder::restoreMentions(QList<Mention> &mentions, const QList<int> &given)
{
    for (Mention &m : mentions)
        m.source = given.value(m.source, m.source);
    sortByPlace(mentions);
}

// "S12, S3" as "S3, S12": a value's reports in their order.
void InputOrder::sortSourceIds(QList<Disagreement> &disagreements)
{
    auto number = [](const QString &id) { return QStringView(id).mid(1).toInt(); };
    for (Disagreement &d : disagreements) {
        for (SourceValue &v : d.values) {
            std::sort(v.sources.begin(), v.sources.end(),
                [&](const QString &a, const QString &b) { return number(a) < number(b); });
        }
    }
}

void InputOrder::restore(Analysis &a, const QList<int> &given)
{
    for (Event &e : a.events) {
        restoreMentions(e.mentions, given);
        sortSourceIds(e.disagreements);
    }
    for (Candidate &c : a.candidates) {
        restoreMentions(c.event.mentions, given);
        sortSourceIds(c.event.disagreements);
    }
    sortSourceIds(a.claimDisagreements);
    for (Claim &c : a.claims)
        c.source = given.value(c.source, c.source);
    std::stable_sort(a.claims.begin(), a.claims.end(), [](const Claim &x, const Claim &y) {
        return x.source != y.source ? x.source < y.source : x.sentence < y.sentence;
    });
    auto byPlace = [](const OtherMatchMention &x, const OtherMatchMention &y) {
        return x.source != y.source ? x.source < y.source : x.sentence < y.sentence;
    };
    for (OtherMatch &om : a.otherMatches) {
        for (OtherMatchMention &m : om.mentions)
            m.source = given.value(m.source, m.source);
        std::stable_sort(om.mentions.begin(), om.mentions.end(), byPlace);
    }
    std::stable_sort(a.otherMatches.begin(), a.otherMatches.end(),
        [&](const OtherMatch &x, const OtherMatch &y) {
            return !x.mentions.isEmpty() && !y.mentions.isEmpty()
                && byPlace(x.mentions.constFirst(), y.mentions.constFirst());
        });
    // Warnings of no source (files never read) first, as they came; then by source.
    for (Warning &w : a.warnings)
        w.source = w.source >= 0 ? given.value(w.source, w.source) : w.source;
    std::stable_sort(a.warnings.begin(), a.warnings.end(),
        [](const Warning &x, const Warning &y) { return x.source < y.source; });
    QList<Source> sources(a.sources.size());
    for (qsizetype i = 0; i < a.sources.size(); ++i)
        sources[given.value(i, int(i))] = std::move(a.sources[i]);
    a.sources = std::move(sources);
}

} // namespace mt
