<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb">
<context>
    <name>mt::ui::CandidateListModel</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>An event left out of the timeline: its type and player, e.g. &quot;Goal · Nasri&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Told by: %1</source>
        <translation>Fortalt av: %1</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Hendelse</translation>
    </message>
    <message>
        <source>Minute</source>
        <translation>Minutt</translation>
    </message>
    <message>
        <source>Why left out</source>
        <translation>Hvorfor utelatt</translation>
    </message>
</context>
<context>
    <name>mt::ui::ClaimListModel</name>
    <message>
        <source>Duration</source>
        <translation>Varighet</translation>
    </message>
    <message>
        <source>Goal count</source>
        <translation>Antall mål</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Ikke kontrollert</translation>
    </message>
    <message>
        <source>Agrees with the timeline</source>
        <translation>Stemmer med tidslinjen</translation>
    </message>
    <message>
        <source>Does not agree with the timeline</source>
        <translation>Stemmer ikke med tidslinjen</translation>
    </message>
    <message>
        <source>disputed by other reports</source>
        <translation>andre rapporter sier noe annet</translation>
    </message>
    <message>
        <source>Checked against: %1</source>
        <translation>Kontrollert mot: %1</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Påstand</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Kontroll</translation>
    </message>
</context>
<context>
    <name>mt::ui::ClaimSpans</name>
    <message>
        <source>%1 min</source>
        <extracomment>Label of a bracket over the timeline: the minutes reports say a run of goals took (&quot;9 min&quot;, &quot;9 or 10 min&quot;)</extracomment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source> or </source>
        <translation> eller </translation>
    </message>
    <message numerus="yes">
        <source>On the timeline: %1 to %2 (%n minute(s))</source>
        <translation>
            <numerusform>På tidslinjen: %1 til %2 (%n minutt)</numerusform>
            <numerusform>På tidslinjen: %1 til %2 (%n minutter)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::DisagreementModel</name>
    <message>
        <source>“%1” — %2</source>
        <translation>«%1» — %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Hendelse</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Values (sources)</source>
        <translation>Verdier (kilder)</translation>
    </message>
</context>
<context>
    <name>mt::ui::EventTableModel</name>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Hendelse</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detaljer</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Kilder</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>Uenigheter</translation>
    </message>
    <message>
        <source>How many reports tell the event</source>
        <translation>Hvor mange rapporter som forteller om hendelsen</translation>
    </message>
    <message>
        <source>What the reports disagree on</source>
        <translation>Hva rapportene er uenige om</translation>
    </message>
</context>
<context>
    <name>mt::ui::EventText</name>
    <message>
        <source>Goal</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Penalty awarded</source>
        <translation>Straffespark tildelt</translation>
    </message>
    <message>
        <source>Missed penalty</source>
        <translation>Straffebom</translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation>Gult kort</translation>
    </message>
    <message>
        <source>Second yellow</source>
        <translation>Andre gule kort</translation>
    </message>
    <message>
        <source>Red card</source>
        <translation>Rødt kort</translation>
    </message>
    <message>
        <source>Substitution</source>
        <translation>Bytte</translation>
    </message>
    <message>
        <source>Chance missed</source>
        <translation>Brent sjanse</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Redning</translation>
    </message>
    <message>
        <source>Foul</source>
        <translation>Regelbrudd</translation>
    </message>
    <message>
        <source>Injury</source>
        <translation>Skade</translation>
    </message>
    <message>
        <source>Disallowed goal</source>
        <translation>Annullert mål</translation>
    </message>
    <message>
        <source>VAR review</source>
        <translation>VAR-gjennomgang</translation>
    </message>
    <message>
        <source>Penalty goal</source>
        <translation>Straffemål</translation>
    </message>
    <message>
        <source>Own goal</source>
        <translation>Selvmål</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Brent sjanse</translation>
    </message>
    <message>
        <source>Minute</source>
        <translation>Minutt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>Målgivende</translation>
    </message>
    <message>
        <source>Player off</source>
        <translation>Spiller ut</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Motspiller</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Årsak</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Måltype</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>open play</source>
        <translation>åpent spill</translation>
    </message>
    <message>
        <source>header</source>
        <translation>hodestøt</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>straffe</translation>
    </message>
    <message>
        <source>free kick</source>
        <translation>frispark</translation>
    </message>
    <message>
        <source>own goal</source>
        <translation>selvmål</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hjemmelaget</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Bortelaget</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A range of match minutes, e.g. 1&apos;–45+&apos;</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>?&apos;</source>
        <translation>?&apos;</translation>
    </message>
    <message>
        <source>assist %1</source>
        <translation>målgivende %1</translation>
    </message>
    <message>
        <source>off %1</source>
        <translation>ut %1</translation>
    </message>
    <message>
        <source>against %1</source>
        <translation>mot %1</translation>
    </message>
    <message>
        <source>(not stated)</source>
        <translation>(ikke oppgitt)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>On: %1</source>
        <translation>Inn: %1</translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation>Spiller: %1</translation>
    </message>
    <message>
        <source>Assist: %1</source>
        <translation>Målgivende: %1</translation>
    </message>
    <message>
        <source>Off: %1</source>
        <translation>Ut: %1</translation>
    </message>
    <message>
        <source>Opponent: %1</source>
        <translation>Motspiller: %1</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Årsak: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Stilling: %1</translation>
    </message>
    <message numerus="yes">
        <source>Reported by %n source(s): %1</source>
        <translation>
            <numerusform>Omtalt av %n kilde: %1</numerusform>
            <numerusform>Omtalt av %n kilder: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Minute not stated; somewhere in %1</source>
        <translation>Minuttet er ikke oppgitt; et sted i %1</translation>
    </message>
    <message>
        <source>Minute not stated</source>
        <translation>Minuttet er ikke oppgitt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>unknown language</source>
        <translation>ukjent språk</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Chart label beside an event&apos;s icon: minute, player (&quot;56&apos; Nasri&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>mt::ui::InfoBar</name>
    <message>
        <source>Message</source>
        <translation>Melding</translation>
    </message>
    <message>
        <source>Show Details</source>
        <translation>Vis detaljer</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Lukk denne meldingen</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>Lukk meldingen</translation>
    </message>
    <message>
        <source>Hide Details</source>
        <translation>Skjul detaljer</translation>
    </message>
</context>
<context>
    <name>mt::ui::MainWindow</name>
    <message>
        <source>Match Timeline</source>
        <translation>Match Timeline</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Analysefremdrift</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Stop analysing and keep the reports shown before</source>
        <translation>Stopp analysen og behold rapportene som ble vist før</translation>
    </message>
    <message>
        <source>%v of %m reports</source>
        <translation>%v av %m rapporter</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Leser %1 …</translation>
    </message>
    <message>
        <source>Filter events (player, type, minute…)</source>
        <translation>Filtrer hendelser (spiller, type, minutt …)</translation>
    </message>
    <message>
        <source>Filter events</source>
        <translation>Filtrer hendelser</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Hendelser</translation>
    </message>
    <message>
        <source>Every event of the match, one per row</source>
        <translation>Alle hendelsene i kampen, én per rad</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>Uenigheter</translation>
    </message>
    <message>
        <source>Where the reports state different values for the same event</source>
        <translation>Der rapportene oppgir ulike verdier for samme hendelse</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>&amp;Open Reports…</source>
        <translation>&amp;Åpne rapporter …</translation>
    </message>
    <message>
        <source>Add report files to this match</source>
        <translation>Legg rapportfiler til denne kampen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Åpne &amp;nylige</translation>
    </message>
    <message>
        <source>Open &amp;Sample Match</source>
        <translation>Åpne &amp;eksempelkamp</translation>
    </message>
    <message>
        <source>Show the bundled sample: an invented match in four reports</source>
        <translation>Vis det medfølgende eksempelet: en oppdiktet kamp i fire rapporter</translation>
    </message>
    <message>
        <source>&amp;Close Report</source>
        <translation>&amp;Lukk rapport</translation>
    </message>
    <message>
        <source>Remove the focused report (or the last one) from the match</source>
        <translation>Fjern rapporten med fokus (eller den siste) fra kampen</translation>
    </message>
    <message>
        <source>Close &amp;All</source>
        <translation>Lu&amp;kk alle</translation>
    </message>
    <message>
        <source>Export Timeline as &amp;PNG…</source>
        <translation>Eksporter tidslinje som &amp;PNG …</translation>
    </message>
    <message>
        <source>Export Timeline as S&amp;VG…</source>
        <translation>Eksporter tidslinje som S&amp;VG …</translation>
    </message>
    <message>
        <source>Export Timeline as P&amp;DF…</source>
        <translation>Eksporter tidslinje som P&amp;DF …</translation>
    </message>
    <message>
        <source>Export &amp;Events as CSV…</source>
        <translation>Eksporter &amp;hendelser som CSV …</translation>
    </message>
    <message>
        <source>Export Analysis as &amp;JSON…</source>
        <translation>Eksporter analyse som &amp;JSON …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>R&amp;ediger</translation>
    </message>
    <message>
        <source>&amp;Find in Reports…</source>
        <translation>&amp;Finn i rapporter …</translation>
    </message>
    <message>
        <source>Search the text of every report</source>
        <translation>Søk i teksten til alle rapportene</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Finn &amp;neste</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Finn f&amp;orrige</translation>
    </message>
    <message>
        <source>Fi&amp;lter Events…</source>
        <translation>Fil&amp;trer hendelser …</translation>
    </message>
    <message>
        <source>Show only the events whose player, type or minute match</source>
        <translation>Vis bare hendelsene der spiller, type eller minutt passer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Events</source>
        <translation>&amp;Hendelser</translation>
    </message>
    <message>
        <source>&amp;Disagreements</source>
        <translation>&amp;Uenigheter</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;inn</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom u&amp;t</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Nullstill zoom</translation>
    </message>
    <message>
        <source>Dar&amp;k Palette</source>
        <translation>&amp;Mørk palett</translation>
    </message>
    <message>
        <source>Use dark colours whatever the desktop&apos;s theme</source>
        <translation>Bruk mørke farger uansett skrivebordstema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gå</translation>
    </message>
    <message>
        <source>&amp;Next Event</source>
        <translation>&amp;Neste hendelse</translation>
    </message>
    <message>
        <source>&amp;Previous Event</source>
        <translation>&amp;Forrige hendelse</translation>
    </message>
    <message>
        <source>Next &amp;Disagreement</source>
        <translation>Neste &amp;uenighet</translation>
    </message>
    <message>
        <source>Previous Di&amp;sagreement</source>
        <translation>Forrige u&amp;enighet</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Tidslinje</translation>
    </message>
    <message>
        <source>E&amp;vent Table</source>
        <translation>&amp;Hendelsestabell</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastatursnarveier</translation>
    </message>
    <message>
        <source>&amp;About Match Timeline</source>
        <translation>&amp;Om Match Timeline</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Om &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
    <message>
        <source>No reports found there.</source>
        <translation>Fant ingen rapporter der.</translation>
    </message>
    <message>
        <source>Those reports are already loaded.</source>
        <translation>Disse rapportene er allerede lastet inn.</translation>
    </message>
    <message>
        <source>Closed %1</source>
        <translation>Lukket %1</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyserer …</translation>
    </message>
    <message numerus="yes">
        <source>Analysing %n report(s)…</source>
        <translation>
            <numerusform>Analyserer %n rapport …</numerusform>
            <numerusform>Analyserer %n rapporter …</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analysen ble avbrutt.</translation>
    </message>
    <message>
        <source>%1 — Match Timeline</source>
        <translation>%1 — Match Timeline</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s)</source>
        <translation>
            <numerusform>%n rapport</numerusform>
            <numerusform>%n rapporter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n hendelse</numerusform>
            <numerusform>%n hendelser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disagreement(s)</source>
        <translation>
            <numerusform>%n uenighet</numerusform>
            <numerusform>%n uenigheter</numerusform>
        </translation>
    </message>
    <message>
        <source>Disagreements (%1)</source>
        <translation>Uenigheter (%1)</translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation>Hendelser (%1)</translation>
    </message>
    <message>
        <source>Match reports (*.txt *.md *.markdown *.html *.htm)</source>
        <translation>Kamprapporter (*.txt *.md *.markdown *.html *.htm)</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Tekstfiler (*.txt)</translation>
    </message>
    <message>
        <source>Markdown files (*.md *.markdown)</source>
        <translation>Markdown-filer (*.md *.markdown)</translation>
    </message>
    <message>
        <source>HTML files (*.html *.htm)</source>
        <translation>HTML-filer (*.html *.htm)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>Open Reports</source>
        <translation>Åpne rapporter</translation>
    </message>
    <message>
        <source>Export Timeline as PNG</source>
        <translation>Eksporter tidslinje som PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-bilder (*.png)</translation>
    </message>
    <message>
        <source>Export Timeline as SVG</source>
        <translation>Eksporter tidslinje som SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-bilder (*.svg)</translation>
    </message>
    <message>
        <source>Export Timeline as PDF</source>
        <translation>Eksporter tidslinje som PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-dokumenter (*.pdf)</translation>
    </message>
    <message>
        <source>Export Events as CSV</source>
        <translation>Eksporter hendelser som CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Export Analysis as JSON</source>
        <translation>Eksporter analyse som JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-filer (*.json)</translation>
    </message>
    <message>
        <source>match-timeline</source>
        <translation>kamptidslinje</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Eksporterte %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>This build cannot write JSON yet.</source>
        <translation>Denne versjonen kan ikke skrive JSON ennå.</translation>
    </message>
    <message>
        <source>Match Timeline %1</source>
        <translation>Match Timeline %1</translation>
    </message>
    <message>
        <source>Reads several reports of one football match, puts them on one match clock and shows where they disagree.</source>
        <translation>Leser flere rapporter fra én fotballkamp, legger dem på én kampklokke og viser hvor de er uenige.</translation>
    </message>
    <message>
        <source>Qt %1 (built with %2)</source>
        <translation>Qt %1 (bygget med %2)</translation>
    </message>
    <message>
        <source>ICU %1</source>
        <translation>ICU %1</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation>Lisens: %1</translation>
    </message>
    <message>
        <source>This program comes with absolutely no warranty. It is free software: you may redistribute it and change it under the terms of the GNU General Public License, version 3 or later.</source>
        <translation>Dette programmet leveres uten noen som helst garanti. Det er fri programvare: du kan videreformidle og endre det på vilkårene i GNU General Public License, versjon 3 eller senere.</translation>
    </message>
    <message>
        <source>About Match Timeline</source>
        <translation>Om Match Timeline</translation>
    </message>
    <message>
        <source>Filter reports (file, language…)</source>
        <translation>Filtrer rapporter (fil, språk …)</translation>
    </message>
    <message>
        <source>Filter reports</source>
        <translation>Filtrer rapporter</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Rapporter</translation>
    </message>
    <message>
        <source>Every loaded report; activating one shows its text beside the others</source>
        <translation>Alle innlastede rapporter; velg en for å vise teksten ved siden av de andre</translation>
    </message>
    <message>
        <source>Re&amp;ports</source>
        <translation>Ra&amp;pporter</translation>
    </message>
    <message>
        <source>Reports (%1)</source>
        <translation>Rapporter (%1)</translation>
    </message>
    <message>
        <source>Passed the last disagreement: back to the first.</source>
        <translation>Forbi den siste uenigheten: tilbake til den første.</translation>
    </message>
    <message>
        <source>Passed the first disagreement: on to the last.</source>
        <translation>Forbi den første uenigheten: videre til den siste.</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>Åpne &amp;mappe …</translation>
    </message>
    <message>
        <source>Add every report in a folder (and its subfolders) to this match</source>
        <translation>Legg til alle rapportene i en mappe (og dens undermapper) i denne kampen</translation>
    </message>
    <message>
        <source>The sample match could not be opened: %1</source>
        <translation>Eksempelkampen kunne ikke åpnes: %1</translation>
    </message>
    <message numerus="yes">
        <source>Add these reports to the %n open report(s), or replace them?</source>
        <translation>
            <numerusform>Legge disse rapportene til den %n åpne rapporten, eller erstatte den?</numerusform>
            <numerusform>Legge disse rapportene til de %n åpne rapportene, eller erstatte dem?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Legg til</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Erstatt</translation>
    </message>
    <message>
        <source>No report could be read:</source>
        <translation>Ingen rapport kunne leses:</translation>
    </message>
    <message>
        <source>Problems with some reports; everything else was loaded:</source>
        <translation>Problemer med noen rapporter; alt annet ble lastet inn:</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n report(s) could be read.</source>
        <translation>
            <numerusform>%n rapport kunne ikke leses.</numerusform>
            <numerusform>Ingen av de %n rapportene kunne leses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Problems with %n report(s); everything else was loaded.</source>
        <translation>
            <numerusform>Problemer med %n rapport; alt annet ble lastet inn.</numerusform>
            <numerusform>Problemer med %n rapporter; alt annet ble lastet inn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Åpne mappe</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 mislyktes: %2</translation>
    </message>
    <message>
        <source>Interface language: %1</source>
        <translation>Språk i programmet: %1</translation>
    </message>
    <message>
        <source>Clai&amp;ms</source>
        <translation>Påstan&amp;der</translation>
    </message>
    <message>
        <source>Le&amp;ft Out</source>
        <translation>Ute&amp;latt</translation>
    </message>
    <message>
        <source>Show the events the reports tell that the timeline leaves out, and why</source>
        <translation>Vis hendelsene rapportene forteller om som tidslinjen utelater, og hvorfor</translation>
    </message>
    <message>
        <source>Claims (%1)</source>
        <translation>Påstander (%1)</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Påstander</translation>
    </message>
    <message>
        <source>Left Out (%1)</source>
        <translation>Utelatt (%1)</translation>
    </message>
    <message>
        <source>Left Out</source>
        <translation>Utelatt</translation>
    </message>
    <message>
        <source>Filter claims (text, report…)</source>
        <translation>Filtrer påstander (tekst, rapport …)</translation>
    </message>
    <message>
        <source>Filter claims</source>
        <translation>Filtrer påstander</translation>
    </message>
    <message>
        <source>What the reports claim about the match as a whole, checked against the timeline</source>
        <translation>Det rapportene påstår om kampen som helhet, kontrollert mot tidslinjen</translation>
    </message>
    <message>
        <source>Filter left-out events (player, reason…)</source>
        <translation>Filtrer utelatte hendelser (spiller, grunn …)</translation>
    </message>
    <message>
        <source>Filter left-out events</source>
        <translation>Filtrer utelatte hendelser</translation>
    </message>
    <message>
        <source>Events the reports tell that the timeline leaves out, with the reason</source>
        <translation>Hendelser rapportene forteller om som tidslinjen utelater, med grunnen</translation>
    </message>
    <message>
        <source>Passed the last report telling it: back to the first.</source>
        <extracomment>Status bar: Next Report Telling It went past the last such report</extracomment>
        <translation>Forbi den siste rapporten som nevner den: tilbake til den første.</translation>
    </message>
    <message>
        <source>Passed the first report telling it: on to the last.</source>
        <translation>Forbi den første rapporten som nevner den: videre til den siste.</translation>
    </message>
    <message>
        <source>No event is selected: select one to walk the reports telling it.</source>
        <extracomment>Status bar: Next / Previous Report Telling It with no event selected</extracomment>
        <translation>Ingen hendelse er valgt: velg en for å gå gjennom rapportene som nevner den.</translation>
    </message>
    <message>
        <source>No report tells the selected event.</source>
        <extracomment>Status bar: Next / Previous Report Telling It when no loaded report tells it</extracomment>
        <translation>Ingen rapport nevner den valgte hendelsen.</translation>
    </message>
    <message>
        <source>Next &amp;Report Telling It</source>
        <extracomment>Go menu: brings the next report (in report order) that tells the selected event</extracomment>
        <translation>Neste &amp;rapport som nevner den</translation>
    </message>
    <message>
        <source>Bring the next report that tells the selected event into view</source>
        <extracomment>Status tip of Go &gt; Next Report Telling It</extracomment>
        <translation>Vis neste rapport som nevner den valgte hendelsen</translation>
    </message>
    <message>
        <source>Previous Report Te&amp;lling It</source>
        <extracomment>Go menu: brings the previous report (in report order) that tells the selected event</extracomment>
        <translation>Forrige rapport som nevner &amp;den</translation>
    </message>
    <message>
        <source>Bring the previous report that tells the selected event into view</source>
        <extracomment>Status tip of Go &gt; Previous Report Telling It</extracomment>
        <translation>Vis forrige rapport som nevner den valgte hendelsen</translation>
    </message>
</context>
<context>
    <name>mt::ui::RecentFiles</name>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>&amp;Tøm listen</translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n more</source>
        <translation>
            <numerusform>%1 + %n til</numerusform>
            <numerusform>%1 + %n til</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::ReportListModel</name>
    <message>
        <source>Set aside: %1</source>
        <translation>Lagt til side: %1</translation>
    </message>
    <message>
        <source>No language pack: read for names, minutes and scores only</source>
        <translation>Ingen språkpakke: bare lest for navn, minutter og resultater</translation>
    </message>
    <message>
        <source>%1
%2, %3</source>
        <translation>%1
%2, %3</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Hendelser</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Merknader</translation>
    </message>
</context>
<context>
    <name>mt::ui::SampleMatch</name>
    <message>
        <source>Cannot create %1</source>
        <translation>Kan ikke opprette %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>This build has no sample match.</source>
        <translation>Denne versjonen har ingen eksempelkamp.</translation>
    </message>
</context>
<context>
    <name>mt::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastatursnarveier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Snarvei</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastatursnarveier</translation>
    </message>
    <message>
        <source> or </source>
        <translation> eller </translation>
    </message>
    <message>
        <source>Timeline: previous / next event</source>
        <translation>Tidslinje: forrige / neste hendelse</translation>
    </message>
    <message>
        <source> / </source>
        <translation> / </translation>
    </message>
    <message>
        <source>Timeline: zoom in / out</source>
        <translation>Tidslinje: zoom inn / ut</translation>
    </message>
    <message>
        <source>Mouse wheel, drag across minutes, + / −</source>
        <translation>Musehjul, dra over minuttene, + / −</translation>
    </message>
    <message>
        <source>Timeline: pan</source>
        <translation>Tidslinje: panorer</translation>
    </message>
    <message>
        <source>Shift + mouse wheel</source>
        <translation>Shift + musehjul</translation>
    </message>
    <message>
        <source>Timeline: reset zoom</source>
        <translation>Tidslinje: nullstill zoom</translation>
    </message>
</context>
<context>
    <name>mt::ui::SourcePane</name>
    <message numerus="yes">
        <source>%1 · %n event(s) found</source>
        <translation>
            <numerusform>%1 · %n hendelse funnet</numerusform>
            <numerusform>%1 · %n hendelser funnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Close this report (%1 while its text has focus)</source>
        <translation>Lukk denne rapporten (%1 når teksten har fokus)</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>Lukk %1</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>Rapport %1</translation>
    </message>
    <message>
        <source>Text of the report, with the selected event&apos;s sentences highlighted</source>
        <translation>Teksten i rapporten, med setningene om den valgte hendelsen uthevet</translation>
    </message>
    <message>
        <source>Report %1, %2</source>
        <translation>Rapport %1, %2</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Merknad</translation>
    </message>
    <message>
        <source>This report does not mention the %1.</source>
        <translation>Denne rapporten nevner ikke %1.</translation>
    </message>
    <message>
        <source>About another match: %1</source>
        <extracomment>Tooltip over a paragraph of a report that is about another match than the loaded one; %1 is that match, e.g. &quot;Arsenal v Chelsea&quot;</extracomment>
        <translation>Om en annen kamp: %1</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <extracomment>Another match named by its teams, home first (&quot;Arsenal v Chelsea&quot;)</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>About another match</source>
        <extracomment>Tooltip over a paragraph about another match whose teams are not known</extracomment>
        <translation>Om en annen kamp</translation>
    </message>
    <message>
        <source>%1 not stated</source>
        <extracomment>In a report pane&apos;s &quot;States:&quot; line: the report gives no value for a field that other reports dispute; %1 is the field&apos;s name in lower case (&quot;assist&quot;)</extracomment>
        <translation>%1 ikke oppgitt</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>In a report pane&apos;s &quot;States:&quot; line: the player coming on</extracomment>
        <translation>inn %1</translation>
    </message>
    <message>
        <source>off %1</source>
        <extracomment>In a report pane&apos;s &quot;States:&quot; line: the player going off</extracomment>
        <translation>ut %1</translation>
    </message>
    <message>
        <source>assist %1</source>
        <extracomment>In a report pane&apos;s &quot;States:&quot; line: who set the goal up</extracomment>
        <translation>målgivende %1</translation>
    </message>
    <message>
        <source>against %1</source>
        <extracomment>In a report pane&apos;s &quot;States:&quot; line: the opponent (the shooter a keeper saved from, the player fouled)</extracomment>
        <translation>mot %1</translation>
    </message>
    <message>
        <source>Tells it without a minute or a name</source>
        <extracomment>A report pane&apos;s line when the report tells the selected event but gives neither its minute nor any name</extracomment>
        <translation>Nevner den uten minutt eller navn</translation>
    </message>
    <message>
        <source>States: %1</source>
        <extracomment>A report pane&apos;s line: what this report states of the selected event, e.g. &quot;States: 56&apos; · Samir Nasri · assist David Silva&quot;</extracomment>
        <translation>Oppgir: %1</translation>
    </message>
    <message>
        <source>Marked values are disputed by other reports</source>
        <extracomment>Tooltip of a report pane&apos;s &quot;States:&quot; line with values marked</extracomment>
        <translation>Andre rapporter sier noe annet om de markerte verdiene</translation>
    </message>
</context>
<context>
    <name>mt::ui::SourcePanesView</name>
    <message>
        <source>Reports</source>
        <translation>Rapporter</translation>
    </message>
    <message>
        <source>The loaded reports side by side, one pane each</source>
        <translation>De innlastede rapportene side om side, én rute hver</translation>
    </message>
    <message>
        <source>No reports loaded.
Open reports with File ▸ Open Reports…, drop files or folders here, or try File ▸ Open Sample Match.</source>
        <translation>Ingen rapporter er lastet inn.
Åpne rapporter med Fil ▸ Åpne rapporter …, slipp filer eller mapper her, eller prøv Fil ▸ Åpne eksempelkamp.</translation>
    </message>
    <message>
        <source>Find in reports</source>
        <translation>Finn i rapporter</translation>
    </message>
    <message>
        <source>Marks the text in every report; Enter finds the next match, Shift+Enter the previous one, Escape closes</source>
        <translation>Markerer teksten i alle rapportene; Enter finner neste treff, Shift+Enter det forrige, Escape lukker</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Forrige treff</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Neste treff</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Lukk søkefeltet</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Ikke funnet</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n treff</numerusform>
            <numerusform>%n treff</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n report(s)</source>
        <translation>
            <numerusform>i %n rapport</numerusform>
            <numerusform>i %n rapporter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Told by %1 of %n report(s)</source>
        <translation>
            <numerusform>Fortalt av %1 av %n rapport</numerusform>
            <numerusform>Fortalt av %1 av %n rapporter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>showing %1 of %n report(s); the others are in View ▸ Reports</source>
        <translation>
            <numerusform>viser %1 av %n rapport; de andre står under Vis ▸ Rapporter</numerusform>
            <numerusform>viser %1 av %n rapporter; de andre står under Vis ▸ Rapporter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing %1 of %n report(s); the others are in View ▸ Reports</source>
        <translation>
            <numerusform>Viser %1 av %n rapport; de andre står under Vis ▸ Rapporter</numerusform>
            <numerusform>Viser %1 av %n rapporter; de andre står under Vis ▸ Rapporter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mt::ui::TimelineChartView</name>
    <message>
        <source>Timeline</source>
        <translation>Tidslinje</translation>
    </message>
    <message>
        <source>%1  %2  %3</source>
        <extracomment>Chart title: home team, score, away team</extracomment>
        <translation>%1  %2  %3</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Sources disagree</source>
        <translation>Kildene er uenige</translation>
    </message>
    <message>
        <source>Minute uncertain (range)</source>
        <translation>Usikkert minutt (intervall)</translation>
    </message>
    <message>
        <source>No team</source>
        <translation>Uten lag</translation>
    </message>
    <message>
        <source>First-half added time</source>
        <translation>Tilleggstid i første omgang</translation>
    </message>
    <message>
        <source>Second-half added time</source>
        <translation>Tilleggstid i andre omgang</translation>
    </message>
    <message>
        <source>Added time</source>
        <translation>Tilleggstid</translation>
    </message>
    <message>
        <source>Match events by minute: home team above the centre line, away team below. Left and Right select events; the wheel zooms; Home resets the zoom.</source>
        <translation>Kamphendelser minutt for minutt: hjemmelaget over midtlinjen, bortelaget under. Venstre og høyre piltast velger hendelser; musehjulet zoomer; Home nullstiller zoomen.</translation>
    </message>
    <message numerus="yes">
        <source>The sources disagree on %n field(s).</source>
        <translation>
            <numerusform>Kildene er uenige om %n felt.</numerusform>
            <numerusform>Kildene er uenige om %n felter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Valgt: %1</translation>
    </message>
    <message>
        <source>%1 (the goals drawn make %2)</source>
        <extracomment>Chart title when the goals drawn do not add up to the final score (&quot;3–2&quot;)</extracomment>
        <translation>%1 (målene som er tegnet, gir %2)</translation>
    </message>
    <message>
        <source>time unknown</source>
        <translation>ukjent tid</translation>
    </message>
    <message>
        <source>Time unknown: no report gives these events a minute</source>
        <translation>Ukjent tid: ingen rapport gir disse hendelsene et minutt</translation>
    </message>
    <message>
        <source>?</source>
        <extracomment>Short axis label of the &quot;time unknown&quot; strip, where the long one does not fit</extracomment>
        <translation>?</translation>
    </message>
</context>
<context>
    <name>mt::ui::TimelineExport</name>
    <message>
        <source>Match timeline</source>
        <translation>Kamptidslinje</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n hendelse</numerusform>
            <numerusform>%n hendelser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disagreement(s)</source>
        <translation>
            <numerusform>%n uenighet</numerusform>
            <numerusform>%n uenigheter</numerusform>
        </translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Kilder</translation>
    </message>
    <message>
        <source>Unknown image format “%1”: use .png, .svg or .pdf.</source>
        <translation>Ukjent bildeformat «%1»: bruk .png, .svg eller .pdf.</translation>
    </message>
    <message>
        <source>Could not encode the PNG image.</source>
        <translation>Kunne ikke kode PNG-bildet.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan ikke skrive %1: %2</translation>
    </message>
</context>
<context>
    <name>mt::ui::TimelineScale</name>
    <message>
        <source>HT</source>
        <extracomment>Axis markers: half-time, full-time, end of extra-time halves</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>FT</source>
        <translation>Slutt</translation>
    </message>
    <message>
        <source>ET½</source>
        <translation>EO½</translation>
    </message>
    <message>
        <source>AET</source>
        <translation>EEO</translation>
    </message>
</context>
</TS>
