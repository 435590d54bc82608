import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlToExcerpt } from '@/lib/format/text';
import {
  mapAbout, mapContacts, mapLeader, mapList, mapNewsItem, mapNewsSummary, mapPhoto, mapPlayer, mapService, mapSocials,
  mapUsefulLink, mapVideo, type MapContext,
} from './map';

const sanitize = vi.fn((html: string | null | undefined) => (html ? `[safe]${html}` : ''));
const ctx: MapContext = { origin: 'https://api.example.uz', lang: 'ENG', sanitize, excerpt: htmlToExcerpt };

afterEach(() => {
  vi.restoreAllMocks();
  sanitize.mockClear();
});

describe('news and services', () => {
  it('maps a news record: sanitised content, excerpt, image on the API origin', () => {
    const item = mapNewsItem(
      { id: 7, title: '  Cup final  ', content: '<p>Team won</p>', date: '2026-11-20T09:30:00Z', image: '/uploads/news/7.jpg' },
      ctx,
    );
    expect(item).toEqual({
      id: 7,
      title: 'Cup final',
      contentHtml: '[safe]<p>Team won</p>',
      excerpt: '[safe] Team won',
      date: '2026-11-20T09:30:00Z',
      image: 'https://api.example.uz/uploads/news/7.jpg',
      picture: null,
    });
    expect(sanitize).toHaveBeenCalledWith('<p>Team won</p>');
  });

  it.each([null, undefined, '', '   '])('drops news whose title is %j', (title) => {
    expect(mapNewsItem({ id: 1, title, content: '<p>x</p>', date: '2026-01-01' }, ctx)).toBeNull();
  });

  it('drops unsafe and missing images to null', () => {
    expect(mapNewsItem({ id: 1, title: 't', content: null, date: '2026-01-01', image: 'javascript:alert(1)' }, ctx)?.image).toBeNull();
    expect(mapService({ id: 1, title: 't', content: null, image: null }, ctx)?.image).toBeNull();
  });

  it('keeps absolute image URLs', () => {
    expect(mapService({ id: 1, title: 't', content: '', image: 'https://cdn.example.uz/s.png' }, ctx)?.image).toBe('https://cdn.example.uz/s.png');
  });

  it('maps a search summary without touching HTML', () => {
    expect(mapNewsSummary({ id: 2, title: 'T', content: '<script>', date: '2026-01-02', image: '/uploads/a.jpg' }, ctx)).toEqual({
      id: 2,
      title: 'T',
      date: '2026-01-02',
      image: 'https://api.example.uz/uploads/a.jpg',
    });
  });

  it('mapList drops untitled records and keeps order', () => {
    const raw = [
      { id: 1, title: 'A', content: '' },
      { id: 2, title: null, content: '' },
      { id: 3, title: 'C', content: '' },
    ];
    expect(mapList(raw, mapAbout, ctx).map((a) => a.id)).toEqual([1, 3]);
  });
});

describe('people', () => {
  it('maps a player, taking a numeric string as the shirt number', () => {
    expect(mapPlayer({ id: 3, full_name: 'Eldor Shomurodov', photo: '/uploads/p/3.jpg', position: 'Forward', number: '14', birth_date: '1995-06-29', club: ' Roma ' }, ctx)).toEqual({
      id: 3,
      fullName: 'Eldor Shomurodov',
      photo: 'https://api.example.uz/uploads/p/3.jpg',
      picture: null,
      position: 'Forward',
      number: 14,
      birthDate: '1995-06-29',
      club: 'Roma',
    });
  });

  it('gives null for missing or odd player fields and drops a nameless player', () => {
    expect(mapPlayer({ id: 3, full_name: 'A', number: 'ten', position: '' }, ctx)).toMatchObject({ number: null, position: null, photo: null, birthDate: null, club: null });
    expect(mapPlayer({ id: 3, full_name: 'A', number: 7.5 }, ctx)?.number).toBeNull();
    expect(mapPlayer({ id: 4, full_name: ' ' }, ctx)).toBeNull();
  });

  it('maps a leader with a formatted phone and sanitised biography', () => {
    const leader = mapLeader(
      {
        id: 1,
        full_name: 'Name Surname',
        position_title: 'President',
        photo: null,
        admission_days: 'Monday - Friday',
        admission_hours: '10:00 - 12:00',
        phone: '90 123 45 67',
        email: ' info@fa.uz ',
        biography: '<p>Bio</p>',
      },
      ctx,
    );
    expect(leader).toEqual({
      id: 1,
      fullName: 'Name Surname',
      positionTitle: 'President',
      photo: null,
      picture: null,
      admissionDays: 'Monday - Friday',
      admissionHours: '10:00 - 12:00',
      phone: { display: '+998 90 123 45 67', href: 'tel:+998901234567' },
      email: 'info@fa.uz',
      biographyHtml: '[safe]<p>Bio</p>',
    });
  });

  it('takes a numeric phone and rejects a bad one and a bad e-mail', () => {
    expect(mapLeader({ id: 1, full_name: 'A', position_title: null, phone: 998901234567 }, ctx)).toMatchObject({
      phone: { href: 'tel:+998901234567' },
      positionTitle: '',
    });
    expect(mapLeader({ id: 1, full_name: 'A', position_title: 'P', phone: '123', email: 'not an email' }, ctx)).toMatchObject({ phone: null, email: null });
  });

  it('takes plain e-mail addresses only: one with hidden recipients or escapes is left out, with a warning naming the leader', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const leader = (email: string) => mapLeader({ id: 5, full_name: 'A', position_title: 'P', email }, ctx)?.email;
    expect(leader(" o'brien+press@ffu-media.uz ")).toBe("o'brien+press@ffu-media.uz");
    for (const hostile of ['press@ffu.uz?bcc=spy@evil.example', 'press@ffu.uz&cc=x@y.uz', 'pr%65ss@ffu.uz', 'a@b.uz%0D%0ABcc:x@y.uz', 'press@ffu.uz,spy@evil.example', 'press@ffu.uz\nBcc: x@y.uz']) {
      expect(leader(hostile), hostile).toBeNull();
    }
    expect(warn).toHaveBeenCalledWith('Leader 5 (lang=ENG): e-mail "press@ffu.uz?bcc=spy@evil.example" is not a plain address; left out.');
    expect(warn).toHaveBeenCalledTimes(6);
  });
});

describe('media', () => {
  it('drops photos without a title or a usable image', () => {
    expect(mapPhoto({ id: 1, title: 'Final', image: '/uploads/g/1.jpg', date: '2026-01-01' }, ctx)?.image).toBe('https://api.example.uz/uploads/g/1.jpg');
    expect(mapPhoto({ id: 1, title: 'Final', image: 'data:image/png;base64,AA', date: '2026-01-01' }, ctx)).toBeNull();
    expect(mapPhoto({ id: 1, title: '', image: '/a.jpg', date: '2026-01-01' }, ctx)).toBeNull();
  });

  it('maps a YouTube video to a nocookie embed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(mapVideo({ id: 5, title: 'Goals', link: 'https://youtu.be/dQw4w9WgXcQ', date: '2026-01-01', cover: '/uploads/v/5.jpg' }, ctx)).toEqual({
      id: 5,
      title: 'Goals',
      link: 'https://youtu.be/dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      date: '2026-01-01',
      cover: 'https://api.example.uz/uploads/v/5.jpg',
      picture: null,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('logs an error naming the video and link when the link is not YouTube, and keeps the video without embed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const video = mapVideo({ id: 9, title: 'Other', link: 'https://vimeo.com/123', date: '2026-01-01' }, ctx);
    expect(video).toMatchObject({ id: 9, embedUrl: null, link: 'https://vimeo.com/123' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Video 9 \(lang=ENG\).*"https:\/\/vimeo\.com\/123"/);
  });

  it('never keeps a javascript: video link', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(mapVideo({ id: 9, title: 'x', link: 'javascript:alert(1)', date: '2026-01-01' }, ctx)).toMatchObject({ link: null, embedUrl: null });
  });

  it('filters useful links', () => {
    expect(mapUsefulLink({ id: 1, title: 'FIFA', link: 'www.fifa.com', logo: '/uploads/l/1.png' }, ctx)).toEqual({
      id: 1,
      title: 'FIFA',
      link: 'https://www.fifa.com/',
      logo: 'https://api.example.uz/uploads/l/1.png',
      picture: null,
    });
    expect(mapUsefulLink({ id: 2, title: 'X', link: 'javascript:alert(1)' }, ctx)?.link).toBeNull();
  });
});

describe('contacts and socials', () => {
  it('takes the first contact record and formats its phones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const contacts = mapContacts(
      [
        { id: 1, address: ' Tashkent ', phones: ['+998 (71) 200-00-01', '901234567', 'call us', null], email: 'info@fa.uz' },
        { id: 2, address: 'Other', phones: [], email: 'x@y.uz' },
      ],
      ctx,
    );
    expect(contacts).toEqual({
      address: 'Tashkent',
      phones: [
        { display: '+998 71 200 00 01', href: 'tel:+998712000001' },
        { display: '+998 90 123 45 67', href: 'tel:+998901234567' },
      ],
      email: 'info@fa.uz',
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('leaves out a contact e-mail that is not a plain address, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mapContacts([{ id: 1, address: 'T', phones: [], email: 'info@ffu.uz?cc=a%40evil.example&bcc=b@evil.example' }], ctx)?.email).toBeNull();
    expect(warn).toHaveBeenCalledWith('Contacts (lang=ENG): e-mail "info@ffu.uz?cc=a%40evil.example&bcc=b@evil.example" is not a plain address; left out.');
  });

  it('gives null contacts and socials for empty lists', () => {
    expect(mapContacts([], ctx)).toBeNull();
    expect(mapSocials([])).toBeNull();
  });

  it('takes the first socials record, drops bookkeeping fields and unsafe URLs', () => {
    const raw = { id: 1, telegram: 'https://t.me/fa', instagram: 'javascript:alert(1)', facebook: null, youtube: 'youtube.com/@fa', active: true, created_at: 'x', updated_at: 'y' };
    const socials = mapSocials([raw, { id: 2, telegram: 'https://t.me/other' }]);
    expect(socials).toEqual({ telegram: 'https://t.me/fa', instagram: null, facebook: null, youtube: 'https://youtube.com/@fa' });
    expect(Object.keys(socials ?? {})).toEqual(['telegram', 'instagram', 'facebook', 'youtube']);
  });
});
