'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { HEADER_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { currentSearch } from './current-search';

/** Named like the box (`name="search"`): react-hook-form finds the field by the input's name. */
interface SearchForm {
  search: string;
}

/**
 * What the header search box does as the visitor types, attached to the box HeaderSearch already
 * rendered (so nothing moves or loses focus when this loads): react-hook-form holds the value;
 * after 400 ms without typing, or at once on Enter, it opens /news?search=<trimmed text>;
 * clearing the box on the news page removes the parameter. On /news each new search replaces the
 * history entry, so Back leaves the page instead of stepping through every pause in typing.
 */
export function HeaderSearchBehaviour({ form, input }: { form: RefObject<HTMLFormElement | null>; input: RefObject<HTMLInputElement | null> }) {
  const router = useRouter();
  const pathname = usePathname();
  const { register, handleSubmit, watch, setValue } = useForm<SearchForm>({ defaultValues: { search: input.current?.value ?? '' } });
  const lastSent = useRef<string>(currentSearch().trim());
  // The debounce timer may fire after a navigation its render did not see; read the path now.
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const query = watch('search');

  const go = (raw: string) => {
    const search = raw.trim();
    if (search === lastSent.current) return;
    lastSent.current = search;
    // usePathname keeps the export's trailing slash (`/news/`).
    const onNews = pathRef.current.replace(/\/+$/, '') === '/news';
    if (search && onNews) router.replace({ pathname: '/news', query: { search } });
    else if (search) router.push({ pathname: '/news', query: { search } });
    else if (onNews) router.replace('/news');
  };
  const goRef = useRef(go);
  goRef.current = go;

  // Hand the existing box to react-hook-form and take over the form's submit.
  useEffect(() => {
    const box = input.current;
    const element = form.current;
    if (!box || !element) return undefined;
    const { ref, onChange, onBlur } = register('search');
    ref(box);
    const change = (event: Event) => void onChange(event);
    const blur = (event: Event) => void onBlur(event);
    const submit = (event: SubmitEvent) => {
      event.preventDefault();
      void handleSubmit(({ search }) => goRef.current(search))();
    };
    box.addEventListener('input', change);
    box.addEventListener('change', change);
    box.addEventListener('blur', blur);
    element.addEventListener('submit', submit);
    // Says the box searches as the visitor types now (styling hooks and tests wait for it).
    element.dataset.ready = 'true';
    return () => {
      delete element.dataset.ready;
      box.removeEventListener('input', change);
      box.removeEventListener('change', change);
      box.removeEventListener('blur', blur);
      element.removeEventListener('submit', submit);
    };
  }, [form, input, register, handleSubmit]);

  // A navigation elsewhere (a link, Back) shows that page's search, unless the visitor is typing.
  useEffect(() => {
    const box = input.current;
    if (!box || box === document.activeElement) return;
    lastSent.current = currentSearch().trim();
    setValue('search', currentSearch());
  }, [pathname, input, setValue]);

  useEffect(() => {
    const timer = window.setTimeout(() => goRef.current(query), HEADER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  return null;
}
