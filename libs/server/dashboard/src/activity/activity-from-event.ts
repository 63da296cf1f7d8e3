import type { ActivityType } from '@kukur/contracts';
import { UserSignedUpEvent, UserSignedUpPayload } from '@kukur/server-identity';
import type { OutboxJobData } from '@kukur/server-kernel';
import { ProductAnnouncedEvent, ProductAnnouncedPayload } from '@kukur/server-notification';
import { PaymentRefundedEvent, PaymentRefundedPayload } from '@kukur/server-payments';
import {
  OrderPaidEvent,
  OrderPaidPayload,
  OrderPlacedEvent,
  OrderPlacedPayload,
  OrderStatusChangedEvent,
  OrderStatusChangedPayload,
} from '@kukur/server-ordering';
import {
  BookingRequestedEvent,
  BookingRequestedPayload,
  BookingStatusChangedEvent,
  BookingStatusChangedPayload,
} from '@kukur/server-vaccination';

/** A line of the activity feed, before it is stored. */
export interface ActivityLine {
  type: ActivityType;
  message: string;
  customer: string | null;
  amount: string | null;
  status: string | null;
  referenceId: string | null;
}

type Describe = (payload: never) => ActivityLine | null;

/** The order number the admin's order list shows: the first 8 characters of its id. */
const orderNumber = (orderId: string) => `#${orderId.slice(0, 8).toUpperCase()}`;

const PAYMENT_METHOD_NAMES = { khalti: 'Khalti', cod: 'cash on delivery' } as const;

const ORDER_MOVES = {
  Approved: { verb: 'approved', status: 'processing' },
  Completed: { verb: 'completed', status: 'completed' },
  Cancelled: { verb: 'cancelled', status: 'cancelled' },
  Pending: { verb: 'set back to pending', status: 'pending' },
} as const;

const BOOKING_MOVES = {
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  'no-show': 'marked as a no-show',
  scheduled: 'set back to scheduled',
} as const;

const bookingTitle = (booking: BookingRequestedPayload['booking']) =>
  `${booking.dog.name}'s ${booking.vaccines.map((vaccine) => vaccine.name).join(', ')} at ${booking.center.name} on ${booking.appointmentDate} ${booking.appointmentTime}`;

/** Which events the feed shows and how each reads. */
const DESCRIPTIONS: Record<string, Describe> = {
  [OrderPlacedEvent.type]: (p: OrderPlacedPayload) => ({
    type: 'order',
    message: `Order ${orderNumber(p.orderId)} placed (${p.items.reduce((n, item) => n + item.quantity, 0)} items)`,
    customer: p.customerName,
    amount: p.total,
    status: 'pending',
    referenceId: p.orderId,
  }),
  [OrderPaidEvent.type]: (p: OrderPaidPayload) => ({
    type: 'order',
    message: `Order ${orderNumber(p.orderId)} paid with ${PAYMENT_METHOD_NAMES[p.method]}`,
    customer: p.customerName,
    amount: p.total,
    status: 'completed',
    referenceId: p.orderId,
  }),
  [OrderStatusChangedEvent.type]: (p: OrderStatusChangedPayload) => {
    const move = ORDER_MOVES[p.to];
    const by = p.by === 'customer' ? ' by the customer' : p.by === 'system' ? ' automatically' : '';
    return {
      type: 'order',
      message: `Order ${orderNumber(p.orderId)} ${move.verb}${by}`,
      customer: p.customerName,
      amount: p.total,
      status: move.status,
      referenceId: p.orderId,
    };
  },
  [PaymentRefundedEvent.type]: (p: PaymentRefundedPayload) => ({
    type: 'order',
    message: `Order ${orderNumber(p.orderId)} ${p.partial ? 'partly ' : ''}refunded ${p.method === 'khalti' ? 'by Khalti' : 'in cash'}`,
    customer: p.customerName,
    amount: p.amount,
    status: 'refunded',
    referenceId: p.orderId,
  }),
  [UserSignedUpEvent.type]: (p: UserSignedUpPayload) => ({
    type: 'customer',
    message: `New customer signed up${p.method === 'google' ? ' with Google' : ''}`,
    customer: p.name,
    amount: null,
    status: 'new',
    referenceId: p.userId,
  }),
  [BookingRequestedEvent.type]: (p: BookingRequestedPayload) => ({
    type: 'booking',
    message: `Vaccination requested: ${bookingTitle(p.booking)}`,
    customer: p.booking.ownerName,
    amount: p.booking.totalAmount,
    status: 'pending',
    referenceId: p.booking.bookingId,
  }),
  [BookingStatusChangedEvent.type]: (p: BookingStatusChangedPayload) => ({
    type: 'booking',
    message: `Vaccination ${BOOKING_MOVES[p.to]}${p.by === 'customer' ? ' by the customer' : ''}: ${bookingTitle(p.booking)}`,
    customer: p.booking.ownerName,
    amount: p.booking.totalAmount,
    status: p.to,
    referenceId: p.booking.bookingId,
  }),
  [ProductAnnouncedEvent.type]: (p: ProductAnnouncedPayload) => ({
    type: 'other',
    message: `Product announced to subscribers: ${p.product.name}`,
    customer: null,
    amount: null,
    status: 'new',
    referenceId: p.product.id,
  }),
};

/** The event types the activity feed is made of. */
export const ACTIVITY_EVENT_TYPES = Object.keys(DESCRIPTIONS);

/** How an event reads in the activity feed; null for an event the feed does not show. */
export function activityFromEvent(job: Pick<OutboxJobData, 'type' | 'payload'>): ActivityLine | null {
  const describe = DESCRIPTIONS[job.type];
  return describe ? describe(job.payload as never) : null;
}
