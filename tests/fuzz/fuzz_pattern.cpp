// The pack pattern matcher. Even first byte: every pattern set of a pack (events, roles, times,
// cues, claims, score lines) over the tokens of the input. Odd first byte: the input's first
// line is parsed as a pattern of its own and matched over the tokens of the rest. Matches lie
// inside the sentence and captures inside their match.
#include "FuzzSupport.h"
#include "extract/Tokenizer.h"
#include "lang/LanguagePack.h"
#include "lang/TokenPattern.h"

namespace {

void checkMatches(const QList<mt::PatternMatch> &matches, int tokenCount)
{
    for (const mt::PatternMatch &m : matches) {
        if (m.start < 0 || m.end < m.start || m.end > tokenCount)
            mt::fuzz::fail("a match outside the sentence");
        for (const mt::Capture &c : m.captures) {
            if (c.start < m.start || c.end > m.end || c.end < c.start)
                mt::fuzz::fail("a capture outside its match");
        }
    }
}

void matchPack(const mt::LanguagePack &pack, const QString &text)
{
    const QList<mt::Token> tokens = mt::Tokenizer::tokenize(text, 0, int(text.size()));
    mt::SentenceContext ctx = pack.context(tokens);
    ctx.skipTo = pack.relativeClauseSkips(tokens);
    const int n = int(tokens.size());
    for (const mt::PatternSet *set :
        {&pack.events, &pack.roles, &pack.times, &pack.cues, &pack.claims, &pack.scoreLines})
        checkMatches(set->findAll(ctx), n);
    for (int i = 0; i < n && i < 64; ++i)
        checkMatches({pack.events.matchAt(ctx, i)}, n);
}

void matchOwnPattern(const mt::LanguagePack &pack, const QString &input)
{
    const qsizetype nl = input.indexOf(u'\n');
    const QString pattern = nl < 0 ? input : input.first(nl);
    const QString text = nl < 0 ? QString() : input.sliced(nl + 1);
    mt::PatternSet set;
    QString error;
    if (!set.add(pattern, 0, &error)) {
        if (error.isEmpty())
            mt::fuzz::fail("a pattern refused without a reason");
        return;
    }
    const QList<mt::Token> tokens = mt::Tokenizer::tokenize(text, 0, int(text.size()));
    const mt::SentenceContext ctx = pack.context(tokens);
    checkMatches(set.findAll(ctx), int(tokens.size()));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const mt::LanguagePackRegistry &packs = mt::LanguagePackRegistry::builtIn();
    static const QStringList codes = packs.codes();
    if (size < 2 || codes.isEmpty())
        return 0;
    const mt::LanguagePack *pack = packs.find(codes.at((data[0] >> 1) % codes.size()));
    const QString input = mt::fuzz::textOf(data + 1, size - 1);
    if (data[0] & 1)
        matchOwnPattern(*pack, input);
    else
        matchPack(*pack, input);
    return 0;
}
