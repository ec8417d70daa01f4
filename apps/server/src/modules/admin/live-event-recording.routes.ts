import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { adminLiveEventResponseSchema } from '@quad/shared/contracts/admin-live-events';
import { idParamSchema } from '@quad/shared/contracts/common';
import { ERROR_CODES } from '@quad/shared/errors';
import { RECORDING_MAX_BYTES } from '@quad/shared/limits';
import { AppError, BadRequestError } from '../../core/errors/app-error';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import {
  deleteRecording,
  RecordingTooLargeError,
  uploadRecording,
  type RecordingUpload,
} from './live-event-recording.service';
import { problem } from '../../core/errors/problems';

const TAGS = ['admin'];

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024).toLocaleString('en');

/** The one file of a multipart request, as a stream; never read into memory here. */
async function recordingUpload(request: FastifyRequest): Promise<RecordingUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, problem('recordingMultipart'));
  }
  let part;
  try {
    part = await request.file();
  } catch {
    throw new BadRequestError(problem('uploadUnreadable'));
  }
  if (!part) throw new BadRequestError(problem('recordingField'));
  const { file } = part;
  return { stream: file, truncated: () => file.truncated };
}

/**
 * An event's recording in the console (/api/v1/admin/liveEvents/{id}/recording): upload or
 * replace it, or remove it. The multipart parser, with the recording's size limit, stays
 * inside this plugin's scope.
 */
export async function adminLiveEventRecordingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;
  const maxBytes = services.config.recordingMaxBytes ?? RECORDING_MAX_BYTES;
  const tooLarge = problem('recordingTooLarge', { max: megabytes(maxBytes) });
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  r.post(
    '/liveEvents/:id/recording',
    {
      config: { access: adminAccess },
      // Recordings are large: the body is streamed, so the default body limit does not apply.
      bodyLimit: maxBytes + 1024 * 1024,
      schema: {
        tags: TAGS,
        summary: `Upload or replace an ended event's recording (multipart field "file", MP4 or WebM by its bytes, up to ${megabytes(RECORDING_MAX_BYTES)} MB); audited`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: okSchema(adminLiveEventResponseSchema),
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const upload = await recordingUpload(request);
      try {
        const liveEvent = await uploadRecording(
          forRequest(services, request),
          actor,
          request.params.id,
          upload,
        );
        return ok({ liveEvent });
      } catch (error) {
        // An upload refused before it was read is drained, so the client hears the answer.
        upload.stream.resume();
        if (error instanceof RecordingTooLargeError) {
          throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, tooLarge);
        }
        throw error;
      }
    },
  );

  r.delete(
    '/liveEvents/:id/recording',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          "Remove an event's recording (refused with a 409 while the event is on demand); audited",
        params: idParamSchema,
        response: okSchema(adminLiveEventResponseSchema),
      },
    },
    async (request) => {
      const liveEvent = await deleteRecording(
        forRequest(services, request),
        requireAdmin(request),
        request.params.id,
      );
      return ok({ liveEvent });
    },
  );
}
