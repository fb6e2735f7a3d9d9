import FormcCore
import FormcDiagnostics
import FormcEmit

/// The files `formc init` writes: a `formc.yml`, a first spec whose first line points the
/// editor at the schema, the schema itself, VS Code's settings for every spec, and in a
/// package the one Swift source a target of specs needs. Paths are relative to the folder
/// initialised, `/`-separated.
struct StarterFiles {
    struct File: Equatable {
        var path: String
        var text: String
        /// What to tell the user when the file is already there and so is left as it is.
        var whenKept: String
    }

    /// The target a package's specs go in (`Sources/Forms/`): its name is the module's.
    static let packageTarget = "Forms"

    /// The files for a plain folder, or, when `package` (the folder holds a `Package.swift`),
    /// for a package: the spec then goes in `Sources/Forms/` beside a placeholder Swift file,
    /// since SwiftPM refuses a target without a Swift source ("target 'Forms' … is empty")
    /// and the plugin's generated files do not count. `schema` is `formc schema`'s text.
    static func files(package: Bool, schema: String) -> [File] {
        let specFolder = package ? "Sources/\(packageTarget)" : "Forms"
        // The modeline names the schema by its path from the spec's folder (docs/editors.md).
        let up = String(repeating: "../", count: specFolder.split(separator: "/").count)
        var files = [
            File(
                path: ProjectConfig.defaultName, text: config(package: package, specFolder: specFolder),
                whenKept: "its specs and settings are used as they are"),
            File(
                path: "\(specFolder)/Contact.form.yaml", text: spec(schemaPath: up + schemaPath),
                whenKept: "it is your spec now"),
            File(
                path: schemaPath, text: schema,
                whenKept: "`formc schema -o \(schemaPath)` brings it up to date"),
            File(
                path: ".vscode/settings.json", text: vscodeSettings,
                whenKept: "add this to it for every spec's completion: \(vscodeSnippet)")
        ]
        if package {
            files.append(
                File(
                    path: "\(specFolder)/\(packageTarget).swift", text: placeholder,
                    whenKept: "the target has its Swift source"))
        }
        return files
    }

    static let schemaPath = "schema/formc.schema.json"

    /// The `formc.yml`. A folder's config builds Swift into `Generated/`; a package's names the
    /// specs of its target for `formc lint` and the plugin (which generates the Swift when the
    /// package builds), and so builds only their JSON, into `.build/formc/`, out of SwiftPM's
    /// sources.
    static func config(package: Bool, specFolder: String) -> String {
        let header = """
            # formc.yml, written by formc init (docs/config.md). `formc build` compiles the specs it
            # names, `formc lint` checks them, and FormcPlugin reads it for the specs below this folder:
            # its `templates` and `lint.severity` apply to the Swift the plugin generates.

            """
        guard package else {
            return header + """
                output: Generated            # <Form>Form.swift and FormcKit.swift (git-ignore .formc-build.json)
                specs:
                  - "\(specFolder)/**/*.form.yaml"

                """
        }
        return header + """
            # FormcPlugin generates the Swift when the package builds; `formc build` here writes
            # each form's resolved JSON into .build/formc/, outside the package's sources.
            emit: json
            output: .build/formc
            specs:
              - "\(specFolder)/**/*.form.yaml"

            """
    }

    /// A small real form: a contact form with a required name and email, an optional phone and
    /// a message, the keyboard toolbar, Next on return and Done on the last.
    static func spec(schemaPath: String) -> String {
        """
        # yaml-language-server: $schema=\(schemaPath)
        # A first form, written by formc init. The language, key by key: docs/spec-language.md
        # in formc's repository, or `formc explain KEY` (formc explain fields.kind).
        form: Contact
        toolbar:
          previousNext: true
          done: true
        fields:
          - id: name
            kind: text
            label: Name
            required: true
            contentType: name
          - id: email
            kind: email
            label: Email
            required: true
            contentType: emailAddress
          - id: phone
            kind: phone
            label: Phone
          - id: message
            kind: multiline
            label: Message

        """
    }

    /// VS Code's YAML extension (Red Hat's): the schema for every spec of the workspace.
    static let vscodeSnippet =
        #"{ "yaml.schemas": { "./schema/formc.schema.json": ["**/*.form.yaml", "**/*.form.yml"] } }"#

    static let vscodeSettings = """
        {
          "yaml.schemas": {
            "./\(schemaPath)": ["**/*.form.yaml", "**/*.form.yml"]
          }
        }

        """

    static let placeholder = """
        // The \(packageTarget) target's own Swift source, written by formc init. SwiftPM builds no
        // target without one, and the Swift that FormcPlugin generates from the specs beside
        // this file (Contact.form.yaml gives ContactForm.swift) does not count. Put the target's
        // own code here, or leave it as it is.
        import FormcKit

        """
}
