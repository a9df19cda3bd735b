#include "Analyzer.h"

#include "align/Reconciler.h"
#include "decide/EventDecider.h"
#include "decide/OtherMeetings.h"
#include "decode/Decoder.h"
#include "decode/NativePath.h"
#include "decode/ReportReader.h"
#include "extract/EventExtractor.h"
#include "identify/LanguageIdentifier.h"
#include "identify/MatchIdentifier.h"
#include "identify/ReportRelevance.h"
#include "lang/LanguagePack.h"
#include "link/MentionLinker.h"
#include "pipeline/InputOrder.h"
#include "roster/RosterNames.h"
#include "roster/RosterSides.h"
#include "segment/SentenceSegmenter.h"
#include "structured/BareLineReader.h"
#include "structured/StructuredLineReader.h"

#include <QSet>

#include <sys/stat.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace mt {

struct Analyzer::Private
{
    const LanguagePackRegistry &packs;

    // What one analysis reads at most, all reports together: a desk's 40 reports are well under
    // a megabyte; this bounds memory however many large files a folder holds.
    static constexpr qint64 MaxTotalBytes = 64 * 1024 * 1024;
    static QStringList withinBudget(const QStringList &files, QList<Warning> &warnings);

    // Decoded text -> language, sentences and tokens. Segmenters are per call: they hold state.
    void prepare(Document &doc, const DecodedDocument &decoded,
        std::map<QString, std::unique_ptr<SentenceSegmenter>> &segmenters) const
    {
        doc.source.text = decoded.text;
        doc.source.encoding = decoded.encoding;
        for (const QString &note : decoded.notes)
            doc.warnings.append(Warning {-1, doc.source.file, note});
        const LanguageGuess guess = LanguageIdentifier::identify(decoded.text);
        doc.source.language = guess.code;
        doc.source.languageName = guess.name;
        doc.pack = packs.find(guess.code);
        doc.source.hasLanguagePack = doc.pack != nullptr;
        if (!doc.pack) {
            const QString what = guess.code.isEmpty()
                ? QStringLiteral("an unknown language")
                : QStringLiteral("%1 (%2)").arg(guess.name, guess.code);
            doc.warnings.append(Warning {-1, doc.source.file,
                QStringLiteral("no language pack for %1: read for names, minutes and scores "
                               "only (its goal lists and line-ups, and what confirms and dates "
                               "the events of other reports)")
                    .arg(what)});
        }
        auto &seg = segmenters[guess.code];
        if (!seg)
            seg = std::make_unique<SentenceSegmenter>(
                guess.code.isEmpty() ? QStringLiteral("en") : guess.code,
                doc.pack ? doc.pack->abbreviations : QStringList());
        const QList<Span> spans = seg->split(doc.source.text);
        doc.sentences.reserve(spans.size());
        for (const Span &sp : spans) {
            SentenceData s;
            s.span = sp;
            s.tokens = Tokenizer::tokenize(doc.source.text, sp.start, sp.end);
            doc.sentences.append(std::move(s));
        }
    }

    // Bytes -> a prepared document, or a warning naming the file (its path when it has one).
    struct Loaded
    {
        std::unique_ptr<Document> doc;
        QList<Warning> warnings;
    };
    Loaded load(const QString &name, const QString &path, const QByteArray &bytes,
        std::map<QString, std::unique_ptr<SentenceSegmenter>> &segmenters) const
    {
        Loaded out;
        auto decoded = Decoder::decode(bytes, name);
        if (!decoded) {
            out.warnings.append(Warning {-1, path.isEmpty() ? name : path, decoded.error()});
            return out;
        }
        out.doc = std::make_unique<Document>();
        out.doc->source.file = name;
        out.doc->source.path = path;
        prepare(*out.doc, decoded.value(), segmenters);
        return out;
    }

    // Runs load(i) for i = 0 .. count-1 on up to workerCount() threads and hands each result
    // to take(i, result) on this thread, in order. Reports are independent until match
    // identification, so the result is the same however the work is spread. take returns
    // false to stop: what was not yet taken is dropped.
    void loadAll(int count,
        const std::function<Loaded(int, std::map<QString, std::unique_ptr<SentenceSegmenter>> &)>
            &load,
        const std::function<bool(int, Loaded &)> &take) const
    {
        const int threads = std::min(count, workerCount());
        if (threads <= 1) {
            std::map<QString, std::unique_ptr<SentenceSegmenter>> segmenters;
            for (int i = 0; i < count; ++i) {
                Loaded l = load(i, segmenters);
                if (!take(i, l))
                    break;
            }
            return;
        }
        std::vector<std::optional<Loaded>> results(static_cast<size_t>(count));
        std::mutex mutex;
        std::condition_variable ready;
        std::atomic<int> next {0};
        std::atomic<bool> stop {false};
        // Segmenters hold ICU iterator state: one set per thread.
        auto loadOne = [&](std::map<QString, std::unique_ptr<SentenceSegmenter>> &segmenters) {
            const int i = next++;
            if (i >= count || stop)
                return false;
            Loaded l = load(i, segmenters);
            const std::lock_guard<std::mutex> lock(mutex);
            results[size_t(i)] = std::move(l);
            ready.notify_all();
            return true;
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < threads; ++t) {
            pool.emplace_back([&] {
                std::map<QString, std::unique_ptr<SentenceSegmenter>> segmenters;
                while (loadOne(segmenters)) { }
            });
        }
        // This thread works too, and takes the results in order as they come.
        std::map<QString, std::unique_ptr<SentenceSegmenter>> segmenters;
        for (int i = 0; i < count; ++i) {
            std::unique_lock<std::mutex> lock(mutex);
            while (!results[size_t(i)].has_value()) {
                lock.unlock();
                if (!loadOne(segmenters)) {
                    lock.lock();
                    ready.wait(lock, [&] { return results[size_t(i)].has_value(); });
                } else {
                    lock.lock();
                }
            }
            Loaded l = std::move(*results[size_t(i)]);
            results[size_t(i)].reset();
            lock.unlock();
            if (!take(i, l)) {
                stop = true;
                break;
            }
        }
        for (std::thread &t : pool)
            t.join();
    }

    static int workerCount()
    {
        // MT_THREADS=N prepares reports on N threads. One by default: on the shared two-core
        // test machine two threads were slower by the clock (bench_pipeline, 3 MB: 2.4-2.8 MB/s
        // on one thread, 1.8-2.5 on two; a match is only ~12 KB of work, and the documents
        // were built in another thread's cache and malloc arena). Measure on the target
        // machine before making it the default.
        bool ok = false;
        const int forced = qEnvironmentVariableIntValue("MT_THREADS", &ok);
        return ok && forced > 0 ? forced : 1;
    }

    static void keep(
        Loaded &l, std::vector<std::unique_ptr<Document>> &docs, QList<Warning> &warnings)
    {
        warnings.append(l.warnings);
        if (l.doc)
            docs.push_back(std::move(l.doc));
    }

    // A first decision of the events read so far: the scores the match stood at, for telling
    // another meeting apart and for the link stage's running scores.
    static QList<Event> firstDecision(
        const QList<Document *> &docs, const QList<Event> &events, const MatchContext &ctx)
    {
        QStringList ids;
        for (const Document *d : docs)
            ids.append(d->source.id);
        return EventDecider::decide(
            events, ctx.match.finalScore, ctx.people, RosterSides(docs, ctx.people, ctx.teams), ids)
            .events;
    }

    // Reports of another meeting of the same teams: shown, with the reason, never merged.
    // Returns whether any was set aside.
    static bool setAsideOtherMeetings(const QList<Document *> &docs, QList<Event> &events,
        const MatchContext &ctx, const QList<Event> &decided)
    {
        const QStringList reasons = OtherMeetings::judge(docs, events, ctx.match, decided);
        QList<int> gone;
        for (int i = 0; i < docs.size(); ++i) {
            if (reasons.at(i).isEmpty() || reasons.at(i) == docs.at(i)->source.setAside)
                continue;
            docs[i]->source.setAside = reasons.at(i);
            docs[i]->warnings.append(
                Warning {-1, docs[i]->source.file, QStringLiteral("set aside: ") + reasons.at(i)});
            gone.append(i);
        }
        OtherMeetings::remove(gone, events);
        return !gone.isEmpty();
    }

    Analysis analyze(
        std::vector<std::unique_ptr<Document>> &owned, QList<Warning> readWarnings) const
    {
        Analysis a;
        for (size_t i = 0; i < owned.size(); ++i)
            owned[i]->source.id = QStringLiteral("S") + QString::number(i + 1);
        // Read in an order of their own, so the same reports make the same analysis.
        const QList<int> given = InputOrder::readingOrder(owned);
        QList<Document *> docs;
        for (const int i : given)
            docs.append(owned[size_t(i)].get());
        MatchContext ctx;
        EventExtractor extractor(ctx);
        for (Document *d : docs) {
            extractor.scanCues(*d);
            MatchIdentifier::findScoreLines(*d);
        }
        MatchIdentifier(TeamDirectory::builtIn()).identify(docs, ctx);
        for (Document *d : docs)
            extractor.findTeams(*d);
        // Reports of another match are shown, never read into this one.
        const QStringList setAside = ReportRelevance::judge(docs, ctx);
        QList<Document *> read;
        for (int i = 0; i < docs.size(); ++i) {
            docs[i]->source.setAside = setAside.at(i);
            if (setAside.at(i).isEmpty())
                read.append(docs[i]);
            else
                docs[i]->warnings.append(Warning {
                    -1, docs[i]->source.file, QStringLiteral("set aside: ") + setAside.at(i)});
        }
        for (Document *d : read)
            extractor.collectNames(*d);
        for (Document *d : read)
            extractor.findPeople(*d);
        extractor.separateOtherMatches(read);
        for (Document *d : read) {
            extractor.extractEvents(*d);
            StructuredLineReader::read(
                *d, [&extractor](const QString &name) { return extractor.personFor(name); });
        }
        // Reports with no pack: their names are the roster the others built.
        for (Document *d : read) {
            if (d->pack)
                continue;
            RosterNames::find(*d, ctx.people);
            BareLineReader::read(*d, ctx.match.finalScore);
        }

        Reconciler reconciler(ctx);
        QList<Event> found = reconciler.reconcile(docs, ctx.match.finalScore);
        QList<Event> decided = firstDecision(docs, found, ctx);
        if (setAsideOtherMeetings(docs, found, ctx, decided))
            decided = firstDecision(docs, found, ctx);
        EventDecider::scoreAsDecided(found, decided, ctx.match.finalScore);
        // The second pass: every sentence read against the events read (DESIGN.md 1b); then
        // the events are decided under the match's constraints (1a).
        MentionLinker::link(docs, found);
        QStringList sourceIds;
        for (const Document *d : std::as_const(docs))
            sourceIds.append(d->source.id);
        EventDecider::Decision decision = EventDecider::decide(std::move(found),
            ctx.match.finalScore, ctx.people, RosterSides(docs, ctx.people, ctx.teams), sourceIds);
        a.events = std::move(decision.events);
        a.candidates = std::move(decision.candidates);
        a.match = ctx.match;
        if (!a.match.finalScore.isValid() && ctx.hasMatch()) {
            Score s {0, 0};
            bool all = true;
            for (const Event &e : std::as_const(a.events)) {
                if (e.type != EventType::Goal)
                    continue;
                if (e.team == TeamSide::Home)
                    ++s.home;
                else if (e.team == TeamSide::Away)
                    ++s.away;
                else
                    all = false;
            }
            // No goal read is no result: a report that tells no goal does not say 0-0 (it
            // would have written the score), it only tells other things.
            if (all && s.home + s.away > 0)
                a.match.finalScore = s;
        }
        reconciler.checkClaims(docs, a.events, a.match, a.claims, a.claimDisagreements);

        a.warnings = readWarnings;
        for (int i = 0; i < docs.size(); ++i) {
            Document &d = *docs[i];
            for (const SentenceData &s : std::as_const(d.sentences))
                d.source.sentences.append(Sentence {s.span, s.otherMatch});
            for (const Event &e : std::as_const(a.events))
                d.source.eventCount += e.mentionedBy(i) ? 1 : 0;
            for (Warning w : std::as_const(d.warnings)) {
                w.source = i;
                a.warnings.append(w);
            }
            // Runs of sentences about another match, grouped by the clubs they name.
            int si = 0;
            while (si < d.sentences.size()) {
                if (!d.sentences[si].otherMatch) {
                    ++si;
                    continue;
                }
                QStringList teams;
                QList<OtherMatchMention> mentions;
                while (si < d.sentences.size() && d.sentences[si].otherMatch) {
                    const SentenceData &s = d.sentences[si];
                    for (const QString &t : s.otherTeams) {
                        if (!teams.contains(t))
                            teams.append(t);
                    }
                    mentions.append(OtherMatchMention {
                        i, si, s.span, d.source.text.mid(s.span.start, s.span.length())});
                    ++si;
                }
                bool merged = false;
                for (OtherMatch &om : a.otherMatches) {
                    QStringList x = om.teams, y = teams;
                    x.sort();
                    y.sort();
                    if (!x.isEmpty() && x == y) {
                        om.mentions.append(mentions);
                        merged = true;
                        break;
                    }
                }
                if (!merged)
                    a.otherMatches.append(OtherMatch {teams, mentions});
            }
            a.sources.append(std::move(d.source));
        }
        InputOrder::restore(a, given);
        return a;
    }
};

Analyzer::Analyzer()
    : Analyzer(LanguagePackRegistry::builtIn())
{
}

Analyzer::Analyzer(const LanguagePackRegistry &packs)
    : d(new Private {packs})
{
}

Analyzer::~Analyzer() = default;

QStringList Analyzer::expandPaths(const QStringList &paths)
{
    QStringList out;
    QSet<QString> seen;
    for (const QString &p : paths) {
        const QStringList files
            = NativePath::isDir(p) ? ReportReader::reportFilesIn(p) : QStringList {p};
        for (const QString &f : files) {
            const QString canonical = NativePath::canonical(f);
            const QString key = canonical.isEmpty() ? NativePath::absolute(f) : canonical;
            if (seen.contains(key))
                continue;
            seen.insert(key);
            out.append(f);
        }
    }
    return out;
}

// The files that fit the budget of one analysis, in order; a warning for each one left out.
QStringList Analyzer::Private::withinBudget(const QStringList &files, QList<Warning> &warnings)
{
    QStringList kept;
    qint64 total = 0;
    for (const QString &f : files) {
        struct stat st
        {
        };
        const qint64 size
            = ::stat(NativePath::toNative(f).constData(), &st) == 0 ? qint64(st.st_size) : 0;
        if (size <= ReportReader::DefaultMaxBytes && total + size > MaxTotalBytes) {
            warnings.append(Warning {-1, NativePath::display(f),
                QStringLiteral("not read: the reports before it already make %1 MB, the most "
                               "one analysis reads")
                    .arg(MaxTotalBytes / (1024 * 1024))});
            continue;
        }
        total += size <= ReportReader::DefaultMaxBytes ? size : 0;
        kept << f;
    }
    return kept;
}

Analysis Analyzer::analyzeFiles(const QStringList &paths, const Progress &progress) const
{
    std::vector<std::unique_ptr<Document>> docs;
    QList<Warning> warnings;
    const QStringList files = Private::withinBudget(expandPaths(paths), warnings);
    for (const QString &p : paths) {
        if (NativePath::isDir(p) && ReportReader::reportFilesIn(p).isEmpty())
            warnings.append(Warning {-1, NativePath::display(p),
                QStringLiteral("folder contains no reports (.txt, .md, .html)")});
    }
    const auto load
        = [&](int i, std::map<QString, std::unique_ptr<SentenceSegmenter>> &segmenters) {
              auto raw = ReportReader::read(files[i]);
              if (!raw) {
                  Private::Loaded l;
                  l.warnings.append(Warning {-1, NativePath::display(files[i]), raw.error()});
                  return l;
              }
              return d->load(raw->fileName, raw->path, raw->bytes, segmenters);
          };
    const auto take = [&](int i, Private::Loaded &l) {
        Private::keep(l, docs, warnings);
        if (progress
            && !progress(
                i + 1, int(files.size()), NativePath::display(NativePath::fileName(files[i])))) {
            warnings.append(Warning {-1, QString(),
                QStringLiteral("cancelled after %1 of %2 files").arg(i + 1).arg(files.size())});
            return false;
        }
        return true;
    };
    d->loadAll(int(files.size()), load, take);
    return d->analyze(docs, warnings);
}

Analysis Analyzer::analyzeTexts(const QList<NamedText> &texts) const
{
    std::vector<std::unique_ptr<Document>> docs;
    QList<Warning> warnings;
    d->loadAll(
        int(texts.size()),
        [&](int i, std::map<QString, std::unique_ptr<SentenceSegmenter>> &segmenters) {
            return d->load(texts[i].name, QString(), texts[i].bytes, segmenters);
        },
        [&](int, Private::Loaded &l) {
            Private::keep(l, docs, warnings);
            return true;
        });
    return d->analyze(docs, warnings);
}

} // namespace mt
