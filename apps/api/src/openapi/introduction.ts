import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@kukur/contracts';

const ORDER_CHANGE_FIELDS =
  '`orderId`, `from`, `to` (Pending, Approved, Completed, Cancelled), `by` (customer, admin, system), `customer`, `items`, `total`, `paymentMethod`, `paymentStatus`';
const BOOKING_FIELDS =
  '`bookingId`, `status`, `customer`, `dog` { `name`, `breed` }, `vaccines` [{ `name`, `price` }], `total`, `centre` { `name`, `city` }, `appointmentDate`, `appointmentTime` (Nepal), `startsAt` (UTC)';
const BOOKING_CHANGE_FIELDS = `${BOOKING_FIELDS}, \`from\`, \`to\`, \`by\``;
const PRODUCT_FIELDS =
  '`id`, `slug`, `name`, `price` (rupees as exact decimal text, such as `"1450.00"`), `stock` (units left), `category`, `kind` (product, vaccine), `visibility` (visible, hidden)';

/** What each webhook event's `data` holds. */
const WEBHOOK_DATA_FIELDS: Record<WebhookEventType, string> = {
  'order.placed':
    '`orderId`, `status`, `customer` { `name`, `email` }, `items` [{ `name`, `quantity`, `unitPrice`, `lineTotal` }], `subtotal`, `discount`, `total`, `placedAt`',
  'order.paid': '`orderId`, `customer`, `method` (khalti, cod), `transactionId`, `total`, `paidAt`',
  'order.status-changed': ORDER_CHANGE_FIELDS,
  'order.cancelled': ORDER_CHANGE_FIELDS,
  'order.refunded':
    '`orderId`, `customer`, `method`, `amount` (given back), `total`, `partial`, `transactionId`, `refundedAt`',
  'booking.requested': BOOKING_FIELDS,
  'booking.confirmed': BOOKING_CHANGE_FIELDS,
  'booking.rescheduled': `${BOOKING_FIELDS}, \`previous\` { \`centreName\`, \`appointmentDate\`, \`appointmentTime\` }, \`by\``,
  'booking.cancelled': BOOKING_CHANGE_FIELDS,
  'booking.completed': BOOKING_CHANGE_FIELDS,
  'booking.status-changed': BOOKING_CHANGE_FIELDS,
  'product.created': PRODUCT_FIELDS,
  'product.changed': `${PRODUCT_FIELDS}, \`changes\` (the fields the edit changed, such as \`price\`, \`stock\`, \`image\`, \`visibility\`)`,
  'product.out-of-stock': `${PRODUCT_FIELDS}; sent once each time the stock goes from some to 0`,
};

const EVENT_CATALOGUE = [
  '| Type | When | `data` |',
  '| --- | --- | --- |',
  ...WEBHOOK_EVENT_TYPES.map(
    (type) => `| \`${type}\` | ${WEBHOOK_EVENT_DESCRIPTIONS[type]} | ${WEBHOOK_DATA_FIELDS[type]} |`,
  ),
  '| `webhook.test` | An admin pressed Send Test | `endpointId`, `message` |',
].join('\n');

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

Every error answer has the same body: \`{ statusCode, error, message, code }\`, with \`retryAfterSeconds\` on a
429 or 503 and, when the request itself was wrong (400 \`COMMON.VALIDATION_FAILED\`), \`fields\` (the offending
fields), \`errors\` (each field with its messages) and \`missingFields\` (required fields left blank).
\`message\` is written for people and may change; \`code\` is stable: program against it. For example placing an
order answers 409 \`ORDERING.OUT_OF_STOCK\` (with the short products) when stock ran out meanwhile.

Each operation lists every error answer it can give under its status, each \`code\` with the message it comes
with and an example body; a code that disappears from an operation is a breaking change. Any operation may
also answer 500 \`COMMON.INTERNAL_ERROR\` (a failure of ours, logged) or 503 \`COMMON.SERVICE_UNAVAILABLE\` (the
database or Redis briefly out of reach; try again after \`Retry-After\`). An address that is no operation
answers 404 \`COMMON.ROUTE_NOT_FOUND\`.

## Webhooks

Instead of polling, an integration can be told: an admin registers its URL on the back office's Webhooks page
(\`POST /api/admin/webhooks\`) with the event types it wants (none listed: every type, also ones added later).
The shop makes the endpoint's signing secret (\`whsec_\` and the base64 of 32 random bytes); an admin can read it
again and rotate it. URLs must be \`http\` or \`https\`; hosts on loopback, private, link-local or unique-local
addresses are refused (400 \`WEBHOOKS.URL_REFUSED\`), when the endpoint is saved and again at every delivery.

Each event is a \`POST\` of JSON, \`{ "id": "evt_…", "type": "order.placed", "version": 1, "timestamp":
"2026-11-28T09:30:00.000Z", "data": { … } }\` (\`timestamp\`: when it happened; money in rupees as numbers with two
decimals, except a product's \`price\`, which is exact decimal text; a customer's phone and address are never
sent), with the headers of [Standard Webhooks](https://www.standardwebhooks.com/): \`webhook-id\` (the event's
\`id\`), \`webhook-timestamp\` (seconds since 1970 when this attempt was signed) and \`webhook-signature\`.

**Verifying a delivery.** Take the secret's part after \`whsec_\` and base64-decode it: that is the key. Compute
HMAC-SHA256 over \`{webhook-id}.{webhook-timestamp}.{raw body}\` (the body exactly as received, before any JSON
parsing) and base64-encode it. \`webhook-signature\` is a space-separated list of \`v1,<signature>\`: accept the
delivery when one of them equals yours (compare in constant time), and refuse a \`webhook-timestamp\` more than
five minutes from your clock. \`tools/webhook-receiver\` in the repository does exactly this in plain Node.

**Answering and retries.** Answer 2xx within 10 seconds: the delivery is done. Any other answer, a timeout or a
refused connection is tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (about 27 hours in all); a
redirect is not followed (a 3xx is a failure). A retry, and a redelivery an admin asks for, carry the same
\`id\` and body: keep the ids you have handled and ignore a repeat. Events may arrive out of order. When three
deliveries in a row have failed every retry the endpoint is paused and every admin of the shop is e-mailed; it
gets nothing until an admin resumes it. Every attempt is in the endpoint's delivery log
(\`GET /api/admin/webhooks/{id}/deliveries\`).

**Event catalogue.** \`customer\` is \`{ name, email }\`; \`items\` are \`{ name, quantity, unitPrice, lineTotal }\`.

${EVENT_CATALOGUE}
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
  ['webhooks', 'Endpoints that are POSTed signed events (admin), their secrets and delivery logs'],
  ['health', 'Whether the API, its database, Redis and queues are working'],
];
