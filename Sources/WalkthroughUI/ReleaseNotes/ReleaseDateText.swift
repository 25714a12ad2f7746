import CWalkthroughGtk
import WalkthroughCore

/// A release's date as the reader writes dates: their locale's own form
/// (`LC_TIME`'s `%x`: `05.12.2026` in German, `05/12/2026` in British
/// English), or ISO 8601 (`2026-12-05`) in the C locale, whose `%x` is a
/// two-digit year in American order that nobody reads as their own.
enum ReleaseDateText {
    /// `date` written for the reader.
    static func text(_ date: ReleaseDate) -> String {
        guard let time = g_date_time_new_utc(Int32(date.year), Int32(date.month), Int32(date.day), 0, 0, 0) else {
            return iso(date)
        }
        defer { g_date_time_unref(time) }
        guard !isPlainLocale(), let formatted = g_date_time_format(time, "%x") else { return iso(date) }
        defer { g_free(formatted) }
        return String(cString: formatted)
    }

    /// Whether dates are written in the C (or POSIX) locale's form.
    private static func isPlainLocale() -> Bool {
        guard let name = setlocale(LC_TIME, nil) else { return true }
        let locale = String(cString: name)
        return locale == "C" || locale == "POSIX" || locale.hasPrefix("C.")
    }

    private static func iso(_ date: ReleaseDate) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(date.year, 4) + "-" + padded(date.month, 2) + "-" + padded(date.day, 2)
    }
}
