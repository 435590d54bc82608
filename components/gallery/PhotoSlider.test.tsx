// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SLIDER_AUTOPLAY_MS } from '@/lib/constants';
import { PhotoSlider, type SliderPhoto } from './PhotoSlider';

const photos: SliderPhoto[] = [1, 2, 3].map((id) => ({ id, title: `Photo ${id}`, image: `/p${id}.jpg`, date: '08.03.2026' }));
const labels = { previous: 'Previous', next: 'Next', pause: 'Pause', play: 'Play', position: 'Photo {current} of {total}', close: 'Close' };

/** The slider with its index kept by a parent, as the gallery modal does. */
function Host() {
  const [index, setIndex] = useState(0);
  return <PhotoSlider photos={photos} index={index} onIndexChange={setIndex} labels={labels} />;
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

const shown = () => screen.getByRole('img').getAttribute('alt');
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PhotoSlider autoplay', () => {
  it('moves to the next photo every 5 s and wraps round after the last', async () => {
    reducedMotion(false);
    render(<Host />);
    expect(shown()).toBe('Photo 1');
    await wait(SLIDER_AUTOPLAY_MS - 1);
    expect(shown()).toBe('Photo 1');
    await wait(1);
    expect(shown()).toBe('Photo 2');
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    await wait(SLIDER_AUTOPLAY_MS);
    expect(shown()).toBe('Photo 3');
    await wait(SLIDER_AUTOPLAY_MS);
    expect(shown()).toBe('Photo 1');
  });

  it('stops on Pause and starts again on Play', async () => {
    reducedMotion(false);
    render(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await wait(SLIDER_AUTOPLAY_MS * 3);
    expect(shown()).toBe('Photo 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await wait(SLIDER_AUTOPLAY_MS);
    expect(shown()).toBe('Photo 2');
  });

  it('restarts the 5 s after a manual step', async () => {
    reducedMotion(false);
    render(<Host />);
    await wait(SLIDER_AUTOPLAY_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('Photo 2');
    await wait(SLIDER_AUTOPLAY_MS - 1);
    expect(shown()).toBe('Photo 2');
    await wait(1);
    expect(shown()).toBe('Photo 3');
  });

  it('does not play under reduced motion until the visitor presses Play', async () => {
    reducedMotion(true);
    render(<Host />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await wait(SLIDER_AUTOPLAY_MS * 3);
    expect(shown()).toBe('Photo 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await wait(SLIDER_AUTOPLAY_MS * 3);
    expect(shown()).toBe('Photo 2');
  });
});
