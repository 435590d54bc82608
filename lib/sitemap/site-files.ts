// The sitemap files the sitemap routes render: the render plan's (lib/routes/render-plan.ts), else the build's snapshot's.
import 'server-only';
import { getSite } from '@/lib/api';
import { sitemapFilesOf } from '@/lib/routes/data';
import { readRenderPlan } from '@/lib/routes/render-plan';
import type { SitemapFile } from './sitemap';

export const siteSitemapFiles = (): SitemapFile[] => readRenderPlan()?.sitemaps ?? sitemapFilesOf(getSite());
