import Testing

@testable import HIndexCore

/// `Identifiers` helpers for identifiers inside links and source fields.
@Suite struct SourceIdentifiersTests {
    @Test(
        arguments: [
            ("https://doi.org/10.1145/3555555.3555556", "10.1145/3555555.3555556"),
            ("http://dx.doi.org/10.1109/ICC.2015.7249280", "10.1109/icc.2015.7249280"),
            ("https://www.doi.org/10.1/ABC", "10.1/abc"),
            ("doi:10.1000/xyz", "10.1000/xyz"),
            ("  10.1000/xyz ", "10.1000/xyz"),
            (
                "https://doi.org/10.4301/10.4301%2FS1807-17752014000200005",
                "10.4301/10.4301/s1807-17752014000200005"
            ),
            ("https://doi.org/10.1000/%ZZ", "10.1000/%zz"),
            ("https://arxiv.org/abs/2104.01234", nil),
            ("https://link.example.com/chapter/7", nil),
            ("https://doi.org/", nil),
            ("10.1000", nil),
            ("11.1000/xyz", nil),
            ("10.abc/xyz", nil),
            ("10.1000/has space", nil),
            ("", nil),
        ] as [(String, String?)])
    func doiInLink(raw: String, expected: String?) {
        #expect(Identifiers.doi(inLink: raw) == expected)
    }

    @Test(
        arguments: [
            ("https://arxiv.org/abs/2104.01234v2", "2104.01234"),
            ("http://arxiv.org/abs/2007.02426", "2007.02426"),
            ("https://arxiv.org/pdf/2006.16944", "2006.16944"),
            ("https://arxiv.org/pdf/2006.16944v1.pdf", "2006.16944"),
            ("https://export.arxiv.org/abs/1501.00001?context=cs", "1501.00001"),
            ("arxiv.org/abs/hep-th/9901001v3", "hep-th/9901001"),
            ("arXiv:1810.05365", "1810.05365"),
            ("pmh:oai:arXiv.org:2007.02426", "2007.02426"),
            ("oai:arXiv.org:2007.02426", "2007.02426"),
            ("https://doi.org/10.48550/arXiv.2007.02426", "2007.02426"),
            ("10.48550/arxiv.2510.10657", "2510.10657"),
            ("abs/1810.05365", "1810.05365"),
            ("1912.00042v3", "1912.00042"),
            ("math.GT/0309136", "math.gt/0309136"),
            ("cs/0112017", "cs/0112017"),
            ("https://doi.org/10.1109/ACCESS.2018.2870644", nil),
            ("https://ideas.repec.org/p/arx/papers/2007.12255.html", nil),
            ("arXiv:not-an-id", nil),
            ("12345.6789", nil),
            (nil, nil),
        ] as [(String?, String?)])
    func arxivInLink(raw: String?, expected: String?) {
        #expect(Identifiers.arxiv(inLink: raw) == expected)
    }

    @Test(
        arguments: [
            ("0000-0002-9822-1068", "0000-0002-9822-1068"),
            ("https://orcid.org/0000-0002-4481-0115", "0000-0002-4481-0115"),
            ("http://www.orcid.org/0000-0001-5109-371x", "0000-0001-5109-371X"),
            ("0000-0002-9822-106", nil),
            ("0000-0002-X822-1068", nil),
            ("https://example.org/0000-0002-9822-1068", nil),
            ("", nil),
        ] as [(String, String?)])
    func orcid(raw: String, expected: String?) {
        #expect(Identifiers.orcid(raw) == expected)
    }
}
