#!/usr/bin/python3
"""The rest of an app that makes its own windows: a Gtk.Template window per activation."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, Gtk, Walkthrough  # noqa: E402

Gio.resources_register(Gio.Resource.load("app.gresource"))


class App(Gtk.Application):
    @SNIPPET@

    def do_activate(self):
        window = Gtk.Builder.new_from_resource("/com/example/App/window.ui").get_object("window")
        window.set_application(self)
        window.present()


App(application_id="org.example.Recipe").run()
