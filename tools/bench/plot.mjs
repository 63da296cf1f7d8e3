// The plot beside the table: every row with a target, as how far its rounds sit from the target on a log scale
// (the target in the middle, better to the right), so a row is read at a glance whatever its unit.
import { formatNumber } from './report.mjs';

const WIDTH = 960;
const LABEL = 420;
const ROW = 26;
/** The plot spans a hundredth to a hundred times the target. */
const DECADES = 2;

/** How many times better than its target a figure is (> 1 is better), whichever way the target points. */
export function headroom(value, { op, value: target }) {
  const better = op === '>=' || op === '>' ? value / target : target / value;
  return Number.isFinite(better) && better > 0 ? better : 10 ** DECADES;
}

function x(better) {
  const clamped = Math.min(DECADES, Math.max(-DECADES, Math.log10(better)));
  return LABEL + ((clamped + DECADES) / (2 * DECADES)) * (WIDTH - LABEL - 100);
}

function escape(text) {
  return String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
}

/** An SVG of the rows that have a target: a dot per round, a bar at the median, the target as the middle line. */
export function ratioPlot(rows, title) {
  // A check whose target is zero (no product with wrong stock) has no scale to plot.
  const plotted = rows.filter((row) => row.target && row.target.value > 0);
  const height = 60 + plotted.length * ROW + 30;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">${escape(title)}</text>`,
    `<text x="10" y="40" fill="#555">Each row: its rounds (dots) and median (bar) against its target (the middle line); right of it is better, log scale.</text>`,
  ];
  for (const tick of [-2, -1, 0, 1, 2]) {
    const at = x(10 ** tick);
    const label = tick === 0 ? 'target' : tick < 0 ? `${10 ** -tick} x worse` : `${10 ** tick} x better`;
    parts.push(
      `<line x1="${at}" y1="50" x2="${at}" y2="${height - 30}" stroke="${tick === 0 ? '#333' : '#ddd'}"/>`,
      `<text x="${at}" y="${height - 12}" text-anchor="middle" fill="#555">${label}</text>`,
    );
  }
  plotted.forEach((row, index) => {
    const y = 60 + index * ROW + ROW / 2;
    const colour = row.pass ? '#2e7d32' : '#c62828';
    const label = `${row.id} ${row.what}`;
    parts.push(
      `<text x="10" y="${y + 4}">${escape(label.length > 62 ? `${label.slice(0, 61)}…` : label)}</text>`,
      `<rect x="${Math.min(x(1), x(headroom(row.measured, row.target)))}" y="${y - 6}" width="${Math.abs(x(headroom(row.measured, row.target)) - x(1))}" height="12" fill="${colour}" opacity="0.35"/>`,
    );
    for (const value of row.rounds ?? [row.measured]) {
      parts.push(`<circle cx="${x(headroom(value, row.target))}" cy="${y}" r="4" fill="${colour}"/>`);
    }
    parts.push(
      `<text x="${WIDTH - 10}" y="${y + 4}" text-anchor="end" fill="${colour}">${escape(`${formatNumber(row.measured)} ${row.unit}`)}</text>`,
    );
  });
  parts.push('</svg>', '');
  return parts.join('\n');
}
