import type { WebhookEventType } from '@kukur/contracts';
import {
  ProductChangedEvent,
  ProductChangedPayload,
  ProductCreatedEvent,
  ProductCreatedPayload,
  ProductOutOfStockEvent,
  ProductOutOfStockPayload,
} from '@kukur/server-catalogue';
import { EventCatalogue } from '@kukur/server-kernel';
import {
  OrderPaidEvent,
  OrderPaidPayload,
  OrderPlacedEvent,
  OrderPlacedPayload,
  OrderStatusChangedEvent,
  OrderStatusChangedPayload,
} from '@kukur/server-ordering';
import { PaymentRefundedEvent, PaymentRefundedPayload } from '@kukur/server-payments';
import {
  BookingRequestedEvent,
  BookingRequestedPayload,
  BookingRescheduledEvent,
  BookingRescheduledPayload,
  BookingStatusChangedEvent,
  BookingStatusChangedPayload,
} from '@kukur/server-vaccination';
import { bookingData, orderItems, productData, rupees } from './webhook-payloads';

/** The version of every event's `data` shape; a change old receivers cannot read raises it. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** A webhook event a domain event becomes, before it is addressed to endpoints. */
export interface WebhookEvent {
  type: WebhookEventType;
  data: Record<string, unknown>;
}

type Translate = (payload: never) => WebhookEvent[];

const customer = (p: { customerName: string; email: string }) => ({ name: p.customerName, email: p.email });

const BOOKING_STATUS_EVENTS: Partial<Record<string, WebhookEventType>> = {
  confirmed: 'booking.confirmed',
  cancelled: 'booking.cancelled',
  completed: 'booking.completed',
};

/** Which domain events integrations hear about, and as what. */
const TRANSLATIONS: Record<string, Translate> = {
  [OrderPlacedEvent.type]: (p: OrderPlacedPayload) => [
    {
      type: 'order.placed',
      data: {
        orderId: p.orderId,
        status: 'Pending',
        customer: customer(p),
        items: orderItems(p.items),
        subtotal: rupees(p.subtotal ?? p.total),
        discount: rupees(p.discount ?? '0'),
        total: rupees(p.total),
        placedAt: p.placedAt,
      },
    },
  ],
  [OrderPaidEvent.type]: (p: OrderPaidPayload) => [
    {
      type: 'order.paid',
      data: {
        orderId: p.orderId,
        customer: customer(p),
        method: p.method,
        transactionId: p.transactionId,
        total: rupees(p.total),
        paidAt: p.paidAt,
      },
    },
  ],
  [OrderStatusChangedEvent.type]: (p: OrderStatusChangedPayload) => {
    const data = {
      orderId: p.orderId,
      from: p.from,
      to: p.to,
      by: p.by,
      customer: customer(p),
      items: orderItems(p.items),
      total: rupees(p.total),
      paymentMethod: p.paymentMethod,
      paymentStatus: p.paymentStatus,
    };
    const events: WebhookEvent[] = [{ type: 'order.status-changed', data }];
    if (p.to === 'Cancelled') events.push({ type: 'order.cancelled', data });
    return events;
  },
  [PaymentRefundedEvent.type]: (p: PaymentRefundedPayload) => [
    {
      type: 'order.refunded',
      data: {
        orderId: p.orderId,
        customer: customer(p),
        method: p.method,
        amount: rupees(p.amount),
        total: rupees(p.total),
        partial: p.partial,
        transactionId: p.transactionId,
        refundedAt: p.refundedAt,
      },
    },
  ],
  [BookingRequestedEvent.type]: (p: BookingRequestedPayload) => [
    { type: 'booking.requested', data: bookingData(p.booking) },
  ],
  [BookingRescheduledEvent.type]: (p: BookingRescheduledPayload) => [
    {
      type: 'booking.rescheduled',
      data: {
        ...bookingData(p.booking),
        previous: {
          centreName: p.previous.centerName,
          appointmentDate: p.previous.appointmentDate,
          appointmentTime: p.previous.appointmentTime,
        },
        by: p.by,
      },
    },
  ],
  [BookingStatusChangedEvent.type]: (p: BookingStatusChangedPayload) => {
    const data = { ...bookingData(p.booking), from: p.from, to: p.to, by: p.by };
    const events: WebhookEvent[] = [{ type: 'booking.status-changed', data }];
    const specific = BOOKING_STATUS_EVENTS[p.to];
    if (specific) events.push({ type: specific, data });
    return events;
  },
  [ProductCreatedEvent.type]: (p: ProductCreatedPayload) => [
    { type: 'product.created', data: productData(p) },
  ],
  [ProductChangedEvent.type]: (p: ProductChangedPayload) => [
    { type: 'product.changed', data: { ...productData(p.product), changes: p.changes } },
  ],
  [ProductOutOfStockEvent.type]: (p: ProductOutOfStockPayload) => [
    { type: 'product.out-of-stock', data: productData(p) },
  ],
};

/** The domain event types routed to the webhooks queue. */
export const WEBHOOK_SOURCE_EVENT_TYPES = Object.keys(TRANSLATIONS).sort();

/**
 * The webhook events a domain event becomes (its payload already checked against its schema); undefined
 * when integrations do not hear about this type at all.
 */
export function webhookEventsOf(domainType: string, payload: unknown): WebhookEvent[] | undefined {
  const translate = TRANSLATIONS[EventCatalogue.canonical(domainType)];
  return translate ? translate(payload as never) : undefined;
}
