// The extract and separate stages (DESIGN.md section 1): per report, the people and teams each
// sentence names, which sentences are about another match, and one mention per event per
// sentence with its players, cues and time expression. Claims are collected here too.
#pragma once

#include "identify/MatchContext.h"
#include "lang/Stemmer.h"
#include "pipeline/Document.h"

#include <map>
#include <memory>

namespace mt {

class EventExtractor
{
public:
    explicit EventExtractor(MatchContext &ctx);

    // Run in this order: every report through one step before the next step starts, because
    // names and lower-case forms are shared across reports.
    void scanCues(Document &doc) const;
    void findTeams(Document &doc) const;
    static void dropForeignAliases(Document &doc);
    void collectNames(Document &doc);
    void findPeople(Document &doc);
    // Which sentences are about another match, in every report (two readings: the second
    // knows who the reports name in this match).
    void separateOtherMatches(const QList<Document *> &docs);
    void extractEvents(Document &doc);

    SentenceContext sentenceContext(const Document &doc, const SentenceData &s) const;
    static QList<CueHit> findCues(const LanguagePack &pack, const SentenceContext &ctx);
    // The person of that name in the match-wide list, added when new; also for the structured
    // stage, whose ticker lines give a bare name ("Shepelev") no sentence around it confirms.
    int personFor(const QString &name);

private:
    bool clubModifier(const LanguagePack &pack, const SentenceData &s, int from, int end,
        const QString &name) const;
    int lookupPerson(const QString &name) const;
    int byClippedFirstName(const QString &key) const;
    void noteFirstName(const QString &key, int person);
    // The pieces of findPeople.
    int openingNameStart(const Document &doc, const SentenceData &s, int from, int end) const;
    int startAfterShout(const Document &doc, const SentenceData &s, int from, int end) const;
    int splitOffFirstPerson(const Document &doc, SentenceData &s, int from, int end);
    int personOfName(const LanguagePack &pack, QString name, bool severalWords);
    void learnRoles(const SentenceData &s, int from, int end, int person);
    void learnClub(const LanguagePack &pack, const SentenceData &s, int from, int person);
    void addNameMention(const Document &doc, SentenceData &s, int start, int end, bool byline);
    void learnLineUps(const SentenceData &s);
    void learnDescriptors(const Document &doc, SentenceData &s);
    void resolveReferences(Document &doc) const;
    // The pieces of resolveReferences.
    struct ReferenceTrail;
    struct PreviousPlayers;
    struct Antecedent;
    bool isPlayer(int person) const;
    bool isKnownKeeper(int person) const;
    QHash<int, int> namingCounts(const Document &doc) const;
    PreviousPlayers previousPlayers(const Document &doc, int si) const;
    int facingKeeper(const SentenceData &s, int k, int first, const QList<int> &cands) const;
    int playerNamedBefore(const LanguagePack &pack, const SentenceData &s, int k, int first,
        const QList<int> &cands, bool keeperNoun) const;
    void dropConflicting(const QStringList &keys, QList<int> &cands) const;
    int describedPlayer(const LanguagePack &pack, const SentenceData &s, int k, QList<int> &cands,
        const ReferenceTrail &trail, int si) const;
    bool subjectOfClause(const Document &doc, const SentenceData &s, int j, bool opens) const;
    Antecedent antecedent(
        const Document &doc, const SentenceData &s, int k, int j, bool objectPronoun) const;
    int pronounPlayer(const Document &doc, const SentenceData &s, int k, bool objectPronoun,
        const QList<int> &cands, const PreviousPlayers &previous) const;
    void resolveReference(const Document &doc, SentenceData &s, int si, int k,
        const PreviousPlayers &previous, ReferenceTrail &trail) const;
    // Who each report names in this match's sentences (person -> reports), and the report the
    // second reading is reading.
    struct MatchRoster
    {
        static constexpr int MinReports = 2;
        QHash<int, QSet<int>> reports;
        int reading = -1;
        // Whether two reports other than the one being read name person in this match.
        bool namesElsewhere(int person) const;
    };
    // roster: null in the first reading.
    void markOtherMatches(Document &doc, const MatchRoster *roster);
    int nameRunEnd(const Document &doc, const SentenceData &s, int i) const;
    bool invertedPair(const Document &doc, const SentenceData &s, int from, int end) const;

    MatchContext &m_ctx;
    // Surname -> first name of multi-word names that open a sentence ("Oskar Nyberg scoret"),
    // which collectNames does not trust as names but which tell "felte Lund Nyberg" apart.
    QHash<QString, QString> m_openingFirstNames;
    QSet<int> m_seenInDoc; // players findPeople has met so far in the current report
    // The first letters of the first names of people known by a full name -> those people.
    QMultiHash<QString, int> m_firstNameHeads;
    mutable std::map<QString, std::unique_ptr<Stemmer>> m_stemmers; // per pack, per job
};

} // namespace mt
