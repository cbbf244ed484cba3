import ExtractionCorpus
import Foundation

/// One made-up publication of a synthetic scientist, as their Scholar profile lists it.
public struct SyntheticPublication: Sendable, Equatable {
    /// The title (unique within the scientist's list).
    public var title: String
    /// Scholar's abbreviated author list (`A Surname, B Other`).
    public var authors: String
    /// The journal or proceedings.
    public var venue: String
    /// The year of publication.
    public var year: Int
    /// The "Cited by" count (0 is written as an empty cell, like Scholar's).
    public var citations: Int
}

/// One made-up scientist of the site benchmark: who they are and every number their saved
/// pages carry, so that tests can compute the expected metrics independently.
public struct SyntheticScientist: Sendable, Equatable {
    /// The content file's name without `.md`.
    public var slug: String
    /// The full name.
    public var name: String
    /// The department's name (as in `departments/*.md`).
    public var department: String
    /// A made-up Scholar user id (12 characters, like Scholar's).
    public var scholarUser: String
    /// The profile's rows, most cited first (Scholar's default order).
    public var publications: [SyntheticPublication]
    /// Whether the scientist has a saved homepage publication list (`<ul><li>`).
    public var hasHomepage: Bool
    /// The paragraph below the front matter.
    public var bio: String

    /// The Scholar file under `content/`.
    public var scholarPath: String { "snapshots/\(slug)-scholar.html" }
    /// The homepage file under `content/` (when ``hasHomepage``).
    public var homepagePath: String { "snapshots/\(slug)-homepage.html" }
    /// Scholar's abbreviated form of the name (`M Rossi`).
    public var scholarName: String {
        let parts = name.split(separator: " ")
        guard let family = parts.last else { return name }
        let initials = parts.dropLast().compactMap(\.first).map(String.init).joined()
        return initials.isEmpty ? String(family) : "\(initials) \(family)"
    }
}

/// The words synthetic scientists and titles are made of.
enum SyntheticVocabulary {
    static let givenNames = [
        "Ada", "Maria", "Kim", "Hana", "Pieter", "Elena", "Chen", "Wei", "Aisha", "Olga", "José",
        "François", "Jürgen", "Søren", "Li", "Ana", "Tom", "Rajesh", "Yuki", "Lars", "Mary",
        "Jean", "Amara", "Tariq", "Ingrid", "Mateo", "Priya", "Kwame", "Sofia", "Dmitri", "Leila",
        "Hugo", "Nadia", "Omar", "Greta", "Felipe", "Mei", "Arjun", "Zofia", "Emeka",
    ]
    static let familyNames = [
        "Smith", "Rossi", "Tan", "Lee", "Berg", "García", "Müller", "Nguyen", "O'Brien", "Souza",
        "Kowalski", "Dubois", "Ivanova", "Zhang", "Wang", "Sato", "Novák", "Hansen", "MacLeod",
        "Haddad", "Åberg", "Quispe", "Okafor", "Lindqvist", "Moreau", "Petrov", "Kaur", "Yilmaz",
        "Fischer", "Costa", "Nakamura", "Eze", "Larsen", "Romano", "Park", "Ferreira", "Mensah",
        "Horvat", "Janssen", "Rahman", "Castillo", "Weber", "Ito", "Popescu", "Abebe", "Santos",
        "Kovač", "Lund", "Oyelaran", "Duarte",
    ]
    static let departments = [
        "Computer Science", "Marine Biology", "Physics", "Chemistry", "Mathematics",
        "Economics", "Linguistics", "Earth Sciences", "Neuroscience", "Civil Engineering",
    ]
    static let adjectives = [
        "adaptive", "robust", "sparse", "scalable", "probabilistic", "distributed", "efficient",
        "interpretable", "hierarchical", "nonlinear", "stochastic", "coupled", "multiscale",
        "low-rank", "causal", "spectral", "federated", "semi-supervised", "Bayesian", "dynamic",
        "coastal", "tidal", "thermal", "quantum", "urban", "seasonal", "long-term", "regional",
    ]
    static let subjects = [
        "sediment transport", "graph embeddings", "kelp forests", "protein folding",
        "labour markets", "language acquisition", "crystal lattices", "river networks",
        "neural circuits", "bridge decks", "mesh networks", "ocean heat content",
        "catalytic surfaces", "prime gaps", "code-switching", "monetary policy", "soil carbon",
        "cortical oscillations", "traffic flow", "ice sheets", "plankton blooms", "wind turbines",
        "phonetic variation", "dark matter halos", "polymer films", "housing prices",
        "groundwater recharge", "synaptic plasticity", "concrete fatigue", "coral bleaching",
        "topological insulators", "supply chains", "speech recognition", "aerosol optics",
    ]
    static let methods = [
        "estimation", "inference", "modelling", "detection", "forecasting", "segmentation",
        "calibration", "reconstruction", "optimization", "simulation", "measurement",
        "classification", "control", "identification", "sampling", "verification",
    ]
    static let settings = [
        "under uncertainty", "from sparse observations", "at continental scale",
        "in low-resource settings", "with limited labels", "across decades", "in real time",
        "on commodity hardware", "in the Arctic", "in tropical estuaries", "under climate change",
        "with missing data", "for policy makers", "in heterogeneous media", "at high pressure",
    ]
    static let forms = [
        "{Adj} {method} of {subject} {setting}", "{Subject}: a {adj} {method} approach",
        "On the {method} of {adj} {subject}", "Towards {adj} {method} for {subject}",
        "{Adj} {subject} {setting}: evidence from {n} sites",
        "A {adj} framework for {subject} {method}", "Revisiting {subject} {method} {setting}",
        "What drives {adj} {subject}? {Method} {setting}", "{Subject} and {subject2} {setting}",
        "{Method} of {subject} with {adj} priors", "Learning {adj} {subject} {setting}",
        "{N} years of {subject} {method}: a review",
    ]
    static let journals = [
        "Nature Communications", "Physical Review Letters", "Journal of Hydrology",
        "Proceedings of the National Academy of Sciences", "IEEE Transactions on Networking",
        "Marine Ecology Progress Series", "Journal of Applied Econometrics", "NeurIPS", "ICML",
        "Geophysical Research Letters", "Journal of Chemical Physics", "Language", "Neuron",
        "Annals of Mathematics", "Structural Safety", "arXiv preprint", "PLOS ONE",
        "Journal of Computational Physics", "ACL", "Remote Sensing of Environment",
    ]
}
