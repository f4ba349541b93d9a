// Maker-checker calls (docs/api.md "Maker-checker"): list, read, make, edit, approve, reject
// and cancel requests of the caller's entity, the second-factor helpers of an approval, and the
// policy dry run. Each route declares its access (access.ts); the engine enforces the rules.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APPROVAL_REQUEST_STATUSES,
  DESTINATION_TYPES,
  REQUEST_KINDS,
  type ApprovalRequestStatus,
  type DestinationType,
} from '../../domain/approvals';
import { authOf } from '../auth/authenticate';
import { authenticationResponseSchema } from '../auth/webauthn-schemas';
import { ApiError } from '../http/errors';
import { paging } from '../http/paging';
import { closedObject, noQuery, ID_PATTERN } from '../http/schemas';
import { linkTo } from '../security/relying-party';
import type { VenueServices } from '../services';
import { access } from './access';
import { actorOf } from './actor';
import type { Payload } from './definitions';
import { dryRunSubject } from './dry-run';
import type { WebContext } from './execution';
import type { SecondFactorInput } from './second-factor';

const ID = ID_PATTERN;
const idParams = closedObject({ id: { type: 'string', pattern: ID } });
const payloadSchema = { type: 'object', maxProperties: 32 } as const;
/** No body, or an empty object. */
const emptyBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {},
} as const;
const code = { type: 'string', pattern: '^[0-9]{6}$' } as const;

interface ListQuery {
  status?: ApprovalRequestStatus;
  kind?: string;
  page?: string;
  limit?: string;
}

interface DryRunQueryText {
  kind: string;
  asset?: string;
  amount_usd?: string;
  destination_type?: Exclude<DestinationType, 'any'>;
  account_id?: string;
}

type SecondFactorBody =
  { otp_code: string } | { email_code: string } | { assertion: AuthenticationResponseJSON };

export function registerApprovalRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'approvals' | 'approvalFactors' | 'relyingParty'>,
): void {
  const { approvals } = deps;
  const signedIn = {};
  const web = (request: FastifyRequest): WebContext => ({
    rp: deps.relyingParty(request),
    linkTo: (path, token) => linkTo(request, path, token),
  });

  /** The payload against its kind's schema; errors name `payload.<field>`. */
  function checkPayload(request: FastifyRequest, kind: string, payload: Payload): void {
    const definition = approvals.definition(kind);
    if (!definition)
      throw new ApiError(
        400,
        'KIND_NOT_AVAILABLE',
        `Requests of kind ${kind} are not available on this venue.`,
        'kind',
      );
    const validate = request.compileValidationSchema(definition.payloadSchema, 'body');
    if (validate(payload)) return;
    const issues = (validate.errors ?? []).map((issue) => ({
      ...issue,
      instancePath: `/payload${issue.instancePath}`,
    }));
    throw Object.assign(new Error('invalid payload'), { validation: issues });
  }

  app.get<{ Querystring: ListQuery }>(
    '/uapi/v1/maker_checker/requests',
    {
      ...signedIn,
      config: access('session'),
      schema: {
        querystring: closedObject(
          {
            status: { type: 'string', enum: [...APPROVAL_REQUEST_STATUSES] },
            kind: { type: 'string', enum: [...REQUEST_KINDS] },
            page: { type: 'string', pattern: ID },
            limit: { type: 'string', pattern: ID },
          },
          [],
        ),
      },
    },
    async (request) =>
      approvals.list(
        actorOf(request),
        { status: request.query.status, kind: request.query.kind },
        paging(request.query),
      ),
  );

  app.get<{ Params: { id: string } }>(
    '/uapi/v1/maker_checker/requests/:id',
    {
      ...signedIn,
      config: access('session'),
      schema: { params: idParams, querystring: noQuery },
    },
    async (request) => ({
      request: await approvals.get(actorOf(request), Number(request.params.id)),
    }),
  );

  app.post<{ Body: { kind: string; payload: Payload; client_request_id: string } }>(
    '/uapi/v1/maker_checker/requests',
    {
      ...signedIn,
      // Who may request depends on the kind: the engine checks the kind's action.
      config: access('session'),
      schema: {
        querystring: noQuery,
        body: closedObject({
          kind: { type: 'string', enum: [...REQUEST_KINDS] },
          payload: payloadSchema,
          client_request_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
        }),
      },
    },
    async (request) => {
      const { kind, payload, client_request_id } = request.body;
      checkPayload(request, kind, payload);
      const { request: made } = await approvals.create(actorOf(request), {
        kind,
        payload,
        clientRequestId: client_request_id,
      });
      return { request: made };
    },
  );

  app.put<{ Params: { id: string }; Body: { payload: Payload } }>(
    '/uapi/v1/maker_checker/requests/:id',
    {
      ...signedIn,
      config: access('session'),
      schema: {
        params: idParams,
        querystring: noQuery,
        body: closedObject({ payload: payloadSchema }),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const id = Number(request.params.id);
      const current = await approvals.get(actor, id);
      checkPayload(request, current.kind, request.body.payload);
      return { request: await approvals.edit(actor, id, request.body.payload) };
    },
  );

  app.post<{ Params: { id: string }; Body: { second_factor: SecondFactorBody } }>(
    '/uapi/v1/maker_checker/requests/:id/approve',
    {
      ...signedIn,
      config: access({ action: 'Approve Requests' }),
      schema: {
        params: idParams,
        querystring: noQuery,
        body: closedObject({
          second_factor: {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            maxProperties: 1,
            properties: {
              otp_code: code,
              email_code: code,
              assertion: authenticationResponseSchema,
            },
          },
        }),
      },
    },
    async (request) => ({
      request: await approvals.approve(
        actorOf(request),
        Number(request.params.id),
        request.body.second_factor as SecondFactorInput,
        web(request),
      ),
    }),
  );

  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    '/uapi/v1/maker_checker/requests/:id/reject',
    {
      ...signedIn,
      config: access({ action: 'Approve Requests' }),
      schema: {
        params: idParams,
        querystring: noQuery,
        body: closedObject({
          reason: {
            type: 'string',
            minLength: 1,
            maxLength: 500,
            pattern: '^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f]*$',
          },
        }),
      },
    },
    async (request) => ({
      request: await approvals.reject(
        actorOf(request),
        Number(request.params.id),
        request.body.reason.trim(),
      ),
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/uapi/v1/maker_checker/requests/:id/cancel',
    {
      ...signedIn,
      config: access('session'),
      schema: { params: idParams, querystring: noQuery, body: emptyBody },
    },
    async (request) => ({
      request: await approvals.cancel(actorOf(request), Number(request.params.id)),
    }),
  );

  app.post(
    '/uapi/v1/maker_checker/second_factor/email',
    {
      ...signedIn,
      config: access({ action: 'Approve Requests' }),
      schema: { querystring: noQuery, body: emptyBody },
    },
    async (request) => {
      await deps.approvalFactors.sendEmailCode(authOf(request).userId);
      return { success: true };
    },
  );

  app.post(
    '/uapi/v1/maker_checker/second_factor/key/begin',
    {
      ...signedIn,
      config: access({ action: 'Approve Requests' }),
      schema: { querystring: noQuery, body: emptyBody },
    },
    async (request) => ({
      options: await deps.approvalFactors.beginKey(
        authOf(request).userId,
        deps.relyingParty(request),
      ),
    }),
  );

  app.get<{ Querystring: DryRunQueryText }>(
    '/uapi/v1/maker_checker/policy/dry_run',
    {
      ...signedIn,
      config: access('session'),
      schema: {
        querystring: closedObject(
          {
            kind: { type: 'string', enum: [...REQUEST_KINDS] },
            asset: { type: 'string', pattern: '^[A-Za-z0-9]{1,20}$' },
            amount_usd: { type: 'string', pattern: '^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$' },
            destination_type: {
              type: 'string',
              enum: DESTINATION_TYPES.filter((type) => type !== 'any'),
            },
            account_id: { type: 'string', pattern: ID },
          },
          ['kind'],
        ),
      },
    },
    async (request) => {
      const query = request.query;
      return approvals.dryRun(
        actorOf(request),
        dryRunSubject({
          kind: query.kind,
          asset: query.asset,
          amount_usd: query.amount_usd,
          destination_type: query.destination_type,
          account_id: query.account_id === undefined ? undefined : Number(query.account_id),
        }),
      );
    },
  );
}
