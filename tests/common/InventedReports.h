// A desk's folder of many reports of one invented match, Ashby Town 2-1 Corran Vale Wanderers: Tom
// Reed scores on 23 minutes and from the spot on 88, Owen Pike heads the equaliser on 51, Luke
// Carter is booked on 34 and Harry Mills replaces Sam Whitlock on 70. Each report tells the
// story in its own words (phrasings taken in turn, a third of them in Bokmål); some leave the
// booking or the change out, and every seventh gives the opener a minute later (a dispute).
// All sentences are ours. Written at test time, so the forty files need not be committed.
#pragma once

#include <QDir>
#include <QFile>
#include <QStringList>

namespace mt::test {

inline QStringList writeInventedReports(const QString &dir, int count)
{
    const QStringList openerEn = {
        QStringLiteral("Tom Reed gave Ashby Town the lead in the %1th minute with a low shot."),
        QStringLiteral("Reed opened the scoring for Ashby Town after %1 minutes."),
        QStringLiteral(
            "Ashby Town went ahead on %1 minutes when Tom Reed finished from close range."),
    };
    const QStringList openerNb = {
        QStringLiteral("Tom Reed sendte Ashby Town i føringen i det %1. minutt."),
        QStringLiteral("Reed scoret 1-0 for Ashby Town etter %1 minutter."),
    };
    const QStringList restEn = {
        QStringLiteral("Luke Carter was booked in the 34th minute for a late tackle."),
        QStringLiteral("Owen Pike headed Corran Vale Wanderers level in the 51st minute."),
        QStringLiteral("Harry Mills replaced Sam Whitlock on 70 minutes."),
        QStringLiteral("Reed won it from the penalty spot in the 88th minute."),
    };
    const QStringList restNb = {
        QStringLiteral("Luke Carter fikk gult kort i det 34. minutt."),
        QStringLiteral("Owen Pike utlignet for Corran Vale Wanderers med hodet i det 51. minutt."),
        QStringLiteral("Harry Mills erstattet Sam Whitlock etter 70 minutter."),
        QStringLiteral("Reed avgjorde på straffespark i det 88. minutt."),
    };
    QDir().mkpath(dir);
    QStringList files;
    for (int i = 0; i < count; ++i) {
        const bool nb = i % 3 == 2;
        const QStringList &opener = nb ? openerNb : openerEn;
        const QStringList &rest = nb ? restNb : restEn;
        const int minute = i % 7 == 6 ? 24 : 23;
        QStringList lines = {QStringLiteral("Ashby Town 2-1 Corran Vale Wanderers"),
            opener.at(i % opener.size()).arg(minute)};
        for (int k = 0; k < rest.size(); ++k) {
            if ((k == 0 && i % 4 == 1) || (k == 2 && i % 2 == 1))
                continue; // this report leaves the booking or the change out
            lines << rest.at(k);
        }
        const QString path = QDir(dir).filePath(QStringLiteral("desk_%1_%2.txt")
                                                    .arg(i + 1, 2, 10, QChar(u'0'))
                                                    .arg(nb ? u"nb" : u"en"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(lines.join(u'\n').toUtf8() + '\n');
        files << path;
    }
    return files;
}

} // namespace mt::test
