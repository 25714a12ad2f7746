/// The strings the carousel and its images show, announce or log, in one
/// place and as whole sentences with placeholders, ready for gettext.
enum CarouselStrings {
    /// A dot's name and tooltip: "Page 2 of 5".
    static func page(_ page: Int, of count: Int) -> String {
        fill("Page %d of %d", page, count)
    }

    /// The compact indicator's counter: "12 / 200".
    static func counter(_ page: Int, of count: Int) -> String {
        fill("%d / %d", page, count)
    }

    /// The description of the current page's dot.
    static let currentPage = "Current page"

    /// The name of the image that replaces one that cannot be shown.
    static let imageUnavailable = "Image unavailable"

    /// A warning about an image that is not shown: file name, then reason.
    static func imageNotShown(_ file: String, reason: String) -> String {
        fill("image \"%s\" is not shown: %s", file, reason)
    }

    /// Replaces each `%d` or `%s` in `format`, in order, with the next argument.
    static func fill(_ format: String, _ arguments: CustomStringConvertible...) -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let index = characters.firstIndex(of: "%") {
            result += characters[..<index]
            let next = characters.index(after: index)
            guard next < characters.endIndex, "ds".contains(characters[next]), let argument = remaining.popFirst() else {
                result += "%"
                characters = characters[next...]
                continue
            }
            result += argument.description
            characters = characters[characters.index(after: next)...]
        }
        return result + characters
    }
}
