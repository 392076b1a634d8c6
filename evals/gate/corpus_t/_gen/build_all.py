"""Rewrite all 14 worlds of corpus T from the tNN.py modules."""
import os
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
for i in range(1, 15):
    runpy.run_path(os.path.join(HERE, "t%02d.py" % i), run_name="__main__")
print("built 14 worlds")
