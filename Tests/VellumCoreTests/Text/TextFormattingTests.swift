import Foundation
import Testing
@testable import VellumCore

/// Text(_:format:), Text(_:style:), the locale, and Markdown in string literals
/// (issue 20, Text). Expected strings are iOS 17's, from Apple's documentation where it
/// gives examples.
@MainActor
struct TextFormattingTests {
    /// 2020-04-01 09:41:00 UTC, the date of Apple's `Text(_:style:)` examples.
    let now = Date(timeIntervalSince1970: 1_585_734_060)

    func environment(locale: String = "en_US") -> EnvironmentValues {
        var env = EnvironmentValues.spec
        env.locale = Locale(identifier: locale)
        env.timeZone = TimeZone(identifier: "UTC")!
        env.vellumNow = now
        return env
    }

    /// What `text` shows in `environment`.
    func shown(_ text: Text, in env: EnvironmentValues? = nil) -> String {
        let env = env ?? environment()
        return text.runs.map { $0.resolvedString(in: env) }.joined()
    }

    // MARK: - Formats

    /// A fresh simulator is en_US: `$12.50`, where Linux's POSIX locale would give `US$12.50`.
    @Test func currencyIsFormattedInTheDefaultLocale() {
        let host = ViewHost(Text(12.5, format: .currency(code: "USD")), size: CGSize(width: 200, height: 100),
                            environment: .spec)
        #expect(host.contains(text: "$12.50"))
    }

    @Test func formatsFollowTheEnvironmentsLocale() {
        let euros = Text(12.5, format: .currency(code: "EUR"))
        #expect(shown(euros, in: environment(locale: "de_DE")) == "12,50\u{a0}€")
        let host = ViewHost(euros.environment(\.locale, Locale(identifier: "de_DE")), size: CGSize(width: 200, height: 100),
                            environment: .spec)
        #expect(host.contains(text: "12,50\u{a0}€"))
    }

    @Test func numbersPercentsDatesAndLists() {
        #expect(shown(Text(1_234_567, format: .number)) == "1,234,567")
        #expect(shown(Text(0.25, format: .percent)) == "25%")
        let style = Date.FormatStyle(date: .abbreviated, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)
        #expect(shown(Text(now, format: style)) == "Apr 1, 2020")
        #expect(shown(Text(["Alice", "Bob", "Carol"], format: .list(type: .and))) == "Alice, Bob, and Carol")
    }

    @Test func formattedTextsCompareByValueAndFormat() {
        #expect(Text(1, format: .number) == Text(1, format: .number))
        #expect(Text(1, format: .number) != Text(2, format: .number))
        #expect(Text(0.5, format: .percent) != Text(0.5, format: .number))
    }

    @Test func interpolatedFormatsTakeTheLocaleToo() {
        let text = Text("Total: \(12.5, format: .currency(code: "USD"))")
        #expect(shown(text) == "Total: $12.50")
    }

    // MARK: - Date styles, against the host's clock

    /// Apple's examples: April 1, 2020 at 9:41 shows "April 1, 2020" and "9:41 AM"
    /// (iOS 17 puts a narrow no-break space before AM, as ICU does).
    @Test func dateAndTimeStyles() {
        #expect(shown(Text(now, style: .date)) == "April 1, 2020")
        #expect(shown(Text(now, style: .time)) == "9:41\u{202f}AM")
        #expect(shown(Text("Date: \(now, style: .date)")) == "Date: April 1, 2020")
    }

    /// Apple's example: a date 11 min 14 s ahead is "11 min, 14 sec" relative and
    /// "-11 minutes" as an offset; past dates are "+".
    @Test func relativeAndOffsetStyles() {
        let ahead = now.addingTimeInterval(11 * 60 + 14)
        #expect(shown(Text(ahead, style: .relative)) == "11 min, 14 sec")
        #expect(shown(Text(ahead, style: .offset)) == "-11 minutes")
        let behind = now.addingTimeInterval(-(2 * 3600 + 23 * 60))
        #expect(shown(Text(behind, style: .relative)) == "2 hr, 23 min")
        #expect(shown(Text(behind, style: .offset)) == "+2 hours")
    }

    /// Apple's examples: 15 minutes ahead shows "15:00"; past an hour, "36:59:01".
    @Test func timerStyle() {
        #expect(shown(Text(now.addingTimeInterval(15 * 60), style: .timer)) == "15:00")
        #expect(shown(Text(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), style: .timer)) == "36:59:01")
    }

    @Test func theHostsClockIsWhatTheViewShows() {
        let host = ViewHost(Text(now.addingTimeInterval(90), style: .timer), size: CGSize(width: 200, height: 100),
                            environment: environment())
        #expect(host.contains(text: "1:30"))
    }

    // MARK: - Markdown

    struct Style: Equatable {
        var string: String
        var bold = false, italic = false, code = false, strike = false, link = false
    }

    func styles(_ text: Text) -> [Style] {
        text.runs.map {
            Style(string: $0.string, bold: $0.weight == .bold, italic: $0.isItalic, code: $0.isMonospaced,
                  strike: $0.strikethrough != nil, link: $0.color == .accentColor)
        }
    }

    @Test func literalsStyleTheirMarkdown() {
        #expect(styles(Text("**Bold** and *italic*, `code`, [link](https://apple.com)")) == [
            Style(string: "Bold", bold: true), Style(string: " and "), Style(string: "italic", italic: true),
            Style(string: ", "), Style(string: "code", code: true), Style(string: ", "),
            Style(string: "link", link: true),
        ])
        #expect(styles(Text("~~gone~~ __strong__ _em_ ***both***")) == [
            Style(string: "gone", strike: true), Style(string: " "), Style(string: "strong", bold: true),
            Style(string: " "), Style(string: "em", italic: true), Style(string: " "),
            Style(string: "both", bold: true, italic: true),
        ])
    }

    @Test func stringVariablesAndVerbatimStayLiteral() {
        let stored = "**Bold** and *italic*"
        #expect(Text(stored).string == "**Bold** and *italic*")
        #expect(Text(verbatim: "**Bold**").string == "**Bold**")
        #expect(styles(Text(stored)) == [Style(string: "**Bold** and *italic*")])
    }

    /// Unpaired delimiters, escapes, intraword underscores and block syntax are shown as typed.
    @Test func whatIsNotMarkdownIsShownAsTyped() {
        #expect(Text("2 * 3 * 4").string == "2 * 3 * 4")
        #expect(Text("snake_case_name").string == "snake_case_name")
        #expect(Text("\\*not italic\\*").string == "*not italic*")
        #expect(Text("# Title\n- item").string == "# Title\n- item")
        #expect(Text("**open").string == "**open")
    }

    /// Text without a delimiter skips the parser; what it answers is what the parser does.
    @Test func plainTextSkipsTheParserWithTheSameResult() {
        let corpus = [
            "", " ", "Item 42", "Hello, world!", "# Title\n- item\r\n> quote", "a\u{301}e\u{301}", "\u{FFFC}",
            "مرحبا بالعالم", "שלום", "日本語のテキスト", "👩‍👩‍👧 👍🏽 🇫🇷", "tab\there", "1 + 2 = 3 (ok) {x} <b>", "🏳️‍🌈\u{200D}",
            "**Bold**", "2 * 3", "snake_case", "`code`", "[link](https://apple.com)", "~~gone~~", "\\*not*",
        ]
        for source in corpus {
            #expect(InlineMarkdown.parse(source) == InlineMarkdown.parseSyntax(source), "\(source.debugDescription)")
        }
        #expect(InlineMarkdown.parse("Item 42") == [InlineMarkdown.Styled(string: "Item 42")])
    }

    /// Keys whose literal parts have no delimiter and nothing that could join the
    /// placeholder of an argument skip the parser; what they answer is what it does.
    @Test func plainKeysSkipTheParserWithTheSameResult() {
        let count = 42, price = 9.5, name = "*star*"
        let plain: [LocalizedStringKey] = [
            "", "Item \(count)", "\(count)", "\(count)\(name)", "Row \(count) of \(price), \(name)!", "Café \(count) ½",
            "Say \(Text("this").italic()) now", "\(price, specifier: "%.2f") £ \(name)", "tab\t\(count)\r\n", "Item 42",
        ]
        for key in plain {
            #expect(key.literalsArePlain)
            #expect(key.plainRuns() == key.parsedRuns(), "\(key)")
        }
        // Markdown, a mark that would join the placeholder, the placeholder itself, a
        // prepended concatenation mark, other scripts: parsed.
        for literal in ["**Bold** ", "a_b", "\u{301}", "\u{FFFC}", "\u{600}", "日本", "€"] {
            #expect(!LocalizedStringKey(literal).literalsArePlain, "\(literal.debugDescription)")
        }
        #expect(!LocalizedStringKey("x\(count)\u{301}").literalsArePlain)
    }

    /// Interpolated values are arguments, not Markdown; they take the styling around them.
    @Test func interpolatedValuesAreNotParsed() {
        let name = "*star*"
        #expect(styles(Text("Hi **\(name)**!")) == [Style(string: "Hi "), Style(string: "*star*", bold: true), Style(string: "!")])
        #expect(styles(Text("Say \(Text("this").italic())")) == [Style(string: "Say "), Style(string: "this", italic: true)])
    }
}

/// Text(AttributedString) with SwiftUI's attribute scope, declared by Vellum since
/// Linux Foundation has none.
@MainActor
struct SwiftUIAttributeTests {
    @Test func swiftUIAttributesStyleTheRuns() {
        var hello = AttributedString("Hello")
        hello.foregroundColor = .red
        hello.font = .headline
        hello.kern = 1
        hello.tracking = 2
        hello.baselineOffset = 3
        var world = AttributedString(" world")
        world.underlineStyle = .single
        world.strikethroughStyle = Text.LineStyle(color: .blue)
        var link = AttributedString(" link")
        link.link = URL(string: "https://apple.com")
        let runs = Text(hello + world + link).runs
        #expect(runs.map(\.string) == ["Hello", " world", " link"])
        #expect(runs[0].color == .red && runs[0].font == .headline)
        #expect([runs[0].kerning, runs[0].tracking, runs[0].baselineOffset] == [1, 2, 3])
        #expect(runs[1].underline == .some(nil) && runs[1].strikethrough == .some(.blue))
        #expect(runs[2].color == .accentColor)
    }
}

@MainActor
struct TextCaseLocaleTests {
    @Test func textCaseFollowsTheLocale() {
        let english = ViewHost(Text("title").textCase(.uppercase), size: CGSize(width: 200, height: 100), environment: .spec)
        #expect(english.contains(text: "TITLE"))
        let turkish = ViewHost(Text("title").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")),
                               size: CGSize(width: 200, height: 100), environment: .spec)
        #expect(turkish.contains(text: "TİTLE"))
    }
}

@MainActor
struct FormatterTextTests {
    @Test func formattersFormatInTheirOwnLocale() {
        let dates = DateFormatter()
        dates.dateStyle = .medium
        dates.locale = Locale(identifier: "en_US")
        dates.timeZone = TimeZone(identifier: "UTC")
        let date = Date(timeIntervalSince1970: 1_585_734_060)
        #expect(Text(date, formatter: dates).string == "Apr 1, 2020")
        #expect(Text("Due \(date, formatter: dates)").string == "Due Apr 1, 2020")
        let money = NumberFormatter()
        money.numberStyle = .currency
        money.locale = Locale(identifier: "en_US")
        #expect(Text(NSNumber(value: 12.5), formatter: money).string == "$12.50")
    }
}

/// String tables: a key found in a bundle's strings file shows its translation.
@MainActor
struct StringTableTests {
    /// A bundle in a temporary folder with `en.lproj/Localizable.strings` and `Other.strings`.
    func bundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-strings-\(UUID().uuidString)")
        let english = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try """
        "Hello" = "Bonjour";
        "Hello %@" = "Bonjour %@ !";
        "%@ has %lld items" = "%2$lld articles pour %1$@";
        "**Save**" = "**Enregistrer**";
        "100%% sure" = "sûr à 100 %%";
        """.write(to: english.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"Hello\" = \"Salut\";".write(to: english.appendingPathComponent("Other.strings"), atomically: true, encoding: .utf8)
        return try #require(Bundle(path: folder.path))
    }

    @Test func keysAreTranslatedFromTheBundlesTable() throws {
        let bundle = try bundle()
        #expect(Text("Hello", bundle: bundle).string == "Bonjour")
        #expect(Text("Hello", tableName: "Other", bundle: bundle, comment: "greeting").string == "Salut")
        #expect(Text("Not there", bundle: bundle).string == "Not there")
        #expect(Text("100% sure", bundle: bundle).string == "sûr à 100 %")
    }

    @Test func argumentsGoWhereTheTranslationPutsThem() throws {
        let bundle = try bundle()
        let name = "Ada"
        #expect(Text("Hello \(name)", bundle: bundle).string == "Bonjour Ada !")
        #expect(Text("\(name) has \(3) items", bundle: bundle).string == "3 articles pour Ada")
    }

    @Test func translationsKeepTheirMarkdown() throws {
        let runs = Text("**Save**", bundle: try bundle()).runs
        #expect(runs.map(\.string) == ["Enregistrer"])
        #expect(runs.first?.weight == .bold)
    }

    @Test func tableKeysSpellArgumentsAsSpecifiers() {
        let count = 2, price = 1.5, name = "x"
        let key: LocalizedStringKey = "\(name): \(count) at \(price), 5%"
        #expect(key.tableKey == "%@: %lld at %lf, 5%%")
    }
}

@MainActor
struct InterpolationTests {
    @Test func specifiersFormatNumbers() {
        let price = 3.14159, count = 42, width: CGFloat = 2.5
        #expect(Text("Pi is \(price, specifier: "%.2f")").string == "Pi is 3.14")
        #expect(Text("\(count, specifier: "%05d") items").string == "00042 items")
        #expect(Text("\(width, specifier: "%.1f") pt").string == "2.5 pt")
    }

    /// A key's literal parts and plain arguments are formatted into one string, as
    /// SwiftUI formats a localized key (Apple's documentation of
    /// `LocalizedStringKey.StringInterpolation.appendInterpolation(_:)`: a value is
    /// "convertible to a string by using a default format specifier", that is, it goes
    /// into the key's format string), so an interpolated label is one run (shaped,
    /// drawn and described as one); an argument styled apart, or a format shown in the
    /// view's environment, stays a run of its own.
    @Test func likeStyledPartsOfAKeyAreOneRun() {
        let count = 7, price = 9.5, name = "all"
        #expect(Text("Row \(count)").runs.map(\.string) == ["Row 7"])
        #expect(Text("\(count) of \(price), \(name)").runs.map(\.string) == ["7 of 9.5, all"])
        #expect(Text("Say \(Text("this").italic()) now").runs.map(\.string) == ["Say ", "this", " now"])
        #expect(Text("**Bold** \(count) items").runs.map(\.string) == ["Bold", " 7 items"])
        let due = Text("Due \(Date(timeIntervalSince1970: 0), format: .dateTime.year())")
        #expect(due.runs.count == 2)
        #expect(due.runs.map { $0.deferred == nil } == [true, false])
    }

    @Test func attributedStringsKeepTheirAttributes() {
        var bold = AttributedString("world")
        bold.foregroundColor = .red
        let text = Text("Hello \(bold)!")
        #expect(text.string == "Hello world!")
        #expect(text.runs.map(\.color) == [nil, .red, nil])
    }
}
