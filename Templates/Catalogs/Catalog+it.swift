// Catalogs hold whole sentences: long string literals are kept on one line.
// swift-format-ignore-file: LineLength

import HIndexCore

extension Catalog {
    /// Italian (`it`).
    static let italianMessages: [MessageKey: String] = [
        // Layout and 404.
        .generated: "Generato da hindex-site.",
        .generatedOn: "Generato da hindex-site il {date}.",
        .feedTitle: "{name}: aggiornamenti",
        .skipToContent: "Vai al contenuto",
        .siteNavigation: "Sito",
        .methodology: "Metodologia",
        .notFoundTitle: "Pagina non trovata",
        .notFoundText:
            "Non esiste alcuna pagina a questo indirizzo. Potrebbe essere stata spostata, oppure la scheda del ricercatore potrebbe essere stata rimossa.",
        .goToLeaderboard: "Vai alla classifica",
        .sentenceSeparator: " ",
        .listSeparator: ", ",
        .listAnd: "{list} e {last}",

        // Leaderboards.
        .siteOrderedBy: "{site}, in ordine di {noun}",
        .departmentOrderedBy: "{department}, per {noun}",
        .departmentDescription: "Classifica per indice h: {department}",
        .breadcrumb: "Percorso",
        .allScientists: "Tutti i docenti e ricercatori",
        .allDepartments: "Tutti i dipartimenti",
        .filterByDepartment: "Filtra per dipartimento",
        .departments: "Dipartimenti",
        .department: "Dipartimento",
        .noScientistsYet:
            "Non ci sono ancora ricercatori da classificare. Aggiungere un file in <code>content/scientists/</code> e rigenerare il sito.",
        .sharedRank: "posizione condivisa {rank}",
        .notRankedNoValue: "non classificato: nessun valore",
        .notRankedNoData: "non classificato: nessun dato citazionale",
        .dataStaleSince: "dati non aggiornati dal {day}",
        .staleMark: "(non aggiornato)",
        .noCitationDataRow: "nessun dato citazionale: vedi la pagina del ricercatore",
        .noDataNote:
            "<strong>Nessun dato citazionale</strong>: {reason}, quindi non sono mostrate metriche.",
        .noDataNoSource: "per questo ricercatore non è configurata alcuna fonte citazionale",
        .noDataUnreadable:
            "non è stato possibile leggere la fonte citazionale (gli avvisi qui sotto spiegano perché)",
        .noteSharedRank:
            "“=” indica una posizione condivisa: quei ricercatori hanno lo stesso valore.",
        .noteLowerBound:
            "“≥” indica un limite inferiore: l’elenco delle pubblicazioni della fonte citazionale è troncato, quindi il valore reale può essere più alto.",
        .noteMissingData:
            "“–” nella colonna Posizione indica un ricercatore senza dati citazionali (nessuna fonte configurata, oppure non è stato possibile leggerla); la pagina del ricercatore spiega il motivo.",
        .noteStale:
            "“(non aggiornato)” indica un ricercatore i cui dati non è stato possibile aggiornare: viene mostrata l’ultima copia valida, e la pagina del ricercatore indica da quando e perché.",
        .noteTrend:
            "Andamento: la variazione dell’indice h rispetto all’aggiornamento precedente con dati diversi, secondo lo storico delle metriche conservato nella cache: ▲ aumento, ▼ calo, “– 0” nessuna variazione, “–” da solo nessun dato precedente.",
        .noteDefinitions:
            "Definizioni, fonti e avvertenze per {metrics}: vedi la pagina sulla metodologia.",
        .rank: "Posizione",
        .name: "Nome",
        .captionRanked: "Ricercatori in ordine di indice h",
        .captionOrdered: "Ricercatori ordinati per {noun}",
        .departmentCaptionRanked: "{department}: ricercatori in ordine di indice h",
        .departmentCaptionOrdered: "{department}: ricercatori ordinati per {noun}",
        .scholar: "Scholar",
        .profileOf: "profilo di {name}",
        .homepage: "Sito personale",
        .homepageOf: "di {name}",
        .noEarlierDataTitle: "nessun dato precedente nello storico delle metriche",
        .noEarlierData: "nessun dato precedente per il confronto",
        .recentUnknown: "sconosciuto: gli articoli non hanno anno di pubblicazione",
        .publishedSince: "articoli pubblicati dal {year}",
        .dataFetchedOn:
            "Dati raccolti il {day}; la pagina di ciascun ricercatore indica il giorno di ogni fonte.",
        .dataFetchedBetween:
            "Dati raccolti tra il {first} e il {last}; la pagina di ciascun ricercatore indica il giorno di ogni fonte.",
        .savedPagesAll:
            "I dati di tutti i ricercatori provengono da pagine salvate in content/, non raccolte durante l’aggiornamento.",
        .savedPagesOne:
            "I dati di {count} ricercatore provengono da pagine salvate in content/, non raccolte durante l’aggiornamento.",
        .savedPagesOther:
            "I dati di {count} ricercatori provengono da pagine salvate in content/, non raccolte durante l’aggiornamento.",
        .filterAllPrefix: "Tutti visualizzati: ",
        .filterAllSuffix: ".",
        .filterScientistOne: "ricercatore",
        .filterScientistOther: "ricercatori",
        .filterNoMatchPrefix: "Nessun ricercatore corrisponde a “",
        .filterNoMatchSuffix: "”.",
        .filterShowingPrefix: "Visualizzati ",
        .filterShowingOf: " su ",
        .filterShowingSuffix: ".",
        .filterByName: "Filtra per nome",
        .downloadLeaderboard: "Scarica la classifica in formato {csv} o {json}.",
        .orderLabelHIndex: "Indice h",
        .orderLabelI10Index: "Indice i10",
        .orderLabelCitations: "Citazioni",
        .orderLabelRecentHIndex: "h (articoli recenti)",
        .orderLabelTrend: "Andamento",
        .orderNounHIndex: "indice h",
        .orderNounI10Index: "indice i10",
        .orderNounCitations: "citazioni",
        .orderNounRecentHIndex: "indice h degli articoli recenti",
        .orderNounTrend: "variazione dell’indice h",
        .orderByHIndex:
            "In ordine di indice h; i ricercatori con lo stesso indice h condividono la posizione e sono elencati per citazioni, poi per indice i10, poi per nome.",
        .orderByTrend:
            "Ordinati per variazione dell’indice h rispetto alla voce precedente diversa dello storico delle metriche, prima l’aumento maggiore; a parità di variazione condividono la posizione e sono elencati per indice h, poi per citazioni, poi per indice i10, poi per nome. I ricercatori senza storico sono elencati per ultimi.",
        .orderByRecentHIndex:
            "Ordinati per indice h degli articoli recenti (l’indice h degli articoli pubblicati nella finestra recente); a parità di valore condividono la posizione e sono elencati per indice h, poi per citazioni, poi per indice i10, poi per nome. I ricercatori i cui articoli non hanno anno sono elencati per ultimi.",
        .orderByMetric:
            "Ordinati per {noun}; i ricercatori con lo stesso valore di {noun} condividono la posizione e sono elencati per indice h, poi per citazioni, poi per indice i10, poi per nome.",
        .trendUnchanged: "indice h invariato dal {day} (in precedenza: {previous})",
        .trendUp: "indice h aumentato di {change} dal {day} (in precedenza: {previous})",
        .trendDown: "indice h diminuito di {change} dal {day} (in precedenza: {previous})",

        // Metrics.
        .metricHIndex: "Indice h",
        .metricGIndex: "Indice g",
        .metricI10Index: "Indice i10",
        .metricEIndex: "Indice e",
        .metricMQuotient: "Quoziente m",
        .metricHINorm: "hI,norm",
        .metricHIAnnual: "hI,annual",
        .metricPapers: "Articoli",
        .metricCitations: "Citazioni",
        .metricCitationsPerYear: "Citazioni per anno",
        .metricCitationsPerPaper: "Citazioni per articolo",
        .metricAuthorsPerPaper: "Autori per articolo",
        .metricRecentHIndex: "Indice h degli articoli recenti",
        .metricRecentCitations: "Citazioni degli articoli recenti",
        .summaryHIndex: "Il massimo h tale che h articoli abbiano almeno h citazioni ciascuno.",
        .summaryGIndex:
            "Il massimo g tale che i g articoli più citati abbiano insieme almeno g² citazioni (al più il numero di articoli).",
        .summaryI10Index: "Il numero di articoli con almeno 10 citazioni.",
        .summaryEIndex:
            "La radice quadrata delle citazioni degli articoli del nucleo h che eccedono le h² richieste dall’indice h.",
        .summaryMQuotient: "L’indice h diviso per l’età accademica in anni.",
        .summaryHINorm:
            "L’indice h dopo aver diviso le citazioni di ogni articolo per il suo numero di autori.",
        .summaryHIAnnual: "hI,norm diviso per l’età accademica in anni.",
        .summaryPapers: "Il numero di articoli conteggiati.",
        .summaryCitations: "Le citazioni totali degli articoli conteggiati.",
        .summaryCitationsPerYear: "Le citazioni divise per l’età accademica in anni.",
        .summaryCitationsPerPaper: "Le citazioni divise per il numero di articoli.",
        .summaryAuthorsPerPaper:
            "Il numero medio di autori degli articoli con un elenco di autori.",
        .summaryRecentHIndex: "L’indice h degli articoli pubblicati nella finestra recente.",
        .summaryRecentCitations: "Le citazioni degli articoli pubblicati nella finestra recente.",

        // Scientist page.
        .scientistDescription: "Indice h, citazioni e pubblicazioni di {name}",
        .noSourceLoaded: "Per questo ricercatore non è stata caricata alcuna fonte citazionale.",
        .listTruncatedLowerBounds: "L’elenco è troncato, quindi le metriche sono limiti inferiori.",
        .leftOutBySurnameOne:
            "{count} risultato di ricerca di altri autori è stato escluso (filtro sul cognome).",
        .leftOutBySurnameOther:
            "{count} risultati di ricerca di altri autori sono stati esclusi (filtro sul cognome).",
        .publicationsCountOne: "{count} pubblicazione",
        .publicationsCountOther: "{count} pubblicazioni",
        .sourceFrom: "Fonte: {source}, da {origin} ({publications}).",
        .dataFetched: "{what}: dati raccolti il {day}.",
        .dataFetchedStale:
            "{what}: dati raccolti il {day}, <strong class=\"stale\">non aggiornati dal {since}</strong>: l’ultimo aggiornamento non è riuscito (vedi gli avvisi).",
        .notices: "Avvisi",
        .biography: "Biografia",
        .noPublicationsLoaded:
            "Non è stato possibile caricare pubblicazioni per questo ricercatore; gli avvisi qui sopra spiegano il motivo.",
        .noPublicationsNoSource:
            "Nessuna pubblicazione da mostrare: per questo ricercatore non è configurata alcuna fonte citazionale.",
        .noPublicationsListed:
            "Nessuna pubblicazione da mostrare: la fonte citazionale non ne elenca per questo ricercatore.",
        .publications: "Pubblicazioni",
        .theCitationSource: "la fonte citazionale",
        .citationSource: "fonte citazionale",
        .authors: "Autori",
        .venue: "Sede di pubblicazione",
        .year: "Anno",
        .citations: "Citazioni",
        .title: "Titolo",
        .role: "Ruolo",
        .publicationsCaption:
            "Pubblicazioni (fonte: {source}), dalla più citata (elencate: {listed}, conteggiate: {counted})",
        .notGivenBySource: "non indicato dalla fonte",
        .roleCore: "nel nucleo h",
        .roleBoundary: "a pari merito sulla soglia",
        .roleOutside: "non fa salire h",
        .roleExcluded: "escluso",
        .roleCoreExplanation: "contribuisce all’indice h: è uno degli h articoli più citati.",
        .roleBoundaryExplanation:
            "condivide il numero di citazioni di soglia con altri articoli; solo alcuni di essi servono per h, e la scelta tra essi è arbitraria.",
        .roleOutsideExplanation:
            "conteggiato, ma ha troppo poche citazioni per far salire l’indice h.",
        .roleExcludedExplanation:
            "non conteggiato: escluso manualmente, ritenuto opera di un possibile omonimo, oppure assente da un elenco che da solo stabilisce che cosa conta.",
        .exclusionManual: "manuale",
        .exclusionNotOnReferenceList: "assente dall’elenco di riferimento",
        .exclusionDuplicate: "riga duplicata",
        .exclusionManualExplanation:
            "elencato sotto exclude nel file di contenuto del ricercatore.",
        .exclusionNotOnReferenceListExplanation:
            "assente dall’elenco di riferimento del ricercatore (sito personale, ORCID, DBLP o BibTeX), quando l’elenco è dichiarato completo, oppure quando la fonte è una ricerca per nome e nulla collega l’articolo al ricercatore.",
        .exclusionDuplicateExplanation:
            "un’altra riga della stessa fonte è lo stesso articolo; le righe sono state unite, mantenendo il numero di citazioni maggiore.",
        .exclusionPossibleNamesake: "possibile omonimo",
        .exclusionPossibleNamesakeExplanation:
            "gli indizi indicano che l’ha scritto un’altra persona con lo stesso nome: i suoi coautori non sono collegati agli articoli dell’elenco e il suo tema è lontano dal loro, oppure un autore con il cognome del ricercatore ha un nome diverso dal suo.",
        .attributionConfirmed: "nell’elenco",
        .attributionAttributed: "attribuito",
        .attributionUndecided: "incerto",
        .attributionPossibleNamesake: "possibile omonimo",
        .attributionConfirmedExplanation:
            "abbinato a una voce dell’elenco delle pubblicazioni del ricercatore (per DOI, identificativo arXiv o titolo), oppure indicato sotto include.",
        .attributionAttributedExplanation:
            "assente dall’elenco, ma collegato al ricercatore: ha coautori in comune con articoli dell’elenco (direttamente o tramite altri articoli), oppure ne condivide il tema o la sede di pubblicazione e i suoi coautori non formano una cerchia separata. Viene conteggiato.",
        .attributionUndecidedExplanation:
            "assente dall’elenco, e nulla lo collega al ricercatore né lo distingue dai suoi articoli. Viene conteggiato se la fonte è il profilo o la scheda d’autore del ricercatore stesso, non se è una ricerca per nome.",
        .attributionPossibleNamesakeExplanation:
            "assente dall’elenco, e gli indizi lo distinguono dagli articoli del ricercatore: i suoi coautori non sono collegati agli articoli dell’elenco e il suo tema è lontano dal loro (o non vicino al loro, oppure così tanti articoli condividono quei coautori che la loro assenza dall’elenco non può essere casuale, quando l’elenco risulta completo), oppure un autore con il cognome del ricercatore ha un nome diverso dal suo. Non viene mai conteggiato.",
        .attributionEvidenceLabel: "Indizi",
        .attributionHeading: "Articoli assenti dall’elenco del ricercatore",
        .attributionIntro:
            "L’elenco delle pubblicazioni redatto dal ricercatore conferma gli articoli che contiene; un articolo che vi manca non è per questo di qualcun altro, perché molti elenchi sono una selezione (“Pubblicazioni selezionate”) o sono incompleti. Ogni articolo della fonte citazionale è classificato in base agli indizi: i coautori che ha in comune con gli articoli dell’elenco (direttamente, o tramite una catena di articoli con coautori in comune), le parole del titolo e della sede di pubblicazione confrontate con quelle degli articoli dell’elenco (pesate secondo la rarità di ciascuna parola tra gli articoli del ricercatore), la sede di pubblicazione, l’anno confrontato con gli anni degli articoli dell’elenco e il nome d’autore che vi compare.",
        .attributionCounting:
            "Contano gli articoli presenti nell’elenco e quelli attribuiti; gli articoli incerti contano se la fonte è il profilo o la scheda d’autore del ricercatore stesso (profilo Google Scholar, autore OpenAlex o Semantic Scholar), non se è una ricerca per nome; gli articoli di possibili omonimi non contano mai. Le impostazioni manuali include ed exclude prevalgono sempre.",
        .attributionListKinds:
            "L’elenco di un ricercatore può essere dichiarato completo, e in tal caso contano solo gli articoli che vi compaiono, oppure dichiarato una selezione; altrimenti sono le parole dell’elenco stesso (“Pubblicazioni selezionate”) e la quota della fonte citazionale che esso copre a decidere come viene interpretato. La pagina di ogni ricercatore indica come è stato interpretato l’elenco.",

        // Summary card.
        .affiliation: "Affiliazione",
        .profiles: "Profili",
        .profileHomepage: "Sito personale",
        .dataAsOf: "Dati al",
        .dataAsOfDay: "Dati al {day}.",
        .dataAsOfRange: "Dati dal {first} al {last}.",
        .profileOwnFigures: "Valori indicati dalla fonte ({source}): {figures}.",
        .profileFigure: "{metric} {all}",
        .profileFigureSince: "{metric} {all} (dal {year}: {recent})",
        .summary: "Riepilogo",
        .notComputable: "non calcolabile dai dati",
        .computedFromTruncated: "calcolato da un elenco troncato",
        .lowerBoundTruncated: "(limite inferiore: l’elenco della fonte è troncato)",
        .profileStates: "(il profilo indica {value})",
        .academicAgeOne: "Età accademica: {years} anno ({first}–{now}, anno dei dati).",
        .academicAgeOther: "Età accademica: {years} anni ({first}–{now}, anno dei dati).",
        .noPublicationYears:
            "Non è noto alcun anno di pubblicazione, quindi le metriche per anno non sono calcolate.",
        .recentBasisOne:
            "Le metriche recenti contano {count} articolo pubblicato nel periodo {from}–{now} (una finestra di {window} anni).",
        .recentBasisOther:
            "Le metriche recenti contano i {count} articoli pubblicati nel periodo {from}–{now} (una finestra di {window} anni).",
        .authorsBasis:
            "hI,norm e gli autori per articolo si basano sugli articoli che hanno un elenco di autori: {with} su {papers}.",
        .authorsBasisAbbreviated:
            "hI,norm e gli autori per articolo si basano sugli articoli che hanno un elenco di autori: {with} su {papers}; {abbreviated}.",
        .abbreviatedListsOne:
            "{count} elenco è stato abbreviato dalla fonte ed è contato come i nomi mostrati più uno",
        .abbreviatedListsOther:
            "{count} elenchi sono stati abbreviati dalla fonte e sono contati come i nomi mostrati più uno",
        .moreCitationsOne: "{count} citazione in più",
        .moreCitationsOther: "{count} citazioni in più",
        .quotedTitle: "“<cite>{title}</cite>”",
        .needsOnPaperOne: "Per raggiungere h = {target}: {more} su {paper}.",
        .needsOnPaperOther: "Per raggiungere h = {target}: {more} su {paper}.",
        .needsCitationsOne: "Per raggiungere h = {target}: {more} ({list}).",
        .needsCitationsOther: "Per raggiungere h = {target}: {more} ({list}).",
        .onPaper: "{count} su {paper}",
        .onNewPaper: "{count} su un nuovo articolo",
        .onEachNewPaper: "{count} su ciascuno di {papers} nuovi articoli",
        .timesOne: "{count} volta",
        .timesOther: "{count} volte",
        .anyWouldDoOne:
            "Andrebbe bene anche qualsiasi scelta di {chosen} tra i {total} articoli citati {cited}.",
        .anyWouldDoOther:
            "Andrebbe bene anche qualsiasi scelta di {chosen} tra i {total} articoli citati {cited}.",
        .computedFromListed: "(Calcolato dagli articoli elencati; l’elenco è troncato.)",
        .howComputed: "Come viene calcolato",

        // Downloads.
        .download: "Scarica",
        .downloadPublicationsCSV: "Pubblicazioni (CSV)",
        .downloadPublicationsCSVDetail: "tutte le righe con il loro ruolo",
        .downloadBibTeX: "Pubblicazioni conteggiate (BibTeX)",
        .downloadBibTeXDetail: "gli articoli da cui è calcolato l’indice h",
        .downloadJSON: "Tutti i dati (JSON)",
        .downloadJSONDetail: "metriche, ruoli e corrispondenze",
        .badgeNoData: "nessun dato",
        .downloadBadge: "Badge dell’indice h (JSON)",
        .badgeMarkdown: "un endpoint shields.io; in Markdown: {code}",
        .badgeEndpoint:
            "un endpoint shields.io: img.shields.io/endpoint?url= seguito dall’URL di questo file",

        // Charts.
        .charts: "Grafici",
        .citationsEachYear: "Citazioni ricevute ogni anno",
        .acrossBuilds: "Indice h e citazioni nel tempo (per aggiornamento)",
        .chartBarTooltipOne: "{year}: {count} citazione",
        .chartBarTooltipOther: "{year}: {count} citazioni",
        .chartPeak: "Valore massimo: {count} nel {year}.",
        .chartPerYearTitle: "Citazioni ricevute ogni anno, {first}–{last}",
        .chartPerYearDescription:
            "Grafico a barre delle citazioni ricevute ogni anno dal {first} al {last}, secondo la fonte citazionale ({source}): {total} in totale.",
        .chartPerYearCaption: "Citazioni ricevute ogni anno ({source})",
        .historyHIndex: "indice h",
        .historyCitations: "citazioni",
        .historyTitleHIndex: "Storico dell’indice h",
        .historyTitleCitations: "Storico delle citazioni",
        .chartPointTooltip: "{day}: {metric} {value}",
        .chartHistoryDescription:
            "Grafico a linee: {metric} in {count} aggiornamenti dal {first} al {last}: da {start} a {end} (minimo {lowest}, massimo {highest}).",
        .chartHistoryCaption: "{title} (una riga per ogni aggiornamento con dati cambiati)",
        .dataFetchedColumn: "Dati raccolti",
        .showValuesAsTable: "Mostra i valori in una tabella",
        .perYearBasisOpenAlex:
            "La somma dei <code>counts_by_year</code> delle opere in OpenAlex, che copre solo gli anni recenti (circa gli ultimi dieci), su tutte le opere della fonte, comprese quelle escluse qui dall’indice h.",
        .perYearBasis:
            "Conteggiate dalla fonte su tutti gli articoli che attribuisce a questo ricercatore, compresi quelli esclusi qui dall’indice h.",
        .noPerYearChartOpenAlex:
            "Nessun grafico per anno: OpenAlex non fornisce conteggi per anno (counts_by_year) per queste opere.",
        .noPerYearChart:
            "Nessun grafico per anno: la fonte {source} non fornisce conteggi delle citazioni per anno.",
        .noHistoryYet:
            "Nessuno storico per ora: la cache non contiene metriche precedenti di questo ricercatore dalla fonte {source} (un aggiornamento senza cache non ne conserva).",
        .onlyOneHistoryEntry:
            "Per ora una sola voce (dati del {day}: indice h {h}, {citations} citazioni), quindi non c’è ancora una linea da tracciare. Si aggiunge una voce ogni volta che un aggiornamento trova metriche diverse.",

        // Sources compared.
        .primary: "principale",
        .atLeast: "(almeno)",
        .sameCountsEverywhere:
            "Gli articoli presenti in più di una fonte hanno ovunque gli stessi conteggi.",
        .differMostCaption: "Articoli i cui conteggi di citazioni differiscono di più tra le fonti",
        .paper: "Articolo",
        .difference: "Differenza",
        .singleSourceCaption: "Gli articoli più citati presenti in una sola fonte",
        .sourcesCompared: "Confronto tra le fonti",
        .comparisonIntroOne:
            "Gli articoli di ciascuna fonte che contano per questo ricercatore (dopo l’elenco delle pubblicazioni e le correzioni manuali), abbinati tra le fonti per DOI, identificativo arXiv, poi titolo. Le metriche principali provengono dalla fonte principale; {count} articolo è presente in tutte le fonti.",
        .comparisonIntroOther:
            "Gli articoli di ciascuna fonte che contano per questo ricercatore (dopo l’elenco delle pubblicazioni e le correzioni manuali), abbinati tra le fonti per DOI, identificativo arXiv, poi titolo. Le metriche principali provengono dalla fonte principale; {count} articoli sono presenti in tutte le fonti.",
        .comparisonCaption: "Articoli, citazioni e indice h per fonte",
        .source: "Fonte",
        .onlyInThisSource: "Solo in questa fonte",

        // Reference list and matching report.
        .found: "trovato",
        .notFound: "non trovato",
        .foundExplanation:
            "la voce corrisponde a un articolo della fonte citazionale, che quindi viene conteggiato.",
        .notFoundExplanation: "nessun articolo della fonte citazionale corrisponde a questa voce.",
        .matchedAs: "Abbinato a",
        .matchedAsRuleScore: "Abbinato a (regola, punteggio)",
        .status: "Stato",
        .listsMerged: "{count} elenchi, uniti senza duplicati",
        .titlesFoundWith: "I titoli sono stati individuati con {xpath}.",
        .crossrefFilledOne:
            "Crossref ha completato tramite DOI anno, sede o autori mancanti di {count} voce.",
        .crossrefFilledOther:
            "Crossref ha completato tramite DOI anno, sede o autori mancanti di {count} voci.",
        .entriesOne: "{count} voce",
        .entriesOther: "{count} voci",
        .referenceFromOne:
            "Da {origin}: {entries}, di cui {found} trovata nella fonte citazionale ({source}).",
        .referenceFromOther:
            "Da {origin}: {entries}, di cui {found} trovate nella fonte citazionale ({source}).",
        .publicationListHeading: "Elenco delle pubblicazioni ({source})",
        .referenceCaption:
            "Voci dell’elenco ({list}) e loro corrispondenza nella fonte citazionale",
        .allInEarlierList: ", tutte già presenti in un elenco precedente",
        .notInEarlierListOne: ", {count} non presente in un elenco precedente",
        .notInEarlierListOther: ", {count} non presenti in un elenco precedente",
        .listsMergedLabel: "Elenchi uniti in questo",
        .none: "Nessuno.",
        .matched: "Abbinati",
        .onlyInCitationSource: "Solo nella fonte citazionale",
        .onlyInPublicationList: "Solo nell’elenco delle pubblicazioni",
        .ambiguous: "Ambigui",
        .duplicateRowsMerged: "Righe duplicate unite",
        .matchingReport: "Rapporto di abbinamento",
        .matchingIntro:
            "Gli articoli della fonte citazionale ({source}) sono confermati se corrispondono a una voce dell’elenco ({list}) per DOI o identificativo arXiv, titolo esatto o somiglianza del titolo ≥ {threshold}; gli altri sono valutati in base agli indizi, a meno che il file di contenuto non li includa o escluda manualmente.",
        .onlyInSourceSummary: "Solo nella fonte citazionale ({count})",
        .onlyInListSummary: "Solo nell’elenco delle pubblicazioni ({count})",
        .ambiguousSummary: "Ambigui ({count}): casi quasi pari decisi dal punteggio migliore",
        .alsoCloseTo: "{title} — simile anche a: {others}",
        .ruleArxiv: "identificativo arXiv",
        .ruleExactTitle: "titolo esatto",
        .ruleSimilarTitle: "titolo simile",
        .ruleIncluded: "incluso manualmente",
        .ruleMatched: "abbinato",

        // Methodology.
        .methodologyDescription:
            "Come sono calcolati l’indice h e le altre metriche di questo sito.",
        .methodologyIntro:
            "Ogni numero di questo sito è calcolato dal sito stesso a partire dalle pubblicazioni e dai conteggi delle citazioni di una fonte citazionale, con le definizioni di Publish or Perish di Harzing. Ogni etichetta di metrica nella pagina di un ricercatore rimanda alla sua definizione qui sotto.",
        .onThisPage: "In questa pagina",
        .tocWhatCounts: "Che cosa viene conteggiato",
        .tocMetrics: "Metriche",
        .tocNextH: "Citazioni necessarie per raggiungere h + 1",
        .tocYears: "Anni, anno dei dati e finestra recente",
        .tocLowerBounds: "Limiti inferiori",
        .tocColors: "Colori, simboli ed etichette",
        .tocSources: "Fonti dei dati e relative avvertenze",
        .tocRanking: "Classifica",
        .whatCountsIntro:
            "Le metriche sono calcolate dagli articoli <em>conteggiati</em> di una sola fonte citazionale (il profilo Google Scholar del ricercatore, a meno che il file di contenuto non ne indichi un’altra con <code>primary:</code>). Un articolo conta a meno che non sia escluso:",
        .whatCountsReferenceList:
            "Se il ricercatore ha un elenco di riferimento (la pagina delle pubblicazioni del suo sito personale, ORCID, DBLP o un file BibTeX; più elenchi vengono uniti), gli articoli abbinati a una voce di quell’elenco sono confermati, mentre un articolo che vi manca è valutato in base agli indizi (vedi <a href=\"#attribution\">Articoli assenti dall’elenco del ricercatore</a>). L’abbinamento prova gli identificativi (DOI, identificativo arXiv), poi il titolo esatto normalizzato, poi un abbinamento approssimato del titolo sopra la soglia di somiglianza del ricercatore; il rapporto di abbinamento di ogni pagina indica la regola e il punteggio di ogni abbinamento.",
        .whatCountsNoReferenceList:
            "Senza un elenco di riferimento, conta ogni articolo della fonte citazionale, a meno che il file di contenuto del ricercatore non chieda di escludere gli articoli che sembrano opera di un omonimo: una propria cerchia di coautori e un tema lontano da quello del resto del profilo.",
        .whatCountsManual:
            "Le impostazioni manuali nel file di contenuto del ricercatore prevalgono sempre: <code>exclude</code> rimuove un articolo (per titolo o <code>doi:</code>), <code>include</code> conta un articolo sfuggito all’abbinamento, e <code>merge</code> unisce righe che sono lo stesso articolo.",
        .whatCountsDuplicates:
            "Se la fonte elenca due volte lo stesso articolo, le righe vengono unite e si mantiene il numero di citazioni maggiore; l’altra riga è mostrata come duplicata.",
        .whatCountsNoCount: "Un articolo senza numero di citazioni conta con 0 citazioni.",
        .metricsIntro:
            "Nelle formule, gli n articoli conteggiati sono ordinati per citazioni c<sub>1</sub> ≥ c<sub>2</sub> ≥ … ≥ c<sub>n</sub>; a<sub>i</sub> è il numero di autori dell’articolo i; Y è l’anno dei dati, Y<sub>0</sub> il primo anno, A = max(1, Y − Y<sub>0</sub> + 1) l’età accademica e W = {window} la finestra recente.",
        .nextHExplanation:
            "La pagina di ogni ricercatore indica quante citazioni in più farebbero salire l’indice h di uno, e su quali articoli. Per h + 1 servono h + 1 articoli con almeno h + 1 citazioni ciascuno. A un articolo citato c volte mancano max(0, h + 1 − c) citazioni, un valore che non cresce mai con c, quindi la scelta più economica sono sempre gli h + 1 articoli più citati: il numero mostrato è la somma di ciò che manca loro, il totale più piccolo possibile. Se sono conteggiati meno di h + 1 articoli, quelli mancanti sono nuovi articoli che richiedono h + 1 citazioni ciascuno. Se più articoli hanno lo stesso numero di citazioni e ne servono solo alcuni, la pagina nomina i primi elencati e precisa che andrebbe bene uno qualsiasi di essi. Le citazioni ricevute altrove non aiutano: devono arrivare proprio su questi articoli.",
        .yearsExplanation:
            "L’<strong>anno dei dati</strong> Y è l’anno (UTC) in cui è stata consultata la fonte citazionale; per una pagina salvata, il giorno indicato da <code>saved:</code> nell’intestazione del file del ricercatore, altrimenti ciò che dice la pagina stessa (l’ultimo anno del suo grafico delle citazioni per anno, o cinque anni dopo la colonna “Dal” di Google Scholar), altrimenti l’ultimo anno di pubblicazione che elenca (un avviso dice quale); mai la data di un file. Non è mai il giorno dell’aggiornamento del sito, quindi aggiornarlo di nuovo con gli stessi dati dà gli stessi numeri, in qualunque copia dei contenuti. In mancanza di date è l’ultimo anno di pubblicazione. Il <strong>primo anno</strong> Y<sub>0</sub> è l’impostazione <code>since:</code> del ricercatore, se presente (per fissare l’inizio della carriera), altrimenti il primo anno di pubblicazione tra gli articoli conteggiati. L’<strong>età accademica</strong> è A = max(1, Y − Y<sub>0</sub> + 1): gli anni in cui possono essere stati pubblicati articoli, estremi inclusi, come Publish or Perish conta gli “Years” (Harzing, <cite>The Publish or Perish Book</cite>, §2.2.1: un primo articolo nel 1995 e l’anno 2010 danno 16 anni). Gli anni al di fuori di 1000–9999 sono considerati sconosciuti; se nessun anno è noto, le metriche per anno sono mostrate come “–”.",
        .recentWindowExplanation:
            "La <strong>finestra recente</strong> di questo sito è di {years} (<code>recent_years</code> in <code>site.md</code>): le metriche recenti contano gli articoli pubblicati negli anni da Y − {start} a Y (ed eventuali successivi). Gli articoli senza anno non sono mai recenti. Attenzione: la colonna “Dal” di Google Scholar è diversa, perché conta le citazioni ricevute negli anni recenti da articoli di qualsiasi età.",
        .yearsOne: "{count} anno",
        .yearsOther: "{count} anni",
        .lowerBoundsExplanation:
            "Se l’elenco delle pubblicazioni di una fonte è troncato (un profilo o una ricerca interrotti), i conteggi possono essere solo limiti inferiori e sono mostrati come “≥ 4”, accanto al valore che il profilo della fonte dichiara, se disponibile. I rapporti calcolati da un elenco troncato (per anno, per articolo, quoziente m, indice e) sono mostrati come “≈ 0,47”: possono essere troppo alti o troppo bassi.",
        .colorsIntro:
            "Ogni riga di una tabella delle pubblicazioni ha un colore, un simbolo e un’etichetta testuale, così il significato non dipende mai solo dal colore:",
        .excludedLabelIntro: "L’etichetta di un articolo escluso ne indica il motivo:",
        .referenceTableIntro:
            "Nella tabella dell’elenco di riferimento (l’elenco del ricercatore):",
        .foundLegend:
            "(verde) la voce corrisponde a un articolo della fonte citazionale, che quindi viene conteggiato.",
        .notFoundLegend:
            "(rosso) nessun articolo della fonte citazionale corrisponde a questa voce.",
        .sharedRankExample: "“=2” indica una posizione condivisa.",
        .formula: "Formula:",
        .detailHIndex: "Hirsch (2005). Non può superare il numero di articoli.",
        .detailGIndex:
            "Egghe (2006). Come in Publish or Perish, g è limitato al numero di articoli (non si aggiungono articoli fittizi con zero citazioni), quindi g ≤ n.",
        .detailI10Index: "Come nei profili Google Scholar.",
        .detailEIndex:
            "Zhang (2009). Distingue ricercatori con lo stesso h i cui articoli del nucleo h sono citati in modo molto diverso; 0 quando h = 0.",
        .detailMQuotient:
            "L’m di Hirsch (“quoziente m”); per l’età accademica A vedi la sezione sugli anni.",
        .detailHINorm:
            "L’indice h individuale di Harzing. Le citazioni di ogni articolo sono divise per il suo numero di autori come li elenca la fonte. Gli articoli per cui la fonte non dà un elenco di autori sono tralasciati (non aggiungono nulla); gli elenchi di autori abbreviati dalla fonte (Google Scholar chiude gli elenchi lunghi con “...”) contano come i nomi mostrati più uno, il numero più piccolo possibile, quindi per essi hI,norm può risultare leggermente troppo alto. Ogni pagina indica quanti articoli ne sono interessati. Mostrato come “–” se nessun articolo ha un elenco di autori.",
        .detailHIAnnual:
            "L’incremento annuo dell’indice h individuale di Harzing, con la stessa età accademica A del quoziente m.",
        .detailPapers: "Gli articoli esclusi non sono conteggiati.",
        .detailCitations: "Come le riporta la fonte citazionale per gli articoli conteggiati.",
        .detailCitationsPerYear: "Corrisponde a “Cites/year” in Publish or Perish.",
        .detailCitationsPerPaper:
            "Corrisponde a “Cites/paper” in Publish or Perish; “–” senza articoli.",
        .detailAuthorsPerPaper:
            "“Authors/paper” in Publish or Perish, sugli articoli per cui la fonte dà un elenco di autori (gli elenchi abbreviati contano come i nomi mostrati più uno).",
        .detailRecentHIndex: "Su questo sito la finestra recente è di {years}.",
        .detailRecentCitations:
            "Tutte le citazioni di quegli articoli, in qualunque momento siano state ricevute.",
        .sourceNameScholar: "Google Scholar (profilo e ricerca per autore)",
        .sourceNameOpenAlex: "OpenAlex",
        .sourceNameSemanticScholar: "Semantic Scholar",
        .sourceNameORCID: "ORCID",
        .sourceNameDBLP: "DBLP",
        .sourceNameBibTeX: "File BibTeX",
        .sourceNameHomepage: "Elenco delle pubblicazioni del sito personale",
        .sourceCaveatsScholar:
            "La copertura più ampia, che comprende libri, tesi, preprint e letteratura grigia, quindi i conteggi sono più alti che altrove. I profili sono curati dal ricercatore e possono includere articoli non suoi; le ricerche per autore trovano omonimi (i risultati sono filtrati sul cognome, e un elenco di riferimento elimina il resto). Le righe degli autori sono abbreviate con “...”. Google non offre un’API e può bloccare le richieste; si può usare invece una pagina salvata, e una pagina bloccata non viene mai letta come “nessuna pubblicazione”.",
        .sourceCaveatsOpenAlex:
            "Un indice aperto di opere scientifiche con elenchi completi di autori, DOI e conteggi annui delle citazioni. I profili degli autori sono costruiti con una disambiguazione automatica, quindi le opere possono essere divise tra più profili o unite a quelle di un omonimo; i conteggi sono di solito più bassi di quelli di Google Scholar.",
        .sourceCaveatsSemanticScholar:
            "Forte in informatica e biomedicina; le pagine degli autori sono disambiguate automaticamente e possono mescolare omonimi.",
        .sourceCaveatsORCID:
            "Un elenco di riferimento curato dal ricercatore (senza conteggi di citazioni), che spesso riporta solo una parte dei suoi lavori: un articolo che vi manca viene valutato in base ai coautori e al tema, e non escluso solo perché manca (a meno che l’elenco non sia dichiarato completo).",
        .sourceCaveatsDBLP:
            "Un elenco di riferimento curato per l’informatica (senza conteggi di citazioni); gli articoli al di fuori dell’informatica vi mancano.",
        .sourceCaveatsBibTeX:
            "Un elenco di riferimento conservato nella cartella dei contenuti del sito (senza conteggi di citazioni); la sua completezza dipende da chi lo mantiene.",
        .sourceCaveatsHomepage:
            "La pagina delle pubblicazioni del ricercatore, letta imparando la struttura della pagina dai titoli che anche la fonte citazionale conosce. Se la struttura non si riesce a capire, la pagina lo segnala e non si usa alcun elenco di riferimento (conta ogni articolo).",
        .sourceNameSerpApi: "Google Scholar (tramite SerpApi)",
        .sourceNameScholarly: "Google Scholar (salvato con scholarly)",
        .sourceNameINSPIRE: "INSPIRE-HEP",
        .sourceNameScopus: "Scopus",
        .sourceCaveatsSerpApi:
            "Un profilo Google Scholar letto tramite SerpApi, un servizio a pagamento che scarica le pagine di Scholar con una chiave API: gli stessi dati e le stesse avvertenze di un profilo Scholar (curato dal ricercatore, righe degli autori abbreviate con “...”), senza i blocchi di Google. I conteggi delle citazioni sono quelli che Scholar mostrava al momento dello scaricamento.",
        .sourceCaveatsScholarly:
            "Un profilo Google Scholar salvato con la libreria Python scholarly (come fanno alcuni siti personali): gli stessi dati e le stesse avvertenze di un profilo Scholar, alla data in cui il file è stato scritto. Se il file riporta solo una parte degli articoli del profilo, gli indicatori sono limiti inferiori.",
        .sourceCaveatsINSPIRE:
            "La banca dati bibliografica della fisica delle alte energie, curata dal suo staff, con propri conteggi delle citazioni: conta le citazioni provenienti dagli articoli presenti in INSPIRE, quindi i conteggi sono più bassi di quelli di Google Scholar per i lavori citati anche fuori dalla fisica. Gli articoli delle collaborazioni hanno migliaia di autori; si conservano al massimo 20 nomi, quindi per quegli articoli gli indicatori per autore sono limiti inferiori.",
        .sourceCaveatsScopus:
            "La banca dati di abstract e citazioni di Elsevier, curata, su cui si basano i rapporti di molte università. La copertura è selettiva (riviste indicizzate, atti di convegni e libri), quindi i conteggi sono di solito più bassi di quelli di Google Scholar. I profili degli autori sono costruiti dall’abbinamento proprio di Scopus e possono unire o dividere persone. Senza un token istituzionale Scopus indica solo il primo autore di ogni articolo, quindi il numero di autori è un limite inferiore.",
        // The build's notices and source names.
        .noticeVerbatim: "{text}",
        .noticeNoCitationSource:
            "Nessuna fonte citazionale configurata: aggiungere `scholar:` a {path}.",
        .noticeSourceNotRead: "La fonte citazionale non è stata letta.",
        .noticeSourceUnavailable: "{source}: {reason}.",
        .noticeHomepageNotURL:
            "“{value}” non è né un URL http(s) né una pagina salvata in content/",
        .noticeORCIDNotID:
            "{value} non è un ORCID iD; impostare `orcid:` sull’iD o su una risposta “works” salvata in content/",
        .noticeDBLPNotID:
            "{value} non è un identificativo di persona DBLP; impostare `dblp:` sul pid (ad es. k/RichardMKarp) o su un file XML della persona salvato in content/",
        .noticeOpenAlexNotID:
            "{value} non è un identificativo di autore OpenAlex; impostare `openalex:` sull’identificativo (A…) o su una risposta “works” salvata in content/",
        .noticeSemanticScholarNotID:
            "{value} non è un identificativo di autore Semantic Scholar; impostare `semantic_scholar:` sull’identificativo (cifre) o su una risposta “papers” salvata in content/",
        .noticeScholarNotProfile:
            "{value} non è l’URL di un profilo (manca il parametro `user=`); impostare `scholar:` sull’identificativo del profilo o su una pagina salvata in content/",
        .noticeStale:
            "Non aggiornato dal {day}: l’aggiornamento non è riuscito ({label}: {reason}); i dati mostrati sono la copia scaricata il {fetched}.",
        .noticeUnknownReason: "motivo sconosciuto",
        .noticeComparedSourceFailed:
            "Una fonte citazionale confrontata con quella principale non è utilizzabile: {error}",
        .noticePlaceFrom: "all’indirizzo {origin}",
        .noticePlaceIn: "in {origin}",
        .noticeSourceBlocked: "{source} ha bloccato la richiesta ({reason}) {place}",
        .noticeSourceLayout: "{source}: struttura della pagina inattesa {place}: {detail}",
        .noticeSourceEmpty: "{source}: niente da leggere, il contenuto è vuoto {place}",
        .noticeSourceNotUnderstood:
            "{source}: non è stato possibile leggere l’elenco delle pubblicazioni {place}: {reason}",
        .noticeSourceNotUnderstoodFigures:
            "{source}: non è stato possibile leggere l’elenco delle pubblicazioni {place}: {reason} ({figures})",
        .noticeTooLarge: "{origin} è troppo grande da leggere ({bytes} byte, limite {limit})",
        .noticeUnreadable: "impossibile leggere {origin}: {reason}",
        .noticeSelfCheckOne:
            "{recovered} su {count} titolo noto presente nella pagina riconosciuto come titolo di voce (necessario il {share}%)",
        .noticeSelfCheckOther:
            "{recovered} su {count} titoli noti presenti nella pagina riconosciuti come titoli di voci (necessario il {share}%)",
        .noticeListFailed:
            "Non è stato possibile leggere l’elenco delle pubblicazioni in {origin}: {reason}; {consequence}.",
        .noticeListReasonFigures: "{reason} ({figures})",
        .noticeListBlocked: "è una pagina di blocco, non un elenco di pubblicazioni ({reason})",
        .noticeListLayout: "struttura della pagina inattesa: {detail}",
        .noticeListEmpty: "niente da leggere, la pagina è vuota",
        .noticeListTooLarge: "è troppo grande da leggere ({bytes} byte, limite {limit})",
        .noticeListNamedAt: "{source} in {origin}",
        .noticeSemicolonList: "{list}; {item}",
        .noticeOtherListCountsOne: "conta solo l’altro elenco ({lists})",
        .noticeOtherListCountsOther: "contano solo gli altri elenchi ({lists})",
        .noticeSourcePapersCountOne:
            "viene contato {count} articolo della fonte citazionale ({source})",
        .noticeSourcePapersCountOther:
            "contano tutti i {count} articoli della fonte citazionale ({source})",
        .noticeEveryPaperCounts: "conta ogni articolo della fonte citazionale",
        .noticeFewMatchesOne:
            "L’elenco delle pubblicazioni in {origin} corrisponde solo a {counted} dei {papers} articoli della fonte citazionale ({source}); gli altri non contano. Se l’elenco è incompleto, aggiungervi gli articoli mancanti o indicarli sotto `include:`; se il profilo mescola articoli di un omonimo, è quanto ci si aspetta.",
        .noticeFewMatchesMany:
            "Gli elenchi delle pubblicazioni in {origins} e {last} corrispondono solo a {counted} dei {papers} articoli della fonte citazionale ({source}); gli altri non contano. Se gli elenchi sono incompleti, aggiungervi gli articoli mancanti o indicarli sotto `include:`; se il profilo mescola articoli di un omonimo, è quanto ci si aspetta.",
        .noticeDataYearChart:
            "L’anno dei dati {year} (età accademica, finestra recente) è l’ultimo anno delle citazioni per anno di {path}; per indicare il giorno, {advice}.",
        .noticeDataYearSince:
            "L’anno dei dati {year} (età accademica, finestra recente) cade {window} anni dopo la colonna “Dal {since}” di {path}; per indicare il giorno, {advice}.",
        .noticeDataYearLatestPublication:
            "L’anno dei dati {year} (età accademica, finestra recente) è l’ultimo anno di pubblicazione di {path}, che non dice quando è stato salvato; per indicare il giorno, {advice}.",
        .noticeDataYearUnknown:
            "{path} non dice né quando è stato salvato né quando sono usciti i suoi articoli, quindi le metriche non hanno un anno dei dati (le metriche per anno non sono mostrate); {advice}.",
        .noticeAddSaved:
            "aggiungere `saved: YYYY-MM-DD` (il giorno in cui la pagina è stata salvata) a {path}",
        .noticeCrossrefCapped:
            "Crossref: a {total} voci con DOI mancano anno, sede o autori; in questo aggiornamento sono state cercate solo le prime {limit}.",
        .noticeCrossrefOfflineOne:
            "Crossref: {count} DOI non è nella cache e questo aggiornamento è avvenuto offline, quindi anni, sedi o autori mancanti restano vuoti; rigenerare il sito una volta senza --offline per completarli.",
        .noticeCrossrefOfflineOther:
            "Crossref: {count} DOI non sono nella cache e questo aggiornamento è avvenuto offline, quindi anni, sedi o autori mancanti restano vuoti; rigenerare il sito una volta senza --offline per completarli.",
        .noticeCrossrefUnknownOne:
            "Crossref non conosce il DOI {dois}; non è stato completato nulla.",
        .noticeCrossrefUnknownOther:
            "Crossref non conosce i DOI {dois}; non è stato completato nulla.",
        .noticeCrossrefAndMore: "{dois} e altri {more}",
        .noticeCrossrefFailed:
            "Ricerche Crossref non riuscite: {reason}; le voci mantengono quanto riportano i loro elenchi.",
        .noticeCrossrefFailedMore:
            "Ricerche Crossref non riuscite (e altre {more}): {reason}; le voci mantengono quanto riportano i loro elenchi.",
        .noticeExcludeNoMatch: "exclude: “{title}” non corrisponde ad alcuna pubblicazione",
        .noticeMergeNoMatch: "merge: “{title}” non corrisponde ad alcuna pubblicazione",
        .noticeMergeGroupNone: "gruppo merge [{titles}]: nessuna riga corrispondente",
        .noticeMergeGroupOne: "gruppo merge [{titles}]: una sola riga corrispondente",
        .noticeIncludeExcluded:
            "include: “{title}” indica una pubblicazione esclusa (prevale exclude)",
        .noticeIncludeNoMatch: "include: “{title}” non corrisponde ad alcuna pubblicazione",
        .noticeDuplicate: "duplicato: “{title}” e “{other}” sono lo stesso articolo",
        .noticeDuplicateSame:
            "duplicato: “{title}” e “{other}” sono lo stesso articolo (in comune: {identifier})",
        .noticeAmbiguous:
            "ambiguo: “{title}” è stato abbinato a {chosen}, quasi altrettanto vicini: {others}",
        .noticeAmbiguousNothing: "nulla",
        .noticeQuoted: "“{title}”",
        .evidenceSharedCoauthorsOne:
            "ha in comune i coautori {names} con {count} articolo dell’elenco",
        .evidenceSharedCoauthorsOther:
            "ha in comune i coautori {names} con {count} articoli dell’elenco",
        .evidenceCoauthorCluster:
            "i suoi coautori ({names}) sono collegati agli articoli dell’elenco tramite altri articoli",
        .evidenceSeparateCoauthors:
            "nessun coautore in comune con gli articoli dell’elenco, né direttamente né tramite altri articoli",
        .evidenceSolo: "nessun coautore",
        .evidenceNoAuthors: "la fonte non indica gli autori",
        .evidenceTopicClose: "tema vicino a quello degli articoli dell’elenco ({words})",
        .evidenceTopicMiddle: "tema in parte condiviso con gli articoli dell’elenco ({words})",
        .evidenceTopicDistant: "tema lontano da quello degli articoli dell’elenco",
        .evidenceTopicUnknown: "troppo poche parole per confrontare i temi",
        .evidenceSameVenue: "stessa sede di pubblicazione di articoli dell’elenco ({venue})",
        .evidenceOutsideSpan: "pubblicato al di fuori degli anni degli articoli dell’elenco",
        .evidenceNameConflict:
            "l’autore con il cognome del ricercatore vi figura come {written}, con un nome diverso",
        .evidenceTooFewConfirmed: "troppo pochi articoli nell’elenco per un confronto",
        .evidenceSeparateFromRest:
            "una propria cerchia di coautori, senza alcun coautore nella cerchia più ampia del profilo",
        .evidenceCircleMissingFromList:
            "nessuno dei {count} articoli della sua cerchia di coautori è nell’elenco, che pure contiene la maggior parte degli articoli della fonte",
        .evidenceTopicDistantFromRest: "tema lontano da quello del resto del profilo",
        .noticePossibleNamesakesCountedOne:
            "{count} articolo della fonte citazionale ({source}) sembra opera di un omonimo (coautori propri, tema lontano: {titles}); viene conteggiato perché manca un elenco delle pubblicazioni che permetta di decidere: indicare un elenco delle pubblicazioni del ricercatore (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) oppure impostare `possible_namesakes: leave_out` in {path} per escludere tali articoli.",
        .noticePossibleNamesakesCountedOther:
            "{count} articoli della fonte citazionale ({source}) sembrano opera di omonimi (coautori propri, tema lontano: {titles}); vengono conteggiati perché manca un elenco delle pubblicazioni che permetta di decidere: indicare un elenco delle pubblicazioni del ricercatore (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) oppure impostare `possible_namesakes: leave_out` in {path} per escludere tali articoli.",
        .noticePossibleNamesakesLeftOutOne:
            "{count} articolo della fonte citazionale ({source}) sembra opera di un omonimo ed è escluso (`possible_namesakes: leave_out` in {path}): {titles}.",
        .noticePossibleNamesakesLeftOutOther:
            "{count} articoli della fonte citazionale ({source}) sembrano opera di omonimi e sono esclusi (`possible_namesakes: leave_out` in {path}): {titles}.",
        .noticeUntiedPapersDecideOne:
            "{count} articolo della fonte citazionale ({source}) viene conteggiato benché nulla lo colleghi all’elenco del ricercatore (né coautori, né sede, né un tema vicino in comune con gli articoli dell’elenco: {titles}), ed è determinante per l’indice h: {with}, {without} senza di esso. Se è opera del ricercatore, confermarlo sotto `include:` in {path}; se è opera di un omonimo, inserirlo sotto `exclude:` (oppure impostare `publication_list: complete` se l’elenco è completo).",
        .noticeUntiedPapersDecideOther:
            "{count} articoli della fonte citazionale ({source}) vengono conteggiati benché nulla li colleghi all’elenco del ricercatore (né coautori, né sede, né un tema vicino in comune con gli articoli dell’elenco: {titles}), e sono determinanti per l’indice h: {with}, {without} senza di essi. Se sono opera del ricercatore, confermarli sotto `include:` in {path}; se sono opera di un omonimo, inserirli sotto `exclude:` (oppure impostare `publication_list: complete` se l’elenco è completo).",
        .attributionSummaryConfirmedOne: "{count} articolo figura nell’elenco del ricercatore",
        .attributionSummaryConfirmedOther: "{count} articoli figurano nell’elenco del ricercatore",
        .attributionSummaryAttributedOne:
            "{count} ulteriore articolo è collegato all’elenco tramite coautori, tema o sede di pubblicazione",
        .attributionSummaryAttributedOther:
            "{count} ulteriori articoli sono collegati all’elenco tramite coautori, tema o sede di pubblicazione",
        .attributionSummaryUndecidedCountedOne:
            "{count} articolo non presenta indizi né a favore né contro e viene conteggiato (la fonte è il profilo o la scheda d’autore del ricercatore stesso, non una ricerca per nome)",
        .attributionSummaryUndecidedCountedOther:
            "{count} articoli non presentano indizi né a favore né contro e vengono conteggiati (la fonte è il profilo o la scheda d’autore del ricercatore stesso, non una ricerca per nome)",
        .attributionSummaryUndecidedLeftOutOne:
            "{count} articolo non presenta indizi né a favore né contro e non viene conteggiato (la fonte è una ricerca per nome)",
        .attributionSummaryUndecidedLeftOutOther:
            "{count} articoli non presentano indizi né a favore né contro e non vengono conteggiati (la fonte è una ricerca per nome)",
        .attributionSummaryNamesakesOne:
            "{count} articolo è escluso perché ritenuto opera di un possibile omonimo",
        .attributionSummaryNamesakesOther:
            "{count} articoli sono esclusi perché ritenuti opera di possibili omonimi",
        .attributionSummarySentence: "{parts}.",
        .attributionKindSelectedPhrase:
            "L’elenco si intitola “{phrase}”: un articolo che vi manca è valutato in base agli indizi.",
        .attributionKindSelectedCoverage:
            "L’elenco contiene meno della metà degli articoli della fonte: un articolo che vi manca è valutato in base agli indizi.",
        .attributionKindSelectedDeclared:
            "L’elenco è dichiarato una selezione: un articolo che vi manca è valutato in base agli indizi.",
        .attributionKindCompleteDeclared:
            "L’elenco è dichiarato completo: contano solo gli articoli che vi figurano.",
        .attributionKindComplete:
            "Un articolo assente dall’elenco è valutato in base agli indizi: gli elenchi sono spesso incompleti.",
        .sourceLabelScholarProfile: "Profilo Google Scholar",
        .sourceLabelScholarSearch: "Ricerca Google Scholar",
        .sourceLabelScholarDump: "Google Scholar (esportazione scholarly)",
        .sourceLabelOpenAlexAuthor: "Autore OpenAlex",
        .sourceLabelOpenAlexWorks: "Opere OpenAlex",
        .sourceLabelSemanticScholarPapers: "Articoli Semantic Scholar",
        .sourceLabelORCIDWorks: "Opere ORCID",
        .sourceLabelDBLPPerson: "Persona DBLP",
        .sourceLabelDBLPRecord: "Scheda DBLP",
        .sourceLabelPublicationList: "Elenco delle pubblicazioni",
        .sourceLabelCrossrefWork: "Opera Crossref",
    ]
}
