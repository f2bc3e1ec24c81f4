import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { badRequest, DomainError } from '../../errors';
import { UPLOAD_MAX_BYTES } from '../../../machines/rules/upload';
import { upload } from '../../../contract/upload';
import { findUpload, storeUpload } from './uploads';

const notFound = () => new DomainError(404, 'error.notFound');

/** The one file of field `files`, as a stream; a file over the limit is cut there and says so (truncated). */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('upload.notMultipart', {}, 'files');
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw refusal(error);
  }
  if (!part || part.fieldname !== 'files') {
    part?.file.resume();
    throw badRequest('upload.noFile', {}, 'files');
  }
  const stream = part.file;
  return { stream, truncated: () => stream.truncated };
}

function refusal(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError(413, 'upload.tooLarge', {}, {}, 'files');
  return badRequest('upload.noFile', {}, 'files');
}

/**
 * The upload service. Storing needs a member; fetching a stored picture needs its address, 256
 * random bits given only to the owner (docs/security.md): an <img> cannot send the token header.
 */
export function uploadRoutes(ctx: AppContext) {
  const { db, clock, config } = ctx;
  return async (instance: FastifyInstance) => {
    // The multipart reader serves the storing route only: its parser and its hooks stay off the fetching one. (Its
    // arrival hook, which only ties a clean-up to the connection, runs before the route's own session check.)
    await instance.register(async (storing) => {
      const app = storing.withTypeProvider<TypeBoxTypeProvider>();
      await app.register(fastifyMultipart, {
        limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 50 },
      });
      app.post(upload.uploadFile.path, routeOptions(upload.uploadFile), async (request) => {
        const file = await uploadedFile(request);
        const address = await storeUpload(db, clock, config.uploadsDir, {
          userId: request.member.userId,
          purpose: request.query.purpose ?? 'proof',
          ...file,
        }).catch((error: unknown) => {
          // The multipart reader's own errors (a malformed or cut body) become the envelope; others stay as they are.
          throw String((error as { code?: unknown }).code ?? '').startsWith('FST_') ? refusal(error) : error;
        });
        return ok(request, { data: [address] });
      });
    });

    await instance.register(async (fetching) => {
      const app = fetching.withTypeProvider<TypeBoxTypeProvider>();
      app.get(upload.uploadedFile.path, routeOptions(upload.uploadedFile), async (request, reply) => {
        const file = await findUpload(db, config.uploadsDir, request.params.fileName);
        if (!file) throw notFound();
        // A stream, which the reply schema's text type does not describe: sent through the untyped reply.
        return (reply as FastifyReply)
          .type(file.mime)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin')
          .send(createReadStream(file.path));
      });
    });
  };
}
