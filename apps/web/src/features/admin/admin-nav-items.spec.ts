import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, adminPageTitle } from './admin-nav-items';

describe('admin navigation', () => {
  it('has the spec’s six sections, then Queues, E-mails, Partners, API Tokens and Webhooks', () => {
    expect(ADMIN_NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', '/admin'],
      ['Products', '/admin/products'],
      ['Add Products', '/admin/addproducts'],
      ['Orders', '/admin/orders'],
      ['Customers', '/admin/customers'],
      ['Bookings', '/admin/bookings'],
      ['Queues', '/admin/queues'],
      ['E-mails', '/admin/emails'],
      ['Partners', '/admin/partners'],
      ['API Tokens', '/admin/api-tokens'],
      ['Webhooks', '/admin/webhooks'],
    ]);
  });

  it('titles a page by its navigation label, whatever the case or a trailing slash; any other is Settings', () => {
    expect(adminPageTitle('/admin/queues')).toBe('Queues');
    expect(adminPageTitle('/admin/emails/')).toBe('E-mails');
    expect(adminPageTitle('/Admin/Emails')).toBe('E-mails');
    expect(adminPageTitle('/admin')).toBe('Dashboard');
    expect(adminPageTitle('/admin/partners')).toBe('Partners');
    expect(adminPageTitle('/admin/api-tokens')).toBe('API Tokens');
    expect(adminPageTitle('/admin/webhooks')).toBe('Webhooks');
    expect(adminPageTitle('/admin/queues/email')).toBe('Settings');
  });

  it('titles the add and edit forms for what they are', () => {
    expect(adminPageTitle('/admin/products/add')).toBe('Add Products');
    expect(adminPageTitle('/admin/products/edit/4fea6def-0470-4ec9-ab6f-a8b517801759')).toBe('Edit Product');
    expect(adminPageTitle('/admin/products/edit/x/y')).toBe('Settings');
  });
});
