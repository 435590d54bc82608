'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { pathTo } from '@/lib/routes/table';
import { HEADER_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { currentSearch } from './current-search';

/** Named like the box (`name="search"`): react-hook-form finds the field by the input's name. */
interface SearchForm {
  search: string;
}

/**
 * Attached to the box HeaderSearch rendered, so nothing moves or loses focus when it loads. On
 * /news each search replaces the history entry, so Back does not step through every pause.
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
    const news = pathTo('news');
    const onNews = pathRef.current.replace(/\/+$/, '') === news;
    if (search && onNews) router.replace({ pathname: news, query: { search } });
    else if (search) router.push({ pathname: news, query: { search } });
    else if (onNews) router.replace(news);
  };
  const goRef = useRef(go);
  goRef.current = go;

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
    // Tests wait for it.
    element.dataset.ready = 'true';
    return () => {
      delete element.dataset.ready;
      box.removeEventListener('input', change);
      box.removeEventListener('change', change);
      box.removeEventListener('blur', blur);
      element.removeEventListener('submit', submit);
    };
  }, [form, input, register, handleSubmit]);

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
