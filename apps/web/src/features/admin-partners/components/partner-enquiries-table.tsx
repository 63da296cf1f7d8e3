import { Tag, type TableColumnsType } from 'antd';
import { AdminListTable, AdminMoment, type AdminTablePage } from '@/shared/admin';
import type { PartnerEnquiry } from '../api/get-partner-enquiries';
import { ADMIN_PARTNERS_MESSAGES as TEXT } from '../admin-partners-messages';

const columns: TableColumnsType<PartnerEnquiry> = [
  {
    key: 'received',
    title: TEXT.receivedColumn,
    width: 130,
    render: (_value, enquiry) => <AdminMoment value={enquiry.createdAt} fallback={TEXT.none} />,
  },
  {
    key: 'name',
    title: TEXT.nameColumn,
    width: 180,
    render: (_value, enquiry) => <strong>{enquiry.name}</strong>,
  },
  {
    key: 'type',
    title: TEXT.typeColumn,
    width: 150,
    render: (_value, enquiry) => <Tag color="orange">{TEXT.partnerTypes[enquiry.partnerType]}</Tag>,
  },
  {
    key: 'contact',
    title: TEXT.contactColumn,
    width: 230,
    render: (_value, enquiry) => (
      <span className="admin-list__stacked">
        <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        <a href={`tel:${enquiry.phoneNumber}`}>{enquiry.phoneNumber}</a>
      </span>
    ),
  },
  {
    key: 'message',
    title: TEXT.messageColumn,
    render: (_value, enquiry) => <p className="partner-enquiries__message">{enquiry.message}</p>,
  },
];

/** One page of the partner enquiries, newest first. */
export function PartnerEnquiriesTable(page: AdminTablePage<PartnerEnquiry>) {
  return (
    <AdminListTable<PartnerEnquiry>
      {...page}
      className="partner-enquiries"
      columns={columns}
      scrollX={1000}
      emptyText={TEXT.empty}
      countLabel={TEXT.enquiriesCount}
    />
  );
}
