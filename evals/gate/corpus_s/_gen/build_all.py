import glob, os, runpy
here = os.path.dirname(os.path.abspath(__file__))
for p in sorted(glob.glob(os.path.join(here, "s[0-9][0-9].py"))):
    runpy.run_path(p, run_name="__main__")
