#!/usr/bin/python3
"""Runs a recipe's window.ui in an app that makes its own windows: hold_requests
in do_startup, a window per activation; the overlay attaches itself (window-name)."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, Gtk, Walkthrough  # noqa: E402


class App(Gtk.Application):
    def do_startup(self):
        Gtk.Application.do_startup(self)
        # Parsed once here, so a bad file fails on the tour's run too.
        Gtk.Builder.new_from_file("window.ui").get_object("window").destroy()
        tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path("tour/hello.json"))
        Walkthrough.Onboarding.new(self, "1.0", tour).hold_requests()

    def do_activate(self):
        window = Gtk.Builder.new_from_file("window.ui").get_object("window")
        window.set_application(self)
        window.present()


App(application_id="org.example.Recipe").run()
