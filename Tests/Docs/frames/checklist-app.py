#!/usr/bin/python3
"""The quick start's Hello (README.md), its window holding the tour's
checklist "get-started": the recipe goes where the window is made."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, Gtk, Walkthrough  # noqa: E402


def create_main_window(onboarding):
    builder = Gtk.Builder.new_from_file("hello.ui")
    window = builder.get_object("window")
    box = builder.get_object("greeting").get_parent()
    window.set_application(app)
    onboarding.attach(builder.get_object("overlay"), None)
    @SNIPPET@
    return window


app = Gtk.Application(application_id="org.example.Hello")
onboarding = Walkthrough.Onboarding.new(app, "1.0", Walkthrough.Tour.new_from_file(Gio.File.new_for_path("tour/hello.json")))
onboarding.connect("create-main-window", create_main_window)
app.connect("activate", lambda app: onboarding.start(False))
app.run()
