// How time and peak memory grow with the size of one report, for the inputs that once made a
// stage quadratic or memory-hungry (issue 17): a Markdown line of unclosed brackets, one report
// retelling the same events, 50,000 distinct players each scoring once, and ordinary prose.
// Each case runs in a child process (fork), so that its peak RSS is its own; the JSON is
// written to /dev/null as the command line writes it.
//
//   bench_scaling                                    # every kind at 1, 2, 4, 8 and 16 MB
//   bench_scaling --benchmark_filter='Scaling/1/'     # one kind
#include "json/JsonWriter.h"
#include "pipeline/Analyzer.h"

#include <benchmark/benchmark.h>

#include <QFile>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <random>
#include <string>

namespace {

enum Kind { Brackets, Retold, ManyNames, Prose, KindCount };

const char *kindName(int k)
{
    static const char *const names[] = {"brackets", "retold", "many-names", "prose"};
    return names[k];
}

std::string randomName(std::mt19937 &rng)
{
    std::string w;
    for (int i = 0; i < 6; ++i)
        w += char('a' + std::uniform_int_distribution<int>(0, 25)(rng));
    w[0] = char(w[0] - 'a' + 'A');
    return w;
}

// An invented line of prose: a small squad, minutes that move on, several kinds of event.
std::string proseLine(std::mt19937 &rng, int line)
{
    static const char *const players[] = {"Kofi Brannagh", "Ivo Tarrant", "Lasse Vik",
        "Odd Sandnes", "Pal Hegre", "Teodor Okafor", "Marek Varga", "Bram Quenby"};
    const std::string a = players[rng() % 8], b = players[rng() % 8];
    const int minute = 1 + line % 90;
    switch (line % 5) {
    case 0: return a + " scored in the " + std::to_string(minute) + "th minute after a cross from " + b + ". ";
    case 1: return a + " was booked for a late tackle on " + b + " shortly after that. ";
    case 2: return "The hosts pressed and " + b + " shot wide from the edge of the box. ";
    case 3: return b + " replaced " + a + " on " + std::to_string(minute) + " minutes.\n";
    default: return "Fjordby Rovers and Northgate Athletic traded chances in a lively spell.\n\n";
    }
}

QByteArray generate(int kind, qsizetype bytes)
{
    std::mt19937 rng(17u + unsigned(kind));
    std::string out;
    out.reserve(size_t(bytes) + 256);
    if (kind == Prose)
        out = "Fjordby Rovers 3-2 Northgate Athletic\n\n";
    for (int line = 0; qsizetype(out.size()) < bytes; ++line) {
        switch (kind) {
        case Brackets: out += "[Nasri [scored <a [goal <"; break;
        case Retold:
            out += "Samir Nasri scored in the 56th minute to make it 1-0. Joleon Lescott headed "
                   "in the second three minutes later. Scott Parker was booked for a foul on Yaya "
                   "Toure in the 52nd minute. Mario Balotelli replaced Edin Dzeko on 65 minutes.\n";
            break;
        case ManyNames: out += randomName(rng) + " " + randomName(rng) + " scored. "; break;
        default: out += proseLine(rng, line); break;
        }
    }
    out.resize(size_t(bytes));
    return QByteArray(out.data(), qsizetype(out.size()));
}

struct Measure
{
    double seconds = 0;
    double peakMb = 0;
    int events = 0;
};

// Analyses one report in a child process; its peak RSS and time come back through a pipe.
Measure measure(int kind, qsizetype bytes)
{
    const QByteArray text = generate(kind, bytes);
    int fds[2];
    if (pipe(fds) != 0)
        return {};
    const pid_t child = fork();
    if (child == 0) {
        close(fds[0]);
        const auto start = std::chrono::steady_clock::now();
        const QString name = kind == Brackets ? QStringLiteral("report.md") : QStringLiteral("report.txt");
        const mt::Analysis a = mt::Analyzer().analyzeTexts({mt::NamedText {name, text}});
        QFile null(QStringLiteral("/dev/null"));
        if (null.open(QIODevice::WriteOnly))
            mt::JsonWriter::write(a, null);
        Measure m;
        m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        m.events = int(a.events.size());
        rusage ru {};
        getrusage(RUSAGE_SELF, &ru);
        m.peakMb = double(ru.ru_maxrss) / 1024.0;
        if (write(fds[1], &m, sizeof m) != sizeof m)
            _exit(1);
        _exit(0);
    }
    close(fds[1]);
    Measure m;
    if (read(fds[0], &m, sizeof m) != sizeof m)
        m = {};
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    return m;
}

void BM_Scaling(benchmark::State &state)
{
    const int kind = int(state.range(0));
    const qsizetype mb = qsizetype(state.range(1));
    Measure m;
    for (auto _ : state) {
        m = measure(kind, mb * 1024 * 1024);
        state.SetIterationTime(m.seconds);
    }
    state.SetLabel(kindName(kind));
    state.counters["MB"] = double(mb);
    state.counters["seconds"] = m.seconds;
    state.counters["peakRSS_MB"] = m.peakMb;
    state.counters["RSS_per_MB"] = m.peakMb / double(mb);
    state.counters["events"] = m.events;
}
BENCHMARK(BM_Scaling)
    ->ArgsProduct({{Brackets, Retold, ManyNames, Prose}, {1, 2, 4, 8, 16}})
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
