import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseBase } from '@quad/shared/rules/base-path';
import { testQueryClient } from '../test/helpers';
import { primeFirstScreen } from './first-screen';
import { FirstScreenCheck } from './first-screen-check';
import { widgetSettingsKeys } from './widget-context/get-widget-settings';

// The page carries settings its contract refuses (a colour that is a number), there before any
// module reads it, as on a real load.
await vi.hoisted(async () => {
  const { carryFirstScreen, widgetSettings } = await import('../test/helpers');
  window.history.replaceState({}, '', '/1');
  carryFirstScreen(
    JSON.stringify({ base: '/1', settings: { ...widgetSettings(), primary_color: 5 } }),
  );
});

describe('FirstScreenCheck', () => {
  it('drops carried answers their contract refuses once the first frame is painted', async () => {
    const queryClient = testQueryClient();
    expect(primeFirstScreen(queryClient)).toBe(true);
    const settingsKey = widgetSettingsKeys.forBase(parseBase('/1')!);
    render(<FirstScreenCheck queryClient={queryClient} />);
    // Shown as carried first: the check waits for the frame to be painted.
    expect(queryClient.getQueryData(settingsKey)).toMatchObject({ primary_color: 5 });
    await waitFor(() => expect(queryClient.getQueryData(settingsKey)).toBeUndefined());
  });
});
