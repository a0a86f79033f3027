/**
 * The staff and enquiries of the large data set (large.ts), apart so the enquiry inbox bench
 * (bench/inbox.ts) can write them into a bare database: one INSERT … SELECT each, inside the database.
 */
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** A fixed id: the same name and number give the same UUID on every run and database. */
export const fixedId = (name: string, i: number) => {
  const h = createHash('md5').update(`${name}${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
/** Same as fixedId, in SQL (for rows generated inside the database). */
export const fixedIdSql = (name: string, i: SQL) => sql`md5(${name}::text || ${i})::uuid::text`;

/** The three staff the enquiries are assigned to (editors who cannot sign in until given a password). */
export const LARGE_STAFF = [
  { id: '00000000-0000-4000-8000-00000000a001', name: 'Priya Sharma', email: 'priya@large.example' },
  { id: '00000000-0000-4000-8000-00000000a002', name: 'Arjun Mehta', email: 'arjun@large.example' },
  { id: '00000000-0000-4000-8000-00000000a003', name: 'Kavya Nair', email: 'kavya@large.example' },
] as const;

/** A password hash nothing verifies against (argon2 refuses its format): a reset gives one. */
const NO_PASSWORD = '!seeded-account-without-password';

/**
 * The enquiries, written inside the database (INSERT … SELECT over generate_series): spread over a
 * year, every status, the three staff as assignees, quote lines on one in ten and a sent staff mail
 * on most. Also the enquiry inbox bench's data (bench/inbox.ts).
 */
export async function insertEnquiries(db: Db, rows: number, staffIds: readonly string[]): Promise<void> {
  const [a, b, c] = staffIds;
  await db.execute(sql`
    INSERT INTO contact_messages (id, name, email, phone, message, created_at, updated_at, status,
      assignee_id, follow_up_on, page, landing_page, referrer, utm_source, utm_campaign, source,
      form_elapsed_ms, search_text)
    SELECT id, name, email, phone, message, created_at, created_at, status, assignee_id, follow_up_on,
      page, landing_page, referrer, utm_source, utm_campaign, source, form_elapsed_ms,
      lower(name || ' ' || email || ' ' || phone || ' ' || message)
    FROM (
      SELECT
        ${fixedIdSql('enquiry', sql`i`)} AS id,
        first || ' ' || last AS name,
        lower(first) || '.' || lower(last) || i || '@example.com' AS email,
        '+91 9' || lpad((i * 7919 % 1000000000)::text, 9, '0') AS phone,
        'We need ' || (ARRAY['a new website', 'an online shop', 'SEO for our site', 'a mobile app',
          'back-office support', 'a logo and brand kit'])[1 + i % 6]
          || ' for our ' || (ARRAY['textile', 'bakery', 'clinic', 'school', 'hotel', 'law firm', 'garage'])[1 + i % 7]
          || ' business in ' || (ARRAY['Pune', 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Jaipur'])[1 + i % 6]
          || '. Please call me after 5 pm; our budget is about ' || (20 + i % 80) || ',000 rupees. Ref ' || i
          AS message,
        now() - (i * (365 * 24 * 60 / ${rows}::float8)) * interval '1 minute' AS created_at,
        (ARRAY['new', 'contacted', 'contacted', 'quoted', 'won', 'lost', 'lost', 'spam', 'spam', 'new'])[1 + (i * 7) % 10]
          AS status,
        (ARRAY[${a}, ${b}, ${c}, NULL])[1 + i % 4] AS assignee_id,
        CASE WHEN i % 9 = 0 THEN (now() + (i % 30) * interval '1 day')::date END AS follow_up_on,
        (ARRAY['/contactUs', '/cart?quote=1', '/contactUs', '/webdevelopment'])[1 + i % 4] AS page,
        CASE WHEN i % 3 = 0 THEN '/webdevelopment?utm_source=linkedin&utm_campaign=autumn' ELSE '/' END AS landing_page,
        CASE WHEN i % 5 = 1 THEN 'https://www.google.com/' END AS referrer,
        CASE WHEN i % 3 = 0 THEN 'linkedin' END AS utm_source,
        CASE WHEN i % 3 = 0 THEN 'autumn' END AS utm_campaign,
        CASE WHEN i % 3 = 0 THEN 'linkedin' WHEN i % 5 = 1 THEN 'google.com' ELSE 'direct' END AS source,
        CASE WHEN i % 2 = 0 THEN 5000 + i % 60000 END AS form_elapsed_ms
      FROM generate_series(1, ${rows}) AS i,
        LATERAL (SELECT
          (ARRAY['Asha', 'Ravi', 'Meera', 'Kiran', 'Dev', 'Anita', 'Suresh', 'Fatima', 'Joseph', 'Lakshmi'])[1 + i % 10] AS first,
          (ARRAY['Verma', 'Kulkarni', 'Iyer', 'Rao', 'Patel', 'Singh', 'Khan', 'Das', 'Menon', 'Gupta', 'Reddy'])[1 + (i / 10) % 11] AS last
        ) AS names
    ) AS generated`);
  // Quote lines on one enquiry in ten (1 to 3 lines each).
  await db.execute(sql`
    INSERT INTO enquiry_lines (id, enquiry_id, position, product_id, name, quantity, unit_price)
    SELECT md5('line' || i || '-' || n)::uuid::text, ${fixedIdSql('enquiry', sql`i`)}, n,
      md5('product' || n)::uuid::text,
      (ARRAY['Starter Business Website', 'SEO Audit Report', 'E-commerce Store'])[n + 1],
      1 + i % 3, (ARRAY[12499, 4999.5, 34999])[n + 1]
    FROM generate_series(10, ${rows}, 10) AS i, generate_series(0, 2) AS n
    WHERE n <= i % 3`);
  // The staff mail of most non-spam enquiries went out; the rest had notifications off.
  await db.execute(sql`
    INSERT INTO outbox_messages (id, kind, ref, payload, state, attempts, sent_at, created_at, updated_at)
    SELECT md5('mail' || id)::uuid::text, 'mail', 'enquiry:' || id,
      jsonb_build_object('to', '["sales@example.com"]'::jsonb, 'replyTo', email, 'subject', 'New enquiry from ' || name,
        'text', message, 'html', '<p>' || message || '</p>', 'audience', 'staff'),
      'sent', 1, created_at, created_at, created_at
    FROM contact_messages WHERE status <> 'spam' AND right(id, 1) <> '0'`);
}

/** The staff the enquiries are assigned to: editors, so the site's own admin is still created at start. */
export async function insertLargeStaff(db: Db): Promise<void> {
  await db
    .insert(users)
    .values(LARGE_STAFF.map((s) => ({ ...s, passwordHash: NO_PASSWORD, role: 'editor' })))
    .onConflictDoNothing();
}

/** As the nightly `vacuum` job leaves the tables (server/src/scheduler.ts): planner statistics. */
export async function analyse(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}
