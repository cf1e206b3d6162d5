"""The IR a script function lowers to (``nodes``), and what is written from it.

* ``nodes``: functions, graphs, nodes and values, each with its source span and inferred type.
* ``emit``: FunctionProto, GraphProto and ModelProto from the IR.
* ``opset_policy``: which opset imports a model gets.
"""
