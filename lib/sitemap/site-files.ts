// The sitemap files of the build's snapshot, worked out once per build process (each file's route asks), or the
// render plan's (lib/routes/render-plan.ts).
import 'server-only';
import { getSite, type Site } from '@/lib/api';
import { sitemapData } from '@/lib/routes/data';
import { readRenderPlan } from '@/lib/routes/render-plan';
import { sitemapFiles, type SitemapFile } from './sitemap';

const made = new WeakMap<Site, SitemapFile[]>();

export function siteSitemapFiles(): SitemapFile[] {
  const plan = readRenderPlan();
  if (plan) return plan.sitemaps;
  const site = getSite();
  let files = made.get(site);
  if (!files) made.set(site, (files = sitemapFiles(sitemapData(site))));
  return files;
}
