import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PolicyPage } from './policy-page';

/** SPEC.md §9 Policies: 30-minute request window, 7 business days decision, refund times by method. */
export function RefundPolicy() {
  return (
    <PolicyPage
      title="Refund Policy"
      updated="Effective 10 July 2025"
      intro={
        <p>
          Food is made fresh for you, so we cannot take it back — but if something goes wrong with an order,
          we want to put it right quickly. This policy explains when you can ask for a refund, how we decide,
          and how long the money takes to reach you.
        </p>
      }
      sections={[
        {
          heading: 'When you can ask for a refund',
          body: (
            <>
              <p>You can ask for a full or partial refund when:</p>
              <ul>
                <li>the order never arrived, or arrived far outside the delivery estimate;</li>
                <li>dishes were missing, wrong, spilled or unfit to eat;</li>
                <li>you were charged but the order was not placed, or you were charged twice;</li>
                <li>the restaurant cancelled the order after you paid.</li>
              </ul>
              <p>
                A change of mind after the restaurant has started cooking is not a reason for a refund, and
                neither is a delay caused by a wrong address or by nobody being there to receive the order.
              </p>
            </>
          ),
        },
        {
          heading: 'How to ask — within 30 minutes',
          body: (
            <p>
              Ask within <strong>30 minutes of delivery</strong> (or of the expected delivery time, if nothing
              arrived) through <Link to={paths.support}>Help &amp; Support</Link>. Tell us the order, what
              went wrong, and add a photo where it helps. Requests made later are looked at case by case,
              because after half an hour we can no longer check what happened with the restaurant and the
              rider.
            </p>
          ),
        },
        {
          heading: 'How we decide — within 7 business days',
          body: (
            <p>
              We check your request with the restaurant and the delivery partner and tell you our decision
              within <strong>7 business days</strong>, usually much sooner. If we approve it, we refund the
              affected part of the order, including its share of taxes and charges; for an order that never
              arrived, we refund everything you paid.
            </p>
          ),
        },
        {
          heading: 'How long the money takes',
          body: (
            <>
              <p>Refunds go back to the way you paid. Once approved:</p>
              <ul>
                <li>
                  <strong>UPI and wallets:</strong> 2–5 business days;
                </li>
                <li>
                  <strong>debit and credit cards, net banking:</strong> 5–10 business days.
                </li>
              </ul>
              <p>
                These times depend on your bank or wallet provider. If the money has not arrived after the
                longest time above, contact us with the refund reference we sent you.
              </p>
            </>
          ),
        },
        {
          heading: 'Cancelled and failed payments',
          body: (
            <p>
              If a payment fails but your account was debited, the amount is normally reversed automatically
              by your bank within the times above. You do not need to ask for a refund for a payment that
              never became an order; if it has not come back in time, contact us and we will chase it.
            </p>
          ),
        },
      ]}
    />
  );
}
