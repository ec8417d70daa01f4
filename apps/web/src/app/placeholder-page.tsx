import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useWidget } from './widget-context/use-widget';
import type en from '../i18n/locales/en.json';
import { PageFrame } from './layouts/page-frame';
import { SCREEN_SHAPES, ScreenSkeleton, type ScreenShape } from './screen-skeleton';

export type ScreenKey = keyof typeof en.screens;

/** What a route of a screen still to be built carries: its title and the shape of its skeleton. */
export type ScreenHandle = { screen: ScreenKey; shape: ScreenShape };

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  const value = handle as Partial<ScreenHandle> | null;
  return typeof value?.screen === 'string' && SCREEN_SHAPES.includes(value.shape as ScreenShape);
}

const NARROW: ReadonlySet<ScreenShape> = new Set(['profile', 'article', 'form', 'wait']);

/**
 * The frame of a screen whose feature is not built yet: its real heading and a skeleton of its
 * content, so routes, navigation and scrolling work end to end. Features replace it route by route.
 */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const { base } = useWidget();
  const handle = useMatches().findLast((match) => isScreenHandle(match.handle))?.handle;
  if (!isScreenHandle(handle)) throw new Error('A placeholder route needs a screen handle.');
  return (
    <PageFrame
      title={t(`screens.${handle.screen}`)}
      backTo={base.base}
      width={NARROW.has(handle.shape) ? 'narrow' : 'wide'}
    >
      <ScreenSkeleton shape={handle.shape} />
    </PageFrame>
  );
}
