import { describe, expect, it } from 'vitest';
import {
  canRole,
  INVITABLE_ROLES,
  ROLE_MATRIX,
  ROUTE_CLASSES,
  SEATS_BY_PLAN,
  STORE_ROLES,
  seatsFor,
} from './team-roles';

describe('role matrix', () => {
  it('gives every role a yes or no for every route class', () => {
    for (const role of STORE_ROLES)
      expect(Object.keys(ROLE_MATRIX[role]).sort()).toEqual([...ROUTE_CLASSES].sort());
  });

  it('lets the owner and admins do everything', () => {
    for (const cls of ROUTE_CLASSES) {
      expect(canRole('OWNER', cls)).toBe(true);
      expect(canRole('ADMIN', cls)).toBe(true);
    }
  });

  it('keeps fulfilment-only to reading and orders', () => {
    const allowed = ROUTE_CLASSES.filter((c) => canRole('FULFILMENT', c));
    expect(allowed).toEqual(['self', 'read', 'fulfilment']);
  });

  it('keeps the viewer read-only', () => {
    expect(ROUTE_CLASSES.filter((c) => canRole('VIEWER', c))).toEqual(['self', 'read']);
  });

  it('never invites an owner', () => {
    expect(INVITABLE_ROLES).not.toContain('OWNER');
  });

  it('grows seats with the plan and falls back to Free', () => {
    expect(seatsFor('TIER_1')).toBeLessThan(seatsFor('TIER_2'));
    expect(seatsFor('TIER_2')).toBeLessThan(seatsFor('TIER_2_5'));
    expect(seatsFor('TIER_2_5')).toBeLessThan(seatsFor('TIER_3'));
    expect(seatsFor(null)).toBe(SEATS_BY_PLAN.TIER_1);
    expect(seatsFor('UNKNOWN')).toBe(SEATS_BY_PLAN.TIER_1);
  });
});
