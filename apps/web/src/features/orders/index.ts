export { usePlaceOrder } from './api/place-order';
export { placeOrderFailureOf } from './api/place-order-error';
export { useCacheOrder } from './api/cache-order';
export { getOrderQueryOptions } from './api/get-order';
export { getLatestOrderQueryOptions } from './api/get-latest-order';
export { useOrdersSummary } from './hooks/use-orders-summary';
export { OrderHistory } from './components/order-history';
