// Catalogs hold whole sentences: long string literals are kept on one line.
// swift-format-ignore-file: LineLength

import HIndexCore

extension Catalog {
    /// Spanish (`es`).
    static let spanishMessages: [MessageKey: String] = [
        // Layout and 404.
        .generated: "Generado con hindex-site.",
        .generatedOn: "Generado con hindex-site el {date}.",
        .feedTitle: "{name}: novedades",
        .skipToContent: "Saltar al contenido",
        .siteNavigation: "Sitio",
        .methodology: "Metodología",
        .notFoundTitle: "Página no encontrada",
        .notFoundText:
            "No hay ninguna página en esta dirección. Puede que se haya movido o que se haya eliminado la ficha del investigador.",
        .goToLeaderboard: "Ir a la clasificación",
        .sentenceSeparator: " ",
        .listSeparator: ", ",
        .listAnd: "{list} y {last}",

        // Leaderboards.
        .siteOrderedBy: "{site}, por {noun}",
        .departmentOrderedBy: "{department}, por {noun}",
        .departmentDescription: "Clasificación por índice h de {department}",
        .breadcrumb: "Ruta de navegación",
        .allScientists: "Todos los investigadores",
        .allDepartments: "Todos los departamentos",
        .filterByDepartment: "Filtrar por departamento",
        .departments: "Departamentos",
        .department: "Departamento",
        .noScientistsYet:
            "Todavía no hay investigadores que clasificar. Añada un archivo en <code>content/scientists/</code> y vuelva a generar el sitio.",
        .sharedRank: "puesto {rank} compartido",
        .notRankedNoValue: "sin clasificar: sin valor",
        .notRankedNoData: "sin clasificar: sin datos de citas",
        .dataStaleSince: "datos desactualizados desde el {day}",
        .staleMark: "(desactualizado)",
        .noCitationDataRow: "sin datos de citas: véase la página del investigador",
        .noDataNote:
            "<strong>Sin datos de citas</strong>: {reason}, por lo que no se muestran métricas.",
        .noDataNoSource: "no hay ninguna fuente de citas configurada para este investigador",
        .noDataUnreadable:
            "no se pudo leer la fuente de citas (los avisos de abajo explican por qué)",
        .noteSharedRank:
            "“=” indica un puesto compartido: esos investigadores tienen el mismo valor.",
        .noteLowerBound:
            "“≥” indica una cota inferior: la lista de publicaciones de la fuente de citas está truncada, por lo que el valor real puede ser mayor.",
        .noteMissingData:
            "“–” en la columna Puesto indica un investigador sin datos de citas (no hay fuente configurada o no se pudo leer); la página del investigador explica el motivo.",
        .noteStale:
            "“(desactualizado)” indica un investigador cuyos datos no se pudieron actualizar: se muestra la última copia válida, y la página del investigador indica desde cuándo y por qué.",
        .noteTrend:
            "Tendencia: el cambio del índice h desde la actualización anterior con datos distintos, según el historial de métricas guardado en la caché: ▲ subida, ▼ bajada, “– 0” sin cambios; “–” sin cifra indica que aún no hay datos anteriores.",
        .noteDefinitions:
            "Definiciones, fuentes y advertencias de {metrics}: véase la página de metodología.",
        .rank: "Puesto",
        .name: "Nombre",
        .captionRanked: "Investigadores clasificados por índice h",
        .captionOrdered: "Investigadores ordenados por {noun}",
        .departmentCaptionRanked: "{department}: investigadores clasificados por índice h",
        .departmentCaptionOrdered: "{department}: investigadores ordenados por {noun}",
        .scholar: "Scholar",
        .profileOf: "perfil de {name}",
        .homepage: "Página personal",
        .homepageOf: "de {name}",
        .noEarlierDataTitle: "no hay datos anteriores en el historial de métricas",
        .noEarlierData: "no hay datos anteriores para comparar",
        .recentUnknown: "desconocido: los artículos no tienen año de publicación",
        .publishedSince: "artículos publicados desde {year}",
        .dataFetchedOn:
            "Datos obtenidos el {day}; la página de cada investigador indica el día de cada fuente.",
        .dataFetchedBetween:
            "Datos obtenidos entre el {first} y el {last}; la página de cada investigador indica el día de cada fuente.",
        .savedPagesAll:
            "Los datos de todos los investigadores proceden de páginas guardadas en content/, no obtenidas durante la actualización.",
        .savedPagesOne:
            "Los datos de {count} investigador proceden de páginas guardadas en content/, no obtenidas durante la actualización.",
        .savedPagesOther:
            "Los datos de {count} investigadores proceden de páginas guardadas en content/, no obtenidas durante la actualización.",
        .filterAllPrefix: "Se muestran todos: ",
        .filterAllSuffix: ".",
        .filterScientistOne: "investigador",
        .filterScientistOther: "investigadores",
        .filterNoMatchPrefix: "Ningún investigador coincide con “",
        .filterNoMatchSuffix: "”.",
        .filterShowingPrefix: "Se muestran ",
        .filterShowingOf: " de ",
        .filterShowingSuffix: ".",
        .filterByName: "Filtrar por nombre",
        .downloadLeaderboard: "Descargar la clasificación en {csv} o {json}.",
        .orderLabelHIndex: "Índice h",
        .orderLabelI10Index: "Índice i10",
        .orderLabelCitations: "Citas",
        .orderLabelRecentHIndex: "h (artículos recientes)",
        .orderLabelTrend: "Tendencia",
        .orderNounHIndex: "índice h",
        .orderNounI10Index: "índice i10",
        .orderNounCitations: "citas",
        .orderNounRecentHIndex: "índice h de los artículos recientes",
        .orderNounTrend: "cambio del índice h",
        .orderByHIndex:
            "Clasificados por índice h; los investigadores con el mismo índice h comparten puesto y se listan por citas, después por índice i10 y después por nombre.",
        .orderByTrend:
            "Ordenados por el cambio del índice h desde la entrada distinta anterior del historial de métricas, primero la mayor subida; los cambios iguales comparten puesto y se listan por índice h, después por citas, después por índice i10 y después por nombre. Los investigadores sin historial aparecen al final.",
        .orderByRecentHIndex:
            "Ordenados por índice h de los artículos recientes (el índice h de los artículos publicados en la ventana reciente); los valores iguales comparten puesto y se listan por índice h, después por citas, después por índice i10 y después por nombre. Los investigadores cuyos artículos no tienen año aparecen al final.",
        .orderByMetric:
            "Ordenados por {noun}; los investigadores con el mismo valor de {noun} comparten puesto y se listan por índice h, después por citas, después por índice i10 y después por nombre.",
        .trendUnchanged: "el índice h no ha cambiado desde el {day} (antes: {previous})",
        .trendUp: "el índice h ha subido {change} desde el {day} (antes: {previous})",
        .trendDown: "el índice h ha bajado {change} desde el {day} (antes: {previous})",

        // Metrics.
        .metricHIndex: "Índice h",
        .metricGIndex: "Índice g",
        .metricI10Index: "Índice i10",
        .metricEIndex: "Índice e",
        .metricMQuotient: "Cociente m",
        .metricHINorm: "hI,norm",
        .metricHIAnnual: "hI,annual",
        .metricPapers: "Artículos",
        .metricCitations: "Citas",
        .metricCitationsPerYear: "Citas por año",
        .metricCitationsPerPaper: "Citas por artículo",
        .metricAuthorsPerPaper: "Autores por artículo",
        .metricRecentHIndex: "Índice h de los artículos recientes",
        .metricRecentCitations: "Citas de los artículos recientes",
        .summaryHIndex: "El mayor h tal que h artículos tienen al menos h citas cada uno.",
        .summaryGIndex:
            "El mayor g tal que los g artículos más citados suman al menos g² citas (como máximo el número de artículos).",
        .summaryI10Index: "El número de artículos con al menos 10 citas.",
        .summaryEIndex:
            "La raíz cuadrada del exceso de citas de los artículos del núcleo h sobre las h² que requiere el índice h.",
        .summaryMQuotient: "El índice h dividido por la edad académica en años.",
        .summaryHINorm:
            "El índice h tras dividir las citas de cada artículo por su número de autores.",
        .summaryHIAnnual: "hI,norm dividido por la edad académica en años.",
        .summaryPapers: "El número de artículos contabilizados.",
        .summaryCitations: "El total de citas de los artículos contabilizados.",
        .summaryCitationsPerYear: "Las citas divididas por la edad académica en años.",
        .summaryCitationsPerPaper: "Las citas divididas por el número de artículos.",
        .summaryAuthorsPerPaper:
            "El número medio de autores de los artículos con lista de autores.",
        .summaryRecentHIndex: "El índice h de los artículos publicados en la ventana reciente.",
        .summaryRecentCitations: "Las citas de los artículos publicados en la ventana reciente.",

        // Scientist page.
        .scientistDescription: "Índice h, citas y publicaciones de {name}",
        .noSourceLoaded: "No se cargó ninguna fuente de citas para este investigador.",
        .listTruncatedLowerBounds:
            "La lista está truncada, por lo que las métricas son cotas inferiores.",
        .leftOutBySurnameOne:
            "Se descartó {count} resultado de búsqueda de otros autores (filtro por apellido).",
        .leftOutBySurnameOther:
            "Se descartaron {count} resultados de búsqueda de otros autores (filtro por apellido).",
        .publicationsCountOne: "{count} publicación",
        .publicationsCountOther: "{count} publicaciones",
        .sourceFrom: "Fuente: {source}, desde {origin} ({publications}).",
        .dataFetched: "{what}: datos obtenidos el {day}.",
        .dataFetchedStale:
            "{what}: datos obtenidos el {day}, <strong class=\"stale\">desactualizados desde el {since}</strong>: la última actualización falló (véanse los avisos).",
        .notices: "Avisos",
        .biography: "Biografía",
        .noPublicationsLoaded:
            "No se pudo cargar ninguna publicación de este investigador; los avisos de arriba explican el motivo.",
        .noPublicationsNoSource:
            "No hay publicaciones que mostrar: no hay ninguna fuente de citas configurada para este investigador.",
        .noPublicationsListed:
            "No hay publicaciones que mostrar: la fuente de citas no lista ninguna para este investigador.",
        .publications: "Publicaciones",
        .theCitationSource: "la fuente de citas",
        .citationSource: "fuente de citas",
        .authors: "Autores",
        .venue: "Medio de publicación",
        .year: "Año",
        .citations: "Citas",
        .title: "Título",
        .role: "Función",
        .publicationsCaption:
            "Publicaciones (fuente: {source}), primero las más citadas (listadas: {listed}; contabilizadas: {counted})",
        .notGivenBySource: "no indicado por la fuente",
        .roleCore: "en el núcleo h",
        .roleBoundary: "empatado en el límite",
        .roleOutside: "no suma al índice h",
        .roleExcluded: "excluido",
        .roleCoreExplanation: "cuenta para el índice h: es uno de los h artículos más citados.",
        .roleBoundaryExplanation:
            "comparte el número de citas límite con otros artículos; solo algunos hacen falta para h, y la elección entre ellos es arbitraria.",
        .roleOutsideExplanation:
            "contabilizado, pero con demasiado pocas citas para elevar el índice h.",
        .roleExcludedExplanation:
            "no contabilizado: excluido manualmente, descartado como posible artículo de un homónimo o ausente de una lista que decide por sí sola.",
        .exclusionManual: "manual",
        .exclusionNotOnReferenceList: "ausente de la lista de referencia",
        .exclusionDuplicate: "fila duplicada",
        .exclusionManualExplanation:
            "figura en exclude en el archivo de contenido del investigador.",
        .exclusionNotOnReferenceListExplanation:
            "ausente de la lista de referencia del investigador (página personal, ORCID, DBLP o BibTeX), cuando la lista se declara completa o cuando la fuente es una búsqueda por nombre y nada vincula el artículo con el investigador.",
        .exclusionDuplicateExplanation:
            "otra fila de la misma fuente es el mismo artículo; las filas se fusionaron conservando el mayor número de citas.",
        .exclusionPossibleNamesake: "posible homónimo",
        .exclusionPossibleNamesakeExplanation:
            "los indicios apuntan a que lo escribió otra persona con el mismo nombre: sus coautores no están vinculados con los artículos de la lista y su tema está alejado del de estos, o un autor con el apellido del investigador tiene otros nombres de pila.",
        .attributionConfirmed: "en la lista",
        .attributionAttributed: "atribuido",
        .attributionUndecided: "indeterminado",
        .attributionPossibleNamesake: "posible homónimo",
        .attributionConfirmedExplanation:
            "emparejado con una entrada de la lista de publicaciones del investigador (por DOI, identificador arXiv o título) o indicado en include.",
        .attributionAttributedExplanation:
            "no figura en la lista, pero está vinculado con el investigador: comparte coautores con artículos de la lista (directamente o a través de otros artículos), o bien comparte su tema o medio de publicación y sus coautores no forman un círculo aparte. Cuenta.",
        .attributionUndecidedExplanation:
            "no figura en la lista, y nada lo vincula con el investigador ni lo distingue de sus artículos. Cuenta cuando la fuente es el perfil o el registro de autor del propio investigador, no cuando es una búsqueda por nombre.",
        .attributionPossibleNamesakeExplanation:
            "no figura en la lista, y los indicios lo distinguen de los artículos del investigador: sus coautores no están vinculados con los artículos de la lista y su tema está alejado del de estos (o no está próximo a él, o tantos artículos comparten esos coautores que su ausencia de la lista no puede ser casual, cuando la lista se considera completa), o un autor con el apellido del investigador tiene otros nombres de pila. Nunca cuenta.",
        .attributionEvidenceLabel: "Indicios",
        .attributionHeading: "Artículos ausentes de la lista del investigador",
        .attributionIntro:
            "La lista de publicaciones del propio investigador confirma artículos; un artículo ausente de ella no es por ello de otra persona, ya que muchas listas son selecciones (“Publicaciones seleccionadas”) o están incompletas. Cada artículo de la fuente de citas se clasifica según sus indicios: los coautores que comparte con artículos de la lista (directamente o a través de una cadena de artículos con coautores en común), las palabras de su título y de su medio de publicación frente a las de los artículos de la lista (ponderadas según lo infrecuente que es cada palabra entre los artículos del investigador), su medio de publicación, su año frente a los años de los artículos de la lista y el nombre de autor con el que figura.",
        .attributionCounting:
            "Cuentan los artículos de la lista y los atribuidos; los indeterminados cuentan cuando la fuente es el perfil o el registro de autor del propio investigador (perfil de Google Scholar, autor de OpenAlex o de Semantic Scholar) y no cuando es una búsqueda por nombre; los posibles homónimos nunca cuentan. Los ajustes manuales include y exclude siempre prevalecen.",
        .attributionListKinds:
            "La lista de un investigador puede declararse completa, en cuyo caso solo cuentan los artículos que figuran en ella, o declararse una selección; de lo contrario, son sus propias palabras (“Publicaciones seleccionadas”) y la parte de la fuente de citas que abarca las que deciden cómo se interpreta. La página de cada investigador indica cómo se ha interpretado la lista.",

        // Summary card.
        .affiliation: "Afiliación",
        .profiles: "Perfiles",
        .profileHomepage: "Página personal",
        .dataAsOf: "Datos a",
        .dataAsOfDay: "Datos a fecha de {day}.",
        .dataAsOfRange: "Datos del {first} al {last}.",
        .profileOwnFigures: "Cifras que indica la fuente ({source}): {figures}.",
        .profileFigure: "{metric} {all}",
        .profileFigureSince: "{metric} {all} (desde {year}: {recent})",
        .summary: "Resumen",
        .notComputable: "no calculable con los datos",
        .computedFromTruncated: "calculado a partir de una lista truncada",
        .lowerBoundTruncated: "(cota inferior: la lista de la fuente está truncada)",
        .profileStates: "(el perfil indica {value})",
        .academicAgeOne: "Edad académica: {years} año ({first}–{now}, año de los datos).",
        .academicAgeOther: "Edad académica: {years} años ({first}–{now}, año de los datos).",
        .noPublicationYears:
            "No se conoce ningún año de publicación, por lo que no se calculan las métricas por año.",
        .recentBasisOne:
            "Las métricas recientes cuentan {count} artículo publicado en {from}–{now} (una ventana de {window} años).",
        .recentBasisOther:
            "Las métricas recientes cuentan los {count} artículos publicados en {from}–{now} (una ventana de {window} años).",
        .authorsBasis:
            "hI,norm y los autores por artículo usan los artículos con lista de autores: {with} de {papers}.",
        .authorsBasisAbbreviated:
            "hI,norm y los autores por artículo usan los artículos con lista de autores: {with} de {papers}; {abbreviated}.",
        .abbreviatedListsOne:
            "{count} lista fue abreviada por la fuente y se contó como los nombres mostrados más uno",
        .abbreviatedListsOther:
            "{count} listas fueron abreviadas por la fuente y se contaron como los nombres mostrados más uno",
        .moreCitationsOne: "{count} cita más",
        .moreCitationsOther: "{count} citas más",
        .quotedTitle: "“<cite>{title}</cite>”",
        .needsOnPaperOne: "Necesita {more} en {paper} para llegar a h = {target}.",
        .needsOnPaperOther: "Necesita {more} en {paper} para llegar a h = {target}.",
        .needsCitationsOne: "Necesita {more} para llegar a h = {target}: {list}.",
        .needsCitationsOther: "Necesita {more} para llegar a h = {target}: {list}.",
        .onPaper: "{count} en {paper}",
        .onNewPaper: "{count} en un artículo nuevo",
        .onEachNewPaper: "{count} en cada uno de {papers} artículos nuevos",
        .timesOne: "{count} vez",
        .timesOther: "{count} veces",
        .anyWouldDoOne:
            "Serviría igual cualquier selección de {chosen} de los {total} artículos citados {cited}.",
        .anyWouldDoOther:
            "Serviría igual cualquier selección de {chosen} de los {total} artículos citados {cited}.",
        .computedFromListed:
            "(Calculado a partir de los artículos listados; la lista está truncada.)",
        .howComputed: "Cómo se calcula",

        // Downloads.
        .download: "Descargas",
        .downloadPublicationsCSV: "Publicaciones (CSV)",
        .downloadPublicationsCSVDetail: "cada fila con su función",
        .downloadBibTeX: "Publicaciones contabilizadas (BibTeX)",
        .downloadBibTeXDetail: "los artículos con los que se calcula el índice h",
        .downloadJSON: "Todos los datos (JSON)",
        .downloadJSONDetail: "métricas, funciones y emparejamiento",
        .badgeNoData: "sin datos",
        .downloadBadge: "Insignia del índice h (JSON)",
        .badgeMarkdown: "un endpoint de shields.io; en Markdown: {code}",
        .badgeEndpoint:
            "un endpoint de shields.io: img.shields.io/endpoint?url= seguido de la URL de este archivo",

        // Charts.
        .charts: "Gráficos",
        .citationsEachYear: "Citas recibidas cada año",
        .acrossBuilds: "Índice h y citas a lo largo de las actualizaciones",
        .chartBarTooltipOne: "{year}: {count} cita",
        .chartBarTooltipOther: "{year}: {count} citas",
        .chartPeak: "El máximo, {count}, en {year}.",
        .chartPerYearTitle: "Citas recibidas cada año, {first}–{last}",
        .chartPerYearDescription:
            "Gráfico de barras de las citas recibidas cada año de {first} a {last}, según la fuente de citas ({source}): {total} en total.",
        .chartPerYearCaption: "Citas recibidas cada año ({source})",
        .historyHIndex: "índice h",
        .historyCitations: "citas",
        .historyTitleHIndex: "Historial del índice h",
        .historyTitleCitations: "Historial de citas",
        .chartPointTooltip: "{day}: {metric} {value}",
        .chartHistoryDescription:
            "Gráfico de líneas de {metric} en {count} actualizaciones del {first} al {last}: de {start} a {end} (mínimo {lowest}, máximo {highest}).",
        .chartHistoryCaption: "{title} (una fila por actualización con datos cambiados)",
        .dataFetchedColumn: "Datos obtenidos",
        .showValuesAsTable: "Mostrar los valores en una tabla",
        .perYearBasisOpenAlex:
            "La suma de los <code>counts_by_year</code> de las obras en OpenAlex, que solo cubre los años recientes (aproximadamente los diez últimos), sobre todas las obras de la fuente, incluidas las excluidas aquí del índice h.",
        .perYearBasis:
            "Contadas por la fuente sobre todos sus artículos de este investigador, incluidos los excluidos aquí del índice h.",
        .noPerYearChartOpenAlex:
            "Sin gráfico por año: OpenAlex no da recuentos por año (counts_by_year) para estas obras.",
        .noPerYearChart:
            "Sin gráfico por año: la fuente de citas ({source}) no da recuentos de citas por año.",
        .noHistoryYet:
            "Aún no hay historial: la caché no guarda métricas anteriores de este investigador procedentes de la fuente de citas ({source}); una actualización sin caché no guarda ninguna.",
        .onlyOneHistoryEntry:
            "Por ahora solo hay una entrada (datos del {day}: índice h {h}, {citations} citas), por lo que todavía no hay línea que dibujar. Se añade una entrada cada vez que una actualización encuentra métricas distintas.",

        // Sources compared.
        .primary: "principal",
        .atLeast: "(como mínimo)",
        .sameCountsEverywhere:
            "Los artículos presentes en más de una fuente tienen los mismos recuentos en todas.",
        .differMostCaption: "Artículos cuyos recuentos de citas más difieren entre las fuentes",
        .paper: "Artículo",
        .difference: "Diferencia",
        .singleSourceCaption: "Los artículos más citados presentes en una sola fuente",
        .sourcesCompared: "Comparación de fuentes",
        .comparisonIntroOne:
            "Los artículos de cada fuente que cuentan para este investigador (tras la lista de publicaciones y las correcciones manuales), emparejados entre fuentes por DOI, identificador arXiv y después título. Las métricas principales proceden de la fuente principal; {count} artículo está en todas las fuentes.",
        .comparisonIntroOther:
            "Los artículos de cada fuente que cuentan para este investigador (tras la lista de publicaciones y las correcciones manuales), emparejados entre fuentes por DOI, identificador arXiv y después título. Las métricas principales proceden de la fuente principal; {count} artículos están en todas las fuentes.",
        .comparisonCaption: "Artículos, citas e índice h por fuente",
        .source: "Fuente",
        .onlyInThisSource: "Solo en esta fuente",

        // Reference list and matching report.
        .found: "encontrado",
        .notFound: "no encontrado",
        .foundExplanation:
            "la entrada coincide con un artículo de la fuente de citas, que por tanto cuenta.",
        .notFoundExplanation: "ningún artículo de la fuente de citas coincide con esta entrada.",
        .matchedAs: "Emparejado con",
        .matchedAsRuleScore: "Emparejado con (regla, puntuación)",
        .status: "Estado",
        .listsMerged: "{count} listas, fusionadas sin duplicados",
        .titlesFoundWith: "Los títulos se localizaron con {xpath}.",
        .crossrefFilledOne:
            "Crossref completó por DOI el año, el medio o los autores que faltaban en {count} entrada.",
        .crossrefFilledOther:
            "Crossref completó por DOI el año, el medio o los autores que faltaban en {count} entradas.",
        .entriesOne: "{count} entrada",
        .entriesOther: "{count} entradas",
        .referenceFromOne:
            "Desde {origin}: {entries}, de las cuales {found} se encontró en la fuente de citas ({source}).",
        .referenceFromOther:
            "Desde {origin}: {entries}, de las cuales {found} se encontraron en la fuente de citas ({source}).",
        .publicationListHeading: "Lista de publicaciones ({source})",
        .referenceCaption:
            "Entradas de la lista ({list}) y su correspondencia en la fuente de citas",
        .allInEarlierList: ", todas ya en una lista anterior",
        .notInEarlierListOne: ", {count} que no estaba en una lista anterior",
        .notInEarlierListOther: ", {count} que no estaban en una lista anterior",
        .listsMergedLabel: "Listas fusionadas en esta",
        .none: "Ninguno.",
        .matched: "Emparejados",
        .onlyInCitationSource: "Solo en la fuente de citas",
        .onlyInPublicationList: "Solo en la lista de publicaciones",
        .ambiguous: "Ambiguos",
        .duplicateRowsMerged: "Filas duplicadas fusionadas",
        .matchingReport: "Informe de emparejamiento",
        .matchingIntro:
            "Los artículos de la fuente de citas ({source}) quedan confirmados si coinciden con una entrada de la lista ({list}) por DOI o identificador arXiv, título exacto o similitud de título ≥ {threshold}; los demás se evalúan según sus indicios, salvo que el archivo de contenido los incluya o excluya manualmente.",
        .onlyInSourceSummary: "Solo en la fuente de citas ({count})",
        .onlyInListSummary: "Solo en la lista de publicaciones ({count})",
        .ambiguousSummary: "Ambiguos ({count}): casi empates resueltos por la mejor puntuación",
        .alsoCloseTo: "{title} — también parecido a: {others}",
        .ruleArxiv: "identificador arXiv",
        .ruleExactTitle: "título exacto",
        .ruleSimilarTitle: "título parecido",
        .ruleIncluded: "incluido manualmente",
        .ruleMatched: "emparejado",

        // Methodology.
        .methodologyDescription: "Cómo se calculan el índice h y las demás métricas de este sitio.",
        .methodologyIntro:
            "Cada número de este sitio lo calcula el propio sitio a partir de las publicaciones y los recuentos de citas de una fuente de citas, con las definiciones de Publish or Perish de Harzing. Cada métrica de la página de un investigador enlaza con su definición más abajo.",
        .onThisPage: "En esta página",
        .tocWhatCounts: "Qué se contabiliza",
        .tocMetrics: "Métricas",
        .tocNextH: "Citas necesarias para llegar a h + 1",
        .tocYears: "Años, año de los datos y ventana reciente",
        .tocLowerBounds: "Cotas inferiores",
        .tocColors: "Colores, símbolos y etiquetas",
        .tocSources: "Fuentes de datos y sus advertencias",
        .tocRanking: "Clasificación",
        .whatCountsIntro:
            "Las métricas se calculan a partir de los artículos <em>contabilizados</em> de una sola fuente de citas (el perfil de Google Scholar del investigador, salvo que el archivo de contenido indique otra con <code>primary:</code>). Un artículo cuenta salvo que esté excluido:",
        .whatCountsReferenceList:
            "Si el investigador tiene una lista de referencia (la página de publicaciones de su página personal, ORCID, DBLP o un archivo BibTeX; varias se fusionan), los artículos emparejados con una entrada de esa lista quedan confirmados, y un artículo ausente de ella se evalúa según sus indicios (véase <a href=\"#attribution\">Artículos ausentes de la lista del investigador</a>). El emparejamiento prueba identificadores (DOI, identificador arXiv), después el título exacto normalizado y después una coincidencia aproximada del título por encima del umbral de similitud del investigador; el informe de emparejamiento de cada página da la regla y la puntuación de cada emparejamiento.",
        .whatCountsNoReferenceList:
            "Sin lista de referencia, cuenta cada artículo de la fuente de citas, salvo que el archivo de contenido del investigador pida descartar los artículos que parecen ser de un homónimo: un círculo de coautores propio y un tema alejado del resto del perfil.",
        .whatCountsManual:
            "Los ajustes manuales del archivo de contenido del investigador siempre prevalecen: <code>exclude</code> quita un artículo (por título o <code>doi:</code>), <code>include</code> cuenta un artículo que el emparejamiento no encontró, y <code>merge</code> une filas que son un mismo artículo.",
        .whatCountsDuplicates:
            "Si la fuente lista dos veces el mismo artículo, las filas se fusionan y se conserva el mayor número de citas; la otra fila se muestra como duplicada.",
        .whatCountsNoCount: "Un artículo sin número de citas cuenta con 0 citas.",
        .metricsIntro:
            "En las fórmulas, los n artículos contabilizados se ordenan por citas c<sub>1</sub> ≥ c<sub>2</sub> ≥ … ≥ c<sub>n</sub>; a<sub>i</sub> es el número de autores del artículo i; Y es el año de los datos, Y<sub>0</sub> el primer año, A = max(1, Y − Y<sub>0</sub> + 1) la edad académica y W = {window} la ventana reciente.",
        .nextHExplanation:
            "La página de cada investigador indica cuántas citas más subirían el índice h en uno, y en qué artículos. Para h + 1 hacen falta h + 1 artículos con al menos h + 1 citas cada uno. A un artículo citado c veces le faltan max(0, h + 1 − c) citas, un valor que nunca crece con c, por lo que la opción más económica son siempre los h + 1 artículos más citados: el número mostrado es la suma de lo que les falta, el menor total posible. Si se contabilizan menos de h + 1 artículos, los que faltan son artículos nuevos que necesitan h + 1 citas cada uno. Si varios artículos comparten número de citas y solo hacen falta algunos, la página nombra los primeros listados e indica que serviría cualquiera de ellos. Las citas que lleguen a otros artículos no ayudan: deben recaer en estos.",
        .yearsExplanation:
            "El <strong>año de los datos</strong> Y es el año (UTC) en que se consultó la fuente de citas; para una página guardada, el día indicado por <code>saved:</code> en la cabecera del archivo del investigador o, en su defecto, lo que dice la propia página (el último año de su gráfico de citas por año, o cinco años después de la columna “Desde” de Google Scholar) o, en último término, el último año de publicación que enumera (un aviso indica cuál); nunca la fecha de un archivo. Nunca es el día de la actualización del sitio, por lo que actualizarlo de nuevo con los mismos datos da los mismos números, en cualquier copia del contenido. Sin ninguna fecha, es el último año de publicación. El <strong>primer año</strong> Y<sub>0</sub> es el ajuste <code>since:</code> del investigador, si existe (para fijar el inicio de la carrera), o si no el primer año de publicación de los artículos contabilizados. La <strong>edad académica</strong> es A = max(1, Y − Y<sub>0</sub> + 1): los años en que pudieron publicarse artículos, ambos extremos incluidos, como Publish or Perish cuenta los “Years” (Harzing, <cite>The Publish or Perish Book</cite>, §2.2.1: un primer artículo en 1995 y el año 2010 dan 16 años). Los años fuera de 1000–9999 se consideran desconocidos; si no se conoce ningún año, las métricas por año se muestran como “–”.",
        .recentWindowExplanation:
            "La <strong>ventana reciente</strong> de este sitio es de {years} (<code>recent_years</code> en <code>site.md</code>): las métricas recientes cuentan los artículos publicados en los años de Y − {start} a Y (y los fechados después). Los artículos sin año nunca son recientes. Atención: la columna “Desde” de Google Scholar es distinta; cuenta las citas recibidas en los últimos años por artículos de cualquier antigüedad.",
        .yearsOne: "{count} año",
        .yearsOther: "{count} años",
        .lowerBoundsExplanation:
            "Si la lista de publicaciones de una fuente está truncada (un perfil o una búsqueda que se cortó), los recuentos solo pueden ser cotas inferiores y se muestran como “≥ 4”, junto al valor que declara el propio perfil de la fuente cuando lo tiene. Los cocientes calculados a partir de una lista truncada (por año, por artículo, cociente m, índice e) se muestran como “≈ 0,47”: pueden ser demasiado altos o demasiado bajos.",
        .colorsIntro:
            "Cada fila de una tabla de publicaciones tiene un color, un símbolo y una etiqueta de texto, de modo que el significado nunca depende solo del color:",
        .excludedLabelIntro: "La etiqueta de un artículo excluido indica el motivo:",
        .referenceTableIntro:
            "En la tabla de la lista de referencia (la lista propia del investigador):",
        .foundLegend:
            "(verde) la entrada coincide con un artículo de la fuente de citas, que por tanto cuenta.",
        .notFoundLegend: "(rojo) ningún artículo de la fuente de citas coincide con esta entrada.",
        .sharedRankExample: "“=2” indica un puesto compartido.",
        .formula: "Fórmula:",
        .detailHIndex: "Hirsch (2005). No puede superar el número de artículos.",
        .detailGIndex:
            "Egghe (2006). Como en Publish or Perish, g está limitado al número de artículos (no se añaden artículos ficticios sin citas), por lo que g ≤ n.",
        .detailI10Index: "Como en los perfiles de Google Scholar.",
        .detailEIndex:
            "Zhang (2009). Distingue a investigadores con el mismo h cuyos artículos del núcleo h se citan de forma muy distinta; 0 cuando h = 0.",
        .detailMQuotient:
            "El m de Hirsch (“cociente m”); para la edad académica A véase la sección de años.",
        .detailHINorm:
            "El índice h individual de Harzing. Las citas de cada artículo se dividen por su número de autores tal como los lista la fuente. Los artículos sin lista de autores en la fuente se dejan fuera (no aportan nada); las listas de autores que la fuente abrevió (Google Scholar termina las listas largas con “...”) cuentan como los nombres mostrados más uno, el menor número posible, por lo que hI,norm puede quedar algo alto para ellas. Cada página indica a cuántos artículos afecta. Se muestra como “–” si ningún artículo tiene lista de autores.",
        .detailHIAnnual:
            "El aumento anual del índice h individual de Harzing, con la misma edad académica A que el cociente m.",
        .detailPapers: "Los artículos excluidos no se contabilizan.",
        .detailCitations: "Tal como las da la fuente de citas para los artículos contabilizados.",
        .detailCitationsPerYear: "“Cites/year” en Publish or Perish.",
        .detailCitationsPerPaper: "“Cites/paper” en Publish or Perish; “–” sin artículos.",
        .detailAuthorsPerPaper:
            "“Authors/paper” en Publish or Perish, sobre los artículos cuya fuente da una lista de autores (las listas abreviadas cuentan como los nombres mostrados más uno).",
        .detailRecentHIndex: "En este sitio la ventana reciente es de {years}.",
        .detailRecentCitations:
            "Todas las citas de esos artículos, se recibieran cuando se recibieran.",
        .sourceNameScholar: "Google Scholar (perfil y búsqueda por autor)",
        .sourceNameOpenAlex: "OpenAlex",
        .sourceNameSemanticScholar: "Semantic Scholar",
        .sourceNameORCID: "ORCID",
        .sourceNameDBLP: "DBLP",
        .sourceNameBibTeX: "Archivo BibTeX",
        .sourceNameHomepage: "Lista de publicaciones de la página personal",
        .sourceCaveatsScholar:
            "La cobertura más amplia, con libros, tesis, preprints y literatura gris, por lo que los recuentos son más altos que en otras fuentes. Los perfiles los mantiene el investigador y pueden incluir artículos ajenos; las búsquedas por autor encuentran homónimos (los resultados se filtran por apellido y una lista de referencia elimina el resto). Las líneas de autores se abrevian con “...”. Google no ofrece API y puede bloquear las peticiones; se puede usar en su lugar una página guardada, y una página bloqueada nunca se interpreta como “sin publicaciones”.",
        .sourceCaveatsOpenAlex:
            "Un índice abierto de obras académicas con listas completas de autores, DOI y recuentos anuales de citas. Los perfiles de autor se construyen con desambiguación automática, por lo que las obras pueden repartirse entre perfiles o mezclarse con las de un homónimo; los recuentos suelen ser más bajos que los de Google Scholar.",
        .sourceCaveatsSemanticScholar:
            "Con buena cobertura en informática y biomedicina; las páginas de autor se desambiguan automáticamente y pueden mezclar homónimos.",
        .sourceCaveatsORCID:
            "Una lista de referencia que mantiene el investigador (sin recuentos de citas), que a menudo recoge solo parte de su obra: un artículo ausente de ella se evalúa según sus coautores y su tema, y no se excluye solo por estar ausente (salvo que la lista se declare completa).",
        .sourceCaveatsDBLP:
            "Una lista de referencia revisada manualmente, centrada en la informática (sin recuentos de citas); los artículos ajenos a la informática no figuran en ella.",
        .sourceCaveatsBibTeX:
            "Una lista de referencia guardada en la carpeta de contenido del sitio (sin recuentos de citas); tan completa como la mantenga quien se ocupe de ella.",
        .sourceCaveatsHomepage:
            "La página de publicaciones del propio investigador, leída aprendiendo su estructura a partir de títulos que también conoce la fuente de citas. Si no se logra entender la estructura, la página lo indica y no se usa ninguna lista de referencia (cuenta cada artículo).",
        .sourceNameSerpApi: "Google Scholar (mediante SerpApi)",
        .sourceNameScholarly: "Google Scholar (guardado con scholarly)",
        .sourceNameINSPIRE: "INSPIRE-HEP",
        .sourceNameScopus: "Scopus",
        .sourceCaveatsSerpApi:
            "Un perfil de Google Scholar leído a través de SerpApi, un servicio de pago que obtiene las páginas de Scholar con una clave de API: los mismos datos y las mismas salvedades que un perfil de Scholar (lo mantiene el investigador; las líneas de autores se abrevian con “...”), sin los bloqueos de Google. Los recuentos de citas son los que mostraba Scholar cuando se obtuvo la página.",
        .sourceCaveatsScholarly:
            "Un perfil de Google Scholar guardado con la biblioteca de Python scholarly (como hacen algunos sitios personales): los mismos datos y las mismas salvedades que un perfil de Scholar, a la fecha en que se escribió el archivo. Si el archivo solo recoge parte de los artículos del perfil, los indicadores son cotas inferiores.",
        .sourceCaveatsINSPIRE:
            "La base de datos bibliográfica de la física de altas energías, revisada por su equipo, con sus propios recuentos de citas: cuenta las citas de los artículos que contiene INSPIRE, por lo que los recuentos son más bajos que los de Google Scholar para artículos citados también fuera de la física. Los artículos de colaboraciones tienen miles de autores; se conservan como máximo 20 nombres, por lo que los indicadores por autor de esos artículos son cotas inferiores.",
        .sourceCaveatsScopus:
            "La base de datos de resúmenes y citas de Elsevier, revisada por su equipo, en la que se basan los informes de muchas universidades. La cobertura es selectiva (publicaciones periódicas indexadas, actas de congresos y libros), por lo que los recuentos suelen ser más bajos que los de Google Scholar. Los perfiles de autor se construyen con el emparejamiento propio de Scopus y pueden fusionar o separar personas. Sin un token institucional, Scopus solo da el primer autor de cada artículo, por lo que el número de autores es una cota inferior.",
        // The build's notices and source names.
        .noticeVerbatim: "{text}",
        .noticeNoCitationSource:
            "No hay ninguna fuente de citas configurada: añada `scholar:` a {path}.",
        .noticeSourceNotRead: "La fuente de citas no se leyó.",
        .noticeSourceUnavailable: "{source}: {reason}.",
        .noticeHomepageNotURL:
            "“{value}” no es ni una URL http(s) ni una página guardada en content/",
        .noticeORCIDNotID:
            "{value} no es un ORCID iD; asigne a `orcid:` el iD o una respuesta de obras guardada en content/",
        .noticeDBLPNotID:
            "{value} no es un identificador de persona de DBLP; asigne a `dblp:` el pid (p. ej. k/RichardMKarp) o un XML de la persona guardado en content/",
        .noticeOpenAlexNotID:
            "{value} no es un identificador de autor de OpenAlex; asigne a `openalex:` el identificador (A…) o una respuesta de obras guardada en content/",
        .noticeSemanticScholarNotID:
            "{value} no es un identificador de autor de Semantic Scholar; asigne a `semantic_scholar:` el identificador (dígitos) o una respuesta de artículos guardada en content/",
        .noticeScholarNotProfile:
            "{value} no es la URL de un perfil (le falta el parámetro `user=`); asigne a `scholar:` el identificador del perfil o una página guardada en content/",
        .noticeStale:
            "Desactualizado desde el {day}: la actualización falló ({label}: {reason}); los datos mostrados son la copia obtenida el {fetched}.",
        .noticeUnknownReason: "motivo desconocido",
        .noticeComparedSourceFailed:
            "No se pudo usar una fuente de citas comparada con la principal: {error}",
        .noticePlaceFrom: "desde {origin}",
        .noticePlaceIn: "en {origin}",
        .noticeSourceBlocked: "{source} bloqueó la solicitud ({reason}) {place}",
        .noticeSourceLayout: "{source}: estructura de página inesperada {place}: {detail}",
        .noticeSourceEmpty: "{source}: nada que leer, el contenido está vacío {place}",
        .noticeSourceNotUnderstood:
            "{source}: no se pudo leer la lista de publicaciones {place}: {reason}",
        .noticeSourceNotUnderstoodFigures:
            "{source}: no se pudo leer la lista de publicaciones {place}: {reason} ({figures})",
        .noticeTooLarge: "{origin} es demasiado grande para leerlo ({bytes} bytes, límite {limit})",
        .noticeUnreadable: "no se puede leer {origin}: {reason}",
        .noticeSelfCheckOne:
            "títulos conocidos de la página reconocidos como títulos de entradas: {recovered} de {count}; se necesita el {share} %",
        .noticeSelfCheckOther:
            "títulos conocidos de la página reconocidos como títulos de entradas: {recovered} de {count}; se necesita el {share} %",
        .noticeListFailed:
            "No se pudo leer la lista de publicaciones de {origin}: {reason}; {consequence}.",
        .noticeListReasonFigures: "{reason} ({figures})",
        .noticeListBlocked: "es una página de bloqueo, no una lista de publicaciones ({reason})",
        .noticeListLayout: "estructura de página inesperada: {detail}",
        .noticeListEmpty: "nada que leer, la página está vacía",
        .noticeListTooLarge: "es demasiado grande para leerla ({bytes} bytes, límite {limit})",
        .noticeListNamedAt: "{source} de {origin}",
        .noticeSemicolonList: "{list}; {item}",
        .noticeOtherListCountsOne: "solo cuenta la otra lista ({lists})",
        .noticeOtherListCountsOther: "solo cuentan las otras listas ({lists})",
        .noticeSourcePapersCountOne: "se cuenta {count} artículo de la fuente de citas ({source})",
        .noticeSourcePapersCountOther:
            "se cuentan los {count} artículos de la fuente de citas ({source})",
        .noticeEveryPaperCounts: "cuenta cada artículo de la fuente de citas",
        .noticeFewMatchesOne:
            "La lista de publicaciones de {origin} solo coincide con {counted} de los {papers} artículos de la fuente de citas ({source}); los demás no cuentan. Si la lista está incompleta, añádale los artículos que faltan o indíquelos en `include:`; si el perfil mezcla artículos de un homónimo, es lo esperado.",
        .noticeFewMatchesMany:
            "Las listas de publicaciones de {origins} y {last} solo coinciden con {counted} de los {papers} artículos de la fuente de citas ({source}); los demás no cuentan. Si las listas están incompletas, añádales los artículos que faltan o indíquelos en `include:`; si el perfil mezcla artículos de un homónimo, es lo esperado.",
        .noticeDataYearChart:
            "El año de los datos {year} (edad académica, ventana reciente) es el último año de las citas por año de {path}; para indicar el día, {advice}.",
        .noticeDataYearSince:
            "El año de los datos {year} (edad académica, ventana reciente) es el año de la columna “Desde {since}” de {path} más {window} años; para indicar el día, {advice}.",
        .noticeDataYearLatestPublication:
            "El año de los datos {year} (edad académica, ventana reciente) es el último año de publicación de {path}, que no dice cuándo se guardó; para indicar el día, {advice}.",
        .noticeDataYearUnknown:
            "{path} no dice cuándo se guardó ni cuándo aparecieron sus artículos, por lo que las métricas no tienen año de los datos (no se muestran las métricas por año); {advice}.",
        .noticeAddSaved: "añada `saved: YYYY-MM-DD` (el día en que se guardó la página) a {path}",
        .noticeCrossrefCapped:
            "Crossref: a {total} entradas con DOI les falta el año, el medio de publicación o los autores; en esta actualización solo se consultaron las primeras {limit}.",
        .noticeCrossrefOfflineOne:
            "Crossref: {count} DOI no está en la caché y esta actualización se hizo sin conexión, por lo que los años, medios o autores que faltan quedan vacíos; actualice el sitio una vez sin --offline para completarlos.",
        .noticeCrossrefOfflineOther:
            "Crossref: {count} DOI no están en la caché y esta actualización se hizo sin conexión, por lo que los años, medios o autores que faltan quedan vacíos; actualice el sitio una vez sin --offline para completarlos.",
        .noticeCrossrefUnknownOne: "Crossref no conoce el DOI {dois}; no se completó nada.",
        .noticeCrossrefUnknownOther: "Crossref no conoce los DOI {dois}; no se completó nada.",
        .noticeCrossrefAndMore: "{dois} y {more} más",
        .noticeCrossrefFailed:
            "Fallaron las consultas a Crossref: {reason}; las entradas conservan lo que dicen sus listas.",
        .noticeCrossrefFailedMore:
            "Fallaron las consultas a Crossref (y {more} más): {reason}; las entradas conservan lo que dicen sus listas.",
        .noticeExcludeNoMatch: "exclude: “{title}” no coincide con ninguna publicación",
        .noticeMergeNoMatch: "merge: “{title}” no coincide con ninguna publicación",
        .noticeMergeGroupNone: "el grupo merge [{titles}] no coincide con ninguna fila",
        .noticeMergeGroupOne: "el grupo merge [{titles}] coincide con una sola fila",
        .noticeIncludeExcluded:
            "include: “{title}” nombra una publicación excluida (prevalece exclude)",
        .noticeIncludeNoMatch: "include: “{title}” no coincide con ninguna publicación",
        .noticeDuplicate: "duplicado: “{title}” y “{other}” son el mismo artículo",
        .noticeDuplicateSame:
            "duplicado: “{title}” y “{other}” son el mismo artículo (en común: {identifier})",
        .noticeAmbiguous:
            "ambiguo: “{title}” se asignó a {chosen}, casi igual de cercanos: {others}",
        .noticeAmbiguousNothing: "nada",
        .noticeQuoted: "“{title}”",
        .evidenceSharedCoauthorsOne:
            "comparte los coautores {names} con {count} artículo de la lista",
        .evidenceSharedCoauthorsOther:
            "comparte los coautores {names} con {count} artículos de la lista",
        .evidenceCoauthorCluster:
            "sus coautores ({names}) están vinculados con los artículos de la lista a través de otros artículos",
        .evidenceSeparateCoauthors:
            "ningún coautor en común con los artículos de la lista, ni directamente ni a través de otros artículos",
        .evidenceSolo: "sin coautores",
        .evidenceNoAuthors: "la fuente no indica autores",
        .evidenceTopicClose: "tema cercano al de los artículos de la lista ({words})",
        .evidenceTopicMiddle: "tema compartido en parte con los artículos de la lista ({words})",
        .evidenceTopicDistant: "tema alejado del de los artículos de la lista",
        .evidenceTopicUnknown: "demasiado pocas palabras para comparar los temas",
        .evidenceSameVenue: "mismo medio de publicación que artículos de la lista ({venue})",
        .evidenceOutsideSpan: "publicado fuera de los años de los artículos de la lista",
        .evidenceNameConflict:
            "el autor con el apellido del investigador figura como {written}, con otros nombres de pila",
        .evidenceTooFewConfirmed: "demasiado pocos artículos en la lista para comparar",
        .evidenceSeparateFromRest:
            "un círculo de coautores propio, sin ningún coautor en el círculo más grande del perfil",
        .evidenceCircleMissingFromList:
            "ninguno de los {count} artículos de su círculo de coautores está en la lista, que contiene la mayoría de los artículos de la fuente",
        .evidenceTopicDistantFromRest: "tema alejado del resto del perfil",
        .noticePossibleNamesakesCountedOne:
            "{count} artículo de la fuente de citas ({source}) parece ser de un homónimo (coautores propios, tema alejado: {titles}); se cuenta porque no hay ninguna lista de publicaciones que permita decidirlo: indique una lista de publicaciones del investigador (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) o establezca `possible_namesakes: leave_out` en {path} para descartar tales artículos.",
        .noticePossibleNamesakesCountedOther:
            "{count} artículos de la fuente de citas ({source}) parecen ser de homónimos (coautores propios, tema alejado: {titles}); se cuentan porque no hay ninguna lista de publicaciones que permita decidirlo: indique una lista de publicaciones del investigador (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) o establezca `possible_namesakes: leave_out` en {path} para descartar tales artículos.",
        .noticePossibleNamesakesLeftOutOne:
            "{count} artículo de la fuente de citas ({source}) parece ser de un homónimo y se descarta (`possible_namesakes: leave_out` en {path}): {titles}.",
        .noticePossibleNamesakesLeftOutOther:
            "{count} artículos de la fuente de citas ({source}) parecen ser de homónimos y se descartan (`possible_namesakes: leave_out` en {path}): {titles}.",
        .noticeUntiedPapersDecideOne:
            "{count} artículo de la fuente de citas ({source}) se cuenta aunque nada lo vincula con la lista del investigador (ni coautores, ni medio, ni un tema cercano en común con los artículos de la lista: {titles}), y decide el índice h: {with}, {without} sin él. Si es del investigador, confírmelo en `include:` en {path}; si es de un homónimo, añádalo a `exclude:` (o indique `publication_list: complete` si la lista está completa).",
        .noticeUntiedPapersDecideOther:
            "{count} artículos de la fuente de citas ({source}) se cuentan aunque nada los vincula con la lista del investigador (ni coautores, ni medio, ni un tema cercano en común con los artículos de la lista: {titles}), y deciden el índice h: {with}, {without} sin ellos. Si son del investigador, confírmelos en `include:` en {path}; si son de un homónimo, añádalos a `exclude:` (o indique `publication_list: complete` si la lista está completa).",
        .attributionSummaryConfirmedOne: "{count} artículo figura en la lista del investigador",
        .attributionSummaryConfirmedOther: "{count} artículos figuran en la lista del investigador",
        .attributionSummaryAttributedOne:
            "{count} artículo más está vinculado con ella por coautores, tema o medio de publicación",
        .attributionSummaryAttributedOther:
            "{count} artículos más están vinculados con ella por coautores, tema o medio de publicación",
        .attributionSummaryUndecidedCountedOne:
            "{count} no tiene indicios en ningún sentido y cuenta (la fuente es el perfil o el registro de autor del propio investigador, no una búsqueda por nombre)",
        .attributionSummaryUndecidedCountedOther:
            "{count} no tienen indicios en ningún sentido y cuentan (la fuente es el perfil o el registro de autor del propio investigador, no una búsqueda por nombre)",
        .attributionSummaryUndecidedLeftOutOne:
            "{count} no tiene indicios en ningún sentido y no cuenta (la fuente es una búsqueda por nombre)",
        .attributionSummaryUndecidedLeftOutOther:
            "{count} no tienen indicios en ningún sentido y no cuentan (la fuente es una búsqueda por nombre)",
        .attributionSummaryNamesakesOne: "{count} se descarta como posible artículo de un homónimo",
        .attributionSummaryNamesakesOther:
            "{count} se descartan como posibles artículos de homónimos",
        .attributionSummarySentence: "{parts}.",
        .attributionKindSelectedPhrase:
            "La lista se presenta como “{phrase}”: un artículo ausente de ella se evalúa según sus indicios.",
        .attributionKindSelectedCoverage:
            "La lista contiene menos de la mitad de los artículos de la fuente: un artículo ausente de ella se evalúa según sus indicios.",
        .attributionKindSelectedDeclared:
            "La lista se declara como selección: un artículo ausente de ella se evalúa según sus indicios.",
        .attributionKindCompleteDeclared:
            "La lista se declara completa: solo cuentan los artículos que figuran en ella.",
        .attributionKindComplete:
            "Un artículo ausente de la lista se evalúa según sus indicios: las listas suelen estar incompletas.",
        .sourceLabelScholarProfile: "Perfil de Google Scholar",
        .sourceLabelScholarSearch: "Búsqueda de Google Scholar",
        .sourceLabelScholarDump: "Google Scholar (exportación de scholarly)",
        .sourceLabelOpenAlexAuthor: "Autor de OpenAlex",
        .sourceLabelOpenAlexWorks: "Obras de OpenAlex",
        .sourceLabelSemanticScholarPapers: "Artículos de Semantic Scholar",
        .sourceLabelORCIDWorks: "Obras de ORCID",
        .sourceLabelDBLPPerson: "Persona de DBLP",
        .sourceLabelDBLPRecord: "Registro de DBLP",
        .sourceLabelPublicationList: "Lista de publicaciones",
        .sourceLabelCrossrefWork: "Obra de Crossref",
    ]
}
