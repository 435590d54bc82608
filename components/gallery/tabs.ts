/** The gallery's `?tab=` values (spec section 2); anything else shows the photos. */
export const galleryTabs = ['photo-gallery', 'video-gallery'] as const;
export type GalleryTab = (typeof galleryTabs)[number];

export function parseGalleryTab(value: string | null | undefined): GalleryTab {
  return value === 'video-gallery' ? 'video-gallery' : 'photo-gallery';
}
