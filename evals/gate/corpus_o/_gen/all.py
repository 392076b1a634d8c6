"""Regenerate every world: python3 _gen/all.py"""
import os, runpy, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
for m in ("w1.py", "w2.py", "w3.py", "w4.py"):
    runpy.run_path(os.path.join(HERE, m))
