#!/usr/bin/env node
// Draws the demo catalogue pictures, tools/seed/images/<slug>.svg, one per item of src/demo-products.ts.
// Hand-built flat illustrations (no bitmaps, no external refs), 400 x 400, each under 4 KB.
// Deterministic: the same script always writes the same bytes.
//
//   node tools/seed/scripts/draw-images.mjs           write every picture
//   node tools/seed/scripts/draw-images.mjs --check   exit 1 if a committed picture differs from the drawing

import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'images');
const MAX_BYTES = 4096;

// ---------------------------------------------------------------- helpers

/** Number with at most one decimal, no trailing zeros. */
const n = (x) => String(Math.round(x * 10) / 10);
const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const METAL = '#b8c2cc';
const BRASS_DARK = '#8a6d1e';

/** Colour between a and b (#rrggbb), t = 0 gives a. */
function mix(a, b, t) {
  const ch = (hex, i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const BRASS = '#d4a537';

/** Rough advance width of bold sans-serif text (em units of DejaVu Sans Bold, the widest common fallback). */
function textWidth(s, size) {
  let em = 0;
  for (const ch of s) {
    if (/[A-Z]/.test(ch)) em += ch === 'I' ? 0.38 : 'MW'.includes(ch) ? 1.03 : 0.78;
    else if (/[a-z]/.test(ch)) em += 'ijl'.includes(ch) ? 0.35 : 'mw'.includes(ch) ? 1.04 : 0.7;
    else if (/[0-9]/.test(ch)) em += 0.7;
    else if (ch === ' ') em += 0.35;
    else em += '&+×'.includes(ch) ? 0.87 : 0.45;
  }
  return em * size;
}

/** Centred bold text; the font size shrinks so the string stays inside maxWidth whatever the sans-serif font. */
function text(x, y, size, fill, s, maxWidth = 1000, extra = '') {
  const width = textWidth(s, size);
  const fitted = width > maxWidth ? Math.floor((size * maxWidth * 10) / width) / 10 : size;
  return `<text x="${n(x)}" y="${n(y)}" font-size="${fitted}" fill="${fill}"${extra}>${esc(s)}</text>`;
}

/** A rounded name tag at the bottom of pictures that have no package to print on. */
function pill(s, fill, color) {
  const w = Math.min(300, Math.max(120, s.length * 11 + 40));
  return `<rect x="${n(200 - w / 2)}" y="346" width="${w}" height="32" rx="16" fill="${fill}"/>${text(200, 367, 15, color, s, w - 28)}`;
}

/** Zig-zag teeth along a top seal. */
function teeth(x, y, width, count, depth, fill) {
  const step = width / count / 2;
  return `<path d="M${n(x)} ${n(y)}${`l${n(step)}-${depth}l${n(step)} ${depth}`.repeat(count)}v6H${n(x)}Z" fill="${fill}"/>`;
}

/** One path of parallel strokes, e.g. bars or grooves: `M x y v len` repeated. */
function strokes(points, d, attrs) {
  return `<path d="${points.map(([x, y]) => `M${n(x)} ${n(y)}${d}`).join('')}" ${attrs}/>`;
}

const range = (from, to, step) => {
  const out = [];
  for (let v = from; v <= to + 1e-9; v += step) out.push(v);
  return out;
};

/** Page: background, a soft halo, three paw prints and a ground shadow; then the item. */
function page(item, body, shadow = { y: 334, rx: 118 }) {
  const p = item.p;
  const paws = [
    [52, 58, -18, 1.1],
    [350, 72, 16, 0.8],
    [48, 300, 10, 0.8],
  ]
    .map(([x, y, r, s]) => `<use href="#w" transform="translate(${x} ${y})rotate(${r})scale(${s})"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="Arial,Helvetica,sans-serif" font-weight="700" text-anchor="middle">` +
    `<title>${esc(item.title)}</title>` +
    `<defs><path id="w" d="M-9 6a9 7.5 0 1 0 18 0a9 7.5 0 1 0-18 0M-13.6-3a3.6 4 0 1 0 7.2 0a3.6 4 0 1 0-7.2 0M-7.6-11a3.6 4 0 1 0 7.2 0a3.6 4 0 1 0-7.2 0M.4-11a3.6 4 0 1 0 7.2 0a3.6 4 0 1 0-7.2 0M6.4-3a3.6 4 0 1 0 7.2 0a3.6 4 0 1 0-7.2 0"/></defs>` +
    `<rect width="400" height="400" fill="${p.bg}"/><circle cx="200" cy="196" r="160" fill="${p.halo}"/>` +
    `<g fill="${p.dark}" opacity=".13">${paws}</g>` +
    `<ellipse cx="200" cy="${shadow.y}" rx="${shadow.rx}" ry="11" fill="#000" opacity=".12"/>` +
    body +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------- food and wet food

function bag(it) {
  const { main, dark, accent, light } = it.p;
  const kibble = [
    [166, 281],
    [181, 274],
    [197, 271],
    [213, 273],
    [228, 278],
    [174, 288],
    [190, 284],
    [206, 284],
    [222, 288],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8"/>`)
    .join('');
  return page(
    it,
    `<path d="M106 92H294L308 330Q308 344 294 344H106Q92 344 92 330Z" fill="${main}"/>` +
      `<path d="M262 92H294L308 330Q308 344 294 344H270Z" fill="#000" opacity=".12"/>` +
      teeth(100, 66, 200, 14, 8, dark) +
      `<rect x="100" y="70" width="200" height="26" fill="${dark}"/><circle cx="200" cy="81" r="6" fill="${light}"/>` +
      `<rect x="92" y="150" width="216" height="72" fill="${light}"/><path d="M92 150h216v6H92zM92 216h216v6H92z" fill="${accent}"/>` +
      text(200, 192, 30, dark, it.brand, 190) +
      text(200, 211, 13, dark, it.sub, 190, ' opacity=".8"') +
      `<g fill="${it.kibble ?? '#a8652d'}">${kibble}</g>` +
      `<path d="M148 284H252L241 314Q238 322 230 322H170Q162 322 159 314Z" fill="${accent}"/>` +
      `<path d="M148 284H252" stroke="${light}" stroke-width="4" opacity=".6"/>` +
      `<circle cx="262" cy="120" r="27" fill="${accent}" stroke="${light}" stroke-width="3"/>` +
      text(262, 126, 15, light, it.badge, 44),
    { y: 346, rx: 120 },
  );
}

function pouchShape(x, fill) {
  return `<path d="M${x} 74H${x + 144}L${x + 154} 326Q${x + 154} 340 ${x + 140} 340H${x + 4}Q${x - 10} 340 ${x - 10} 326Z" fill="${fill}"/>`;
}

function pouch(it) {
  const { main, dark, accent, light } = it.p;
  const back = it.double
    ? `<g transform="rotate(9 260 210)">${pouchShape(178, mix(main, dark, 0.45))}${teeth(178, 68, 144, 12, 6, mix(main, dark, 0.45))}</g>`
    : '';
  const chunks = [
    [168, 236, -12],
    [192, 228, 8],
    [214, 234, -4],
    [180, 246, 14],
    [206, 246, -10],
    [228, 242, 6],
  ]
    .map(
      ([x, y, r]) =>
        `<rect x="${x - 11}" y="${y - 8}" width="22" height="16" rx="5" transform="rotate(${r} ${x} ${y})"/>`,
    )
    .join('');
  return page(
    it,
    back +
      pouchShape(128, main) +
      teeth(128, 68, 144, 12, 6, main) +
      `<rect x="128" y="74" width="144" height="20" fill="${dark}" opacity=".35"/><path d="M128 84l8 4-8 4z" fill="${light}"/>` +
      `<rect x="124" y="112" width="152" height="58" fill="${light}"/>` +
      text(200, 146, 24, dark, it.brand, 136) +
      text(200, 163, 11, dark, it.sub, 136, ' opacity=".8"') +
      `<ellipse cx="200" cy="244" rx="56" ry="22" fill="#7a3e1b"/><g fill="#c98447">${chunks}</g>` +
      `<path d="M140 246H260L250 280Q247 288 238 288H162Q153 288 150 280Z" fill="${accent}"/>` +
      text(200, 318, 13, light, it.badge, 130),
    { y: 344, rx: it.double ? 140 : 100 },
  );
}

function can(it) {
  const { main, dark, accent, light } = it.p;
  return page(
    it,
    `<path d="M118 120V318A82 20 0 0 0 282 318V120Z" fill="${main}"/>` +
      `<path d="M118 140A82 20 0 0 0 282 140M118 300A82 20 0 0 0 282 300" stroke="${dark}" stroke-width="3" fill="none" opacity=".5"/>` +
      `<path d="M118 160A82 20 0 0 0 282 160V272A82 20 0 0 1 118 272Z" fill="${light}"/>` +
      `<path d="M118 160A82 20 0 0 0 282 160V168A82 20 0 0 1 118 168Z" fill="${accent}"/>` +
      text(200, 212, 26, dark, it.brand, 140) +
      text(200, 234, 13, dark, it.sub, 140, ' opacity=".8"') +
      text(200, 260, 13, accent, it.badge, 140) +
      `<rect x="132" y="128" width="12" height="186" fill="#fff" opacity=".25"/>` +
      `<ellipse cx="200" cy="120" rx="82" ry="20" fill="#cfd6dd"/><ellipse cx="200" cy="121" rx="70" ry="15" fill="#e9edf1"/>` +
      `<ellipse cx="200" cy="116" rx="17" ry="6" fill="none" stroke="#98a3ad" stroke-width="3"/>` +
      (it.icon === 'berries'
        ? berries(250, 300)
        : it.icon === 'paw'
          ? `<use href="#w" transform="translate(248 296)" fill="${accent}"/>`
          : ''),
    { y: 332, rx: 100 },
  );
}

function berries(x, y) {
  return (
    `<g fill="#4b3a8c">${[
      [0, 0],
      [14, -6],
      [10, 10],
    ]
      .map(([dx, dy]) => `<circle cx="${x + dx}" cy="${y + dy}" r="9"/>`)
      .join('')}</g>` + `<path d="M${x + 14} ${y - 18}q6-8 14-6q-4 8-14 6z" fill="#6aa84f"/>`
  );
}

// ---------------------------------------------------------------- supplements

function jar(it) {
  const { main, dark, accent, light } = it.p;
  const extras = {
    tablets: [
      [86, 306],
      [318, 296],
      [296, 326],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="13" fill="#fff" stroke="${main}" stroke-width="3"/><path d="M${x - 8} ${y}h16" stroke="${main}" stroke-width="2"/>`,
      )
      .join(''),
    capsules: [
      [84, 300, -30],
      [316, 300, 25],
      [300, 328, -10],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><rect x="${x - 18}" y="${y - 8}" width="36" height="16" rx="8" fill="${accent}"/><path d="M${x} ${y - 8}h10a8 8 0 0 1 0 16H${x}z" fill="#fff"/></g>`,
      )
      .join(''),
    chews: [
      [86, 304],
      [314, 300],
    ]
      .map(
        ([x, y]) =>
          `<g fill="${accent}"><rect x="${x - 14}" y="${y - 5}" width="28" height="10"/><circle cx="${x - 14}" cy="${y - 5}" r="6"/><circle cx="${x - 14}" cy="${y + 5}" r="6"/><circle cx="${x + 14}" cy="${y - 5}" r="6"/><circle cx="${x + 14}" cy="${y + 5}" r="6"/></g>`,
      )
      .join(''),
    scoop: `<path d="M300 316l34-30" stroke="${accent}" stroke-width="8" stroke-linecap="round"/><ellipse cx="294" cy="322" rx="22" ry="12" fill="${accent}"/><ellipse cx="294" cy="318" rx="16" ry="7" fill="#f4efe6"/>`,
    bone: `<path d="M300 300h22" stroke="#efe3cf" stroke-width="10" stroke-linecap="round"/><g fill="#efe3cf"><circle cx="298" cy="294" r="7"/><circle cx="298" cy="306" r="7"/><circle cx="324" cy="294" r="7"/><circle cx="324" cy="306" r="7"/></g>`,
  };
  const grooves = strokes(
    range(142, 258, 10).map((x) => [x, 90]),
    'v36',
    `stroke="#000" stroke-width="3" opacity=".15"`,
  );
  return page(
    it,
    `<rect x="116" y="132" width="168" height="204" rx="28" fill="${main}"${it.glass ? ' opacity=".9"' : ''}/>` +
      `<rect x="132" y="86" width="136" height="44" rx="8" fill="${dark}"/>${grooves}` +
      `<rect x="140" y="128" width="120" height="10" fill="${dark}" opacity=".6"/>` +
      `<rect x="116" y="178" width="168" height="104" fill="${light}"/><rect x="116" y="178" width="168" height="8" fill="${accent}"/>` +
      text(200, 222, 24, dark, it.brand, 150) +
      text(200, 246, 13, dark, it.sub, 150, ' opacity=".8"') +
      text(200, 268, 13, accent, it.badge, 150) +
      `<rect x="130" y="146" width="12" height="174" rx="6" fill="#fff" opacity=".3"/>` +
      (extras[it.extra] ?? ''),
    { y: 338, rx: 120 },
  );
}

function bottle(it) {
  const { main, dark, accent, light } = it.p;
  const top = it.pump
    ? `<rect x="186" y="70" width="28" height="38" fill="${dark}"/><rect x="170" y="58" width="74" height="16" rx="6" fill="${dark}"/><rect x="236" y="62" width="30" height="8" rx="3" fill="${dark}"/>`
    : `<rect x="170" y="74" width="60" height="36" rx="6" fill="${accent}"/>` +
      strokes(
        range(178, 222, 8).map((x) => [x, 78]),
        'v28',
        `stroke="#000" stroke-width="2" opacity=".18"`,
      );
  const icon =
    it.icon === 'fish'
      ? `<path d="M172 272q28-22 52 0q-24 22-52 0zm52 0l16-12v24z" fill="${accent}"/><circle cx="184" cy="268" r="3" fill="${light}"/>`
      : `<path d="M182 282q4-30 36-32q-2 32-36 32z" fill="${accent}"/><path d="M184 280q12-14 28-24" stroke="${light}" stroke-width="2" fill="none"/>`;
  return page(
    it,
    top +
      `<rect x="176" y="104" width="48" height="26" fill="${dark}" opacity=".85"/>` +
      `<path d="M140 164Q140 130 172 126H228Q260 130 260 164V324Q260 340 244 340H156Q140 340 140 324Z" fill="${main}"/>` +
      `<rect x="140" y="180" width="120" height="116" fill="${light}"/><rect x="140" y="180" width="120" height="6" fill="${accent}"/>` +
      text(200, 216, 19, dark, it.brand, 106) +
      text(200, 236, 11, dark, it.sub, 106, ' opacity=".8"') +
      text(200, 254, 11, accent, it.badge, 106) +
      icon +
      `<rect x="152" y="140" width="10" height="188" rx="5" fill="#fff" opacity=".3"/>`,
    { y: 340, rx: 90 },
  );
}

// ---------------------------------------------------------------- toys

function churpi(it) {
  const { main, dark, accent, light } = it.p;
  const spots = (xs) =>
    xs.map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.6}"/>`).join('');
  return page(
    it,
    `<g transform="rotate(14 200 262)"><rect x="86" y="240" width="228" height="48" rx="20" fill="${main}" stroke="${dark}" stroke-width="4"/>` +
      `<g fill="${dark}" opacity=".35">${spots([
        [120, 256, 6],
        [170, 270, 4],
        [236, 254, 5],
        [280, 272, 4],
      ])}</g></g>` +
      `<g transform="rotate(-26 200 210)"><rect x="66" y="186" width="268" height="54" rx="22" fill="${main}" stroke="${dark}" stroke-width="4"/>` +
      `<g fill="${dark}" opacity=".35">${spots([
        [100, 204, 6],
        [146, 222, 4],
        [196, 200, 5],
        [250, 226, 6],
        [300, 206, 4],
      ])}</g><rect x="84" y="194" width="220" height="8" rx="4" fill="#fff" opacity=".45"/></g>` +
      `<path d="M118 186Q150 120 206 118" stroke="${dark}" stroke-width="3" fill="none"/>` +
      `<g transform="rotate(-8 260 110)"><path d="M206 92H318V136H206L190 114Z" fill="${accent}"/><circle cx="206" cy="114" r="5" fill="${light}"/>` +
      text(262, 122, 20, light, it.tag, 96) +
      `</g>` +
      pill(it.label, accent, light),
    { y: 318, rx: 140 },
  );
}

function rope(it) {
  const { main, dark, accent, light } = it.p;
  const knot = (x, y) =>
    `<circle cx="${x}" cy="${y}" r="28" fill="${main}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M${x - 20} ${y - 12}q20-12 40 0M${x - 25} ${y + 2}q25-12 50 0M${x - 20} ${y + 16}q20-10 40 0" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  const fringe = (x, y, dir) =>
    `<path d="${[-40, -20, 0, 20, 40]
      .map((a) => {
        const t = ((dir + a) * Math.PI) / 180;
        return `M${n(x + 24 * Math.cos(t))} ${n(y + 24 * Math.sin(t))}l${n(30 * Math.cos(t))} ${n(30 * Math.sin(t))}`;
      })
      .join('')}" stroke="${main}" stroke-width="7" stroke-linecap="round"/>`;
  const d = 'M96 246C150 120 250 330 304 176';
  return page(
    it,
    fringe(96, 246, 140) +
      fringe(304, 176, -40) +
      `<path d="${d}" stroke="${main}" stroke-width="30" fill="none"/>` +
      `<path d="${d}" stroke="${accent}" stroke-width="30" fill="none" stroke-dasharray="9 12"/>` +
      `<path d="${d}" stroke="${light}" stroke-width="4" fill="none" opacity=".35" transform="translate(-5 -6)"/>` +
      knot(96, 246) +
      knot(200, 218) +
      knot(304, 176) +
      pill(it.label, dark, light),
    { y: 320, rx: 130 },
  );
}

function bone(it) {
  const { main, dark, accent, light } = it.p;
  const shape = `<rect x="118" y="188" width="164" height="48" rx="10"/><circle cx="118" cy="186" r="30"/><circle cx="118" cy="238" r="30"/><circle cx="282" cy="186" r="30"/><circle cx="282" cy="238" r="30"/>`;
  return page(
    it,
    `<g transform="rotate(-22 200 212)"><g fill="${dark}" transform="translate(5 8)">${shape}</g><g fill="${main}">${shape}</g>` +
      `<rect x="130" y="196" width="140" height="10" rx="5" fill="#fff" opacity=".4"/>` +
      `<g fill="${accent}"><circle cx="160" cy="222" r="6"/><circle cx="204" cy="214" r="5"/><circle cx="246" cy="224" r="6"/><circle cx="112" cy="176" r="5"/><circle cx="290" cy="246" r="5"/></g></g>` +
      `<path d="M316 116q12 12 0 24M330 106q20 22 0 44M84 290q-12-12 0-24M70 300q-20-22 0-44" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      pill(it.label, dark, light),
    { y: 318, rx: 120 },
  );
}

function ball(it) {
  const { main, dark, accent, light } = it.p;
  return page(
    it,
    `<circle cx="200" cy="204" r="108" fill="${main}"/><path d="M200 96a108 108 0 0 1 0 216a130 130 0 0 0 0-216z" fill="#000" opacity=".1"/>` +
      `<path d="M104 156Q200 220 296 156M104 252Q200 188 296 252" stroke="${dark}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="200" cy="204" rx="28" ry="24" fill="${dark}"/><ellipse cx="200" cy="204" rx="16" ry="13" fill="#3b2314"/>` +
      `<ellipse cx="160" cy="140" rx="30" ry="16" fill="#fff" opacity=".35" transform="rotate(-30 160 140)"/>` +
      `<g fill="#a8652d"><circle cx="288" cy="318" r="8"/><circle cx="306" cy="326" r="7"/><circle cx="274" cy="328" r="7"/></g>` +
      pill(it.label, accent, light),
    { y: 316, rx: 96 },
  );
}

function feltBalls(it) {
  const { dark, light } = it.p;
  const ball = ([x, y, r, fill, band, dot]) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${n(r * 0.72)}" ry="${n(r * 0.3)}" fill="none" stroke="${band}" stroke-width="11" transform="rotate(-24 ${x} ${y})"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${n(r * 0.42)}" ry="${n(r * 0.12)}" fill="none" stroke="${dot}" stroke-width="6" transform="rotate(-24 ${x} ${y})"/>` +
    `<circle cx="${n(x - r * 0.4)}" cy="${n(y - r * 0.45)}" r="${n(r * 0.18)}" fill="#fff" opacity=".3"/>`;
  return page(it, it.balls.map(ball).join('') + pill(it.label, dark, light), { y: 322, rx: 130 });
}

function yeti(it) {
  const { main, dark, accent, light } = it.p;
  const fur = '#f7fafc';
  const puffs = [
    [138, 210],
    [262, 210],
    [128, 258],
    [272, 258],
    [150, 300],
    [250, 300],
    [200, 312],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="34"/>`)
    .join('');
  return page(
    it,
    `<g fill="${fur}" stroke="#c6d3df" stroke-width="3">${puffs}<circle cx="200" cy="140" r="76"/><circle cx="136" cy="94" r="22"/><circle cx="264" cy="94" r="22"/></g>` +
      `<g fill="${fur}"><circle cx="200" cy="250" r="70"/><circle cx="200" cy="140" r="73"/></g>` +
      `<ellipse cx="200" cy="154" rx="50" ry="42" fill="${main}"/>` +
      `<circle cx="182" cy="142" r="8" fill="${dark}"/><circle cx="218" cy="142" r="8" fill="${dark}"/><circle cx="185" cy="139" r="3" fill="#fff"/><circle cx="221" cy="139" r="3" fill="#fff"/>` +
      `<ellipse cx="200" cy="160" rx="9" ry="6" fill="${dark}"/><path d="M184 174q16 14 32 0" stroke="${dark}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="170" cy="168" rx="8" ry="5" fill="${accent}" opacity=".5"/><ellipse cx="230" cy="168" rx="8" ry="5" fill="${accent}" opacity=".5"/>` +
      `<ellipse cx="164" cy="330" rx="28" ry="14" fill="${accent}"/><ellipse cx="236" cy="330" rx="28" ry="14" fill="${accent}"/>` +
      `<ellipse cx="200" cy="262" rx="40" ry="44" fill="${main}" opacity=".45"/>` +
      pill(it.label, dark, light),
    { y: 334, rx: 100 },
  );
}

// ---------------------------------------------------------------- belts

function collar(it) {
  const { main, dark, accent, light } = it.p;
  const front = 'M76 196A124 84 0 0 0 324 196';
  let pattern = '';
  if (it.style === 'dhaka') {
    pattern =
      `<path d="${front}" stroke="${accent}" stroke-width="14" fill="none" stroke-dasharray="12 8"/>` +
      `<path d="${front}" stroke="${light}" stroke-width="5" fill="none" stroke-dasharray="4 16"/>` +
      `<path d="${front}" stroke="${it.p.third}" stroke-width="26" fill="none" stroke-dasharray="3 17" stroke-dashoffset="8"/>`;
  } else {
    pattern =
      `<path d="M90 196A110 70 0 0 0 310 196M62 196A138 98 0 0 0 338 196" stroke="${light}" stroke-width="2" fill="none" stroke-dasharray="6 5"/>` +
      `<g fill="${BRASS}" stroke="${BRASS_DARK}" stroke-width="2">${range(22, 158, 17)
        .map((a) => {
          const t = (a * Math.PI) / 180;
          return `<circle cx="${n(200 + 124 * Math.cos(t))}" cy="${n(196 + 84 * Math.sin(t))}" r="7"/>`;
        })
        .join('')}</g>`;
  }
  const metal = it.style === 'dhaka' ? METAL : BRASS;
  return page(
    it,
    `<path d="M76 196A124 84 0 0 1 324 196" stroke="${dark}" stroke-width="36" fill="none"/>` +
      `<path d="${front}" stroke="${main}" stroke-width="36" fill="none"/>` +
      pattern +
      `<rect x="${it.style === 'dhaka' ? 222 : 178}" y="258" width="48" height="40" rx="7" fill="none" stroke="${metal}" stroke-width="7"/>` +
      (it.style === 'dhaka' ? '' : `<path d="M178 279h30" stroke="${metal}" stroke-width="5"/>`) +
      `<path d="M126 270a14 14 0 0 0 28 0z" fill="none" stroke="${metal}" stroke-width="5"/>` +
      `<path d="M140 284v10" stroke="${metal}" stroke-width="3"/><circle cx="140" cy="316" r="22" fill="${BRASS}" stroke="${BRASS_DARK}" stroke-width="3"/>` +
      `<use href="#w" transform="translate(140 318)scale(.8)" fill="${BRASS_DARK}"/>` +
      pill(it.label, dark, light),
    { y: 330, rx: 110 },
  );
}

function harness(it) {
  const { main, dark, accent, light } = it.p;
  return page(
    it,
    `<ellipse cx="200" cy="252" rx="120" ry="46" fill="none" stroke="${dark}" stroke-width="20"/>` +
      `<path d="M80 252A120 46 0 0 0 320 252" stroke="${main}" stroke-width="20" fill="none"/>` +
      `<ellipse cx="200" cy="128" rx="76" ry="34" fill="none" stroke="${main}" stroke-width="18"/>` +
      `<path d="M150 172Q200 150 250 172L262 270Q200 310 138 270Z" fill="${accent}"/>` +
      `<path d="M158 180Q200 162 242 180L252 264Q200 298 148 264Z" fill="none" stroke="${light}" stroke-width="2" stroke-dasharray="6 5"/>` +
      `<rect x="176" y="202" width="48" height="28" rx="6" fill="${dark}"/>` +
      text(200, 221, 12, light, it.patch, 40) +
      `<g fill="#2f3337"><rect x="70" y="236" width="24" height="32" rx="5"/><rect x="306" y="236" width="24" height="32" rx="5"/></g>` +
      `<path d="M188 96a12 12 0 0 1 24 0z" fill="none" stroke="${METAL}" stroke-width="5"/>` +
      `<path d="M188 292a12 12 0 0 0 24 0z" fill="none" stroke="${METAL}" stroke-width="5"/>` +
      `<path d="M84 252A116 42 0 0 0 316 252" stroke="${light}" stroke-width="2" fill="none" opacity=".7"/>` +
      pill(it.label, dark, light),
    { y: 332, rx: 120 },
  );
}

function clip(x, y, rot, metal) {
  return (
    `<g transform="translate(${x} ${y})rotate(${rot})" fill="none" stroke="${metal}">` +
    `<circle cy="8" r="8" stroke-width="5"/><rect x="-9" y="16" width="18" height="30" rx="8" fill="${metal}"/>` +
    `<path d="M-5 44q0 22 14 22q14 0 10-24" stroke-width="6"/></g>`
  );
}

function leash(it) {
  const { main, dark, accent, light } = it.p;
  const line = 'M132 146C110 250 280 170 290 268';
  const loop = 'M132 146C60 120 76 42 132 50C188 42 204 120 132 146';
  const metal = it.style === 'hemp' ? BRASS : METAL;
  const texture =
    it.style === 'hemp'
      ? `<path d="${line}${loop}" stroke="${dark}" stroke-width="16" fill="none" stroke-dasharray="4 6" opacity=".35"/>`
      : `<path d="${line}${loop}" stroke="${light}" stroke-width="3" fill="none" stroke-dasharray="8 6"/>`;
  return page(
    it,
    `<path d="${line}${loop}" stroke="${main}" stroke-width="${it.style === 'hemp' ? 16 : 14}" fill="none" stroke-linecap="round"/>` +
      texture +
      (it.style === 'hemp'
        ? ''
        : `<path d="M92 86C100 58 164 58 172 86" stroke="${dark}" stroke-width="22" fill="none" stroke-linecap="round"/>`) +
      `<rect x="120" y="138" width="24" height="22" rx="5" fill="${accent}"/>` +
      clip(290, 268, -14, metal) +
      pill(it.label, dark, light),
    { y: 334, rx: 110 },
  );
}

function retractable(it) {
  const { main, dark, accent, light } = it.p;
  return page(
    it,
    `<path d="M262 180C300 200 320 250 300 300" stroke="${accent}" stroke-width="7" fill="none"/>` +
      clip(300, 296, -10, METAL) +
      `<rect x="146" y="226" width="84" height="100" rx="30" fill="${dark}"/><rect x="166" y="250" width="44" height="54" rx="18" fill="${it.p.halo}"/>` +
      `<circle cx="188" cy="180" r="86" fill="${main}"/><circle cx="188" cy="180" r="62" fill="none" stroke="${light}" stroke-width="3" opacity=".45"/>` +
      `<path d="M188 94a86 86 0 0 1 0 172a100 100 0 0 0 0-172z" fill="#000" opacity=".1"/>` +
      `<rect x="176" y="238" width="26" height="14" rx="6" fill="${accent}"/>` +
      text(188, 190, 30, light, it.badge, 100) +
      pill(it.label, dark, light),
    { y: 334, rx: 110 },
  );
}

// ---------------------------------------------------------------- accessories

function bowl(it) {
  const { main, dark, accent, light } = it.p;
  return page(
    it,
    `<defs><linearGradient id="m"><stop offset="0" stop-color="#8d98a3"/><stop offset=".4" stop-color="#f1f4f7"/><stop offset="1" stop-color="#9aa5b0"/></linearGradient></defs>` +
      `<rect x="128" y="318" width="144" height="14" rx="7" fill="${dark}"/>` +
      `<path d="M92 208L126 312Q130 322 142 322H258Q270 322 274 312L308 208Z" fill="url(#m)"/>` +
      `<ellipse cx="200" cy="208" rx="112" ry="28" fill="url(#m)"/><ellipse cx="200" cy="210" rx="98" ry="21" fill="#6d7985"/>` +
      `<ellipse cx="200" cy="214" rx="88" ry="16" fill="${main}"/><ellipse cx="176" cy="212" rx="30" ry="5" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>` +
      `<path d="M150 116q0-30 14-44q14 14 14 44a14 14 0 0 1-28 0zM226 140q0-22 10-32q10 10 10 32a10 10 0 0 1-20 0z" fill="${accent}"/>` +
      pill(it.label, dark, light),
    { y: 330, rx: 110 },
  );
}

function bed(it) {
  const { main, dark, accent, light } = it.p;
  const dots = range(0, 330, 30)
    .map((a) => {
      const t = (a * Math.PI) / 180;
      return `<circle cx="${n(200 + 128 * Math.cos(t))}" cy="${n(238 + 68 * Math.sin(t))}" r="5"/>`;
    })
    .join('');
  return page(
    it,
    `<ellipse cx="200" cy="238" rx="156" ry="90" fill="${main}"/><ellipse cx="200" cy="228" rx="140" ry="74" fill="#fff" opacity=".12"/>` +
      `<g fill="${accent}">${dots}</g>` +
      `<ellipse cx="200" cy="250" rx="102" ry="48" fill="${light}"/><ellipse cx="200" cy="250" rx="88" ry="38" fill="none" stroke="${main}" stroke-width="2" stroke-dasharray="6 5"/>` +
      `<path d="M44 238A156 90 0 0 0 356 238A156 66 0 0 1 44 238Z" fill="${dark}" opacity=".3"/>` +
      `<g transform="rotate(-14 204 246)" fill="${accent}"><rect x="184" y="240" width="40" height="12" rx="4"/><circle cx="184" cy="240" r="8"/><circle cx="184" cy="252" r="8"/><circle cx="224" cy="240" r="8"/><circle cx="224" cy="252" r="8"/></g>` +
      pill(it.label, dark, light),
    { y: 324, rx: 150 },
  );
}

function brush(it) {
  const { main, dark, accent, light } = it.p;
  const pins = [];
  for (let r = 0; r < 5; r++) for (let c = 0; c < 8; c++) pins.push(`M${144 + c * 16} ${98 + r * 16}h.1`);
  return page(
    it,
    `<g transform="rotate(-30 200 200)"><rect x="176" y="200" width="48" height="144" rx="22" fill="${dark}"/><rect x="188" y="246" width="24" height="74" rx="12" fill="${accent}"/>` +
      `<rect x="184" y="174" width="32" height="32" fill="${main}"/><rect x="120" y="72" width="160" height="112" rx="24" fill="${main}"/>` +
      `<rect x="132" y="84" width="136" height="88" rx="16" fill="${light}"/>` +
      `<path d="${pins.join('')}" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="200" cy="222" r="10" fill="${accent}"/></g>` +
      `<path d="M268 252q26-16 44 4q18-8 30 8q-14 4-18 16q-22 10-40-4q-18-4-16-24z" fill="${it.p.fur}"/>` +
      pill(it.label, dark, light),
    { y: 330, rx: 110 },
  );
}

function drop(x, y, s, fill) {
  return `<path d="M${x} ${y - 14 * s}q${n(10 * s)} ${n(14 * s)} 0 ${n(22 * s)}q${n(-10 * s)} ${n(-8 * s)} 0 ${n(-22 * s)}z" fill="${fill}"/>`;
}

function raincoat(it) {
  const { main, dark, accent, light } = it.p;
  return page(
    it,
    `<path d="M110 122Q200 98 290 122L318 296Q200 340 82 296Z" fill="${main}"/>` +
      `<path d="M142 126Q200 36 258 126Q200 112 142 126Z" fill="${mix(main, dark, 0.2)}"/><path d="M164 120Q200 66 236 120Q200 110 164 120Z" fill="${dark}"/>` +
      `<path d="M92 262Q200 300 308 262" stroke="${light}" stroke-width="14" fill="none"/>` +
      `<path d="M92 262Q200 300 308 262" stroke="#fff" stroke-width="4" fill="none" stroke-dasharray="10 8" opacity=".8"/>` +
      `<ellipse cx="200" cy="168" rx="16" ry="8" fill="${dark}"/>` +
      `<rect x="56" y="198" width="44" height="22" rx="8" fill="${dark}"/><rect x="300" y="198" width="44" height="22" rx="8" fill="${dark}"/>` +
      drop(70, 96, 1, accent) +
      drop(330, 120, 1.2, accent) +
      drop(90, 150, 0.8, accent) +
      drop(322, 320, 0.9, accent) +
      pill(it.label, dark, light),
    { y: 328, rx: 120 },
  );
}

function sweater(it) {
  const { main, dark, accent, light } = it.p;
  return page(
    it,
    `<path d="M118 118H282Q300 118 304 138L318 300Q200 336 82 300L96 138Q100 118 118 118Z" fill="${main}"/>` +
      `<path d="M98 228l12-12 12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12" stroke="${accent}" stroke-width="7" fill="none"/>` +
      `<g fill="${light}">${range(112, 292, 30)
        .map((x) => `<circle cx="${x}" cy="262" r="5"/>`)
        .join('')}</g>` +
      `<path d="M86 294Q200 328 314 294L318 312Q200 346 82 312Z" fill="${dark}"/>` +
      `<rect x="140" y="86" width="120" height="42" rx="12" fill="${dark}"/>` +
      strokes(
        range(150, 250, 8).map((x) => [x, 90]),
        'v34',
        `stroke="#000" stroke-width="3" opacity=".18"`,
      ) +
      `<ellipse cx="136" cy="160" rx="20" ry="13" fill="${dark}" opacity=".55"/><ellipse cx="264" cy="160" rx="20" ry="13" fill="${dark}" opacity=".55"/>` +
      pill(it.label, dark, light),
    { y: 332, rx: 120 },
  );
}

function waterBottle(it) {
  const { main, dark, accent, light } = it.p;
  return page(
    it,
    `<rect x="176" y="92" width="84" height="230" rx="32" fill="${main}"/><rect x="184" y="170" width="68" height="144" rx="26" fill="#5db7e8" opacity=".75"/>` +
      `<rect x="190" y="104" width="10" height="200" rx="5" fill="#fff" opacity=".4"/>` +
      `<path d="M86 104H180V146Q180 172 154 172H112Q86 172 86 146Z" fill="${accent}"/><ellipse cx="133" cy="112" rx="40" ry="7" fill="#5db7e8"/>` +
      `<rect x="196" y="72" width="44" height="24" rx="6" fill="${dark}"/><circle cx="218" cy="136" r="11" fill="${dark}"/>` +
      `<path d="M260 140q40 10 30 60" stroke="${dark}" stroke-width="6" fill="none"/>` +
      text(218, 260, 14, light, it.badge, 60) +
      pill(it.label, dark, light),
    { y: 330, rx: 100 },
  );
}

// ---------------------------------------------------------------- cages

function crate(it) {
  const { main, dark, accent, light } = it.p;
  const heavy = it.style === 'heavy';
  const w = heavy ? 4 : 3;
  const front = strokes(
    range(88, 268, heavy ? 18 : 14).map((x) => [x, 146]),
    'V306',
    `stroke="${main}" stroke-width="${w}"`,
  );
  const top = strokes(
    range(96, 280, 24).map((x) => [x, 140]),
    'l48-40',
    `stroke="${main}" stroke-width="2"`,
  );
  const side = strokes(
    range(0.15, 0.9, heavy ? 0.25 : 0.18).map((t) => [280 + 48 * t, 140 - 40 * t]),
    'v168',
    `stroke="${main}" stroke-width="2" opacity=".8"`,
  );
  const dog = `<g fill="${dark}" opacity=".22"><ellipse cx="176" cy="272" rx="48" ry="32"/><circle cx="140" cy="224" r="26"/><path d="M124 210l-6-26 22 12zM118 232q-16 4-14 14q10 4 22-4z"/></g>`;
  const wheels = heavy
    ? `<g fill="#30353a"><circle cx="96" cy="324" r="12"/><circle cx="264" cy="324" r="12"/><circle cx="318" cy="290" r="10"/></g>`
    : '';
  const door2 =
    it.doors === 2
      ? `<path d="M288 164l30-25v110l-30 25z" fill="none" stroke="${dark}" stroke-width="4"/>`
      : '';
  return page(
    it,
    `<path d="M80 140L128 100H328L280 140Z" fill="${dark}" opacity=".08"/>` +
      top +
      side +
      dog +
      front +
      `<path d="M80 190H280M80 240H280M80 286H280" stroke="${main}" stroke-width="${w}"/>` +
      `<path d="M80 140L128 100H328V268L280 308M280 140L328 100" fill="none" stroke="${dark}" stroke-width="5" stroke-linejoin="round"/>` +
      `<rect x="80" y="140" width="200" height="168" fill="none" stroke="${dark}" stroke-width="6"/>` +
      `<rect x="142" y="168" width="100" height="130" fill="none" stroke="${dark}" stroke-width="5"/>` +
      door2 +
      `<g fill="${accent}"><rect x="236" y="196" width="16" height="8" rx="3"/><rect x="236" y="262" width="16" height="8" rx="3"/></g>` +
      `<rect x="74" y="304" width="212" height="14" rx="4" fill="${accent}"/><path d="M286 318L334 278V266L286 304Z" fill="${accent}" opacity=".75"/>` +
      `<path d="M190 120q16-18 32 0" stroke="${dark}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      wheels +
      pill(it.label, dark, light),
    { y: 330, rx: 140 },
  );
}

function kennel(it) {
  const { main, dark, accent, light } = it.p;
  const bars = strokes(
    range(146, 256, 16).map((x) => [x, 178]),
    'v116',
    `stroke="${METAL}" stroke-width="5"`,
  );
  const vents = strokes(
    [
      [88, 176],
      [88, 200],
      [88, 224],
      [290, 176],
      [290, 200],
      [290, 224],
    ],
    'h22',
    `stroke="${dark}" stroke-width="10" stroke-linecap="round" opacity=".5"`,
  );
  return page(
    it,
    `<path d="M160 132V110Q160 98 172 98H228Q240 98 240 110V132" stroke="${dark}" stroke-width="12" fill="none"/>` +
      `<path d="M70 230V162Q70 130 102 130H298Q330 130 330 162V230Z" fill="${main}"/>` +
      `<path d="M70 230H330V292Q330 320 302 320H98Q70 320 70 292Z" fill="${dark}"/>` +
      `<g fill="${accent}">${range(86, 314, 38)
        .map((x) => `<circle cx="${x}" cy="230" r="6"/>`)
        .join('')}</g>` +
      vents +
      `<rect x="132" y="166" width="136" height="140" rx="14" fill="#2b3035" opacity=".35"/>` +
      bars +
      `<path d="M132 206H268M132 256H268" stroke="${METAL}" stroke-width="5"/>` +
      `<rect x="132" y="166" width="136" height="140" rx="14" fill="none" stroke="${METAL}" stroke-width="8"/>` +
      `<rect x="256" y="220" width="22" height="34" rx="6" fill="${accent}"/>` +
      pill(it.label, dark, light),
    { y: 326, rx: 140 },
  );
}

function dogHouse(it) {
  const { main, dark, accent, light } = it.p;
  const planks = strokes(
    range(186, 296, 22).map((y) => [90, y]),
    'H310',
    `stroke="${dark}" stroke-width="2" opacity=".3"`,
  );
  const flags = ['#2f6fd6', '#ffffff', '#d93a3a', '#3fa34d', '#f2c230'];
  const flagRow = (x0, y0, x1, y1) =>
    flags
      .map((f, i) => {
        const t = (i + 1) / 6;
        const x = x0 + (x1 - x0) * t;
        const y = y0 + (y1 - y0) * t + 10 * Math.sin(Math.PI * t);
        return `<rect x="${n(x - 8)}" y="${n(y)}" width="16" height="18" fill="${f}"/>`;
      })
      .join('');
  return page(
    it,
    `<path d="M30 40Q115 ${60 + 20} 200 70Q285 80 370 40" stroke="#8a8f96" stroke-width="2" fill="none"/>` +
      flagRow(30, 40, 200, 70) +
      flagRow(200, 70, 370, 40) +
      `<path d="M90 172L200 96L310 172V304H90Z" fill="${main}"/>` +
      planks +
      `<path d="M46 184L200 74L354 184L336 198L200 102L64 198Z" fill="${accent}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M158 304V236A42 42 0 0 1 242 236V304Z" fill="#3a2617"/>` +
      `<rect x="162" y="166" width="76" height="24" rx="4" fill="${light}"/>` +
      text(200, 183, 13, dark, it.board, 66) +
      `<rect x="82" y="302" width="236" height="12" rx="3" fill="${dark}"/><path d="M98 314v16M302 314v16" stroke="${dark}" stroke-width="10"/>` +
      pill(it.label, dark, light),
    { y: 334, rx: 140 },
  );
}

function playpen(it) {
  const { main, dark, accent, light } = it.p;
  const H = 92;
  const posts = range(0, 7, 1).map((k) => {
    const t = ((k * 45 + 22.5) * Math.PI) / 180;
    return [200 + 150 * Math.cos(t), 266 + 64 * Math.sin(t)];
  });
  const panel = (a, b, back) => {
    const bars = [0.2, 0.4, 0.6, 0.8]
      .map((t) => {
        const x = a[0] + (b[0] - a[0]) * t;
        const y = a[1] + (b[1] - a[1]) * t;
        return `M${n(x)} ${n(y)}v-${H}`;
      })
      .join('');
    return `<path d="M${n(a[0])} ${n(a[1] - H)}L${n(b[0])} ${n(b[1] - H)}M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}${bars}" stroke="${main}" stroke-width="${back ? 3 : 4}" fill="none"${back ? ' opacity=".55"' : ''}/>`;
  };
  let backPanels = '';
  let frontPanels = '';
  for (let k = 0; k < 8; k++) {
    const a = posts[k];
    const b = posts[(k + 1) % 8];
    if ((a[1] + b[1]) / 2 < 266) backPanels += panel(a, b, true);
    else frontPanels += panel(a, b, false);
  }
  const postPath = posts.map(([x, y]) => `M${n(x)} ${n(y)}v-${H + 6}`).join('');
  return page(
    it,
    `<ellipse cx="200" cy="266" rx="150" ry="64" fill="${light}" stroke="${mix(light, dark, 0.25)}" stroke-width="2"/>` +
      backPanels +
      `<circle cx="228" cy="258" r="20" fill="${accent}"/><path d="M210 252q18 10 36 0" stroke="#fff" stroke-width="3" fill="none"/>` +
      `<g transform="rotate(-18 170 272)" fill="#f1e3c8"><rect x="152" y="266" width="36" height="12" rx="4"/><circle cx="152" cy="266" r="8"/><circle cx="152" cy="278" r="8"/><circle cx="188" cy="266" r="8"/><circle cx="188" cy="278" r="8"/></g>` +
      frontPanels +
      `<path d="${postPath}" stroke="${dark}" stroke-width="6" stroke-linecap="round"/>` +
      `<g fill="${dark}">${posts.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y - H - 8)}" r="5"/>`).join('')}</g>` +
      pill(it.label, dark, light),
    { y: 330, rx: 156 },
  );
}

// ---------------------------------------------------------------- vaccines

const ICONS = {
  shield: (c) =>
    `<path d="M70 50l30 10v22q0 24-30 38q-30-14-30-38V60z" fill="${c}"/><path d="M56 84l10 10 18-20" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  plus: (c) =>
    `<circle cx="70" cy="80" r="30" fill="${c}"/><path d="M70 64v32M54 80h32" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  drops: (c) => drop(58, 72, 1.5, c) + drop(88, 96, 1.1, c) + drop(58, 118, 0.9, c),
  marigold: (c) =>
    `<g fill="${c}">${range(0, 330, 30)
      .map((a) => `<ellipse cx="70" cy="62" rx="9" ry="16" transform="rotate(${a} 70 80)"/>`)
      .join('')}</g><circle cx="70" cy="80" r="12" fill="#c2410c"/>`,
  kite: (c) =>
    `<path d="M70 44l26 34-26 34-26-34z" fill="${c}"/><path d="M70 44v68M44 78h52" stroke="#fff" stroke-width="2"/><path d="M70 112q-10 20 4 34q-12 12-2 26" stroke="${c}" stroke-width="3" fill="none"/>`,
};

function vaccine(it) {
  const { main, dark, accent, light } = it.p;
  const marks = strokes(
    range(136, 250, 14).map((y) => [270, y]),
    'h12',
    `stroke="#7d93a5" stroke-width="2"`,
  );
  const glass = '#b9cbd8';
  return page(
    it,
    ICONS[it.icon](it.p.icon) +
      `<g transform="translate(302 212)rotate(34)scale(.84)translate(-290 -200)"><rect x="284" y="62" width="12" height="60" fill="#9fb2c2"/><rect x="268" y="54" width="44" height="12" rx="4" fill="#9fb2c2"/>` +
      `<rect x="270" y="120" width="40" height="150" rx="6" fill="#f4f8fb" stroke="#9fb2c2" stroke-width="3"/>` +
      `<rect x="273" y="200" width="34" height="67" fill="${main}" opacity=".75"/><rect x="273" y="192" width="34" height="10" fill="#4a5560"/>` +
      marks +
      `<rect x="254" y="114" width="72" height="9" rx="4" fill="#9fb2c2"/><rect x="282" y="270" width="16" height="16" fill="#9fb2c2"/>` +
      `<path d="M290 286v58" stroke="#7d8b96" stroke-width="3"/></g>` +
      `<rect x="96" y="144" width="108" height="180" rx="18" fill="#eaf4fb" stroke="${glass}" stroke-width="3"/>` +
      `<path d="M99 230H201V304Q201 321 184 321H116Q99 321 99 304Z" fill="${main}" opacity=".85"/>` +
      `<rect x="124" y="132" width="52" height="14" fill="#dfe8ef"/><rect x="112" y="116" width="76" height="20" rx="4" fill="#c3cbd3"/>` +
      `<rect x="116" y="90" width="68" height="30" rx="6" fill="${accent}"/>` +
      `<rect x="106" y="154" width="8" height="160" rx="4" fill="#fff" opacity=".7"/>` +
      `<rect x="96" y="172" width="108" height="74" fill="#fff"/><rect x="96" y="172" width="108" height="12" fill="${main}"/>` +
      text(150, 213, 20, dark, it.short, 92) +
      text(150, 234, 11, dark, it.dose, 92, ' opacity=".75"') +
      pill(it.label, dark, light),
    { y: 334, rx: 120 },
  );
}

// ---------------------------------------------------------------- the catalogue's pictures

const items = [
  // Food
  {
    file: 'pedigree-adult-chicken-vegetables-3kg',
    title: 'Pedigree Adult, Chicken & Vegetables, 3 kg bag',
    draw: bag,
    brand: 'PEDIGREE',
    sub: 'ADULT · CHICKEN & VEG',
    badge: '3 kg',
    p: {
      bg: '#fff8dc',
      halo: '#ffe89a',
      main: '#f5c400',
      dark: '#8c1c13',
      accent: '#d62828',
      light: '#ffffff',
    },
  },
  {
    file: 'pedigree-puppy-chicken-milk-1-2kg',
    title: 'Pedigree Puppy, Chicken & Milk, 1.2 kg bag',
    draw: bag,
    brand: 'PEDIGREE',
    sub: 'PUPPY · CHICKEN & MILK',
    badge: '1.2 kg',
    p: {
      bg: '#eaf3ff',
      halo: '#cfe2fb',
      main: '#ffd23f',
      dark: '#1d4e89',
      accent: '#2f80d1',
      light: '#ffffff',
    },
  },
  {
    file: 'drools-focus-adult-4kg',
    title: 'Drools Focus Adult, 4 kg bag',
    draw: bag,
    brand: 'DROOLS',
    sub: 'FOCUS · SUPER PREMIUM',
    badge: '4 kg',
    p: {
      bg: '#fff0e8',
      halo: '#ffd8c4',
      main: '#e4572e',
      dark: '#5c1a0b',
      accent: '#f4a259',
      light: '#fff8f0',
    },
  },
  {
    file: 'royal-canin-maxi-adult-4kg',
    title: 'Royal Canin Maxi Adult, 4 kg bag',
    draw: bag,
    brand: 'ROYAL CANIN',
    sub: 'MAXI ADULT · 26-44 kg',
    badge: '4 kg',
    p: {
      bg: '#fdecef',
      halo: '#f8ccd5',
      main: '#c8102e',
      dark: '#6e0a1a',
      accent: '#8c8c8c',
      light: '#ffffff',
    },
  },
  {
    file: 'farmina-nd-ancestral-grain-lamb-blueberry-2-5kg',
    title: 'Farmina N&D Ancestral Grain Lamb & Blueberry, 2.5 kg bag',
    draw: bag,
    brand: 'FARMINA N&D',
    sub: 'LAMB & BLUEBERRY',
    badge: '2.5 kg',
    p: {
      bg: '#f1ecf8',
      halo: '#dcd0ef',
      main: '#5b3f8c',
      dark: '#2e1f4a',
      accent: '#7fb23a',
      light: '#ffffff',
    },
  },
  {
    file: 'royal-canin-german-shepherd-adult-3kg',
    title: 'Royal Canin German Shepherd Adult, 3 kg bag',
    draw: bag,
    brand: 'ROYAL CANIN',
    sub: 'GERMAN SHEPHERD ADULT',
    badge: '3 kg',
    kibble: '#6b4226',
    p: {
      bg: '#f3ede4',
      halo: '#e3d3bb',
      main: '#3b3430',
      dark: '#b50f2a',
      accent: '#c58b4b',
      light: '#ffffff',
    },
  },
  // Wet Foods
  {
    file: 'pedigree-chicken-liver-gravy-pouch-15-pack',
    title: 'Pedigree Chicken & Liver Chunks in Gravy, 15 pouches',
    draw: pouch,
    double: true,
    brand: 'PEDIGREE',
    sub: 'CHICKEN & LIVER',
    badge: '70 g × 15',
    p: {
      bg: '#fff6d8',
      halo: '#ffe7a0',
      main: '#f2b705',
      dark: '#7a1712',
      accent: '#d62828',
      light: '#ffffff',
    },
  },
  {
    file: 'drools-real-chicken-gravy-150g-6-pack',
    title: 'Drools Real Chicken & Liver Chunks in Gravy, 6 pouches',
    draw: pouch,
    double: true,
    brand: 'DROOLS',
    sub: 'REAL CHICKEN IN GRAVY',
    badge: '150 g × 6',
    p: {
      bg: '#fff1e6',
      halo: '#ffd9bd',
      main: '#e76f28',
      dark: '#5c2410',
      accent: '#2a9d8f',
      light: '#fffaf3',
    },
  },
  {
    file: 'royal-canin-mini-adult-loaf-85g-12-pack',
    title: 'Royal Canin Mini Adult Loaf, 12 pouches',
    draw: pouch,
    double: true,
    brand: 'ROYAL CANIN',
    sub: 'MINI ADULT · LOAF',
    badge: '85 g × 12',
    p: {
      bg: '#fbeef0',
      halo: '#f2d0d6',
      main: '#a50e26',
      dark: '#4d0612',
      accent: '#e8a33d',
      light: '#ffffff',
    },
  },
  {
    file: 'farmina-nd-pumpkin-lamb-blueberry-can-285g',
    title: 'Farmina N&D Pumpkin Lamb & Blueberry, 285 g can',
    draw: can,
    brand: 'N&D',
    sub: 'PUMPKIN · LAMB',
    badge: '285 g',
    icon: 'berries',
    p: {
      bg: '#fff3e3',
      halo: '#fddcb0',
      main: '#ef8a17',
      dark: '#4a2a08',
      accent: '#7a4fb3',
      light: '#fffaf2',
    },
  },
  {
    file: 'royal-canin-starter-mousse-195g',
    title: 'Royal Canin Starter Mousse, 195 g can',
    draw: can,
    brand: 'STARTER',
    sub: 'MOUSSE · PUPPY',
    badge: '195 g',
    icon: 'paw',
    p: {
      bg: '#eef4fb',
      halo: '#d6e4f5',
      main: '#7ea6d8',
      dark: '#1f3b63',
      accent: '#c8102e',
      light: '#ffffff',
    },
  },
  {
    file: 'himalayan-yak-bone-broth-250ml',
    title: 'Himalayan Yak Bone Broth, 250 ml jar',
    draw: jar,
    glass: true,
    brand: 'YAK BROTH',
    sub: 'SLOW-COOKED · TURMERIC',
    badge: '250 ml',
    extra: 'bone',
    p: {
      bg: '#f6efe4',
      halo: '#eadbc3',
      main: '#c98a3a',
      dark: '#4b2e12',
      accent: '#b0413e',
      light: '#f4e7cf',
    },
  },
  // Toys
  {
    file: 'himalayan-yak-cheese-churpi-chew-large',
    title: 'Himalayan yak cheese churpi chews',
    draw: churpi,
    tag: 'CHURPI',
    label: 'YAK CHEESE CHEW · L',
    p: {
      bg: '#eaf4f4',
      halo: '#cfe6e4',
      main: '#f4e3b5',
      dark: '#c9a25a',
      accent: '#1f7a6d',
      light: '#ffffff',
    },
  },
  {
    file: 'cotton-rope-tug-toy-3-knot',
    title: '3-knot cotton rope tug toy',
    draw: rope,
    label: '3-KNOT ROPE TUG',
    p: {
      bg: '#eef6ec',
      halo: '#d5ead0',
      main: '#f1ede4',
      dark: '#3d6b35',
      accent: '#e0475b',
      light: '#ffffff',
    },
  },
  {
    file: 'squeaky-latex-bone',
    title: 'Squeaky latex bone toy',
    draw: bone,
    label: 'SQUEAKY BONE',
    p: {
      bg: '#f3ecfb',
      halo: '#e1d2f5',
      main: '#ff8fab',
      dark: '#8e3b67',
      accent: '#ffd23f',
      light: '#ffffff',
    },
  },
  {
    file: 'treat-dispensing-rubber-ball',
    title: 'Treat-dispensing rubber ball',
    draw: ball,
    label: 'TREAT BALL · M',
    p: {
      bg: '#e9f5fb',
      halo: '#cbe7f5',
      main: '#2ba84a',
      dark: '#1b6b30',
      accent: '#0b6e99',
      light: '#ffffff',
    },
  },
  {
    file: 'handmade-felt-ball-trio',
    title: 'Three handmade wool felt balls',
    draw: feltBalls,
    label: 'FELT BALL TRIO',
    balls: [
      [150, 244, 70, '#e63946', '#ffd166', '#ffffff'],
      [262, 252, 60, '#118ab2', '#ffffff', '#ef476f'],
      [206, 150, 58, '#06d6a0', '#073b4c', '#ffd166'],
    ],
    p: {
      bg: '#fff5ec',
      halo: '#ffe3cc',
      main: '#e63946',
      dark: '#7a3b1d',
      accent: '#ffd166',
      light: '#ffffff',
    },
  },
  {
    file: 'plush-yeti-squeaky-toy',
    title: 'Plush yeti squeaky toy',
    draw: yeti,
    label: 'PLUSH YETI',
    p: {
      bg: '#e6f3f1',
      halo: '#c5e4df',
      main: '#9cc7ea',
      dark: '#24415e',
      accent: '#f28482',
      light: '#ffffff',
    },
  },
  // Supplements
  {
    file: 'drools-absolute-calcium-bone-tablets',
    title: 'Drools Absolute Calcium bone tablets, 380 tablets',
    draw: jar,
    brand: 'CALCIUM',
    sub: 'DROOLS ABSOLUTE',
    badge: '380 TABLETS',
    extra: 'tablets',
    p: {
      bg: '#eef6ff',
      halo: '#d3e6fb',
      main: '#f5f7fa',
      dark: '#0f4c81',
      accent: '#e4572e',
      light: '#ffffff',
    },
  },
  {
    file: 'himalaya-immunol-liquid-200ml',
    title: 'Himalaya Immunol herbal liquid, 200 ml bottle',
    draw: bottle,
    brand: 'IMMUNOL',
    sub: 'HIMALAYA · HERBAL',
    badge: '200 ml',
    icon: 'leaf',
    p: {
      bg: '#eef7ea',
      halo: '#d6ecce',
      main: '#2e7d32',
      dark: '#1b4d1e',
      accent: '#66bb6a',
      light: '#ffffff',
    },
  },
  {
    file: 'wild-salmon-oil-omega-3-250ml',
    title: 'Wild salmon oil omega-3, 250 ml pump bottle',
    draw: bottle,
    pump: true,
    brand: 'SALMON OIL',
    sub: 'OMEGA-3 · EPA & DHA',
    badge: '250 ml',
    icon: 'fish',
    p: {
      bg: '#fff0eb',
      halo: '#ffd6c8',
      main: '#f28c6b',
      dark: '#213547',
      accent: '#f25f3a',
      light: '#ffffff',
    },
  },
  {
    file: 'multivitamin-chewable-tablets-60',
    title: 'Multivitamin chewable tablets, 60 tablets',
    draw: jar,
    brand: 'MULTI-VIT',
    sub: 'CHEWABLE · LIVER',
    badge: '60 TABLETS',
    extra: 'capsules',
    p: {
      bg: '#fff9e6',
      halo: '#ffeeb3',
      main: '#ffb703',
      dark: '#5b3a00',
      accent: '#fb8500',
      light: '#ffffff',
    },
  },
  {
    file: 'glucosamine-joint-support-chews-60',
    title: 'Glucosamine and chondroitin joint support chews, 60 count',
    draw: jar,
    brand: 'JOINT+',
    sub: 'GLUCOSAMINE CHEWS',
    badge: '60 CHEWS',
    extra: 'chews',
    p: {
      bg: '#eaf6f7',
      halo: '#cbe8eb',
      main: '#127c8a',
      dark: '#0b3d44',
      accent: '#c6864a',
      light: '#ffffff',
    },
  },
  {
    file: 'probiotic-gut-health-powder-100g',
    title: 'Probiotic gut health powder, 100 g jar with scoop',
    draw: jar,
    brand: 'PROBIOTIC',
    sub: 'GUT HEALTH POWDER',
    badge: '100 g',
    extra: 'scoop',
    p: {
      bg: '#f0f4fe',
      halo: '#d8e1fb',
      main: '#8fa8f0',
      dark: '#243a7a',
      accent: '#4c6fd8',
      light: '#ffffff',
    },
  },
  // Accessories
  {
    file: 'stainless-steel-non-slip-bowl-1-2l',
    title: 'Stainless steel non-slip bowl, 1.2 litres',
    draw: bowl,
    label: 'STEEL BOWL · 1.2 L',
    p: {
      bg: '#eef3f6',
      halo: '#d7e2e9',
      main: '#7cc4e8',
      dark: '#2d3e4e',
      accent: '#5aa9e6',
      light: '#ffffff',
    },
  },
  {
    file: 'cotton-cushion-dog-bed-medium',
    title: 'Round cotton cushion dog bed',
    draw: bed,
    label: 'CUSHION BED · M',
    p: {
      bg: '#f7efe9',
      halo: '#ecd9cb',
      main: '#7d9d9c',
      dark: '#3c5251',
      accent: '#f2c14e',
      light: '#f6f1e7',
    },
  },
  {
    file: 'self-cleaning-slicker-brush',
    title: 'Self-cleaning slicker grooming brush',
    draw: brush,
    label: 'SLICKER BRUSH',
    p: {
      bg: '#fdeff4',
      halo: '#f8d5e2',
      main: '#ef5d8f',
      dark: '#5a2238',
      accent: '#ffb3c9',
      light: '#ffffff',
      fur: '#d9b38c',
    },
  },
  {
    file: 'hooded-dog-raincoat-reflective',
    title: 'Yellow hooded dog raincoat with reflective strip',
    draw: raincoat,
    label: 'MONSOON RAINCOAT',
    p: {
      bg: '#e8f1fa',
      halo: '#cfe0f2',
      main: '#ffcf33',
      dark: '#1d3557',
      accent: '#4a90d9',
      light: '#dfe6ec',
    },
  },
  {
    file: 'hand-knitted-woollen-dog-sweater',
    title: 'Hand-knitted woollen dog sweater',
    draw: sweater,
    label: 'WOOLLEN SWEATER',
    p: {
      bg: '#f9eeee',
      halo: '#efd3d3',
      main: '#9e2a2b',
      dark: '#4a1415',
      accent: '#f4d35e',
      light: '#fff3e0',
    },
  },
  {
    file: 'travel-water-bottle-500ml',
    title: 'Travel water bottle with fold-down bowl, 500 ml',
    draw: waterBottle,
    badge: '500 ml',
    label: 'TRAVEL BOTTLE',
    p: {
      bg: '#e8f7f5',
      halo: '#c8ebe6',
      main: '#d7eef7',
      dark: '#0f5257',
      accent: '#20a39e',
      light: '#ffffff',
    },
  },
  // Belts
  {
    file: 'handmade-dhaka-fabric-collar',
    title: 'Handmade dhaka fabric dog collar',
    draw: collar,
    style: 'dhaka',
    label: 'DHAKA COLLAR',
    p: {
      bg: '#fdf0ea',
      halo: '#f7d8c8',
      main: '#b5179e',
      dark: '#5e0b52',
      accent: '#f77f00',
      light: '#ffffff',
      third: '#2a9d8f',
    },
  },
  {
    file: 'padded-nylon-harness-belt-medium',
    title: 'Padded nylon harness belt',
    draw: harness,
    patch: 'K9',
    label: 'HARNESS BELT · M',
    p: {
      bg: '#eaf2fb',
      halo: '#cddff3',
      main: '#1e6fd9',
      dark: '#123a70',
      accent: '#ff7a1a',
      light: '#ffffff',
    },
  },
  {
    file: 'heavy-duty-leather-collar-brass-studs',
    title: 'Heavy-duty leather collar with brass studs',
    draw: collar,
    style: 'studs',
    label: 'LEATHER COLLAR · L',
    p: {
      bg: '#f5eee6',
      halo: '#e8d9c6',
      main: '#8b4a22',
      dark: '#4a2410',
      accent: '#d4a537',
      light: '#f3e2c7',
    },
  },
  {
    file: 'reflective-nylon-leash-1-5m',
    title: 'Reflective nylon leash, 1.5 m',
    draw: leash,
    style: 'nylon',
    label: 'REFLECTIVE LEASH · 1.5 m',
    p: {
      bg: '#eef7ee',
      halo: '#d2ebd2',
      main: '#2a9d4b',
      dark: '#1d3b26',
      accent: '#ffb000',
      light: '#eef2f2',
    },
  },
  {
    file: 'retractable-leash-5m',
    title: 'Retractable leash, 5 m',
    draw: retractable,
    badge: '5 m',
    label: 'RETRACTABLE LEASH',
    p: {
      bg: '#edf0fb',
      halo: '#d3d9f4',
      main: '#4f5bd5',
      dark: '#23285e',
      accent: '#ff5e5b',
      light: '#ffffff',
    },
  },
  {
    file: 'handwoven-hemp-rope-leash',
    title: 'Handwoven Himalayan hemp rope leash',
    draw: leash,
    style: 'hemp',
    label: 'HEMP ROPE LEASH',
    p: {
      bg: '#f4f1e8',
      halo: '#e6dfc8',
      main: '#c8b27a',
      dark: '#5c4a26',
      accent: '#7a4a28',
      light: '#ffffff',
    },
  },
  // Cage
  {
    file: 'foldable-wire-crate-30in',
    title: 'Foldable metal wire crate, 30 inch',
    draw: crate,
    doors: 1,
    label: 'WIRE CRATE · 30 in',
    p: {
      bg: '#eef2f5',
      halo: '#d7e0e7',
      main: '#4b5b6b',
      dark: '#1f2a36',
      accent: '#e76f51',
      light: '#ffffff',
    },
  },
  {
    file: 'double-door-wire-crate-42in',
    title: 'Double-door wire crate, 42 inch',
    draw: crate,
    doors: 2,
    label: '2-DOOR CRATE · 42 in',
    p: {
      bg: '#eef5f0',
      halo: '#d4e7da',
      main: '#2f6f4f',
      dark: '#173a29',
      accent: '#f4a261',
      light: '#ffffff',
    },
  },
  {
    file: 'plastic-travel-kennel-medium',
    title: 'Plastic travel kennel with steel door',
    draw: kennel,
    label: 'TRAVEL KENNEL · M',
    p: {
      bg: '#eef4fb',
      halo: '#d4e3f5',
      main: '#9bc3e6',
      dark: '#3a6ea5',
      accent: '#f5f5f5',
      light: '#ffffff',
    },
  },
  {
    file: 'handcrafted-wooden-dog-house',
    title: 'Handcrafted wooden outdoor dog house with prayer flags',
    draw: dogHouse,
    board: 'KUKUR',
    label: 'WOODEN DOG HOUSE',
    p: {
      bg: '#eaf4fb',
      halo: '#d0e6f5',
      main: '#c68642',
      dark: '#5a3512',
      accent: '#9aa8b3',
      light: '#f7e7c6',
    },
  },
  {
    file: 'puppy-playpen-8-panel',
    title: '8-panel metal puppy playpen',
    draw: playpen,
    label: '8-PANEL PLAYPEN',
    p: {
      bg: '#f1f7e9',
      halo: '#dcecc8',
      main: '#5c7a99',
      dark: '#2c3e50',
      accent: '#ff6b6b',
      light: '#fbfdf7',
    },
  },
  {
    file: 'heavy-duty-iron-cage-with-wheels',
    title: 'Heavy-duty iron cage with wheels and tray, 48 inch',
    draw: crate,
    style: 'heavy',
    doors: 2,
    label: 'IRON CAGE · 48 in',
    p: {
      bg: '#f2efea',
      halo: '#e2dbd0',
      main: '#2e2e2e',
      dark: '#111111',
      accent: '#b23a48',
      light: '#ffffff',
    },
  },
  // Vaccines
  {
    file: 'anti-rabies-vaccination',
    title: 'Anti-rabies vaccine vial and syringe',
    draw: vaccine,
    short: 'RABIES',
    dose: '1 ml · CORE',
    icon: 'shield',
    label: 'CORE VACCINE',
    p: {
      bg: '#fdeeee',
      halo: '#f8d4d4',
      main: '#e63946',
      dark: '#6b1019',
      accent: '#c1121f',
      light: '#ffffff',
      icon: '#2a9d8f',
    },
  },
  {
    file: 'dhpp-da2pp-vaccination',
    title: 'DHPP 4-in-1 vaccine vial and syringe',
    draw: vaccine,
    short: 'DHPP',
    dose: '4-IN-1 · CORE',
    icon: 'shield',
    label: 'CORE VACCINE',
    p: {
      bg: '#ecf3fd',
      halo: '#cfe0f8',
      main: '#4361ee',
      dark: '#14213d',
      accent: '#3a0ca3',
      light: '#ffffff',
      icon: '#2a9d8f',
    },
  },
  {
    file: 'puppy-dp-starter-vaccination',
    title: 'Puppy DP starter vaccine vial and syringe',
    draw: vaccine,
    short: 'PUPPY DP',
    dose: '6 WEEKS · CORE',
    icon: 'shield',
    label: 'CORE VACCINE',
    p: {
      bg: '#fff4e6',
      halo: '#ffe0b8',
      main: '#f4a261',
      dark: '#5a3210',
      accent: '#e76f51',
      light: '#ffffff',
      icon: '#2a9d8f',
    },
  },
  {
    file: 'canine-parvovirus-booster',
    title: 'Canine parvovirus booster vial and syringe',
    draw: vaccine,
    short: 'PARVO',
    dose: 'BOOSTER · CORE',
    icon: 'shield',
    label: 'CORE VACCINE',
    p: {
      bg: '#f3eefb',
      halo: '#e0d4f5',
      main: '#8e5cd9',
      dark: '#2d1b4e',
      accent: '#5a189a',
      light: '#ffffff',
      icon: '#2a9d8f',
    },
  },
  {
    file: 'leptospirosis-l4-vaccination',
    title: 'Leptospirosis L4 vaccine vial and syringe',
    draw: vaccine,
    short: 'LEPTO L4',
    dose: '1 ml · NON-CORE',
    icon: 'plus',
    label: 'NON-CORE VACCINE',
    p: {
      bg: '#e9f6f8',
      halo: '#cbe9ee',
      main: '#219ebc',
      dark: '#023047',
      accent: '#126782',
      light: '#ffffff',
      icon: '#fb8500',
    },
  },
  {
    file: 'bordetella-kennel-cough-intranasal',
    title: 'Bordetella kennel cough intranasal vaccine',
    draw: vaccine,
    short: 'KENNEL C.',
    dose: 'NASAL · NON-CORE',
    icon: 'plus',
    label: 'NON-CORE VACCINE',
    p: {
      bg: '#eef8f0',
      halo: '#d2eed8',
      main: '#52b788',
      dark: '#1b4332',
      accent: '#2d6a4f',
      light: '#ffffff',
      icon: '#fb8500',
    },
  },
  {
    file: 'canine-influenza-h3n2-h3n8',
    title: 'Canine influenza H3N2 H3N8 vaccine vial and syringe',
    draw: vaccine,
    short: 'FLU H3',
    dose: 'N2 + N8 · NON-CORE',
    icon: 'plus',
    label: 'NON-CORE VACCINE',
    p: {
      bg: '#eef1f8',
      halo: '#d5dcef',
      main: '#6c8ebf',
      dark: '#1f2d4d',
      accent: '#34495e',
      light: '#ffffff',
      icon: '#fb8500',
    },
  },
  {
    file: 'lyme-disease-vaccination',
    title: 'Lyme disease vaccine vial and syringe',
    draw: vaccine,
    short: 'LYME',
    dose: 'TICKS · NON-CORE',
    icon: 'plus',
    label: 'NON-CORE VACCINE',
    p: {
      bg: '#f2f6ea',
      halo: '#dde9c7',
      main: '#80b918',
      dark: '#2b3a10',
      accent: '#55a630',
      light: '#ffffff',
      icon: '#fb8500',
    },
  },
  {
    file: 'canine-coronavirus-vaccination',
    title: 'Canine coronavirus vaccine vial and syringe',
    draw: vaccine,
    short: 'CCoV',
    dose: 'PUPPY · NON-CORE',
    icon: 'plus',
    label: 'NON-CORE VACCINE',
    p: {
      bg: '#fbf0f6',
      halo: '#f3d6e6',
      main: '#d66ba0',
      dark: '#4a1333',
      accent: '#9d4edd',
      light: '#ffffff',
      icon: '#fb8500',
    },
  },
  {
    file: 'monsoon-leptospirosis-booster',
    title: 'Monsoon leptospirosis booster vaccine with raindrops',
    draw: vaccine,
    short: 'LEPTO',
    dose: 'MONSOON BOOSTER',
    icon: 'drops',
    label: 'SEASONAL · MONSOON',
    p: {
      bg: '#e6f1fa',
      halo: '#c9e0f4',
      main: '#1d8fd8',
      dark: '#0b2e4a',
      accent: '#0a5c99',
      light: '#ffffff',
      icon: '#3a9ad9',
    },
  },
  {
    file: 'festive-season-kennel-cough-booster',
    title: 'Dashain-Tihar kennel cough booster with a festival kite',
    draw: vaccine,
    short: 'KENNEL C.',
    dose: 'DASHAIN BOOSTER',
    icon: 'kite',
    label: 'SEASONAL · DASHAIN',
    p: {
      bg: '#fff3ea',
      halo: '#ffdcc4',
      main: '#ee6c4d',
      dark: '#3d1c0e',
      accent: '#c0392b',
      light: '#ffffff',
      icon: '#d62828',
    },
  },
  {
    file: 'kukur-tihar-rabies-booster',
    title: 'Kukur Tihar anti-rabies booster with a marigold',
    draw: vaccine,
    short: 'RABIES',
    dose: 'TIHAR BOOSTER',
    icon: 'marigold',
    label: 'SEASONAL · KUKUR TIHAR',
    p: {
      bg: '#fff7e0',
      halo: '#ffe8a8',
      main: '#f9a01b',
      dark: '#5c2e00',
      accent: '#d62828',
      light: '#ffffff',
      icon: '#fb8b24',
    },
  },
];

// ---------------------------------------------------------------- write or check

const check = process.argv.includes('--check');
mkdirSync(OUT_DIR, { recursive: true });
const problems = [];
let total = 0;
for (const item of items) {
  const svg = item.draw(item);
  const bytes = Buffer.byteLength(svg);
  total += bytes;
  if (bytes >= MAX_BYTES) problems.push(`${item.file}.svg is ${bytes} bytes (limit ${MAX_BYTES})`);
  const file = join(OUT_DIR, `${item.file}.svg`);
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== svg)
      problems.push(`${item.file}.svg is out of date`);
  } else {
    writeFileSync(file, svg);
  }
}
const known = new Set(items.map((i) => `${i.file}.svg`));
for (const f of readdirSync(OUT_DIR))
  if (f.endsWith('.svg') && !known.has(f)) problems.push(`${f} is not drawn by this script`);

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${check ? 'checked' : 'drew'} ${items.length} pictures, ${total} bytes in ${OUT_DIR}`);
