import { describe, expect, it, vi } from 'vitest';
import { NavigationRefusedError, checkNavigation, navigateTo } from './navigate';

const base = 'https://ffu.example/en/news/';

describe('checkNavigation', () => {
  it('allows pages of the site', () => {
    expect(checkNavigation('/ru/', {}, base).href).toBe('https://ffu.example/ru/');
    expect(checkNavigation('../about-us/', {}, base).href).toBe('https://ffu.example/en/about-us/');
  });

  it('refuses another origin without the external flag', () => {
    expect(() => checkNavigation('https://evil.example/', {}, base)).toThrow(NavigationRefusedError);
    expect(() => checkNavigation('//evil.example/x', {}, base)).toThrow(NavigationRefusedError);
    expect(() => checkNavigation('mailto:a@b.uz', {}, base)).toThrow(NavigationRefusedError);
    expect(checkNavigation('https://uzinfocom.uz/', { external: true }, base).href).toBe('https://uzinfocom.uz/');
    expect(checkNavigation('mailto:a@b.uz', { external: true }, base).href).toBe('mailto:a@b.uz');
  });

  it.each(['javascript:alert(1)', ' JaVa\tScript:alert(1)', 'data:text/html,<script>x</script>', 'blob:https://ffu.example/1', 'vbscript:msgbox(1)'])(
    'refuses %j even when external',
    (url) => {
      expect(() => checkNavigation(url, { external: true }, base)).toThrow(NavigationRefusedError);
    },
  );
});

describe('navigateTo', () => {
  it('assigns or replaces after the check', () => {
    const location = { href: base, assign: vi.fn(), replace: vi.fn() } as unknown as Location;
    navigateTo('/uz/', {}, location);
    expect(location.assign).toHaveBeenCalledWith('https://ffu.example/uz/');
    navigateTo('/oz/', { replace: true }, location);
    expect(location.replace).toHaveBeenCalledWith('https://ffu.example/oz/');
    expect(() => navigateTo('javascript:void 0', {}, location)).toThrow(NavigationRefusedError);
  });
});
