import Foundation
import Testing

@testable import HIndexCore

/// Messages as build records store them: every key by its name, read back as written.
@Suite struct MessageCodingTests {
    @Test func everyKeyIsReadBackFromItsName() throws {
        for key in MessageKey.allCases {
            let data = try JSONEncoder().encode([key])
            #expect(String(decoding: data, as: UTF8.self) == "[\"\(key.rawValue)\"]")
            #expect(try JSONDecoder().decode([MessageKey].self, from: data) == [key])
        }
    }

    @Test func anUnknownKeyIsAnError() {
        for text in ["[\"noSuchMessage\"]", "[\"\"]", "[3]", "[null]"] {
            #expect(throws: DecodingError.self, "\(text)") {
                try JSONDecoder().decode([MessageKey].self, from: Data(text.utf8))
            }
        }
    }

    @Test func aNestedMessageIsReadBackAsWritten() throws {
        let message = Message(
            .noticeDataYearChart,
            [
                "path": .text("snapshots/a.html"), "year": .number(2025),
                "advice": .message(
                    Message(count: 2, one: .noticeDuplicate, other: .noticeDuplicateSame)),
                "source": .source("Google Scholar profile", inSentence: true),
            ])
        let back = try JSONDecoder().decode(Message.self, from: JSONEncoder().encode(message))
        #expect(back == message)
        #expect(back.english == message.english)
    }
}
