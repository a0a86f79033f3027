/**
 * The large data set (issue 26 item 5, `npm run seed:large`): fifty times the demo's posts and far more
 * enquiries, media and openings, to measure the site as a busy agency's would be. Rows are written in
 * batches (a few hundred a statement, enquiries with one INSERT … SELECT), all in one transaction, so
 * 100,000 enquiries take seconds. The posts use demo images and small generated ones; the media rows
 * are real files (small ones, ten pictures shared in look), so every list and page renders them.
 *
 * Ids are fixed (md5 of a name and a number), which makes "is it there already?" one lookup.
 */
import type { BlogCategory, EmploymentType } from '@vyoma/contract';
import { textToDoc } from '@vyoma/contract/rich-text';
import { slugify } from '@vyoma/contract/slug';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  blogSections,
  blogs,
  contactMessages,
  jobOpenings,
  media,
  notFoundPaths,
  products,
  redirects,
} from '../db/schema.ts';
import type { MediaService } from '../modules/media/index.ts';
import { seedContent } from './content.ts';
import { fixedId, fixedIdSql, insertEnquiries, insertLargeStaff, LARGE_STAFF } from './large-enquiries.ts';

export interface LargeSizes {
  posts: number;
  enquiries: number;
  media: number;
  openings: number;
  redirects: number;
  notFound: number;
  audit: number;
}

/** Issue 26: 5,000 published posts, 100,000 enquiries, 10,000 media files and 500 openings. */
export const LARGE_SIZES: LargeSizes = {
  posts: 5000,
  enquiries: 100_000,
  media: 10_000,
  openings: 500,
  redirects: 1000,
  notFound: 5000,
  audit: 30_000,
};

/** The set's first post: its presence says the set is there. */
export const LARGE_MARKER_POST = fixedId('large-post-', 1);

export type LargeState =
  | { state: 'seeded' }
  | { state: 'empty' }
  | { state: 'demo' }
  | { state: 'other'; posts: number; products: number; enquiries: number };

/**
 * What the database holds: the large set already, nothing, only the untouched demo content (its posts
 * and products and no enquiry), or anything else, which seed:large refuses to add to.
 */
export async function largeState(db: Db): Promise<LargeState> {
  const [marker] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(eq(blogs.id, LARGE_MARKER_POST))
    .limit(1);
  if (marker) return { state: 'seeded' };
  const [[p], [pr], [e]] = await Promise.all([
    db.select({ n: count() }).from(blogs),
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(contactMessages),
  ]);
  const posts = p?.n ?? 0;
  const productCount = pr?.n ?? 0;
  const enquiries = e?.n ?? 0;
  if (posts + productCount + enquiries === 0) return { state: 'empty' };
  if (posts === seedContent.blogs.length && productCount === seedContent.products.length && enquiries === 0)
    return { state: 'demo' };
  return { state: 'other', posts, products: productCount, enquiries };
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

const TOPICS: Record<BlogCategory, string[]> = {
  backOffice: [
    'Data entry',
    'Invoice processing',
    'Payroll support',
    'Order processing',
    'Catalogue updates',
    'Bookkeeping',
    'Customer support',
    'Document scanning',
  ],
  digitalMarketing: [
    'SEO',
    'Social media',
    'Email campaigns',
    'Search ads',
    'Content marketing',
    'Local listings',
    'Analytics',
    'Landing pages',
  ],
  others: ['Web development', 'Mobile apps', 'Cloud hosting', 'Interface design', 'Site security', 'APIs'],
};
const INDUSTRIES = [
  'bakeries',
  'clinics',
  'schools',
  'hotels',
  'law firms',
  'garages',
  'textile shops',
  'travel agents',
  'dental practices',
];
const CITIES = [
  'Pune',
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Chennai',
  'Jaipur',
  'Kolkata',
  'Ahmedabad',
  'Indore',
];
const ANGLES = [
  'a practical checklist',
  'what to measure first',
  'mistakes to avoid',
  'a month-by-month plan',
  'questions to ask before you start',
  'how we work',
  'what it costs',
];
const PARAGRAPHS = [
  'Most owners we meet know what they want done but not where to start. We begin with a short call, agree what good looks like, and write it down in plain words, so everyone on both sides can check the work against it.',
  'The first month is about habits, not tools. A weekly checklist, one shared sheet and a named person on each side do more than any software, and they make the results easy to see.',
  'We measure what matters to the business: replies, orders, hours saved. A short report every fortnight shows the numbers, what we changed and what we will try next.',
  'Small teams cannot afford long projects. We work in two-week steps, each with something you can use, so you never wait months to see whether the money was well spent.',
  'When something goes wrong we say so early. A missed figure or a slow week is a signal to adjust, and the sooner we look at it together, the cheaper the fix.',
];

function postRow(i: number, now: number, spanMs: number, icons: string[]) {
  // 40 % back office, 40 % digital marketing, 20 % others: the service pages have thousands each.
  const category: BlogCategory = i % 5 < 2 ? 'backOffice' : i % 5 < 4 ? 'digitalMarketing' : 'others';
  const topic = pick(TOPICS[category], i);
  const title = `${topic} for ${pick(INDUSTRIES, i * 7)} in ${pick(CITIES, i * 3)}: ${pick(ANGLES, i)}, no. ${i}`;
  // Older than the demo's posts, spread evenly over the span: the newest of them first.
  const created = new Date(now - 3_600_000 - Math.round((i * spanMs) / 5000));
  return {
    id: fixedId('large-post-', i),
    title,
    heading: `${topic}, done properly: ${pick(ANGLES, i + 2)}`,
    description: `${pick(PARAGRAPHS, i)} Notes from project ${i}, for ${pick(INDUSTRIES, i * 7)} in ${pick(CITIES, i * 3)}.`,
    author: pick(['Vyoma Back Office Team', 'Vyoma Marketing Team', 'Vyoma Engineering'], i),
    category,
    iconImage: pick(icons, i),
    createdAt: created,
    updatedAt: created,
    slug: `${slugify(`${topic} ${pick(INDUSTRIES, i * 7)} ${pick(CITIES, i * 3)}`, 'post')}-${i}`,
    status: 'published' as const,
    publishedAt: created,
  };
}

/** Ten small pictures (soft colour fields with a circle), the bytes every media row shares the look of. */
async function pictures(): Promise<{ data: Buffer; width: number; height: number }[]> {
  const colours = [
    ['#101a3d', '#f5a623'],
    ['#1f6f8b', '#e8f1f2'],
    ['#3c6e71', '#ffd166'],
    ['#5c2a9d', '#f4f4f9'],
    ['#2b9348', '#eeef20'],
    ['#9d0208', '#ffba08'],
    ['#023e8a', '#90e0ef'],
    ['#6a4c93', '#ffca3a'],
    ['#283618', '#dda15e'],
    ['#14213d', '#fca311'],
  ];
  return Promise.all(
    colours.map(async ([bg, fg], k) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><rect width="480" height="270" fill="${bg}"/><circle cx="${120 + k * 24}" cy="135" r="70" fill="${fg}"/><rect x="260" y="90" width="160" height="16" rx="8" fill="${fg}" opacity="0.6"/><rect x="260" y="126" width="120" height="16" rx="8" fill="${fg}" opacity="0.4"/></svg>`;
      const data = await sharp(Buffer.from(svg)).webp({ quality: 60 }).toBuffer();
      return { data, width: 480, height: 270 };
    }),
  );
}

/** Inserts rows a batch at a time (one statement each). */
async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const DEPARTMENTS = ['Engineering', 'Design', 'Marketing', 'Back Office', 'Sales', 'Support'];
const ROLES = [
  'Frontend Developer',
  'Backend Developer',
  'Mobile Developer',
  'UI Designer',
  'SEO Analyst',
  'Content Writer',
  'Data Entry Operator',
  'Accounts Assistant',
  'Sales Executive',
  'Support Associate',
];
const LEVELS = ['Junior', 'Senior', 'Lead', 'Trainee'];
const TYPES: EmploymentType[] = ['FULL_TIME', 'FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'];

function openingRow(i: number, now: number) {
  const title = `${pick(LEVELS, i)} ${pick(ROLES, i * 3)}, ${pick(CITIES, i)} (${i})`;
  const text = `${pick(PARAGRAPHS, i)}\n\n${pick(PARAGRAPHS, i + 1)}`;
  const posted = new Date(now - 86_400_000 - i * 3_600_000 * 7);
  // Three in five open (some with a closing date ahead), one in five closed, one in five expired.
  const kind = i % 5;
  const day = (offsetDays: number) => new Date(now + offsetDays * 86_400_000).toISOString().slice(0, 10);
  return {
    id: fixedId('large-opening-', i),
    slug: slugify(title, 'job'),
    title,
    department: pick(DEPARTMENTS, i),
    location: i % 4 === 0 ? '' : pick(CITIES, i),
    remote: i % 4 === 0,
    employmentType: pick(TYPES, i),
    experience: `${i % 8}–${(i % 8) + 3} years`,
    description: textToDoc(text),
    descriptionText: text,
    applyMethod: 'whatsapp' as const,
    applyValue: '',
    closesAt: kind === 1 ? day(30 + (i % 60)) : kind === 4 ? day(-1 - (i % 90)) : null,
    status: kind === 3 ? ('closed' as const) : ('open' as const),
    postedAt: posted,
    createdAt: posted,
    updatedAt: posted,
  };
}

/**
 * Adds the large data set to a database that has the demo content (its images are reused). The files
 * are written first (disk) or inside the transaction (database); everything else in one transaction.
 */
export async function seedLarge(db: Db, mediaService: MediaService, sizes: LargeSizes = LARGE_SIZES) {
  const now = Date.now();
  const demoIcons = (await db.selectDistinct({ p: blogs.iconImage }).from(blogs)).map((r) => r.p).sort();
  const demoImages = (await db.selectDistinct({ p: blogSections.image }).from(blogSections))
    .map((r) => r.p)
    .sort();
  if (demoIcons.length === 0 || demoImages.length === 0)
    throw new Error('seed:large needs the demo content first (its icons and images are reused)');

  const looks = await pictures();
  const mediaRows = Array.from({ length: sizes.media }, (_, k) => {
    const i = k + 1;
    const look = looks[i % looks.length]!;
    const used = i <= sizes.posts;
    return {
      path: `/uploads/seed-large-${String(i).padStart(6, '0')}.webp`,
      id: fixedId('large-media-', i),
      name: `${pick(['team', 'office', 'workshop', 'client', 'project', 'event'], i)}-photo-${i}.webp`,
      kind: 'image' as const,
      mime: 'image/webp',
      width: look.width,
      height: look.height,
      bytes: look.data.length,
      // The files posts use are described; one unused file in three still waits for its alt text.
      alt: used || i % 3 !== 0 ? `Illustration ${i}: a circle and two bars on a coloured field` : null,
      avifDone: true,
      createdAt: new Date(now - 7_200_000 - i * 60_000),
      data: look.data,
    };
  });
  const files = mediaRows.map((m) => ({ path: m.path, mime: m.mime, data: m.data }));

  const written = await mediaService.store.write(db, mediaService.store.kind === 'disk' ? files : []);
  try {
    await db.transaction(async (tx) => {
      if (mediaService.store.kind === 'database')
        await inBatches(files, 500, (batch) => mediaService.store.write(tx, batch));
      await inBatches(
        mediaRows.map(({ data: _data, ...row }) => row),
        500,
        (batch) => tx.insert(media).values(batch),
      );

      // Posts over the last three years, each with two sections: its own picture, then a demo image.
      const spanMs = 3 * 365 * 86_400_000;
      const posts = Array.from({ length: sizes.posts }, (_, k) => postRow(k + 1, now, spanMs, demoIcons));
      const sections = posts.flatMap((p, k) => {
        const i = k + 1;
        const texts = [pick(PARAGRAPHS, i + 1), `${pick(PARAGRAPHS, i + 3)} Reference ${i}.`];
        return texts.map((text, position) => ({
          id: fixedId(`large-section-${position}-`, i),
          itemId: p.id,
          position,
          heading: position === 0 ? 'Where we start' : 'What you get',
          bodyText: text,
          body: textToDoc(text),
          image: position === 0 && i <= sizes.media ? mediaRows[k]!.path : pick(demoImages, i + position),
        }));
      });
      const bodyText = new Map<string, string>();
      for (const s of sections)
        bodyText.set(s.itemId, `${bodyText.get(s.itemId) ?? ''}${s.heading}\n\n${s.bodyText}\n\n`);
      await inBatches(posts, 500, (batch) =>
        tx.insert(blogs).values(batch.map((p) => ({ ...p, contentText: bodyText.get(p.id)!.trim() }))),
      );
      await inBatches(sections, 500, (batch) => tx.insert(blogSections).values(batch));

      await insertLargeStaff(tx);
      await insertEnquiries(
        tx,
        sizes.enquiries,
        LARGE_STAFF.map((s) => s.id),
      );

      const openings = Array.from({ length: sizes.openings }, (_, k) => openingRow(k + 1, now));
      await inBatches(openings, 250, (batch) => tx.insert(jobOpenings).values(batch));

      // An old site's addresses, moved to posts; and a full 404 log.
      await inBatches(
        Array.from({ length: Math.min(sizes.redirects, posts.length) }, (_, k) => ({
          id: fixedId('large-redirect-', k + 1),
          fromPath: `/old-site/article-${k + 1}.html`,
          fromKey: `/old-site/article-${k + 1}.html`,
          toPath: `/blog/${posts[k]!.slug}`,
          createdAt: new Date(now - k * 60_000),
        })),
        500,
        (batch) => tx.insert(redirects).values(batch),
      );
      await inBatches(
        Array.from({ length: sizes.notFound }, (_, k) => ({
          pathKey: `/missing/page-${k + 1}`,
          path: `/missing/page-${k + 1}`,
          hits: 1 + ((k * 37) % 200),
          firstSeen: new Date(now - 86_400_000 - k * 60_000),
          lastSeen: new Date(now - k * 30_000),
          referrerHost: k % 3 === 0 ? 'www.google.com' : null,
        })),
        500,
        (batch) => tx.insert(notFoundPaths).values(batch),
      );

      // A year of the staff's work in the audit log.
      const [a, b, c] = LARGE_STAFF;
      await tx.execute(sql`
        INSERT INTO ${auditLog} (id, at, actor_id, actor_email, action, target, target_label, ip, fields)
        SELECT ${fixedIdSql('large-audit-', sql`i`)}, now() - i * (interval '1 year' / ${sizes.audit}),
          (ARRAY[${a.id}, ${b.id}, ${c.id}])[1 + i % 3], (ARRAY[${a.email}, ${b.email}, ${c.email}])[1 + i % 3],
          (ARRAY['contact.update', 'contact.update', 'blog.update', 'login', 'job.update', 'media.update'])[1 + i % 6],
          'item:' || i, 'Item ' || i, '203.0.113.' || (i % 250), '["status"]'::jsonb
        FROM generate_series(1, ${sizes.audit}) AS i`);
    });
  } catch (err) {
    await mediaService.store.removeFiles(written);
    throw err;
  }
}
