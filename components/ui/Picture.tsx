import { preload } from 'react-dom';
import type { ResponsivePicture } from '@/lib/api/types';

/** `sizes` for the common layouts; the browser picks the smallest copy that fills the box. */
export const PICTURE_SIZES = {
  card: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  portrait: '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw',
  wide: '(min-width: 1232px) 1200px, 100vw',
  half: '(min-width: 1024px) 600px, 100vw',
  lead: '(min-width: 1024px) 800px, 100vw',
} as const;

/**
 * A picture with its box reserved, lazy below the fold, its WebP copies in `srcset`, and the
 * placeholder when the build has no copy of it (never the original URL).
 */
export function Picture({
  picture,
  alt,
  width,
  height,
  sizes = PICTURE_SIZES.card,
  priority = false,
  className,
}: {
  picture: ResponsivePicture | null;
  alt: string;
  width: number;
  height: number;
  /** One of PICTURE_SIZES. */
  sizes?: string;
  /** The page's largest picture above the fold: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  if (priority) {
    // Hinted in the server render: found on the <img>, its place among the head's preloads varied
    // with which client components a build worker had loaded before.
    preload(picture?.src ?? '/placeholder.svg', {
      as: 'image',
      fetchPriority: 'high',
      ...(picture ? { imageSrcSet: picture.srcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    <img
      src={picture?.src ?? '/placeholder.svg'}
      srcSet={picture?.srcSet}
      sizes={picture ? sizes : undefined}
      alt={picture ? alt : ''}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      data-placeholder={picture ? undefined : 'true'}
    />
  );
}
