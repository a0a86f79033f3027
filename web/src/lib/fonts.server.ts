/**
 * Fonts for the scripts the system font may not draw well (issue 36, decision 0063 §1.8). Latin pages
 * use the system font stack (`--font-sans`) and load no font file. A page in Devanagari declares Noto
 * Sans Devanagari (one variable file, cut at build to Devanagari's letters and the weights the styles
 * use: lib/script-fonts.ts) and uses it once the browser has the file:
 *
 * - A visitor's first Hindi page paints in the system's Devanagari font (Android's Noto, Kohinoor,
 *   Nirmala UI) and fetches the file once the page has loaded and settled, at low priority, off the
 *   path of its paint (a preload put 0.5 s on a slow phone's largest paint: Lighthouse 98, decision
 *   0063); the page's next click switches to it (a change right after a click is no layout shift).
 * - Every later page knows the file is there (a mark in the browser's storage, named by the file's
 *   hashed URL, so a new file starts over), preloads it from the cache and paints in it at once;
 *   `font-display: optional` keeps the system font if the cache fails to answer in time, never a swap.
 *
 * The head script is server-printed, allowed by its CSP hash like every inline script; no script file
 * carries any of it. Without JavaScript the system font is used.
 */
import devanagari from 'virtual:script-font/noto-sans-devanagari.woff2?url';
import type { Language } from '@vyoma/contract/languages';
import { DEVANAGARI_FONT, type ScriptFontFile, unicodeRange } from './script-fonts.ts';

const SCRIPT_FONTS: Partial<Record<Language['script'], { font: ScriptFontFile; url: string }>> = {
  Deva: { font: DEVANAGARI_FONT, url: devanagari },
};

/** `<html data-font>` while a page paints in its script's font. */
export const FONT_ATTRIBUTE = 'data-font';
/** The storage mark of a font file the browser has fetched. */
export const fontMark = (url: string) => `vyoma-font:${url}`;

/**
 * How long after `load` a first view fetches the file: past the page's own late requests (its
 * scripts load after `load`, its largest paint may come with them), so the file never competes with
 * what the visitor is waiting for.
 */
const AFTER_LOAD_MS = 2000;

function headScript(url: string): string {
  const u = JSON.stringify(url);
  const k = JSON.stringify(fontMark(url));
  const a = JSON.stringify(FONT_ATTRIBUTE);
  return (
    `(function(){var d=document.documentElement,u=${u},k=${k};` +
    `function on(){d.setAttribute(${a},'')}` +
    "try{if(localStorage.getItem(k)){on();var l=document.createElement('link');l.rel='preload';l.as='font';" +
    "l.type='font/woff2';l.crossOrigin='anonymous';l.href=u;document.head.appendChild(l);return}}catch(e){return}" +
    "addEventListener('load',function(){setTimeout(function(){(window.requestIdleCallback||setTimeout)(function(){" +
    "fetch(u,{priority:'low'}).then(function(r){return r.ok&&r.arrayBuffer()}).then(function(b){if(!b)return;" +
    "try{localStorage.setItem(k,'1')}catch(e){}addEventListener('click',on,{once:true,capture:true})})" +
    `['catch'](function(){})})},${AFTER_LOAD_MS})})})();`
  );
}

/** What the root prints in <head> for a page in `script`: its CSS and head script; null: none. */
export function scriptFont(script: Language['script']): { url: string; css: string; script: string } | null {
  const entry = SCRIPT_FONTS[script];
  if (!entry) return null;
  const { font, url } = entry;
  const { min, max } = font.weights;
  const css =
    `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${min} ${max};font-display:optional;` +
    `src:url(${url}) format("woff2");unicode-range:${unicodeRange(font)}}` +
    `:root[${FONT_ATTRIBUTE}]{--font-sans:"${font.family}",var(--font-system),sans-serif}`;
  return { url, css, script: headScript(url) };
}
