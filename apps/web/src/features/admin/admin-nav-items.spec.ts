import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, adminPageTitle } from './admin-nav-items';

describe('admin navigation', () => {
  it('has the spec’s six sections, then Queues, E-mails and Partners', () => {
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
    ]);
  });

  it('titles a page by its navigation label, whatever the case or a trailing slash; any other is Settings', () => {
    expect(adminPageTitle('/admin/queues')).toBe('Queues');
    expect(adminPageTitle('/admin/emails/')).toBe('E-mails');
    expect(adminPageTitle('/Admin/Emails')).toBe('E-mails');
    expect(adminPageTitle('/admin')).toBe('Dashboard');
    expect(adminPageTitle('/admin/partners')).toBe('Partners');
    expect(adminPageTitle('/admin/queues/email')).toBe('Settings');
  });
});
