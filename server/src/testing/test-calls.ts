import type { FastifyInstance } from 'fastify';
import type { Endpoint, RequestOf, ResponseOf } from 'shared/contract';
import type { Database } from '../db/database';
import type { ApiEnvelope } from '../http/pipeline';
import type { SignOptions } from './signed-request';

export interface CallResult {
  statusCode: number;
  envelope: ApiEnvelope;
}

/** Signing options plus where the call comes from (the server sees this IP). */
export interface CallOptions extends SignOptions {
  remoteAddress?: string;
  /** An X-Forwarded-For header, as a proxy (or a client forging one) sends it. */
  forwardedFor?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** A signed call through app.inject, exactly as a browser would send it. */
  call<E extends Endpoint>(endpoint: E, body: RequestOf<E>, options?: CallOptions): Promise<CallResult>;
  /** Like call, but expects 6000 and returns the data parsed with the contract's response schema. */
  ok<E extends Endpoint>(endpoint: E, body: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>>;
  /**
   * Logs in like the client: asks which captcha login needs, solves it, sends the MD5 of the
   * password; returns the token.
   */
  loginAs(name: string, password: string, options?: CallOptions): Promise<string>;
  close(): Promise<void>;
}
