<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>mt::ui::ClaimSpans</name>
    <message numerus="yes">
        <source>On the timeline: %1 to %2 (%n minute(s))</source>
        <translation>
            <numerusform>On the timeline: %1 to %2 (%n minute)</numerusform>
            <numerusform>On the timeline: %1 to %2 (%n minutes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::EventText</name>
    <message numerus="yes">
        <source>Reported by %n source(s): %1</source>
        <translation>
            <numerusform>Reported by %n source: %1</numerusform>
            <numerusform>Reported by %n sources: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::MainWindow</name>
    <message numerus="yes">
        <source>Analysing %n report(s)…</source>
        <translation>
            <numerusform>Analysing %n report…</numerusform>
            <numerusform>Analysing %n reports…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n report(s)</source>
        <translation>
            <numerusform>%n report</numerusform>
            <numerusform>%n reports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disagreement(s)</source>
        <translation>
            <numerusform>%n disagreement</numerusform>
            <numerusform>%n disagreements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add these reports to the %n open report(s), or replace them?</source>
        <translation>
            <numerusform>Add these reports to the %n open report, or replace it?</numerusform>
            <numerusform>Add these reports to the %n open reports, or replace them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n report(s) could be read.</source>
        <translation>
            <numerusform>%n report could not be read.</numerusform>
            <numerusform>None of the %n reports could be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Problems with %n report(s); everything else was loaded.</source>
        <translation>
            <numerusform>Problems with %n report; everything else was loaded.</numerusform>
            <numerusform>Problems with %n reports; everything else was loaded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::RecentFiles</name>
    <message numerus="yes">
        <source>%1 + %n more</source>
        <translation>
            <numerusform>%1 + %n more</numerusform>
            <numerusform>%1 + %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::SourcePane</name>
    <message numerus="yes">
        <source>%1 · %n event(s) found</source>
        <translation>
            <numerusform>%1 · %n event found</numerusform>
            <numerusform>%1 · %n events found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::SourcePanesView</name>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n report(s)</source>
        <translation>
            <numerusform>in %n report</numerusform>
            <numerusform>in %n reports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Told by %1 of %n report(s)</source>
        <translation>
            <numerusform>Told by %1 of %n report</numerusform>
            <numerusform>Told by %1 of %n reports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>showing %1 of %n report(s); the others are in View ▸ Reports</source>
        <translation>
            <numerusform>showing %1 of %n report; the others are in View ▸ Reports</numerusform>
            <numerusform>showing %1 of %n reports; the others are in View ▸ Reports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing %1 of %n report(s); the others are in View ▸ Reports</source>
        <translation>
            <numerusform>Showing %1 of %n report; the others are in View ▸ Reports</numerusform>
            <numerusform>Showing %1 of %n reports; the others are in View ▸ Reports</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::TimelineChartView</name>
    <message numerus="yes">
        <source>The sources disagree on %n field(s).</source>
        <translation>
            <numerusform>The sources disagree on %n field.</numerusform>
            <numerusform>The sources disagree on %n fields.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::TimelineExport</name>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disagreement(s)</source>
        <translation>
            <numerusform>%n disagreement</numerusform>
            <numerusform>%n disagreements</numerusform>
        </translation>
    </message>
</context>
</TS>
