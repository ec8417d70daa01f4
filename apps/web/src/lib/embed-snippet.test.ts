import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet';

describe('embedSnippet', () => {
  it("puts the contract's loader in a box that keeps the widget's first height", () => {
    const html = embedSnippet('https://quad.example', { universityId: 7 });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const script = page.querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://quad.example/embed.js');
    expect(script?.getAttribute('data-university-id')).toBe('7');
    expect(script?.hasAttribute('async')).toBe(true);
    // The box the loader fills is the one the snippet makes, as tall as the iframe starts.
    const box = page.querySelector(script?.getAttribute('data-container') ?? 'none');
    expect(box?.tagName).toBe('DIV');
    expect((box as HTMLElement | null)?.style.minHeight).toBe('720px');
  });
});
