"""Small readable script files used by the converter tests."""
