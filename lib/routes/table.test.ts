import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listedPages, localePath, paramNames, pathTo, routeTable, smokeDetailFolders, smokePages } from './table';

/** Every page (`page.tsx`) and file route (`route.ts`) under app/[locale]/, as a pattern: `/news/[id]`, `/feed.xml`. */
function appRoutes(): string[] {
  const root = join(process.cwd(), 'app', '[locale]');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) => `/${file.replace(/\/?(page\.tsx|route\.ts)$/, '')}`)
    .sort();
}

describe('the route table', () => {
  it('has a row for every page and file under app/[locale]/, and a folder for every row', () => {
    const rows = Object.values(routeTable).map((row) => row.pattern).sort();
    expect(appRoutes()).toContain('/news/[id]');
    expect(rows).toEqual(appRoutes());
  });

  it('builds locale-less links and each language’s URL path: pages end in a slash, files do not', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('newsStory', { id: 5 })).toBe('/news/5');
    expect(pathTo('newsArchive', { page: '2' })).toBe('/news/page/2');
    expect(pathTo('newsStory', { id: 'a b/?' })).toBe('/news/a%20b%2F%3F');
    expect(localePath('uz', 'home')).toBe('/uz/');
    expect(localePath('ru', 'newsStory', { id: '5' })).toBe('/ru/news/5/');
    expect(localePath('oz', 'feed')).toBe('/oz/feed.xml');
    expect(localePath('uz', 'leaderCalendar', { id: 1 })).toBe('/uz/managements/1/reception.ics');
    expect(() => pathTo('newsStory', {} as { id: string })).toThrow('no value for [id]');
    expect(paramNames('/managements/[id]/reception.ics')).toEqual(['id']);
    expect(paramNames('/about-us')).toEqual([]);
  });

  it('gives the sitemap, the smoke check and the browser tests the pages without params, home first', () => {
    expect(listedPages).toEqual(['/', '/about-us', '/players', '/managements', '/news', '/services', '/media', '/gallery', '/state-symbols', '/accessibility']);
    expect(smokePages).toEqual(listedPages.map((path) => path.slice(1)));
    expect(smokeDetailFolders).toEqual(['news', 'services']);
  });
});
