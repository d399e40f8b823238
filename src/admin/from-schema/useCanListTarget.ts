import { checkAccess } from '../../core/permissions';
import { accessRuleFor } from '../providers/accessRuleFor';
import { useGrant } from '../session/useGrant';
import type { RefTarget } from './refTarget';

/**
 * Whether the user may list a reference's target, decided synchronously from the session (the
 * same rule the auth provider's canAccess applies). Synchronous on purpose: an input that
 * mounts late misses a list filter's initial value, and one that mounts before the answer
 * would fire a request the server refuses.
 */
export function useCanListTarget(target: RefTarget): boolean {
  const grant = useGrant();
  return checkAccess(grant, accessRuleFor(target.entity, 'list'));
}
