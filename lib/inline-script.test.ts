import { describe, expect, it } from 'vitest';
import { inlineScript } from './inline-script';

describe('inlineScript', () => {
  it('calls the function with its data, from its own source', () => {
    const echo = (data: { text: string }) => data;
    expect(new Function(`return ${inlineScript(echo, { text: 'a "b"' })}`)()).toEqual({ text: 'a "b"' });
  });

  it('never lets the data close the script element', () => {
    const script = inlineScript(() => {}, { text: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('<');
    expect(script).toContain('"\\u003c/script>');
  });
});
