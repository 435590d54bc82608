import { describe, expect, it } from 'vitest';
import { allRoutes, frameData, routeData as routes, routePath, sitemapData } from './data';
import { copies, story, testSite as site } from './testing';

const { feed: feedRoute, home: homeRoute, leaderCalendar: leaderCalendarRoute, leaderContact: leaderContactRoute } = routes;
const { media: mediaRoute, newsArchive: newsArchiveRoute, news: newsFrontRoute, newsStory: newsStoryRoute, service: serviceRoute } = routes;

describe('the route table', () => {
  it('gives each route instance its URL: pages end in a slash, files do not', () => {
    expect(routePath(homeRoute, 'uz', {})).toBe('/uz/');
    expect(routePath(newsStoryRoute, 'ru', { id: '5' })).toBe('/ru/news/5/');
    expect(routePath(newsArchiveRoute, 'en', { page: '2' })).toBe('/en/news/page/2/');
    expect(routePath(feedRoute, 'oz', {})).toBe('/oz/feed.xml');
    expect(routePath(leaderCalendarRoute, 'uz', { id: '1' })).toBe('/uz/managements/1/reception.ics');
    expect(() => routePath(newsStoryRoute, 'uz', {})).toThrow('no value for [id]');
  });

  it('lists one instance per story, service, archive page and leader file in each language', () => {
    const s = site({ en: 5 });
    expect(newsStoryRoute.params(s, 'uz')).toHaveLength(30);
    expect(newsStoryRoute.params(s, 'en')).toEqual([5, 4, 3, 2, 1].map((id) => ({ id: String(id) })));
    expect(serviceRoute.params(s, 'en')).toEqual([]);
    expect(newsArchiveRoute.params(s, 'uz')).toEqual([{ page: '1' }]);
    expect(newsArchiveRoute.params(s, 'en')).toEqual([]);
    // Only a leader whose reception can be read has a calendar file; everyone has a contact card.
    expect(leaderCalendarRoute.params(s, 'uz')).toEqual([{ id: '1' }]);
    expect(leaderContactRoute.params(s, 'uz')).toEqual([{ id: '1' }, { id: '2' }]);
    expect(allRoutes.every((route) => route.params(s, 'uz').every((params) => route.data(s, 'uz', params) !== null))).toBe(true);
  });

  it('gives a story with the languages it exists in, and null for an id that is none', () => {
    const s = site({ en: 5 });
    expect(newsStoryRoute.data(s, 'uz', { id: '7' })).toMatchObject({ item: { id: 7, title: 'Story 7' }, locales: ['uz', 'ru', 'oz'] });
    expect(newsStoryRoute.data(s, 'uz', { id: '5' })?.locales).toEqual(['uz', 'ru', 'en', 'oz']);
    for (const id of ['99', '0', '7abc', '-1']) expect(newsStoryRoute.data(s, 'uz', { id })).toBeNull();
    expect(serviceRoute.data(s, 'ru', { id: '5' })?.locales).toEqual(['uz', 'ru', 'oz']);
    expect(leaderCalendarRoute.data(s, 'uz', { id: '2' })).toBeNull();
    expect(leaderContactRoute.data(s, 'uz', { id: '2' })).toMatchObject({ leader: { fullName: 'B' }, address: 'Tashkent' });
  });

  it('gives list pages the stories without their bodies, so editing a body changes only its story page', () => {
    const s = site();
    const front = newsFrontRoute.data(s, 'uz', {})!;
    expect(front.items.map((item) => item.id)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13]);
    expect(front.items[0]).not.toHaveProperty('contentHtml');
    expect(homeRoute.data(s, 'uz', {})!.lead).not.toHaveProperty('contentHtml');
    expect(newsArchiveRoute.data(s, 'uz', { page: '1' })).toMatchObject({ page: 1, locales: ['uz', 'ru', 'en', 'oz'] });
    expect(newsArchiveRoute.data(s, 'uz', { page: '1' })!.items.map((item) => item.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(newsArchiveRoute.data(s, 'uz', { page: '2' })).toBeNull();
  });

  it('gives the media page counts and covers only', () => {
    expect(mediaRoute.data(site(), 'uz', {})).toEqual({ photoCount: 1, videoCount: 1, photoCover: copies, videoCover: null });
  });

  it('gives the frame its contacts, socials and the year in Tashkent when the snapshot was taken', () => {
    // 20:00 UTC on 31 December is already 1 January in Tashkent (UTC+5).
    expect(frameData(site(), 'uz')).toEqual({ contacts: { address: 'Tashkent', phones: [], email: 'info@fa.uz' }, socials: null, year: 2027 });
  });

  it('gives the sitemap each language’s story dates and service ids', () => {
    const data = sitemapData(site({ en: 1 }));
    expect(data.en).toEqual({ news: [{ id: 1, date: story(1).date }], services: [] });
    expect(data.uz.services).toEqual([{ id: 5 }]);
  });
});
