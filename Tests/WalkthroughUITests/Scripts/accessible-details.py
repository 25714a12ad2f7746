#!/usr/bin/python3
"""Prints the accessible tree of a running app with what a screen reader
reads of each node: one line per node, "depth|role|name|description|states",
the name and description with newlines and "|" escaped."""
import sys
import pyatspi

def clean(text):
    return (text or "").replace("\\", "\\\\").replace("\n", "\\n").replace("|", "\\|")

def walk(node, depth):
    try:
        states = node.getState().getStates()
        flags = [n for n, s in (("focusable", pyatspi.STATE_FOCUSABLE), ("focused", pyatspi.STATE_FOCUSED),
                                 ("showing", pyatspi.STATE_SHOWING)) if s in states]
        print(f"{depth}|{node.getRoleName()}|{clean(node.name)}|{clean(node.description)}|{','.join(flags)}")
        for index in range(node.childCount):
            walk(node.getChildAtIndex(index), depth + 1)
    except Exception as error:  # nodes can vanish while we walk
        print(f"{depth}|error|{clean(str(error))}||")

for app in pyatspi.Registry.getDesktop(0):
    if app is not None and app.name == sys.argv[1]:
        walk(app, 0)
