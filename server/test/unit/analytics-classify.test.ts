/**
 * How a page view is read (issue 27): sources, campaign tags and click ids, devices, browsers, pages;
 * and what of it PostgreSQL can store (issue 33: a %00 in a path or tag).
 */
import { UTM_KEYS } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { isStorableText, storableText } from '../../src/db/text.ts';
import {
  browserOf,
  deviceOf,
  isCountedPath,
  isPrefetch,
  pageKind,
  parseLanding,
  referrerHost,
  sourceOf,
} from '../../src/modules/analytics/classify.ts';
import { addDays, daysIn, localDay } from '../../src/modules/analytics/days.ts';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
};

describe('sources', () => {
  it('names known sites, mail clients and apps, and other sites by host', () => {
    const cases: [string, string][] = [
      ['https://www.google.com/', 'Google'],
      ['https://www.google.co.in/search?q=x', 'Google'],
      ['https://news.google.com/', 'Google'],
      ['android-app://com.google.android.googlequicksearchbox/', 'Google'],
      ['https://mail.google.com/', 'Email'],
      ['https://outlook.live.com/', 'Email'],
      ['android-app://com.google.android.gm/', 'Email'],
      ['https://www.bing.com/', 'Bing'],
      ['https://duckduckgo.com/', 'DuckDuckGo'],
      ['https://www.linkedin.com/feed/', 'LinkedIn'],
      ['https://lnkd.in/abc', 'LinkedIn'],
      ['https://l.facebook.com/', 'Facebook'],
      ['https://m.facebook.com/', 'Facebook'],
      ['https://www.instagram.com/', 'Instagram'],
      ['https://t.co/xyz', 'X'],
      ['https://x.com/', 'X'],
      ['https://twitter.com/', 'X'],
      ['https://www.youtube.com/watch', 'YouTube'],
      ['https://youtu.be/x', 'YouTube'],
      ['https://web.whatsapp.com/', 'WhatsApp'],
      ['https://wa.me/91900000', 'WhatsApp'],
      ['https://www.clutch.co/profile/x', 'clutch.co'],
      ['https://box.com/', 'box.com'],
    ];
    for (const [referrer, name] of cases)
      expect(sourceOf(null, referrerHost(referrer, 'vyoma.example'), null), referrer).toBe(name);
  });

  it('takes utm_source first, then the referrer, then a click id, else Direct', () => {
    expect(sourceOf('linkedin', 'google.com', null)).toBe('LinkedIn');
    expect(sourceOf('Newsletter', null, null)).toBe('Email');
    expect(sourceOf('Partner-Site', null, null)).toBe('partner-site');
    expect(sourceOf(null, null, 'gclid')).toBe('Google');
    expect(sourceOf(null, null, 'fbclid')).toBe('Facebook');
    expect(sourceOf(null, null, 'msclkid')).toBe('Bing');
    expect(sourceOf(null, null, null)).toBe('Direct');
    expect(sourceOf('  ', null, null)).toBe('Direct');
  });

  it('treats no referrer, this site and what is not a web address as none', () => {
    expect(referrerHost('', 'vyoma.example')).toBeNull();
    expect(referrerHost('https://vyoma.example/blog/x', 'vyoma.example')).toBeNull();
    expect(referrerHost('https://www.vyoma.example/', 'vyoma.example')).toBeNull();
    expect(referrerHost('javascript:alert(1)', 'vyoma.example')).toBeNull();
    expect(referrerHost('not a url', 'vyoma.example')).toBeNull();
    expect(referrerHost('https://WWW.Example.COM/x', 'vyoma.example')).toBe('example.com');
  });
});

describe('landing pages', () => {
  it('keeps the path and reads campaign tags and click ids', () => {
    expect(
      parseLanding('/blog/seo/?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20Sale&gclid=x'),
    ).toEqual({
      path: '/blog/seo',
      utm: { source: 'google', medium: 'cpc', campaign: 'Spring Sale', term: null, content: null },
      clickId: 'gclid',
      control: null,
    });
    expect(parseLanding('/')).toMatchObject({ path: '/', clickId: null });
    expect(parseLanding('/products?fbclid=1').clickId).toBe('fbclid');
    expect(parseLanding('/a%20b#top').path).toBe('/a b');
    expect(parseLanding(`/${'x'.repeat(400)}`).path).toHaveLength(300);
  });

  it('names a control character in the path or a campaign tag, and answers only text PostgreSQL stores', () => {
    const nul = parseLanding('/blog/x%00y');
    expect(nul.control).toBe('path');
    expect(isStorableText(nul.path)).toBe(true);
    expect(nul.path).toBe('/blog/xy');
    // Sent raw (the beacon's JSON can hold one), the address parser escapes it: the same answer.
    expect(parseLanding('/blog/x\u0000y').control).toBe('path');
    expect(parseLanding('/a%0Ab').control).toBe('path');
    for (const key of UTM_KEYS) {
      const landing = parseLanding(`/?utm_${key}=a%00b`);
      expect(landing.control, key).toBe(`utm_${key}`);
      expect(landing.utm[key], key).toBe('ab');
    }
    // Spaces and line breaks around a tag are trimmed, not refused (a link pasted with its line end).
    expect(parseLanding('/?utm_campaign=spring%0A')).toMatchObject({
      control: null,
      utm: { campaign: 'spring' },
    });
    // An invalid escape stays as sent, which holds no NUL.
    expect(parseLanding('/x%00%E0')).toMatchObject({ path: '/x%00%E0', control: null });
    // Cut to length without leaving half an emoji.
    const long = parseLanding(`/${'x'.repeat(298)}\u{1F600}`).path;
    expect(long).toHaveLength(299);
    expect(isStorableText(long)).toBe(true);
  });

  it('makes text storable: no NUL, no lone surrogate, cut without splitting a pair', () => {
    expect(isStorableText('plain text, ünïcode and \u{1F600}')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('half \uD83D')).toBe(false);
    expect(storableText('a\u0000b\u0000')).toBe('ab');
    expect(storableText('half \uD83D emoji')).toBe('half \uFFFD emoji');
    expect(storableText('ab\u{1F600}', 3)).toBe('ab');
    expect(storableText('ab\u{1F600}', 4)).toBe('ab\u{1F600}');
    expect(storableText('abc', 10)).toBe('abc');
  });

  it('knows services, products and posts, and the contact page and cart', () => {
    expect(pageKind('/webdevelopment')).toBe('content');
    expect(pageKind('/appdevelopment/flutter-app-development')).toBe('content');
    expect(pageKind('/blog/seo-basics')).toBe('content');
    expect(pageKind('/product/starter-website')).toBe('content');
    expect(pageKind('/products')).toBe('content');
    expect(pageKind('/blog/')).toBeNull();
    expect(pageKind('/contactus')).toBe('contact');
    expect(pageKind('/cart')).toBe('contact');
    expect(pageKind('/')).toBeNull();
    expect(pageKind('/careers')).toBeNull();
  });

  it('never counts the admin, its login, preview links, the API or files', () => {
    for (const path of [
      '/admin',
      '/admin/products',
      '/wp-admin',
      '/preview/abc',
      '/api/v1/x',
      '/uploads/a.webp',
      '/Admin/x',
    ])
      expect(isCountedPath(path), path).toBe(false);
    for (const path of ['/', '/administration-services', '/blog/admin-tips'])
      expect(isCountedPath(path), path).toBe(true);
  });

  it('tells prefetches and prerenders from views', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({})).toBe(false);
  });
});

describe('devices and browsers', () => {
  it('reads the device class, with the mobile client hint', () => {
    expect(deviceOf(UA.chrome)).toBe('desktop');
    expect(deviceOf(UA.safari)).toBe('desktop');
    expect(deviceOf(UA.iphone)).toBe('mobile');
    expect(deviceOf(UA.androidPhone)).toBe('mobile');
    expect(deviceOf(UA.ipad)).toBe('tablet');
    expect(deviceOf(UA.androidTablet)).toBe('tablet');
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36', '?1'),
    ).toBe('mobile');
  });

  it('reads the browser family', () => {
    expect(browserOf(UA.chrome)).toBe('Chrome');
    expect(browserOf(UA.edge)).toBe('Edge');
    expect(browserOf(UA.firefox)).toBe('Firefox');
    expect(browserOf(UA.safari)).toBe('Safari');
    expect(browserOf(UA.iphone)).toBe('Safari');
    expect(browserOf(UA.samsung)).toBe('Samsung Internet');
    expect(browserOf(UA.opera)).toBe('Opera');
    expect(browserOf('curl/8.0')).toBe('Other');
  });
});

describe('days', () => {
  it('are days in the site time zone', () => {
    expect(localDay(new Date('2026-03-10T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-03-10');
    expect(localDay(new Date('2026-03-10T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-11');
    expect(localDay(new Date('2026-03-10T18:30:00Z'), 'UTC')).toBe('2026-03-10');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -30)).toBe('2026-01-30');
    expect(daysIn('2026-03-01', '2026-03-30')).toBe(30);
    expect(daysIn('2026-03-02', '2026-03-01')).toBe(0);
  });
});
