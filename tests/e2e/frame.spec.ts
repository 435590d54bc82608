import { readFileSync } from 'node:fs';
import { formatPhone } from '@/lib/format/phone';
import { TIME_ZONE } from '@/lib/i18n/routing';
import { socialNetworks } from '@/lib/site';
import { apiList, expect, expectPhoneLink, footerContacts, locales, test, url, type Locale } from './support';

/** The spec's mobile-menu slide (components/frame's CSS holds the same 300ms). */
const MOBILE_MENU_TRANSITION_MS = 300;

type RawContact = { address: string; phones: string[]; email: string };
type RawSocials = Record<(typeof socialNetworks)[number], string | null>;

test.describe('main menu (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a dropdown opens on click and closes on an outside click, Escape or a choice', async ({ page }) => {
    await page.goto(url('en', '/'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const federation = menu.getByRole('button', { name: 'Federation' });
    const players = menu.getByRole('link', { name: 'Players' });

    await expect(players).toBeHidden();
    await federation.click();
    await expect(federation).toHaveAttribute('aria-expanded', 'true');
    await expect(players).toBeVisible();

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(players).toBeHidden();

    await federation.click();
    await page.keyboard.press('Escape');
    await expect(players).toBeHidden();
    await expect(federation).toBeFocused();

    await federation.click();
    await players.click();
    await expect(page).toHaveURL(/\/en\/players\/$/);
    await expect(menu.getByRole('link', { name: 'Players' })).toBeHidden();
  });

  test('is operable by keyboard alone', async ({ page }) => {
    await page.goto(url('en', '/'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Media' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'All media' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Photo gallery' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Video gallery' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/gallery\/\?tab=video-gallery$/);
  });

  test('reaches /media from the media dropdown and the footer, in every language', async ({ page }) => {
    const names = {
      uz: ['Asosiy menyu', 'Media', 'Barcha media'],
      ru: ['Главное меню', 'Медиа', 'Все медиа'],
      en: ['Main menu', 'Media', 'All media'],
      oz: ['Асосий меню', 'Медиа', 'Барча медиа'],
    } as const;
    for (const [locale, [menuName, dropdown, entry]] of Object.entries(names)) {
      await page.goto(url(locale as keyof typeof names, '/'));
      const menu = page.getByRole('navigation', { name: menuName });
      await menu.getByRole('button', { name: dropdown }).click();
      await menu.getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/media/$`));
      await expect(page.locator('h1')).toBeVisible();
      // The entry is marked as the page the visitor is on, and the dropdown as its group.
      await expect(menu.getByRole('button', { name: dropdown })).toHaveAttribute('data-active', 'true');
      await menu.getByRole('button', { name: dropdown }).click();
      await expect(menu.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: entry })).toHaveAttribute('href', `/${locale}/media/`);
    }
  });

  test('marks the active entry and clears it on the home page', async ({ page }) => {
    await page.goto(url('en', '/managements'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('button', { name: 'Federation' })).toHaveAttribute('data-active', 'true');
    await menu.getByRole('button', { name: 'Federation' }).click();
    await expect(menu.getByRole('link', { name: 'Leadership' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(menu.locator('[data-active="true"]')).toHaveCount(0);

    await menu.getByRole('link', { name: 'News' }).click();
    await expect(menu.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('slides in from the right, holds the switcher, and closes on its button or any link', async ({ page }) => {
    await page.goto(url('en', '/'));
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: /Choose a language/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Fully on screen once the 300 ms slide has finished.
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);

    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await panel.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/en\/services\/$/);
    await expect(panel).toBeHidden();

    await opener.click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await opener.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'All media' }).click();
    await expect(page).toHaveURL(/\/en\/media\/$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('mobile menu transition', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test(`slides in and out over ${MOBILE_MENU_TRANSITION_MS} ms, the overlay fading with it`, async ({ page }) => {
    await page.goto(url('en', '/'));
    // Each finished transition, as the browser reports it: elapsed time is the transition's own
    // duration, however busy the machine was.
    await page.evaluate(() => {
      const done: string[] = [];
      (window as unknown as { transitions: string[] }).transitions = done;
      document.addEventListener('transitionend', (event) => {
        const target = event.target as HTMLElement;
        const who = target.id === 'mobile-menu' ? 'panel' : target.matches('[data-open]') ? 'overlay' : null;
        if (who) done.push(`${who} ${event.propertyName} ${Math.round(event.elapsedTime * 1000)}`);
      });
    });
    const finished = () => page.evaluate(() => (window as unknown as { transitions: string[] }).transitions.splice(0));
    const panel = page.getByRole('dialog', { name: 'Menu' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel).toBeVisible();
    await expect.poll(finished).toEqual(expect.arrayContaining([`panel transform ${MOBILE_MENU_TRANSITION_MS}`, `overlay opacity ${MOBILE_MENU_TRANSITION_MS}`]));
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(finished).toEqual(expect.arrayContaining([`panel transform ${MOBILE_MENU_TRANSITION_MS}`, `overlay opacity ${MOBILE_MENU_TRANSITION_MS}`]));
    await expect(panel).toBeHidden();
  });
});

test.describe('top bar and footer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the top bar shows the contacts' e-mail and the social links of the first records, each in a new tab", async ({ page }) => {
    const [[contact], [socials]] = await Promise.all([apiList<RawContact>('/contacts', 'ENG'), apiList<RawSocials>('/social-networks', 'ENG')]);
    await page.goto(url('en', '/'));
    const header = page.getByTestId('site-header');
    const email = header.getByRole('link', { name: `E-mail: ${contact!.email}` });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${contact!.email}`);

    const links = header.getByRole('list', { name: 'Our social networks' }).getByRole('link');
    // The four networks in the site's order; the record's other fields (id, active, ...) are no links.
    const expected = socialNetworks.flatMap((network) => socials![network] ?? []);
    expect(expected.length).toBeGreaterThan(0);
    await expect(links).toHaveCount(expected.length);
    for (const [index, href] of expected.entries()) {
      const link = links.nth(index);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  test('the footer lists the further phone numbers below the first, and the copyright line with the year', async ({ page }) => {
    const [contact] = await apiList<RawContact>('/contacts', 'ENG');
    const [first, ...others] = contact!.phones.map((phone) => formatPhone(phone)!);
    expect(others.length).toBeGreaterThan(0);
    await page.goto(url('en', '/'));
    const { footer, phone: firstPhone } = footerContacts(page);
    await expect(firstPhone.getByRole('link')).toHaveText(first!.display);
    // Each further number its own link, in the API's order, right below the labelled one.
    const further = firstPhone.locator('xpath=../following-sibling::div[1]/dd/a');
    await expect(further).toHaveText(others.map((phone) => phone.display));
    for (const [index, phone] of others.entries()) await expectPhoneLink(further.nth(index), phone.href);

    // The year of the content the build read, in Tashkent.
    const { fetchedAt } = JSON.parse(readFileSync('.content/meta.json', 'utf8')) as { fetchedAt: string };
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE }).format(new Date(fetchedAt));
    await expect(footer.getByText(`© ${year} Football Federation of Uzbekistan. All rights reserved.`)).toBeVisible();
    await page.goto(url('oz', '/'));
    await expect(page.getByRole('contentinfo').getByText(`© ${year} Ўзбекистон Футбол Федерацияси. Барча ҳуқуқлар ҳимояланган.`)).toBeVisible();
  });

  const bannerText: Record<Locale, string> = {
    uz: 'Sayt test rejimida ishlamoqda. Ayrim maʼlumotlar toʻliq boʻlmasligi mumkin.',
    ru: 'Сайт работает в тестовом режиме. Некоторые сведения могут быть неполными.',
    en: 'The website is running in test mode. Some information may be incomplete.',
    oz: 'Сайт тест режимида ишламоқда. Айрим маълумотлар тўлиқ бўлмаслиги мумкин.',
  };
  for (const locale of locales) {
    test(`the test-mode banner speaks the page's language (${locale})`, async ({ page }) => {
      await page.goto(url(locale, '/news'));
      await expect(page.getByTestId('test-mode-banner')).toHaveText(bannerText[locale]);
    });
  }

  test('show the contacts and socials of the first records, socials in a new tab', async ({ page }) => {
    const [contact] = await apiList<RawContact>('/contacts', 'ENG');
    await page.goto(url('en', '/'));
    const { footer, address, phone, email } = footerContacts(page);
    await expect(address).toHaveText(contact!.address);
    await expectPhoneLink(phone.getByRole('link'));
    await expect(email.getByRole('link')).toHaveAttribute('href', `mailto:${contact!.email}`);

    const socials = footer.getByRole('list', { name: 'Our social networks' }).getByRole('link');
    await expect(socials).not.toHaveCount(0);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      // The mark comes from the sprite: a missing sprite or symbol draws nothing, an empty box.
      const mark = link.locator('svg use');
      await expect.poll(() => mark.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(10);
    }
    const credit = footer.getByRole('link', { name: /Uzinfocom/ });
    await expect(credit).toHaveAttribute('target', '_blank');
  });

  test('the test-mode banner scrolls and a visitor can pause it', async ({ page }) => {
    await page.goto(url('en', '/'));
    const banner = page.getByTestId('test-mode-banner');
    await expect(banner).toContainText('test mode');
    const position = () => banner.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const first = await position();
    await expect.poll(position).not.toBe(first);
    await page.getByRole('button', { name: 'Pause the scrolling announcement' }).click();
    await expect(page.getByRole('button', { name: 'Resume the scrolling announcement' })).toHaveAttribute('aria-pressed', 'true');
    // The pause reaches the animation with the next frame; read the position after it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const paused = await position();
    await page.waitForTimeout(300);
    expect(await position()).toBe(paused);
  });

  test('the clock ticks every second and the date is day-month-year', async ({ page }) => {
    // Start a minute early and pause at a known instant, whatever the page's load time.
    await page.clock.install({ time: new Date('2026-03-08T07:14:30Z') });
    await page.goto(url('ru', '/'));
    await page.clock.pauseAt(new Date('2026-03-08T07:15:30Z'));
    const time = page.getByTestId('clock-time');
    await page.clock.runFor(1000);
    await expect(time).toHaveText('12:15:31');
    await page.clock.runFor(2000);
    await expect(time).toHaveText('12:15:33');
    await expect(page.getByTestId('clock-date')).toHaveText('08.03.2026');
  });

  test('the logo and site name lead home', async ({ page }) => {
    await page.goto(url('oz', '/news'));
    await page.getByRole('link', { name: /бош саҳифа/ }).first().click();
    await expect(page).toHaveURL(/\/oz\/$/);
  });
});
