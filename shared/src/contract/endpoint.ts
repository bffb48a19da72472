import type { z } from 'zod/mini';

/**
 * One call of the platform API: its path, how it is sent and the zod schemas of both sides.
 * The client validates responses with `response`; the reference server validates requests with `request`.
 */
export interface Endpoint<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  readonly path: string;
  readonly method: 'POST' | 'GET';
  readonly request: Req;
  readonly response: Res;
  /** The call needs a logged-in member; the server answers 6001 without a live token. */
  readonly auth: boolean;
  /** Repeats with the same payload may be answered from the client's per path+payload cache. */
  readonly cacheable: boolean;
  /**
   * The part of a request that says what is asked, when the request also carries fields that change
   * with every send (a body timestamp): the client's cache keys on it, so one question is one entry.
   * Method syntax on purpose: an endpoint stays assignable to the plain `Endpoint` that registries and
   * fakes take, whatever its request type.
   */
  keyOf?(input: z.output<Req>): unknown;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

export function defineEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(spec: {
  path: string;
  method?: 'POST' | 'GET';
  request: Req;
  response: Res;
  auth?: boolean;
  cacheable?: boolean;
  keyOf?: (input: z.output<Req>) => unknown;
}): Endpoint<Req, Res> {
  return {
    path: spec.path,
    method: spec.method ?? 'POST',
    request: spec.request,
    response: spec.response,
    auth: spec.auth ?? false,
    cacheable: spec.cacheable ?? false,
    ...(spec.keyOf === undefined ? {} : { keyOf: spec.keyOf }),
  };
}
