export type StatusColor = 'green' | 'yellow' | 'red' | 'blue';

/** Badge colour of an order status (services spec): completed green, pending yellow, cancelled red, else blue. */
export function statusColor(status: string): StatusColor {
  switch (status.toLowerCase()) {
    case 'completed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'cancelled':
      return 'red';
    default:
      return 'blue';
  }
}
