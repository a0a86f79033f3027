/** Main image plus thumbnail buttons (keyboard operable: Tab to a thumbnail, Enter/Space to show it). */
import type { MediaInfo, Product } from '@vyoma/contract';
import { useState } from 'react';
import { MediaView } from '~/components/media/MediaView.tsx';
import { ProductPlaceholderArt } from './ProductPlaceholderArt.tsx';
import './product-gallery.css';

interface GalleryImage {
  path: string;
  media: MediaInfo | undefined;
}

export function ProductGallery({ product }: { product: Product }) {
  const images: GalleryImage[] = product.image.map((path, i) => ({
    path,
    media: product.media.find((m) => m.path === path) ?? product.media[i],
  }));
  const [active, setActive] = useState(0);
  const current = images[Math.min(active, images.length - 1)];

  return (
    <div className="gallery">
      <div className="gallery__main">
        {current ? (
          <MediaView
            path={current.path}
            media={current.media}
            alt={`${product.name}, image ${active + 1} of ${images.length}`}
            sizes="(min-width: 900px) 560px, 100vw"
            priority
          />
        ) : (
          <ProductPlaceholderArt />
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.path}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
              >
                <MediaView path={image.path} media={image.media} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
