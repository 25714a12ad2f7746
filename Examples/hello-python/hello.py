#!/usr/bin/python3
"""Hello in Python: a small GTK 4 app whose first run is Walkthrough's onboarding.

The tour, its coach marks and feature tips are data (../common/tour/hello.json),
the window a .ui file (../common/hello.ui) that declares the WtCoachMarkOverlay
around the content and a WtTipView for the inline tip. It opens files too
(`hello.py FILE`): on a first run the tour shows first, then the main window
gets the file.
"""
import sys
from pathlib import Path

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, GLib, Gtk, Walkthrough  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "common"


class Hello(Gtk.Application):
    def __init__(self):
        super().__init__(application_id="dev.walkthrough.HelloPython", flags=Gio.ApplicationFlags.HANDLES_OPEN)
        self.onboarding = None
        self.greeting = None

    def do_activate(self):
        self.ensure_onboarding().start(False)

    def do_open(self, files, n_files, hint):
        # Opened with files: the onboarding decides what shows, and hands the files over with open-files.
        self.ensure_onboarding().open(files, hint)

    def ensure_onboarding(self):
        if self.onboarding:
            return self.onboarding
        try:
            tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(str(DATA / "tour" / "hello.json")))
        except GLib.Error as error:  # file:line:column: field: reason
            print(error.message, file=sys.stderr)
            tour = None
        # Reads ~/.config/dev.walkthrough.HelloPython/tour-version and decides what to show.
        self.onboarding = Walkthrough.Onboarding.new(self, "1.0", tour)
        # F1 shows the tour again, as the menu's Show Tour (app.show-tour) does.
        self.set_accels_for_action(Walkthrough.ONBOARDING_SHOW_TOUR_ACTION, ["F1"])
        self.onboarding.connect("create-main-window", self.create_main_window)
        self.onboarding.connect("tour-ended", lambda _, ending, kind, tour_id: report("tour-ended", ending.value_nick, kind.value_nick, tour_id))
        self.onboarding.connect("version-recorded", lambda _, version: report("version-recorded", version))
        self.onboarding.connect("guide-ended", lambda _, guide, ending, step: report("guide-ended", guide, ending.value_nick, step))
        self.onboarding.connect("feature-tip-shown", lambda _, tip: report("feature-tip-shown", tip))
        self.onboarding.connect("feature-tip-ended", lambda _, tip, reason: report("feature-tip-ended", tip, reason.value_nick))
        self.onboarding.connect("open-files", self.open_files)
        return self.onboarding

    def open_files(self, onboarding, files, n_files, hint):  # as Gio.Application::open
        names = [file.get_basename() for file in files]
        self.greeting.set_label("Opened " + ", ".join(names))
        report("open-files", *names)

    def create_main_window(self, onboarding):
        builder = Gtk.Builder.new_from_file(str(DATA / "hello.ui"))
        window = builder.get_object("window")
        window.set_application(self)
        greeting = self.greeting = builder.get_object("greeting")
        add_action(window, "greet", lambda *_: onboarding.donate("greeted"))  # wave-tip shows after two
        add_action(window, "wave", lambda *_: greeting.set_label("Hello, waving!"))
        onboarding.attach(builder.get_object("overlay"), None)
        # The inline tip greet-tip shows in the .ui file's WtTipView, when its rule holds.
        onboarding.add_tip_view(builder.get_object("greet-tip"))
        onboarding.set_parameter("canGreet", GLib.Variant.new_boolean(True))
        return window


def add_action(window, name, activate):
    action = Gio.SimpleAction.new(name, None)
    action.connect("activate", activate)
    window.add_action(action)


def report(*outcome):
    print("onboarding:", *outcome, flush=True)


if __name__ == "__main__":
    sys.exit(Hello().run(sys.argv))
