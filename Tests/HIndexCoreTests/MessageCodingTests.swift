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

    @Test func textIsABareStringAndTheOtherKindsAreNamed() throws {
        let arguments: [Message.Argument] = [
            .text("a \"quoted\" path"), .text(""), .number(-3),
            .source("OpenAlex", inSentence: false), .message(.verbatim("inner")),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(arguments), as: UTF8.self)
        #expect(
            text
                == #"["a \"quoted\" path","",{"number":{"_0":-3}},"#
                + #"{"source":{"_0":"OpenAlex","inSentence":false}},"#
                + #"{"message":{"_0":{"arguments":{"text":"inner"},"key":"noticeVerbatim"}}}]"#)
        #expect(
            try JSONDecoder().decode([Message.Argument].self, from: Data(text.utf8)) == arguments)
    }

    @Test func theFormOfEarlierVersionsIsStillRead() throws {
        // As Swift's synthesized coding wrote every argument before text became a string.
        let earlier =
            #"{"arguments":{"advice":{"message":{"_0":{"arguments":{"path":{"text":"#
            + #"{"_0":"scientists/a.md"}}},"key":"noticeAddSaved"}}},"path":{"text":"#
            + #"{"_0":"snapshots/a.html"}},"year":{"text":{"_0":"2025"}}},"#
            + #""key":"noticeDataYearChart"}"#
        let message = try JSONDecoder().decode(Message.self, from: Data(earlier.utf8))
        #expect(
            message
                == Message(
                    .noticeDataYearChart,
                    [
                        "advice": .message(
                            Message(.noticeAddSaved, ["path": .text("scientists/a.md")])),
                        "path": .text("snapshots/a.html"), "year": .text("2025"),
                    ]))
        for damaged in [#"{"text":1}"#, #"{}"#, #"{"text":{"_0":"a"},"number":{"_0":1}}"#, "3"] {
            #expect(throws: DecodingError.self, "\(damaged)") {
                try JSONDecoder().decode(Message.Argument.self, from: Data(damaged.utf8))
            }
        }
    }
}
