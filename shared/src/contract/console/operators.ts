import { z } from 'zod/mini';
import { emptyRequestSchema } from '../common';
import { operatorSchema } from './auth';
import { consoleRoleSchema, defineConsoleEndpoint } from './endpoint';

/** Operators and their sessions: admin only. Every change is audited with its reason. */
export const operatorSessionSchema = z.object({
  id: z.int(),
  operatorId: z.int(),
  operatorName: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** When it ends unless used again (idle timeout). */
  expiresAt: z.string(),
  address: z.string(),
  /** The session this call came with. */
  current: z.boolean(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

const reason = z.string().check(z.trim(), z.minLength(2, '请填写原因'), z.maxLength(200));

export const consoleOperators = defineConsoleEndpoint({
  path: '/operators/list',
  method: 'GET',
  request: emptyRequestSchema,
  response: z.object({ list: z.array(operatorSchema) }),
  roles: ['admin'],
});

/** The new operator enrols TOTP at first login. 6009 when the name is taken. */
export const consoleCreateOperator = defineConsoleEndpoint({
  path: '/operators/create',
  request: z.object({
    name: z.string().check(z.regex(/^[a-z][a-z0-9_]{2,31}$/, '账号为3-32位小写字母、数字或下划线，以字母开头')),
    displayName: z.string().check(z.trim(), z.minLength(1, '请填写姓名'), z.maxLength(32)),
    password: z.string().check(z.minLength(10, '密码至少10位'), z.maxLength(128)),
    roles: z.array(consoleRoleSchema).check(z.minLength(1, '请至少选择一个角色')),
  }),
  response: operatorSchema,
  roles: ['admin'],
});

/** Disabling ends the operator's sessions. An admin cannot disable themself (6003). */
export const consoleSetOperatorStatus = defineConsoleEndpoint({
  path: '/operators/status',
  request: z.object({ operatorId: z.int(), status: z.enum(['active', 'disabled']), reason }),
  response: operatorSchema,
  roles: ['admin'],
});

/** Forgets the operator's TOTP secret and ends their sessions: their next login enrols again. */
export const consoleResetTotp = defineConsoleEndpoint({
  path: '/operators/totp/reset',
  request: z.object({ operatorId: z.int(), reason }),
  response: operatorSchema,
  roles: ['admin'],
});

export const consoleSessions = defineConsoleEndpoint({
  path: '/operators/sessions',
  /** Every live session, or one operator's. */
  request: z.object({ operatorId: z.optional(z.int()) }),
  response: z.object({ list: z.array(operatorSessionSchema) }),
  roles: ['admin'],
});

export const consoleEndSession = defineConsoleEndpoint({
  path: '/operators/sessions/end',
  request: z.object({ sessionId: z.int(), reason }),
  response: z.object({ ended: z.boolean() }),
  roles: ['admin'],
});
