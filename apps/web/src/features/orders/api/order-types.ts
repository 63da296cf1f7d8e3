import type { components } from '@/shared/api/schema';

/** An order as the API returns it (placing, history, detail). */
export type Order = components['schemas']['OrderDto'];
/** One line of an order, priced when it was placed. */
export type OrderItem = components['schemas']['OrderItemDto'];
export type OrderStatus = Order['status'];

type PlaceOrderBody = components['schemas']['PlaceOrderRequestDto'];

/** What placing an order takes: the API's body without a total (the server adds the prices up). */
export type PlaceOrderInput = Omit<PlaceOrderBody, 'total'>;
