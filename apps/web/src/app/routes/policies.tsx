import { SiteFooter } from '@/components/site-footer';
import { PrivacyPolicy } from '@/features/policies/components/privacy-policy';
import { RefundPolicy } from '@/features/policies/components/refund-policy';
import { ShippingTimeline } from '@/features/policies/components/shipping-timeline';
import { TermsAndConditions } from '@/features/policies/components/terms-and-conditions';

const withFooter = (Page: () => React.JSX.Element) =>
  function PolicyRoute() {
    return (
      <>
        <main className="flex flex-1 flex-col">
          <Page />
        </main>
        <SiteFooter />
      </>
    );
  };

export const PrivacyPolicyRoute = withFooter(PrivacyPolicy);
export const RefundPolicyRoute = withFooter(RefundPolicy);
export const TermsRoute = withFooter(TermsAndConditions);
export const ShippingTimelineRoute = withFooter(ShippingTimeline);
