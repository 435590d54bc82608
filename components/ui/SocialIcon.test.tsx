// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { socialNetworks } from '@/lib/site';
import { SOCIAL_SPRITE_PATH, SocialIcon, socialSprite } from './SocialIcon';

describe('SocialIcon', () => {
  const sprite = new DOMParser().parseFromString(socialSprite(), 'image/svg+xml');

  it('builds a well-formed sprite with one drawn symbol per network', () => {
    expect(sprite.querySelector('parsererror')).toBeNull();
    expect([...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id)).toEqual([...socialNetworks]);
    for (const path of sprite.querySelectorAll('symbol > path')) expect(path.getAttribute('d')).toMatch(/^M[\d.]/);
  });

  it.each(socialNetworks)('draws %s from its symbol in the sprite, hidden from assistive technology', (network) => {
    const { container } = render(<SocialIcon network={network} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const [path, id] = svg.querySelector('use')!.getAttribute('href')!.split('#');
    expect(path).toBe(SOCIAL_SPRITE_PATH);
    expect(sprite.querySelector(`symbol[id="${id}"] > path`)).not.toBeNull();
  });
});
