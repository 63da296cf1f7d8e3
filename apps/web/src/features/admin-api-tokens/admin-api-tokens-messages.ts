import { API_TOKEN_MAX_DAYS, API_TOKEN_MESSAGES } from '@kukur/contracts';
import type { ApiTokenStatus } from './utils/token-status';

/** The API tokens page's texts; the form's checks say what the server would. */
export const ADMIN_API_TOKENS_MESSAGES = {
  title: 'All API Tokens',
  intro:
    'API tokens let another system (a vet clinic’s bookings, an accounting tool, a delivery partner) use the shop’s API without an admin’s password. Each token can do only what its scopes allow.',
  loadFailed: 'The API tokens could not be loaded.',
  tryAgain: 'Try Again',
  refresh: 'Refresh',
  newToken: 'New Token',
  empty: 'No API tokens yet. Make one for each system that needs the API, with only the scopes it needs.',

  nameColumn: 'Name',
  scopesColumn: 'Scopes',
  secretColumn: 'Starts with',
  createdColumn: 'Created',
  expiresColumn: 'Expires',
  lastUsedColumn: 'Last used',
  statusColumn: 'Status',
  actionsColumn: 'Actions',
  never: 'Never',
  createdBy: (name: string) => `by ${name}`,
  statuses: { active: 'Active', expired: 'Expired', revoked: 'Revoked' } satisfies Record<
    ApiTokenStatus,
    string
  >,
  tokensCount: (count: number) => `${count} ${count === 1 ? 'token' : 'tokens'}`,

  formTitle: 'New API Token',
  nameLabel: 'Name',
  nameHelp: 'Who or what uses it, e.g. Pashupati Vet Clinic bookings',
  scopesLabel: 'Scopes',
  expiryLabel: 'Expires in (days)',
  expiryHelp: `From 1 to ${API_TOKEN_MAX_DAYS} days`,
  create: 'Create Token',
  cancel: 'Cancel',
  createFailed: 'The token could not be made. Please try again.',
  validation: API_TOKEN_MESSAGES,

  secretTitle: 'Copy Your New Token',
  secretWarning: 'This secret will not be shown again',
  secretWarningText:
    'Copy it now and keep it somewhere safe. Only its hash is kept: if it is lost, revoke the token and make a new one.',
  secretLabel: (name: string) => `Secret of ${name}`,
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the secret and copy it yourself.',
  howToUse: 'Send it with every request, in the Authorization header:',
  usageExample: 'Authorization: Bearer <secret>',
  done: 'I Have Copied It',

  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revokeTitle: 'Revoke API Token',
  revokeText: (name: string) =>
    `Revoke “${name}”? Any system that uses it is refused from now on. This cannot be undone.`,
  revoked: (name: string) => `“${name}” is revoked`,
  revokeFailed: 'The token could not be revoked. Please try again.',
} as const;
