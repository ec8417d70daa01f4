import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaStreamTrack } from 'werift';
import type { RecordedPublisher, RecordedStage, RecordedTrack } from './room-recorder';
import { RoomRecorder } from './room-recorder';

function track(source: RecordedTrack['source'], flowing: boolean): RecordedTrack {
  const kind = source === 'microphone' ? 'audio' : 'video';
  const remote = new MediaStreamTrack({ kind });
  return {
    source,
    kind,
    flowing,
    recordingTrack: () => remote,
    requestKeyframe: () => undefined,
  };
}

function person(id: string, flowing: boolean): RecordedPublisher {
  return {
    id,
    state: { audio: true, video: true, screen: false },
    tracks: [track('microphone', flowing), track('camera', flowing)],
  };
}

/** A stage of `onStage` people, of whom the recorder has been given `publishers`. */
function stage(onStage: number, ...publishers: RecordedPublisher[]): RecordedStage {
  return { liveStreamId: 7, onStage, publishers: new Map(publishers.map((p) => [p.id, p])) };
}

describe('starting the recording of a stage', () => {
  let folder: string;
  let recorder: RoomRecorder | null = null;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'quad-room-recorder-'));
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await recorder?.discard();
    rmSync(folder, { recursive: true, force: true });
  });

  it('waits for everyone on stage, so that speakers who went live together start together', async () => {
    const red = person('red', true);
    // Blue is on stage, but the server has not received their picture yet.
    const waiting = stage(2, red);
    recorder = new RoomRecorder(waiting, folder, 'ffmpeg');
    await recorder.tryStart();
    expect(recorder.recording).toBe(false);
    expect(red.tracks.some((t) => recorder!.records(t))).toBe(false);

    const blue = person('blue', true);
    recorder.follow(stage(2, red, blue));
    await recorder.tryStart();
    expect(recorder.recording).toBe(true);
    for (const t of [...red.tracks, ...blue.tracks]) expect(recorder.records(t)).toBe(true);
  });

  it('waits a moment for a person’s camera as well as their voice, then starts with both people', async () => {
    const red = person('red', true);
    const blue = person('blue', false);
    blue.tracks[0] = track('microphone', true);
    recorder = new RoomRecorder(stage(2, red, blue), folder, 'ffmpeg');
    await recorder.tryStart();
    expect(recorder.recording).toBe(false);
    // The camera never comes: after the second a person waits, both are recorded at once.
    vi.setSystemTime(Date.now() + 1000);
    await recorder.tryStart();
    expect(recorder.recording).toBe(true);
    for (const t of [...red.tracks, blue.tracks[0]!]) expect(recorder.records(t)).toBe(true);
  });

  it('starts with those who are there once the stage has had its moment', async () => {
    const red = person('red', true);
    recorder = new RoomRecorder(stage(2, red), folder, 'ffmpeg');
    await recorder.tryStart();
    expect(recorder.recording).toBe(false);
    vi.setSystemTime(Date.now() + 2900);
    await recorder.tryStart();
    expect(recorder.recording).toBe(false);
    vi.setSystemTime(Date.now() + 200);
    await recorder.tryStart();
    expect(recorder.recording).toBe(true);
    for (const t of red.tracks) expect(recorder.records(t)).toBe(true);
  });

  it('opens nothing once discarded, whatever retry was still due', async () => {
    const red = person('red', true);
    const waiting = stage(2, red);
    recorder = new RoomRecorder(waiting, folder, 'ffmpeg');
    await recorder.tryStart();
    await recorder.discard();
    // Everyone is there when the retry comes: a live recorder would start now.
    recorder.follow(stage(1, red));
    await recorder.tryStart();
    expect(recorder.recording).toBe(false);
    expect(red.tracks.some((t) => recorder!.records(t))).toBe(false);
  });

  it('does not start before anything flows on stage', async () => {
    recorder = new RoomRecorder(stage(1, person('red', false)), folder, 'ffmpeg');
    vi.setSystemTime(Date.now() + 10_000);
    await recorder.tryStart();
    expect(recorder.recording).toBe(false);
  });
});
