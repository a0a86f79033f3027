/**
 * Demo content that fills an empty database: categories, products, blogs and the home page
 * "Service Expertise" block. Every media file named here lives in ./media and is produced by
 * server/scripts/generate-seed-media.ts (original generated artwork, committed to the repo).
 */
import type { SeedContent } from './types.ts';

export const seedContent: SeedContent = {
  categories: [
    {
      key: 'software',
      name: 'Software Licences',
      description:
        'Genuine licences for the tools your team uses every day, installed and configured by our engineers.',
    },
    {
      key: 'websites',
      name: 'Website Packages',
      description: 'Fixed-scope websites and app sprints that launch quickly and are built to grow with you.',
    },
    {
      key: 'marketing',
      name: 'Marketing Packages',
      description: 'Ready-to-run marketing services that bring measurable traffic, enquiries and sales.',
    },
    {
      key: 'hardware',
      name: 'Hardware & IoT Kits',
      description:
        'Tested hardware kits that take a connected-device idea from your desk to a working pilot.',
    },
  ],

  products: [
    {
      name: 'Starter Business Website',
      description:
        'A fast, mobile-friendly website that makes a strong first impression and turns visitors into enquiries. Includes up to six pages, a contact form with a WhatsApp button, basic on-page SEO and one year of hosting support. Delivered in about two weeks, with two rounds of revisions.',
      price: 14999,
      ratings: 4.7,
      stock: 120,
      categoryKey: 'websites',
      images: ['starter-website-1.jpg', 'starter-website-2.png'],
    },
    {
      name: 'Mobile App Prototype Sprint',
      description:
        'Test your app idea with real users before you commit to a full build. In a two-week sprint we map the key journeys, design up to ten screens and deliver a clickable prototype for Android and iOS. You also get a prioritised feature list and a build estimate to share with your team or investors.',
      price: 24999,
      ratings: 4.8,
      stock: 40,
      categoryKey: 'websites',
      images: ['app-prototype-1.png', 'app-prototype-2.jpg'],
    },
    {
      name: 'SEO Audit Report',
      description:
        'Find out exactly what is holding your website back in search. We review speed, mobile usability, indexing, content and backlinks, then rank every issue by impact and effort. You receive a clear PDF report and a 30-minute walkthrough call.',
      price: 4999,
      ratings: 4.6,
      stock: 250,
      categoryKey: 'marketing',
      images: ['seo-audit-1.jpg'],
    },
    {
      name: 'Amazon Listing Optimisation Pack',
      description:
        'Sharper listings that help shoppers find, trust and buy your products. For up to five products we research keywords and rewrite titles, bullet points, descriptions and backend search terms. Includes an image checklist and a before-and-after comparison sheet.',
      price: 7499,
      ratings: 4.4,
      stock: 180,
      categoryKey: 'marketing',
      images: ['amazon-listing-1.png', 'amazon-listing-2.jpg'],
    },
    {
      name: 'Google Workspace Setup',
      description:
        'Professional email on your own domain, set up correctly the first time. We handle domain verification, email security records, up to ten user accounts, shared drives and calendars. Licence fees are billed separately by Google.',
      price: 2999,
      ratings: 4.5,
      stock: 200,
      categoryKey: 'software',
      images: ['workspace-setup-1.jpg', 'workspace-setup-2.png'],
    },
    {
      name: 'Endpoint Security Licence – 1 Year',
      description:
        'Year-round protection against viruses, ransomware and phishing for one Windows or macOS device. Our engineers install and activate it remotely and confirm that the first full scan is clean.',
      price: 499,
      ratings: 4.1,
      stock: 150,
      categoryKey: 'software',
      images: ['endpoint-security-1.png'],
    },
    {
      name: 'IoT Sensor Starter Kit',
      description:
        'Everything you need to prototype a connected sensor in an afternoon. The kit includes a Wi-Fi microcontroller board, temperature, humidity, motion and light sensors, a breadboard, cables and a sample dashboard. Step-by-step guides from our R&D practice help you send your first readings to the cloud.',
      price: 8999,
      ratings: 4.3,
      stock: 0,
      categoryKey: 'hardware',
      images: ['iot-kit-1.png', 'iot-kit-2.jpg', 'iot-kit-3.png'],
    },
    {
      name: 'Smart Energy Monitor Kit',
      description:
        'See where your electricity goes, circuit by circuit, and spot waste before the bill arrives. The kit includes clamp-on current sensors, a gateway and a live dashboard with daily and monthly reports. A qualified electrician installs it in about an hour.',
      price: 12499,
      ratings: 3.9,
      stock: 35,
      categoryKey: 'hardware',
      images: ['energy-monitor-1.jpg'],
    },
  ],

  blogs: [
    {
      title: 'Data Entry & Cleansing',
      heading: 'Clean data, better decisions: data entry and cleansing done right',
      description:
        'Messy records slow down every team that touches them. Our back-office specialists capture, check and clean your data, so sales, finance and operations can trust what they see. Here is how we approach it.',
      author: 'Vyoma Back Office Team',
      category: 'backOffice',
      icon: 'blog-data-entry.webm',
      content: [
        {
          heading: 'Start with a clear data standard',
          description:
            'Before anyone types a single record, we agree on the rules with you. Which fields are mandatory? How should names, addresses, phone numbers and dates be written? What counts as a duplicate? We turn those answers into a short data standard and a checklist that every operator follows. This step takes a day or two, yet it saves weeks of rework later. It also means the output looks the same whether one person handles your file or ten, and it gives you a simple yardstick for judging quality at every handover.',
          image: 'blog-data-entry-1.webp',
        },
        {
          heading: 'Double-checked entry, not just fast typing',
          description:
            'Speed matters, but accuracy matters more. Our operators enter data from scanned forms, PDFs, spreadsheets and web sources, and a second person reviews a sample of every batch against the source. Errors are logged by type, so we can see patterns and fix the cause rather than the symptom. Each batch comes back with a short quality note: records processed, issues found and anything that needs your decision. Because our support desk runs 24*7, a batch can move through entry and review overnight and be waiting in your inbox by morning.',
          image: 'blog-data-entry-2.webp',
        },
        {
          heading: 'Cleansing the records you already have',
          description:
            'Most businesses already hold years of customer and product data with gaps and duplicates. We merge duplicate contacts, standardise formats, fill missing fields from sources you approve and flag records that look out of date. Nothing is deleted without your sign-off, and every change is tracked in a log you can review. The result is a single, tidy list that your CRM, billing or e-commerce platform can rely on, plus a set of simple rules to keep it that way as new records arrive.',
          image: 'blog-data-entry-3.webp',
        },
      ],
    },
    {
      title: 'Invoice Processing',
      heading: 'Faster invoice processing without the month-end rush',
      description:
        'Invoices that wait in inboxes cost you discounts and goodwill. We capture, match and route them every day, so month-end close becomes a routine check instead of a scramble.',
      author: 'Vyoma Back Office Team',
      category: 'backOffice',
      icon: 'blog-invoice.mp4',
      content: [
        {
          heading: 'One inbox, one daily rhythm',
          description:
            'Supplier invoices arrive by email, post, portal and messaging app. We set up a single intake address and a scanning routine for paper, then process everything in a fixed daily cycle. Each invoice is captured with vendor, number, date, tax details, line items and amount, and checked for duplicates before it goes any further. Your finance team stops hunting for documents and starts working from one clean queue that is always up to date, with a clear status against every invoice.',
          image: 'blog-invoice-1.jpg',
        },
        {
          heading: 'Matching and approvals that follow your rules',
          description:
            'We match each invoice against purchase orders and delivery notes using the tolerances you set. Clean matches move straight to posting in your accounting system. Exceptions, such as price differences, missing receipts or incorrect GST details, go to the right approver with a short note that explains what is wrong. Approvers see only what needs their attention, and nothing is paid without the sign-off your policy requires. Every step leaves an audit trail, which makes internal and statutory audits far less painful.',
          image: 'blog-invoice-2.jpg',
        },
      ],
    },
    {
      title: 'Customer Support Outsourcing',
      heading: 'Customer support that sounds like your own team',
      description:
        'Outsourcing support should not mean sounding like a stranger. We learn your products, your tone and your policies, then answer calls, chats and emails around the clock.',
      author: 'Vyoma Back Office Team',
      category: 'backOffice',
      icon: 'blog-support.webm',
      content: [
        {
          heading: 'Trained on your business, not a generic script',
          description:
            'Every engagement starts with a knowledge transfer. We study your products, pricing, return policy and most common questions, and turn them into a living playbook with approved answers and clear escalation paths. Agents practise on real past tickets before they speak to a single customer. We also agree on tone: formal or friendly, English, Hindi or both. When customers contact you, they reach someone who knows the product and represents your brand the way you would.',
          image: 'blog-support-1.webp',
        },
        {
          heading: 'Round-the-clock cover with clear reporting',
          description:
            'Our support desk runs 24*7, so customers in any time zone get a reply without waiting for your office to open. You choose the channels, whether phone, email, live chat, WhatsApp or marketplace messages, and the hours you want covered. Each week you receive a plain report: volumes, response and resolution times, the top reasons for contact and suggestions to reduce repeat questions. Those insights often point to a product page or policy that needs a small fix, which lowers ticket volume over time.',
          image: 'blog-support-2.webp',
        },
      ],
    },
    {
      title: 'SEO That Lasts',
      heading: 'SEO that keeps working after the campaign ends',
      description:
        'Good SEO is less about tricks and more about a fast site, useful pages and steady effort. Here is the approach our marketing desk uses to build search traffic that grows month after month.',
      author: 'Vyoma Marketing Desk',
      category: 'digitalMarketing',
      icon: 'blog-seo.mp4',
      content: [
        {
          heading: 'Fix the technical basics first',
          description:
            'Search engines reward sites that load quickly, work well on phones and are easy to crawl. We begin with a technical audit covering page speed, mobile layout, broken links, duplicate pages, missing titles and structured data. Each issue is ranked by impact and effort, so your developers know exactly what to fix first. Many sites gain visibility from these fixes alone, because pages that were hidden or slow finally get a fair chance to rank. It is the least glamorous part of SEO and often the most valuable.',
          image: 'blog-seo-1.webp',
        },
        {
          heading: 'Write for the questions customers actually ask',
          description:
            'Keyword research tells us what people type; customer conversations tell us why. We combine both to plan pages that answer real questions clearly, from service pages to buying guides and comparison articles. Each page has one clear purpose, a descriptive title and internal links to related content. We avoid thin, repetitive pages written only for search engines. Useful content earns links and shares on its own, and it converts better once visitors arrive, because it speaks to their actual problem.',
          image: 'blog-seo-2.webp',
        },
        {
          heading: 'Measure what matters, every month',
          description:
            'Rankings rise and fall; enquiries and sales are what count. We track organic visits, leads and revenue by page, not just positions for a handful of keywords. A short monthly report shows what moved, why it moved and what we will do next. When a page slips, we refresh it. When a topic performs, we build around it. This steady loop of small, measured improvements is what keeps search traffic growing long after the first round of work is done.',
          image: 'blog-seo-3.webp',
        },
      ],
    },
    {
      title: 'Social Media Management',
      heading: 'A social media calendar your audience looks forward to',
      description:
        'Posting every day is easy. Posting things people want to see is harder. We plan, design and schedule content that reflects your brand and starts real conversations.',
      author: 'Vyoma Marketing Desk',
      category: 'digitalMarketing',
      icon: 'blog-social.webm',
      content: [
        {
          heading: 'Plan a month at a time',
          description:
            'Random posting produces random results. We build a monthly calendar around your business goals, product launches, seasonal moments and the questions your customers ask most. Each post has a purpose: to teach, to show your work, to share an update or to invite a response. You review and approve the whole month in one sitting, so there is no daily back-and-forth. Once approved, posts are scheduled across Instagram, LinkedIn, Facebook and X at the times your audience is most active.',
          image: 'blog-social-1.webp',
        },
        {
          heading: 'Design that is recognisably yours',
          description:
            'Consistent colours, fonts and layouts make your posts recognisable before anyone reads the caption. Our designers create a small template set for your brand, covering tips, quotes, product highlights and announcements, and reuse it to keep quality high and turnaround fast. Short videos and carousels get extra attention because they usually earn the most reach. Captions are written in plain language with a clear call to action, and comments and messages are answered promptly, so followers know a real team is listening.',
          image: 'blog-social-2.webp',
        },
      ],
    },
    {
      title: 'Performance Ads & Email',
      heading: 'Performance ads and email: spend less for every lead',
      description:
        'Paid ads bring visitors quickly, and email brings them back. Used together, they lower the cost of every enquiry. This is how we set them up for our clients.',
      author: 'Vyoma Marketing Desk',
      category: 'digitalMarketing',
      icon: 'blog-ads.mp4',
      content: [
        {
          heading: 'Ads built around one clear action',
          description:
            'Every campaign starts with a single goal: a call, a form, a purchase or a demo booking. We set up conversion tracking first, so each rupee can be traced to a result. Ads then point to focused landing pages that repeat the promise of the ad and remove distractions. We test headlines, images and audiences in small batches, pause what underperforms and move budget to what works. You see cost per lead and cost per sale, not just clicks and impressions.',
          image: 'blog-ads-1.webp',
        },
        {
          heading: 'Email that nurtures instead of nagging',
          description:
            'Most visitors will not buy on their first visit. A short, well-timed email sequence keeps your business in mind until they are ready. We write welcome series, follow-ups for unfinished enquiries and a monthly newsletter with genuinely useful content. Lists are segmented by interest and stage, so people receive messages that fit where they are. We watch open, click and unsubscribe rates closely and keep sending volume sensible. Done well, email becomes your lowest-cost channel for repeat business.',
          image: 'blog-ads-2.webp',
        },
      ],
    },
    {
      title: 'Choosing a Tech Stack',
      heading: 'How to choose a tech stack you will not regret',
      description:
        'Your tech stack shapes how fast you ship, whom you can hire and what you pay to run it. Here is the practical checklist our engineers work through before writing the first line of code.',
      author: 'Vyoma Engineering Team',
      category: 'others',
      icon: 'blog-tech-stack.webm',
      content: [
        {
          heading: 'Start from the problem, not the trend',
          description:
            'Every framework looks exciting in a conference talk. The better question is what your product needs to do over the next two years. A content-heavy website, a real-time dashboard and an offline-first mobile app have very different needs. We list the must-have features, expected traffic, integrations and compliance requirements, then shortlist technologies that handle them well today. Popular, well-documented tools usually win, because they are easier to hire for, easier to support and less likely to be abandoned.',
          image: 'blog-tech-stack-1.webp',
        },
        {
          heading: 'Count the cost of running it',
          description:
            'The cheapest stack to build is not always the cheapest to own. Hosting, licences, monitoring, security updates and developer time all add up over the life of a product. We estimate these running costs alongside the build budget, so you can compare options honestly. Managed services often save money for small teams, while self-hosting can pay off at larger scale. We also plan backups and upgrades from day one, which avoids expensive surprises once the product is live.',
          image: 'blog-tech-stack-2.webp',
        },
        {
          heading: 'Keep the door open to change',
          description:
            'No technical decision is permanent. Clean boundaries between the front end, the back end and third-party services let you replace one part without rewriting everything. We favour open standards, typed APIs and automated tests, which make change safer and faster. Clear documentation and simple deployment scripts mean a new developer can be productive in days rather than weeks. When your business grows or your priorities shift, the stack should bend with you instead of holding you back.',
          image: 'blog-tech-stack-3.webp',
        },
      ],
    },
    {
      title: 'Running an IoT Pilot',
      heading: 'Run an IoT pilot that answers a real business question',
      description:
        'Connected sensors can cut waste, prevent breakdowns and save energy, but only when the pilot is designed to prove something. Our R&D practice explains how to plan a small pilot with a clear answer at the end.',
      author: 'Vyoma R&D Team',
      category: 'others',
      icon: 'blog-iot.mp4',
      content: [
        {
          heading: 'Define the question and the success measure',
          description:
            'A good pilot answers one business question, such as whether temperature alerts reduce spoilage in a cold room, or whether vibration data warns of a motor failure early enough to act. We write that question down with a number that defines success and a date for the decision. Then we choose the smallest set of sensors, gateways and dashboards that can answer it. A tight scope keeps costs low and makes the result easy to explain to the people who approve the next step.',
          image: 'blog-iot-1.jpg',
        },
        {
          heading: 'Test in real conditions, then decide',
          description:
            'Lab results rarely survive the factory floor unchanged. We install devices where they will actually live, with the dust, heat, patchy Wi-Fi and power cuts that come with it. For four to eight weeks we collect data, check battery life and connectivity, and tune alert thresholds with your team. At the end you get a short report: what worked, what did not, the cost to scale and a clear recommendation to expand, adjust or stop. Stopping early is a valid and valuable outcome.',
          image: 'blog-iot-2.jpg',
        },
      ],
    },
    {
      title: 'Is Your Business AI-Ready?',
      heading: 'AI readiness: what to answer before you build',
      description:
        "AI can take repetitive work off your team's plate, but it depends on good data and clear goals. Answer these questions first, and your first AI project is far more likely to pay off.",
      author: 'Vyoma R&D Team',
      category: 'others',
      icon: 'blog-ai.webm',
      content: [
        {
          heading: 'Which task, and how will you measure it?',
          description:
            "Successful AI projects start small and specific: sorting support emails, extracting fields from documents, forecasting stock or drafting product descriptions. Pick a task that is frequent, time-consuming and easy to check. Then decide how you will measure success, such as hours saved, error rate or response time, and record today's baseline. Without a baseline, it is hard to tell whether the model really helps. A narrow first project also builds trust, which makes the next one easier to approve.",
          image: 'blog-ai-1.webp',
        },
        {
          heading: 'Is your data ready, and who stays in control?',
          description:
            'Models learn from examples, so the quality of your data sets the ceiling for the results. We review what you have: how much, how clean, how it is labelled and whether you are allowed to use it. Often a few weeks of data cleansing delivers more than a bigger model would. We also design the human side: who reviews outputs, how mistakes are corrected and how customer data stays private. AI works best as a capable assistant, with a person making the final call.',
          image: 'blog-ai-2.webp',
        },
      ],
    },
  ],

  secondSections: [
    {
      title: 'Service Expertise',
      para: 'From websites and mobile apps to AI, IoT, digital marketing and back-office support, one team covers the whole journey. Our 120+ executives have delivered over 1200 projects, and personalised client support is available 24*7.',
      image: 'service-expertise.png',
    },
  ],

  // Careers (/careers): the 16 openings of spec §9, in the order the page lists them. Each is open,
  // applied to through the settings' WhatsApp number, in the agency's city unless remote.
  jobLocation: 'Indore, Madhya Pradesh',
  jobs: [
    {
      title: 'iOS Developer',
      department: 'Mobile',
      employmentType: 'FULL_TIME',
      experience: '2+ years',
      description:
        'Build polished iPhone and iPad apps in Swift and SwiftUI, from first screen to App Store release, with a team that reviews code carefully.',
    },
    {
      title: 'Android Developer',
      department: 'Mobile',
      employmentType: 'FULL_TIME',
      experience: '2+ years',
      description:
        'Create fast, reliable Android apps in Kotlin and Jetpack Compose that work well on everything from budget phones to foldables.',
    },
    {
      title: 'PHP Developer',
      department: 'Web development',
      employmentType: 'FULL_TIME',
      experience: '1–3 years',
      description:
        'Develop and maintain web applications and CMS sites in PHP and Laravel, with clean code, tests and sensible database design.',
    },
    {
      title: 'Python/Django Developer',
      department: 'Web development',
      employmentType: 'FULL_TIME',
      experience: '2+ years',
      description:
        'Design APIs and back-end services with Python and Django, and help bring data and machine learning features into production.',
    },
    {
      title: 'Senior Team Lead PHP Developer',
      department: 'Web development',
      employmentType: 'FULL_TIME',
      experience: '6+ years, 2 leading a team',
      description:
        'Lead a small PHP team: plan sprints, review code, guide architecture decisions and be the technical voice clients trust.',
    },
    {
      title: 'Business Development Executive',
      department: 'Sales',
      employmentType: 'FULL_TIME',
      experience: '1–3 years',
      description:
        'Understand client needs, prepare clear proposals and build long-term relationships with businesses in India and abroad.',
    },
    {
      title: 'Content Writer',
      department: 'Marketing',
      remote: true,
      employmentType: 'FULL_TIME',
      experience: '1+ years',
      description:
        'Write clear web pages, blog posts and product listings that explain technical services in plain, persuasive language.',
    },
    {
      title: 'Internship in Digital Marketing',
      department: 'Marketing',
      employmentType: 'INTERN',
      experience: 'None: a final-year student or recent graduate',
      description:
        'Learn SEO, social media and paid campaigns hands-on, working on real client accounts with a mentor who reviews your work.',
    },
    {
      title: 'Back Office Support',
      department: 'Back office',
      employmentType: 'FULL_TIME',
      experience: '0–2 years',
      description:
        'Handle data entry, order processing and customer emails accurately and on time for clients who rely on our support.',
    },
    {
      title: 'Frontend Developer',
      department: 'Web development',
      employmentType: 'FULL_TIME',
      experience: '2+ years',
      description:
        'Turn designs into fast, accessible interfaces with HTML, CSS and TypeScript that work on every screen size.',
    },
    {
      title: 'Backend Developer',
      department: 'Web development',
      employmentType: 'FULL_TIME',
      experience: '2+ years',
      description:
        'Build secure APIs, data models and integrations with Node.js or Python, and keep them fast and well monitored.',
    },
    {
      title: 'Full Stack Developer',
      department: 'Web development',
      employmentType: 'FULL_TIME',
      experience: '3+ years',
      description:
        'Own features from database to browser: design the API, build the interface and ship it with tests.',
    },
    {
      title: 'React Developer',
      department: 'Web development',
      employmentType: 'FULL_TIME',
      experience: '2+ years',
      description:
        'Create React applications with clean components, solid state management and attention to performance and accessibility.',
    },
    {
      title: 'UI/UX Designer',
      department: 'Design',
      employmentType: 'FULL_TIME',
      experience: '2+ years',
      description:
        'Research user needs, sketch flows and design interfaces in Figma that developers can build and users enjoy.',
    },
    {
      title: 'DevOps Engineer',
      department: 'Infrastructure',
      employmentType: 'FULL_TIME',
      experience: '3+ years',
      description:
        'Automate builds, deployments and monitoring on the cloud, and keep client systems secure, backed up and running.',
    },
    {
      title: 'Digital Marketing Specialist',
      department: 'Marketing',
      employmentType: 'FULL_TIME',
      experience: '2+ years',
      description:
        'Plan and run SEO, social and paid campaigns for clients, and report results in numbers they understand.',
    },
  ],

  // ../shared/brand.md: fictional contact details, safe to publish.
  settings: {
    siteName: 'Vyoma Infotech',
    shortName: 'Vyoma',
    tagline: 'Technology that moves your business forward.',
    logo: null,
    phone: '+91 98765 43210',
    email: 'hello@vyoma.example',
    whatsapp: {
      number: '+91 98765 43210',
      message: 'Hello Vyoma Infotech, I would like to talk about a project.',
    },
    address: {
      lines: ['4th Floor, Skyline Towers', 'Vijay Nagar, Indore', 'Madhya Pradesh 452010, India'],
      street: '4th Floor, Skyline Towers, Vijay Nagar',
      locality: 'Indore',
      region: 'Madhya Pradesh',
      postalCode: '452010',
      country: 'IN',
    },
    hours: 'Mon–Sat 10:00–19:00 IST',
    mapUrl: 'https://www.openstreetmap.org/search?query=Vijay%20Nagar%2C%20Indore',
    social: {
      linkedin: 'https://www.linkedin.com/company/vyomainfotech',
      instagram: 'https://www.instagram.com/vyomainfotech',
      facebook: 'https://www.facebook.com/vyomainfotech',
      x: 'https://x.com/vyomainfotech',
      youtube: 'https://www.youtube.com/@vyomainfotech',
    },
    shareImage: null,
  },
};
