/// A guided walk through one window's controls, one spotlighted step at a time.
package struct GuideDefinition: Sendable, Equatable, Identifiable {
    /// The guide's id, unique within the manifest.
    package var id: String
    /// The name of the window the guide runs over, e.g. `main`.
    package var window: String
    /// The version that introduced the guide; nil for always.
    package var since: Version?
    /// The steps, in order.
    package var steps: [GuideStep]

    /// Creates a guide.
    package init(id: String, window: String, since: Version? = nil, steps: [GuideStep]) {
        self.id = id
        self.window = window
        self.since = since
        self.steps = steps
    }
}
