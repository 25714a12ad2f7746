/// Where an app's installed AppStream metainfo is found by its application id.
package enum MetainfoLocation {
    /// The variables the search reads.
    package static let variables = ["XDG_DATA_HOME", "XDG_DATA_DIRS", "HOME"]

    /// The files to try, in order: in `$XDG_DATA_HOME` (`~/.local/share`), then
    /// each folder of `$XDG_DATA_DIRS` (`/usr/local/share:/usr/share`), the
    /// file `metainfo/<id>.metainfo.xml`, then the legacy
    /// `metainfo/<id>.appdata.xml` and `appdata/<id>.appdata.xml`. The first
    /// that exists is the app's.
    package static func candidates(appID: String, environment: [String: String]) -> [String] {
        guard !appID.isEmpty, !appID.contains("/"), appID != ".", appID != ".." else { return [] }
        var folders: [String] = []
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            folders.append(home)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folders.append(home + "/.local/share")
        }
        let system = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        folders += system.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return folders.flatMap { folder in
            let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            return [base + "/metainfo/" + appID + ".metainfo.xml", base + "/metainfo/" + appID + ".appdata.xml",
                    base + "/appdata/" + appID + ".appdata.xml"]
        }
    }
}
