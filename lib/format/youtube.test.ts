import { describe, expect, it } from 'vitest';
import { toYouTubeEmbed, youTubeVideoId } from './youtube';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('toYouTubeEmbed', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch?app=desktop&feature=youtu.be&v=${ID}#t=10`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abcDEF123&t=5`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `  https://youtu.be/${ID}  `,
    `youtu.be/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `//www.youtube.com/embed/${ID}`,
  ])('converts %j', (link) => {
    expect(toYouTubeEmbed(link)).toBe(EMBED);
  });

  it.each([
    ['a non-YouTube host', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://www.youtube.com.evil.example/watch?v=${ID}`],
    ['YouTube named in the query of another site', `https://evil.example/?u=https://youtu.be/${ID}`],
    ['a short id', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['a long id', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['an id with bad characters', 'https://youtu.be/dQw4w9WgX<Q'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@federation'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL123'],
    ['the bare site', 'https://www.youtube.com/'],
    ['a javascript: link', `javascript:alert('https://youtu.be/${ID}')`],
    ['a javascript: link with a youtube-like path', `javascript://www.youtube.com/watch?v=${ID}%0aalert(1)`],
    ['a data: link', `data:text/html,https://youtu.be/${ID}`],
    ['an empty string', ''],
    ['not a string', null],
  ])('rejects %s', (_label, link) => {
    expect(toYouTubeEmbed(link)).toBeNull();
  });

  it('exposes the id', () => {
    expect(youTubeVideoId(`https://youtu.be/${ID}`)).toBe(ID);
  });
});
