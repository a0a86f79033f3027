/**
 * Web development (/webdevelopment) and its five pages (/webdevelopment/<slug>): the pages the code
 * had, as seeds. The overview is their parent, so each detail page shows the trail Home › Web
 * Development › its name, in its hero and its BreadcrumbList. Their head titles are not their names
 * ("CMS Development Services" against "CMS Development"): each has an SEO title of its own.
 */
import type { SceneKind } from '../illustrations.ts';
import { PAGE, WEB_DEVELOPMENT_SLUGS, type WebDevelopmentSlug } from '../routes.ts';
import { BUTTONS, cta, hero, type SeedBlock, url } from './build.ts';
import type { PageSeed } from './index.ts';

interface TitledText {
  title: string;
  text: string;
}

/** The words of one detail page. */
interface DetailText {
  /** The card's title on the overview, the hero's line above its heading and the trail's name. */
  name: string;
  /** The card's text on the overview. */
  summary: string;
  image: { kind: SceneKind };
  /** Its head: the title before " | site name", the description and the keywords. */
  seo: { title: string; description: string; keywords: string };
  heading: string;
  lead: string;
  intro: { heading: string; paragraphs: string[] };
  deliver: TitledText[];
  process: TitledText[];
  technologies: string[];
  faq: { question: string; answer: string }[];
  cta: { title: string; text: string };
}

const OVERVIEW = {
  eyebrow: 'Web Development',
  title: 'Websites and web apps that work as hard as you do',
  lead: 'From a company website to a portal your whole team runs on, we plan, design, build and support it. Fast pages, clean code and clear communication throughout.',
  gridHeading: 'Our web development services',
  gridLead: 'Choose a service to see what we deliver, how we work and the tools we use.',
  why: {
    heading: 'Why clients build with us',
    points: [
      {
        title: 'Speed that visitors feel',
        text: 'We budget page weight and test on mid-range phones, so your site loads quickly where your customers actually are.',
      },
      {
        title: 'Security from the first commit',
        text: 'Input validation, safe defaults, dependency checks and regular updates are part of the job, not an extra.',
      },
      {
        title: 'A team that stays',
        text: 'Personalised support 24*7 after launch, from the people who built your product.',
      },
    ],
  },
  cta: {
    title: 'Have a web project in mind?',
    text: 'Book a free consultation. We will listen, ask the right questions and suggest the simplest way forward.',
  },
} as const;

const STANDARD_PROCESS: TitledText[] = [
  {
    title: 'Discover',
    text: 'We learn your goals, users and constraints, and agree what success looks like.',
  },
  {
    title: 'Plan and design',
    text: 'Wireframes, a clickable prototype and a written scope, so there are no surprises on price or timing.',
  },
  {
    title: 'Build in short cycles',
    text: 'You see working software every one or two weeks and steer priorities as we go.',
  },
  {
    title: 'Launch and support',
    text: 'We deploy, monitor and improve. Your site stays fast, secure and up to date.',
  },
];

const PAGES: Record<WebDevelopmentSlug, DetailText> = {
  'enterprise-web-app-development': {
    name: 'Enterprise Web App Development',
    summary:
      'Custom portals, dashboards and workflow tools that replace spreadsheets and connect the systems you already use.',
    image: { kind: 'server' },
    seo: {
      title: 'Enterprise Web App Development',
      description:
        'Secure, scalable enterprise web applications: custom portals, workflow automation, dashboards and integrations, built around how your business works.',
      keywords:
        'enterprise web application development, custom business software, workflow automation, business portal, dashboard development',
    },
    heading: 'Enterprise web apps your teams rely on every day',
    lead: 'We build secure, fast web applications that replace scattered spreadsheets and patchy tools with one system your people are glad to use.',
    intro: {
      heading: 'Software shaped around how you work',
      paragraphs: [
        'Off-the-shelf tools make your processes fit someone else’s template. We start from your real workflows (approvals, stock, reporting, customer and partner portals) and build an application that fits them.',
        'The result is fewer manual steps, one source of truth for your data and reports you can trust. It is built to grow with you, so new teams, branches and features do not mean starting over.',
      ],
    },
    deliver: [
      {
        title: 'Custom business portals',
        text: 'Customer, vendor and employee portals with secure sign-in and the right view for each role.',
      },
      {
        title: 'Workflow automation',
        text: 'Approvals, reminders and hand-offs that happen on time without anyone chasing them.',
      },
      {
        title: 'Dashboards and reports',
        text: 'Live numbers for managers, exports for finance and audit trails for compliance.',
      },
      {
        title: 'Role-based access',
        text: 'Everyone sees exactly what they need. Every change is logged.',
      },
      {
        title: 'Integration with your systems',
        text: 'ERP, CRM, accounting and payment systems connected, so data is entered once.',
      },
      {
        title: 'Cloud hosting and care',
        text: 'Deployment, backups, monitoring and updates handled for you.',
      },
    ],
    process: STANDARD_PROCESS,
    technologies: [
      'React',
      'TypeScript',
      'Node.js',
      'Python',
      'PostgreSQL',
      'REST and GraphQL',
      'Docker',
      'AWS',
    ],
    faq: [
      {
        question: 'How long does an enterprise web app take?',
        answer:
          'It depends on scope. We agree a first release that solves your most pressing problem, ship it early and add to it in short cycles, so you get value long before everything is finished.',
      },
      {
        question: 'Can you work with our existing systems?',
        answer:
          'Yes. Most projects connect to at least one existing tool. We read the documentation, test against a sandbox and build the link so data flows both ways where needed.',
      },
      {
        question: 'Who owns the code?',
        answer:
          'You do. On final payment the source code, designs and documentation are yours, and we hand over everything needed to run the application.',
      },
      {
        question: 'Do you support the application after launch?',
        answer:
          'Yes. We offer monthly support plans covering monitoring, security updates, fixes and small improvements, with personalised support 24*7.',
      },
    ],
    cta: {
      title: 'Ready to replace the spreadsheets?',
      text: 'Share how your team works today. We will map out an application and send a clear quote.',
    },
  },
  cms: {
    name: 'CMS Development',
    summary:
      'Websites your team can update without a developer: clear editing screens, reusable page blocks and safe publishing.',
    image: { kind: 'cms' },
    seo: {
      title: 'CMS Development Services',
      description:
        'WordPress and headless CMS development: easy editing, reusable page blocks, fast pages and safe publishing for marketing and content teams.',
      keywords: 'CMS development, WordPress development, headless CMS, website content management, Strapi',
    },
    heading: 'A website your team can update in minutes',
    lead: 'We build content-managed websites with editing screens that make sense, so changing a page, adding a post or launching a campaign never waits for a developer.',
    intro: {
      heading: 'Publishing should be the easy part',
      paragraphs: [
        'A content management system (CMS) lets your team edit the website like a document. We set it up around the content you actually publish: pages, posts, products, case studies or job openings.',
        'We choose the right platform for you, whether that is WordPress, a headless CMS with a modern front end or a light custom editor, and we keep it fast, secure and easy to maintain.',
      ],
    },
    deliver: [
      {
        title: 'Reusable page blocks',
        text: 'Build new landing pages from approved blocks that always look on-brand.',
      },
      {
        title: 'Roles and approvals',
        text: 'Writers draft, editors review, and only approved content goes live.',
      },
      {
        title: 'SEO built in',
        text: 'Editable titles, descriptions, clean URLs, sitemaps and structured data.',
      },
      {
        title: 'Content migration',
        text: 'We move your existing pages, posts and media and set up redirects so nothing breaks.',
      },
      {
        title: 'Headless when it helps',
        text: 'Serve the same content to your website, app and other channels from one place.',
      },
      {
        title: 'Training and guides',
        text: 'A short session and a written guide so your team is confident from day one.',
      },
    ],
    process: STANDARD_PROCESS,
    technologies: ['WordPress', 'Strapi', 'Headless CMS', 'React', 'Next.js', 'PHP', 'MySQL', 'PostgreSQL'],
    faq: [
      {
        question: 'Which CMS should we use?',
        answer:
          'It depends on who edits the site and how often. We recommend a platform after a short discovery call and explain the trade-offs in plain language.',
      },
      {
        question: 'Can you move our old website to the new CMS?',
        answer:
          'Yes. We migrate content and media, keep your URLs where possible and add redirects where they change, so search rankings are protected.',
      },
      {
        question: 'Will the site stay secure?',
        answer:
          'We keep the core, themes and plugins up to date, limit admin access and take regular backups. A support plan keeps this running after launch.',
      },
    ],
    cta: {
      title: 'Tired of waiting for website changes?',
      text: 'Tell us what you publish. We will propose a CMS setup your team will actually enjoy using.',
    },
  },
  'ecommerce-development-services': {
    name: 'E-commerce Development',
    summary:
      'Online stores that load fast, make checkout easy and connect payments, shipping and stock in one place.',
    image: { kind: 'cart' },
    seo: {
      title: 'E-commerce Development Services',
      description:
        'Custom and platform-based online stores with fast pages, simple checkout, Indian and international payments, shipping and inventory integrations.',
      keywords:
        'ecommerce development, online store development, Shopify development, WooCommerce, payment gateway integration, UPI',
    },
    heading: 'Online stores that turn visitors into customers',
    lead: 'Fast product pages, a checkout with no dead ends and the back-office tools to run orders, stock and shipping without the chaos.',
    intro: {
      heading: 'Built to sell, easy to run',
      paragraphs: [
        'Every extra second and every confusing step costs sales. We design stores around how your customers shop, on their phones first, and keep the path from product to payment short.',
        'Behind the scenes we connect payments, shipping partners, invoicing and inventory, so an order placed at midnight is ready to pack in the morning.',
      ],
    },
    deliver: [
      {
        title: 'Storefront design',
        text: 'Clear categories, helpful filters and product pages with the details buyers look for.',
      },
      {
        title: 'Simple, secure checkout',
        text: 'Guest checkout, saved addresses and payment by UPI, cards, net banking or wallets.',
      },
      {
        title: 'Inventory and orders',
        text: 'Stock that stays accurate across channels, with order status customers can track.',
      },
      {
        title: 'Shipping integrations',
        text: 'Rates, labels and tracking from your courier partners, right in the admin.',
      },
      {
        title: 'Promotions and coupons',
        text: 'Discounts, bundles and seasonal offers your team can set up on their own.',
      },
      {
        title: 'Analytics that matter',
        text: 'Conversion, average order value and abandoned carts reported in plain numbers.',
      },
    ],
    process: STANDARD_PROCESS,
    technologies: [
      'Shopify',
      'WooCommerce',
      'Magento',
      'React',
      'Node.js',
      'Razorpay',
      'Stripe',
      'PostgreSQL',
    ],
    faq: [
      {
        question: 'Should we use Shopify or a custom store?',
        answer:
          'Platforms like Shopify are quick to launch and easy to run. A custom build makes sense for unusual pricing, B2B ordering or deep integrations. We will tell you honestly which fits.',
      },
      {
        question: 'Which payment methods can you add?',
        answer:
          'UPI, cards, net banking and wallets through Indian gateways, plus international gateways if you sell abroad.',
      },
      {
        question: 'Can you connect the store to our marketplace listings?',
        answer:
          'Yes. We can sync products and stock with marketplaces such as Amazon, and our listing team can manage those listings for you.',
      },
    ],
    cta: {
      title: 'Let’s build a store that sells',
      text: 'Tell us what you sell and how you ship. We will come back with a plan and a clear quote.',
    },
  },
  'third-party-API-integration': {
    name: 'Third-Party API Integration',
    summary:
      'Connect payments, CRM, ERP, shipping, messaging and maps to your website or app, reliably and securely.',
    image: { kind: 'api' },
    seo: {
      title: 'Third-Party API Integration Services',
      description:
        'Reliable API integrations for payments, CRM, ERP, shipping, SMS and WhatsApp messaging, maps and more, with monitoring and clear error handling.',
      keywords:
        'API integration services, third party API integration, payment gateway integration, CRM integration, ERP integration, webhook',
    },
    heading: 'Connect your tools so data flows on its own',
    lead: 'We link your website, app and business systems through their APIs, so information is entered once and is always up to date everywhere.',
    intro: {
      heading: 'Less copy-paste, fewer mistakes',
      paragraphs: [
        'When systems do not talk to each other, people fill the gap by retyping orders, exporting spreadsheets and checking two screens. Integrations remove that busywork.',
        'We build connections that handle the real world: timeouts, retries, duplicate events and rate limits. Every integration is logged and monitored, so problems are caught before your customers notice.',
      ],
    },
    deliver: [
      {
        title: 'Payment gateways',
        text: 'Checkout, payment status and receipts synced with your orders.',
      },
      {
        title: 'CRM and ERP sync',
        text: 'Leads, customers, invoices and stock kept consistent across systems.',
      },
      {
        title: 'Shipping and logistics',
        text: 'Live rates, label creation and tracking updates from courier APIs.',
      },
      {
        title: 'Messaging and notifications',
        text: 'SMS, email and WhatsApp messages triggered by the events that matter.',
      },
      {
        title: 'Maps and location',
        text: 'Address lookup, store finders and delivery zones.',
      },
      {
        title: 'Custom APIs',
        text: 'Well-documented APIs of your own, so partners can connect to you.',
      },
    ],
    process: [
      {
        title: 'Map the data',
        text: 'We list what moves where, how often and who owns each record.',
      },
      {
        title: 'Prototype against a sandbox',
        text: 'We prove the connection works with test accounts before touching live data.',
      },
      {
        title: 'Build for failure',
        text: 'Retries, idempotency and alerts so a flaky network never loses an order.',
      },
      {
        title: 'Monitor and maintain',
        text: 'We watch the logs and update the integration when a provider changes its API.',
      },
    ],
    technologies: [
      'REST',
      'GraphQL',
      'Webhooks',
      'OAuth 2.0',
      'Node.js',
      'Python',
      'Razorpay',
      'WhatsApp Business',
    ],
    faq: [
      {
        question: 'What if the other service has poor documentation?',
        answer:
          'It happens. We test against a sandbox, talk to the provider’s support when needed and document what we learn for your team.',
      },
      {
        question: 'What happens when a provider changes its API?',
        answer:
          'With a support plan we track provider announcements and update your integration before old versions are switched off.',
      },
      {
        question: 'Is our data safe?',
        answer:
          'API keys are stored securely, connections use encryption and we only request the access the integration needs.',
      },
    ],
    cta: {
      title: 'Which systems should talk to each other?',
      text: 'List the tools you use today. We will show you what can be connected and what it saves.',
    },
  },
  'web-design-services': {
    name: 'Web Design Services',
    summary:
      'Clear, accessible, on-brand designs that help visitors find what they need and take the next step.',
    image: { kind: 'design' },
    seo: {
      title: 'Web Design Services',
      description:
        'User-centred, responsive and accessible web design: research, wireframes, prototypes and design systems that look good and convert visitors.',
      keywords: 'web design services, responsive web design, UI design, UX design, website redesign, Figma',
    },
    heading: 'Web design that looks sharp and makes the next step obvious',
    lead: 'We design websites around what your visitors came to do, then make it beautiful. The result is a site that builds trust and brings in enquiries.',
    intro: {
      heading: 'Good design is good business',
      paragraphs: [
        'Visitors decide in seconds whether to stay. A clear layout, readable text and one obvious call to action on every page keep them moving towards contacting you.',
        'We design for phones first, check colour contrast and keyboard use, and hand developers a tidy design system, so what you approve is exactly what goes live.',
      ],
    },
    deliver: [
      {
        title: 'Research and structure',
        text: 'We learn who your visitors are and organise content the way they look for it.',
      },
      {
        title: 'Wireframes and prototypes',
        text: 'Clickable drafts you can try on your phone before anything is built.',
      },
      {
        title: 'Visual design',
        text: 'Typography, colour and illustration that fit your brand and feel modern.',
      },
      {
        title: 'Responsive layouts',
        text: 'Every page designed for phones, tablets and large screens.',
      },
      {
        title: 'Accessibility',
        text: 'Contrast, focus states and clear labels so everyone can use your site.',
      },
      {
        title: 'Design system',
        text: 'Reusable components and rules that keep new pages consistent.',
      },
    ],
    process: STANDARD_PROCESS,
    technologies: ['Figma', 'Design tokens', 'HTML', 'CSS', 'React', 'Storybook', 'WCAG 2.2', 'Lighthouse'],
    faq: [
      {
        question: 'Can you redesign our existing website?',
        answer:
          'Yes. We start by reviewing what works today, keep what helps visitors and fix what gets in their way.',
      },
      {
        question: 'How many design revisions do we get?',
        answer: 'We agree review rounds in the scope. In practice, early prototypes mean fewer late changes.',
      },
      {
        question: 'Do you also build the design?',
        answer:
          'Yes. Our developers build what we design, so nothing gets lost between the design file and the live site.',
      },
    ],
    cta: {
      title: 'Want a website that earns its keep?',
      text: 'Send us your current site or your idea. We will suggest where design can make the biggest difference.',
    },
  },
};

/** A section block's shared fields: its heading's id, the line above it, the heading and its look. */
const section = (anchor: string, eyebrow: string, heading: string, muted: boolean) => ({
  anchor,
  eyebrow,
  heading,
  background: muted ? 'muted' : 'plain',
});

function detailBody(page: DetailText): SeedBlock[] {
  return [
    hero(page.name, page.heading, page.lead, BUTTONS.getAQuote, 'parents'),
    {
      type: 'intro',
      props: {
        anchor: 'webdev-intro-heading',
        heading: page.intro.heading,
        text: page.intro.paragraphs.join('\n\n'),
        picture: { drawing: page.image, label: '' },
        background: 'plain',
      },
    },
    {
      type: 'feature-grid',
      props: {
        ...section(
          'webdev-deliver-heading',
          'What we deliver',
          'Everything you need, handled by one team',
          true,
        ),
        look: 'checklist',
        features: page.deliver.map((d) => ({ icon: 'check', ...d })),
      },
    },
    {
      type: 'steps',
      props: {
        ...section('webdev-process-heading', 'How we work', 'A clear process with no surprises', false),
        steps: page.process,
      },
    },
    {
      type: 'tag-list',
      props: {
        ...section('webdev-tech-heading', 'Technologies', 'Proven tools we use', true),
        tags: page.technologies.map((text) => ({ text })),
      },
    },
    {
      type: 'faq',
      props: {
        ...section('webdev-faq-heading', 'FAQ', 'Questions clients ask us', false),
        questions: page.faq,
      },
    },
    cta(page.cta.title, page.cta.text, BUTTONS.getAQuote),
  ];
}

const OVERVIEW_BODY: SeedBlock[] = [
  hero(OVERVIEW.eyebrow, OVERVIEW.title, OVERVIEW.lead, BUTTONS.bookConsultation),
  {
    type: 'card-grid',
    props: {
      anchor: 'webdevelopment-grid-heading',
      heading: OVERVIEW.gridHeading,
      lead: OVERVIEW.gridLead,
      background: 'muted',
      cards: WEB_DEVELOPMENT_SLUGS.map((slug) => ({
        picture: { drawing: PAGES[slug].image, label: '' },
        title: PAGES[slug].name,
        text: PAGES[slug].summary,
        link: url(BUTTONS.readMore, PAGE.webDevelopmentDetail(slug)),
      })),
    },
  },
  {
    type: 'feature-grid',
    props: {
      anchor: 'webdev-why-heading',
      heading: OVERVIEW.why.heading,
      background: 'plain',
      look: 'ticks',
      features: OVERVIEW.why.points.map((p) => ({ icon: 'circle-check', ...p })),
    },
  },
  cta(OVERVIEW.cta.title, OVERVIEW.cta.text, BUTTONS.bookConsultation),
];

export const WEB_DEVELOPMENT_SEED: PageSeed = {
  key: 'web-development',
  // The trail's name on the pages under it; the head says "Web Development Services".
  title: 'Web Development',
  slug: 'webdevelopment',
  seo: {
    title: 'Web Development Services | {siteName}',
    description:
      'Enterprise web apps, CMS websites, e-commerce stores, API integrations and web design from {siteName}. Fast, secure and built to grow with you.',
  },
  keywords:
    'web development company India, enterprise web application, CMS development, ecommerce development, API integration, web design',
  structuredData: 'service',
  body: OVERVIEW_BODY,
};

/** The five detail pages, in the overview's order, under it. */
export const WEB_DEVELOPMENT_DETAIL_SEEDS: readonly PageSeed[] = WEB_DEVELOPMENT_SLUGS.map((slug) => {
  const page = PAGES[slug];
  return {
    key: `web-development/${slug}`,
    title: page.name,
    slug,
    parent: WEB_DEVELOPMENT_SEED.key,
    seo: { title: `${page.seo.title} | {siteName}`, description: page.seo.description },
    keywords: page.seo.keywords,
    structuredData: 'service',
    body: detailBody(page),
  };
});
