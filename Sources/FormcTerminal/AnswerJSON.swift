import FormcDiagnostics

extension AnswerValue {
    /// The answer as JSON (see `FormSession.answers()` for the types).
    var json: JSONValue {
        switch self {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .object(let members): return .object(members.mapValues(JSONValue.string))
        case .list(let values): return .array(values.map(JSONValue.string))
        case .null: return .null
        }
    }
}

/// The answers of a form as one JSON object, keys sorted: what `formc run` prints.
package enum AnswerJSON {
    package static func bytes(_ answers: [String: AnswerValue]) -> [UInt8] {
        JSONWriter.write(.object(answers.mapValues(\.json)))
    }
}
