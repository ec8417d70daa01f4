import { universitySettingsChannel, type UniversitySettingsPayload } from '@quad/shared/events';
import type { OutboxEvent } from '../../core/events/outbox';

/** Tells the university's open widgets that their settings changed (they fetch them again). */
export function universitySettingsEvent(universityId: number, updatedAt: string): OutboxEvent {
  const payload: UniversitySettingsPayload = { universityId, updated_at: updatedAt };
  return { channel: universitySettingsChannel(universityId), payload };
}
