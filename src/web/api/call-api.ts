// The endpoint-keyed client: `callApi('GET /web/catalog-items/:id', { params: { id } })` answers the
// contract's response type for that endpoint, and takes its query and body types, so a page cannot state the
// wrong shape (the bare apiRequest<T> trusts the caller's T). The call itself is apiRequest's: same token
// handling, same error catalogue.
import type { z } from 'zod';
import { apiRequest, apiUpload, type RequestOptions } from './client';
import type { AccountMoneyEndpoints } from './endpoints/account-money';
import type { AgentThreadsEndpoints } from './endpoints/agent-threads';
import type { AiDesignEndpoints } from './endpoints/ai-design';
import type { AuthEndpoints } from './endpoints/auth';
import type { BrandKitsEndpoints } from './endpoints/brand-kits';
import type { CartEndpoints } from './endpoints/cart';
import type { CatalogEndpoints } from './endpoints/catalog';
import type { ChatbotEndpoints } from './endpoints/chatbot';
import type { CommonsEndpoints } from './endpoints/commons';
import type { CopilotEndpoints } from './endpoints/copilot';
import type { DevMailboxEndpoints } from './endpoints/dev-mailbox';
import type { EventsEndpoints } from './endpoints/events';
import type { FavoritesEndpoints } from './endpoints/favorites';
import type { FulfilmentStockEndpoints } from './endpoints/fulfilment-stock';
import type { InvoicesEndpoints } from './endpoints/invoices';
import type { MessagingEndpoints } from './endpoints/messaging';
import type { OnboardingEndpoints } from './endpoints/onboarding';
import type { OrdersEndpoints } from './endpoints/orders';
import type { OutboundEndpoints } from './endpoints/outbound';
import type { PaymentsEndpoints } from './endpoints/payments';
import type { ProjectsEndpoints } from './endpoints/projects';
import type { ReviewsEndpoints } from './endpoints/reviews';
import type { SourcingAgentEndpoints } from './endpoints/sourcing-agent';
import type { StoresEndpoints } from './endpoints/stores';
import type { SubscriptionsEndpoints } from './endpoints/subscriptions';
import type { SupplierInvitesEndpoints } from './endpoints/supplier-invites';
import type { TeamEndpoints } from './endpoints/team';
import type { UploadsEndpoints } from './endpoints/uploads';

export type Endpoints = AuthEndpoints &
  StoresEndpoints &
  CommonsEndpoints &
  UploadsEndpoints &
  EventsEndpoints &
  CatalogEndpoints &
  FavoritesEndpoints &
  ReviewsEndpoints &
  SupplierInvitesEndpoints &
  ProjectsEndpoints &
  MessagingEndpoints &
  PaymentsEndpoints &
  InvoicesEndpoints &
  CartEndpoints &
  AiDesignEndpoints &
  BrandKitsEndpoints &
  SubscriptionsEndpoints &
  OnboardingEndpoints &
  AccountMoneyEndpoints &
  TeamEndpoints &
  FulfilmentStockEndpoints &
  OutboundEndpoints &
  OrdersEndpoints &
  SourcingAgentEndpoints &
  ChatbotEndpoints &
  AgentThreadsEndpoints &
  CopilotEndpoints &
  DevMailboxEndpoints;

export type EndpointKey = keyof Endpoints;
type Method = NonNullable<RequestOptions['method']>;

type PathOf<K> = K extends `${Method} ${infer P}` ? P : never;
type ParamNames<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path parameter: a number, a string (encoded), or a list of ids (`/catalog-companies/:ids`). */
export type ParamValue = string | number | readonly number[];

/** What the endpoint answers: the contract's response schema, parsed (z.output). */
export type ResponseOf<K extends EndpointKey> = Endpoints[K] extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : undefined;
/** What the endpoint takes as its JSON body (z.input: defaults may be left out). */
export type BodyOf<K extends EndpointKey> = Endpoints[K] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;
export type QueryOf<K extends EndpointKey> = Endpoints[K] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : RequestOptions['query'];

type ParamsPart<K> = [ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<K>>, ParamValue> };
/** Without a body schema (multipart, or a schema the server declares inline) the body is unchecked. */
type BodyPart<K extends EndpointKey> = Endpoints[K] extends { body: z.ZodType }
  ? { body: BodyOf<K> }
  : { body?: unknown };

export type CallOptions<K extends EndpointKey> = Omit<RequestOptions, 'method' | 'query' | 'body'> &
  ParamsPart<K> &
  BodyPart<K> & { query?: QueryOf<K> };

/** Options are needed when the path has parameters or the endpoint takes a body. */
type CallArgs<K extends EndpointKey> = [ParamNames<PathOf<K>>] extends [never]
  ? Endpoints[K] extends { body: z.ZodType }
    ? [opts: CallOptions<K>]
    : [opts?: CallOptions<K>]
  : [opts: CallOptions<K>];

/** A yes/no query parameter as the contract takes it (the strings "true" and "false"). */
export const queryFlag = (value: boolean) => (value ? 'true' : 'false');

/** The path of a call: each `:name` replaced by its parameter (strings encoded, id lists joined by commas). */
export function buildEndpointPath(pattern: string, params: Record<string, ParamValue> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    if (typeof value === 'string') return encodeURIComponent(value);
    return Array.isArray(value) ? value.join(',') : String(value);
  });
}

/** Calls one endpoint of the contract; resolves with its response, rejects as apiRequest does. */
export function callApi<K extends EndpointKey>(key: K, ...[opts]: CallArgs<K>): Promise<ResponseOf<K>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as Method;
  const { params, ...rest } = (opts ?? {}) as CallOptions<K> & { params?: Record<string, ParamValue> };
  return apiRequest<ResponseOf<K>>(buildEndpointPath(key.slice(space + 1), params), {
    ...(rest as Omit<RequestOptions, 'method'>),
    method,
  });
}

/** The endpoints that take a multipart upload (POST). */
export type UploadKey = { [K in EndpointKey]: K extends `POST ${string}` ? K : never }[EndpointKey];

export type UploadOptions<K extends UploadKey> = Pick<RequestOptions, 'quiet' | 'signal'> &
  ParamsPart<K> & { query?: QueryOf<K>; onProgress?: (fraction: number) => void };

/** Uploads a multipart form to one endpoint of the contract, with progress (apiUpload); typed like callApi. */
export function callUpload<K extends UploadKey>(
  key: K,
  form: FormData,
  opts: UploadOptions<K> = {} as UploadOptions<K>,
): Promise<ResponseOf<K>> {
  const { params, ...rest } = opts as UploadOptions<K> & { params?: Record<string, ParamValue> };
  return apiUpload<ResponseOf<K>>(
    buildEndpointPath(key.slice('POST '.length), params),
    form,
    rest as Parameters<typeof apiUpload>[2],
  );
}
