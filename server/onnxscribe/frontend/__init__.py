"""Reading source and deciding what names mean, before anything is lowered.

* ``source_text``: reading a file the way Python does (encodings); ``source``: a function's text
  and spans counted in characters; ``script_targets``: what ``@script()`` was applied to.
* ``env`` (``LiveEnv``) and ``static_env`` (``StaticEnv``): name resolution, live or from text.
* ``safe_eval``: bounded evaluation of constant expressions; ``annotations``: parameter and
  return annotations to value types.
"""
