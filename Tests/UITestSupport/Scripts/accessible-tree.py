#!/usr/bin/python3
"""Prints the accessible tree of the running `walkthrough` app, as a screen
reader sees it: one line per node, "role|name|states"."""
import sys
import pyatspi

def walk(node, depth):
    try:
        states = node.getState().getStates()
        flags = [n for n, s in (("focusable", pyatspi.STATE_FOCUSABLE), ("focused", pyatspi.STATE_FOCUSED),
                                 ("sensitive", pyatspi.STATE_SENSITIVE), ("selected", pyatspi.STATE_SELECTED))
                 if s in states]
        print(f"{'  ' * depth}{node.getRoleName()}|{node.name}|{','.join(flags)}")
        for index in range(node.childCount):
            walk(node.getChildAtIndex(index), depth + 1)
    except Exception as error:  # nodes can vanish while we walk
        print(f"{'  ' * depth}error|{error}|")

for app in pyatspi.Registry.getDesktop(0):
    # By name, or by process id (an interpreter names its scripts as it likes).
    if app is not None and sys.argv[1] in (app.name, str(app.get_process_id())):
        walk(app, 0)
