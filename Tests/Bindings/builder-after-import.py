#!/usr/bin/python3
"""A .ui file naming the library's widgets builds right after the import,
with no other line: the installed PyGObject override registers the types."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gtk, Walkthrough  # noqa: E402,F401

UI = """<interface>
  <object class="WtCoachMarkOverlay" id="overlay">
    <property name="window-name">main</property>
    <child><object class="GtkBox"><child><object class="WtTipView" id="tip"><property name="tip-id">a-tip</property></object></child><child><object class="WtChecklist" id="list"><property name="checklist-id">a-list</property></object></child></object></child>
  </object>
</interface>"""

Gtk.init()
builder = Gtk.Builder.new_from_string(UI, -1)
overlay = builder.get_object("overlay")
assert type(overlay).__gtype__.name == "WtCoachMarkOverlay", type(overlay)
assert overlay.get_window_name() == "main"
assert builder.get_object("tip").get_tip_id() == "a-tip"
assert builder.get_object("list").get_checklist_id() == "a-list"
print("ok: a .ui naming WtCoachMarkOverlay, WtTipView and WtChecklist builds right after the import")
