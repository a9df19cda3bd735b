// NumberWords: number words come from ICU's spellout rules (DESIGN.md section 2), not from lists
// in the packs. Words are looked up case-folded, as the tokenizer hands them over.
#include "lang/NumberWords.h"

#include <QTest>

#include <map>
#include <memory>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

const NumberWords &numbers(const QString &locale)
{
    static std::map<QString, std::unique_ptr<NumberWords>> cache;
    auto &slot = cache[locale];
    if (!slot)
        slot = std::make_unique<NumberWords>(locale);
    return *slot;
}

} // namespace

class TestNumberWords : public QObject
{
    Q_OBJECT

private slots:
    void words_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("cardinal"); // -1 = not a cardinal
        QTest::addColumn<int>("ordinal");  // -1 = not an ordinal

        auto row = [](const QString &locale, const QString &word, int cardinal, int ordinal) {
            QTest::addRow("%s %s", qPrintable(locale), qPrintable(word)) << locale << word << cardinal << ordinal;
        };
        const QString en = u"en"_s, nb = u"nb"_s, de = u"de"_s, es = u"es"_s;

        row(en, u"zero"_s, 0, -1);
        row(en, u"three"_s, 3, -1);
        row(en, u"Three"_s, 3, -1); // folded first, as tokens are
        row(en, u"eleven"_s, 11, -1);
        row(en, u"twenty-five"_s, 25, -1);
        row(en, u"ninety"_s, 90, -1);
        row(en, u"one-hundred-thirty"_s, 130, -1);   // MaxValue
        row(en, u"one-hundred-thirty-one"_s, -1, -1); // beyond it
        row(en, u"first"_s, -1, 1);
        row(en, u"fifth"_s, -1, 5);
        row(en, u"twenty-first"_s, -1, 21);
        row(en, u"ninetieth"_s, -1, 90);
        row(en, u"goal"_s, -1, -1);
        row(en, u"minute"_s, -1, -1);
        row(en, u"threes"_s, -1, -1);
        row(en, QString(), -1, -1);

        row(nb, u"tre"_s, 3, -1);
        row(nb, u"ti"_s, 10, -1);
        row(nb, u"tjue"_s, 20, -1);
        row(nb, u"tjuefem"_s, 25, -1);
        row(nb, u"nitti"_s, 90, -1);
        row(nb, u"f\u00F8rste"_s, -1, 1);
        row(nb, u"tredje"_s, -1, 3);
        row(nb, u"femte"_s, -1, 5);
        row(nb, u"nittiende"_s, -1, 90);
        row(nb, u"m\u00E5l"_s, -1, -1);
        row(nb, u"minutt"_s, -1, -1);

        row(de, u"drei"_s, 3, -1);
        row(de, u"zw\u00F6lf"_s, 12, -1);
        row(de, u"f\u00FCnfundzwanzig"_s, 25, -1);
        row(de, u"drei\u00DFig"_s, 30, -1); // sharp s folds to "ss" on both sides
        row(de, u"dritte"_s, -1, 3);
        row(de, u"f\u00FCnfte"_s, -1, 5);
        row(de, u"f\u00FCnften"_s, -1, 5); // "in der fünften Minute"
        row(de, u"tor"_s, -1, -1);

        row(es, u"tres"_s, 3, -1);
        row(es, u"veinticinco"_s, 25, -1);
        row(es, u"noventa"_s, 90, -1);
        row(es, u"tercero"_s, -1, 3);
        row(es, u"quinto"_s, -1, 5);
        row(es, u"quinta"_s, -1, 5);
        row(es, u"gol"_s, -1, -1);
        row(es, u"minuto"_s, -1, -1);
    }

    void words()
    {
        QFETCH(QString, locale);
        QFETCH(QString, word);
        QFETCH(int, cardinal);
        QFETCH(int, ordinal);
        const NumberWords &n = numbers(locale);
        const QString folded = word.toCaseFolded();
        QCOMPARE(n.cardinal(folded).value_or(-1), cardinal);
        QCOMPARE(n.ordinal(folded).value_or(-1), ordinal);
    }

    void everyLocaleHasWords_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("nb") << u"nb"_s;
        QTest::newRow("de") << u"de"_s;
        QTest::newRow("es") << u"es"_s;
    }

    void everyLocaleHasWords()
    {
        QFETCH(QString, locale);
        const NumberWords &n = numbers(locale);
        QVERIFY(!n.isEmpty());
    }

    void englishCoversEveryMinute()
    {
        // Every compound from 21 to 99: the minutes reports write out.
        const NumberWords &n = numbers(u"en"_s);
        const QStringList tens = {u"twenty"_s, u"thirty"_s, u"forty"_s, u"fifty"_s,
                                  u"sixty"_s, u"seventy"_s, u"eighty"_s, u"ninety"_s};
        const QStringList ones = {u"one"_s, u"two"_s, u"three"_s, u"four"_s, u"five"_s,
                                  u"six"_s, u"seven"_s, u"eight"_s, u"nine"_s};
        for (int t = 0; t < tens.size(); ++t) {
            QCOMPARE(n.cardinal(tens[t]).value_or(-1), 20 + 10 * t);
            for (int o = 0; o < ones.size(); ++o)
                QCOMPARE(n.cardinal(tens[t] + u'-' + ones[o]).value_or(-1), 20 + 10 * t + o + 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestNumberWords)
#include "tst_numberwords.moc"
