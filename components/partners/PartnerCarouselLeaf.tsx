'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
// Swiper's code loads when the carousel nears the screen, outside the first-load JS.
import type Swiper from 'swiper';
import 'swiper/css';
import { SLIDER_AUTOPLAY_MS } from '@/lib/constants';
import { prefersReducedMotion } from '@/components/ui/motion';
import styles from './partners.module.css';

export interface CarouselLabels {
  label: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

/** Makes the server-rendered list a carousel; no autoplay or sliding under reduced motion. */
export function PartnerCarouselLeaf({ labels, children }: { labels: CarouselLabels; children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const stoppedRef = useRef(false);
  const [ready, setReady] = useState(false);
  const [autoplay, setAutoplay] = useState<'off' | 'running' | 'stopped'>('off');
  /** What swiper's autoplay is doing right now (paused while hovered or focused), for styling and tests. */
  const [motion, setMotion] = useState<'off' | 'running' | 'paused' | 'stopped'>('off');

  function mount(root: HTMLDivElement, SwiperClass: typeof Swiper, Autoplay: typeof import('swiper/modules').Autoplay): () => void {
    const reduced = prefersReducedMotion();
    const swiper = new SwiperClass(root, {
      modules: [Autoplay],
      slidesPerView: 2,
      spaceBetween: 16,
      breakpoints: { 640: { slidesPerView: 3 }, 960: { slidesPerView: 5 } },
      rewind: true,
      speed: reduced ? 0 : 500,
      watchSlidesProgress: true,
      autoplay: reduced ? false : { delay: SLIDER_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false },
    });
    swiperRef.current = swiper;
    setReady(true);
    setAutoplay(reduced ? 'off' : 'running');
    setMotion(reduced ? 'off' : 'running');
    swiper.on('autoplayPause', () => setMotion('paused'));
    swiper.on('autoplayResume', () => setMotion('running'));
    swiper.on('autoplayStart', () => setMotion('running'));
    swiper.on('autoplayStop', () => setMotion('stopped'));

    // Focus inside halts autoplay (stop, not pause: swiper resumes a paused autoplay by itself when
    // the pointer leaves or a slide ends); a focused slide out of view slides in.
    const onFocusIn = (event: FocusEvent) => {
      if (swiper.autoplay?.running) swiper.autoplay.stop();
      if (!stoppedRef.current && !reduced) setMotion('paused');
      root.scrollLeft = 0;
      const slide = (event.target as Element).closest('.swiper-slide');
      const index = slide ? swiper.slides.indexOf(slide as HTMLElement) : -1;
      if (index >= 0 && !slide!.classList.contains('swiper-slide-fully-visible')) swiper.slideTo(index);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      if (!reduced && !stoppedRef.current && !swiper.autoplay?.running) swiper.autoplay.start();
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      swiper.destroy(true, true);
      swiperRef.current = null;
    };
  }

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      const [{ default: SwiperClass }, { Autoplay }] = await Promise.all([import('swiper'), import('swiper/modules')]);
      if (cancelled) return;
      cleanup = mount(root, SwiperClass, Autoplay);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(root);
    return () => {
      cancelled = true;
      observer.disconnect();
      cleanup?.();
    };
  }, []);

  const toggle = () => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    if (autoplay === 'running') {
      stoppedRef.current = true;
      swiper.autoplay.stop();
      setAutoplay('stopped');
    } else {
      stoppedRef.current = false;
      swiper.autoplay.start();
      setAutoplay('running');
    }
  };

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={labels.label}
      data-testid="partners-carousel"
      data-autoplay={motion}
    >
      <div ref={rootRef} className={`swiper ${styles.viewport}`}>
        {children}
      </div>
      {/* The controls work only once swiper runs, so they appear with it. */}
      {ready ? (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={labels.previous} onClick={() => swiperRef.current?.slidePrev()}>
            <ChevronLeft size={20} aria-hidden />
          </button>
          {autoplay !== 'off' ? (
            <button
              type="button"
              className={styles.control}
              aria-label={autoplay === 'running' ? labels.pause : labels.play}
              onClick={toggle}
            >
              {autoplay === 'running' ? <Pause size={18} aria-hidden /> : <Play size={18} aria-hidden />}
            </button>
          ) : null}
          <button type="button" className={styles.control} aria-label={labels.next} onClick={() => swiperRef.current?.slideNext()}>
            <ChevronRight size={20} aria-hidden />
          </button>
        </div>
      ) : null}
    </div>
  );
}
