"""Source -> IR, statement by statement, each node with the span of the construct behind it.

``functions`` lowers a whole ``def`` over the state in ``lowering`` (``Lowering``); the statement
and expression forms live in ``statements``, ``control_flow``, ``expressions``, ``calls``,
``function_calls``, ``attribute_values``, ``subscripts`` and ``graphs``; ``operands`` holds what
an expression lowers to. Modules lower the forms of the modules above them through
``Lowering.forms``, which ``functions`` fills: the imports among them go one way.
"""
