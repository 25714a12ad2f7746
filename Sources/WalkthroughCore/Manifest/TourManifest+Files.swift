extension TourManifest {
    /// Every image the manifest names, with the field that names it: the pages',
    /// the tip sequences' (and their narrow variants), the feature tips' and the
    /// checklist items' (light, and dark when it is another file).
    /// The one list of them (`--check` reads each; the steady state watches each).
    package var imageFields: [(file: FilePath, field: String)] {
        var images: [(file: FilePath, field: String)] = pages.enumerated().compactMap { index, page in
            page.image.map { ($0, "pages[\(index)].image") }
        }
        for (sequenceIndex, sequence) in tipSequences.enumerated() {
            for (index, tip) in sequence.tips.enumerated() {
                guard case let .image(wide, narrow, _) = tip.content else { continue }
                let path = "tips[\(sequenceIndex)].tips[\(index)]"
                images.append((wide, "\(path).image"))
                if let narrow { images.append((narrow, "\(path).narrowImage")) }
            }
        }
        for (index, tip) in featureTips.enumerated() {
            if let image = tip.image { images.append((image.file, "featureTips[\(index)].image")) }
        }
        for (listIndex, list) in checklists.enumerated() {
            for (index, item) in list.items.enumerated() {
                guard let media = item.media else { continue }
                let path = "checklists[\(listIndex)].items[\(index)].media"
                images.append((media.light, "\(path).light"))
                if media.dark != media.light { images.append((media.dark, "\(path).dark")) }
            }
        }
        return images
    }

    /// What loading the manifest looked at on disk besides its own bytes: its
    /// folder, its resources folder, each image, and each folder on the way
    /// from those to an image; for a manifest in the app's resources, its
    /// images. With each of these the same entry (the same file, not
    /// modified, in the same folders), loading the same bytes again gives the
    /// same manifest: the steady state's record
    /// (Sources/CWalkthrough/wt-rest.c) compares them.
    package var checkedEntries: [String] {
        var entries: [String] = []
        var seen: Set<String> = []
        func add(_ entry: String) {
            if seen.insert(entry).inserted { entries.append(entry) }
        }
        if BundledURI.isBundled(fileURL) {
            // Spelled as the C half looks them up (g_resources_get_info), not percent-encoded.
            for image in imageFields { add(BundledURI.scheme + "://" + image.file.path) }
            return entries
        }
        let folder = fileURL.deletingLastPathComponent().standardized
        let tops = [folder.path, resourceRoot.path]
        for top in tops { add(top) }
        for image in imageFields {
            var parents: [String] = []
            var parent = image.file.deletingLastPathComponent()
            // Up to the manifest's or the resources folder: the folders whose entries the lookup walked.
            while !tops.contains(parent.path), parent.path != "/", tops.contains(where: { parent.path.hasPrefix($0 + "/") }) {
                parents.append(parent.path)
                parent = parent.deletingLastPathComponent()
            }
            for path in parents.reversed() { add(path) }
            add(image.file.path)
        }
        return entries
    }
}
