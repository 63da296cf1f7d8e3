import { PARTNER_TYPES, type PartnerType } from '@kukur/contracts';
import { AdminListPage, useAdminListState } from '@/shared/admin';
import { usePartnerEnquiries } from '../api/get-partner-enquiries';
import { ADMIN_PARTNERS_MESSAGES as TEXT } from '../admin-partners-messages';
import { PartnerEnquiriesTable } from './partner-enquiries-table';
import './admin-partners.css';

const TYPE_FILTER = PARTNER_TYPES.map((value) => ({ value, label: TEXT.partnerTypes[value] }));

/** The "Become a Partner" messages sent from /contact: searchable by name or e-mail, filtered by partner type. */
export function AdminPartnersPage() {
  const state = useAdminListState<PartnerType>();
  const enquiries = usePartnerEnquiries(state.filters);
  return (
    <AdminListPage
      className="admin-partners"
      texts={TEXT}
      state={state}
      statuses={TYPE_FILTER}
      list={enquiries}
      renderTable={(page) => <PartnerEnquiriesTable {...page} />}
    />
  );
}
