// Notices are whole sentences: long string literals are kept on one line.
// swift-format-ignore-file: LineLength

extension Message {
    /// The English of the notice and source-name keys: what the console, the logs and the
    /// JSON exports show, and the English catalog's text for these keys.
    public static let englishNotices: [MessageKey: String] = [
        .noticeVerbatim: "{text}",
        .noticeNoCitationSource: "No citation source is configured: add `scholar:` to {path}.",
        .noticeSourceNotRead: "The citation source was not read.",
        .noticeSourceUnavailable: "{source}: {reason}.",
        .noticeHomepageNotURL:
            "'{value}' is neither an http(s) URL nor a saved page under content/",
        .noticeORCIDNotID:
            "{value} is not an ORCID iD; set `orcid:` to the iD or to a saved works response under content/",
        .noticeDBLPNotID:
            "{value} is not a DBLP person id; set `dblp:` to the pid (e.g. k/RichardMKarp) or to a saved person XML under content/",
        .noticeOpenAlexNotID:
            "{value} is not an OpenAlex author id; set `openalex:` to the id (A…) or to a saved works response under content/",
        .noticeSemanticScholarNotID:
            "{value} is not a Semantic Scholar author id; set `semantic_scholar:` to the id (digits) or to a saved papers response under content/",
        .noticeScholarNotProfile:
            "{value} is not a profile URL (it has no `user=` parameter); set `scholar:` to the profile id or to a saved page under content/",
        .noticeStale:
            "Stale since {day}: refreshing the {label} failed ({reason}); the data shown is the copy fetched {fetched}.",
        .noticeUnknownReason: "unknown reason",
        .noticeComparedSourceFailed:
            "A citation source compared with the primary one could not be used: {error}",
        .noticePlaceFrom: "from {origin}",
        .noticePlaceIn: "in {origin}",
        .noticeSourceBlocked: "{source} blocked the request ({reason}) {place}",
        .noticeSourceLayout: "{source}: unexpected page layout {place}: {detail}",
        .noticeSourceEmpty: "{source}: nothing to parse, the input is empty {place}",
        .noticeSourceNotUnderstood:
            "{source}: the publication list {place} could not be read: {reason}",
        .noticeSourceNotUnderstoodFigures:
            "{source}: the publication list {place} could not be read: {reason} ({figures})",
        .noticeTooLarge: "{origin} is too large to parse ({bytes} bytes, limit {limit})",
        .noticeUnreadable: "cannot read {origin}: {reason}",
        .noticeSelfCheckOne:
            "{recovered} of the {count} known title on the page recovered as entry titles ({share}% needed)",
        .noticeSelfCheckOther:
            "{recovered} of the {count} known titles on the page recovered as entry titles ({share}% needed)",
        .noticeListFailed:
            "The publication list at {origin} could not be read: {reason}; {consequence}.",
        .noticeListReasonFigures: "{reason} ({figures})",
        .noticeListBlocked: "it is a block page, not a publication list ({reason})",
        .noticeListLayout: "unexpected page layout: {detail}",
        .noticeListEmpty: "nothing to parse, the page is empty",
        .noticeListTooLarge: "it is too large to parse ({bytes} bytes, limit {limit})",
        .noticeListNamedAt: "{source} at {origin}",
        .noticeSemicolonList: "{list}; {item}",
        .noticeOtherListCountsOne: "only the other list counts ({lists})",
        .noticeOtherListCountsOther: "only the other lists count ({lists})",
        .noticeSourcePapersCountOne:
            "all {count} paper of the citation source ({source}) is counted",
        .noticeSourcePapersCountOther:
            "all {count} papers of the citation source ({source}) are counted",
        .noticeEveryPaperCounts: "every paper of the citation source counts",
        .noticeFewMatchesOne:
            "The publication list at {origin} matches only {counted} of the {papers} papers of the citation source ({source}); the others are not counted. If the list is incomplete, add the missing papers to it or name them under `include:`; if the profile mixes in a namesake's papers, this is expected.",
        .noticeFewMatchesMany:
            "The publication lists at {origins} and {last} match only {counted} of the {papers} papers of the citation source ({source}); the others are not counted. If the list is incomplete, add the missing papers to it or name them under `include:`; if the profile mixes in a namesake's papers, this is expected.",
        .noticeDataYearChart:
            "The data year {year} (academic age, recent window) is the last year of the citations per year of {path}; to give the day, {advice}.",
        .noticeDataYearSince:
            "The data year {year} (academic age, recent window) is {window} years after the “Since {since}” column of {path}; to give the day, {advice}.",
        .noticeDataYearLatestPublication:
            "The data year {year} (academic age, recent window) is the latest publication year of {path}, which does not say when it was saved; to give the day, {advice}.",
        .noticeDataYearUnknown:
            "{path} says neither when it was saved nor when its papers appeared, so the metrics have no data year (per-year metrics are not shown); {advice}.",
        .noticeAddSaved: "add `saved: YYYY-MM-DD` (the day the page was saved) to {path}",
        .noticeCrossrefCapped:
            "Crossref: {total} reference entries with a DOI lack a year, venue or authors; only the first {limit} were looked up in this build.",
        .noticeCrossrefOfflineOne:
            "Crossref: {count} DOI is not in the cache and this build is offline, so their missing years, venues or authors stay empty; build once without --offline to fill them.",
        .noticeCrossrefOfflineOther:
            "Crossref: {count} DOIs are not in the cache and this build is offline, so their missing years, venues or authors stay empty; build once without --offline to fill them.",
        .noticeCrossrefUnknownOne:
            "Crossref does not know the DOI {dois}; nothing was filled for it.",
        .noticeCrossrefUnknownOther:
            "Crossref does not know the DOIs {dois}; nothing was filled for them.",
        .noticeCrossrefAndMore: "{dois} and {more} more",
        .noticeCrossrefFailed:
            "Crossref lookups failed: {reason}; the entries keep what their lists say.",
        .noticeCrossrefFailedMore:
            "Crossref lookups failed (and {more} more): {reason}; the entries keep what their lists say.",
        .noticeExcludeNoMatch: "exclude: '{title}' matches no publication",
        .noticeMergeNoMatch: "merge: '{title}' matches no publication",
        .noticeMergeGroupNone: "merge group [{titles}] matched no row",
        .noticeMergeGroupOne: "merge group [{titles}] matched only one row",
        .noticeIncludeExcluded: "include: '{title}' names an excluded publication (exclude wins)",
        .noticeIncludeNoMatch: "include: '{title}' matches no publication",
        .noticeDuplicate: "duplicate: '{title}' and '{other}' are one paper",
        .noticeDuplicateSame:
            "duplicate: '{title}' and '{other}' are one paper (same {identifier})",
        .noticeAmbiguous: "ambiguous: '{title}' matched {chosen}, nearly as close: {others}",
        .noticeAmbiguousNothing: "nothing",
        .noticeQuoted: "'{title}'",
        .evidenceSharedCoauthorsOne: "shares co-authors {names} with {count} paper on the list",
        .evidenceSharedCoauthorsOther: "shares co-authors {names} with {count} papers on the list",
        .evidenceCoauthorCluster:
            "its co-authors ({names}) are linked to the listed papers through other papers",
        .evidenceSeparateCoauthors:
            "no co-author in common with the listed papers, directly or through other papers",
        .evidenceSolo: "no co-author",
        .evidenceNoAuthors: "the source gives no authors",
        .evidenceTopicClose: "topic close to the listed papers ({words})",
        .evidenceTopicMiddle: "topic partly shared with the listed papers ({words})",
        .evidenceTopicDistant: "topic far from the listed papers",
        .evidenceTopicUnknown: "too few words to compare topics",
        .evidenceSameVenue: "same venue as listed papers ({venue})",
        .evidenceOutsideSpan: "published outside the years of the listed papers",
        .evidenceNameConflict:
            "its author with the scientist’s surname is named {written}, with other given names",
        .evidenceTooFewConfirmed: "too few papers on the list to compare with",
        .evidenceSeparateFromRest:
            "a circle of co-authors of its own, with no co-author in the profile’s largest circle",
        .evidenceCircleMissingFromList:
            "none of the {count} papers of its circle of co-authors is on the list, which holds most of the source’s papers",
        .evidenceTopicDistantFromRest: "topic far from the rest of the profile",
        .noticePossibleNamesakesCountedOne:
            "{count} paper of the citation source ({source}) looks like a namesake’s (co-authors of its own, a distant topic: {titles}); it is counted, as there is no publication list to decide: give the scientist a list (`homepage:`, `orcid:`, `dblp:`, `bibtex:`), or set `possible_namesakes: leave_out` in {path} to leave such papers out.",
        .noticePossibleNamesakesCountedOther:
            "{count} papers of the citation source ({source}) look like a namesake’s (co-authors of their own, a distant topic: {titles}); they are counted, as there is no publication list to decide: give the scientist a list (`homepage:`, `orcid:`, `dblp:`, `bibtex:`), or set `possible_namesakes: leave_out` in {path} to leave such papers out.",
        .noticePossibleNamesakesLeftOutOne:
            "{count} paper of the citation source ({source}) looks like a namesake’s and is left out (`possible_namesakes: leave_out` in {path}): {titles}.",
        .noticePossibleNamesakesLeftOutOther:
            "{count} papers of the citation source ({source}) look like a namesake’s and are left out (`possible_namesakes: leave_out` in {path}): {titles}.",
        .noticeUntiedPapersDecideOne:
            "{count} paper of the citation source ({source}) counts although nothing ties it to the scientist’s list (no co-author, venue or close topic in common with the listed papers: {titles}), and it decides the h-index: {with}, {without} without it. If it is the scientist’s own, confirm it under `include:` in {path}; if it is a namesake’s, put it under `exclude:` (or set `publication_list: complete` when the list is complete).",
        .noticeUntiedPapersDecideOther:
            "{count} papers of the citation source ({source}) count although nothing ties them to the scientist’s list (no co-author, venue or close topic in common with the listed papers: {titles}), and they decide the h-index: {with}, {without} without them. If they are the scientist’s own, confirm them under `include:` in {path}; if they are a namesake’s, put them under `exclude:` (or set `publication_list: complete` when the list is complete).",
        .attributionSummaryConfirmedOne: "{count} paper is on the scientist’s list",
        .attributionSummaryConfirmedOther: "{count} papers are on the scientist’s list",
        .attributionSummaryAttributedOne:
            "{count} more is tied to it by co-authors, topic or venue",
        .attributionSummaryAttributedOther:
            "{count} more are tied to it by co-authors, topic or venue",
        .attributionSummaryUndecidedCountedOne:
            "{count} has no evidence either way and counts (the source is the scientist’s own record, not a search by name)",
        .attributionSummaryUndecidedCountedOther:
            "{count} have no evidence either way and count (the source is the scientist’s own record, not a search by name)",
        .attributionSummaryUndecidedLeftOutOne:
            "{count} has no evidence either way and does not count (the source is a search by name)",
        .attributionSummaryUndecidedLeftOutOther:
            "{count} have no evidence either way and do not count (the source is a search by name)",
        .attributionSummaryNamesakesOne: "{count} is left out as a possible namesake’s",
        .attributionSummaryNamesakesOther: "{count} are left out as a possible namesake’s",
        .attributionSummarySentence: "{parts}.",
        .attributionKindSelectedPhrase:
            "The list calls itself “{phrase}”: a paper missing from it is judged by its evidence.",
        .attributionKindSelectedCoverage:
            "The list holds fewer than half of the source’s papers: a paper missing from it is judged by its evidence.",
        .attributionKindSelectedDeclared:
            "The list is declared a selection: a paper missing from it is judged by its evidence.",
        .attributionKindCompleteDeclared: "The list is declared complete: only papers on it count.",
        .attributionKindComplete:
            "A paper missing from the list is judged by its evidence: lists are often incomplete.",

        .sourceLabelScholarProfile: "Google Scholar profile",
        .sourceLabelScholarSearch: "Google Scholar search",
        .sourceLabelScholarDump: "Google Scholar (scholarly dump)",
        .sourceLabelOpenAlexAuthor: "OpenAlex author",
        .sourceLabelOpenAlexWorks: "OpenAlex works",
        .sourceLabelSemanticScholarPapers: "Semantic Scholar papers",
        .sourceLabelORCIDWorks: "ORCID works",
        .sourceLabelDBLPPerson: "DBLP person",
        .sourceLabelDBLPRecord: "DBLP record",
        .sourceLabelPublicationList: "Publication list",
        .sourceLabelCrossrefWork: "Crossref work",
    ]

    /// The key of a source name the build writes ("Google Scholar profile", "Publication
    /// list"), whose English is that name; `nil` for a name that is the same in every language
    /// (OpenAlex, Semantic Scholar, ORCID, DBLP, BibTeX, Crossref) or unknown.
    public static func sourceLabelKey(_ name: String) -> MessageKey? {
        sourceLabelKeys[name]
    }

    private static let sourceLabelKeys: [String: MessageKey] = {
        var keys: [String: MessageKey] = [:]
        for (key, text) in englishNotices where key.rawValue.hasPrefix("sourceLabel") {
            keys[text] = key
        }
        return keys
    }()
}
