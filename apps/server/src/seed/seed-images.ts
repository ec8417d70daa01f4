import type { Storage } from '../core/storage/storage';
import { DEMO_LIVE_EVENTS } from './demo-live-events';
import { DEMO_AMBASSADORS, DEMO_OTHERS } from './demo-people';
import { DEMO_POSTS } from './demo-posts';
import { DEMO_GROUP, DEMO_UNIVERSITIES } from './demo-universities';
import { renderAvatar, renderCrest, renderScene } from './images/render';

/** Storage keys of every generated demo picture. */
export interface DemoImages {
  /** By DemoPerson key. */
  avatars: Map<string, string>;
  /** By index in DEMO_POSTS. */
  posts: string[];
  /** By index in DEMO_LIVE_EVENTS. */
  events: string[];
  /** By university id. */
  logos: Map<number, string>;
  covers: Map<number, string>;
  groupLogo: string;
}

interface Job {
  key: string;
  contentType: 'image/png' | 'image/jpeg';
  render: () => Promise<Uint8Array>;
}

/** The demo pictures to render and where each one is stored; pure, no rendering yet. */
function planDemoImages(): { jobs: Job[]; images: DemoImages } {
  const jobs: Job[] = [];
  const add = (job: Job) => {
    jobs.push(job);
    return job.key;
  };

  const avatars = new Map<string, string>();
  [...DEMO_AMBASSADORS, ...DEMO_OTHERS].forEach((person, index) => {
    const key = add({
      key: `demo/avatars/${index + 1}.png`,
      contentType: 'image/png',
      render: () => renderAvatar(`${person.name} ${person.lastName}`, person.look),
    });
    avatars.set(person.key, key);
  });

  const posts = DEMO_POSTS.map((post, index) =>
    add({
      key: `demo/posts/${index + 1}.jpg`,
      contentType: 'image/jpeg',
      render: () => renderScene(post.scene, post.palette, index + 11),
    }),
  );

  const events = DEMO_LIVE_EVENTS.map((event, index) =>
    add({
      key: `demo/events/${index + 1}.jpg`,
      contentType: 'image/jpeg',
      render: () => renderScene(event.scene, event.palette, index + 101),
    }),
  );

  const logos = new Map<number, string>();
  const covers = new Map<number, string>();
  for (const university of DEMO_UNIVERSITIES) {
    logos.set(
      university.id,
      add({
        key: `demo/universities/${university.id}.png`,
        contentType: 'image/png',
        render: () => renderCrest(university.monogram, university.primaryColor),
      }),
    );
    covers.set(
      university.id,
      add({
        key: `demo/universities/${university.id}-cover.jpg`,
        contentType: 'image/jpeg',
        render: () =>
          renderScene(
            'campus',
            university.id === 1 ? 'goldenHour' : 'springMorning',
            university.id,
          ),
      }),
    );
  }

  const groupLogo = add({
    key: `demo/groups/${DEMO_GROUP.id}.png`,
    contentType: 'image/png',
    render: () => renderCrest(DEMO_GROUP.monogram, '#2F3342'),
  });

  return { jobs, images: { avatars, posts, events, logos, covers, groupLogo } };
}

interface RenderedImage {
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

let rendered: Promise<RenderedImage[]> | undefined;

/**
 * The demo pictures always come out the same, so one process renders them once (about two
 * seconds) and a test suite that seeds many databases reuses the bytes.
 */
function renderOnce(jobs: Job[]): Promise<RenderedImage[]> {
  rendered ??= Promise.all(
    // sharp renders on libuv's thread pool: starting every job at once keeps each core busy.
    jobs.map(async (job) => ({
      key: job.key,
      contentType: job.contentType,
      bytes: await job.render(),
    })),
  ).catch((error: unknown) => {
    rendered = undefined;
    throw error;
  });
  return rendered;
}

/**
 * Renders the demo pictures (illustrated avatars, scenes, crests) and stores them. Keys are
 * fixed, so a run that is interrupted and repeated overwrites rather than piles up files.
 */
export async function generateDemoImages(storage: Storage): Promise<DemoImages> {
  const { jobs, images } = planDemoImages();
  const pictures = await renderOnce(jobs);
  await Promise.all(
    pictures.map((picture) => storage.put(picture.key, picture.bytes, picture.contentType)),
  );
  return images;
}
