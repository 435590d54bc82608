/** The app's content types: what pages and components see, HTML sanitised and URLs filtered. */
import type { Locale } from '@/lib/i18n/routing';

/** A picture as pages show it: the build's WebP copies (`src` for browsers without srcset). */
export interface ResponsivePicture {
  src: string;
  srcSet: string;
}

/** A phone as shown (`+998 90 123 45 67`) and as dialled (`tel:+998901234567`). */
export interface Phone {
  display: string;
  href: string;
}

export interface NewsItem {
  id: number;
  title: string;
  contentHtml: string;
  excerpt: string;
  /** ISO 8601. */
  date: string;
  /** The original's URL, for link previews; null when the build has no copy. */
  image: string | null;
  picture: ResponsivePicture | null;
}

export interface Service {
  id: number;
  title: string;
  contentHtml: string;
  excerpt: string;
  image: string | null;
  picture: ResponsivePicture | null;
}

export interface About {
  id: number;
  title: string;
  contentHtml: string;
}

export interface Player {
  id: number;
  fullName: string;
  photo: string | null;
  picture: ResponsivePicture | null;
  position: string | null;
  number: number | null;
  birthDate: string | null;
  club: string | null;
}

export interface Leader {
  id: number;
  fullName: string;
  positionTitle: string;
  photo: string | null;
  picture: ResponsivePicture | null;
  admissionDays: string | null;
  admissionHours: string | null;
  phone: Phone | null;
  email: string | null;
  biographyHtml: string;
}

export interface PhotoMedia {
  id: number;
  title: string;
  image: string;
  picture: ResponsivePicture | null;
  date: string;
}

export interface VideoMedia {
  id: number;
  title: string;
  link: string | null;
  /** youtube-nocookie; null when the link is not a YouTube video. */
  embedUrl: string | null;
  date: string;
  cover: string | null;
  picture: ResponsivePicture | null;
}

export interface UsefulLink {
  id: number;
  title: string;
  link: string | null;
  logo: string | null;
  picture: ResponsivePicture | null;
}

export interface Contacts {
  address: string;
  phones: Phone[];
  email: string | null;
}

export interface SocialLinks {
  telegram: string | null;
  instagram: string | null;
  facebook: string | null;
  youtube: string | null;
}

/** Everything the site shows in one language. */
export interface SiteContent {
  locale: Locale;
  news: NewsItem[];
  services: Service[];
  abouts: About[];
  players: Player[];
  leaders: Leader[];
  photos: PhotoMedia[];
  videos: VideoMedia[];
  usefulLinks: UsefulLink[];
  contacts: Contacts | null;
  socials: SocialLinks | null;
}

export interface PageMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/** One page of news search results, in the browser. */
export interface NewsSearchPage {
  items: Array<Pick<NewsItem, 'id' | 'title' | 'date' | 'image'>>;
  meta: PageMeta;
}
