import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('splitLinks', () => {
  it('finds http(s) links and leaves the rest as text', () => {
    expect(splitLinks('See https://example.com/spec.pdf, then call.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/spec.pdf', href: 'https://example.com/spec.pdf' },
      { kind: 'text', text: ', then call.' },
    ]);
  });

  it('never links other schemes, and a URL inside markup stays a plain web link', () => {
    const text = 'javascript:alert(1) <a href="http://x.example">x</a> ftp://files.example';
    const links = splitLinks(text).filter((p) => p.kind === 'link');
    expect(links).toEqual([{ kind: 'link', text: 'http://x.example', href: 'http://x.example/' }]);
    expect(
      splitLinks(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('keeps the text whole, newlines included', () => {
    const text = 'line one\nhttp://a.example\n\nline three';
    expect(
      splitLinks(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
