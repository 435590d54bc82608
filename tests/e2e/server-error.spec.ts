// The static 500 page (out/500.html) from either server, in the visitor's language, under its own policy.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { createSiteServer } from '../../server/app';
import { loadCspManifest } from '../../lib/csp';
import { nginxInclude } from '../../lib/publish/nginx';
import { axeViolations, expect, htmlLangOf, locales, test, type Locale } from './support';
import { NGINX, startNginx, type RunningNginx } from './servers';

const OUT = resolve('out');

const texts: Record<Locale, { title: string; home: string; retry: string }> = {
  uz: { title: 'Serverning ichki xatosi', home: 'Bosh sahifaga oʻtish', retry: 'Qayta urinish' },
  ru: { title: 'Внутренняя ошибка сервера', home: 'Перейти на главную', retry: 'Повторить' },
  // The spec's defaults: 'Internal Server Error', code 500.
  en: { title: 'Internal Server Error', home: 'Go to the home page', retry: 'Try again' },
  oz: { title: 'Сервернинг ички хатоси', home: 'Бош саҳифага ўтиш', retry: 'Қайта уриниш' },
};

test.use({ expectedErrors: [/status of (404|50[02])/] });

async function expectServerErrorPage(page: Page, locale: Locale) {
  const t = texts[locale];
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[locale]);
  await expect(page.locator('h1')).toHaveText(t.title);
  await expect(page).toHaveTitle(t.title);
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', `/${locale}/`);
  await expect(page.getByRole('link', { name: t.retry })).toBeVisible();
}

test.describe('npm run serve, on a file it cannot read', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'server-error-'));
    // Hard links: a copy of the build in a moment, which the test breaks without touching out/.
    const copy = spawnSync('cp', ['-al', OUT, join(dir, 'site')], { encoding: 'utf8' });
    if (copy.status !== 0) throw new Error(`cp -al failed: ${copy.stderr}`);
    server = createSiteServer({ root: join(dir, 'site') });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Pages whose file is there but cannot be read (a link that loops: ELOOP). A file that is simply gone is a 404.
    for (const locale of locales) {
      const file = join(dir, 'site', locale, 'services', 'index.html');
      for (const suffix of ['', '.br', '.gz']) rmSync(file + suffix, { force: true });
      symlinkSync(file, file);
    }
  });

  test.afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((closed) => server?.close(closed));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const locale of locales) {
    test(`answers 500 with the server-error page in the path's language, clean under axe (${locale})`, async ({ page }) => {
      const response = await page.goto(`${origin}/${locale}/services/`);
      expect(response?.status()).toBe(500);
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      await expectServerErrorPage(page, locale);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('trying again asks for the same address; the way home leads to a page that works', async ({ page }) => {
    await page.goto(`${origin}/ru/services/`);
    const again = page.waitForResponse((reply) => reply.url() === `${origin}/ru/services/`);
    await page.getByRole('link', { name: texts.ru.retry }).click();
    expect((await again).status()).toBe(500);
    await page.getByRole('link', { name: texts.ru.home }).click();
    await expect(page).toHaveURL(`${origin}/ru/`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.ru.title);
  });
});

test.describe('nginx with deploy/nginx/federation.conf, its upstream down', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!existsSync(NGINX), `${NGINX} is not installed; \`apt-get install -y nginx\` (CI installs it)`);
  let nginx: RunningNginx | undefined;

  test.beforeAll(async () => {
    nginx = await startNginx(nginxInclude(OUT, loadCspManifest(OUT), 'for the e2e test'));
  });

  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('the deploy hook with no server behind it: 502 and the server-error page, its script allowed by the policy', async ({ page, context }) => {
    const response = await page.goto(`${nginx!.origin}/hooks/deploy`);
    expect(response?.status()).toBe(502);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // No language in the path and none stored: Uzbek.
    await expectServerErrorPage(page, 'uz');
    // The stored language: the page's own script chose it, so the policy let it run.
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'oz', url: nginx!.origin }]);
    await page.reload();
    await expectServerErrorPage(page, 'oz');
    // Asked for directly, the page is not found, as from npm run serve.
    expect((await page.goto(`${nginx!.origin}/500.html`))?.status()).toBe(404);
  });
});
