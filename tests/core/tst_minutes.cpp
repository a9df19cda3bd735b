// The minute tables (tests/data/minutes/minutes_<lang>.tsv): one invented sentence per row,
// resolved against the previous anchor, compared with the expected minute or range.
#include "anchor/TimeExpressions.h"
#include "lang/LanguagePack.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace mt;

namespace {

// "56", "90+5", "45+" (added time of unknown length)
MatchTime parseClock(const QString &s)
{
    MatchTime t;
    const qsizetype plus = s.indexOf(u'+');
    t.minute = (plus < 0 ? s : s.left(plus)).toInt();
    if (plus >= 0)
        t.stoppage = plus + 1 < s.size() ? s.mid(plus + 1).toInt() : -1;
    t.period = MatchTime::periodForMinute(t.minute);
    return t;
}

QString clockText(const MatchTime &t)
{
    if (!t.isKnown())
        return QStringLiteral("?");
    if (t.stoppage < 0)
        return QString::number(t.minute) + u'+';
    if (t.stoppage > 0)
        return QString::number(t.minute) + u'+' + QString::number(t.stoppage);
    return QString::number(t.minute);
}

} // namespace

class TestMinutes : public QObject
{
    Q_OBJECT

private slots:
    void table_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("previous");
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("expected");
        const QDir dir(QStringLiteral(MT_TEST_DATA_DIR "/minutes"));
        const QStringList files = dir.entryList({QStringLiteral("minutes_*.tsv")}, QDir::Files, QDir::Name);
        QVERIFY2(!files.isEmpty(), "no minute tables found");
        int rows = 0;
        for (const QString &f : files) {
            const QString lang = f.mid(8, f.size() - 12);
            QFile file(dir.filePath(f));
            QVERIFY(file.open(QIODevice::ReadOnly));
            int line = 0;
            while (!file.atEnd()) {
                ++line;
                const QString text = QString::fromUtf8(file.readLine()).trimmed();
                if (text.isEmpty() || text.startsWith(u'#') || text.startsWith(u"previous\t"))
                    continue;
                const QStringList cols = text.split(u'\t');
                QVERIFY2(cols.size() == 3, qPrintable(f + u':' + QString::number(line)));
                QTest::addRow("%s:%d", qPrintable(f), line) << lang << cols[0] << cols[1] << cols[2];
                ++rows;
            }
        }
        QVERIFY(rows >= 80);
    }

    void table()
    {
        QFETCH(QString, language);
        QFETCH(QString, previous);
        QFETCH(QString, sentence);
        QFETCH(QString, expected);
        const LanguagePack *pack = LanguagePackRegistry::builtIn().find(language);
        if (!pack)
            QSKIP(qPrintable(QStringLiteral("no language pack for %1 yet").arg(language)));
        const MatchTime prev = previous == u"-" ? MatchTime{} : parseClock(previous);
        const Mention m = TimeExpressions::resolveSentence(*pack, sentence, prev);
        QVERIFY2(m.timeExpr.kind != TimeExpression::None, qPrintable(u"no time expression in: " + sentence));
        const qsizetype dots = expected.indexOf(u"..");
        if (dots < 0) {
            const MatchTime want = parseClock(expected);
            QCOMPARE(clockText(m.time), clockText(want));
        } else {
            const MatchTime from = parseClock(expected.left(dots));
            const MatchTime to = parseClock(expected.mid(dots + 2));
            QVERIFY2(m.range.isValid(), qPrintable(u"no range for: " + sentence));
            QCOMPARE(clockText(m.range.from) + u".." + clockText(m.range.to),
                     clockText(from) + u".." + clockText(to));
        }
    }
};

QTEST_GUILESS_MAIN(TestMinutes)
#include "tst_minutes.moc"
