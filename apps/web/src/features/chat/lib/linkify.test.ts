import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const links = (text: string) =>
  linkify(text)
    .filter((segment) => segment.kind === 'link')
    .map((segment) => (segment.kind === 'link' ? segment.href : ''));

describe('linkify', () => {
  it('turns http and https addresses into links and keeps the text around them', () => {
    expect(linkify('See https://example.ac.uk/courses for modules')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://example.ac.uk/courses',
        href: 'https://example.ac.uk/courses',
      },
      { kind: 'text', text: ' for modules' },
    ]);
    expect(links('http://a.test and https://b.test/x?y=1#z')).toEqual([
      'http://a.test/',
      'https://b.test/x?y=1#z',
    ]);
  });

  it('never links javascript:, data: or other schemes, in any letter case', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'mailto:someone@example.com',
      'ftp://files.example.com',
    ]) {
      expect(links(text)).toEqual([]);
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('does not link a javascript: URL hidden behind an http prefix in the text', () => {
    expect(links('xhttp://evil.test')).toEqual([]);
    expect(links('https://javascript:alert(1)')).toEqual([]);
  });

  it('keeps markup and HTML entities as literal text', () => {
    const text = '<script>alert("hi")</script> &lt;b&gt; &amp; &#x27;';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('stops a link at markup characters and quotes', () => {
    expect(linkify('<a href="https://evil.test/">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://evil.test/', href: 'https://evil.test/' },
      { kind: 'text', text: '">x</a>' },
    ]);
    expect(links('https://a.test/<script>')).toEqual(['https://a.test/']);
  });

  it('leaves sentence punctuation and unbalanced brackets outside the link', () => {
    expect(links('Go to https://uni.test/open-day.')).toEqual(['https://uni.test/open-day']);
    expect(links('(see https://uni.test/a)')).toEqual(['https://uni.test/a']);
    expect(links('https://en.wikipedia.org/wiki/Bristol_(city)!')).toEqual([
      'https://en.wikipedia.org/wiki/Bristol_(city)',
    ]);
  });

  it('ignores a bare scheme with no host', () => {
    expect(links('https:// is how links start')).toEqual([]);
  });
});
