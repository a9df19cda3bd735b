// Decoder: bytes in any of the encodings reports come in -> NFC text, with HTML and Markdown
// turned into prose. Legacy bytes are generated here from QStrings with our own tables, so the
// test does not trust the converter it checks. All texts are invented.
#include "decode/Decoder.h"
#include "decode/HtmlToText.h"

#include <QElapsedTimer>
#include <QFile>
#include <QStringEncoder>
#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

enum class SingleByte { Latin1, Windows1252, Latin9 };

// QString -> single-byte legacy encoding; characters it cannot encode fail the test loudly.
QByteArray encode(const QString &text, SingleByte charset)
{
    static const char16_t windows1252High[32] = {
        0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
        0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178,
    };
    // ISO-8859-15 differs from Latin-1 in eight places, the euro sign among them.
    static const std::pair<char16_t, char> latin9[] = {
        {0x20AC, '\xA4'}, {0x0160, '\xA6'}, {0x0161, '\xA8'}, {0x017D, '\xB4'},
        {0x017E, '\xB8'}, {0x0152, '\xBC'}, {0x0153, '\xBD'}, {0x0178, '\xBE'},
    };
    QByteArray out;
    for (QChar qc : text) {
        const char16_t c = qc.unicode();
        if (c < 0x80) {
            out += char(c);
            continue;
        }
        if (charset == SingleByte::Windows1252) {
            const auto *hit = std::find(std::begin(windows1252High), std::end(windows1252High), c);
            if (hit != std::end(windows1252High)) {
                out += char(0x80 + (hit - std::begin(windows1252High)));
                continue;
            }
        }
        if (charset == SingleByte::Latin9) {
            const auto *hit = std::find_if(std::begin(latin9), std::end(latin9),
                                           [c](auto p) { return p.first == c; });
            if (hit != std::end(latin9)) {
                out += hit->second;
                continue;
            }
        }
        if (c >= 0xA0 && c <= 0xFF) {
            out += char(c);
            continue;
        }
        qFatal("test text has a character the test encoding lacks: U+%04X", unsigned(c));
    }
    return out;
}

QByteArray utf(const QString &text, QStringConverter::Encoding encoding, bool bom)
{
    QStringEncoder encoder(encoding, bom ? QStringConverter::Flag::WriteBom
                                         : QStringConverter::Flag::Default);
    return encoder.encode(text);
}

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(MT_TEST_DATA_DIR "/decode/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

const QString norwegian =
        u"Målet kom etter 56 minutter, og hjemmelaget på Østbanen vant fortjent. Ærlig talt var "
        u"gjestene fra Åsen sjanseløse i annen omgang, og treneren var strålende fornøyd."_s;
const QString curly =
        u"“Vi ga aldri opp,” sa kapteinen etter kampen på Åsen – og det så man. Billettene "
        u"kostet 20 €, og supporterne sang ‘Nordvik’ i nitti minutter … æøå ÆØÅ."_s;
const QString euro =
        u"Billettene kostet 25 € på Østbanen, og kaffen kostet 3 € ekstra. Målet til Brekke kom "
        u"etter 56 minutter, og hjemmelaget vant fortjent foran fulle tribuner."_s;
const QString spanish =
        u"El equipo visitante ganó el partido gracias a un gol de Diego Marín en el último "
        u"minuto. ¡Qué partido! El entrenador dijo después que la victoria era merecida."_s;
const QString german =
        u"„Wir haben bis zur letzten Minute gekämpft“, sagte der Trainer nach dem Spiel. Die "
        u"Mannschaft aus Neustadt gewann verdient, und die Fans sangen noch lange."_s;

} // namespace

class TestDecoder : public QObject
{
    Q_OBJECT

private slots:
    void encodings_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expectedText");
        QTest::addColumn<QString>("expectedEncoding");

        QTest::newRow("UTF-8") << norwegian.toUtf8() << norwegian << u"UTF-8"_s;
        QTest::newRow("UTF-8 with BOM") << utf(norwegian, QStringConverter::Utf8, true)
                                        << norwegian << u"UTF-8"_s;
        QTest::newRow("ASCII") << QByteArray("Avery scored twice.") << u"Avery scored twice."_s
                               << u"UTF-8"_s;
        QTest::newRow("UTF-16LE with BOM") << utf(curly, QStringConverter::Utf16LE, true) << curly
                                           << u"UTF-16LE"_s;
        QTest::newRow("UTF-16BE with BOM") << utf(curly, QStringConverter::Utf16BE, true) << curly
                                           << u"UTF-16BE"_s;
        QTest::newRow("UTF-16LE without BOM") << utf(norwegian, QStringConverter::Utf16LE, false)
                                              << norwegian << u"UTF-16LE"_s;
        QTest::newRow("UTF-16BE without BOM") << utf(norwegian, QStringConverter::Utf16BE, false)
                                              << norwegian << u"UTF-16BE"_s;
        QTest::newRow("UTF-32LE with BOM") << utf(norwegian, QStringConverter::Utf32LE, true)
                                           << norwegian << u"UTF-32LE"_s;
        QTest::newRow("UTF-32BE with BOM") << utf(norwegian, QStringConverter::Utf32BE, true)
                                           << norwegian << u"UTF-32BE"_s;
        // Once rejected as binary for its NUL bytes.
        QTest::newRow("UTF-32LE without BOM") << utf(norwegian, QStringConverter::Utf32LE, false)
                                              << norwegian << u"UTF-32LE"_s;
        QTest::newRow("UTF-32BE without BOM") << utf(norwegian, QStringConverter::Utf32BE, false)
                                              << norwegian << u"UTF-32BE"_s;
        QTest::newRow("windows-1252, curly quotes and æøå")
                << encode(curly, SingleByte::Windows1252) << curly << u"windows-1252"_s;
        QTest::newRow("windows-1252, German quotes")
                << encode(german, SingleByte::Windows1252) << german << u"windows-1252"_s;
        QTest::newRow("ISO-8859-1, Norwegian") << encode(norwegian, SingleByte::Latin1)
                                               << norwegian << u"ISO-8859-1"_s;
        QTest::newRow("ISO-8859-1, Spanish") << encode(spanish, SingleByte::Latin1) << spanish
                                             << u"ISO-8859-1"_s;
        QTest::newRow("ISO-8859-15, euro sign") << encode(euro, SingleByte::Latin9) << euro
                                                << u"ISO-8859-15"_s;
    }

    void encodings()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expectedText);
        QFETCH(QString, expectedEncoding);

        const Result<DecodedDocument> doc = Decoder::decode(bytes, u"report.txt"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->text, expectedText);
        QCOMPARE(doc->encoding, expectedEncoding);
        QCOMPARE(doc->format, u"text"_s);
        // Only legacy encodings leave a note; Unicode without damage leaves none.
        const bool legacy = !expectedEncoding.startsWith(u"UTF-"_s);
        QCOMPARE(doc->notes.isEmpty(), !legacy);
    }

    void brokenUtf8LoadsWithANote()
    {
        const Result<DecodedDocument> doc = Decoder::decode(fixture(u"broken_utf8.txt"_s),
                                                            u"broken_utf8.txt"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->encoding, u"UTF-8"_s);
        QCOMPARE(doc->text.count(QChar(0xFFFD)), 2);
        QVERIFY(doc->text.startsWith(u"Målvakten Pål re\uFFFDddet to straffespark"_s));
        QVERIFY(doc->text.contains(u"Østbanen. Æresrunden"_s));
        QCOMPARE(doc->notes, QStringList{u"2 invalid UTF-8 sequences replaced"_s});
    }

    // A few valid accents and more bad bytes than accents: still UTF-8 with its damage marked,
    // never re-read whole as windows-1252 (which turned "Pål" into "PÃ¥l").
    void fewAccentsManyBadBytes()
    {
        QByteArray bytes = QStringLiteral("Pål Brekke scored twice for the hosts in the second half.")
                                   .toUtf8();
        for (int at : {12, 20, 30, 40})
            bytes.insert(at, '\xFF');
        const Result<DecodedDocument> doc = Decoder::decode(bytes);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->encoding, u"UTF-8"_s);
        QVERIFY2(doc->text.startsWith(u"Pål Brekke"_s), qPrintable(doc->text));
        QCOMPARE(doc->text.count(QChar(0xFFFD)), 4);
        QCOMPARE(doc->notes, QStringList{u"4 invalid UTF-8 sequences replaced"_s});
    }

    // UTF-16 whose bytes pair into an unpaired surrogate: U+FFFD, never a lone half of a pair
    // that later stages would cut through.
    void loneSurrogatesInUtf16()
    {
        QByteArray bytes = utf(norwegian, QStringConverter::Utf16LE, false);
        bytes.insert(10, QByteArray("\x70\xDF", 2)); // U+DF70, a low surrogate on its own
        bytes.insert(20, QByteArray("\x01\xD8", 2)); // U+D801, a high one
        const Result<DecodedDocument> doc = Decoder::decode(bytes);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->encoding, u"UTF-16LE"_s);
        for (qsizetype i = 0; i < doc->text.size(); ++i)
            QVERIFY2(!doc->text.at(i).isSurrogate(), qPrintable(u"surrogate at %1"_s.arg(i)));
        QCOMPARE(doc->text.count(QChar(0xFFFD)), 2);
        QCOMPARE(doc->notes, QStringList{u"2 invalid UTF-16LE sequences replaced"_s});
    }

    // A page declaring UTF-7 whose bytes spell half a surrogate pair (found by fuzz_decode).
    void declaredCharsetWithHalfAPair()
    {
        const QByteArray page = "<html><head><meta charset=\"utf-7\"></head><body><p>Vik scored "
                                "+2D3- late.</p></body></html>";
        const Result<DecodedDocument> doc = Decoder::decode(page, u"page.html"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        for (qsizetype i = 0; i < doc->text.size(); ++i)
            QVERIFY2(!doc->text.at(i).isSurrogate(), qPrintable(u"surrogate at %1"_s.arg(i)));
        QVERIFY(doc->text.contains(u"Vik scored"_s));
    }

    void oneBrokenSequence()
    {
        QByteArray bytes = norwegian.toUtf8();
        bytes.insert(10, '\xFF');
        const Result<DecodedDocument> doc = Decoder::decode(bytes);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->encoding, u"UTF-8"_s);
        QCOMPARE(doc->notes, QStringList{u"1 invalid UTF-8 sequence replaced"_s});
        // A U+FFFD that was in the file already is not counted as damage.
        const Result<DecodedDocument> clean = Decoder::decode(u"Score \uFFFD unknown."_s.toUtf8());
        QVERIFY(clean.ok());
        QVERIFY(clean->notes.isEmpty());
    }

    void failures_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");

        static const char pngHeader[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06";
        const QByteArray png(pngHeader, sizeof pngHeader - 1);
        QTest::newRow("PNG header") << png << u"file looks binary"_s;
        QByteArray nul = "Avery scored twice in the second half.";
        nul.insert(12, '\0');
        QTest::newRow("NUL in text") << nul << u"file looks binary (contains NUL bytes)"_s;
        QByteArray controls;
        for (int i = 0; i < 200; ++i)
            controls += i % 2 ? 'a' : char(1 + i % 8); // 0x01..0x08: no tab, no line feed
        QTest::newRow("control characters") << controls << u"file looks binary (not text)"_s;
        QTest::newRow("ELF") << QByteArray("\x7F" "ELF\x02\x01\x01") << u"file looks binary"_s;
        QTest::newRow("PDF") << QByteArray("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n")
                             << u"file looks binary"_s;
        QTest::newRow("empty") << QByteArray() << u"file is empty"_s;
        QTest::newRow("whitespace only") << QByteArray("  \r\n\t \n \n") << u"file is empty"_s;
        QTest::newRow("BOM only") << QByteArray("\xEF\xBB\xBF") << u"file is empty"_s;
        QTest::newRow("UTF-16 BOM and spaces") << utf(u"  \n  "_s, QStringConverter::Utf16LE, true)
                                               << u"file is empty"_s;
        QTest::newRow("no-break spaces only") << u"\u00A0 \u00A0\n"_s.toUtf8()
                                              << u"file is empty"_s;
    }

    void failures()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        const Result<DecodedDocument> doc = Decoder::decode(bytes, u"report.txt"_s);
        QVERIFY(!doc.ok());
        QVERIFY2(doc.error().startsWith(reason), qPrintable(doc.error()));
    }

    void markupOnlyHtmlHasNoText()
    {
        const Result<DecodedDocument> doc = Decoder::decode(
                "<html><head><script>var a = 1;</script></head><body> </body></html>", u"a.html"_s);
        QVERIFY(!doc.ok());
        QCOMPARE(doc.error(), u"file has no text (only markup)"_s);
    }

    void cleanUp_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");

        QTest::newRow("CRLF and CR") << u"One.\r\nTwo.\rThree.\n"_s << u"One.\nTwo.\nThree.\n"_s;
        QTest::newRow("no-break spaces") << u"Tomas\u00A0Brekke scored\u202Fhere."_s
                                         << u"Tomas Brekke scored here."_s;
        QTest::newRow("invisible characters")
                << u"\uFEFFfoot\u00ADball\u200B is\u2060 fun"_s << u"football is fun"_s;
        QTest::newRow("stray controls") << u"The bell\u0007 rang and\u0001 the match began."_s
                                        << u"The bell rang and the match began."_s;
        QTest::newRow("line and paragraph separators") << u"One\u2028Two\u2029Three"_s
                                                       << u"One\nTwo\nThree"_s;
        QTest::newRow("NFC") << u"Ma\u030Alet og Mu\u0308ller"_s << u"Målet og Müller"_s;
        QTest::newRow("tabs kept") << u"Lysne\t12'"_s << u"Lysne\t12'"_s;
    }

    void cleanUp()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const Result<DecodedDocument> doc = Decoder::decode(input.toUtf8(), u"r.txt"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->text, expected);
        QCOMPARE(doc->text, doc->text.normalized(QString::NormalizationForm_C));
    }

    void htmlByExtension()
    {
        const QByteArray html = "<p>First &amp; best.</p><script>x()</script><p>Second.</p>";
        const Result<DecodedDocument> doc = Decoder::decode(html, u"match.HTM"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->format, u"html"_s);
        QCOMPARE(doc->text, u"First & best.\n\nSecond."_s);
    }

    void htmlBySniffing()
    {
        const QByteArray html = "<!DOCTYPE html>\n<html><body><h1>Late winner</h1>"
                                "<p>Avery&nbsp;scored.</p></body></html>";
        const Result<DecodedDocument> doc = Decoder::decode(html, u"match.txt"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->format, u"html"_s);
        QCOMPARE(doc->text, u"Late winner\n\nAvery scored."_s);
    }

    void textWithAngleBracketsStaysText()
    {
        const QByteArray text = "Score after 90 minutes: home < away, but <3 for the fans.";
        const Result<DecodedDocument> doc = Decoder::decode(text, u"match.txt"_s);
        QVERIFY(doc.ok());
        QCOMPARE(doc->format, u"text"_s);
        QCOMPARE(doc->text, QString::fromUtf8(text));
    }

    void htmlMetaCharsetLatin1()
    {
        const Result<DecodedDocument> doc = Decoder::decode(fixture(u"latin1_meta.html"_s),
                                                            u"latin1_meta.html"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->encoding, u"ISO-8859-1"_s);
        QCOMPARE(doc->format, u"html"_s);
        QCOMPARE(doc->text,
                 u"Sen snuoperasjon på Østbanen\n\nNordvik vant 3-2 over Solbakken etter to mål på "
                 u"tampen. Målscorer Pål Ærø var strålende fornøyd.\n\nTreneren sa: «Det var en "
                 u"nydelig kamp» – og det var fortjent."_s);
    }

    void htmlHttpEquivWindows1252()
    {
        const Result<DecodedDocument> doc = Decoder::decode(fixture(u"cp1252_http_equiv.html"_s),
                                                            u"page.htm"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->encoding, u"windows-1252"_s);
        QCOMPARE(doc->text, u"“Vi ga aldri opp,” sa kapteinen etter kampen på Åsen – og det så "
                            u"man.\n\nBillettene kostet 20 € og æ, ø og å ble vist riktig."_s);
    }

    void htmlDeclaredCharsetWinsOverGuessing()
    {
        // The page says windows-1250 (Central European): 0xB9 is 'ą' there, not Latin-1's '¹'.
        const QByteArray page = "<html><head><meta charset=\"windows-1250\"></head><body>"
                                "<p>Pi\xB3karz zdoby\xB3 bramk\xEA w ostatniej minucie. "
                                "By\xB3" "a to pi\xEAkna akcja, wi\xEA" "c kibice \xB9 si\xEA "
                                "cieszyli.</p></body></html>";
        const Result<DecodedDocument> doc = Decoder::decode(page, u"mecz.html"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->encoding, u"windows-1250"_s);
        QVERIFY2(doc->text.startsWith(u"Piłkarz zdobył bramkę w ostatniej minucie."_s),
                 qPrintable(doc->text));
        QVERIFY(doc->text.contains(u" ą "_s));
    }

    void htmlLyingUtf8DeclarationIsIgnored()
    {
        const QString body = u"<p>"_s + norwegian + u"</p>"_s;
        const QByteArray page = "<html><head><meta charset=\"utf-8\"></head><body>"
                + encode(body, SingleByte::Latin1) + "</body></html>";
        const Result<DecodedDocument> doc = Decoder::decode(page, u"x.html"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->encoding, u"ISO-8859-1"_s);
        QCOMPARE(doc->text, norwegian);
    }

    void markdown()
    {
        const Result<DecodedDocument> doc =
                Decoder::decode(fixture(u"report.md"_s), u"report.md"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->format, u"markdown"_s);
        QCOMPARE(doc->encoding, u"UTF-8"_s);
        QCOMPARE(doc->text,
                 u"Sen snuoperasjon\n\n"
                 u"Nordvik vant 3-2 over Solbakken etter to mål på tampen. Kampen ble spilt på "
                 u"Østbanen i regnvær.\n\n"
                 u"Målene\n\n"
                 u"Lysne scoret i det 12. minutt\nBrekke utlignet med hodet\nNordby avgjorde på "
                 u"straffe\n\n"
                 u"«Det var en nydelig kamp», sa treneren.\n\n"
                 u"Neste kamp spilles på lørdag."_s);
    }

    void markdownInline_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("emphasis") << u"**Brekke** scored *twice* and __Lysne__ _once_."_s
                                  << u"Brekke scored twice and Lysne once."_s;
        QTest::newRow("snake_case and arithmetic kept") << u"file_name says 3 * 4 = 12"_s
                                                        << u"file_name says 3 * 4 = 12"_s;
        QTest::newRow("links and images")
                << u"See [the table](http://x.org/t) and ![logo](l.png)."_s
                << u"See the table and logo."_s;
        QTest::newRow("reference link and definition")
                << u"Read [the report][1] now.\n\n[1]: https://example.org/r"_s
                << u"Read the report now."_s;
        QTest::newRow("autolink") << u"Source: <https://example.org/match>"_s
                                  << u"Source: https://example.org/match"_s;
        QTest::newRow("escapes") << u"Not \\*emphasis\\* here"_s << u"Not *emphasis* here"_s;
        QTest::newRow("closing hashes") << u"## Full time ##\nText"_s << u"Full time\nText"_s;
        QTest::newRow("hash inside a heading") << u"# Tactics in C#\nText"_s
                                               << u"Tactics in C#\nText"_s;
        QTest::newRow("setext heading") << u"Full time\n=========\nText here."_s
                                        << u"Full time\nText here."_s;
        QTest::newRow("ordered list kept") << u"1. FC Nord won."_s << u"1. FC Nord won."_s;
        QTest::newRow("fenced code") << u"```\nraw line\n```\nAfter."_s << u"raw line\nAfter."_s;
        QTest::newRow("hard break") << u"Line one  \nLine two"_s << u"Line one\nLine two"_s;
    }

    void markdownInline()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const Result<DecodedDocument> doc = Decoder::decode(input.toUtf8(), u"notes.markdown"_s);
        QVERIFY2(doc.ok(), qPrintable(doc.error()));
        QCOMPARE(doc->text, expected);
    }

    void binaryReasonOnHead()
    {
        QCOMPARE(Decoder::binaryReason("plain text"), QString());
        QCOMPARE(Decoder::binaryReason(utf(norwegian, QStringConverter::Utf16LE, false)),
                 QString());
        QCOMPARE(Decoder::binaryReason(QByteArray("ab\0cd", 5)),
                 u"file looks binary (contains NUL bytes)"_s);
    }

    void throughput()
    {
        // Valid UTF-8 (the common case) must stay near memory speed: no charset detection.
        QByteArray big;
        const QByteArray report = (norwegian + u"\n"_s + curly + u"\n"_s).toUtf8();
        while (big.size() < 8 * 1024 * 1024)
            big += report;
        QElapsedTimer timer;
        timer.start();
        const Result<DecodedDocument> doc = Decoder::decode(big, u"big.txt"_s);
        const double utf8Seconds = std::max<qint64>(timer.nsecsElapsed(), 1) / 1e9;
        QVERIFY(doc.ok());
        QCOMPARE(doc->encoding, u"UTF-8"_s);

        QByteArray legacy;
        const QByteArray legacyReport = encode(curly + u"\n"_s, SingleByte::Windows1252);
        while (legacy.size() < 1024 * 1024)
            legacy += legacyReport;
        timer.restart();
        const Result<DecodedDocument> legacyDoc = Decoder::decode(legacy, u"legacy.txt"_s);
        const double legacySeconds = std::max<qint64>(timer.nsecsElapsed(), 1) / 1e9;
        QVERIFY(legacyDoc.ok());
        QCOMPARE(legacyDoc->encoding, u"windows-1252"_s);

        const double utf8Rate = big.size() / 1048576.0 / utf8Seconds;
        const double legacyRate = legacy.size() / 1048576.0 / legacySeconds;
        qInfo("Decoder: UTF-8 %.0f MB/s, windows-1252 %.0f MB/s", utf8Rate, legacyRate);
        // Only a collapse (say, quadratic time) fails: machines and sanitizer builds vary.
        QVERIFY2(utf8Rate > 2, qPrintable(QString::number(utf8Rate)));
    }
};

QTEST_GUILESS_MAIN(TestDecoder)
#include "tst_decoder.moc"
