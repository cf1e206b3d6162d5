"""The editor's documents as the server keeps them (pygls' workspace, with three rules changed).

* Lines break only at ``\\n``, ``\\r\\n`` and ``\\r`` (the LSP's rule, and Python's): pygls splits
  with ``str.splitlines``, which also breaks at a form feed, U+2028, ``\\x85`` and others, so an
  incremental edit below such a character would land on the wrong line.
* A document the editor has not opened is read from disk only when it is a regular file (a FIFO
  would block the server), of bounded size, and decoded as ``onnxscribe check`` decodes files
  (a BOM or a coding line decides the encoding).
* A change to a document that was never opened is ignored (logged), not an error.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from urllib.parse import unquote

from lsprotocol import types
from pygls.workspace import TextDocument, Workspace

from onnxscribe.lsp.files import read_source_file

logger = logging.getLogger(__name__)

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def split_lines(text: str) -> tuple[str, ...]:
    """The lines of ``text``, each with its line break (``str.splitlines(True)`` for LSP)."""
    return tuple(_LINE.findall(text))


class EditorDocument(TextDocument):
    @property
    def lines(self) -> Sequence[str]:
        return split_lines(self.source)

    @property
    def source(self) -> str:
        if self._source is None and self.path is not None:
            return read_source_file(self.path) or ""
        return self._source or ""


class EditorWorkspace(Workspace):
    def _create_text_document(
        self,
        doc_uri: str,
        source: str | None = None,
        version: int | None = None,
        language_id: str | None = None,
    ) -> TextDocument:
        return EditorDocument(
            doc_uri,
            source=source,
            version=version,
            language_id=language_id,
            sync_kind=self._sync_kind,
            position_codec=self.position_codec,
        )

    def update_text_document(
        self,
        text_doc: types.VersionedTextDocumentIdentifier,
        change: types.TextDocumentContentChangeEvent,
    ) -> None:
        if not is_open(self, text_doc.uri):
            logger.warning("a change to %s, which is not open, is ignored", text_doc.uri)
            return
        super().update_text_document(text_doc, change)


def is_open(workspace: Workspace, uri: str) -> bool:
    return unquote(uri) in workspace.text_documents


def adopt(workspace: Workspace) -> EditorWorkspace:
    """Make pygls' workspace (created by its ``initialize``) follow the rules above."""
    workspace.__class__ = EditorWorkspace
    assert isinstance(workspace, EditorWorkspace)
    return workspace
