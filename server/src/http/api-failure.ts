import { DomainError } from '../domain/domain-error';

/**
 * A refusal the HTTP pipeline itself decides (no session, a body that is not JSON, input the
 * contract rejects). A DomainError, so it reaches the member the same way as the domain's.
 */
export class ApiFailure extends DomainError {
  override readonly name = 'ApiFailure';
}
