// Catalogs hold whole sentences: long string literals are kept on one line.
// swift-format-ignore-file: LineLength

import HIndexCore

extension Catalog {
    /// German (`de`).
    static let germanMessages: [MessageKey: String] = [
        // Layout and 404.
        .generated: "Erstellt mit hindex-site.",
        .generatedOn: "Erstellt mit hindex-site am {date}.",
        .feedTitle: "{name}: Neuigkeiten",
        .skipToContent: "Zum Inhalt springen",
        .siteNavigation: "Website",
        .methodology: "Methodik",
        .notFoundTitle: "Seite nicht gefunden",
        .notFoundText:
            "Unter dieser Adresse gibt es keine Seite. Sie wurde vielleicht verschoben, oder der Eintrag der Person wurde entfernt.",
        .goToLeaderboard: "Zur Rangliste",
        .sentenceSeparator: " ",
        .listSeparator: ", ",
        .listAnd: "{list} und {last}",

        // Leaderboards.
        .siteOrderedBy: "{site}, sortiert nach {noun}",
        .departmentOrderedBy: "{department}, nach {noun}",
        .departmentDescription: "h-Index-Rangliste: {department}",
        .breadcrumb: "Navigationspfad",
        .allScientists: "Alle Forschenden",
        .allDepartments: "Alle Institute",
        .filterByDepartment: "Nach Institut filtern",
        .departments: "Institute",
        .department: "Institut",
        .noScientistsYet:
            "Noch keine Einträge in der Rangliste. Zum Hinzufügen eine Datei unter <code>content/scientists/</code> anlegen und die Website neu erstellen.",
        .sharedRank: "geteilter Rang {rank}",
        .notRankedNoValue: "ohne Rang: kein Wert",
        .notRankedNoData: "ohne Rang: keine Zitationsdaten",
        .dataStaleSince: "Daten veraltet seit dem {day}",
        .staleMark: "(veraltet)",
        .noCitationDataRow: "keine Zitationsdaten: siehe die Seite der Person",
        .noDataNote:
            "<strong>Keine Zitationsdaten</strong>: {reason}, daher werden keine Kennzahlen gezeigt.",
        .noDataNoSource: "für diese Person ist keine Zitationsquelle eingerichtet",
        .noDataUnreadable:
            "die Zitationsquelle konnte nicht gelesen werden (die Hinweise unten nennen den Grund)",
        .noteSharedRank:
            "„=“ kennzeichnet einen geteilten Rang: Diese Personen haben denselben Wert.",
        .noteLowerBound:
            "„≥“ kennzeichnet eine Untergrenze: Die Publikationsliste der Zitationsquelle ist abgeschnitten, der wahre Wert kann also höher sein.",
        .noteMissingData:
            "„–“ in der Spalte Rang kennzeichnet eine Person ohne Zitationsdaten (keine Quelle eingerichtet, oder sie konnte nicht gelesen werden); die Seite der Person nennt den Grund.",
        .noteStale:
            "„(veraltet)“ kennzeichnet eine Person, deren Daten nicht aktualisiert werden konnten: Gezeigt wird die letzte gültige Kopie, und die Seite der Person sagt, seit wann und warum.",
        .noteTrend:
            "Trend: die Änderung des h-Index seit der letzten Aktualisierung mit anderen Daten, laut dem im Cache gespeicherten Kennzahlenverlauf: ▲ Anstieg, ▼ Rückgang, „– 0“ keine Änderung, „–“ allein noch keine früheren Daten.",
        .noteDefinitions:
            "Definitionen, Quellen und Einschränkungen zu {metrics}: siehe die Seite zur Methodik.",
        .rank: "Rang",
        .name: "Name",
        .captionRanked: "Forschende nach h-Index",
        .captionOrdered: "Forschende sortiert nach {noun}",
        .departmentCaptionRanked: "{department}: Forschende nach h-Index",
        .departmentCaptionOrdered: "{department}: Forschende sortiert nach {noun}",
        .scholar: "Scholar",
        .profileOf: "Profil von {name}",
        .homepage: "Homepage",
        .homepageOf: "von {name}",
        .noEarlierDataTitle: "keine früheren Daten im Kennzahlenverlauf",
        .noEarlierData: "keine früheren Daten zum Vergleich",
        .recentUnknown: "unbekannt: Die Arbeiten haben kein Erscheinungsjahr",
        .publishedSince: "seit {year} erschienene Arbeiten",
        .dataFetchedOn:
            "Daten abgerufen am {day}; die Seite jeder Person nennt den Tag jeder Quelle.",
        .dataFetchedBetween:
            "Daten abgerufen zwischen dem {first} und dem {last}; die Seite jeder Person nennt den Tag jeder Quelle.",
        .savedPagesAll:
            "Die Daten aller Personen stammen aus unter content/ gespeicherten Seiten, nicht aus einem Abruf bei der Aktualisierung.",
        .savedPagesOne:
            "Die Daten von {count} Person stammen aus unter content/ gespeicherten Seiten, nicht aus einem Abruf bei der Aktualisierung.",
        .savedPagesOther:
            "Die Daten von {count} Personen stammen aus unter content/ gespeicherten Seiten, nicht aus einem Abruf bei der Aktualisierung.",
        .filterAllPrefix: "Alle angezeigt: ",
        .filterAllSuffix: ".",
        .filterScientistOne: "Person",
        .filterScientistOther: "Personen",
        .filterNoMatchPrefix: "Keine Person passt zu „",
        .filterNoMatchSuffix: "“.",
        .filterShowingPrefix: "Angezeigt: ",
        .filterShowingOf: " von ",
        .filterShowingSuffix: ".",
        .filterByName: "Nach Name filtern",
        .downloadLeaderboard: "Rangliste als {csv} oder {json} herunterladen.",
        .orderLabelHIndex: "h-Index",
        .orderLabelI10Index: "i10-Index",
        .orderLabelCitations: "Zitationen",
        .orderLabelRecentHIndex: "h neuerer Arbeiten",
        .orderLabelTrend: "Trend",
        .orderNounHIndex: "h-Index",
        .orderNounI10Index: "i10-Index",
        .orderNounCitations: "Zitationen",
        .orderNounRecentHIndex: "h-Index neuerer Arbeiten",
        .orderNounTrend: "Änderung des h-Index",
        .orderByHIndex:
            "Nach h-Index geordnet; Personen mit gleichem h-Index teilen sich einen Rang und sind nach Zitationen, dann i10-Index, dann Name aufgeführt.",
        .orderByTrend:
            "Sortiert nach der Änderung des h-Index seit dem letzten abweichenden Eintrag des Kennzahlenverlaufs, größter Anstieg zuerst; gleiche Änderungen teilen sich einen Rang und sind nach h-Index, dann Zitationen, dann i10-Index, dann Name aufgeführt. Personen ohne Verlauf stehen am Ende.",
        .orderByRecentHIndex:
            "Sortiert nach dem h-Index neuerer Arbeiten (dem h-Index der im jüngsten Zeitfenster erschienenen Arbeiten); gleiche Werte teilen sich einen Rang und sind nach h-Index, dann Zitationen, dann i10-Index, dann Name aufgeführt. Personen, deren Arbeiten kein Erscheinungsjahr haben, stehen am Ende.",
        .orderByMetric:
            "Sortiert nach {noun}; Personen mit gleichem Wert ({noun}) teilen sich einen Rang und sind nach h-Index, dann Zitationen, dann i10-Index, dann Name aufgeführt.",
        .trendUnchanged: "h-Index unverändert seit dem {day} (vorher {previous})",
        .trendUp: "h-Index um {change} gestiegen seit dem {day} (vorher {previous})",
        .trendDown: "h-Index um {change} gesunken seit dem {day} (vorher {previous})",

        // Metrics.
        .metricHIndex: "h-Index",
        .metricGIndex: "g-Index",
        .metricI10Index: "i10-Index",
        .metricEIndex: "e-Index",
        .metricMQuotient: "m-Quotient",
        .metricHINorm: "hI,norm",
        .metricHIAnnual: "hI,annual",
        .metricPapers: "Arbeiten",
        .metricCitations: "Zitationen",
        .metricCitationsPerYear: "Zitationen pro Jahr",
        .metricCitationsPerPaper: "Zitationen pro Arbeit",
        .metricAuthorsPerPaper: "Autoren pro Arbeit",
        .metricRecentHIndex: "h-Index neuerer Arbeiten",
        .metricRecentCitations: "Zitationen neuerer Arbeiten",
        .summaryHIndex: "Das größte h, sodass h Arbeiten jeweils mindestens h Zitationen haben.",
        .summaryGIndex:
            "Das größte g, sodass die g meistzitierten Arbeiten zusammen mindestens g² Zitationen haben (höchstens die Zahl der Arbeiten).",
        .summaryI10Index: "Die Zahl der Arbeiten mit mindestens 10 Zitationen.",
        .summaryEIndex:
            "Die Quadratwurzel der Zitationen der h-Kern-Arbeiten über die h² hinaus, die der h-Index braucht.",
        .summaryMQuotient: "Der h-Index geteilt durch das akademische Alter in Jahren.",
        .summaryHINorm:
            "Der h-Index, nachdem die Zitationen jeder Arbeit durch ihre Autorenzahl geteilt wurden.",
        .summaryHIAnnual: "hI,norm geteilt durch das akademische Alter in Jahren.",
        .summaryPapers: "Die Zahl der gezählten Arbeiten.",
        .summaryCitations: "Die Gesamtzahl der Zitationen der gezählten Arbeiten.",
        .summaryCitationsPerYear: "Zitationen geteilt durch das akademische Alter in Jahren.",
        .summaryCitationsPerPaper: "Zitationen geteilt durch Arbeiten.",
        .summaryAuthorsPerPaper: "Die mittlere Autorenzahl der Arbeiten mit Autorenliste.",
        .summaryRecentHIndex: "Der h-Index der im jüngsten Zeitfenster erschienenen Arbeiten.",
        .summaryRecentCitations:
            "Die Zitationen der im jüngsten Zeitfenster erschienenen Arbeiten.",

        // Scientist page.
        .scientistDescription: "h-Index, Zitationen und Publikationen von {name}",
        .noSourceLoaded: "Für diese Person wurde keine Zitationsquelle geladen.",
        .listTruncatedLowerBounds:
            "Die Liste ist abgeschnitten, die Kennzahlen sind also Untergrenzen.",
        .leftOutBySurnameOne:
            "{count} Suchtreffer anderer Autoren wurde ausgelassen (Nachnamenfilter).",
        .leftOutBySurnameOther:
            "{count} Suchtreffer anderer Autoren wurden ausgelassen (Nachnamenfilter).",
        .publicationsCountOne: "{count} Publikation",
        .publicationsCountOther: "{count} Publikationen",
        .sourceFrom: "Quelle: {source}, von {origin} ({publications}).",
        .dataFetched: "{what}: Daten abgerufen am {day}.",
        .dataFetchedStale:
            "{what}: Daten abgerufen am {day}, <strong class=\"stale\">veraltet seit dem {since}</strong>: Die letzte Aktualisierung ist fehlgeschlagen (siehe die Hinweise).",
        .notices: "Hinweise",
        .biography: "Biografie",
        .noPublicationsLoaded:
            "Für diese Person konnten keine Publikationen geladen werden; die Hinweise oben nennen den Grund.",
        .noPublicationsNoSource:
            "Keine Publikationen anzuzeigen: Für diese Person ist keine Zitationsquelle eingerichtet.",
        .noPublicationsListed:
            "Keine Publikationen anzuzeigen: Die Zitationsquelle führt für diese Person keine auf.",
        .publications: "Publikationen",
        .theCitationSource: "die Zitationsquelle",
        .citationSource: "Zitationsquelle",
        .authors: "Autoren",
        .venue: "Publikationsort",
        .year: "Jahr",
        .citations: "Zitationen",
        .title: "Titel",
        .role: "Rolle",
        .publicationsCaption:
            "Publikationen (Quelle: {source}), meistzitierte zuerst ({listed} aufgeführt, {counted} gezählt)",
        .notGivenBySource: "von der Quelle nicht angegeben",
        .roleCore: "im h-Kern",
        .roleBoundary: "gleichauf an der Grenze",
        .roleOutside: "erhöht h nicht",
        .roleExcluded: "ausgeschlossen",
        .roleCoreExplanation: "zählt für den h-Index: eine der h meistzitierten Arbeiten.",
        .roleBoundaryExplanation:
            "teilt die Zitationszahl an der Grenze mit anderen Arbeiten; nur einige davon werden für h gebraucht, und welche, ist beliebig.",
        .roleOutsideExplanation:
            "gezählt, hat aber zu wenige Zitationen, um den h-Index zu erhöhen.",
        .roleExcludedExplanation:
            "nicht gezählt: von Hand ausgeschlossen, als mögliche Namensverwechslung ausgelassen oder nicht in einer Liste, die allein entscheidet.",
        .exclusionManual: "von Hand",
        .exclusionNotOnReferenceList: "nicht in der Referenzliste",
        .exclusionDuplicate: "doppelte Zeile",
        .exclusionManualExplanation: "in der Inhaltsdatei der Person unter exclude aufgeführt.",
        .exclusionNotOnReferenceListExplanation:
            "fehlt in der Referenzliste der Person (Homepage, ORCID, DBLP oder BibTeX), wenn die Liste als vollständig angegeben ist oder wenn die Quelle eine Namenssuche ist und nichts die Arbeit mit der Person verbindet.",
        .exclusionDuplicateExplanation:
            "eine andere Zeile derselben Quelle ist dieselbe Arbeit; die Zeilen wurden zusammengeführt, die höhere Zitationszahl bleibt.",
        .exclusionPossibleNamesake: "mögliche Namensverwechslung",
        .exclusionPossibleNamesakeExplanation:
            "die Indizien sprechen dafür, dass eine andere Person gleichen Namens sie verfasst hat: Ihre Koautoren sind nicht mit den Arbeiten der Liste verbunden und ihr Thema liegt fern von deren Themen, oder ein Autor mit dem Nachnamen der Person trägt andere Vornamen.",
        .attributionConfirmed: "in der Liste",
        .attributionAttributed: "zugeschrieben",
        .attributionUndecided: "ungeklärt",
        .attributionPossibleNamesake: "mögliche Namensverwechslung",
        .attributionConfirmedExplanation:
            "einem Eintrag der Publikationsliste der Person zugeordnet (über DOI, arXiv-ID oder Titel) oder unter include genannt.",
        .attributionAttributedExplanation:
            "nicht in der Liste, aber mit der Person verbunden: Sie hat Koautoren mit Arbeiten der Liste gemeinsam (direkt oder über andere Arbeiten), oder sie teilt deren Thema oder Publikationsort, und ihre Koautoren bilden keinen eigenen Kreis. Sie zählt.",
        .attributionUndecidedExplanation:
            "nicht in der Liste, und nichts verbindet sie mit der Person oder grenzt sie von deren Arbeiten ab. Sie zählt, wenn die Quelle das eigene Profil oder der Autoreneintrag der Person ist, nicht aber bei einer Namenssuche.",
        .attributionPossibleNamesakeExplanation:
            "nicht in der Liste, und die Indizien grenzen sie von den Arbeiten der Person ab: Ihre Koautoren sind nicht mit den Arbeiten der Liste verbunden und ihr Thema liegt fern von deren Themen (oder, wenn die Liste als vollständig gilt, nicht nahe daran, oder so viele Arbeiten teilen diese Koautoren, dass ihr Fehlen in der Liste kein Zufall sein kann), oder ein Autor mit dem Nachnamen der Person trägt andere Vornamen. Sie zählt nie.",
        .attributionEvidenceLabel: "Indizien",
        .attributionHeading: "Arbeiten, die in der Liste der Person fehlen",
        .attributionIntro:
            "Die eigene Publikationsliste einer Person bestätigt Arbeiten; eine darin fehlende Arbeit ist deshalb noch nicht einer anderen Person zuzurechnen, denn viele Listen sind eine Auswahl („Ausgewählte Publikationen“) oder unvollständig. Jede Arbeit der Zitationsquelle wird nach ihren Indizien eingeordnet: den Koautoren, die sie mit Arbeiten der Liste gemeinsam hat (direkt oder über eine Kette von Arbeiten mit gemeinsamen Koautoren), den Wörtern ihres Titels und Publikationsorts im Vergleich mit denen der Arbeiten der Liste (gewichtet danach, wie selten jedes Wort unter den Arbeiten der Person ist), ihrem Publikationsort, ihrem Erscheinungsjahr im Vergleich mit den Jahren der Arbeiten der Liste sowie dem Autorennamen, unter dem sie geführt wird.",
        .attributionCounting:
            "Arbeiten in der Liste und zugeschriebene Arbeiten zählen; ungeklärte Arbeiten zählen, wenn die Quelle das eigene Profil oder der Autoreneintrag der Person ist (Google-Scholar-Profil, OpenAlex- oder Semantic-Scholar-Autor), nicht aber bei einer Namenssuche; mögliche Namensverwechslungen zählen nie. Die manuellen Angaben include und exclude haben immer Vorrang.",
        .attributionListKinds:
            "Die Liste einer Person kann als vollständig angegeben werden, in diesem Fall zählen nur die darin enthaltenen Arbeiten, oder als Auswahl; andernfalls entscheiden ihr eigener Wortlaut („Ausgewählte Publikationen“) und der Anteil der Zitationsquelle, den sie abdeckt, darüber, wie sie eingeordnet wird. Die Seite jeder Person gibt an, wie die Liste eingeordnet wurde.",

        // Summary card.
        .affiliation: "Einrichtung",
        .profiles: "Profile",
        .profileHomepage: "Homepage",
        .dataAsOf: "Datenstand",
        .dataAsOfDay: "Datenstand: {day}.",
        .dataAsOfRange: "Datenstand: {first} bis {last}.",
        .profileOwnFigures: "Werte der Quelle ({source}): {figures}.",
        .profileFigure: "{metric} {all}",
        .profileFigureSince: "{metric} {all} (seit {year}: {recent})",
        .summary: "Übersicht",
        .notComputable: "aus den Daten nicht berechenbar",
        .computedFromTruncated: "aus einer abgeschnittenen Liste berechnet",
        .lowerBoundTruncated: "(Untergrenze: Die Liste der Quelle ist abgeschnitten)",
        .profileStates: "(laut Profil {value})",
        .academicAgeOne: "Akademisches Alter: {years} Jahr ({first} bis Datenjahr {now}).",
        .academicAgeOther: "Akademisches Alter: {years} Jahre ({first} bis Datenjahr {now}).",
        .noPublicationYears:
            "Es sind keine Erscheinungsjahre bekannt, daher werden die Kennzahlen pro Jahr nicht berechnet.",
        .recentBasisOne:
            "Die Kennzahlen der letzten Jahre zählen die {count} Arbeit, die {from}–{now} erschienen ist (ein Zeitfenster von {window} Jahren).",
        .recentBasisOther:
            "Die Kennzahlen der letzten Jahre zählen die {count} Arbeiten, die {from}–{now} erschienen sind (ein Zeitfenster von {window} Jahren).",
        .authorsBasis:
            "hI,norm und Autoren pro Arbeit beruhen auf den Arbeiten mit Autorenliste: {with} von {papers}.",
        .authorsBasisAbbreviated:
            "hI,norm und Autoren pro Arbeit beruhen auf den Arbeiten mit Autorenliste: {with} von {papers}; {abbreviated}.",
        .abbreviatedListsOne:
            "{count} Liste wurde von der Quelle gekürzt und als die gezeigten Namen plus einer gezählt",
        .abbreviatedListsOther:
            "{count} Listen wurden von der Quelle gekürzt und als die gezeigten Namen plus einer gezählt",
        .moreCitationsOne: "{count} weitere Zitation",
        .moreCitationsOther: "{count} weitere Zitationen",
        .quotedTitle: "„<cite>{title}</cite>“",
        .needsOnPaperOne: "Für h = {target} benötigt: {more} für {paper}.",
        .needsOnPaperOther: "Für h = {target} benötigt: {more} für {paper}.",
        .needsCitationsOne: "Für h = {target} benötigt: {more} ({list}).",
        .needsCitationsOther: "Für h = {target} benötigt: {more} ({list}).",
        .onPaper: "{count} für {paper}",
        .onNewPaper: "{count} für eine neue Arbeit",
        .onEachNewPaper: "je {count} für {papers} neue Arbeiten",
        .timesOne: "{count}-mal",
        .timesOther: "{count}-mal",
        .anyWouldDoOne:
            "Jede Auswahl von {chosen} der {total} Arbeiten, die {cited} zitiert wurden, wäre gleichwertig.",
        .anyWouldDoOther:
            "Jede Auswahl von {chosen} der {total} Arbeiten, die {cited} zitiert wurden, wäre gleichwertig.",
        .computedFromListed:
            "(Berechnet aus den aufgeführten Arbeiten; die Liste ist abgeschnitten.)",
        .howComputed: "Zur Berechnung",

        // Downloads.
        .download: "Herunterladen",
        .downloadPublicationsCSV: "Publikationen (CSV)",
        .downloadPublicationsCSVDetail: "jede Zeile mit ihrer Rolle",
        .downloadBibTeX: "Gezählte Publikationen (BibTeX)",
        .downloadBibTeXDetail: "die Arbeiten, aus denen der h-Index berechnet wird",
        .downloadJSON: "Alle Daten (JSON)",
        .downloadJSONDetail: "Kennzahlen, Rollen und Abgleich",
        .badgeNoData: "keine Daten",
        .downloadBadge: "h-Index-Badge (JSON)",
        .badgeMarkdown: "ein shields.io-Endpunkt; in Markdown: {code}",
        .badgeEndpoint:
            "ein shields.io-Endpunkt: img.shields.io/endpoint?url= gefolgt von der URL dieser Datei",

        // Charts.
        .charts: "Diagramme",
        .citationsEachYear: "Erhaltene Zitationen pro Jahr",
        .acrossBuilds: "h-Index und Zitationen im Verlauf der Aktualisierungen",
        .chartBarTooltipOne: "{year}: {count} Zitation",
        .chartBarTooltipOther: "{year}: {count} Zitationen",
        .chartPeak: "Höchstwert: {count} im Jahr {year}.",
        .chartPerYearTitle: "Erhaltene Zitationen pro Jahr, {first}–{last}",
        .chartPerYearDescription:
            "Balkendiagramm der pro Jahr erhaltenen Zitationen von {first} bis {last} laut Zitationsquelle ({source}): insgesamt {total}.",
        .chartPerYearCaption: "Erhaltene Zitationen pro Jahr ({source})",
        .historyHIndex: "h-Index",
        .historyCitations: "Zitationen",
        .historyTitleHIndex: "Verlauf des h-Index",
        .historyTitleCitations: "Verlauf der Zitationen",
        .chartPointTooltip: "{day}: {metric} {value}",
        .chartHistoryDescription:
            "Liniendiagramm: {metric} bei {count} Aktualisierungen vom {first} bis zum {last}: von {start} auf {end} (niedrigster Wert {lowest}, höchster {highest}).",
        .chartHistoryCaption: "{title} (eine Zeile pro Aktualisierung mit geänderten Daten)",
        .dataFetchedColumn: "Daten abgerufen",
        .showValuesAsTable: "Werte als Tabelle zeigen",
        .perYearBasisOpenAlex:
            "Die Summe der <code>counts_by_year</code> der Werke in OpenAlex, die nur die letzten Jahre abdeckt (etwa die letzten zehn), über alle Werke der Quelle, einschließlich der hier vom h-Index ausgeschlossenen.",
        .perYearBasis:
            "Von der Quelle über alle Arbeiten gezählt, die sie dieser Person zuordnet, einschließlich der hier vom h-Index ausgeschlossenen.",
        .noPerYearChartOpenAlex:
            "Kein Diagramm pro Jahr: OpenAlex liefert für diese Werke keine Zählungen pro Jahr (counts_by_year).",
        .noPerYearChart:
            "Kein Diagramm pro Jahr: Die Quelle {source} liefert keine Zitationszahlen pro Jahr.",
        .noHistoryYet:
            "Noch kein Verlauf: Der Cache enthält keine früheren Kennzahlen dieser Person aus der Quelle {source} (eine Aktualisierung ohne Cache bewahrt keine auf).",
        .onlyOneHistoryEntry:
            "Bisher nur ein Eintrag (Daten vom {day}: h-Index {h}, {citations} Zitationen), daher noch keine Linie. Ein neuer Eintrag kommt hinzu, sobald eine Aktualisierung andere Kennzahlen ergibt.",

        // Sources compared.
        .primary: "primär",
        .atLeast: "(mindestens)",
        .sameCountsEverywhere:
            "Die in mehr als einer Quelle gefundenen Arbeiten haben überall dieselben Zahlen.",
        .differMostCaption:
            "Arbeiten, deren Zitationszahlen sich zwischen den Quellen am stärksten unterscheiden",
        .paper: "Arbeit",
        .difference: "Differenz",
        .singleSourceCaption: "Die meistzitierten Arbeiten, die nur in einer Quelle vorkommen",
        .sourcesCompared: "Quellen im Vergleich",
        .comparisonIntroOne:
            "Die Arbeiten jeder Quelle, die für diese Person zählen (nach Publikationsliste und manuellen Korrekturen), quellenübergreifend abgeglichen über DOI, arXiv-ID, dann Titel. Die Hauptkennzahlen stammen aus der primären Quelle; {count} Arbeit ist in jeder Quelle enthalten.",
        .comparisonIntroOther:
            "Die Arbeiten jeder Quelle, die für diese Person zählen (nach Publikationsliste und manuellen Korrekturen), quellenübergreifend abgeglichen über DOI, arXiv-ID, dann Titel. Die Hauptkennzahlen stammen aus der primären Quelle; {count} Arbeiten sind in jeder Quelle enthalten.",
        .comparisonCaption: "Arbeiten, Zitationen und h-Index nach Quelle",
        .source: "Quelle",
        .onlyInThisSource: "Nur in dieser Quelle",

        // Reference list and matching report.
        .found: "gefunden",
        .notFound: "nicht gefunden",
        .foundExplanation:
            "Der Eintrag passt zu einer Arbeit der Zitationsquelle, die daher zählt.",
        .notFoundExplanation: "Keine Arbeit der Zitationsquelle passt zu diesem Eintrag.",
        .matchedAs: "Zugeordnet als",
        .matchedAsRuleScore: "Zugeordnet als (Regel, Wert)",
        .status: "Status",
        .listsMerged: "{count} Listen, ohne Dubletten zusammengeführt",
        .titlesFoundWith: "Die Titel wurden mit {xpath} gefunden.",
        .crossrefFilledOne:
            "Crossref hat fehlendes Jahr, Publikationsort oder Autoren von {count} Eintrag über die DOI ergänzt.",
        .crossrefFilledOther:
            "Crossref hat fehlendes Jahr, Publikationsort oder Autoren von {count} Einträgen über die DOI ergänzt.",
        .entriesOne: "{count} Eintrag",
        .entriesOther: "{count} Einträge",
        .referenceFromOne:
            "Aus {origin}: {entries}, davon {found} in der Zitationsquelle ({source}) gefunden.",
        .referenceFromOther:
            "Aus {origin}: {entries}, davon {found} in der Zitationsquelle ({source}) gefunden.",
        .publicationListHeading: "Publikationsliste ({source})",
        .referenceCaption: "Einträge der Liste ({list}) und ihre Zuordnung in der Zitationsquelle",
        .allInEarlierList: ", alle bereits in einer früheren Liste",
        .notInEarlierListOne: ", {count} nicht in einer früheren Liste",
        .notInEarlierListOther: ", {count} nicht in einer früheren Liste",
        .listsMergedLabel: "In diese Liste zusammengeführte Listen",
        .none: "Keine.",
        .matched: "Zugeordnet",
        .onlyInCitationSource: "Nur in der Zitationsquelle",
        .onlyInPublicationList: "Nur in der Publikationsliste",
        .ambiguous: "Mehrdeutig",
        .duplicateRowsMerged: "Zusammengeführte Dubletten",
        .matchingReport: "Abgleichsbericht",
        .matchingIntro:
            "Arbeiten der Zitationsquelle ({source}) gelten als bestätigt, wenn sie über DOI oder arXiv-ID, exakten Titel oder Titelähnlichkeit ≥ {threshold} zu einem Eintrag der Liste ({list}) passen; die übrigen werden nach ihren Indizien beurteilt, es sei denn, die Inhaltsdatei schließt sie von Hand ein oder aus.",
        .onlyInSourceSummary: "Nur in der Zitationsquelle ({count})",
        .onlyInListSummary: "Nur in der Publikationsliste ({count})",
        .ambiguousSummary:
            "Mehrdeutig ({count}): Beinahe-Gleichstände nach bestem Wert entschieden",
        .alsoCloseTo: "{title} — ebenfalls ähnlich: {others}",
        .ruleArxiv: "arXiv-ID",
        .ruleExactTitle: "exakter Titel",
        .ruleSimilarTitle: "ähnlicher Titel",
        .ruleIncluded: "von Hand aufgenommen",
        .ruleMatched: "zugeordnet",

        // Methodology.
        .methodologyDescription:
            "Wie der h-Index und die anderen Kennzahlen dieser Website berechnet werden.",
        .methodologyIntro:
            "Jede Zahl auf dieser Website wird von der Website selbst aus den Publikationen und Zitationszahlen einer Zitationsquelle berechnet, mit den Definitionen von Harzings Publish or Perish. Jede Kennzahl auf der Seite einer Person verweist auf ihre Definition unten.",
        .onThisPage: "Auf dieser Seite",
        .tocWhatCounts: "Was zählt",
        .tocMetrics: "Kennzahlen",
        .tocNextH: "Nötige Zitationen für h + 1",
        .tocYears: "Jahre, das Datenjahr und das jüngste Zeitfenster",
        .tocLowerBounds: "Untergrenzen",
        .tocColors: "Farben, Symbole und Beschriftungen",
        .tocSources: "Datenquellen und ihre Einschränkungen",
        .tocRanking: "Rangfolge",
        .whatCountsIntro:
            "Die Kennzahlen werden aus den <em>gezählten</em> Arbeiten einer Zitationsquelle berechnet (dem Google-Scholar-Profil der Person, sofern die Inhaltsdatei nicht mit <code>primary:</code> eine andere nennt). Eine Arbeit zählt, sofern sie nicht ausgeschlossen ist:",
        .whatCountsReferenceList:
            "Hat die Person eine Referenzliste (die Publikationsseite ihrer Homepage, ORCID, DBLP oder eine BibTeX-Datei; mehrere werden zusammengeführt), gelten Arbeiten, die einem Eintrag dieser Liste zugeordnet sind, als bestätigt; eine darin fehlende Arbeit wird nach ihren Indizien beurteilt (siehe <a href=\"#attribution\">Arbeiten, die in der Liste der Person fehlen</a>). Der Abgleich versucht Kennungen (DOI, arXiv-ID), dann den normalisierten exakten Titel, dann eine unscharfe Titelzuordnung oberhalb der Ähnlichkeitsschwelle der Person; der Abgleichsbericht auf jeder Seite nennt Regel und Wert jeder Zuordnung.",
        .whatCountsNoReferenceList:
            "Ohne Referenzliste zählt jede Arbeit der Zitationsquelle, es sei denn, die Inhaltsdatei der Person verlangt, Arbeiten auszulassen, die von einer namensgleichen Person zu stammen scheinen: Arbeiten mit eigenem Koautorenkreis und einem Thema, das weit vom übrigen Profil entfernt liegt.",
        .whatCountsManual:
            "Die manuellen Einstellungen in der Inhaltsdatei der Person haben immer Vorrang: <code>exclude</code> entfernt eine Arbeit (per Titel oder <code>doi:</code>), <code>include</code> zählt eine Arbeit, die der Abgleich übersehen hat, und <code>merge</code> verbindet Zeilen, die eine einzige Arbeit sind.",
        .whatCountsDuplicates:
            "Führt die Quelle dieselbe Arbeit zweimal auf, werden die Zeilen zusammengeführt und die höhere Zitationszahl behalten; die andere Zeile erscheint als Dublette.",
        .whatCountsNoCount: "Eine Arbeit ohne Zitationszahl zählt mit 0 Zitationen.",
        .metricsIntro:
            "In den Formeln sind die n gezählten Arbeiten nach Zitationen geordnet: c<sub>1</sub> ≥ c<sub>2</sub> ≥ … ≥ c<sub>n</sub>; a<sub>i</sub> ist die Autorenzahl der Arbeit i; Y ist das Datenjahr, Y<sub>0</sub> das erste Jahr, A = max(1, Y − Y<sub>0</sub> + 1) das akademische Alter und W = {window} das jüngste Zeitfenster.",
        .nextHExplanation:
            "Jede Personenseite sagt, wie viele weitere Zitationen den h-Index um eins erhöhen würden und auf welche Arbeiten sie entfallen müssten. Für h + 1 braucht die Person h + 1 Arbeiten mit jeweils mindestens h + 1 Zitationen. Einer c-mal zitierten Arbeit fehlen max(0, h + 1 − c) Zitationen, was mit c nie wächst; die günstigste Wahl sind also immer die h + 1 meistzitierten Arbeiten: Die gezeigte Zahl ist die Summe dessen, was ihnen fehlt, die kleinstmögliche Summe. Werden weniger als h + 1 Arbeiten gezählt, sind die fehlenden neue Arbeiten, die jeweils h + 1 Zitationen brauchen. Teilen sich mehrere Arbeiten eine Zitationszahl und werden nur einige gebraucht, nennt die Seite die zuerst aufgeführten und sagt, dass jede von ihnen genügen würde. Zitationen anderswo helfen nicht: Sie müssen auf genau diese Arbeiten entfallen.",
        .yearsExplanation:
            "Das <strong>Datenjahr</strong> Y ist das Jahr (UTC), in dem die Zitationsquelle abgerufen wurde; bei einer gespeicherten Seite der Tag aus <code>saved:</code> im Kopf der Inhaltsdatei, sonst der Beleg der Seite selbst (das letzte Jahr ihres Diagramms der Zitationen pro Jahr oder fünf Jahre nach der Spalte „Seit“ von Google Scholar), sonst das letzte Erscheinungsjahr, das sie aufführt (ein Hinweis sagt, welches); nie das Datum einer Datei. Es ist nie der Tag, an dem die Website erstellt wurde, daher ergibt eine erneute Aktualisierung mit denselben Daten dieselben Zahlen, in jeder Kopie der Inhalte. Ohne Datum ist es das letzte Erscheinungsjahr. Das <strong>erste Jahr</strong> Y<sub>0</sub> ist die Einstellung <code>since:</code> der Person, sofern vorhanden (ein festgelegter Karrierebeginn), sonst das früheste Erscheinungsjahr der gezählten Arbeiten. Das <strong>akademische Alter</strong> ist A = max(1, Y − Y<sub>0</sub> + 1): die Jahre, in denen Arbeiten erschienen sein können, beide Enden eingeschlossen, so wie Publish or Perish „Years“ zählt (Harzing, <cite>The Publish or Perish Book</cite>, §2.2.1: eine erste Arbeit 1995 und das Jahr 2010 ergeben 16 Jahre). Jahre außerhalb von 1000–9999 gelten als unbekannt; ist kein Jahr bekannt, werden die Kennzahlen pro Jahr als „–“ gezeigt.",
        .recentWindowExplanation:
            "Das <strong>jüngste Zeitfenster</strong> dieser Website umfasst {years} (<code>recent_years</code> in <code>site.md</code>): Die Kennzahlen der letzten Jahre zählen die Arbeiten, die in den Jahren Y − {start} bis Y erschienen sind (und alle später datierten). Arbeiten ohne Jahr fallen nie in dieses Zeitfenster. Die Spalte „Seit“ von Google Scholar misst dagegen etwas anderes: Sie zählt Zitationen, die Arbeiten jeden Alters in den letzten Jahren erhalten haben.",
        .yearsOne: "{count} Jahr",
        .yearsOther: "{count} Jahre",
        .lowerBoundsExplanation:
            "Ist die Publikationsliste einer Quelle abgeschnitten (ein Profil oder eine Suche, die abgebrochen wurde), können die Zahlen nur Untergrenzen sein und werden als „≥ 4“ gezeigt, neben dem Wert, den das Profil der Quelle selbst angibt, falls vorhanden. Verhältnisse aus einer abgeschnittenen Liste (pro Jahr, pro Arbeit, m-Quotient, e-Index) werden als „≈ 0,47“ gezeigt: Sie können zu hoch oder zu niedrig sein.",
        .colorsIntro:
            "Jede Zeile einer Publikationstabelle hat eine Farbe, ein Symbol und eine Textbeschriftung, sodass die Bedeutung nie allein von der Farbe abhängt:",
        .excludedLabelIntro: "Die Beschriftung einer ausgeschlossenen Arbeit nennt den Grund:",
        .referenceTableIntro: "In der Tabelle der Referenzliste (der eigenen Liste der Person):",
        .foundLegend:
            "(grün) Der Eintrag passt zu einer Arbeit der Zitationsquelle, die daher zählt.",
        .notFoundLegend: "(rot) Keine Arbeit der Zitationsquelle passt zu diesem Eintrag.",
        .sharedRankExample: "„=2“ kennzeichnet einen geteilten Rang.",
        .formula: "Formel:",
        .detailHIndex: "Hirsch (2005). Er kann die Zahl der Arbeiten nicht übersteigen.",
        .detailGIndex:
            "Egghe (2006). Wie in Publish or Perish ist g durch die Zahl der Arbeiten begrenzt (es werden keine fiktiven Arbeiten ohne Zitationen hinzugefügt), also g ≤ n.",
        .detailI10Index: "Wie in Google-Scholar-Profilen.",
        .detailEIndex:
            "Zhang (2009). Er unterscheidet Personen mit gleichem h, deren h-Kern-Arbeiten sehr unterschiedlich zitiert werden; 0 bei h = 0.",
        .detailMQuotient:
            "Hirschs m („m-Quotient“); zum akademischen Alter A siehe den Abschnitt über Jahre.",
        .detailHINorm:
            "Harzings individueller h-Index. Die Zitationen jeder Arbeit werden durch ihre Autorenzahl geteilt, so wie die Quelle die Autoren aufführt. Arbeiten, für die die Quelle keine Autorenliste liefert, bleiben außen vor (sie tragen nichts bei); von der Quelle gekürzte Autorenlisten (Google Scholar beendet lange Listen mit „...“) zählen als die gezeigten Namen plus einer, die kleinstmögliche Zahl, sodass hI,norm für sie etwas zu hoch sein kann. Jede Seite sagt, wie viele Arbeiten das betrifft. Als „–“ gezeigt, wenn keine Arbeit eine Autorenliste hat.",
        .detailHIAnnual:
            "Harzings jährlicher Zuwachs des individuellen h-Index, mit demselben akademischen Alter A wie beim m-Quotienten.",
        .detailPapers: "Ausgeschlossene Arbeiten werden nicht gezählt.",
        .detailCitations: "So, wie die Zitationsquelle sie für die gezählten Arbeiten meldet.",
        .detailCitationsPerYear: "„Cites/year“ in Publish or Perish.",
        .detailCitationsPerPaper: "„Cites/paper“ in Publish or Perish; „–“ ohne Arbeiten.",
        .detailAuthorsPerPaper:
            "„Authors/paper“ in Publish or Perish, über die Arbeiten, für die die Quelle eine Autorenliste liefert (gekürzte Listen zählen als die gezeigten Namen plus einer).",
        .detailRecentHIndex: "Das jüngste Zeitfenster umfasst auf dieser Website {years}.",
        .detailRecentCitations:
            "Alle Zitationen dieser Arbeiten, unabhängig davon, wann sie eingegangen sind.",
        .sourceNameScholar: "Google Scholar (Profil und Autorensuche)",
        .sourceNameOpenAlex: "OpenAlex",
        .sourceNameSemanticScholar: "Semantic Scholar",
        .sourceNameORCID: "ORCID",
        .sourceNameDBLP: "DBLP",
        .sourceNameBibTeX: "BibTeX-Datei",
        .sourceNameHomepage: "Publikationsliste der Homepage",
        .sourceCaveatsScholar:
            "Die breiteste Abdeckung, einschließlich Büchern, Abschlussarbeiten, Preprints und grauer Literatur, daher höhere Zahlen als anderswo. Profile werden von der Person selbst gepflegt und können fremde Arbeiten enthalten; Autorensuchen finden Namensvettern (die Treffer werden nach Nachnamen gefiltert, und eine Referenzliste entfernt den Rest). Autorenzeilen sind mit „...“ gekürzt. Google bietet keine API und kann Anfragen sperren; stattdessen kann eine gespeicherte Seite dienen, und eine gesperrte Seite wird nie als „keine Publikationen“ gelesen.",
        .sourceCaveatsOpenAlex:
            "Ein offener Index wissenschaftlicher Werke mit vollständigen Autorenlisten, DOIs und jährlichen Zitationszahlen. Autorenprofile entstehen durch automatische Disambiguierung, daher können Werke auf mehrere Profile verteilt oder mit einem Namensvetter vermischt sein; die Zahlen sind meist niedriger als bei Google Scholar.",
        .sourceCaveatsSemanticScholar:
            "Stark in Informatik und Biomedizin; Autorenseiten werden automatisch disambiguiert und können Namensvettern vermischen.",
        .sourceCaveatsORCID:
            "Eine von der Person gepflegte Referenzliste (ohne Zitationszahlen), die oft nur einen Teil ihrer Arbeiten enthält: Eine dort fehlende Arbeit wird nach ihren Koautoren und ihrem Thema beurteilt und nicht allein deshalb ausgeschlossen, weil sie fehlt (außer die Liste ist als vollständig angegeben).",
        .sourceCaveatsDBLP:
            "Eine kuratierte Referenzliste für die Informatik (ohne Zitationszahlen); Arbeiten außerhalb der Informatik fehlen darin.",
        .sourceCaveatsBibTeX:
            "Eine im Inhaltsordner der Website gepflegte Referenzliste (ohne Zitationszahlen); so vollständig, wie sie gepflegt wird.",
        .sourceCaveatsHomepage:
            "Die eigene Publikationsseite der Person, gelesen, indem das Seitenlayout anhand von Titeln erlernt wird, die auch die Zitationsquelle kennt. Lässt sich das Layout nicht erkennen, sagt die Seite das, und es wird keine Referenzliste verwendet (jede Arbeit zählt).",
        .sourceNameSerpApi: "Google Scholar (über SerpApi)",
        .sourceNameScholarly: "Google Scholar (gespeichert mit scholarly)",
        .sourceNameINSPIRE: "INSPIRE-HEP",
        .sourceNameScopus: "Scopus",
        .sourceCaveatsSerpApi:
            "Ein Google-Scholar-Profil, gelesen über SerpApi, einen kostenpflichtigen Dienst, der Scholar-Seiten mit einem API-Schlüssel abruft: dieselben Daten und Einschränkungen wie bei einem Scholar-Profil (von der Person selbst gepflegt, Autorenzeilen mit „...“ gekürzt), jedoch ohne Sperren durch Google. Die Zitationszahlen sind die, die Scholar beim Abruf der Seite anzeigte.",
        .sourceCaveatsScholarly:
            "Ein Google-Scholar-Profil, gespeichert mit der Python-Bibliothek scholarly (wie es manche persönliche Websites tun): dieselben Daten und Einschränkungen wie bei einem Scholar-Profil, mit dem Stand des Tages, an dem die Datei geschrieben wurde. Enthält die Datei nur einen Teil der Arbeiten des Profils, sind die Kennzahlen Untergrenzen.",
        .sourceCaveatsINSPIRE:
            "Die Literaturdatenbank der Hochenergiephysik, von ihrem Team kuratiert, mit eigenen Zitationszahlen: Gezählt werden Zitationen aus den Arbeiten, die INSPIRE enthält, daher liegen die Zahlen für auch außerhalb der Physik zitierte Arbeiten unter denen von Google Scholar. Kollaborationsarbeiten nennen Tausende von Autorinnen und Autoren; höchstens 20 Namen werden übernommen, daher sind die Kennzahlen pro Autor für diese Arbeiten Untergrenzen.",
        .sourceCaveatsScopus:
            "Die kuratierte Abstract- und Zitationsdatenbank von Elsevier, auf die sich viele Universitäten in ihren Berichten stützen. Die Abdeckung ist selektiv (indexierte Zeitschriften, Tagungsbände und Bücher), daher liegen die Zahlen meist unter denen von Google Scholar. Autorenprofile entstehen durch die Zuordnung von Scopus und können Personen zusammenführen oder aufteilen. Ohne Institutions-Token nennt Scopus nur die Erstautorin oder den Erstautor jeder Arbeit, daher sind die Autorenzahlen Untergrenzen.",
        // The build's notices and source names.
        .noticeVerbatim: "{text}",
        .noticeNoCitationSource:
            "Keine Zitationsquelle eingerichtet: `scholar:` in {path} ergänzen.",
        .noticeSourceNotRead: "Die Zitationsquelle wurde nicht gelesen.",
        .noticeSourceUnavailable: "{source}: {reason}.",
        .noticeHomepageNotURL:
            "„{value}“ ist weder eine http(s)-URL noch eine gespeicherte Seite unter content/",
        .noticeORCIDNotID:
            "{value} ist keine ORCID iD; `orcid:` auf die iD oder eine gespeicherte Works-Antwort unter content/ setzen",
        .noticeDBLPNotID:
            "{value} ist keine DBLP-Personen-ID; `dblp:` auf die pid (z. B. k/RichardMKarp) oder ein gespeichertes Personen-XML unter content/ setzen",
        .noticeOpenAlexNotID:
            "{value} ist keine OpenAlex-Autoren-ID; `openalex:` auf die ID (A…) oder eine gespeicherte Works-Antwort unter content/ setzen",
        .noticeSemanticScholarNotID:
            "{value} ist keine Semantic-Scholar-Autoren-ID; `semantic_scholar:` auf die ID (Ziffern) oder eine gespeicherte Papers-Antwort unter content/ setzen",
        .noticeScholarNotProfile:
            "{value} ist keine Profil-URL (ihr fehlt der Parameter `user=`); `scholar:` auf die Profil-ID oder eine gespeicherte Seite unter content/ setzen",
        .noticeStale:
            "Veraltet seit dem {day}: Die Aktualisierung ist fehlgeschlagen ({label}: {reason}); gezeigt wird die am {fetched} abgerufene Kopie.",
        .noticeUnknownReason: "unbekannter Grund",
        .noticeComparedSourceFailed:
            "Eine mit der primären verglichene Zitationsquelle war nicht nutzbar: {error}",
        .noticePlaceFrom: "unter {origin}",
        .noticePlaceIn: "in {origin}",
        .noticeSourceBlocked: "{source} hat die Anfrage blockiert ({reason}) {place}",
        .noticeSourceLayout: "{source}: unerwarteter Seitenaufbau {place}: {detail}",
        .noticeSourceEmpty: "{source}: nichts zu lesen, der Inhalt ist leer {place}",
        .noticeSourceNotUnderstood:
            "{source}: Die Publikationsliste {place} konnte nicht gelesen werden: {reason}",
        .noticeSourceNotUnderstoodFigures:
            "{source}: Die Publikationsliste {place} konnte nicht gelesen werden: {reason} ({figures})",
        .noticeTooLarge: "{origin} ist zu groß zum Lesen ({bytes} Bytes, Grenze {limit})",
        .noticeUnreadable: "{origin} kann nicht gelesen werden: {reason}",
        .noticeSelfCheckOne:
            "{recovered} von {count} bekannten Titel auf der Seite als Eintragstitel erkannt ({share} % nötig)",
        .noticeSelfCheckOther:
            "{recovered} von {count} bekannten Titeln auf der Seite als Eintragstitel erkannt ({share} % nötig)",
        .noticeListFailed:
            "Die Publikationsliste unter {origin} konnte nicht gelesen werden: {reason}; {consequence}.",
        .noticeListReasonFigures: "{reason} ({figures})",
        .noticeListBlocked: "es ist eine Sperrseite, keine Publikationsliste ({reason})",
        .noticeListLayout: "unerwarteter Seitenaufbau: {detail}",
        .noticeListEmpty: "nichts zu lesen, die Seite ist leer",
        .noticeListTooLarge: "sie ist zu groß zum Lesen ({bytes} Bytes, Grenze {limit})",
        .noticeListNamedAt: "{source} unter {origin}",
        .noticeSemicolonList: "{list}; {item}",
        .noticeOtherListCountsOne: "nur die andere Liste zählt ({lists})",
        .noticeOtherListCountsOther: "nur die anderen Listen zählen ({lists})",
        .noticeSourcePapersCountOne:
            "die {count} Arbeit der Zitationsquelle ({source}) wird gezählt",
        .noticeSourcePapersCountOther:
            "alle {count} Arbeiten der Zitationsquelle ({source}) werden gezählt",
        .noticeEveryPaperCounts: "jede Arbeit der Zitationsquelle zählt",
        .noticeFewMatchesOne:
            "Die Publikationsliste unter {origin} passt nur zu {counted} der {papers} Arbeiten der Zitationsquelle ({source}); die übrigen zählen nicht. Ist die Liste unvollständig, die fehlenden Arbeiten ergänzen oder unter `include:` nennen; mischt das Profil Arbeiten einer namensgleichen Person ein, ist das zu erwarten.",
        .noticeFewMatchesMany:
            "Die Publikationslisten unter {origins} und {last} passen nur zu {counted} der {papers} Arbeiten der Zitationsquelle ({source}); die übrigen zählen nicht. Sind die Listen unvollständig, die fehlenden Arbeiten ergänzen oder unter `include:` nennen; mischt das Profil Arbeiten einer namensgleichen Person ein, ist das zu erwarten.",
        .noticeDataYearChart:
            "Das Datenjahr {year} (akademisches Alter, jüngstes Zeitfenster) ist das letzte Jahr der Zitationen pro Jahr in {path}; um den Tag anzugeben, {advice}.",
        .noticeDataYearSince:
            "Das Datenjahr {year} (akademisches Alter, jüngstes Zeitfenster) liegt {window} Jahre nach der Spalte „Seit {since}“ in {path}; um den Tag anzugeben, {advice}.",
        .noticeDataYearLatestPublication:
            "Das Datenjahr {year} (akademisches Alter, jüngstes Zeitfenster) ist das letzte Erscheinungsjahr in {path} (die Datei gibt nicht an, wann sie gespeichert wurde); um den Tag anzugeben, {advice}.",
        .noticeDataYearUnknown:
            "{path} sagt weder, wann es gespeichert wurde, noch, wann seine Arbeiten erschienen, daher haben die Kennzahlen kein Datenjahr (Kennzahlen pro Jahr werden nicht gezeigt); {advice}.",
        .noticeAddSaved:
            "`saved: YYYY-MM-DD` (den Tag, an dem die Seite gespeichert wurde) in {path} ergänzen",
        .noticeCrossrefCapped:
            "Crossref: {total} Einträgen mit DOI fehlen Jahr, Publikationsort oder Autoren; bei dieser Aktualisierung wurden nur die ersten {limit} nachgeschlagen.",
        .noticeCrossrefOfflineOne:
            "Crossref: {count} DOI ist nicht im Cache und diese Aktualisierung lief offline, daher bleiben fehlende Jahre, Publikationsorte oder Autoren leer; die Website einmal ohne --offline aktualisieren, um sie zu ergänzen.",
        .noticeCrossrefOfflineOther:
            "Crossref: {count} DOIs sind nicht im Cache und diese Aktualisierung lief offline, daher bleiben fehlende Jahre, Publikationsorte oder Autoren leer; die Website einmal ohne --offline aktualisieren, um sie zu ergänzen.",
        .noticeCrossrefUnknownOne: "Crossref kennt die DOI {dois} nicht; nichts wurde ergänzt.",
        .noticeCrossrefUnknownOther: "Crossref kennt die DOIs {dois} nicht; nichts wurde ergänzt.",
        .noticeCrossrefAndMore: "{dois} und {more} weitere",
        .noticeCrossrefFailed:
            "Crossref-Abfragen fehlgeschlagen: {reason}; die Einträge behalten, was ihre Listen angeben.",
        .noticeCrossrefFailedMore:
            "Crossref-Abfragen fehlgeschlagen (und {more} weitere): {reason}; die Einträge behalten, was ihre Listen angeben.",
        .noticeExcludeNoMatch: "exclude: „{title}“ passt zu keiner Publikation",
        .noticeMergeNoMatch: "merge: „{title}“ passt zu keiner Publikation",
        .noticeMergeGroupNone: "merge-Gruppe [{titles}] passt zu keiner Zeile",
        .noticeMergeGroupOne: "merge-Gruppe [{titles}] passt nur zu einer Zeile",
        .noticeIncludeExcluded:
            "include: „{title}“ nennt eine ausgeschlossene Publikation (exclude hat Vorrang)",
        .noticeIncludeNoMatch: "include: „{title}“ passt zu keiner Publikation",
        .noticeDuplicate: "Dublette: „{title}“ und „{other}“ sind dieselbe Arbeit",
        .noticeDuplicateSame:
            "Dublette: „{title}“ und „{other}“ sind dieselbe Arbeit (gemeinsam: {identifier})",
        .noticeAmbiguous:
            "mehrdeutig: „{title}“ wurde {chosen} zugeordnet, fast ebenso nah: {others}",
        .noticeAmbiguousNothing: "nichts",
        .noticeQuoted: "„{title}“",
        .evidenceSharedCoauthorsOne:
            "hat die Koautoren {names} mit {count} Arbeit der Liste gemeinsam",
        .evidenceSharedCoauthorsOther:
            "hat die Koautoren {names} mit {count} Arbeiten der Liste gemeinsam",
        .evidenceCoauthorCluster:
            "ihre Koautoren ({names}) sind über andere Arbeiten mit den Arbeiten der Liste verbunden",
        .evidenceSeparateCoauthors:
            "keine gemeinsamen Koautoren mit den Arbeiten der Liste, weder direkt noch über andere Arbeiten",
        .evidenceSolo: "keine Koautoren",
        .evidenceNoAuthors: "die Quelle nennt keine Autoren",
        .evidenceTopicClose: "thematisch nah an den Arbeiten der Liste ({words})",
        .evidenceTopicMiddle:
            "thematisch teilweise mit den Arbeiten der Liste übereinstimmend ({words})",
        .evidenceTopicDistant: "thematisch weit von den Arbeiten der Liste entfernt",
        .evidenceTopicUnknown: "zu wenige Wörter für einen thematischen Vergleich",
        .evidenceSameVenue: "derselbe Publikationsort wie Arbeiten der Liste ({venue})",
        .evidenceOutsideSpan:
            "außerhalb der Erscheinungsjahre der Arbeiten der Liste veröffentlicht",
        .evidenceNameConflict:
            "der Autor mit dem Nachnamen der Person ist als {written} angegeben, mit anderen Vornamen",
        .evidenceTooFewConfirmed: "zu wenige Arbeiten in der Liste für einen Vergleich",
        .evidenceSeparateFromRest:
            "ein eigener Koautorenkreis, ohne Koautoren aus dem größten Kreis des Profils",
        .evidenceCircleMissingFromList:
            "keine der {count} Arbeiten ihres Koautorenkreises steht in der Liste, die doch die meisten Arbeiten der Quelle enthält",
        .evidenceTopicDistantFromRest: "thematisch weit vom übrigen Profil entfernt",
        .noticePossibleNamesakesCountedOne:
            "{count} Arbeit der Zitationsquelle ({source}) scheint von einer namensgleichen Person zu stammen (eigene Koautoren, entferntes Thema: {titles}); sie wird gezählt, da keine Publikationsliste vorliegt, anhand derer sich das entscheiden ließe: für die Person eine Publikationsliste angeben (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) oder `possible_namesakes: leave_out` in {path} setzen, um solche Arbeiten auszulassen.",
        .noticePossibleNamesakesCountedOther:
            "{count} Arbeiten der Zitationsquelle ({source}) scheinen von namensgleichen Personen zu stammen (eigene Koautoren, entferntes Thema: {titles}); sie werden gezählt, da keine Publikationsliste vorliegt, anhand derer sich das entscheiden ließe: für die Person eine Publikationsliste angeben (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) oder `possible_namesakes: leave_out` in {path} setzen, um solche Arbeiten auszulassen.",
        .noticePossibleNamesakesLeftOutOne:
            "{count} Arbeit der Zitationsquelle ({source}) scheint von einer namensgleichen Person zu stammen und wird ausgelassen (`possible_namesakes: leave_out` in {path}): {titles}.",
        .noticePossibleNamesakesLeftOutOther:
            "{count} Arbeiten der Zitationsquelle ({source}) scheinen von namensgleichen Personen zu stammen und werden ausgelassen (`possible_namesakes: leave_out` in {path}): {titles}.",
        .noticeUntiedPapersDecideOne:
            "{count} Arbeit der Zitationsquelle ({source}) wird gezählt, obwohl nichts sie mit der Publikationsliste der Person verbindet (weder Koautoren noch Publikationsort noch ein nahes Thema mit den Arbeiten der Liste gemeinsam: {titles}), und sie entscheidet über den h-Index: {with}, ohne sie {without}. Stammt sie von der Person selbst, unter `include:` in {path} bestätigen; stammt sie von einer namensgleichen Person, unter `exclude:` eintragen (oder `publication_list: complete` setzen, wenn die Liste vollständig ist).",
        .noticeUntiedPapersDecideOther:
            "{count} Arbeiten der Zitationsquelle ({source}) werden gezählt, obwohl nichts sie mit der Publikationsliste der Person verbindet (weder Koautoren noch Publikationsort noch ein nahes Thema mit den Arbeiten der Liste gemeinsam: {titles}), und sie entscheiden über den h-Index: {with}, ohne sie {without}. Stammen sie von der Person selbst, unter `include:` in {path} bestätigen; stammen sie von einer namensgleichen Person, unter `exclude:` eintragen (oder `publication_list: complete` setzen, wenn die Liste vollständig ist).",
        .attributionSummaryConfirmedOne: "{count} Arbeit steht in der Liste der Person",
        .attributionSummaryConfirmedOther: "{count} Arbeiten stehen in der Liste der Person",
        .attributionSummaryAttributedOne:
            "{count} weitere ist über Koautoren, Thema oder Publikationsort mit der Liste verbunden",
        .attributionSummaryAttributedOther:
            "{count} weitere sind über Koautoren, Thema oder Publikationsort mit der Liste verbunden",
        .attributionSummaryUndecidedCountedOne:
            "{count} weist weder Indizien dafür noch dagegen auf und zählt (die Quelle ist das eigene Profil oder der Autoreneintrag der Person, keine Namenssuche)",
        .attributionSummaryUndecidedCountedOther:
            "{count} weisen weder Indizien dafür noch dagegen auf und zählen (die Quelle ist das eigene Profil oder der Autoreneintrag der Person, keine Namenssuche)",
        .attributionSummaryUndecidedLeftOutOne:
            "{count} weist weder Indizien dafür noch dagegen auf und zählt nicht (die Quelle ist eine Namenssuche)",
        .attributionSummaryUndecidedLeftOutOther:
            "{count} weisen weder Indizien dafür noch dagegen auf und zählen nicht (die Quelle ist eine Namenssuche)",
        .attributionSummaryNamesakesOne: "{count} wird als mögliche Namensverwechslung ausgelassen",
        .attributionSummaryNamesakesOther:
            "{count} werden als mögliche Namensverwechslungen ausgelassen",
        .attributionSummarySentence: "{parts}.",
        .attributionKindSelectedPhrase:
            "Die Liste bezeichnet sich als „{phrase}“: Eine darin fehlende Arbeit wird nach ihren Indizien beurteilt.",
        .attributionKindSelectedCoverage:
            "Die Liste enthält weniger als die Hälfte der Arbeiten der Quelle: Eine darin fehlende Arbeit wird nach ihren Indizien beurteilt.",
        .attributionKindSelectedDeclared:
            "Die Liste ist als Auswahl angegeben: Eine darin fehlende Arbeit wird nach ihren Indizien beurteilt.",
        .attributionKindCompleteDeclared:
            "Die Liste ist als vollständig angegeben: Nur die darin enthaltenen Arbeiten zählen.",
        .attributionKindComplete:
            "Eine in der Liste fehlende Arbeit wird nach ihren Indizien beurteilt: Listen sind oft unvollständig.",
        .sourceLabelScholarProfile: "Google-Scholar-Profil",
        .sourceLabelScholarSearch: "Google-Scholar-Suche",
        .sourceLabelScholarDump: "Google Scholar (scholarly-Export)",
        .sourceLabelOpenAlexAuthor: "OpenAlex-Autor",
        .sourceLabelOpenAlexWorks: "OpenAlex-Werke",
        .sourceLabelSemanticScholarPapers: "Semantic-Scholar-Arbeiten",
        .sourceLabelORCIDWorks: "ORCID-Werke",
        .sourceLabelDBLPPerson: "DBLP-Person",
        .sourceLabelDBLPRecord: "DBLP-Eintrag",
        .sourceLabelPublicationList: "Publikationsliste",
        .sourceLabelCrossrefWork: "Crossref-Werk",
    ]
}
