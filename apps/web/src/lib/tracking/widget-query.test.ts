import { describe, expect, it } from 'vitest';
import {
  isDashboardParam,
  parseStateParam,
  readCustomGtmParam,
  widgetParams,
} from './widget-query';

const params = (search: string) => new URLSearchParams(search);

describe('parseStateParam (spec §2: key=value pairs split by two underscores)', () => {
  it('reads each pair', () => {
    expect(parseStateParam('utm_source=mail__post_id=5__tap-dashboard=true')).toEqual({
      utm_source: 'mail',
      post_id: '5',
      'tap-dashboard': 'true',
    });
  });

  it('keeps a single underscore inside keys and further = signs inside values', () => {
    expect(parseStateParam('utm_campaign=a=b_c')).toEqual({ utm_campaign: 'a=b_c' });
  });

  it('skips pairs without a key, without =, with an empty value or an odd key', () => {
    expect(parseStateParam('=x__novalue__empty=__ok=1____1bad=2__sp ace=3')).toEqual({ ok: '1' });
  });

  it('lets the first of a repeated key win', () => {
    expect(parseStateParam('a=1__a=2')).toEqual({ a: '1' });
  });

  it('reads nothing from nothing, and refuses an oversized state', () => {
    expect(parseStateParam(null)).toEqual({});
    expect(parseStateParam('')).toEqual({});
    expect(parseStateParam(`a=${'x'.repeat(2001)}`)).toEqual({});
  });
});

describe('widgetParams', () => {
  it('adds the pairs of state to the query, the query itself winning', () => {
    const merged = widgetParams('?utm_source=ad&state=utm_source=mail__utm_medium=email');
    expect(merged.get('utm_source')).toBe('ad');
    expect(merged.get('utm_medium')).toBe('email');
  });
});

describe('isDashboardParam (spec §2 tap-dashboard=true)', () => {
  it('is on for exactly true, also from state', () => {
    expect(isDashboardParam(params('tap-dashboard=true'))).toBe(true);
    expect(isDashboardParam(widgetParams('?state=tap-dashboard=true'))).toBe(true);
    expect(isDashboardParam(params('tap-dashboard=1'))).toBe(false);
    expect(isDashboardParam(params('tap-dashboard=TRUE'))).toBe(false);
    expect(isDashboardParam(params(''))).toBe(false);
  });
});

describe('readCustomGtmParam (spec §2 customGtm)', () => {
  it('reads off, on and a container id', () => {
    expect(readCustomGtmParam(params(''))).toEqual({ kind: 'absent' });
    expect(readCustomGtmParam(params('customGtm=false'))).toEqual({ kind: 'off' });
    expect(readCustomGtmParam(params('customGtm=0'))).toEqual({ kind: 'off' });
    expect(readCustomGtmParam(params('customGtm=true'))).toEqual({ kind: 'on' });
    expect(readCustomGtmParam(params('customGtm=gtm-ab12cd'))).toEqual({
      kind: 'container',
      id: 'GTM-AB12CD',
    });
  });

  it('counts anything else as absent', () => {
    expect(readCustomGtmParam(params('customGtm=<script>'))).toEqual({ kind: 'absent' });
    expect(readCustomGtmParam(params('customGtm=GTM-'))).toEqual({ kind: 'absent' });
  });
});
