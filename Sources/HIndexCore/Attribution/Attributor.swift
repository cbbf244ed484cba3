import Foundation

/// Classifies the papers of a citation source by their ties to the confirmed ones (those on
/// the scientist's list): co-authors, topic, venue, career span and name form (SPEC §5.3).
///
/// In two stages. First the co-authors: papers sharing a co-author (other than the scientist)
/// are joined into circles; a paper is tied when it shares a co-author with a confirmed paper
/// or its circle holds one. Then the topic: the words of the confirmed and tied papers are
/// the scientist's vocabulary, and each other paper — for a circle of co-authors without a
/// confirmed paper, the whole circle, since a namesake is a person with papers of their own —
/// is scored by the cosine similarity of its title and venue words (TF-IDF over the source's
/// papers) with that vocabulary.
///
/// The rules, in order, for a paper that is not confirmed:
/// 1. an author with the scientist's surname whose given names conflict, and no compatible
///    author name, without a direct co-author tie → possible namesake;
/// 2. tied by co-authors → attributed;
/// 3. a separate circle of co-authors whose topic is distant, without a venue of the
///    confirmed papers → possible namesake; with a list that reads as complete, a separate
///    circle whose topic is not close → possible namesake (absent from a list that holds
///    most of the source, and nothing ties it), and so is a circle, whatever its topic, so
///    large that none of it being on the list is not chance
///    (``absenceIsUnlikely(circle:listed:papers:)``);
///    a paper the scientist wrote alone only when the list reads as complete and its topic
///    is distant;
/// 4. a close topic or a shared venue, without a separate circle of co-authors → attributed;
/// 5. otherwise undecided.
///
/// "Distant" means almost no shared vocabulary: papers of the same broad field stay
/// undecided, which counts for a source the scientist curates. A paper is only taken away on
/// evidence that sets it apart — a circle of its own, a distant topic, a conflicting name —
/// never for being missing from a list alone; a list that reads as complete makes a separate
/// circle's absence count as evidence too (rule 3).
///
/// The scientist's own name is recognized by compatibility with the content file's `name`
/// and, since files and sources spell names differently ("Carlos Denner" against "CD dos
/// Santos"), as the author key that appears on at least half of the papers.
public enum Attributor {
    /// A topic is close when its similarity reaches this share of the known papers' typical
    /// similarity to each other (the median, each paper against the others): the threshold
    /// follows how coherent the scientist's own papers are.
    public static let closeShareOfTypical = 0.5
    /// Topic similarities below this are distant: almost no distinctive word in common.
    public static let distantTopic = 0.015
    /// A paper judged alone (no circle of co-authors) needs this many topic words to be
    /// called distant.
    public static let minimumWordsAlone = 5
    /// Fewer confirmed papers than this say nothing about the topic or the co-authors.
    public static let minimumConfirmed = 2
    /// Below this chance, a whole circle of co-authors missing from a complete-looking list
    /// is not the scientist's own (``absenceIsUnlikely(circle:listed:papers:)``).
    public static let unlikelyAbsence = 0.01
    /// Years either side of the confirmed papers' span that are still "in the span".
    public static let spanMargin = 2
    /// Names read from one author line at most (hostile lines are longer).
    static let maximumNames = 500

    /// The attribution of each paper; `confirmed[i]` says whether paper `i` is on the list.
    ///
    /// - Parameter scientistName: the content file's `name`.
    /// - Parameter listLooksComplete: whether the list reads as complete (not a selection):
    ///   a paper missing from it with no co-author tie and a topic that is not close is then
    ///   a possible namesake (rule 3b).
    ///   - foldedTitles: the titles already folded by ``TitleNormalizer/normalize(_:)``,
    ///     when the caller has them (the reconciler does).
    public static func attribute(
        _ papers: [Publication], confirmed: [Bool], scientistName: String,
        listLooksComplete: Bool = false, foldedTitles: [String]? = nil
    ) -> [PaperAttribution] {
        precondition(papers.count == confirmed.count)
        let seeds = papers.indices.filter { confirmed[$0] }
        let authors = Authors(papers, scientistName: scientistName)
        let (names, selfName, coauthors, hasSelf) = (
            authors.names, authors.selfName, authors.coauthors, authors.hasSelf
        )
        let components = coauthorComponents(authors)
        var seedsOf = [[Int]](repeating: [], count: authors.identityCount)
        var componentsWithSeeds: Set<Int> = []
        for seed in seeds {
            componentsWithSeeds.insert(components[seed])
            for coauthor in coauthors[seed] { seedsOf[coauthor.identity].append(seed) }
        }
        // Stage 1: co-authors.
        let evidence = papers.indices.map { index -> AttributionEvidence in
            var item = AttributionEvidence(coauthors: .unknown)
            let list = coauthors[index]
            let direct = list.filter { !seedsOf[$0.identity].isEmpty }
            if !direct.isEmpty {
                item.coauthors = .direct
                item.sharedCoauthors = Array(direct.map(\.written).sorted().prefix(3))
                item.confirmedPapersSharing = Set(direct.flatMap { seedsOf[$0.identity] }).count
            } else if !list.isEmpty, componentsWithSeeds.contains(components[index]) {
                item.coauthors = .cluster
                item.sharedCoauthors = Array(list.map(\.written).sorted().prefix(3))
            } else if !list.isEmpty {
                item.coauthors = .separate
            } else if !names[index].isEmpty {
                item.coauthors = .solo
            }
            return item
        }
        // Stage 2: topic and venue against the confirmed and tied papers.
        let judged = seeds.count >= minimumConfirmed
        let known = papers.indices.filter {
            confirmed[$0] || evidence[$0].coauthors == .direct || evidence[$0].coauthors == .cluster
        }
        let folded = Folded(papers, titles: foldedTitles)
        let topics = TopicModel(folded, known: known)
        let venues = VenueIndex(foldedVenues: folded.venues, seeds: seeds)
        var circles: [Int: [Int]] = [:]
        for index in papers.indices
        where !confirmed[index] && evidence[index].coauthors == .separate {
            circles[components[index], default: []].append(index)
        }
        let seedYears = seeds.compactMap { papers[$0].year }
        let span = seedYears.min().flatMap { low in seedYears.max().map { (low, $0) } }

        return papers.indices.map { index in
            if confirmed[index] { return PaperAttribution(.confirmed) }
            var item = evidence[index]
            if judged {
                let own = topics.closeness(of: [index], minimumWords: 2)
                item.topic = own.closeness
                item.topicScore = own.score
                item.topicWords = own.sharedWords
                if item.coauthors == .separate, let circle = circles[components[index]],
                    circle.count > 1
                {
                    // A separate circle is judged as a whole.
                    let whole = topics.closeness(of: circle, minimumWords: 2)
                    item.topic = whole.closeness
                    item.topicScore = whole.score
                    item.topicWords = whole.sharedWords
                    if listLooksComplete,
                        Self.absenceIsUnlikely(
                            circle: circle.count, listed: seeds.count, papers: papers.count)
                    {
                        item.circleMissingFromList = circle.count
                    }
                    if circle.contains(where: venues.shared) {
                        item.sharedVenue = circle.first(where: venues.shared).map {
                            papers[$0].venue.trimmingWhitespace()
                        }
                    }
                } else if venues.shared(index) {
                    item.sharedVenue = papers[index].venue.trimmingWhitespace()
                }
                let alone =
                    item.coauthors != .separate || (circles[components[index]]?.count ?? 1) <= 1
                if alone, item.topic == .distant, topics.wordCount(of: index) < minimumWordsAlone {
                    // Too few words to set one paper apart.
                    item.topic = .unknown
                }
            }
            if let (low, high) = span, let year = papers[index].year {
                // Saturating: years come from outside (hostile values included).
                let (from, under) = low.subtractingReportingOverflow(spanMargin)
                let (to, over) = high.addingReportingOverflow(spanMargin)
                item.inCareerSpan = (under || year >= from) && (over || year <= to)
            }
            if !hasSelf[index], let selfName {
                item.conflictingName =
                    names[index].first { $0.conflict(with: selfName) != nil }?.written
            }
            return PaperAttribution(
                classify(item, judged: judged, listLooksComplete: listLooksComplete),
                evidence: item)
        }
    }

    /// Without a list (SPEC §5.3, issue 27 point 5): each circle of co-authors other than the
    /// largest is compared with the rest of the profile, and a circle whose topic is distant
    /// from it (almost no distinctive word in common), or a paper whose author name conflicts
    /// with the scientist's, is returned as a possible namesake; every other paper gets `nil`
    /// (nothing to say). A paper the scientist wrote alone is never set apart by its topic.
    public static func namesakesWithoutList(
        _ papers: [Publication], scientistName: String, foldedTitles: [String]? = nil
    ) -> [PaperAttribution?] {
        let authors = Authors(papers, scientistName: scientistName)
        let components = coauthorComponents(authors)
        var circles: [Int: [Int]] = [:]
        for index in papers.indices where !authors.coauthors[index].isEmpty {
            circles[components[index], default: []].append(index)
        }
        let largest = circles.max { a, b in
            a.value.count != b.value.count ? a.value.count < b.value.count : a.key > b.key
        }?.key
        var result = [PaperAttribution?](repeating: nil, count: papers.count)
        // Topics are read only when there is a circle to compare with the rest.
        let topics =
            circles.count > 1
            ? TopicModel(
                Folded(papers, titles: foldedTitles), known: Array(papers.indices), typical: false)
            : nil
        for (key, circle) in circles where key != largest {
            guard let topics else { break }
            guard topics.vector(circle).count >= minimumWordsAlone else { continue }
            let score = topics.similarityToRest(circle)
            guard score < distantTopic else { continue }
            let words = topics.sharedWordsWithRest(circle)
            for index in circle {
                let evidence = AttributionEvidence(
                    coauthors: .separate, topic: .distant,
                    topicScore: (score * 1000).rounded() / 1000, topicWords: words,
                    comparedWithRestOfProfile: true)
                result[index] = PaperAttribution(.possibleNamesake, evidence: evidence)
            }
        }
        if let selfName = authors.selfName {
            for index in papers.indices where result[index] == nil && !authors.hasSelf[index] {
                guard
                    let conflicting = authors.names[index].first(where: {
                        $0.conflict(with: selfName) != nil
                    })
                else { continue }
                var evidence = AttributionEvidence(coauthors: .unknown)
                evidence.conflictingName = conflicting.written
                evidence.comparedWithRestOfProfile = true
                result[index] = PaperAttribution(.possibleNamesake, evidence: evidence)
            }
        }
        return result
    }

    /// The class the evidence gives (rules 1–5 above); `judged` is false when too few papers
    /// are confirmed to compare with.
    static func classify(
        _ evidence: AttributionEvidence, judged: Bool, listLooksComplete: Bool
    ) -> AttributionClass {
        let tied = evidence.coauthors == .direct || evidence.coauthors == .cluster
        if evidence.conflictingName != nil, evidence.coauthors != .direct {
            return .possibleNamesake
        }
        if tied { return .attributed }
        guard judged else { return .undecided }
        // A paper with co-authors of its own sets itself apart; a paper the scientist wrote
        // alone carries only their name, which says nothing of another person.
        if evidence.coauthors == .separate, evidence.sharedVenue == nil {
            if evidence.topic == .distant { return .possibleNamesake }
            if listLooksComplete, evidence.topic != .close { return .possibleNamesake }
            if listLooksComplete, evidence.circleMissingFromList != nil { return .possibleNamesake }
        }
        // Alone, only missing from a list that holds most of the source and far from its
        // topic (with words enough to judge: the topic is otherwise unknown).
        if evidence.coauthors == .solo, listLooksComplete, evidence.topic == .distant,
            evidence.sharedVenue == nil
        {
            return .possibleNamesake
        }
        if evidence.topic == .close || evidence.sharedVenue != nil,
            evidence.coauthors != .separate
        {
            return .attributed
        }
        return .undecided
    }

    /// Whether a circle of `circle` papers, none of them on a list that holds `listed` of the
    /// source's `papers`, is unlikely to be the scientist's own: were the list to leave out the
    /// scientist's papers at random at the rate it leaves out the source's, all of the circle
    /// would be missing with a chance below ``unlikelyAbsence``.
    static func absenceIsUnlikely(circle: Int, listed: Int, papers: Int) -> Bool {
        guard circle >= 2, papers > 0, listed <= papers else { return false }
        let missing = 1 - Double(listed) / Double(papers)
        return pow(missing, Double(circle)) < unlikelyAbsence
    }

    /// The author key (numbered, `0..<keys`) on at least half of the papers that name
    /// authors — the profile's owner, however the source spells them — the most frequent
    /// when two are; `nil` when none is, or with fewer than three such papers.
    static func dominantKey(_ lines: [[Int]], keys: Int) -> Int? {
        var counts = [Int](repeating: 0, count: keys)
        var lastPaper = [Int](repeating: -1, count: keys)
        var papersWithNames = 0
        for (paper, line) in lines.enumerated() where !line.isEmpty {
            papersWithNames += 1
            for key in line where lastPaper[key] != paper {
                lastPaper[key] = paper
                counts[key] += 1
            }
        }
        guard papersWithNames >= 3,
            let best = counts.indices.max(by: {
                counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1)
            }),
            counts[best] * 2 >= papersWithNames
        else { return nil }
        return best
    }

    /// The connected component of each paper in the graph where papers sharing a co-author
    /// key are joined.
    static func coauthorComponents(_ authors: Authors) -> [Int] {
        var circles = UnionFind(count: authors.coauthors.count)
        var firstPaper = [Int](repeating: -1, count: authors.identityCount)
        for (paper, list) in authors.coauthors.enumerated() {
            for coauthor in list {
                if firstPaper[coauthor.identity] >= 0 {
                    circles.union(firstPaper[coauthor.identity], paper)
                } else {
                    firstPaper[coauthor.identity] = paper
                }
            }
        }
        return authors.coauthors.indices.map { circles.find($0) }
    }
}

/// The author names of a source's papers: each paper's co-authors as identities (with the
/// name as the paper writes it) and whether the scientist is among its authors.
struct Authors {
    /// The names of each paper's author line.
    let names: [[AuthorName]]
    /// The content file's `name`, parsed.
    let selfName: AuthorName?
    /// Each paper's co-authors (not the scientist) by identity, in line order, each once, with
    /// the name as the paper writes it: one identity per key ("oliveira leonardo") and
    /// compatible given names, so that "Leonardo S. S. Oliveira" and "Leonardo F. de
    /// Oliveira" are two people.
    let coauthors: [[(identity: Int, written: String)]]
    /// How many identities there are (`0..<identityCount`).
    let identityCount: Int
    /// Whether the scientist is among each paper's authors.
    let hasSelf: [Bool]

    init(_ papers: [Publication], scientistName: String) {
        // One name appears on many papers (the scientist on all), and one line on several
        // (a scientist's single-author papers): each is read, keyed and judged once.
        var pieceIndex: [String: Int] = [:]
        var distinct: [AuthorName] = []
        var lines: [String: [Int]] = [:]
        let lineNames = papers.map { paper -> [Int] in
            if let known = lines[paper.authors] { return known }
            var found: [Int] = []
            for piece in AuthorName.pieces(line: paper.authors).prefix(Attributor.maximumNames) {
                if let index = pieceIndex[piece] {
                    if index >= 0 { found.append(index) }
                    continue
                }
                if let name = AuthorName.parseOne(piece) {
                    pieceIndex[piece] = distinct.count
                    found.append(distinct.count)
                    distinct.append(name)
                } else {
                    pieceIndex[piece] = -1
                }
            }
            lines[paper.authors] = found
            return found
        }
        // Keys, numbered.
        var keyIndex: [String: Int] = [:]
        let keyOf = distinct.map { name -> Int in
            let key = name.key
            if let index = keyIndex[key] { return index }
            keyIndex[key] = keyIndex.count
            return keyIndex.count - 1
        }
        let dominant = Attributor.dominantKey(
            lineNames.map { $0.map { keyOf[$0] } }, keys: keyIndex.count)
        let selfName = AuthorName.parseOne(scientistName)
        let isSelf = distinct.indices.map { index -> Bool in
            let name = distinct[index]
            guard let selfName else { return keyOf[index] == dominant }
            if name.conflict(with: selfName) != nil { return false }
            return keyOf[index] == dominant || name.isCompatible(with: selfName)
        }
        // Identities: per key, the names met so far with their identity.
        var byKey = [[(name: AuthorName, identity: Int)]](repeating: [], count: keyIndex.count)
        var identityCount = 0
        let identityOf = distinct.indices.map { index -> Int in
            let name = distinct[index]
            let key = keyOf[index]
            if let same = byKey[key].first(where: { $0.name.conflict(with: name) == nil }) {
                return same.identity
            }
            byKey[key].append((name, identityCount))
            identityCount += 1
            return identityCount - 1
        }
        var coauthors: [[(identity: Int, written: String)]] = []
        var hasSelf: [Bool] = []
        coauthors.reserveCapacity(papers.count)
        hasSelf.reserveCapacity(papers.count)
        for line in lineNames {
            var list: [(identity: Int, written: String)] = []
            var found = false
            for index in line {
                if isSelf[index] {
                    found = true
                } else if !list.contains(where: { $0.identity == identityOf[index] }) {
                    list.append((identityOf[index], distinct[index].written))
                }
            }
            coauthors.append(list)
            hasSelf.append(found)
        }
        names = lineNames.map { $0.map { distinct[$0] } }
        self.selfName = selfName
        self.coauthors = coauthors
        self.identityCount = identityCount
        self.hasSelf = hasSelf
    }
}

/// The titles and venues of a source's papers, folded by ``TitleNormalizer/normalize(_:)``
/// once for the topic words and the venues.
struct Folded {
    let titles: [String]
    let venues: [String]

    init(_ papers: [Publication], titles: [String]?) {
        self.titles = titles ?? papers.map { TitleNormalizer.normalize($0.title) }
        venues = papers.map { TitleNormalizer.normalize($0.venue) }
    }
}

/// Topic closeness: the cosine similarity of TF-IDF vectors of title and venue words — a
/// paper's (or a group of papers' together) against the known papers' (confirmed, or tied by
/// co-authors) — each word weighted by its rarity among the source's papers.
struct TopicModel {
    /// Each distinct word of the source's papers, by id.
    let vocabulary: [String]
    /// Each paper's words, as ids, without repeats.
    let words: [[Int]]
    /// Each word's rarity among the source's papers (by id).
    let idf: [Double]
    /// The known papers' vector (by word id).
    let known: [Double]
    /// The squared norm of ``known``.
    let knownNorm: Double
    /// The known papers' typical similarity to each other: the median of each one against
    /// the others (`nil` with fewer than three).
    var typical: Double?

    init(_ folded: Folded, known indices: [Int], typical computeTypical: Bool = true) {
        // Words are numbered once: every later step works on arrays, not on hashed strings.
        var ids: [String: Int] = [:]
        var vocabulary: [String] = []
        var documentFrequency: [Int] = []
        let words = folded.titles.indices.map { paper -> [Int] in
            // Sorted: a set's order changes from one run to the next, and so would the word
            // ids and the last bits of every sum over them.
            TopicWords.words(foldedTitle: folded.titles[paper], foldedVenue: folded.venues[paper])
                .sorted().map { word -> Int in
                    if let id = ids[word] {
                        documentFrequency[id] += 1
                        return id
                    }
                    let id = vocabulary.count
                    ids[word] = id
                    vocabulary.append(word)
                    documentFrequency.append(1)
                    return id
                }
        }
        self.vocabulary = vocabulary
        self.words = words
        let total = Double(max(folded.titles.count, 1))
        let idf = documentFrequency.map { log(1 + total / Double($0)) }
        self.idf = idf
        var known = [Double](repeating: 0, count: vocabulary.count)
        for index in indices { for word in words[index] { known[word] += idf[word] } }
        self.known = known
        knownNorm = known.reduce(0) { $0 + $1 * $1 }
        typical = nil
        if computeTypical, indices.count >= 3 {
            let similarities = indices.map { similarityToRest([$0]) }.sorted()
            typical = similarities[similarities.count / 2]
        }
    }

    /// The weighted word vector of the papers `group` together: (word id, weight) pairs.
    func vector(_ group: [Int]) -> [(word: Int, weight: Double)] {
        if group.count == 1 { return words[group[0]].map { ($0, idf[$0]) } }
        var counts: [Int: Int] = [:]
        for index in group { for word in words[index] { counts[word, default: 0] += 1 } }
        // In word order: sums over the vector then add in the same order on every run.
        return counts.sorted { $0.key < $1.key }.map { ($0.key, Double($0.value) * idf[$0.key]) }
    }

    /// The cosine similarity of the papers `group` (all of them known) with the other known
    /// papers: the cosine of the group's vector and the known vector less it, computed on the
    /// group's words alone (the rest of the known vector is unchanged).
    func similarityToRest(_ group: [Int]) -> Double {
        var dot = 0.0
        var ownNorm = 0.0
        var restNorm = knownNorm
        for (word, weight) in vector(group) {
            let total = known[word]
            let rest = max(total - weight, 0)
            dot += weight * rest
            ownNorm += weight * weight
            restNorm += rest * rest - total * total
        }
        let norms = ownNorm.squareRoot() * max(restNorm, 0).squareRoot()
        return norms > 0 ? dot / norms : 0
    }

    /// How many topic words paper `index` has.
    func wordCount(of index: Int) -> Int { words[index].count }

    /// `words` ordered rarest first (then alphabetically), at most three, as text.
    func rarest(_ words: [Int]) -> [String] {
        words.sorted { idf[$0] != idf[$1] ? idf[$0] > idf[$1] : vocabulary[$0] < vocabulary[$1] }
            .prefix(3).map { vocabulary[$0] }
    }

    /// The words of the papers `group` (all known) that other known papers have too, the
    /// rarest first, at most three.
    func sharedWordsWithRest(_ group: [Int]) -> [String] {
        rarest(vector(group).filter { known[$0.word] - $0.weight > 1e-9 }.map(\.word))
    }

    /// The closeness of the papers `group` taken together (none of them known) to the known
    /// papers.
    func closeness(of group: [Int], minimumWords: Int) -> (
        closeness: TopicCloseness, score: Double?, sharedWords: [String]
    ) {
        let vector = self.vector(group)
        guard vector.count >= minimumWords, knownNorm > 0 else { return (.unknown, nil, []) }
        var dot = 0.0
        var norm = 0.0
        for (word, weight) in vector {
            dot += weight * known[word]
            norm += weight * weight
        }
        let score = norm > 0 ? dot / (norm.squareRoot() * knownNorm.squareRoot()) : 0
        let closeAt = max(
            (typical ?? 0.2) * Attributor.closeShareOfTypical, Attributor.distantTopic * 2)
        let closeness: TopicCloseness =
            score >= closeAt ? .close : score < Attributor.distantTopic ? .distant : .middle
        let shared = rarest(vector.filter { known[$0.word] > 0 }.map(\.word))
        return (closeness, (score * 1000).rounded() / 1000, shared)
    }
}

/// The venues of the confirmed papers, folded, for "same venue" evidence; preprint servers
/// and venues without a distinctive word are left out.
struct VenueIndex {
    let keys: [String?]
    let seedKeys: Set<String>

    init(foldedVenues: [String], seeds: [Int]) {
        let keys = foldedVenues.map(Self.key)
        self.keys = keys
        seedKeys = Set(seeds.compactMap { keys[$0] })
    }

    /// Whether a confirmed paper has the venue of paper `index`.
    func shared(_ index: Int) -> Bool {
        guard let key = keys[index] else { return false }
        return seedKeys.contains(key)
    }

    /// The folded venue without numbers (volumes, pages, years), or `nil` for a preprint
    /// server or a venue of only generic words.
    static func key(_ foldedVenue: String) -> String? {
        let words = foldedVenue.split(separator: " ")
            .filter { !$0.allSatisfy(\.isNumber) }
        guard !words.isEmpty else { return nil }
        let preprints: Set<Substring> = [
            "arxiv", "biorxiv", "medrxiv", "ssrn", "preprint", "chemrxiv",
        ]
        if words.contains(where: { preprints.contains($0) }) { return nil }
        let distinctive = words.filter {
            $0.count >= 3 && !TopicWords.stopWords.contains(String($0))
        }
        guard !distinctive.isEmpty else { return nil }
        return words.joined(separator: " ")
    }
}
