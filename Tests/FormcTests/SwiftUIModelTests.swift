import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR
import FormcCore

/// The decisions of the generated SwiftUI view, run on Linux: the view only reads
/// `<Prefix>Editing` (where editing is, what the `@FocusState` holds, which picker shows, the
/// toolbar's state, the message under a field) and applies the answers of `<Prefix>Sources`
/// (the path after a column changes), `<Prefix>Dates` (range and start date) and
/// `<Prefix>Values.fillEmpty`. Profile's core and a spec with a province without cities are
/// compiled together with a driver in one `swiftc` run; every expected line is written by hand
/// from the specs (and, for Profile's provinces, from Examples/data/provinces.plist).
final class SwiftUIModelTests: XCTestCase {
    /// `Zed` has no cities (FC210, a warning); `trip` starts no earlier than 2999 but ends today.
    static let places = """
        form: Places
        toolbar: {previousNext: true, done: true}
        returnKey: {default: next, last: send}
        sources:
          sizes: {options: [S, M, L]}
          regions:
            levels: [province, city]
            options:
              - {label: Aland, value: A, children: [{label: A1, value: a1}, {label: A2, value: a2}]}
              - {label: Zed, value: Z, children: []}
              - {label: Bria, value: B, children: [{label: B1, value: b1}]}
        fields:
          - {id: name, kind: text, required: true, validation: {minLength: 2}}
          - {id: trip, kind: date, min: 2999-01-01, max: today}
          - {id: place, kind: picker, source: regions, required: true}
          - {id: size, kind: picker, source: sizes, fillOnFocus: true}
          - {id: secret, kind: text, hidden: true}
          - {id: agree, kind: toggle, required: true}

        """

    static let driver = #"""
        import Foundation

        func show<F: RawRepresentable>(_ field: F?) -> String where F.RawValue == String { field?.rawValue ?? "-" }
        func step(_ label: String, _ state: ProfileEditing) {
            let bar = state.toolbar
            print("\(label) field=\(show(state.field)) keyboard=\(show(state.keyboardField)) picker=\(show(state.pickerField)) "
                  + "editing=\(state.isEditing) bar=\(bar.previousEnabled),\(bar.nextEnabled),\(bar.showsDone),\(bar.title ?? "-")")
        }

        // Next from phone: the date row, then the cascading picker row, editing all the way.
        var profile = ProfileEditing()
        profile.begin(.phone)
        step("P-BEGIN", profile)
        profile.perform(.next)
        step("P-NEXT1", profile)
        profile.keyboardFocusChanged(to: nil)   // the keyboard went away because a date row has no keyboard
        step("P-KEYBOARD-GONE", profile)
        profile.perform(.next)
        step("P-NEXT2", profile)
        profile.perform(.next)                  // last field: Next is disabled and does nothing
        step("P-NEXT3", profile)
        profile.perform(.previous)
        step("P-PREVIOUS", profile)
        profile.keyboardFocusChanged(to: .email) // a tap on the email field
        step("P-TAP-EMAIL", profile)
        print("P-RETURN-SUBMITS \(profile.returnPressed())")
        step("P-RETURN", profile)
        profile.keyboardFocusChanged(to: nil)    // scrolled the keyboard away from a text field
        step("P-KEYBOARD-DISMISSED", profile)

        // Done ends editing from every field of the chain.
        for field in ProfileField.focusChain {
            var state = ProfileEditing()
            state.begin(field)
            state.perform(.done)
            print("P-DONE \(field.rawValue) \(state.isEditing) \(show(state.keyboardField))")
        }
        var last = ProfileEditing()
        last.begin(.city)
        print("P-RETURN-LAST \(last.returnPressed()) \(last.isEditing)")

        // Cascading: Profile's first path, and a province chosen; Places' province without cities.
        print("P-FIRST " + ProfileSources.firstPath(for: .city).joined(separator: "/"))
        print("P-HEBEI " + ProfileSources.path(for: .city, choosing: "河北省", atLevel: 0, in: ["北京市", "北京市"]).joined(separator: "/"))
        let bounds = ProfileDates.bounds(for: .birthday)
        print("P-BOUNDS \(bounds.lower.map { Int($0.timeIntervalSince1970) } ?? 0) \(bounds.upper == ProfileDates.today()) \(ProfileDates.startDate(for: .birthday) == ProfileDates.today())")

        func path(_ value: String, _ level: Int, _ path: [String]) -> String {
            "[" + PlacesSources.path(for: .place, choosing: value, atLevel: level, in: path).joined(separator: ",") + "]"
        }
        print("C-PATHS \(path("A", 0, [])) \(path("a2", 1, ["A", "a1"])) \(path("Z", 0, ["A", "a2"])) \(path("B", 0, ["Z"])) "
              + "\(path("a1", 1, ["Z"])) \(path("nope", 0, ["A", "a1"])) \(path("A", 5, ["B", "b1"])) \(path("A", -1, ["B", "b1"]))")
        let columns = PlacesSources.columns(for: .place, path: ["Z"])
        print("C-COLUMNS-Z \(columns.map { String($0.count) }.joined(separator: " "))")
        print("C-COLUMNS-STALE \(PlacesSources.columns(for: .place, path: ["A", "b1"]).map { String($0.count) }.joined(separator: " "))")
        print("C-TEXT-Z [\(PlacesSources.displayText(for: .place, selection: PlacesSources.selection(for: .place, path: ["Z"])))]")
        print("C-FLAT \(PlacesSources.columns(for: .size, path: []).map { String($0.count) }.joined(separator: " ")) \(PlacesSources.firstPath(for: .size))")

        // The explicit choice (a row's Choose button) of what an empty date or picker row suggests.
        var values = PlacesValues()
        values.fillEmpty(.place)
        values.fillEmpty(.size)
        values.fillEmpty(.trip)
        values.fillEmpty(.name)
        let day = ISO8601DateFormatter()
        print("C-FILL \(values.place) \(values.size ?? "-") \(values.trip.map { day.string(from: $0) } ?? "-") [\(values.name)]")
        values.place = ["B", "b1"]
        values.fillEmpty(.place)
        print("C-KEPT \(values.place)")
        let trip = PlacesDates.bounds(for: .trip)
        print("C-TRIP-RANGE \(trip.lower.map { day.string(from: $0) } ?? "-") \(trip.upper.map { day.string(from: $0) } ?? "-")")

        // Rows outside the chain, messages, submit.
        var places = PlacesEditing()
        places.begin(.secret)
        places.begin(.agree)
        print("C-REFUSED \(places.isEditing)")
        let empty = PlacesValues().validate()
        print("C-UNTOUCHED \(places.message(for: .name, errors: empty) ?? "-")")
        places.begin(.name)
        places.perform(.next)
        print("C-LEFT \(places.message(for: .name, errors: empty) ?? "-") \(places.message(for: .place, errors: empty) ?? "-")")
        print("C-SUBMIT \(places.submit(errors: empty)) \(show(places.field)) \(places.message(for: .place, errors: empty) ?? "-") \(places.message(for: .agree, errors: empty) ?? "-")")
        let short = PlacesValues(name: "x", place: ["Z"], agree: true).validate()
        print("C-SHORT \(places.message(for: .name, errors: short) ?? "-") \(places.message(for: .place, errors: short) ?? "-")")
        print("C-TOGGLE-ONLY \(places.submit(errors: PlacesValues(name: "xy", place: ["Z"], agree: false).validate())) \(places.isEditing)")
        places.begin(.place)
        print("C-VALID \(places.submit(errors: PlacesValues(name: "xy", place: ["Z"], agree: true).validate())) \(places.isEditing)")
        var sending = PlacesEditing()
        sending.begin(.name)
        sending.perform(.next)
        sending.perform(.next)
        sending.perform(.next)
        print("C-LAST-RETURN \(show(sending.field)) \(sending.returnPressed()) \(sending.isEditing)")
        print("C-WORDS \(PlacesField.ValidationError.belowMinimum(1).message) | \(PlacesField.ValidationError.aboveMaximum(2.5).message) | \(PlacesField.ValidationError.tooLong(maximum: 3).message)")

        // Issue 48: the view's editing binding fills a row that begins editing only where the
        // spec says `fillOnFocus: true` (size); Next through leaves trip and place empty, and
        // `required` fails for place. The row's Choose button takes the suggestion.
        var unchosen = PlacesValues()
        var position = PlacesEditing()
        var moving = position
        moving.begin(.name)
        if let field = moving.fieldFilledOnFocus(after: position) { unchosen.fillEmpty(field) }
        position = moving
        for _ in 0..<3 {
            moving.perform(.next)
            if let field = moving.fieldFilledOnFocus(after: position) { unchosen.fillEmpty(field) }
            print("U-STEP \(show(moving.pickerField)) filled=\(show(moving.fieldFilledOnFocus(after: position)))")
            position = moving
        }
        let suggested = PlacesField.formcForm.suggestion(for: .place, in: unchosen)?.text ?? "-"
        print("U-THROUGH trip=\(unchosen.trip == nil ? "nil" : "set") place=\(unchosen.place) size=\(unchosen.size ?? "nil") suggests=\(suggested) problems=\(unchosen.validate().keys.map(\.rawValue).sorted())")
        unchosen.fillEmpty(.place)
        print("U-CHOSEN place=\(unchosen.place) suggests=\(PlacesField.formcForm.suggestion(for: .place, in: unchosen)?.text ?? "-")")

        """#

    func testEditingModelCascadingPathsDatesAndMessagesInTheCompiledCore() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let places = Pipeline().compile(
            bytes: Array(Self.places.utf8), path: "Places.form.yaml", baseDirectory: directory.path)
        // The checker warns at lint time about the province the picker will show no cities for.
        XCTAssertEqual(TestSupport.summary(places.diagnostics), ["FC210 10:9"])
        let profile = try Pipeline().compile(
            path: TestSupport.path("Examples/Profile.form.yaml"), standardInput: { _ in [] })
        var files: [String] = []
        for form in [try XCTUnwrap(places.form), try XCTUnwrap(profile.form)] {
            let file = directory.appendingPathComponent(SwiftEmitter.fileName(for: form))
            try Data(try SwiftEmitter().emit(form, formcVersion: Formc.version).utf8).write(to: file)
            files.append(file.path)
        }
        guard let binary = try GeneratedCodeTests.buildDriver(Self.driver, with: files, in: directory, named: "model")
        else { return }
        let run = try GeneratedCodeTests.run(binary.path, [])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(
            run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                // phone holds the keyboard; Next goes to birthday (a date row: no keyboard, its
                // picker shows) and on to city, never ending editing; the bar is each field's own.
                "P-BEGIN field=phone keyboard=phone picker=- editing=true bar=true,true,true,Mobile number",
                "P-NEXT1 field=birthday keyboard=- picker=birthday editing=true bar=true,true,true,yyyy-MM-dd",
                "P-KEYBOARD-GONE field=birthday keyboard=- picker=birthday editing=true bar=true,true,true,yyyy-MM-dd",
                "P-NEXT2 field=city keyboard=- picker=city editing=true bar=true,false,true,Province and city",
                "P-NEXT3 field=city keyboard=- picker=city editing=true bar=true,false,true,Province and city",
                "P-PREVIOUS field=birthday keyboard=- picker=birthday editing=true bar=true,true,true,yyyy-MM-dd",
                "P-TAP-EMAIL field=email keyboard=email picker=- editing=true bar=true,true,true,name@example.com",
                "P-RETURN-SUBMITS false",
                "P-RETURN field=phone keyboard=phone picker=- editing=true bar=true,true,true,Mobile number",
                "P-KEYBOARD-DISMISSED field=- keyboard=- picker=- editing=false bar=false,false,false,-",
                "P-DONE name false -",
                "P-DONE email false -",
                "P-DONE phone false -",
                "P-DONE birthday false -",
                "P-DONE city false -",
                "P-RETURN-LAST false false",
                "P-FIRST 北京市/北京市",
                "P-HEBEI 河北省/石家庄市",
                // 1900-01-01T00:00:00Z is -2208988800 s from the epoch; the upper bound is today.
                "P-BOUNDS -2208988800 true true",
                "C-PATHS [A,a1] [A,a2] [Z] [B,b1] [Z] [A,a1] [B,b1] [B,b1]",
                "C-COLUMNS-Z 3 0",
                "C-COLUMNS-STALE 3 2",
                "C-TEXT-Z [Zed ]",
                "C-FLAT 3 [\"S\"]",
                // trip: min 2999-01-01 is after today (its max), so the range is that one day.
                "C-FILL [\"A\", \"a1\"] S 2999-01-01T00:00:00Z []",
                "C-KEPT [\"B\", \"b1\"]",
                "C-TRIP-RANGE 2999-01-01T00:00:00Z 2999-01-01T00:00:00Z",
                "C-REFUSED false",
                "C-UNTOUCHED -",
                "C-LEFT required -",
                // A required picker and switch say what to do, in formc run's words.
                "C-SUBMIT false name choose one of the options must be switched on",
                "C-SHORT at least 2 characters -",
                "C-TOGGLE-ONLY false false",
                "C-VALID true false",
                "C-LAST-RETURN size true false",
                "C-WORDS at least 1 | at most 2.5 | at most 3 characters",
                // Only size, `fillOnFocus: true`, is filled when its row begins editing.
                "U-STEP trip filled=-",
                "U-STEP place filled=-",
                "U-STEP size filled=size",
                "U-THROUGH trip=nil place=[] size=S suggests=Aland A1 problems=[\"agree\", \"name\", \"place\"]",
                "U-CHOSEN place=[\"A\", \"a1\"] suggests=-",
                ""
            ])
    }
}
