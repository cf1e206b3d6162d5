"""Script functions in Jupyter: finding a cell's source, rich display, graph drawings."""
