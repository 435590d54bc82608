// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PLACEHOLDER_SRC, PictureFallback } from './PictureFallback';

describe('PictureFallback', () => {
  it('swaps a picture that fails to load, and one that failed before it mounted, for the placeholder', () => {
    document.body.innerHTML = '<img id="early" src="http://api.example/early.jpg" alt="Early" width="10" height="10">';
    const early = document.getElementById('early') as HTMLImageElement;
    Object.defineProperty(early, 'complete', { value: true });
    Object.defineProperty(early, 'naturalWidth', { value: 0 });
    render(<PictureFallback />);
    expect(early.getAttribute('src')).toBe(PLACEHOLDER_SRC);
    expect(early.dataset.placeholder).toBe('true');
    expect(early.alt).toBe('Early');

    const late = document.createElement('img');
    late.src = 'http://api.example/late.jpg';
    document.body.append(late);
    late.dispatchEvent(new Event('error'));
    expect(late.getAttribute('src')).toBe(PLACEHOLDER_SRC);
  });
});
