import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { PageLoading } from './routes/page-loading';
import { RouteErrorPage } from './routes/route-error';

/** Routes are code-split: each page's code but the home page's loads when it is first visited. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        // The landing page is in the entry: no second round trip before its first paint (ADR 012).
        { index: true, Component: HomeRoute },
        { path: paths.homeAlias, Component: HomeRoute },
        {
          path: paths.cuisines,
          lazy: () => import('./routes/cuisines').then((m) => ({ Component: m.CuisinesRoute })),
        },
        {
          path: paths.restaurantMenuPattern,
          lazy: () => import('./routes/restaurant-menu').then((m) => ({ Component: m.RestaurantMenuRoute })),
        },
        {
          path: paths.cart,
          lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })),
        },
        {
          path: paths.addresses,
          lazy: () => import('./routes/addresses').then((m) => ({ Component: m.AddressesRoute })),
        },
        {
          path: paths.addAddress,
          lazy: () => import('./routes/address-editor').then((m) => ({ Component: m.AddAddressRoute })),
        },
        {
          path: paths.editAddressPattern,
          lazy: () => import('./routes/address-editor').then((m) => ({ Component: m.EditAddressRoute })),
        },
        {
          // SPEC.md: a missing id returns to the list.
          path: '/user/address/edit',
          lazy: () => import('./routes/address-editor').then((m) => ({ Component: m.EditAddressRoute })),
        },
        {
          path: paths.map,
          lazy: () => import('./routes/map-finder').then((m) => ({ Component: m.MapFinderRoute })),
        },
        {
          path: paths.orderStatusFailed,
          lazy: () => import('./routes/order-status').then((m) => ({ Component: m.OrderStatusFailedRoute })),
        },
        {
          path: paths.orderStatusPattern,
          lazy: () => import('./routes/order-status').then((m) => ({ Component: m.OrderStatusRoute })),
        },
        {
          path: paths.orderHistory,
          lazy: () => import('./routes/order-history').then((m) => ({ Component: m.OrderHistoryRoute })),
        },
        {
          path: paths.trackOrderPattern,
          lazy: () => import('./routes/track-order').then((m) => ({ Component: m.TrackOrderRoute })),
        },
        {
          path: paths.login,
          lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
        },
        {
          path: paths.signup,
          lazy: () => import('./routes/signup').then((m) => ({ Component: m.SignupRoute })),
        },
        {
          path: paths.accountSettings,
          lazy: () =>
            import('./routes/account-settings').then((m) => ({ Component: m.AccountSettingsRoute })),
        },
        {
          path: paths.support,
          lazy: () => import('./routes/support').then((m) => ({ Component: m.SupportRoute })),
        },
        {
          path: paths.privacy,
          lazy: () => import('./routes/policies').then((m) => ({ Component: m.PrivacyPolicyRoute })),
        },
        {
          path: paths.refund,
          lazy: () => import('./routes/policies').then((m) => ({ Component: m.RefundPolicyRoute })),
        },
        {
          path: paths.terms,
          lazy: () => import('./routes/policies').then((m) => ({ Component: m.TermsRoute })),
        },
        {
          path: paths.shipping,
          lazy: () => import('./routes/policies').then((m) => ({ Component: m.ShippingTimelineRoute })),
        },
        {
          path: paths.offers,
          lazy: () => import('./routes/offers').then((m) => ({ Component: m.OffersRoute })),
        },
        {
          path: paths.noodles,
          lazy: () => import('./routes/noodles').then((m) => ({ Component: m.NoodlesRoute })),
        },
        {
          path: paths.partnerStart,
          lazy: () => import('./routes/partners').then((m) => ({ Component: m.PartnerStartRoute })),
        },
        {
          path: paths.partnerInfo,
          lazy: () => import('./routes/partners').then((m) => ({ Component: m.PartnerInfoRoute })),
        },
        {
          path: paths.partnerDocs,
          lazy: () => import('./routes/partners').then((m) => ({ Component: m.PartnerDocsRoute })),
        },
        {
          path: paths.partnerMenu,
          lazy: () => import('./routes/partners').then((m) => ({ Component: m.PartnerMenuRoute })),
        },
        {
          path: paths.partnerContract,
          lazy: () => import('./routes/partners').then((m) => ({ Component: m.PartnerContractRoute })),
        },
        { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
      ],
    },
  ]);
}
