import { describe, expect, it } from 'vitest';
import { SAFEGUARDING_CORPUS } from './safeguarding.corpus';
import { findContactDetails, isSafeguardedAge, maskContactDetails } from './safeguarding';
import { safetyMark, splitSafetyMarks } from './safeguarding-marks';

interface Range {
  start: number;
  end: number;
}

function expectedRanges(text: string, hidden: readonly string[]): Range[] {
  return hidden.map((part) => {
    const start = text.indexOf(part);
    if (start < 0) throw new Error(`corpus: "${part}" is not in "${text}"`);
    return { start, end: start + part.length };
  });
}

// The shared package is typed without a host (no DOM, no Node): the runner's console, typed here.
const log = (globalThis as unknown as { console: { info(message: string): void } }).console;

const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;
/** A find covers an expected part when it hides all of it (a partial hide still leaks). */
const covers = (found: Range, wanted: Range) =>
  found.start <= wanted.start && found.end >= wanted.end;

describe('contact-detail corpus', () => {
  it('has at least 200 messages in several languages, positives and negatives', () => {
    expect(SAFEGUARDING_CORPUS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(SAFEGUARDING_CORPUS.map(([, , language]) => language)).size).toBeGreaterThan(6);
    expect(SAFEGUARDING_CORPUS.filter(([, hidden]) => hidden.length === 0).length).toBeGreaterThan(
      100,
    );
  });

  // Floors: recall matters most (a missed number reaches a child), so it must stay at 0.95;
  // precision at 0.9 keeps ordinary talk of dates, prices and grades readable. Both sit a little
  // under what the finder reaches today, so a regression fails the test and tuning does not.
  it('finds contact details with recall ≥ 0.95 and precision ≥ 0.9', () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const misses: string[] = [];
    for (const [text, hidden] of SAFEGUARDING_CORPUS) {
      const wanted = expectedRanges(text, hidden);
      const found = findContactDetails(text);
      for (const range of wanted) {
        if (found.some((span) => covers(span, range))) truePositives += 1;
        else {
          falseNegatives += 1;
          misses.push(`missed ${text.slice(range.start, range.end)} in: ${text}`);
        }
      }
      for (const span of found) {
        if (!wanted.some((range) => overlaps(span, range))) {
          falsePositives += 1;
          misses.push(`wrongly hid ${text.slice(span.start, span.end)} in: ${text}`);
        }
      }
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    log.info(
      `safeguarding corpus: ${SAFEGUARDING_CORPUS.length} messages, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
    );
    if (misses.length > 0) log.info(misses.join('\n'));
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });
});

describe('maskContactDetails', () => {
  it('replaces each contact detail with its mark and keeps the rest of the message', () => {
    expect(maskContactDetails('call me on 07911 123456 or email jenny@gmail.com ok?')).toBe(
      `call me on ${safetyMark('phone')} or email ${safetyMark('email')} ok?`,
    );
  });

  it('names links and handles', () => {
    expect(maskContactDetails('see https://discord.gg/abc123 — snap: jenny_x')).toBe(
      `see ${safetyMark('link')} — snap: ${safetyMark('handle')}`,
    );
  });

  it('leaves a message without contact details untouched', () => {
    const text = 'The open day is on 14/06/2025 at 10:30, fees £9,250';
    expect(maskContactDetails(text)).toBe(text);
  });

  it('masks what it already masked to the same text (presenting twice is harmless)', () => {
    const once = maskContactDetails('text +44 7911 123456 and t.me/kai_99');
    expect(maskContactDetails(once)).toBe(once);
  });
});

describe('splitSafetyMarks', () => {
  it('splits a masked message into text and the marks between', () => {
    const masked = `call ${safetyMark('phone')} or ${safetyMark('handle')}`;
    expect(splitSafetyMarks(masked)).toEqual([
      { kind: 'text', text: 'call ' },
      { kind: 'hidden', what: 'phone' },
      { kind: 'text', text: ' or ' },
      { kind: 'hidden', what: 'handle' },
    ]);
  });

  it('answers one text run for a message without marks', () => {
    expect(splitSafetyMarks('hello [link] there')).toEqual([
      { kind: 'text', text: 'hello [link] there' },
    ]);
  });
});

describe('isSafeguardedAge', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is true under 18 and false from the 18th birthday on', () => {
    expect(isSafeguardedAge('2011-03-10', now)).toBe(true);
    expect(isSafeguardedAge('2008-06-02', now)).toBe(true);
    expect(isSafeguardedAge('2008-06-01', now)).toBe(false);
  });

  it('is false for an unknown or unreadable birth date', () => {
    expect(isSafeguardedAge(null, now)).toBe(false);
    expect(isSafeguardedAge('not a date', now)).toBe(false);
  });
});
