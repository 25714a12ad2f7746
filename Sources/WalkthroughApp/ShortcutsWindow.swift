import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The Keyboard Shortcuts window, as GtkBuilder XML.
///
/// The titles are put in already translated (and XML-escaped): `xgettext`
/// reads them from the `tr` calls here, which it could not do from XML kept in
/// a Swift string.
enum ShortcutsWindow {
    /// The definition, in the current language.
    static var definition: String {
        // The tour mirrors Left and Right in right-to-left locales; so does this list.
        let rightToLeft = gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL
        let tour = [
            shortcut(tr("Next page"), rightToLeft ? "Left Page_Down" : "Right Page_Down"),
            shortcut(tr("Previous page"), rightToLeft ? "Right Page_Up" : "Left Page_Up"),
            shortcut(tr("First and last page"), "Home End"),
            shortcut(tr("End the tour"), "Escape"),
        ]
        let general = [
            shortcut(tr("Show the tour"), "F1"),
            shortcut(tr("Keyboard shortcuts"), "&lt;Control&gt;question"),
            shortcut(tr("Main menu"), "F10"),
            shortcut(tr("Quit"), "&lt;Control&gt;q"),
        ]
        // Plain one-line literals: xgettext reads this file as C, which has no multi-line strings.
        return [
            "<interface>",
            "<object class=\"GtkShortcutsWindow\" id=\"shortcuts\">",
            "<property name=\"modal\">1</property>",
            "<child><object class=\"GtkShortcutsSection\">",
            "<property name=\"section-name\">shortcuts</property>",
            group(tr("Tour"), tour),
            group(tr("General"), general),
            "</object></child>",
            "</object>",
            "</interface>",
        ].joined(separator: "\n")
    }

    private static func group(_ title: String, _ shortcuts: [String]) -> String {
        "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(Markup.escaped(title))</property>\n"
            + shortcuts.joined(separator: "\n") + "\n</object></child>"
    }

    private static func shortcut(_ title: String, _ accelerator: String) -> String {
        "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(Markup.escaped(title))</property>"
            + "<property name=\"accelerator\">\(accelerator)</property></object></child>"
    }
}
