"""Reading the graph view page back out of a script function's HTML display."""

from __future__ import annotations

import html
import json
import re
from typing import Any

SRCDOC = re.compile(r'<iframe class="onnxscribe-graph-view"[^>]*\ssrcdoc="([^"]*)"')
GRAPH_DATA = re.compile(r'<script type="application/json" id="graph-data">(.*?)</script>', re.S)


def embedded_page(display: str) -> str:
    """The page of the display's graph view iframe, unescaped."""
    (srcdoc,) = SRCDOC.findall(display)
    return html.unescape(srcdoc)


def embedded_graph(display: str) -> dict[str, Any]:
    """The graph data the embedded page draws."""
    (payload,) = GRAPH_DATA.findall(embedded_page(display))
    data: dict[str, Any] = json.loads(payload)
    return data
