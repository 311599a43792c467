"""What a person reads: text accounts, the replay score sheet, SVG pictures and HTML reports.

Pure functions of engine results; imports the engine and the rules, never the command line.
"""
