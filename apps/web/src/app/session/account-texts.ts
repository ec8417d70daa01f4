import { deferredModule } from '../../components/ui/deferred-module';
import { loadAccountTexts } from '../../i18n/i18n';

/**
 * The texts of the header's signed-in parts (the `account` part, i18n/first-namespaces.ts):
 * fetched once someone is signed in, tried again by itself if that fails. The parts that need
 * them show once they are here, never with their keys.
 */
export const accountTexts = deferredModule(() => loadAccountTexts().then(() => true as const), {
  afterFirstPaint: false,
});
