import { describe, expect, it } from 'vitest';
import type { NewsItem } from '@/lib/api/types';
import { FEED_SIZE, escapeXml, rfc822, rssFeed, type FeedChannel } from './rss';

const item = (id: number, date: string, extra: Partial<NewsItem> = {}): NewsItem => ({
  id,
  title: `Story ${id}`,
  contentHtml: '<p>x</p>',
  excerpt: `Excerpt ${id}`,
  date,
  image: null,
  picture: null,
  ...extra,
});

const channel: FeedChannel = {
  title: 'Football Federation of Uzbekistan: News',
  description: 'News & events',
  link: 'https://uzfootball.example/en/news/',
  self: 'https://uzfootball.example/en/feed.xml',
  language: 'en',
  itemLink: (news) => `https://uzfootball.example/en/news/${news.id}/`,
};

describe('rssFeed', () => {
  it('writes an RSS 2.0 channel with the stories in the order given (newest first, as the snapshot sorts them)', () => {
    const xml = rssFeed(channel, [item(2, '2026-11-20T09:30:00Z'), item(1, '2026-11-01T10:00:00Z'), item(3, 'soon')]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(xml).toContain('<title>Football Federation of Uzbekistan: News</title>');
    expect(xml).toContain('<description>News &amp; events</description>');
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain('<atom:link href="https://uzfootball.example/en/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 09:30:00 GMT</lastBuildDate>');
    const ids = [...xml.matchAll(/<guid isPermaLink="true">[^<]*\/news\/(\d+)\/<\/guid>/g)].map((m) => m[1]);
    expect(ids).toEqual(['2', '1', '3']);
    expect(xml).toContain(
      '<item>\n      <title>Story 2</title>\n      <link>https://uzfootball.example/en/news/2/</link>\n' +
        '      <guid isPermaLink="true">https://uzfootball.example/en/news/2/</guid>\n' +
        '      <pubDate>Fri, 20 Nov 2026 09:30:00 GMT</pubDate>\n      <description>Excerpt 2</description>\n    </item>',
    );
    // An unreadable date gives no pubDate rather than a wrong one.
    expect(xml).toMatch(/<title>Story 3<\/title>\n\s*<link>[^<]+<\/link>\n\s*<guid[^>]*>[^<]+<\/guid>\n\s*<description>/);
    expect(xml.endsWith('</rss>\n')).toBe(true);
  });

  it(`keeps the newest ${FEED_SIZE}`, () => {
    const news = Array.from({ length: 60 }, (_, i) => item(60 - i, new Date(Date.UTC(2026, 0, 60 - i)).toISOString()));
    const xml = rssFeed(channel, news);
    expect(xml.match(/<item>/g)).toHaveLength(FEED_SIZE);
    expect(xml).toContain('<title>Story 60</title>');
    expect(xml).not.toContain('<title>Story 10</title>');
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    const xml = rssFeed(channel, [item(5, '2026-11-01', { title: `Test: editor's <b>formatting</b> & "quotes"\u0007`, excerpt: '' })]);
    expect(xml).toContain('<title>Test: editor&apos;s &lt;b&gt;formatting&lt;/b&gt; &amp; &quot;quotes&quot;</title>');
    expect(xml).not.toContain('<description></description>');
    expect(escapeXml('a\u0000b\ud800c')).toBe('abc');
  });

  it('formats dates as RFC 822', () => {
    expect(rfc822('2026-03-08T07:15:30+05:00')).toBe('Sun, 08 Mar 2026 02:15:30 GMT');
    expect(rfc822('not a date')).toBeNull();
  });

  it('writes a valid empty channel without stories', () => {
    const xml = rssFeed(channel, []);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('</channel>\n</rss>\n');
  });
});
