/// How strongly a citation-source paper is tied to the scientist (SPEC §5.3).
///
/// A reference list *confirms* papers; a paper missing from it is not thereby someone
/// else's: real lists are selective or read in part. The other papers are judged by their
/// own evidence.
public enum AttributionClass: String, Sendable, Hashable, Codable, CaseIterable {
    /// Matched to an entry of the scientist's list (or named by `include`).
    case confirmed
    /// Not on a list, but tied to the scientist: shared co-authors with confirmed papers
    /// (directly or through a cluster of co-authors connected to them), or a close topic or
    /// the same venue without a separate circle of co-authors.
    case attributed
    /// Nothing either way.
    case undecided
    /// Evidence against: a circle of co-authors disconnected from the confirmed papers and a
    /// distant topic, or an author name that conflicts with the scientist's.
    case possibleNamesake = "possible-namesake"
}

/// What to do with papers that look like a namesake's when the scientist has no list
/// (`possible_namesakes:` in the scientist's file).
public enum NamesakePolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Count them, and tell the maintainer (the default: without a list, nothing confirms
    /// that they are someone else's).
    case count
    /// Leave them out.
    case leaveOut = "leave_out"
}

/// What a reference list says it is (`publication_list:` in the scientist's file).
public enum PublicationListKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Read the list's own words ("Selected publications") and its coverage; a paper missing
    /// from the list is judged by its evidence (the default).
    case auto
    /// The list is complete: only listed papers count (the thesis's strict rule).
    case complete
    /// The list is a selection: a paper missing from it is judged by its evidence.
    case selected
}

/// How a paper's co-authors relate to the confirmed papers.
public enum CoauthorTie: String, Sendable, Hashable, Codable {
    /// It shares a co-author with a confirmed paper.
    case direct
    /// It shares none directly, but its co-authors are connected to confirmed papers through
    /// other papers of the source.
    case cluster
    /// It has co-authors, none connected to the confirmed papers.
    case separate
    /// The scientist is its only author.
    case solo
    /// The source gives no author line.
    case unknown
}

/// How close a paper's topic (title and venue words) is to the confirmed papers'.
public enum TopicCloseness: String, Sendable, Hashable, Codable {
    /// Most of its distinctive words occur in confirmed papers.
    case close
    /// Some do.
    case middle
    /// Almost none do.
    case distant
    /// Too few words, or too few confirmed papers, to say.
    case unknown
}

/// The evidence for a paper's ``AttributionClass``, as the page and the exports state it.
public struct AttributionEvidence: Sendable, Hashable, Codable {
    /// How its co-authors relate to the confirmed papers.
    public var coauthors: CoauthorTie
    /// Co-authors it shares with confirmed papers (as this paper writes them; at most three),
    /// or for a ``CoauthorTie/cluster`` tie, its co-authors that carry the link.
    public var sharedCoauthors: [String]
    /// How many confirmed papers share those co-authors (direct ties).
    public var confirmedPapersSharing: Int
    /// How close its topic is.
    public var topic: TopicCloseness
    /// The share (0…1) of its distinctive words found in confirmed papers, weighted by rarity.
    public var topicScore: Double?
    /// Words it shares with confirmed papers (the rarest first, at most three).
    public var topicWords: [String]
    /// A venue it shares with confirmed papers, as this paper writes it.
    public var sharedVenue: String?
    /// Whether its year lies within the confirmed papers' span (two years either side);
    /// `nil` when a year is missing.
    public var inCareerSpan: Bool?
    /// An author name with the scientist's surname whose given names conflict with the
    /// scientist's, when no author name of the paper is compatible with them.
    public var conflictingName: String?
    /// Whether the paper was compared with the rest of the profile (no list was given)
    /// rather than with the papers on a list.
    public var comparedWithRestOfProfile: Bool?
    /// The size of its circle of co-authors when none of the circle is on a list that reads
    /// as complete and holds so much of the source that this is unlikely by chance.
    public var circleMissingFromList: Int?

    /// Creates evidence.
    public init(
        coauthors: CoauthorTie, sharedCoauthors: [String] = [], confirmedPapersSharing: Int = 0,
        topic: TopicCloseness = .unknown, topicScore: Double? = nil, topicWords: [String] = [],
        sharedVenue: String? = nil, inCareerSpan: Bool? = nil, conflictingName: String? = nil,
        comparedWithRestOfProfile: Bool? = nil
    ) {
        self.comparedWithRestOfProfile = comparedWithRestOfProfile
        self.coauthors = coauthors
        self.sharedCoauthors = sharedCoauthors
        self.confirmedPapersSharing = confirmedPapersSharing
        self.topic = topic
        self.topicScore = topicScore
        self.topicWords = topicWords
        self.sharedVenue = sharedVenue
        self.inCareerSpan = inCareerSpan
        self.conflictingName = conflictingName
    }
}

/// One paper's class with its evidence (no evidence for confirmed papers: their match is it).
public struct PaperAttribution: Sendable, Hashable, Codable {
    /// The class.
    public var attributionClass: AttributionClass
    /// Why, for papers that are not confirmed.
    public var evidence: AttributionEvidence?

    /// Creates an attribution.
    public init(_ attributionClass: AttributionClass, evidence: AttributionEvidence? = nil) {
        self.attributionClass = attributionClass
        self.evidence = evidence
    }

    enum CodingKeys: String, CodingKey {
        case attributionClass = "class"
        case evidence
    }
}

/// How a scientist's papers were attributed, for the summary line and the exports.
public struct AttributionSummary: Sendable, Hashable, Codable {
    /// Papers per class (merged duplicates and manual exclusions not counted).
    public var confirmed: Int
    /// Papers tied to the scientist without being listed.
    public var attributed: Int
    /// Papers with no evidence either way.
    public var undecided: Int
    /// Papers left out as a possible namesake's.
    public var possibleNamesakes: Int
    /// Whether undecided papers count (a source the scientist curates).
    public var undecidedCount: Bool
    /// The list kind the content file gives (`auto` when it gives none).
    public var declaredKind: PublicationListKind
    /// The kind the list was read as: `complete` or `selected`.
    public var kind: PublicationListKind
    /// The list's own words that made it read as a selection ("Selected publications"), or
    /// `nil`.
    public var selectionPhrase: String?

    /// Creates a summary.
    public init(
        confirmed: Int, attributed: Int, undecided: Int, possibleNamesakes: Int,
        undecidedCount: Bool, declaredKind: PublicationListKind, kind: PublicationListKind,
        selectionPhrase: String? = nil
    ) {
        self.confirmed = confirmed
        self.attributed = attributed
        self.undecided = undecided
        self.possibleNamesakes = possibleNamesakes
        self.undecidedCount = undecidedCount
        self.declaredKind = declaredKind
        self.kind = kind
        self.selectionPhrase = selectionPhrase
    }
}

extension AttributionEvidence {
    /// The evidence in words, one message per fact, in the order the rules weigh them.
    ///
    public var messages: [Message] {
        var result: [Message] = []
        if let conflictingName {
            result.append(Message(.evidenceNameConflict, ["written": .text(conflictingName)]))
        }
        let names = Message.Argument.text(sharedCoauthors.joined(separator: ", "))
        switch coauthors {
        case .direct:
            result.append(
                Message(
                    count: confirmedPapersSharing, one: .evidenceSharedCoauthorsOne,
                    other: .evidenceSharedCoauthorsOther, ["names": names]))
        case .cluster: result.append(Message(.evidenceCoauthorCluster, ["names": names]))
        case .separate:
            result.append(
                Message(
                    comparedWithRestOfProfile == true
                        ? .evidenceSeparateFromRest : .evidenceSeparateCoauthors))
        case .solo: result.append(Message(.evidenceSolo))
        case .unknown: result.append(Message(.evidenceNoAuthors))
        }
        if let circleMissingFromList {
            result.append(
                Message(.evidenceCircleMissingFromList, ["count": .number(circleMissingFromList)]))
        }
        let words = Message.Argument.text(topicWords.joined(separator: ", "))
        switch topic {
        case .close: result.append(Message(.evidenceTopicClose, ["words": words]))
        case .middle: result.append(Message(.evidenceTopicMiddle, ["words": words]))
        case .distant:
            result.append(
                Message(
                    comparedWithRestOfProfile == true
                        ? .evidenceTopicDistantFromRest : .evidenceTopicDistant))
        case .unknown:
            if topicScore == nil, topicWords.isEmpty, sharedVenue == nil, inCareerSpan == nil {
                result.append(Message(.evidenceTooFewConfirmed))
            } else {
                result.append(Message(.evidenceTopicUnknown))
            }
        }
        if let sharedVenue {
            result.append(Message(.evidenceSameVenue, ["venue": .text(sharedVenue)]))
        }
        if inCareerSpan == false { result.append(Message(.evidenceOutsideSpan)) }
        return result
    }
}

extension AttributionSummary {
    /// The summary in one sentence ("12 papers are on the scientist’s list, 44 more are tied
    /// to it by co-authors, topic or venue, 15 are left out as a possible namesake’s."), then
    /// the sentence saying how the list was read.
    public var messages: [Message] {
        var parts = [
            Message(
                count: confirmed, one: .attributionSummaryConfirmedOne,
                other: .attributionSummaryConfirmedOther)
        ]
        if attributed > 0 {
            parts.append(
                Message(
                    count: attributed, one: .attributionSummaryAttributedOne,
                    other: .attributionSummaryAttributedOther))
        }
        if undecided > 0 {
            parts.append(
                undecidedCount
                    ? Message(
                        count: undecided, one: .attributionSummaryUndecidedCountedOne,
                        other: .attributionSummaryUndecidedCountedOther)
                    : Message(
                        count: undecided, one: .attributionSummaryUndecidedLeftOutOne,
                        other: .attributionSummaryUndecidedLeftOutOther))
        }
        if possibleNamesakes > 0 {
            parts.append(
                Message(
                    count: possibleNamesakes, one: .attributionSummaryNamesakesOne,
                    other: .attributionSummaryNamesakesOther))
        }
        let joined = parts.dropFirst().reduce(parts[0]) { list, item in
            Message(.noticeSemicolonList, ["list": .message(list), "item": .message(item)])
        }
        let kindMessage: Message
        switch (declaredKind, kind) {
        case (.complete, _): kindMessage = Message(.attributionKindCompleteDeclared)
        case (.selected, _): kindMessage = Message(.attributionKindSelectedDeclared)
        case (.auto, .selected):
            kindMessage =
                selectionPhrase.map {
                    Message(.attributionKindSelectedPhrase, ["phrase": .text($0)])
                } ?? Message(.attributionKindSelectedCoverage)
        case (.auto, _): kindMessage = Message(.attributionKindComplete)
        }
        return [Message(.attributionSummarySentence, ["parts": .message(joined)]), kindMessage]
    }
}
