/**
 * Vite plugin: renders the brand's raster images at build time from original SVG (brand.md: the
 * share image is generated at build, never committed):
 *   /share-image.png      1200×630 Open Graph / Twitter image (brand name and tagline on the gradient)
 *   /logo.png             512×512 mark, the Organization logo in the home page's JSON-LD
 *   /apple-touch-icon.png 180×180 home-screen icon
 */
// Relative import: Vite bundles it into the config (the workspace package is raw TypeScript).

import type { Plugin } from 'vite';
import { SHARE_IMAGE } from '../../contract/src/constants.ts';

/**
 * The demo agency's name on the built-in share image. A site's own share image is a site setting
 * (the admin's Sharing group); this one is only the fallback when none is uploaded.
 */
const DEMO_BRAND = { name: 'Vyoma Infotech', tagline: 'Technology that moves your business forward.' };

const FONT = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The mark: a V rising to an accent dot on the navy-to-indigo tile (same as favicon.svg). */
function markSvg(size: number, radius: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e2a78"/><stop offset="1" stop-color="#4f46e5"/></linearGradient></defs>
  <rect width="64" height="64" rx="${radius}" fill="url(#g)"/>
  <path d="M16 18h8l8 22 8-22h8L36 48h-8z" fill="#fff"/><circle cx="48" cy="16" r="5" fill="#22d3ee"/>
</svg>`;
}

export function shareImageSvg(): string {
  const { width, height } = SHARE_IMAGE;
  const services = 'Web & Mobile Apps  ·  AI & IoT  ·  Digital Marketing  ·  Back Office';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1437"/><stop offset="0.55" stop-color="#1e2a78"/><stop offset="1" stop-color="#4f46e5"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#22d3ee" stop-opacity="0.35"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/>
    </radialGradient>
      </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="360" fill="url(#glow)"/>
  <circle cx="1110" cy="560" r="230" fill="none" stroke="#ffffff" stroke-opacity="0.10" stroke-width="2"/>
  <circle cx="1110" cy="560" r="150" fill="none" stroke="#22d3ee" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="8 12"/>
  <circle cx="1004" cy="454" r="9" fill="#22d3ee"/>
  <g transform="translate(80 88)">
    <rect width="88" height="88" rx="22" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.25"/>
    <path d="M22 25h12l10 30 10-30h12L50 68H38z" fill="#ffffff"/><circle cx="66" cy="22" r="7" fill="#22d3ee"/>
  </g>
  <text x="80" y="300" font-family="${FONT}" font-size="88" font-weight="800" fill="#ffffff" letter-spacing="-2">${escapeXml(DEMO_BRAND.name)}</text>
  <text x="80" y="370" font-family="${FONT}" font-size="38" font-weight="500" fill="#ffffff" fill-opacity="0.88">${escapeXml(DEMO_BRAND.tagline)}</text>
  <rect x="80" y="420" width="120" height="6" rx="3" fill="#22d3ee"/>
  <text x="80" y="490" font-family="${FONT}" font-size="24" font-weight="600" fill="#a5f3fc">${escapeXml(services)}</text>
</svg>`;
}

export function brandImages(): Plugin {
  let serverBuild = false;
  return {
    name: 'vyoma-brand-images',
    apply: 'build',
    configResolved(config) {
      // React Router builds twice (browser, then server); the images belong to the browser files.
      serverBuild = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (serverBuild) return;
      // Loaded only for builds: the dev server never needs sharp.
      const { default: sharp } = await import('sharp');
      const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
      const files: [string, Buffer][] = [
        ['share-image.png', await png(shareImageSvg())],
        ['logo.png', await png(markSvg(512, 14))],
        ['apple-touch-icon.png', await png(markSvg(180, 0))],
      ];
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
