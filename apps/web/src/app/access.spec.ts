import { describe, expect, it } from 'vitest';
import { type AccessRule, decideAccess, landingPathFor, returnPathOf } from './access';

const visitor = null;
const customer = { name: 'Sita', role: 'user' };
const admin = { name: 'Ram', role: 'admin' };

describe('decideAccess', () => {
  it.each<[AccessRule, object | null, ReturnType<typeof decideAccess>]>([
    ['visitorOnly', visitor, { allowed: true }],
    ['visitorOnly', customer, { allowed: false, redirectTo: '/', returnAfterLogin: false }],
    ['visitorOnly', admin, { allowed: false, redirectTo: '/admin', returnAfterLogin: false }],
    ['loggedIn', visitor, { allowed: false, redirectTo: '/login', returnAfterLogin: true }],
    ['loggedIn', customer, { allowed: true }],
    ['loggedIn', admin, { allowed: true }],
    ['admin', visitor, { allowed: false, redirectTo: '/login', returnAfterLogin: true }],
    ['admin', customer, { allowed: false, redirectTo: '/', returnAfterLogin: false }],
    ['admin', admin, { allowed: true }],
  ])('%s for %o', (rule, user, decision) => {
    expect(decideAccess(rule, user)).toEqual(decision);
  });

  it('sends a customer who just logged in back where they came from', () => {
    const state = { from: { pathname: '/profile', search: '?tab=orders', hash: '' } };
    expect(decideAccess('visitorOnly', customer, state)).toEqual({
      allowed: false,
      redirectTo: '/profile?tab=orders',
      returnAfterLogin: false,
    });
    // An admin always lands on /admin.
    expect(decideAccess('visitorOnly', admin, state)).toMatchObject({ redirectTo: '/admin' });
  });
});

describe('returnPathOf', () => {
  it('accepts only paths of this app', () => {
    expect(returnPathOf({ from: { pathname: '/edit-profile', search: '', hash: '#x' } })).toBe(
      '/edit-profile#x',
    );
    expect(returnPathOf({ from: { pathname: '//evil.example/x' } })).toBeNull();
    expect(returnPathOf({ from: { pathname: 'https://evil.example' } })).toBeNull();
    expect(returnPathOf({ email: 'x' })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
  });

  it('landingPathFor: admin to /admin, others to the return path or /', () => {
    expect(landingPathFor(admin, '/profile')).toBe('/admin');
    expect(landingPathFor(customer, '/profile')).toBe('/profile');
    expect(landingPathFor(customer)).toBe('/');
  });
});
