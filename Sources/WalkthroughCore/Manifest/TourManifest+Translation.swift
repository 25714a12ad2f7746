/// One text of a manifest that people read, where it is written.
package struct TranslatableText: Equatable, Sendable {
    /// The text as written: the msgid.
    package var text: String
    /// Its field path, e.g. `pages[2].body`.
    package var field: String
    /// Where the string starts in the manifest's text; nil for a manifest built in code.
    package var position: SourcePosition?
}

extension TourManifest {
    /// A copy with every text people read passed through `translate`: the
    /// title, the pages' titles, bodies and image descriptions, the tip cards'
    /// texts, the image tips' descriptions, the guide steps' titles and
    /// bodies, the feature tips' titles, bodies, image descriptions and button labels, and the checklists' titles and their items' titles, bodies, image descriptions and button labels. Ids, targets and images stay as they are.
    package func translated(by translate: (String) -> String) -> TourManifest {
        var copy = self
        copy.title = translate(title)
        for index in copy.pages.indices {
            copy.pages[index].title = translate(pages[index].title)
            copy.pages[index].body = translate(pages[index].body)
            // "" is gettext's catalogue header, never a text: a decorative image's stays empty.
            if !pages[index].imageDescription.isEmpty {
                copy.pages[index].imageDescription = translate(pages[index].imageDescription)
            }
        }
        for sequence in copy.tipSequences.indices {
            for tip in copy.tipSequences[sequence].tips.indices {
                switch copy.tipSequences[sequence].tips[tip].content {
                case let .image(image, narrow, description):
                    copy.tipSequences[sequence].tips[tip].content = .image(image, narrow: narrow, description: translate(description))
                case let .card(title, body, narrowBody):
                    copy.tipSequences[sequence].tips[tip].content = .card(
                        title: translate(title), body: translate(body), narrowBody: narrowBody.map(translate))
                }
            }
        }
        for guide in copy.guides.indices {
            for step in copy.guides[guide].steps.indices {
                copy.guides[guide].steps[step].title = translate(guides[guide].steps[step].title)
                copy.guides[guide].steps[step].body = translate(guides[guide].steps[step].body)
            }
        }
        for index in copy.featureTips.indices {
            let tip = featureTips[index]
            copy.featureTips[index].title = translate(tip.title)
            copy.featureTips[index].body = translate(tip.body)
            copy.featureTips[index].image?.description = translate(tip.image?.description ?? "")
            copy.featureTips[index].action?.label = translate(tip.action?.label ?? "")
        }
        for list in copy.checklists.indices {
            copy.checklists[list].title = translate(checklists[list].title)
            for index in copy.checklists[list].items.indices {
                let item = checklists[list].items[index]
                copy.checklists[list].items[index].title = translate(item.title)
                copy.checklists[list].items[index].body = translate(item.body)
                if let media = item.media, !media.isDecorative { copy.checklists[list].items[index].media?.description = translate(media.description) }
                copy.checklists[list].items[index].button?.label = translate(item.button?.label ?? "")
            }
        }
        return copy
    }

    /// Every text ``translated(by:)`` translates, in the order written, with its
    /// field path and position (for `walkthrough --extract-strings`).
    package var translatableTexts: [TranslatableText] {
        var texts: [(String, String)] = [(title, "title")]
        for (index, page) in pages.enumerated() {
            // The description is written after the image, before the title.
            if !page.imageDescription.isEmpty { texts.append((page.imageDescription, "pages[\(index)].imageDescription")) }
            texts += [(page.title, "pages[\(index)].title"), (page.body, "pages[\(index)].body")]
        }
        for (sequenceIndex, sequence) in tipSequences.enumerated() {
            for (index, tip) in sequence.tips.enumerated() {
                let path = "tips[\(sequenceIndex)].tips[\(index)]"
                switch tip.content {
                case let .image(_, _, description):
                    texts.append((description, "\(path).description"))
                case let .card(title, body, narrowBody):
                    texts += [(title, "\(path).title"), (body, "\(path).body")]
                    if let narrowBody { texts.append((narrowBody, "\(path).narrowBody")) }
                }
            }
        }
        for (guideIndex, guide) in guides.enumerated() {
            for (index, step) in guide.steps.enumerated() {
                let path = "guides[\(guideIndex)].steps[\(index)]"
                texts += [(step.title, "\(path).title"), (step.body, "\(path).body")]
            }
        }
        for (index, tip) in featureTips.enumerated() {
            let path = "featureTips[\(index)]"
            texts += [(tip.title, "\(path).title"), (tip.body, "\(path).body")]
            if let image = tip.image { texts.append((image.description, "\(path).imageDescription")) }
            if let action = tip.action { texts.append((action.label, "\(path).action.label")) }
        }
        for (listIndex, list) in checklists.enumerated() {
            texts.append((list.title, "checklists[\(listIndex)].title"))
            for (index, item) in list.items.enumerated() {
                let path = "checklists[\(listIndex)].items[\(index)]"
                texts += [(item.title, "\(path).title"), (item.body, "\(path).body")]
                if let media = item.media, !media.isDecorative { texts.append((media.description, "\(path).media.description")) }
                if let button = item.button { texts.append((button.label, "\(path).button.label")) }
            }
        }
        return texts.map { TranslatableText(text: $0.0, field: $0.1, position: position(of: $0.1)) }
    }
}
