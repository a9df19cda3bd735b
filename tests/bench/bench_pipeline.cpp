// Throughput of the analysis pipeline against the floor of any per-word pipeline (DESIGN.md
// section 8: ICU sentence + word BreakIterator over UTF-16). The corpus is generated here from
// templates with invented clubs, players, minutes and quotes (fixed seed: every run reads the same
// bytes), half English and half Norwegian, 2-5 KB a report, three reports per match.
//
//   bench_pipeline                                  # ~12 MB corpus
//   MT_BENCH_MB=0.3 bench_pipeline --benchmark_filter=BM_AnalyzeTexts   # small, for callgrind
//   MT_BENCH_JSON=out.json bench_pipeline          # writes every match's analysis JSON and exits
//                                                  # (a reference for "the output did not change");
//                                                  # with MT_BENCH_TEXTS=DIR the reports too
#include "decode/Decoder.h"
#include "pipeline/Analyzer.h"
#include "json/JsonWriter.h"

#include <benchmark/benchmark.h>

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QList>
#include <QString>

#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace {

// ---------------------------------------------------------------------------------------------
// Corpus

struct Report
{
    QByteArray bytes; // UTF-8
    bool norwegian = false;
};

class Generator
{
public:
    explicit Generator(unsigned seed)
        : m_rng(seed)
    {
    }

    Report report(bool norwegian, const std::string &home, const std::string &away,
        const std::vector<std::string> &homePlayers, const std::vector<std::string> &awayPlayers,
        int targetBytes)
    {
        m_home = home;
        m_away = away;
        m_homePlayers = homePlayers;
        m_awayPlayers = awayPlayers;
        std::string out = norwegian ? norwegianReport(targetBytes) : englishReport(targetBytes);
        return Report {QByteArray(out.data(), qsizetype(out.size())), norwegian};
    }

    int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
    template<typename T> const T &pick(const std::vector<T> &v)
    {
        return v[size_t(uniform(0, int(v.size()) - 1))];
    }

    std::string person() { return pick(firstNames()) + " " + pick(surnames()); }
    std::string club() { return pick(clubPrefixes()) + " " + pick(clubSuffixes()); }

    static const std::vector<std::string> &firstNames()
    {
        static const std::vector<std::string> v = {"Kofi", "Ivo", "Lasse", "Odd", "Pål", "Teodor",
            "Marek", "Anselm", "Bram", "Caius", "Dagfinn", "Eirik", "Fenton", "Gorm", "Halvard",
            "Iker", "Jonah", "Kasimir", "Leif", "Matthias", "Njål", "Osric", "Petter", "Quillon",
            "Rune", "Severin", "Tjerand", "Ulrik", "Vebjørn", "Wendel", "Yannick", "Zoltan",
            "Ørjan", "Åsmund", "Emeka", "Tobiah"};
        return v;
    }
    static const std::vector<std::string> &surnames()
    {
        static const std::vector<std::string> v
            = {"Brannagh", "Tarrant", "Vik", "Sandnes", "Hegre", "Okafor", "Lund-Ekberg", "Varga",
                "Quenby", "Marwick", "Holtedahl", "Strømsvik", "Ashdown", "Delacroix", "Fennimore",
                "Grøndahl", "Ilsley", "Jespersen", "Kilbride", "Lothbrok", "Mørkved", "Nettleford",
                "Ottesen", "Pryor", "Rushworth", "Skjelbred", "Thornbury", "Uppdal", "Wexley",
                "Yardley", "Ødegård", "Aasheim", "O'Rourke", "Bakketun", "Crowhurst", "Dunmore"};
        return v;
    }
    static const std::vector<std::string> &clubPrefixes()
    {
        static const std::vector<std::string> v = {"Fjordby", "Northgate", "Harbour", "Eastvale",
            "Kettlewick", "Marlow Bridge", "Åsen", "Vikstrand", "Bjørkely", "Stormfjell",
            "Redcastle", "Ashbourne", "Lindholt", "Saltmarsh", "Granvik", "Hollowmere"};
        return v;
    }
    static const std::vector<std::string> &clubSuffixes()
    {
        static const std::vector<std::string> v = {"Rovers", "Athletic", "City", "Town", "United",
            "Wanderers", "IL", "FK", "Albion", "Rangers"};
        return v;
    }

private:
    std::mt19937 m_rng;
    std::string m_home, m_away;
    std::vector<std::string> m_homePlayers, m_awayPlayers;

    std::string player(bool homeSide) { return pick(homeSide ? m_homePlayers : m_awayPlayers); }
    static std::string surname(const std::string &full) { return full.substr(full.rfind(' ') + 1); }
    static std::string num(int n) { return std::to_string(n); }
    static std::string ordSuffix(int n)
    {
        const int t = n % 100;
        if (t >= 11 && t <= 13)
            return "th";
        switch (n % 10) {
        case 1:
            return "st";
        case 2:
            return "nd";
        case 3:
            return "rd";
        default:
            return "th";
        }
    }

    std::string englishMinute(int m)
    {
        switch (uniform(0, 5)) {
        case 0:
            return "in the " + num(m) + ordSuffix(m) + " minute";
        case 1:
            return "on " + num(m) + " minutes";
        case 2:
            return "(" + num(m) + ")";
        case 3:
            return "after " + num(m) + " minutes";
        case 4:
            return "with " + num(m) + " minutes on the clock";
        default:
            return "in the " + num(m) + ordSuffix(m) + "-minute";
        }
    }

    std::string norwegianMinute(int m)
    {
        switch (uniform(0, 3)) {
        case 0:
            return "i det " + num(m) + ". minutt";
        case 1:
            return "etter " + num(m) + " minutter";
        case 2:
            return "(" + num(m) + ")";
        default:
            return "i minutt " + num(m);
        }
    }

    std::string englishReport(int target)
    {
        const int hg = uniform(0, 4), ag = uniform(0, 3);
        std::string s = m_home + " " + num(hg) + "-" + num(ag) + " " + m_away + "\n\n";
        s += m_home
            + (hg > ag         ? " beat "
                    : hg == ag ? " drew with "
                               : " lost to ")
            + m_away + " " + num(std::max(hg, ag)) + "-" + num(std::min(hg, ag)) + " at "
            + pick(clubPrefixes()) + " Park on "
            + pick(std::vector<std::string> {"Saturday", "Sunday", "Tuesday", "Wednesday"})
            + " evening in front of a crowd of " + num(uniform(3000, 42000)) + ".\n\n";
        int minute = uniform(2, 12);
        const std::vector<std::string> quotes = {
            "We were the better side for long spells and the goals came at the right time",
            "I thought the lads showed real character after going behind",
            "It is a point gained, not two dropped, and we move on to next week",
            "The referee had a difficult afternoon but we should have done better ourselves",
            "Nobody in that dressing room will be happy with the second half",
        };
        while (int(s.size()) < target) {
            const bool homeSide = uniform(0, 1) == 0;
            const std::string p = player(homeSide), q = player(homeSide), o = player(!homeSide);
            const std::string team = homeSide ? m_home : m_away;
            std::string sentence;
            switch (uniform(0, 13)) {
            case 0:
                sentence = p + " opened the scoring " + englishMinute(minute) + ", heading in "
                    + surname(q) + "'s corner at the near post.";
                break;
            case 1:
                sentence = surname(p) + " made it " + num(uniform(1, 3)) + "-" + num(uniform(0, 2))
                    + " " + englishMinute(minute) + " when he fired low into the bottom corner.";
                break;
            case 2:
                sentence = o + " was booked for a late challenge on " + surname(p) + " "
                    + englishMinute(minute) + ".";
                break;
            case 3:
                sentence = "Just " + std::string(uniform(0, 1) ? "three" : "two")
                    + " minutes later " + surname(p)
                    + " should have doubled the lead but blazed over from six yards.";
                break;
            case 4:
                sentence = "Goalkeeper " + o + " made a fine save to deny " + surname(p) + " "
                    + englishMinute(minute) + ".";
                break;
            case 5:
                sentence = q + " came on for " + p + " " + englishMinute(minute) + " as " + team
                    + " chased the game.";
                break;
            case 6:
                sentence = "\xE2\x80\x9C" + pick(quotes) + ",\xE2\x80\x9D said " + team
                    + " manager " + person() + ".";
                break;
            case 7:
                sentence = surname(o) + " brought down " + surname(p) + " in the box and "
                    + surname(p) + " stepped up to convert the penalty " + englishMinute(minute)
                    + ".";
                break;
            case 8:
                sentence = "Elsewhere in the division, " + club() + " beat " + club() + " "
                    + num(uniform(1, 4)) + "-" + num(uniform(0, 1)) + " with two goals from "
                    + person() + ", while " + club() + " and " + club()
                    + " shared a goalless draw.";
                break;
            case 9:
                sentence = "The " + num(uniform(19, 34)) + "-year-old, who joined from " + club()
                    + " in the summer, was a constant threat down the left.";
                break;
            case 10:
                sentence = p + " was sent off " + englishMinute(minute)
                    + " for a second bookable offence.";
                break;
            case 11:
                sentence = "Deep into the " + std::string(uniform(0, 1) ? "fifth" : "third")
                    + " minute of added time, " + surname(p) + " curled a free-kick just wide.";
                break;
            case 12:
                sentence = "The hosts dominated possession before the break, but the visitors "
                           "looked dangerous "
                           "on the counter and forced "
                    + num(uniform(3, 9)) + " corners.";
                break;
            default:
                sentence = team + " had gone " + num(uniform(2, 9))
                    + " matches without a win before "
                      "this one, and the relief at the final whistle was obvious.";
                break;
            }
            minute = std::min(90, minute + uniform(1, 9));
            s += sentence;
            s += uniform(0, 3) == 0 ? "\n\n" : " ";
        }
        return s;
    }

    std::string norwegianReport(int target)
    {
        const int hg = uniform(0, 4), ag = uniform(0, 3);
        std::string s = m_home + " - " + m_away + " " + num(hg) + "-" + num(ag) + "\n\n";
        s += m_home
            + (hg > ag         ? " slo "
                    : hg == ag ? " spilte uavgjort mot "
                               : " tapte for ")
            + m_away + " " + num(std::max(hg, ag)) + "-" + num(std::min(hg, ag)) + " foran "
            + num(uniform(2000, 21000)) + " tilskuere på " + pick(clubPrefixes())
            + " stadion søndag.\n\n";
        int minute = uniform(2, 12);
        const std::vector<std::string> quotes = {
            "Vi var det beste laget store deler av kampen, og det er godt å få betalt",
            "Gutta viste karakter etter at vi kom under",
            "Dette er et poeng vunnet, ikke to tapt",
            "Vi må bli bedre i andre omgang, det er helt klart",
        };
        while (int(s.size()) < target) {
            const bool homeSide = uniform(0, 1) == 0;
            const std::string p = player(homeSide), q = player(homeSide), o = player(!homeSide);
            const std::string team = homeSide ? m_home : m_away;
            std::string sentence;
            switch (uniform(0, 11)) {
            case 0:
                sentence = p + " ga " + team + " ledelsen " + norwegianMinute(minute)
                    + " da han stanget inn et innlegg fra " + surname(q) + ".";
                break;
            case 1:
                sentence = "Bare " + std::string(uniform(0, 1) ? "tre" : "to")
                    + " minutter senere utlignet " + surname(p)
                    + " med et flott skudd i lengste hjørne.";
                break;
            case 2:
                sentence = o + " fikk gult kort " + norwegianMinute(minute)
                    + " etter en sen takling på " + surname(p) + ".";
                break;
            case 3:
                sentence = "Keeper " + o + " reddet strålende fra " + surname(p) + " "
                    + norwegianMinute(minute) + ".";
                break;
            case 4:
                sentence = q + " kom inn for " + p + " " + norwegianMinute(minute) + ".";
                break;
            case 5:
                sentence
                    = "\xE2\x80\x93 " + pick(quotes) + ", sa trener " + person() + " etter kampen.";
                break;
            case 6:
                sentence = surname(p) + " var utrolig nær å score " + norwegianMinute(minute)
                    + ", men ballen gikk i stolpen.";
                break;
            case 7:
                sentence = "I rundens andre kamper slo " + club() + " " + club() + " "
                    + num(uniform(1, 4)) + "-" + num(uniform(0, 1)) + ", mens " + club() + " og "
                    + club() + " spilte 0-0.";
                break;
            case 8:
                sentence = "Den " + num(uniform(19, 34)) + " år gamle spissen kom fra " + club()
                    + " i sommer og var en konstant trussel.";
                break;
            case 9:
                sentence
                    = p + " fikk rødt kort " + norwegianMinute(minute) + " etter en stygg takling.";
                break;
            case 10:
                sentence = "Hjemmelaget dominerte før pause, men gjestene var farlige på "
                           "overganger og fikk "
                    + num(uniform(3, 9)) + " cornere.";
                break;
            default:
                sentence = "I det femte minuttet av overtiden satte " + surname(p) + " inn "
                    + num(uniform(2, 3)) + "-" + num(uniform(0, 2)) + " på straffespark.";
                break;
            }
            minute = std::min(90, minute + uniform(1, 9));
            s += sentence;
            s += uniform(0, 3) == 0 ? "\n\n" : " ";
        }
        return s;
    }
};

struct Corpus
{
    std::vector<Report> reports;
    QList<QList<mt::NamedText>> matches; // three reports each
    std::vector<icu::UnicodeString> utf16; // per report, for the floor
    int64_t bytes = 0;
};

const Corpus &corpus()
{
    static const Corpus c = [] {
        Corpus c;
        double mb = 12.0;
        if (const char *env = std::getenv("MT_BENCH_MB"))
            mb = std::atof(env);
        const int64_t target = int64_t(mb * 1024 * 1024);
        Generator g(20240611u); // fixed seed: the same corpus every run
        int matchNo = 0;
        while (c.bytes < target) {
            std::string home = g.club(), away = g.club();
            while (away == home)
                away = g.club();
            std::vector<std::string> hp, ap;
            for (int i = 0; i < 14; ++i) {
                hp.push_back(g.person());
                ap.push_back(g.person());
            }
            QList<mt::NamedText> match;
            for (int r = 0; r < 3; ++r) {
                const bool nb = g.uniform(0, 1) == 1;
                Report rep = g.report(nb, home, away, hp, ap, g.uniform(2048, 5120));
                c.bytes += rep.bytes.size();
                c.utf16.push_back(icu::UnicodeString::fromUTF8(
                    icu::StringPiece(rep.bytes.constData(), int32_t(rep.bytes.size()))));
                match.append(
                    mt::NamedText {QStringLiteral("m%1_r%2.txt").arg(matchNo).arg(r), rep.bytes});
                c.reports.push_back(std::move(rep));
            }
            c.matches.append(match);
            ++matchNo;
        }
        std::fprintf(stderr, "corpus: %zu reports, %lld matches, %.2f MB\n", c.reports.size(),
            static_cast<long long>(c.matches.size()), double(c.bytes) / (1024.0 * 1024.0));
        return c;
    }();
    return c;
}

double peakRssMb()
{
    rusage ru {};
    getrusage(RUSAGE_SELF, &ru);
    return double(ru.ru_maxrss) / 1024.0; // KB on Linux
}

double currentRssMb()
{
    long pages = 0, resident = 0;
    if (FILE *f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        std::fclose(f);
    }
    return double(resident) * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

void reportMemory(benchmark::State &state, double rssBefore)
{
    state.counters["peakRSS_MB"] = benchmark::Counter(peakRssMb());
    state.counters["rssBefore_MB"] = benchmark::Counter(rssBefore);
    state.counters["rssAfter_MB"] = benchmark::Counter(currentRssMb());
}

// ---------------------------------------------------------------------------------------------
// (a) The floor: ICU sentence + word BreakIterator over the decoded UTF-16 text.

void BM_IcuSentenceAndWord(benchmark::State &state)
{
    const Corpus &c = corpus();
    const double rssBefore = currentRssMb();
    UErrorCode status = U_ZERO_ERROR;
    icu::LocalPointer<icu::BreakIterator> sentEn(
        icu::BreakIterator::createSentenceInstance(icu::Locale("en"), status));
    icu::LocalPointer<icu::BreakIterator> wordEn(
        icu::BreakIterator::createWordInstance(icu::Locale("en"), status));
    icu::LocalPointer<icu::BreakIterator> sentNb(
        icu::BreakIterator::createSentenceInstance(icu::Locale("nb"), status));
    icu::LocalPointer<icu::BreakIterator> wordNb(
        icu::BreakIterator::createWordInstance(icu::Locale("nb"), status));
    if (U_FAILURE(status)) {
        state.SkipWithError("ICU break iterators unavailable");
        return;
    }
    int64_t sentences = 0, words = 0;
    for (auto _ : state) {
        for (size_t i = 0; i < c.reports.size(); ++i) {
            icu::BreakIterator *s = c.reports[i].norwegian ? sentNb.getAlias() : sentEn.getAlias();
            icu::BreakIterator *w = c.reports[i].norwegian ? wordNb.getAlias() : wordEn.getAlias();
            s->setText(c.utf16[i]);
            for (int32_t p = s->first(); p != icu::BreakIterator::DONE; p = s->next())
                ++sentences;
            w->setText(c.utf16[i]);
            for (int32_t p = w->first(); p != icu::BreakIterator::DONE; p = w->next()) {
                if (w->getRuleStatus() != UBRK_WORD_NONE)
                    ++words;
            }
        }
        benchmark::DoNotOptimize(sentences);
        benchmark::DoNotOptimize(words);
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * c.bytes);
    state.counters["words"] = benchmark::Counter(double(words) / double(state.iterations()));
    reportMemory(state, rssBefore);
}
BENCHMARK(BM_IcuSentenceAndWord)->Unit(benchmark::kMillisecond);

// ---------------------------------------------------------------------------------------------
// (b) Decoder::decode: UTF-8 validation, NFC, format sniffing.

void BM_Decode(benchmark::State &state)
{
    const Corpus &c = corpus();
    const double rssBefore = currentRssMb();
    int64_t chars = 0;
    const QString name = QStringLiteral("report.txt");
    for (auto _ : state) {
        for (const Report &r : c.reports) {
            auto d = mt::Decoder::decode(r.bytes, name);
            if (!d) {
                state.SkipWithError("a generated report failed to decode");
                return;
            }
            chars += d->text.size();
            benchmark::DoNotOptimize(d->text.constData());
        }
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * c.bytes);
    benchmark::DoNotOptimize(chars);
    reportMemory(state, rssBefore);
}
BENCHMARK(BM_Decode)->Unit(benchmark::kMillisecond);

// ---------------------------------------------------------------------------------------------
// (c) The whole engine, the way it is used: analyzeTexts on the three reports of one match.

void BM_AnalyzeTexts(benchmark::State &state)
{
    const Corpus &c = corpus();
    const double rssBefore = currentRssMb();
    const mt::Analyzer analyzer;
    int64_t events = 0, sources = 0;
    double wallSeconds = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        for (const QList<mt::NamedText> &match : c.matches) {
            const mt::Analysis a = analyzer.analyzeTexts(match);
            events += a.events.size();
            sources += a.sources.size();
        }
        wallSeconds
            += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    // bytes_per_second is by the CPU time of all the engine's threads (its total work); with
    // MT_THREADS > 1 the engine prepares reports on several threads, and wall_MBps (by the
    // clock) is what a user sees.
    state.SetBytesProcessed(int64_t(state.iterations()) * c.bytes);
    state.counters["wall_MBps"] = benchmark::Counter(
        double(state.iterations()) * double(c.bytes) / (1024.0 * 1024.0) / wallSeconds);
    state.counters["events_per_match"] = benchmark::Counter(
        double(events) / double(state.iterations()) / double(c.matches.size()));
    state.counters["sources"] = benchmark::Counter(double(sources) / double(state.iterations()));
    reportMemory(state, rssBefore);
}
BENCHMARK(BM_AnalyzeTexts)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();

// MT_BENCH_JSON: the analysis of every generated match, one JSON document after another.
int dumpJson(const char *path)
{
    const Corpus &c = corpus();
    std::FILE *f = std::fopen(path, "wb");
    if (!f) {
        std::perror(path);
        return 1;
    }
    const mt::Analyzer analyzer;
    const char *textDir = std::getenv("MT_BENCH_TEXTS"); // also write the reports there
    int matchNo = 0;
    for (const QList<mt::NamedText> &match : c.matches) {
        if (textDir) {
            const QString dir = QStringLiteral("%1/m%2")
                                    .arg(QString::fromLocal8Bit(textDir))
                                    .arg(matchNo, 4, 10, QChar(u'0'));
            QDir().mkpath(dir);
            for (const mt::NamedText &t : match) {
                QFile out(dir + u'/' + t.name);
                if (out.open(QIODevice::WriteOnly))
                    out.write(t.bytes);
            }
        }
        ++matchNo;
        const QByteArray json = mt::JsonWriter::toJson(analyzer.analyzeTexts(match));
        std::fwrite(json.constData(), 1, size_t(json.size()), f);
        std::fputc('\n', f);
    }
    return std::fclose(f) == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char **argv)
{
    if (const char *path = std::getenv("MT_BENCH_JSON"))
        return dumpJson(path);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
