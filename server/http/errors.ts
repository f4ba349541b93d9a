// One error shape for every failure: { errors: [{ code, message, field? }] } (docs/api.md).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SOMETHING_WENT_WRONG_TEXT } from '../../domain/constants';
import { WIRE_AMOUNT_PATTERN } from '../../domain/numbers';
import { amountMessage, ID_PATTERN, idMessage } from './schemas';

export interface ApiErrorItem {
  code: string;
  message: string;
  field?: string;
}

export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

/** Thrown by handlers for an expected failure; the error handler renders it. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): ApiErrorBody {
    return {
      errors: [
        this.field
          ? { code: this.code, message: this.message, field: this.field }
          : { code: this.code, message: this.message },
      ],
    };
  }
}

export const INTERNAL_ERROR_BODY: ApiErrorBody = {
  errors: [{ code: 'INTERNAL', message: SOMETHING_WENT_WRONG_TEXT }],
};

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The field an ajv issue is about, as a dotted path ("" for the whole body). */
function issueField(issue: AjvIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const extra =
    typeof issue.params['missingProperty'] === 'string'
      ? issue.params['missingProperty']
      : typeof issue.params['additionalProperty'] === 'string'
        ? issue.params['additionalProperty']
        : '';
  return [path, extra].filter(Boolean).join('.');
}

function issueMessage(issue: AjvIssue, field: string): string {
  const name = field || 'body';
  switch (issue.keyword) {
    case 'required':
      return `${name} is required`;
    case 'additionalProperties':
      return `${name} is not an accepted field`;
    case 'enum':
      return `${name} must be one of: ${(issue.params['allowedValues'] as unknown[]).join(', ')}`;
    case 'type':
      return `${name} must be of type ${String(issue.params['type'])}`;
    case 'pattern':
      if (issue.params['pattern'] === WIRE_AMOUNT_PATTERN) return amountMessage(name);
      if (issue.params['pattern'] === ID_PATTERN) return idMessage(name);
      return `${name} ${issue.message ?? 'is invalid'}`;
    default:
      return `${name} ${issue.message ?? 'is invalid'}`;
  }
}

function validationError(issues: AjvIssue[]): ApiError {
  const issue = issues[0];
  if (!issue) return new ApiError(400, 'VALIDATION', 'The request is invalid');
  const field = issueField(issue);
  const code = issue.keyword === 'enum' ? 'UNKNOWN_ENUM' : 'VALIDATION';
  return new ApiError(400, code, issueMessage(issue, field), field || undefined);
}

/** Maps whatever was thrown to the public error; null means a genuine server fault. */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError> & { validation?: AjvIssue[] };
  if (Array.isArray(fastifyError.validation)) return validationError(fastifyError.validation);
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send application/json, application/x-www-form-urlencoded or application/x-protobuf',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'MALFORMED_JSON', 'The request body is not valid JSON');
    case 'FST_ERR_BAD_URL':
      return new ApiError(400, 'BAD_URL', 'The request URL is not valid (malformed encoding)');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(414, 'URI_TOO_LONG', 'A path parameter is longer than 100 characters');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'BAD_REQUEST', 'The Content-Length header does not match the body');
    case ENGINE_FENCED_SQLSTATE:
      // A cluster engine that lost the engine lock and has not noticed yet (its write was
      // refused by the fence, docs/scale-out.md "The fence"): the caller retries elsewhere.
      return new ApiError(
        503,
        'ENGINE_FENCED',
        'This engine is no longer the active engine; try again',
      );
    default:
      // Any other framework error is judged by its status below.
      break;
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(status, 'BAD_REQUEST', 'The request could not be understood');
  }
  return null;
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(error.body());
}

/** The SQLSTATE of the engine fence's refusal (server/db/migrations/062_engine_fence.sql). */
export const ENGINE_FENCED_SQLSTATE = 'DK001';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError) {
      if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendApiError(reply, apiError);
    }
    request.log.error({ err: error }, 'unexpected server fault');
    return reply.status(500).type('application/json; charset=utf-8').send(INTERNAL_ERROR_BODY);
  });
}

/**
 * Errors the router raises before any route or hook runs (a malformed percent-encoding in the
 * path, FST_ERR_BAD_URL; a path parameter over maxParamLength, FST_ERR_MAX_PARAM_LENGTH): the
 * same errors list, never Fastify's own body.
 */
export function frameworkErrorHandler(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const apiError =
    toApiError(error) ?? new ApiError(400, 'BAD_REQUEST', 'The request could not be understood');
  request.log.info({ code: apiError.code }, 'request refused by the router');
  void sendApiError(reply, apiError);
}

export const notFound = (): ApiError => new ApiError(404, 'NOT_FOUND', 'Not found');
