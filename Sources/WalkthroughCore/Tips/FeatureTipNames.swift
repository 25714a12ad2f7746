/// What event names, parameter names and tip ids may be: the rule for the
/// manifest, the API and the state file alike.
package enum FeatureTipNames {
    /// An event or parameter name: 1 to ``ManifestLimits/ruleNameLength``
    /// ASCII letters, digits, `-`, `_` and `.`.
    package static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= ManifestLimits.ruleNameLength && name.utf8.allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
    }

    /// A tip id: 1 to ``ManifestLimits/idLength`` of `a`–`z`, `0`–`9` and `-`.
    package static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= ManifestLimits.idLength && id.utf8.allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")
        }
    }
}
