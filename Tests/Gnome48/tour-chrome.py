#!/usr/bin/python3
"""The tour window's chrome next to the app that shows it (docs/adopting.md,
"Looks"), on GNOME 48's stack: the demo's welcome tour shown by an app on
Adw.Application has libadwaita's flat top bar (no separator under it) and flat
Skip and Back, read from the widget tree and from the window's pixels; the same
tour shown by a Gtk.Application (--plain) keeps GTK's header bar with its
separator and the library's filled Skip and Back.

Prints "ok: ..." for each check and exits 0, or "fail: ..." and exits 1.
With --screenshots DIR, it also saves DIR/tour-libadwaita.png and
DIR/tour-libadwaita-dark.png: a libadwaita 1.7 window (AdwToolbarView, header
bar, preferences rows) beside the tour, light and dark.
Run by in-root.sh (XDG_CONFIG_HOME empty: a first run).
Usage: tour-chrome.py [--plain] [--screenshots DIR]"""
import argparse
import os
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Graphene", "1.0")
gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gdk, Gio, GLib, Graphene, Gtk, Walkthrough  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parser = argparse.ArgumentParser()
parser.add_argument("--plain", action="store_true", help="a Gtk.Application, without libadwaita")
parser.add_argument("--screenshots", metavar="DIR")
options = parser.parse_args()
if not options.plain:
    gi.require_version("Adw", "1")
    from gi.repository import Adw  # noqa: E402


def find(widget, name):
    """The first widget named `name` in `widget`'s tree, or None."""
    if widget.get_name() == name:
        return widget
    child = widget.get_first_child()
    while child is not None:
        found = find(child, name)
        if found is not None:
            return found
        child = child.get_next_sibling()
    return None


class Pixels:
    """A window's pixels as GTK draws them (RGBA, 8 bits a channel)."""

    def __init__(self, texture):
        downloader = Gdk.TextureDownloader.new(texture)
        downloader.set_format(Gdk.MemoryFormat.R8G8B8A8)
        data, self.stride = downloader.download_bytes()
        self.data = data.get_data()
        self.width, self.height = texture.get_width(), texture.get_height()

    def row(self, x, y, width):
        """The mean colour of `width` pixels from (x, y) to the right."""
        sums = [0, 0, 0]
        for i in range(width):
            at = y * self.stride + (x + i) * 4
            for c in range(3):
                sums[c] += self.data[at + c]
        return tuple(round(s / width) for s in sums)


def render(widgets, gap=24, background=None):
    """A texture of `widgets` side by side, `gap` pixels apart, over `background`."""
    snapshot = Gtk.Snapshot()
    width = sum(w.get_width() for w in widgets) + gap * (len(widgets) - 1)
    height = max(w.get_height() for w in widgets)
    if background is not None:
        snapshot.append_color(background, Graphene.Rect().init(0, 0, width, height))
    x = 0
    for widget in widgets:
        snapshot.save()
        snapshot.translate(Graphene.Point().init(x, 0))
        Gtk.WidgetPaintable.new(widget).snapshot(snapshot, widget.get_width(), widget.get_height())
        snapshot.restore()
        x += widget.get_width() + gap
    node = snapshot.to_node()
    return widgets[0].get_native().get_renderer().render_texture(node, Graphene.Rect().init(0, 0, width, height))


def bounds(widget, window):
    ok, rect = widget.compute_bounds(window)
    return int(rect.get_x()), int(rect.get_y()), int(rect.get_width()), int(rect.get_height())


def brightness(colour):
    return round(sum(colour) / 3, 1)


def host_window(app):
    """A libadwaita 1.7 window as an app draws one: header bar in a toolbar view, rows."""
    window = Adw.ApplicationWindow(application=app, title="Library", default_width=420, default_height=600)
    view = Adw.ToolbarView()
    header = Adw.HeaderBar()
    header.pack_start(Gtk.Button(icon_name="list-add-symbolic", tooltip_text="Add"))
    menu = Gio.Menu()
    menu.append("About Library", "app.about")
    header.pack_end(Gtk.MenuButton(icon_name="open-menu-symbolic", tooltip_text="Main Menu", menu_model=menu))
    view.add_top_bar(header)
    page = Adw.PreferencesPage()
    group = Adw.PreferencesGroup(title="Books")
    for title, subtitle in [("The Left Hand of Darkness", "Ursula K. Le Guin"), ("Solaris", "Stanisław Lem"),
                            ("Kindred", "Octavia E. Butler")]:
        group.add(Adw.ActionRow(title=title, subtitle=subtitle))
    page.add(group)
    settings = Adw.PreferencesGroup(title="Reading")
    settings.add(Adw.SwitchRow(title="Night Mode", active=True))
    page.add(settings)
    view.set_content(page)
    window.set_content(view)
    return window


class Check:
    def __init__(self, app):
        self.app, self.status, self.ticks, self.stage = app, 1, 0, "tour"
        self.host = None

    def fail(self, message):
        print("fail:", message, flush=True)
        self.app.quit()
        return GLib.SOURCE_REMOVE

    def tour_window(self):
        return next((w for w in Gtk.Window.get_toplevels() if w.get_mapped() and find(w, "skip-button") is not None), None)

    def tick(self):
        self.ticks += 1
        if self.ticks > 400:
            return self.fail(f"waited 20 s at the {self.stage} step")
        tour = self.tour_window()
        if tour is None or (self.host is not None and not self.host.get_mapped()):
            return GLib.SOURCE_CONTINUE
        # A few frames after mapping, so the pixels are the settled ones.
        if self.ticks < 10:
            return GLib.SOURCE_CONTINUE
        if self.stage == "tour":
            if not self.check_chrome(tour):
                return self.fail_quietly()
            if options.screenshots is None or options.plain:
                return self.done()
            self.host = host_window(self.app)
            self.host.present()
            self.stage, self.ticks = "light screenshot", 0
        elif self.stage == "light screenshot":
            self.save(tour, "tour-libadwaita.png")
            Adw.StyleManager.get_default().set_color_scheme(Adw.ColorScheme.FORCE_DARK)
            self.stage, self.ticks = "dark screenshot", 0
        elif self.stage == "dark screenshot":
            self.save(tour, "tour-libadwaita-dark.png")
            return self.done()
        return GLib.SOURCE_CONTINUE

    def done(self):
        self.status = 0
        self.app.quit()
        return GLib.SOURCE_REMOVE

    def fail_quietly(self):
        self.app.quit()
        return GLib.SOURCE_REMOVE

    def save(self, tour, name):
        background = Gdk.RGBA()
        background.parse("#deddda")
        path = os.path.join(options.screenshots, name)
        render([self.host, tour], background=background).save_to_png(path)
        print(f"saved: {name}", flush=True)

    def check_chrome(self, tour):
        header = tour.get_titlebar()
        skip, back, following = find(tour, "skip-button"), find(tour, "back-button"), find(tour, "next-button")
        flat = not options.plain
        failures = []
        if header.has_css_class("flat") != flat:
            failures.append(f"the header bar's flat class is {header.has_css_class('flat')}")
        for name, button in [("Skip", skip), ("Back", back)]:
            if button.has_css_class("flat") != flat or button.has_css_class("walkthrough-button") == flat:
                failures.append(f"{name} has the classes {button.get_css_classes()}")
        if not following.has_css_class("suggested-action"):
            failures.append(f"Next has the classes {following.get_css_classes()}")

        # What a person sees: the rows around the header bar's edge (a separator
        # is a line darker than the header above it and the window below it), and Skip's fill.
        # The window's frame shifts the picture a few pixels against the bounds: look around the edge.
        pixels = Pixels(render([tour]))
        x, y, width, height = bounds(header, tour)
        bottom = y + height
        rows = [brightness(pixels.row(x + 4, row, 40)) for row in range(bottom - 10, bottom + 11)]
        shade, below = rows[0], rows[-1]
        separator = min(rows[6:17]) < min(shade, below) - 2
        if separator == flat or (flat and max(rows) - min(rows) > 2):
            failures.append(f"from 10 px above the header bar's edge to 10 px below, brightness {rows}")
        # Skip's inside, left of its label at mid-height, against the header bar just left of it.
        sx, sy, _, sh = bounds(skip, tour)
        fill, beside = brightness(pixels.row(sx + 3, sy + sh // 2, 3)), brightness(pixels.row(sx - 6, sy + sh // 2, 3))
        if (abs(fill - beside) > 3) == flat:
            failures.append(f"Skip's inside has brightness {fill}, the header bar beside it {beside}")
        if failures:
            for failure in failures:
                print("fail:", failure, flush=True)
            return False
        look = "libadwaita's flat top bar, no separator, Skip and Back flat" if flat else \
            "GTK's header bar with its separator, Skip and Back filled"
        print(f"ok: the tour's chrome is {look}", flush=True)
        return True


def create_main_window(onboarding, app):
    return Gtk.ApplicationWindow(application=app, title="Main")


def main():
    flags = Gio.ApplicationFlags.NON_UNIQUE
    app = Gtk.Application(application_id="dev.walkthrough.ChromePlain", flags=flags) if options.plain else \
        Adw.Application(application_id="dev.walkthrough.ChromeAdw", flags=flags)
    check = Check(app)
    onboarding = None

    def activate(app):
        nonlocal onboarding
        tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(os.path.join(ROOT, "data", "welcome.json")))
        onboarding = Walkthrough.Onboarding.new(app, "1.0", tour)
        onboarding.connect("create-main-window", create_main_window, app)
        onboarding.start(False)
        GLib.timeout_add(50, check.tick)

    app.connect("activate", activate)
    app.run([sys.argv[0]])
    return check.status


sys.exit(main())
