#include "Analyzer.h"

#include "align/Reconciler.h"
#include "decode/Decoder.h"
#include "decode/ReportReader.h"
#include "extract/EventExtractor.h"
#include "identify/LanguageIdentifier.h"
#include "identify/MatchIdentifier.h"
#include "lang/LanguagePack.h"
#include "segment/SentenceSegmenter.h"

#include <QFileInfo>
#include <QSet>

#include <map>
#include <memory>

namespace mt {

struct Analyzer::Private
{
    const LanguagePackRegistry &packs;

    // Decoded text -> language, sentences and tokens. Segmenters are per call: they hold state.
    void prepare(Document &doc, const DecodedDocument &decoded,
                 std::map<QString, std::unique_ptr<SentenceSegmenter>> &segmenters) const
    {
        doc.source.text = decoded.text;
        doc.source.encoding = decoded.encoding;
        for (const QString &note : decoded.notes)
            doc.warnings.append(Warning{-1, doc.source.file, note});
        const LanguageGuess guess = LanguageIdentifier::identify(decoded.text);
        doc.source.language = guess.code;
        doc.source.languageName = guess.name;
        doc.pack = packs.find(guess.code);
        doc.source.hasLanguagePack = doc.pack != nullptr;
        if (!doc.pack) {
            const QString what = guess.code.isEmpty()
                                     ? QStringLiteral("an unknown language")
                                     : QStringLiteral("%1 (%2)").arg(guess.name, guess.code);
            doc.warnings.append(Warning{-1, doc.source.file,
                                        QStringLiteral("no language pack for %1; the report is shown "
                                                       "but contributes no events")
                                            .arg(what)});
        }
        auto &seg = segmenters[guess.code];
        if (!seg)
            seg = std::make_unique<SentenceSegmenter>(guess.code.isEmpty() ? QStringLiteral("en") : guess.code,
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
    void load(const QString &name, const QString &path, const QByteArray &bytes,
              std::vector<std::unique_ptr<Document>> &docs, QList<Warning> &warnings,
              std::map<QString, std::unique_ptr<SentenceSegmenter>> &segmenters) const
    {
        auto decoded = Decoder::decode(bytes, name);
        if (!decoded) {
            warnings.append(Warning{-1, path.isEmpty() ? name : path, decoded.error()});
            return;
        }
        auto doc = std::make_unique<Document>();
        doc->source.file = name;
        doc->source.path = path;
        prepare(*doc, decoded.value(), segmenters);
        docs.push_back(std::move(doc));
    }

    Analysis analyze(std::vector<std::unique_ptr<Document>> &owned, QList<Warning> readWarnings) const
    {
        Analysis a;
        QList<Document *> docs;
        for (auto &d : owned) {
            d->source.id = QStringLiteral("S") + QString::number(docs.size() + 1);
            docs.append(d.get());
        }
        MatchContext ctx;
        EventExtractor extractor(ctx);
        for (Document *d : docs) {
            extractor.scanCues(*d);
            MatchIdentifier::findScoreLines(*d);
        }
        MatchIdentifier(TeamDirectory::builtIn()).identify(docs, ctx);
        for (Document *d : docs)
            extractor.findTeams(*d);
        for (Document *d : docs)
            extractor.collectNames(*d);
        for (Document *d : docs)
            extractor.findPeople(*d);
        for (Document *d : docs)
            extractor.separateOtherMatches(*d);
        for (Document *d : docs)
            extractor.extractEvents(*d);

        Reconciler reconciler(ctx);
        a.events = reconciler.reconcile(docs, ctx.match.finalScore);
        a.match = ctx.match;
        if (!a.match.finalScore.isValid() && ctx.hasMatch()) {
            Score s{0, 0};
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
            if (all)
                a.match.finalScore = s;
        }
        reconciler.checkClaims(docs, a.events, a.match, a.claims, a.claimDisagreements);

        a.warnings = readWarnings;
        for (int i = 0; i < docs.size(); ++i) {
            Document &d = *docs[i];
            for (const SentenceData &s : std::as_const(d.sentences))
                d.source.sentences.append(Sentence{s.span, s.otherMatch});
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
                    mentions.append(OtherMatchMention{i, si, s.span, d.source.text.mid(s.span.start, s.span.length())});
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
                    a.otherMatches.append(OtherMatch{teams, mentions});
            }
            a.sources.append(std::move(d.source));
        }
        return a;
    }
};

Analyzer::Analyzer() : Analyzer(LanguagePackRegistry::builtIn()) {}

Analyzer::Analyzer(const LanguagePackRegistry &packs) : d(new Private{packs}) {}

Analyzer::~Analyzer() = default;

QStringList Analyzer::expandPaths(const QStringList &paths)
{
    QStringList out;
    QSet<QString> seen;
    for (const QString &p : paths) {
        const QFileInfo fi(p);
        const QStringList files = fi.isDir() ? ReportReader::reportFilesIn(p) : QStringList{p};
        for (const QString &f : files) {
            const QString key = QFileInfo(f).exists() ? QFileInfo(f).canonicalFilePath() : QFileInfo(f).absoluteFilePath();
            if (seen.contains(key))
                continue;
            seen.insert(key);
            out.append(f);
        }
    }
    return out;
}

Analysis Analyzer::analyzeFiles(const QStringList &paths, const Progress &progress) const
{
    const QStringList files = expandPaths(paths);
    std::vector<std::unique_ptr<Document>> docs;
    QList<Warning> warnings;
    std::map<QString, std::unique_ptr<SentenceSegmenter>> segmenters;
    for (const QString &p : paths) {
        const QFileInfo fi(p);
        if (fi.isDir() && ReportReader::reportFilesIn(p).isEmpty())
            warnings.append(Warning{-1, p, QStringLiteral("folder contains no reports (.txt, .md, .html)")});
    }
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files[i];
        const QString name = QFileInfo(path).fileName();
        auto raw = ReportReader::read(path);
        if (!raw) {
            warnings.append(Warning{-1, path, raw.error()});
        } else {
            d->load(raw->fileName, raw->path, raw->bytes, docs, warnings, segmenters);
        }
        if (progress && !progress(i + 1, int(files.size()), name)) {
            warnings.append(Warning{-1, QString(), QStringLiteral("cancelled after %1 of %2 files")
                                                       .arg(i + 1)
                                                       .arg(files.size())});
            break;
        }
    }
    return d->analyze(docs, warnings);
}

Analysis Analyzer::analyzeTexts(const QList<NamedText> &texts) const
{
    std::vector<std::unique_ptr<Document>> docs;
    QList<Warning> warnings;
    std::map<QString, std::unique_ptr<SentenceSegmenter>> segmenters;
    for (const NamedText &t : texts) {
        d->load(t.name, QString(), t.bytes, docs, warnings, segmenters);
    }
    return d->analyze(docs, warnings);
}

} // namespace mt
