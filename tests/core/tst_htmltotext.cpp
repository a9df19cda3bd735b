// HtmlToText: a tolerant single-pass scanner that turns web pages into lines of prose.
#include "decode/HtmlToText.h"

#include <QElapsedTimer>
#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

class TestHtmlToText : public QObject
{
    Q_OBJECT

private slots:
    void convert_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("expected");

        QTest::newRow("script and style dropped")
                << u"<p>Before</p><script>var x = '<p>no</p>';</script><style>p { color: red }"
                   u"</style><p>After</p>"_s
                << u"Before\n\nAfter"_s;
        QTest::newRow("noscript, template, comments dropped")
                << u"A<!-- hidden <p>x</p> -->B<noscript>enable js</noscript><template><p>t</p>"
                   u"</template>C"_s
                << u"ABC"_s;
        QTest::newRow("head dropped")
                << u"<html><head><title>Page title</title><meta charset=\"utf-8\"><link rel=x>"
                   u"</head><body><h1>Headline</h1><p>Text.</p></body></html>"_s
                << u"Headline\n\nText."_s;
        QTest::newRow("Latin-1 letter entities")
                << u"&aring;&oslash;&aelig; &Aring;&Oslash;&AElig; &uuml;&ouml;&auml; "
                   u"&ntilde;&ccedil; &eacute;&Eacute; &szlig;"_s
                << u"åøæ ÅØÆ üöä ñç éÉ ß"_s;
        QTest::newRow("punctuation entities")
                << u"&lt;&gt;&amp;&quot;&apos; &ndash;&mdash;&lsquo;&rsquo;&ldquo;&rdquo;&hellip; "
                   u"&pound;&euro; &laquo;x&raquo; &copy;&deg;&frac12;"_s
                << u"<>&\"' –—‘’“”… £€ «x» ©°½"_s;
        QTest::newRow("numeric entities")
                << u"&#229;&#xE5;&#XC5;&#8364;&#x1F600; &#150; &#0;"_s
                << u"ååÅ€\U0001F600 – \uFFFD"_s;
        QTest::newRow("entity without semicolon") << u"Fish &amp chips &copy 2024"_s
                                                  << u"Fish & chips © 2024"_s;
        QTest::newRow("unknown entities kept")
                << u"AT&T &unknown; &#; & alone &Amp;"_s << u"AT&T &unknown; &#; & alone &Amp;"_s;
        QTest::newRow("decoded markup is text") << u"&lt;p&gt;not a tag&lt;/p&gt;"_s
                                                << u"<p>not a tag</p>"_s;
        QTest::newRow("no-break spaces collapse")
                << u"Tomas&nbsp;Brekke&nbsp;&nbsp; scored\u00A0twice"_s
                << u"Tomas Brekke scored twice"_s;
        QTest::newRow("soft hyphen and zero width space dropped")
                << u"foot&shy;ball &#8203;club"_s << u"football club"_s;
        QTest::newRow("divs and lists")
                << u"<div>One</div><div>Two</div><ul><li>Three</li><li>Four</li></ul>"_s
                << u"One\nTwo\n\nThree\nFour"_s;
        QTest::newRow("br") << u"Line one<br>Line two<br/>Line three<BR />Four"_s
                            << u"Line one\nLine two\nLine three\nFour"_s;
        QTest::newRow("headings and sections")
                << u"<article><header><h2>Match</h2></header><section><p>Body.</p></section>"
                   u"<footer>Foot</footer></article>"_s
                << u"Match\n\nBody.\n\nFoot"_s;
        // A site's menu ("Home | Africans in Europe | Scores") is no part of the report.
        QTest::newRow("blockquote, figure, aside; nav dropped")
                << u"<nav>Menu</nav><blockquote>Quote</blockquote><figure><img src=a.png>"
                   u"<figcaption>Caption</figcaption></figure><aside>Side</aside>"_s
                << u"Quote\n\nCaption\n\nSide"_s;
        QTest::newRow("definition list and hr")
                << u"<dl><dt>Referee</dt><dd>O. Dommer</dd></dl><hr>End"_s
                << u"Referee\nO. Dommer\n\nEnd"_s;
        QTest::newRow("whitespace collapsed, lines trimmed")
                << u"  <p>  Many    spaces\n\n and\ttabs  </p>  \n  <p>\n Next </p> "_s
                << u"Many spaces and tabs\n\nNext"_s;
        QTest::newRow("blank lines collapsed")
                << u"<p>A</p><p></p><p> </p><br><br><br><p>B</p>"_s << u"A\n\nB"_s;
        QTest::newRow("inline elements leave their text")
                << u"<p>The <b>winner</b> came from <a href=\"/p/9\">Even <i>Lysne</i></a>"
                   u"<span>.</span></p>"_s
                << u"The winner came from Even Lysne."_s;
        QTest::newRow("table cells") << u"<table><tr><td>Brekke</td><td>56</td></tr><tr><th>Lysne"
                                        u"</th><td>71</td></tr></table>"_s
                                     << u"Brekke 56\nLysne 71"_s;
        QTest::newRow("broken markup")
                << u"<p>Unclosed <b>bold<p>Next <div class=\"a>b\">quoted</div> a < b and <3"_s
                << u"Unclosed bold\n\nNext\nquoted\na < b and <3"_s;
        QTest::newRow("single-quoted attribute with >") << u"<a title='1>0'>Link</a> text"_s
                                                        << u"Link text"_s;
        QTest::newRow("unterminated comment") << u"Text<!-- never closed <p>hidden"_s << u"Text"_s;
        QTest::newRow("unterminated script") << u"<p>A</p><script>never closed <p>x</p>"_s
                                             << u"A"_s;
        QTest::newRow("unterminated tag at end") << u"Text <p class=\"x"_s << u"Text"_s;
        QTest::newRow("upper-case tags") << u"<P>Upper</P><SCRIPT>x</SCRIPT><BR>Case"_s
                                         << u"Upper\n\nCase"_s;
        QTest::newRow("script end tag in other case") << u"A<script>x</ScRiPt >B"_s << u"AB"_s;
        QTest::newRow("pre keeps line breaks") << u"<pre>line 1\nline 2</pre>After"_s
                                               << u"line 1\nline 2\n\nAfter"_s;
        QTest::newRow("doctype and processing instruction")
                << u"<?xml version=\"1.0\"?><!DOCTYPE html><p>Body</p>"_s << u"Body"_s;
        QTest::newRow("custom element with a long name")
                << u"<my-very-long-custom-element-name>Text</my-very-long-custom-element-name>"_s
                << u"Text"_s;
        QTest::newRow("plain text passes through") << u"No markup at all."_s
                                                   << u"No markup at all."_s;
        QTest::newRow("empty") << QString() << QString();
    }

    void convert()
    {
        QFETCH(QString, html);
        QFETCH(QString, expected);
        QCOMPARE(HtmlToText::convert(html), expected);
    }

    void looksLikeHtml_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("html");

        QTest::newRow("doctype") << u"<!DOCTYPE html>\n<title>x</title>"_s << true;
        QTest::newRow("html element after BOM and space") << u"\uFEFF \n<html lang=nb>"_s << true;
        QTest::newRow("paragraphs") << u"Intro\n<p>One</p>\n<p>Two</p>"_s << true;
        QTest::newRow("div fragment") << u"<div class=\"report\">Text</div>"_s << true;
        QTest::newRow("bold pair") << u"Text <b>bold</b> more"_s << true;
        QTest::newRow("plain text") << u"Avery scored in the 56th minute."_s << false;
        QTest::newRow("comparison") << u"home < away > nobody"_s << false;
        QTest::newRow("heart") << u"Score <3 for the fans"_s << false;
        QTest::newRow("unknown tags") << u"Use <name> and <team> placeholders"_s << false;
        QTest::newRow("email address") << u"Mail <press@example.org> today"_s << false;
        QTest::newRow("one stray tag") << u"Press <b> to continue"_s << false;
        QTest::newRow("empty") << QString() << false;
    }

    void looksLikeHtml()
    {
        QFETCH(QString, text);
        QFETCH(bool, html);
        QCOMPARE(HtmlToText::looksLikeHtml(text), html);
    }

    void throughput()
    {
        QString page;
        const QString block = u"<div class=\"article\"><h2>Sen snuoperasjon</h2><p>Nordvik vant "
                              u"<b>3-2</b> over <a href=\"/lag/solbakken\">Solbakken</a> etter to "
                              u"m&aring;l p&aring; tampen.&nbsp;Treneren var forn&oslash;yd.</p>"
                              u"<script>track('x');</script><!-- ad --></div>\n"_s;
        while (page.size() < 4 * 1024 * 1024)
            page += block;
        QElapsedTimer timer;
        timer.start();
        const QString text = HtmlToText::convert(page);
        const double seconds = std::max<qint64>(timer.nsecsElapsed(), 1) / 1e9;
        const double rate = page.size() * 2 / 1048576.0 / seconds; // UTF-16 bytes
        qInfo("HtmlToText: %.0f MB/s (UTF-16 input)", rate);
        QVERIFY(text.startsWith(u"Sen snuoperasjon\n\nNordvik vant 3-2 over Solbakken etter to mål "
                                u"på tampen. Treneren var fornøyd.\n\nSen"_s));
        // Only a collapse (say, quadratic time) fails: machines and sanitizer builds vary.
        QVERIFY2(rate > 2, qPrintable(QString::number(rate)));
    }
};

QTEST_GUILESS_MAIN(TestHtmlToText)
#include "tst_htmltotext.moc"
