/** The document's introduction: what an integrator needs before the first call. */
export const API_INTRODUCTION = `
Web shop and dog-vaccination service for dog owners in Nepal: the catalogue of dog food, toys, accessories and
vaccines, orders paid with Khalti or cash on delivery, vaccination bookings at the shop's centres, and the back
office. Money is in Nepali rupees (Rs) with two decimals; times are ISO 8601 in UTC, days (\`2026-11-20\`) are
days in Nepal.

## Authentication

Public operations (the catalogue, availability, sign-up and sign-in) need nothing: their \`security\` is empty.
The others take an access token as \`Authorization: Bearer <token>\`. \`POST /api/user/login\` answers one
(valid for \`ACCESS_TOKEN_TTL_SECONDS\`, 15 minutes unless configured) and sets an http-only refresh cookie;
\`POST /api/auth/refresh\` exchanges the cookie for a new token, \`POST /api/auth/logout\` ends both. Operations
marked "admin" answer 403 to a customer's token.

Integrations use an API token instead of a person's password: an admin makes one on the back office's API
tokens page (\`POST /api/admin/api-tokens\`) with a name, scopes and an expiry, and sees its secret (\`kp_…\`)
once. It is sent the same way, \`Authorization: Bearer kp_…\`, and may call exactly the operations whose
\`x-api-token-scope\` is one of its scopes (403 \`IDENTITY.API_TOKEN_SCOPE_MISSING\` otherwise;
\`IDENTITY.API_TOKEN_NOT_ALLOWED\` on operations no token may call). It stops working when revoked, expired, or
when the admin who made it is no longer an admin (401). Scopes: \`catalogue:write\`, \`orders:read\`,
\`orders:write\`, \`bookings:read\`, \`bookings:write\`, \`customers:read\`.

## Paging

Lists take \`page\` (from 1) and \`pageSize\` (at most 100). Search answers carry \`total\` and \`totalPages\` in
the body; the admin lists that answer a bare array put the total in the \`X-Total-Count\` header.

## Rate limits

Public reads are counted per client address (\`PUBLIC_READS_PER_MINUTE\`, 600 a minute by default); sign-in,
codes, unpaid orders and open booking requests have limits of their own. Past a limit the answer is
\`429 Too Many Requests\` with a \`Retry-After\` header and \`retryAfterSeconds\` in the body.

## Errors

Every error answer has the same body: \`{ statusCode, error, message, code }\` (and \`retryAfterSeconds\` with a
429). \`message\` is written for people and may change; \`code\` (for example \`ORDERING.INSUFFICIENT_STOCK\`) is
stable: program against it. Each operation lists the error answers it can give, with examples.
`.trim();

/** The tags in the order the document shows them, each with what it groups. */
export const API_TAGS: [string, string][] = [
  [
    'catalogue',
    'Products and vaccines: listing, search with filters and facets, details, reviews, and the admin catalogue work',
  ],
  [
    'accounts',
    'Sign-up with an e-mailed code, password and Google sign-in, sessions, profile and saved addresses',
  ],
  [
    'orders',
    'Placing orders (prices and stock decided by the server), order history, cancelling, and the admin order work',
  ],
  ['payments', 'Khalti wallet payments and cash on delivery: starting, verifying and refunding'],
  [
    'vaccinations',
    'Centres, open times, booking, rescheduling and cancelling vaccinations, and the admin booking work',
  ],
  ['newsletter', 'Newsletter subscription with confirmation, and unsubscribe links'],
  ['notifications', 'Product announcements to customers who agreed to marketing e-mails (admin)'],
  ['partnership', 'Enquiries from vets, groomers and shops who want to work with the shop'],
  ['dashboard', 'Figures, charts and the activity feed of the admin dashboard'],
  ['back office', 'Admin customer management, the e-mail log and the queues'],
  ['health', 'Whether the API, its database, Redis and queues are working'],
];
