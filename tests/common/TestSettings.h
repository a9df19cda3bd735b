// The viewer's tests keep their settings (recent sets, language, layout) in a folder of their
// own, never the user's.
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

inline void isolateSettings(const QString &folder, const QString &application)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, folder);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
    QCoreApplication::setOrganizationName(QStringLiteral("MatchTimelineTests"));
    QCoreApplication::setApplicationName(application);
}
