"""Inline SVG charts: stacked bars, drawn on the server (no chart library, no script).

Colours come from CSS classes (`part-<name>` in app.css) so the legend and the bars
cannot disagree, and the page's stylesheet stays the one place that styles it.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from memwell.ui.budget import PARTS, Cost


def _ticks(top: int) -> list[int]:
    """Gridline values 0, s, 2s, ... up to `top`, with s a round 1/2/5 x 10^k step."""
    if top <= 0:
        return [0]
    power = 1
    while True:
        for m in (1, 2, 5):
            step = m * power
            if top / step <= 4:
                return list(range(0, top + 1, step))
        power *= 10


def _fmt(n: int) -> str:
    return f"{n / 1000:.1f}k" if n >= 10_000 else f"{n:,}"


def horizontal(rows: Sequence[Cost], *, width: int = 860, bar: int = 18) -> str:
    """One stacked bar per row (a session), labelled on the left, total on the right."""
    if not rows:
        return ""
    label_w, total_w = 220, 70
    plot_w = width - label_w - total_w
    top = max(r.total for r in rows) or 1
    height = len(rows) * (bar + 8) + 24
    out = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" width="100%" role="img"'
        ' aria-label="tokens per session, by part" xmlns="http://www.w3.org/2000/svg">'
    ]
    for tick in _ticks(top):
        x = label_w + plot_w * tick / top
        if x > label_w + plot_w + 0.5:
            continue
        out.append(f'<line class="grid" x1="{x:.1f}" y1="0" x2="{x:.1f}" y2="{height - 18}"/>')
        out.append(f'<text class="tick" x="{x:.1f}" y="{height - 4}">{_fmt(tick)}</text>')
    for i, row in enumerate(rows):
        y = i * (bar + 8) + 4
        label = row.label if len(row.label) <= 30 else row.label[:29] + "…"
        out.append(
            f'<text class="label" x="{label_w - 8}" y="{y + bar - 5}">{escape(label)}'
            f"<title>{escape(row.label)}</title></text>"
        )
        x = float(label_w)
        for part in PARTS:
            value = row.parts[part]
            if not value:
                continue
            w = plot_w * value / top
            out.append(
                f'<rect class="part-{part}" x="{x:.1f}" y="{y}" width="{max(w, 1):.1f}"'
                f' height="{bar}"><title>{part}: {value:,} tokens</title></rect>'
            )
            x += w
        out.append(
            f'<text class="total" x="{x + 6:.1f}" y="{y + bar - 5}">{_fmt(row.total)}</text>'
        )
    out.append("</svg>")
    return "".join(out)


def vertical(columns: Sequence[Cost], *, width: int = 860, height: int = 240) -> str:
    """One stacked column per day, oldest on the left."""
    if not columns:
        return ""
    left, bottom = 56, 36
    plot_w, plot_h = width - left - 8, height - bottom - 8
    top = max(c.total for c in columns) or 1
    slot = plot_w / len(columns)
    bar = max(2.0, min(48.0, slot * 0.7))
    out = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" width="100%" role="img"'
        ' aria-label="tokens per day, by part" xmlns="http://www.w3.org/2000/svg">'
    ]
    for tick in _ticks(top):
        y = 8 + plot_h - plot_h * tick / top
        if y < 7.5:
            continue
        out.append(f'<line class="grid" x1="{left}" y1="{y:.1f}" x2="{width - 8}" y2="{y:.1f}"/>')
        out.append(f'<text class="tick end" x="{left - 6}" y="{y + 4:.1f}">{_fmt(tick)}</text>')
    every = max(1, round(len(columns) / 10))  # at most ~10 date labels
    for i, col in enumerate(columns):
        x = left + slot * i + (slot - bar) / 2
        y = 8.0 + plot_h
        for part in PARTS:
            value = col.parts[part]
            if not value:
                continue
            h = plot_h * value / top
            y -= h
            out.append(
                f'<rect class="part-{part}" x="{x:.1f}" y="{y:.1f}" width="{bar:.1f}"'
                f' height="{max(h, 1):.1f}"><title>{escape(col.label)} {part}: {value:,} tokens'
                "</title></rect>"
            )
        if i % every == 0:
            cx = x + bar / 2
            out.append(
                f'<text class="tick" x="{cx:.1f}" y="{height - bottom + 18}">'
                f"{escape(col.label[5:])}</text>"
            )
    out.append("</svg>")
    return "".join(out)
