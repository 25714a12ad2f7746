import CWalkthroughGtk

/// `GApplication`'s requests, `activate` and `open`, with handlers that may
/// stop them: a handler returning `true` stops the emission, so neither the
/// handlers connected after it nor the application's class handler (an
/// app's `activate` or `open` vfunc) run.
extension Signal {
    /// Connects `GApplication::activate`; return `true` to stop it.
    @discardableResult
    package static func connectActivate(_ application: gpointer, _ handler: @escaping () -> Bool) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, gpointer?) -> Void
        let trampoline: Trampoline = { instance, data in
            guard let instance, Retained<() -> Bool>.value(data)?() == true else { return }
            g_signal_stop_emission_by_name(instance, "activate")
        }
        return attach(application, "activate", unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler),
                      AnyRetained.closureNotify)
    }

    /// Connects `GApplication::open`: the `GFile *`s (transfer none) and the
    /// hint; return `true` to stop it.
    @discardableResult
    package static func connectOpen(_ application: gpointer, _ handler: @escaping ([OpaquePointer], String) -> Bool) -> gulong {
        typealias Handler = ([OpaquePointer], String) -> Bool
        typealias Trampoline = @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, gpointer?) -> Void
        let trampoline: Trampoline = { instance, files, count, hint, data in
            let given = (0..<max(0, Int(count))).compactMap { files?[$0] }
            guard let instance, Retained<Handler>.value(data)?(given, hint.map { String(cString: $0) } ?? "") == true else { return }
            g_signal_stop_emission_by_name(instance, "open")
        }
        return attach(application, "open", unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler),
                      AnyRetained.closureNotify)
    }
}
