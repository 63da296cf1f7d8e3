export { OrderStatusBadge } from './order-status-badge';
export { statusColor, type StatusColor } from './order-status';
