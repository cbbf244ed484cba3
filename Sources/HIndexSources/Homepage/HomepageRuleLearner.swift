import HIndexCore

/// An entry whose title the citation source knows: an example to learn the title's place from.
struct HomepageRuleExample {
    /// The entry's text.
    let text: HomepageCitationText
    /// The characters of the known title's words in `text`.
    let title: Range<Int>
    /// The known title.
    let known: HomepageKnownTitle
    /// The list the entry belongs to (its parent element, or a section), so that a page whose
    /// sections use different styles prefers each section's own rule.
    let group: Int
}

/// The rules learned for a page, in the order they are tried, with what they recovered.
struct HomepageTitleRules {
    /// The rules, most useful first.
    let rules: [HomepageTitleRule]
    /// How many examples the rules recover (in ``title(in:group:)`` order).
    let recovered: Int
    /// How many examples they were learned from.
    let examples: Int
    /// For each group, the rule that recovered most of its examples.
    let preferred: [Int: Int]
    /// How the text after the examples' titles begins (their venues' first two words,
    /// normalized): `journal of`, `remote sensing`.
    var venueHeads: Set<String> = []

    /// The title of an entry: the first rule that applies, the group's own rule first.
    func title(in text: HomepageCitationText, group: Int) -> (
        title: String, range: Range<Int>, rule: Int
    )? {
        var order = Array(rules.indices)
        if let first = preferred[group], let position = order.firstIndex(of: first) {
            order.remove(at: position)
            order.insert(first, at: 0)
        }
        for index in order {
            if let found = rules[index].title(in: text) {
                if let cut = questionEnd(in: text, range: found.range),
                    let title = HomepageTitleRule.plausible(text.string(cut))
                {
                    return (title, cut, index)
                }
                return (found.title, found.range, index)
            }
            // No end delimiter: a title ending with `?` has no period after it in plain
            // styles (`Does it matter? Journal 12 (2021)` in LNCS).
            if case .delimited(let start, let ends, _) = rules[index], !ends.isEmpty,
                let begin = HomepageTitleRule.start(
                    start, in: text.characters,
                    base: HomepageCitation.enumeratorEnd(text.characters)),
                begin < text.characters.count,
                let cut = questionEnd(in: text, range: begin..<text.characters.count),
                let title = HomepageTitleRule.plausible(text.string(cut))
            {
                return (title, cut, index)
            }
        }
        return nil
    }

    /// A title found up to a period that ran past a `?` or `!` ending the real title
    /// (`Does it matter? Journal of Hydrology. 2021;`, where no markup marks the venue): cut
    /// there when what follows begins like the known entries' venues.
    func questionEnd(in text: HomepageCitationText, range: Range<Int>) -> Range<Int>? {
        guard !venueHeads.isEmpty else { return nil }
        let characters = text.characters
        for place in range.dropLast()
        where "?!".contains(characters[place])
            && characters[place + 1] == " "
        {
            if let head = Self.head(characters, from: place + 1), venueHeads.contains(head) {
                return range.lowerBound..<(place + 1)
            }
        }
        return nil
    }

    /// The first two normalized words from `start`.
    static func head(_ characters: [Character], from start: Int) -> String? {
        guard start < characters.count else { return nil }
        let words = HomepageRuleLearner.pieces(
            Array(characters[start..<min(characters.count, start + 80)])
        )
        .prefix(2).map(\.word)
        return words.count == 2 ? words.joined(separator: " ") : nil
    }
}

/// Learns where titles stand inside the entries of a page from the entries whose titles are
/// known — wrapper induction after Kushmerick's LR wrappers: for each known title, what stands
/// just before it and just after it (`"). "` … `". "`, `"“"` … `",”"`, `": "` … `". In:"`, an
/// `<em>` element) — generalizing digits and letters where the examples differ, then keeping
/// the rules that recover the most known titles. Several rules may coexist (mixed styles,
/// sections); the hand-written author-name grammar is one more candidate, judged like the
/// others.
enum HomepageRuleLearner {
    /// The most rules kept for one page.
    static let maximumRules = 4
    /// The most examples learned from.
    static let maximumExamples = 60
    /// How similar a rule's title must be to an example's known title to count as found
    /// while learning (the title threshold, if higher, applies).
    static let strictSimilarity = 0.95
    /// Longest left delimiter tried.
    static let maximumStartLength = 6
    /// Longest right delimiter tried.
    static let maximumEndLength = 4

    // MARK: - Locating known titles

    /// A normalized word of an entry's text and the characters it comes from.
    struct Piece {
        let word: String
        let range: Range<Int>
    }

    /// The normalized words of `characters` (``TitleNormalizer``), each with its characters.
    static func pieces(_ characters: [Character]) -> [Piece] {
        func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber }
        var result: [Piece] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "&" {
                result.append(Piece(word: "and", range: index..<(index + 1)))
                index += 1
                continue
            }
            guard isWord(character) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count {
                if isWord(characters[end]) {
                    end += 1
                } else if characters[end] == "'" || characters[end] == "’",
                    end + 1 < characters.count,
                    isWord(characters[end + 1])
                {
                    end += 1
                } else {
                    break
                }
            }
            let run = characters[index..<end]
            if run.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                // The normalizer's result for plain ASCII words, without its Unicode work.
                result.append(Piece(word: String(run).lowercased(), range: index..<end))
            } else {
                for word in TitleNormalizer.normalize(String(run)).split(separator: " ") {
                    result.append(Piece(word: String(word), range: index..<end))
                }
            }
            index = end
        }
        return result
    }

    /// Where `title` stands in a text of `pieces` (see ``pieces(_:)``): the characters of the best-matching run of words
    /// (similarity ≥ `threshold`), with its similarity.
    static func locate(
        _ title: HomepageKnownTitle, in pieces: [Piece], threshold: Double
    ) -> (range: Range<Int>, similarity: Double)? {
        let words = title.words
        guard !words.isEmpty, !pieces.isEmpty else { return nil }
        let length = words.count
        // Most known titles are printed as they are known: an exact run of words.
        if pieces.count >= length {
            for start in 0...(pieces.count - length) where pieces[start].word == words[0] {
                if (0..<length).allSatisfy({ pieces[start + $0].word == words[$0] }) {
                    return (
                        pieces[start].range
                            .lowerBound..<pieces[start + length - 1].range.upperBound, 1
                    )
                }
            }
        }
        // The title's words as small numbers, so that counting shared words needs no hashing.
        var ids: [String: Int] = [:]
        var titleCounts: [Int] = []
        for word in words {
            if let id = ids[word] {
                titleCounts[id] += 1
            } else {
                ids[word] = titleCounts.count
                titleCounts.append(1)
            }
        }
        let pieceIDs = pieces.map { ids[$0.word] ?? -1 }
        var used = [Int](repeating: 0, count: titleCounts.count)
        // How many words of the pieces in `range` the title holds (with multiplicity), as
        // ``HomepageAnchors/sharedWords(_:_:)``.
        func sharedWords(_ range: Range<Int>) -> Int {
            for id in used.indices { used[id] = 0 }
            var shared = 0
            for position in range {
                let id = pieceIDs[position]
                if id >= 0, used[id] < titleCounts[id] {
                    used[id] += 1
                    shared += 1
                }
            }
            return shared
        }
        // A window shares no more words with the title than the whole text does: when the text
        // holds fewer than half of them, no window below can qualify (most candidate titles of
        // an entry are other entries' titles that share a rare word with it).
        guard sharedWords(0..<pieces.count) * 2 >= length else { return nil }
        var starts = Set<Int>()
        for (index, piece) in pieces.enumerated() {
            if piece.word == words[0] { starts.insert(index) }
            if length > 1, piece.word == words[1] { starts.insert(index - 1) }
            if piece.word == words[length - 1] { starts.insert(index - length + 1) }
        }
        // Character counts of ASCII words (`nil` for others): a window whose joined words are
        // too long or too short to reach `threshold` is passed over before it is joined.
        let asciiLengths = pieces.map { piece -> Int? in
            piece.word.utf8.allSatisfy { $0 < 0x80 } ? piece.word.utf8.count : nil
        }
        let titleLength = HomepageAnchors.characterCount(title.normalized)
        func windowLength(_ range: Range<Int>) -> Int? {
            var total = range.count - 1
            for position in range {
                guard let length = asciiLengths[position] else { return nil }
                total += length
            }
            return total
        }
        let slack = max(1, min(3, length / 5))
        var best: (range: Range<Int>, similarity: Double)?
        // Neighbouring starts reach the same windows; a window scores the same each time, so
        // it is judged once.
        var judged = Set<Int>()
        for start in starts.sorted() {
            for startShift in -slack...slack {
                let lower = start + startShift
                guard lower >= 0, lower < pieces.count else { continue }
                for count in max(1, length - slack)...(length + slack) {
                    let upper = lower + count
                    guard upper <= pieces.count else { break }
                    guard judged.insert(lower * (pieces.count + 1) + upper).inserted,
                        sharedWords(lower..<upper) * 2 >= length
                    else { continue }
                    // Texts of different lengths differ, and the length bound is
                    // ``HomepageAnchors/similarity(_:_:threshold:)``'s own.
                    if let joinedLength = windowLength(lower..<upper), joinedLength != titleLength,
                        !HomepageAnchors.lengthsCanReach(
                            joinedLength, titleLength, threshold: threshold)
                    {
                        continue
                    }
                    let joined = pieces[lower..<upper].map(\.word).joined(separator: " ")
                    let score: Double
                    if joined == title.normalized {
                        score = 1
                    } else if let similar = HomepageAnchors.similarity(
                        joined, title.normalized, threshold: threshold)
                    {
                        score = similar
                    } else {
                        continue
                    }
                    if score > best?.similarity ?? 0 {
                        best = (
                            pieces[lower].range.lowerBound..<pieces[upper - 1].range.upperBound,
                            score
                        )
                    }
                }
            }
            if best?.similarity == 1 { break }
        }
        return best
    }

    /// Whether a title found by a rule is the known title of an example.
    static func recovers(_ found: String, _ example: HomepageRuleExample, threshold: Double) -> Bool
    {
        let normalized = TitleNormalizer.normalize(found)
        if normalized == example.known.normalized { return true }
        return HomepageAnchors.similarity(
            normalized, example.known.normalized, threshold: threshold)
            != nil
    }

    // MARK: - Learning

    /// The rules that recover the most examples, learned by sequential covering: the best rule
    /// for the examples not yet recovered is added where it helps most, until no rule adds at
    /// least two (one on pages with few examples). `nil` without examples or rules.
    static func learn(
        _ examples: [HomepageRuleExample], others: [HomepageCitationText], threshold: Double
    ) -> HomepageTitleRules? {
        guard !examples.isEmpty else { return nil }
        // Sixty examples spread over the page say all there is to learn; more only cost time
        // (a 1000-entry page with hundreds of known titles).
        let examples = sample(examples, count: maximumExamples)
        // Rules are judged on exact boundaries: a rule that keeps "et al." or a venue in its
        // titles still finds them at the title threshold, but not at this one.
        let threshold = max(threshold, strictSimilarity)
        var rules: [HomepageTitleRule] = []
        var recovered: [Int: Int] = [:]
        let minimumGain = examples.count <= 4 ? 1 : 2
        var outcomes = RuleOutcomes(
            examples: examples, others: Self.sample(others, count: 100),
            shape: ExampleShape(examples), threshold: threshold)
        for _ in 0..<maximumRules {
            let remaining = examples.indices.filter { recovered[$0] == nil }.map { examples[$0] }
            guard !remaining.isEmpty else { break }
            var best: (order: [HomepageTitleRule], recovered: [Int: Int], reads: Int)?
            // A rule must recover two more known titles — or one, when it is the only known
            // title of its section so far (a "Theses" section written unlike the articles).
            let coveredGroups = Set(recovered.keys.map { examples[$0].group })
            for hypothesis in hypotheses(remaining, threshold: threshold)
            where !rules.contains(hypothesis) {
                // Last place first: a rule for the examples the others missed goes after
                // them unless it does better in front.
                for position in (0...rules.count).reversed() {
                    var order = rules
                    order.insert(hypothesis, at: position)
                    let result = self.recovered(
                        by: order, examples, outcomes: order.map { outcomes.recovers($0) })
                    guard result.count >= best?.recovered.count ?? 0 else { continue }
                    let gain = result.count - recovered.count
                    if gain < minimumGain {
                        let opensSection =
                            gain >= 1 && recovered.keys.allSatisfy { result[$0] != nil }
                            && result.keys.contains {
                                recovered[$0] == nil
                                    && !coveredGroups.contains(examples[$0].group)
                            }
                        guard opensSection else { continue }
                    }
                    // Rules that recover as many known titles are told apart by the other
                    // entries: how many of them they read as citations shaped like the examples.
                    let reads = outcomes.reads(order)
                    if let current = best, result.count == current.recovered.count,
                        reads <= current.reads
                    {
                        continue
                    }
                    best = (order, result, reads)
                }
            }
            guard let best else { break }
            rules = best.order
            recovered = best.recovered
        }
        guard !rules.isEmpty else { return nil }
        var votes: [Int: [Int: Int]] = [:]
        for (example, rule) in recovered {
            votes[examples[example].group, default: [:]][rule, default: 0] += 1
        }
        let preferred = votes.mapValues { counts in
            counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? 0
        }
        var learned = HomepageTitleRules(
            rules: rules, recovered: recovered.count, examples: examples.count,
            preferred: preferred)
        for (example, rule) in recovered {
            let text = examples[example].text
            guard let found = rules[rule].title(in: text) else { continue }
            var after = found.range.upperBound
            while after < text.characters.count,
                !(text.characters[after].isLetter || text.characters[after].isNumber)
            {
                after += 1
            }
            if let head = HomepageTitleRules.head(text.characters, from: after) {
                learned.venueHeads.insert(head)
            }
        }
        return learned
    }

    /// Up to `count` of `items`, spread evenly.
    static func sample<T>(_ items: [T], count: Int) -> [T] {
        guard items.count > count else { return items }
        return (0..<count).map { items[$0 * items.count / count] }
    }

    /// What the examples' entries look like around their titles, to judge how rules read
    /// entries whose titles are not known.
    struct ExampleShape {
        /// Whether most examples have an author list before the title.
        let authorsBefore: Bool
        /// Whether most examples hold a year.
        let hasYear: Bool

        init(_ examples: [HomepageRuleExample]) {
            let count = max(1, examples.count)
            let leads = examples.map { example in
                let base = HomepageCitation.enumeratorEnd(example.text.characters)
                return example.title.lowerBound > base
                    ? example.text.string(base..<example.title.lowerBound) : ""
            }
            authorsBefore =
                leads.filter {
                    HomepageText.isAuthorList(HomepageCitationReader.authors(fromLead: $0))
                }.count * 10 >= count * 8
            hasYear =
                examples.filter { !HomepageText.years(in: String($0.text.characters)).isEmpty }
                .count * 10 >= count * 8
        }

        /// Whether a rule that found `found` in `text` reads it as a citation like the
        /// examples: a title that is not a list of names, an author list before it when the
        /// examples have one, a year when they do.
        func reads(_ text: HomepageCitationText, found: (title: String, range: Range<Int>)) -> Bool
        {
            if HomepageText.isAuthorList(found.title) { return false }
            if hasYear {
                let whole = String(text.characters)
                if HomepageText.years(in: whole).isEmpty, !HomepageText.hasStatus(whole) {
                    return false
                }
            }
            guard authorsBefore, !found.range.isEmpty else { return true }
            let base = HomepageCitation.enumeratorEnd(text.characters)
            let lead =
                found.range.lowerBound > base ? text.string(base..<found.range.lowerBound) : ""
            return HomepageText.isAuthorList(HomepageCitationReader.authors(fromLead: lead))
        }
    }

    /// What candidate rules do to the examples and to a sample of the other entries, each
    /// rule worked out once: learning tries many orders of the same few rules.
    struct RuleOutcomes {
        let examples: [HomepageRuleExample]
        /// The other entries that tell rules recovering as many examples apart.
        let others: [HomepageCitationText]
        let shape: ExampleShape
        let threshold: Double
        /// Per rule and example: `nil` when the rule does not apply, else whether its title is
        /// the example's known title.
        private var recovered: [HomepageTitleRule: [Bool?]] = [:]
        /// Per rule and other entry: `nil` when not yet worked out, `.some(nil)` when the rule
        /// does not apply, else whether it reads the entry like the examples.
        private var readings: [HomepageTitleRule: [Bool??]] = [:]

        init(
            examples: [HomepageRuleExample], others: [HomepageCitationText],
            shape: ExampleShape, threshold: Double
        ) {
            self.examples = examples
            self.others = others
            self.shape = shape
            self.threshold = threshold
        }

        /// What `rule` does to each example.
        mutating func recovers(_ rule: HomepageTitleRule) -> [Bool?] {
            if let known = recovered[rule] { return known }
            let outcomes = examples.map { example -> Bool? in
                guard let found = rule.title(in: example.text) else { return nil }
                return HomepageRuleLearner.recovers(found.title, example, threshold: threshold)
            }
            recovered[rule] = outcomes
            return outcomes
        }

        /// How many of the other entries rules tried in `order` read as citations like the
        /// examples (``ExampleShape/reads(_:found:)`` on the first rule that applies).
        mutating func reads(_ order: [HomepageTitleRule]) -> Int {
            var count = 0
            for index in others.indices {
                for rule in order {
                    guard let verdict = reading(rule, index) else { continue }
                    if verdict { count += 1 }
                    break
                }
            }
            return count
        }

        /// Whether `rule` reads other entry `index` like the examples, `nil` when it does not
        /// apply; worked out on first use.
        private mutating func reading(_ rule: HomepageTitleRule, _ index: Int) -> Bool? {
            if let known = readings[rule]?[index] { return known }
            let text = others[index]
            let verdict = rule.title(in: text).map { shape.reads(text, found: $0) }
            readings[rule, default: Array(repeating: nil, count: others.count)][index] = verdict
            return verdict
        }
    }

    /// The examples that rules tried in `order` recover, with the rule that did. As when the
    /// rules are applied (``HomepageTitleRules/title(in:group:)``), each group of examples (a
    /// list or section) may try one of the rules first: the one that recovers the most of it.
    /// `outcomes` holds, per rule of `order`, what it does to each example (``RuleOutcomes``).
    static func recovered(
        by order: [HomepageTitleRule], _ examples: [HomepageRuleExample], outcomes: [[Bool?]]
    ) -> [Int: Int] {
        func run(_ members: [Int], first: Int?) -> [Int: Int] {
            var result: [Int: Int] = [:]
            for index in members {
                var positions = Array(order.indices)
                if let first {
                    positions.remove(at: first)
                    positions.insert(first, at: 0)
                }
                for position in positions {
                    guard let recovered = outcomes[position][index] else { continue }
                    if recovered { result[index] = position }
                    break
                }
            }
            return result
        }
        guard order.count > 1 else { return run(Array(examples.indices), first: nil) }
        var result: [Int: Int] = [:]
        for members in Dictionary(grouping: examples.indices, by: { examples[$0].group }).values {
            var best = run(members, first: nil)
            for first in order.indices.dropFirst() {
                let tried = run(members, first: first)
                if tried.count > best.count { best = tried }
            }
            result.merge(best) { current, _ in current }
        }
        return result
    }

    /// Candidate rules for some examples, the most promising first: the best few start
    /// rules with the learned end delimiters, title elements, and the author-name grammar.
    static func hypotheses(_ examples: [HomepageRuleExample], threshold: Double)
        -> [HomepageTitleRule]
    {
        var result: [HomepageTitleRule] = []
        let ends = endDelimiters(examples)
        result += markRules(examples, threshold: threshold).prefix(2)
        for start in startRules(examples).prefix(4) {
            if let rest = restBreaks(ends, examples) {
                result.append(.delimited(start: start, ends: ends, restBreaks: rest))
            }
            result.append(.delimited(start: start, ends: ends))
        }
        result.append(.grammar)
        // Last: a line rule wins only where it recovers more known titles than the others, or
        // as many and reads more of the other entries like the known ones.
        result += lineRules(examples, threshold: threshold).prefix(1)
        return result
    }

    /// Line rules (`the second line of the entry`) ranked by how many known titles they hold:
    /// the line between `<br>`s is the title's extent on pages that put authors, title and
    /// venue on lines of their own without any other mark between them.
    static func lineRules(_ examples: [HomepageRuleExample], threshold: Double)
        -> [HomepageTitleRule]
    {
        var votes: [HomepageTitleRule: Int] = [:]
        for example in examples where !example.text.lines.isEmpty {
            for ordinal in 1...min(4, example.text.lines.count) {
                let rule = HomepageTitleRule.line(ordinal: ordinal)
                if let found = rule.title(in: example.text),
                    recovers(found.title, example, threshold: threshold)
                {
                    votes[rule, default: 0] += 1
                    break
                }
            }
        }
        return votes.sorted {
            $0.value != $1.value ? $0.value > $1.value : $0.key.description < $1.key.description
        }
        .map(\.key)
    }

    /// Start rules ranked by how many examples they place exactly, then by simplicity (the
    /// first occurrence before an exclusion list, before the n-th occurrence; short literal
    /// delimiters first).
    static func startRules(_ examples: [HomepageRuleExample]) -> [HomepageTitleStart] {
        var generated: [HomepageDelimiter: Set<Int>] = [:]
        var entryStart = 0
        for (index, example) in examples.enumerated() {
            let characters = example.text.characters
            let start = example.title.lowerBound
            let base = HomepageCitation.enumeratorEnd(characters)
            if HomepageTitleRule.skipOpening(characters, from: base) == start { entryStart += 1 }
            var bare = start
            while bare > base,
                characters[bare - 1] == " " || HomepageCitation.quotes[characters[bare - 1]] != nil
                    || characters[bare - 1] == "'" || characters[bare - 1] == "*"
            {
                bare -= 1
            }
            for end in Set([start, bare]) {
                for length in 1...maximumStartLength where end - length >= base {
                    let slice = characters[(end - length)..<end]
                    guard slice.contains(where: { !$0.isLetter && $0 != " " }) else { continue }
                    for level in 0...1 {
                        generated[HomepageDelimiter(slice, level: level), default: []].insert(index)
                    }
                }
            }
        }
        let candidates = generated.sorted {
            if $0.value.count != $1.value.count { return $0.value.count > $1.value.count }
            if $0.key.glyphs.count != $1.key.glyphs.count {
                return $0.key.glyphs.count < $1.key.glyphs.count
            }
            return $0.key.description < $1.key.description
        }
        .prefix(40)

        var scored: [(start: HomepageTitleStart, votes: Int, complexity: Int, order: Int)] = []
        if entryStart > 0 { scored.append((.entryStart, entryStart, 0, 0)) }
        for (rank, (delimiter, _)) in candidates.enumerated() {
            var byOccurrence: [Int: Int] = [:]
            var positives: [[HomepageGlyph]] = []
            var negatives = Set<[HomepageGlyph]>()
            for example in examples {
                let characters = example.text.characters
                let base = HomepageCitation.enumeratorEnd(characters)
                var before: [[HomepageGlyph]] = []
                // A place whose delimiter ends after the title's start puts the start past
                // it: the scan stops there, not at the end of the entry (a long entry's rest
                // was scanned for every candidate delimiter).
                let places = delimiter.occurrences(
                    in: characters, from: base, to: example.title.lowerBound)
                for (position, place) in places.enumerated() {
                    let begin = HomepageTitleRule.skipOpening(
                        characters, from: place + delimiter.glyphs.count)
                    if begin == example.title.lowerBound {
                        byOccurrence[position + 1, default: 0] += 1
                        positives.append(HomepageTitleRule.lookahead(characters, at: begin))
                        negatives.formUnion(before)
                        break
                    }
                    if begin > example.title.lowerBound { break }
                    before.append(HomepageTitleRule.lookahead(characters, at: begin))
                }
            }
            for (occurrence, votes) in byOccurrence where occurrence <= 3 {
                scored.append(
                    (
                        .after(delimiter, occurrence: occurrence), votes,
                        occurrence == 1 ? 0 : occurrence, rank + 1
                    ))
            }
            if !negatives.isEmpty {
                // What follows the delimiter before the title (an initial's `‹A›.`, `& `) is
                // excluded — but not what starts other titles: one odd entry (a title that
                // begins with a name) must not exclude every title that starts like a word.
                let lenient = negatives.subtracting(positives)
                for excluded in Set([negatives, lenient]) where !excluded.isEmpty {
                    let start = HomepageTitleStart.afterFirst(delimiter, excluded: excluded)
                    let votes = examples.filter { example in
                        let characters = example.text.characters
                        return HomepageTitleRule.start(
                            start, in: characters,
                            base: HomepageCitation.enumeratorEnd(characters))
                            == example.title.lowerBound
                    }.count
                    if votes > 0 { scored.append((start, votes, 1, rank + 1)) }
                }
            }
        }
        scored.sort {
            if $0.votes != $1.votes { return $0.votes > $1.votes }
            if $0.complexity != $1.complexity { return $0.complexity < $1.complexity }
            return $0.order < $1.order
        }
        return scored.map(\.start)
    }

    /// The right delimiters that end the examples' titles: the best one, then others that
    /// end more titles when the earliest of them is taken (`". "` and `"? "`).
    static func endDelimiters(_ examples: [HomepageRuleExample]) -> [HomepageDelimiter] {
        var generated: [HomepageDelimiter: Set<Int>] = [:]
        var toEnd = 0
        for (index, example) in examples.enumerated() {
            let characters = example.text.characters
            let end = example.title.upperBound
            if !characters[end...].contains(where: { $0.isLetter || $0.isNumber }) { toEnd += 1 }
            // Right after the title's last word, and at a closing quote a few characters on
            // (`?"`, `,”`: the quote ends titles whatever punctuation precedes it).
            var origins = [end]
            if let quote = (end..<min(characters.count, end + 3)).first(where: {
                HomepageGlyph.quotationMarks.contains(characters[$0])
            }), quote > end,
                !characters[end..<quote].contains(where: { $0.isLetter || $0.isNumber })
            {
                origins.append(quote)
            }
            for origin in origins {
                for length in 1...maximumEndLength where origin + length <= characters.count {
                    let slice = characters[origin..<(origin + length)]
                    guard let first = slice.first, !first.isLetter, !first.isNumber else {
                        continue
                    }
                    // Spaces and letters alone (` an `, ` ‹a›‹a› `) are a word of the next
                    // title, not what ends this one: a delimiter holds a mark.
                    guard
                        slice.contains(where: { !$0.isLetter && !$0.isNumber && $0 != " " })
                    else { continue }
                    for level in 0...1 {
                        generated[HomepageDelimiter(slice, level: level), default: []].insert(index)
                    }
                }
            }
        }
        let preference = [2: 0, 3: 1, 1: 2, 4: 3]
        let candidates = generated.keys.sorted {
            let (a, b) = (generated[$0]?.count ?? 0, generated[$1]?.count ?? 0)
            if a != b { return a > b }
            let (x, y) = (preference[$0.glyphs.count] ?? 9, preference[$1.glyphs.count] ?? 9)
            if x != y { return x < y }
            return $0.description < $1.description
        }
        .prefix(30)

        // Each candidate's first end in each example, worked out once for the sets below.
        let firstPlaces = Dictionary(
            uniqueKeysWithValues: candidates.map { candidate in
                (
                    candidate,
                    examples.map {
                        HomepageTitleRule.firstPlace(
                            candidate, in: $0.text.characters, from: $0.title.lowerBound)
                    }
                )
            })
        func votes(_ set: [HomepageDelimiter]) -> Int {
            examples.indices.filter { index in
                let example = examples[index]
                let characters = example.text.characters
                guard
                    let place = HomepageTitleRule.end(
                        set, in: example.text, from: example.title.lowerBound,
                        firstPlace: { firstPlaces[$0]?[index] ?? nil })
                else { return false }
                return place >= example.title.upperBound
                    && !characters[example.title.upperBound..<place].contains {
                        $0.isLetter || $0.isNumber
                    }
            }.count
        }
        var chosen: [HomepageDelimiter] = []
        var score = 0
        for _ in 0..<4 {
            var best: (HomepageDelimiter, Int)?
            for candidate in candidates where !chosen.contains(candidate) {
                let value = votes(chosen + [candidate])
                if value > (best?.1 ?? score) { best = (candidate, value) }
            }
            guard let best else { break }
            // A further delimiter must end two more titles (one, on a page with few
            // examples): one odd entry must not teach "? w" or " coa".
            if !chosen.isEmpty, best.1 - score < (examples.count <= 4 ? 1 : 2) { break }
            chosen.append(best.0)
            score = best.1
        }
        return toEnd > score ? [] : chosen
    }

    /// How many end delimiters stand between the known titles and the next year in at least
    /// 90% of the examples (three or more), `nil` when they disagree.
    static func restBreaks(_ ends: [HomepageDelimiter], _ examples: [HomepageRuleExample]) -> Int? {
        guard !ends.isEmpty, examples.count >= 3 else { return nil }
        var counts: [Int: Int] = [:]
        for example in examples {
            // After the delimiter that ends the title (`.” ` starts after the period).
            guard
                let place = HomepageTitleRule.end(
                    ends, in: example.text, from: example.title.lowerBound),
                place >= example.title.upperBound
            else { continue }
            counts[
                HomepageTitleRule.breaks(ends, example.text.characters, from: place + 1),
                default: 0] += 1
        }
        guard
            let (mode, count) = counts.max(by: {
                $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key
            }),
            count * 10 >= examples.count * 9
        else { return nil }
        return mode
    }

    /// Title-element rules (`the first <em>`) ranked by how many known titles they hold.
    static func markRules(_ examples: [HomepageRuleExample], threshold: Double)
        -> [HomepageTitleRule]
    {
        var votes: [HomepageTitleRule: Int] = [:]
        for example in examples {
            for tag in Set(example.text.marks.map(\.tag)) {
                let marks = HomepageTitleRule.titleMarks(of: example.text, tag: tag)
                for (index, range) in marks.enumerated() {
                    let text = HomepageCitation.clean(example.text.string(range))
                    if recovers(text, example, threshold: threshold) {
                        votes[.mark(tag: tag, ordinal: index + 1), default: 0] += 1
                        break
                    }
                }
            }
        }
        return votes.sorted {
            $0.value != $1.value ? $0.value > $1.value : $0.key.description < $1.key.description
        }
        .map(\.key)
    }
}
