import type { ComponentProps } from 'react';
import { deferredModule } from './deferred-module';
import type { Modal } from './modal';

const modals = deferredModule(() => import('./modal'));

type DeferredModalProps = Omit<ComponentProps<typeof Modal>, 'trigger'>;

/**
 * A Modal opened by the page's own controls, whose code arrives just after the page's first
 * paint (or when it first opens, if that is sooner): nothing shows while it is closed, so the
 * first load does without it.
 */
export function DeferredModal(props: DeferredModalProps) {
  const module = modals.useModule(props.open);
  return module ? <module.Modal {...props} /> : null;
}
