export { ordersKeys } from './api/orders-keys';
export type { Order, OrderItem, OrderStatus, PlaceOrderInput } from './api/order-types';
export { placeOrder, usePlaceOrder } from './api/place-order';
export {
  PlaceOrderError,
  placeOrderFailureOf,
  type OutOfStockProduct,
  type PlaceOrderFailure,
} from './api/place-order-error';
export { getUserOrdersQueryOptions, useUserOrders } from './api/get-user-orders';
export { getOrderQueryOptions, useOrder } from './api/get-order';
export { getOrderItemsQueryOptions, useOrderItems } from './api/get-order-items';
export { getLatestOrderQueryOptions, useLatestOrder } from './api/get-latest-order';
export { useCancelOrder } from './api/cancel-order';
export { useDeleteOrder } from './api/delete-order';
export { useOrdersSummary, type OrdersSummaryState } from './hooks/use-orders-summary';
export { OrderHistory, type OrderHistoryProps } from './components/order-history';
export { ORDERS_MESSAGES } from './orders-messages';
export {
  formatLongDate,
  isCancellable,
  orderReference,
  summarizeOrders,
  type OrdersSummary,
} from './utils/order-display';
