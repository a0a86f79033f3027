/**
 * Response schemas of spec §7 (exact field names, plus the extras marked below). The server declares
 * them on its routes and serialises every answer from them, so a field that is not here never leaves
 * the server; the OpenAPI document is generated from them; the types in api.ts are inferred from them.
 * `id` metadata names the schema in the OpenAPI document's components.
 */
import { z } from 'zod';
import {
  BLOG_CATEGORIES,
  CONTENT_STATUSES,
  EMPLOYMENT_TYPES,
  ENQUIRY_SEARCH_COUNT_MAX,
  ENQUIRY_STATUSES,
  FUNNEL_STEPS,
  JOB_APPLY_KINDS,
  JOB_STATUSES,
  LEGAL_KEYS,
  MEDIA_LIBRARY,
  MEDIA_USAGE_TYPES,
  NOTIFICATION_STATES,
  SEARCH_RESULT_TYPES,
  STAFF_ROLES,
} from './constants.ts';
import { APPLICATION_STAGES, FILE_KINDS, FORM_FIELD_TYPES, HIDDEN_SOURCES } from './forms.ts';
import type { RichTextDoc } from './rich-text.ts';

const id = z.guid();
const timestamp = z.iso.datetime();

// --- entities ---------------------------------------------------------------------------------------

export const userEntity = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(STAFF_ROLES).describe('Extra: admin, editor or author (contract permissions.ts).'),
    twoFactor: z.boolean().describe('Extra: the account has a second factor (TOTP or a passkey).'),
    setupTwoFactor: z
      .boolean()
      .describe('Extra: REQUIRE_2FA is on and the account must set up a second factor before anything else.'),
  })
  .meta({ id: 'User' });

export const mediaInfoEntity = z
  .object({
    path: z.string(),
    kind: z.enum(['image', 'video']),
    mime: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    variants: z
      .array(z.object({ width: z.number().int(), path: z.string() }))
      .describe('Smaller WebP renditions of an image, widest last (empty for videos and small images).'),
    avif: z
      .array(z.object({ width: z.number().int(), path: z.string() }))
      .describe(
        'Extra (issue 19): AVIF renditions of an image at the same widths, widest last; pages offer them first in <picture>.',
      ),
    alt: z
      .string()
      .nullable()
      .describe(
        'Extra (issue 19): the library’s alt text; "" when decorative, null when nobody wrote one yet.',
      ),
  })
  .meta({
    id: 'MediaInfo',
    description: 'Extra: a stored image or video with what a page needs to avoid layout shift.',
  });

export const categoryEntity = z
  .object({
    _id: id,
    name: z.string(),
    description: z.string(),
    productCount: z.number().int().describe('Extra: how many products use it.'),
  })
  .meta({ id: 'Category' });

/**
 * Fields every kind of content carries (docs/decisions/0037): its URL name, the SEO overrides (null
 * when unset: pages fall back to the content), where it stands in publishing, and who saved it.
 */
const staffRef = z.object({ _id: id, name: z.string() }).nullable();

export const mediaUsageEntity = z
  .object({
    type: z.string().describe(`One of ${MEDIA_USAGE_TYPES.join(', ')}, or another content type's name.`),
    id: z.string().describe('The id of the post, product, opening or home section (the key for settings).'),
    title: z.string().describe('What a person calls it, e.g. the post title or "Site settings: logo".'),
    href: z.string().nullable().describe('The admin screen where it is used, when there is one.'),
  })
  .meta({ id: 'MediaUsage' });

export const mediaItemEntity = z
  .object({
    _id: id,
    path: z.string(),
    name: z.string().describe('The uploaded file’s name, for search and display.'),
    kind: z.enum(['image', 'video']),
    mime: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    bytes: z.number().int(),
    alt: z.string().nullable().describe('null: nobody wrote alt text yet (publishing with it is refused).'),
    altIn: z
      .record(z.string(), z.string())
      .describe(
        'Its alt text in the site’s other languages, by language code (issue 36); a language without one shows `alt`.',
      ),
    altNeedsUpdate: z
      .array(z.string())
      .describe('The languages whose alt text was written for an earlier `alt`: worth checking again.'),
    decorative: z.boolean().describe('Marked as decorative: pages give it alt="" on purpose.'),
    createdAt: timestamp,
    uploadedBy: staffRef.describe('Who uploaded it (null for demo content or a removed account).'),
    usedBy: z
      .array(mediaUsageEntity)
      .describe(
        `Where it is used: at most ${MEDIA_LIBRARY.usagesListed} places (usedByMore says how many more).`,
      ),
    usedByMore: z.number().int().describe('How many more places use it than usedBy lists.'),
    variants: z.array(z.object({ width: z.number().int(), path: z.string() })),
    avif: z.array(z.object({ width: z.number().int(), path: z.string() })),
  })
  .meta({ id: 'MediaItem' });

export const contentFields = {
  slug: z.string().describe('Extra: the URL name (/blog/{slug}, /product/{slug}).'),
  seo: z
    .object({
      title: z.string().nullable(),
      description: z.string().nullable(),
      image: z.string().nullable().describe('An uploaded image’s path for the share card.'),
      noindex: z.boolean().describe('Hidden from search engines (noindex, left out of the sitemap).'),
    })
    .describe('Extra: search and share overrides; null fields fall back to the content.'),
  status: z
    .enum(CONTENT_STATUSES)
    .describe('Extra: only published items are public; anonymous reads see nothing else.'),
  publishAt: timestamp.nullable().describe('Extra: when a scheduled item goes live.'),
  publishedAt: timestamp.nullable().describe('Extra: the first time it went live.'),
  version: z.number().int().describe('Extra: +1 on every save; send it back on PUT to catch conflicts.'),
  createdBy: staffRef.describe('Extra: who created it (null for older items or a removed account).'),
  updatedBy: staffRef.describe('Extra: who saved it last.'),
};

export const productEntity = z
  .object({
    _id: id,
    name: z.string(),
    description: z.string(),
    price: z.number(),
    ratings: z.number(),
    category: id.nullable().describe('Category id, or null when none.'),
    categoryName: z.string().nullable().describe('Extra.'),
    stock: z.number().int(),
    image: z.array(z.string()).describe('Stored relative paths, in display order.'),
    media: z.array(mediaInfoEntity).describe('Extra: the same images with sizes and WebP renditions.'),
    createdAt: timestamp,
    updatedAt: timestamp.describe('Extra.'),
    ...contentFields,
  })
  .meta({ id: 'Product' });

/**
 * A stored rich-text document. The JSON Schema names only its outer shape (the full grammar is the
 * zod schema of rich-text-schema.ts, which every stored document passed); the type is the exact one.
 */
export const richTextDocEntity = z
  .looseObject({ type: z.literal('doc'), content: z.array(z.looseObject({ type: z.string() })) })
  .meta({
    id: 'RichTextDoc',
    description:
      'A rich-text document (ProseMirror JSON): paragraphs, headings 2–4, lists, quotes; bold, italic, code, links.',
  }) as unknown as z.ZodType<RichTextDoc>;

export const blogSectionEntity = z
  .object({
    _id: id,
    heading: z.string(),
    description: z.string().describe('The text of `body` as plain text.'),
    body: richTextDocEntity.describe('Extra: the section’s text as a rich-text document.'),
    image: z.string(),
    media: mediaInfoEntity.nullable(),
  })
  .meta({ id: 'BlogSection' });

export const blogEntity = z
  .object({
    _id: id,
    title: z.string(),
    heading: z.string(),
    description: z.string(),
    author: z.string(),
    category: z.enum(BLOG_CATEGORIES),
    iconImage: z.string(),
    iconMedia: mediaInfoEntity
      .nullable()
      .describe('Extra: tells the page whether the icon is a video or an image.'),
    content: z.array(blogSectionEntity),
    createdAt: timestamp,
    updatedAt: timestamp,
    ...contentFields,
  })
  .meta({ id: 'Blog' });

export const contactMessageEntity = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: 'ContactMessage' });

const isoDate = z.iso.date();

/** An administrator an enquiry can be assigned to. */
export const enquiryAssigneeEntity = z
  .object({ _id: id, name: z.string(), email: z.string() })
  .meta({ id: 'EnquiryAssignee' });

/** Delivery of the staff notification mail (the outbox row), or `none` when no mail was queued. */
export const enquiryNotificationEntity = z
  .object({
    state: z.enum(NOTIFICATION_STATES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    sentAt: timestamp.nullable(),
    nextAttemptAt: timestamp.nullable().describe('When a pending mail is tried next.'),
  })
  .meta({ id: 'EnquiryNotification' });

/** One quote line: the product, how many, and its price when the request arrived (from the database). */
export const enquiryLineEntity = z
  .object({ productId: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: z.number() })
  .meta({ id: 'EnquiryLine' });

const utmEntity = z.object({
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  term: z.string().nullable(),
  content: z.string().nullable(),
});

export const enquiryAttributionEntity = z
  .object({
    page: z.string().nullable().describe('The page the enquiry was sent from.'),
    landingPage: z.string().nullable().describe('The first page of the visit.'),
    referrer: z.string().nullable().describe("The first page's referrer."),
    utm: utmEntity,
    source: z.string().describe('UTM source, else the referrer host, else "direct".'),
  })
  .meta({ id: 'EnquiryAttribution' });

export const enquiryNoteEntity = z
  .object({
    _id: id,
    text: z.string(),
    author: z.object({ _id: id.nullable(), name: z.string() }),
    createdAt: timestamp,
  })
  .meta({ id: 'EnquiryNote' });

/** A row of the inbox: the spec's contact message plus its place in the pipeline. */
export const enquirySummaryEntity = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    createdAt: timestamp,
    status: z.enum(ENQUIRY_STATUSES),
    assignee: enquiryAssigneeEntity.nullable(),
    followUpOn: isoDate.nullable(),
    source: z.string(),
    lang: z.string().describe('Extra (issue 36): the language of the page it was sent from (en, hi …).'),
    lineCount: z.number().int(),
    quoteTotal: z.number().nullable().describe('Sum of quantity × unit price of the quote lines, if any.'),
    notification: enquiryNotificationEntity,
    form: z
      .object({
        _id: id.nullable().describe('null once the form is deleted (its entries stay).'),
        title: z.string().describe('The form’s title when the entry was sent.'),
        version: z
          .number()
          .int()
          .describe('The version of the form’s definition the entry was checked against.'),
      })
      .nullable()
      .describe(
        'Extra (issue 29): the form this enquiry is an entry of; null for the contact form and quotes.',
      ),
  })
  .meta({ id: 'EnquirySummary' });

/** One answer of a form entry, readable without the definition it was made with (issue 29). */
export const entryValueEntity = z
  .object({
    key: z.string(),
    type: z.enum(FORM_FIELD_TYPES),
    label: z.string(),
    value: z.union([z.string(), z.array(z.string())]),
  })
  .meta({ id: 'EntryValue' });

/** A file sent with a form entry or an application: never public, opened through the admin API. */
export const entryFileEntity = z
  .object({
    _id: id,
    key: z.string().describe('The field it was sent in (cv for an application).'),
    name: z.string().describe('The name it was sent with.'),
    kind: z.enum(FILE_KINDS),
    mime: z.string(),
    bytes: z.number().int(),
  })
  .meta({ id: 'EntryFile' });
/** The counted visit an enquiry came from (issue 27), as the server saw it. */
export const enquiryVisitEntity = z
  .object({
    counted: z
      .boolean()
      .describe('A visit of this browser was counted; false: the figures below come from the form alone.'),
    entryPage: z.string().nullable().describe("The visit's first page (path)."),
    source: z.string().describe('Normalised: Google, LinkedIn, a site by its host, Direct …'),
    campaign: z.string().nullable().describe('utm_campaign of the visit.'),
    paid: z.boolean().describe('A click id (gclid, fbclid, msclkid) marked the visit as paid.'),
    device: z.string().nullable(),
    browser: z.string().nullable(),
    pages: z.array(z.string()).describe('Pages the visit saw before the enquiry, in order (at most 20).'),
  })
  .meta({ id: 'EnquiryVisit' });

/** GET /api/v1/contact/{id}: everything about one enquiry. */
export const enquiryEntity = z
  .object({
    ...enquirySummaryEntity.shape,
    notes: z.array(enquiryNoteEntity),
    lines: z.array(enquiryLineEntity),
    attribution: enquiryAttributionEntity,
    visit: enquiryVisitEntity,
    value: z
      .number()
      .nullable()
      .describe('Extra (issue 27): what the work is worth in rupees, as staff entered it (null: not set).'),
    formElapsedMs: z
      .number()
      .int()
      .nullable()
      .describe('How long the form was open before it was sent, when the browser said.'),
    updatedAt: timestamp,
    fields: z
      .array(entryValueEntity)
      .describe('Extra (issue 29): a form entry’s answers with the labels they had when it was sent.'),
    files: z.array(entryFileEntity).describe('Extra (issue 29): files sent with a form entry.'),
  })
  .meta({ id: 'Enquiry' });

export const secondSectionEntity = z
  .object({
    _id: id,
    title: z.string(),
    para: z.string(),
    imgSrc: z.string(),
    imgMedia: mediaInfoEntity.nullable(),
    updatedAt: timestamp,
  })
  .meta({ id: 'SecondSection' });

const settingsImageEntity = z
  .object({ path: z.string(), alt: z.string(), media: mediaInfoEntity.nullable() })
  .nullable();

/** GET /api/v1/settings: what names and reaches the agency on every page (issue 19). */
export const siteSettingsEntity = z
  .object({
    siteName: z.string(),
    shortName: z.string(),
    tagline: z.string(),
    logo: settingsImageEntity.describe('An uploaded logo and its alt text; null: the built-in mark.'),
    phone: z.object({
      display: z.string().describe('As written on the page ("" when none).'),
      digits: z.string().describe('For tel: links, with the country code.'),
    }),
    email: z.string(),
    whatsapp: z.object({
      number: z.string().describe('Digits with the country code ("" when none).'),
      message: z.string().describe('The prefilled opening message of a chat.'),
    }),
    address: z.object({
      lines: z.array(z.string()).describe('As written on the page.'),
      street: z.string(),
      locality: z.string(),
      region: z.string(),
      postalCode: z.string(),
      country: z.string().describe('ISO 3166 two-letter code.'),
    }),
    hours: z.string(),
    mapUrl: z.string(),
    social: z.object({
      linkedin: z.string(),
      instagram: z.string(),
      facebook: z.string(),
      x: z.string(),
      youtube: z.string(),
    }),
    shareImage: settingsImageEntity.describe('The default share image; null: the built-in one.'),
    applicationConsent: z
      .string()
      .describe(
        'Extra (issue 29): the consent box of job applications as written ("" for the default text); {siteName} and {days} are filled in.',
      ),
    configured: z.boolean().describe('Extra: false until an admin (or the demo content) saved them.'),
    analytics: z
      .boolean()
      .describe(
        'Extra (issue 27): visits are counted (the settings switch; ANALYTICS=false on the server also stops it).',
      ),
    languages: z
      .array(
        z.object({
          code: z.string(),
          name: z.string().describe('In the language itself (the switcher’s label).'),
          englishName: z.string(),
          locale: z.string().describe('For dates, numbers and prices (hi-IN).'),
          script: z.enum(['Latn', 'Deva']),
          search: z.string().describe('The text search configuration of its search.'),
          dir: z.enum(['ltr', 'rtl']),
          public: z.boolean().describe('Shown to visitors; until then its pages answer 404.'),
        }),
      )
      .describe('Extra (issue 36): the site’s languages, the default first; others live under /{code}.'),
    translations: z
      .record(
        z.string(),
        z.object({
          tagline: z.string(),
          addressLines: z.array(z.string()),
          hours: z.string(),
          whatsappMessage: z.string(),
          applicationConsent: z.string(),
        }),
      )
      .optional()
      .describe(
        'Extra (issue 36): the texts pages in another language show, by its code ("" or none: the default language’s).',
      ),
    updatedAt: timestamp.nullable(),
  })
  .meta({ id: 'SiteSettings' });

/** A job opening (issue 19): GET /api/v1/jobs lists the open, unexpired ones; admins see all. */
export const jobOpeningEntity = z
  .object({
    _id: id,
    slug: z.string(),
    title: z.string(),
    department: z.string(),
    location: z.string().describe('Where the work is ("" when fully remote).'),
    remote: z.boolean().describe('Extra: the job can be done from anywhere (TELECOMMUTE).'),
    employmentType: z.enum(EMPLOYMENT_TYPES).describe('schema.org JobPosting employmentType.'),
    experience: z.string(),
    description: richTextDocEntity.describe('The description as a rich-text document.'),
    descriptionText: z.string().describe('Extra: the description as plain text.'),
    apply: z.object({
      kind: z.enum(JOB_APPLY_KINDS),
      target: z
        .string()
        .describe(
          'The e-mail address or https:// address; for whatsapp, the prefilled message ("" for the default).',
        ),
    }),
    closesOn: isoDate.nullable().describe('The last day to apply (inclusive, UTC); null: no closing date.'),
    status: z.enum(JOB_STATUSES),
    open: z.boolean().describe('Extra: open and not past its closing date (listed, its page answers 200).'),
    postedAt: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
    version: z.number().int().describe('Extra: +1 on every save; a PUT with an older version answers 409.'),
  })
  .meta({ id: 'JobOpening' });

/** A legal page (issue 19). Public reads have the placeholders filled from the site settings. */
export const legalPageEntity = z
  .object({
    key: z.enum(LEGAL_KEYS),
    title: z.string(),
    body: richTextDocEntity,
    text: z.string().describe('The body as plain text.'),
    updatedAt: timestamp,
    updatedBy: z
      .object({ _id: id.nullable(), name: z.string() })
      .nullable()
      .describe('Extra: who saved last (null: the seed).'),
    version: z.number().int().describe('Extra: +1 on every save; a PUT with an older version answers 409.'),
  })
  .meta({ id: 'LegalPage' });

/** One saved version of a legal page (the list leaves the body out). */
export const legalRevisionEntity = z
  .object({
    _id: id,
    key: z.enum(LEGAL_KEYS),
    version: z.number().int(),
    createdAt: timestamp,
    author: z.object({ _id: id.nullable(), name: z.string() }),
    title: z.string(),
  })
  .meta({ id: 'LegalRevision' });

// --- envelopes --------------------------------------------------------------------------------------

const success = z.literal(true);

export const errorResponse = z
  .object({
    message: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('Extra: one message per invalid field, e.g. "content[0][heading]".'),
  })
  .meta({ id: 'Error' });

/** 409 to a PUT that carried an older `version`: someone else saved in between. */
export const conflictResponse = z
  .object({
    message: z.string().describe('"{name} saved this at {time}. …"'),
    current: z
      .object({ version: z.number().int(), updatedAt: timestamp, updatedBy: staffRef })
      .optional()
      .describe('The saved version now (absent when the conflict is a slug already taken).'),
  })
  .meta({ id: 'Conflict' });

export const loginResponse = z.object({ success, user: userEntity });
export const twoFactorMethod = z.enum(['totp', 'webauthn']);
/** POST /login for an account with a second factor: no session yet; POST /login/2fa completes it. */
export const twoFactorChallengeResponse = z
  .object({
    twoFactorRequired: z.literal(true),
    methods: z
      .array(twoFactorMethod)
      .describe('The factors the account has; a recovery code is always accepted.'),
  })
  .meta({ id: 'TwoFactorChallenge' });
export const loginStepResponse = z.union([loginResponse, twoFactorChallengeResponse]);
export const meResponse = z.object({ user: userEntity.nullable() });
export const successResponse = z.object({ success, message: z.string() }).meta({ id: 'Success' });
/** One page of a long list (posts, the inbox, the audit log …; issue 26): its rows and where they sit in the whole. */
export const pagedList = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number().int().describe('How many rows match the filters.'),
    page: z.number().int(),
    limit: z.number().int(),
  });
export const blogListResponse = pagedList(blogEntity).extend({ success });
export const blogResponse = z.object({ success, data: blogEntity });
export const contactCreateResponse = z.object({ success, message: z.string() });
const notificationSettings = z
  .object({ enabled: z.boolean(), autoreply: z.boolean() })
  .describe('Extra: whether staff mails are sent now (SMTP_URL and NOTIFY_EMAILS set), and confirmations.');
export const contactListResponse = pagedList(enquirySummaryEntity).extend({
  success,
  message: z.string(),
  total: z
    .number()
    .int()
    .describe(
      `Extra: how many enquiries match the filters; with a search (q) at most ${ENQUIRY_SEARCH_COUNT_MAX} (see totalCapped).`,
    ),
  totalCapped: z
    .boolean()
    .describe(
      `Extra: true when a search matches more than ${ENQUIRY_SEARCH_COUNT_MAX}: total says ${ENQUIRY_SEARCH_COUNT_MAX}.`,
    ),
  notifications: notificationSettings,
});
export const enquiryResponse = z.object({
  success,
  data: enquiryEntity,
  notifications: notificationSettings,
});
export const enquiryNoteResponse = z.object({ success, data: enquiryNoteEntity });
export const enquiryAssigneesResponse = z.object({ success, data: z.array(enquiryAssigneeEntity) });
export const enquiryBulkResponse = z.object({ success, message: z.string(), count: z.number().int() });
export const enquiryReportResponse = z.object({
  success,
  data: z.object({
    weeks: z.array(isoDate).describe('The Monday each week starts on, oldest first.'),
    series: z.array(
      z.object({ source: z.string(), counts: z.array(z.number().int()), total: z.number().int() }),
    ),
    totals: z.array(z.number().int()),
    total: z.number().int(),
    timeZone: z.string(),
  }),
});
// --- visit analytics (issue 27) ---------------------------------------------------------------------

export const analyticsFigures = z
  .object({
    visitors: z.number().int().describe('Distinct visitors, counted per day (a visitor is new each day).'),
    visits: z.number().int(),
    pageviews: z.number().int(),
    bounceRate: z.number().describe('Share of visits with one page view, 0–1.'),
    visitSeconds: z.number().describe('Extra: average length of a visit, in seconds.'),
    enquiries: z.number().int().describe('Enquiries sent in the period (spam left out).'),
    conversionRate: z.number().describe('Enquiries per visit, 0–1.'),
    won: z.number().int().describe('Of those enquiries, how many are won.'),
    wonValue: z.number().describe("Their value: as staff entered it, else the quote lines' total."),
  })
  .meta({ id: 'AnalyticsFigures' });
export const analyticsSummaryResponse = z.object({
  success,
  data: analyticsFigures.extend({
    previous: analyticsFigures.describe('The same figures for the period of the same length just before.'),
    from: isoDate,
    to: isoDate,
    timeZone: z.string(),
    counting: z
      .enum(['on', 'off-server', 'off-site'])
      .describe(
        'Extra: whether visits are counted now (off-server: ANALYTICS=false; off-site: the settings switch).',
      ),
  }),
});
export const analyticsRow = z
  .object({
    key: z.string().describe("A page's path, a source's name, a campaign, a device class or a browser."),
    visitors: z.number().int(),
    visits: z.number().int(),
    pageviews: z.number().int(),
    enquiries: z.number().int(),
    conversionRate: z.number(),
    won: z.number().int(),
    wonValue: z.number().describe('Extra.'),
  })
  .meta({ id: 'AnalyticsRow' });
export const analyticsTableResponse = z.object({ success, data: z.array(analyticsRow) });
export const analyticsPoint = z.object({
  t: z.string().describe('The start of the hour or day, in SITE_TIMEZONE (YYYY-MM-DDTHH:mm).'),
  visitors: z.number().int(),
  pageviews: z.number().int(),
  enquiries: z.number().int(),
});
export const analyticsTimeseriesResponse = z.object({
  success,
  data: z.array(analyticsPoint),
  interval: z.enum(['hour', 'day']),
});
export const analyticsFunnelResponse = z.object({
  success,
  data: z.array(z.object({ step: z.enum(FUNNEL_STEPS), label: z.string(), visits: z.number().int() })),
});
export const analyticsRealtimeResponse = z.object({
  success,
  data: z.object({ visitors: z.number().int(), minutes: z.number().int() }),
});

/** A block's figures over the period (GET /admin/analytics/blocks). */
export const analyticsBlockRow = z.object({
  id: z.string().describe("The block's id"),
  type: z.string().describe("The block's kind (hero, cta-banner …); '' for a block no longer on the page"),
  position: z
    .number()
    .int()
    .nullable()
    .describe('Its place on the page, from 1; null when it is no longer there'),
  label: z.string().describe('How the editor names it ("Call-to-action banner 2"), or "A removed block"'),
  clicks: z.number().int().describe('Clicks on its links and buttons'),
  visitors: z.number().int().describe('Visitors who clicked in it (a visitor counts once a day)'),
  enquiries: z.number().int().describe('Enquiries whose visit clicked this block last (spam left out)'),
  won: z.number().int(),
  wonValue: z.number().describe("Won enquiries' value (else their quote lines' total)"),
});
export const analyticsBlocksResponse = z.object({
  success,
  data: z.object({
    from: z.string(),
    to: z.string(),
    pages: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        path: z.string().nullable(),
        blocks: z.array(analyticsBlockRow),
      }),
    ),
  }),
});

export const productListResponse = z.object({
  success,
  products: z.array(productEntity),
  productsCount: z.number().int(),
  resultPerPage: z.number().int(),
  filteredProductsCount: z.number().int(),
});
export const productResponse = z.object({ success, product: productEntity });
export const categoryListResponse = z.object({ success, categories: z.array(categoryEntity) });
export const categoryResponse = z.object({ success, category: categoryEntity });
export const secondSectionResponse = z.object({ success, data: secondSectionEntity });
export const siteSettingsResponse = z.object({ success, data: siteSettingsEntity });
export const jobOpeningResponse = z.object({ success, data: jobOpeningEntity });
export const jobOpeningListResponse = pagedList(jobOpeningEntity).extend({ success });
export const mediaInfoResponse = z.object({ success, data: mediaInfoEntity });
export const mediaItemResponse = z.object({ success, data: mediaItemEntity });
export const mediaListResponse = z.object({
  success,
  data: z.array(mediaItemEntity),
  total: z.number().int().describe('How many files match the filters.'),
});
/** 409 on DELETE: the file is in use; nothing was deleted. */
export const mediaInUseResponse = z
  .object({ success: z.literal(false), message: z.string(), usedBy: z.array(mediaUsageEntity) })
  .meta({ id: 'MediaInUse' });
/**
 * 400 when publishing (or scheduling, or updating a live item) would show an image that has neither
 * alt text nor the decorative mark: nothing was saved; `missingAlt` names each image so the form can
 * offer to write its alt text right there (PATCH /admin/media/{_id}) and try again.
 */
export const mediaMissingAltResponse = z
  .object({
    success: z.literal(false),
    message: z.string(),
    missingAlt: z.array(
      z.object({
        _id: id,
        path: z.string(),
        name: z.string(),
        label: z.string().describe('Where the form shows it, e.g. "Section 2 image" or "Product image 1".'),
      }),
    ),
  })
  .meta({ id: 'MediaMissingAlt' });
/** 400 of a post or product save: a field's error, or the images that need alt text to publish. */
export const contentSaveRefusal = z.union([mediaMissingAltResponse, errorResponse]);
/** POST bulk-delete: what went. */
export const mediaBulkDeleteResponse = z.object({ success, message: z.string(), deleted: z.number().int() });
export const legalPageResponse = z.object({ success, data: legalPageEntity });
export const legalPageListResponse = z.object({ success, data: z.array(legalPageEntity) });
/** Newest first. */
export const legalRevisionListResponse = z.object({ data: z.array(legalRevisionEntity) });
export const legalRevisionResponse = z.object({
  data: legalRevisionEntity.extend({ body: richTextDocEntity }),
});
export const secondSectionListResponse = z.object({ success, data: z.array(secondSectionEntity) });

// --- staff accounts ---------------------------------------------------------------------------------

export const passkeyEntity = z
  .object({
    _id: z.string().describe('The credential id (base64url).'),
    name: z.string(),
    createdAt: timestamp,
    lastUsedAt: timestamp.nullable(),
  })
  .meta({ id: 'Passkey' });

export const accountResponse = z.object({
  user: userEntity,
  totp: z.boolean(),
  passkeys: z.array(passkeyEntity),
  recoveryCodesLeft: z.number().int(),
  require2fa: z.boolean().describe('REQUIRE_2FA is on for this site.'),
  apiTokens: z
    .number()
    .int()
    .describe(
      'Extra: API tokens this account made (a password change or ending all sessions may revoke them).',
    ),
});

export const totpSetupResponse = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app.'),
  otpauthUrl: z.string().describe('The otpauth:// URI the QR code holds.'),
});

export const recoveryCodesResponse = z.object({
  recoveryCodes: z.array(z.string()).describe('Shown once: only their hashes are stored.'),
});

/** WebAuthn options for the browser (PublicKeyCredentialCreation/RequestOptionsJSON), passed through. */
export const passkeyOptionsResponse = z.looseObject({ challenge: z.string() }).meta({ id: 'PasskeyOptions' });

export const passkeyCreatedResponse = z.object({
  passkey: passkeyEntity,
  recoveryCodes: z
    .array(z.string())
    .optional()
    .describe('New recovery codes, when this is the account’s first second factor.'),
});

export const sessionEntity = z
  .object({
    _id: z.string(),
    current: z.boolean().describe('The session this request was made with.'),
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: timestamp,
    lastSeenAt: timestamp,
  })
  .meta({ id: 'Session' });
export const sessionListResponse = z.object({ data: z.array(sessionEntity) });
export const sessionsEndedResponse = z.object({
  success,
  message: z.string(),
  ended: z.number().int(),
  revokedTokens: z.number().int().describe('Extra: API tokens of the account revoked with them.'),
});

export const staffEntity = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(STAFF_ROLES).describe('Extra: admin, editor or author.'),
    active: z.boolean(),
    twoFactor: z.boolean(),
    lastLoginAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'Staff' });
export const staffListResponse = z.object({ data: z.array(staffEntity) });
export const staffResponse = z.object({
  user: staffEntity,
  password: z.string().optional().describe('The generated password, shown once (when none was given).'),
});

export const auditEntry = z
  .object({
    _id: id,
    at: timestamp,
    actor: z.object({
      _id: id
        .nullable()
        .describe('null for the command line, the scheduler, or a failed sign-in of an unknown login.'),
      email: z.string().nullable(),
      tokenId: id
        .nullable()
        .describe('Extra (issue 28): the API token the change was made with; `email` names it.'),
    }),
    action: z.string().describe('e.g. product.update, login, login.failed, staff.deactivate'),
    target: z.string().nullable().describe('e.g. product:<id>'),
    targetLabel: z.string().nullable().describe('Extra: a readable name of the target.'),
    ip: z.string().nullable(),
    fields: z.array(z.string()).describe('Names of the fields that changed (never their values).'),
  })
  .meta({ id: 'AuditEntry' });
export const auditListResponse = pagedList(auditEntry);

/** GET /admin/schedule: what goes live next (issue 18). */
export const scheduledItem = z
  .object({
    kind: z.string().describe('The content type (post, product, …).'),
    _id: id,
    title: z.string().describe("A post's title or a product's name."),
    slug: z.string(),
    publishAt: timestamp.describe('When the scheduler publishes it (UTC).'),
    change: z
      .boolean()
      .optional()
      .describe(
        'True: a change to a live item (its content then replaces what is live); absent: the item goes live.',
      ),
  })
  .meta({ id: 'ScheduledItem' });

/**
 * GET, PUT and DELETE /admin/content/{type}/{id}/scheduled-change: a change to a live item saved now
 * and put live by the scheduler at its time (issue 35: "schedules it, and it goes live"); the live
 * item stays as it is until then. null: none is scheduled.
 */
export const scheduledChangeEntity = z
  .object({
    publishAt: timestamp.describe('When the scheduler puts the change live (UTC).'),
    savedAt: timestamp,
    savedBy: z.string().nullable().describe('Who scheduled it (their name); null when the account is gone.'),
    version: z.number().int().describe('The version of the item it was made from.'),
  })
  .meta({ id: 'ScheduledChange' });
export const scheduledChangeResponse = z.object({ success, data: scheduledChangeEntity.nullable() });
export const scheduleResponse = z.object({
  data: z.array(scheduledItem),
  timeZone: z.string().describe('The IANA zone publishing times are entered and shown in (SITE_TIMEZONE).'),
});

/** PUT /admin/presence/{kind}/{id}: who holds the item's editing now (issue 18 item 5). */
export const presenceEntity = z
  .object({
    holder: staffRef.describe('Who is editing it; null when nobody is.'),
    mine: z.boolean().describe('True when the caller holds it (claimed or refreshed by this call).'),
    since: timestamp.nullable().describe('The holder’s last heartbeat (stale after PRESENCE_STALE_SECONDS).'),
  })
  .meta({ id: 'EditPresence' });
export const presenceResponse = z.object({ data: presenceEntity });

/** GET /admin/seo/title-taken: the other items whose search title (SEO title, else title/name) is this one. */
export const seoTitleTakenResponse = z
  .object({
    data: z.object({
      taken: z.boolean(),
      items: z
        .array(
          z.object({
            kind: z.string().describe('The content type (post, product, …).'),
            _id: id,
            title: z.string().describe("The post's title or the product's name, as the admin lists it."),
          }),
        )
        .describe('At most 5, published first.'),
    }),
  })
  .meta({ id: 'SeoTitleTaken' });
// --- revisions (issue 18) ---------------------------------------------------------------------------

export const revisionEntity = z
  .object({
    _id: id,
    createdAt: timestamp,
    version: z.number().int().describe('Extra: the item’s version this save made.'),
    author: z
      .object({
        _id: id.nullable().describe('null once the account is gone, or for the system.'),
        name: z.string(),
      })
      .describe('Who saved.'),
    summary: z.string().describe('One line: "Changed title, section 2 text; added an image".'),
  })
  .meta({ id: 'Revision' });
/** Newest first. */
export const revisionListResponse = z.object({ data: z.array(revisionEntity) });
/** The item as it was after that save. */
export const blogRevisionResponse = z.object({ data: blogEntity });
export const productRevisionResponse = z.object({ data: productEntity });
/** The item as it is after the restore, and the revision the restore wrote. */
export const blogRestoreResponse = z.object({ success, data: blogEntity, revision: revisionEntity });
export const productRestoreResponse = z.object({ success, data: productEntity, revision: revisionEntity });

// --- preview links (issue 18 item 4) -----------------------------------------------------------------

export const previewLinkEntity = z
  .object({
    _id: id,
    createdAt: timestamp,
    expiresAt: timestamp,
    revokedAt: timestamp.nullable(),
    lastUsedAt: timestamp.nullable().describe('The last time the link was opened (to the minute).'),
    createdBy: z.object({ _id: id, name: z.string() }).nullable().describe('null once the account is gone.'),
    active: z.boolean().describe('Neither revoked nor expired: the link opens the preview.'),
  })
  .meta({ id: 'PreviewLink' });
/** Newest first; never the token (only its hash is stored). */
export const previewLinkListResponse = z.object({ data: z.array(previewLinkEntity) });
export const previewLinkCreatedResponse = z
  .object({
    data: z.object({
      _id: id,
      url: z.string().describe('The preview address with its token: shown once, never again.'),
      expiresAt: timestamp,
    }),
  })
  .meta({ id: 'PreviewLinkCreated' });

// --- redirects and the 404 log (issue 17 item 3) ------------------------------------------------------

export const redirectEntity = z
  .object({
    _id: id,
    from: z.string().describe('The old path as entered; matched ignoring a trailing slash and letter case.'),
    to: z.string().describe('A path on this site or an https:// address.'),
    hits: z.number().int().describe('Requests answered with this redirect (counted in batches).'),
    lastHitAt: timestamp.nullable().describe('Extra: the last request it answered.'),
    createdAt: timestamp,
    createdBy: z.string().nullable().describe('The name of the admin who added it (kept if they leave).'),
  })
  .meta({ id: 'Redirect' });
/** Newest first. */
export const redirectListResponse = pagedList(redirectEntity);
export const redirectResponse = z.object({ data: redirectEntity });
export const redirectImportResponse = z.object({
  data: z.array(redirectEntity).describe('The redirects the import added, in the order of the lines.'),
});
/** 400 to an import: nothing was saved; one message per bad line. */
export const redirectImportErrorResponse = z
  .object({
    message: z.string(),
    errors: z
      .union([
        z.array(z.object({ line: z.number().int(), message: z.string() })),
        z.record(z.string(), z.string()),
      ])
      .optional()
      .describe(
        'One entry per refused line (1-based line numbers of the text sent); for a malformed body, one message per field.',
      ),
  })
  .meta({ id: 'RedirectImportError' });

export const notFoundEntity = z
  .object({
    path: z.string().describe('The path that answered 404 (without its query string).'),
    hits: z.number().int(),
    lastSeen: timestamp,
    referrer: z.string().nullable().describe('The host of the last page that linked here, if any.'),
  })
  .meta({ id: 'NotFoundPath' });
export const notFoundListResponse = pagedList(notFoundEntity);
/** GET /search (issue 17): one page of published posts, service pages and products, best first. */
export const searchHit = z
  .object({
    type: z
      .string()
      .describe(`One of ${SEARCH_RESULT_TYPES.join(', ')}, or another content type with a page of its own.`),
    title: z.string().describe('Plain text.'),
    url: z.string().describe("The page's path on this site."),
    excerpt: z
      .string()
      .describe(
        'Plain text (never HTML): a short passage around the matching words, or the start of the text.',
      ),
    marks: z
      .array(z.tuple([z.number().int(), z.number().int()]))
      .describe('Extra: the matching words in `excerpt`, as [start, end) offsets in UTF-16 code units.'),
    excerptHtml: z
      .string()
      .describe('Extra: `excerpt` as HTML: the text escaped, the matching words in <mark>, nothing else.'),
  })
  .meta({ id: 'SearchHit' });
export const searchResponse = z.object({
  data: z.array(searchHit),
  total: z.number().int().describe('How many published items match.'),
  page: z.number().int(),
  limit: z.number().int(),
});

// --- forms and candidates (issue 29) -----------------------------------------------------------------

const formFieldEntity = z
  .object({
    key: z.string(),
    type: z.enum(FORM_FIELD_TYPES),
    label: z.string(),
    help: z.string().optional(),
    required: z.boolean(),
    options: z.array(z.string()).optional(),
    showWhen: z
      .object({ field: z.string(), equals: z.string() })
      .optional()
      .describe('Shown only when the earlier field `field` has the value `equals`.'),
    step: z.number().int().optional(),
    minLength: z.number().int().optional(),
    maxLength: z.number().int().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    source: z.enum(HIDDEN_SOURCES).optional(),
    accept: z.array(z.enum(FILE_KINDS)).optional(),
  })
  .meta({ id: 'FormField' });

const formConfirmationEntity = z.union([
  z.object({ kind: z.literal('message'), message: z.string() }),
  z.object({ kind: z.literal('page'), path: z.string() }),
]);

/** GET /api/v1/forms/{slug}: what the public form needs. */
export const publicFormEntity = z
  .object({
    _id: id,
    slug: z.string(),
    title: z.string(),
    version: z.number().int().describe('Each save of the definition is a new version; entries keep theirs.'),
    fields: z.array(formFieldEntity),
    steps: z.array(z.string()).describe('Step titles; empty: one page.'),
    confirmation: formConfirmationEntity,
  })
  .meta({ id: 'PublicForm' });

/** The admin's view of a form: its definition, who is told, and its entries. */
export const formEntity = publicFormEntity
  .extend({
    notify: z.array(z.string()).describe('Who gets a mail of each entry (besides NOTIFY_EMAILS).'),
    entries: z.number().int().describe('How many entries (enquiries) it has, spam left out.'),
    lastEntryAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Form' });

export const formResponse = z.object({ success, data: formEntity });
export const formListResponse = z.object({ success, data: z.array(formEntity) });
export const publicFormResponse = z.object({ success, data: publicFormEntity });
export const formChoicesResponse = z.object({
  data: z.array(z.object({ _id: id, slug: z.string(), title: z.string() })),
});
/** POST /api/v1/forms/{slug}/entries: sent; what the visitor sees next. */
export const formEntryCreatedResponse = z.object({
  success,
  message: z.string(),
  data: z.object({ _id: id }),
  confirmation: formConfirmationEntity,
});

const applicationJobRef = z.object({ _id: id, title: z.string(), slug: z.string() });
const staffChoice = z.object({ _id: id, name: z.string(), email: z.string() });

/** A row of GET /api/v1/admin/applications (the fields, and what the board shows). */
export const applicationSummaryEntity = z
  .object({
    _id: id,
    job: applicationJobRef,
    name: z.string(),
    email: z.string(),
    phone: z.string().describe('Extra.'),
    stage: z.enum(APPLICATION_STAGES),
    rating: z.number().int().nullable().describe('1–5, or null when nobody rated it.'),
    assignee: staffChoice.nullable().describe('Extra.'),
    keep: z.boolean().describe('Extra: kept past the retention period.'),
    source: z.string().describe('Extra: where the visit came from (UTM source, referrer or direct).'),
    createdAt: timestamp,
    updatedAt: timestamp.describe('Extra.'),
  })
  .meta({ id: 'ApplicationSummary' });

export const applicationEventEntity = z
  .object({
    _id: id,
    at: timestamp,
    actor: z.string().nullable().describe('Who did it (null: the applicant or the system).'),
    kind: z.enum(['applied', 'stage', 'assignee', 'rating', 'keep', 'note', 'cv']),
    from: z.string().nullable(),
    to: z.string().nullable(),
  })
  .meta({ id: 'ApplicationEvent' });

export const applicationNoteEntity = z
  .object({
    _id: id,
    text: z.string(),
    author: z.object({ _id: id.nullable(), name: z.string() }),
    createdAt: timestamp,
  })
  .meta({ id: 'ApplicationNote' });

/** GET /api/v1/admin/applications/{id}: everything about one application. */
export const applicationEntity = applicationSummaryEntity
  .extend({
    coverNote: z.string(),
    links: z.array(z.string()),
    consent: z.object({
      text: z.string().describe('The consent box’s exact text, as the applicant saw and ticked it.'),
      version: z.string().describe('Its version: the same text always has the same version.'),
      at: timestamp,
    }),
    cv: entryFileEntity.nullable(),
    attribution: enquiryAttributionEntity,
    notes: z.array(applicationNoteEntity),
    history: z.array(applicationEventEntity).describe('Oldest first.'),
    deleteAfter: isoDate
      .nullable()
      .describe(
        'The day it is deleted (retention) unless kept; null while the opening is open or when kept.',
      ),
  })
  .meta({ id: 'Application' });

export const applicationListResponse = pagedList(applicationSummaryEntity).extend({ success });
export const applicationResponse = z.object({ success, data: applicationEntity });
export const applicationNoteResponse = z.object({ success, data: applicationNoteEntity });
export const applicationAssigneesResponse = z.object({ success, data: z.array(staffChoice) });
/** 201 to an application: its id (a dropped bot gets one too, and cannot tell). */
export const applicationCreatedResponse = z.object({
  success,
  message: z.string(),
  data: z.object({ _id: id }),
});
/** GET /api/v1/admin/applications/summary: each opening with applications, counted per stage. */
export const applicationsSummaryResponse = z.object({
  success,
  data: z.array(
    z.object({
      job: applicationJobRef.extend({ open: z.boolean() }),
      counts: z.record(z.enum(APPLICATION_STAGES), z.number().int()),
      total: z.number().int(),
    }),
  ),
});
/** GET /api/v1/admin/applications/export?email=: one person's data, files included (base64). */
export const personExportResponse = z.object({
  success,
  data: z.object({
    email: z.string(),
    exportedAt: timestamp,
    applications: z.array(
      applicationEntity.extend({
        cvFile: z
          .object({ name: z.string(), mime: z.string(), base64: z.string() })
          .nullable()
          .describe('The CV itself.'),
      }),
    ),
  }),
});
export const personErasedResponse = z.object({
  success,
  message: z.string(),
  count: z.number().int().describe('Applications erased (with their CVs, notes and history).'),
});
