/**
 * Hero slider (spec §2.3: the home page's; the hero-slider block's). Advances every
 * HERO_SLIDE_INTERVAL_MS and pauses while the pointer is over it, while it holds keyboard focus, when
 * the visitor presses pause, and always with reduced motion. Dots, arrow keys and touch swipes change
 * slides. Above the fold, so it stays tiny: no icon library, pictures are plain files.
 */
import {
  HERO_PROGRESS_TRANSITION_MS,
  HERO_SLIDE_INTERVAL_MS,
  HERO_SWIPE_THRESHOLD_PX,
} from '@vyoma/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import { useReducedMotion } from '../motion/useReducedMotion.ts';
import './hero-slider.css';

export interface HeroSlide {
  title: string;
  description: string;
  /** A picture drawn for a 560×440 slot (HERO_IMAGE_SIZE). */
  image: string;
  imageAlt: string;
}

/** The slot every slide's picture fills. */
export const HERO_IMAGE_SIZE = { width: 560, height: 440 } as const;

export interface HeroSliderProps {
  slides: readonly HeroSlide[];
  /** What the slides are, for screen readers (the carousel's name). */
  label: string;
  /** The button every slide shows; none when it leads nowhere any more. */
  button: { text: string; to: string } | null;
  /** An island names its root (`data-block`), as BlockPage does for static blocks. */
  blockId?: string;
}

export function HeroSlider({ slides, label, button, blockId }: HeroSliderProps) {
  const { siteName, tagline } = useSiteSettings();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Slides whose image may load: the current one and the next (preloaded ahead of time).
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reducedMotion = useReducedMotion();
  const touchStartX = useRef<number | null>(null);

  const paused = hovered || focused || stopped || reducedMotion;
  const next = (index + 1) % count;

  // Restarts on every slide change, so a manual change gives the new slide a full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), HERO_SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, count]);

  // Preload the next slide's image so it is ready when it appears.
  useEffect(() => {
    const upcoming = slides[next];
    if (!upcoming) return;
    const img = new Image();
    img.src = upcoming.image;
    setLoaded((set) => (set.has(index) && set.has(next) ? set : new Set([...set, index, next])));
  }, [index, next, slides]);

  const go = (target: number) => setIndex(((target % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={label}
      data-block={blockId}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      onTouchStart={(e) => {
        touchStartX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchStartX.current;
        const end = e.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined) return;
        const dx = end - start;
        if (Math.abs(dx) > HERO_SWIPE_THRESHOLD_PX) go(dx < 0 ? index + 1 : index - 1);
      }}
    >
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__inner">
        <h1 className="hero__brand">
          {siteName}
          {tagline && <span className="visually-hidden">: {tagline}</span>}
        </h1>
        {/* Announce slide changes only when the visitor is in control (not while auto-playing). */}
        <div className="hero__slides" aria-live={paused ? 'polite' : 'off'}>
          {slides.map((slide, i) => {
            const active = i === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
              <div
                key={slide.title}
                className="hero__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={!active}
                inert={!active}
                data-active={active || undefined}
              >
                <div className="hero__copy">
                  <h2 className="hero__title">{slide.title}</h2>
                  <p className="hero__text">{slide.description}</p>
                  {button && (
                    <Link className="btn btn--accent hero__cta" to={button.to}>
                      {button.text}
                    </Link>
                  )}
                </div>
                <div className="hero__art">
                  {loaded.has(i) && (
                    <img
                      src={slide.image}
                      alt={slide.imageAlt}
                      width={HERO_IMAGE_SIZE.width}
                      height={HERO_IMAGE_SIZE.height}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : 'auto'}
                      decoding="async"
                    />
                  )}
                </div>
              </div>
            );
          })}
        </div>
        <div className="hero__controls">
          <div className="hero__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                className="hero__dot"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          {!reducedMotion && (
            <button
              type="button"
              className="hero__pause"
              aria-label={stopped ? 'Play slides' : 'Pause slides'}
              onClick={() => setStopped((s) => !s)}
            >
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                {stopped ? (
                  <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
                ) : (
                  <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />
                )}
              </svg>
            </button>
          )}
          <div className="hero__progress" aria-hidden="true">
            <span
              className="hero__progress-bar"
              style={{
                width: `${((index + 1) / count) * 100}%`,
                transitionDuration: `${HERO_PROGRESS_TRANSITION_MS}ms`,
              }}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
