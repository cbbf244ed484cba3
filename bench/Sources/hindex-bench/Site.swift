// The site benchmark's content (bench/run site):
//
//   hindex-bench site-corpus DIR [--scientists N] [--publications P] [--seed S] [--spares K]
//
// writes DIR/hindex/content (hindex-site content with saved Scholar pages and homepages),
// DIR/spare (K more scientists to add in a rebuild) and DIR/hugo (the equivalent Hugo site);
// see SiteCorpus.write(to:spares:).

import Foundation
import SiteCorpus

struct SiteCorpusArguments {
    var directory: URL
    var scientists = 1000
    var publications = 100
    var seed: UInt64 = 1
    var spares = 0

    /// `DIR [--scientists N] [--publications P] [--seed S] [--spares K]`; nil when malformed.
    init?(_ arguments: [String]) {
        var rest = arguments[...]
        guard let first = rest.popFirst(), !first.hasPrefix("--") else { return nil }
        directory = URL(fileURLWithPath: first, isDirectory: true)
        while let option = rest.popFirst() {
            guard let value = rest.popFirst(), let number = UInt64(value) else { return nil }
            switch option {
            case "--scientists": scientists = Int(number)
            case "--publications": publications = Int(number)
            case "--seed": seed = number
            case "--spares": spares = Int(number)
            default: return nil
            }
        }
    }
}

func writeSiteCorpus(_ arguments: SiteCorpusArguments) throws {
    let corpus = SiteCorpus(
        scientists: arguments.scientists, publications: arguments.publications,
        seed: arguments.seed)
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
        try corpus.write(to: arguments.directory, spares: arguments.spares)
    }
    print(
        String(
            format: "site-corpus: %d scientists × %d publications (seed %llu, %d spares) in %.1f s",
            arguments.scientists, arguments.publications, arguments.seed, arguments.spares,
            seconds(elapsed)))
}
