"""Secret detection: one module per family of signal, `scanner` runs them all.

`memwell.secrets.scanner` is the entry point (`find_secrets`, `secret_kinds`, `redact`);
`records` redacts nested records and diagnostics, `fields` judges short fields (names,
aliases, tags, speakers). The other modules each read one family of signal (a value's
context, its shape, its container) or one kind of look-alike. This file imports nothing,
so a caller that needs one module does not load the rest.
"""
