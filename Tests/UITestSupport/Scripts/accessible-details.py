#!/usr/bin/python3
"""Prints the accessible tree of a running app with what a screen reader
reads of each node: one line per node, "depth<TAB>role<TAB>name<TAB>description<TAB>states",
with tabs, newlines and backslashes in the texts escaped."""
import sys
import pyatspi

def clean(text):
    return (text or "").replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")

def walk(node, depth):
    try:
        states = node.getState().getStates()
        flags = [n for n, s in (("focusable", pyatspi.STATE_FOCUSABLE), ("focused", pyatspi.STATE_FOCUSED),
                                 ("showing", pyatspi.STATE_SHOWING), ("checked", pyatspi.STATE_CHECKED)) if s in states]
        print("\t".join([str(depth), node.getRoleName(), clean(node.name), clean(node.description), ",".join(flags)]))
        for index in range(node.childCount):
            walk(node.getChildAtIndex(index), depth + 1)
    except Exception as error:  # nodes can vanish while we walk
        print("\t".join([str(depth), "error", clean(str(error)), "", ""]))

for app in pyatspi.Registry.getDesktop(0):
    if app is not None and app.name == sys.argv[1]:
        walk(app, 0)
