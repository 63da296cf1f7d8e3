import type { PaymentStatus } from '@kukur/contracts';
import { Tag } from 'antd';
import { paymentStatusColor, paymentStatusLabel } from './payment-status';

/** An order's payment status as a coloured tag ("Paid", "Refund pending", "Refunded"...). */
export function PaymentStatusTag({ status, className }: { status: PaymentStatus; className?: string }) {
  return (
    <Tag className={className} color={paymentStatusColor(status)} data-status={status}>
      {paymentStatusLabel(status)}
    </Tag>
  );
}
