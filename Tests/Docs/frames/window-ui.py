#!/usr/bin/python3
"""Runs a recipe's window.ui (window "window", its content's overlay the window's child):
the tour on a first run, then that window, built before the tour so a bad file fails."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, Gtk, Walkthrough  # noqa: E402


def activate(app):
    window = Gtk.Builder.new_from_file("window.ui").get_object("window")
    window.set_application(app)
    onboarding.attach(window.get_child(), None)
    onboarding.connect("create-main-window", lambda _: window)
    onboarding.start(False)


app = Gtk.Application(application_id="org.example.Recipe")
onboarding = Walkthrough.Onboarding.new(app, "1.0", Walkthrough.Tour.new_from_file(Gio.File.new_for_path("tour/hello.json")))
app.connect("activate", activate)
app.run()
