import CWalkthroughGtk
import GObjectKit
import Glibc
import WalkthroughCore

/// The `walkthrough` command's options as GLib option entries, made from the
/// core's `CommandLineOption` list. GLib parses the command line, writes the
/// translated `--help` and collects the values in the options dictionary that
/// `handle-local-options` and `command-line` receive; `values(in:)` reads them
/// back for the core to decide.
enum CommandLineEntries {
    /// What parsing a command line gave: GLib's refusal, once it has refused.
    final class Parse {
        /// GLib's parse error, as the core's type; nil while none happened.
        fileprivate(set) var rejection: CommandLineError?
    }

    /// Adds the entries and `--help`'s texts to `application`; the result
    /// records GLib's parse error, which GLib prints itself.
    static func install(on application: UnsafeMutablePointer<GApplication>) -> Parse {
        g_application_add_main_option_entries(application, entries)
        g_application_set_option_context_description(application, tr("--check and --extract-strings read the FILEs given after the options. --render and --preview are tools for tour authors; they run on their own."))
        let parse = Parse()
        OptionErrorHook.add(to: application) { [parse] message in
            let error = CommandLineError.rejected(message)
            parse.rejection = error
            return error.usageMessage
        }
        return parse
    }

    /// The values GLib collected into `dictionary` (a `GVariantDict`).
    static func values(in dictionary: UnsafeMutablePointer<GVariantDict>) -> CommandLineValues {
        var given = CommandLineValues()
        for option in CommandLineOption.allCases {
            guard let value = g_variant_dict_lookup_value(dictionary, option.rawValue, nil) else { continue }
            defer { g_variant_unref(value) }
            if option.argument == .none {
                if g_variant_is_of_type(value, booleanType) != 0, g_variant_get_boolean(value) != 0 { given.flags.insert(option) }
            } else {
                given.values[option] = strings(value)
            }
        }
        if let value = g_variant_dict_lookup_value(dictionary, remainingKey, nil) {
            given.remaining = strings(value)
            g_variant_unref(value)
        }
        return given
    }

    /// Puts `files` in `dictionary` as `option`'s values, as GLib collects file names.
    static func set(_ option: CommandLineOption, to files: [String], in dictionary: UnsafeMutablePointer<GVariantDict>) {
        let vector = CStringArray(files)
        vector.withConst { g_variant_dict_insert_value(dictionary, option.rawValue, g_variant_new_bytestring_array($0, gssize(files.count))) }
    }

    /// The dictionary key GLib files the words that are not options under (`G_OPTION_REMAINING`).
    private static let remainingKey = ""

    private static let booleanType = g_variant_type_new("b")

    /// The strings of a value GLib packed: `s`, `ay` (a file name) or `aay` (file names).
    private static func strings(_ value: OpaquePointer) -> [String] {
        switch String(cString: g_variant_get_type_string(value)) {
        case "s": return [String(cString: g_variant_get_string(value, nil))]
        case "ay": return [String(cString: g_variant_get_bytestring(value))]
        case "aay":
            var count = 0
            guard let array = g_variant_get_bytestring_array(value, &count) else { return [] }
            defer { g_free(array) }
            return (0..<count).compactMap { array[$0].map { String(cString: $0) } }
        default: return []
        }
    }

    /// The entries, NULL-terminated. GLib keeps pointers to their strings for
    /// as long as an application uses them, so they are made once and live for
    /// the process (translated in the language the process started in).
    private static let entries: UnsafeMutablePointer<GOptionEntry> = {
        let options = CommandLineOption.allCases
        let table = UnsafeMutablePointer<GOptionEntry>.allocate(capacity: options.count + 2)
        for (index, option) in options.enumerated() {
            table[index] = GOptionEntry(long_name: strdup(option.rawValue), short_name: 0, flags: 0, arg: argument(option.argument),
                                        arg_data: nil, description: strdup(option.summary),
                                        arg_description: option.valueName.map { strdup($0) } ?? nil)
        }
        // The words after the options: the files of --check and --extract-strings.
        table[options.count] = GOptionEntry(long_name: strdup(remainingKey), short_name: 0, flags: 0, arg: filenameArray,
                                            arg_data: nil, description: nil, arg_description: strdup("[FILE…]"))
        table[options.count + 1] = GOptionEntry()
        return table
    }()

    // GOptionArg's values (goption.h); the enumerators do not import here.
    private static let flag = GOptionArg(rawValue: 0), string = GOptionArg(rawValue: 1)
    private static let filename = GOptionArg(rawValue: 4), filenameArray = GOptionArg(rawValue: 6)

    private static func argument(_ argument: CommandLineOption.Argument) -> GOptionArg {
        switch argument {
        case .none: flag
        case .text: string
        case .file: filename
        case .files: filenameArray
        }
    }
}
