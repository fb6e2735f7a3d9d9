import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcCore

/// The generated UIKit part RUN on Linux: Tests/Fixtures/UIKitSim is a behavioural double of
/// UIKit (first responder, delegate calls, keyboard notifications in UIKit's order, scroll
/// geometry, each with its source), built as a module named `UIKit` so the generated file's
/// `#if canImport(UIKit)` part compiles unmodified. The scenarios
/// (Tests/Fixtures/UIKitSim/Scenarios) drive `ScenarioFormController` and `ExtrasFormController`
/// for Tests/Fixtures/UIKitSim/Scenario.form.yaml and Extras.form.yaml and print one line per step; each test here
/// checks the lines of one defect of issue 8 against values worked out by hand. Everything is
/// compiled and run once per test run, for this class and for the tests of a kind that read its
/// scenario's lines (`line(_:)`: MultiSelectKitTests).
final class UIKitScenarioTests: XCTestCase {
    /// The scenario output by line prefix, or why there is none: built and run on first use (a
    /// static `let` is initialized once, lazily), whichever test class asks first.
    private static let output: Result<[String: String], ScenarioFailure> = Result { try buildAndRun() }.mapError {
        ($0 as? ScenarioFailure) ?? ScenarioFailure(description: "\($0)")
    }

    struct ScenarioFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The facts of `scenario`'s line, for another test class.
    static func line(_ scenario: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let lines = try output.get()
        return try XCTUnwrap(lines[scenario], "no line \(scenario) in \(lines)", file: file, line: line)
    }

    private static func buildAndRun() throws -> [String: String] {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixtures = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/UIKitSim")
        func swiftFiles(_ folder: URL) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0).path }
        }
        let library = try GeneratedCodeTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-library", "-static", "-module-name",
                "UIKit",
                "-emit-module", "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path,
                "-o", directory.appendingPathComponent("libUIKit.a").path
            ] + swiftFiles(fixtures))
        guard library.status == 0 else {
            throw ScenarioFailure(description: "the UIKit double does not build:\n\(library.output)")
        }
        var generated: [String] = []
        let specs = [
            ("Scenario", fixtures.appendingPathComponent("Scenario.form.yaml").path),
            ("Extras", fixtures.appendingPathComponent("Extras.form.yaml").path),
            ("Device", fixtures.appendingPathComponent("Device.form.yaml").path),
            ("Live", fixtures.appendingPathComponent("Live.form.yaml").path),
            ("Cells", fixtures.appendingPathComponent("Cells.form.yaml").path),
            ("Unchosen", fixtures.appendingPathComponent("Unchosen.form.yaml").path),
            ("Segmented", fixtures.appendingPathComponent("Segmented.form.yaml").path),
            ("Month", fixtures.appendingPathComponent("Month.form.yaml").path),
            ("Checklist", fixtures.appendingPathComponent("Checklist.form.yaml").path),
            ("Account", TestSupport.path("Examples/Account.form.yaml"))
        ]
        for (name, path) in specs {
            let result = try Pipeline().compile(path: path, standardInput: { _ in [] })
            guard let form = result.form else {
                throw ScenarioFailure(description: "\(name).form.yaml does not compile")
            }
            let file = directory.appendingPathComponent("\(name)Form.swift")
            try Data(try SwiftEmitter().emit(form, formcVersion: Formc.version).utf8).write(to: file)
            generated.append(file.path)
        }
        let binary = directory.appendingPathComponent("scenarios")
        let build = try GeneratedCodeTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-I", directory.path, "-L", directory.path, "-lUIKit",
                "-o", binary.path
            ] + generated + [try TestSupport.writeRuntime(in: directory)]
                + swiftFiles(fixtures.appendingPathComponent("Scenarios")))
        guard build.status == 0 else {
            throw ScenarioFailure(
                description: "the generated UIKit part does not compile against the double:\n\(build.output)")
        }
        let run = try GeneratedCodeTests.run(binary.path, [])
        guard run.status == 0 else {
            throw ScenarioFailure(description: "the scenarios failed (\(run.status)):\n\(run.output)")
        }
        var output = run.output
        // Issue 27, item 1: the date scenario again under two zones, the clock fixed at 07:00 on
        // 5 December 2026 in Shanghai (23:00 UTC the day before) and at 21:00 that day in New
        // York (02:00 UTC the day after).
        for (zone, seconds, label) in [
            ("Asia/Shanghai", "1796425200", "SHANGHAI-0700"), ("America/New_York", "1796522400", "NEWYORK-2100")
        ] {
            let dates = try GeneratedCodeTests.run(binary.path, ["dates", seconds, label], environment: ["TZ": zone])
            guard dates.status == 0 else {
                throw ScenarioFailure(description: "the date scenario failed under \(zone):\n\(dates.output)")
            }
            output += dates.output
        }
        // Issue 49: a month field under two zones, the clock at 23:00 on 31 December 2026 in Los
        // Angeles (07:00 UTC on 1 January 2027) and at 02:00 on 1 December 2026 in Kiritimati
        // (12:00 UTC on 30 November).
        for (zone, seconds, label) in [
            ("America/Los_Angeles", "1798786800", "LOSANGELES-2300"),
            ("Pacific/Kiritimati", "1796040000", "KIRITIMATI-0200")
        ] {
            let months = try GeneratedCodeTests.run(binary.path, ["months", seconds, label], environment: ["TZ": zone])
            guard months.status == 0 else {
                throw ScenarioFailure(description: "the month scenario failed under \(zone):\n\(months.output)")
            }
            output += months.output
        }
        var lines: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            lines[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return lines
    }

    private func facts(_ scenario: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try Self.line(scenario, file: file, line: line)
    }

    /// Defect 1. Insets are the keyboard's overlap with the scroll view (both in screen
    /// coordinates) less the safe area UIKit already adds; the focused field plus 10 pt must end
    /// above the keyboard (visible height = scroll view height − adjusted bottom inset).
    func testKeyboardAvoidanceGeometry() throws {
        // iPhone: keyboard top at 508, overlap 844 − 508 = 336, inset 336 − 34 = 302 (the home
        // indicator counted once); city (700…744) + 10 = 754 must be above 508: offset 246.
        XCTAssertEqual(try facts("GEOMETRY-IPHONE"), "focus=city inset=302.0 indicator=302.0 offset=246.0")
        // Stage Manager window at (100, 100), 600 tall: its bottom edge is at 700 on the screen,
        // the keyboard's top at 624, overlap 76; visible 600 − 76 = 524, so 754 − 524 = 230.
        XCTAssertEqual(try facts("GEOMETRY-STAGE"), "focus=city inset=76.0 indicator=76.0 offset=230.0")
        // iPad: docked 420 − 20 (home indicator) = 400; floating and zero frames need no room;
        // a hardware keyboard's 55 pt bar − 20 = 35.
        XCTAssertEqual(try facts("GEOMETRY-PAD-DOCKED"), "inset=400.0 indicator=400.0 offset=0.0")
        XCTAssertEqual(try facts("GEOMETRY-PAD-FLOATING"), "inset=0.0 indicator=0.0 offset=0.0")
        XCTAssertEqual(try facts("GEOMETRY-PAD-ZERO"), "inset=0.0 indicator=0.0 offset=0.0")
        XCTAssertEqual(try facts("GEOMETRY-PAD-HARDWARE"), "inset=35.0 indicator=35.0 offset=0.0")
    }

    /// Defect 2. Next from name to city moves no keyboard (same accessory bar, same frame: no
    /// notification), yet city is scrolled above it; a text view, whose keyboard notification
    /// comes before textViewDidBeginEditing, is scrolled to: notes (1000…1120) + 10 = 1130,
    /// visible 508, offset 622.
    func testFocusChangesScrollTheFocusedFieldIntoView() throws {
        XCTAssertEqual(try facts("SCROLL-NAME"), "focus=name inset=302.0 indicator=302.0 offset=0.0")
        XCTAssertEqual(try facts("SCROLL-NEXT"), "focus=city inset=302.0 indicator=302.0 offset=246.0 notifications=0")
        XCTAssertEqual(try facts("SCROLL-TEXTVIEW"), "focus=notes inset=302.0 indicator=302.0 offset=622.0")
    }

    /// Defect 3. A disabled, a read-only and a hidden field take focus neither from the
    /// controller, nor from code, nor from a tap, and no keyboard appears; disabled shows as
    /// `isEnabled = false`, hidden as `isHidden = true`.
    func testFieldsOutsideTheChainRefuseToBeginEditing() throws {
        XCTAssertEqual(
            try facts("OUTSIDE-account"),
            "controller=false code=false tap=false focus=none enabled=false hidden=false notifications=0")
        XCTAssertEqual(
            try facts("OUTSIDE-code"),
            "controller=false code=false tap=false focus=none enabled=true hidden=false notifications=0")
        XCTAssertEqual(
            try facts("OUTSIDE-referral"),
            "controller=false code=false tap=false focus=none enabled=true hidden=true notifications=0")
    }

    /// Defect 6. The number pad field keeps digits only, typed ("1a2" → "12") or pasted
    /// ("abc12!" refused whole, "34" kept); a text field takes anything.
    func testNumberPadFieldsRefuseLettersTypedOrPasted() throws {
        XCTAssertEqual(try facts("INPUT-PIN"), "text=1234")
        XCTAssertEqual(try facts("INPUT-NAME"), "text=Ann-Marie 2")
    }

    /// Defect 6. The app's delegate sees only what the filter let through ("a" and "abc12!"
    /// never reach it), can refuse more (its four-character limit refuses "5"), and is passed
    /// textFieldDidBeginEditing and textFieldShouldReturn, after which Return still moves on.
    func testTheAppsDelegateIsAskedAfterTheControllersFilter() throws {
        XCTAssertEqual(try facts("FORWARD-PIN"), "text=1234 asked=begin,change:1,change:2,change:34,change:5")
        XCTAssertEqual(try facts("FORWARD-RETURN"), "focus=city asked=begin,return,begin")
    }

    /// The toolbar on the first and last field (IQKeyboardManager's rules): Previous disabled
    /// and inert on the first, Next on the last; Return moves on from a text field and inserts
    /// a line break in the last, multiline one; Done ends editing and the keyboard hides, the
    /// inset going back to 0 (the offset stays where the pin field had put it: 400).
    func testToolbarStatesOnTheFirstAndLastField() throws {
        XCTAssertEqual(try facts("TOOLBAR-FIRST"), "name previous=false next=true done=true")
        XCTAssertEqual(try facts("TOOLBAR-FIRST-PREVIOUS"), "name")
        XCTAssertEqual(try facts("TOOLBAR-RETURN"), "city")
        XCTAssertEqual(try facts("TOOLBAR-NEXT"), "pin previous=true next=true done=true")
        XCTAssertEqual(try facts("TOOLBAR-LAST"), "notes previous=true next=false done=true")
        XCTAssertEqual(try facts("TOOLBAR-LAST-NEXT"), "notes")
        // The text view capitalises sentences (UIKit's default, which the table keeps for free
        // text): a new line starts one.
        XCTAssertEqual(try facts("TOOLBAR-NEWLINE"), "text=\"A\\nB\"")
        XCTAssertEqual(try facts("TOOLBAR-PREVIOUS"), "pin")
        XCTAssertEqual(
            try facts("TOOLBAR-DONE"),
            "focus=none inset=0.0 indicator=0.0 offset=400.0 last=UIKeyboardWillHideNotification")
    }

    /// Defect 7. A long press in a picker or date field shows no edit menu (no Paste, no
    /// AutoFill: the controller returns a menu without items, and never asks the app); in a
    /// text field the system's suggested menu, or the app delegate's own when it has one.
    func testPickerFieldsShowNoEditMenu() throws {
        XCTAssertEqual(try facts("MENU-country"), "items=")
        XCTAssertEqual(try facts("MENU-born"), "items=")
        XCTAssertEqual(try facts("MENU-name"), "items=Paste,AutoFill")
        XCTAssertEqual(try facts("MENU-APP-country"), "items=")
        XCTAssertEqual(try facts("MENU-APP-name"), "items=Look Up")
    }

    /// Defect 7. The flag in a country row is a square of the default row height 36 − 8 = 28
    /// points, by Auto Layout constraints, next to a Dynamic Type label.
    /// The cascading picker's selection is the core's path: focusing the empty field leaves it
    /// empty (issue 48: a wheel nobody moved answers nothing); choosing `Zed`, which has no cities, empties the city column and
    /// reports one value; a row of that empty column, or past the end of one, changes nothing;
    /// choosing `Bria` selects its first city.
    func testCascadingPickerWithAProvinceWithoutCities() throws {
        XCTAssertEqual(try facts("CASCADE-FILL"), "text=[] values= cities=2")
        XCTAssertEqual(try facts("CASCADE-EMPTY"), "text=[Zed ] values=Z cities=0")
        XCTAssertEqual(try facts("CASCADE-NO-CITY"), "text=[Zed ] values=Z cities=0")
        XCTAssertEqual(try facts("CASCADE-BACK"), "text=[Bria B1] values=B,b1 cities=1")
        XCTAssertEqual(try facts("CASCADE-OUT-OF-RANGE"), "text=[Bria B1] values=B,b1 cities=1")
    }

    func testPickerRowIconHasAFixedSquareSize() throws {
        XCTAssertEqual(
            try facts("FLAG-ROW"), "image=br width=28.0 height=28.0 autoresizing=false label=Brazil dynamicType=true")
    }

    /// Defect 7. Over a full-screen scroll view, taps on fields move focus and never end
    /// editing (the same field twice, then another: no keyboard hide), while a tap on the scroll
    /// view's empty area (y 600, below every field) ends it.
    func testTapOnAScrollViewsEmptyAreaEndsEditing() throws {
        XCTAssertEqual(try facts("TAP-FIELD"), "focus=name hides=0")
        XCTAssertEqual(try facts("TAP-FOCUSED-FIELD"), "focus=name hides=0")
        XCTAssertEqual(try facts("TAP-OTHER-FIELD"), "focus=country hides=0")
        XCTAssertEqual(try facts("TAP-SCROLL-VIEW"), "focus=none hides=1")
    }

    /// Issue 10. Account's controller follows `values`: Next from confirmPassword skips the
    /// hidden company fields and lands on home, then month, whose picker only suggests Jan (issue
    /// 48: day stays disabled, Next off) until the toolbar's Choose takes it (recorded in
    /// `values`: day is enabled); the app clearing the month disables day and Next in place; the
    /// toggle reveals the company fields and a chosen month enables Next, both in place (the
    /// same first responder, no keyboard notification); Previous and return then walk through
    /// the company fields (the country picker, focused, fills in nothing, so vatNumber stays
    /// hidden), the app setting the country to DE reveals vatNumber, and turning the toggle
    /// off with vatNumber focused ends editing, after which a hidden field refuses focus.
    func testAccountsToolbarAndChainFollowTheValues() throws {
        XCTAssertEqual(
            try facts("COND-OFF-HOME"),
            "focus=home previous=true next=true hidden=company,country,vatNumber disabled=day")
        XCTAssertEqual(
            try facts("COND-OFF-NEXT"),
            "focus=month previous=true next=false hidden=company,country,vatNumber disabled=day month=nil")
        XCTAssertEqual(
            try facts("COND-OFF-CHOOSE"),
            "focus=month previous=true next=true hidden=company,country,vatNumber disabled= month=Jan")
        XCTAssertEqual(
            try facts("COND-MONTH-CLEARED"),
            "focus=month previous=true next=false hidden=company,country,vatNumber disabled=day notifications=0")
        XCTAssertEqual(
            try facts("COND-ON"), "focus=month previous=true next=false hidden=vatNumber disabled=day notifications=0")
        XCTAssertEqual(
            try facts("COND-MONTH"), "focus=month previous=true next=true hidden=vatNumber disabled= notifications=0")
        XCTAssertEqual(try facts("COND-PREVIOUS-HOME"), "focus=home previous=true next=true hidden=vatNumber disabled=")
        XCTAssertEqual(try facts("COND-PREVIOUS"), "focus=country previous=true next=true hidden=vatNumber disabled=")
        XCTAssertEqual(
            try facts("COND-PREVIOUS-2"), "focus=company previous=true next=true hidden=vatNumber disabled=")
        XCTAssertEqual(try facts("COND-RETURN"), "focus=country previous=true next=true hidden=vatNumber disabled=")
        XCTAssertEqual(try facts("COND-VAT"), "focus=vatNumber previous=true next=true hidden= disabled=")
        XCTAssertEqual(
            try facts("COND-HIDE-FOCUSED"),
            "focus=none previous=false next=false hidden=company,country,vatNumber disabled=")
        XCTAssertEqual(
            try facts("COND-HIDDEN-REFUSED"),
            "focus=none previous=false next=false hidden=company,country,vatNumber disabled=")
    }

    /// The month picker records its value in `values` itself: focusing it fills in nothing
    /// (issue 48), so day stays disabled and Next off; moving it records Mar, which enables the
    /// day picker and Next at once.
    func testAPickerThatAConditionReadsRecordsItsValue() throws {
        XCTAssertEqual(
            try facts("COND-PICKER-FOCUS"),
            "focus=month previous=true next=false hidden=company,country,vatNumber disabled=day month=nil")
        XCTAssertEqual(
            try facts("COND-PICKER-MOVED"),
            "focus=month previous=true next=true hidden=company,country,vatNumber disabled= month=Mar")
    }

    /// Issue 27, item 2: one table of text traits per kind and content type, applied by the
    /// controller as by the SwiftUI row. UIKit's default `.sentences` would turn `alice` into
    /// `Alice` in an email or username field (the double shifts the first letter as the
    /// keyboard does); addresses, secrets, codes and digits get no capitals, no autocorrection
    /// or spell checking and no smart punctuation; a name capitalises words; free text keeps
    /// UIKit's defaults.
    func testTextTraitsFollowTheKindAndContentType() throws {
        let plain = "caps=none autocorrect=no spell=no quotes=no dashes=no"
        XCTAssertEqual(try facts("TRAITS-email"), "text=alice@example.com " + plain)
        XCTAssertEqual(try facts("TRAITS-username"), "text=alice " + plain)
        XCTAssertEqual(try facts("TRAITS-code"), "text=a1b2 " + plain)
        XCTAssertEqual(try facts("TRAITS-pin"), "text=42 " + plain)
        XCTAssertEqual(
            try facts("TRAITS-fullName"),
            "text=Ada Lovelace caps=words autocorrect=no spell=no quotes=default dashes=default")
        XCTAssertEqual(
            try facts("TRAITS-about"),
            "text=Hi there. It works caps=sentences autocorrect=default spell=default quotes=default dashes=default")
    }

    /// Issue 27, item 11: a text field reused by a table cell for `username` (it showed
    /// `email`) acts as `username` only: its return moves to `fullName`, its traits are
    /// username's, and the view `username` had before is released. `email` has no view left, so
    /// focusing it does nothing. `unregister(_:)` gives the view back: no delegate, no toolbar,
    /// no identifier, and focusing its old field does nothing while a tap still edits it.
    func testAReusedViewIsBoundToOneFieldAndCanBeGivenBack() throws {
        XCTAssertEqual(
            try facts("REUSE-RETURN"), "focus=username then=fullName id=username caps=none released=true")
        XCTAssertEqual(try facts("REUSE-EMAIL"), "focus=none")
        XCTAssertEqual(try facts("REUSE-UNREGISTER"), "delegate=true accessory=true id=- focus=none tapped=true")
    }

    /// Issue 27, item 12: every registered control carries the field id as
    /// `accessibilityIdentifier` (for UI tests), the spec's label as `accessibilityLabel`, and
    /// its placeholder as `accessibilityHint` where a label names the field (issue 28: a required
    /// field's name ends in formc's ", required"); picker rows are
    /// 36 pt at the default text size and grow with it (Dynamic Type: 1.5 × gives 54 pt).
    func testControlsCarryIdentifiersLabelsAndHints() throws {
        XCTAssertEqual(try facts("A11Y-email"), "id=email label=Email hint=-")
        XCTAssertEqual(try facts("A11Y-fullName"), "id=fullName label=Full name, required hint=As on your passport")
        XCTAssertEqual(try facts("A11Y-size"), "id=size label=Size hint=-")
        XCTAssertEqual(try facts("A11Y-about"), "id=about label=About")
        XCTAssertEqual(try facts("ROWS"), "default=36.0 larger=54.0 label=true")
    }

    /// Issue 27, item 4: the app's own bottom inset survives the keyboard. With a 60 pt inset
    /// (a button bar), the keyboard's 302 pt (336 covered less the 34 pt home indicator UIKit
    /// adds) wins while it is up and 60 comes back when it goes (formc reset it to 0 on the first
    /// tap before); a 400 pt inset is larger than the keyboard's, so it stays. The table view of
    /// a UITableViewController is left alone unless the app asks.
    func testKeyboardAvoidanceKeepsTheAppsInsets() throws {
        XCTAssertEqual(try facts("INSETS-60-SHOWN"), "inset=302.0 indicator=302.0 focus=true")
        XCTAssertEqual(try facts("INSETS-60-HIDDEN"), "inset=60.0 indicator=60.0")
        XCTAssertEqual(try facts("INSETS-400-SHOWN"), "inset=400.0 indicator=400.0 focus=true")
        XCTAssertEqual(try facts("INSETS-400-HIDDEN"), "inset=400.0 indicator=400.0")
        XCTAssertEqual(try facts("INSETS-TABLE-DEFAULT"), "inset=0.0 indicator=0.0 focus=true")
        // An inset the app sets while the keyboard is up is the one it gets back (the indicator
        // inset, which it left, is its 60); a second scroll view takes over and the first gets
        // its own inset back.
        XCTAssertEqual(try facts("INSETS-APP-CHANGED"), "inset=100.0 indicator=60.0 focus=false")
        XCTAssertEqual(try facts("INSETS-SECOND"), "first=60.0 second=0.0")
        XCTAssertEqual(try facts("INSETS-TABLE-ASKED"), "inset=302.0 indicator=302.0 focus=true")
    }

    /// Issue 27, item 1: a picker's wheels start at the spec's default (`M`, row 1), or at the
    /// value the app stored (`L`, row 2), and fill the field with it; a date picker starts at the
    /// stored day. Before, the wheels started at the first row and the date picker at the
    /// instant it was created.
    func testPickersStartAtTheFieldsValue() throws {
        XCTAssertEqual(try facts("PICKER-DEFAULT"), "text=M row=1 value=M")
        XCTAssertEqual(try facts("PICKER-STORED"), "text=L row=2")
        XCTAssertEqual(try facts("DATE-STORED"), "text=2001-02-03 wheel=true")
    }

    /// Issue 27, item 1: an empty date field (`max: today`) starts on the user's today on its
    /// first tap, whatever the zone: 5 December at 07:00 in Shanghai (where the UTC wheel was
    /// still on the 4th) and at 21:00 in New York (where it was already on the 6th, past `max`).
    /// Issue 48: the day is only suggested (the placeholder; no text, no value) until the
    /// toolbar's Choose takes exactly it.
    func testAnEmptyDateFieldStartsOnTheUsersToday() throws {
        XCTAssertEqual(try facts("DATES-SHANGHAI-0700"), "text=- placeholder=2026-12-05 value=-")
        XCTAssertEqual(try facts("DATES-CHOSEN-SHANGHAI-0700"), "text=2026-12-05 placeholder=- value=2026-12-05")
        XCTAssertEqual(try facts("DATES-NEWYORK-2100"), "text=- placeholder=2026-12-05 value=-")
        XCTAssertEqual(try facts("DATES-CHOSEN-NEWYORK-2100"), "text=2026-12-05 placeholder=- value=2026-12-05")
    }

    /// Issue 48, item 1: Next through a form leaves a required date and picker nobody chose
    /// for empty, each showing its suggestion as a placeholder (today, the first row) with
    /// Choose in the toolbar, and `required` fails for both; the field's own placeholder comes
    /// back when it is left. Fields marked `fillOnFocus: true` take today and the first row
    /// (`Plan {label}`) as before. Moving a wheel commits (the date picker's `.valueChanged`,
    /// the picker's `didSelectRow`), and so does Choose, with exactly what the wheels show.
    func testAWheelNobodyMovedAnswersNothing() throws {
        XCTAssertEqual(try facts("UNCHOSEN-DAY"), "day=[] placeholder=[2026-12-05] choose=true")
        XCTAssertEqual(try facts("UNCHOSEN-DAY-LEFT"), "day=[] placeholder=[Pick a day] choose=true")
        XCTAssertEqual(try facts("UNCHOSEN-COUNTRY"), "country=[] placeholder=[Andorra] choose=true")
        XCTAssertEqual(
            try facts("UNCHOSEN-THROUGH"),
            "focus=notes start=[2026-12-05] placeholder=[] choose=false plan=[Plan Free] placeholder=[] choose=false")
        XCTAssertEqual(try facts("UNCHOSEN-VALIDATE"), "problems=country:required,day:required day=nil country=nil")
        XCTAssertEqual(try facts("UNCHOSEN-MOVED-DAY"), "day=[2026-12-06] placeholder=[Pick a day] choose=false")
        XCTAssertEqual(try facts("UNCHOSEN-MOVED-COUNTRY"), "country=[Brazil] placeholder=[] choose=false problems=")
        XCTAssertEqual(try facts("UNCHOSEN-CHOSEN-DAY"), "day=[2026-12-05] placeholder=[Pick a day] choose=false")
        XCTAssertEqual(try facts("UNCHOSEN-CHOSEN-COUNTRY"), "country=[Andorra] placeholder=[] choose=false problems=")
    }

    /// Issue 48, item 3: `showValues(_:)` shows a draft in every registered field as the form
    /// formats it (the date in `yyyy-MM-dd`, the picker's label, the plan through its
    /// `display`), an empty date as nothing; the country's wheel starts on the stored row on
    /// its next focus; empty values empty the fields again, the focused picker suggesting.
    func testShowValuesShowsStoredValuesInEveryField() throws {
        XCTAssertEqual(
            try facts("SHOW-VALUES"),
            "name=[Ann] day=[2001-02-03] country=[Brazil] start=[] plan=[Plan Pro] notes=[Two words] country=br")
        XCTAssertEqual(try facts("SHOW-VALUES-WHEEL"), "row=1 country=[Brazil] placeholder=[] choose=false")
        XCTAssertEqual(
            try facts("SHOW-VALUES-EMPTY"),
            "day=[] placeholder=[Pick a day] choose=true country=[] placeholder=[Andorra] choose=true")
    }

    /// In a form without conditions the controller turns on only what the spec says
    /// (`hidden: true`, `disabled: true`); an app that disables or hides a field itself keeps
    /// that when a picker records its value (every picker records it in `values` now), and a
    /// view disabled and hidden in a storyboard stays so when it is registered.
    func testTheAppsOwnHiddenAndEnabledSurviveAPicker() throws {
        XCTAssertEqual(
            try facts("APP-STATES"),
            "username.enabled=false code.hidden=true size=M storyboard.enabled=false storyboard.hidden=true")
    }

    /// Issue 27, item 3: a phone number pasted from Contacts (wrapped in U+202D…U+202C, format
    /// characters) is kept without them, punctuation and all (refused whole before); the
    /// controller puts it in itself, so the caret (offset 17, after it) and one editing-changed
    /// event are as UIKit's own paste; a typed letter is refused.
    func testAPasteFromContactsLosesOnlyItsFormatCharacters() throws {
        XCTAssertEqual(try facts("PASTE-CONTACTS"), "text=+1 (555) 123-4567 pasted=false caret=17 changes=1")
    }

    /// Issue 27, item 5: the accessory toolbar has its 44 pt height before it first shows, so
    /// no layout warning is logged (a `UIToolbar()` accessory lays out at height 0 first), and
    /// its title is read by VoiceOver as text, with iOS 26's glass capsule hidden.
    func testTheAccessoryToolbarLaysOutCleanlyAndItsTitleIsText() throws {
        XCTAssertEqual(try facts("ACCESSORY"), "height=44.0 warnings=0 title=Full name text=true glass=false")
        // iOS 26 (the double runs the `#available(iOS 26)` branch, as every check is true off
        // Apple platforms): a touch on an item is the item's; one on the clear bar between
        // items passes through to the content behind, where a plain UIToolbar keeps it ("bar"
        // or "content" before this change); outside the bar nothing is hit.
        XCTAssertEqual(try facts("PASS-THROUGH"), "item=item gap=through outside=through")
    }

    /// Issue 27, item 10: `submit()` for an app's own Save button. With the required full name
    /// empty it answers that problem and focuses the field; typed in (recorded by the
    /// controller, capitalised as words), it submits once, with editing ended. The visible
    /// chain is every chain field of Device (nine, no conditions).
    func testTheAppsSaveButtonSubmitsThroughTheController() throws {
        XCTAssertEqual(try facts("SUBMIT-EMPTY"), "problems=fullName focus=fullName submitted=0")
        XCTAssertEqual(try facts("SUBMIT-VALID"), "problems=0 name=Ada focus=none submitted=1 chain=9")
        // The second kind of view: a text view's typing is recorded (capitalised as a
        // sentence), and unregistering gives it back as a text field is given back.
        XCTAssertEqual(try facts("TEXTVIEW"), "about=Hi delegate=true accessory=true id=-")
        // Ending editing in the focused text view leaves no field focused, as in a text field.
        XCTAssertEqual(try facts("TEXTVIEW-ENDED"), "before=about after=none")
    }

    /// Issue 27, item 7: the return key follows the live chain. `name` is the live chain's last
    /// while `business` is off (company hidden): the last field's key, Done, and by
    /// `returnAction.last: submit` a submit; with `business` on it is Next again, and the
    /// keyboard on screen shows the change only because the focused field reloads its input
    /// views (the double's keyboard reads `returnKeyType` when focus arrives and on
    /// `reloadInputViews()`, as UIKit's does). Before this change the key was set once, from
    /// the static chain: Next, with a return that only ended editing.
    func testTheReturnKeyFollowsTheLiveChain() throws {
        XCTAssertEqual(try facts("LIVE-LAST"), "focus=name keyboard=done name=done reloads=0")
        XCTAssertEqual(try facts("LIVE-SHOWN"), "focus=name keyboard=next name=next reloads=1")
        XCTAssertEqual(try facts("LIVE-NEXT"), "focus=company submitted=0")
        // Hiding company ends its editing; name's key is Done again, set while it had no focus
        // (no reload), and read by the keyboard when name takes focus.
        XCTAssertEqual(try facts("LIVE-HIDDEN"), "focus=name keyboard=done name=done reloads=1")
    }

    /// Issue 27, item 10: Done on the last field submits when the spec says so
    /// (`returnAction: {last: submit}`): refused while email (required) is empty, which then
    /// takes focus; with it filled, editing ends and `onSubmit` runs once.
    func testDoneOnTheLastFieldSubmitsWhenTheSpecSaysSo() throws {
        XCTAssertEqual(try facts("LIVE-SUBMIT-REFUSED"), "focus=email submitted=0")
        // Issue 28: VoiceOver hears a required field's name with ", required", the spec's hint,
        // and the refused submit's first problem, announced. Issue 48, item 4: the refused
        // field's message is its hint from then on, as in the SwiftUI row.
        XCTAssertEqual(
            try facts("LIVE-SPOKEN"),
            "email=Email, required|required name=Name|As on your card announced=Email: required (queued)")
        XCTAssertEqual(try facts("LIVE-SUBMIT"), "focus=none submitted=1")
    }

    /// Issue 27, item 8: a hardware keyboard's Tab and Shift-Tab, as key commands the app's view
    /// controller hands out: none while nothing is edited; two while a field is, Tab and
    /// Shift-Tab, each with priority over the system's focus movement and a title for the
    /// shortcut overlay. They walk the live chain and stop at its ends.
    func testTabAndShiftTabWalkTheLiveChain() throws {
        XCTAssertEqual(
            try facts("KEYS-COMMANDS"), "idle=0 tab:true:Next Field,tab+shift:true:Previous Field")
        XCTAssertEqual(try facts("KEYS-TAB"), "focus=name")
        XCTAssertEqual(try facts("KEYS-TAB-LAST"), "focus=name")
        XCTAssertEqual(try facts("KEYS-TAB-SHOWN"), "focus=company")
        XCTAssertEqual(try facts("KEYS-SHIFT-TAB"), "focus=email")
        XCTAssertEqual(try facts("KEYS-SHIFT-TAB-FIRST"), "focus=email")
    }
}

// Issue 48 (Tests/Fixtures/UIKitSim/Cells.form.yaml, Scenarios/Cells.swift).
extension UIKitScenarioTests {
    /// Item 2: a view given to a picker field and then to a plain text field ends with the plain
    /// field's traits: its caret's tint inherited again (the picker's `.clear` gone), the system
    /// keyboard; a new password's view given to the plain field offers no strong password (no
    /// content type, no rules, no secure entry). The app's own placeholder stays throughout.
    /// `unregister`, and the release of a field's view when another takes the field, give every
    /// trait back (UIKit's defaults: content type nil, sentences = 2, keyboard `.default` = 0).
    func testAReusedViewKeepsNothingOfTheFieldBefore() throws {
        XCTAssertEqual(
            try facts("CELLS-REUSE-PICKER"),
            "content=nil secure=false rules=nil tint=set input=picker keyboard=0 caps=2 placeholder=Own id=size label=Size"
        )
        XCTAssertEqual(
            try facts("CELLS-REUSE-PICKER-TEXT"),
            "content=nil secure=false rules=nil tint=inherited input=keyboard keyboard=0 caps=2 placeholder=Own "
                + "id=nickname label=Nickname")
        XCTAssertEqual(
            try facts("CELLS-REUSE-UNREGISTER"),
            "content=nil secure=false rules=nil tint=inherited input=keyboard keyboard=0 caps=2 placeholder=Own "
                + "id=nil label=nil delegate=true accessory=true")
        // Item 12: the new password's rules from its spec (minLength 8, maxLength 64, a pattern
        // of look-aheads for an upper-case letter and a digit).
        XCTAssertEqual(
            try facts("CELLS-REUSE-PASSWORD"),
            "content=newPassword secure=true rules=minlength: 8; maxlength: 64; required: upper; required: digit; "
                + "tint=inherited input=keyboard keyboard=0 caps=0 placeholder=nil id=password label=Password")
        XCTAssertEqual(
            try facts("CELLS-REUSE-PASSWORD-TEXT"),
            "content=nil secure=false rules=nil tint=inherited input=keyboard keyboard=0 caps=2 placeholder=nil "
                + "id=nickname label=Nickname")
        // A view that inherited its tint (orange, from its table) when a date field took it
        // inherits again for the plain field: purple once the table turns purple. One with its
        // own green keeps green.
        XCTAssertEqual(try facts("CELLS-REUSE-TINT"), "inheriting=purple own=green")
        // The focused empty size picker suggests its first row, S, with Choose; given to
        // nickname while focused, the view is nickname's: no suggestion (nickname and the view
        // have no placeholder), no Choose, and Next goes on to username, the field after
        // nickname in the chain.
        XCTAssertEqual(
            try facts("CELLS-REUSE-FOCUSED"),
            "placeholder=S choose=true | focused=nickname placeholder=nil choose=false | next=username")
        // A disabled field's view (`disabled: true`) is enabled again for a plain field, and
        // given back enabled.
        XCTAssertEqual(try facts("CELLS-REUSE-DISABLED"), "referral=false card=true unregistered=true")
        // The password typed into a view is not shown, nor recorded, once the view is the
        // nickname's: it shows the empty nickname, and "A" typed next is all the nickname holds.
        XCTAssertEqual(try facts("CELLS-REUSE-TEXT"), "shown= typed=A nickname=A password=Secret1x")
        // A stored value shows in a view registered for it; an app's own text in a new view for
        // an empty field stays.
        XCTAssertEqual(try facts("CELLS-REUSE-STORED"), "username=ada card=4111")
        // L is the third row (2): the wheel is there before and after the view is registered again.
        XCTAssertEqual(try facts("CELLS-REREGISTER-FOCUSED"), "before=2 after=2 text=L")
        // The delegate set to nil and back to the controller: two assignments.
        XCTAssertEqual(try facts("CELLS-DELEGATE-RENEWED"), "sets=2 delegate=true")
        XCTAssertEqual(
            try facts("CELLS-REUSE-RELEASED"),
            "content=nil secure=false rules=nil tint=inherited input=keyboard keyboard=0 caps=2 placeholder=nil "
                + "id=nil label=nil")
    }

    /// Item 4: the controller shows messages in the labels the app registers, as the SwiftUI row
    /// does: none on an untouched form; formc's own once the field is left (also the field's
    /// VoiceOver hint; the label itself is no accessibility element); a server's at once, focus
    /// on the first in chain order (username before card) and VoiceOver told; a submit refused
    /// while they stand; each cleared by a change of its own field only; the app's Luhn check
    /// (`appFailures()`) shown and refused like formc's own; an empty `showErrors` clears.
    func testTheAppsAndTheServersMessagesShowLikeFormcsOwn() throws {
        XCTAssertEqual(try facts("CELLS-MSG-UNTOUCHED"), "username=- a11y=false")
        XCTAssertEqual(try facts("CELLS-MSG-LEFT"), "username=required hint=required")
        XCTAssertEqual(
            try facts("CELLS-MSG-SERVER"),
            "focus=username username=This username is taken. card=This card was declined. "
                + "hint=This username is taken. said=Username: This username is taken. (queued)")
        XCTAssertEqual(try facts("CELLS-MSG-SUBMIT-SERVER"), "problems=card,username focus=username")
        XCTAssertEqual(try facts("CELLS-MSG-CHANGED"), "username=- card=This card was declined. value=adax")
        XCTAssertEqual(
            try facts("CELLS-MSG-APP-CHECK"), "problems=card card=The card number is not valid. focus=card")
        XCTAssertEqual(try facts("CELLS-MSG-VALID"), "problems=0 submitted=1 card=- username=-")
        XCTAssertEqual(try facts("CELLS-MSG-CLEARED"), "password=- message=nil")
    }

    /// Item 9: a tap between the toolbar's items goes through only where the iOS 26 design is
    /// drawn: on iOS 26 with the iOS 26 SDK; not with `UIDesignRequiresCompatibility`, nor for an
    /// app linked against the iOS 18 SDK, nor on iOS 18; an iOS 27 SDK ignores the key.
    func testTheToolbarKeepsTapsInCompatibilityMode() throws {
        XCTAssertEqual(
            try facts("CELLS-DESIGN"), "new=through compatibility=kept sdk18=kept sdk27=through ios18=kept")
    }

    /// Item 12: the spec's `rowHeight` (40) grows with the text size (× 1.5 = 60); tap-to-dismiss
    /// installed twice is one recognizer, and once removed a tap outside ends no editing.
    func testRowHeightScalesAndTapToDismissIsIdempotentAndRemovable() throws {
        XCTAssertEqual(try facts("CELLS-ROWS"), "default=40.0 larger=60.0")
        XCTAssertEqual(try facts("CELLS-TAP"), "installed=1 dismissed=true removed=0 focus=nickname")
    }

    /// Issue 49: a segmented field's `UISegmentedControl` (Segmented.form.yaml). Registering
    /// replaces the control's own segment ("Old") with the source's three, selects none (no
    /// value), names it as a text field is named (`Size, required`, the spec's hint) and adds
    /// one `.valueChanged` action, however often it is registered; `enabledWhen: name != ''`
    /// disables it while the name is empty, and a disabled control takes no tap.
    func testASegmentedControlShowsTheSourcesOptionsAndFollowsTheConditions() throws {
        XCTAssertEqual(
            try facts("SEGMENTED-REGISTER"),
            "segments=Small,Medium,Large selected=-1 enabled=false hidden=false id=size label=[Size, required] "
                + "hint=[Pick one] notes=hidden actions=1")
        XCTAssertEqual(try facts("SEGMENTED-DISABLED-TAP"), "changed=false size=nil selected=-1")
        // "Ann" typed: the sizes take taps; notes (medium only) is hidden, so name ends the live
        // chain: no Next, and Done as its return key.
        XCTAssertEqual(try facts("SEGMENTED-ENABLED"), "enabled=true focus=name next=false return=done")
    }

    /// A tap on Medium stores `m`, and `visibleWhen: size == 'm'` shows notes: Next comes back to
    /// the focused name field and its return key is Next again, the keyboard staying where it
    /// is; the app hears it through `onPickerChange` (field, shown text, value). Large hides
    /// notes again. A tap on the selected segment sends nothing, nor does a segment set in code.
    func testATapOnASegmentStoresItsOptionAndUpdatesTheLiveChain() throws {
        XCTAssertEqual(
            try facts("SEGMENTED-TAP-MEDIUM"),
            "changed=true size=m selected=1 notes=shown focus=name next=true return=next changes=size:Medium:m")
        XCTAssertEqual(
            try facts("SEGMENTED-TAP-LARGE"),
            "changed=true size=l selected=2 notes=hidden focus=name next=false return=done changes=2")
        XCTAssertEqual(try facts("SEGMENTED-TAP-SAME"), "changed=false size=l changes=2")
        XCTAssertEqual(try facts("SEGMENTED-CODE"), "selected=0 size=l changes=2")
    }

    /// `showValues` selects the stored option's segment (Medium is the second), none for no
    /// value or a value that is no option, and records nothing; a refused submit's message
    /// (`required` on a picker: "choose one of the options") is the control's hint until a tap
    /// chooses; given back, the control keeps its segments but loses the controller's texts and
    /// action, so a tap stores nothing.
    func testShowValuesSelectsTheStoredSegmentAndUnregisterGivesTheControlBack() throws {
        XCTAssertEqual(
            try facts("SEGMENTED-SHOW-VALUES"), "m=1 notes=shown nil=-1 notes=hidden xl=-1 name=Bo changes=2")
        XCTAssertEqual(
            try facts("SEGMENTED-SUBMIT"),
            "problems=size hint=[choose one of the options] tapped=s hint=[Pick one] left=0")
        XCTAssertEqual(
            try facts("SEGMENTED-UNREGISTER"),
            "id=nil label=nil hint=nil actions=0 tapped=true size=s segments=Small,Medium,Large selected=2 "
                + "enabled=true hidden=false")
    }

    /// A number as the scenarios' process shows it: `whole` and `fraction` joined by the decimal
    /// separator of the locale the test runs in, which the scenarios inherit (`.` in English and
    /// POSIX, `,` in German).
    private static func shown(_ whole: String, _ fraction: String) -> String {
        whole + (Locale.current.decimalSeparator ?? ".") + fraction
    }

    /// Issue 49: a stepper's `UIStepper` and a slider's `UISlider` (Scenarios/Quantity.swift, a
    /// form declared by hand). Registering sets the stepper's range, step (5 before) and `wraps`
    /// (true before) and its number; VoiceOver reads the number as shown (`2`, where a
    /// `UIStepper` says nothing), after the spec's label, with its hint; one action however often
    /// it is registered. The continuous budget shows `0.50` (its two fraction digits), not the
    /// `50%` a `UISlider` says, and is disabled while there are 2 guests; the tip shows `5.0` in
    /// its value label too, which VoiceOver skips (the slider says it).
    func testAStepperAndASliderTakeTheFieldsRangeAndSpeakItsNumber() throws {
        XCTAssertEqual(
            try facts("QUANTITY-STEPPER-REGISTER"),
            "min=1.0 max=10.0 step=1.0 wraps=false value=2.0 id=guests label=[Guests, required] "
                + "hint=[Adults and children] spoken=[2] actions=1")
        XCTAssertEqual(
            try facts("QUANTITY-SLIDER-REGISTER"),
            "budget=0.0...1.0@0.5 enabled=false spoken=[\(Self.shown("0", "50"))] tip=0.0...20.0@5.0 "
                + "spoken=[\(Self.shown("5", "0"))] label=[\(Self.shown("5", "0"))] labelSpoken=false")
    }

    /// + twice stores 3, then 4 (each heard through `onPickerChange`: field, number as shown, no
    /// values), which enables the budget (`guests > 2`); − at the minimum holds there and sends
    /// nothing. The tip's thumb dragged through 6.1, 7.4 and 9 goes to the nearest steps of 2.5:
    /// 5 (no change, nothing heard), 7.5 and 10; the continuous budget at `Float(0.3)` stores
    /// 0.3, not the `Float`'s 0.30000001192092896.
    func testAMoveStoresTheNumberOnTheStep() throws {
        XCTAssertEqual(
            try facts("QUANTITY-STEPPER-TAP"),
            "changed=true guests=4 budget=0.5 tip=5.0 rooms=1 spoken=[4] budget=true changes=guests:3:0;guests:4:0")
        XCTAssertEqual(
            try facts("QUANTITY-STEPPER-END"),
            "changed=false guests=1 budget=0.5 tip=5.0 rooms=1 budget=false changes=2")
        let ten = Self.shown("10", "0")
        XCTAssertEqual(
            try facts("QUANTITY-SLIDER-STEP"),
            "guests=3 budget=0.5 tip=10.0 rooms=1 thumb=10.0 label=[\(ten)] spoken=[\(ten)] "
                + "changes=tip:\(Self.shown("7", "5")):0;tip:\(ten):0")
        XCTAssertEqual(try facts("QUANTITY-SLIDER-CONTINUOUS"), "budget=0.3 spoken=[\(Self.shown("0", "30"))]")
    }

    /// `showValues` moves every control to its number, recording nothing: 12 guests show as the
    /// stepper's maximum, 10 (UIKit clamps), stay 12 in the values and fail a submit ("at most
    /// 10"). A read-only stepper is disabled and takes no tap. Given back, a slider loses the
    /// controller's texts and action (a drag stores nothing) and says UIKit's percentage again,
    /// of its own value (25 %, 75 % once dragged).
    func testShowValuesReadOnlyAndUnregisterOfAStepperAndASlider() throws {
        XCTAssertEqual(
            try facts("QUANTITY-SHOW-VALUES"),
            "guests=12 budget=0.25 tip=12.5 rooms=2 stepper=10.0 budget=0.25 tip=12.5 "
                + "label=[\(Self.shown("12", "5"))] changes=0 problems=guests:at most 10")
        XCTAssertEqual(try facts("QUANTITY-READ-ONLY"), "enabled=false changed=false rooms=2")
        XCTAssertEqual(
            try facts("QUANTITY-UNREGISTER"), "id=nil spoken=[25%] actions=0 moved=true spoken=[75%] budget=0.25")
    }

    // MARK: Issue 49: month fields and help (Month.form.yaml)

    /// A field's help in the app's label: its text, hidden while its field is (the note shows
    /// only while the gift toggle is on) and for a field with none (the expiry); the texts and
    /// the footers by section number read through the controller.
    func testAHelpLabelShowsTheFieldsHelpAndHidesWithIt() throws {
        XCTAssertEqual(
            try facts("MONTH-HELP"),
            "name=[Only for the courier.] hidden=false note=[Printed on the card.] hidden=true expiry=[-] hidden=true "
                + "of=Only for the courier.|nil footers=We never share your name.|nil")
        XCTAssertEqual(
            try facts("MONTH-HELP-GIFT"),
            "on: note=[Printed on the card.] hidden=false off: note=[Printed on the card.] hidden=true")
    }

    /// UIKit's own month wheels (`.yearAndMonth`, in the wheels style the mode needs), in UTC
    /// (0 seconds from GMT):
    /// the clock at 12:00 UTC on 7 December 2026, `min: today` is 1 December 2026 (1796083200 s),
    /// `max: 2040-12` 1 December 2040 (2237932800 s). The empty field suggests 12/26; Choose takes
    /// its first day; a move to 17 May 2027, 15:00 stores 1 May 2027 (1809129600 s).
    func testUIKitsMonthPickerWritesTheMonthsFirstDay() throws {
        XCTAssertEqual(
            try facts("MONTH-SYSTEM"),
            "mode=yearAndMonth wheels=true zone=0 min=1796083200 max=2237932800 text=[] placeholder=[12/26] value=nil"
        )
        XCTAssertEqual(try facts("MONTH-SYSTEM-CHOSEN"), "text=[12/26] placeholder=[] value=1796083200")
        XCTAssertEqual(
            try facts("MONTH-SYSTEM-MOVED"),
            "text=[05/27] placeholder=[] value=1809129600 changes=expiry=12/26,expiry=05/27")
    }

    /// FormcKit's two wheels where UIKit has no month picker: 12 months and the years 2026 to
    /// 2040, at December 2026; May 2026 is before `min` and turns back to December; 2027, then
    /// May, gives 05/27. The default March 2020 (1583020800 s) shows at once and starts the wheels
    /// of a field without bounds, whose years are 1976 to 2076 (2020 is row 44).
    func testFormcKitsMonthWheelsWriteTheMonthsFirstDay() throws {
        XCTAssertEqual(
            try facts("MONTH-WHEELS"),
            "components=2 rows=12,15 selected=11,0 titles=December,2026 text=[] placeholder=[12/26] value=nil")
        XCTAssertEqual(
            try facts("MONTH-WHEELS-EARLY"),
            "components=2 rows=12,15 selected=11,0 titles=December,2026 text=[12/26] placeholder=[] value=1796083200")
        XCTAssertEqual(
            try facts("MONTH-WHEELS-MOVED"),
            "components=2 rows=12,15 selected=4,1 titles=May,2027 text=[05/27] placeholder=[] value=1809129600 "
                + "changes=expiry=12/26,expiry=12/27,expiry=05/27")
        XCTAssertEqual(try facts("MONTH-WHEELS-START-TEXT"), "text=[2020-03] placeholder=[] value=1583020800")
        XCTAssertEqual(try facts("MONTH-WHEELS-START"), "components=2 rows=12,101 selected=2,44 titles=March,2020")
        XCTAssertEqual(
            try facts("MONTH-CHECKS"), "expiry:earliest is 12/26 unheld=expected a month like MM/yy")
    }

    /// The month of the user's today, whatever the zone: late on 31 December in Los Angeles
    /// (January in UTC) and early on 1 December in Kiritimati (November in UTC) both suggest
    /// December 2026, and Choose stores its first day, midnight UTC (1796083200 s).
    func testAnEmptyMonthFieldStartsOnTheUsersMonth() throws {
        let expected = "text=[] placeholder=[12/26] value=nil chosen: text=[12/26] placeholder=[] value=1796083200"
        for label in ["LOSANGELES-2300", "KIRITIMATI-0200"] {
            XCTAssertEqual(try facts("MONTH-\(label)-SYSTEM"), expected, label)
            XCTAssertEqual(try facts("MONTH-\(label)-WHEELS"), expected, label)
        }
    }

    /// Issue 49: a rating's `FormcRatingControl` (Scenarios/Rating.swift, a form declared by hand
    /// in formc's shape, its words in German). Registering gives it the field's range (1...5:
    /// five empty stars), no value, the field id, the spec's label with the required word and its
    /// hint in place of the app's own, and "nicht bewertet" as its value; it is ONE accessibility
    /// element, adjustable, whose buttons are none; one action however often it is registered;
    /// VoiceOver's double-tap is handled and chooses nothing (not the middle star under it).
    /// The scale from 0 has eleven numbers in circles, disabled (`stars isSet` does not hold:
    /// every button disabled, VoiceOver told `.notEnabled`), in two rows of six 44-point cells in
    /// its 300 points (264 by 88 fits; one row is 484 by 44).
    func testARatingTakesTheFieldsRangeAndIsOneAdjustableElement() throws {
        XCTAssertEqual(
            try facts("RATING-REGISTER"),
            "range=1...5 value=nil faces=star,star,star,star,star id=stars label=[How was your stay?, Pflichtfeld] "
                + "hint=[Five is best] spoken=[nicht bewertet] element=true adjustable=true buttonsElements=0 actions=1 "
                + "doubleTap=true after=nil"
        )
        let numbers = (0...10).map { "*\($0).circle" }.joined(separator: ",")
        XCTAssertEqual(
            try facts("RATING-SCALE"),
            "range=0...10 faces=\(numbers) enabled=false notEnabled=true spoken=[nicht bewertet] "
                + "frames=0:0,44:0,88:0,132:0,176:0,220:0,0:44,44:44,88:44,132:44,176:44 fits=264x88 oneRow=484x44")
    }

    /// A finger on the third star (hit-tested to its button, `.touchUpInside`) stores 3, fills
    /// three stars, says "3 von 5" and enables the scale, heard once through `onPickerChange`
    /// (the number, no values); the same star again changes nothing. VoiceOver's swipes up reach
    /// the adjustable control: 4, 5, and 5 again (held at the top, nothing heard); down is 4. On
    /// the scale, down from none leaves none; up chooses 0, its circle filled.
    func testATapOrASwipeStoresTheStars() throws {
        XCTAssertEqual(
            try facts("RATING-TAP"),
            "stars=3 recommend=nil again=nil breakfast=nil faces=star.fill,star.fill,star.fill,star,star "
                + "spoken=[3 von 5] recommend=true faces=\((0...10).map { "\($0).circle" }.joined(separator: ",")) "
                + "changes=stars:3:0")
        let scale = ["0.circle.fill"] + (1...10).map { "\($0).circle" }
        XCTAssertEqual(
            try facts("RATING-VOICEOVER"),
            "reached=[true, true, true] stars=4 recommend=0 again=nil breakfast=nil spoken=[4 von 5] "
                + "scale=[nicht bewertet]→[0 von 10] faces=\(scale.joined(separator: ",")) "
                + "changes=stars:4:0;stars:5:0;stars:4:0;recommend:0:0")
    }

    /// `showValues` shows 7 stars of 5 (a draft's) as they are: every star filled, "7 von 5",
    /// nothing recorded, and a submit's problem ("höchstens 5"), with the unanswered required
    /// question's. Right to left, the scale starts at the right edge (256 = 300 − 44). Given back,
    /// the control has the app's own identifier and label again, speaks English, and a tap on it
    /// moves only the control.
    func testShowValuesRightToLeftAndUnregisterOfARating() throws {
        XCTAssertEqual(
            try facts("RATING-SHOW-VALUES"),
            "stars=7 recommend=10 again=nil breakfast=nil value=7 faces=star.fill,star.fill,star.fill,star.fill,star.fill "
                + "spoken=[7 von 5] scale=[10 von 10] changes=0 problems=again:Pflichtfeld,stars:höchstens 5")
        XCTAssertEqual(try facts("RATING-RTL"), "frames=256:0,212:0")
        XCTAssertEqual(
            try facts("RATING-UNREGISTER"), "id=ownStars label=[Own label] spoken=[4 of 5] actions=0 value=1 stars=4")
    }

    /// A yes/no question's `UISegmentedControl`: two segments, formc's words (Ja, Nein), none
    /// selected (`noSegment`, -1) until answered; breakfast disabled while `again == true` does
    /// not hold. A tap on Ja stores true and enables breakfast, on Nein false and disables it,
    /// each heard with its word and no values. From code an answer selects its segment and nil
    /// none, recording nothing; a submit then says the required question and rating are
    /// unanswered.
    func testAYesNoQuestionIsTwoSegmentsNoneSelectedUntilAnswered() throws {
        XCTAssertEqual(
            try facts("YESNO-REGISTER"),
            "again=Ja,Nein@-1 enabled=true breakfast=Ja,Nein@-1 enabled=false id=again "
                + "label=[Stay again?, Pflichtfeld] actions=1")
        XCTAssertEqual(
            try facts("YESNO-TAP"),
            "tapped=true,true stars=nil recommend=nil again=true breakfast=nil breakfast=true then "
                + "stars=nil recommend=nil again=false breakfast=nil breakfast=false changes=again:Ja:0;again:Nein:0")
        XCTAssertEqual(
            try facts("YESNO-SHOW-VALUES"),
            "again=Ja,Nein@0 enabled=true breakfast=Ja,Nein@1 enabled=true then again=Ja,Nein@-1 enabled=true "
                + "changes=0 problems=again:Pflichtfeld,stars:Pflichtfeld")
    }
}
