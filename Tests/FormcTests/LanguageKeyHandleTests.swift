import XCTest
@testable import FormcIR

/// Each scope's keys are the stored properties of one struct (`Language.FieldKeys`), and code
/// names a key through its property (`Language.fieldKeys.label`): the property must be named
/// as its key, and the scope must hold exactly the struct's keys, in their order.
final class LanguageKeyHandleTests: XCTestCase {
    /// Every scope with the struct its keys are read from, in `Language.scopes`' order.
    private static let handles: [(scope: Scope, keys: any Sendable)] = [
        (Language.top, Language.topKeys), (Language.toolbar, Language.toolbarKeys),
        (Language.dismiss, Language.dismissKeys), (Language.returnKey, Language.returnKeyKeys),
        (Language.returnAction, Language.returnActionKeys), (Language.section, Language.sectionKeys),
        (Language.field, Language.fieldKeys), (Language.layout, Language.layoutKeys),
        (Language.validation, Language.validationKeys), (Language.rule, Language.ruleKeys),
        (Language.source, Language.sourceKeys)
    ]

    func testEveryScopeHasItsKeysStruct() {
        XCTAssertEqual(Self.handles.map(\.scope.name), Language.scopes.map(\.name))
    }

    func testEachPropertyIsNamedAsItsKeyAndTheScopeHoldsThemInOrder() {
        for (scope, keys) in Self.handles {
            let properties = Mirror(reflecting: keys).children
            let handles = properties.compactMap { property in
                (property.value as? LanguageKey).map { (label: property.label, key: $0) }
            }
            XCTAssertEqual(handles.count, properties.count, "scope '\(scope.name)': a property that is no key")
            XCTAssertEqual(handles.count, scope.keys.count, "scope '\(scope.name)'")
            for handle in handles {
                XCTAssertEqual(handle.label, handle.key.name, "scope '\(scope.name)': property and key differ")
            }
            XCTAssertEqual(handles.map(\.key.name), scope.names, "scope '\(scope.name)': not in declaration order")
        }
    }

    /// A key that is a Swift keyword is a backticked property; reflection labels it without
    /// the backticks, as the key is spelt.
    func testABacktickedPropertyIsLabelledAsItsKey() {
        let property = Mirror(reflecting: Language.fieldKeys).children.first {
            ($0.value as? LanguageKey)?.name == "default"
        }
        XCTAssertEqual(property?.label, "default")
        XCTAssertEqual(Language.fieldKeys.default.name, "default")
    }

    /// A key whose value is a nested scope holds that scope, whole, though the two statics
    /// refer to each other's structs while they are first initialised.
    func testNestedScopesAreTheLanguagesOwn() {
        XCTAssertEqual(Language.topKeys.fields.type.scope?.names, Language.field.names)
        XCTAssertEqual(Language.sectionKeys.fields.type.scope?.names, Language.field.names)
        XCTAssertEqual(Language.fieldKeys.validation.type.scope?.names, Language.validation.names)
        XCTAssertEqual(Language.topKeys.toolbar.type.scope?.names, Language.toolbar.names)
    }
}
