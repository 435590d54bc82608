/**
 * An image from the API with its box reserved (width and height, so nothing shifts), lazy below
 * the fold, and the placeholder when the record has no picture.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** The page's largest picture above the fold: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src ?? '/placeholder.svg'}
      alt={src ? alt : ''}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      data-placeholder={src ? undefined : 'true'}
    />
  );
}
