import Foundation
import HIndexCore
import Testing

@Suite struct ISODayTests {
    @Test func readsRealDaysOnly() {
        #expect(ISODay("2024-05-01")?.description == "2024-05-01")
        #expect(ISODay("2024-02-29") != nil)
        #expect(ISODay("2000-02-29") != nil)
        for text in [
            "2023-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-5-1",
            "24-05-01", "2024-05-01T00:00", "２０２４-05-01", "2024/05/01", "", "2024-05-00",
        ] {
            #expect(ISODay(text) == nil, "\(text)")
        }
    }

    @Test func dateIsMidnightUTC() throws {
        let day = try #require(ISODay("2024-05-01"))
        #expect(day.date == Date(timeIntervalSince1970: 1_714_521_600))
    }
}
