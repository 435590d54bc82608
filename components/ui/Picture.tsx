import { preload } from 'react-dom';
import { getPicture } from '@/lib/api';

/** `sizes` for the common layouts; the browser picks the smallest copy that fills the box. */
export const PICTURE_SIZES = {
  card: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  portrait: '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw',
  wide: '(min-width: 1232px) 1200px, 100vw',
  half: '(min-width: 1024px) 600px, 100vw',
  lead: '(min-width: 1024px) 800px, 100vw',
} as const;

/**
 * An image from the API with its box reserved (width and height, so nothing shifts), lazy below
 * the fold, the build's WebP copies in `srcset`, so a phone downloads a phone-sized file, and the
 * placeholder when the record has no picture or the build no copy of it (never the original URL).
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes = PICTURE_SIZES.card,
  priority = false,
  className,
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** How wide the picture shows, for choosing a copy: one of PICTURE_SIZES. */
  sizes?: string;
  /** The page's largest picture above the fold: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  const responsive = getPicture(src);
  if (priority) {
    // Hinted here, in the server render, rather than found by React on the <img>: found there, its
    // place among the head's preloads moved with which client components a build worker had
    // loaded before (a wrapping leaf that was not loaded yet delays what is inside it).
    preload(responsive?.src ?? '/placeholder.svg', {
      as: 'image',
      fetchPriority: 'high',
      ...(responsive ? { imageSrcSet: responsive.srcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    <img
      src={responsive?.src ?? '/placeholder.svg'}
      srcSet={responsive?.srcSet}
      sizes={responsive ? sizes : undefined}
      alt={src ? alt : ''}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      data-placeholder={responsive ? undefined : 'true'}
    />
  );
}
