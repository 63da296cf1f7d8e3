import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
} from 'react-router-dom';
import { type CatalogueSource, cataloguePrefetch, httpCatalogue } from '@/features/catalogue';
import { PageSpinner } from '@/shared/ui/page-spinner';
import type { AccessRule } from './access';
import { AccessGuard } from './access-guard';
import { antdFree, withAntdTheme } from './antd-routes';
import { RootLayout } from './layout/root-layout';
import { type LazyNamespace, loadTexts } from '@/shared/i18n';
import { infoPage, page, translatedPage } from './page-meta';
import { RouteError } from './routes/route-error';

/** A route's code together with the English texts its screens read (see shared/i18n/lazy-texts.ts). */
function withTexts<T>(namespaces: readonly LazyNamespace[], code: Promise<T>): Promise<T> {
  return Promise.all([code, loadTexts(namespaces)]).then(([module]) => module);
}

const lazyHome = antdFree(() => import('./routes/home').then((module) => ({ Component: module.HomeRoute })));
const lazyForgotPassword = () =>
  withTexts(
    ['auth'],
    import('./routes/auth/forgot-password').then((module) => ({ Component: module.ForgotPasswordRoute })),
  );
const lazyAdmin = () => import('./routes/admin');
const lazyScheduleVaccination = () =>
  withTexts(
    ['vaccination'],
    import('./routes/vaccination/schedule-vaccination').then((m) => ({
      Component: m.ScheduleVaccinationRoute,
    })),
  );
const lazyBookingConfirm = () =>
  withTexts(
    ['vaccination'],
    import('./routes/vaccination/booking-confirm').then((m) => ({ Component: m.BookingConfirmRoute })),
  );
// Product and vaccine pages are one chunk: search results link to both.
const lazyDetail = () => import('./routes/catalogue/product-detail');

/** Child routes shown only to those `rule` allows (see access.ts). */
function guarded(rule: AccessRule, children: RouteObject[]): RouteObject {
  return { element: <AccessGuard rule={rule} />, children };
}

/** Where the catalogue pages' loaders put their data, and where they read it from. */
export interface RouteData {
  client: QueryClient;
  /** The API over HTTP unless given (the server's render reads the API's own queries). */
  catalogue?: CatalogueSource;
  /** Loaders wait for their data: the server's render does, the browser never holds a navigation up. */
  wait?: boolean;
}

type Prefetch = (client: QueryClient, source: CatalogueSource, args: LoaderFunctionArgs) => Promise<void>;

/**
 * The shop's routes. With route data, the catalogue pages' loaders start their data request while the
 * page's code is still loading (see cataloguePrefetch); they return nothing.
 */
export function appRoutes(data: RouteData | null = null): RouteObject[] {
  const prefetch = (start: Prefetch) => (args: LoaderFunctionArgs) => {
    if (!data) return null;
    const started = start(data.client, data.catalogue ?? httpCatalogue, args);
    return data.wait ? started.then(() => null) : null;
  };
  const productPage = prefetch((client, source, { params }) =>
    cataloguePrefetch.product(client, params.id ?? '', source),
  );
  // Once on arrival: filters typed on the page change its address, and the page asks for those itself.
  const onArrival = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
    currentUrl.pathname !== nextUrl.pathname;
  return withAntdTheme([
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          index: true,
          handle: page(null),
          loader: prefetch((client, source) => cataloguePrefetch.home(client, source)),
          shouldRevalidate: onArrival,
          lazy: lazyHome,
        },
        {
          path: 'home',
          handle: page(null),
          loader: prefetch((client, source) => cataloguePrefetch.home(client, source)),
          shouldRevalidate: onArrival,
          lazy: lazyHome,
        },
        // The spec links these; the shop and the vaccine catalogue are where they lead.
        { path: 'shop', element: <Navigate to="/products" replace /> },
        // The Schedule Vaccination dialog has two addresses in the spec.
        {
          path: 'book-vaccination',
          handle: translatedPage('bookVaccination'),
          lazy: lazyScheduleVaccination,
        },
        {
          path: 'ScheduleVaccination',
          handle: translatedPage('bookVaccination'),
          lazy: lazyScheduleVaccination,
        },
        // The confirmation loads the booking by id, so it opens from an e-mail link and survives a reload.
        { path: 'BookingConfirm', handle: translatedPage('bookingConfirm'), lazy: lazyBookingConfirm },
        { path: 'BookingConfirm/:id', handle: translatedPage('bookingConfirm'), lazy: lazyBookingConfirm },
        {
          path: 'MyBookings',
          handle: translatedPage('myBookings'),
          lazy: () =>
            withTexts(
              ['vaccination'],
              import('./routes/vaccination/my-bookings').then((m) => ({ Component: m.MyBookingsRoute })),
            ),
        },
        {
          path: 'products',
          handle: translatedPage('products'),
          loader: prefetch((client, source, { request }) =>
            cataloguePrefetch.products(client, new URL(request.url), source),
          ),
          shouldRevalidate: onArrival,
          lazy: () => import('./routes/catalogue/products').then((m) => ({ Component: m.ProductsRoute })),
        },
        {
          path: 'products/:id',
          loader: productPage,
          shouldRevalidate: onArrival,
          lazy: antdFree(() => lazyDetail().then((m) => ({ Component: m.ProductDetailRoute }))),
        },
        {
          path: 'search',
          handle: translatedPage('search'),
          lazy: () => import('./routes/catalogue/search').then((m) => ({ Component: m.SearchRoute })),
        },
        {
          path: 'vaccination',
          handle: translatedPage('vaccination'),
          loader: prefetch((client, source, { request }) =>
            cataloguePrefetch.vaccination(client, new URL(request.url), source),
          ),
          shouldRevalidate: onArrival,
          lazy: () =>
            import('./routes/catalogue/vaccination').then((m) => ({ Component: m.VaccinationRoute })),
        },
        {
          path: 'vaccination/:id',
          loader: productPage,
          shouldRevalidate: onArrival,
          // The vaccine page's booking card and wizard read the vaccination texts.
          lazy: antdFree(() =>
            withTexts(
              ['vaccination'],
              lazyDetail().then((m) => ({ Component: m.VaccineDetailRoute })),
            ),
          ),
        },
        {
          path: 'aboutus',
          handle: infoPage('aboutUs'),
          lazy: () =>
            withTexts(
              ['info'],
              import('./routes/about-us').then((m) => ({ Component: m.AboutUsRoute })),
            ),
        },
        {
          path: 'contact',
          handle: infoPage('contact'),
          lazy: () =>
            withTexts(
              ['info'],
              import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
            ),
        },
        {
          path: 'cart',
          handle: translatedPage('cart'),
          lazy: () =>
            withTexts(
              ['cart'],
              import('./routes/cart').then((m) => ({ Component: m.CartRoute })),
            ),
        },
        // The links of marketing e-mails work without login.
        {
          path: 'newsletter/confirm',
          handle: infoPage('newsletter'),
          lazy: () =>
            withTexts(
              ['info'],
              import('./routes/marketing-link').then((m) => ({ Component: m.ConfirmNewsletterRoute })),
            ),
        },
        {
          path: 'unsubscribe',
          handle: infoPage('unsubscribe'),
          lazy: () =>
            withTexts(
              ['info'],
              import('./routes/marketing-link').then((m) => ({ Component: m.UnsubscribeRoute })),
            ),
        },
        guarded('visitorOnly', [
          {
            path: 'login',
            handle: translatedPage('login'),
            lazy: antdFree(() =>
              withTexts(
                ['auth'],
                import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
              ),
            ),
          },
          {
            path: 'signup',
            handle: translatedPage('signup'),
            lazy: () =>
              withTexts(
                ['auth'],
                import('./routes/auth/signup').then((m) => ({ Component: m.SignupRoute })),
              ),
          },
          {
            path: 'verification-pending',
            handle: translatedPage('verificationPending'),
            lazy: () =>
              withTexts(
                ['auth'],
                import('./routes/auth/verification-pending').then((m) => ({
                  Component: m.VerificationPendingRoute,
                })),
              ),
          },
        ]),
        // Password reset is open to everyone: Edit Profile links a logged-in customer here to change the password.
        { path: 'forgotpassword', handle: translatedPage('forgotPassword'), lazy: lazyForgotPassword },
        { path: 'ForgotPassword', handle: translatedPage('forgotPassword'), lazy: lazyForgotPassword },
        { path: 'forgot-password', handle: translatedPage('forgotPassword'), lazy: lazyForgotPassword },
        {
          path: 'VerifyOtp',
          handle: translatedPage('verifyOtp'),
          lazy: () =>
            withTexts(
              ['auth'],
              import('./routes/auth/verify-otp').then((m) => ({ Component: m.VerifyOtpRoute })),
            ),
        },
        {
          path: 'ResetPassword',
          handle: translatedPage('resetPassword'),
          lazy: () =>
            withTexts(
              ['auth'],
              import('./routes/auth/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
            ),
        },
        {
          path: 'auth/google/complete',
          handle: translatedPage('googleComplete'),
          lazy: () =>
            withTexts(
              ['auth'],
              import('./routes/auth/google-complete').then((m) => ({ Component: m.GoogleCompleteRoute })),
            ),
        },
        guarded('loggedIn', [
          {
            path: 'profile',
            handle: translatedPage('profile'),
            // Its Vaccination Bookings tab reads the vaccination texts.
            lazy: () =>
              withTexts(
                ['profile', 'vaccination'],
                import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
              ),
          },
          {
            path: 'edit-profile',
            handle: translatedPage('editProfile'),
            lazy: () =>
              withTexts(
                ['profile'],
                import('./routes/edit-profile').then((m) => ({ Component: m.EditProfileRoute })),
              ),
          },
          {
            path: 'checkout',
            handle: translatedPage('checkout'),
            lazy: () =>
              withTexts(
                ['cart', 'checkout'],
                import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
              ),
          },
          {
            path: 'payment',
            handle: translatedPage('payment'),
            lazy: () =>
              withTexts(
                ['payment'],
                import('./routes/payment/payment').then((m) => ({ Component: m.PaymentRoute })),
              ),
          },
          {
            path: 'payment-success',
            handle: translatedPage('paymentReceived'),
            lazy: () =>
              withTexts(
                ['payment'],
                import('./routes/payment/payment-success').then((m) => ({
                  Component: m.PaymentSuccessRoute,
                })),
              ),
          },
        ]),
        {
          path: '*',
          handle: translatedPage('notFound'),
          lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
        },
      ],
    },
    {
      // The admin area has its own shell and is one lazy chunk.
      path: '/admin',
      element: <AccessGuard rule="admin" />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminLayoutRoute })),
          children: [
            {
              index: true,
              handle: page('Dashboard'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminDashboardRoute })),
            },
            {
              path: 'products',
              handle: page('Products'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminProductsRoute })),
            },
            // The spec has two addresses for the add form: the navigation's and the dashboard's quick action.
            {
              path: 'addproducts',
              handle: page('Add product'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminAddProductRoute })),
            },
            {
              path: 'products/add',
              handle: page('Add product'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminAddProductRoute })),
            },
            {
              path: 'products/edit/:id',
              handle: page('Edit product'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminEditProductRoute })),
            },
            {
              path: 'orders',
              handle: page('Orders'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminOrdersRoute })),
            },
            {
              path: 'bookings',
              handle: page('Bookings'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminBookingsRoute })),
            },
            {
              path: 'customers',
              handle: page('Customers'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminCustomersRoute })),
            },
            {
              path: 'queues',
              handle: page('Queues'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminQueuesRoute })),
            },
            {
              path: 'emails',
              handle: page('E-mails'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminEmailsRoute })),
            },
            {
              path: 'partners',
              handle: page('Partner enquiries'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminPartnersRoute })),
            },
            {
              path: 'api-tokens',
              handle: page('API tokens'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminApiTokensRoute })),
            },
            {
              path: 'webhooks',
              handle: page('Webhooks'),
              lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminWebhooksRoute })),
            },
            { path: '*', lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminSectionRoute })) },
          ],
        },
      ],
    },
  ]);
}

export const routes = appRoutes();

/** The browser's router; `hydrationData` is the server's router state when it rendered the page. */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
