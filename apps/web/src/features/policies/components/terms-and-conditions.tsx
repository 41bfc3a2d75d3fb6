import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PolicyPage } from './policy-page';

/** SPEC.md §9 Policies: 18 or over; effective 10 July 2025. */
export function TermsAndConditions() {
  return (
    <PolicyPage
      title="Terms & Conditions"
      updated="Effective 10 July 2025"
      intro={
        <p>
          These terms apply when you use RailBite to order food. By creating an account or placing an order
          you agree to them. Please read them together with our <Link to={paths.privacy}>Privacy Policy</Link>{' '}
          and <Link to={paths.refund}>Refund Policy</Link>.
        </p>
      }
      sections={[
        {
          heading: 'Who can use RailBite',
          body: (
            <p>
              You must be <strong>18 years or older</strong> and able to enter a binding contract. You are
              responsible for the accuracy of your details and for keeping your password secret; tell us at
              once if you think someone else has used your account.
            </p>
          ),
        },
        {
          heading: 'Our role',
          body: (
            <p>
              RailBite is a platform that connects you with independent restaurants and delivery partners. The
              restaurant prepares your food and is responsible for its quality, hygiene and labelling
              (including veg, non-veg and egg marks); we take your order and payment and arrange delivery.
            </p>
          ),
        },
        {
          heading: 'Orders and prices',
          body: (
            <ul>
              <li>A cart holds dishes from one restaurant at a time.</li>
              <li>
                Prices, taxes and charges are calculated by RailBite and shown on the Payment page before you
                pay; the amount you confirm is the amount you are charged.
              </li>
              <li>
                A restaurant may decline an order, for example when a dish runs out; you then get a full
                refund.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Delivery',
          body: (
            <p>
              Delivery estimates (usually 30 minutes to 1 hour) are estimates, not promises. Please be
              available at the address you choose; see the{' '}
              <Link to={paths.shipping}>Delivery &amp; Shipping Timeline</Link>.
            </p>
          ),
        },
        {
          heading: 'Cancellations and refunds',
          body: (
            <p>
              Refund requests must be made within 30 minutes of delivery and are decided within 7 business
              days, as set out in the <Link to={paths.refund}>Refund Policy</Link>.
            </p>
          ),
        },
        {
          heading: 'Fair use',
          body: (
            <p>
              Do not misuse RailBite: no false orders, abuse of offers, attempts to break into accounts or our
              systems, or harassment of restaurant staff and delivery partners. We may suspend accounts that
              do.
            </p>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <p>
              To the extent the law allows, our liability for an order is limited to the amount you paid for
              it. Nothing in these terms limits rights you have under Indian consumer protection law.
            </p>
          ),
        },
        {
          heading: 'Changes and governing law',
          body: (
            <p>
              We may update these terms; the date at the top shows the version in force, and we will tell you
              about important changes before they apply. These terms are governed by the laws of India.
            </p>
          ),
        },
      ]}
    />
  );
}
