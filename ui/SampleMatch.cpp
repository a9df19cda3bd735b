#include "SampleMatch.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace mt::ui {

namespace {
const QString kResourceDir = QStringLiteral(":/samples");
}

bool SampleMatch::isAvailable()
{
    return !QDir(kResourceDir).entryList(QDir::Files).isEmpty();
}

QStringList SampleMatch::extract(QString *error)
{
    QString base = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (base.isEmpty())
        base = QDir::tempPath() + u"/matchtimeline";
    const QString dirPath = base + u"/sample-match";
    if (!QDir().mkpath(dirPath)) {
        if (error)
            *error = QCoreApplication::translate("mt::ui::SampleMatch", "Cannot create %1")
                         .arg(QDir::toNativeSeparators(dirPath));
        return {};
    }
    QStringList out;
    const QStringList names = QDir(kResourceDir).entryList(QDir::Files, QDir::Name);
    for (const QString &name : names) {
        QFile in(kResourceDir + u'/' + name);
        const QString target = dirPath + u'/' + name;
        QSaveFile file(target);
        if (!in.open(QIODevice::ReadOnly) || !file.open(QIODevice::WriteOnly)
            || file.write(in.readAll()) < 0 || !file.commit()) {
            if (error)
                *error = QCoreApplication::translate("mt::ui::SampleMatch", "Cannot write %1: %2")
                             .arg(QDir::toNativeSeparators(target), file.errorString());
            return {};
        }
        out << target;
    }
    if (out.isEmpty() && error)
        *error = QCoreApplication::translate("mt::ui::SampleMatch",
                                             "This build has no sample match.");
    return out;
}

} // namespace mt::ui
