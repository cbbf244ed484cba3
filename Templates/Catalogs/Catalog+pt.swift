// Catalogs hold whole sentences: long string literals are kept on one line.
// swift-format-ignore-file: LineLength

import HIndexCore

extension Catalog {
    /// Portuguese (`pt`).
    static let portugueseMessages: [MessageKey: String] = [
        // Layout and 404.
        .generated: "Gerado com hindex-site.",
        .generatedOn: "Gerado com hindex-site em {date}.",
        .feedTitle: "{name}: novidades",
        .skipToContent: "Ir para o conteúdo",
        .siteNavigation: "Site",
        .methodology: "Metodologia",
        .notFoundTitle: "Página não encontrada",
        .notFoundText:
            "Não há nenhuma página neste endereço. Ela pode ter sido movida, ou a página do pesquisador pode ter sido removida.",
        .goToLeaderboard: "Ir para o ranking",
        .sentenceSeparator: " ",
        .listSeparator: ", ",
        .listAnd: "{list} e {last}",

        // Leaderboards.
        .siteOrderedBy: "{site}, por {noun}",
        .departmentOrderedBy: "{department}, por {noun}",
        .departmentDescription: "Ranking por índice h de {department}",
        .breadcrumb: "Trilha de navegação",
        .allScientists: "Todos os pesquisadores",
        .allDepartments: "Todos os departamentos",
        .filterByDepartment: "Filtrar por departamento",
        .departments: "Departamentos",
        .department: "Departamento",
        .noScientistsYet:
            "Ainda não há pesquisadores para classificar. Adicione um arquivo em <code>content/scientists/</code> e gere o site novamente.",
        .sharedRank: "posição {rank} compartilhada",
        .notRankedNoValue: "sem posição: sem valor",
        .notRankedNoData: "sem posição: sem dados de citação",
        .dataStaleSince: "dados desatualizados desde {day}",
        .staleMark: "(desatualizado)",
        .noCitationDataRow: "sem dados de citação: veja a página do pesquisador",
        .noDataNote:
            "<strong>Sem dados de citação</strong>: {reason}, por isso nenhuma métrica é mostrada.",
        .noDataNoSource: "nenhuma fonte de citações está configurada para este pesquisador",
        .noDataUnreadable:
            "não foi possível ler a fonte de citações (os avisos abaixo explicam por quê)",
        .noteSharedRank:
            "“=” indica uma posição compartilhada: esses pesquisadores têm o mesmo valor.",
        .noteLowerBound:
            "“≥” indica um limite inferior: a lista de publicações da fonte de citações está truncada, por isso o valor real pode ser maior.",
        .noteMissingData:
            "“–” na coluna Posição indica um pesquisador sem dados de citação (nenhuma fonte configurada, ou não foi possível lê-la); a página do pesquisador explica o motivo.",
        .noteStale:
            "“(desatualizado)” indica um pesquisador cujos dados não puderam ser atualizados: a última cópia válida é mostrada, e a página do pesquisador diz desde quando e por quê.",
        .noteTrend:
            "Tendência: a variação do índice h desde a atualização anterior com dados diferentes, segundo o histórico de métricas guardado no cache: ▲ alta, ▼ queda, “– 0” sem variação; “–” sem número indica que ainda não há dados anteriores.",
        .noteDefinitions:
            "Definições, fontes e ressalvas de {metrics}: veja a página de metodologia.",
        .rank: "Posição",
        .name: "Nome",
        .captionRanked: "Pesquisadores classificados por índice h",
        .captionOrdered: "Pesquisadores ordenados por {noun}",
        .departmentCaptionRanked: "{department}: pesquisadores classificados por índice h",
        .departmentCaptionOrdered: "{department}: pesquisadores ordenados por {noun}",
        .scholar: "Scholar",
        .profileOf: "perfil de {name}",
        .homepage: "Página pessoal",
        .homepageOf: "de {name}",
        .noEarlierDataTitle: "nenhum dado anterior no histórico de métricas",
        .noEarlierData: "nenhum dado anterior para comparar",
        .recentUnknown: "desconhecido: os artigos não têm ano de publicação",
        .publishedSince: "artigos publicados desde {year}",
        .dataFetchedOn:
            "Dados obtidos em {day}; a página de cada pesquisador informa o dia de cada fonte.",
        .dataFetchedBetween:
            "Dados obtidos entre {first} e {last}; a página de cada pesquisador informa o dia de cada fonte.",
        .savedPagesAll:
            "Os dados de todos os pesquisadores vêm de páginas salvas em content/, não obtidas durante a atualização.",
        .savedPagesOne:
            "Os dados de {count} pesquisador vêm de páginas salvas em content/, não obtidas durante a atualização.",
        .savedPagesOther:
            "Os dados de {count} pesquisadores vêm de páginas salvas em content/, não obtidas durante a atualização.",
        .filterAllPrefix: "Todos exibidos: ",
        .filterAllSuffix: ".",
        .filterScientistOne: "pesquisador",
        .filterScientistOther: "pesquisadores",
        .filterNoMatchPrefix: "Nenhum pesquisador corresponde a “",
        .filterNoMatchSuffix: "”.",
        .filterShowingPrefix: "Exibindo ",
        .filterShowingOf: " de ",
        .filterShowingSuffix: ".",
        .filterByName: "Filtrar por nome",
        .downloadLeaderboard: "Baixar o ranking em {csv} ou {json}.",
        .orderLabelHIndex: "Índice h",
        .orderLabelI10Index: "Índice i10",
        .orderLabelCitations: "Citações",
        .orderLabelRecentHIndex: "h (artigos recentes)",
        .orderLabelTrend: "Tendência",
        .orderNounHIndex: "índice h",
        .orderNounI10Index: "índice i10",
        .orderNounCitations: "citações",
        .orderNounRecentHIndex: "índice h dos artigos recentes",
        .orderNounTrend: "variação do índice h",
        .orderByHIndex:
            "Classificados por índice h; pesquisadores com o mesmo índice h compartilham a posição e são listados por citações, depois índice i10, depois nome.",
        .orderByTrend:
            "Ordenados pela variação do índice h desde a entrada diferente anterior do histórico de métricas, maior alta primeiro; variações iguais compartilham a posição e são listadas por índice h, depois citações, depois índice i10, depois nome. Pesquisadores sem histórico aparecem por último.",
        .orderByRecentHIndex:
            "Ordenados por índice h dos artigos recentes (o índice h dos artigos publicados na janela recente); valores iguais compartilham a posição e são listados por índice h, depois citações, depois índice i10, depois nome. Pesquisadores cujos artigos não têm ano aparecem por último.",
        .orderByMetric:
            "Ordenados por {noun}; pesquisadores com o mesmo valor de {noun} compartilham a posição e são listados por índice h, depois citações, depois índice i10, depois nome.",
        .trendUnchanged: "índice h inalterado desde {day} (antes: {previous})",
        .trendUp: "índice h subiu {change} desde {day} (antes: {previous})",
        .trendDown: "índice h caiu {change} desde {day} (antes: {previous})",

        // Metrics.
        .metricHIndex: "Índice h",
        .metricGIndex: "Índice g",
        .metricI10Index: "Índice i10",
        .metricEIndex: "Índice e",
        .metricMQuotient: "Quociente m",
        .metricHINorm: "hI,norm",
        .metricHIAnnual: "hI,annual",
        .metricPapers: "Artigos",
        .metricCitations: "Citações",
        .metricCitationsPerYear: "Citações por ano",
        .metricCitationsPerPaper: "Citações por artigo",
        .metricAuthorsPerPaper: "Autores por artigo",
        .metricRecentHIndex: "Índice h dos artigos recentes",
        .metricRecentCitations: "Citações dos artigos recentes",
        .summaryHIndex: "O maior h tal que h artigos tenham pelo menos h citações cada um.",
        .summaryGIndex:
            "O maior g tal que os g artigos mais citados somem pelo menos g² citações (no máximo o número de artigos).",
        .summaryI10Index: "O número de artigos com pelo menos 10 citações.",
        .summaryEIndex:
            "A raiz quadrada das citações dos artigos do núcleo h além das h² exigidas pelo índice h.",
        .summaryMQuotient: "O índice h dividido pela idade acadêmica em anos.",
        .summaryHINorm:
            "O índice h depois de dividir as citações de cada artigo pelo seu número de autores.",
        .summaryHIAnnual: "hI,norm dividido pela idade acadêmica em anos.",
        .summaryPapers: "O número de artigos contados.",
        .summaryCitations: "O total de citações dos artigos contados.",
        .summaryCitationsPerYear: "As citações divididas pela idade acadêmica em anos.",
        .summaryCitationsPerPaper: "As citações divididas pelo número de artigos.",
        .summaryAuthorsPerPaper: "O número médio de autores dos artigos com lista de autores.",
        .summaryRecentHIndex: "O índice h dos artigos publicados na janela recente.",
        .summaryRecentCitations: "As citações dos artigos publicados na janela recente.",

        // Scientist page.
        .scientistDescription: "Índice h, citações e publicações de {name}",
        .noSourceLoaded: "Nenhuma fonte de citações foi carregada para este pesquisador.",
        .listTruncatedLowerBounds:
            "A lista está truncada, por isso as métricas são limites inferiores.",
        .leftOutBySurnameOne:
            "{count} resultado de busca de outros autores foi descartado (filtro por sobrenome).",
        .leftOutBySurnameOther:
            "{count} resultados de busca de outros autores foram descartados (filtro por sobrenome).",
        .publicationsCountOne: "{count} publicação",
        .publicationsCountOther: "{count} publicações",
        .sourceFrom: "Fonte: {source}, a partir de {origin} ({publications}).",
        .dataFetched: "{what}: dados obtidos em {day}.",
        .dataFetchedStale:
            "{what}: dados obtidos em {day}, <strong class=\"stale\">desatualizados desde {since}</strong>: a última atualização falhou (veja os avisos).",
        .notices: "Avisos",
        .biography: "Biografia",
        .noPublicationsLoaded:
            "Não foi possível carregar publicações deste pesquisador; os avisos acima explicam o motivo.",
        .noPublicationsNoSource:
            "Nenhuma publicação para mostrar: não há fonte de citações configurada para este pesquisador.",
        .noPublicationsListed:
            "Nenhuma publicação para mostrar: a fonte de citações não lista nenhuma para este pesquisador.",
        .publications: "Publicações",
        .theCitationSource: "a fonte de citações",
        .citationSource: "fonte de citações",
        .authors: "Autores",
        .venue: "Veículo",
        .year: "Ano",
        .citations: "Citações",
        .title: "Título",
        .role: "Função",
        .publicationsCaption:
            "Publicações (fonte: {source}), mais citadas primeiro (listadas: {listed}; contadas: {counted})",
        .notGivenBySource: "não informado pela fonte",
        .roleCore: "no núcleo h",
        .roleBoundary: "empatado no limite",
        .roleOutside: "não eleva o índice h",
        .roleExcluded: "excluído",
        .roleCoreExplanation: "conta para o índice h: é um dos h artigos mais citados.",
        .roleBoundaryExplanation:
            "compartilha o número de citações limite com outros artigos; só alguns deles são necessários para h, e a escolha entre eles é arbitrária.",
        .roleOutsideExplanation: "contado, mas com citações insuficientes para elevar o índice h.",
        .roleExcludedExplanation:
            "não contado: excluído manualmente, descartado como possível artigo de um homônimo ou ausente de uma lista que decide por si só.",
        .exclusionManual: "manual",
        .exclusionNotOnReferenceList: "fora da lista de referência",
        .exclusionDuplicate: "linha duplicada",
        .exclusionManualExplanation: "listado em exclude no arquivo de conteúdo do pesquisador.",
        .exclusionNotOnReferenceListExplanation:
            "ausente da lista de referência do pesquisador (página pessoal, ORCID, DBLP ou BibTeX), quando a lista é declarada completa ou quando a fonte é uma busca por nome e nada vincula o artigo ao pesquisador.",
        .exclusionDuplicateExplanation:
            "outra linha da mesma fonte é o mesmo artigo; as linhas foram mescladas, mantendo o maior número de citações.",
        .exclusionPossibleNamesake: "possível homônimo",
        .exclusionPossibleNamesakeExplanation:
            "os indícios apontam que outra pessoa com o mesmo nome o escreveu: seus coautores não estão vinculados aos artigos da lista e seu tema está distante do deles, ou um autor com o sobrenome do pesquisador tem outros prenomes.",
        .attributionConfirmed: "na lista",
        .attributionAttributed: "atribuído",
        .attributionUndecided: "indeterminado",
        .attributionPossibleNamesake: "possível homônimo",
        .attributionConfirmedExplanation:
            "associado a uma entrada da lista de publicações do pesquisador (por DOI, identificador arXiv ou título) ou indicado em include.",
        .attributionAttributedExplanation:
            "ausente da lista, mas vinculado ao pesquisador: compartilha coautores com artigos da lista (diretamente ou por meio de outros artigos), ou tem o mesmo tema ou veículo que eles e seus coautores não formam um círculo à parte. Conta.",
        .attributionUndecidedExplanation:
            "ausente da lista, e nada o vincula ao pesquisador nem o distingue dos artigos dele. Conta quando a fonte é o perfil ou o registro de autor do próprio pesquisador, não quando é uma busca por nome.",
        .attributionPossibleNamesakeExplanation:
            "ausente da lista, e os indícios o distinguem dos artigos do pesquisador: seus coautores não estão vinculados aos artigos da lista e seu tema está distante do deles (ou não está próximo dele, ou tantos artigos compartilham esses coautores que sua ausência da lista não pode ser casual, quando a lista é considerada completa), ou um autor com o sobrenome do pesquisador tem outros prenomes. Nunca conta.",
        .attributionEvidenceLabel: "Indícios",
        .attributionHeading: "Artigos ausentes da lista do pesquisador",
        .attributionIntro:
            "A lista de publicações do próprio pesquisador confirma artigos; um artigo ausente dela não é, por isso, de outra pessoa, pois muitas listas são seleções (“Publicações selecionadas”) ou estão incompletas. Cada artigo da fonte de citações é classificado pelos seus indícios: os coautores que compartilha com artigos da lista (diretamente ou por meio de uma cadeia de artigos com coautores em comum), as palavras do seu título e do seu veículo comparadas às dos artigos da lista (ponderadas pela raridade de cada palavra entre os artigos do pesquisador), o seu veículo, o seu ano comparado aos anos dos artigos da lista e o nome de autor que nele consta.",
        .attributionCounting:
            "Contam os artigos da lista e os atribuídos; os indeterminados contam quando a fonte é o perfil ou o registro de autor do próprio pesquisador (perfil do Google Scholar, autor do OpenAlex ou do Semantic Scholar), e não quando é uma busca por nome; os possíveis homônimos nunca contam. As configurações manuais include e exclude sempre prevalecem.",
        .attributionListKinds:
            "A lista de um pesquisador pode ser declarada completa, e nesse caso só contam os artigos que nela constam, ou declarada uma seleção; caso contrário, são as suas próprias palavras (“Publicações selecionadas”) e a parcela da fonte de citações que ela cobre que decidem como ela é interpretada. A página de cada pesquisador informa como a lista foi interpretada.",

        // Summary card.
        .affiliation: "Afiliação",
        .profiles: "Perfis",
        .profileHomepage: "Página pessoal",
        .dataAsOf: "Dados de",
        .dataAsOfDay: "Dados de {day}.",
        .dataAsOfRange: "Dados de {first} a {last}.",
        .profileOwnFigures: "Valores indicados pela fonte ({source}): {figures}.",
        .profileFigure: "{metric} {all}",
        .profileFigureSince: "{metric} {all} (desde {year}: {recent})",
        .summary: "Resumo",
        .notComputable: "não calculável com os dados",
        .computedFromTruncated: "calculado a partir de uma lista truncada",
        .lowerBoundTruncated: "(limite inferior: a lista da fonte está truncada)",
        .profileStates: "(o perfil informa {value})",
        .academicAgeOne: "Idade acadêmica: {years} ano ({first}–{now}, ano dos dados).",
        .academicAgeOther: "Idade acadêmica: {years} anos ({first}–{now}, ano dos dados).",
        .noPublicationYears:
            "Nenhum ano de publicação é conhecido, por isso as métricas por ano não são calculadas.",
        .recentBasisOne:
            "As métricas recentes contam {count} artigo publicado em {from}–{now} (uma janela de {window} anos).",
        .recentBasisOther:
            "As métricas recentes contam os {count} artigos publicados em {from}–{now} (uma janela de {window} anos).",
        .authorsBasis:
            "hI,norm e autores por artigo usam os artigos com lista de autores: {with} de {papers}.",
        .authorsBasisAbbreviated:
            "hI,norm e autores por artigo usam os artigos com lista de autores: {with} de {papers}; {abbreviated}.",
        .abbreviatedListsOne:
            "{count} lista foi abreviada pela fonte e contada como os nomes mostrados mais um",
        .abbreviatedListsOther:
            "{count} listas foram abreviadas pela fonte e contadas como os nomes mostrados mais um",
        .moreCitationsOne: "mais {count} citação",
        .moreCitationsOther: "mais {count} citações",
        .quotedTitle: "“<cite>{title}</cite>”",
        .needsOnPaperOne: "Precisa de {more} em {paper} para chegar a h = {target}.",
        .needsOnPaperOther: "Precisa de {more} em {paper} para chegar a h = {target}.",
        .needsCitationsOne: "Precisa de {more} para chegar a h = {target}: {list}.",
        .needsCitationsOther: "Precisa de {more} para chegar a h = {target}: {list}.",
        .onPaper: "{count} em {paper}",
        .onNewPaper: "{count} em um artigo novo",
        .onEachNewPaper: "{count} em cada um de {papers} artigos novos",
        .timesOne: "{count} vez",
        .timesOther: "{count} vezes",
        .anyWouldDoOne:
            "Qualquer escolha de {chosen} entre os {total} artigos citados {cited} serviria igualmente.",
        .anyWouldDoOther:
            "Qualquer escolha de {chosen} entre os {total} artigos citados {cited} serviria igualmente.",
        .computedFromListed: "(Calculado a partir dos artigos listados; a lista está truncada.)",
        .howComputed: "Como isto é calculado",

        // Downloads.
        .download: "Downloads",
        .downloadPublicationsCSV: "Publicações (CSV)",
        .downloadPublicationsCSVDetail: "cada linha com sua função",
        .downloadBibTeX: "Publicações contadas (BibTeX)",
        .downloadBibTeXDetail: "os artigos a partir dos quais o índice h é calculado",
        .downloadJSON: "Todos os dados (JSON)",
        .downloadJSONDetail: "métricas, funções e correspondências",
        .badgeNoData: "sem dados",
        .downloadBadge: "Selo do índice h (JSON)",
        .badgeMarkdown: "um endpoint do shields.io; em Markdown: {code}",
        .badgeEndpoint:
            "um endpoint do shields.io: img.shields.io/endpoint?url= seguido da URL deste arquivo",

        // Charts.
        .charts: "Gráficos",
        .citationsEachYear: "Citações recebidas a cada ano",
        .acrossBuilds: "Índice h e citações ao longo das atualizações",
        .chartBarTooltipOne: "{year}: {count} citação",
        .chartBarTooltipOther: "{year}: {count} citações",
        .chartPeak: "O máximo, {count}, em {year}.",
        .chartPerYearTitle: "Citações recebidas a cada ano, {first}–{last}",
        .chartPerYearDescription:
            "Gráfico de barras das citações recebidas a cada ano de {first} a {last}, segundo a fonte de citações ({source}): {total} no total.",
        .chartPerYearCaption: "Citações recebidas a cada ano ({source})",
        .historyHIndex: "índice h",
        .historyCitations: "citações",
        .historyTitleHIndex: "Histórico do índice h",
        .historyTitleCitations: "Histórico de citações",
        .chartPointTooltip: "{day}: {metric} {value}",
        .chartHistoryDescription:
            "Gráfico de linhas de {metric} em {count} atualizações de {first} a {last}: de {start} a {end} (mínimo {lowest}, máximo {highest}).",
        .chartHistoryCaption: "{title} (uma linha por atualização com dados alterados)",
        .dataFetchedColumn: "Dados obtidos",
        .showValuesAsTable: "Mostrar os valores em uma tabela",
        .perYearBasisOpenAlex:
            "A soma dos <code>counts_by_year</code> das obras no OpenAlex, que cobre apenas os anos recentes (cerca dos últimos dez), sobre todas as obras da fonte, incluindo as excluídas aqui do índice h.",
        .perYearBasis:
            "Contadas pela fonte sobre todos os seus artigos deste pesquisador, incluindo os excluídos aqui do índice h.",
        .noPerYearChartOpenAlex:
            "Sem gráfico por ano: o OpenAlex não fornece contagens por ano (counts_by_year) para estas obras.",
        .noPerYearChart:
            "Sem gráfico por ano: a fonte de citações ({source}) não fornece contagens de citações por ano.",
        .noHistoryYet:
            "Ainda sem histórico: o cache não guarda métricas anteriores deste pesquisador vindas da fonte de citações ({source}); uma atualização sem cache não guarda nenhuma.",
        .onlyOneHistoryEntry:
            "Por enquanto há só uma entrada (dados de {day}: índice h {h}, {citations} citações), por isso ainda não há linha para desenhar. Uma nova entrada é adicionada sempre que uma atualização encontra métricas diferentes.",

        // Sources compared.
        .primary: "principal",
        .atLeast: "(no mínimo)",
        .sameCountsEverywhere:
            "Os artigos encontrados em mais de uma fonte têm as mesmas contagens em todas.",
        .differMostCaption: "Artigos cujas contagens de citações mais diferem entre as fontes",
        .paper: "Artigo",
        .difference: "Diferença",
        .singleSourceCaption: "Os artigos mais citados encontrados em uma só fonte",
        .sourcesCompared: "Comparação das fontes",
        .comparisonIntroOne:
            "Os artigos de cada fonte que contam para este pesquisador (após a lista de publicações e as correções manuais), associados entre as fontes por DOI, identificador arXiv e depois título. As métricas principais vêm da fonte principal; {count} artigo está em todas as fontes.",
        .comparisonIntroOther:
            "Os artigos de cada fonte que contam para este pesquisador (após a lista de publicações e as correções manuais), associados entre as fontes por DOI, identificador arXiv e depois título. As métricas principais vêm da fonte principal; {count} artigos estão em todas as fontes.",
        .comparisonCaption: "Artigos, citações e índice h por fonte",
        .source: "Fonte",
        .onlyInThisSource: "Só nesta fonte",

        // Reference list and matching report.
        .found: "encontrado",
        .notFound: "não encontrado",
        .foundExplanation:
            "a entrada corresponde a um artigo da fonte de citações, que portanto conta.",
        .notFoundExplanation: "nenhum artigo da fonte de citações corresponde a esta entrada.",
        .matchedAs: "Associado a",
        .matchedAsRuleScore: "Associado a (regra, pontuação)",
        .status: "Situação",
        .listsMerged: "{count} listas, mescladas sem duplicatas",
        .titlesFoundWith: "Os títulos foram localizados com {xpath}.",
        .crossrefFilledOne:
            "O Crossref completou via DOI o ano, o veículo ou os autores que faltavam em {count} entrada.",
        .crossrefFilledOther:
            "O Crossref completou via DOI o ano, o veículo ou os autores que faltavam em {count} entradas.",
        .entriesOne: "{count} entrada",
        .entriesOther: "{count} entradas",
        .referenceFromOne:
            "De {origin}: {entries}, das quais {found} foi encontrada na fonte de citações ({source}).",
        .referenceFromOther:
            "De {origin}: {entries}, das quais {found} foram encontradas na fonte de citações ({source}).",
        .publicationListHeading: "Lista de publicações ({source})",
        .referenceCaption: "Entradas da lista ({list}) e sua correspondência na fonte de citações",
        .allInEarlierList: ", todas já em uma lista anterior",
        .notInEarlierListOne: ", {count} que não estava em uma lista anterior",
        .notInEarlierListOther: ", {count} que não estavam em uma lista anterior",
        .listsMergedLabel: "Listas mescladas nesta",
        .none: "Nenhum.",
        .matched: "Associados",
        .onlyInCitationSource: "Só na fonte de citações",
        .onlyInPublicationList: "Só na lista de publicações",
        .ambiguous: "Ambíguos",
        .duplicateRowsMerged: "Linhas duplicadas mescladas",
        .matchingReport: "Relatório de correspondência",
        .matchingIntro:
            "Os artigos da fonte de citações ({source}) são confirmados se corresponderem a uma entrada da lista ({list}) por DOI ou identificador arXiv, título exato ou similaridade de título ≥ {threshold}; os demais são avaliados pelos seus indícios, a menos que o arquivo de conteúdo os inclua ou exclua manualmente.",
        .onlyInSourceSummary: "Só na fonte de citações ({count})",
        .onlyInListSummary: "Só na lista de publicações ({count})",
        .ambiguousSummary: "Ambíguos ({count}): quase empates decididos pela melhor pontuação",
        .alsoCloseTo: "{title} — também próximo de: {others}",
        .ruleArxiv: "identificador arXiv",
        .ruleExactTitle: "título exato",
        .ruleSimilarTitle: "título semelhante",
        .ruleIncluded: "incluído manualmente",
        .ruleMatched: "associado",

        // Methodology.
        .methodologyDescription: "Como o índice h e as demais métricas deste site são calculados.",
        .methodologyIntro:
            "Cada número deste site é calculado pelo próprio site a partir das publicações e das contagens de citações de uma fonte de citações, com as definições do Publish or Perish de Harzing. Cada métrica na página de um pesquisador leva à sua definição abaixo.",
        .onThisPage: "Nesta página",
        .tocWhatCounts: "O que conta",
        .tocMetrics: "Métricas",
        .tocNextH: "Citações necessárias para chegar a h + 1",
        .tocYears: "Anos, o ano dos dados e a janela recente",
        .tocLowerBounds: "Limites inferiores",
        .tocColors: "Cores, símbolos e rótulos",
        .tocSources: "Fontes de dados e suas ressalvas",
        .tocRanking: "Classificação",
        .whatCountsIntro:
            "As métricas são calculadas a partir dos artigos <em>contados</em> de uma única fonte de citações (o perfil do Google Scholar do pesquisador, a menos que o arquivo de conteúdo indique outra com <code>primary:</code>). Um artigo conta a menos que seja excluído:",
        .whatCountsReferenceList:
            "Quando o pesquisador tem uma lista de referência (a página de publicações da sua página pessoal, ORCID, DBLP ou um arquivo BibTeX; várias são mescladas), os artigos associados a uma entrada dessa lista são confirmados, e um artigo ausente dela é avaliado pelos seus indícios (veja <a href=\"#attribution\">Artigos ausentes da lista do pesquisador</a>). A correspondência tenta identificadores (DOI, identificador arXiv), depois o título exato normalizado, depois uma correspondência aproximada do título acima do limiar de similaridade do pesquisador; o relatório de correspondência de cada página informa a regra e a pontuação de cada associação.",
        .whatCountsNoReferenceList:
            "Sem lista de referência, todo artigo da fonte de citações conta, a menos que o arquivo de conteúdo do pesquisador peça para descartar os artigos que parecem ser de um homônimo: um círculo de coautores próprio e um tema distante do restante do perfil.",
        .whatCountsManual:
            "As configurações manuais do arquivo de conteúdo do pesquisador sempre prevalecem: <code>exclude</code> remove um artigo (por título ou <code>doi:</code>), <code>include</code> conta um artigo que a correspondência deixou passar, e <code>merge</code> junta linhas que são um mesmo artigo.",
        .whatCountsDuplicates:
            "Quando a fonte lista o mesmo artigo duas vezes, as linhas são mescladas e o maior número de citações é mantido; a outra linha aparece como duplicada.",
        .whatCountsNoCount: "Um artigo sem número de citações conta com 0 citações.",
        .metricsIntro:
            "Nas fórmulas, os n artigos contados são ordenados por citações c<sub>1</sub> ≥ c<sub>2</sub> ≥ … ≥ c<sub>n</sub>; a<sub>i</sub> é o número de autores do artigo i; Y é o ano dos dados, Y<sub>0</sub> o primeiro ano, A = max(1, Y − Y<sub>0</sub> + 1) a idade acadêmica e W = {window} a janela recente.",
        .nextHExplanation:
            "A página de cada pesquisador informa quantas citações a mais elevariam o índice h em um, e em quais artigos. Para h + 1 são necessários h + 1 artigos com pelo menos h + 1 citações cada. A um artigo citado c vezes faltam max(0, h + 1 − c) citações, valor que nunca cresce com c; por isso a escolha mais econômica são sempre os h + 1 artigos mais citados: o número mostrado é a soma do que lhes falta, o menor total possível. Quando menos de h + 1 artigos são contados, os que faltam são artigos novos que precisam de h + 1 citações cada. Quando vários artigos têm o mesmo número de citações e só alguns são necessários, a página menciona os primeiros listados e diz que qualquer um deles serviria. Citações recebidas em outros artigos não ajudam: devem incidir sobre estes.",
        .yearsExplanation:
            "O <strong>ano dos dados</strong> Y é o ano (UTC) em que a fonte de citações foi consultada; para uma página salva, o dia indicado por <code>saved:</code> no cabeçalho do arquivo do pesquisador, senão o que a própria página mostra (o último ano do seu gráfico de citações por ano, ou cinco anos depois da coluna “Desde” do Google Scholar), senão o último ano de publicação que ela lista (um aviso indica qual); nunca a data de um arquivo. Nunca é o dia da atualização do site, de modo que atualizá-lo de novo com os mesmos dados dá os mesmos números, em qualquer cópia do conteúdo. Sem nenhuma data, é o último ano de publicação. O <strong>primeiro ano</strong> Y<sub>0</sub> é a configuração <code>since:</code> do pesquisador, quando existe (para fixar o início da carreira), ou então o ano de publicação mais antigo entre os artigos contados. A <strong>idade acadêmica</strong> é A = max(1, Y − Y<sub>0</sub> + 1): os anos em que artigos podem ter sido publicados, incluídos os extremos, como o Publish or Perish conta os “Years” (Harzing, <cite>The Publish or Perish Book</cite>, §2.2.1: um primeiro artigo em 1995 e o ano de 2010 dão 16 anos). Anos fora de 1000–9999 contam como desconhecidos; quando nenhum ano é conhecido, as métricas por ano aparecem como “–”.",
        .recentWindowExplanation:
            "A <strong>janela recente</strong> deste site é de {years} (<code>recent_years</code> em <code>site.md</code>): as métricas recentes contam os artigos publicados nos anos de Y − {start} a Y (e os datados depois). Artigos sem ano nunca são recentes. Atenção: a coluna “Desde” do Google Scholar é diferente; ela conta as citações recebidas nos últimos anos por artigos de qualquer idade.",
        .yearsOne: "{count} ano",
        .yearsOther: "{count} anos",
        .lowerBoundsExplanation:
            "Quando a lista de publicações de uma fonte está truncada (um perfil ou uma busca que foi interrompida), as contagens só podem ser limites inferiores e aparecem como “≥ 4”, ao lado do valor que o próprio perfil da fonte declara, quando há um. Razões calculadas a partir de uma lista truncada (por ano, por artigo, quociente m, índice e) aparecem como “≈ 0,47”: podem estar altas ou baixas demais.",
        .colorsIntro:
            "Cada linha de uma tabela de publicações tem uma cor, um símbolo e um rótulo de texto, de modo que o significado nunca depende só da cor:",
        .excludedLabelIntro: "O rótulo de um artigo excluído diz o motivo:",
        .referenceTableIntro: "Na tabela da lista de referência (a lista do próprio pesquisador):",
        .foundLegend:
            "(verde) a entrada corresponde a um artigo da fonte de citações, que portanto conta.",
        .notFoundLegend:
            "(vermelho) nenhum artigo da fonte de citações corresponde a esta entrada.",
        .sharedRankExample: "“=2” indica uma posição compartilhada.",
        .formula: "Fórmula:",
        .detailHIndex: "Hirsch (2005). Não pode exceder o número de artigos.",
        .detailGIndex:
            "Egghe (2006). Como no Publish or Perish, g é limitado ao número de artigos (não se acrescentam artigos fictícios sem citações); portanto, g ≤ n.",
        .detailI10Index: "Como nos perfis do Google Scholar.",
        .detailEIndex:
            "Zhang (2009). Distingue pesquisadores com o mesmo h cujos artigos do núcleo h são citados de forma muito diferente; 0 quando h = 0.",
        .detailMQuotient:
            "O m de Hirsch (“quociente m”); veja a seção sobre anos para a idade acadêmica A.",
        .detailHINorm:
            "O índice h individual de Harzing. As citações de cada artigo são divididas pelo seu número de autores, conforme a fonte os lista. Artigos sem lista de autores na fonte ficam de fora (não acrescentam nada); listas de autores abreviadas pela fonte (o Google Scholar termina listas longas com “...”) contam como os nomes mostrados mais um, o menor número possível, de modo que hI,norm pode ficar um pouco alto para elas. Cada página informa quantos artigos isso afeta. Aparece como “–” quando nenhum artigo tem lista de autores.",
        .detailHIAnnual:
            "O aumento anual do índice h individual de Harzing, com a mesma idade acadêmica A do quociente m.",
        .detailPapers: "Artigos excluídos não são contados.",
        .detailCitations: "Conforme a fonte de citações as informa para os artigos contados.",
        .detailCitationsPerYear: "“Cites/year” no Publish or Perish.",
        .detailCitationsPerPaper: "“Cites/paper” no Publish or Perish; “–” sem artigos.",
        .detailAuthorsPerPaper:
            "“Authors/paper” no Publish or Perish, sobre os artigos cuja fonte fornece uma lista de autores (listas abreviadas contam como os nomes mostrados mais um).",
        .detailRecentHIndex: "Neste site a janela recente é de {years}.",
        .detailRecentCitations:
            "Todas as citações desses artigos, independentemente de quando foram recebidas.",
        .sourceNameScholar: "Google Scholar (perfil e busca por autor)",
        .sourceNameOpenAlex: "OpenAlex",
        .sourceNameSemanticScholar: "Semantic Scholar",
        .sourceNameORCID: "ORCID",
        .sourceNameDBLP: "DBLP",
        .sourceNameBibTeX: "Arquivo BibTeX",
        .sourceNameHomepage: "Lista de publicações da página pessoal",
        .sourceCaveatsScholar:
            "A cobertura mais ampla, incluindo livros, teses, preprints e literatura cinzenta, por isso as contagens são mais altas que em outras fontes. Os perfis são mantidos pelo pesquisador e podem incluir artigos de outras pessoas; as buscas por autor encontram homônimos (os resultados são filtrados pelo sobrenome, e uma lista de referência remove o resto). As linhas de autores são abreviadas com “...”. O Google não oferece API e pode bloquear requisições; uma página salva pode ser usada no lugar, e uma página bloqueada nunca é lida como “nenhuma publicação”.",
        .sourceCaveatsOpenAlex:
            "Um índice aberto de obras acadêmicas com listas completas de autores, DOIs e contagens anuais de citações. Os perfis de autor são construídos por desambiguação automática, de modo que as obras podem ficar divididas entre perfis ou misturadas com as de um homônimo; as contagens costumam ser menores que as do Google Scholar.",
        .sourceCaveatsSemanticScholar:
            "Com boa cobertura em ciência da computação e biomedicina; as páginas de autor são desambiguadas automaticamente e podem misturar homônimos.",
        .sourceCaveatsORCID:
            "Uma lista de referência mantida pelo pesquisador (sem contagens de citações), que muitas vezes reúne apenas parte de sua obra: um artigo ausente dela é avaliado por seus coautores e seu tema, e não é excluído apenas por estar ausente (a menos que a lista seja declarada completa).",
        .sourceCaveatsDBLP:
            "Uma lista de referência curada para a ciência da computação (sem contagens de citações); artigos de fora da computação não constam dela.",
        .sourceCaveatsBibTeX:
            "Uma lista de referência guardada na pasta de conteúdo do site (sem contagens de citações); sua completude depende de quem a mantém.",
        .sourceCaveatsHomepage:
            "A página de publicações do próprio pesquisador, lida aprendendo a estrutura da página a partir de títulos que a fonte de citações também conhece. Quando a estrutura não pode ser compreendida, a página avisa e nenhuma lista de referência é usada (todo artigo conta).",
        .sourceNameSerpApi: "Google Scholar (via SerpApi)",
        .sourceNameScholarly: "Google Scholar (salvo com scholarly)",
        .sourceNameINSPIRE: "INSPIRE-HEP",
        .sourceNameScopus: "Scopus",
        .sourceCaveatsSerpApi:
            "Um perfil do Google Scholar lido por meio do SerpApi, um serviço pago que obtém as páginas do Scholar com uma chave de API: os mesmos dados e as mesmas ressalvas de um perfil do Scholar (mantido pelo pesquisador; linhas de autores abreviadas com “...”), sem os bloqueios do Google. As contagens de citações são as que o Scholar mostrava quando a página foi obtida.",
        .sourceCaveatsScholarly:
            "Um perfil do Google Scholar salvo pela biblioteca Python scholarly (como fazem alguns sites pessoais): os mesmos dados e as mesmas ressalvas de um perfil do Scholar, na data em que o arquivo foi escrito. Se o arquivo traz apenas parte dos artigos do perfil, os indicadores são limites inferiores.",
        .sourceCaveatsINSPIRE:
            "A base de dados bibliográfica da física de altas energias, mantida por sua equipe, com contagens de citações próprias: conta as citações dos artigos que o INSPIRE contém, por isso as contagens são menores que as do Google Scholar para artigos citados também fora da física. Artigos de colaborações têm milhares de autores; no máximo 20 nomes são mantidos, por isso os indicadores por autor desses artigos são limites inferiores.",
        .sourceCaveatsScopus:
            "A base de resumos e citações da Elsevier, com curadoria, na qual muitas universidades baseiam seus relatórios. A cobertura é seletiva (periódicos indexados, anais de congressos e livros), por isso as contagens costumam ser menores que as do Google Scholar. Os perfis de autor são construídos pelo pareamento próprio do Scopus e podem juntar ou separar pessoas. Sem um token institucional, o Scopus informa apenas o primeiro autor de cada artigo, por isso o número de autores é um limite inferior.",
        // The build's notices and source names.
        .noticeVerbatim: "{text}",
        .noticeNoCitationSource:
            "Nenhuma fonte de citações configurada: adicione `scholar:` a {path}.",
        .noticeSourceNotRead: "A fonte de citações não foi lida.",
        .noticeSourceUnavailable: "{source}: {reason}.",
        .noticeHomepageNotURL: "“{value}” não é uma URL http(s) nem uma página salva em content/",
        .noticeORCIDNotID:
            "{value} não é um ORCID iD; defina `orcid:` como o iD ou como uma resposta de obras salva em content/",
        .noticeDBLPNotID:
            "{value} não é um identificador de pessoa do DBLP; defina `dblp:` como o pid (p. ex. k/RichardMKarp) ou como um XML da pessoa salvo em content/",
        .noticeOpenAlexNotID:
            "{value} não é um identificador de autor do OpenAlex; defina `openalex:` como o identificador (A…) ou como uma resposta de obras salva em content/",
        .noticeSemanticScholarNotID:
            "{value} não é um identificador de autor do Semantic Scholar; defina `semantic_scholar:` como o identificador (dígitos) ou como uma resposta de artigos salva em content/",
        .noticeScholarNotProfile:
            "{value} não é a URL de um perfil (falta o parâmetro `user=`); defina `scholar:` como o identificador do perfil ou como uma página salva em content/",
        .noticeStale:
            "Desatualizado desde {day}: a atualização falhou ({label}: {reason}); os dados mostrados são a cópia obtida em {fetched}.",
        .noticeUnknownReason: "motivo desconhecido",
        .noticeComparedSourceFailed:
            "Uma fonte de citações comparada com a principal não pôde ser usada: {error}",
        .noticePlaceFrom: "de {origin}",
        .noticePlaceIn: "em {origin}",
        .noticeSourceBlocked: "{source} bloqueou a requisição ({reason}) {place}",
        .noticeSourceLayout: "{source}: estrutura de página inesperada {place}: {detail}",
        .noticeSourceEmpty: "{source}: nada para ler, o conteúdo está vazio {place}",
        .noticeSourceNotUnderstood:
            "{source}: não foi possível ler a lista de publicações {place}: {reason}",
        .noticeSourceNotUnderstoodFigures:
            "{source}: não foi possível ler a lista de publicações {place}: {reason} ({figures})",
        .noticeTooLarge: "{origin} é grande demais para ser lido ({bytes} bytes, limite {limit})",
        .noticeUnreadable: "não é possível ler {origin}: {reason}",
        .noticeSelfCheckOne:
            "títulos conhecidos da página reconhecidos como títulos de entradas: {recovered} de {count}; são necessários {share}%",
        .noticeSelfCheckOther:
            "títulos conhecidos da página reconhecidos como títulos de entradas: {recovered} de {count}; são necessários {share}%",
        .noticeListFailed:
            "Não foi possível ler a lista de publicações de {origin}: {reason}; {consequence}.",
        .noticeListReasonFigures: "{reason} ({figures})",
        .noticeListBlocked: "é uma página de bloqueio, não uma lista de publicações ({reason})",
        .noticeListLayout: "estrutura de página inesperada: {detail}",
        .noticeListEmpty: "nada para ler, a página está vazia",
        .noticeListTooLarge: "é grande demais para ser lida ({bytes} bytes, limite {limit})",
        .noticeListNamedAt: "{source} de {origin}",
        .noticeSemicolonList: "{list}; {item}",
        .noticeOtherListCountsOne: "só conta a outra lista ({lists})",
        .noticeOtherListCountsOther: "só contam as outras listas ({lists})",
        .noticeSourcePapersCountOne: "{count} artigo da fonte de citações ({source}) é contado",
        .noticeSourcePapersCountOther:
            "todos os {count} artigos da fonte de citações ({source}) são contados",
        .noticeEveryPaperCounts: "todo artigo da fonte de citações conta",
        .noticeFewMatchesOne:
            "A lista de publicações de {origin} corresponde a apenas {counted} dos {papers} artigos da fonte de citações ({source}); os outros não contam. Se a lista estiver incompleta, adicione a ela os artigos que faltam ou indique-os em `include:`; se o perfil mistura artigos de um homônimo, isso é esperado.",
        .noticeFewMatchesMany:
            "As listas de publicações de {origins} e de {last} correspondem a apenas {counted} dos {papers} artigos da fonte de citações ({source}); os outros não contam. Se as listas estiverem incompletas, adicione a elas os artigos que faltam ou indique-os em `include:`; se o perfil mistura artigos de um homônimo, isso é esperado.",
        .noticeDataYearChart:
            "O ano dos dados {year} (idade acadêmica, janela recente) é o último ano das citações por ano de {path}; para informar o dia, {advice}.",
        .noticeDataYearSince:
            "O ano dos dados {year} (idade acadêmica, janela recente) é o ano da coluna “Desde {since}” de {path} mais {window} anos; para informar o dia, {advice}.",
        .noticeDataYearLatestPublication:
            "O ano dos dados {year} (idade acadêmica, janela recente) é o último ano de publicação de {path}, que não diz quando foi salvo; para informar o dia, {advice}.",
        .noticeDataYearUnknown:
            "{path} não diz quando foi salvo nem quando seus artigos foram publicados, por isso as métricas não têm ano dos dados (as métricas por ano não são mostradas); {advice}.",
        .noticeAddSaved: "adicione `saved: YYYY-MM-DD` (o dia em que a página foi salva) a {path}",
        .noticeCrossrefCapped:
            "Crossref: {total} entradas com DOI não têm ano, veículo ou autores; nesta atualização só as primeiras {limit} foram consultadas.",
        .noticeCrossrefOfflineOne:
            "Crossref: {count} DOI não está no cache e esta atualização foi feita offline, por isso os anos, veículos ou autores ausentes ficam vazios; atualize o site uma vez sem --offline para preenchê-los.",
        .noticeCrossrefOfflineOther:
            "Crossref: {count} DOIs não estão no cache e esta atualização foi feita offline, por isso os anos, veículos ou autores ausentes ficam vazios; atualize o site uma vez sem --offline para preenchê-los.",
        .noticeCrossrefUnknownOne: "O Crossref não conhece o DOI {dois}; nada foi preenchido.",
        .noticeCrossrefUnknownOther: "O Crossref não conhece os DOIs {dois}; nada foi preenchido.",
        .noticeCrossrefAndMore: "{dois} e mais {more}",
        .noticeCrossrefFailed:
            "As consultas ao Crossref falharam: {reason}; as entradas mantêm o que suas listas dizem.",
        .noticeCrossrefFailedMore:
            "As consultas ao Crossref falharam (e mais {more}): {reason}; as entradas mantêm o que suas listas dizem.",
        .noticeExcludeNoMatch: "exclude: “{title}” não corresponde a nenhuma publicação",
        .noticeMergeNoMatch: "merge: “{title}” não corresponde a nenhuma publicação",
        .noticeMergeGroupNone: "o grupo merge [{titles}] não corresponde a nenhuma linha",
        .noticeMergeGroupOne: "o grupo merge [{titles}] corresponde a uma só linha",
        .noticeIncludeExcluded:
            "include: “{title}” indica uma publicação excluída (exclude prevalece)",
        .noticeIncludeNoMatch: "include: “{title}” não corresponde a nenhuma publicação",
        .noticeDuplicate: "duplicata: “{title}” e “{other}” são o mesmo artigo",
        .noticeDuplicateSame:
            "duplicata: “{title}” e “{other}” são o mesmo artigo (em comum: {identifier})",
        .noticeAmbiguous:
            "ambíguo: “{title}” foi associado a {chosen}, quase tão próximos: {others}",
        .noticeAmbiguousNothing: "nada",
        .noticeQuoted: "“{title}”",
        .evidenceSharedCoauthorsOne: "compartilha os coautores {names} com {count} artigo da lista",
        .evidenceSharedCoauthorsOther:
            "compartilha os coautores {names} com {count} artigos da lista",
        .evidenceCoauthorCluster:
            "seus coautores ({names}) estão vinculados aos artigos da lista por meio de outros artigos",
        .evidenceSeparateCoauthors:
            "nenhum coautor em comum com os artigos da lista, nem diretamente nem por meio de outros artigos",
        .evidenceSolo: "sem coautores",
        .evidenceNoAuthors: "a fonte não informa os autores",
        .evidenceTopicClose: "tema próximo ao dos artigos da lista ({words})",
        .evidenceTopicMiddle: "tema em parte compartilhado com os artigos da lista ({words})",
        .evidenceTopicDistant: "tema distante do dos artigos da lista",
        .evidenceTopicUnknown: "palavras insuficientes para comparar os temas",
        .evidenceSameVenue: "mesmo veículo que artigos da lista ({venue})",
        .evidenceOutsideSpan: "publicado fora dos anos dos artigos da lista",
        .evidenceNameConflict:
            "o autor com o sobrenome do pesquisador consta como {written}, com outros prenomes",
        .evidenceTooFewConfirmed: "artigos insuficientes na lista para uma comparação",
        .evidenceSeparateFromRest:
            "um círculo de coautores próprio, sem nenhum coautor no maior círculo do perfil",
        .evidenceCircleMissingFromList:
            "nenhum dos {count} artigos do seu círculo de coautores está na lista, que contém a maioria dos artigos da fonte",
        .evidenceTopicDistantFromRest: "tema distante do restante do perfil",
        .noticePossibleNamesakesCountedOne:
            "{count} artigo da fonte de citações ({source}) parece ser de um homônimo (coautores próprios, tema distante: {titles}); ele é contado, pois não há lista de publicações que permita decidir: informe uma lista de publicações do pesquisador (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) ou defina `possible_namesakes: leave_out` em {path} para descartar esses artigos.",
        .noticePossibleNamesakesCountedOther:
            "{count} artigos da fonte de citações ({source}) parecem ser de homônimos (coautores próprios, tema distante: {titles}); eles são contados, pois não há lista de publicações que permita decidir: informe uma lista de publicações do pesquisador (`homepage:`, `orcid:`, `dblp:`, `bibtex:`) ou defina `possible_namesakes: leave_out` em {path} para descartar esses artigos.",
        .noticePossibleNamesakesLeftOutOne:
            "{count} artigo da fonte de citações ({source}) parece ser de um homônimo e é descartado (`possible_namesakes: leave_out` em {path}): {titles}.",
        .noticePossibleNamesakesLeftOutOther:
            "{count} artigos da fonte de citações ({source}) parecem ser de homônimos e são descartados (`possible_namesakes: leave_out` em {path}): {titles}.",
        .noticeUntiedPapersDecideOne:
            "{count} artigo da fonte de citações ({source}) é contado embora nada o ligue à lista do pesquisador (nem coautores, nem veículo, nem tema próximo em comum com os artigos da lista: {titles}), e ele decide o índice h: {with}, {without} sem ele. Se for do pesquisador, confirme-o em `include:` em {path}; se for de um homônimo, coloque-o em `exclude:` (ou defina `publication_list: complete` se a lista estiver completa).",
        .noticeUntiedPapersDecideOther:
            "{count} artigos da fonte de citações ({source}) são contados embora nada os ligue à lista do pesquisador (nem coautores, nem veículo, nem tema próximo em comum com os artigos da lista: {titles}), e eles decidem o índice h: {with}, {without} sem eles. Se forem do pesquisador, confirme-os em `include:` em {path}; se forem de um homônimo, coloque-os em `exclude:` (ou defina `publication_list: complete` se a lista estiver completa).",
        .attributionSummaryConfirmedOne: "{count} artigo consta da lista do pesquisador",
        .attributionSummaryConfirmedOther: "{count} artigos constam da lista do pesquisador",
        .attributionSummaryAttributedOne:
            "mais {count} artigo está vinculado a ela por coautores, tema ou veículo",
        .attributionSummaryAttributedOther:
            "mais {count} artigos estão vinculados a ela por coautores, tema ou veículo",
        .attributionSummaryUndecidedCountedOne:
            "{count} não tem indícios em nenhum sentido e conta (a fonte é o perfil ou o registro de autor do próprio pesquisador, não uma busca por nome)",
        .attributionSummaryUndecidedCountedOther:
            "{count} não têm indícios em nenhum sentido e contam (a fonte é o perfil ou o registro de autor do próprio pesquisador, não uma busca por nome)",
        .attributionSummaryUndecidedLeftOutOne:
            "{count} não tem indícios em nenhum sentido e não conta (a fonte é uma busca por nome)",
        .attributionSummaryUndecidedLeftOutOther:
            "{count} não têm indícios em nenhum sentido e não contam (a fonte é uma busca por nome)",
        .attributionSummaryNamesakesOne: "{count} é descartado como possível artigo de um homônimo",
        .attributionSummaryNamesakesOther:
            "{count} são descartados como possíveis artigos de homônimos",
        .attributionSummarySentence: "{parts}.",
        .attributionKindSelectedPhrase:
            "A lista se apresenta como “{phrase}”: um artigo ausente dela é avaliado pelos seus indícios.",
        .attributionKindSelectedCoverage:
            "A lista contém menos da metade dos artigos da fonte: um artigo ausente dela é avaliado pelos seus indícios.",
        .attributionKindSelectedDeclared:
            "A lista é declarada uma seleção: um artigo ausente dela é avaliado pelos seus indícios.",
        .attributionKindCompleteDeclared:
            "A lista é declarada completa: só contam os artigos que constam dela.",
        .attributionKindComplete:
            "Um artigo ausente da lista é avaliado pelos seus indícios: as listas costumam ser incompletas.",
        .sourceLabelScholarProfile: "Perfil do Google Scholar",
        .sourceLabelScholarSearch: "Busca do Google Scholar",
        .sourceLabelScholarDump: "Google Scholar (exportação do scholarly)",
        .sourceLabelOpenAlexAuthor: "Autor do OpenAlex",
        .sourceLabelOpenAlexWorks: "Obras do OpenAlex",
        .sourceLabelSemanticScholarPapers: "Artigos do Semantic Scholar",
        .sourceLabelORCIDWorks: "Obras do ORCID",
        .sourceLabelDBLPPerson: "Pessoa do DBLP",
        .sourceLabelDBLPRecord: "Registro do DBLP",
        .sourceLabelPublicationList: "Lista de publicações",
        .sourceLabelCrossrefWork: "Obra do Crossref",
    ]
}
