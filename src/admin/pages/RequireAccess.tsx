import type { ReactNode } from 'react';
import { checkAccess, type AccessRule } from '../../core/permissions';
import { useGrant } from '../session/useGrant';
import { ForbiddenInLayout } from './ForbiddenInLayout';

/**
 * Screens that are not a resource's CRUD view (security, dashboard, venue lifecycle pages) check
 * their own rule: a user lacking it sees the forbidden message in the shell, like the resource routes.
 */
export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const grant = useGrant();
  if (!checkAccess(grant, rule)) return <ForbiddenInLayout />;
  return <>{children}</>;
}
