import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// The real publication lists in `../shared/fixtures/real/homepage_pubs` (PROVENANCE.md §6).
///
/// Each page is seeded with five titles taken from across it, a few altered in case and
/// punctuation as Google Scholar shows them. The counts were established by reading the pages
/// and are checked against an independent oracle: an XPath written by hand for that page.
enum HomepageFixtures {
    /// The bytes of a page in `homepage_pubs` (fails clearly when ../shared is missing).
    static func data(_ name: String) throws -> Data {
        try RealFixtures.data("homepage_pubs/\(name)")
    }

    /// Extracts a page seeded with `titles`.
    static func extract(_ name: String, _ titles: [String]) throws -> HomepageExtraction {
        try HomepageExtractor.extract(
            data(name), origin: "homepage_pubs/\(name)", knownTitles: titles)
    }

    /// The texts a hand-written XPath selects on a page (the oracle).
    static func oracle(_ name: String, _ xpath: String) throws -> [String] {
        let document = try HTMLDocument(data: data(name), origin: name)
        return try document.select(xpath).map(\.text)
    }

    /// How many nodes a learned XPath selects on a page.
    static func count(_ name: String, _ xpath: String?) throws -> Int {
        guard let xpath else { return 0 }
        return try HTMLDocument(data: data(name), origin: name).select(xpath).count
    }

    /// The entry whose title starts like `prefix` (case and punctuation ignored).
    static func entry(_ result: HomepageExtraction, _ prefix: String) -> ReferenceEntry? {
        let key = TitleNormalizer.normalize(prefix)
        return result.entries.first { TitleNormalizer.normalize($0.title).hasPrefix(key) }
    }

    /// Compares extracted titles with oracle titles (normalized): found and spurious counts.
    static func compare(_ result: HomepageExtraction, titles: [String]) -> (
        found: Int, spurious: Int
    ) {
        let expected = Set(titles.map(TitleNormalizer.normalize))
        let extracted = Set(result.entries.map { TitleNormalizer.normalize($0.title) })
        return (expected.intersection(extracted).count, extracted.subtracting(expected).count)
    }

    /// Compares titles split out of citation strings with the oracle's citation strings: an
    /// item is found when one extracted title is inside it; a title is spurious when it is
    /// inside no item.
    static func compare(_ result: HomepageExtraction, citations: [String]) -> (
        found: Int, spurious: Int
    ) {
        let items = citations.map(TitleNormalizer.normalize)
        let titles = result.entries.map { TitleNormalizer.normalize($0.title) }
        let found = items.filter { item in titles.contains { item.contains($0) } }.count
        let spurious = titles.filter { title in !items.contains { $0.contains(title) } }.count
        return (found, spurious)
    }
}

@Suite struct HomepageRealPagesTests {
    @Test func yaroslavZharovLinksWithoutAuthors() throws {
        let name = "yaroslav_zharov_publications.html"
        let result = try HomepageFixtures.extract(
            name,
            [
                "Leveraging LLMs, IDEs, and semantic embeddings for automated move method "
                    + "refactoring",
                "EnvBench: A Benchmark for Automated Environment Setup",
                "Untangling knots: Leveraging LLM for error resolution in computational notebooks",
                "Dynamic Retrieval-Augmented Generation",
                "YASENN: Explaining Neural Networks via Partitioning Activation Sequences",
            ])
        #expect(result.entries.count == 13)
        let oracle = try HomepageFixtures.oracle(name, "//ul[@class='pub-list']/li/a")
        let comparison = HomepageFixtures.compare(result, titles: oracle)
        #expect(comparison.found == 13)
        #expect(comparison.spurious == 0)
        #expect(result.authorsXPath == nil)
        #expect(result.entries.allSatisfy { $0.authors.isEmpty && $0.year != nil })
        let first = try #require(result.entries.first)
        #expect(first.year == 2025)
        #expect(first.venue == "arXiv.org")
        let rag = try #require(HomepageFixtures.entry(result, "Dynamic Retrieval-Augmented"))
        #expect(rag.year == 2023)
        #expect(rag.venue == nil)
    }

    @Test func davidDaoYearSectionsAndSelectedBlock() throws {
        let name = "david_dao_index.html"
        let result = try HomepageFixtures.extract(
            name,
            [
                "ReforesTree: A dataset for estimating tropical forest carbon stock with deep "
                    + "learning and aerial imagery",
                "Geo-Bench: Toward Foundation Models for Earth Monitoring",
                "Tackling the overestimation of forest carbon with deep learning and aerial "
                    + "imagery",
                "Data capsule: A new paradigm for automatic compliance with data privacy "
                    + "regulations",
                "Automated plausibility analysis of large phylogenies",
            ])
        // 28 entries on the page: 24 publications, 4 of them repeated in "Selected".
        let oracle = try HomepageFixtures.oracle(
            name, "//div[@class='pubentry']/div[@class='pubtext']/a[1]")
        #expect(oracle.count == 28)
        #expect(result.entries.count == 24)
        #expect(result.notes.contains { $0.hasPrefix("4 repeated listings merged") })
        #expect(try HomepageFixtures.count(name, result.titleXPath) == 28)
        #expect(result.authorsXPath?.hasSuffix("' pubauthors ')]") == true)
        #expect(try HomepageFixtures.count(name, result.authorsXPath) == 28)
        let comparison = HomepageFixtures.compare(result, titles: oracle)
        #expect(comparison.found == 24)
        #expect(comparison.spurious == 0)
        #expect(result.entries.allSatisfy { $0.year != nil && $0.authors.contains("Dao") })
        let reforestree = try #require(HomepageFixtures.entry(result, "ReforesTree"))
        #expect(reforestree.year == 2022)
        #expect(reforestree.authors.hasPrefix("Gyri Reiersen, David Dao"))
        #expect(reforestree.venue == "AAAI 2022")
        let geoBench = try #require(HomepageFixtures.entry(result, "Geo-bench"))
        #expect(geoBench.year == 2023)
        let shapley = try #require(HomepageFixtures.entry(result, "Towards Efficient Data"))
        #expect(shapley.authors.hasPrefix("David Dao, Ruoxi Jia, Boxin Wang"))
    }

    @Test func davidDaoIn2022() throws {
        let name = "david_dao_index_2022-05-10.html"
        let result = try HomepageFixtures.extract(
            name,
            [
                "Efficient task-specific data valuation for nearest neighbor algorithms",
                "Ease.ml: A lifecycle management system for machine learning",
                "Xingu: Curating weak supervision signals for sustainable climate finance",
                "A demonstration of Sterling: a privacy-preserving data marketplace",
                "Anatomy of BioJS, an open source community for the life sciences",
            ])
        // 21 entries: 18 publications, 3 of them repeated in "Selected".
        let oracle = try HomepageFixtures.oracle(
            name, "//div[@class='pubentry']/div[@class='pubtext']/a[1]")
        #expect(oracle.count == 21)
        #expect(result.entries.count == 18)
        #expect(result.notes.contains { $0.hasPrefix("3 repeated listings merged") })
        let comparison = HomepageFixtures.compare(result, titles: oracle)
        #expect(comparison.found == 18)
        #expect(comparison.spurious == 0)
        let ease = try #require(HomepageFixtures.entry(result, "Ease. ML"))
        #expect(ease.year == 2021)
        #expect(ease.authors.contains("David Dao"))
    }

    @Test func jonBarronTableTemplate() throws {
        let name = "jon_barron_index.html"
        let result = try HomepageFixtures.extract(
            name,
            [
                "Image Generators are Generalist Vision Learners",
                "Mip-NeRF 360: Unbounded anti-aliased neural radiance fields",
                "Shape, illumination, and reflectance from shading",
                "Convolutional Color Constancy",
                "Cleaning the USNO-B catalog through automatic detection of optical artifacts",
            ])
        let oracle = try HomepageFixtures.oracle(name, "//span[@class='papertitle']")
        #expect(oracle.count == 111)
        #expect(result.entries.count == 111)
        let comparison = HomepageFixtures.compare(result, titles: oracle)
        #expect(comparison.found == 111)
        #expect(comparison.spurious == 0)
        #expect(result.titleXPath.hasSuffix("papertitle ')]"))
        #expect(try HomepageFixtures.count(name, result.titleXPath) == 111)
        #expect(try HomepageFixtures.count(name, result.authorsXPath) == 111)
        #expect(result.entries.allSatisfy { $0.year != nil })
        #expect(result.entries.allSatisfy { $0.authors.contains("Barron") })
        let first = try #require(result.entries.first)
        #expect(first.year == 2026)
        #expect(first.venue == "arXiv")
        #expect(first.authors.hasPrefix("Valentin Gabeur, Shangbang Long"))
        // An author list wrapped over two lines is joined.
        let human = try #require(HomepageFixtures.entry(result, "HumanNeRF"))
        #expect(human.authors.hasSuffix("Jonathan T. Barron, Ira Kemelmacher-Shlizerman"))
        // Entities written without their semicolon (`Arbel&aacuteez`) are decoded.
        let grouping = try #require(HomepageFixtures.entry(result, "Multiscale Combinatorial"))
        #expect(grouping.authors.contains("Pablo Arbeláez"))
        let usno = try #require(HomepageFixtures.entry(result, "Cleaning the USNO-B"))
        #expect(usno.year == 2008)
    }

    @Test func laureBertiEquillePlainCitationStrings() throws {
        let name = "laure_berti_equille_index_2023-11.html"
        let result = try HomepageFixtures.extract(
            name,
            [
                "Combining ecological and socio-environmental data and networks to achieve "
                    + "sustainability",
                "Learn2Clean: Optimizing the sequence of tasks for web data preparation",
                "Truth discovery algorithms: An experimental evaluation",
                "Quality-aware association rule mining",
                "Out of overinformation by information filtering and information weighting",
            ])
        // 159 <li> in 23 year groups; three publications are listed twice.
        let oracle = try HomepageFixtures.oracle(name, "//section[@id='publications']//li")
        #expect(oracle.count == 159)
        #expect(result.entries.count == 156)
        #expect(try HomepageFixtures.count(name, result.titleXPath) == 159)
        #expect(result.notes.contains { $0.hasPrefix("3 repeated listings merged") })
        let comparison = HomepageFixtures.compare(result, citations: oracle)
        #expect(comparison.found == 159)
        #expect(comparison.spurious == 0)
        #expect(result.entries.allSatisfy { $0.year != nil && $0.authors.contains("Berti") })

        let first = try #require(result.entries.first)
        #expect(
            first.title
                == "Combining ecological and socio-environmental data and networks to achieve "
                + "sustainability")
        #expect(first.authors == "L. Berti-Equille and R. L. G. Raimundo")
        #expect(first.year == 2023)
        // A quoted title; a comma between authors and title; editors; "(2015)." after names.
        let scared = try #require(HomepageFixtures.entry(result, "Don't be SCAREd"))
        #expect(scared.authors == "Mohamed Yakout, Laure Berti-Équille and Ahmed Elmagarmid")
        let masking = try #require(HomepageFixtures.entry(result, "A masking index"))
        #expect(masking.title == "A masking index for quantifying hidden glitches")
        #expect(masking.year == 2014)
        let quality = try #require(
            HomepageFixtures.entry(result, "Proceedings of the 21st International Conference"))
        #expect(quality.authors == "Ismael Caballero, Manuel Ángel Serrano, Laure Berti-Équille")
        let editorial = try #require(HomepageFixtures.entry(result, "Editorial"))
        #expect(editorial.year == 2015)
        // The "<2000" group takes its years from the citations.
        let ethics = try #require(HomepageFixtures.entry(result, "Out of Overinformation"))
        #expect(ethics.year == 1997)
    }

    @Test func linfengTangAlFolio() throws {
        let name = "linfeng_tang_alfolio_publications.html"
        let result = try HomepageFixtures.extract(
            name,
            [
                "Mask-DiFuser: A masked diffusion model for unified unsupervised image fusion",
                "DRLIE: Flexible low-light image enhancement via disentangled representations",
                "SwinFusion: Cross-domain long-range learning for general image fusion via swin "
                    + "transformer",
                "PIAFusion: A progressive infrared and visible image fusion network based on "
                    + "illumination aware",
                "STDFusionNet: An infrared and visible image fusion network based on salient "
                    + "target detection",
            ])
        let oracle = try HomepageFixtures.oracle(name, "//div[@class='title']")
        #expect(oracle.count == 17)
        #expect(result.entries.count == 17)
        let comparison = HomepageFixtures.compare(result, titles: oracle)
        #expect(comparison.found == 17)
        #expect(comparison.spurious == 0)
        #expect(result.authorsXPath?.hasSuffix("' author ')]") == true)
        #expect(try HomepageFixtures.count(name, result.authorsXPath) == 17)
        #expect(result.entries.allSatisfy { $0.year != nil && !$0.authors.isEmpty })
        // "7 more authors" is expanded from the toggle's script.
        let video = try #require(HomepageFixtures.entry(result, "VideoFusion"))
        #expect(
            video.authors
                == "Linfeng Tang, Yeda Wang, Meiqi Gong, Zizhuo Li, Yuxin Deng, Xunpeng Yi, "
                + "Chunyu Li, Han Xu, Hao Zhang, Jiayi Ma")
        #expect(video.year == 2025)
        let review = try #require(HomepageFixtures.entry(result, "基于深度学习的图像融合方法综述"))
        #expect(review.year == 2023)
        #expect(review.authors.hasPrefix("唐霖峰"))
    }

    @Test func christianIgelHandWrittenCitations() throws {
        let name = "christian_igel_publications.html"
        let result = try HomepageFixtures.extract(
            name,
            [
                "MMEarth-Bench: Global Model Adaptation via Multimodal Test-Time Training",
                "Neuroevolution strategies for episodic reinforcement learning",
                "Efficient covariance matrix update for variable metric evolution strategies",
                "Uncertainty handling CMA-ES for reinforcement learning",
                "Operator Adaptation in Evolutionary Computation and its Application to "
                    + "Structure Optimization of Neural Networks",
            ])
        // 317 div.publication (PROVENANCE's 312 counts only the unquoted class attribute);
        // one publication is listed twice.
        let oracle = try HomepageFixtures.oracle(name, "//div[@class='publication']")
        #expect(oracle.count == 317)
        #expect(result.entries.count == 316)
        #expect(try HomepageFixtures.count(name, result.titleXPath) == 317)
        #expect(result.notes.contains { $0.hasPrefix("1 repeated listing merged") })
        let comparison = HomepageFixtures.compare(result, citations: oracle)
        #expect(comparison.found == 317)
        #expect(comparison.spurious == 0)
        // Every entry has authors; the one without Igel is a proceedings he was track chair of.
        #expect(
            result.entries.filter { !$0.authors.contains("Igel") }.map(\.authors)
                == ["Christian Blum et al."])
        #expect(result.entries.filter { $0.year == nil }.count == 5)

        let first = try #require(result.entries.first)
        #expect(
            first.title
                == "MMEarth-Bench: Global Model Adaptation via Multimodal Test-Time Training")
        #expect(first.authors == "Lucia Gordon, Serge Belongie, Christian Igel, and Nico Lang")
        #expect(first.year == nil)  // "Coming soon"
        let neuro = try #require(HomepageFixtures.entry(result, "Neuroevolution Strategies for"))
        #expect(neuro.year == 2009)
        #expect(neuro.authors == "Verena Heidrich-Meisner and Christian Igel")
        #expect(neuro.venue?.hasPrefix("Journal of Algorithms") == true)
        let lits = try #require(HomepageFixtures.entry(result, "The Liver Tumor Segmentation"))
        #expect(lits.authors.hasSuffix("Leo Joskowicz, and Bjoern Menze"))
        let thesis = try #require(HomepageFixtures.entry(result, "Optimization of Support"))
        #expect(thesis.year == 2010)
        #expect(thesis.authors == "Christian Igel")
    }

    @Test func yiRenMarkdown() throws {
        let name = "yi_ren_pub.md"
        let result = try HomepageFixtures.extract(
            name,
            [
                "FastSpeech: Fast, robust and controllable text to speech",
                "DiffSinger: Singing voice synthesis via shallow diffusion mechanism",
                "Make-An-Audio: Text-to-Audio Generation with Prompt-Enhanced Diffusion Models",
                "GeneFace: Generalized and high-fidelity audio-driven 3D talking face synthesis",
                "Multilingual neural machine translation with knowledge distillation",
            ])
        // 6 paper boxes and 48 "- `VENUE` [Title](url), Authors" lines.
        #expect(result.entries.count == 54)
        #expect(result.entries.allSatisfy { $0.authors.contains("Yi Ren") })
        #expect(result.entries.filter { $0.year == nil }.map(\.venue) == ["IEEE TMM"])
        let fastSpeech = try #require(result.entries.first)
        #expect(fastSpeech.title == "FastSpeech: Fast, Robust and Controllable Text to Speech")
        #expect(fastSpeech.venue == "NeurIPS 2019")
        #expect(fastSpeech.year == 2019)
        #expect(fastSpeech.authors.hasPrefix("Yi Ren, Yangjun Ruan, Xu Tan"))
        let wsr = try #require(HomepageFixtures.entry(result, "WSRGlow"))
        #expect(wsr.year == 2021)
        #expect(wsr.authors == "Kexun Zhang, Yi Ren, Changliang Xu and Zhou Zhao")
        let portrait = try #require(HomepageFixtures.entry(result, "Real3D-Portrait"))
        #expect(portrait.venue == "ICLR 2024")
        #expect(portrait.authors == "Zhenhui Ye, Tianyun Zhong, Yi Ren, et al")
    }
}
