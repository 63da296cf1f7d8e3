import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/shared/ui/page-spinner';
import type { AccessRule } from './access';
import { AccessGuard } from './access-guard';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

const lazyHome = () => import('./routes/home').then((module) => ({ Component: module.HomeRoute }));
const lazyForgotPassword = () =>
  import('./routes/auth/forgot-password').then((module) => ({ Component: module.ForgotPasswordRoute }));
const lazyAdmin = () => import('./routes/admin');
const lazyScheduleVaccination = () =>
  import('./routes/vaccination/schedule-vaccination').then((m) => ({
    Component: m.ScheduleVaccinationRoute,
  }));
const lazyBookingConfirm = () =>
  import('./routes/vaccination/booking-confirm').then((m) => ({ Component: m.BookingConfirmRoute }));
// Product and vaccine pages are one chunk: search results link to both.
const lazyDetail = () => import('./routes/catalogue/product-detail');

/** Child routes shown only to those `rule` allows (see access.ts). */
function guarded(rule: AccessRule, children: RouteObject[]): RouteObject {
  return { element: <AccessGuard rule={rule} />, children };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, lazy: lazyHome },
      { path: 'home', lazy: lazyHome },
      // The spec links these; the shop and the vaccine catalogue are where they lead.
      { path: 'shop', element: <Navigate to="/products" replace /> },
      // The Schedule Vaccination dialog has two addresses in the spec.
      { path: 'book-vaccination', lazy: lazyScheduleVaccination },
      { path: 'ScheduleVaccination', lazy: lazyScheduleVaccination },
      // The confirmation loads the booking by id, so it opens from an e-mail link and survives a reload.
      { path: 'BookingConfirm', lazy: lazyBookingConfirm },
      { path: 'BookingConfirm/:id', lazy: lazyBookingConfirm },
      {
        path: 'MyBookings',
        lazy: () =>
          import('./routes/vaccination/my-bookings').then((m) => ({ Component: m.MyBookingsRoute })),
      },
      {
        path: 'products',
        lazy: () => import('./routes/catalogue/products').then((m) => ({ Component: m.ProductsRoute })),
      },
      { path: 'products/:id', lazy: () => lazyDetail().then((m) => ({ Component: m.ProductDetailRoute })) },
      {
        path: 'search',
        lazy: () => import('./routes/catalogue/search').then((m) => ({ Component: m.SearchRoute })),
      },
      {
        path: 'vaccination',
        lazy: () => import('./routes/catalogue/vaccination').then((m) => ({ Component: m.VaccinationRoute })),
      },
      {
        path: 'vaccination/:id',
        lazy: () => lazyDetail().then((m) => ({ Component: m.VaccineDetailRoute })),
      },
      {
        path: 'aboutus',
        lazy: () => import('./routes/about-us').then((m) => ({ Component: m.AboutUsRoute })),
      },
      {
        path: 'contact',
        lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
      },
      { path: 'cart', lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })) },
      // The links of marketing e-mails work without login.
      {
        path: 'newsletter/confirm',
        lazy: () => import('./routes/marketing-link').then((m) => ({ Component: m.ConfirmNewsletterRoute })),
      },
      {
        path: 'unsubscribe',
        lazy: () => import('./routes/marketing-link').then((m) => ({ Component: m.UnsubscribeRoute })),
      },
      guarded('visitorOnly', [
        {
          path: 'login',
          lazy: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
        },
        {
          path: 'signup',
          lazy: () => import('./routes/auth/signup').then((m) => ({ Component: m.SignupRoute })),
        },
        {
          path: 'verification-pending',
          lazy: () =>
            import('./routes/auth/verification-pending').then((m) => ({
              Component: m.VerificationPendingRoute,
            })),
        },
      ]),
      // Password reset is open to everyone: Edit Profile links a logged-in customer here to change the password.
      { path: 'forgotpassword', lazy: lazyForgotPassword },
      { path: 'ForgotPassword', lazy: lazyForgotPassword },
      { path: 'forgot-password', lazy: lazyForgotPassword },
      {
        path: 'VerifyOtp',
        lazy: () => import('./routes/auth/verify-otp').then((m) => ({ Component: m.VerifyOtpRoute })),
      },
      {
        path: 'ResetPassword',
        lazy: () => import('./routes/auth/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: 'auth/google/complete',
        lazy: () =>
          import('./routes/auth/google-complete').then((m) => ({ Component: m.GoogleCompleteRoute })),
      },
      guarded('loggedIn', [
        {
          path: 'profile',
          lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
        },
        {
          path: 'edit-profile',
          lazy: () => import('./routes/edit-profile').then((m) => ({ Component: m.EditProfileRoute })),
        },
        {
          path: 'checkout',
          lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
        },
        {
          path: 'payment',
          lazy: () => import('./routes/payment/payment').then((m) => ({ Component: m.PaymentRoute })),
        },
        {
          path: 'payment-success',
          lazy: () =>
            import('./routes/payment/payment-success').then((m) => ({ Component: m.PaymentSuccessRoute })),
        },
      ]),
      { path: '*', element: <NotFoundRoute /> },
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
          { index: true, lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminDashboardRoute })) },
          { path: 'products', lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminProductsRoute })) },
          // The spec has two addresses for the add form: the navigation's and the dashboard's quick action.
          {
            path: 'addproducts',
            lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminAddProductRoute })),
          },
          {
            path: 'products/add',
            lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminAddProductRoute })),
          },
          {
            path: 'products/edit/:id',
            lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminEditProductRoute })),
          },
          { path: 'orders', lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminOrdersRoute })) },
          { path: 'bookings', lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminBookingsRoute })) },
          { path: 'customers', lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminCustomersRoute })) },
          { path: 'queues', lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminQueuesRoute })) },
          { path: 'emails', lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminEmailsRoute })) },
          { path: 'partners', lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminPartnersRoute })) },
          { path: '*', lazy: () => lazyAdmin().then((m) => ({ Component: m.AdminSectionRoute })) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
