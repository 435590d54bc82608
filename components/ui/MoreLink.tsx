import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import type { Href } from '@/lib/i18n/client';
import { Link } from './PrefetchLink';
import cards from './cards.module.css';

/** A section head's "all news →" link. */
export function MoreLink({ href, children }: { href: Href; children: ReactNode }) {
  return (
    <Link href={href} className={cards.more}>
      {children} <ArrowRight size={16} aria-hidden />
    </Link>
  );
}
