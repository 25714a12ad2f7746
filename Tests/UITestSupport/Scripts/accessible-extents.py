#!/usr/bin/python3
"""Prints where the running `walkthrough` app's accessible nodes are, as a
screen reader (or a magnifier) learns it: one line per named node,
"role|name|x,y,width,height" in window coordinates."""
import sys
import pyatspi

def walk(node):
    try:
        if node.name:
            try:
                box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                print(f"{node.getRoleName()}|{node.name}|{box.x},{box.y},{box.width},{box.height}")
            except NotImplementedError:
                pass
        for index in range(node.childCount):
            walk(node.getChildAtIndex(index))
    except Exception:  # nodes can vanish while we walk
        pass

for app in pyatspi.Registry.getDesktop(0):
    # By name, or by process id (an interpreter names its scripts as it likes).
    if app is not None and sys.argv[1] in (app.name, str(app.get_process_id())):
        walk(app)
