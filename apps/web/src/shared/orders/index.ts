export { OrderStatusBadge } from './order-status-badge';
export { statusColor, type StatusColor } from './order-status';
export { OrderSummaryCard } from './order-summary-card';
export { ORDER_TEXT, orderReference } from './order-text';
export { subtotalOf } from './order-totals';
