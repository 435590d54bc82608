// The sitemap files of the build's snapshot, worked out once per build process (each file's route asks).
import 'server-only';
import { getSite, type Site } from '@/lib/api';
import { sitemapData } from '@/lib/routes/data';
import { sitemapFiles, type SitemapFile } from './sitemap';

const made = new WeakMap<Site, SitemapFile[]>();

export function siteSitemapFiles(site: Site = getSite()): SitemapFile[] {
  let files = made.get(site);
  if (!files) made.set(site, (files = sitemapFiles(sitemapData(site))));
  return files;
}
