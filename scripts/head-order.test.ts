import { describe, expect, it } from 'vitest';
import { settleHeadLinks } from './head-order';

const expect_ = '<link rel="expect" href="#site-footer" blocking="render"/>';

describe('settleHeadLinks', () => {
  it('puts the expect link last in the head, wherever React lifted it', () => {
    const before = `<html><head><meta charset="utf-8"/>${expect_}<title>T</title><script>x</script></head><body></body></html>`;
    const after = `<html><head><meta charset="utf-8"/><title>T</title>${expect_}<script>x</script></head><body></body></html>`;
    const settled = '<html><head><meta charset="utf-8"/><title>T</title><script>x</script>' + expect_ + '</head><body></body></html>';
    expect(settleHeadLinks(before)).toBe(settled);
    expect(settleHeadLinks(after)).toBe(settled);
    expect(settleHeadLinks(settled)).toBe(settled);
  });

  it('leaves a page without one, or with one outside the head, as it is', () => {
    const plain = '<html><head><title>T</title></head><body></body></html>';
    expect(settleHeadLinks(plain)).toBe(plain);
    const inBody = `<html><head></head><body>${expect_}</body></html>`;
    expect(settleHeadLinks(inBody)).toBe(inBody);
  });
});
