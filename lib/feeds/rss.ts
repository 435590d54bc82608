/** RSS 2.0 feed per language (`/uz/feed.xml`): the newest FEED_SIZE stories, given newest first. */
import type { NewsItem } from '@/lib/api/types';

export type FeedStory = Pick<NewsItem, 'id' | 'title' | 'date' | 'excerpt'>;

export const FEED_SIZE = 50;

export interface FeedChannel {
  title: string;
  description: string;
  link: string;
  /** The feed's own URL (atom:link rel="self"). */
  self: string;
  language: string;
  itemLink: (item: FeedStory) => string;
}

/** Text for XML character data and attribute values; drops characters XML 1.0 cannot hold. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function rfc822(date: string): string | null {
  const time = Date.parse(date);
  return Number.isNaN(time) ? null : new Date(time).toUTCString();
}

export function rssFeed(channel: FeedChannel, news: readonly FeedStory[]): string {
  const items = news.slice(0, FEED_SIZE);
  const lastBuild = items.map((item) => rfc822(item.date)).find((date) => date !== null);
  const tag = (name: string, value: string | null | undefined) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '');
  const body = items
    .map((item) => {
      const link = channel.itemLink(item);
      return [
        '    <item>',
        `      ${tag('title', item.title)}`,
        `      ${tag('link', link)}`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        rfc822(item.date) ? `      ${tag('pubDate', rfc822(item.date))}` : '',
        item.excerpt ? `      ${tag('description', item.excerpt)}` : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${tag('title', channel.title)}`,
    `    ${tag('link', channel.link)}`,
    `    ${tag('description', channel.description)}`,
    `    ${tag('language', channel.language)}`,
    lastBuild ? `    ${tag('lastBuildDate', lastBuild)}` : '',
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    body,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '' && line.trim() !== '')
    .join('\n')
    .concat('\n');
}
