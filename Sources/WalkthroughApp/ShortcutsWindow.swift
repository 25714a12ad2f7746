/// The Keyboard Shortcuts window, as GtkBuilder XML.
enum ShortcutsWindow {
    static let definition = """
    <interface>
      <object class="GtkShortcutsWindow" id="shortcuts">
        <property name="modal">1</property>
        <child>
          <object class="GtkShortcutsSection">
            <property name="section-name">shortcuts</property>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Tour</property>
                <child><object class="GtkShortcutsShortcut"><property name="title">Next page</property><property name="accelerator">Right Page_Down</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="title">Previous page</property><property name="accelerator">Left Page_Up</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="title">First and last page</property><property name="accelerator">Home End</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="title">End the tour</property><property name="accelerator">Escape</property></object></child>
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">General</property>
                <child><object class="GtkShortcutsShortcut"><property name="title">Show the tour</property><property name="accelerator">F1</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="title">Keyboard shortcuts</property><property name="accelerator">&lt;Control&gt;question</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="title">Main menu</property><property name="accelerator">F10</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="title">Quit</property><property name="accelerator">&lt;Control&gt;q</property></object></child>
              </object>
            </child>
          </object>
        </child>
      </object>
    </interface>
    """
}
