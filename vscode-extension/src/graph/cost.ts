/**
 * A profile's cost on the graph view: each node takes the share of its source line (as
 * `onnxscribe.showProfile` reports it) and a fill from pale to deep red by that share.
 * No DOM here: the webview applies what these return.
 */

/** One profiled line of the graph's file, as the extension posts it to the page. */
export interface LineCost {
  line: number;
  share: number;
  /** `1.8 ms, 41%`. */
  label: string;
}

/** What the page receives: `{ type: 'profile', lines }` (an empty list clears the colors). */
export interface ProfileMessage {
  type: 'profile';
  lines: LineCost[];
}

/** The profiled lines by line number. */
export function costByLine(lines: readonly LineCost[]): Map<number, LineCost> {
  return new Map(lines.map((cost) => [cost.line, cost]));
}

/**
 * The fill of a node whose line has `share` of the kernel time, relative to the largest share
 * (`top`): the costliest line is deep red, a line of no cost nearly the background.
 */
export function costFill(share: number, top: number): string {
  const relative = top > 0 ? Math.min(1, Math.max(0, share / top)) : 0;
  const lightness = Math.round(92 - 30 * relative);
  const saturation = Math.round(60 + 30 * relative);
  return `hsl(4, ${saturation}%, ${lightness}%)`;
}

/** The largest share among the lines (0 for none). */
export function topShare(lines: readonly LineCost[]): number {
  return lines.reduce((top, cost) => Math.max(top, cost.share), 0);
}
