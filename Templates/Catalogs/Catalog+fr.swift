// Catalogs hold whole sentences: long string literals are kept on one line.
// swift-format-ignore-file: LineLength

import HIndexCore

extension Catalog {
    /// French (`fr`).
    static let frenchMessages: [MessageKey: String] = [
        // Layout and 404.
        .generated: "Généré par hindex-site.",
        .generatedOn: "Généré par hindex-site le {date}.",
        .feedTitle: "{name} : mises à jour",
        .skipToContent: "Aller au contenu",
        .siteNavigation: "Site",
        .methodology: "Méthodologie",
        .notFoundTitle: "Page introuvable",
        .notFoundText:
            "Il n’y a pas de page à cette adresse. Elle a peut-être été déplacée, ou la fiche du chercheur a peut-être été supprimée.",
        .goToLeaderboard: "Aller au classement",
        .sentenceSeparator: " ",
        .listSeparator: ", ",
        .listAnd: "{list} et {last}",

        // Leaderboards.
        .siteOrderedBy: "{site}, tri par {noun}",
        .departmentOrderedBy: "{department}, par {noun}",
        .departmentDescription: "Classement par indice h : {department}",
        .breadcrumb: "Fil d’Ariane",
        .allScientists: "Tous les chercheurs",
        .allDepartments: "Tous les départements",
        .filterByDepartment: "Filtrer par département",
        .departments: "Départements",
        .department: "Département",
        .noScientistsYet:
            "Aucun chercheur à classer pour l’instant. Ajoutez un fichier dans <code>content/scientists/</code> et générez de nouveau le site.",
        .sharedRank: "rang partagé {rank}",
        .notRankedNoValue: "non classé : aucune valeur",
        .notRankedNoData: "non classé : aucune donnée de citations",
        .dataStaleSince: "données non actualisées depuis le {day}",
        .staleMark: "(non actualisé)",
        .noCitationDataRow: "aucune donnée de citations : voir la page du chercheur",
        .noDataNote:
            "<strong>Aucune donnée de citations</strong> : {reason}, donc aucun indicateur n’est affiché.",
        .noDataNoSource: "aucune source de citations n’est configurée pour ce chercheur",
        .noDataUnreadable:
            "la source de citations n’a pas pu être lue (les remarques ci-dessous expliquent pourquoi)",
        .noteSharedRank: "« = » signale un rang partagé : ces chercheurs ont la même valeur.",
        .noteLowerBound:
            "« ≥ » signale une borne inférieure : la liste de publications de la source de citations est tronquée, la vraie valeur peut donc être plus élevée.",
        .noteMissingData:
            "« – » dans la colonne Rang signale un chercheur sans données de citations (aucune source configurée, ou elle n’a pas pu être lue) ; la page du chercheur en donne la raison.",
        .noteStale:
            "« (non actualisé) » signale un chercheur dont les données n’ont pas pu être actualisées : la dernière copie valide est affichée, et la page du chercheur indique depuis quand et pourquoi.",
        .noteTrend:
            "Tendance : l’évolution de l’indice h depuis la précédente mise à jour dont les données différaient, d’après l’historique des indicateurs conservé dans le cache : ▲ hausse, ▼ baisse, « – 0 » aucun changement, « – » seul pas encore de données antérieures.",
        .noteDefinitions:
            "Définitions, sources et mises en garde pour {metrics} : voir la page de méthodologie.",
        .rank: "Rang",
        .name: "Nom",
        .captionRanked: "Chercheurs classés par indice h",
        .captionOrdered: "Chercheurs triés par {noun}",
        .departmentCaptionRanked: "{department} : chercheurs classés par indice h",
        .departmentCaptionOrdered: "{department} : chercheurs triés par {noun}",
        .scholar: "Scholar",
        .profileOf: "profil de {name}",
        .homepage: "Page personnelle",
        .homepageOf: "de {name}",
        .noEarlierDataTitle: "aucune donnée antérieure dans l’historique des indicateurs",
        .noEarlierData: "aucune donnée antérieure à comparer",
        .recentUnknown: "inconnu : les articles n’ont pas d’année de publication",
        .publishedSince: "articles publiés depuis {year}",
        .dataFetchedOn:
            "Données collectées le {day} ; la page de chaque chercheur donne le jour de chaque source.",
        .dataFetchedBetween:
            "Données collectées entre le {first} et le {last} ; la page de chaque chercheur donne le jour de chaque source.",
        .savedPagesAll:
            "Les données de tous les chercheurs proviennent de pages enregistrées dans content/, non collectées lors de la mise à jour.",
        .savedPagesOne:
            "Les données de {count} chercheur proviennent de pages enregistrées dans content/, non collectées lors de la mise à jour.",
        .savedPagesOther:
            "Les données de {count} chercheurs proviennent de pages enregistrées dans content/, non collectées lors de la mise à jour.",
        .filterAllPrefix: "Tous affichés : ",
        .filterAllSuffix: ".",
        .filterScientistOne: "chercheur",
        .filterScientistOther: "chercheurs",
        .filterNoMatchPrefix: "Aucun chercheur ne correspond à « ",
        .filterNoMatchSuffix: " ».",
        .filterShowingPrefix: "Affichage de ",
        .filterShowingOf: " sur ",
        .filterShowingSuffix: ".",
        .filterByName: "Filtrer par nom",
        .downloadLeaderboard: "Télécharger le classement au format {csv} ou {json}.",
        .orderLabelHIndex: "Indice h",
        .orderLabelI10Index: "Indice i10",
        .orderLabelCitations: "Citations",
        .orderLabelRecentHIndex: "h (articles récents)",
        .orderLabelTrend: "Tendance",
        .orderNounHIndex: "indice h",
        .orderNounI10Index: "indice i10",
        .orderNounCitations: "citations",
        .orderNounRecentHIndex: "indice h des articles récents",
        .orderNounTrend: "évolution de l’indice h",
        .orderByHIndex:
            "Classés par indice h ; les chercheurs de même indice h partagent un rang et sont listés par citations, puis indice i10, puis nom.",
        .orderByTrend:
            "Triés par évolution de l’indice h depuis la dernière entrée différente de l’historique des indicateurs, la plus forte hausse d’abord ; les évolutions égales partagent un rang et sont listées par indice h, puis citations, puis indice i10, puis nom. Les chercheurs sans historique figurent en dernier.",
        .orderByRecentHIndex:
            "Triés par indice h des articles récents (l’indice h des articles publiés dans la fenêtre récente) ; les valeurs égales partagent un rang et sont listées par indice h, puis citations, puis indice i10, puis nom. Les chercheurs dont les articles n’ont pas d’année figurent en dernier.",
        .orderByMetric:
            "Triés par {noun} ; les chercheurs de même valeur ({noun}) partagent un rang et sont listés par indice h, puis citations, puis indice i10, puis nom.",
        .trendUnchanged: "indice h inchangé depuis le {day} (auparavant : {previous})",
        .trendUp: "indice h en hausse de {change} depuis le {day} (auparavant : {previous})",
        .trendDown: "indice h en baisse de {change} depuis le {day} (auparavant : {previous})",

        // Metrics.
        .metricHIndex: "Indice h",
        .metricGIndex: "Indice g",
        .metricI10Index: "Indice i10",
        .metricEIndex: "Indice e",
        .metricMQuotient: "Quotient m",
        .metricHINorm: "hI,norm",
        .metricHIAnnual: "hI,annual",
        .metricPapers: "Articles",
        .metricCitations: "Citations",
        .metricCitationsPerYear: "Citations par an",
        .metricCitationsPerPaper: "Citations par article",
        .metricAuthorsPerPaper: "Auteurs par article",
        .metricRecentHIndex: "Indice h des articles récents",
        .metricRecentCitations: "Citations des articles récents",
        .summaryHIndex: "Le plus grand h tel que h articles aient chacun au moins h citations.",
        .summaryGIndex:
            "Le plus grand g tel que les g articles les plus cités totalisent au moins g² citations (au plus le nombre d’articles).",
        .summaryI10Index: "Le nombre d’articles ayant au moins 10 citations.",
        .summaryEIndex:
            "La racine carrée des citations des articles du cœur h au-delà des h² requises par l’indice h.",
        .summaryMQuotient: "L’indice h divisé par l’âge académique en années.",
        .summaryHINorm:
            "L’indice h après division des citations de chaque article par son nombre d’auteurs.",
        .summaryHIAnnual: "hI,norm divisé par l’âge académique en années.",
        .summaryPapers: "Le nombre d’articles comptés.",
        .summaryCitations: "Le total des citations des articles comptés.",
        .summaryCitationsPerYear: "Les citations divisées par l’âge académique en années.",
        .summaryCitationsPerPaper: "Les citations divisées par le nombre d’articles.",
        .summaryAuthorsPerPaper:
            "Le nombre moyen d’auteurs des articles dotés d’une liste d’auteurs.",
        .summaryRecentHIndex: "L’indice h des articles publiés dans la fenêtre récente.",
        .summaryRecentCitations: "Les citations des articles publiés dans la fenêtre récente.",

        // Scientist page.
        .scientistDescription: "Indice h, citations et publications de {name}",
        .noSourceLoaded: "Aucune source de citations n’a été chargée pour ce chercheur.",
        .listTruncatedLowerBounds:
            "La liste est tronquée, les indicateurs sont donc des bornes inférieures.",
        .leftOutBySurnameOne:
            "{count} résultat de recherche d’autres auteurs a été écarté (filtre sur le nom).",
        .leftOutBySurnameOther:
            "{count} résultats de recherche d’autres auteurs ont été écartés (filtre sur le nom).",
        .publicationsCountOne: "{count} publication",
        .publicationsCountOther: "{count} publications",
        .sourceFrom: "Source : {source}, depuis {origin} ({publications}).",
        .dataFetched: "{what} : données collectées le {day}.",
        .dataFetchedStale:
            "{what} : données collectées le {day}, <strong class=\"stale\">non actualisées depuis le {since}</strong> : la dernière actualisation a échoué (voir les remarques).",
        .notices: "Remarques",
        .biography: "Biographie",
        .noPublicationsLoaded:
            "Aucune publication n’a pu être chargée pour ce chercheur ; les remarques ci-dessus en donnent la raison.",
        .noPublicationsNoSource:
            "Aucune publication à afficher : aucune source de citations n’est configurée pour ce chercheur.",
        .noPublicationsListed:
            "Aucune publication à afficher : la source de citations n’en liste aucune pour ce chercheur.",
        .publications: "Publications",
        .theCitationSource: "la source de citations",
        .citationSource: "source de citations",
        .authors: "Auteurs",
        .venue: "Support de publication",
        .year: "Année",
        .citations: "Citations",
        .title: "Titre",
        .role: "Rôle",
        .publicationsCaption:
            "Publications (source : {source}), les plus citées d’abord (listées : {listed}, comptées : {counted})",
        .notGivenBySource: "non fourni par la source",
        .roleCore: "dans le cœur h",
        .roleBoundary: "ex æquo à la limite",
        .roleOutside: "sans effet sur h",
        .roleExcluded: "exclu",
        .roleCoreExplanation: "compte pour l’indice h : l’un des h articles les plus cités.",
        .roleBoundaryExplanation:
            "partage le nombre de citations limite avec d’autres articles ; seuls certains d’entre eux sont nécessaires pour h, et le choix entre eux est arbitraire.",
        .roleOutsideExplanation: "compté, mais trop peu cité pour faire monter l’indice h.",
        .roleExcludedExplanation:
            "non compté : exclu manuellement, écarté comme pouvant appartenir à un homonyme, ou absent d’une liste qui fait foi à elle seule.",
        .exclusionManual: "manuel",
        .exclusionNotOnReferenceList: "absent de la liste de référence",
        .exclusionDuplicate: "ligne en double",
        .exclusionManualExplanation: "listé sous exclude dans le fichier de contenu du chercheur.",
        .exclusionNotOnReferenceListExplanation:
            "absent de la liste de référence du chercheur (page personnelle, ORCID, DBLP ou BibTeX), lorsque la liste est déclarée complète, ou lorsque la source est une recherche par nom et que rien ne rattache l’article au chercheur.",
        .exclusionDuplicateExplanation:
            "une autre ligne de la même source est le même article ; les lignes ont été fusionnées en gardant le plus grand nombre de citations.",
        .exclusionPossibleNamesake: "homonyme possible",
        .exclusionPossibleNamesakeExplanation:
            "les éléments d’appréciation indiquent qu’une autre personne du même nom en est l’auteur : ses coauteurs ne sont pas liés aux articles de la liste et son thème est éloigné du leur, ou un auteur portant le nom de famille du chercheur a d’autres prénoms.",
        .attributionConfirmed: "dans la liste",
        .attributionAttributed: "attribué",
        .attributionUndecided: "indéterminé",
        .attributionPossibleNamesake: "homonyme possible",
        .attributionConfirmedExplanation:
            "apparié à une entrée de la liste de publications du chercheur (par DOI, identifiant arXiv ou titre), ou nommé sous include.",
        .attributionAttributedExplanation:
            "absent de la liste, mais rattaché au chercheur : il a des coauteurs en commun avec des articles de la liste (directement ou par l’intermédiaire d’autres articles), ou bien il en partage le thème ou le support de publication et ses coauteurs ne forment pas un cercle distinct. Il compte.",
        .attributionUndecidedExplanation:
            "absent de la liste, et rien ne le rattache au chercheur ni ne le distingue de ses travaux. Il compte lorsque la source est le profil ou la fiche d’auteur du chercheur lui-même, et non lorsqu’il s’agit d’une recherche par nom.",
        .attributionPossibleNamesakeExplanation:
            "absent de la liste, et les éléments d’appréciation le distinguent des travaux du chercheur : ses coauteurs ne sont pas liés aux articles de la liste et son thème est éloigné du leur (ou n’en est pas proche, ou tant d’articles partagent ces coauteurs que leur absence de la liste ne peut être due au hasard, lorsque la liste est considérée comme complète), ou un auteur portant le nom de famille du chercheur a d’autres prénoms. Il ne compte jamais.",
        .attributionEvidenceLabel: "Éléments d’appréciation",
        .attributionHeading: "Articles absents de la liste du chercheur",
        .attributionIntro:
            "La liste de publications établie par le chercheur lui-même confirme des articles ; un article qui n’y figure pas n’appartient pas pour autant à quelqu’un d’autre, car beaucoup de listes sont des sélections (« Publications choisies ») ou sont incomplètes. Chaque article de la source de citations est classé d’après les éléments d’appréciation : les coauteurs qu’il a en commun avec les articles de la liste (directement, ou par une chaîne d’articles ayant des coauteurs en commun), les mots de son titre et de son support de publication comparés à ceux des articles de la liste (pondérés selon la rareté de chaque mot parmi les articles du chercheur), son support de publication, son année comparée aux années des articles de la liste, et le nom d’auteur sous lequel il figure.",
        .attributionCounting:
            "Les articles de la liste et les articles attribués comptent ; les articles indéterminés comptent lorsque la source est le profil ou la fiche d’auteur du chercheur lui-même (profil Google Scholar, auteur OpenAlex ou Semantic Scholar), et non lorsqu’il s’agit d’une recherche par nom ; les homonymes possibles ne comptent jamais. Les réglages manuels include et exclude l’emportent toujours.",
        .attributionListKinds:
            "La liste d’un chercheur peut être déclarée complète, auquel cas seuls les articles qui y figurent comptent, ou déclarée comme une sélection ; à défaut, ce sont ses propres termes (« Publications choisies ») et la part de la source de citations qu’elle couvre qui déterminent la façon dont elle est interprétée. La page de chaque chercheur indique comment la liste a été interprétée.",

        // Summary card.
        .affiliation: "Affiliation",
        .profiles: "Profils",
        .profileHomepage: "Page personnelle",
        .dataAsOf: "Données au",
        .dataAsOfDay: "Données au {day}.",
        .dataAsOfRange: "Données du {first} au {last}.",
        .profileOwnFigures: "Valeurs indiquées par la source ({source}) : {figures}.",
        .profileFigure: "{metric} {all}",
        .profileFigureSince: "{metric} {all} (depuis {year} : {recent})",
        .summary: "Résumé",
        .notComputable: "non calculable à partir des données",
        .computedFromTruncated: "calculé à partir d’une liste tronquée",
        .lowerBoundTruncated: "(borne inférieure : la liste de la source est tronquée)",
        .profileStates: "(le profil indique {value})",
        .academicAgeOne: "Âge académique : {years} an ({first}–{now}, année des données).",
        .academicAgeOther: "Âge académique : {years} ans ({first}–{now}, année des données).",
        .noPublicationYears:
            "Aucune année de publication n’est connue, les indicateurs annuels ne sont donc pas calculés.",
        .recentBasisOne:
            "Les indicateurs récents comptent {count} article publié en {from}–{now} (une fenêtre de {window} ans).",
        .recentBasisOther:
            "Les indicateurs récents comptent les {count} articles publiés en {from}–{now} (une fenêtre de {window} ans).",
        .authorsBasis:
            "hI,norm et les auteurs par article reposent sur les articles dotés d’une liste d’auteurs : {with} sur {papers}.",
        .authorsBasisAbbreviated:
            "hI,norm et les auteurs par article reposent sur les articles dotés d’une liste d’auteurs : {with} sur {papers} ; {abbreviated}.",
        .abbreviatedListsOne:
            "{count} liste a été abrégée par la source et comptée comme les noms affichés plus un",
        .abbreviatedListsOther:
            "{count} listes ont été abrégées par la source et comptées comme les noms affichés plus un",
        .moreCitationsOne: "{count} citation de plus",
        .moreCitationsOther: "{count} citations de plus",
        .quotedTitle: "« <cite>{title}</cite> »",
        .needsOnPaperOne: "Il faut {more} sur {paper} pour atteindre h = {target}.",
        .needsOnPaperOther: "Il faut {more} sur {paper} pour atteindre h = {target}.",
        .needsCitationsOne: "Il faut {more} pour atteindre h = {target} : {list}.",
        .needsCitationsOther: "Il faut {more} pour atteindre h = {target} : {list}.",
        .onPaper: "{count} sur {paper}",
        .onNewPaper: "{count} sur un nouvel article",
        .onEachNewPaper: "{count} sur chacun des {papers} nouveaux articles",
        .timesOne: "{count} fois",
        .timesOther: "{count} fois",
        .anyWouldDoOne:
            "Tout choix de {chosen} parmi les {total} articles cités {cited} conviendrait aussi.",
        .anyWouldDoOther:
            "Tout choix de {chosen} parmi les {total} articles cités {cited} conviendrait aussi.",
        .computedFromListed: "(Calculé à partir des articles listés ; la liste est tronquée.)",
        .howComputed: "Mode de calcul",

        // Downloads.
        .download: "Télécharger",
        .downloadPublicationsCSV: "Publications (CSV)",
        .downloadPublicationsCSVDetail: "chaque ligne avec son rôle",
        .downloadBibTeX: "Publications comptées (BibTeX)",
        .downloadBibTeXDetail: "les articles à partir desquels l’indice h est calculé",
        .downloadJSON: "Toutes les données (JSON)",
        .downloadJSONDetail: "indicateurs, rôles et appariement",
        .badgeNoData: "aucune donnée",
        .downloadBadge: "Badge de l’indice h (JSON)",
        .badgeMarkdown: "un point d’accès shields.io ; en Markdown : {code}",
        .badgeEndpoint:
            "un point d’accès shields.io : img.shields.io/endpoint?url= suivi de l’URL de ce fichier",

        // Charts.
        .charts: "Graphiques",
        .citationsEachYear: "Citations reçues chaque année",
        .acrossBuilds: "Indice h et citations au fil des mises à jour",
        .chartBarTooltipOne: "{year} : {count} citation",
        .chartBarTooltipOther: "{year} : {count} citations",
        .chartPeak: "Maximum : {count} en {year}.",
        .chartPerYearTitle: "Citations reçues chaque année, {first}–{last}",
        .chartPerYearDescription:
            "Diagramme en barres des citations reçues chaque année de {first} à {last}, d’après la source de citations ({source}) : {total} au total.",
        .chartPerYearCaption: "Citations reçues chaque année ({source})",
        .historyHIndex: "indice h",
        .historyCitations: "citations",
        .historyTitleHIndex: "Historique de l’indice h",
        .historyTitleCitations: "Historique des citations",
        .chartPointTooltip: "{day} : {metric} {value}",
        .chartHistoryDescription:
            "Courbe de l’indicateur {metric} sur {count} mises à jour du {first} au {last} : de {start} à {end} (minimum {lowest}, maximum {highest}).",
        .chartHistoryCaption: "{title} (une ligne par mise à jour ayant modifié les données)",
        .dataFetchedColumn: "Données collectées",
        .showValuesAsTable: "Afficher les valeurs dans un tableau",
        .perYearBasisOpenAlex:
            "La somme des <code>counts_by_year</code> des travaux dans OpenAlex, qui ne couvre que les années récentes (environ les dix dernières), sur tous les travaux de la source, y compris ceux exclus ici de l’indice h.",
        .perYearBasis:
            "Comptées par la source sur tous les articles qu’elle attribue à ce chercheur, y compris ceux exclus ici de l’indice h.",
        .noPerYearChartOpenAlex:
            "Pas de graphique annuel : OpenAlex ne fournit pas de décompte annuel (counts_by_year) pour ces travaux.",
        .noPerYearChart:
            "Pas de graphique annuel : la source {source} ne fournit pas de nombre de citations par année.",
        .noHistoryYet:
            "Pas encore d’historique : le cache ne contient aucun indicateur antérieur de ce chercheur issu de la source {source} (une mise à jour sans cache n’en conserve pas).",
        .onlyOneHistoryEntry:
            "Une seule entrée pour l’instant (données du {day} : indice h {h}, {citations} citations), il n’y a donc pas encore de courbe à tracer. Une entrée s’ajoute chaque fois qu’une mise à jour trouve des indicateurs différents.",

        // Sources compared.
        .primary: "principale",
        .atLeast: "(au moins)",
        .sameCountsEverywhere:
            "Les articles présents dans plusieurs sources ont partout les mêmes décomptes.",
        .differMostCaption:
            "Articles dont le nombre de citations diffère le plus entre les sources",
        .paper: "Article",
        .difference: "Écart",
        .singleSourceCaption: "Les articles les plus cités présents dans une seule source",
        .sourcesCompared: "Comparaison des sources",
        .comparisonIntroOne:
            "Les articles de chaque source qui comptent pour ce chercheur (après la liste de publications et les corrections manuelles), appariés entre sources par DOI, identifiant arXiv, puis titre. Les indicateurs principaux proviennent de la source principale ; {count} article figure dans toutes les sources.",
        .comparisonIntroOther:
            "Les articles de chaque source qui comptent pour ce chercheur (après la liste de publications et les corrections manuelles), appariés entre sources par DOI, identifiant arXiv, puis titre. Les indicateurs principaux proviennent de la source principale ; {count} articles figurent dans toutes les sources.",
        .comparisonCaption: "Articles, citations et indice h par source",
        .source: "Source",
        .onlyInThisSource: "Uniquement dans cette source",

        // Reference list and matching report.
        .found: "trouvé",
        .notFound: "non trouvé",
        .foundExplanation:
            "l’entrée correspond à un article de la source de citations, qui compte donc.",
        .notFoundExplanation:
            "aucun article de la source de citations ne correspond à cette entrée.",
        .matchedAs: "Apparié à",
        .matchedAsRuleScore: "Apparié à (règle, score)",
        .status: "Statut",
        .listsMerged: "{count} listes, fusionnées sans doublons",
        .titlesFoundWith: "Les titres ont été repérés avec {xpath}.",
        .crossrefFilledOne:
            "Crossref a complété par DOI l’année, le support ou les auteurs manquants de {count} entrée.",
        .crossrefFilledOther:
            "Crossref a complété par DOI l’année, le support ou les auteurs manquants de {count} entrées.",
        .entriesOne: "{count} entrée",
        .entriesOther: "{count} entrées",
        .referenceFromOne:
            "Depuis {origin} : {entries}, dont {found} trouvée dans la source de citations ({source}).",
        .referenceFromOther:
            "Depuis {origin} : {entries}, dont {found} trouvées dans la source de citations ({source}).",
        .publicationListHeading: "Liste de publications ({source})",
        .referenceCaption:
            "Entrées de la liste ({list}) et leur correspondance dans la source de citations",
        .allInEarlierList: ", toutes déjà dans une liste précédente",
        .notInEarlierListOne: ", {count} absente des listes précédentes",
        .notInEarlierListOther: ", {count} absentes des listes précédentes",
        .listsMergedLabel: "Listes fusionnées dans celle-ci",
        .none: "Aucun.",
        .matched: "Appariés",
        .onlyInCitationSource: "Uniquement dans la source de citations",
        .onlyInPublicationList: "Uniquement dans la liste de publications",
        .ambiguous: "Ambigus",
        .duplicateRowsMerged: "Doublons fusionnés",
        .matchingReport: "Rapport d’appariement",
        .matchingIntro:
            "Les articles de la source de citations ({source}) sont confirmés s’ils correspondent à une entrée de la liste ({list}) par DOI ou identifiant arXiv, titre exact ou similarité de titre ≥ {threshold} ; les autres sont évalués d’après les éléments d’appréciation, sauf si le fichier de contenu les inclut ou les exclut manuellement.",
        .onlyInSourceSummary: "Uniquement dans la source de citations ({count})",
        .onlyInListSummary: "Uniquement dans la liste de publications ({count})",
        .ambiguousSummary: "Ambigus ({count}) : quasi-égalités tranchées par le meilleur score",
        .alsoCloseTo: "{title} — proche aussi de : {others}",
        .ruleArxiv: "identifiant arXiv",
        .ruleExactTitle: "titre exact",
        .ruleSimilarTitle: "titre similaire",
        .ruleIncluded: "inclus manuellement",
        .ruleMatched: "apparié",

        // Methodology.
        .methodologyDescription:
            "Comment l’indice h et les autres indicateurs de ce site sont calculés.",
        .methodologyIntro:
            "Chaque nombre de ce site est calculé par le site lui-même à partir des publications et des nombres de citations d’une source de citations, selon les définitions de Publish or Perish de Harzing. Chaque indicateur sur la page d’un chercheur renvoie à sa définition ci-dessous.",
        .onThisPage: "Sur cette page",
        .tocWhatCounts: "Ce qui compte",
        .tocMetrics: "Indicateurs",
        .tocNextH: "Citations nécessaires pour atteindre h + 1",
        .tocYears: "Années, année des données et fenêtre récente",
        .tocLowerBounds: "Bornes inférieures",
        .tocColors: "Couleurs, symboles et libellés",
        .tocSources: "Sources de données et mises en garde",
        .tocRanking: "Classement",
        .whatCountsIntro:
            "Les indicateurs sont calculés à partir des articles <em>comptés</em> d’une seule source de citations (le profil Google Scholar du chercheur, sauf si le fichier de contenu en désigne une autre avec <code>primary:</code>). Un article compte sauf s’il est exclu :",
        .whatCountsReferenceList:
            "Lorsque le chercheur a une liste de référence (la page de publications de son site personnel, ORCID, DBLP ou un fichier BibTeX ; plusieurs listes sont fusionnées), les articles appariés à une entrée de cette liste sont confirmés, et un article qui n’y figure pas est évalué d’après les éléments d’appréciation (voir <a href=\"#attribution\">Articles absents de la liste du chercheur</a>). L’appariement essaie les identifiants (DOI, identifiant arXiv), puis le titre exact normalisé, puis un rapprochement approximatif du titre au-dessus du seuil de similarité du chercheur ; le rapport d’appariement de chaque page donne la règle et le score de chaque appariement.",
        .whatCountsNoReferenceList:
            "Sans liste de référence, chaque article de la source de citations compte, sauf si le fichier de contenu du chercheur demande d’écarter les articles qui semblent appartenir à un homonyme : un cercle de coauteurs qui leur est propre et un thème éloigné de celui du reste du profil.",
        .whatCountsManual:
            "Les réglages manuels du fichier de contenu du chercheur l’emportent toujours : <code>exclude</code> retire un article (par titre ou <code>doi:</code>), <code>include</code> compte un article que l’appariement a manqué, et <code>merge</code> réunit des lignes qui sont un même article.",
        .whatCountsDuplicates:
            "Lorsque la source liste deux fois le même article, les lignes sont fusionnées et le plus grand nombre de citations est conservé ; l’autre ligne est affichée comme doublon.",
        .whatCountsNoCount: "Un article sans nombre de citations compte pour 0 citation.",
        .metricsIntro:
            "Dans les formules, les n articles comptés sont rangés par citations c<sub>1</sub> ≥ c<sub>2</sub> ≥ … ≥ c<sub>n</sub> ; a<sub>i</sub> est le nombre d’auteurs de l’article i ; Y est l’année des données, Y<sub>0</sub> la première année, A = max(1, Y − Y<sub>0</sub> + 1) l’âge académique et W = {window} la fenêtre récente.",
        .nextHExplanation:
            "La page de chaque chercheur indique combien de citations supplémentaires feraient monter l’indice h d’une unité, et sur quels articles. Pour h + 1, il faut h + 1 articles ayant chacun au moins h + 1 citations. Il manque à un article cité c fois max(0, h + 1 − c) citations, valeur qui ne croît jamais avec c : le choix le moins coûteux est donc toujours celui des h + 1 articles les plus cités, et le nombre affiché est la somme de ce qui leur manque, le plus petit total possible. Si moins de h + 1 articles sont comptés, les manquants sont de nouveaux articles qui nécessitent chacun h + 1 citations. Si plusieurs articles partagent un nombre de citations et que seuls certains sont nécessaires, la page nomme les premiers listés et précise que n’importe lequel d’entre eux conviendrait. Les citations reçues ailleurs n’aident pas : elles doivent porter sur ces articles.",
        .yearsExplanation:
            "L’<strong>année des données</strong> Y est l’année (UTC) de collecte de la source de citations ; pour une page enregistrée, le jour donné par <code>saved:</code> dans l’en-tête du fichier du chercheur, sinon ce qu’indique la page elle-même (la dernière année de son graphique des citations par an, ou cinq ans après la colonne « Depuis » de Google Scholar), sinon la dernière année de publication qu’elle liste (une remarque précise laquelle) ; jamais la date d’un fichier. Ce n’est jamais le jour de la mise à jour du site, de sorte qu’une nouvelle mise à jour avec les mêmes données donne les mêmes nombres, dans toute copie du contenu. Sans aucune date, c’est la dernière année de publication. La <strong>première année</strong> Y<sub>0</sub> est le réglage <code>since:</code> du chercheur s’il existe (un début de carrière imposé), sinon la plus ancienne année de publication des articles comptés. L’<strong>âge académique</strong> est A = max(1, Y − Y<sub>0</sub> + 1) : les années où des articles ont pu paraître, bornes incluses, comme Publish or Perish compte les « Years » (Harzing, <cite>The Publish or Perish Book</cite>, §2.2.1 : un premier article en 1995 et l’année 2010 donnent 16 ans). Les années hors de 1000–9999 sont considérées comme inconnues ; si aucune année n’est connue, les indicateurs annuels sont affichés comme « – ».",
        .recentWindowExplanation:
            "La <strong>fenêtre récente</strong> de ce site est de {years} (<code>recent_years</code> dans <code>site.md</code>) : les indicateurs récents comptent les articles publiés de l’année Y − {start} à l’année Y (et ceux datés plus tard). Les articles sans année ne sont jamais récents. Attention : la colonne « Depuis » de Google Scholar est différente ; elle compte les citations reçues ces dernières années par des articles de tout âge.",
        .yearsOne: "{count} an",
        .yearsOther: "{count} ans",
        .lowerBoundsExplanation:
            "Lorsque la liste de publications d’une source est tronquée (un profil ou une recherche interrompus), les décomptes ne peuvent être que des bornes inférieures et sont affichés comme « ≥ 4 », à côté de la valeur que le profil de la source annonce lui-même s’il en a une. Les ratios calculés à partir d’une liste tronquée (par an, par article, quotient m, indice e) sont affichés comme « ≈ 0,47 » : ils peuvent être trop élevés ou trop bas.",
        .colorsIntro:
            "Chaque ligne d’un tableau de publications a une couleur, un symbole et un libellé, de sorte que le sens ne dépend jamais de la seule couleur :",
        .excludedLabelIntro: "Le libellé d’un article exclu en donne la raison :",
        .referenceTableIntro: "Dans le tableau de la liste de référence (la liste du chercheur) :",
        .foundLegend:
            "(vert) l’entrée correspond à un article de la source de citations, qui compte donc.",
        .notFoundLegend:
            "(rouge) aucun article de la source de citations ne correspond à cette entrée.",
        .sharedRankExample: "« =2 » signale un rang partagé.",
        .formula: "Formule :",
        .detailHIndex: "Hirsch (2005). Il ne peut pas dépasser le nombre d’articles.",
        .detailGIndex:
            "Egghe (2006). Comme dans Publish or Perish, g est plafonné au nombre d’articles (aucun article fictif sans citation n’est ajouté), donc g ≤ n.",
        .detailI10Index: "Comme sur les profils Google Scholar.",
        .detailEIndex:
            "Zhang (2009). Il distingue des chercheurs de même h dont les articles du cœur h sont cités très différemment ; 0 si h = 0.",
        .detailMQuotient:
            "Le m de Hirsch (« quotient m ») ; voir la section sur les années pour l’âge académique A.",
        .detailHINorm:
            "L’indice h individuel de Harzing. Les citations de chaque article sont divisées par son nombre d’auteurs tel que la source les liste. Les articles sans liste d’auteurs dans la source sont laissés de côté (ils n’ajoutent rien) ; les listes d’auteurs abrégées par la source (Google Scholar termine les longues listes par « ... ») comptent comme les noms affichés plus un, le plus petit nombre possible, si bien que hI,norm peut être un peu trop élevé pour elles. Chaque page indique combien d’articles sont concernés. Affiché comme « – » si aucun article n’a de liste d’auteurs.",
        .detailHIAnnual:
            "La progression annuelle de l’indice h individuel de Harzing, avec le même âge académique A que pour le quotient m.",
        .detailPapers: "Les articles exclus ne sont pas comptés.",
        .detailCitations:
            "Telles que la source de citations les rapporte pour les articles comptés.",
        .detailCitationsPerYear: "« Cites/year » dans Publish or Perish.",
        .detailCitationsPerPaper: "« Cites/paper » dans Publish or Perish ; « – » sans articles.",
        .detailAuthorsPerPaper:
            "« Authors/paper » dans Publish or Perish, sur les articles pour lesquels la source donne une liste d’auteurs (les listes abrégées comptent comme les noms affichés plus un).",
        .detailRecentHIndex: "Sur ce site, la fenêtre récente est de {years}.",
        .detailRecentCitations: "Toutes les citations de ces articles, quelle que soit leur date.",
        .sourceNameScholar: "Google Scholar (profil et recherche par auteur)",
        .sourceNameOpenAlex: "OpenAlex",
        .sourceNameSemanticScholar: "Semantic Scholar",
        .sourceNameORCID: "ORCID",
        .sourceNameDBLP: "DBLP",
        .sourceNameBibTeX: "Fichier BibTeX",
        .sourceNameHomepage: "Liste de publications de la page personnelle",
        .sourceCaveatsScholar:
            "La couverture la plus large, avec livres, thèses, prépublications et littérature grise, d’où des décomptes plus élevés qu’ailleurs. Les profils sont tenus par le chercheur et peuvent contenir des articles qui ne sont pas les siens ; les recherches par auteur trouvent des homonymes (les résultats sont filtrés sur le nom, et une liste de référence retire le reste). Les lignes d’auteurs sont abrégées par « ... ». Google n’a pas d’API et peut bloquer les requêtes ; une page enregistrée peut être utilisée à la place, et une page bloquée n’est jamais lue comme « aucune publication ».",
        .sourceCaveatsOpenAlex:
            "Un index ouvert de travaux scientifiques avec des listes d’auteurs complètes, des DOI et des nombres de citations annuels. Les profils d’auteurs sont construits par désambiguïsation automatique : des travaux peuvent être répartis entre plusieurs profils ou mêlés à ceux d’un homonyme ; les décomptes sont en général inférieurs à ceux de Google Scholar.",
        .sourceCaveatsSemanticScholar:
            "Solide en informatique et en biomédecine ; les pages d’auteurs sont désambiguïsées automatiquement et peuvent mêler des homonymes.",
        .sourceCaveatsORCID:
            "Une liste de référence tenue par le chercheur (sans nombres de citations), qui ne reprend souvent qu’une partie de ses travaux : un article qui n’y figure pas est jugé sur ses coauteurs et son thème, et n’est pas exclu du seul fait de son absence (sauf si la liste est déclarée complète).",
        .sourceCaveatsDBLP:
            "Une liste de référence soignée pour l’informatique (sans nombres de citations) ; les articles hors informatique n’y figurent pas.",
        .sourceCaveatsBibTeX:
            "Une liste de référence conservée dans le dossier de contenu du site (sans nombres de citations) ; son exhaustivité dépend de la personne qui la tient.",
        .sourceCaveatsHomepage:
            "La page de publications du chercheur, lue en apprenant la mise en page à partir de titres que la source de citations connaît aussi. Si la mise en page ne peut pas être comprise, la page le signale et aucune liste de référence n’est utilisée (chaque article compte).",
        .sourceNameSerpApi: "Google Scholar (via SerpApi)",
        .sourceNameScholarly: "Google Scholar (enregistré avec scholarly)",
        .sourceNameINSPIRE: "INSPIRE-HEP",
        .sourceNameScopus: "Scopus",
        .sourceCaveatsSerpApi:
            "Un profil Google Scholar lu par l’intermédiaire de SerpApi, un service payant qui récupère les pages de Scholar avec une clé d’API : les mêmes données et les mêmes réserves qu’un profil Scholar (tenu par le chercheur, lignes d’auteurs abrégées par « ... »), sans les blocages de Google. Les nombres de citations sont ceux qu’affichait Scholar au moment de la récupération.",
        .sourceCaveatsScholarly:
            "Un profil Google Scholar enregistré par la bibliothèque Python scholarly (comme le font certains sites personnels) : les mêmes données et les mêmes réserves qu’un profil Scholar, à la date où le fichier a été écrit. Un fichier qui ne contient qu’une partie des articles du profil fait des indicateurs des bornes inférieures.",
        .sourceCaveatsINSPIRE:
            "La base de données bibliographique de la physique des hautes énergies, tenue par son équipe, avec ses propres nombres de citations : les citations provenant des articles qu’INSPIRE contient, d’où des décomptes inférieurs à ceux de Google Scholar pour les travaux cités aussi hors de la physique. Les articles de collaborations comptent des milliers d’auteurs ; au plus 20 noms sont conservés, de sorte que les indicateurs par auteur de ces articles sont des bornes inférieures.",
        .sourceCaveatsScopus:
            "La base de résumés et de citations d’Elsevier, sélective et contrôlée, sur laquelle s’appuient les rapports de nombreuses universités. La couverture est sélective (revues indexées, actes de conférences et livres), d’où des décomptes en général inférieurs à ceux de Google Scholar. Les profils d’auteurs sont construits par l’appariement propre à Scopus et peuvent fusionner ou scinder des personnes. Sans jeton d’établissement, Scopus ne donne que le premier auteur de chaque article, de sorte que le nombre d’auteurs est une borne inférieure.",
        // The build's notices and source names.
        .noticeVerbatim: "{text}",
        .noticeNoCitationSource:
            "Aucune source de citations n’est configurée : ajoutez `scholar:` à {path}.",
        .noticeSourceNotRead: "La source de citations n’a pas été lue.",
        .noticeSourceUnavailable: "{source} : {reason}.",
        .noticeHomepageNotURL:
            "« {value} » n’est ni une URL http(s) ni une page enregistrée sous content/",
        .noticeORCIDNotID:
            "{value} n’est pas un ORCID iD ; donnez à `orcid:` l’iD ou une réponse « works » enregistrée sous content/",
        .noticeDBLPNotID:
            "{value} n’est pas un identifiant de personne DBLP ; donnez à `dblp:` le pid (par ex. k/RichardMKarp) ou un fichier XML de la personne enregistré sous content/",
        .noticeOpenAlexNotID:
            "{value} n’est pas un identifiant d’auteur OpenAlex ; donnez à `openalex:` l’identifiant (A…) ou une réponse « works » enregistrée sous content/",
        .noticeSemanticScholarNotID:
            "{value} n’est pas un identifiant d’auteur Semantic Scholar ; donnez à `semantic_scholar:` l’identifiant (des chiffres) ou une réponse « papers » enregistrée sous content/",
        .noticeScholarNotProfile:
            "{value} n’est pas l’URL d’un profil (le paramètre `user=` manque) ; donnez à `scholar:` l’identifiant du profil ou une page enregistrée sous content/",
        .noticeStale:
            "Non actualisé depuis le {day} : l’actualisation a échoué ({label} : {reason}) ; les données affichées sont la copie récupérée le {fetched}.",
        .noticeUnknownReason: "raison inconnue",
        .noticeComparedSourceFailed:
            "Une source de citations comparée à la source principale n’a pas pu être utilisée : {error}",
        .noticePlaceFrom: "à l’adresse {origin}",
        .noticePlaceIn: "dans {origin}",
        .noticeSourceBlocked: "{source} a bloqué la requête ({reason}) {place}",
        .noticeSourceLayout: "{source} : mise en page inattendue {place} : {detail}",
        .noticeSourceEmpty: "{source} : rien à lire, le contenu est vide {place}",
        .noticeSourceNotUnderstood:
            "{source} : la liste de publications {place} n’a pas pu être lue : {reason}",
        .noticeSourceNotUnderstoodFigures:
            "{source} : la liste de publications {place} n’a pas pu être lue : {reason} ({figures})",
        .noticeTooLarge:
            "{origin} est trop volumineux pour être lu ({bytes} octets, limite {limit})",
        .noticeUnreadable: "impossible de lire {origin} : {reason}",
        .noticeSelfCheckOne:
            "{recovered} sur {count} titre connu présent sur la page reconnu comme titre d’entrée ({share} % requis)",
        .noticeSelfCheckOther:
            "{recovered} des {count} titres connus présents sur la page reconnus comme titres d’entrées ({share} % requis)",
        .noticeListFailed:
            "La liste de publications de {origin} n’a pas pu être lue : {reason} ; {consequence}.",
        .noticeListReasonFigures: "{reason} ({figures})",
        .noticeListBlocked: "c’est une page de blocage, pas une liste de publications ({reason})",
        .noticeListLayout: "mise en page inattendue : {detail}",
        .noticeListEmpty: "rien à lire, la page est vide",
        .noticeListTooLarge:
            "elle est trop volumineuse pour être lue ({bytes} octets, limite {limit})",
        .noticeListNamedAt: "{source} : {origin}",
        .noticeSemicolonList: "{list} ; {item}",
        .noticeOtherListCountsOne: "seule l’autre liste compte ({lists})",
        .noticeOtherListCountsOther: "seules les autres listes comptent ({lists})",
        .noticeSourcePapersCountOne:
            "{count} article de la source de citations ({source}) est compté",
        .noticeSourcePapersCountOther:
            "les {count} articles de la source de citations ({source}) sont tous comptés",
        .noticeEveryPaperCounts: "chaque article de la source de citations compte",
        .noticeFewMatchesOne:
            "La liste de publications de {origin} ne correspond qu’à {counted} des {papers} articles de la source de citations ({source}) ; les autres ne comptent pas. Si la liste est incomplète, ajoutez-y les articles manquants ou nommez-les sous `include:` ; si le profil mêle les articles d’un homonyme, ce résultat est normal.",
        .noticeFewMatchesMany:
            "Les listes de publications de {origins} et de {last} ne correspondent qu’à {counted} des {papers} articles de la source de citations ({source}) ; les autres ne comptent pas. Si les listes sont incomplètes, ajoutez-y les articles manquants ou nommez-les sous `include:` ; si le profil mêle les articles d’un homonyme, ce résultat est normal.",
        .noticeDataYearChart:
            "L’année des données {year} (âge académique, fenêtre récente) est la dernière année des citations par an de {path} ; pour donner le jour, {advice}.",
        .noticeDataYearSince:
            "L’année des données {year} (âge académique, fenêtre récente) vient {window} ans après la colonne « Depuis {since} » de {path} ; pour donner le jour, {advice}.",
        .noticeDataYearLatestPublication:
            "L’année des données {year} (âge académique, fenêtre récente) est la dernière année de publication de {path}, qui ne dit pas quand il a été enregistré ; pour donner le jour, {advice}.",
        .noticeDataYearUnknown:
            "{path} ne dit ni quand il a été enregistré ni quand ses articles sont parus, donc les indicateurs n’ont pas d’année des données (les indicateurs annuels ne sont pas affichés) ; {advice}.",
        .noticeAddSaved:
            "ajoutez `saved: YYYY-MM-DD` (le jour où la page a été enregistrée) à {path}",
        .noticeCrossrefCapped:
            "Crossref : {total} entrées avec un DOI n’ont pas d’année, de support de publication ou d’auteurs ; seules les {limit} premières ont été recherchées lors de cette mise à jour.",
        .noticeCrossrefOfflineOne:
            "Crossref : {count} DOI n’est pas dans le cache et cette mise à jour a été faite hors ligne, donc les années, supports de publication ou auteurs manquants restent vides ; relancez une fois la mise à jour sans --offline pour les compléter.",
        .noticeCrossrefOfflineOther:
            "Crossref : {count} DOI ne sont pas dans le cache et cette mise à jour a été faite hors ligne, donc les années, supports de publication ou auteurs manquants restent vides ; relancez une fois la mise à jour sans --offline pour les compléter.",
        .noticeCrossrefUnknownOne: "Crossref ne connaît pas le DOI {dois} ; rien n’a été complété.",
        .noticeCrossrefUnknownOther:
            "Crossref ne connaît pas les DOI {dois} ; rien n’a été complété.",
        .noticeCrossrefAndMore: "{dois} et {more} autres",
        .noticeCrossrefFailed:
            "Les recherches Crossref ont échoué : {reason} ; les entrées gardent ce que disent leurs listes.",
        .noticeCrossrefFailedMore:
            "Les recherches Crossref ont échoué (et {more} autres) : {reason} ; les entrées gardent ce que disent leurs listes.",
        .noticeExcludeNoMatch: "exclude : « {title} » ne correspond à aucune publication",
        .noticeMergeNoMatch: "merge : « {title} » ne correspond à aucune publication",
        .noticeMergeGroupNone: "le groupe merge [{titles}] ne correspond à aucune ligne",
        .noticeMergeGroupOne: "le groupe merge [{titles}] ne correspond qu’à une ligne",
        .noticeIncludeExcluded:
            "include : « {title} » désigne une publication exclue (exclude l’emporte)",
        .noticeIncludeNoMatch: "include : « {title} » ne correspond à aucune publication",
        .noticeDuplicate: "doublon : « {title} » et « {other} » sont un même article",
        .noticeDuplicateSame:
            "doublon : « {title} » et « {other} » sont un même article (en commun : {identifier})",
        .noticeAmbiguous:
            "ambigu : « {title} » a été apparié à {chosen}, presque aussi proches : {others}",
        .noticeAmbiguousNothing: "rien",
        .noticeQuoted: "« {title} »",
        .evidenceSharedCoauthorsOne:
            "a les coauteurs {names} en commun avec {count} article de la liste",
        .evidenceSharedCoauthorsOther:
            "a les coauteurs {names} en commun avec {count} articles de la liste",
        .evidenceCoauthorCluster:
            "ses coauteurs ({names}) sont liés aux articles de la liste par l’intermédiaire d’autres articles",
        .evidenceSeparateCoauthors:
            "aucun coauteur en commun avec les articles de la liste, ni directement ni par l’intermédiaire d’autres articles",
        .evidenceSolo: "aucun coauteur",
        .evidenceNoAuthors: "la source n’indique aucun auteur",
        .evidenceTopicClose: "thème proche de celui des articles de la liste ({words})",
        .evidenceTopicMiddle: "thème en partie commun avec les articles de la liste ({words})",
        .evidenceTopicDistant: "thème éloigné de celui des articles de la liste",
        .evidenceTopicUnknown: "trop peu de mots pour comparer les thèmes",
        .evidenceSameVenue: "même support de publication que des articles de la liste ({venue})",
        .evidenceOutsideSpan: "publié en dehors des années des articles de la liste",
        .evidenceNameConflict:
            "l’auteur portant le nom de famille du chercheur y figure sous le nom {written}, avec d’autres prénoms",
        .evidenceTooFewConfirmed: "trop peu d’articles dans la liste pour une comparaison",
        .evidenceSeparateFromRest:
            "un cercle de coauteurs qui lui est propre, sans aucun coauteur dans le plus grand cercle du profil",
        .evidenceCircleMissingFromList:
            "aucun des {count} articles de son cercle de coauteurs ne figure dans la liste, qui contient pourtant la plupart des articles de la source",
        .evidenceTopicDistantFromRest: "thème éloigné de celui du reste du profil",
        .noticePossibleNamesakesCountedOne:
            "{count} article de la source de citations ({source}) semble appartenir à un homonyme (coauteurs qui lui sont propres, thème éloigné : {titles}) ; il est compté, faute de liste de publications permettant de trancher : ajoutez une liste de publications pour le chercheur (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) ou indiquez `possible_namesakes: leave_out` dans {path} pour écarter de tels articles.",
        .noticePossibleNamesakesCountedOther:
            "{count} articles de la source de citations ({source}) semblent appartenir à des homonymes (coauteurs qui leur sont propres, thème éloigné : {titles}) ; ils sont comptés, faute de liste de publications permettant de trancher : ajoutez une liste de publications pour le chercheur (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) ou indiquez `possible_namesakes: leave_out` dans {path} pour écarter de tels articles.",
        .noticePossibleNamesakesLeftOutOne:
            "{count} article de la source de citations ({source}) semble appartenir à un homonyme et est écarté (`possible_namesakes: leave_out` dans {path}) : {titles}.",
        .noticePossibleNamesakesLeftOutOther:
            "{count} articles de la source de citations ({source}) semblent appartenir à des homonymes et sont écartés (`possible_namesakes: leave_out` dans {path}) : {titles}.",
        .noticeUntiedPapersDecideOne:
            "{count} article de la source de citations ({source}) est compté alors que rien ne le rattache à la liste du chercheur (ni coauteur, ni support, ni thème proche en commun avec les articles de la liste : {titles}), et il est déterminant pour l’indice h : {with}, {without} sans lui. S’il appartient bien au chercheur, confirmez-le sous `include:` dans {path} ; s’il appartient à un homonyme, placez-le sous `exclude:` (ou indiquez `publication_list: complete` si la liste est complète).",
        .noticeUntiedPapersDecideOther:
            "{count} articles de la source de citations ({source}) sont comptés alors que rien ne les rattache à la liste du chercheur (ni coauteur, ni support, ni thème proche en commun avec les articles de la liste : {titles}), et ils sont déterminants pour l’indice h : {with}, {without} sans eux. S’ils appartiennent bien au chercheur, confirmez-les sous `include:` dans {path} ; s’ils appartiennent à un homonyme, placez-les sous `exclude:` (ou indiquez `publication_list: complete` si la liste est complète).",
        .attributionSummaryConfirmedOne: "{count} article figure dans la liste du chercheur",
        .attributionSummaryConfirmedOther: "{count} articles figurent dans la liste du chercheur",
        .attributionSummaryAttributedOne:
            "{count} article de plus y est rattaché par les coauteurs, le thème ou le support de publication",
        .attributionSummaryAttributedOther:
            "{count} articles de plus y sont rattachés par les coauteurs, le thème ou le support de publication",
        .attributionSummaryUndecidedCountedOne:
            "{count} article ne présente aucun élément dans un sens ou dans l’autre et compte (la source est le profil ou la fiche d’auteur du chercheur lui-même, non une recherche par nom)",
        .attributionSummaryUndecidedCountedOther:
            "{count} articles ne présentent aucun élément dans un sens ou dans l’autre et comptent (la source est le profil ou la fiche d’auteur du chercheur lui-même, non une recherche par nom)",
        .attributionSummaryUndecidedLeftOutOne:
            "{count} article ne présente aucun élément dans un sens ou dans l’autre et ne compte pas (la source est une recherche par nom)",
        .attributionSummaryUndecidedLeftOutOther:
            "{count} articles ne présentent aucun élément dans un sens ou dans l’autre et ne comptent pas (la source est une recherche par nom)",
        .attributionSummaryNamesakesOne:
            "{count} article est écarté comme pouvant appartenir à un homonyme",
        .attributionSummaryNamesakesOther:
            "{count} articles sont écartés comme pouvant appartenir à des homonymes",
        .attributionSummarySentence: "{parts}.",
        .attributionKindSelectedPhrase:
            "La liste s’intitule « {phrase} » : un article qui n’y figure pas est évalué d’après les éléments d’appréciation.",
        .attributionKindSelectedCoverage:
            "La liste contient moins de la moitié des articles de la source : un article qui n’y figure pas est évalué d’après les éléments d’appréciation.",
        .attributionKindSelectedDeclared:
            "La liste est déclarée comme une sélection : un article qui n’y figure pas est évalué d’après les éléments d’appréciation.",
        .attributionKindCompleteDeclared:
            "La liste est déclarée complète : seuls les articles qui y figurent comptent.",
        .attributionKindComplete:
            "Un article absent de la liste est évalué d’après les éléments d’appréciation : les listes sont souvent incomplètes.",
        .sourceLabelScholarProfile: "Profil Google Scholar",
        .sourceLabelScholarSearch: "Recherche Google Scholar",
        .sourceLabelScholarDump: "Google Scholar (export scholarly)",
        .sourceLabelOpenAlexAuthor: "Auteur OpenAlex",
        .sourceLabelOpenAlexWorks: "Travaux OpenAlex",
        .sourceLabelSemanticScholarPapers: "Articles Semantic Scholar",
        .sourceLabelORCIDWorks: "Travaux ORCID",
        .sourceLabelDBLPPerson: "Personne DBLP",
        .sourceLabelDBLPRecord: "Fiche DBLP",
        .sourceLabelPublicationList: "Liste de publications",
        .sourceLabelCrossrefWork: "Travail Crossref",
    ]
}
