import { AddressList } from '@/features/addresses/components/address-list';

export function AddressesRoute() {
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-6 sm:px-6">
      <title>Delivery Addresses — RailBite</title>
      <AddressList />
    </main>
  );
}
