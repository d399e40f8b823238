import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { checkAccess, type AccessRule } from '../../core/permissions';
import { useGrant } from '../session/useGrant';

/**
 * Screens that are not a resource's CRUD view (security, dashboard, venue lifecycle pages) check
 * their own rule: a user lacking it goes to the forbidden page /401, like the resource routes.
 */
export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const grant = useGrant();
  if (!checkAccess(grant, rule)) return <Navigate to="/401" replace />;
  return <>{children}</>;
}
