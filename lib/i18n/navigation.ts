import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
// Next's Link with the language prefix, without prefetching on data-saver or 2g connections (spec section 2).
export { Link } from '@/components/visitor/PrefetchLink';
