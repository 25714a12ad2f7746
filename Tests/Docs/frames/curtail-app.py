#!/usr/bin/python3
"""The rest of a Curtail-shaped app: an Adw.Application with HANDLES_OPEN, a
Gtk.Template window with its header bar as titlebar, UI in a GResource."""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("Walkthrough", "1")
from gi.repository import Adw, Gio, Gtk, Walkthrough  # noqa: E402

Gio.resources_register(Gio.Resource.load("curtail.gresource"))


@Gtk.Template(resource_path="/com/github/huluti/Curtail/window.ui")
class CurtailWindow(Gtk.ApplicationWindow):
    __gtype_name__ = "CurtailWindow"
    coach_marks = Gtk.Template.Child()

    def handle_filenames(self, uris):
        self.set_title(" ".join(uris))


class CurtailApplication(Adw.Application):
    def __init__(self, version):
        super().__init__(application_id="com.github.huluti.Curtail", flags=Gio.ApplicationFlags.HANDLES_OPEN)
        self.version = version
        self.win = None

    @SNIPPET@


sys.exit(CurtailApplication("1.4.0").run(sys.argv))
