import Foundation

/// Sets or removes a value deep inside parsed JSON by a path such as `pages[0].image`,
/// so each manifest test can state just the one field it breaks.
package enum JSONPath {
    private enum Step {
        case key(String)
        case index(Int)
    }

    package static func set(_ value: Any?, at path: String, in root: inout [String: Any]) {
        var boxed: Any = root
        set(value, steps: steps(path)[...], in: &boxed)
        if let dictionary = boxed as? [String: Any] { root = dictionary }
    }

    private static func steps(_ path: String) -> [Step] {
        var result: [Step] = []
        for part in path.split(separator: ".") {
            var name = Substring(part)
            var indices: [Int] = []
            while let open = name.lastIndex(of: "["), name.hasSuffix("]") {
                indices.insert(Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) ?? 0, at: 0)
                name = name[..<open]
            }
            if !name.isEmpty { result.append(.key(String(name))) }
            result += indices.map { .index($0) }
        }
        return result
    }

    private static func set(_ value: Any?, steps: ArraySlice<Step>, in container: inout Any) {
        guard let step = steps.first else { return }
        let rest = steps.dropFirst()
        switch step {
        case .key(let key):
            var dictionary = container as? [String: Any] ?? [:]
            if rest.isEmpty {
                dictionary[key] = value
            } else {
                var child: Any = dictionary[key] ?? [String: Any]()
                set(value, steps: rest, in: &child)
                dictionary[key] = child
            }
            container = dictionary
        case .index(let index):
            var array = container as? [Any] ?? []
            if rest.isEmpty {
                if let value {
                    if index == array.count { array.append(value) } else { array[index] = value }
                } else {
                    array.remove(at: index)
                }
            } else {
                var child = array[index]
                set(value, steps: rest, in: &child)
                array[index] = child
            }
            container = array
        }
    }
}
