import HIndexCore

/// How well an extraction's titles agree with a page's hand-checked titles.
///
/// Titles are paired one to one, in page order, when their normalized forms
/// (``TitleNormalizer``) have a normalized edit-distance similarity of at least
/// ``threshold``: a word too many or too few in a ten-word title is a miss, a stray character
/// is not. Recall is correct / titles on the page; precision is correct / titles extracted.
public struct ExtractionScore: Sendable, Hashable {
    /// The similarity at which an extracted title counts as the page's title.
    public static let threshold = 0.95

    /// Titles extracted that are titles of the page.
    public var correct: Int
    /// Titles on the page.
    public var truth: Int
    /// Titles extracted.
    public var extracted: Int

    /// Creates a score from counts.
    public init(correct: Int, truth: Int, extracted: Int) {
        self.correct = correct
        self.truth = truth
        self.extracted = extracted
    }

    /// Scores extracted titles against the page's titles.
    public init(extracted: [String], truth: [String]) {
        let expected = truth.map(TitleNormalizer.normalize)
        var unused: [String: [Int]] = [:]
        for (index, title) in expected.enumerated() { unused[title, default: []].append(index) }
        var taken = Set<Int>()
        var correct = 0
        var fuzzy: [String] = []
        for title in extracted.map(TitleNormalizer.normalize) {
            if var places = unused[title], let first = places.first {
                places.removeFirst()
                unused[title] = places
                taken.insert(first)
                correct += 1
            } else {
                fuzzy.append(title)
            }
        }
        for title in fuzzy {
            if let index = expected.indices.first(where: {
                !taken.contains($0)
                    && TitleSimilarity.normalizedSimilarity(title, expected[$0]) >= Self.threshold
            }) {
                taken.insert(index)
                correct += 1
            }
        }
        self.init(correct: correct, truth: truth.count, extracted: extracted.count)
    }

    /// Correct over titles on the page (1 for a page without titles).
    public var recall: Double { truth == 0 ? 1 : Double(correct) / Double(truth) }
    /// Correct over titles extracted (1 when nothing was extracted).
    public var precision: Double { extracted == 0 ? 1 : Double(correct) / Double(extracted) }

    /// Two scores added up (micro-average).
    public static func + (a: ExtractionScore, b: ExtractionScore) -> ExtractionScore {
        ExtractionScore(
            correct: a.correct + b.correct, truth: a.truth + b.truth,
            extracted: a.extracted + b.extracted)
    }
}

extension ExtractionScore {
    /// Extracted titles that are not titles of the page, as a share of the page's titles
    /// (0 for a page without titles).
    public var spurious: Double {
        truth == 0 ? 0 : Double(extracted - correct) / Double(truth)
    }

    /// Whether the page is read well: at least 95% of its titles, and spurious entries at
    /// most 5% of its titles.
    public var isGood: Bool { recall >= 0.95 && spurious <= 0.05 }
}
