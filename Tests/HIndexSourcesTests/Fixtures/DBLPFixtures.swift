import Foundation

/// DBLP person records written by us from the published DBLP XML format
/// (`https://dblp.org/pid/{pid}.xml`: `<dblpperson name=… pid=… n=…>`, a `<person>` record,
/// one `<r>` per publication, then `<coauthors>`; element names from dblp.dtd). The person,
/// co-authors and papers are fictional; DOIs use the `10.5555` test prefix.
enum DBLPFixtures {
    /// A person with nine publication records of every kind the parser reads, plus a
    /// withdrawn record and the sections around them that it must ignore.
    static let person = """
        <?xml version="1.0" encoding="US-ASCII"?>
        <dblpperson name="Mira Castellanos" pid="123/4567" n="9">
        <person key="homepages/123/4567" mdate="2024-01-05">
        <author pid="123/4567">Mira Castellanos</author>
        <url>https://mira.example.edu/</url>
        <url>https://orcid.org/0000-0002-1825-0097</url>
        </person>
        <r><article key="journals/cacm/CastellanosW24" mdate="2024-03-01">
        <author pid="123/4567">Mira Castellanos</author>
        <author pid="01/1-1">Wei Wang 0001</author>
        <title>Tide Tables for Distributed Caches.</title>
        <pages>40-49</pages>
        <year>2024</year>
        <volume>67</volume>
        <journal>Commun. ACM</journal>
        <number>3</number>
        <ee>https://doi.org/10.5555/3600000.3600001</ee>
        <url>db/journals/cacm/cacm67.html#CastellanosW24</url>
        </article>
        </r>
        <r><inproceedings key="conf/sigmod/MullerC23" mdate="2023-06-20">
        <author pid="77/888">J&#246;rg M&#252;ller</author>
        <author pid="123/4567">Mira Castellanos</author>
        <title>Is <i>Eventual</i> Consistency &amp; Caching Enough?</title>
        <pages>101-114</pages>
        <year>2023</year>
        <booktitle>SIGMOD Conference</booktitle>
        <ee>https://doi.org/10.5555/3588888.3589999</ee>
        <crossref>conf/sigmod/2023</crossref>
        <url>db/conf/sigmod/sigmod2023.html#MullerC23</url>
        </inproceedings>
        </r>
        <r><article key="journals/corr/abs-2104-01234" mdate="2021-04-06" publtype="informal">
        <author pid="123/4567">Mira Castellanos</author>
        <title>Caches All the Way Down: A Survey.</title>
        <year>2021</year>
        <volume>abs/2104.01234</volume>
        <journal>CoRR</journal>
        <url>db/journals/corr/corr2104.html#abs-2104-01234</url>
        </article>
        </r>
        <r><incollection key="books/sp/22/Castellanos22" mdate="2022-09-01">
        <author pid="123/4567">Mira Castellanos</author>
        <title>Caching at the Edge of the Network.</title>
        <pages>1-20</pages>
        <year>2022</year>
        <booktitle>Handbook of Edge Systems</booktitle>
        <ee>https://link.example.com/chapter/7</ee>
        <ee>https://doi.org/10.5555/978-3-000-00000-0_1</ee>
        </incollection>
        </r>
        <r><article key="journals/tods/CastellanosA20" mdate="2020-11-11">
        <author pid="123/4567">Mira Castellanos</author>
        <author pid="55/5555">Amadou Diallo</author>
        <title>Write-Behind Logs.</title>
        <year>2020</year>
        <volume>45</volume>
        <journal>ACM Trans. Database Syst.</journal>
        <ee type="oa">https://arxiv.org/abs/1912.00042v3</ee>
        <ee>https://doi.org/10.5555/3400000.3400002</ee>
        </article>
        </r>
        <r><proceedings key="conf/cachews/2019" mdate="2019-08-01">
        <editor pid="123/4567">Mira Castellanos</editor>
        <editor pid="66/6666">Lena Park</editor>
        <title>Proceedings of the 3rd Workshop on Caches, CacheWS 2019, Lisbon, Portugal.</title>
        <publisher>Workshop Press</publisher>
        <year>2019</year>
        </proceedings>
        </r>
        <r><article key="journals/tods/Castellanos19" mdate="2019-05-01" publtype="withdrawn">
        <author pid="123/4567">Mira Castellanos</author>
        <title>A Withdrawn Paper.</title>
        <year>2019</year>
        <journal>ACM Trans. Database Syst.</journal>
        </article>
        </r>
        <r><inproceedings key="conf/vldb/Castellanos18" mdate="2018-09-01">
        <author pid="123/4567">Mira Castellanos</author>
        <title>Why Do Caches Forget...</title>
        <year>2018</year>
        <booktitle>VLDB</booktitle>
        <ee>http://dx.doi.org/10.5555/ABC%2FDEF</ee>
        </inproceedings>
        </r>
        <r><data key="data/10/Castellanos17" mdate="2017-02-01">
        <author pid="123/4567">Mira Castellanos</author>
        <title>CacheTrace: A Dataset of Cache Traces.</title>
        <year>2017</year>
        <publisher>Zenodo</publisher>
        <ee type="oa">https://doi.org/10.5555/zenodo.1234</ee>
        </data>
        </r>
        <r><phdthesis key="phd/Castellanos16" mdate="2016-12-01">
        <author pid="123/4567">Mira Castellanos</author>
        <title>Forgetting Well: Eviction Policies for Shared Caches.</title>
        <year>2016</year>
        <school>Universidad de Ejemplo</school>
        </phdthesis>
        </r>
        <coauthors n="4" nc="1">
        <co c="0"><na f="d/Diallo:Amadou" pid="55/5555">Amadou Diallo</na></co>
        <co c="0"><na f="m/M=uuml=ller:J=ouml=rg" pid="77/888">J&#246;rg M&#252;ller</na></co>
        <co c="0"><na f="p/Park:Lena" pid="66/6666">Lena Park</na></co>
        <co c="0"><na f="w/Wang_0001:Wei" pid="01/1-1">Wei Wang 0001</na></co>
        </coauthors>
        </dblpperson>
        """

    /// A record in the style of the dblp.xml dump: a DOCTYPE naming dblp.dtd (never loaded)
    /// and named Latin-1 entities that only that DTD declares.
    static let dumpStyle = """
        <?xml version="1.0" encoding="ISO-8859-1"?>
        <!DOCTYPE dblpperson SYSTEM "dblp.dtd">
        <dblpperson name="Bj&ouml;rn &Aring;kesson" pid="99/9">
        <r><article key="journals/x/Akesson20" mdate="2020-01-01">
        <author pid="99/9">Bj&ouml;rn &Aring;kesson</author>
        <title>&Uuml;ber Caches &amp; Co.</title>
        <year>2020</year>
        <journal>Inform. Spektrum</journal>
        </article></r>
        </dblpperson>
        """

    /// A person record with its `<person>` part but no publication.
    static let noPublications = """
        <?xml version="1.0"?>
        <dblpperson name="New Person" pid="999/1" n="0">
        <person key="homepages/999/1" mdate="2024-01-01"><author pid="999/1">New Person</author></person>
        </dblpperson>
        """
}
