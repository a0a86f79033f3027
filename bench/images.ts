/**
 * What AVIF saves on the home page (issue 19, docs/decisions/0049): the image bytes Chromium loads for
 * `/` at Lighthouse's mobile viewport (412×823, device pixel ratio 1.75), once as served (an AVIF
 * source first in every <picture>) and once without AVIF. "Without AVIF" answers every AVIF request
 * with the WebP rendition of the same width (route interception): that is what the page loads when
 * its <picture> has no AVIF source, since the WebP source offers the same widths and sizes. Each case
 * loads the page in a fresh browser context (empty cache), waits for the network to settle, then
 * scrolls to the bottom so lazy images load too, and sums the bytes of every image response.
 *
 * `npm run bench` runs it against its server (BENCH_SKIP_IMAGES=1 skips), or alone against any URL:
 * `node --import tsx images.ts http://127.0.0.1:3000` in bench/.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

export interface ImageBytesResult {
  page: string;
  viewport: { width: number; height: number; deviceScaleFactor: number };
  /** Image bytes and image count of the first view (what Lighthouse measures) and of the whole page. */
  withAvif: { firstView: number; wholePage: number; images: number; avif: number };
  withoutAvif: { firstView: number; wholePage: number; images: number; avif: number };
  /** How much smaller the whole page's images are with AVIF, in per cent. */
  savedPercent: number;
}

/** Lighthouse's mobile preset (moto g power): the viewport its scores are measured at. */
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const CHROMIUM_PATHS = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

async function measure(
  page: Page,
  url: string,
): Promise<{ firstView: number; wholePage: number; images: number; avif: number }> {
  let bytes = 0;
  let images = 0;
  let avif = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    pending.push(
      response
        .body()
        .then((body) => {
          bytes += body.length;
          images += 1;
          if (response.headers()['content-type'] === 'image/avif') avif += 1;
          if (process.env.BENCH_IMAGES_VERBOSE === '1') console.log(`  ${body.length} ${response.url()}`);
        })
        .catch(() => {}),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const firstView = bytes;
  // Scroll through the page a screen at a time, so every lazy image is asked for.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += VIEWPORT.height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return { firstView, wholePage: bytes, images, avif };
}

export async function imageBytesBench(baseUrl: string, path = '/'): Promise<ImageBytesResult> {
  const executablePath = CHROMIUM_PATHS.find((p): p is string => Boolean(p) && existsSync(p!));
  if (!executablePath) throw new Error('Chromium not found (CHROMIUM_PATH)');
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = async () =>
      browser.newContext({
        viewport: { width: VIEWPORT.width, height: VIEWPORT.height },
        deviceScaleFactor: VIEWPORT.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
    const a = await context();
    const withAvif = await measure(await a.newPage(), `${baseUrl}${path}`);
    await a.close();

    const b = await context();
    // Each AVIF rendition is named …-w{width}.avif beside its WebP …-w{width}.webp.
    await b.route(/\.avif(\?.*)?$/, async (route) => {
      const webp = route
        .request()
        .url()
        .replace(/\.avif(\?.*)?$/, '.webp');
      const response = await route.fetch({ url: webp });
      await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'image/webp' } });
    });
    const withoutAvif = await measure(await b.newPage(), `${baseUrl}${path}`);
    await b.close();
    const savedPercent =
      withoutAvif.wholePage > 0
        ? Math.round((1000 * (withoutAvif.wholePage - withAvif.wholePage)) / withoutAvif.wholePage) / 10
        : 0;
    return { page: path, viewport: VIEWPORT, withAvif, withoutAvif, savedPercent };
  } finally {
    await browser.close();
  }
}

export function printImageBytes(r: ImageBytesResult): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `\nImage bytes of ${r.page} in Chromium at ${r.viewport.width}×${r.viewport.height} (DPR ${r.viewport.deviceScaleFactor}):`,
  );
  console.log(
    `  with AVIF:    first view ${kb(r.withAvif.firstView)}, whole page ${kb(r.withAvif.wholePage)} (${r.withAvif.images} images, ${r.withAvif.avif} AVIF)`,
  );
  console.log(
    `  without AVIF: first view ${kb(r.withoutAvif.firstView)}, whole page ${kb(r.withoutAvif.wholePage)} (${r.withoutAvif.images} images)`,
  );
  console.log(`  AVIF saves ${r.savedPercent}% of the whole page's image bytes`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  imageBytesBench(url)
    .then(printImageBytes)
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
