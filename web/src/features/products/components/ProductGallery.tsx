/** Main image plus thumbnail buttons (keyboard operable: Tab to a thumbnail, Enter/Space to show it). */
import type { MediaInfo, Product } from '@vyoma/contract';
import { PRODUCT } from '@vyoma/contract/texts/en/product';
import { useState } from 'react';
import { MediaView, mediaAlt } from '~/components/media/MediaView.tsx';
import { ProductPlaceholderArt } from '~/components/products/ProductPlaceholderArt.tsx';
import { useFormat } from '~/lib/format.ts';
import { useTexts } from '~/lib/texts.ts';
import './product-gallery.css';

interface GalleryImage {
  path: string;
  media: MediaInfo | undefined;
}

export function ProductGallery({ product }: { product: Product }) {
  const t = useTexts('product', PRODUCT);
  const format = useFormat();
  // By path only: an image the library does not describe must not borrow another image's details.
  const images: GalleryImage[] = product.image.map((path) => ({
    path,
    media: product.media.find((m) => m.path === path),
  }));
  const position = (index: number, text: string = t.imageOf) =>
    format.text(text, { n: index + 1, count: images.length });
  const [active, setActive] = useState(0);
  const shown = Math.min(active, images.length - 1);
  const current = images[shown];

  return (
    <div className="gallery">
      <div className="gallery__main">
        {current ? (
          <MediaView
            path={current.path}
            media={current.media}
            alt={product.name}
            altSuffix={images.length > 1 ? position(shown) : undefined}
            sizes="(min-width: 900px) 560px, 100vw"
            priority
          />
        ) : (
          <ProductPlaceholderArt label={t.noImage} />
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t.images}>
          {images.map((image, index) => (
            <li key={image.path}>
              {/* Named "Show image 2 of 3", then the image's alt text from the library when it has one. */}
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === active}
                onClick={() => setActive(index)}
              >
                <span className="visually-hidden">
                  {`${position(index, t.showImage)}${mediaAlt(image.media, '') ? ':' : ''}`}
                </span>{' '}
                <MediaView path={image.path} media={image.media} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
