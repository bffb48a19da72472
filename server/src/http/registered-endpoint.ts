import { z } from 'zod';
import type { Endpoint } from 'shared/contract';
import { ResponseCode } from 'shared/contract';
import { ApiFailure } from './api-failure';
import type { Handler, RequestContext } from './context';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from './control-characters';

/** An endpoint with its handler, with the types closed over so a path-keyed table can hold any of them. */
export interface RegisteredEndpoint {
  readonly endpoint: Endpoint;
  /** Validates `input` with the request schema (6301, or 6007 with the contract's own words) and runs the handler. */
  invoke(input: unknown, ctx: RequestContext): Promise<unknown>;
}

export function bindHandler<E extends Endpoint>(endpoint: E, handler: Handler<E>): RegisteredEndpoint {
  return {
    endpoint,
    async invoke(input, ctx) {
      // Before the schema and any handler, so no such text ever reaches a query or a log line.
      if (hasControlCharacter(input)) {
        ctx.log.info({ path: endpoint.path }, 'request refused: control character in the input');
        throw new ApiFailure(ResponseCode.INVALID_PARAMETER, CONTROL_CHARACTER_MESSAGE);
      }
      // Explicit type argument: inference would widen to the ZodType constraint and type the data unknown.
      const parsed = z.safeParse<E['request']>(endpoint.request, input);
      if (!parsed.success) {
        ctx.log.info({ path: endpoint.path, issues: parsed.error.issues }, 'request rejected by the contract schema');
        // A check the contract words itself (a refine: always Chinese there) is a value the member can
        // fix: 6007 with those words. Anything else (a missing field, a wrong type, a value outside the
        // contract's enum or bounds) means the call was not built by our client: 6301 参数错误.
        const worded = parsed.error.issues.find((issue) => issue.code === 'custom');
        if (worded !== undefined) throw new ApiFailure(ResponseCode.INVALID_PARAMETER, worded.message);
        throw new ApiFailure(ResponseCode.PARAMETER_ERROR);
      }
      return handler(parsed.data, ctx);
    },
  };
}
