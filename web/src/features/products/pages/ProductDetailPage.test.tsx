// @vitest-environment happy-dom
/**
 * A product's page in the page's language (issue 36, decision 0063 §1.7): in English as it always
 * was, and in Hindi when the root's data brings that language's areas (texts.server.ts): the
 * breadcrumb and its structured data, stock, price, buttons, notes, gallery and reviews, the answer
 * to Add to Cart and the missing or failed product. The product's own words are the product's.
 */
import type { Product } from '@vyoma/contract';
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRouter } from '~/lib/render-in-test.tsx';
import { textsFor } from '~/lib/texts.server.ts';
import ProductDetailPage, { ProductMissing } from './ProductDetailPage.tsx';

const PRODUCT: Product = {
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Website design kit',
  description: 'A kit for a small business site.',
  price: 1499,
  ratings: 4.46,
  category: null,
  categoryName: 'Kits',
  stock: 7,
  image: ['/uploads/a.png', '/uploads/b.png'],
  media: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  slug: 'website-design-kit',
  seo: { title: null, description: null, image: null, noindex: false },
  status: 'published',
  publishAt: null,
  publishedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  createdBy: null,
  updatedBy: null,
};
const OUT_OF_STOCK: Product = { ...PRODUCT, stock: 0, image: [] };

/** The root's language data as its loader gives it (root.tsx): English has no texts of its own. */
const ENGLISH = { lang: 'en', locale: 'en-IN', texts: textsFor('en') };
const HINDI = { lang: 'hi', locale: 'hi-IN', texts: textsFor('hi') };

/** `element` rendered on the server as the product route, under a root whose data is `root`. */
async function render(element: ReactNode, root: unknown): Promise<string> {
  const { query, dataRoutes } = createStaticHandler([
    { id: 'root', path: '/', loader: () => root, children: [{ path: 'product/:id', element }] },
  ]);
  const context = await query(new Request('http://localhost/product/website-design-kit'));
  if (context instanceof Response) throw context;
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />,
  );
}

/** The words a reader sees: the body's text and its attributes' (the head's tags and data left out). */
const body = (html: string) =>
  html
    .replace(/^[\s\S]*?(?=<div class="product-detail">|<section)/, '')
    .replace(/<script>window\.__staticRouterHydrationData[\s\S]*$/, '');

/** The breadcrumb's structured data in the page's head. */
const breadcrumbOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(\{[^<]*"BreadcrumbList"[^<]*)<\/script>/.exec(html)![1]!);

describe('the product page', () => {
  it('reads as it always did in English', async () => {
    for (const root of [ENGLISH, null]) {
      const html = await render(<ProductDetailPage product={PRODUCT} />, root);
      expect(html).toContain(
        '<nav aria-label="Breadcrumb" class="breadcrumb"><ol><li><a href="/" data-discover="true">Home</a>',
      );
      expect(html).toContain('<a href="/products" data-discover="true">Products</a>');
      expect(html).toContain('alt="Website design kit (image 1 of 2)"');
      expect(html).toContain('<ul class="gallery__thumbs" aria-label="Product images">');
      expect(html).toContain('<span class="visually-hidden">Show image 2 of 2</span>');
      expect(html).toContain('<span class="visually-hidden">Rated 4.5 out of 5</span>');
      expect(html).toContain(
        '<dt>SKU</dt><dd>VY-00000000</dd></div><div><dt>Availability</dt><dd class="product-detail__stock--in">In stock (7 available)</dd>',
      );
      expect(html).toContain('<span class="visually-hidden">Price: </span>₹1,499</p>');
      expect(html).toContain('</svg>Add to Cart</button>');
      expect(html).toContain('</svg>Buy Now</button>');
      expect(html).toContain('</svg>Free shipping on orders over <!-- -->₹150</li>');
      expect(html).toContain('</svg>Delivery in <!-- -->3<!-- -->–<!-- -->5<!-- --> business days</li>');
      expect(html).toContain('</svg>1<!-- -->-year warranty</li>');
      expect(html).toContain('<h2 id="product-description">Description</h2>');
      expect(html).toContain('<h2 id="product-reviews">Customer reviews</h2>');
      expect(html).toContain('<p>Clear scope, steady updates and delivery on the promised day.');
      expect(html).toContain(
        '<figcaption class="review__by">A verified customer · Sample review</figcaption>',
      );
      expect(
        breadcrumbOf(html).itemListElement.map((i: { name: string; item: string }) => [i.name, i.item]),
      ).toEqual([
        ['Home', '/'],
        ['Products', '/products'],
        ['Website design kit', '/product/website-design-kit'],
      ]);
    }
    const out = await render(<ProductDetailPage product={OUT_OF_STOCK} />, ENGLISH);
    expect(out).toContain('<dd class="product-detail__stock--out">Out of stock</dd>');
    expect(out).toContain('aria-label="No image yet"');
    expect(out).toContain(
      '<p class="product-detail__oos">This item is out of stock. <a href="/contactUs" data-discover="true">Ask us when it is back</a>.</p>',
    );
  });

  it('reads in Hindi, the product’s own words as they are, when the root brings Hindi’s texts', async () => {
    const html = await render(<ProductDetailPage product={PRODUCT} />, HINDI);
    expect(html).toContain(
      '<nav aria-label="आप यहाँ हैं" class="breadcrumb"><ol><li><a href="/" data-discover="true">होम</a>',
    );
    expect(html).toContain('<a href="/products" data-discover="true">प्रोडक्ट</a>');
    expect(html).toContain('alt="Website design kit (तस्वीर 1 / 2)"');
    expect(html).toContain('aria-label="प्रोडक्ट की तस्वीरें"');
    expect(html).toContain('<span class="visually-hidden">तस्वीर 2 / 2 दिखाएँ</span>');
    expect(html).toContain('<span class="visually-hidden">रेटिंग: 5 में से 4.5</span>');
    expect(html).toContain('<dt>उपलब्धता</dt><dd class="product-detail__stock--in">स्टॉक में है (7 उपलब्ध)</dd>');
    expect(html).toContain('<span class="visually-hidden">कीमत: </span>₹1,499</p>');
    expect(html).toContain('</svg>कार्ट में डालें</button>');
    expect(html).toContain('</svg>अभी खरीदें</button>');
    expect(html).toContain('</svg>₹150<!-- --> से ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त</li>');
    expect(html).toContain('</svg>3<!-- -->–<!-- -->5<!-- --> कामकाजी दिनों में डिलीवरी</li>');
    expect(html).toContain('</svg>1<!-- --> साल की वारंटी</li>');
    expect(html).toContain('<h2 id="product-description">विवरण</h2>');
    expect(html).toContain('<h2 id="product-reviews">ग्राहकों के रिव्यू</h2>');
    expect(html).toContain('<figcaption class="review__by">एक वेरिफ़ाइड ग्राहक · नमूना रिव्यू</figcaption>');
    // The breadcrumb's structured data names the Hindi pages, at their Hindi addresses.
    expect(
      breadcrumbOf(html).itemListElement.map((i: { name: string; item: string }) => [i.name, i.item]),
    ).toEqual([
      ['होम', '/hi'],
      ['प्रोडक्ट', '/hi/products'],
      ['Website design kit', '/hi/product/website-design-kit'],
    ]);
    const out = await render(<ProductDetailPage product={OUT_OF_STOCK} />, HINDI);
    expect(out).toContain('<dd class="product-detail__stock--out">स्टॉक में नहीं है</dd>');
    expect(out).toContain('aria-label="अभी कोई तस्वीर नहीं"');
    expect(out).toContain(
      '<p class="product-detail__oos">यह प्रोडक्ट अभी स्टॉक में नहीं है। <a href="/contactUs" data-discover="true">हमसे पूछें कि यह कब आएगा</a>।</p>',
    );
    // No English of the page's own is left (the product's words, the SKU and the quantity box's aside).
    for (const page of [html, out])
      for (const english of [
        'Home',
        'Products',
        'image',
        'Rated',
        'Availability',
        'stock',
        'Price',
        'Cart',
        'Buy',
        'shipping',
        'Delivery',
        'warranty',
        'Description',
        'review',
        'verified',
      ])
        expect(
          body(page).replace(/class="[^"]*"|id="[^"]*"|aria-labelledby="[^"]*"|href="[^"]*"/g, ''),
        ).not.toContain(english);
  });

  it('answers Add to Cart in the page’s language', async () => {
    for (const [root, said] of [
      [ENGLISH, 'Added to cart (1 × Website design kit). View cart'],
      [HINDI, 'कार्ट में डाल दिया (1 × Website design kit)। कार्ट देखें'],
    ] as const) {
      const router = createMemoryRouter(
        [
          {
            id: 'root',
            path: '/',
            loader: () => root,
            children: [{ path: 'product/:id', element: <ProductDetailPage product={PRODUCT} /> }],
          },
        ],
        { initialEntries: ['/product/website-design-kit'], hydrationData: { loaderData: { root } } },
      );
      const page = await renderRouter(router);
      const add = [...page.querySelectorAll('button')].find(
        (b) => b.textContent === (root === HINDI ? 'कार्ट में डालें' : 'Add to Cart'),
      )!;
      await act(async () => add.click());
      const status = page.querySelector('.product-detail__feedback')!;
      expect(status.textContent).toBe(said);
      expect(status.querySelector('a')?.getAttribute('href')).toBe('/cart');
      localStorage.clear();
    }
  });

  it('says a product is missing, or could not be loaded, in the page’s language', async () => {
    const missing = await render(<ProductMissing notFound />, ENGLISH);
    expect(missing).toContain('<title>Product not found | ');
    expect(missing).toContain('<meta name="description" content="Failed to load product details"/>');
    expect(missing).toContain('<h1>We couldn&#x27;t find that product</h1>');
    expect(missing).toContain('role="alert">Product not found</p>');
    expect(missing).toContain('>Back to products</a>');
    const failed = await render(<ProductMissing notFound={false} />, ENGLISH);
    expect(failed).toContain('<title>Product unavailable | ');
    expect(failed).toContain('<h1>Something went wrong</h1>');
    expect(failed).toContain('role="alert">Failed to load product details</p>');

    const hindiMissing = await render(<ProductMissing notFound />, HINDI);
    expect(hindiMissing).toContain('<title>प्रोडक्ट नहीं मिला | ');
    expect(hindiMissing).toContain('<h1>हमें यह प्रोडक्ट नहीं मिला</h1>');
    expect(hindiMissing).toContain('role="alert">प्रोडक्ट नहीं मिला</p>');
    expect(hindiMissing).toContain('>सभी प्रोडक्ट देखें</a>');
    const hindiFailed = await render(<ProductMissing notFound={false} />, HINDI);
    expect(hindiFailed).toContain('<title>प्रोडक्ट अभी उपलब्ध नहीं है | ');
    expect(hindiFailed).toContain('<h1>कुछ गड़बड़ हो गई</h1>');
    expect(hindiFailed).toContain('role="alert">प्रोडक्ट की जानकारी लोड नहीं हो सकी</p>');
    expect(body(hindiFailed)).not.toMatch(/Product|product details|Something|Back to/);
  });
});
