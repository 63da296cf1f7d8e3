export { ActionNote, MoveButton } from './action-buttons';
export {
  ADMIN_LIST_CACHING,
  adminListQuery,
  pagedListOf,
  type AdminListFilters,
  type PagedList,
} from './admin-list-query';
export { AdminDetails, DetailsBlock, DetailsFact } from './admin-details';
export { AdminListPage, type AdminListPageTexts } from './admin-list-page';
export { AdminListTable, adminPagination, type AdminTablePage } from './admin-list-table';
export { AdminListToolbar, type AdminStatusOption } from './admin-list-toolbar';
export { AdminStatsCards, type AdminStatCard, type AdminStatTone } from './admin-stats-cards';
export { HistoryTimeline, type HistoryStep } from './history-timeline';
export { RowActions, WhyDisabled } from './row-actions';
export { useActionToast, useStatusMove, type StatusChange } from './use-action-toast';
export { ADMIN_PAGE_SIZES, useAdminListState, type AdminListState } from './use-admin-list-state';
export { AdminMoment } from './admin-moment';
export { dateAndTimeOf, formatDate, formatDateTime } from './date-time';
export {
  adminReferenceOf,
  getEmailLog,
  type AdminReference,
  type EmailLogEntry,
  type EmailLogQuery,
  type EmailLogStatus,
} from './email-log';
export { EmailStatusTag } from './email-status-tag';
export { SENT_EMAILS_LIMIT, SentEmails, sentEmailsKey, type SentEmailsProps } from './sent-emails';
export { useAccessibleTables } from './use-accessible-tables';
export { AdminLoadFailed, type AdminLoadFailedProps } from './admin-load-failed';
