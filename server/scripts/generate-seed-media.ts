/**
 * Generates every demo media file used by server/src/demo/content.ts into server/src/demo/media/.
 *
 *   node --import tsx server/scripts/generate-seed-media.ts
 *
 * All artwork is original: SVG compositions (brand gradient, geometric shapes, line-icon motifs)
 * rendered with sharp. Blog icons are short looping videos encoded with ffmpeg from frames rendered
 * the same way. Output is deterministic (seeded from each file name). When ffmpeg is not installed,
 * the videos are skipped with a message and the committed files are left untouched.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedContent } from '../src/demo/content.ts';

const here = dirname(fileURLToPath(import.meta.url));
const OUT_DIR = resolve(here, '../src/demo/media');

// Brand palette
const NAVY = '#0b1437';
const INDIGO = '#4f46e5';
const CYAN = '#22d3ee';
const LAVENDER = '#a5b4fc';
const INK = '#e0e7ff';
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rng(seed: string): () => number {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// ---------------------------------------------------------------------------------------------
// Line-icon motifs, drawn in a 200 x 200 box. `c` is the main stroke colour, `a` the accent.
// ---------------------------------------------------------------------------------------------

type MotifName =
  | 'browser'
  | 'phone'
  | 'chip'
  | 'sensor'
  | 'box'
  | 'chart'
  | 'search'
  | 'cart'
  | 'cloud'
  | 'mail'
  | 'chat'
  | 'invoice'
  | 'database'
  | 'megaphone'
  | 'target'
  | 'layers'
  | 'network'
  | 'shield'
  | 'headset'
  | 'gear'
  | 'energy'
  | 'calendar'
  | 'checklist'
  | 'code';

function gearPath(cx: number, cy: number, rOuter: number, rInner: number, teeth: number): string {
  const pts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a0 = i * step;
    const angles = [a0 - step * 0.18, a0 + step * 0.18, a0 + step * 0.32, a0 + step * 0.68];
    const radii = [rOuter, rOuter, rInner, rInner];
    angles.forEach((ang, k) => {
      const r = radii[k]!;
      pts.push(`${r1(cx + r * Math.cos(ang))} ${r1(cy + r * Math.sin(ang))}`);
    });
  }
  return `M${pts.join(' L')} Z`;
}

const MOTIFS: Record<MotifName, (c: string, a: string) => string> = {
  browser: (c, a) => `
    <rect x="10" y="28" width="180" height="144" rx="14" stroke="${c}"/>
    <line x1="10" y1="58" x2="190" y2="58" stroke="${c}"/>
    <circle cx="30" cy="43" r="4.5" fill="${a}" stroke="none"/>
    <circle cx="46" cy="43" r="4.5" fill="${c}" stroke="none" opacity=".6"/>
    <circle cx="62" cy="43" r="4.5" fill="${c}" stroke="none" opacity=".6"/>
    <rect x="28" y="76" width="70" height="52" rx="7" stroke="${a}"/>
    <path d="M36 118 L56 96 L70 110 L78 102 L92 118" stroke="${a}"/>
    <line x1="114" y1="82" x2="172" y2="82" stroke="${c}"/>
    <line x1="114" y1="100" x2="160" y2="100" stroke="${c}"/>
    <line x1="114" y1="118" x2="148" y2="118" stroke="${c}"/>
    <rect x="28" y="142" width="54" height="16" rx="8" fill="${a}" stroke="none" opacity=".85"/>`,
  phone: (c, a) => `
    <rect x="55" y="8" width="90" height="184" rx="18" stroke="${c}"/>
    <line x1="88" y1="24" x2="112" y2="24" stroke="${c}"/>
    <rect x="70" y="40" width="60" height="44" rx="7" stroke="${a}"/>
    <line x1="70" y1="100" x2="130" y2="100" stroke="${c}"/>
    <line x1="70" y1="116" x2="116" y2="116" stroke="${c}"/>
    <rect x="70" y="132" width="60" height="18" rx="9" fill="${a}" stroke="none" opacity=".85"/>
    <circle cx="100" cy="172" r="6" stroke="${c}"/>`,
  chip: (c, a) => {
    let pins = '';
    for (let i = 0; i < 4; i++) {
      const p = 66 + i * 22.7;
      pins += `<line x1="${r1(p)}" y1="26" x2="${r1(p)}" y2="48" stroke="${c}"/>`;
      pins += `<line x1="${r1(p)}" y1="152" x2="${r1(p)}" y2="174" stroke="${c}"/>`;
      pins += `<line x1="26" y1="${r1(p)}" x2="48" y2="${r1(p)}" stroke="${c}"/>`;
      pins += `<line x1="152" y1="${r1(p)}" x2="174" y2="${r1(p)}" stroke="${c}"/>`;
    }
    return `${pins}
    <rect x="48" y="48" width="104" height="104" rx="12" stroke="${c}"/>
    <rect x="74" y="74" width="52" height="52" rx="6" stroke="${a}"/>
    <circle cx="100" cy="100" r="8" fill="${a}" stroke="none"/>`;
  },
  sensor: (c, a) => `
    <rect x="62" y="112" width="76" height="66" rx="10" stroke="${c}"/>
    <line x1="100" y1="112" x2="100" y2="92" stroke="${c}"/>
    <circle cx="100" cy="86" r="8" fill="${a}" stroke="none"/>
    <path d="M76 66 A34 34 0 0 1 124 66" stroke="${a}"/>
    <path d="M60 48 A58 58 0 0 1 140 48" stroke="${a}" opacity=".75"/>
    <path d="M44 30 A82 82 0 0 1 156 30" stroke="${a}" opacity=".5"/>
    <circle cx="82" cy="145" r="6" stroke="${c}"/>
    <line x1="100" y1="140" x2="124" y2="140" stroke="${c}"/>
    <line x1="100" y1="154" x2="118" y2="154" stroke="${c}"/>`,
  box: (c, a) => `
    <path d="M100 28 L172 64 L172 142 L100 178 L28 142 L28 64 Z" stroke="${c}"/>
    <path d="M28 64 L100 100 L172 64 M100 100 L100 178" stroke="${c}"/>
    <path d="M64 46 L136 82 L136 112" stroke="${a}"/>
    <path d="M44 128 L70 141" stroke="${a}"/>`,
  chart: (c, a) => `
    <path d="M24 20 V176 H184" stroke="${c}"/>
    <rect x="44" y="120" width="22" height="44" rx="4" stroke="${c}"/>
    <rect x="80" y="96" width="22" height="68" rx="4" stroke="${c}"/>
    <rect x="116" y="108" width="22" height="56" rx="4" stroke="${c}"/>
    <rect x="152" y="70" width="22" height="94" rx="4" stroke="${c}"/>
    <path d="M48 92 L90 62 L126 76 L170 32" stroke="${a}"/>
    <circle cx="48" cy="92" r="6" fill="${a}" stroke="none"/>
    <circle cx="90" cy="62" r="6" fill="${a}" stroke="none"/>
    <circle cx="126" cy="76" r="6" fill="${a}" stroke="none"/>
    <circle cx="170" cy="32" r="6" fill="${a}" stroke="none"/>`,
  search: (c, a) => `
    <circle cx="84" cy="84" r="60" stroke="${c}"/>
    <line x1="128" y1="128" x2="180" y2="180" stroke="${c}" stroke-width="14"/>
    <line x1="58" y1="108" x2="58" y2="92" stroke="${a}"/>
    <line x1="76" y1="108" x2="76" y2="74" stroke="${a}"/>
    <line x1="94" y1="108" x2="94" y2="84" stroke="${a}"/>
    <line x1="112" y1="108" x2="112" y2="60" stroke="${a}"/>`,
  cart: (c, a) => `
    <path d="M14 34 H44 L66 132 H160 L180 60 H52" stroke="${c}"/>
    <circle cx="82" cy="162" r="12" stroke="${c}"/>
    <circle cx="146" cy="162" r="12" stroke="${c}"/>
    <rect x="74" y="44" width="34" height="34" rx="5" stroke="${a}"/>
    <rect x="116" y="30" width="40" height="48" rx="5" stroke="${a}"/>
    <line x1="72" y1="104" x2="160" y2="104" stroke="${c}" opacity=".6"/>`,
  cloud: (c, a) => `
    <path d="M52 150 H152 A36 36 0 0 0 146 78 A50 50 0 0 0 52 86 A32 32 0 0 0 52 150 Z" stroke="${c}"/>
    <path d="M100 132 V92 M82 108 L100 90 L118 108" stroke="${a}"/>
    <line x1="60" y1="176" x2="140" y2="176" stroke="${c}" opacity=".5"/>`,
  mail: (c, a) => `
    <rect x="18" y="50" width="164" height="112" rx="12" stroke="${c}"/>
    <path d="M20 60 L100 118 L180 60" stroke="${c}"/>
    <path d="M22 156 L78 104 M178 156 L122 104" stroke="${c}" opacity=".5"/>
    <circle cx="172" cy="48" r="18" fill="${a}" stroke="none"/>
    <path d="M164 48 L170 54 L181 42" stroke="${NAVY}" stroke-width="5"/>`,
  chat: (c, a) => `
    <path d="M34 24 H134 A20 20 0 0 1 154 44 V94 A20 20 0 0 1 134 114 H70 L42 138 V114 H34 A20 20 0 0 1 14 94 V44 A20 20 0 0 1 34 24 Z" stroke="${c}"/>
    <circle cx="56" cy="70" r="6" fill="${c}" stroke="none"/>
    <circle cx="84" cy="70" r="6" fill="${c}" stroke="none"/>
    <circle cx="112" cy="70" r="6" fill="${c}" stroke="none"/>
    <path d="M94 122 H166 A18 18 0 0 1 184 140 V160 A18 18 0 0 1 166 178 H160 V196 L138 178 H112 A18 18 0 0 1 94 160 Z" stroke="${a}"/>
    <line x1="114" y1="150" x2="164" y2="150" stroke="${a}"/>`,
  invoice: (c, a) => `
    <path d="M46 14 H124 L156 46 V186 H46 Z" stroke="${c}"/>
    <path d="M124 14 V46 H156" stroke="${c}"/>
    <line x1="66" y1="62" x2="108" y2="62" stroke="${c}"/>
    <line x1="66" y1="86" x2="136" y2="86" stroke="${c}" opacity=".7"/>
    <line x1="66" y1="106" x2="136" y2="106" stroke="${c}" opacity=".7"/>
    <line x1="66" y1="126" x2="112" y2="126" stroke="${c}" opacity=".7"/>
    <circle cx="150" cy="158" r="26" fill="${NAVY}" stroke="${a}"/>
    <path d="M138 158 L147 167 L163 150" stroke="${a}"/>`,
  database: (c, a) => `
    <ellipse cx="100" cy="40" rx="64" ry="20" stroke="${c}"/>
    <path d="M36 40 V160 A64 20 0 0 0 164 160 V40" stroke="${c}"/>
    <path d="M36 80 A64 20 0 0 0 164 80" stroke="${c}" opacity=".7"/>
    <path d="M36 120 A64 20 0 0 0 164 120" stroke="${c}" opacity=".7"/>
    <circle cx="136" cy="100" r="6" fill="${a}" stroke="none"/>
    <circle cx="136" cy="140" r="6" fill="${a}" stroke="none"/>
    <line x1="60" y1="103" x2="100" y2="103" stroke="${a}"/>
    <line x1="60" y1="143" x2="100" y2="143" stroke="${a}"/>`,
  megaphone: (c, a) => `
    <path d="M30 82 V122 H58 L138 160 V44 L58 82 Z" stroke="${c}"/>
    <line x1="58" y1="82" x2="58" y2="122" stroke="${c}"/>
    <path d="M62 124 L74 168 H94 L84 130" stroke="${c}"/>
    <path d="M156 84 A24 24 0 0 1 156 120" stroke="${a}"/>
    <path d="M170 66 A46 46 0 0 1 170 138" stroke="${a}" opacity=".7"/>`,
  target: (c, a) => `
    <circle cx="92" cy="108" r="76" stroke="${c}"/>
    <circle cx="92" cy="108" r="50" stroke="${c}" opacity=".8"/>
    <circle cx="92" cy="108" r="24" stroke="${a}"/>
    <circle cx="92" cy="108" r="7" fill="${a}" stroke="none"/>
    <path d="M92 108 L170 30" stroke="${a}"/>
    <path d="M150 30 L170 30 L170 50 M160 20 L180 20 L180 40" stroke="${a}"/>`,
  layers: (c, a) => `
    <path d="M100 30 L178 68 L100 106 L22 68 Z" stroke="${a}" fill="${a}" fill-opacity=".15"/>
    <path d="M22 102 L100 140 L178 102" stroke="${c}"/>
    <path d="M22 136 L100 174 L178 136" stroke="${c}" opacity=".7"/>`,
  network: (c, a) => {
    const l1 = [40, 100, 160].map((y) => [30, y] as const);
    const l2 = [28, 76, 124, 172].map((y) => [100, y] as const);
    const l3 = [70, 130].map((y) => [170, y] as const);
    let s = '';
    for (const p of l1)
      for (const q of l2)
        s += `<line x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}" stroke="${c}" opacity=".45" stroke-width="3"/>`;
    for (const p of l2)
      for (const q of l3)
        s += `<line x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}" stroke="${c}" opacity=".45" stroke-width="3"/>`;
    for (const p of [...l1, ...l3])
      s += `<circle cx="${p[0]}" cy="${p[1]}" r="12" fill="${NAVY}" stroke="${c}"/>`;
    for (const p of l2) s += `<circle cx="${p[0]}" cy="${p[1]}" r="12" fill="${NAVY}" stroke="${a}"/>`;
    return s;
  },
  shield: (c, a) => `
    <path d="M100 14 L166 40 V96 C166 140 138 170 100 186 C62 170 34 140 34 96 V40 Z" stroke="${c}"/>
    <path d="M100 36 L146 54 V96 C146 128 126 150 100 162" stroke="${c}" opacity=".45"/>
    <path d="M70 100 L92 122 L134 78" stroke="${a}"/>`,
  headset: (c, a) => `
    <path d="M40 112 V96 A60 60 0 0 1 160 96 V112" stroke="${c}"/>
    <rect x="26" y="104" width="28" height="52" rx="12" stroke="${c}"/>
    <rect x="146" y="104" width="28" height="52" rx="12" stroke="${c}"/>
    <path d="M160 156 Q158 182 118 182" stroke="${a}"/>
    <circle cx="110" cy="182" r="8" fill="${a}" stroke="none"/>`,
  gear: (c, a) => `
    <path d="${gearPath(100, 100, 82, 64, 10)}" stroke="${c}"/>
    <circle cx="100" cy="100" r="30" stroke="${a}"/>
    <circle cx="100" cy="100" r="9" fill="${a}" stroke="none"/>`,
  energy: (c, a) => `
    <path d="M34 140 A72 72 0 1 1 166 140" stroke="${c}"/>
    <line x1="100" y1="128" x2="140" y2="78" stroke="${a}"/>
    <circle cx="100" cy="128" r="10" fill="${a}" stroke="none"/>
    <line x1="48" y1="92" x2="60" y2="98" stroke="${c}" opacity=".7"/>
    <line x1="100" y1="52" x2="100" y2="66" stroke="${c}" opacity=".7"/>
    <line x1="152" y1="92" x2="140" y2="98" stroke="${c}" opacity=".7"/>
    <path d="M92 150 L80 176 H100 L92 196 L124 164 H104 L114 150 Z" stroke="${a}" fill="${a}" fill-opacity=".2"/>`,
  calendar: (c, a) => {
    let cells = '';
    for (let r = 0; r < 3; r++)
      for (let k = 0; k < 4; k++) {
        const x = 42 + k * 32;
        const y = 92 + r * 28;
        const hit = (r === 1 && k === 2) || (r === 0 && k === 0);
        cells += hit
          ? `<rect x="${x}" y="${y}" width="20" height="16" rx="4" fill="${a}" stroke="none"/>`
          : `<rect x="${x}" y="${y}" width="20" height="16" rx="4" stroke="${c}" stroke-width="3" opacity=".6"/>`;
      }
    return `
    <rect x="22" y="36" width="156" height="148" rx="14" stroke="${c}"/>
    <line x1="22" y1="74" x2="178" y2="74" stroke="${c}"/>
    <line x1="62" y1="22" x2="62" y2="48" stroke="${a}"/>
    <line x1="138" y1="22" x2="138" y2="48" stroke="${a}"/>${cells}`;
  },
  checklist: (c, a) => `
    <rect x="30" y="20" width="140" height="166" rx="14" stroke="${c}"/>
    <path d="M52 62 L62 72 L80 52" stroke="${a}"/>
    <path d="M52 106 L62 116 L80 96" stroke="${a}"/>
    <rect x="52" y="138" width="24" height="24" rx="5" stroke="${c}" opacity=".7"/>
    <line x1="96" y1="62" x2="148" y2="62" stroke="${c}"/>
    <line x1="96" y1="106" x2="148" y2="106" stroke="${c}"/>
    <line x1="96" y1="150" x2="140" y2="150" stroke="${c}" opacity=".7"/>`,
  code: (c, a) => `
    <rect x="14" y="30" width="172" height="140" rx="14" stroke="${c}"/>
    <path d="M62 76 L38 100 L62 124" stroke="${a}"/>
    <path d="M138 76 L162 100 L138 124" stroke="${a}"/>
    <line x1="112" y1="64" x2="88" y2="136" stroke="${c}"/>`,
};

/** A motif placed at (x, y) with size `size` px; stroke width given in output pixels. */
function placeMotif(
  name: MotifName,
  x: number,
  y: number,
  size: number,
  strokePx: number,
  c = INK,
  a = CYAN,
) {
  const scale = size / 200;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${scale.toFixed(4)})" fill="none" stroke-width="${(
    strokePx / scale
  ).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${MOTIFS[name](c, a)}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Backgrounds and layouts
// ---------------------------------------------------------------------------------------------

function defs(w: number, h: number, rand: () => number, angleShift = 0): string {
  const ang = (20 + rand() * 40 + angleShift) * (Math.PI / 180);
  const x2 = r1(50 + Math.cos(ang) * 50);
  const y2 = r1(50 + Math.sin(ang) * 50);
  const x1 = r1(100 - x2);
  const y1 = r1(100 - y2);
  const gx = r1(55 + rand() * 35);
  const gy = r1(10 + rand() * 70);
  return `<defs>
    <linearGradient id="bg" x1="${x1}%" y1="${y1}%" x2="${x2}%" y2="${y2}%">
      <stop offset="0" stop-color="${NAVY}"/>
      <stop offset="0.55" stop-color="#1e1b6b"/>
      <stop offset="1" stop-color="${INDIGO}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${gx}%" cy="${gy}%" r="55%">
      <stop offset="0" stop-color="${CYAN}" stop-opacity="0.30"/>
      <stop offset="1" stop-color="${CYAN}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="card" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.04"/>
    </linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="3" cy="3" r="2" fill="#ffffff" fill-opacity="0.22"/>
    </pattern>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
      <feGaussianBlur stdDeviation="${r1(Math.max(w, h) / 90)}"/>
    </filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>`;
}

/** Abstract geometric decoration: rings, a dotted field, outlined squares and a soft band. */
function decoration(w: number, h: number, rand: () => number): string {
  const s = Math.min(w, h);
  let out = '';
  // soft diagonal band
  const bx = rand() * w * 0.5;
  out += `<path d="M${r1(bx)} ${h} L${r1(bx + w * 0.35)} 0 L${r1(bx + w * 0.55)} 0 L${r1(bx + w * 0.2)} ${h} Z" fill="#ffffff" fill-opacity="0.035"/>`;
  // big rings
  for (let i = 0; i < 2; i++) {
    const cx = r1(w * (0.6 + rand() * 0.5));
    const cy = r1(h * (rand() < 0.5 ? -0.05 + rand() * 0.2 : 0.85 + rand() * 0.2));
    const r = r1(s * (0.35 + rand() * 0.3));
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="${r1(s / 200)}"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.72)}" fill="none" stroke="${CYAN}" stroke-opacity="0.12" stroke-width="${r1(s / 300)}" stroke-dasharray="${r1(s / 60)} ${r1(s / 45)}"/>`;
  }
  // dotted field
  const dw = r1(w * (0.18 + rand() * 0.1));
  const dh = r1(h * (0.18 + rand() * 0.12));
  const dx = r1(rand() < 0.5 ? w * 0.04 : w * 0.72);
  const dy = r1(rand() < 0.5 ? h * 0.06 : h * 0.7);
  out += `<rect x="${dx}" y="${dy}" width="${dw}" height="${dh}" fill="url(#dots)"/>`;
  // outlined rotated squares and small circles
  for (let i = 0; i < 3; i++) {
    const size = r1(s * (0.04 + rand() * 0.05));
    const x = r1(w * rand());
    const y = r1(h * rand());
    const rot = r1(rand() * 90);
    out += `<rect x="${r1(-size / 2)}" y="${r1(-size / 2)}" width="${size}" height="${size}" rx="${r1(size / 5)}" transform="translate(${x} ${y}) rotate(${rot})" fill="none" stroke="${i === 0 ? CYAN : LAVENDER}" stroke-opacity="0.35" stroke-width="${r1(s / 300)}"/>`;
  }
  for (let i = 0; i < 4; i++) {
    out += `<circle cx="${r1(w * rand())}" cy="${r1(h * rand())}" r="${r1(s * (0.005 + rand() * 0.01))}" fill="${i % 2 ? CYAN : '#ffffff'}" fill-opacity="0.5"/>`;
  }
  return out;
}

function wrap(text: string, maxChars: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

interface CardArt {
  motif: MotifName;
  extras: [MotifName, MotifName];
  kicker: string;
  label: string;
}

/** Standard layout: text on the left, the main motif on a glass card on the right. */
function cardSvg(w: number, h: number, seed: string, art: CardArt): string {
  const rand = rng(seed);
  const s = Math.min(w, h);
  const cardSize = s * 0.5;
  const badgeOverhang = cardSize * 0.3 * 0.65;
  const cardX = w - w * 0.05 - badgeOverhang - cardSize;
  const cardY = h / 2 - cardSize / 2 + h * (rand() * 0.06 - 0.03);
  const radius = cardSize * 0.12;
  const motifSize = cardSize * 0.62;
  const pad = w * 0.07;

  // Keep the title clear of the card: DejaVu Sans Bold averages about 0.66 em per character.
  const textWidth = cardX - pad - w * 0.04;
  const lines = wrap(art.label, 15).slice(0, 3);
  const longest = Math.max(...lines.map((l) => l.length));
  const fs = Math.round(Math.min(s * (lines.length > 2 ? 0.062 : 0.07), textWidth / (longest * 0.66)));
  const lh = fs * 1.18;
  const textBlock = lines.length * lh;
  const textTop = h * 0.5 - textBlock / 2 + fs * 0.35;
  const kickerY = textTop - fs * 1.15;

  // two small satellite badges around the card
  const b = cardSize * 0.3;
  const badges: [number, number][] = [
    [cardX + cardSize - b * 0.35, cardY - b * 0.45],
    [cardX - b * 0.55, cardY + cardSize - b * 0.6],
  ];
  const badgeSvg = badges
    .map(
      ([bx, by], i) => `
    <rect x="${r1(bx)}" y="${r1(by)}" width="${r1(b)}" height="${r1(b)}" rx="${r1(b * 0.28)}" fill="${i === 0 ? CYAN : '#ffffff'}" fill-opacity="${i === 0 ? 0.16 : 0.1}" stroke="${i === 0 ? CYAN : '#ffffff'}" stroke-opacity="0.45" stroke-width="${r1(s / 400)}"/>
    ${placeMotif(art.extras[i]!, bx + b * 0.2, by + b * 0.2, b * 0.6, s / 260, i === 0 ? '#ecfeff' : INK, i === 0 ? '#ffffff' : CYAN)}`,
    )
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${defs(w, h, rand)}
  ${decoration(w, h, rand)}
  <rect x="${r1(cardX + s * 0.01)}" y="${r1(cardY + s * 0.03)}" width="${r1(cardSize)}" height="${r1(cardSize)}" rx="${r1(radius)}" fill="#020617" fill-opacity="0.45" filter="url(#shadow)"/>
  <rect x="${r1(cardX)}" y="${r1(cardY)}" width="${r1(cardSize)}" height="${r1(cardSize)}" rx="${r1(radius)}" fill="url(#card)" stroke="#ffffff" stroke-opacity="0.22" stroke-width="${r1(s / 400)}"/>
  ${placeMotif(art.motif, cardX + (cardSize - motifSize) / 2, cardY + (cardSize - motifSize) / 2, motifSize, s / 95)}
  ${badgeSvg}
  <g font-family="${FONT}">
    <text x="${r1(pad)}" y="${r1(h * 0.1)}" font-size="${Math.round(s * 0.026)}" font-weight="700" letter-spacing="${r1(s * 0.006)}" fill="#ffffff" fill-opacity="0.85">VYOMA<tspan fill="${CYAN}" dx="${r1(s * 0.01)}">●</tspan></text>
    <rect x="${r1(pad)}" y="${r1(kickerY - fs * 0.62)}" width="${r1(s * 0.05)}" height="${r1(s * 0.008)}" rx="${r1(s * 0.004)}" fill="${CYAN}"/>
    <text x="${r1(pad + s * 0.07)}" y="${r1(kickerY - fs * 0.45)}" font-size="${Math.round(s * 0.028)}" font-weight="700" letter-spacing="${r1(s * 0.003)}" fill="${CYAN}">${escapeXml(art.kicker.toUpperCase())}</text>
    ${lines
      .map(
        (l, i) =>
          `<text x="${r1(pad)}" y="${r1(textTop + i * lh)}" font-size="${fs}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
      )
      .join('\n    ')}
  </g>
</svg>`;
}

/** The home page "Service Expertise" picture: a hub with six service nodes. */
function expertiseSvg(w: number, h: number): string {
  const rand = rng('service-expertise');
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const R = s * 0.34;
  const node = s * 0.17;
  const items: [MotifName, string][] = [
    ['browser', 'Web'],
    ['phone', 'Apps'],
    ['network', 'AI & ML'],
    ['chip', 'IoT'],
    ['megaphone', 'Marketing'],
    ['headset', 'Back office'],
  ];
  let spokes = '';
  let nodes = '';
  items.forEach(([m, label], i) => {
    const ang = -Math.PI / 2 + (i * Math.PI * 2) / items.length;
    const x = cx + Math.cos(ang) * R * 1.25;
    const y = cy + Math.sin(ang) * R;
    spokes += `<line x1="${r1(cx)}" y1="${r1(cy)}" x2="${r1(x)}" y2="${r1(y)}" stroke="${CYAN}" stroke-opacity="0.45" stroke-width="${r1(s / 300)}" stroke-dasharray="${r1(s / 90)} ${r1(s / 110)}"/>`;
    nodes += `<rect x="${r1(x - node / 2)}" y="${r1(y - node / 2)}" width="${r1(node)}" height="${r1(node)}" rx="${r1(node * 0.26)}" fill="#0f1a4a" stroke="#ffffff" stroke-opacity="0.3" stroke-width="${r1(s / 400)}"/>`;
    nodes += placeMotif(m, x - node * 0.3, y - node * 0.36, node * 0.6, s / 240);
    nodes += `<text x="${r1(x)}" y="${r1(y + node / 2 + s * 0.04)}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(s * 0.03)}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`;
  });
  const hub = s * 0.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${defs(w, h, rand)}
  ${decoration(w, h, rand)}
  <circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R * 0.75)}" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="${r1(s / 300)}"/>
  ${spokes}
  <circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(hub * 0.62)}" fill="${CYAN}" fill-opacity="0.15"/>
  <circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(hub / 2)}" fill="${INDIGO}" stroke="${CYAN}" stroke-width="${r1(s / 160)}"/>
  <text x="${r1(cx)}" y="${r1(cy + s * 0.018)}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(s * 0.05)}" font-weight="700" fill="#ffffff">V</text>
  ${nodes}
</svg>`;
}

/** One frame of a blog icon loop. t runs 0..1 and the animation is periodic in t. */
function iconFrameSvg(w: number, h: number, seed: string, motif: MotifName, t: number): string {
  const rand = rng(seed);
  const s = Math.min(w, h);
  const TAU = Math.PI * 2;
  const cx = w / 2;
  const cy = h / 2;
  const bob = Math.sin(t * TAU) * s * 0.025;
  const motifSize = s * 0.42;
  const ringR = s * 0.34;
  const orbit = (k: number) => {
    const ang = t * TAU + (k * TAU) / 3;
    return [cx + Math.cos(ang) * ringR * 1.35, cy + Math.sin(ang) * ringR] as const;
  };
  let pulses = '';
  for (let k = 0; k < 2; k++) {
    const p = (t + k / 2) % 1;
    pulses += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(s * (0.2 + p * 0.35))}" fill="none" stroke="${CYAN}" stroke-opacity="${(0.5 * (1 - p)).toFixed(3)}" stroke-width="${r1(s / 120)}"/>`;
  }
  let dots = '';
  for (let k = 0; k < 3; k++) {
    const [x, y] = orbit(k);
    dots += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * (k === 0 ? 0.022 : 0.014))}" fill="${k === 0 ? CYAN : '#ffffff'}" fill-opacity="${k === 0 ? 1 : 0.7}"/>`;
  }
  // the background gradient sways a little, returning to its start at t = 1
  const bg = defs(w, h, rand, Math.sin(t * TAU) * 12);
  const deco = decoration(w, h, rand);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${bg}
  ${deco}
  <ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(ringR * 1.35)}" ry="${r1(ringR)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${r1(s / 200)}"/>
  ${pulses}
  <circle cx="${r1(cx)}" cy="${r1(cy + bob)}" r="${r1(s * 0.3)}" fill="#0b1437" fill-opacity="0.55" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${r1(s / 250)}"/>
  ${placeMotif(motif, cx - motifSize / 2, cy - motifSize / 2 + bob, motifSize, s / 70)}
  ${dots}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// The manifest: one entry per media file referenced by content.ts
// ---------------------------------------------------------------------------------------------

type Still =
  | { kind: 'product'; file: string; art: CardArt }
  | { kind: 'section'; file: string; art: CardArt }
  | { kind: 'expertise'; file: string };
interface Clip {
  file: string;
  motif: MotifName;
}

const P = (
  file: string,
  motif: MotifName,
  extras: [MotifName, MotifName],
  kicker: string,
  label: string,
): Still => ({
  kind: 'product',
  file,
  art: { motif, extras, kicker, label },
});
const S = (
  file: string,
  motif: MotifName,
  extras: [MotifName, MotifName],
  kicker: string,
  label: string,
): Still => ({
  kind: 'section',
  file,
  art: { motif, extras, kicker, label },
});

const STILLS: Still[] = [
  // products (1200 x 900)
  P('starter-website-1.jpg', 'browser', ['phone', 'chart'], 'Website Packages', 'Starter Business Website'),
  P('starter-website-2.png', 'phone', ['browser', 'mail'], 'Mobile-friendly', 'Looks right on every screen'),
  P(
    'app-prototype-1.png',
    'phone',
    ['layers', 'checklist'],
    'Website Packages',
    'Mobile App Prototype Sprint',
  ),
  P(
    'app-prototype-2.jpg',
    'layers',
    ['phone', 'calendar'],
    'Two-week sprint',
    'Clickable screens in two weeks',
  ),
  P('seo-audit-1.jpg', 'search', ['chart', 'checklist'], 'Marketing Packages', 'SEO Audit Report'),
  P('amazon-listing-1.png', 'cart', ['search', 'chart'], 'Marketing Packages', 'Amazon Listing Optimisation'),
  P('amazon-listing-2.jpg', 'box', ['cart', 'checklist'], 'Up to five products', 'Listings that convert'),
  P('workspace-setup-1.jpg', 'cloud', ['mail', 'calendar'], 'Software Licences', 'Google Workspace Setup'),
  P(
    'workspace-setup-2.png',
    'mail',
    ['cloud', 'shield'],
    'Your own domain',
    'Professional email, done right',
  ),
  P(
    'endpoint-security-1.png',
    'shield',
    ['gear', 'checklist'],
    'Software Licences',
    'Endpoint Security Licence',
  ),
  P('iot-kit-1.png', 'chip', ['sensor', 'cloud'], 'Hardware & IoT Kits', 'IoT Sensor Starter Kit'),
  P('iot-kit-2.jpg', 'sensor', ['chip', 'chart'], 'Plug in and measure', 'Sensors to dashboard'),
  P('iot-kit-3.png', 'box', ['chip', 'sensor'], "What's in the box", 'Board, sensors and cables'),
  P('energy-monitor-1.jpg', 'energy', ['chart', 'sensor'], 'Hardware & IoT Kits', 'Smart Energy Monitor Kit'),
  // blog sections (1200 x 800)
  S('blog-data-entry-1.webp', 'checklist', ['database', 'gear'], 'Back Office', 'A clear data standard'),
  S('blog-data-entry-2.webp', 'database', ['checklist', 'invoice'], 'Back Office', 'Double-checked entry'),
  S('blog-data-entry-3.webp', 'gear', ['database', 'shield'], 'Back Office', 'Cleansing existing records'),
  S('blog-invoice-1.jpg', 'invoice', ['mail', 'calendar'], 'Back Office', 'One inbox, one rhythm'),
  S('blog-invoice-2.jpg', 'checklist', ['invoice', 'shield'], 'Back Office', 'Matching and approvals'),
  S('blog-support-1.webp', 'headset', ['chat', 'checklist'], 'Back Office', 'Trained on your business'),
  S('blog-support-2.webp', 'chat', ['headset', 'chart'], 'Back Office', 'Support around the clock'),
  S('blog-seo-1.webp', 'gear', ['browser', 'search'], 'Digital Marketing', 'Technical basics first'),
  S('blog-seo-2.webp', 'search', ['chat', 'browser'], 'Digital Marketing', 'Answer real questions'),
  S('blog-seo-3.webp', 'chart', ['search', 'calendar'], 'Digital Marketing', 'Measure what matters'),
  S('blog-social-1.webp', 'calendar', ['megaphone', 'chat'], 'Digital Marketing', 'Plan a month at a time'),
  S('blog-social-2.webp', 'megaphone', ['chat', 'layers'], 'Digital Marketing', 'Recognisably yours'),
  S('blog-ads-1.webp', 'target', ['chart', 'browser'], 'Digital Marketing', 'One clear action'),
  S('blog-ads-2.webp', 'mail', ['target', 'calendar'], 'Digital Marketing', 'Email that nurtures'),
  S('blog-tech-stack-1.webp', 'layers', ['code', 'search'], 'Insights', 'Problem before trend'),
  S('blog-tech-stack-2.webp', 'cloud', ['chart', 'gear'], 'Insights', 'The cost of running it'),
  S('blog-tech-stack-3.webp', 'code', ['layers', 'gear'], 'Insights', 'Room to change'),
  S('blog-iot-1.jpg', 'target', ['sensor', 'chart'], 'R&D Practice', 'One clear question'),
  S('blog-iot-2.jpg', 'sensor', ['chip', 'checklist'], 'R&D Practice', 'Real conditions'),
  S('blog-ai-1.webp', 'network', ['checklist', 'chart'], 'R&D Practice', 'Pick one task'),
  S('blog-ai-2.webp', 'database', ['network', 'shield'], 'R&D Practice', 'Data and control'),
  // home page second section (1200 x 900)
  { kind: 'expertise', file: 'service-expertise.png' },
];

const CLIPS: Clip[] = [
  { file: 'blog-data-entry.webm', motif: 'database' },
  { file: 'blog-invoice.mp4', motif: 'invoice' },
  { file: 'blog-support.webm', motif: 'headset' },
  { file: 'blog-seo.mp4', motif: 'search' },
  { file: 'blog-social.webm', motif: 'megaphone' },
  { file: 'blog-ads.mp4', motif: 'target' },
  { file: 'blog-tech-stack.webm', motif: 'layers' },
  { file: 'blog-iot.mp4', motif: 'chip' },
  { file: 'blog-ai.webm', motif: 'network' },
];

const CLIP_W = 480;
const CLIP_H = 270;
const CLIP_FPS = 12;
const CLIP_FRAMES = 24; // 2 seconds, seamless loop

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

async function encodeStill(svg: string, file: string): Promise<Buffer> {
  const img = sharp(Buffer.from(svg), { density: 72 });
  switch (extname(file)) {
    case '.png':
      return img
        .png({ palette: true, colours: 256, quality: 90, dither: 0.4, compressionLevel: 9, effort: 10 })
        .toBuffer();
    case '.jpg':
      return img.jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    case '.webp':
      return img.webp({ quality: 74, effort: 6, smartSubsample: true }).toBuffer();
    default:
      throw new Error(`Unsupported still format: ${file}`);
  }
}

async function renderStill(still: Still): Promise<void> {
  let svg: string;
  if (still.kind === 'product') svg = cardSvg(1200, 900, still.file, still.art);
  else if (still.kind === 'section') svg = cardSvg(1200, 800, still.file, still.art);
  else svg = expertiseSvg(1200, 900);
  const buf = await encodeStill(svg, still.file);
  writeFileSync(join(OUT_DIR, still.file), buf);
  console.log(`  ${still.file.padEnd(28)} ${(buf.length / 1024).toFixed(1).padStart(6)} KB`);
}

function hasFfmpeg(): boolean {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  return !res.error && res.status === 0;
}

async function renderClip(clip: Clip): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'vyoma-clip-'));
  try {
    for (let i = 0; i < CLIP_FRAMES; i++) {
      const svg = iconFrameSvg(CLIP_W, CLIP_H, clip.file, clip.motif, i / CLIP_FRAMES);
      await sharp(Buffer.from(svg))
        .png()
        .toFile(join(work, `frame${String(i).padStart(3, '0')}.png`));
    }
    const out = join(OUT_DIR, clip.file);
    const codec =
      extname(clip.file) === '.webm'
        ? [
            '-c:v',
            'libvpx-vp9',
            '-b:v',
            '0',
            '-crf',
            '42',
            '-row-mt',
            '0',
            '-threads',
            '1',
            '-deadline',
            'good',
          ]
        : ['-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-threads', '1', '-movflags', '+faststart'];
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-framerate',
      String(CLIP_FPS),
      '-i',
      join(work, 'frame%03d.png'),
      ...codec,
      '-pix_fmt',
      'yuv420p',
      '-an',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      out,
    ];
    const res = spawnSync('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (res.status !== 0) throw new Error(`ffmpeg failed for ${clip.file}: ${res.stderr?.toString()}`);
    console.log(`  ${clip.file.padEnd(28)} ${(statSync(out).size / 1024).toFixed(1).padStart(6)} KB`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every file named in content.ts must be produced by this script (and exist afterwards). */
function referencedFiles(): string[] {
  const files = new Set<string>();
  for (const p of seedContent.products) for (const f of p.images) files.add(f);
  for (const b of seedContent.blogs) {
    files.add(b.icon);
    for (const c of b.content) files.add(c.image);
  }
  for (const s of seedContent.secondSections) files.add(s.image);
  return [...files];
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });

  const produced = new Set([...STILLS.map((s) => s.file), ...CLIPS.map((c) => c.file)]);
  const missing = referencedFiles().filter((f) => !produced.has(f));
  if (missing.length)
    throw new Error(`content.ts references files this script does not generate: ${missing.join(', ')}`);

  console.log(`Rendering ${STILLS.length} images into ${OUT_DIR}`);
  for (const still of STILLS) await renderStill(still);

  if (hasFfmpeg()) {
    console.log(`Encoding ${CLIPS.length} looping blog icon videos`);
    for (const clip of CLIPS) await renderClip(clip);
  } else {
    console.log(
      'ffmpeg not found: skipping the blog icon videos (the committed files are left as they are).',
    );
  }

  const absent = [...produced].filter((f) => !existsSync(join(OUT_DIR, f)));
  if (absent.length) console.warn(`Warning: missing media files: ${absent.join(', ')}`);
  const extra = readdirSync(OUT_DIR).filter((f) => !produced.has(f));
  if (extra.length)
    console.warn(`Note: files in the media folder not produced by this script: ${extra.join(', ')}`);

  const total = [...produced]
    .filter((f) => existsSync(join(OUT_DIR, f)))
    .reduce((sum, f) => sum + statSync(join(OUT_DIR, f)).size, 0);
  console.log(`Done: ${produced.size} files, ${(total / 1024).toFixed(0)} KB in total.`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
