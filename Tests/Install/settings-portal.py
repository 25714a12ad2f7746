#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface, for tests.

Owns org.freedesktop.portal.Desktop on the session bus and serves one
setting, org.freedesktop.appearance color-scheme (0 no preference, 1 dark,
2 light), through Read, ReadOne and ReadAll. A test changes it with
`gdbus call --session --dest org.freedesktop.portal.Desktop
--object-path /org/freedesktop/portal/desktop
--method dev.walkthrough.TestPortal.SetColorScheme 1`, which emits
SettingChanged as the real portal does. Prints "ready" once the name is owned.

Usage: settings-portal.py [--version-1] [INITIAL_VALUE]
  --version-1  behave as a version 1 portal: no ReadOne, only Read
"""
import sys

from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll">
      <arg type="as" name="namespaces" direction="in"/>
      <arg type="a{sa{sv}}" name="value" direction="out"/>
    </method>
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <method name="ReadOne">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
    <property name="version" type="u" access="read"/>
  </interface>
  <interface name="dev.walkthrough.TestPortal">
    <method name="SetColorScheme">
      <arg type="u" name="value" direction="in"/>
    </method>
  </interface>
</node>
"""
NAMESPACE, KEY = "org.freedesktop.appearance", "color-scheme"
PATH = "/org/freedesktop/portal/desktop"
VERSION_1 = "--version-1" in sys.argv[1:]
values = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
state = {"color-scheme": int(values[0]) if values else 0}


def not_found(invocation):
    invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")


def on_call(connection, sender, path, interface, method, params, invocation):
    value = GLib.Variant("u", state["color-scheme"])
    if method == "ReadOne" and VERSION_1:
        invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownMethod", "No such method 'ReadOne'")
    elif method == "ReadOne":
        if tuple(params) != (NAMESPACE, KEY):
            return not_found(invocation)
        invocation.return_value(GLib.Variant("(v)", (value,)))
    elif method == "Read":
        if tuple(params) != (NAMESPACE, KEY):
            return not_found(invocation)
        # The old method wraps the value in one more variant.
        invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", value),)))
    elif method == "ReadAll":
        invocation.return_value(GLib.Variant("(a{sa{sv}})", ({NAMESPACE: {KEY: value}},)))
    elif method == "SetColorScheme":
        state["color-scheme"] = params[0]
        connection.emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                               GLib.Variant("(ssv)", (NAMESPACE, KEY, GLib.Variant("u", params[0]))))
        invocation.return_value(None)


def on_get_property(connection, sender, path, interface, name):
    return GLib.Variant("u", 1 if VERSION_1 else 2) if name == "version" else None


def main():
    node = Gio.DBusNodeInfo.new_for_xml(XML)
    loop = GLib.MainLoop()

    def on_bus(connection, name):
        for interface in node.interfaces:
            connection.register_object(PATH, interface, on_call, on_get_property, None)

    def on_name(connection, name):
        print("ready", flush=True)

    Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE,
                     on_bus, on_name, lambda *_: loop.quit())
    loop.run()


if __name__ == "__main__":
    main()
