import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { useStagePublisher } from '../hooks/use-stage-media';
import { SpeakerControls } from './speaker-controls';

vi.mock('../../../lib/socket', async () => (await import('../test/realtime')).fakeRealtimeModule());

function Controls() {
  const { publisher, snapshot } = useStagePublisher(7, true);
  if (!publisher || !snapshot) return null;
  return <SpeakerControls publisher={publisher} snapshot={snapshot} live={false} />;
}

/** The browser's answer to every request for camera or microphone. */
function devicesRefuse(name: string) {
  const getUserMedia = vi.fn(async () => {
    throw new DOMException('refused', name);
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: async () => [] },
  });
  return getUserMedia;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('speaker controls', () => {
  it('says what to do when the browser blocks the camera and microphone, from the keyboard too', async () => {
    const getUserMedia = devicesRefuse('NotAllowedError');
    render(
      <I18nextProvider i18n={i18n}>
        <Controls />
      </I18nextProvider>,
    );
    const join = screen.getByRole('button', { name: 'Join the stage' });
    join.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /blocked the camera and microphone\. Allow them for this site/,
    );
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    // The way back is offered: try again.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says when there is no camera or microphone at all, after trying each alone', async () => {
    const getUserMedia = devicesRefuse('NotFoundError');
    render(
      <I18nextProvider i18n={i18n}>
        <Controls />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join the stage' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't find a camera or microphone. Connect one, then try again.",
    );
    // Camera and microphone together, then the microphone alone, then the camera alone.
    expect(getUserMedia).toHaveBeenCalledTimes(3);
  });
});
