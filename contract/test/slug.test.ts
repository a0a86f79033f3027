import { describe, expect, it } from 'vitest';
import {
  isValidSlug,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  slugify,
  slugProblem,
  slugWithSuffix,
} from '../src/slug.ts';

describe('slugify', () => {
  it.each([
    ['Web Design Services', 'web-design-services'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['Crème brûlée & Co.', 'creme-brulee-co'],
    ['Straße über Äpfel', 'strasse-uber-apfel'],
    ["Don't panic: it’s 2025", 'dont-panic-its-2025'],
    ['वेब डिज़ाइन सेवाएं', 'veb-dijain-sevaem'],
    ['Веб-дизайн и разработка', 'veb-dizayn-i-razrabotka'],
    ['Σχεδιασμός ιστοσελίδων', 'schediasmos-istoselidon'],
    ['Łódź Ørsted Þór', 'lodz-orsted-thor'],
    ['网站设计服务', 'wang-zhan-she-ji-fu-wu'],
    ['🇮🇳 India 🚀 launch', 'india-launch'],
    // Decomposed accents (as some keyboards type them) give the same slug.
    ['Cre\u0300me', 'creme'],
    ['snake_case and CamelCase', 'snake-case-and-camelcase'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('falls back to the given default when nothing is left', () => {
    expect(slugify('😀🎉')).toBe('post');
    expect(slugify('👍🏽❤️‍🔥', 'product')).toBe('product');
    expect(slugify('!!! --- ???', 'product')).toBe('product');
    expect(slugify('')).toBe('post');
  });

  it('cuts long titles at a word boundary within 100 characters', () => {
    const title =
      'How we rebuilt a logistics dashboard for a fleet of five hundred trucks in six weeks without downtime';
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe(
      'how-we-rebuilt-a-logistics-dashboard-for-a-fleet-of-five-hundred-trucks-in-six-weeks-without',
    );
    // A cut that falls exactly on a hyphen keeps the full words before it.
    expect(slugify(`${'a'.repeat(100)} b`)).toBe('a'.repeat(100));
    // One endless word is cut hard.
    expect(slugify('x'.repeat(500))).toBe('x'.repeat(100));
    // Every slug of a long title is valid.
    for (const long of ['ab '.repeat(80), 'Ж'.repeat(300), 'भारत '.repeat(50)])
      expect(isValidSlug(slugify(long))).toBe(true);
  });
});

describe('slugWithSuffix', () => {
  it('adds -n within the length limit', () => {
    expect(slugWithSuffix('web-design', 2)).toBe('web-design-2');
    const long = slugify('word '.repeat(30));
    const suffixed = slugWithSuffix(long, 12);
    expect(suffixed.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(suffixed.endsWith('-12')).toBe(true);
    expect(isValidSlug(suffixed)).toBe(true);
    expect(isValidSlug(slugWithSuffix(`${'a'.repeat(97)}-b`, 3))).toBe(true);
  });
});

describe('isValidSlug / slugProblem', () => {
  it.each(['a', 'web-design', 'a1-b2-c3', 'x'.repeat(100)])('accepts %j', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
    expect(slugProblem(slug)).toBeNull();
  });

  it.each([
    ['', 'Enter a URL name'],
    ['x'.repeat(101), 'at most 100 characters'],
    ['Web-Design', 'Lower-case letters'],
    ['web--design', 'single hyphens'],
    ['-web', 'single hyphens'],
    ['web-', 'single hyphens'],
    ['web design', 'Lower-case letters'],
    ['crème', 'Lower-case letters'],
    ['web/design', 'Lower-case letters'],
  ])('refuses %j with a message', (slug, message) => {
    expect(isValidSlug(slug)).toBe(false);
    expect(slugProblem(slug)).toContain(message);
  });

  it('lets a page’s URL name keep capitals, and nothing else more', () => {
    for (const slug of ['contactUs', 'amazonServices', 'third-party-API-integration', 'web-design'])
      expect(slugProblem(slug, 'any'), slug).toBeNull();
    for (const slug of ['', 'contact Us', 'Web--Design', '-Web', 'crème', 'a/B', 'x'.repeat(101)])
      expect(slugProblem(slug, 'any'), slug).not.toBeNull();
    expect(slugProblem('contact Us', 'any')).toContain('A–Z');
  });
});
