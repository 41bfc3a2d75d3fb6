import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PolicyPage } from './policy-page';

export function PrivacyPolicy() {
  return (
    <PolicyPage
      title="Privacy Policy"
      updated="Effective 10 July 2025"
      intro={
        <p>
          This policy explains what personal data RailBite keeps, why, who sees it and how you stay in
          control. We keep as little as we need to deliver your food and run our business.
        </p>
      }
      sections={[
        {
          heading: 'What we keep',
          body: (
            <ul>
              <li>
                <strong>Account:</strong> your name, phone number, email address and a one-way hash of your
                password (we never store the password itself). Gender and date of birth only if you add them.
              </li>
              <li>
                <strong>Addresses</strong> you save, with the map location you pick.
              </li>
              <li>
                <strong>Orders:</strong> what you ordered, from where, when, the amounts and the delivery
                address.
              </li>
              <li>
                <strong>Preferences:</strong> your notification choices.
              </li>
              <li>
                <strong>Login sessions:</strong> a fingerprint of each login token and when it expires, so you
                can be logged out everywhere.
              </li>
            </ul>
          ),
        },
        {
          heading: 'What we use it for',
          body: (
            <ul>
              <li>to take, deliver and support your orders;</li>
              <li>to keep your account secure, including limiting repeated wrong passwords;</li>
              <li>to send the notifications you have switched on — and only those;</li>
              <li>to keep accounts and tax records that the law requires.</li>
            </ul>
          ),
        },
        {
          heading: 'Who sees it',
          body: (
            <p>
              The restaurant sees your order and first name; the delivery partner sees your name, phone number
              and address for that delivery only; payment providers handle your payment details — we never see
              or store your card number. We do not sell personal data or share it for advertising.
            </p>
          ),
        },
        {
          heading: 'Your choices and rights',
          body: (
            <>
              <p>
                You can see and correct your details, change your password and switch notifications on or off
                in <Link to={paths.accountSettings}>Account Settings</Link>.
              </p>
              <p>
                You can delete your account there at any time. Deleting erases your name, phone number, email,
                saved addresses, preferences and login sessions at once. Orders are kept for accounting and
                tax purposes, but without anything that links them to you.
              </p>
            </>
          ),
        },
        {
          heading: 'Age',
          body: <p>RailBite is for people aged 18 or over. We do not knowingly keep data about children.</p>,
        },
        {
          heading: 'Security',
          body: (
            <p>
              Passwords are hashed with a slow, salted algorithm; login tokens are random and stored only as a
              fingerprint; all traffic is encrypted. If we ever learn of a breach that affects you, we will
              tell you without delay.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about your data? Write to us through{' '}
              <Link to={paths.support}>Help &amp; Support</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
