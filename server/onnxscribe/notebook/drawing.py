"""A function's graph as a self-contained SVG drawing.

The data model is plain: nodes (op type, input and output names) and the types of the values,
built from a FunctionProto or GraphProto. Nodes are placed in rows by their distance from the
graph's inputs; each edge is a line from the value's producer to each of its consumers.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass, field

import onnx

from onnxscribe.core.types import format_type, from_type_proto

_BOX_WIDTH = 132
_BOX_HEIGHT = 30
_COLUMN = 156
_ROW = 64
_MARGIN = 16


@dataclass(frozen=True)
class DrawnNode:
    label: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]


@dataclass
class GraphData:
    """What a drawing shows: the graph's inputs and outputs, its nodes, the values' types."""

    inputs: list[str]
    outputs: list[str]
    nodes: list[DrawnNode]
    types: dict[str, str] = field(default_factory=dict)


def graph_data(proto: onnx.FunctionProto | onnx.GraphProto) -> GraphData:
    if isinstance(proto, onnx.GraphProto):
        inputs = [v.name for v in proto.input]
        outputs = [v.name for v in proto.output]
        types = {
            v.name: format_type(from_type_proto(v.type))
            for v in [*proto.input, *proto.output, *proto.value_info]
            if v.HasField("type")
        }
    else:
        inputs, outputs, types = list(proto.input), list(proto.output), {}
    nodes = [
        DrawnNode(
            node.op_type if node.domain in ("", "ai.onnx") else f"{node.domain}.{node.op_type}",
            tuple(i for i in node.input if i),
            tuple(o for o in node.output if o),
        )
        for node in proto.node
    ]
    return GraphData(inputs, outputs, nodes, types)


def node_rows(data: GraphData) -> list[int]:
    """Each node's row: one below the lowest of the nodes that produce its inputs."""
    row_of_value = {name: 0 for name in data.inputs}
    rows = []
    for node in data.nodes:
        row = 1 + max((row_of_value.get(name, 0) for name in node.inputs), default=0)
        rows.append(row)
        for name in node.outputs:
            row_of_value[name] = row
    return rows


def svg(data: GraphData) -> str:
    """The drawing as an ``<svg>`` element (inputs on top, outputs at the bottom)."""
    rows = node_rows(data)
    last_row = max(rows, default=0) + 1
    columns: dict[int, int] = {}
    positions: dict[str, tuple[float, float]] = {}
    shapes: list[str] = []
    places: list[tuple[float, float]] = []

    def place(row: int) -> tuple[float, float]:
        column = columns.get(row, 0)
        columns[row] = column + 1
        return _MARGIN + column * _COLUMN, _MARGIN + row * _ROW

    for name in data.inputs:
        x, y = place(0)
        positions[name] = (x + _BOX_WIDTH / 2, y + _BOX_HEIGHT)
        shapes.append(_terminal(x, y, name, data.types.get(name)))
    for node, row in zip(data.nodes, rows, strict=True):
        x, y = place(row)
        places.append((x, y))
        for name in node.outputs:
            positions[name] = (x + _BOX_WIDTH / 2, y + _BOX_HEIGHT)
        shapes.append(_box(x, y, node, data.types))
    edges: list[str] = []
    for node, (x, y) in zip(data.nodes, places, strict=True):
        edges.extend(_edges(node.inputs, positions, x + _BOX_WIDTH / 2, y, data.types))
    for name in data.outputs:
        x, y = place(last_row)
        shapes.append(_terminal(x, y, name, data.types.get(name)))
        edges.extend(_edges([name], positions, x + _BOX_WIDTH / 2, y, data.types))
    width = _MARGIN * 2 + max(columns.values(), default=1) * _COLUMN
    height = _MARGIN * 2 + (last_row + 1) * _ROW
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="onnxscribe-graph" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" '
        'font-size="12">'
        '<defs><marker id="arrow" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="6" '
        'markerHeight="6" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#666"/></marker></defs>'
        + "".join(edges)
        + "".join(shapes)
        + "</svg>"
    )


def _edges(
    names: Iterable[str],
    positions: dict[str, tuple[float, float]],
    x: float,
    y: float,
    types: dict[str, str],
) -> list[str]:
    lines = []
    for name in names:
        start = positions.get(name)
        if start is None:  # a value from the enclosing scope
            continue
        title = html.escape(f"{name}: {types[name]}" if name in types else name)
        lines.append(
            f'<line x1="{start[0]:.0f}" y1="{start[1]:.0f}" x2="{x:.0f}" y2="{y:.0f}" '
            f'stroke="#666" marker-end="url(#arrow)"><title>{title}</title></line>'
        )
    return lines


def _box(x: float, y: float, node: DrawnNode, types: dict[str, str]) -> str:
    produced = ", ".join(
        f"{name}: {types[name]}" if name in types else name for name in node.outputs
    )
    return (
        f'<g class="node"><title>{html.escape(node.label)} -> {html.escape(produced)}</title>'
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{_BOX_WIDTH}" height="{_BOX_HEIGHT}" rx="4" '
        'fill="#e8f0fe" stroke="#4a6fa5"/>'
        f'<text x="{x + _BOX_WIDTH / 2:.0f}" y="{y + 19:.0f}" text-anchor="middle">'
        f"{html.escape(_short(node.label))}</text></g>"
    )


def _terminal(x: float, y: float, name: str, type_text: str | None) -> str:
    label = f"{name}: {type_text}" if type_text else name
    return (
        f'<g class="value"><title>{html.escape(label)}</title>'
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{_BOX_WIDTH}" height="{_BOX_HEIGHT}" rx="15" '
        'fill="#f4f4f4" stroke="#999"/>'
        f'<text x="{x + _BOX_WIDTH / 2:.0f}" y="{y + 19:.0f}" text-anchor="middle">'
        f"{html.escape(_short(name))}</text></g>"
    )


def _short(text: str, limit: int = 18) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
