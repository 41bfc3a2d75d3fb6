import { PolicyPage } from './policy-page';

/** SPEC.md §9 Policies: delivery estimates of 30 minutes to 1 hour. */
export function ShippingTimeline() {
  return (
    <PolicyPage
      title="Delivery & Shipping Timeline"
      updated="Effective 10 July 2025"
      intro={
        <p>
          RailBite delivers freshly cooked food from restaurants near you. Most orders reach you in{' '}
          <strong>30 minutes to 1 hour</strong> from the moment you pay. Here is what happens in that time and
          what can change it.
        </p>
      }
      sections={[
        {
          heading: 'From payment to your door',
          body: (
            <ul>
              <li>
                <strong>Confirmed</strong> — the restaurant accepts your order, usually within a minute or
                two.
              </li>
              <li>
                <strong>Preparing</strong> — the kitchen cooks and packs it; most dishes take 15–25 minutes.
              </li>
              <li>
                <strong>Picked up</strong> — a delivery partner collects the order and heads to you.
              </li>
              <li>
                <strong>Delivered</strong> — the order reaches the address you chose.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Delivery estimates',
          body: (
            <p>
              Every restaurant shows its own estimate (for example “25-30 mins”) on its card and menu, based
              on its cooking time and distance. The Payment page shows the estimate for your cart before you
              pay. Overall, expect 30 minutes to 1 hour.
            </p>
          ),
        },
        {
          heading: 'What can delay an order',
          body: (
            <ul>
              <li>heavy rain, traffic or festivals;</li>
              <li>a rush at the restaurant at lunch and dinner time;</li>
              <li>an address that is hard to find — a pin on the map and a landmark help a lot;</li>
              <li>nobody answering at the delivery address.</li>
            </ul>
          ),
        },
        {
          heading: 'Delivery charges',
          body: (
            <p>
              Delivery is free on orders of ₹199 or more after discounts; below that a small delivery fee
              applies. The Payment page lists every charge before you pay.
            </p>
          ),
        },
        {
          heading: 'If your order is late or does not arrive',
          body: (
            <p>
              Contact Help &amp; Support within 30 minutes of the expected delivery time. Our Refund Policy
              explains what we refund and how quickly.
            </p>
          ),
        },
      ]}
    />
  );
}
